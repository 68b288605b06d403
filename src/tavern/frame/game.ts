// The frame every tavern card game stands on: a game is a pure, seeded state machine. Its state is
// plain JSON (the shuffles it still has to make come from an Rng state kept inside it), so a game is
// a function of its options, its seed and the actions taken, and can be logged, replayed and resumed.
//
// Nobody peeks: a bot, a person's prompt and a screen are given a View built for one seat by
// `view(state, seat)`, never the state. The View type of a game holds only what that seat may know
// (its own cards, what is face up, what has been said and revealed). A bot that searches builds full
// states to search from the View alone (`determinize`), so what it cannot see, it can only guess.
import type { Rng } from '../../dice/rng';
import type { Io } from '../../io/io';
import type { Style } from '../../io/style';

/** The tavern's games, by the id the command line and adventures use. */
export const GAME_IDS = ['deceptidice', 'dragons-bluff', 'legends-and-lies', 'treasure'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** How well a bot plays. */
export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export interface GameOptions {
  /** Seat names, in seat order (clockwise); their number is the number of players. */
  readonly names: readonly string[];
  /** Ids of the variants in play (each game lists its own). */
  readonly variants: readonly string[];
  /**
   * A stacked deck: card codes, top first. The listed cards lie on top in this order and the rest of
   * the deck, shuffled, beneath them. Absent: the whole deck is shuffled.
   */
  readonly deck?: readonly string[];
}

/** Something that happened, as a line a person can read. */
export interface TavernEvent {
  readonly text: string;
  /** Seats that may see it; absent: everyone. A private event (a card drawn) names its seat. */
  readonly only?: readonly number[];
}

export interface TavernResult {
  /** Each seat's final score, in seat order. */
  readonly scores: readonly number[];
  /** Each seat's place, 1 the best; seats that tie share a place. */
  readonly places: readonly number[];
  /** The game's own words for how it ended ("Ana has 3 cards left"). */
  readonly summary: string;
}

export interface VariantInfo {
  readonly id: string;
  /**
   * What the variant changes, in the project's words: the one place it is told (rules-page.ts
   * prints it after the rules, folded to 80 columns). One paragraph, unwrapped; a "\n" starts a line
   * of its own (a list), which may be indented.
   */
  readonly summary: string;
}

export interface TavernGame<S, A, V> {
  readonly id: GameId;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  readonly variants: readonly VariantInfo[];
  /**
   * The rules in the project's own words, without the variants (rules-page.ts adds them from
   * `variants`), wrapped by hand to 80 columns.
   */
  readonly rules: string;

  /**
   * Checks options that depend on each other (a variant's own number of players); throws a
   * TavernError saying what is wrong. Absent: `players` and `variants` say all there is.
   */
  checkOptions?(options: Pick<GameOptions, 'names' | 'variants'>): void;
  /** Every card of the deck these options play with, by code, in a fixed order. */
  deckCodes(options: GameOptions): string[];
  /**
   * A new game: the deck shuffled (or stacked) and dealt with `rng`; later shuffles use an Rng kept
   * in the state. What the deal shows (the display, the first player, each seat's own cards) is
   * pushed to `events` when it is given.
   */
  setup(options: GameOptions, rng: Rng, events?: TavernEvent[]): S;
  clone(state: S): S;
  /** The seat that must decide now; null once the game is over. */
  toAct(state: S): number | null;
  /** What the seat to act may do; never empty while the game goes on. */
  legal(state: S): A[];
  /**
   * Plays an action of the seat to act (changing the state) and says what happened; the action that
   * ends the game says how it ended. Throws on an illegal action.
   */
  apply(state: S, action: A): TavernEvent[];
  /** What `seat` may know, and nothing else. */
  view(state: S, seat: number): V;
  /**
   * A full state that agrees with `view`: hidden cards dealt at random among the places they may be,
   * and a new Rng state for the shuffles to come (the real one is hidden too).
   */
  determinize(view: V, rng: Rng): S;
  /** Null while the game goes on. */
  result(state: S): TavernResult | null;
  /** A stable key of an action, the same for equal actions (search trees, replays). */
  actionKey(action: A): string;
  /** An action as a menu line for the seat to act. */
  describe(action: A, view: V): string;
  /**
   * Asks a person for an action, in as many small questions as the game needs ("challenge or
   * guess?", "how many cards?"); absent, the legal actions are offered as one list.
   */
  ask?(view: V, legal: readonly A[], io: Io, name: string): Promise<A>;
  /** The seat's view as a person reads it. */
  show(view: V, style: Style): string;
  /** The game's own figures of a finished game, for `law tavern sim` (rounds, turns, ...). */
  figures(state: S): Record<string, number>;
  /** The bots, one per level, each seeing only its seat's view. */
  readonly bots: Readonly<Record<Level, Bot<V, A>>>;
}

/** A bot decides from its seat's view and the legal actions alone, with its own Rng. */
export interface Bot<V, A> {
  decide(view: V, legal: readonly A[], rng: Rng): A;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = TavernGame<any, any, any>;

/** A problem with the options of a game (too many players, an unknown variant, a bad deck): the user's to fix. */
export class TavernError extends Error {
  override name = 'TavernError';
}
