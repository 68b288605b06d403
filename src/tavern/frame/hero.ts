// A hero at a tavern table inside an adventure: the hero's seat is a person's (or, for the random
// tester, a bot's), the opponents are bots named by the adventure, and the game is seeded from the
// adventure's own Rng so that a replay of the adventure deals the same cards.
import type { Io } from '../../io/io';
import type { Style } from '../../io/style';
import type { Level, TavernResult } from './game';
import type { SeatSpec } from './match';
import { autoPlay, startMatch } from './match';
import { playAtTable } from './people';
import { loadGame } from '../registry';

export interface TableSpec {
  readonly game: string;
  readonly variants?: readonly string[];
  /** The opponents in seat order after the hero (the hero sits first). */
  readonly opponents: ReadonlyArray<{ readonly name: string; readonly level: Level }>;
}

export type TableOutcome = 'win' | 'loss' | 'draw';

/** The hero's outcome: a win is the first place alone, a draw the first place shared, else a loss. */
export function heroOutcome(result: TavernResult, heroSeat = 0): TableOutcome {
  if (result.places[heroSeat] !== 1) return 'loss';
  return result.places.filter((p) => p === 1).length > 1 ? 'draw' : 'win';
}

function seatsOf(spec: TableSpec, hero: string, heroPlayer: SeatSpec['player']): SeatSpec[] {
  return [{ name: hero, player: heroPlayer }, ...spec.opponents.map((o) => ({ name: o.name, player: o.level }))];
}

/** Plays the table with the hero's player answering through `io`. */
export async function playHeroTable(io: Io, style: Style, spec: TableSpec, hero: string, seed: string): Promise<{ outcome: TableOutcome; result: TavernResult }> {
  const game = loadGame(spec.game);
  const seats = seatsOf(spec, hero, 'me');
  const m = startMatch(game, { names: seats.map((s) => s.name), variants: spec.variants ?? [] }, seats, seed);
  io.say(`${game.title}: ${seats.map((s) => s.name).join(', ')}.`);
  // The game's last event already says how it ended.
  const result = await playAtTable(m, { io, style });
  return { outcome: heroOutcome(result), result };
}

/** The same table with a bot of `level` in the hero's seat: for the random tester and the explorer. */
export function autoHeroTable(spec: TableSpec, hero: string, seed: string, level: Level = 'easy'): { outcome: TableOutcome; result: TavernResult } {
  const game = loadGame(spec.game);
  const seats = seatsOf(spec, hero, level);
  const m = startMatch(game, { names: seats.map((s) => s.name), variants: spec.variants ?? [] }, seats, seed);
  const result = autoPlay(m);
  return { outcome: heroOutcome(result), result };
}
