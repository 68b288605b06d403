// The GM's tools (src/gm/console.ts): typed at a prompt of the section under way, they change the
// game through the adventure's own effects, refuse what makes no sense with a one-line reason and
// change nothing then, and wait while a fight is fought. Played here as at a table: the section
// asks, and at its question the GM types his lines.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Chooser, GameEvent, GameState, Run } from '../../src/adventure';
import { newGame, playSection } from '../../src/adventure';
import type { ConsoleHost } from '../../src/gm/console';
import { consoleHelp, runConsoleLine } from '../../src/gm/console';
import { FightOrder } from '../../src/combat/encounter';
import { hero, load } from '../adventure/helpers';

const KEEP = `law: 1
id: console
title: The Gatehouse
version: "1"
party: { min: 1, max: 3 }
start: 1
counters:
  alarm: 0
  lanterns: { start: 3, shown: true, label: Lanterns lit }
sections:
  1:
    text: The gatehouse.
    options:
      - option: Go in
        goto: 2
  2:
    text: Inside.
    options:
      - option: Rest
        goto: 3
  3:
    end: Over
`;

interface Table {
  /** What the GM's screen said, the GM log, the players' screen. */
  said: string[];
  logged: string[];
  announced: string[];
  events: GameEvent[];
  /** The game as the section left it (null: it ended by a jump or a step back). */
  state: GameState | null;
  /** What the section ended with: a way out, or the tool's order thrown through it. */
  thrown: unknown;
}

/** Plays the first section of the gatehouse with two heroes; at its question the GM types `lines`. */
async function atTable(lines: string[], options: { inFight?: boolean; at?: string; party?: GameState['party']; table?: ConsoleHost['table'] } = {}): Promise<Table> {
  const adventure = load(KEEP);
  const state = newGame(adventure, options.party ?? [hero({ name: 'Brannoc', gold: 10 }), hero({ name: 'Lyra', gold: 4 })], 'console');
  if (options.at) state.at = options.at as GameState['at'];
  const t: Table = { said: [], logged: [], announced: [], events: [], state: null, thrown: null };
  let run: Run | null = null;
  const host: ConsoleHost = {
    run: () => run,
    inFight: () => options.inFight === true,
    say: (text) => t.said.push(text),
    log: (text) => t.logged.push(text),
    announce: (text) => t.announced.push(text),
    rolled: (r) => t.announced.push(`${r.hero} rolls ${r.check}: ${r.total}, ${r.passed ? 'passes' : 'fails'}`),
    map: (name) => (name === 'arena' ? { at: { line: 0, column: 0 }, name, text: ARENA, file: null } : `no map ${name} here`),
    maps: () => ['arena'],
    ...(options.table ? { table: options.table } : {}),
  };
  const chooser: Chooser = {
    choose: async () => {
      for (const line of lines) await runConsoleLine(host, line);
      return 0;
    },
    confirm: async () => false,
    combat: { control: 'ai', io: null, quiet: true },
    extras: false,
  };
  try {
    const r = await playSection(adventure, state, { chooser, emit: (e) => t.events.push(e), onRun: (x) => (run = x) });
    t.state = r.kind === 'next' || r.kind === 'end' ? r.state : null;
  } catch (e) {
    t.thrown = e;
  }
  return t;
}

const ARENA = fs.readFileSync(path.join(__dirname, '..', '..', 'adventures', 'maps', 'arena.map'), 'utf8');

const texts = (t: Table) => t.events.flatMap((e) => ('text' in e && typeof e.text === 'string' ? [e.text] : []));

describe("the GM's tools at a prompt (law gm, docs/gm.md)", () => {
  test(':help and an unknown tool: the list, and a pointer to it; nothing is logged', async () => {
    const t = await atTable([':help', ':frobnicate 3']);
    expect(t.said[0]).toBe(consoleHelp());
    expect(consoleHelp()).toMatch(/^GM tools \(at any prompt; ":help TOOL" says more\):/);
    // Item 8: the list fits a 24-row terminal, each line within 80 columns.
    expect(consoleHelp().split('\n').length).toBeLessThanOrEqual(23);
    for (const line of consoleHelp().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    for (const tool of [':show', ':set COUNTER N', ':gold NAME N', ':fatigue NAME N', ':give NAME ITEM [N]', ':fight', ':undo', ':say TEXT', ':whisper PLAYER TEXT', ':secret TOOL', ':note TEXT']) expect(consoleHelp()).toContain(tool);
    expect(t.said[1]).toBe('GM: no tool ":frobnicate"; :help lists them');
    expect(t.logged).toEqual([]);
  });

  test(':set and :plotword change the counters and plotwords; every use goes to the GM log with what came of it (item 13)', async () => {
    const t = await atTable([':set alarm 4', ':plotword gatekey', ':plotword -GATEKEY', ':plotword seen']);
    expect(t.said).toEqual(['alarm: 0 -> 4', 'Plotwords: GATEKEY', 'Plotwords: none', 'Plotwords: SEEN']);
    expect(t.state!.counters.alarm).toBe(4);
    expect(t.state!.plotwords).toEqual(['SEEN']);
    expect(t.logged).toEqual(['GM tool: :set alarm 4 -> alarm 0 -> 4', 'GM tool: :plotword gatekey', 'GM tool: :plotword -GATEKEY', 'GM tool: :plotword seen']);
  });

  test('wrong words are refused in one line and change nothing', async () => {
    const t = await atTable([':set nothing 3', ':set alarm three', ':gold Zed 5', ':gold Brannoc', ':time soon', ':check Brannoc 3/XX', ':roll many', ':say', ':goto 99', ':undo']);
    expect(t.said).toEqual([
      'GM: the adventure has no counter nothing (alarm, lanterns)',
      'GM: the value must be a whole number, not "three"',
      'GM: nobody in the party is called Zed (Brannoc, Lyra)',
      'GM: the gold must be a whole number',
      'GM: give the time to pass: 30m, 2h or 1d',
      expect.stringMatching(/^GM: 3\/XX: not a check \(.*\); write it like 3\/DX, 4\/IQ\+Alertness or 3\/12$/),
      expect.stringMatching(/^GM: many: not dice \(/),
      'GM: what is to be shown?',
      'GM: the adventure has no section 99',
      'GM: nothing to undo: this is the first section of the game',
    ]);
    expect(t.state!.counters).toEqual({ alarm: 0, lanterns: 3 });
    expect(t.state!.party.map((c) => c.gold)).toEqual([10, 4]);
  });

  test('a character is named by the start of his name, any case; a start two share is asked again', async () => {
    const t = await atTable([':gold BRAN 5', ':karma ly 2'], { party: [hero({ name: 'Brannoc', gold: 10 }), hero({ name: 'Bran', gold: 0 }), hero({ name: 'Lyra' })] });
    // "BRAN" is Bran by his whole name, though Brannoc starts with it too.
    expect(t.state!.party.map((c) => c.gold)).toEqual([10, 5, 30]);
    expect(t.state!.party[2].karma).toBe(2);
    const u = await atTable([':gold br 5'], { party: [hero({ name: 'Brannoc' }), hero({ name: 'Bran' })] });
    expect(u.said).toEqual(['GM: br could be Brannoc or Bran']);
  });

  test(':gold, :karma, :damage, :fatigue, :give and :take go through the adventure\'s own effects and their words', async () => {
    const t = await atTable([':gold Brannoc 7', ':gold Lyra -10', ':karma Lyra 1', ':damage Brannoc 3', ':damage Brannoc -2', ':fatigue Lyra 2', ':give Lyra Rope 2', ':take Lyra Rope', ':take Brannoc Lantern', ':take Lyra Rope 5']);
    const [b, l] = t.state!.party;
    expect([b.gold, l.gold]).toEqual([17, 0]);
    expect([l.karma, b.damage, l.fatigue]).toEqual([1, 1, 2]);
    // One of her two ropes taken, then the last (she had not five: what she had goes).
    expect(l.items.some((i) => i.name === 'Rope')).toBe(false);
    expect(texts(t)).toEqual(expect.arrayContaining(['Brannoc takes 3 damage', 'Brannoc heals 2 damage', 'Lyra suffers 2 fatigue']));
    // Taking what he has not is refused, and not logged as used.
    expect(t.said).toEqual(['GM: Brannoc has no Lantern']);
    expect(t.logged).not.toContain('GM tool: :take Brannoc Lantern');
  });

  test(':fatigue with a negative number takes fatigue away, never below none', async () => {
    const t = await atTable([':fatigue Lyra -1', ':fatigue Brannoc -5'], { party: [hero({ name: 'Brannoc', fatigue: 2 }), hero({ name: 'Lyra', fatigue: 3 })] });
    expect(t.state!.party.map((c) => c.fatigue)).toEqual([0, 2]);
    expect(texts(t)).toEqual(expect.arrayContaining(['Lyra recovers 1 fatigue', 'Brannoc recovers 2 fatigue']));
    expect(t.logged).toEqual(['GM tool: :fatigue Lyra -1 -> Lyra: fatigue 2', 'GM tool: :fatigue Brannoc -5 -> Brannoc: fatigue 0']);
  });

  test(':time moves the clock; :show says what the GM sees, hidden counters marked', async () => {
    const t = await atTable([':time 2h', ':time 1d', ':time 30', ':show']);
    expect(t.state!.time - newGame(load(KEEP), [hero()], 'x').time).toBe(120 + 1440 + 30);
    expect(t.said.slice(0, 3)).toEqual([expect.stringMatching(/^It is now /), expect.stringMatching(/^It is now /), expect.stringMatching(/^It is now /)]);
    expect(t.said[3]).toMatch(/^Section 1, .*\. Counters: alarm 0 \(hidden\), lanterns 3\. Plotwords: none\.$/);
    expect(t.said[4]).toMatch(/^ {2}Brannoc: ST 12 DX 11 IQ 9; damage 0, fatigue 0; gold 10, karma 0, wishes 0; (\d+ )?Torch$/);
  });

  test(':say and :note: a line for the players\' screen, a line for the GM log only', async () => {
    const t = await atTable([':say The bell tolls twice.', ':note Ben looks tired']);
    expect(t.announced).toEqual(['The bell tolls twice.']);
    expect(t.said).toEqual(["(On the players' screen: The bell tolls twice.)", '(Noted.)']);
    expect(t.logged).toEqual(['GM tool: :say The bell tolls twice.', 'GM tool: :note Ben looks tired']);
  });

  test(':check and :roll roll the game\'s dice, with the odds first', async () => {
    const t = await atTable([':check Brannoc 3/DX', ':roll 2D6+1']);
    expect(t.said[0]).toBe('Brannoc: 3/DX needs 11: 62.50%');
    expect(t.said[1]).toMatch(/^Brannoc rolled \d+: (pass|fail) \(margin -?\d+\)$/);
    expect(t.announced[0]).toMatch(/^Brannoc rolls 3\/DX: \d+, (passes|fails)$/);
    expect(t.said[2]).toMatch(/^2D6\+1: \d\+\d\+1 = \d+$/);
  });

  test(':goto leaves the section at once for the one named', async () => {
    const t = await atTable([':goto 3']);
    expect(t.said).toEqual(['The party goes to section 3.']);
    expect(t.thrown).toMatchObject({ name: 'SectionJump' });
  });

  test('in a fight, the tools that change the party wait; :fight ai and :fight end are orders to the fight', async () => {
    const t = await atTable([':gold Brannoc 5', ':fight dance'], { inFight: true });
    expect(t.said).toEqual(['GM: :gold NAME N waits until the fight is over (in a fight: :fight ai, :fight end victory|defeat|fled)', 'GM: in a fight: :fight ai, or :fight end victory|defeat|fled']);
    expect(t.state!.party[0].gold).toBe(10);
    const ai = await atTable([':fight ai'], { inFight: true });
    expect(ai.thrown).toBeInstanceOf(FightOrder);
    expect((ai.thrown as FightOrder).order).toBe('ai');
    const end = await atTable([':fight end fled'], { inFight: true });
    expect((end.thrown as FightOrder).order).toBe('fled');
  });

  test('outside a fight, :fight sets creatures of the bestiary on a bundled map against the party, fought by the rules', async () => {
    const t = await atTable([':fight ai', ':fight Dragonet x2', ':fight Goblin on nowhere', ':fight giant rat x2 on arena']);
    expect(t.said.slice(0, 3)).toEqual([
      'GM: no fight is under way; set one up with :fight Goblin x2, Orc on ruined-hall',
      'GM: Dragonet: no such creature in the bestiary (law arena --list shows them)',
      'GM: no map nowhere here',
    ]);
    expect(t.said[3]).toMatch(/^The GM's fight ends: (victory|defeat|fled)\.$/);
    expect(t.events.some((e) => e.kind === 'fight')).toBe(true);
  });

  test('CAMPAIGNING, Karma: ":karma call" makes karma the players\' call; ":karma NAME" arms a hero who has a point for his next failed roll (issue 26, item 16)', async () => {
    const table = { karma: 'ask' as const, armed: [] as string[] } as NonNullable<ConsoleHost['table']>;
    const t = await atTable([':karma Lyra', ':karma call', ':karma Lyra', ':karma Lyra 1', ':karma Lyra', ':show'], { table });
    expect(t.said[0]).toBe('GM: karma is asked at this table after each roll that a re-roll could change; ":karma call" makes it the players\' call');
    expect(t.said[1]).toBe("Karma is the players' call: nobody is asked; \":karma NAME\" spends a point on his next failed roll.");
    expect(t.said[2]).toBe('GM: Lyra has no karma and no wish to spend');
    expect(t.said).toContain('Lyra spends a karma point on his next failed roll.');
    expect(table).toEqual({ karma: 'call', armed: ['Lyra'] });
    expect(t.said[t.said.length - 1]).toBe("  Karma is the players' call; called for the next roll: Lyra.");
    // The GM's words follow the hero's sheet: her pronoun, not "his" for everyone.
    const hers = await atTable([':karma call', ':karma Lyra'], { table: { karma: 'ask', armed: [] } as NonNullable<ConsoleHost['table']>, party: [hero({ name: 'Brannoc' }), hero({ name: 'Lyra', karma: 1, pronoun: 'she' })] });
    expect(hers.said).toContain('Lyra spends a karma point on her next failed roll.');
  });
});
