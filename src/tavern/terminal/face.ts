// The tavern at a terminal: what a game's face must give the screen. A game's rules return events as
// data and build views for seats (frame/game.ts); its terminal face (the game's `terminal.ts`) turns
// them into the words a person reads, the menu lines and small questions he answers through the Io,
// and the table as text within 80 columns. A web page is another face of the same events and views.
//
// Shared names stay with the data they name (a card's name in its deck, a guess as it is said in
// guesses.ts, a god's effect in gods.ts), so that every face names things alike; the sentences about
// what happened, the menus and the screens are the face's.
import type { Io, ScreenSize } from '../../io/io';
import type { Style } from '../../io/style';
import { listed } from '../../render/words';
import type { GameId, GameOver, TavernEvent } from '../frame/game';
import { gameOver, seenBy } from '../frame/game';
import type { Match } from '../frame/match';
import { gameId } from '../registry';

export interface TerminalFace<A, V, E extends TavernEvent> {
  /**
   * An event in words: the lines a person reads, each said on its own (one may hold a folded line);
   * none for an event the screen does not tell. `names` are the seats' names, in seat order.
   */
  tell(event: E, names: readonly string[]): string[];
  /** How the game ended, on one line (the game's `over` event): for `--json` and adventures. */
  ending(over: Extract<E, { readonly type: 'over' }>, names: readonly string[]): string;
  /** An action as a menu line for the seat to act. */
  describe(action: A, view: V): string;
  /**
   * Asks a person for an action, in as many small questions as the game needs ("challenge or
   * guess?", "how many cards?"); absent, the legal actions are offered as one list.
   */
  ask?(view: V, legal: readonly A[], io: Io, name: string): Promise<A>;
  /**
   * Rows the seat's next question takes under the table at most (a menu's page, its help line);
   * absent, people.ts's QUESTION_ROWS.
   */
  questionRows?(view: V): number;
  /**
   * The seat's view as a person reads it: the table, his own hand and what he knows. Given `room`
   * (a terminal's rows and columns left for it above a question), a layout that fits it: the full one
   * where it fits, else a compact one (issue 29: the table, the hand and the question on one screen).
   */
  show(view: V, style: Style, room?: ScreenSize): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFace = TerminalFace<any, any, any>;

/* eslint-disable @typescript-eslint/no-require-imports */
const FACES: Readonly<Record<GameId, () => AnyFace>> = {
  deceptidice: () => (require('../deceptidice/terminal') as typeof import('../deceptidice/terminal')).TERMINAL,
  'dragons-bluff': () => (require('../dragons-bluff/terminal') as typeof import('../dragons-bluff/terminal')).TERMINAL,
  'legends-and-lies': () => (require('../legends-and-lies/terminal') as typeof import('../legends-and-lies/terminal')).TERMINAL,
  treasure: () => (require('../treasure/terminal') as typeof import('../treasure/terminal')).TERMINAL,
};
/* eslint-enable @typescript-eslint/no-require-imports */

/** The terminal face of a game, loaded only when the game is played at a screen. */
export function loadFace(id: string): AnyFace {
  return FACES[gameId(id)]();
}

/** The lines of `events` in words, in order; with `seat`, only the events that seat may see. */
export function told(face: AnyFace, events: readonly TavernEvent[], names: readonly string[], seat?: number): string[] {
  return events.flatMap((e) => (seat === undefined || seenBy(e, seat) ? face.tell(e, names) : []));
}

/**
 * "Ana wins with 12 VP (Ana 12, Ben -5)", or "Ana and Ben share the win with 12 VP (...)": the
 * highest score wins and equal ones share it (frame/places.ts), `unit` after the winning score.
 */
export function winnersLine(over: GameOver, names: readonly string[], unit: string): string {
  const best = names.filter((_, i) => over.places[i] === 1);
  const top = over.scores[over.places.indexOf(1)];
  const all = names.map((n, i) => `${n} ${over.scores[i]}`).join(', ');
  return best.length === 1 ? `${best[0]} wins with ${top} ${unit} (${all}).` : `${listed(best)} share the win with ${top} ${unit} (${all}).`;
}

/** How a finished match ended, on one line, the seats called `names`; null while it goes on. */
export function endingOf(face: AnyFace, m: Match, names: readonly string[] = m.options.names): string | null {
  const over = gameOver(m.events);
  return over ? face.ending(over, names) : null;
}

/**
 * The table a face shows: its full layout while it fits the room, else its compact one, so that the
 * table, the hand and the question stand on one screen (issue 29: never the scrollback).
 */
export function fittedTable(full: string, room: ScreenSize | undefined, compact: (room: ScreenSize) => string): string {
  return !room || full.split('\n').length <= room.rows ? full : compact(room);
}
