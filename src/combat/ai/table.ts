// A transposition table for the simulator: the AI's answer to a decision on a board it has already
// met, in this fight or an earlier one of the same run, is looked up instead of worked out again.
// Duels between the same two figures reach the same boards again and again (the same opening
// moves, the same exchanges of blows), so most decisions of a long run are lookups.
//
// The table changes nothing: an answer depends only on the board and the decision (the key below
// holds everything the AI reads), and where the AI breaks a tie with the Rng the table replays the
// same draws (plan.ts, TurnTrace). A run gives the same results with or without it, whatever the
// number of workers. Fights with spell effects on figures or hexes, and the easy AI (which draws for
// every hex), are never looked up: their answers are worked out every time.
import type { Action, Decision, Reaction } from '../protocol';
import type { Figure } from '../figure';
import type { AiDecider, Ctx } from '../state';
import { aiLevel, intern } from '../state';
import type { TurnTrace } from './plan';
import { replayTurn } from './plan';

/** Entries kept at most; past that the table starts afresh (a run's boards rarely come near it). */
const CAPACITY = 1 << 19;
/** Slots at first; doubled whenever half are taken. */
const INITIAL_SLOTS = 1 << 12;

type Answer = { readonly turn: TurnTrace } | { readonly value: unknown };

export interface TableStats {
  lookups: number;
  hits: number;
  size: number;
}

/**
 * Answers by a 62-bit key (30 bits in `h1`, 32 in `h2`), in an open-addressed table of typed arrays:
 * a lookup is a few reads of neighbouring slots.
 */
export class DecisionTable {
  private slots = INITIAL_SLOTS;
  /** Per slot: h1 + 1 (0: empty), the check h2, the answer. */
  private keys = new Int32Array(INITIAL_SLOTS);
  private checks = new Int32Array(INITIAL_SLOTS);
  private answers: Array<Answer | undefined> = new Array<Answer | undefined>(INITIAL_SLOTS);
  readonly stats: TableStats = { lookups: 0, hits: 0, size: 0 };

  get(h1: number, h2: number): Answer | undefined {
    this.stats.lookups += 1;
    const mask = this.slots - 1;
    const k = h1 + 1;
    const check = h2 | 0;
    for (let i = h1 & mask; ; i = (i + 1) & mask) {
      const at = this.keys[i];
      if (at === 0) return undefined;
      if (at === k && this.checks[i] === check) {
        this.stats.hits += 1;
        return this.answers[i];
      }
    }
  }

  set(h1: number, h2: number, answer: Answer): void {
    if (this.stats.size >= CAPACITY) this.reset(INITIAL_SLOTS);
    else if (2 * (this.stats.size + 1) > this.slots) this.grow();
    this.place(h1 + 1, h2 | 0, answer);
  }

  private place(k: number, check: number, answer: Answer): void {
    const mask = this.slots - 1;
    for (let i = (k - 1) & mask; ; i = (i + 1) & mask) {
      const at = this.keys[i];
      if (at === 0) {
        this.keys[i] = k;
        this.checks[i] = check;
        this.answers[i] = answer;
        this.stats.size += 1;
        return;
      }
      if (at === k && this.checks[i] === check) {
        this.answers[i] = answer;
        return;
      }
    }
  }

  private grow(): void {
    const { keys, checks, answers } = this;
    const old = this.slots;
    this.reset(old * 2);
    for (let i = 0; i < old; i++) if (keys[i] !== 0) this.place(keys[i], checks[i], answers[i]!);
  }

  private reset(slots: number): void {
    this.slots = slots;
    this.keys = new Int32Array(slots);
    this.checks = new Int32Array(slots);
    this.answers = new Array<Answer | undefined>(slots);
    this.stats.size = 0;
  }
}

// The key's two 32-bit halves, mixed in place (no allocation per number).
let h1 = 0;
let h2 = 0;
function mix(x: number): void {
  h1 = Math.imul(h1 ^ x, 0x01000193);
  h2 = Math.imul(h2 ^ x, 0x5bd1e995) + 0x27d4eb2d;
  h2 ^= h2 >>> 15;
}
function mixName(name: string | null | undefined): void {
  mix(name === undefined ? -1 : intern(name));
}
function mixAction(a: Action | Reaction): void {
  const x = a as Action;
  mixName(x.kind);
  mixName(x.target);
  mixName(x.item);
  mixName(x.bonus);
  mixName(x.spell);
  mix(x.x ?? -1);
  mix(x.cell ?? -1);
}

/**
 * Hashes the board and the decision into (h1, h2); false when the decision may not be looked up:
 * spell effects in play, or the easy AI.
 */
function hashDecision(ctx: Ctx, fig: Figure, d: Decision): boolean {
  if (ctx.state.hexEffects.length > 0 || aiLevel(ctx, fig) === 'easy') return false;
  const figures = ctx.state.figures;
  h1 = 0x811c9dc5;
  h2 = 0x9747b28c;
  mix(figures.length);
  mix((ctx.unopposed ? 1 : 0) | (ctx.inReaction ? 2 : 0) | (ctx.canFlee ? 4 : 0));
  let me = -1;
  let acting = -1;
  let walking = -1;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i];
    if (f.effects.length > 0) return false;
    if (f === fig) me = i;
    if (f === ctx.acting) acting = i;
    if (f === ctx.walking) walking = i;
    mix(f.cell);
    mix(f.status === 'standing' ? 1 : f.status === 'down' ? 2 : 3);
    mix(f.damage);
    mix(f.fatigue);
    mix(f.st);
    mix(f.dx);
    mix(f.ma ?? -1);
    mix(f.armor);
    mix(f.size);
    mix(f.curses);
    mix(f.boost);
    mix(f.reloading);
    mix(
      (f.side === 'party' ? 1 : 0) |
        (f.control === 'ai' ? 2 : 0) |
        (f.loaded ? 4 : 0) |
        (f.grappledAtTurnStart ? 8 : 0) |
        (f.owesTurn ? 16 : 0) |
        (f.routed ? 32 : 0) |
        (f.flying ? 64 : 0),
    );
    mixName(f.shield ? f.shield.name : null);
    mixName(f.ready);
    mixName(f.grapple);
    mix(f.carried.length);
    for (let k = 0; k < f.carried.length; k++) mixName(f.carried[k]);
    mix(f.natural.length);
  }
  const floor = ctx.state.floor;
  mix(floor.length);
  for (let k = 0; k < floor.length; k++) {
    mix(floor[k].cell);
    mixName(floor[k].kind);
    mixName(floor[k].name);
    mixName(floor[k].owner);
  }
  mix(me);
  mix(acting);
  mix(walking);
  mix(ctx.attacked.size);
  if (ctx.attacked.size > 0) for (const id of ctx.attacked) mixName(id);
  switch (d.kind) {
    case 'turn':
      mix(1);
      break;
    case 'action':
      mix(d.moved ? 2 : 3);
      break;
    case 'dodge':
      // The AI weighs a dodge by the blow to come, not by the roll that hit (ai/index.ts): the
      // total and target of that roll are left out, so that one answer serves every roll.
      mix(4);
      mixName(d.attacker);
      mixName(d.weapon);
      mixName(d.bonus);
      break;
    case 'cell':
      mix(5);
      mixName(d.purpose);
      mix(d.cells.length);
      for (let k = 0; k < d.cells.length; k++) mix(d.cells[k]);
      break;
    case 'reaction':
      mix(6);
      mixName(d.attacker);
      mixName(d.why);
      mix(d.options.length);
      for (let k = 0; k < d.options.length; k++) mixAction(d.options[k]);
      break;
    default:
      // Orders, karma and wishes are answered at once: nothing to keep.
      return false;
  }
  // A small integer for the Map's key (kept unboxed), the rest of the 64 bits as the check.
  h2 = (h2 ^ (h1 >>> 30)) >>> 0;
  h1 &= 0x3fffffff;
  return true;
}

/** The AI proper, which fills in a trace of how it chose a turn (ai/index.ts, aiAnswer). */
export type TracingDecider = (ctx: Ctx, fig: Figure, d: Decision, trace?: TurnTrace) => unknown;

/**
 * An AI decider that looks each decision up in `table` before asking `answer` (the AI proper), and
 * keeps what it works out. Answers are kept as data that the fight never changes.
 */
export function tableDecider(table: DecisionTable, answer: TracingDecider): AiDecider {
  return (ctx, fig, d) => {
    if (!hashDecision(ctx, fig, d)) return answer(ctx, fig, d);
    const k1 = h1;
    const k2 = h2;
    const found = table.get(k1, k2);
    if (found !== undefined) {
      if ('turn' in found) return replayTurn(ctx, found.turn);
      if (d.kind === 'reaction') return (found.value as number) < 0 ? null : d.options[found.value as number];
      return found.value;
    }
    if (d.kind === 'turn') {
      const trace: TurnTrace = { drawsBefore: 0, plans: [] };
      const plan = answer(ctx, fig, d, trace);
      if (trace.plans.length > 0) table.set(k1, k2, { turn: trace });
      return plan;
    }
    const value = answer(ctx, fig, d);
    if (d.kind === 'reaction') {
      // A reaction is kept as its place among the options offered, which the key holds.
      const at = value === null ? -1 : d.options.indexOf(value as Reaction);
      if (value === null || at >= 0) table.set(k1, k2, { value: at });
    } else table.set(k1, k2, { value });
    return value;
  };
}
