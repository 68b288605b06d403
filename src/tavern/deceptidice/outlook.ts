// What the end of a round is worth to a seat: its chance to win the game from the seats' counts of
// cards once the round's loser has given up a die. A game is not won by losing the fewest rounds: it
// ends as soon as one seat is down to 3 cards or fewer ("Objective"), and the seat with the most cards
// left wins (equal counts share first place). So a round lost by the leader is worth more than one
// lost by the one who trails, and a round that ends the game is worth all of it or nothing.
// A model of the game's future from public counts alone (never a hidden card): each later round's
// loser drawn at fixed rates (the seat `lossRate`, the others sharing the rest alike), each loser
// giving up his smallest die (as the bots discard), the end and the places the game's own
// (`endsWith`, `placesOf`). An exact recursion over counts, kept once reckoned.
import { placesOf } from '../frame/places';
import { endsWith, smallestDieSize } from './state';

const kept = new Map<string, number>();

/** The counts after `loser` gives up his smallest die. */
export function afterLoss(cards: readonly number[], loser: number, diceEach: number): number[] {
  return cards.map((n, o) => (o === loser ? n - smallestDieSize(n, diceEach) : n));
}

/** `seat`'s share of first place once the game is over with these counts (equal counts share it). */
function wonShare(cards: readonly number[], seat: number): number {
  const places = placesOf(cards);
  if (places[seat] !== 1) return 0;
  return 1 / places.filter((p) => p === 1).length;
}

/**
 * `seat`'s chance to win from these counts (before a round is played), each round lost by `seat`
 * with chance `lossRate` and by each other seat with an equal share of the rest.
 */
export function winChance(cards: readonly number[], seat: number, diceEach: number, lossRate: number): number {
  if (endsWith(cards)) return wonShare(cards, seat);
  const key = `${seat}|${diceEach}|${lossRate}|${cards.join(',')}`;
  let p = kept.get(key);
  if (p === undefined) {
    const others = cards.length > 1 ? (1 - lossRate) / (cards.length - 1) : 0;
    p = 0;
    for (let o = 0; o < cards.length; o++) {
      const rate = o === seat ? lossRate : others;
      if (rate > 0) p += rate * winChance(afterLoss(cards, o, diceEach), seat, diceEach, lossRate);
    }
    kept.set(key, p);
  }
  return p;
}

/** Per seat that may lose this round, `seat`'s chance to win the game after that seat gives up a die. */
export function roundWorth(cards: readonly number[], seat: number, diceEach: number, lossRate: number): number[] {
  return cards.map((_, loser) => winChance(afterLoss(cards, loser, diceEach), seat, diceEach, lossRate));
}
