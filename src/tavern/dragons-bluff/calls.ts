// Calling a bluff (Gameplay of the rules text): after a card goes face down under a display card,
// the other players are asked in clockwise order from the active player; the first to call makes
// the active player reveal it. A mismatch goes face up in front of the player who played it; a
// match goes face up in front of the caller. Either way it is a penalty card and leaves the display.
import type { Card, Dragon } from './deck';
import type { Reveal, State } from './state';

/** A card matches the display card it was played under when it is of the same kind (the Hydra matches none). */
export function matches(card: Card, display: Dragon): boolean {
  return card === display;
}

/** The seat asked `k`-th (k = 1 .. n-1) about a card played by `by`: clockwise from the active player. */
export function askedSeat(by: number, k: number, seats: number): number {
  return (by + k) % seats;
}

/**
 * The caller calls: the card just played (the last one under its display card) is revealed and
 * goes face up in front of whoever was wrong: the player on a mismatch, the caller on a match.
 */
export function resolveCall(s: State, caller: number): Reveal {
  const p = s.pending!;
  const { card } = s.under[p.display].pop()!;
  const matched = matches(card, s.display[p.display]);
  const loser = matched ? caller : p.by;
  s.penalties[loser].push(card);
  return { by: p.by, caller, display: p.display, card, matched };
}
