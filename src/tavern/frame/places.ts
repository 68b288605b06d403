// TavernResult.places: each seat's place from the final scores, 1 the best. Every game of the tavern
// ranks so (the highest score wins); equal scores share a place, with no tie-break (a ruling of each
// game, docs/rulings.md "Tavern").

/** Place of each seat, 1 the best; equal scores share a place and the next place is skipped (1, 1, 3). */
export function placesOf(scores: readonly number[]): number[] {
  return scores.map((s) => 1 + scores.filter((t) => t > s).length);
}
