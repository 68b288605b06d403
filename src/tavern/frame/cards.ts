// Decks as data: shuffling with the seeded Rng, stacking a deck from a list of card codes (`--deck`),
// and dealing.
import type { Rng } from '../../dice/rng';
import { TavernError } from './game';

/** Fisher-Yates, in place, with the game's Rng. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/**
 * The deck in play, top first: the stacked cards (by code) on top in the order given, the rest of
 * `deck` shuffled beneath them. Each stacked code must name a card of the deck still unlisted.
 */
export function stackDeck<C>(deck: readonly C[], code: (card: C) => string, stacked: readonly string[] | undefined, rng: Rng): C[] {
  if (!stacked || stacked.length === 0) return shuffle([...deck], rng);
  const rest = [...deck];
  const top: C[] = [];
  stacked.forEach((wanted, i) => {
    const k = rest.findIndex((c) => code(c).toLowerCase() === wanted.toLowerCase());
    if (k < 0) {
      const known = deck.some((c) => code(c).toLowerCase() === wanted.toLowerCase());
      throw new TavernError(
        known ? `card ${i + 1} of the deck, "${wanted}", is listed more times than the deck holds it` : `card ${i + 1} of the deck, "${wanted}", is not a card of this game`,
      );
    }
    top.push(rest[k]);
    rest.splice(k, 1);
  });
  return [...top, ...shuffle(rest, rng)];
}

/** Deals `count` cards to each of `seats` hands from the top of `deck`, one at a time round the table. */
export function deal<C>(deck: C[], seats: number, count: number): C[][] {
  if (deck.length < seats * count) throw new TavernError(`the deck has ${deck.length} cards, too few to deal ${count} to each of ${seats}`);
  const hands: C[][] = Array.from({ length: seats }, () => []);
  for (let k = 0; k < count; k++) for (let s = 0; s < seats; s++) hands[s].push(deck.shift()!);
  return hands;
}
