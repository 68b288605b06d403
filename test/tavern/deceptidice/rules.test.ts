// Deceptidice: one test per rule of the text ("Setup", "Objective", "Gameplay") and per variant.
import { Rng } from '../../../src/dice/rng';
import { DECEPTIDICE } from '../../../src/tavern/deceptidice';
import { deckFor } from '../../../src/tavern/deceptidice/cards';
import { guessHolds, isHigher, tally } from '../../../src/tavern/deceptidice/guesses';
import type { Action } from '../../../src/tavern/deceptidice/state';
import { cardsOf, legal, splitIntoDice } from '../../../src/tavern/deceptidice/state';
import { ending } from '../../../src/tavern/deceptidice/terminal';
import { view } from '../../../src/tavern/deceptidice/view';
import { gameOver, overOf } from '../../../src/tavern';
import { col, game, names, num, say, table } from './helpers';

const holds = (g: Parameters<typeof guessHolds>[0], tops: string[], rolled = false) => guessHolds(g, tally(tops), rolled);
const keys = (actions: readonly Action[]) => actions.map(DECEPTIDICE.actionKey);
const result = DECEPTIDICE.result;
// Through the frame, which refuses an illegal action.
const apply = DECEPTIDICE.apply;

describe('Deceptidice: Setup', () => {
  test('Setup: the deck has 48 cards, four colours, numbers 1 to 6, two of each', () => {
    const deck = deckFor([]);
    expect(deck).toHaveLength(48);
    expect(deck.filter((c) => c === 'R3')).toHaveLength(2);
    expect(new Set(deck.map((c) => c[0]))).toEqual(new Set(['R', 'B', 'G', 'Y']));
  });

  test('Setup: 9 cards each with 2-5 players, 6 with 6-8; the rest is the draw pile', () => {
    for (let n = 2; n <= 8; n++) {
      const s = game(n);
      const each = n >= 6 ? 6 : 9;
      for (let seat = 0; seat < n; seat++) expect(cardsOf(s, seat)).toHaveLength(each);
      expect(s.draw).toHaveLength(48 - n * each);
    }
  });

  test('Setup: a stacked deck is dealt one card at a time round the table', () => {
    const s = game(2, [], 'x', ['R1', 'B2', 'G3', 'Y4']);
    expect(cardsOf(s, 0)).toEqual(expect.arrayContaining(['R1', 'G3']));
    expect(cardsOf(s, 1)).toEqual(expect.arrayContaining(['B2', 'Y4']));
  });

  test('Setup: 2 to 8 players, and only the listed variants', () => {
    expect(() => game(1)).toThrow(/2 to 8 players/);
    expect(() => DECEPTIDICE.setup({ names: [...names(8), 'Ida'], variants: [] }, Rng.fromSeed(1))).toThrow(/2 to 8 players/);
    expect(() => game(3, ['jokers'])).toThrow(/"jokers" is not a variant/);
    expect(DECEPTIDICE.variants.map((v) => v.id)).toEqual(['intro', 'straights', 'vague', 'swap', 'predictable', 'wildcards', 'power-cards']);
  });
});

describe('Deceptidice: Gameplay', () => {
  test('Gameplay: 4 dice each with 2-3 players, 3 dice with 4-8', () => {
    expect(game(2).dice[0]).toHaveLength(4);
    expect(game(3).dice[1]).toHaveLength(4);
    expect(game(4).dice[0]).toHaveLength(3);
    expect(game(8).dice[7]).toHaveLength(3);
  });

  test('Gameplay: the cards are divided into dice as fairly as possible', () => {
    const cards = ['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'B1', 'B2', 'B3'];
    const dice = splitIntoDice(cards, 4, Rng.fromSeed(1));
    expect(dice.map((d) => d.length).sort()).toEqual([2, 2, 2, 3]);
    expect(dice.flat().sort()).toEqual([...cards].sort());
    expect(splitIntoDice(cards.slice(0, 6), 3, Rng.fromSeed(2)).map((d) => d.length)).toEqual([2, 2, 2]);
  });

  test('Gameplay: everyone rolls and looks at his own top cards only', () => {
    const s = game(3);
    const v = view(s, 1);
    expect(v.seats[1].dice.every((d) => d.top !== null)).toBe(true);
    expect(v.seats[0].dice.every((d) => d.top === null)).toBe(true);
    expect(v.seats[2].dice.every((d) => d.top === null)).toBe(true);
  });

  test('Gameplay: the Liar guesses first; there is nothing to challenge yet', () => {
    const s = game(3);
    expect(DECEPTIDICE.toAct(s)).toBe(s.liar);
    expect(keys(legal(s))).not.toContain('challenge');
  });

  test('Gameplay: turns go clockwise from the Liar, round the table', () => {
    const s = table([[['R1']], [['R2']], [['R3']]], { turn: 2 });
    apply(s, { kind: 'guess', guess: num(1, 1) });
    expect(s.turn).toBe(0);
    apply(s, { kind: 'guess', guess: num(2, 1) });
    expect(s.turn).toBe(1);
  });

  test('Gameplay: a guess must name more cards than the previous one (other elements are free)', () => {
    expect(isHigher(num(3, 2), num(2, 6))).toBe(true);
    expect(isHigher(col(3, 'R'), num(2, 6))).toBe(true);
    expect(isHigher(num(2, 6), num(2, 5))).toBe(false);
    expect(isHigher(num(2, 5), num(3, 1))).toBe(false);
    const s = table([[['R1'], ['R2']], [['R3'], ['R4']]], { turn: 1, guesses: [say(0, num(2, 4))] });
    expect(() => apply(s, { kind: 'guess', guess: col(2, 'R') })).toThrow(/not allowed/);
    expect(legal(s).filter((a) => a.kind === 'guess').every((a) => a.kind === 'guess' && a.guess.kind !== 'same' && 'count' in a.guess && a.guess.count > 2)).toBe(true);
  });

  test('Gameplay: a guess is about all the dice on the table, not just your own', () => {
    const s = table([[['R1'], ['B1']], [['G1'], ['Y5']]], { turn: 1, guesses: [say(0, num(3, 1))] });
    apply(s, { kind: 'challenge' });
    expect(s.history[0].holds).toBe(true);
  });

  test('Gameplay: the targets: a number, a colour, a number less than T, without a colour', () => {
    const tops = ['R1', 'R2', 'B3', 'G3', 'Y6'];
    expect(holds(num(2, 3), tops)).toBe(true);
    expect(holds(num(3, 3), tops)).toBe(false);
    expect(holds(col(2, 'R'), tops)).toBe(true);
    expect(holds(num(4, 4, true), tops)).toBe(true);
    expect(holds(num(5, 4, true), tops)).toBe(false);
    expect(holds(col(3, 'R', true), tops)).toBe(true);
    expect(holds(col(4, 'R', true), tops)).toBe(false);
  });

  test('Gameplay: the challenge: a guess that holds (at least the combo shows) makes the challenger lose', () => {
    const s = table([[['R1', 'B6'], ['R2']], [['R3'], ['G4']]], { turn: 1, guesses: [say(0, col(3, 'R'))] });
    apply(s, { kind: 'challenge' });
    expect(s.history[0]).toMatchObject({ holds: true, loser: 1, challenger: 1 });
    expect(s.phase).toBe('discard');
    expect(s.turn).toBe(1);
  });

  test('Gameplay: the challenge: a guess that fails makes the player before the challenger lose', () => {
    const s = table([[['R1'], ['R2']], [['B3'], ['G4']], [['Y1'], ['Y2']]], { turn: 2, guesses: [say(0, num(1, 5)), say(1, col(3, 'R'))] });
    apply(s, { kind: 'challenge' });
    expect(s.history[0]).toMatchObject({ holds: false, loser: 1 });
    expect(s.turn).toBe(1);
  });

  test('Gameplay: the loser discards one of his dice of his choice, face up with all its cards, and is the next Liar', () => {
    const s = table([[['R1', 'R2', 'R3'], ['R4', 'R5'], ['R6', 'B1'], ['B2', 'B3']], [['G1', 'G2', 'G3'], ['G4', 'G5'], ['G6', 'Y1'], ['Y2', 'Y3']]], { turn: 1, guesses: [say(0, num(3, 6))] });
    apply(s, { kind: 'challenge' });
    expect(keys(legal(s))).toEqual(['discard:0', 'discard:1', 'discard:2', 'discard:3']);
    apply(s, { kind: 'discard', die: 0 });
    expect(s.discards[0]).toEqual([['R1', 'R2', 'R3']]);
    expect(view(s, 1).seats[0].discards).toEqual([['R1', 'R2', 'R3']]);
    expect(cardsOf(s, 0)).toHaveLength(6);
    expect(s.liar).toBe(0);
    expect(s.turn).toBe(0);
    expect(s.round).toBe(2);
  });

  test('Objective: the game ends as soon as somebody has only 3 cards left', () => {
    const s = table([[['R1', 'R2'], ['R4'], ['R6'], ['B2']], [['G1', 'G2'], ['G4'], ['G6'], ['Y2']]], { turn: 1, guesses: [say(0, num(3, 6))] });
    apply(s, { kind: 'challenge' });
    expect(s.turn).toBe(0);
    const events = apply(s, { kind: 'discard', die: 0 });
    expect(DECEPTIDICE.toAct(s)).toBeNull();
    expect(legal(s)).toEqual([]);
    expect(result(s)).toEqual({ scores: [3, 5], places: [2, 1] });
    const over = gameOver(events)!;
    expect(over).toEqual({ type: 'over', scores: [3, 5], places: [2, 1] });
    expect(ending(over, names(2))).toBe('Ana has only 3 cards left: the game ends. Ben wins with 5 cards.');
  });

  test('Objective: players are ranked by cards left, more is better; equal counts share a place', () => {
    const s = table([[['R1'], ['R2'], ['R3']], [['B1'], ['B2'], ['B3'], ['B4']], [['G1'], ['G2'], ['G3'], ['G4']], [['Y1', 'Y2'], ['Y3'], ['Y4']]]);
    s.phase = 'over';
    expect(result(s)!.scores).toEqual([3, 4, 4, 4]);
    expect(result(s)!.places).toEqual([4, 1, 1, 1]);
    expect(ending(overOf(result(s)!.scores), names(4))).toBe('Ana has only 3 cards left: the game ends. Ben, Cai and Dee share the win with 4 cards.');
  });
});

describe('Deceptidice: variants', () => {
  test('Intro game (variant intro): no "less than" and no "without"', () => {
    const base = legal(game(2)).map(DECEPTIDICE.actionKey);
    const intro = legal(game(2, ['intro'])).map(DECEPTIDICE.actionKey);
    expect(base.some((k) => k.includes('<') || k.includes('-'))).toBe(true);
    expect(intro.some((k) => k.includes('<') || k.includes('-'))).toBe(false);
  });

  test('Variant: Straights: N cards in numeric order including E; higher when N or E beats the previous NUMBER', () => {
    const s = { kind: 'straight', length: 3, element: 5 } as const;
    expect(holds(s, ['R4', 'B5', 'G6'])).toBe(true);
    expect(holds(s, ['R3', 'B5', 'G6'])).toBe(false);
    expect(holds(s, ['R3', 'B4', 'G5'])).toBe(true);
    expect(isHigher(s, num(4, 1))).toBe(true);
    expect(isHigher({ kind: 'straight', length: 2, element: 6 }, num(5, 1))).toBe(true);
    expect(isHigher({ kind: 'straight', length: 2, element: 3 }, num(3, 1))).toBe(false);
    expect(legal(game(2, ['straights'])).some((a) => a.kind === 'guess' && a.guess.kind === 'straight')).toBe(true);
    expect(legal(game(2)).some((a) => a.kind === 'guess' && a.guess.kind === 'straight')).toBe(false);
  });

  test('Variant: Vague Guesses: "of the same number/colour"; a vague guess must double a specific one, a specific one beat half a vague one', () => {
    const same = (count: number, of: 'number' | 'colour') => ({ kind: 'same', count, of }) as const;
    expect(holds(same(3, 'number'), ['R2', 'B2', 'G2', 'Y5'])).toBe(true);
    expect(holds(same(3, 'colour'), ['R2', 'B2', 'G2', 'Y5'])).toBe(false);
    expect(isHigher(same(6, 'number'), num(3, 6))).toBe(true);
    expect(isHigher(same(5, 'number'), num(3, 6))).toBe(false);
    expect(isHigher(num(4, 6), same(6, 'number'))).toBe(true);
    expect(isHigher(num(3, 6), same(6, 'number'))).toBe(false);
    expect(isHigher(same(4, 'colour'), same(3, 'number'))).toBe(true);
  });

  test('Variants (swap): the loser may swap one of his cards with the draw pile', () => {
    const s = table([[['R1', 'R2', 'R3'], ['R4', 'R5'], ['R6', 'B1'], ['B2', 'B3']], [['G1', 'G2', 'G3'], ['G4', 'G5'], ['G6', 'Y1'], ['Y2', 'Y3']]], { variants: ['swap'], turn: 1, guesses: [say(0, num(3, 6))] });
    s.draw = ['Y6', ...s.draw.filter((c) => c !== 'Y6')];
    apply(s, { kind: 'challenge' });
    apply(s, { kind: 'discard', die: 0 });
    expect(s.phase).toBe('swap');
    expect(keys(legal(s))).toEqual(['keep', 'swap:R4:draw', 'swap:R6:draw', 'swap:B2:draw']);
    const events = apply(s, { kind: 'swap', give: 'R4', with: null, take: null });
    expect(cardsOf(s, 0)).toContain('Y6');
    expect(cardsOf(s, 0)).not.toContain('R4');
    expect(s.draw[s.draw.length - 1]).toBe('R4');
    // The table sees the card given; the card taken is told to the swapper alone.
    expect(events.slice(0, 2)).toEqual([
      { type: 'swapped', seat: 0, gave: 'R4', other: null, took: null },
      { type: 'drew', seat: 0, card: 'Y6', only: [0] },
    ]);
    expect(s.round).toBe(2);
  });

  test('Variants (swap): with the draw pile empty, the loser swaps with another player instead', () => {
    const s = table([[['R1', 'R2'], ['R4', 'R5'], ['R6', 'B1']], [['G1', 'G2'], ['G4', 'G5'], ['G6', 'Y1']], [['B4', 'B5'], ['B6', 'Y6'], ['Y2', 'Y3']]], { variants: ['swap'], turn: 1, guesses: [say(0, num(4, 6))] });
    s.draw = [];
    apply(s, { kind: 'challenge' });
    apply(s, { kind: 'discard', die: 0 });
    const swaps = keys(legal(s)).filter((k) => k.startsWith('swap'));
    expect(swaps).toContain('swap:R4:1:G1');
    expect(swaps).toContain('swap:R6:2:Y2');
    apply(s, { kind: 'swap', give: 'R4', with: 2, take: 'B6' });
    expect(cardsOf(s, 0)).toContain('B6');
    expect(cardsOf(s, 2)).toContain('R4');
    expect(s.known[0]).toContain('B6');
  });

  test('Variants (predictable): starting cards are shown; on your turn you first reveal one of your secret dice', () => {
    const s = game(3, ['predictable']);
    expect(view(s, 1).seats[0].known).toHaveLength(9);
    expect(s.phase).toBe('reveal');
    expect(keys(legal(s))).toEqual(['reveal:0', 'reveal:1', 'reveal:2', 'reveal:3']);
    const seat = s.turn;
    const top = s.dice[seat][2][0];
    apply(s, { kind: 'reveal', die: 2 });
    expect(view(s, (seat + 1) % 3).seats[seat].dice[2].top).toBe(top);
    expect(s.phase).toBe('bid');
    apply(s, legal(s)[0]);
    expect(s.phase).toBe('reveal');
  });

  test('Wildcards: 4 wildcards join the deck and count as whatever number or colour the guess needs', () => {
    expect(deckFor(['wildcards']).filter((c) => c === 'W')).toHaveLength(4);
    expect(holds(num(3, 4), ['R4', 'W', 'W', 'B1'])).toBe(true);
    expect(holds(col(2, 'G'), ['W', 'G1'])).toBe(true);
    expect(holds(col(2, 'G', true), ['W', 'R1'])).toBe(true);
    expect(holds({ kind: 'same', count: 3, of: 'number' }, ['R4', 'B4', 'W'])).toBe(true);
  });

  test('Power Cards: a power guess holds only if the guesser rolled the card and its combo shows', () => {
    const pairs = { kind: 'power', card: 'PAIRS' } as const;
    expect(holds(pairs, ['R1', 'B1', 'G2', 'Y2', 'PAIRS'], true)).toBe(true);
    expect(holds(pairs, ['R1', 'B1', 'G2', 'Y3', 'PAIRS'], true)).toBe(false);
    const s = table([[['R1'], ['B1']], [['G2'], ['Y2']]], { variants: ['power-cards'], turn: 1, guesses: [say(0, pairs)] });
    apply(s, { kind: 'challenge' });
    expect(s.history[0]).toMatchObject({ holds: false, loser: 0 });
  });

  test('Power Cards: a lie about a power card always loses when challenged; honest power guesses are judged by the combo', () => {
    const rainbow = { kind: 'power', card: 'RAINBOW' } as const;
    const honest = table([[['RAINBOW'], ['R1']], [['G2'], ['Y2'], ['B4']]], { variants: ['power-cards'], turn: 1, guesses: [say(0, rainbow)] });
    apply(honest, { kind: 'challenge' });
    expect(honest.history[0].holds).toBe(true);
    const lie = table([[['R3'], ['R1']], [['G2'], ['Y2'], ['B4']]], { variants: ['power-cards'], turn: 1, guesses: [say(0, rainbow)] });
    apply(lie, { kind: 'challenge' });
    expect(lie.history[0].holds).toBe(false);
  });

  test('Power Cards: higher only with a higher power value, or more cards than the stated value', () => {
    const p = (card: 'PAIRS' | 'RAINBOW' | 'HOUSE' | 'TWINS') => ({ kind: 'power', card }) as const;
    expect(isHigher(p('RAINBOW'), p('PAIRS'))).toBe(true);
    expect(isHigher(p('PAIRS'), p('RAINBOW'))).toBe(false);
    expect(isHigher(num(4, 2), p('PAIRS'))).toBe(true);
    expect(isHigher(num(3, 2), p('PAIRS'))).toBe(false);
    expect(deckFor(['power-cards'])).toEqual(expect.arrayContaining(['PAIRS', 'RAINBOW', 'HOUSE', 'TWINS']));
    expect(names(2)).toEqual(['Ana', 'Ben']);
  });
});

describe('Deceptidice: the worked examples of the text (numbers above 6 read as 6, the deck\'s highest)', () => {
  test('Gameplay example: "3 cards with a number less than 9" read as less than 6, "4 cards without Red"', () => {
    expect(holds(num(3, 6, true), ['R1', 'B5', 'G3', 'Y6'])).toBe(true);
    expect(holds(num(3, 6, true), ['R6', 'B5', 'G6', 'Y6'])).toBe(false);
    expect(holds(col(4, 'R', true), ['B1', 'G2', 'Y3', 'B4', 'R5'])).toBe(true);
    expect(holds(col(4, 'R', true), ['B1', 'R2', 'Y3', 'R4', 'R5'])).toBe(false);
  });

  test('Variant: Straights example: "5 cards in numeric order, including the number 3"', () => {
    const five = { kind: 'straight', length: 5, element: 3 } as const;
    expect(holds(five, ['R1', 'B2', 'G3', 'Y4', 'R5'])).toBe(true);
    expect(holds(five, ['R2', 'B3', 'G4', 'Y5', 'R6'])).toBe(true);
    expect(holds(five, ['R2', 'B3', 'G4', 'Y5', 'R1'])).toBe(true);
    expect(holds(five, ['R2', 'B4', 'G4', 'Y5', 'R6'])).toBe(false);
  });

  test('Variant: Vague Guesses examples: after "3 cards with a 6" a vague guess needs 6; after "6 of the same number", "4 cards with a 6" is higher', () => {
    const same = (count: number) => ({ kind: 'same', count, of: 'number' }) as const;
    expect(isHigher(same(5), num(3, 6))).toBe(false);
    expect(isHigher(same(6), num(3, 6))).toBe(true);
    expect(isHigher(num(4, 6), same(6))).toBe(true);
    expect(isHigher(num(3, 6), same(6))).toBe(false);
  });

  test('Power Cards example: "two pairs" of value 3 is beaten by a power card of higher value, or by a combo of more than 3 cards', () => {
    const pairs = { kind: 'power', card: 'PAIRS' } as const;
    expect(isHigher({ kind: 'power', card: 'RAINBOW' }, pairs)).toBe(true);
    expect(isHigher(num(4, 2), pairs)).toBe(true);
    expect(isHigher(num(3, 2), pairs)).toBe(false);
  });
});
