// A hero at a tavern table inside an adventure: the hero's seat is a person's (or, for the random
// tester, a bot's), the opponents are bots named by the adventure, and the game is seeded from the
// adventure's own Rng so that a replay of the adventure deals the same cards. A person plays it at a
// screen through terminal/hero-table.ts.
import type { Level, Style, TavernResult } from './game';
import type { Match, SeatSpec } from './match';
import { autoPlay, startMatch } from './match';
import { loadGame } from '../registry';

export interface TableSpec {
  readonly game: string;
  readonly variants?: readonly string[];
  /** The opponents in seat order after the hero (the hero sits first). */
  readonly opponents: ReadonlyArray<{ readonly name: string; readonly level: Level; readonly style?: Style }>;
}

export type TableOutcome = 'win' | 'loss' | 'draw';

/** The hero's outcome: a win is the first place alone, a draw the first place shared, else a loss. */
export function heroOutcome(result: TavernResult, heroSeat = 0): TableOutcome {
  if (result.places[heroSeat] !== 1) return 'loss';
  return result.places.filter((p) => p === 1).length > 1 ? 'draw' : 'win';
}

/** The hero's table dealt: the hero in the first seat (played by `heroPlayer`), the opponents after. */
export function heroMatch(spec: TableSpec, hero: string, heroPlayer: SeatSpec['player'], seed: string): Match {
  const game = loadGame(spec.game);
  const seats: SeatSpec[] = [{ name: hero, player: heroPlayer }, ...spec.opponents.map((o): SeatSpec => (o.style && o.style !== 'steady' ? { name: o.name, player: o.level, style: o.style } : { name: o.name, player: o.level }))];
  return startMatch(game, { names: seats.map((s) => s.name), variants: spec.variants ?? [] }, seats, seed);
}

/** The table with a bot of `level` in the hero's seat: for the random tester and the explorer. */
export function autoHeroTable(spec: TableSpec, hero: string, seed: string, level: Level = 'easy'): { outcome: TableOutcome; result: TavernResult } {
  const result = autoPlay(heroMatch(spec, hero, level, seed));
  return { outcome: heroOutcome(result), result };
}
