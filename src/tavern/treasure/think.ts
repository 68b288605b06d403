// What the bots make of a hand: what each card is likely to be worth by the end (tabled, or left
// in hand), from the combinations it is close to and the cards still unseen; and plans, the ways
// to table what a hand holds. Shared by the normal and hard bots; everything here reads a seat's
// own cards and what is public.
import type { Changes, Combo, End, Kind, Meld } from './combos';
import { additions, addTo, comboOf, mayBeColour, mayBeRank, minimalMelds } from './combos';
import type { Colour } from './deck';
import { cardInfo, COLOURS, RANKS } from './deck';
import type { Effects } from './gods';
import { effectsOf } from './gods';
import { handCardWorth, POINTS_PER_TABLED, tableWorths } from './scoring';

/** What a seat reads of the table when it weighs its cards. */
export interface Reading {
  readonly seat: number;
  readonly table: readonly Combo[];
  readonly e: Effects;
  /** How many of each card the seat cannot see (draw pile and others' unknown cards). */
  readonly unseen: ReadonlyMap<string, number>;
  /** Turns the seat may still expect to play (the game may end soon). */
  readonly horizon: number;
}

/** How sure a card that can be tabled now is to be tabled. */
const NOW_SURE = 0.8;

/** The worth of a card laid in a combination of `kind`. */
function laidWorth(code: string, kind: Kind, e: Effects): number {
  const c = cardInfo(code);
  let f = POINTS_PER_TABLED * e.factor[kind];
  if (c.colour === 'W') f *= e.factor.W;
  else if (c.colour === 'G') f *= e.factor.G;
  else if (c.colour === 'R') f *= e.factor.R;
  if (c.rank === 9) f *= e.factor.fools;
  return f;
}

/** Cards of the hand that can be tabled or added now (in some combination or other). */
export function meldableNow(hand: readonly string[], r: Reading): Set<string> {
  const out = new Set<string>();
  for (const m of minimalMelds(hand, r.e, r.e)) for (const c of m.cards) out.add(c);
  for (const x of additions(hand, r.table, r.seat, r.e)) out.add(x.card);
  return out;
}

/** The chance of finding `need` more cards among `avail` unseen ones within the horizon. */
function chance(need: number, avail: number, horizon: number): number {
  if (need <= 0) return NOW_SURE;
  if (avail < need) return 0;
  const base = need === 1 ? 0.55 : need === 2 ? 0.22 : 0.06;
  const plenty = Math.min(1, avail / (need * 2.5));
  const time = Math.min(1, horizon / 6);
  return base * (0.4 + 0.6 * plenty) * time;
}

/** How many cards of a list may count as each rank (all, and not changing cards) and each colour. */
interface Tally {
  readonly rank: number[];
  readonly natural: number[];
  readonly colour: Map<Colour, number>;
}

function tally(cards: Iterable<[string, number]>, ch: Changes): Tally {
  const rank = Array.from({ length: 11 }, () => 0);
  const natural = Array.from({ length: 11 }, () => 0);
  const colour = new Map<Colour, number>(COLOURS.map((c) => [c, 0]));
  for (const [code, k] of cards) {
    const changing = cardInfo(code).kind === 'changing';
    for (const r of RANKS) {
      if (!mayBeRank(code, r, ch)) continue;
      rank[r] += k;
      if (!changing) natural[r] += k;
    }
    for (const c of COLOURS) if (mayBeColour(code, c, ch)) colour.set(c, colour.get(c)! + k);
  }
  return { rank, natural, colour };
}

const unseenTallies = new WeakMap<ReadonlyMap<string, number>, Map<string, Tally>>();

/** The unseen cards' tally (kept for each unseen list and each set of changes). */
function unseenTally(r: Reading): Tally {
  const key = `${+r.e.rockAnyRank}${+r.e.waveAnyRank}${+r.e.warriorAnySuit}${+r.e.queenAnySuit}`;
  let m = unseenTallies.get(r.unseen);
  if (!m) unseenTallies.set(r.unseen, (m = new Map()));
  let t = m.get(key);
  if (!t) m.set(key, (t = tally(r.unseen, r.e)));
  return t;
}

/** How close `code` is to a set, a run or a colour with the rest of the hand (`mine`, the card itself counted); its chance and the kind. */
function closeness(code: string, mine: Tally, unseen: Tally, r: Reading): { p: number; kind: Kind } {
  const info = cardInfo(code);
  const e = r.e;
  let best = { p: 0, kind: 'set' as Kind };
  const consider = (p: number, kind: Kind) => {
    if (p > best.p) best = { p, kind };
  };
  const ranks = RANKS.filter((k) => mayBeRank(code, k, e));
  const natural = info.kind !== 'changing';
  // Sets: cards of its rank.
  for (const rank of ranks) consider(chance(e.minSet - mine.rank[rank], unseen.rank[rank], r.horizon), 'set');
  // Colours: cards of its suit.
  for (const col of COLOURS) if (mayBeColour(code, col, e)) consider(chance(e.minColour - mine.colour.get(col)!, unseen.colour.get(col)!, r.horizon), 'colour');
  // Runs: the best window of the run's length holding its rank.
  for (const rank of ranks) {
    for (let lo = Math.max(1, rank - e.minRun + 1); lo <= rank && lo + e.minRun - 1 <= 9; lo++) {
      let need = 0;
      let avail = Infinity;
      for (let k = lo; k < lo + e.minRun; k++) {
        if (k === rank) continue;
        const have = mine.natural[k] - (natural && mayBeRank(code, k, e) ? 1 : 0);
        if (have > 0) continue;
        need++;
        avail = Math.min(avail, unseen.rank[k]);
      }
      consider(chance(need, need === 0 ? 9 : avail * need, r.horizon), 'run');
    }
  }
  // The ends of runs on the table it may one day join (the card between may come first).
  for (const c of r.table) {
    if (c.kind !== 'run' || (c.owner !== r.seat && !e.permit.run)) continue;
    if ((c.lo > 2 && mayBeRank(code, c.lo - 2, e)) || (c.hi < 8 && mayBeRank(code, c.hi + 2, e))) consider(0.3 * Math.min(1, r.horizon / 6), 'run');
  }
  return best;
}

/**
 * What each card of `hand` is worth to the seat, all things weighed: a card that can be tabled now
 * most of its laid worth; another, its chance of being tabled times that worth, and the rest of
 * the time its cost in hand.
 */
export function cardValues(hand: readonly string[], r: Reading, now: ReadonlySet<string> = meldableNow(hand, r)): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const mine = tally(counts, r.e);
  const unseen = unseenTally(r);
  const out = new Map<string, number>();
  for (const code of counts.keys()) {
    const inHand = handCardWorth(code, r.e);
    const info = cardInfo(code);
    if (now.has(code)) {
      // Worth tabling now, but not yet on the table: the hand may end first.
      out.set(code, NOW_SURE * laidWorth(code, 'set', r.e) + (1 - NOW_SURE) * inHand);
      continue;
    }
    if (info.kind === 'changing') {
      // A changing card finds a place in most hands sooner or later.
      const p = Math.min(0.85, 0.25 + 0.1 * r.horizon);
      out.set(code, p * POINTS_PER_TABLED + (1 - p) * inHand);
      continue;
    }
    const { p, kind } = closeness(code, mine, unseen, r);
    out.set(code, p * laidWorth(code, kind, r.e) + (1 - p) * inHand);
  }
  return out;
}

/**
 * Would `code` make a new combination with `hand`, or fit one on the table the seat may add to?
 * (A quick test by counts: a changing card's limit is not looked at.)
 */
export function joins(code: string, hand: readonly string[], r: Reading): boolean {
  const e = r.e;
  if (additions([code], r.table, r.seat, e).length > 0) return true;
  const counts = new Map<string, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const mine = tally(counts, e);
  for (const rank of RANKS) {
    if (!mayBeRank(code, rank, e)) continue;
    if (mine.rank[rank] >= e.minSet - 1) return true;
    for (let lo = Math.max(1, rank - e.minRun + 1); lo <= rank && lo + e.minRun - 1 <= 9; lo++) {
      let ok = true;
      for (let k = lo; k < lo + e.minRun && ok; k++) if (k !== rank && mine.rank[k] === 0) ok = false;
      if (ok) return true;
    }
  }
  for (const col of COLOURS) if (mayBeColour(code, col, e) && mine.colour.get(col)! >= e.minColour - 1) return true;
  return false;
}

// ---- plans: the ways to table what a hand holds ----------------------------------------------------

/** A table or add step of a plan. */
export type Step = { readonly type: 'table'; readonly meld: Meld } | { readonly type: 'add'; readonly card: string; readonly combo: number; readonly end?: End };

/** What a plan weighs besides the seat's own cards: the others' hand sizes and how much they count. */
export interface Weighing extends Reading {
  readonly handSizes: readonly number[];
  /** How much a point of another seat counts against one's own. */
  readonly rivalry: number;
  /** What ending the hand is worth beyond the points (the others' turns it takes away). */
  readonly outBonus: number;
  /**
   * In the game's last hand, every seat's total before it (the whole game's score); null in an
   * earlier hand of the long variant, or when the seat does not weigh it.
   */
  readonly standing: readonly number[] | null;
  /** The out bonus is worth this much (0 to 1) when going out would leave the seat behind a rival's likely score. */
  readonly behindOut: number;
}

/** What a seat expects an unseen card left in another's hand to cost at the end. */
export function meanHandCost(unseen: ReadonlyMap<string, number>, e: Effects): number {
  const key = `${e.handZero}${e.factor.W}${e.factor.G}${e.factor.R}${e.factor.fools}`;
  let m = handCosts.get(unseen);
  if (!m) handCosts.set(unseen, (m = new Map()));
  const known = m.get(key);
  if (known !== undefined) return known;
  const x = meanHandCostOf(unseen, e);
  m.set(key, x);
  return x;
}

const handCosts = new WeakMap<ReadonlyMap<string, number>, Map<string, number>>();

function meanHandCostOf(unseen: ReadonlyMap<string, number>, e: Effects): number {
  let sum = 0;
  let n = 0;
  for (const [c, k] of unseen) {
    sum += k * handCardWorth(c, e);
    n += k;
  }
  // The others table their good cards: what stays in a hand is dearer than the mean.
  return n ? (0.6 * sum) / n : -4;
}

const NONE: ReadonlySet<string> = new Set();

/** The table and add steps open to the seat with this hand and table. */
export function stepsFor(hand: readonly string[], table: readonly Combo[], seat: number, e: Effects): Step[] {
  const out: Step[] = minimalMelds(hand, e, e).map((meld) => ({ type: 'table', meld }) as Step);
  for (const x of additions(hand, table, seat, e)) out.push({ type: 'add', ...x });
  return out;
}

/** The hand without one copy of each of `cards`. */
export function without(hand: readonly string[], cards: readonly string[]): string[] {
  const h = [...hand];
  for (const c of cards) h.splice(h.indexOf(c), 1);
  return h;
}

/** The table and hand after a step. */
export function afterStep(table: readonly Combo[], hand: readonly string[], seat: number, s: Step): { table: Combo[]; hand: string[] } {
  const t = table.map((c) => ({ ...c, cards: [...c.cards] }));
  if (s.type === 'table') {
    t.push(comboOf(s.meld, seat));
    return { table: t, hand: without(hand, s.meld.cards) };
  }
  addTo(t[s.combo], s.card, seat, s.end);
  return { table: t, hand: without(hand, [s.card]) };
}

const stepCards = (s: Step): readonly string[] => (s.type === 'table' ? s.meld.cards : [s.card]);

export interface Plan {
  /** The board's worth once the plan is played (the hand as it is, if no step pays). */
  readonly value: number;
  /** The plan's steps in order (empty: table nothing more). */
  readonly steps: readonly Step[];
  /** Cards the plan leaves in hand, and the table it leaves. */
  readonly left: readonly string[];
  readonly table: readonly Combo[];
}

/** What a plan search keeps while it walks: the weighing, and the hand's values under each set of effects met. */
class Planning {
  private readonly values = new Map<Effects, Map<string, number>>();
  constructor(
    readonly w: Weighing,
    private readonly hand: readonly string[],
  ) {}

  /** The values of the plan's hand under `e` (each card as close to a combination as the whole hand makes it). */
  valuesUnder(e: Effects, table: readonly Combo[]): Map<string, number> {
    let v = this.values.get(e);
    if (!v) this.values.set(e, (v = cardValues(this.hand, { ...this.w, table, e }, NONE)));
    return v;
  }

  /** A plan's end: the seat's points on the table and its left cards' values, less `rivalry` times the others' mean; going out when at most one card is left. */
  leaf(t: readonly Combo[], left: readonly string[], e: Effects): number {
    const w = this.w;
    const worth = tableWorths(t, w.handSizes.length, e);
    const vals = this.valuesUnder(e, t);
    let mine = worth[w.seat];
    for (const c of left) mine += vals.get(c)!;
    const cost = meanHandCost(w.unseen, e);
    let others = 0;
    let best = -Infinity;
    const n = w.handSizes.length;
    for (let j = 0; j < n; j++) {
      if (j === w.seat) continue;
      const theirs = worth[j] + w.handSizes[j] * cost;
      others += theirs;
      best = Math.max(best, theirs + (w.standing?.[j] ?? 0));
    }
    if (left.length <= 1) {
      // The last card goes with the discard.
      if (left.length === 1) mine -= Math.min(0, vals.get(left[0])!);
      // Going out ends the game: worth far more than its points when it wins, much less when a rival would still be ahead.
      const behind = w.standing !== null && mine + w.standing[w.seat] < best;
      mine += behind ? w.behindOut * w.outBonus : w.outBonus;
    }
    return mine - (w.rivalry * others) / Math.max(1, n - 1);
  }
}

/** The effects after a step: the same unless a god was laid or a combination holding one grew. */
function effectsAfter(e: Effects, before: readonly Combo[], s: Step, after: readonly Combo[]): Effects {
  const god = (c: string) => cardInfo(c).kind === 'god';
  if (stepCards(s).some(god)) return effectsOf(after);
  if (s.type === 'add' && before[s.combo].cards.some((t) => god(t.code))) return effectsOf(after);
  return e;
}

/**
 * A greedy plan: again and again the step that leaves the best board, while one pays. Quick, and
 * blind to a step that spoils a better one (a set that breaks a longer colour).
 */
export function greedyPlan(w: Weighing, table: readonly Combo[], hand: readonly string[], p: Planning = new Planning(w, hand)): Plan {
  let t = table;
  let h = hand;
  let e = effectsOf(t);
  let value = p.leaf(t, h, e);
  const steps: Step[] = [];
  for (;;) {
    let best: { value: number; step: Step; t: Combo[]; h: string[]; e: Effects } | null = null;
    for (const s of stepsFor(h, t, w.seat, e)) {
      const next = afterStep(t, h, w.seat, s);
      const ne = effectsAfter(e, t, s, next.table);
      const x = p.leaf(next.table, next.hand, ne);
      if (x > (best?.value ?? value) + 1e-9) best = { value: x, step: s, t: next.table, h: next.hand, e: ne };
    }
    if (!best) return { value, steps, left: h, table: t };
    ({ value, t, h, e } = best);
    steps.push(best.step);
  }
}

/** Hands longer than this are planned greedily. */
export const MOST_SEARCHED = 14;

/** Nodes a full plan search may visit (a budget of work, not of time); past it, the rest is greedy. */
export const PLAN_BUDGET = 300;

/** The steps that lay `c`: a new combination with it and later cards, or it added to one on the table. */
function stepsWith(c: string, avail: readonly string[], t: readonly Combo[], seat: number, e: Effects): Step[] {
  const out: Step[] = minimalMelds(avail, e, e, c).map((meld) => ({ type: 'table', meld }) as Step);
  for (const x of additions([c], t, seat, e)) out.push({ type: 'add', ...x });
  return out;
}

/**
 * The best plan by a search: the hand's cards taken in a fixed order, each either left in hand or
 * tabled now (in a new combination with later cards, or added to one on the table), so that every
 * way of tabling the hand is met once, not once for each order of its steps.
 */
export function searchPlan(w: Weighing, table: readonly Combo[], hand: readonly string[], budget = PLAN_BUDGET): Plan {
  const p = new Planning(w, hand);
  // A hand fattened by a whole discard pile has too many ways: greedy.
  if (hand.length > MOST_SEARCHED) return greedyPlan(w, table, hand, p);
  let nodes = 0;
  const walk = (t: readonly Combo[], avail: readonly string[], left: readonly string[], e: Effects): Plan => {
    nodes++;
    if (avail.length === 0) return { value: p.leaf(t, left, e), steps: [], left, table: t };
    if (nodes > budget) return greedyPlan(w, t, [...left, ...avail], p);
    const c = avail[0];
    const rest = avail.slice(1);
    let best: Plan | null = null;
    const options = stepsWith(c, avail, t, w.seat, e);
    // Bigger steps first: a good plan early makes a cut budget hurt less.
    options.sort((a, b) => stepCards(b).length - stepCards(a).length);
    for (const s of options) {
      // Past the budget, the first way found stands (its end made greedily).
      if (best && nodes > budget) break;
      const next = afterStep(t, avail, w.seat, s);
      const sub = walk(next.table, next.hand, left, effectsAfter(e, t, s, next.table));
      if (!best || sub.value > best.value + 1e-9) best = { ...sub, steps: [s, ...sub.steps] };
    }
    if (best && nodes > budget) return best;
    const keep = walk(t, rest, [...left, c], e);
    if (!best || keep.value > best.value + 1e-9) best = keep;
    return best;
  };
  return walk(table, [...hand].sort(), [], effectsOf(table));
}
