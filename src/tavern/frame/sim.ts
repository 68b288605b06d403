// `law tavern sim`: many games with bots in every seat, for each seat's win rate with a 95% interval
// (Wilson), the length of a game and the game's own figures. Game i is seeded from (seed, i), so a
// run is reproducible and any one game of it can be replayed with `law tavern GAME --seed SEED/i --auto`.
import { wilson } from '../../dice/interval';
import type { AnyGame, GameOptions } from './game';
import type { SeatSpec } from './match';
import { autoPlay, startMatch } from './match';

export interface SeatTally {
  readonly name: string;
  readonly player: string;
  /** Games won; a win shared by k seats counts 1/k to each. */
  wins: number;
  /** Sum of places and of scores, for means. */
  places: number;
  scores: number;
}

export interface TavernSimTally {
  readonly game: string;
  readonly seed: string;
  readonly variants: readonly string[];
  games: number;
  /** Actions (decisions) a game: sum, min, max. */
  actions: number;
  minActions: number;
  maxActions: number;
  readonly seats: SeatTally[];
  /** The game's own figures, summed over the games. */
  readonly figures: Record<string, number>;
}

export function gameSeed(seed: string, i: number): string {
  return `${seed}/${i}`;
}

export function emptyTavernTally(game: AnyGame, options: GameOptions, seats: readonly SeatSpec[], seed: string): TavernSimTally {
  return {
    game: game.id,
    seed,
    variants: options.variants,
    games: 0,
    actions: 0,
    minActions: Infinity,
    maxActions: 0,
    seats: seats.map((s) => ({ name: s.name, player: s.player, wins: 0, places: 0, scores: 0 })),
    figures: {},
  };
}

/** Games `from` to `to` (excluded) of a run; a run split in ranges adds up to the same tally. */
export function simulateRange(game: AnyGame, options: GameOptions, seats: readonly SeatSpec[], seed: string, from: number, to: number, progress?: (done: number) => void): TavernSimTally {
  const tally = emptyTavernTally(game, options, seats, seed);
  for (let i = from; i < to; i++) {
    const m = startMatch(game, options, seats, gameSeed(seed, i));
    const result = autoPlay(m);
    const winners = result.places.filter((p) => p === 1).length;
    result.places.forEach((p, s) => {
      const t = tally.seats[s];
      if (p === 1) t.wins += 1 / winners;
      t.places += p;
      t.scores += result.scores[s];
    });
    tally.games++;
    tally.actions += m.actions.length;
    tally.minActions = Math.min(tally.minActions, m.actions.length);
    tally.maxActions = Math.max(tally.maxActions, m.actions.length);
    for (const [k, v] of Object.entries(game.figures(m.state))) tally.figures[k] = (tally.figures[k] ?? 0) + v;
    if (progress && (i - from) % 10 === 9) progress(i - from + 1);
  }
  return tally;
}

export function simulate(game: AnyGame, options: GameOptions, seats: readonly SeatSpec[], seed: string, games: number, progress?: (done: number) => void): TavernSimTally {
  return simulateRange(game, options, seats, seed, 0, games, progress);
}

/** Two tallies of one run's ranges as one. */
export function mergeTavernTally(a: TavernSimTally, b: TavernSimTally): TavernSimTally {
  const figures: Record<string, number> = { ...a.figures };
  for (const [k, v] of Object.entries(b.figures)) figures[k] = (figures[k] ?? 0) + v;
  return {
    ...a,
    games: a.games + b.games,
    actions: a.actions + b.actions,
    minActions: Math.min(a.minActions, b.minActions),
    maxActions: Math.max(a.maxActions, b.maxActions),
    seats: a.seats.map((s, i) => ({ ...s, wins: s.wins + b.seats[i].wins, places: s.places + b.seats[i].places, scores: s.scores + b.seats[i].scores })),
    figures,
  };
}

export interface SeatReport {
  name: string;
  player: string;
  winRate: number;
  ci95: [number, number];
  meanPlace: number;
  meanScore: number;
}

export function seatReports(t: TavernSimTally): SeatReport[] {
  return t.seats.map((s) => {
    const ci = wilson(s.wins, t.games);
    return {
      name: s.name,
      player: s.player,
      winRate: t.games ? s.wins / t.games : 0,
      ci95: [ci.low, ci.high],
      meanPlace: t.games ? s.places / t.games : 0,
      meanScore: t.games ? s.scores / t.games : 0,
    };
  });
}
