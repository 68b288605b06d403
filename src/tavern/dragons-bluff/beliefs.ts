// What a bot believes about the cards it cannot see, from its view alone: whose identity is which
// display card (players lay cards under their own display card more than under others), and how
// likely a card just played under a display card is a match. The normal bot decides on these
// numbers; the hard bot deals its searches' hidden cards by them.
import type { Rng } from '../../dice/rng';
import type { Card } from './deck';
import { HYDRA, KINDS } from './deck';
import type { State } from './state';
import type { IdentityGuess, View } from './view';
import { determinize, identityGuesses, unseenCounts } from './view';

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

/** The chance that the card `by` has just laid under display card `d` matches it. */
export function matchChance(v: View, by: number, d: number, chances: Map<Card, number>[]): number {
  const kind = v.display[d];
  const u = unseenCounts(v);
  const seen = u.get(kind)!;
  let total = 0;
  for (const c of u.values()) total += c;
  // The chance that the player held at least one of the kind among the cards it had.
  const held = v.handSizes[by] + 1;
  let none = 1;
  for (let i = 0; i < held; i++) none *= Math.max(0, total - seen - i) / Math.max(1, total - i);
  // A player who holds a match plays it under its own display card nearly always, elsewhere less.
  const honesty = 0.6 + 0.35 * (chances[by].get(kind) ?? 0);
  return (1 - none) * honesty;
}

/** The chance the card waiting for calls matches, from the cards and from how often this round's reveals matched. */
export function pendingMatchChance(v: View, chances: Map<Card, number>[]): number {
  const { by, display } = v.pending!;
  const matched = v.reveals.filter((x) => x.matched).length;
  return (matched + 3 * matchChance(v, by, display, chances)) / (v.reveals.length + 3);
}

/**
 * A full state for a search, dealt by the bot's beliefs: identities by `guesses`, and the card
 * waiting for calls made a match with the chance `pending` says (swapped with a hidden card).
 */
export function beliefDeterminize(v: View, rng: Rng, guesses: readonly IdentityGuess[], pendingMatch: number | null): State {
  const s = determinize(v, rng, guesses);
  if (s.pending && pendingMatch !== null && s.pending.by !== v.seat) {
    const col = s.under[s.pending.display];
    const top = col[col.length - 1];
    const kind = s.display[s.pending.display];
    const want = rng.next() < pendingMatch;
    if ((top.card === kind) !== want) {
      // A hidden card to swap with: in another seat's hand, face down in front of it, or in the rest.
      const spots: { list: Card[]; i: number }[] = [];
      const consider = (list: Card[]) => list.forEach((c, i) => (c === kind) === want && spots.push({ list, i }));
      s.hands.forEach((h, j) => j !== v.seat && consider(h));
      s.down.forEach((h, j) => j !== v.seat && consider(h));
      consider(s.rest);
      if (spots.length > 0) {
        const spot = spots[Math.floor(rng.next() * spots.length)];
        const card = spot.list[spot.i];
        spot.list[spot.i] = top.card;
        col[col.length - 1] = { by: top.by, card };
      }
    }
  }
  return s;
}
