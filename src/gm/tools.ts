// The GM's tools, one entry each (console.ts runs them). They change the game through the section
// under way, by the same effects an adventure uses (src/adventure/constructs/verbs.ts), so a GM's
// :damage or :plotword is the rule an author's would be; and they take only what a sheet and a save
// can hold, as an adventure file may (docs/rulings.md, "What a sheet can hold").
import type { Run } from '../adventure/interpreter';
import { companionLines, isAlive, isConscious, MAX_ITEM_COUNT, SHEET_LIMITS } from '../adventure/state';
import type { Effect, Fight, SectionId } from '../adventure/model';
import { applyEffects } from '../adventure/constructs/verbs';
import { settleHarm } from '../adventure/constructs/harm';
import { MAX_TIME_MINUTES } from '../adventure/constructs/time';
import { COUNTER_VALUE } from '../adventure/constructs/counters';
import { combatEngine } from '../adventure/combat-port';
import { SectionJump, StepBack } from '../adventure/game';
import { counterOf, formatTime, setOwn } from '../adventure/state';
import { pronoun } from '../adventure/words';
import { checkSubject } from '../character';
import type { DiceSource } from '../dice';
import { checkOdds, checkTarget, formatCheck, formatPercent, parseCheck, parseDice, rollCheck } from '../dice';
import { FightOrder } from '../combat/encounter';
import { formatDiceSum } from '../render/dice';
import { unsafeCharacters } from '../text/safe-text';
import type { ConsoleHost } from './console';
import { ConsoleError } from './console';

export interface Tool {
  usage: string;
  /** One line of :help: the usage, short, and what it does, within 80 columns. */
  brief: [string, string];
  help: string;
  /** Changes the party or the section: not while a fight is under way. */
  changes: boolean;
  /** Reads nothing of the game (its `run` is not looked at): usable before the first section too. */
  anytime?: true;
  /** Runs it; what came of it, for the GM's log (`outcome.result` for a tool that ends the prompt). */
  run(host: ConsoleHost, run: Run, args: string[], outcome: { result?: string }): Promise<string | void>;
}

function fail(why: string): never {
  throw new ConsoleError(why);
}

/** The member a GM names: by the start of his name, case aside. */
function member(run: Run, name: string | undefined): number {
  if (!name) fail('name a character');
  const key = name.toLowerCase();
  const exact = run.s.party.findIndex((c) => c.name.toLowerCase() === key);
  if (exact >= 0) return exact;
  const found = run.s.party.map((c, i) => ({ c, i })).filter(({ c }) => c.name.toLowerCase().startsWith(key));
  if (found.length === 1) return found[0].i;
  fail(found.length === 0 ? `nobody in the party is called ${name} (${run.s.party.map((c) => c.name).join(', ')})` : `${name} could be ${found.map((f) => f.c.name).join(' or ')}`);
}

/** A whole number within what a sheet or a save holds: `most` either way. */
function whole(text: string | undefined, what: string, most: number, negative = true): number {
  if (text === undefined || !/^[+-]?\d+$/.test(text)) fail(`${what} must be a whole number${text !== undefined ? `, not "${text.length > 20 ? `${text.slice(0, 20)}...` : text}"` : ''}`);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || Math.abs(n) > most) fail(`${what} is at most ${most.toLocaleString('en-US')}${negative ? ' either way' : ''}`);
  if (!negative && n < 0) fail(`${what} cannot be negative`);
  return n;
}

/** How a member stands: "dead", "unconscious", or nothing worth saying. */
function stateOf(c: Run['s']['party'][number]): string {
  return !isAlive(c) ? 'dead' : !isConscious(c) ? 'unconscious' : 'standing';
}

/** Runs effects on one member (or the party) through the adventure's own rules. */
async function affect(run: Run, who: number | null, effects: Array<Effect extends infer E ? (E extends { at: unknown; who: unknown } ? Omit<E, 'at' | 'who'> : never) : never>): Promise<void> {
  const at = { line: 0, column: 0 };
  const full = effects.map((e) => ({ ...e, at, who: who === null ? 'party' : 'roller' })) as Effect[];
  await applyEffects(run, full, { rollers: who === null ? [] : [who], margin: null });
  await settleHarm(run);
}

/** A member who is dead takes nothing more: the GM is told why nothing happens. */
function living(run: Run, i: number, what: string): void {
  const c = run.s.party[i];
  if (!isAlive(c)) fail(`${c.name} is dead (damage ${c.damage}, ST ${c.st}): ${what} does nothing for the dead; a wish brings ${pronoun(c, 'him')} back (:karma is not one), or a new hero takes ${pronoun(c, 'his')} place`);
}

/** A tool that gives a character N of what the adventure's effect `kind` counts (a negative N takes it). */
function giving(kind: 'gold' | 'karma', word: string, most: number): Tool {
  return {
    usage: kind === 'karma' ? ':karma NAME N | :karma ask|call | :karma NAME' : `:${kind} NAME N`,
    brief: kind === 'karma' ? [':karma NAME N|ask|call', 'give karma; ask after rolls, or the players call it'] : [`:${kind} NAME N`, `give a character N ${word} (negative: take it)`],
    help:
      kind === 'karma'
        ? 'NAME N gives karma (negative: takes it). "ask": a hero who may re-roll is asked when a re-roll could change the result; "call": karma is the players\' call, never asked: ":karma NAME" says NAME spends a point on his next failed roll.'
        : `give a character N ${word} (a negative N takes it)`,
    changes: true,
    async run(host, run, args) {
      if (kind === 'karma' && host.table && (args[0] === 'ask' || args[0] === 'call') && args.length === 1) {
        host.table.karma = args[0];
        host.table.armed.length = 0;
        host.say(args[0] === 'ask' ? 'Karma: a hero who may re-roll is asked after a roll a re-roll could change.' : 'Karma is the players\' call: nobody is asked; ":karma NAME" spends a point on his next failed roll.');
        return `karma: ${args[0]}`;
      }
      const i = member(run, args[0]);
      if (kind === 'karma' && args.length === 1 && host.table) {
        const c = run.s.party[i];
        if (host.table.karma !== 'call') fail('karma is asked at this table after each roll that a re-roll could change; ":karma call" makes it the players\' call');
        if (c.karma + c.wishes <= 0) fail(`${c.name} has no karma and no wish to spend`);
        if (!host.table.armed.includes(c.name)) host.table.armed.push(c.name);
        host.say(`${c.name} spends a karma point on ${pronoun(c, 'his')} next failed roll.`);
        return `${c.name} calls karma`;
      }
      living(run, i, `:${kind}`);
      await affect(run, i, [{ kind, amount: { kind: 'number', value: whole(args[1], `the ${word}`, most) } }]);
    },
  };
}

/** "NAME ITEM WORDS [N]": the member, the item and how many (one unless a number ends the line). */
function itemArgs(run: Run, [name, ...rest]: string[]): { i: number; item: string; count: number } {
  const i = member(run, name);
  const count = rest.length > 1 && /^\d+$/.test(rest[rest.length - 1]) ? whole(rest.pop(), 'the count', MAX_ITEM_COUNT, false) : 1;
  if (rest.length === 0) fail('name the item');
  const item = rest.join(' ');
  if (item.length > 80) fail('an item\'s name is at most 80 characters');
  const bad = unsafeCharacters(item);
  if (bad) fail(`the item's name ${bad}`);
  if (count === 0) fail('the count must be 1 or more');
  return { i, item, count };
}

/** "30m", "2h", "1d", "90" (minutes), no more than a year at once (what the adventure language allows). */
function minutes(text: string | undefined): number {
  const m = /^\+?(\d{1,12})\s*(m|min|h|d)?$/.exec(text ?? '');
  if (!m) fail('give the time to pass: 30m, 2h or 1d');
  const n = Number(m[1]) * (m[2] === 'h' ? 60 : m[2] === 'd' ? 1440 : 1);
  if (n > MAX_TIME_MINUTES) fail(`at most ${MAX_TIME_MINUTES / 1440} days pass at once`);
  return n;
}

/** Dice for a roll nobody at the table types: a hidden roll is the GM's own (:secret). */
function gmDice(dice: DiceSource): DiceSource {
  return { manual: dice.manual, roll: (count, sides, label) => dice.roll(count, sides, label, null) };
}

export const TOOLS: Record<string, Tool> = {
  show: {
    usage: ':show',
    brief: [':show', 'counters, plotwords, clock, the party (GM view)'],
    help: 'the counters (hidden ones marked), plotwords, the clock, and each character as he is: dead, unconscious or standing, with his gear',
    changes: false,
    async run(host, run) {
      const s = run.s;
      const counters = [...run.adventure.counters.keys()].map((n) => `${n} ${counterOf(s, n)}${run.adventure.shownCounters.has(n) ? '' : ' (hidden)'}`);
      host.say(`Section ${s.at}, ${formatTime(s.time)}. Counters: ${counters.join(', ') || 'none'}. Plotwords: ${s.plotwords.join(', ') || 'none'}.`);
      for (const c of s.party) {
        const state = stateOf(c);
        host.say(`  ${c.name}${state === 'standing' ? '' : ` (${state.toUpperCase()})`}: ST ${c.st} DX ${c.dx} IQ ${c.iq}; damage ${c.damage}, fatigue ${c.fatigue}; gold ${c.gold}, karma ${c.karma}, wishes ${c.wishes}; ${[...c.items.map((i) => (i.count > 1 ? `${i.count} ${i.name}` : i.name))].join(', ') || 'no items'}`);
      }
      for (const c of companionLines(run.adventure, s)) host.say(`  ${c.name} (companion): ST ${c.st} DX ${c.dx} IQ ${c.iq}; damage ${c.damage}`);
      if (host.table?.karma === 'call') host.say(`  Karma is the players' call${host.table.armed.length ? `; called for the next roll: ${host.table.armed.join(', ')}` : ''}.`);
    },
  },
  set: {
    usage: ':set COUNTER N',
    brief: [':set COUNTER N', 'set a counter of the adventure'],
    help: 'set a counter of the adventure',
    changes: true,
    async run(host, run, [name, value]) {
      if (!name) fail('name a counter');
      if (!run.adventure.counters.has(name)) fail(`the adventure has no counter ${name} (${[...run.adventure.counters.keys()].join(', ') || 'none'})`);
      const before = counterOf(run.s, name);
      setOwn(run.s.counters, name, whole(value, 'the value', COUNTER_VALUE.max));
      host.say(`${name}: ${before} -> ${counterOf(run.s, name)}`);
      return `${name} ${before} -> ${counterOf(run.s, name)}`;
    },
  },
  plotword: {
    usage: ':plotword WORD | :plotword -WORD',
    brief: [':plotword [-]WORD', 'give a plotword (with its XP), or cross one out'],
    help: 'give the party a plotword (with its XP), or cross one out',
    changes: true,
    async run(host, run, [word]) {
      if (!word) fail('name a plotword');
      const cross = word.startsWith('-');
      const w = (cross ? word.slice(1) : word).toUpperCase();
      if (!/^[A-Z0-9][A-Z0-9_-]{0,39}$/.test(w)) fail('a plotword is a word of letters, digits and dashes, at most 40');
      await affect(run, null, [{ kind: cross ? 'clear-plotword' : 'plotword', word: w }]);
      host.say(`Plotwords: ${run.s.plotwords.join(', ') || 'none'}`);
    },
  },
  damage: {
    usage: ':damage NAME N',
    brief: [':damage NAME N', 'N damage to a character (negative: heals)'],
    help: 'N damage to a character (a negative N heals); the dead take neither',
    changes: true,
    async run(_host, run, [name, n]) {
      const i = member(run, name);
      const v = whole(n, 'the damage', SHEET_LIMITS.damage);
      living(run, i, v < 0 ? 'healing' : 'more damage');
      await affect(run, i, [{ kind: v >= 0 ? 'damage' : 'heal', amount: { kind: 'number', value: Math.abs(v) } }]);
      const c = run.s.party[i];
      return `${c.name}: damage ${c.damage} (${stateOf(c)})`;
    },
  },
  fatigue: {
    usage: ':fatigue NAME N',
    brief: [':fatigue NAME N', 'N fatigue to a character (negative: rest)'],
    help: 'N fatigue to a character (a negative N takes it away)',
    changes: true,
    async run(_host, run, [name, n]) {
      const i = member(run, name);
      living(run, i, 'fatigue');
      // The fatigue verb takes a negative amount as fatigue recovered (constructs/harm.ts).
      const v = whole(n, 'the fatigue', SHEET_LIMITS.fatigue);
      await affect(run, i, [{ kind: 'fatigue', amount: { kind: 'number', value: v } }]);
      const c = run.s.party[i];
      return `${c.name}: fatigue ${c.fatigue}`;
    },
  },
  gold: giving('gold', 'gold', SHEET_LIMITS.gold),
  karma: giving('karma', 'karma', SHEET_LIMITS.karma),
  give: {
    usage: ':give NAME ITEM [N]',
    brief: [':give NAME ITEM [N]', 'give a character an item'],
    help: `give a character an item (at most ${MAX_ITEM_COUNT} at once)`,
    changes: true,
    async run(_host, run, args) {
      const { i, item, count } = itemArgs(run, args);
      living(run, i, ':give');
      await affect(run, i, [{ kind: 'gain', item, count }]);
    },
  },
  take: {
    usage: ':take NAME ITEM [N]',
    brief: [':take NAME ITEM [N]', 'take an item from a character'],
    help: 'take an item from a character',
    changes: true,
    async run(host, run, args) {
      const { i, item, count } = itemArgs(run, args);
      // Counted in pieces: taking one of two ropes leaves the list as long as it was.
      const held = () => run.s.party[i].items.reduce((n, it) => n + it.count, 0);
      const before = held();
      await affect(run, i, [{ kind: 'lose', item, count }]);
      if (held() === before) fail(`${run.s.party[i].name} has no ${item}`);
    },
  },
  goto: {
    usage: ':goto SECTION',
    brief: [':goto SECTION', 'send the party to a section now'],
    help: 'send the party to a section now',
    changes: true,
    async run(host, run, [to], outcome) {
      if (!to) fail('name a section');
      if (!run.adventure.sections.has(to as SectionId)) fail(`the adventure has no section ${to}`);
      run.s.rng = run.rng.state();
      host.say(`The party goes to section ${to}.`);
      outcome.result = `from section ${run.s.at} to ${to}`;
      throw new SectionJump(to as SectionId, run.s);
    },
  },
  time: {
    usage: ':time 30m|2h|1d',
    brief: [':time 30m|2h|1d', 'advance the game clock'],
    help: `advance the game clock (at most ${MAX_TIME_MINUTES / 1440} days at once)`,
    changes: true,
    async run(host, run, [text]) {
      run.s.time += minutes(text);
      host.say(`It is now ${formatTime(run.s.time)}.`);
      return `now ${formatTime(run.s.time)}`;
    },
  },
  check: {
    usage: ':check NAME 3/DX[+SKILL]',
    brief: [':check NAME 3/DX', 'an ad-hoc check, its odds, its roll'],
    help: 'an ad-hoc check for a character, with its odds, rolled now (by his player with --dice players); :secret check rolls it hidden, with the GM\'s dice',
    changes: false,
    async run(host, run, [name, text]) {
      const c = run.s.party[member(run, name)];
      let spec;
      try {
        spec = parseCheck(text ?? '');
      } catch (e) {
        fail(`${text ?? '(none)'}: not a check (${(e as Error).message}); write it like 3/DX, 4/IQ+Alertness or 3/12`);
      }
      if (spec.value > 999 || Math.abs(spec.modifier) > 999) fail(`${text}: a check's numbers are at most 999`);
      if (!isConscious(c)) fail(`${c.name} is ${stateOf(c)} and makes no check`);
      const subject = checkSubject(c);
      const t = checkTarget(spec, subject);
      const hidden = host.secretly !== undefined && host.inSecret?.() === true;
      host.say(`${c.name}: ${formatCheck(spec)} needs ${t.target}: ${formatPercent(checkOdds(spec, subject))}`);
      const r = await rollCheck(spec, subject, hidden ? gmDice(run.dice) : run.dice, { label: `${c.name}: ${formatCheck(spec)} needs ${t.target}` });
      const last = r.throws[r.throws.length - 1];
      const line = last ? `${c.name} ${last.roll.typed ? 'typed' : 'rolled'} ${last.total}: ${r.passed ? 'pass' : 'fail'} (margin ${r.margin})` : `${c.name} may not try (a required skill is missing)`;
      host.say(line);
      if (last) host.rolled?.({ hero: c.name, check: formatCheck(spec), total: last.total, faces: last.roll.faces ? [...last.roll.faces] : null, passed: r.passed, typed: last.roll.typed === true });
      return line;
    },
  },
  roll: {
    usage: ':roll DICE',
    brief: [':roll 2D6+1', "a roll for the GM's eyes, from the game's dice"],
    help: "roll dice for the GM (2D6, 1D6+2), from the game's dice; the players see nothing of it",
    changes: false,
    async run(host, run, [text]) {
      let expr;
      try {
        expr = parseDice(text ?? '');
      } catch (e) {
        fail(`${text ?? '(none)'}: not dice (${(e as Error).message})`);
      }
      if (expr.count === 'X') fail(`${text}: say how many dice`);
      if (expr.count > 100 || expr.sides > 1000 || Math.abs(expr.modifier) > 1_000_000) fail(`${text}: at most 100 dice of up to 1000 sides`);
      const r = await run.dice.roll(expr.count, expr.sides, `GM: ${text}`);
      const said = `${text}: ${formatDiceSum(r.faces, r.sum, expr.modifier)}`;
      host.say(said);
      return said;
    },
  },
  fight: {
    usage: ':fight ai | :fight end victory|defeat|fled [heal NAME N ...] | :fight CREATURE [xN], ... [on MAP]',
    brief: [':fight CREATURE xN on MAP', 'a fight now; in one: :fight ai, :fight end OUTCOME'],
    help: 'in a fight: ":fight ai" lets the AI fight the party\'s side; ":fight end victory|defeat|fled" ends it with your outcome ("heal NAME N" first heals a hero who lies dying; "anyway" ends it as it stands). Outside one: fight creatures of the bestiary on a bundled map (at most 50 of a kind).',
    changes: false,
    async run(host, run, args, outcome) {
      if (host.inFight()) {
        if (args[0] === 'ai') throw new FightOrder('ai');
        const end = args[1];
        if (args[0] === 'end' && (end === 'victory' || end === 'defeat' || end === 'fled')) {
          const heals = fightHeals(args.slice(2));
          // Healing that comes too late: one dying when the fight ends dies (INJURY & EXHAUSTION).
          const dying = (host.dying?.() ?? []).filter((d) => !heals.some((h) => d.name.toLowerCase().startsWith(h.name.toLowerCase()) && d.damage - h.points < d.st));
          if (dying.length && !args.includes('anyway')) {
            const first = dying[0];
            fail(
              `${dying.map((d) => `${d.name} lies dying (damage ${d.damage}, ST ${d.st})`).join('; ')}: dies when the fight ends unless healed below the ST (the party's healing items are offered then). ` +
                `Heal first: ":fight end ${end} heal ${first.name.split(' ')[0]} ${first.damage - first.st + 1}" (a spell, a potion: your call), or ":fight end ${end} anyway"`,
            );
          }
          outcome.result = `ended: ${end}${heals.length ? `, healed ${heals.map((h) => `${h.name} ${h.points}`).join(', ')}` : ''}`;
          throw new FightOrder(end, heals);
        }
        fail('in a fight: :fight ai, or :fight end victory|defeat|fled');
      }
      if (args.length === 0 || args[0] === 'ai' || args[0] === 'end') fail('no fight is under way; set one up with :fight Goblin x2, Orc on ruined-hall');
      const text = args.join(' ');
      const on = /\s+on\s+(\S+)$/.exec(text);
      const mapName = on ? on[1] : host.maps()[0];
      const map = host.map(mapName);
      if (typeof map === 'string') fail(map);
      const foes = (on ? text.slice(0, on.index) : text).split(',').map((part) => {
        const m = /^\s*(.+?)(?:\s+x\s*(\d+))?\s*$/i.exec(part);
        const creature = m?.[1] ?? '';
        if (!run.creature(creature)) fail(`${creature.length > 40 ? `${creature.slice(0, 40)}...` : creature || '(none)'}: no such creature in the bestiary (law arena --list shows them)`);
        const count = m?.[2] === undefined ? 1 : whole(m[2], `the count of ${creature}`, 50, false);
        if (count === 0) fail(`the count of ${creature} must be 1 or more`);
        return { at: { line: 0, column: 0 }, creature: run.creature(creature)!.name, count, zone: null, name: null, keepsWounds: false };
      });
      // No more figures than the map has hexes to stand on (as the language's LAW0104).
      const engine = combatEngine();
      if (engine) {
        const hexMap = engine.parseMap(map.text, map.file ?? map.name);
        let room = 0;
        for (const t of hexMap.terrain) if (t === 1 || t === 3) room += 1;
        const figures = run.s.party.length + foes.reduce((n, f) => n + f.count, 0);
        if (figures > room) fail(`map ${map.name} has ${room} hexes to stand on, and this fight needs ${figures}: fewer foes, or a larger map`);
      }
      const flow = { at: { line: 0, column: 0 }, text: [], gm: null, effects: [], next: { kind: 'end' as const, end: { at: { line: 0, column: 0 }, title: '', kind: 'neutral' as const, text: [] } } };
      const fight = { at: { line: 0, column: 0 }, map: map.name, foes, partyZone: null, surprise: null, allies: [], reinforcements: [], ends: null, capture: false, victory: flow, fled: flow, defeat: flow } as unknown as Fight;
      const ended = await run.encounter(fight, map);
      await settleHarm(run);
      host.say(`The GM's fight ends: ${ended}.`);
      return `the fight ends: ${ended}`;
    },
  },
  undo: {
    usage: ':undo',
    brief: [':undo', 'back to the last section where the party chose'],
    help: 'take back the last step: back to the start of the last section where the party chose (a section that went on by itself would lead straight back); says what it takes back, and asks first when it is more than the last answer',
    changes: true,
    async run(host, run, _args, outcome) {
      if (run.s.steps <= 1) fail('nothing to undo: this is the first section of the game');
      const sum = host.undoSummary?.() ?? null;
      if (sum) {
        const what = sum.undoes.length ? sum.undoes.join(', ') : 'the last choice';
        host.say(`Undo goes back to the start of ${sum.to}, taking back: ${what}.`);
        if (sum.weighty && host.ask && !(await host.ask(`Take all that back?`))) {
          host.say('Nothing was undone.');
          return 'not done';
        }
        outcome.result = `back to ${sum.to}; taken back: ${what}`;
      }
      host.say('Back to the start of the last section where the party chose.');
      host.undone?.();
      throw new StepBack();
    },
  },
  say: {
    usage: ':say TEXT',
    brief: [':say TEXT', "a line on the players' screen"],
    help: "show a line on the players' screen",
    changes: false,
    async run(host, _run, args) {
      if (args.length === 0) fail('what is to be shown?');
      host.announce(args.join(' '));
      host.say(`(On the players' screen: ${args.join(' ')})`);
    },
  },
  whisper: {
    usage: ':whisper PLAYER TEXT',
    brief: [':whisper PLAYER TEXT', 'a line for one player alone (or his hero)'],
    help: "a line for one player alone, named by his name or his hero's: marked for him on your screen, on his own view (law view --player NAME) and never on the table's",
    changes: false,
    async run(host, _run, [name, ...rest]) {
      if (!name) fail('name the player (or his hero)');
      if (rest.length === 0) fail('what is to be whispered?');
      const seat = host.player?.(name) ?? null;
      if (!seat) fail(`nobody at the table is called ${name}`);
      host.whisper?.(seat.player, rest.join(' '));
      host.say(`(To ${seat.player} alone: ${rest.join(' ')})`);
      return `to ${seat.player}`;
    },
  },
  secret: {
    usage: ':secret TOOL ...',
    brief: [':secret TOOL ...', 'a tool the players see nothing of (:secret check)'],
    help: 'runs a tool the players see nothing of: ":secret check Wren 3/IQ+Alertness" (rolled with the GM\'s dice), ":secret gold Bran -10" or ":secret take Bran Dagger" (a pickpocket: their screen shows the purse and pack as they knew them until :reveal)',
    changes: false,
    async run(host, run, [name, ...rest], outcome) {
      const key = (name ?? '').toLowerCase().replace(/^:/, '');
      const tool = Object.prototype.hasOwnProperty.call(TOOLS, key) ? TOOLS[key] : null;
      if (!tool || !['check', 'gold', 'karma', 'give', 'take', 'damage', 'fatigue', 'set', 'plotword', 'time', 'roll'].includes(key)) fail('a secret tool is one of check, roll, gold, karma, give, take, damage, fatigue, set, plotword, time');
      if (tool.changes && host.inFight()) fail(`${tool.usage.split(' | ')[0]} waits until the fight is over`);
      if (!host.secretly) return tool.run(host, run, rest, outcome);
      let result: string | void = undefined;
      await host.secretly(async () => {
        result = await tool.run(host, run, rest, outcome);
      });
      host.say('(The players see nothing of it.)');
      return typeof result === 'string' ? `secretly: ${result}` : 'secretly';
    },
  },
  reveal: {
    usage: ':reveal',
    brief: [':reveal', 'the players learn what :secret changed'],
    help: "the players' screen shows the party as it is now: what :secret gold, give or take changed",
    changes: false,
    async run(host) {
      const told = host.reveal?.() ?? [];
      host.say(told.length ? `The players' screen now shows ${told.join(', ')} as they are.` : 'Nothing was hidden from the players.');
      return told.join(', ');
    },
  },
  links: {
    usage: ':links [TV|PLAYER]',
    brief: [':links [PLAYER]', "a served table's links again; PLAYER: his QR code"],
    help: "the links of a table served with --serve, and whose pages are open (they scroll away once the story begins); with TV or a player's name, that link's QR code to scan from the screen",
    changes: false,
    anytime: true,
    async run(host, _run, args) {
      const lines = host.links?.(args[0]) ?? null;
      if (lines === null) fail('the table is not served: start the session with --serve (law gm --resume FILE --serve goes on with it)');
      for (const line of lines) host.say(line);
    },
  },
  note: {
    usage: ':note TEXT',
    brief: [':note TEXT', 'a private note in the GM log'],
    help: 'a private note in the GM log',
    changes: false,
    async run(host, _run, args) {
      if (args.length === 0) fail('what is the note?');
      host.say('(Noted.)');
    },
  },
};

/** "heal Bran 2 heal Ysolde 1" after :fight end: the GM's healing of the dying before the fight ends. */
function fightHeals(words: string[]): Array<{ name: string; points: number }> {
  const out: Array<{ name: string; points: number }> = [];
  for (let k = 0; k < words.length; k++) {
    if (words[k] === 'anyway') continue;
    if (words[k] !== 'heal') fail(`after :fight end OUTCOME: "heal NAME N" or "anyway", not "${words[k]}"`);
    const name = words[k + 1];
    const n = words[k + 2];
    if (!name) fail('heal whom? ":fight end victory heal Brannoc 2"');
    out.push({ name, points: whole(n, 'the healing', SHEET_LIMITS.damage, false) });
    k += 2;
  }
  return out;
}
