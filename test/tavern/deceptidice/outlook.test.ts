// What a round's end is worth to the hard bot (outlook.ts): its chance to win the game from the card
// counts once the loser has given up his smallest die ("Objective": the game ends when a seat is down
// to 3 cards or fewer, the most cards left wins, equal counts share first place).
import { afterLoss, roundWorth, winChance } from '../../../src/tavern/deceptidice/outlook';

describe('Deceptidice: the outlook of a round\'s end', () => {
  test('the loser gives up his smallest die: 9 cards in 4 dice lose 2, 7 lose 1; 9 in 3 dice lose 3 (Gameplay)', () => {
    expect(afterLoss([9, 9, 7], 0, 4)).toEqual([7, 9, 7]);
    expect(afterLoss([9, 9, 7], 2, 4)).toEqual([9, 9, 6]);
    expect(afterLoss([9, 9, 9, 9], 1, 3)).toEqual([9, 6, 9, 9]);
  });

  test('Objective: a game over is won, shared or lost by the counts; seats alike win alike', () => {
    expect(winChance([5, 3, 4], 0, 4, 0.17)).toBe(1);
    expect(winChance([5, 3, 5], 0, 4, 0.17)).toBe(0.5);
    expect(winChance([5, 3, 7], 0, 4, 0.17)).toBe(0);
    expect(winChance([9, 9, 9], 0, 4, 1 / 3)).toBeCloseTo(1 / 3, 12);
    // Losing fewer rounds than the others is worth more than a fair share.
    expect(winChance([9, 9, 9], 0, 4, 0.17)).toBeGreaterThan(0.5);
  });

  test('who else loses the round matters: the leader\'s loss is worth more than the trailer\'s, a loss that ends the game while behind is worth nothing', () => {
    const [own, leader, trailer] = roundWorth([7, 9, 5], 0, 4, 0.17);
    expect(leader).toBeGreaterThan(trailer);
    expect(trailer).toBeGreaterThan(own);
    // Seat 1 at 4 cards: his loss ends the game with seat 2 ahead of seat 0, so seat 0 would rather lose the round itself.
    const [mine, ends, other] = roundWorth([5, 4, 7], 0, 4, 0.17);
    expect(ends).toBe(0);
    expect(mine).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(mine);
  });
});
