// The bots of Treasure, each deciding from its seat's view, the legal actions and its own Rng:
// - easy: draws unless the top discard makes a combination at once, tables whatever it can as it
//   comes, and throws away its highest card; it never takes the whole pile and pays the gods no mind;
// - normal: weighs every card by what it is likely to be worth at the end (think.ts), takes the top
//   discard or the whole pile when that pays better than a draw, tables and adds when it raises its
//   score against the others' (god effects included), and discards the card it will miss least,
//   sparing the next player cards that would help him;
// - hard: looks further: it plans its tabling by a full search of the ways to table its hand (not
//   greedily), weighs a draw by planning its hand anew with each card it cannot see, in the mean
//   over all of them (a one-card lookahead over the deals its view allows), and counts the end of
//   the hand in: going out is worth more than its points (unless, in the game's last hand, it would
//   leave a rival ahead), and the hand is expected to be short. It holds its combinations until it
//   can go out with them (they stay free to make other combinations, and nobody reads them), weighs
//   its two likeliest discards by what the hand left makes of the next draw, and spares the next
//   player by the share of the hands he may hold (what he was seen to take, the rest unseen) that
//   the card would help.
// A style (cautious, bold, bluffer) leans normal's and hard's weights (`tempered`): Treasure has
// nothing to say and so nothing to lie about, but a taken card shows all what a seat collects, a
// big hand risks being caught with it, and the pile can win or sink a hand.
import type { Rng } from '../../dice/rng';
import type { Bot, Level, Style } from '../frame/game';
import type { Combo } from './combos';
import { additions, countsOf } from './combos';
import { cardInfo } from './deck';
import type { Effects } from './gods';
import { effectsOf } from './gods';
import { handCardWorth } from './scoring';
import type { Action } from './state';
import { actionKey } from './state';
import type { Plan, Reading, Step, Weighing } from './think';
import { cardValues, greedyPlan, joins, meldableNow, searchPlan, without } from './think';
import type { View } from './view';
import { unseenCards } from './view';

const pick = <T>(items: readonly T[], rng: Rng): T => items[Math.floor(rng.next() * items.length)];

/** A plan of table and add steps, from the board as it is. */
type Planner = (w: Weighing, table: readonly Combo[], hand: readonly string[]) => Plan;

// ---- easy ----------------------------------------------------------------------------------------

function easyDecide(v: View, legal: readonly Action[], rng: Rng): Action {
  if (v.phase === 'draw') {
    const top = v.discard[v.discard.length - 1];
    const draw = legal.find((a) => a.type === 'draw');
    const take = legal.find((a) => a.type === 'take' && !a.all);
    if (take && top !== undefined) {
      const e = effectsOf(v.table);
      const r: Reading = { seat: v.seat, table: v.table, e, unseen: new Map(), horizon: 1 };
      if (meldableNow([...v.hand, top], r).has(top) || !draw) return take;
    }
    return draw ?? legal[0];
  }
  const table = legal.find((a) => a.type === 'table');
  if (table) return table;
  const add = legal.find((a) => a.type === 'add' && v.table[a.combo].owner === v.seat);
  if (add) return add;
  const discards = legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  // The highest card in hand, gods and changing cards counting 9; now and then a card at random.
  if (rng.next() < 0.15) return pick(discards, rng);
  const cost = (c: string) => -handCardWorth(c, NO_EFFECTS);
  const top = Math.max(...discards.map((a) => cost(a.card)));
  return pick(
    discards.filter((a) => cost(a.card) === top),
    rng,
  );
}

const NO_EFFECTS: Effects = effectsOf([]);

// ---- normal --------------------------------------------------------------------------------------

/** The normal bot's weights (tuned in self-play). */
export interface Tuning {
  /** How much a point of another seat counts against a point of one's own. */
  readonly rivalry: number;
  /** The most turns the seat expects a hand to last (hands are short: someone goes out soon). */
  readonly horizon: number;
  /** How much better than a draw taking the top discard or the pile must look. */
  readonly takeMargin: number;
  readonly pileMargin: number;
  /** What ending the hand by going out is worth beyond its points. */
  readonly outBonus: number;
  /**
   * What a discard that would help the next seat costs, times the chance that it would (over the
   * hands he may hold); 0: the normal bot's rough count of what it would add to (`feeds`).
   */
  readonly feedWeight: number;
  /** How many of the discards it would miss least the seat weighs by the draw that will follow them (0: none). */
  readonly discardLook: number;
  /** Does the seat weigh the whole game's score (in its last hand)? And what going out is worth when it would leave it behind (Weighing). */
  readonly standing: boolean;
  readonly behindOut: number;
  /** The seat holds its combinations (tables none until it can go out) while every other hand has at least this many cards (Infinity: never). */
  readonly holdWhile: number;
}

export const NORMAL: Tuning = { rivalry: 0.5, horizon: 8, takeMargin: 0.5, pileMargin: 1, outBonus: 0, feedWeight: 0, discardLook: 0, standing: false, behindOut: 1, holdWhile: Infinity };

/**
 * A style's lean on a level's weights: cautious expects the hand to end sooner (it tables early and
 * sheds its costly cards), values going out more and takes the pile only when it pays very well;
 * bold plays for long hands and big combinations and takes the top card and the pile readily; a
 * bluffer keeps what it collects unread, taking from the discard pile (face up for all) only when it
 * pays well.
 */
export function tempered(t: Tuning, style: Style): Tuning {
  switch (style) {
    case 'cautious':
      return { ...t, horizon: Math.max(1, t.horizon - 2), outBonus: t.outBonus + 4, pileMargin: t.pileMargin + 4, holdWhile: Infinity };
    case 'bold':
      return { ...t, horizon: t.horizon + 4, takeMargin: t.takeMargin - 0.5, pileMargin: t.pileMargin - 2 };
    case 'bluffer':
      return { ...t, takeMargin: t.takeMargin + 3, pileMargin: t.pileMargin + 3 };
    default:
      return t;
  }
}

/** What the seat weighs its moves with: effects, the unseen cards, how long the hand may last. */
export function weighingOf(v: View, t: Tuning = NORMAL): Weighing {
  const unseen = countsOf(unseenCards(v));
  const shortest = Math.min(...v.handSizes.filter((_, i) => i !== v.seat));
  return { seat: v.seat, table: v.table, e: effectsOf(v.table), unseen, horizon: Math.max(1, Math.min(t.horizon, shortest + 1)), handSizes: v.handSizes, rivalry: t.rivalry, outBonus: t.outBonus, standing: t.standing && v.round === v.rounds ? v.totals : null, behindOut: t.behindOut };
}

/** The worth of a plan's end once the turn's discard is made (the least valued card goes; not `keep`). */
function planAfterDiscard(w: Weighing, p: Plan, keep: string | null): number {
  // A plan that leaves one card or none has counted the going out already.
  if (p.left.length <= 1) return p.value;
  const e = effectsOf(p.table);
  const vals = cardValues(p.left, { ...w, table: p.table, e });
  let least = Infinity;
  for (const c of p.left) if (c !== keep || p.left.length === 1) least = Math.min(least, vals.get(c)!);
  return p.value - least;
}

/** The least value among `cards`. */
function leastOf(cards: readonly string[], vals: ReadonlyMap<string, number>): number {
  let least = Infinity;
  for (const c of cards) least = Math.min(least, vals.get(c)!);
  return least;
}

/** The mean of `worth` over the unseen cards, each counted as often as it is unseen; null when none is. */
function meanOverUnseen(w: Weighing, worth: (card: string) => number): number | null {
  let sum = 0;
  let n = 0;
  for (const [u, k] of w.unseen) {
    sum += k * worth(u);
    n += k;
  }
  return n ? sum / n : null;
}

/** What a draw from the draw pile is worth, in the mean over the unseen cards: each joins what the plan leaves. */
function drawWorth(w: Weighing, p: Plan): number {
  const e = effectsOf(p.table);
  const r: Reading = { ...w, table: p.table, e };
  const gain = meanOverUnseen(w, (u) => {
    const hand = [...p.left, u];
    const vals = cardValues(hand, r);
    return vals.get(u)! - leastOf(hand, vals);
  });
  return p.value + (gain ?? 0);
}

/**
 * Draw, take the top card or take the pile: whichever leaves the better board, a draw as
 * `drawValue` weighs it, a take by the plan of the hand with the card or the pile.
 */
function chooseDraw(v: View, legal: readonly Action[], w: Weighing, t: Tuning, planner: Planner, drawValue: (base: Plan) => number): Action {
  const draw = legal.find((a) => a.type === 'draw');
  const take = legal.find((a) => a.type === 'take' && !a.all);
  const all = legal.find((a) => a.type === 'take' && a.all);
  let best: Action = draw ?? take!;
  let top = draw ? drawValue(planner(w, v.table, v.hand)) : -Infinity;
  const topCard = v.discard[v.discard.length - 1];
  if (take) {
    const x = planAfterDiscard(w, planner(w, v.table, [...v.hand, topCard]), topCard);
    if (x > top + t.takeMargin) {
      top = x;
      best = take;
    }
  }
  if (all) {
    const x = planAfterDiscard(w, planner(w, v.table, [...v.hand, ...v.discard]), topCard);
    if (x > top + t.pileMargin) best = all;
  }
  return best;
}

/** What laying `card` on the discard pile would do for the next player: a penalty to weigh a discard by. */
function feeds(v: View, card: string, e: Effects): number {
  const next = (v.seat + 1) % v.names.length;
  if (additions([card], v.table, next, e).length > 0) return 4;
  const info = cardInfo(card);
  if (info.kind === 'changing') return 3;
  const sameRank = v.known[next].filter((k) => cardInfo(k).rank === info.rank).length;
  return sameRank >= 2 ? 4 : sameRank === 1 ? 1.5 : 0;
}

/** Hands of the next seat the hard bot imagines to weigh a discard (its known cards, the rest dealt from the unseen). */
const NEXT_HANDS = 48;

/**
 * For each card, the share of the hands the next seat may hold (what all saw it take, the rest of its
 * hand dealt from the cards this seat cannot see) with which it would make a combination at once,
 * or fit one on the table he may add to (`joins`): what laying the card would give him.
 */
function feedChances(v: View, cards: readonly string[], w: Weighing, rng: Rng): Map<string, number> {
  const next = (v.seat + 1) % v.names.length;
  const pool = unseenCards(v);
  const hidden = Math.max(0, Math.min(pool.length, v.handSizes[next] - v.known[next].length));
  const r: Reading = { ...w, seat: next };
  const hits = new Map(cards.map((c) => [c, 0]));
  for (let k = 0; k < NEXT_HANDS; k++) {
    // A partial shuffle: the first `hidden` cards of the pool are a random hand.
    for (let i = 0; i < hidden; i++) {
      const j = i + Math.floor(rng.next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    const hand = [...v.known[next], ...pool.slice(0, hidden)];
    for (const c of cards) if (joins(c, hand, r)) hits.set(c, hits.get(c)! + 1);
  }
  return new Map(cards.map((c) => [c, hits.get(c)! / NEXT_HANDS]));
}

/** The discard the seat will miss least, sparing the next player what would help him. */
function bestDiscard(v: View, legal: readonly Action[], rng: Rng, w: Weighing, t: Tuning): Action {
  const discards = legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
  const vals = cardValues(v.hand, w);
  const chances = t.feedWeight > 0 ? feedChances(v, discards.map((a) => a.card), w, rng) : null;
  const cost = (card: string) => (chances ? t.feedWeight * chances.get(card)! : feeds(v, card, w.e));
  let least = Infinity;
  let choice: Action[] = [];
  let weighed = discards;
  let worth = (card: string) => vals.get(card)!;
  if (t.discardLook > 0 && discards.length > 1 && v.hand.length <= MOST_LOOKED_AHEAD) {
    // The few it would miss least, each weighed by what the hand left can make of the next draw.
    const rough = (card: string) => vals.get(card)! + cost(card);
    weighed = [...discards].sort((a, b) => rough(a.card) - rough(b.card)).slice(0, t.discardLook);
    const ahead = new Map(weighed.map((a) => [a.card, -nextDrawWorth(w, v.table, without(v.hand, [a.card]))]));
    worth = (card) => ahead.get(card)!;
  }
  for (const a of weighed) {
    const x = worth(a.card) + cost(a.card);
    if (x < least - 1e-9) {
      least = x;
      choice = [a];
    } else if (Math.abs(x - least) <= 1e-9) choice.push(a);
  }
  return pick(choice, rng);
}

/** The legal action that is the plan's step (the same meld or the same card to the same place). */
function asLegal(step: Step, legal: readonly Action[]): Action | undefined {
  const key = actionKey(step as Action);
  return legal.find((a) => actionKey(a) === key);
}

function meldOrDiscard(v: View, legal: readonly Action[], rng: Rng, w: Weighing, t: Tuning, planner: Planner): Action {
  const plan = planner(w, v.table, v.hand);
  const fewest = Math.min(...v.handSizes.filter((_, i) => i !== v.seat));
  if (plan.left.length > 1 && fewest >= t.holdWhile) return bestDiscard(v, legal, rng, w, t);
  const step = plan.steps.length ? asLegal(plan.steps[0], legal) : undefined;
  return step ?? bestDiscard(v, legal, rng, w, t);
}

export function normalDecide(v: View, legal: readonly Action[], rng: Rng, t: Tuning = NORMAL): Action {
  if (legal.length === 1) return legal[0];
  const w = weighingOf(v, t);
  return v.phase === 'draw' ? chooseDraw(v, legal, w, t, greedyPlan, (base) => drawWorth(w, base)) : meldOrDiscard(v, legal, rng, w, t, greedyPlan);
}

// ---- hard ----------------------------------------------------------------------------------------

/**
 * The hard bot's weights: the normal bot's, with the end of the hand in view (tuned in self-play).
 * Going out is worth much more than its points (issue 33: an out bonus of 8, 12, 16, 20, 28, 40 and
 * 60 won 44.6%, 45.3%, 45.7%, 45.9%, 46.6%, 47.2% and 47.0% among normals, 1,000 games each on the
 * same deals): ending the hand while the others hold their cards is what pays. Issue 33's third
 * stop (self-play, 1,000 games a row on the same deals, two sets of seeds, bench/README.md): the
 * discards weighed by the next draw, the next seat's chances and the whole game's score together
 * 48.5% and 50.5% among normals against 47.8% and 48.0%; holding its combinations until it can go
 * out 51.2% with two discards looked ahead (it goes out more often: the cards stay free), at the
 * cost of a bigger hand to weigh: every discard looked ahead won 53.5% at four times the time, and
 * three 52.2%, too near 50 ms at the 90th percentile on a loaded machine.
 */
export const HARD: Tuning = { ...NORMAL, outBonus: 40, horizon: 3, feedWeight: 16, discardLook: 2, standing: true, behindOut: 0, holdWhile: 0 };

/**
 * What a draw is worth, card by card over the unseen cards: a card that makes a new combination
 * with the hand (or fits one on the table) is planned anew with the hand (greedily: a full search
 * for each card played no better in trials, and cost much more); another joins what the plan of
 * the hand leaves, and the least valued card goes.
 */
function drawWorthExact(w: Weighing, table: readonly Combo[], held: readonly string[], base: Plan): number {
  const e = effectsOf(base.table);
  const r: Reading = { ...w, table: base.table, e };
  const mean = meanOverUnseen(w, (u) => {
    const hand = [...held, u];
    if (joins(u, held, w)) return planAfterDiscard(w, greedyPlan(w, table, hand), null);
    const left = [...base.left, u];
    const vals = cardValues(left, r);
    return base.value + vals.get(u)! - leastOf(left, vals);
  });
  return mean ?? base.value;
}

/** What the hand `held` may make of the next turn's draw: its plan now, then each unseen card drawn (the hard bot's weighing). */
function nextDrawWorth(w: Weighing, table: readonly Combo[], held: readonly string[]): number {
  return drawWorthExact(w, table, held, greedyPlan(w, table, held));
}

/** The longest hand whose draw the hard bot weighs card by card. */
const MOST_LOOKED_AHEAD = 11;

export function hardDecide(v: View, legal: readonly Action[], rng: Rng, t: Tuning = HARD): Action {
  if (legal.length === 1) return legal[0];
  const w = weighingOf(v, t);
  // A big hand (a pile taken) is weighed as normal weighs it: planning it anew for every card costs too much.
  const drawValue = (base: Plan) => (v.hand.length > MOST_LOOKED_AHEAD ? drawWorth(w, base) : drawWorthExact(w, v.table, v.hand, base));
  return v.phase === 'draw' ? chooseDraw(v, legal, w, t, searchPlan, drawValue) : meldOrDiscard(v, legal, rng, w, t, searchPlan);
}

export const BOTS: Readonly<Record<Level, Bot<View, Action>>> = {
  easy: { decide: easyDecide },
  normal: { decide: (v, legal, rng, style = 'steady') => normalDecide(v, legal, rng, tempered(NORMAL, style)) },
  hard: { decide: (v, legal, rng, style = 'steady') => hardDecide(v, legal, rng, tempered(HARD, style)) },
};
