// What happens in a game of Deceptidice, as data for the faces to draw (terminal.ts tells it in
// words). A public event names only what the whole table sees; a seat's own roll and a card drawn in
// a swap are events of their own, addressed to that seat alone (`only`).
import type { GameOver } from '../frame/game';
import type { Card } from './cards';
import type { Guess } from './guesses';

export type Event =
  /** Gameplay: a new round; everyone rolls, and the Liar guesses first. */
  | { readonly type: 'round'; readonly round: number; readonly liar: number }
  /** The top cards of the seat's own dice, die by die: for that seat alone. */
  | { readonly type: 'rolled'; readonly seat: number; readonly tops: readonly Card[]; readonly only: readonly [number] }
  /** Variants (more predictable): a seat turns up the top card of one of its dice. */
  | { readonly type: 'revealed'; readonly seat: number; readonly die: number; readonly card: Card }
  | { readonly type: 'guessed'; readonly seat: number; readonly guess: Guess }
  /**
   * A challenge: every top card turned up (`tops`, seat by seat, die by die), whether the guess
   * holds, and who lost the round.
   */
  | {
      readonly type: 'challenged';
      readonly seat: number;
      readonly guesser: number;
      readonly guess: Guess;
      readonly tops: readonly (readonly Card[])[];
      readonly holds: boolean;
      readonly loser: number;
    }
  /** The loser gives up one of his dice, face up: its cards, and how many he has left. */
  | { readonly type: 'discarded'; readonly seat: number; readonly cards: readonly Card[]; readonly left: number }
  /** Variants (swap): the loser swaps nothing. */
  | { readonly type: 'kept'; readonly seat: number }
  /**
   * Variants (swap): the loser gives a top card for the draw pile's top card (`other` null: the card
   * taken is his secret, `took` null) or for another player's top card.
   */
  | { readonly type: 'swapped'; readonly seat: number; readonly gave: Card; readonly other: number | null; readonly took: Card | null }
  /** The draw pile's card the swapper took: for him alone. */
  | { readonly type: 'drew'; readonly seat: number; readonly card: Card; readonly only: readonly [number] }
  /** Objective: somebody is down to 3 cards or fewer; the scores are the cards each has left. */
  | GameOver;
