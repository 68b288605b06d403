// The hard bot's bid: the action whose round end is worth the most to it (its chance to win the game
// after the round's loser gives up a die), with the rest of the round played out in dealt worlds.
// Positions where the answer is plain, and its chance model.
import { Rng } from '../../../src/dice/rng';
import { DECEPTIDICE } from '../../../src/tavern/deceptidice';
import { HARD, matchingTops, modelledChance, weighBid } from '../../../src/tavern/deceptidice/hard-bot';
import { guessHolds, rolledPower, tally } from '../../../src/tavern/deceptidice/guesses';
import { dealer } from '../../../src/tavern/deceptidice/view';
import { lowCallsOf } from '../../../src/tavern/deceptidice/beliefs';
import { topCards } from '../../../src/tavern/deceptidice/state';
import type { Action, State } from '../../../src/tavern/deceptidice/state';
import { actionKey, legal } from '../../../src/tavern/deceptidice/state';
import { view } from '../../../src/tavern/deceptidice/view';
import { col, num, say, table } from './helpers';

const hardChoice = (s: State, seed = 'hard'): Action => DECEPTIDICE.bots.hard.decide(view(s, s.turn), legal(s), Rng.fromSeed(seed));

describe('Deceptidice: the hard bot', () => {
  test('challenges a guess that needs almost every unseen top to match, when no raise is safer', () => {
    // Four players, 12 dice. Seat 0 claims 8 red cards; seat 1 sees three non-red tops of its own, so
    // 8 of the 9 tops it cannot see would have to be red.
    const s = table(
      [
        [['R1', 'B1'], ['R2', 'B2'], ['Y6', 'G6']],
        [['B1', 'R3'], ['G2', 'R4'], ['Y3', 'R5']],
        [['B4', 'Y1'], ['G4', 'Y2'], ['Y4', 'G1']],
        [['B5', 'G3'], ['G5', 'Y5'], ['B6', 'B3']],
      ],
      { turn: 1, guesses: [say(0, col(8, 'R'))] },
    );
    for (const seed of ['a', 'b', 'c']) expect(actionKey(hardChoice(s, seed))).toBe('challenge');
  });

  test('does not challenge a guess its own top cards already make true', () => {
    // Seat 2 rolled three 3s: "2 cards with number 3" holds whatever the others show.
    const s = table(
      [
        [['R1', 'B1'], ['R2', 'B2'], ['Y6', 'G6']],
        [['B1', 'R3'], ['G2', 'R4'], ['Y1', 'R5']],
        [['B3', 'Y1'], ['G3', 'Y2'], ['Y3', 'G1']],
        [['B5', 'G4'], ['G5', 'Y5'], ['B6', 'B4']],
      ],
      { turn: 2, guesses: [say(0, num(1, 6)), say(1, num(2, 3))] },
    );
    for (const seed of ['a', 'b', 'c']) expect(hardChoice(s, seed).kind).toBe('guess');
  });

  test('Objective: weighs who else loses the round: a challenge that ends the game with another seat ahead is worth nothing, so it raises', () => {
    // Seats 0 and 1 (hard) at 4 cards, seat 2 at 6. Seat 0's "5 cards with number 6" is very likely
    // false, and a challenge loses the round least often; but whoever loses it, seat 0 or hard, is
    // down to 3 cards and the game ends with seat 2 first. Only a round seat 2 loses keeps hard's hopes.
    const s = table(
      [
        [['R5'], ['B5'], ['G2'], ['Y1']],
        [['R1'], ['B2'], ['G3'], ['Y4']],
        [['R3', 'B1'], ['G4', 'Y2'], ['B3'], ['G1']],
      ],
      { turn: 1, guesses: [say(0, num(5, 6))] },
    );
    for (const seed of ['a', 'b']) {
      expect(weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), { ...HARD, worlds: 120, worth: 0 }).action.kind).toBe('challenge');
      expect(weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), { ...HARD, worlds: 120 }).action.kind).toBe('guess');
    }
  });

  test('Gameplay: bluffs only where it costs hardly more, no higher than the safest guess, and the next seat is believed hardly ever to call', () => {
    // Seat 1 to raise over seat 0's opening, early in the round: the next seat has safe raises left.
    const s = table(
      [
        [['R1', 'B1'], ['R2', 'B2'], ['Y6', 'G6']],
        [['B1', 'R3'], ['G2', 'R4'], ['Y1', 'R5']],
        [['B3', 'Y1'], ['G3', 'Y2'], ['Y3', 'G1']],
      ],
      { turn: 1, guesses: [say(0, num(2, 6))] },
    );
    const h = { ...HARD, worlds: 120 };
    let bluffs = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const w = weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), h);
      expect(actionKey(weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), h).action)).toBe(actionKey(w.action)); // one seed, one choice
      if (actionKey(w.action) === actionKey(w.safest)) continue;
      bluffs++;
      if (w.action.kind !== 'guess' || w.safest.kind !== 'guess') throw new Error('a bluff is a guess said instead of a guess');
      expect(w.lose).toBeLessThanOrEqual(w.safestLose + h.bluff + 1e-9);
      expect(w.action.guess.kind === 'number' || w.action.guess.kind === 'colour' ? w.action.guess.count : 0).toBeLessThanOrEqual(w.safest.guess.kind === 'number' || w.safest.guess.kind === 'colour' ? w.safest.guess.count : 0);
    }
    expect(bluffs).toBeGreaterThan(0); // hard does bluff here
    // With bluffing off (and no variety), the safest guess is said.
    for (const seed of ['a', 'b', 'c', 'd']) {
      const w = weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), { ...h, bluff: 0 });
      expect(actionKey(w.action)).toBe(actionKey(w.safest));
    }
    // Reading the table: before a next seat that has called a low guess on a whim this game (two of
    // twelve cards, with safe raises left), it does not bluff at all.
    const whimsical: State = {
      ...s,
      history: [
        {
          round: 1,
          liar: 0,
          guesses: [say(0, num(2, 3)), say(1, num(3, 3))],
          challenger: 2,
          holds: true,
          tops: [['R3', 'B3', 'Y1', 'G2'], ['R1', 'B2', 'G3', 'Y4'], ['R5', 'B6', 'G6', 'Y5']],
          loser: 2,
          discarded: null,
          swap: null,
        },
      ],
    };
    expect(lowCallsOf(whimsical.history, 3)).toEqual([0, 0, 1 / 5]);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const w = weighBid(view(whimsical, 1), legal(whimsical), Rng.fromSeed(seed), h);
      expect(actionKey(w.action)).toBe(actionKey(w.safest));
    }
  });

  test('varies its guess among those nearly as safe, never one its play-outs believe clearly worse', () => {
    // Seat 0 opens: several openings lose the round about as often, and a person does not always say the same one.
    const s = table(
      [
        [['R1', 'B1'], ['R2', 'B2'], ['Y6', 'G6']],
        [['B1', 'R3'], ['G2', 'R4'], ['Y1', 'R5']],
        [['B3', 'Y1'], ['G3', 'Y2'], ['Y3', 'G1']],
      ],
      { turn: 0 },
    );
    // The variety a bench run or a style may lay over HARD (off in HARD itself: it cost strength, bench/README.md).
    const h = { ...HARD, worlds: 120, vary: 1, varyCap: 0.02, varyUp: 1 };
    const said = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const w = weighBid(view(s, 0), legal(s), Rng.fromSeed(seed), h);
      expect(actionKey(weighBid(view(s, 0), legal(s), Rng.fromSeed(seed), h).action)).toBe(actionKey(w.action)); // one seed, one choice
      expect(w.lose).toBeLessThanOrEqual(w.safestLose + h.varyCap + 1e-9);
      said.add(actionKey(w.action));
    }
    expect(said.size).toBeGreaterThan(1);
  });

  test('its model of the others: a seat\'s chance of a guess agrees with that seat\'s own dealt worlds, known cards and all', () => {
    // After a challenge every top card was shown, so all know each seat holds them (view.ts,
    // `placed`): seat 2 is known to hold three 6s, seat 0 two of them. Hard (seat 0) models seat 1's
    // reckoning; seat 1's own bot deals its worlds from its own view. The two must agree.
    const s = table(
      [
        [['R6', 'B2'], ['B6', 'Y1'], ['G4', 'R2']],
        [['B1', 'R3'], ['G2', 'R4'], ['Y1', 'R5']],
        [['B3', 'G6'], ['Y6', 'Y2'], ['R6', 'G1']],
      ],
      { turn: 1 },
    );
    s.known = [['R6', 'B6'], [], ['G6', 'Y6', 'R6']];
    const tops = s.dice.map(topCards);
    const theirs = view(s, 1);
    const deal = dealer(theirs);
    const rng = Rng.fromSeed('model');
    const worlds = Array.from({ length: 20000 }, () => deal(rng).dice.map(topCards));
    for (const g of [num(2, 6), num(3, 6), num(4, 6), num(3, 4, true), col(3, 'B'), col(5, 'R', true)]) {
      const sampled = worlds.filter((w) => guessHolds(g, tally(w.flat()), rolledPower(g, w[1]))).length / worlds.length;
      expect(Math.abs(modelledChance(view(s, 0), tops, 1, g) - sampled)).toBeLessThan(0.02);
    }
    // Hard's own reckoning (it models itself in its play-outs): it also knows the card it alone drew
    // (a swap's secret) and sees a die face up; its own dealt worlds agree.
    const mine = { ...s, secret: [['G3'], [], []], revealed: [[false, false, false], [true, false, false], [false, false, false]] };
    mine.dice = s.dice.map((seat) => seat.map((d) => [...d]));
    mine.dice[0][2] = ['G4', 'G3'];
    const ownTops = mine.dice.map(topCards);
    const ownDeal = dealer(view(mine, 0));
    const ownWorlds = Array.from({ length: 20000 }, () => ownDeal(rng).dice.map(topCards));
    for (const g of [num(3, 6), num(3, 3), col(4, 'G'), num(6, 4, true)]) {
      const sampled = ownWorlds.filter((w) => guessHolds(g, tally(w.flat()), rolledPower(g, w[0]))).length / ownWorlds.length;
      expect(Math.abs(modelledChance(view(mine, 0), ownTops, 0, g) - sampled)).toBeLessThan(0.02);
    }
    // Not knowing what each seat holds (the model before issue 33's seventh stop) is far off here.
    const blind = { ...s, known: [[], [], []] };
    const g = num(3, 6);
    const sampled = worlds.filter((w) => guessHolds(g, tally(w.flat()), rolledPower(g, w[1]))).length / worlds.length;
    expect(Math.abs(modelledChance(view(blind, 0), tops, 1, g) - sampled)).toBeGreaterThan(0.05);
  });

  test('its model of the others: the count of matching hidden tops, against every way the cards can lie', () => {
    // One other seat: 4 hidden cards, 2 of them tops; 1 known and matching, the other 3 each
    // matching with chance q. Enumerate the 3 unknown cards and the 6 pairs of tops.
    const q = 0.3;
    const exact = [0, 0, 0];
    for (let bits = 0; bits < 8; bits++) {
      const cards = [true, !!(bits & 1), !!(bits & 2), !!(bits & 4)];
      const p = cards.slice(1).reduce((acc, m) => acc * (m ? q : 1 - q), 1);
      for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) exact[Number(cards[a]) + Number(cards[b])] += p / 6;
    }
    const dist = matchingTops(q, [{ cards: 4, tops: 2, known: 1, knownMatch: 1 }]);
    exact.forEach((p, k) => expect(dist[k]).toBeCloseTo(p, 12));
    // Two seats add up: the convolution of each.
    const one = matchingTops(q, [{ cards: 3, tops: 1, known: 0, knownMatch: 0 }]);
    const two = matchingTops(q, [{ cards: 3, tops: 1, known: 0, knownMatch: 0 }, { cards: 3, tops: 1, known: 0, knownMatch: 0 }]);
    expect(two[0]).toBeCloseTo(one[0] * one[0], 12);
    expect(two[2]).toBeCloseTo(one[1] * one[1], 12);
  });
});

describe('easy bot and the variants\' guesses', () => {
  test('easy doubts a vague guess one time in two or so, instead of always challenging it', () => {
    const s = table([[['R1'], ['B2'], ['G3']], [['Y4'], ['R5'], ['B6']]], { variants: ['vague'], turn: 1, guesses: [say(0, { kind: 'same', count: 2, of: 'colour' })] });
    let challenges = 0;
    for (let i = 0; i < 200; i++) if (DECEPTIDICE.bots.easy.decide(view(s, 1), legal(s), Rng.fromSeed(i)).kind === 'challenge') challenges++;
    expect(challenges).toBeGreaterThan(60);
    expect(challenges).toBeLessThan(160);
  });
});
