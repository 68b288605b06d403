// What happens in a game of Treasure, as data for the faces to draw (terminal.ts tells it in words).
// A public event names only what the whole table sees; a seat's hand and the cards it draws are
// events addressed to it alone (`only`). A combination is given as it lay then (a copy).
import type { GameOver } from '../frame/game';
import type { Combo } from './combos';
import type { God } from './deck';
import type { EffectId } from './gods';
import type { SeatScore } from './scoring';
import type { EndReason } from './state';

type Private = { readonly seat: number; readonly only: readonly [number] };

export type Event =
  /** Loot's deal: hand `round` of `rounds`, the card that starts the discard pile, who begins. */
  | { readonly type: 'deal'; readonly round: number; readonly rounds: number; readonly discard: string; readonly first: number }
  /** The seat's hand as dealt: for that seat alone. */
  | ({ readonly type: 'dealt'; readonly cards: readonly string[] } & Private)
  /** A draw from the draw pile, which has `left` cards after it. */
  | { readonly type: 'draw'; readonly seat: number; readonly left: number }
  /** The card the seat drew: for it alone. */
  | ({ readonly type: 'drew'; readonly card: string } & Private)
  /** The top discard taken, or (`all`) the whole discard pile, bottom first: seen by all. */
  | { readonly type: 'take'; readonly seat: number; readonly cards: readonly string[]; readonly all: boolean }
  /** A new combination, the `index`-th on the table. */
  | { readonly type: 'table'; readonly seat: number; readonly index: number; readonly combo: Combo }
  /** A card added to combination `index`: as it was before, and after. */
  | { readonly type: 'add'; readonly seat: number; readonly card: string; readonly index: number; readonly before: Combo; readonly after: Combo }
  | { readonly type: 'discard'; readonly seat: number; readonly card: string }
  /** Loot: the draw pile made again from the discards, now `size` cards. */
  | { readonly type: 'rebuild'; readonly size: number }
  /** The Builder in a set: everyone draws three cards. */
  | { readonly type: 'builder' }
  /** How many cards the seat drew for the Builder. */
  | { readonly type: 'draws'; readonly seat: number; readonly count: number }
  /** The cards it drew for the Builder: for it alone. */
  | ({ readonly type: 'drewCards'; readonly cards: readonly string[] } & Private)
  /** A god's effects stop (it is cancelled), or come back (its canceller is cancelled). */
  | { readonly type: 'cancelled'; readonly god: God }
  | { readonly type: 'restored'; readonly god: God }
  /** A god's effect now in force. */
  | { readonly type: 'inForce'; readonly effect: EffectId }
  /**
   * The hand is over (someone went `out`, the draw pile is `stuck`, or the turn `limit` after
   * `turnsEach` turns each): every hand shown, and each seat's score.
   */
  | {
      readonly type: 'scored';
      readonly reason: EndReason;
      readonly out: number | null;
      readonly turnsEach: number;
      readonly round: number;
      readonly rounds: number;
      readonly hands: readonly (readonly string[])[];
      readonly scores: readonly SeatScore[];
    }
  /** The game is over: the totals of all the hands (`rounds` of them). */
  | (GameOver & { readonly rounds: number });
