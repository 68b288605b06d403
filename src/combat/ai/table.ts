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
import type { Action, Decision, Reaction, TurnPlan } from '../protocol';
import type { Figure } from '../figure';
import type { AiDecider, Ctx, Difficulty } from '../state';
import { aiLevel, intern } from '../state';
import { sameAction } from '../actions';
import type { TurnTrace } from './plan';
import { actionHash, replayTurn } from './plan';

/** Entries kept at most; past that the table starts afresh (a run's boards rarely come near it). */
const CAPACITY = 1 << 19;
/** Slots at first; doubled whenever half are taken. */
const INITIAL_SLOTS = 1 << 12;

/**
 * For a turn decision (which the key names): its plan when no tie was broken, else its trace; for
 * other decisions, the answer itself (never undefined).
 */
type Answer = TurnPlan | TurnTrace | Reaction | Action | number | boolean | null;

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
  /** Per slot, side by side (one cache line for a probe): h1 + 1 (0: empty) and the check h2. */
  private keys = new Int32Array(2 * INITIAL_SLOTS);
  private answers: Array<Answer | undefined> = new Array<Answer | undefined>(INITIAL_SLOTS);
  readonly stats: TableStats = { lookups: 0, hits: 0, size: 0 };
  /** One object for each action or reaction kept, by actionHash: entries share them. */
  private actions = new Map<number, Action[]>();

  /** The table's own copy of an action equal to `a` (the first one kept). */
  shared<T extends Action | Reaction>(a: T): T {
    const h = actionHash(a as Action);
    const list = this.actions.get(h);
    if (list === undefined) {
      this.actions.set(h, [a as Action]);
      return a;
    }
    for (const b of list) if (sameAction(b, a)) return b as T;
    list.push(a as Action);
    return a;
  }

  get(h1: number, h2: number): Answer | undefined {
    this.stats.lookups += 1;
    const keys = this.keys;
    const mask = this.slots - 1;
    const k = h1 + 1;
    const check = h2 | 0;
    for (let i = h1 & mask; ; i = (i + 1) & mask) {
      const at = keys[2 * i];
      if (at === 0) return undefined;
      if (at === k && keys[2 * i + 1] === check) {
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
    const keys = this.keys;
    const mask = this.slots - 1;
    for (let i = (k - 1) & mask; ; i = (i + 1) & mask) {
      const at = keys[2 * i];
      if (at === 0) {
        keys[2 * i] = k;
        keys[2 * i + 1] = check;
        this.answers[i] = answer;
        this.stats.size += 1;
        return;
      }
      if (at === k && keys[2 * i + 1] === check) {
        this.answers[i] = answer;
        return;
      }
    }
  }

  private grow(): void {
    const { keys, answers } = this;
    const old = this.slots;
    this.reset(old * 2);
    for (let i = 0; i < old; i++) if (keys[2 * i] !== 0) this.place(keys[2 * i], keys[2 * i + 1], answers[i]!);
  }

  private reset(slots: number): void {
    if (this.stats.size >= CAPACITY) this.actions.clear();
    this.slots = slots;
    this.keys = new Int32Array(2 * slots);
    this.answers = new Array<Answer | undefined>(slots);
    this.stats.size = 0;
  }
}

// The key of a decision: the numbers it depends on are written into `words`, then hashed into two
// 32-bit halves (h1, h2) in one tight loop.
const WORDS = 1 << 14;
const words = new Int32Array(WORDS);
let h1 = 0;
let h2 = 0;

const LEVEL: Record<Difficulty, number> = { easy: 0, normal: 1, hard: 2 };

/** Places of the key for each figure: shield, weapon in hand, grappled foe, four carried weapons. */
const PER_FIGURE = 7;
/** Places of the key for the decision's names, after every figure's. */
const DECISION_PLACES = 4096;
/** No name yet in this place (no name is this text). */
const UNSEEN = '\u0000unseen';
// The name last seen in each place of the key (a figure's weapon, the floor's items, ...) and its
// interned number: the same name as last time, as it mostly is, needs no lookup.
const lastName: Array<string | null | undefined> = new Array<string | null | undefined>(DECISION_PLACES + 8).fill(UNSEEN);
const lastId = new Int32Array(DECISION_PLACES + 8);

/** A name as a number: interned, -1 for none given. */
function nameId(name: string | null | undefined): number {
  return name === undefined ? -1 : intern(name);
}

/** nameId, remembered by place. */
function nameAt(place: number, name: string | null | undefined): number {
  if (place < DECISION_PLACES + 8) {
    if (lastName[place] === name) return lastId[place];
    const id = nameId(name);
    lastName[place] = name;
    lastId[place] = id;
    return id;
  }
  return nameId(name);
}

/**
 * Hashes the board and the decision into (h1, h2); false when the decision may not be looked up:
 * spell effects in play, the easy AI, or a board too big for the key's words.
 */
function hashDecision(ctx: Ctx, fig: Figure, d: Decision): boolean {
  if (ctx.state.hexEffects.length > 0 || aiLevel(ctx, fig) === 'easy') return false;
  const figures = ctx.state.figures;
  const floor = ctx.state.floor;
  let carried = 0;
  for (let i = 0; i < figures.length; i++) {
    if (figures[i].effects.length > 0) return false;
    carried += figures[i].carried.length;
  }
  if (figures.length * 22 + carried + floor.length * 4 + ctx.attacked.size + 32 > WORDS) return false;
  const w = words;
  let n = 0;
  w[n++] = figures.length;
  // The levels each side is played at are part of the key (the AI weighs its foes' replies at
  // their level), should one table serve several.
  const party = ctx.sideDifficulty?.party ?? ctx.difficulty;
  const foes = ctx.sideDifficulty?.foes ?? ctx.difficulty;
  w[n++] = (ctx.unopposed ? 1 : 0) | (ctx.inReaction ? 2 : 0) | (ctx.canFlee ? 4 : 0) | (LEVEL[party] << 3) | (LEVEL[foes] << 5);
  let me = -1;
  let acting = -1;
  let walking = -1;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i];
    if (f === fig) me = i;
    if (f === ctx.acting) acting = i;
    if (f === ctx.walking) walking = i;
    const status = f.status === 'standing' ? 1 : f.status === 'down' ? 2 : 3;
    const flags =
      (f.side === 'party' ? 1 : 0) |
      (f.control === 'ai' ? 2 : 0) |
      (f.loaded ? 4 : 0) |
      (f.grappledAtTurnStart ? 8 : 0) |
      (f.owesTurn ? 16 : 0) |
      (f.routed ? 32 : 0) |
      (f.flying ? 64 : 0);
    const ma = f.ma ?? -1;
    if (
      f.cell >= -1 && f.cell < 0xffff && f.damage >= 0 && f.damage < 0x10000 && f.fatigue >= 0 && f.fatigue < 0x8000 &&
      f.st >= 0 && f.st < 0x400 && f.dx >= 0 && f.dx < 0x400 && f.armor >= 0 && f.armor < 0x100 && f.size >= 0 && f.size < 8 &&
      ma >= -1 && ma < 0xff && f.curses >= 0 && f.curses < 0x100 && f.boost >= 0 && f.boost < 0x100 && f.reloading >= 0 && f.reloading < 0x80
    ) {
      // Four words, each field in bits of its own (the first word is never negative).
      w[n++] = (f.cell + 1) | (status << 16) | (flags << 18);
      w[n++] = f.damage | (f.fatigue << 16);
      w[n++] = f.st | (f.dx << 10) | (f.armor << 20) | (f.size << 28);
      w[n++] = (ma + 1) | (f.curses << 8) | (f.boost << 16) | (f.reloading << 24);
    } else {
      // Out of those ranges: a word apiece, after a mark the first packed word can never be.
      w[n++] = -0x7654321;
      w[n++] = f.cell;
      w[n++] = status;
      w[n++] = flags;
      w[n++] = f.damage;
      w[n++] = f.fatigue;
      w[n++] = f.st;
      w[n++] = f.dx;
      w[n++] = ma;
      w[n++] = f.armor;
      w[n++] = f.size;
      w[n++] = f.curses;
      w[n++] = f.boost;
      w[n++] = f.reloading;
    }
    const base = i * PER_FIGURE;
    w[n++] = nameAt(base, f.shield ? f.shield.name : null);
    w[n++] = nameAt(base + 1, f.ready);
    w[n++] = nameAt(base + 2, f.grapple);
    w[n++] = f.carried.length;
    for (let k = 0; k < f.carried.length; k++) w[n++] = k < PER_FIGURE - 3 ? nameAt(base + 3 + k, f.carried[k]) : nameId(f.carried[k]);
    w[n++] = f.natural.length;
  }
  w[n++] = floor.length;
  for (let k = 0; k < floor.length; k++) {
    w[n++] = floor[k].cell;
    w[n++] = nameId(floor[k].kind);
    w[n++] = nameId(floor[k].name);
    w[n++] = nameId(floor[k].owner);
  }
  w[n++] = me;
  w[n++] = acting;
  w[n++] = walking;
  w[n++] = ctx.attacked.size;
  if (ctx.attacked.size > 0) for (const id of ctx.attacked) w[n++] = nameId(id);
  switch (d.kind) {
    case 'turn':
      w[n++] = 1;
      break;
    case 'action':
      w[n++] = d.moved ? 2 : 3;
      break;
    case 'dodge':
      // The AI weighs a dodge by the blow to come, not by the roll that hit (ai/index.ts): the
      // total and target of that roll are left out, so that one answer serves every roll.
      w[n++] = 4;
      w[n++] = nameAt(DECISION_PLACES, d.attacker);
      w[n++] = nameAt(DECISION_PLACES + 1, d.weapon);
      w[n++] = nameAt(DECISION_PLACES + 2, d.bonus);
      break;
    case 'cell':
      if (n + d.cells.length + 4 > WORDS) return false;
      w[n++] = 5;
      w[n++] = nameAt(DECISION_PLACES + 3, d.purpose);
      w[n++] = d.cells.length;
      for (let k = 0; k < d.cells.length; k++) w[n++] = d.cells[k];
      break;
    case 'reaction':
      // The reactions offered follow from the board, the attacker and the cause (actions.ts,
      // reactionOptions), all in the key: the answer is kept as the reaction chosen, and found
      // again among those offered (tableDecider).
      w[n++] = 6;
      w[n++] = nameAt(DECISION_PLACES, d.attacker);
      w[n++] = nameAt(DECISION_PLACES + 4, d.why);
      w[n++] = d.options.length;
      break;
    default:
      // Orders, karma and wishes are answered at once: nothing to keep.
      return false;
  }
  let a = 0x811c9dc5 | 0;
  let b = 0x9747b28c | 0;
  for (let i = 0; i < n; i++) {
    const x = w[i];
    a = Math.imul(a ^ x, 0x01000193);
    b = (Math.imul(b ^ x, 0x5bd1e995) + 0x27d4eb2d) | 0;
  }
  // Each word moved the low bits only so far: spread every bit over the whole of each half.
  a ^= a >>> 16;
  a = Math.imul(a, 0x85ebca6b);
  a ^= a >>> 13;
  a = Math.imul(a, 0xc2b2ae35);
  a ^= a >>> 16;
  b ^= b >>> 15;
  b = Math.imul(b, 0x2c1b3c6d);
  b ^= b >>> 12;
  // A small integer for the table's key, the rest of the 64 bits as the check.
  h2 = (b ^ (a >>> 30)) >>> 0;
  h1 = a & 0x3fffffff;
  return true;
}

/** A plan as the table keeps it: its action the table's shared one. */
function keepPlan(table: DecisionTable, p: TurnPlan): TurnPlan {
  if (p.action === null) return p;
  const action = table.shared(p.action);
  return action === p.action ? p : { ...p, action };
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
      // The key names the decision's kind: a turn's entry is its trace.
      if (d.kind === 'turn') return (found as TurnTrace).plans === undefined ? found : replayTurn(ctx, found as TurnTrace);
      if (d.kind !== 'reaction' || found === null) return found;
      const kept = found as Reaction;
      for (const r of d.options) if (sameAction(r, kept)) return r;
      // Not among those offered (which the key says cannot be): worked out afresh.
      return answer(ctx, fig, d);
    }
    if (d.kind === 'turn') {
      const trace: TurnTrace = { drawsBefore: 0, plans: [] };
      const plan = answer(ctx, fig, d, trace);
      // Most turns break no tie: the plan alone is kept (fewer objects for the garbage collector),
      // its action one shared by every plan with the same action.
      if (trace.plans.length === 1 && trace.drawsBefore === 0) table.set(k1, k2, keepPlan(table, trace.plans[0]));
      else if (trace.plans.length > 0) table.set(k1, k2, { drawsBefore: trace.drawsBefore, plans: trace.plans.map((p) => keepPlan(table, p)) });
      return plan;
    }
    const value = answer(ctx, fig, d) as Answer;
    // Every answer kept is defined: undefined means "not in the table".
    if (value !== undefined) table.set(k1, k2, value !== null && typeof value === 'object' ? table.shared(value as Action) : value);
    return value;
  };
}
