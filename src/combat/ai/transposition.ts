// A transposition table for the simulator: the AI's answer to a decision on a board it has already
// met, in this fight or an earlier one of the same run, is looked up instead of worked out again.
// Duels between the same two figures reach the same boards again and again (the same opening
// moves, the same exchanges of blows), so most decisions of a long run are lookups.
//
// The table changes nothing: an answer depends only on the board and the decision (the key below
// holds everything the AI reads), and where the AI breaks a tie with the Rng the table replays the
// same draws (plan.ts, TurnTrace). A run gives the same results with or without it, whatever the
// number of workers. Fights with spell effects on figures or hexes, and the easy AI (which draws for
// every hex), are never looked up: their answers are worked out every time. Nor is a hex to step
// into (retreat, escape, drag), which costs less to choose again than to look up.
import type { Action, Decision, Reaction, TurnPlan } from '../protocol';
import type { Figure } from '../figure';
import type { AiDecider, Ctx, Difficulty } from '../state';
import { aiLevel, intern } from '../state';
import { sameAction } from '../actions';
import type { TurnTrace } from './plan';
import { actionHash, replayTurn } from './plan';
import { Fingerprint, NameIds } from '../fingerprint';

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

// The key of a decision: the numbers it depends on, fingerprinted (fingerprint.ts).
const key = new Fingerprint();

const LEVEL: Record<Difficulty, number> = { easy: 0, normal: 1, hard: 2 };

/** A name as a number: interned, -1 for none given. */
function nameId(name: string | null | undefined): number {
  return name === undefined ? -1 : intern(name);
}

// Names remembered by their place in the key (fingerprint.ts, NameIds), in lists kept apart so that
// a longer list in one does not shift the places of the others: what each figure holds and whom it
// grapples; the weapons carried; the floor; those attacked this turn; a dodge's and a reaction's own.
const held = new NameIds(nameId);
const carried = new NameIds(nameId);
const lying = new NameIds(nameId);
const attacked = new NameIds(nameId);
const dodging = new NameIds(nameId);
const reacting = new NameIds(nameId);

/**
 * Fingerprints the board and the decision into `key`; false when the decision is not looked up: a
 * kind not kept, spell effects in play, or the easy AI.
 */
function hashDecision(ctx: Ctx, fig: Figure, d: Decision): boolean {
  // A hex to step into is chosen by distances alone (ai/index.ts, pickCell): cheaper to work out
  // again than to fingerprint the board and keep. Orders, karma and wishes are answered at once.
  if (d.kind !== 'turn' && d.kind !== 'action' && d.kind !== 'dodge' && d.kind !== 'reaction') return false;
  if (ctx.state.hexEffects.length > 0 || aiLevel(ctx, fig) === 'easy') return false;
  const figures = ctx.state.figures;
  const floor = ctx.state.floor;
  for (let i = 0; i < figures.length; i++) if (figures[i].effects.length > 0) return false;
  const fp = key;
  fp.begin();
  held.begin();
  carried.begin();
  lying.begin();
  attacked.begin();
  dodging.begin();
  reacting.begin();
  fp.add(figures.length);
  // The levels each side is played at are part of the key (the AI weighs its foes' replies at
  // their level), should one table serve several.
  const party = ctx.sideDifficulty?.party ?? ctx.difficulty;
  const foes = ctx.sideDifficulty?.foes ?? ctx.difficulty;
  fp.add((ctx.unopposed ? 1 : 0) | (ctx.inReaction ? 2 : 0) | (ctx.canFlee ? 4 : 0) | (LEVEL[party] << 3) | (LEVEL[foes] << 5));
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
    // Small numbers two to a word (fingerprint.ts, add2), names by number.
    fp.add(f.cell);
    fp.add2(status | (flags << 2), f.size);
    fp.add2(f.damage, f.fatigue);
    fp.add2(f.st, f.dx);
    fp.add2(f.ma ?? -1, f.armor);
    fp.add2(f.curses, f.boost);
    fp.add2(f.reloading, f.natural.length);
    fp.add(held.id(f.shield ? f.shield.name : null));
    fp.add(held.id(f.ready));
    fp.add(held.id(f.grapple));
    fp.add(f.carried.length);
    for (let k = 0; k < f.carried.length; k++) fp.add(carried.id(f.carried[k]));
  }
  // What lies where, in order; not whose it was, which only the end of the fight reads (aftermath.ts):
  // boards that differ in that alone share their answers.
  fp.add(floor.length);
  for (let k = 0; k < floor.length; k++) {
    fp.add(floor[k].cell);
    fp.add(lying.id(floor[k].kind));
    fp.add(lying.id(floor[k].name));
  }
  fp.add(me);
  fp.add(acting);
  fp.add(walking);
  fp.add(ctx.attacked.size);
  if (ctx.attacked.size > 0) for (const id of ctx.attacked) fp.add(attacked.id(id));
  switch (d.kind) {
    case 'turn':
      fp.add(1);
      break;
    case 'action':
      fp.add(d.moved ? 2 : 3);
      break;
    case 'dodge':
      // The AI weighs a dodge by the blow to come, not by the roll that hit (ai/index.ts): the
      // total and target of that roll are left out, so that one answer serves every roll.
      fp.add(4);
      fp.add(dodging.id(d.attacker));
      fp.add(dodging.id(d.weapon));
      fp.add(dodging.id(d.bonus));
      break;
    case 'reaction':
      // The reactions offered follow from the board, the attacker and the cause (actions.ts,
      // reactionOptions), all in the key: the answer is kept as the reaction chosen, and found
      // again among those offered (tableDecider).
      fp.add(6);
      fp.add(reacting.id(d.attacker));
      fp.add(reacting.id(d.why));
      fp.add(d.options.length);
      break;
    default:
      return false;
  }
  fp.end();
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
    const k1 = key.h1;
    const k2 = key.h2;
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
