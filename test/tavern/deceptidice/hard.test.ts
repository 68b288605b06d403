// The hard bot's bid: the action whose round end is worth the most to it (its chance to win the game
// after the round's loser gives up a die), with the rest of the round played out in dealt worlds.
// Positions where the answer is plain, and its chance model.
import { Rng } from '../../../src/dice/rng';
import { DECEPTIDICE } from '../../../src/tavern/deceptidice';
import { HARD, tail, weighBid } from '../../../src/tavern/deceptidice/hard-bot';
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

  test('a bluff is said only when its play-outs lose hardly more than the safest guess, fresh worlds agreeing', () => {
    // Seat 1 to raise over seat 0's opening; the bluff settings a style or the bench may lay over HARD.
    const s = table(
      [
        [['R1', 'B1'], ['R2', 'B2'], ['Y6', 'G6']],
        [['B1', 'R3'], ['G2', 'R4'], ['Y1', 'R5']],
        [['B3', 'Y1'], ['G3', 'Y2'], ['Y3', 'G1']],
      ],
      { turn: 1, guesses: [say(0, num(2, 6))] },
    );
    const h = { ...HARD, worlds: 120, bluff: 0.03, bluffs: 3, check: 120, checkMargin: 0 };
    let bluffs = 0;
    for (const seed of ['a', 'b', 'c', 'd']) {
      const w = weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), h);
      expect(actionKey(weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), h).action)).toBe(actionKey(w.action)); // one seed, one choice
      if (actionKey(w.action) === actionKey(w.safest)) continue;
      bluffs++;
      expect(w.lose).toBeLessThanOrEqual(w.safestLose + h.bluff + 1e-9);
    }
    // Off (and no variety), the safest action is always said.
    for (const seed of ['a', 'b']) {
      const w = weighBid(view(s, 1), legal(s), Rng.fromSeed(seed), { ...HARD, worlds: 120, varyCap: 0 });
      expect(actionKey(w.action)).toBe(actionKey(w.safest));
    }
    expect(bluffs).toBeGreaterThan(0); // with these settings it does bluff here
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

  test('its chance model: the hypergeometric tail matches a count of every draw', () => {
    // 8 cards, 3 matching, 4 drawn: count the draws (subsets) with at least `need` matching cards.
    const n = 8;
    const k = 3;
    const draws = 4;
    const subsets: number[][] = [];
    const pick = (from: number, chosen: number[]) => {
      if (chosen.length === draws) return void subsets.push(chosen);
      for (let c = from; c < n; c++) pick(c + 1, [...chosen, c]);
    };
    pick(0, []);
    for (let need = 0; need <= draws + 1; need++) {
      const count = subsets.filter((sub) => sub.filter((c) => c < k).length >= need).length;
      expect(tail(n, k, draws, need)).toBeCloseTo(count / subsets.length, 12);
    }
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
