// The deck of Dragon's Bluff and the deal of a round (Setup of the rules text). The text picks
// "6 pairs of dragon cards" out of a larger deck it does not list, so the deck is our ruling: eight
// kinds of dragon, five copies of each, and one three-headed Hydra (41 cards). Eight kinds make the
// pick of six a real pick ("it does not matter which ones"); five copies leave three of each
// displayed kind to play honestly once its display card and its pair are out; and 41 cards are
// enough for four players (6 on display + 4 identities + 28 in hands = 38), with some left unseen
// ("remaining cards are not examined").
import type { Rng } from '../../dice/rng';
import { deal, shuffle, stackDeck } from '../frame/cards';

export const DRAGONS = ['red', 'blue', 'green', 'black', 'white', 'gold', 'silver', 'bronze'] as const;
export type Dragon = (typeof DRAGONS)[number];
/** A card is known by its kind: copies of one kind cannot be told apart. */
export type Card = Dragon | 'hydra';

export const HYDRA = 'hydra' as const;
export const COPIES = 5;
/** Display cards in a round (Setup: "6 pairs"). */
export const DISPLAY_SIZE = 6;
/** Cards in each hand (Setup: "Deal out seven cards to each player"). */
export const HAND_SIZE = 7;

/** Every card kind in a fixed order: the eight dragons, then the Hydra. */
export const KINDS: readonly Card[] = [...DRAGONS, HYDRA];

/** The whole deck, in a fixed order; a card's code is its kind ("red", "hydra"). */
export function fullDeck(): Card[] {
  return [...DRAGONS.flatMap((d) => Array.from({ length: COPIES }, () => d)), HYDRA];
}

export function copiesOf(card: Card): number {
  return card === HYDRA ? 1 : COPIES;
}

export const cardCode = (card: Card): string => card;

/** "Red dragon", "three-headed Hydra": a card as a person reads it. */
export function cardName(card: Card): string {
  return card === HYDRA ? 'three-headed Hydra' : `${card[0].toUpperCase()}${card.slice(1)} dragon`;
}

export interface RoundDeal {
  display: Dragon[];
  identities: Card[];
  hands: Card[][];
  rest: Card[];
}

/**
 * Deals one round from `deck` (top first), as Setup says:
 * 1. the display: walking down from the top, the first card of each dragon kind not yet on display,
 *    until six kinds are out (the Hydra and repeats are passed over and keep their place);
 * 2. the identity pile: walking down what is left, the Hydra and the first copy of each displayed
 *    kind (the other card of each pair), in the order met; it is shuffled ("shuffle together with
 *    the three-headed Hydra") and one is dealt to each seat in seat order;
 * 3. ALL the rest, the undealt identities too, shuffled; seven dealt to each seat one at a time round
 *    the table from seat 1; what is left is the unseen rest.
 * With a stacked deck (`stacked`) the two later shuffles are not made, so the listed cards are dealt
 * as they lie: the display, then the identity pile (the seats' identities first), then the hands;
 * undealt identities go to the bottom (ruling).
 */
export function dealRound(deck: Card[], seats: number, rng: Rng, stacked: boolean): RoundDeal {
  const rest = [...deck];
  const display: Dragon[] = [];
  for (let i = 0; i < rest.length && display.length < DISPLAY_SIZE; ) {
    const c = rest[i];
    if (c !== HYDRA && !display.includes(c)) {
      display.push(c);
      rest.splice(i, 1);
    } else i++;
  }
  const wanted = new Set<Card>([...display, HYDRA]);
  const pile: Card[] = [];
  for (let i = 0; i < rest.length && wanted.size > 0; ) {
    const c = rest[i];
    if (wanted.has(c)) {
      wanted.delete(c);
      pile.push(c);
      rest.splice(i, 1);
    } else i++;
  }
  if (!stacked) shuffle(pile, rng);
  const identities = pile.slice(0, seats);
  const pool = [...rest, ...pile.slice(seats)];
  if (!stacked) shuffle(pool, rng);
  const hands = deal(pool, seats, HAND_SIZE);
  return { display, identities, hands, rest: pool };
}

/** The deck of a round: the stacked one (round 1 with `--deck`) or the whole deck shuffled. */
export function roundDeck(stacked: readonly string[] | undefined, rng: Rng): Card[] {
  return stackDeck(fullDeck(), cardCode, stacked, rng);
}
