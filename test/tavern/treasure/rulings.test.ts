// Treasure: one test per ruling of docs/rulings.md, "Treasure", not already tested with the rule it
// belongs to (rules.test.ts, gods.test.ts: their test names start "Ruling:" too).
import { Rng } from '../../../src/dice/rng';
import { comboLabel, runPart } from '../../../src/tavern/treasure/combos';
import { cardInfo, cardName, cardShort, RANK_NAMES } from '../../../src/tavern/treasure/deck';
import { effectsOf } from '../../../src/tavern/treasure/gods';
import { scoreSeats } from '../../../src/tavern/treasure/scoring';
import { legal } from '../../../src/tavern/treasure/state';
import { board, colour, discard, DRAW, G, keys, laid, options, play, run, said, set, table, TAKE } from './helpers';

const melds = (s: Parameters<typeof legal>[0]) => keys(legal(s).filter((a) => a.type === 'table'));

describe('Treasure rulings', () => {
  test('Ruling: rank 2 is the king (queen 1, king 2, prince 3, princess 4)', () => {
    expect(RANK_NAMES.slice(1, 5)).toEqual(['queen', 'king', 'prince', 'princess']);
  });

  test('Ruling: card codes are the suit letter and rank (W5), the god\'s name (darklord), X for a changing card; a person sees W5, DarkLord2, X', () => {
    expect(cardName('W5')).toBe('wind 5');
    expect(cardName('P9')).toBe('rock 9');
    expect(cardName('darklord')).toBe('the Dark Lord');
    expect(cardShort('darklord')).toBe('DarkLord2');
    expect(cardName('X')).toBe('a changing card');
    expect(G.deckCodes(options(2))).toContain('protectress');
  });

  test('Ruling: the gods are a colour of their own: four gods make a colour; a god never joins a suit\'s colour by itself', () => {
    const s = board({ hands: [['lady', 'darklord', 'thief', 'minion', 'W2', 'W3', 'W4'], ['B1']] });
    expect(melds(s)).toContain('table:colour:gods:darklord,lady,minion,thief');
    expect(melds(s).filter((k) => k.startsWith('table:colour:W'))).toEqual([]);
  });

  test('Ruling: a changing card takes what its place needs: the set\'s rank, the run\'s missing rank, the colour\'s suit, never the gods\'', () => {
    const s = board({ hands: [['X', 'W5', 'G5', 'W6', 'W8', 'R9', 'lady', 'darklord', 'builder'], ['B1']] });
    expect(melds(s)).toContain('table:set:5:G5,W5,X');
    expect(melds(s)).toContain('table:run:5:W5,W6,X,W8');
    expect(melds(s)).toContain('table:colour:W:W5,W6,W8,X');
    expect(melds(s).filter((k) => k.startsWith('table:colour:gods') && k.includes('X'))).toEqual([]);
    play(s, table(run(5, 'W5', 'W6', 'X', 'W8')));
    expect(s.table[0].cards[2]).toEqual({ code: 'X', by: 0, rank: 7, colour: null });
  });

  test('Ruling: changing cards may never outnumber the other cards of their combination', () => {
    const s = board({ hands: [['X', 'X', 'W5', 'G5', 'W1', 'G2'], ['B1']] });
    expect(melds(s)).toContain('table:set:5:G5,W5,X');
    expect(melds(s)).not.toContain('table:set:5:W5,X,X');
    // As many is not more.
    expect(melds(s)).toContain('table:run:1:W1,G2,X,X');
    const t = board({ hands: [['X', 'X', 'X', 'W1', 'G2', 'B9'], ['B1'], ['R9']], variants: ['two-decks'] });
    play(t, table(run(1, 'W1', 'G2', 'X', 'X')));
    expect(keys(legal(t).filter((a) => a.type === 'add'))).toEqual([]);
  });

  test('Ruling: a god counts at its rank everywhere a rank is named: in sets and runs, the Changeling a fool, the Protectress a warrior', () => {
    expect(cardInfo('changeling').rank).toBe(9);
    const t = [laid(0, run(6, 'W6', 'G7', 'R8', 'changeling'))];
    expect(scoreSeats(t, [['P9'], []])[0].hand).toBe(-18);
    const s = board({ hands: [['protectress', 'W5', 'G5', 'lady', 'W2', 'G3', 'R4'], ['B1']] });
    expect(melds(s)).toContain('table:set:5:G5,W5,protectress');
    expect(melds(s)).toContain('table:run:1:lady,W2,G3,R4');
  });

  test('Ruling: a turn is draw (or take), then any number of combinations and additions, then one discard; nothing may be tabled before the draw', () => {
    const s = board({ hands: [['W1', 'G1', 'R1', 'B9'], ['B1']], phase: 'draw', discard: ['P3'] });
    expect(legal(s).every((a) => a.type === 'draw' || a.type === 'take')).toBe(true);
    play(s, DRAW, table(set(1, 'G1', 'R1', 'W1')));
    expect(s.phase).toBe('meld');
    expect(s.turn).toBe(0);
  });

  test('Ruling: the discard pile lies spread: every seat sees all of it, in order', () => {
    const s = board({ hands: [['W1', 'W2'], ['B1', 'B2']], discard: ['R1', 'lady', 'G7'], phase: 'draw' });
    expect(G.view(s, 1).discard).toEqual(['R1', 'lady', 'G7']);
  });

  test('Ruling: a card taken from the top may go back when it is the last card in hand (the player goes out)', () => {
    const s = board({ hands: [['W1', 'G1', 'R1'], ['B1', 'B2']], discard: ['P5'], phase: 'draw' });
    play(s, TAKE, table(set(1, 'G1', 'R1', 'W1')));
    expect(keys(legal(s))).toEqual(['discard:P5']);
    play(s, discard('P5'));
    expect(s.over).toBe(true);
  });

  test('Ruling: the first player is drawn at random; the same seed, the same first player', () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => G.setup(options(3), Rng.fromSeed(`f${i}`)).first));
    expect(firsts.size).toBe(3);
    expect(G.setup(options(3), Rng.fromSeed('x')).first).toBe(G.setup(options(3), Rng.fromSeed('x')).first);
  });

  test('Ruling: runs do not turn the corner (9-1); a run of 9 ranks is the longest', () => {
    const s = board({ hands: [['W8', 'G9', 'R1', 'B2', 'W9'], ['B1']], table: [laid(0, run(1, 'W1', 'G2', 'R3', 'B4', 'P5', 'W6', 'G7', 'R8'))] });
    expect(melds(s).filter((k) => k.startsWith('table:run'))).toEqual([]);
    expect(keys(legal(s).filter((a) => a.type === 'add'))).toEqual(['add:G9:1:high', 'add:W9:1:high']);
  });

  test('Ruling: a colour\'s run is each stretch of run length of consecutive ranks among its cards, one card a rank', () => {
    const c = laid(0, colour('W', 'W1', 'W2', 'W3', 'W4', 'W6', 'W7', 'W9'));
    expect(runPart(c, 4)).toEqual([true, true, true, true, false, false, false]);
    expect(runPart(c, 3)).toEqual([true, true, true, true, false, false, false]);
    expect(comboLabel(c)).toBe('colour of wind');
    const two = laid(0, colour('W', 'W1', 'W2', 'W3', 'W4', 'W1'));
    expect(runPart(two, 4)).toEqual([true, true, true, true, false]);
  });

  test('Ruling: a god in the run of a colour of a suit counts in both too (the Protectress tabled as a wind warrior)', () => {
    const thief = laid(1, set(4, 'thief', 'W4', 'G4'));
    const noRun = [thief, laid(0, colour('W', 'W1', 'W2', 'W9', 'protectress'))];
    expect(effectsOf(noRun).present).toEqual(['thief:set', 'protectress:colour']);
    const withRun = [thief, laid(0, colour('W', 'W3', 'protectress', 'W6', 'W7'))];
    expect(runPart(withRun[1], 4)).toEqual([false, false, false, false]);
    expect(effectsOf(withRun).present).toEqual(['thief:set', 'protectress:colour']);
    withRun[1].cards.push({ code: 'W8', by: 0, rank: 8, colour: 'W' });
    expect(effectsOf(withRun).present).toEqual(['thief:set', 'protectress:run', 'protectress:colour']);
  });

  test('Ruling: a card that may change only changes to fit: its suit in a colour, its rank in a set or a run, and keeps it', () => {
    const s = board({ hands: [['G5', 'W1', 'W2', 'W3', 'R5', 'B5'], ['B1']], table: [laid(1, set(4, 'thief', 'W4', 'G4'))] });
    play(s, table(set(5, 'B5', 'G5', 'R5')));
    expect(s.table[1].cards.map((t) => t.colour)).toEqual(['B', 'G', 'R']);
    const t = board({ hands: [['G5', 'W1', 'W2', 'W3'], ['B1']], table: [laid(1, set(4, 'thief', 'W4', 'G4'))] });
    play(t, table(colour('W', 'G5', 'W1', 'W2', 'W3')));
    expect(t.table[1].cards[0]).toEqual({ code: 'G5', by: 0, rank: 5, colour: 'W' });
  });

  test('Ruling: the Builder\'s three cards are drawn from the draw pile, the one who tabled him first; a used-up pile is rebuilt', () => {
    const s = board({ hands: [['builder', 'W3', 'G3', 'P1'], ['B1']], discard: ['R1', 'R2', 'R3'] });
    // Four cards left to draw: two for Ana... all four, then the pile is rebuilt for Ben's last two.
    const extra = s.draw.splice(0, s.draw.length - 4);
    s.hands[1].push(...extra);
    const before = s.hands[1].length;
    const events = G.apply(s, table(set(3, 'G3', 'W3', 'builder')));
    expect(s.hands[0]).toHaveLength(4);
    expect(s.hands[1]).toHaveLength(before + 3);
    expect(s.discard).toEqual(['R3']);
    expect(said(s, events)).toContain('The draw pile is used up: the discards but the top one are shuffled into a new draw pile (2 cards).');
  });

  test('Ruling: the effects are worked out from the table as it lies: the order the gods came in does not matter', () => {
    const a = [laid(0, set(1, 'lady', 'W1', 'G1')), laid(1, run(2, 'darklord', 'R3', 'P4', 'W5'))];
    const b = [a[1], a[0]];
    expect(effectsOf(a)).toEqual(effectsOf(b));
  });
});
