// What every tavern game must do, checked the same way for each: the same seed and the same actions
// give the same game, byte for byte, and a replay of the recorded actions says the same things.
import { Rng } from '../../src/dice/rng';
import type { AnyGame, GameOptions, Level, SeatSpec, Style } from '../../src/tavern';
import { autoPlay, replay, startMatch } from '../../src/tavern';

export function expectReplayable(game: AnyGame, options: GameOptions, seats: readonly SeatSpec[], seed: string): void {
  const a = startMatch(game, options, seats, seed);
  autoPlay(a);
  const b = replay(game, options, seats, seed, JSON.parse(JSON.stringify(a.actions)));
  expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  expect(b.events).toEqual(a.events);
  const again = startMatch(game, options, seats, seed);
  autoPlay(again);
  expect(again.actions).toEqual(a.actions);
}

/**
 * What the frame promises at any moment of a game: while it goes on, one seat to act with something
 * legal to do and no result; once it is over, nobody to act and a result. Returns the seat to act.
 */
export function expectTurnInvariants(game: AnyGame, state: unknown): number | null {
  const seat = game.toAct(state);
  if (seat === null) {
    expect(game.result(state)).not.toBeNull();
  } else {
    expect(game.legal(state).length).toBeGreaterThan(0);
    expect(game.result(state)).toBeNull();
  }
  return seat;
}

/**
 * Nobody peeks, one move: `seat` sees the same view of two deals that differ only in what it cannot
 * see, and the bot of `level` decides the same from each; the move is played in both and returned.
 */
export function expectBlindMove(game: AnyGame, a: unknown, b: unknown, seat: number, level: Level, seed: string, style: Style = 'steady'): unknown {
  expect(game.view(a, seat)).toEqual(game.view(b, seat));
  const choice = game.bots[level].decide(game.view(a, seat), game.legal(a), Rng.fromSeed(seed), style);
  expect(game.bots[level].decide(game.view(b, seat), game.legal(b), Rng.fromSeed(seed), style)).toEqual(choice);
  game.apply(a, choice);
  game.apply(b, choice);
  return choice;
}
