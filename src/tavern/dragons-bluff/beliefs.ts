// What a bot believes about the cards it cannot see, from its view alone:
// - whose identity is which display card: players lay more cards under their own display card than
//   under others, so each card a seat lays under a display card leans its identity there (LEAN);
// - how honest each seat is (reading the table): the reveals of its own cards this round, matched or
//   not, split by whether the display card was (believed) its own, and pulled towards what the bot
//   expects of anyone before a seat has shown anything (a prior worth a few reveals); and how much
//   more often its called cards matched than the table's do, which lifts the belief in its next card;
// - how the table reads the bot's own plays: the same lean, from what everyone sees of its plays,
//   which is how likely the others are to call a card it lays.
import type { Card } from './deck';
import { HYDRA, KINDS } from './deck';
import type { IdentityGuess, View } from './view';
import { identityGuesses, unseenCounts } from './view';

/** How much likelier a seat's identity becomes with each card it has laid under that display card. */
export const LEAN = 1.8;

/** Cards `seat` has laid under display card `d` this round (still there, or called and revealed). */
export function laidUnder(v: View, seat: number, d: number): number {
  return v.under[d].filter((c) => c.by === seat).length + v.reveals.filter((r) => r.by === seat && r.display === d).length;
}

/** The weights of the identity guesses, leaning towards the display cards a seat plays under. */
export function beliefGuesses(v: View, lean = LEAN): IdentityGuess[] {
  const laid = v.names.map((_, j) => v.display.map((_, d) => laidUnder(v, j, d)));
  return identityGuesses(v, (seat, id) => {
    if (id === HYDRA) return 1;
    return lean ** laid[seat][v.display.indexOf(id)];
  });
}

/** For each seat, the chance of each identity (the own seat: its own, for certain). */
export function identityChances(v: View, guesses: readonly IdentityGuess[] = beliefGuesses(v)): Map<Card, number>[] {
  const total = guesses.reduce((s, g) => s + g.weight, 0);
  const out = v.names.map(() => new Map<Card, number>(KINDS.map((k) => [k, 0])));
  for (const g of guesses) g.identities.forEach((id, j) => out[j].set(id, out[j].get(id)! + g.weight / total));
  return out;
}

/** How often a seat's cards under a display card are what it says: under its own display card, and under another. */
export interface Honesty {
  readonly own: number;
  readonly other: number;
  /**
   * What its called cards this round have shown of it beyond what the table's show, in log-odds
   * that its next card matches: up with each called card that matched, never below nothing. Its
   * bluffs already lower `own` and `other`; counted here too, normal called the easies' cards too
   * readily after one (they bluff no more after being caught) and won 4 points fewer games among them.
   */
  readonly shown: number;
}

/** What a bot expects of a seat that has shown nothing yet, and how many reveals that expectation weighs. */
export interface HonestyPrior {
  readonly own: number;
  readonly other: number;
  readonly weight: number;
  /** The share of called cards that match at the table (the cards a seat is called on are the ones that looked doubtful). */
  readonly called: number;
  /** How many called cards that share weighs against a seat's own. */
  readonly calledWeight: number;
}

/**
 * Each seat's honesty as its reveals this round show it: a reveal under display card d counts
 * towards "own" as much as the bot believes d is that seat's, towards "other" for the rest, on top
 * of the prior. A seat that always bluffs is soon believed to, and one that never does.
 */
export function honestyOf(v: View, chances: readonly Map<Card, number>[], prior: HonestyPrior): Honesty[] {
  return v.names.map((_, j) => {
    let ownSeen = prior.weight;
    let ownTrue = prior.own * prior.weight;
    let otherSeen = prior.weight;
    let otherTrue = prior.other * prior.weight;
    let called = 0;
    let matched = 0;
    for (const r of v.reveals) {
      if (r.by !== j) continue;
      const own = chances[j].get(v.display[r.display]) ?? 0;
      ownSeen += own;
      otherSeen += 1 - own;
      called++;
      if (r.matched) {
        matched++;
        ownTrue += own;
        otherTrue += 1 - own;
      }
    }
    // Its called cards' share that matched, pulled towards the table's, as log-odds above the table's.
    const calledRate = (matched + prior.called * prior.calledWeight) / (called + prior.calledWeight);
    const shown = Math.max(0, logit(calledRate) - logit(prior.called));
    return { own: ownTrue / ownSeen, other: otherTrue / otherSeen, shown };
  });
}

/** A chance as log-odds, kept off 0 and 1 (the readings of the table add and weigh in log-odds). */
export function logit(p: number): number {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
}

/** Log-odds back to a chance. */
export function logistic(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** The chance that `by` held a card of `kind` among the cards it had when it laid one (what it could not see is dealt at random). */
export function heldChance(v: View, by: number, kind: Card): number {
  const u = unseenCounts(v);
  const seen = u.get(kind)!;
  let total = 0;
  for (const c of u.values()) total += c;
  const held = v.handSizes[by] + 1;
  let none = 1;
  for (let i = 0; i < held; i++) none *= Math.max(0, total - seen - i) / Math.max(1, total - i);
  return 1 - none;
}

/**
 * The chance that the card `by` has just laid under display card `d` matches it. What the cards
 * make likely first: as often as the seat's honesty there says, and never more often than it held
 * one. That it chose this display card is itself a sign it held one: `choice` is how much less
 * likely a seat that held none would have laid there than one that held one (1: no sign; the
 * bots' tables measured about 0.4). Then, in odds, what the seat has shown of itself this round
 * (`Honesty.shown`): a seat whose called cards kept matching is believed even where holding one
 * looked unlikely (one caught bluffing is believed less through its honesty, `rate`).
 */
export function matchChance(v: View, by: number, d: number, chances: readonly Map<Card, number>[], honesty: readonly Honesty[], choice = 1): number {
  const kind = v.display[d];
  const own = chances[by].get(kind) ?? 0;
  const rate = own * honesty[by].own + (1 - own) * honesty[by].other;
  const held = heldChance(v, by, kind);
  const cards = Math.min(held / (held + (1 - held) * choice), rate);
  return logistic(logit(cards) + honesty[by].shown);
}

/**
 * How the table reads a seat from its plays alone (its own cards aside): for each display card the
 * chance it is the seat's identity, the Hydra taking what is left. `extra` adds one card laid under
 * a display card, to ask how a play would look.
 */
export function publicIdentity(v: View, seat: number, extra: number | null = null, lean = LEAN): number[] {
  const w = v.display.map((_, d) => lean ** (laidUnder(v, seat, d) + (d === extra ? 1 : 0)));
  // The Hydra is one card among the identities: it weighs as a display card nobody has laid under.
  const total = w.reduce((a, b) => a + b, 0) + 1;
  return w.map((x) => x / total);
}
