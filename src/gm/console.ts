// The GM's tools (law gm): at any prompt, a line starting with ":" (or the menu entry "GM tools" at a
// terminal) runs one. They change the game through the section under way, by the same effects an
// adventure uses (src/adventure/constructs/verbs.ts), so a GM's :damage or :plotword is the rule an author's
// would be. Every use is logged to the session's transcript and GM log.
import type { Run } from '../adventure/interpreter';
import { companionLines } from '../adventure/state';
import type { Effect, Fight, MapDef, SectionId } from '../adventure/model';
import { applyEffects } from '../adventure/constructs/verbs';
import { settleHarm } from '../adventure/constructs/harm';
import { SectionJump, StepBack } from '../adventure/game';
import { counterOf, formatTime, setOwn } from '../adventure/state';
import { checkSubject } from '../character';
import { checkOdds, checkTarget, formatCheck, formatPercent, parseCheck, parseDice, rollCheck } from '../dice';
import { FightOrder } from '../combat/encounter';
import { formatDiceSum } from '../render/dice';

/** What the console needs of the session around it. */
export interface ConsoleHost {
  /** The section under way (its working copy), or null before the first. */
  run(): Run | null;
  /** A fight is being fought: tools that change the party wait until it ends. */
  inFight(): boolean;
  /** Shown on the GM's screen only. */
  say(text: string): void;
  /** Kept in the session's GM log (and its transcript). */
  log(text: string): void;
  /** Shown on the players' screen (:say). */
  announce(text: string): void;
  /** A bundled map by name, for an ad-hoc fight; a string says why not. */
  map(name: string): MapDef | string;
  /** The names of the bundled maps. */
  maps(): string[];
}

interface Tool {
  usage: string;
  help: string;
  /** Changes the party or the section: not while a fight is under way. */
  changes: boolean;
  run(host: ConsoleHost, run: Run, args: string[]): Promise<void>;
}

export class ConsoleError extends Error {
  override name = 'ConsoleError';
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

function whole(text: string | undefined, what: string): number {
  if (text === undefined || !/^[+-]?\d+$/.test(text)) fail(`${what} must be a whole number${text !== undefined ? `, not "${text}"` : ''}`);
  return Number(text);
}

/** Runs effects on one member (or the party) through the adventure's own rules. */
async function affect(run: Run, who: number | null, effects: Array<Effect extends infer E ? (E extends { at: unknown; who: unknown } ? Omit<E, 'at' | 'who'> : never) : never>): Promise<void> {
  const at = { line: 0, column: 0 };
  const full = effects.map((e) => ({ ...e, at, who: who === null ? 'party' : 'roller' })) as Effect[];
  await applyEffects(run, full, { rollers: who === null ? [] : [who], margin: null });
  await settleHarm(run);
}

/** A tool that gives a character N of what the adventure's effect `kind` counts (a negative N takes it). */
function giving(kind: 'gold' | 'karma', word: string): Tool {
  return {
    usage: `:${kind} NAME N`,
    help: `give a character N ${word} (a negative N takes it)`,
    changes: true,
    async run(_host, run, [name, n]) {
      await affect(run, member(run, name), [{ kind, amount: { kind: 'number', value: whole(n, `the ${word}`) } }]);
    },
  };
}

/** "NAME ITEM WORDS [N]": the member, the item and how many (one unless a number ends the line). */
function itemArgs(run: Run, [name, ...rest]: string[]): { i: number; item: string; count: number } {
  const i = member(run, name);
  const count = rest.length > 1 && /^\d+$/.test(rest[rest.length - 1]) ? Number(rest.pop()) : 1;
  if (rest.length === 0) fail('name the item');
  return { i, item: rest.join(' '), count };
}

/** "30m", "2h", "1d", "90" (minutes). */
function minutes(text: string | undefined): number {
  const m = /^\+?(\d+)\s*(m|min|h|d)?$/.exec(text ?? '');
  if (!m) fail('give the time to pass: 30m, 2h or 1d');
  return Number(m[1]) * (m[2] === 'h' ? 60 : m[2] === 'd' ? 1440 : 1);
}

const TOOLS: Record<string, Tool> = {
  show: {
    usage: ':show',
    help: 'the counters, plotwords, clock and the party as the GM sees them',
    changes: false,
    async run(host, run) {
      const s = run.s;
      const counters = [...run.adventure.counters.keys()].map((n) => `${n} ${counterOf(s, n)}${run.adventure.shownCounters.has(n) ? '' : ' (hidden)'}`);
      host.say(`Section ${s.at}, ${formatTime(s.time)}. Counters: ${counters.join(', ') || 'none'}. Plotwords: ${s.plotwords.join(', ') || 'none'}.`);
      for (const c of s.party) host.say(`  ${c.name}: ST ${c.st} DX ${c.dx} IQ ${c.iq}; damage ${c.damage}, fatigue ${c.fatigue}; gold ${c.gold}, karma ${c.karma}, wishes ${c.wishes}; ${[...c.items.map((i) => i.name)].join(', ') || 'no items'}`);
      for (const c of companionLines(run.adventure, s)) host.say(`  ${c.name} (companion): ST ${c.st} DX ${c.dx} IQ ${c.iq}; damage ${c.damage}`);
    },
  },
  set: {
    usage: ':set COUNTER N',
    help: 'set a counter of the adventure',
    changes: true,
    async run(host, run, [name, value]) {
      if (!name) fail('name a counter');
      if (!run.adventure.counters.has(name)) fail(`the adventure has no counter ${name} (${[...run.adventure.counters.keys()].join(', ') || 'none'})`);
      const before = counterOf(run.s, name);
      setOwn(run.s.counters, name, whole(value, 'the value'));
      host.say(`${name}: ${before} -> ${counterOf(run.s, name)}`);
    },
  },
  plotword: {
    usage: ':plotword WORD | :plotword -WORD',
    help: 'give the party a plotword (with its XP), or cross one out',
    changes: true,
    async run(host, run, [word]) {
      if (!word) fail('name a plotword');
      const cross = word.startsWith('-');
      const w = (cross ? word.slice(1) : word).toUpperCase();
      await affect(run, null, [{ kind: cross ? 'clear-plotword' : 'plotword', word: w }]);
      host.say(`Plotwords: ${run.s.plotwords.join(', ') || 'none'}`);
    },
  },
  damage: {
    usage: ':damage NAME N',
    help: 'N damage to a character (a negative N heals)',
    changes: true,
    async run(_host, run, [name, n]) {
      const i = member(run, name);
      const v = whole(n, 'the damage');
      await affect(run, i, [{ kind: v >= 0 ? 'damage' : 'heal', amount: { kind: 'number', value: Math.abs(v) } }]);
    },
  },
  fatigue: {
    usage: ':fatigue NAME N',
    help: 'N fatigue to a character (a negative N takes it away)',
    changes: true,
    async run(_host, run, [name, n]) {
      // The fatigue verb takes a negative amount as fatigue recovered (constructs/harm.ts).
      await affect(run, member(run, name), [{ kind: 'fatigue', amount: { kind: 'number', value: whole(n, 'the fatigue') } }]);
    },
  },
  gold: giving('gold', 'gold'),
  karma: giving('karma', 'karma'),
  give: {
    usage: ':give NAME ITEM [N]',
    help: 'give a character an item',
    changes: true,
    async run(_host, run, args) {
      const { i, item, count } = itemArgs(run, args);
      await affect(run, i, [{ kind: 'gain', item, count }]);
    },
  },
  take: {
    usage: ':take NAME ITEM [N]',
    help: 'take an item from a character',
    changes: true,
    async run(host, run, args) {
      const { i, item, count } = itemArgs(run, args);
      // Counted in pieces: taking one of two ropes leaves the list as long as it was.
      const held = () => run.s.party[i].items.reduce((n, it) => n + it.count, 0);
      const before = held();
      await affect(run, i, [{ kind: 'lose', item, count }]);
      if (held() === before) host.say(`${run.s.party[i].name} has no ${item}.`);
    },
  },
  goto: {
    usage: ':goto SECTION',
    help: 'send the party to a section now',
    changes: true,
    async run(host, run, [to]) {
      if (!to) fail('name a section');
      if (!run.adventure.sections.has(to as SectionId)) fail(`the adventure has no section ${to}`);
      run.s.rng = run.rng.state();
      host.say(`The party goes to section ${to}.`);
      throw new SectionJump(to as SectionId, run.s);
    },
  },
  time: {
    usage: ':time 30m|2h|1d',
    help: 'advance the game clock',
    changes: true,
    async run(host, run, [text]) {
      run.s.time += minutes(text);
      host.say(`It is now ${formatTime(run.s.time)}.`);
    },
  },
  check: {
    usage: ':check NAME 3/DX[+SKILL]',
    help: 'an ad-hoc check for a character, with its odds, rolled now',
    changes: false,
    async run(host, run, [name, text]) {
      const c = run.s.party[member(run, name)];
      let spec;
      try {
        spec = parseCheck(text ?? '');
      } catch (e) {
        fail(`${text ?? '(none)'}: not a check (${(e as Error).message}); write it like 3/DX, 4/IQ+Alertness or 3/12`);
      }
      const subject = checkSubject(c);
      const t = checkTarget(spec, subject);
      host.say(`${c.name}: ${formatCheck(spec)} needs ${t.target}: ${formatPercent(checkOdds(spec, subject))}`);
      const r = await rollCheck(spec, subject, run.dice, { label: `${c.name}: ${formatCheck(spec)} needs ${t.target}` });
      const last = r.throws[r.throws.length - 1];
      const line = last ? `${c.name} ${last.roll.typed ? 'typed' : 'rolled'} ${last.total}: ${r.passed ? 'pass' : 'fail'} (margin ${r.margin})` : `${c.name} may not try (a required skill is missing)`;
      host.say(line);
      host.announce(`${c.name} rolls ${formatCheck(spec)}: ${last ? `${last.total}, ${r.passed ? 'passes' : 'fails'}` : 'may not try'}`);
    },
  },
  roll: {
    usage: ':roll DICE',
    help: 'roll dice for the GM (2D6, 1D6+2), from the game\'s dice',
    changes: false,
    async run(host, run, [text]) {
      let expr;
      try {
        expr = parseDice(text ?? '');
      } catch (e) {
        fail(`${text ?? '(none)'}: not dice (${(e as Error).message})`);
      }
      if (expr.count === 'X') fail(`${text}: say how many dice`);
      const r = await run.dice.roll(expr.count, expr.sides, `GM: ${text}`);
      host.say(`${text}: ${formatDiceSum(r.faces, r.sum, expr.modifier)}`);
    },
  },
  fight: {
    usage: ':fight ai | :fight end victory|defeat|fled | :fight CREATURE [xN], ... [on MAP]',
    help: 'in a fight: let the AI fight it, or end it with your outcome; outside one: fight creatures of the bestiary on a bundled map',
    changes: false,
    async run(host, run, args) {
      if (host.inFight()) {
        if (args[0] === 'ai') throw new FightOrder('ai');
        if (args[0] === 'end' && ['victory', 'defeat', 'fled'].includes(args[1] ?? '')) throw new FightOrder(args[1] as 'victory' | 'defeat' | 'fled');
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
        if (!run.creature(creature)) fail(`${creature || '(none)'}: no such creature in the bestiary (law arena --list shows them)`);
        return { at: { line: 0, column: 0 }, creature: run.creature(creature)!.name, count: Math.max(1, Number(m?.[2] ?? 1)), zone: null, name: null, keepsWounds: false };
      });
      const flow = { at: { line: 0, column: 0 }, text: [], gm: null, effects: [], next: { kind: 'end' as const, end: { at: { line: 0, column: 0 }, title: '', kind: 'neutral' as const, text: [] } } };
      const fight = { at: { line: 0, column: 0 }, map: map.name, foes, partyZone: null, surprise: null, allies: [], reinforcements: [], ends: null, capture: false, victory: flow, fled: flow, defeat: flow } as unknown as Fight;
      const outcome = await run.encounter(fight, map);
      await settleHarm(run);
      host.say(`The GM's fight ends: ${outcome}.`);
    },
  },
  undo: {
    usage: ':undo',
    help: 'take back the last step: back to the start of the last section where the party chose',
    changes: true,
    async run(host, run) {
      if (run.s.steps <= 1) fail('nothing to undo: this is the first section of the game');
      host.say('Back to the start of the last section where the party chose.');
      throw new StepBack();
    },
  },
  say: {
    usage: ':say TEXT',
    help: "show a line on the players' screen",
    changes: false,
    async run(host, _run, args) {
      if (args.length === 0) fail('what is to be shown?');
      host.announce(args.join(' '));
      host.say(`(On the players' screen: ${args.join(' ')})`);
    },
  },
  note: {
    usage: ':note TEXT',
    help: 'a private note in the GM log',
    changes: false,
    async run(host, _run, args) {
      if (args.length === 0) fail('what is the note?');
      host.say('(Noted.)');
    },
  },
};

/** The list :help shows. */
export function consoleHelp(): string {
  return ['GM tools (type them at any prompt):', '  :help  this list', ...Object.values(TOOLS).map((t) => `  ${t.usage}\n      ${t.help}`)].join('\n');
}

/**
 * Runs one GM command line (":set tolls 3"). Errors in it are said to the GM and change nothing;
 * :goto, :undo and the fight orders end the prompt by throwing (game.ts and encounter.ts catch them).
 */
export async function runConsoleLine(host: ConsoleHost, line: string): Promise<void> {
  const words = line.replace(/^:/, '').trim().split(/\s+/).filter((w) => w !== '');
  const name = (words.shift() ?? '').toLowerCase();
  if (name === '' || name === 'help' || name === '?') {
    host.say(consoleHelp());
    return;
  }
  const tool = TOOLS[name];
  if (!tool) {
    host.say(`GM: no tool ":${name}"; :help lists them`);
    return;
  }
  const run = host.run();
  if (!run) {
    host.say('GM: the game has not begun yet');
    return;
  }
  if (tool.changes && host.inFight()) {
    host.say(`GM: ${tool.usage} waits until the fight is over (in a fight: :fight ai, :fight end victory|defeat|fled)`);
    return;
  }
  host.log(`GM tool: ${line.trim()}`);
  try {
    await tool.run(host, run, words);
  } catch (e) {
    if (e instanceof ConsoleError) host.say(`GM: ${e.message}`);
    else throw e;
  }
}
