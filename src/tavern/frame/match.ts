// One game from its deal to its end: the seats (people or bots), the seed, and every action taken in
// order. The same seed and the same actions give the same game, byte for byte; a bot's decision is
// seeded from the game's seed and the number of the move, so a bot decides the same way when a game
// is replayed, and no Rng state has to be saved beside the actions.
import { Rng } from '../../dice/rng';
import type { AnyGame, GameOptions, Level, Style, TavernEvent, TavernResult } from './game';
import { TavernError } from './game';

/** Who sits in a seat: a person at this screen, or a bot of a level. */
export type Player = 'me' | Level;

export interface SeatSpec {
  readonly name: string;
  readonly player: Player;
  /** A bot's style (absent: steady); a person's seat has none. */
  readonly style?: Style;
}

export interface Match {
  readonly game: AnyGame;
  readonly options: GameOptions;
  readonly seats: readonly SeatSpec[];
  readonly seed: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: any;
  /** Every action taken, in order: with the seed and options, the whole game. */
  readonly actions: unknown[];
  /** Everything that happened, in order (some events are for one seat's eyes only). */
  readonly events: TavernEvent[];
}

/** A game no real deal could make last this long: a bug, reported instead of looping forever. */
const MOST_ACTIONS = 100_000;

/** The deal's Rng: the seed alone. */
export function dealRng(seed: string): Rng {
  return Rng.fromSeed(seed);
}

/** The Rng a bot decides move `move` with. */
export function botRng(seed: string, move: number): Rng {
  return Rng.fromSeed(`${seed}/bot/${move}`);
}

export function startMatch(game: AnyGame, options: GameOptions, seats: readonly SeatSpec[], seed: string): Match {
  if (seats.length !== options.names.length) throw new TavernError(`${seats.length} seats for ${options.names.length} names`);
  const events: TavernEvent[] = [];
  const state = game.setup(options, dealRng(seed), events);
  return { game, options, seats, seed, state, actions: [], events };
}

/** The seat that must decide now, or null when the game is over. */
export function seatToAct(m: Match): number | null {
  return m.game.toAct(m.state);
}

/**
 * Plays `action` for the seat to act. The action is matched against the legal ones by key and the
 * legal one is played, so an action read from a file can do nothing a player could not.
 */
export function takeAction(m: Match, action: unknown): TavernEvent[] {
  return playFrom(m, m.game.legal(m.state), action);
}

/**
 * Plays `action` if it is one of `legal` (the seat to act's legal actions now): the very object, as
 * a bot answers, or an equal one by key, as a person's answer or a saved move is.
 */
function playFrom(m: Match, legal: readonly unknown[], action: unknown): TavernEvent[] {
  if (m.game.toAct(m.state) === null) throw new TavernError('the game is over');
  if (m.actions.length >= MOST_ACTIONS) throw new Error(`a game of ${m.game.id} passed ${MOST_ACTIONS} actions`);
  let chosen = legal.includes(action) ? action : undefined;
  if (chosen === undefined) {
    const key = m.game.actionKey(action);
    chosen = legal.find((a: unknown) => m.game.actionKey(a) === key);
    if (chosen === undefined) throw new TavernError(`move ${m.actions.length + 1} (${key}) is not allowed here`);
  }
  const events = m.game.apply(m.state, chosen);
  m.actions.push(chosen);
  m.events.push(...events);
  return events;
}

function decide(m: Match, level: Level, legal: readonly unknown[]): unknown {
  const seat = m.game.toAct(m.state);
  if (seat === null) throw new TavernError('the game is over');
  // A person's seat played by a bot (--auto, the random tester) plays steady.
  const style = m.seats[seat].player === 'me' ? 'steady' : (m.seats[seat].style ?? 'steady');
  return m.game.bots[level].decide(m.game.view(m.state, seat), legal, botRng(m.seed, m.actions.length), style);
}

/** What the bot in the seat to act chooses, from its seat's view only. */
export function botChoice(m: Match, level: Level): unknown {
  return decide(m, level, m.game.legal(m.state));
}

/** Plays the game out with bots in every seat ("me" seats play at `stand-in` level). */
export function autoPlay(m: Match, standIn: Level = 'normal', onEvents?: (events: TavernEvent[]) => void): TavernResult {
  for (;;) {
    const seat = m.game.toAct(m.state);
    if (seat === null) break;
    const p = m.seats[seat].player;
    // The legal actions are listed once: the bot chooses among them and the move is checked against them.
    const legal = m.game.legal(m.state);
    const events = playFrom(m, legal, decide(m, p === 'me' ? standIn : p, legal));
    onEvents?.(events);
  }
  return m.game.result(m.state)!;
}

/**
 * Where what happened since a person's last decision begins: the index of the first event his last
 * move made (0 when no person has moved yet: the deal). A game resumed from its save shows these
 * again (cli/commands/tavern-run.ts), as the screen of his next decision would have: one stopped
 * on the first of two pages of the bots' moves (Ctrl-C) went on without the second. The match is
 * replayed from its seed to count them: a match keeps its actions and events, not where each began.
 */
export function sinceLastDecision(m: Match): number {
  const again = startMatch(m.game, m.options, m.seats, m.seed);
  let since = 0;
  for (const a of m.actions) {
    const seat = again.game.toAct(again.state);
    if (seat !== null && again.seats[seat].player === 'me') since = again.events.length;
    takeAction(again, a);
  }
  return since;
}

/** Replays recorded actions on a new deal of the same seed; a wrong action is reported with its number. */
export function replay(game: AnyGame, options: GameOptions, seats: readonly SeatSpec[], seed: string, actions: readonly unknown[]): Match {
  const m = startMatch(game, options, seats, seed);
  for (const a of actions) takeAction(m, a);
  return m;
}
