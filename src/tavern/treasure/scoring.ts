// Scoring (the text's fourth paragraph and the gods' bullets): 4 points for each card on the table,
// minus each card in hand (its rank; 9 for a god or a changing card), then the factors of the gods
// in force. One function per rule; the game, the bots and the tests all call these.
//
// Rulings (docs/rulings.md, "Treasure"):
// - The factors multiply: a card worth double twice is worth four times, double and half cancel.
//   Each card's worth is exact; a seat's total is rounded once, to the nearest point (a half up).
// - A factor on a kind of combination (runs, colours, sets) counts for the cards on the table in
//   one; a factor on a suit (wind, leaf, flame) or on fools counts for such cards wherever they are,
//   in hand too (a wind 7 in hand with the wind worth double costs 14). A card on the table counts as
//   what it was tabled as (a warrior that changed to wind is a wind card).
// - The Thief in a colour makes every card in hand worth 0, whatever other factor there is.
import type { Combo } from './combos';
import { runPart } from './combos';
import { cardInfo } from './deck';
import type { Effects } from './gods';
import { effectsOf } from './gods';

export const POINTS_PER_TABLED = 4;
/** What a god or a changing card costs in hand. */
export const COURT_PENALTY = 9;

export interface SeatScore {
  /** The seat's cards on the table, exact (halves are possible). */
  readonly table: number;
  /** The seat's cards in hand, exact (0 or less). */
  readonly hand: number;
  /** The two together, rounded to the nearest point (a half up). */
  readonly total: number;
  /** Cards on the table that score for the seat. */
  readonly tabled: number;
}

/** The factor of a suit or of fools on a card that counts as `colour` and `rank`. */
function cardFactor(colour: string | null, rank: number | null, e: Effects): number {
  let f = 1;
  if (colour === 'W') f *= e.factor.W;
  else if (colour === 'G') f *= e.factor.G;
  else if (colour === 'R') f *= e.factor.R;
  if (rank === 9) f *= e.factor.fools;
  return f;
}

/** Each card of combination `c` worth on the table now, in the order they lie. */
export function comboWorths(c: Combo, e: Effects): number[] {
  const inRun = c.kind === 'colour' ? runPart(c, e.minRun) : null;
  return c.cards.map((t, i) => {
    let f = cardFactor(t.colour, t.rank, e);
    if (c.kind === 'set') f *= e.factor.set;
    if (c.kind === 'run' || (inRun && inRun[i])) f *= e.factor.run;
    if (c.kind === 'colour') f *= e.factor.colour;
    return POINTS_PER_TABLED * f;
  });
}

/** What a card in hand is worth at the end: minus its rank (9 for a god or a changing card), by the suit's and fools' factors. */
export function handCardWorth(code: string, e: Effects): number {
  if (e.handZero) return 0;
  const c = cardInfo(code);
  const base = c.kind === 'number' ? c.rank! : COURT_PENALTY;
  // A god has no suit (its colour is the gods'), but it has a rank: the Changeling is a fool.
  return -base * cardFactor(c.kind === 'number' ? c.colour : null, c.rank, e);
}

export function handWorth(hand: readonly string[], e: Effects): number {
  let sum = 0;
  for (const c of hand) sum += handCardWorth(c, e);
  return sum;
}

/** What the cards on the table are worth to each seat, exact. */
export function tableWorths(table: readonly Combo[], seats: number, e: Effects): number[] {
  const out = Array.from({ length: seats }, () => 0);
  for (const c of table) {
    const w = comboWorths(c, e);
    c.cards.forEach((t, i) => (out[t.by] += w[i]));
  }
  return out;
}

/** Every seat's score if the hand ended now. */
export function scoreSeats(table: readonly Combo[], hands: readonly (readonly string[])[], e: Effects = effectsOf(table)): SeatScore[] {
  const worth = tableWorths(table, hands.length, e);
  return hands.map((hand, seat) => {
    const h = handWorth(hand, e);
    const tabled = table.reduce((n, c) => n + c.cards.filter((t) => t.by === seat).length, 0);
    return { table: worth[seat], hand: h, total: roundScore(worth[seat] + h), tabled };
  });
}

/** Ruling: to the nearest whole point, a half up (-3.5 is -3, 2.5 is 3). */
export function roundScore(x: number): number {
  return Math.round(x);
}


/** A number as a person reads it: 12, 7.5, -3.25. */
export function points(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 100) / 100);
}
