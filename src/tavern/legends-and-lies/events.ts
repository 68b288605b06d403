// What happens in a game of Legends and Lies, as data for the faces to draw (terminal.ts tells it in
// words). A public event names only what the whole table sees; a seat's hand, the cards it draws,
// passes, receives or sees with ESP are events addressed to it alone (`only`).
import type { GameOver } from '../frame/game';
import type { Creature } from './deck';
import type { HandRecord } from './scoring';

type Private = { readonly seat: number; readonly only: readonly [number] };

export type Event =
  /** A hand dealt: its number, the dealer, the cards each, the Tabloids' first card. */
  | { readonly type: 'deal'; readonly hand: number; readonly extra: boolean; readonly dealer: number; readonly each: number; readonly tabloid: string }
  /** The seat's hand as dealt: for that seat alone. */
  | ({ readonly type: 'dealt'; readonly cards: readonly string[] } & Private)
  /** Four Player Partners Game, Setup: each chooses a card for his partner. */
  | { readonly type: 'partners' }
  | { readonly type: 'begins'; readonly seat: number }
  /** Partners, after the deal: the seat has chosen a card for `partner`. */
  | { readonly type: 'chose'; readonly seat: number; readonly partner: number }
  /** The card the seat passes its partner (after the deal, or instead of drawing): for it alone. */
  | ({ readonly type: 'passing'; readonly card: string } & Private)
  /** Partners, after the deal: the card the seat's partner passed it, once all have chosen. */
  | ({ readonly type: 'passedYou'; readonly from: number; readonly card: string } & Private)
  /** Drawing: the seat's draw from the Unknown. */
  | { readonly type: 'draw'; readonly seat: number }
  /** Cards drawn from the Unknown by an anomaly (Cattle Mutilation, Crop Circles). */
  | { readonly type: 'drawCards'; readonly seat: number; readonly count: number }
  /** The cards the seat drew: for it alone. */
  | ({ readonly type: 'drew'; readonly cards: readonly string[] } & Private)
  /** Drawing: the Tabloids' top card taken instead. */
  | { readonly type: 'take'; readonly seat: number; readonly card: string }
  /** Partners: a card passed face down to the partner instead of drawing. */
  | { readonly type: 'swap'; readonly seat: number; readonly partner: number }
  /** Partners: the partner passes one back to `player`. */
  | { readonly type: 'swapBack'; readonly seat: number; readonly player: number }
  /** The card the seat passed back and the one it received: for it alone. */
  | ({ readonly type: 'swappedBack'; readonly gave: string; readonly got: string } & Private)
  /** The card the player received back: for him alone. */
  | ({ readonly type: 'received'; readonly card: string } & Private)
  | { readonly type: 'meld'; readonly seat: number; readonly creature: Creature; readonly cards: readonly string[] }
  /** A card added to the seat's expedition of `creature`, which now holds `size` cards. */
  | { readonly type: 'add'; readonly seat: number; readonly creature: Creature; readonly card: string; readonly size: number }
  /** An anomaly card played by itself. */
  | { readonly type: 'anomaly'; readonly seat: number; readonly card: string }
  /** Hoax!: `gone` left `target`'s expedition for the Tabloids (the card, then wilds left unattached). */
  | { readonly type: 'hoax'; readonly seat: number; readonly target: number; readonly creature: Creature; readonly gone: readonly string[] }
  /** Tabloid Blast: `moved` cards of the Tabloids shuffled into the Unknown, which now holds `unknown`. */
  | { readonly type: 'blast'; readonly moved: number; readonly unknown: number }
  /** ESP: the Unknown's top cards the seat looks at: for it alone. */
  | ({ readonly type: 'see'; readonly cards: readonly string[] } & Private)
  /** ESP: one kept, `back` cards put back on top of the Unknown. */
  | { readonly type: 'keep'; readonly seat: number; readonly back: number }
  /** ESP: the card kept and the Unknown's top as put back: for the seat alone. */
  | ({ readonly type: 'kept'; readonly card: string; readonly top: readonly string[] } & Private)
  /** Crop Circles: a card taken out of the Tabloids. */
  | { readonly type: 'cropTake'; readonly seat: number; readonly card: string }
  | { readonly type: 'fish'; readonly seat: number; readonly card: string }
  /** Fish Falls is over; the seat has `left` cards. */
  | { readonly type: 'fishEnd'; readonly seat: number; readonly left: number }
  /** Resurrection: an expedition card raised from the Tabloids, then a card discarded. */
  | { readonly type: 'raise'; readonly seat: number; readonly card: string }
  | { readonly type: 'raiseDiscard'; readonly seat: number; readonly card: string }
  /** Discarding, or (`final`) a final discard at the end of a hand. */
  | { readonly type: 'discard'; readonly seat: number; readonly card: string; readonly final: boolean }
  /** Drawing: the Unknown made again from the Tabloids, now `unknown` cards. */
  | { readonly type: 'reshuffle'; readonly unknown: number }
  /** The Unknown ran out a second time, or (ruling) the hand reached `turns` turns: final discards, `first` first. */
  | { readonly type: 'ranOut'; readonly first: number }
  | { readonly type: 'tooLong'; readonly turns: number; readonly first: number }
  /** Going out: the others make a final discard. */
  | { readonly type: 'out'; readonly seat: number }
  /** Scoring of the hand; each seat's total now, and the teams' standing with partners (else null). */
  | { readonly type: 'scored'; readonly record: HandRecord; readonly totals: readonly number[]; readonly teams: readonly number[] | null }
  /** Winning the Game: a tie at the top, one more hand. */
  | { readonly type: 'extraHand'; readonly teams: boolean }
  /** The end: the scores that win (with partners, each seat its team's). */
  | (GameOver & { readonly teams: boolean });
