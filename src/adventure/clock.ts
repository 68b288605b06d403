// How long things take on the game's clock that the rules leave to the GM ("the GM keeps close track
// of game time"). A round of a fight is 5 seconds (docs/rulings.md, "A round's length").

/** Seconds of game time in one round of a fight. */
export const ROUND_SECONDS = 5;

/** Whole minutes a fight of `rounds` rounds takes on the clock: its rounds, rounded up, and at least one. */
export function fightMinutes(rounds: number): number {
  return Math.max(1, Math.ceil((rounds * ROUND_SECONDS) / 60));
}
