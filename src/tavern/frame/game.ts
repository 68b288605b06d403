// The frame every tavern card game stands on: a game is a pure, seeded state machine. Its state is
// plain JSON (the shuffles it still has to make come from an Rng state kept inside it), so a game is
// a function of its options, its seed and the actions taken, and can be logged, replayed and resumed.
//
// Nobody peeks: a bot, a person's prompt and a screen are given a View built for one seat by
// `view(state, seat)`, never the state. The View type of a game holds only what that seat may know
// (its own cards, what is face up, what has been said and revealed). A bot that searches builds full
// states to search from the View alone (`determinize`), so what it cannot see, it can only guess.
//
// The core emits, faces draw: `apply` returns events as data (who did what, with the cards, guesses
// and scores), each event either public or addressed to the seats that may see it, and knows no
// words; the terminal's words of a game are its face (src/tavern/terminal/ and the game's
// `terminal.ts`), and a web page is another face of the same events and views.
import type { Rng } from '../../dice/rng';
import { placesOf } from './places';

/** The tavern's games, by the id the command line and adventures use. */
export const GAME_IDS = ['deceptidice', 'dragons-bluff', 'legends-and-lies', 'treasure'] as const;
export type GameId = (typeof GAME_IDS)[number];

export interface Seats {
  readonly min: number;
  readonly max: number;
  /** The number of players when none is asked for. */
  readonly default: number;
}

/** Each game's title, seats and a line of what it is: known without loading the game (menus, adventures). */
export const GAME_INFO: Readonly<Record<GameId, { readonly title: string; readonly players: Seats; readonly blurb: string }>> = {
  deceptidice: { title: 'Deceptidice', players: { min: 2, max: 8, default: 4 }, blurb: "liar's dice with piles of cards for dice: guess what lies on the table, or call the bluff" },
  'dragons-bluff': { title: "Dragon's Bluff", players: { min: 3, max: 4, default: 4 }, blurb: 'cards played face down under a display of dragons, bluffs called, secret identities and the Hydra' },
  'legends-and-lies': { title: 'Legends and Lies', players: { min: 2, max: 4, default: 3 }, blurb: 'melds of cryptids and the tabloids that discredit them; four play as partners' },
  treasure: { title: 'Treasure', players: { min: 2, max: 8, default: 3 }, blurb: 'sets, runs and colours of the Viashi deck, with gods that change the scoring (5-8 players: two decks)' },
};

/** "2-8": a game's seats as the menus write them. */
export const seatsText = (players: Seats): string => `${players.min}-${players.max}`;

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

/**
 * Something that happened, as data: its `type` (each game lists its own in its `events.ts`), the
 * seats, cards and scores it names, and who may see it. A public event carries nothing hidden from
 * any seat; what one seat alone may know (a card drawn, a hand dealt) is an event of its own
 * addressed to that seat, so that a seat's stream of events (`eventsFor`) never carries another
 * seat's hidden cards. Events are snapshots: later play never changes one.
 */
export interface TavernEvent {
  readonly type: string;
  /** Seats that may see it; absent: everyone. */
  readonly only?: readonly number[];
}

/** May `seat` see the event? A public event is everyone's; a private one only its seats'. */
export function seenBy(e: TavernEvent, seat: number): boolean {
  return !e.only || e.only.includes(seat);
}

/** The events `seat` may see, in order: what a seat's screen, bot or page may be given. */
export function eventsFor<E extends TavernEvent>(events: readonly E[], seat: number): E[] {
  return events.filter((e) => seenBy(e, seat));
}

/** The events everyone may see: what a screen that shows the table to all (a TV) may be given. */
export function publicEvents<E extends TavernEvent>(events: readonly E[]): E[] {
  return events.filter((e) => !e.only);
}

export interface TavernResult {
  /** Each seat's final score, in seat order. */
  readonly scores: readonly number[];
  /** Each seat's place, 1 the best; seats that tie share a place. */
  readonly places: readonly number[];
}

/**
 * The last event of every game, public: how it ended. A game's own `over` event adds what its face
 * needs to tell the end (the teams, the hands played).
 */
export interface GameOver extends TavernEvent, TavernResult {
  readonly type: 'over';
}

/** The game's `over` event of a finished game (its last one), or null while it goes on. */
export function gameOver<E extends TavernEvent>(events: readonly E[]): (E & GameOver) | null {
  const last = events[events.length - 1];
  return last && last.type === 'over' ? (last as E & GameOver) : null;
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

/** What a game is, before it is played: its name, its seats, its variants and its rules text. */
export interface GameInfo {
  readonly id: GameId;
  readonly title: string;
  readonly players: Seats;
  readonly variants: readonly VariantInfo[];
  /**
   * The rules in the project's own words, without the variants (rules-page.ts adds them from
   * `variants`), wrapped by hand to 80 columns.
   */
  readonly rules: string;
}

export interface TavernGame<S, A, V, E extends TavernEvent = TavernEvent, T = unknown> extends GameInfo {
  /**
   * Checks the options (players, variants, and what a game adds: a variant's own number of
   * players); throws a TavernError saying what is wrong.
   */
  checkOptions(options: Pick<GameOptions, 'names' | 'variants'>): void;
  /** Every card of the deck these options play with, by code, in a fixed order. */
  deckCodes(options: GameOptions): string[];
  /**
   * A new game: the options checked, the deck shuffled (or stacked) and dealt with `rng`; later
   * shuffles use an Rng kept in the state. What the deal shows (the display, the first player, each
   * seat's own cards) is pushed to `events` when it is given.
   */
  setup(options: GameOptions, rng: Rng, events?: E[]): S;
  clone(state: S): S;
  /** The seat that must decide now; null once the game is over. */
  toAct(state: S): number | null;
  /** What the seat to act may do; never empty while the game goes on. */
  legal(state: S): A[];
  /**
   * Plays an action of the seat to act (changing the state) and says what happened; the action that
   * ends the game returns, last, the game's `over` event. Throws on an illegal action.
   */
  apply(state: S, action: A): E[];
  /** What `seat` may know, and nothing else. */
  view(state: S, seat: number): V;
  /**
   * What the whole table sees and nobody's own cards: the view of a screen every player looks at (a
   * TV). A seat's view is this and what that seat alone may know; the game builds both in one place.
   */
  tableView(state: S): T;
  /**
   * A full state that agrees with `view`: hidden cards dealt at random among the places they may be,
   * and a new Rng state for the shuffles to come (the real one is hidden too).
   */
  determinize(view: V, rng: Rng): S;
  /** Null while the game goes on. */
  result(state: S): TavernResult | null;
  /** A stable key of an action, the same for equal actions (search trees, replays). */
  actionKey(action: A): string;
  /** The game's own figures of a finished game, for `law tavern sim` (rounds, turns, ...). */
  figures(state: S): Record<string, number>;
  /** The bots, one per level, each seeing only its seat's view. */
  readonly bots: Readonly<Record<Level, Bot<V, A>>>;
}

/**
 * How a bot leans at the table, whatever its level: `steady` plays its level's own game; `cautious`
 * risks little (few bluffs, calls only when sure); `bold` risks much (big raises, ready calls, the
 * Hydra's early end); `bluffer` lies more than anyone. Each game says what a style changes in it
 * (`styles` of its rules). A style changes how a bot plays, never what it may see.
 */
export const STYLES = ['steady', 'cautious', 'bold', 'bluffer'] as const;
export type Style = (typeof STYLES)[number];

/** A bot decides from its seat's view and the legal actions alone, with its own Rng, in its style (default steady). */
export interface Bot<V, A> {
  decide(view: V, legal: readonly A[], rng: Rng, style?: Style): A;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = TavernGame<any, any, any, any, any>;

/** A problem with the options of a game (too many players, an unknown variant, a bad deck): the user's to fix. */
export class TavernError extends Error {
  override name = 'TavernError';
}

/**
 * The state machine a game's `state.ts` exports, by these names: the one shape every game fills
 * (`tavernGame` makes the TavernGame of it).
 */
export interface GameMachine<S, A, E extends TavernEvent> {
  /**
   * The game's own checks of the options (a variant's own number of players), made before the
   * frame's of the number of players and the variants' ids.
   */
  checkOptions?(options: Pick<GameOptions, 'names' | 'variants'>): void;
  deckCodes(options: GameOptions): string[];
  /** A new game from options already checked; pushes what the deal shows to `events`. */
  setup(options: GameOptions, rng: Rng, events: E[]): S;
  toAct(state: S): number | null;
  legal(state: S): A[];
  /** Is `action` one of `legal(state)`? Decided without listing them all where a game can. */
  isLegal(state: S, action: A): boolean;
  /** Plays a legal action of the seat to act (the frame has checked it) and says what happened. */
  apply(state: S, action: A): E[];
  actionKey(action: A): string;
  /** Each seat's final score once the game is over (the highest is the best), else null. */
  finalScores(state: S): number[] | null;
}

/** What a game's folder gives the frame: its id, variants and rules, its state machine, its seat views, its bots. */
export interface GameParts<S extends { readonly figures: object }, A, V, E extends TavernEvent, T = unknown> extends Pick<GameInfo, 'id' | 'variants' | 'rules'> {
  readonly machine: GameMachine<S, A, E>;
  /**
   * What a seat sees (`view`), what the whole table sees (`tableView`), and full states guessed from
   * a seat's view (`determinize`): the game's view.ts.
   */
  readonly views: { view(state: S, seat: number): V; tableView(state: S): T; determinize(view: V, rng: Rng): S };
  readonly bots: Readonly<Record<Level, Bot<V, A>>>;
}

/** The options' number of players and variants against what the game allows. */
export function checkPlayersAndVariants(info: GameInfo, options: Pick<GameOptions, 'names' | 'variants'>): void {
  const n = options.names.length;
  if (n < info.players.min || n > info.players.max) throw new TavernError(`${info.title} is for ${info.players.min} to ${info.players.max} players, not ${n}`);
  for (const v of options.variants) {
    if (!info.variants.some((x) => x.id === v)) {
      const known = info.variants.length ? `its variants are ${info.variants.map((x) => x.id).join(', ')}` : 'it has none';
      throw new TavernError(`"${v}" is not a variant of ${info.title}: ${known}`);
    }
  }
}

/**
 * A game of the tavern from its parts, put together one way for every game: its title and seats
 * from GAME_INFO, the options checked before the deal, an illegal action refused (changing
 * nothing), the places ranked from the final scores (placesOf), the state cloned and the figures
 * read as the plain JSON they are.
 */
export function tavernGame<S extends { readonly figures: object }, A, V, E extends TavernEvent, T>(parts: GameParts<S, A, V, E, T>): TavernGame<S, A, V, E, T> {
  const { machine, views } = parts;
  const info: GameInfo = { id: parts.id, title: GAME_INFO[parts.id].title, players: GAME_INFO[parts.id].players, variants: parts.variants, rules: parts.rules };
  // The game's own check first: it says more (Treasure: "with two decks ... 3 to 8 players").
  const checkOptions = (options: Pick<GameOptions, 'names' | 'variants'>) => {
    machine.checkOptions?.(options);
    checkPlayersAndVariants(info, options);
  };
  return {
    ...info,
    checkOptions,
    deckCodes: machine.deckCodes,
    setup(options, rng, events = []) {
      checkOptions(options);
      return machine.setup(options, rng, events);
    },
    clone: (state) => JSON.parse(JSON.stringify(state)) as S,
    toAct: machine.toAct,
    legal: machine.legal,
    apply(state, action) {
      if (machine.toAct(state) === null) throw new TavernError('the game is over');
      if (!machine.isLegal(state, action)) throw new TavernError(`${keyOf(action, machine.actionKey)} is not allowed now`);
      return machine.apply(state, action);
    },
    view: views.view,
    tableView: views.tableView,
    determinize: views.determinize,
    result(state) {
      const scores = machine.finalScores(state);
      return scores === null ? null : { scores, places: placesOf(scores) };
    },
    actionKey: machine.actionKey,
    figures: (state) => ({ ...(state.figures as Record<string, number>) }),
    bots: parts.bots,
  };
}

/** An action's key for a message; a thing that is no action of the game (a save edited by hand) as it is. */
function keyOf<A>(action: A, actionKey: (action: A) => string): string {
  return typeof action === 'object' && action !== null ? actionKey(action) : String(action);
}

/** The `over` event of scores just final: the result every game's last event carries. */
export function overOf(scores: readonly number[]): GameOver {
  return { type: 'over', scores: [...scores], places: placesOf(scores) };
}
