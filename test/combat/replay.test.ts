// A person's fight runs again from its start at every question, with the answers so far
// (protocol.ts, encounter.ts): each event must still be shown once, the dice and the AI's draws
// must come out as in one straight run, and Undo takes back one decision.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CombatEvent, EncounterFigure } from '../../src/combat';
import { parseMap } from '../../src/combat';
import { runEncounter } from '../../src/render/fight-face';
import type { DiceSource, Roll } from '../../src/dice';
import { AutoDice, Rng } from '../../src/dice';
import type { Choice } from '../../src/io';
import { RecordedIo } from '../../src/io';
import { findCreature } from '../../src/rules';
import { DUEL, hero } from './fixtures';

const ARENA = parseMap(fs.readFileSync(path.join(__dirname, '..', '..', 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');

/** Dice from a seed that must be asked for (not automatic): every roll stops the fight and runs it again. */
class AskedDice implements DiceSource {
  readonly manual = false;
  rolls = 0;
  private readonly rng: Rng;
  constructor(seed: string) {
    this.rng = Rng.fromSeed(seed);
  }
  async roll(count: number, sides: number): Promise<Roll> {
    this.rolls++;
    const faces = Array.from({ length: count }, () => this.rng.die(sides));
    return { faces, sum: faces.reduce((a, b) => a + b, 0) };
  }
}

const foes = (names: string[]): EncounterFigure[] => names.map((n, i) => ({ id: `f${i}`, side: 'foes', creature: findCreature(n)!, control: 'ai' }));

async function watch(dice: DiceSource, seed: string) {
  const io = new RecordedIo();
  const events: string[] = [];
  const r = await runEncounter({
    map: ARENA,
    io,
    dice,
    rng: Rng.fromSeed(`${seed}:ai`),
    figures: [
      { id: 'a', side: 'party', character: hero({ name: 'Ajax', weapons: ['Broad Sword', 'Dagger'], skills: { Sword: 1 } }), control: 'ai' },
      { id: 'b', side: 'party', character: hero({ name: 'Bron', weapons: ['Spear', 'Javelin'] }), control: 'ai' },
      ...foes(['Orc', 'Goblin', 'Goblin Slinger']),
    ],
    onEvent: (e: CombatEvent) => events.push(JSON.stringify(e)),
  });
  return { r, events, text: io.output };
}

describe('SEQUENCE OF PLAY: a fight run again at every question shows each event once', () => {
  for (const seed of ['r1', 'r2', 'r3']) {
    test(`dice asked one by one play the fight that automatic dice play at once (seed ${seed})`, async () => {
      const straight = await watch(new AutoDice(Rng.fromSeed(seed)), seed);
      const asked = new AskedDice(seed);
      const replayed = await watch(asked, seed);
      // The asked fight stopped at each of its rolls and was run again from its start each time.
      expect(asked.rolls).toBeGreaterThan(10);
      expect(replayed.events).toEqual(straight.events);
      // The text differs only where the log is put out before each roll is asked (not compared).
      expect(replayed.r).toEqual(straight.r);
      expect(replayed.events.filter((e) => e.startsWith('{"t":"begin"'))).toHaveLength(1);
      expect(replayed.events.filter((e) => e.startsWith('{"t":"end"'))).toHaveLength(1);
    });
  }
});

/** An Io that answers each menu by reading it (`pick` returns the place of the choice), and keeps what was asked. */
class MenuIo extends RecordedIo {
  readonly asked: Array<{ message: string; names: string[]; pick: number }> = [];
  /** The descriptions of the menu being asked (a move's "next to Giant Rat"). */
  moveNotes: string[] = [];
  constructor(private readonly pick: (message: string, names: string[], asked: MenuIo['asked']) => number) {
    super();
  }
  override async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
    const names = choices.map((c) => c.name);
    this.moveNotes = choices.map((c) => c.description ?? '');
    const pick = this.pick(message, names, this.asked);
    this.asked.push({ message, names, pick });
    this.say(`${message} > ${names[pick]}`);
    return choices[pick].value;
  }
  override async confirm(): Promise<boolean> {
    return false;
  }
}

/** Ajax, played through `io`, against a giant rat, on dice and AI draws seeded `seed`. */
const duel = (io: MenuIo, tape?: { length: number; truncate(n: number): void }, seed = 'undo') =>
  runEncounter({
    map: DUEL,
    io,
    dice: new AutoDice(Rng.fromSeed(seed)),
    rng: Rng.fromSeed(`${seed}:ai`),
    figures: [
      { id: 'ajax', side: 'party', character: hero({ name: 'Ajax' }), control: 'player' },
      { id: 'rat', side: 'foes', creature: findCreature('Giant Rat')!, control: 'ai' },
    ],
    ...(tape ? { tape } : {}),
  });

describe('Undo inside a fight', () => {
  /** Strike when he can, else move next to the rat; Undo once, at the `undoAt`-th menu that offers it. */
  const player = (undoAt: number) => {
    let offered = 0;
    return (message: string, names: string[]) => {
      const undo = names.findIndex((n) => n.startsWith('Undo'));
      if (undo >= 0 && ++offered === undoAt) return undo;
      const strike = names.findIndex((n) => n.startsWith('Strike'));
      if (strike >= 0) return strike;
      if (message.startsWith('Move ')) return 1;
      const move = names.findIndex((n) => n.startsWith('Move'));
      return move >= 0 ? move : 0;
    };
  };

  test('is offered once the fight has a decision of the person to take back, never before', async () => {
    const io = new MenuIo(player(0));
    await duel(io);
    const menus = io.asked.filter((a) => a.message.includes('what now?') || a.message.includes('which action?'));
    expect(menus.length).toBeGreaterThan(1);
    expect(menus[0].names.some((n) => n.startsWith('Undo'))).toBe(false);
    expect(menus.slice(1).every((m) => m.names.some((n) => n.startsWith('Undo')))).toBe(true);
  });

  test('takes back the last decision: its question is asked again on the same board, and the fight ends as without it', async () => {
    const plain = new MenuIo(player(0));
    const straight = await duel(plain);
    const recorded: number[] = [];
    const tape = {
      get length() {
        return recorded.length;
      },
      truncate(n: number) {
        recorded.length = n;
      },
    };
    const policy = player(1);
    const io = new MenuIo((message, names) => {
      const pick = policy(message, names);
      // Every answer goes on the record, as the play command's record keeps it.
      recorded.push(pick);
      return pick;
    });
    const undone = await duel(io, tape);
    expect(io.output).toContain('(Undone: back to the last decision.)');
    const at = io.asked.findIndex((a) => a.names[a.pick]?.startsWith('Undo'));
    // The question before the undo is asked again right after it, with the same choices.
    expect(io.asked[at + 1].message).toBe(io.asked[at - 1].message);
    expect(io.asked[at + 1].names).toEqual(io.asked[at - 1].names);
    // The record kept neither the undone answer nor the undo: one answer per question of the straight fight.
    expect(recorded).toEqual(plain.asked.map((a) => a.pick));
    // The same dice after the undo: the fight ends as the one without it.
    expect(undone).toEqual(straight);
  });
});

describe('Letting the AI fight the rest of a fight', () => {
  test('from the question where the person hands it over, the AI decides for his figures, and nobody is asked again', async () => {
    // Hand over at the first question that offers it.
    const io = new MenuIo((_message, names) => {
      const hand = names.findIndex((n) => n.startsWith('Let the AI'));
      return hand >= 0 ? hand : names.length - 1;
    });
    const r = await duel(io, undefined, 'hand');
    const at = io.asked.findIndex((a) => a.names[a.pick].startsWith('Let the AI'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(io.asked).toHaveLength(at + 1);
    expect(io.output).toContain('Ajax: the AI fights the rest of this fight');
    // Watched as an AI-only fight from then on: the board each round.
    expect(io.output.split('the AI fights the rest of this fight')[1]).toMatch(/A-Z party  a-z foes[^]*-- Round 2 --/);
    expect(['victory', 'defeat', 'fled']).toContain(r.outcome);
  });

  test('is offered after a move too (issue 16): handed over at "which action?", the AI chooses that action and fights on to the end', async () => {
    // Move next to the rat, then hand over from the menu of actions; any other question is declined.
    const io: MenuIo = new MenuIo((message: string, names: string[]): number => {
      if (message.includes('what now?')) return names.findIndex((n) => n.startsWith('Move'));
      if (message.startsWith('Move ')) return names.findIndex((n, i) => i > 0 && io.moveNotes[i]?.includes('next to'));
      if (message.includes('React now?')) return names.findIndex((n) => n.includes('keep your next turn'));
      const hand = names.findIndex((n) => n.startsWith('Let the AI'));
      return hand >= 0 ? hand : names.length - 1;
    });
    const r = await duel(io, undefined, 'hand');
    const at = io.asked.findIndex((a) => a.message.includes('which action?'));
    expect(at).toBeGreaterThan(0);
    expect(io.asked[at - 1].message).toMatch(/^Move Ajax to/);
    expect(io.asked[at].names[io.asked[at].pick]).toBe('Let the AI fight the rest of this fight');
    // Nobody is asked again, and the AI plays the action of that very turn: the log goes on from there.
    expect(io.asked).toHaveLength(at + 1);
    const after = io.output.split('Ajax: the AI fights the rest of this fight')[1];
    expect(after).toMatch(/^\s*Ajax (strikes|waits|changes|readies|enters|rushes)/);
    expect(['victory', 'defeat', 'fled']).toContain(r.outcome);
    expect(after).toMatch(/The party (wins|is beaten|has fled) after/);
  });

  test('is offered at a reaction in the foes\' turn too (issue 16): the AI answers it and fights on to the end', async () => {
    // Ajax passes his turns until a reaction is asked, then hands over there.
    const io: MenuIo = new MenuIo((message: string, names: string[]): number => {
      if (message.includes('React now?')) return names.indexOf('Let the AI fight the rest of this fight');
      const pass = names.indexOf('Pass');
      return pass >= 0 ? pass : names.length - 1;
    });
    const r = await duel(io, undefined, 'hand');
    const at = io.asked.findIndex((a) => a.message.includes('React now?'));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(io.asked[at].names[io.asked[at].pick]).toBe('Let the AI fight the rest of this fight');
    expect(io.asked).toHaveLength(at + 1);
    expect(io.output).toContain('Ajax: the AI fights the rest of this fight');
    expect(['victory', 'defeat', 'fled']).toContain(r.outcome);
  });

  test('at a GM\'s table a player hands over his own figures only: the other player is still asked (tried at a table: Ana\'s hand-over took Ben\'s mage too)', async () => {
    // Ana hands Ajax over at her first question; Ben passes with Bron at every one of his.
    const io = new MenuIo((message, names) => {
      if (message.startsWith('Ana:')) return names.indexOf('Let the AI fight the rest of this fight');
      const pass = names.findIndex((n) => n === 'Pass' || n.includes('keep your next turn'));
      return pass >= 0 ? pass : names.length - 1;
    });
    await runEncounter({
      map: DUEL,
      io,
      dice: new AutoDice(Rng.fromSeed('table')),
      rng: Rng.fromSeed('table:ai'),
      figures: [
        { id: 'ajax', side: 'party', character: hero({ name: 'Ajax' }), control: 'player', player: 'Ana' },
        { id: 'bron', side: 'party', character: hero({ name: 'Bron' }), control: 'player', player: 'Ben' },
        { id: 'rat', side: 'foes', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
    });
    const handed = io.asked.findIndex((a) => a.message.startsWith('Ana:'));
    expect(io.asked[handed].names[io.asked[handed].pick]).toBe('Let the AI fight the rest of this fight');
    // Ana is never asked again; Ben is, after her hand-over.
    expect(io.asked.filter((a) => a.message.startsWith('Ana:'))).toHaveLength(1);
    expect(io.asked.slice(handed + 1).some((a) => a.message.startsWith('Ben:'))).toBe(true);
  });
});
