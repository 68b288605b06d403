// Deceptidice: one test per ruling of docs/rulings.md, "Deceptidice".
import { Rng } from '../../../src/dice/rng';
import { DECEPTIDICE } from '../../../src/tavern/deceptidice';
import { cardName, deckFor } from '../../../src/tavern/deceptidice/cards';
import type { Guess } from '../../../src/tavern/deceptidice/guesses';
import { allGuesses, guessHolds, guessRules, isHigher, tally } from '../../../src/tavern/deceptidice/guesses';
import { cardsOf, diceOnTable, legal, splitIntoDice } from '../../../src/tavern/deceptidice/state';
import { determinize, view } from '../../../src/tavern/deceptidice/view';
import { col, game, num, say, table } from './helpers';

const holds = (g: Parameters<typeof guessHolds>[0], tops: string[], rolled = false) => guessHolds(g, tally(tops), rolled);
const result = DECEPTIDICE.result;
const apply = DECEPTIDICE.apply;

describe('Deceptidice rulings', () => {
  test('Ruling: cards are written as colour letter and number (R3 a red 3), W a wildcard, power cards by combo', () => {
    expect(cardName('R3')).toBe('red 3');
    expect(cardName('Y6')).toBe('yellow 6');
    expect(cardName('W')).toBe('wildcard');
    expect(cardName('TWINS')).toBe('power card Twins');
    expect(DECEPTIDICE.deckCodes({ names: ['a', 'b'], variants: ['wildcards', 'power-cards'] })).toHaveLength(56);
  });

  test('Ruling: the first Liar is drawn at random with the game\'s Rng (the same seed, the same Liar)', () => {
    const liars = new Set(Array.from({ length: 40 }, (_, i) => game(4, [], `seed${i}`).liar));
    expect(liars.size).toBe(4);
    expect(game(4, [], 'same').liar).toBe(game(4, [], 'same').liar);
  });

  test('Ruling: dice are made from all of a player\'s cards every round, never more dice than cards', () => {
    expect(splitIntoDice(['R1', 'R2'], 4, Rng.fromSeed(1)).map((d) => d.length)).toEqual([1, 1]);
    const s = table([[['R1', 'R2', 'R3'], ['R4', 'R5'], ['R6', 'B1'], ['B2', 'B3']], [['G1', 'G2', 'G3'], ['G4', 'G5'], ['G6', 'Y1'], ['Y2', 'Y3']]], { turn: 1, guesses: [say(0, num(3, 6))] });
    apply(s, { kind: 'challenge' });
    apply(s, { kind: 'discard', die: 1 });
    expect(s.dice[0].map((d) => d.length).sort()).toEqual([1, 2, 2, 2]);
    expect(s.dice[1].map((d) => d.length).sort()).toEqual([2, 2, 2, 3]);
  });

  test('Ruling: the Liar must guess; then turns go round past the Liar until someone challenges', () => {
    const s = table([[['R1']], [['R2']]]);
    expect(legal(s).some((a) => a.kind === 'challenge')).toBe(false);
    apply(s, { kind: 'guess', guess: num(1, 1) });
    apply(s, { kind: 'guess', guess: num(2, 2, true) });
    expect(s.turn).toBe(0);
    expect(legal(s).some((a) => a.kind === 'challenge')).toBe(true);
  });

  test('Ruling: a guess names 1 to as many cards as there are dice on the table', () => {
    const s = game(2);
    expect(diceOnTable(s)).toBe(8);
    const counts = legal(s).flatMap((a) => (a.kind === 'guess' && 'count' in a.guess ? [a.guess.count] : []));
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(8);
  });

  test('Ruling: "less than" names 2 to 6 (nothing is less than 1)', () => {
    const less = allGuesses(guessRules([]), 3).filter((g) => g.kind === 'number' && g.less);
    expect(new Set(less.map((g) => (g.kind === 'number' ? g.target : 0)))).toEqual(new Set([2, 3, 4, 5, 6]));
  });

  test('Ruling: a vague guess names at least 2 cards', () => {
    const vague = allGuesses(guessRules(['vague']), 8).filter((g) => g.kind === 'same');
    expect(Math.min(...vague.map((g) => (g.kind === 'same' ? g.count : 0)))).toBe(2);
  });

  test('Ruling: straights run 2 to 6 cards and must fit in 1 to 6 around their element', () => {
    const straights = allGuesses(guessRules(['straights']), 12).filter((g) => g.kind === 'straight');
    const lengths = straights.map((g) => (g.kind === 'straight' ? g.length : 0));
    expect(Math.min(...lengths)).toBe(2);
    expect(Math.max(...lengths)).toBe(6);
    const s = { kind: 'straight', length: 3, element: 6 } as const;
    expect(holds(s, ['R4', 'B5', 'G6'])).toBe(true);
    expect(holds(s, ['R5', 'B6', 'G1'])).toBe(false);
  });

  test('Ruling: a straight states the higher of its two numbers, both ways (guesses only go up)', () => {
    const s = { kind: 'straight', length: 2, element: 6 } as const;
    expect(isHigher(s, num(5, 1))).toBe(true);
    expect(isHigher(num(6, 1), s)).toBe(false);
    expect(isHigher(num(7, 1), s)).toBe(true);
    // Every legal chain of guesses is finite: no guess is higher than itself by a detour.
    const all = allGuesses(guessRules(['straights', 'vague', 'power-cards']), 12);
    for (const a of all) for (const b of all) if (isHigher(a, b)) expect(isHigher(b, a)).toBe(false);
  });

  test('Variant: Straights: by the letter a straight is higher than itself and a round loops; counting it, once said, at the number that made it higher is the least change that stops it', () => {
    // The letter: a straight is higher when its NUMBER or its ELEMENT beats the previous NUMBER
    // (Variant: Straights); any guess must have a higher NUMBER than the previous one (Gameplay),
    // and a straight's NUMBER is its length.
    type Plain = Extract<Guess, { kind: 'number' | 'colour' | 'straight' }>;
    const said = (g: Plain) => (g.kind === 'straight' ? g.length : g.count);
    const letter = (next: Plain, prev: Plain) => (next.kind === 'straight' ? Math.max(next.length, next.element) : next.count) > said(prev);
    const t2e6 = { kind: 'straight', length: 2, element: 6 } as const;
    const red3 = col(3, 'R') as Plain;
    // The loop: "2 cards in numeric order, including 6" is higher than itself, and it and "3 cards of
    // Red" are each higher than the other, so the round can go round them for ever, nobody ever
    // having to challenge.
    expect(letter(t2e6, t2e6)).toBe(true);
    expect(letter(red3, t2e6) && letter(t2e6, red3)).toBe(true);
    // The same threshold decides "4 red after 3 cards in order to 5" and "that straight after itself":
    // the straight beat the guess before it by its 5, so it may follow itself unless it counts as 5
    // afterwards, and then 4 red is not higher. Counted at 3 (the letter) or 4, it is higher than itself.
    const t3e5 = { kind: 'straight', length: 3, element: 5 } as const;
    const countedAt = (v: number) => ({ followsItself: Math.max(t3e5.length, t3e5.element) > v, red4After: 4 > v });
    expect([3, 4, 5].map(countedAt)).toEqual([
      { followsItself: true, red4After: true },
      { followsItself: true, red4After: false },
      { followsItself: false, red4After: false },
    ]);
    expect([isHigher(col(4, 'R'), t3e5), isHigher(t3e5, t3e5), isHigher(col(6, 'R'), t3e5)]).toEqual([false, false, true]);
    // Elsewhere the game follows the letter exactly: what a straight beats, and what beats any guess
    // other than a straight whose element is above its length.
    const plain = allGuesses(guessRules(['straights']), 12) as Plain[];
    for (const next of plain) {
      for (const prev of plain) {
        const changed = prev.kind === 'straight' && prev.element > prev.length;
        if (!changed) expect([next, prev, isHigher(next, prev)]).toEqual([next, prev, letter(next, prev)]);
        else expect([next, prev, isHigher(next, prev)]).toEqual([next, prev, (next.kind === 'straight' ? Math.max(next.length, next.element) : next.count) > prev.element]);
      }
    }
  });

  test('Ruling: vague and specific guesses share one scale (of two different heights exactly one is higher)', () => {
    const same = (count: number) => ({ kind: 'same', count, of: 'number' }) as const;
    for (let n = 2; n <= 12; n++) {
      for (let m = 1; m <= 12; m++) {
        expect(isHigher(same(n), num(m, 3))).toBe(n >= 2 * m);
        expect(isHigher(num(m, 3), same(n))).toBe(2 * m > n);
      }
    }
  });

  test('Ruling: a challenge turns up every top card, of players who took no part too', () => {
    const s = table([[['R1'], ['R2']], [['B3'], ['G4']], [['R5'], ['R6']]], { turn: 2, guesses: [say(0, num(1, 1)), say(1, col(4, 'R'))] });
    apply(s, { kind: 'challenge' });
    expect(s.history[0].holds).toBe(true);
    expect(view(s, 1).seats[0].dice.map((d) => d.top)).toEqual(['R1', 'R2']);
  });

  test('Ruling: the loser chooses his discard after the challenge, with every top card showing', () => {
    const s = table([[['R1', 'R2'], ['R4']], [['B3'], ['G4']]], { turn: 1, guesses: [say(0, num(2, 6))] });
    apply(s, { kind: 'challenge' });
    const v = view(s, 0);
    expect(v.phase).toBe('discard');
    expect(v.seats[1].dice.map((d) => d.top)).toEqual(['B3', 'G4']);
  });

  test('Ruling: "only 3 cards left" means 3 or fewer: a discard below 3 ends the game too, and no swap follows', () => {
    const s = table([[['R1', 'R2', 'R3'], ['R4'], ['R5']], [['G1', 'G2'], ['G4'], ['G6'], ['Y2']]], { variants: ['swap'], turn: 1, guesses: [say(0, num(3, 6))] });
    apply(s, { kind: 'challenge' });
    apply(s, { kind: 'discard', die: 0 });
    expect(cardsOf(s, 0)).toHaveLength(2);
    expect(s.phase).toBe('over');
    expect(result(s)!.places).toEqual([2, 1]);
  });

  test('Ruling: nobody reaches 0 cards: a discard from 4 or more cards leaves at least 2', () => {
    for (let cards = 4; cards <= 9; cards++) {
      for (const dice of [3, 4]) {
        const piles = splitIntoDice(deckFor([]).slice(0, cards), dice, Rng.fromSeed(cards * dice));
        expect(cards - Math.max(...piles.map((p) => p.length))).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test('Ruling: ties share a place (1, 1, 3), and all first places share the win', () => {
    const s = table([[['R1'], ['R2'], ['R3']], [['B1', 'B5'], ['B2'], ['B3'], ['B4']], [['G1'], ['G2'], ['G3'], ['G4']], [['Y1', 'Y2'], ['Y3'], ['Y4'], ['Y5']]]);
    s.phase = 'over';
    expect(result(s)!.places).toEqual([4, 1, 3, 1]);
  });

  test('Ruling: revealed cards stay known in their owner\'s hand until discarded or swapped away', () => {
    const s = table([[['R1', 'R2', 'R3'], ['R4', 'R5'], ['R6', 'B1'], ['B2', 'B3']], [['G1', 'G2', 'G3'], ['G4', 'G5'], ['G6', 'Y1'], ['Y2', 'Y3']]], { turn: 1, guesses: [say(0, num(3, 6))] });
    apply(s, { kind: 'challenge' });
    expect([...s.known[1]].sort()).toEqual(['G1', 'G4', 'G6', 'Y2']);
    apply(s, { kind: 'discard', die: 0 });
    expect([...s.known[0]].sort()).toEqual(['B2', 'R4', 'R6']);
    expect([...view(s, 1).seats[0].known].sort()).toEqual(['B2', 'R4', 'R6']);
    // A world sampled by seat 1 keeps them in seat 0's hand.
    for (let i = 0; i < 20; i++) expect(cardsOf(determinize(view(s, 1), Rng.fromSeed(i)), 0)).toEqual(expect.arrayContaining(['B2', 'R4', 'R6']));
  });

  test('Ruling: swap: the given card goes face up to the bottom of the draw pile; only the swapper sees what he takes', () => {
    const s = table([[['R1', 'R2', 'R3'], ['R4', 'R5'], ['R6', 'B1'], ['B2', 'B3']], [['G1', 'G2', 'G3'], ['G4', 'G5'], ['G6', 'Y1'], ['Y2', 'Y3']]], { variants: ['swap'], turn: 1, guesses: [say(0, num(3, 6))] });
    s.draw = ['Y6', ...s.draw.filter((c) => c !== 'Y6')];
    apply(s, { kind: 'challenge' });
    apply(s, { kind: 'discard', die: 0 });
    apply(s, { kind: 'swap', give: 'R6', with: null, take: null });
    expect(view(s, 1).drawKnown).toEqual(['R6']);
    expect(view(s, 1).seats[0].known).not.toContain('Y6');
    expect(view(s, 0).mySecret).toEqual(['Y6']);
    expect(view(s, 1).seats[0].known).not.toContain('R6');
  });

  test('Ruling: swap with another player only when the draw pile is empty: a top card for a top card, both public', () => {
    const s = game(8, ['swap']);
    expect(s.draw).toHaveLength(0);
    const t = table([[['R1', 'R2'], ['R4', 'R5'], ['R6', 'B1']], [['G1', 'G2'], ['G4', 'G5'], ['G6', 'Y1']]], { variants: ['swap'], turn: 1, guesses: [say(0, num(4, 6))] });
    apply(t, { kind: 'challenge' });
    apply(t, { kind: 'discard', die: 0 });
    expect(legal(t).every((a) => a.kind === 'keep' || (a.kind === 'swap' && a.with === null))).toBe(true);
  });

  test('Ruling: predictable: reveal first, then guess; a player whose dice are all revealed skips the reveal', () => {
    const s = table([[['R1'], ['R2']], [['B3'], ['G4']]], { variants: ['predictable'] });
    s.phase = 'reveal';
    expect(legal(s).every((a) => a.kind === 'reveal')).toBe(true);
    apply(s, { kind: 'reveal', die: 0 });
    apply(s, { kind: 'guess', guess: num(1, 1) });
    apply(s, { kind: 'reveal', die: 1 });
    apply(s, { kind: 'guess', guess: num(2, 2, true) });
    apply(s, { kind: 'reveal', die: 1 });
    apply(s, { kind: 'guess', guess: num(3, 5, true) });
    apply(s, { kind: 'reveal', die: 0 });
    apply(s, { kind: 'guess', guess: num(4, 6, true) });
    expect(s.phase).toBe('bid');
    expect(s.turn).toBe(0);
  });

  test('Ruling: wildcards count in less-than, without, vague guesses, straights and power combos', () => {
    expect(holds(num(2, 3, true), ['W', 'R6', 'B1'])).toBe(true);
    expect(holds({ kind: 'straight', length: 4, element: 1 }, ['R1', 'W', 'B3', 'G4'])).toBe(true);
    expect(holds({ kind: 'straight', length: 4, element: 1 }, ['R1', 'B3', 'G4'])).toBe(false);
    expect(holds({ kind: 'power', card: 'RAINBOW' }, ['R1', 'B1', 'W', 'W'], true)).toBe(true);
    expect(holds({ kind: 'power', card: 'TWINS' }, ['R1', 'W'], true)).toBe(true);
    expect(holds({ kind: 'power', card: 'TWINS' }, ['R1', 'B1'], true)).toBe(false);
    expect(holds({ kind: 'power', card: 'HOUSE' }, ['R1', 'B1', 'G1', 'Y2', 'W'], true)).toBe(true);
  });

  test('Ruling: four power cards with values 3 to 6, rarer combos worth more', () => {
    expect(deckFor(['power-cards']).slice(48)).toEqual(['PAIRS', 'RAINBOW', 'HOUSE', 'TWINS']);
    const p = (card: 'PAIRS' | 'RAINBOW' | 'HOUSE' | 'TWINS') => ({ kind: 'power', card }) as const;
    expect(isHigher(p('TWINS'), p('HOUSE'))).toBe(true);
    expect(isHigher(p('HOUSE'), p('RAINBOW'))).toBe(true);
    // How often each combo shows on 8 random tops: the higher the value, the rarer.
    const rng = Rng.fromSeed('combos');
    const deck = deckFor([]);
    const seen: Record<string, number> = { PAIRS: 0, RAINBOW: 0, HOUSE: 0, TWINS: 0 };
    for (let i = 0; i < 2000; i++) {
      const tops = [...deck].sort(() => rng.next() - 0.5).slice(0, 8);
      for (const k of Object.keys(seen)) if (holds(p(k as 'PAIRS'), tops, true)) seen[k]++;
    }
    expect(seen.PAIRS).toBeGreaterThan(seen.RAINBOW);
    expect(seen.RAINBOW).toBeGreaterThan(seen.HOUSE);
    expect(seen.HOUSE).toBeGreaterThan(seen.TWINS);
  });

  test('Ruling: a power guess beats a guess whose NUMBER is below its value; only more cards or a higher power beats it', () => {
    const pairs = { kind: 'power', card: 'PAIRS' } as const;
    expect(isHigher(pairs, num(2, 5))).toBe(true);
    expect(isHigher(pairs, num(3, 5))).toBe(false);
    expect(isHigher(pairs, { kind: 'same', count: 5, of: 'colour' })).toBe(true);
    expect(isHigher(pairs, { kind: 'same', count: 6, of: 'colour' })).toBe(false);
    expect(isHigher(col(4, 'R'), pairs)).toBe(true);
    expect(isHigher({ kind: 'straight', length: 2, element: 4 }, pairs)).toBe(true);
  });

  test('Ruling: power cards have no colour or number: they count for no guess, not even "without"', () => {
    expect(holds(col(1, 'R', true), ['PAIRS'])).toBe(false);
    expect(holds(num(1, 6, true), ['TWINS'])).toBe(false);
    expect(holds({ kind: 'same', count: 2, of: 'colour' }, ['PAIRS', 'R1'])).toBe(false);
  });
});

describe('Ruling: power guesses against vague ones', () => {
  test('Ruling: a vague guess beats a power card only with at least twice its value (vague guesses count half)', () => {
    const pairs = { kind: 'power', card: 'PAIRS' } as const; // value 3
    const vague = (count: number) => ({ kind: 'same', count, of: 'number' }) as const;
    expect(isHigher(vague(5), pairs)).toBe(false);
    expect(isHigher(vague(6), pairs)).toBe(true);
    expect(isHigher(pairs, vague(5))).toBe(true);
    expect(isHigher(pairs, vague(6))).toBe(false);
  });
});
