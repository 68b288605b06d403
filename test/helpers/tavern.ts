// What every tavern game must do, checked the same way for each: the same seed and the same actions
// give the same game, byte for byte, and a replay of the recorded actions says the same things.
import type { AnyGame, GameOptions, SeatSpec } from '../../src/tavern';
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
