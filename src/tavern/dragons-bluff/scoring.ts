// Scoring of a round (Game End of the rules text), the Hydra's right to end a round early, and the
// places. One function per rule; the game, the bots' searches and the tests all call these.
import { HYDRA } from './deck';
import type { State } from './state';

/** A seat's score of one round, by its parts, so a total can be checked against them. */
export interface ScoreParts {
  /** 3 VP per card face down under the display card of the seat's identity, matching or not. */
  readonly display: number;
  /** The Hydra: 10 VP for an early end, else 1 VP per face-up card in front of all others. */
  readonly hydra: number;
  /** -2 VP per face-up penalty card in front of the seat. */
  readonly faceUp: number;
  /** -1 VP per face-down card in front of the seat. */
  readonly faceDown: number;
  readonly total: number;
}

export const VP_PER_DISPLAY_CARD = 3;
export const HYDRA_EARLY_END_VP = 10;
export const VP_PER_FACE_UP = -2;
export const VP_PER_FACE_DOWN = -1;
/** "3 or more face up penalty cards" before the Hydra may reveal. */
export const HYDRA_LEAST_FACE_UP = 3;

type Board = Pick<State, 'display' | 'identities' | 'under' | 'down' | 'penalties' | 'hydraEnd'>;

/** Game End: "Each card under your objective card in the display is worth 3VPs (they do not have to match)". */
export function displayPoints(b: Board, seat: number): number {
  const id = b.identities[seat];
  if (id === HYDRA) return 0;
  const at = b.display.indexOf(id);
  return at < 0 ? 0 : VP_PER_DISPLAY_CARD * b.under[at].length;
}

/** Game End: the Hydra scores 10 VP if it ended the game early, else 1 VP per face-up card in front of all other players. */
export function hydraPoints(b: Board, seat: number): number {
  if (b.identities[seat] !== HYDRA) return 0;
  if (b.hydraEnd === seat) return HYDRA_EARLY_END_VP;
  return b.penalties.reduce((sum, p, j) => (j === seat ? sum : sum + p.length), 0);
}

/** `count` cards at `each` VP (no cards: 0, not -0). */
const per = (count: number, each: number): number => (count === 0 ? 0 : count * each);

export function scoreSeat(b: Board, seat: number): ScoreParts {
  const display = displayPoints(b, seat);
  const hydra = hydraPoints(b, seat);
  const faceUp = per(b.penalties[seat].length, VP_PER_FACE_UP);
  const faceDown = per(b.down[seat].length, VP_PER_FACE_DOWN);
  return { display, hydra, faceUp, faceDown, total: display + hydra + faceUp + faceDown };
}

export function scoreRound(b: Board): ScoreParts[] {
  return b.identities.map((_, seat) => scoreSeat(b, seat));
}

/** Cards in front of a seat, face up and face down: the Hydra's "penalty cards (Total: face up and face down)". */
export function cardsInFront(b: Pick<State, 'down' | 'penalties'>, seat: number): number {
  return b.down[seat].length + b.penalties[seat].length;
}

/**
 * Ruling: a seat "has the most" penalty cards unless another seat has strictly more (face up and
 * face down together); a tie at the top is still the most.
 */
export function hasMostInFront(b: Pick<State, 'down' | 'penalties'>, seat: number): boolean {
  const mine = cardsInFront(b, seat);
  return b.down.every((_, j) => j === seat || cardsInFront(b, j) <= mine);
}

/**
 * Gameplay: the Hydra may reveal and end the game when it holds the Hydra identity, has 3 or more
 * face-up penalty cards and does not have the most penalty cards. (When: ruled in the state machine,
 * at the start of its own turn, instead of playing a card.)
 */
export function mayRevealHydra(b: Board, seat: number): boolean {
  return b.identities[seat] === HYDRA && b.penalties[seat].length >= HYDRA_LEAST_FACE_UP && !hasMostInFront(b, seat);
}
