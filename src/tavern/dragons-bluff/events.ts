// What happens in a game of Dragon's Bluff, as data for the faces to draw (terminal.ts tells it in
// words). A public event names only what the whole table sees (who laid a card and where, never the
// card); a seat's identity, hand and the face of the card it laid are events addressed to it alone.
import type { GameOver } from '../frame/game';
import type { Card, Dragon } from './deck';
import type { ScoreParts } from './scoring';

export type Event =
  /** Setup: a round dealt, its display laid out, and the seat that begins. */
  | { readonly type: 'round'; readonly round: number; readonly display: readonly Dragon[]; readonly first: number }
  /** The seat's identity and hand: for that seat alone. */
  | { readonly type: 'dealt'; readonly seat: number; readonly identity: Card; readonly hand: readonly Card[]; readonly only: readonly [number] }
  /** A card face down under display card `display` (the `dragon` shown there). */
  | { readonly type: 'under'; readonly seat: number; readonly display: number; readonly dragon: Dragon }
  /** A card face down in front of the seat (1 VP off at the end). */
  | { readonly type: 'down'; readonly seat: number }
  /** The face of the card the seat just laid: for that seat alone. */
  | { readonly type: 'laid'; readonly seat: number; readonly card: Card; readonly only: readonly [number] }
  /** A seat asked lets the card lie. */
  | { readonly type: 'pass'; readonly seat: number }
  /** Everyone asked has let the card lie. */
  | { readonly type: 'uncalled'; readonly by: number; readonly display: number }
  /** A called bluff: the card shown, and whether it matched its display card (`dragon`). */
  | { readonly type: 'called'; readonly caller: number; readonly by: number; readonly display: number; readonly dragon: Dragon; readonly card: Card; readonly matched: boolean }
  /** The Hydra reveals itself and ends the round. */
  | { readonly type: 'hydra'; readonly seat: number }
  /**
   * Game End: the identities shown, every card laid face down turned up (under each display card, by
   * whom; in front of each seat), and the round scored, part by part.
   */
  | {
      readonly type: 'scored';
      readonly round: number;
      readonly rounds: number;
      readonly identities: readonly Card[];
      readonly display: readonly Dragon[];
      readonly under: readonly (readonly { readonly by: number; readonly card: Card }[])[];
      readonly down: readonly (readonly Card[])[];
      readonly scores: readonly ScoreParts[];
    }
  /** The game is over: the totals of all rounds. */
  | GameOver;
