// What the server serves: a table of seats, each with its own link. The server knows no game: a
// seat gives it a view (plain JSON, what its page draws), tells it when anything changed, and takes
// an answer only if it is one the seat may give now. The tavern implements it (tavern/table.ts); the
// GM's table implements the same to put its players' stream on phones.
import type { Question } from './question';

/**
 * Which page draws a seat's view: the script and style it is served with (pages/). A new kind of
 * page (the GM's players' and TV pages) is a new name here and its folder under pages/.
 */
export type PageKind = 'tavern-tv' | 'tavern-seat' | 'gm-tv' | 'gm-player';

/** An answer refused, as data: the HTTP status it is sent with and a line saying why. */
export interface Refusal {
  readonly status: 400 | 404 | 409 | 422;
  readonly error: string;
}

export interface ServedSeat {
  /** Who the link is for, as printed beside it: "TV", or the person's name. */
  readonly name: string;
  /** The page that draws this seat's view. */
  readonly page: PageKind;
  /**
   * The seat's view now, as plain JSON: what its page draws and what its URL answers to
   * `Accept: application/json`. Built from views made for this seat alone, so nothing hidden from
   * it can be in it.
   */
  view(): SeatView;
  /**
   * Takes an answer to the seat's question (the body a page posted, untrusted): null when it was
   * taken, else why not. An answer is taken once: a second one to the same question is refused.
   */
  answer(body: unknown): Refusal | null;
  /** How many pages of this seat are connected now (the server tells; a table may show it). */
  connected?(pages: number): void;
}

/** What every seat's view carries, whatever its page: the page draws the rest. */
export interface SeatView {
  readonly page: PageKind;
  /** The question this seat is asked now, if any: the page shows it and posts the answer. */
  readonly question?: Question | null;
}

export interface ServedTable {
  /** Shown in the pages' title: "Deceptidice". */
  readonly title: string;
  /** Every link's seat: the TV's and each person's. */
  readonly seats: readonly ServedSeat[];
  /** Calls `listener` after anything changed; returns a function that stops calling it. */
  onChange(listener: () => void): () => void;
}
