// What a tavern page is sent (serve/tavern/table.ts builds it, and its URL answers it as JSON). Plain
// data, no DOM, so that the server builds its views with these same types (`import type`: the pages
// are compiled for the browser on their own and cannot import the server's code). The games' views
// are written again below as the pages read them; test/serve/wire.test.ts holds that the server's
// are these.
import type { Question } from '../common/wire.js';

/** How a card looks on a page (serve/tavern/card-looks.ts makes them from the game's own deck). */
export interface CardLook {
  /** The card as a person reads it: "red 3", "the Lady". */
  readonly name: string;
  /** Large on the card: "3", "Red". */
  readonly mark: string;
  /** Small under the mark: "warrior", "dragon"; empty for none. */
  readonly sub: string;
  /** A colour of the pages' palette (pages/law.css, `.c-NAME`): lower-case letters. */
  readonly colour: string;
  /** Where the card goes in a sorted hand, as the game sorts one. */
  readonly order: number;
}

/** Who sits in a seat, as the pages say it. */
export interface SeatLine {
  readonly name: string;
  /** "person", or a bot's level: "easy bot". */
  readonly player: string;
  /** A person's: is a page of his connected now? */
  readonly online?: boolean;
}

/** One event told: its index in the game's events, its type (events.ts), its words, and whether it was for this seat alone. */
export interface LogEntry {
  readonly n: number;
  readonly type: string;
  readonly lines: readonly string[];
  readonly own: boolean;
}

/** A tavern page's view (TV or seat): what the page draws, and what its URL answers as JSON. */
export interface TavernPage {
  readonly page: 'tavern-tv' | 'tavern-seat';
  readonly game: { readonly id: string; readonly title: string };
  readonly seats: readonly SeatLine[];
  /** The seat this page is for; null on the TV. */
  readonly you: number | null;
  /** The seat to act; null once the game is over. */
  readonly turn: number | null;
  /** Whose turn it is, in words for this page: "Your turn", "Ben's turn", "Tobin (a bot) is thinking". */
  readonly status: string;
  /** The game's own view: the seat's (view.ts `view`) or, on the TV, the table's (`tableView`). */
  readonly view: unknown;
  /** How each card of the game looks, by code. */
  readonly cards: Readonly<Record<string, CardLook>>;
  /** Names of the other things the view names by id (a creature of Legends and Lies). */
  readonly names: Readonly<Record<string, string>>;
  /** What happened that this page may see, the newest last (at most serve/tavern/views.ts's LOG_MOST entries). */
  readonly log: readonly LogEntry[];
  /** A seat's: the index of the first event of its last move (what happened since is marked); null before its first move and on the TV. */
  readonly since: number | null;
  /** What the game said to this seat outside its events while asking (rare). */
  readonly notes: readonly string[];
  readonly question: Question | null;
  readonly over: { readonly line: string; readonly scores: readonly number[]; readonly places: readonly number[] } | null;
}

// The games' views as the pages read them: the table's parts every page draws, and (in a seat's view
// only) its own cards.

export interface DeceptidiceView {
  readonly round: number;
  readonly liar: number;
  readonly drawSize: number;
  readonly seats: readonly {
    readonly name: string;
    readonly cards: number;
    readonly dice: readonly { readonly size: number; readonly top: string | null; readonly revealed: boolean }[];
    readonly known: readonly string[];
    readonly discards: readonly (readonly string[])[];
  }[];
  readonly mySecret?: readonly string[];
}

export interface DragonsBluffView {
  readonly rounds: number;
  readonly round: number;
  readonly display: readonly string[];
  readonly under: readonly (readonly { readonly by: number; readonly card: string | null }[])[];
  readonly handSizes: readonly number[];
  readonly downCounts: readonly number[];
  readonly penalties: readonly (readonly string[])[];
  readonly totals: readonly number[];
  readonly pending: { readonly by: number; readonly display: number } | null;
  readonly identity?: string;
  readonly hand?: readonly string[];
  readonly myDown?: readonly string[];
}

export interface TreasureView {
  readonly rounds: number;
  readonly round: number;
  readonly handSizes: readonly number[];
  readonly drawSize: number;
  readonly discard: readonly string[];
  readonly table: readonly { readonly cards: readonly { readonly code: string; readonly by: number }[] }[];
  readonly totals: readonly number[];
  readonly tablePoints: readonly number[];
  readonly known: readonly (readonly string[])[];
  readonly hand?: readonly string[];
  readonly ifEnded?: { readonly total: number };
}

export interface LegendsView {
  readonly handNo: number;
  readonly handSizes: readonly number[];
  readonly unknownSize: number;
  readonly tabloids: readonly string[];
  readonly melds: readonly (readonly { readonly creature: string; readonly cards: readonly string[] }[])[];
  readonly front: readonly (readonly string[])[];
  readonly standing: readonly number[];
  readonly target: number;
  readonly teams: boolean;
  readonly hand?: readonly string[];
  readonly look?: readonly string[];
}
