// Treasure: every god card's effect in every kind of combination (the text's bullets), their
// cancellations, a god colour that also holds a run, and the two-deck rules for duplicate gods.
import type { Combo } from '../../../src/tavern/treasure/combos';
import { effectsOf } from '../../../src/tavern/treasure/gods';
import { roundScore, scoreSeats } from '../../../src/tavern/treasure/scoring';
import type { State } from '../../../src/tavern/treasure/state';
import { legal } from '../../../src/tavern/treasure/state';
import { add, board, colour, G, keys, laid, play, run, said, set, table } from './helpers';

const tables = (s: State) => scoreSeats(s.table, s.hands).map((p) => p.table);
const hands = (s: State) => scoreSeats(s.table, s.hands).map((p) => p.hand);
const active = (t: Combo[]) => effectsOf(t).active;
const adds = (s: State) => keys(legal(s).filter((a) => a.type === 'add'));
const melds = (s: State) => keys(legal(s).filter((a) => a.type === 'table'));

/** Ben's run of four, 4-7, without a wind card (worth 16 with no god about). */
const bensRun = () => laid(1, run(4, 'G4', 'R5', 'B6', 'G7'));
/** Ben's rock colour with no run in it (worth 16). */
const bensColour = () => laid(1, colour('P', 'P1', 'P3', 'P7', 'P9'));
/** Ben's set of twos without a wind card (worth 12). */
const bensSet = () => laid(1, set(2, 'B2', 'G2', 'R2'));

describe('the Lady', () => {
  test('Gods: the Lady in a set doubles every run (a colour\'s run too), not sets or colours', () => {
    const t = [laid(0, set(1, 'lady', 'W1', 'G1')), bensRun(), bensColour(), laid(2, colour('B', 'B1', 'B2', 'B3', 'B4'))];
    const s = board({ hands: [[], [], []], table: t });
    expect(active(t)).toEqual(['lady:set']);
    expect(tables(s)).toEqual([12, 32 + 16, 32]);
  });

  test('Gods: the Lady in a run lets anyone add to another\'s run, scored for the one who laid it; "then no other player may play an 8 on that run"', () => {
    const s = board({ hands: [['P8', 'W9'], ['B1'], ['G8', 'G3', 'P9']], table: [laid(0, run(1, 'lady', 'W2', 'R3', 'B4')), bensRun()] });
    expect(active(s.table)).toEqual(['lady:run']);
    expect(adds(s)).toContain('add:P8:2:high');
    play(s, add('P8', 1, 'high'));
    expect(s.table[1]).toMatchObject({ owner: 1, lo: 4, hi: 8 });
    expect(tables(s)).toEqual([16 + 4, 16, 0]);
    // Cid: a 3 or a 9 may go on Ben's run, no 8 (the high end is 9 now).
    s.turn = 2;
    expect(adds(s)).toEqual(['add:G3:2:low', 'add:P9:2:high']);
  });

  test('Gods: the Lady in a colour makes wind cards worth double, on the table and in hand', () => {
    const t = [laid(0, colour('gods', 'lady', 'builder', 'protectress', 'changeling')), laid(1, set(7, 'W7', 'G7', 'R7'))];
    const s = board({ hands: [[], ['W2', 'G3']], table: t });
    expect(active(t)).toContain('lady:colour');
    expect(tables(s)).toEqual([16, 8 + 4 + 4]);
    expect(hands(s)).toEqual([0, -4 - 3]);
  });
});

describe('the Dark Lord', () => {
  test('Gods: the Dark Lord in a set makes runs worth half', () => {
    const s = board({ hands: [[], []], table: [laid(0, set(2, 'darklord', 'W2', 'G2')), bensRun()] });
    expect(active(s.table)).toEqual(['darklord:set']);
    expect(tables(s)).toEqual([12, 8]);
  });

  test('Gods: the Dark Lord in a run cancels the Lady: cards laid on others\' runs stay, no new ones may be laid', () => {
    const s = board({ hands: [['P8', 'W1'], ['darklord', 'R3', 'P4', 'W5', 'G9'], ['G3', 'B9']], table: [laid(0, run(1, 'lady', 'W2', 'B3', 'B4')), bensRun()] });
    play(s, add('P8', 1, 'high'));
    s.turn = 1;
    const events = G.apply(s, table(run(2, 'darklord', 'R3', 'P4', 'W5')));
    expect(said(s, events)).toContain("The Lady is cancelled: all the Lady's effects stop (cards already laid stay).");
    expect(effectsOf(s.table).cancelled).toEqual(['lady']);
    expect(active(s.table)).toEqual(['darklord:run']);
    expect(s.table[1].cards.map((t) => t.code)).toContain('P8');
    expect(tables(s)[0]).toBe(16 + 4);
    // Ben may still grow his own run; Cid may lay nothing on another's run.
    expect(adds(s)).toEqual(['add:G9:2:high']);
    s.turn = 2;
    expect(adds(s)).toEqual([]);
  });

  test('Gods: the Dark Lord in a run cancels the Lady in a set (runs not doubled) and in a colour (wind not doubled)', () => {
    const t = [laid(0, set(1, 'lady', 'W1', 'G1')), laid(1, run(2, 'darklord', 'R3', 'P4', 'W5'))];
    expect(tables(board({ hands: [[], []], table: t }))).toEqual([12, 16]);
    const u = [laid(0, colour('gods', 'lady', 'builder', 'protectress', 'changeling')), laid(1, run(1, 'W1', 'darklord', 'R3', 'P4'))];
    const s = board({ hands: [['W9'], []], table: u });
    expect(effectsOf(u).cancelled).toEqual(['lady']);
    expect(tables(s)).toEqual([16, 16]);
    expect(hands(s)).toEqual([-9, 0]);
  });

  test('Gods: "unless the Dark Lord has already been played as part of a run": a Lady tabled after him in a run gives no leave', () => {
    const s = board({ hands: [['lady', 'W2', 'G3', 'B4', 'P8'], ['B1']], table: [laid(1, run(2, 'darklord', 'R3', 'P4', 'W5')), laid(1, run(6, 'W6', 'G7', 'R8', 'B9'))] });
    play(s, table(run(1, 'lady', 'W2', 'G3', 'B4')));
    expect(effectsOf(s.table).present).toContain('lady:run');
    expect(active(s.table)).not.toContain('lady:run');
    expect(adds(s)).toEqual([]);
  });

  test('Gods: the Dark Lord in a colour makes wind cards worth half, on the table and in hand', () => {
    const t = [laid(0, colour('gods', 'darklord', 'builder', 'protectress', 'changeling')), laid(1, set(7, 'W7', 'G7', 'R7'))];
    const s = board({ hands: [[], ['W2']], table: t });
    expect(active(t)).toContain('darklord:colour');
    expect(tables(s)).toEqual([16, 2 + 4 + 4]);
    expect(hands(s)).toEqual([0, -1]);
  });
});

describe('the Builder', () => {
  test('Gods: the Builder in a set lets colours be built of three cards', () => {
    const s = board({ hands: [['builder', 'W3', 'G3', 'P1', 'P5', 'P7'], ['B1']] });
    expect(melds(s).filter((k) => k.startsWith('table:colour'))).toEqual([]);
    play(s, table(set(3, 'G3', 'W3', 'builder')));
    expect(melds(s)).toContain('table:colour:P:P1,P5,P7');
  });

  test('Gods: the Builder in a set: as soon as he is tabled all players draw three cards, at once', () => {
    const s = board({ hands: [['builder', 'W3', 'G3', 'P1'], ['B1'], ['B2', 'B3']] });
    const top = s.draw.slice(-9).reverse();
    const events = G.apply(s, table(set(3, 'G3', 'W3', 'builder')));
    expect(s.hands).toEqual([['P1', ...top.slice(0, 3)], ['B1', ...top.slice(3, 6)], ['B2', 'B3', ...top.slice(6, 9)]]);
    expect(said(s, events)).toContain('The Builder lies in a set: everyone draws three cards.');
    expect(said(s, events, 1)).toEqual([expect.stringMatching(/^\(You drew \w+ \w+ \w+\.\)$/)]);
    expect(s.builderDrawn).toBe(true);
    expect(s.figures.builderDraws).toBe(1);
  });

  test('Gods: the Builder in a colour lets runs be built of three cards (ruling: the text\'s "sets" are three cards already)', () => {
    const t = [laid(1, colour('gods', 'builder', 'lady', 'protectress', 'changeling'))];
    const s = board({ hands: [['W6', 'G7', 'R8', 'B1', 'G1', 'P1'], ['B2']], table: t });
    expect(active(t)).toContain('builder:colour');
    expect(melds(s)).toContain('table:run:6:W6,G7,R8');
    expect(melds(s)).toContain('table:set:1:B1,G1,P1');
    expect(effectsOf(t).minSet).toBe(3);
  });
});

describe('the Thief', () => {
  test('Gods: the Thief in a set lets warriors (rank 5, the Protectress too) change colour', () => {
    const t = [laid(1, set(4, 'thief', 'W4', 'G4'))];
    const s = board({ hands: [['W1', 'W2', 'W3', 'G5', 'protectress'], ['B2']], table: t });
    expect(melds(s)).toContain('table:colour:W:G5,W1,W2,W3');
    expect(melds(s)).toContain('table:colour:W:W1,W2,W3,protectress');
    play(s, table(colour('W', 'W1', 'W2', 'W3', 'protectress')));
    expect(s.table[1].cards[3]).toEqual({ code: 'protectress', by: 0, rank: 5, colour: 'W' });
    // The Protectress now lies in a colour: her leave to add to others' colours.
    expect(active(s.table)).toContain('protectress:colour');
  });

  test('Gods: the Thief in a run lets rock cards (purple) change rank', () => {
    const t = [laid(1, run(2, 'W2', 'G3', 'thief', 'R5'))];
    const s = board({ hands: [['P1', 'W7', 'G7', 'R9'], ['B2']], table: t });
    expect(melds(s)).toContain('table:set:7:G7,P1,W7');
    play(s, table(set(7, 'G7', 'P1', 'W7')));
    expect(s.table[1].cards[1]).toEqual({ code: 'P1', by: 0, rank: 7, colour: 'P' });
  });

  test('Gods: the Thief in a colour makes every card in hand worth 0, gods and changing cards too', () => {
    const t = [laid(0, colour('gods', 'thief', 'lady', 'changeling', 'friend'))];
    const s = board({ hands: [['W9', 'X'], ['darklord', 'G7', 'B1']], table: t });
    expect(active(t)).toContain('thief:colour');
    expect(hands(s)).toEqual([0, 0]);
  });
});

describe('the Protectress', () => {
  test('Gods: the Protectress in a set makes leaf cards (green) worth double, in hand too', () => {
    const s = board({ hands: [[], ['G9']], table: [laid(0, set(5, 'protectress', 'W5', 'G5'))] });
    expect(tables(s)).toEqual([4 + 4 + 8, 0]);
    expect(hands(s)).toEqual([0, -18]);
  });

  test('Gods: the Protectress in a run makes colours worth double', () => {
    const s = board({ hands: [[], []], table: [laid(0, run(2, 'W2', 'G3', 'R4', 'protectress')), bensColour(), bensSet()] });
    expect(active(s.table)).toEqual(['protectress:run']);
    expect(tables(s)).toEqual([16, 32 + 12]);
  });

  test('Gods: the Protectress in a colour lets anyone add to another\'s colour, scored for the one who laid it', () => {
    const s = board({ hands: [['P5', 'W9'], ['B1']], table: [laid(0, colour('gods', 'protectress', 'lady', 'builder', 'changeling')), bensColour()] });
    expect(adds(s)).toEqual(['add:P5:2']);
    play(s, add('P5', 1));
    expect(tables(s)).toEqual([16 + 4, 16]);
    expect(s.table[1].owner).toBe(1);
  });
});

describe('the Seductress', () => {
  test('Gods: the Seductress in a set makes leaf cards worth half', () => {
    const s = board({ hands: [[], ['G7']], table: [laid(0, set(6, 'seductress', 'W6', 'G6'))] });
    expect(tables(s)).toEqual([4 + 4 + 2, 0]);
    expect(hands(s)).toEqual([0, -3.5]);
  });

  test('Gods: the Seductress in a run makes colours worth half', () => {
    const s = board({ hands: [[], []], table: [laid(0, run(3, 'W3', 'G4', 'R5', 'seductress')), bensColour()] });
    expect(tables(s)).toEqual([16, 8]);
  });

  test('Gods: the Seductress in a colour cancels the Protectress: leaf and colours no longer double, no new cards on others\' colours', () => {
    const t = [laid(0, set(5, 'protectress', 'R5', 'G5')), laid(1, colour('gods', 'seductress', 'darklord', 'builder', 'changeling')), bensColour()];
    const s = board({ hands: [['P4', 'G9'], ['B1']], table: t });
    expect(effectsOf(t).cancelled).toEqual(['protectress']);
    expect(tables(s)[0]).toBe(12);
    expect(hands(s)[0]).toBe(-4 - 9);
    // The Seductress in a run cancels nothing.
    const u = [laid(0, colour('gods', 'protectress', 'friend', 'minion', 'changeling')), laid(1, run(6, 'seductress', 'W7', 'G8', 'R9'))];
    expect(effectsOf(u).cancelled).toEqual([]);
    const v = [...u.slice(0, 1), laid(1, colour('gods', 'seductress', 'lady', 'builder', 'thief'))];
    expect(effectsOf(v).cancelled).toEqual(['protectress']);
    expect(adds(board({ hands: [['P4'], ['B1']], table: [...v, bensColour()] }))).toEqual([]);
  });
});

describe('the Minion', () => {
  test('Gods: the Minion in a set cancels the Friend: no more leave to add to others\' sets, flame and sets not doubled', () => {
    const t = [laid(0, set(8, 'friend', 'W8', 'G8')), bensSet()];
    expect(adds(board({ hands: [['P2'], ['B1']], table: t }))).toEqual(['add:P2:2']);
    const u = [...t, laid(1, set(7, 'minion', 'W7', 'G7'))];
    expect(effectsOf(u).cancelled).toEqual(['friend']);
    expect(adds(board({ hands: [['P2'], ['B1']], table: u }))).toEqual([]);
    const w = [laid(0, run(5, 'W5', 'G6', 'B7', 'friend')), bensSet(), laid(1, set(7, 'minion', 'W7', 'G7'))];
    expect(tables(board({ hands: [[], []], table: w }))).toEqual([16, 12 + 12]);
  });

  test('Gods: the Minion in a run makes flame cards (red) worth half', () => {
    const s = board({ hands: [[], ['R7']], table: [laid(0, run(4, 'W4', 'G5', 'B6', 'minion')), bensSet()] });
    expect(tables(s)).toEqual([16, 4 + 4 + 2]);
    expect(hands(s)).toEqual([0, -3.5]);
  });

  test('Gods: the Minion in a colour makes sets worth half', () => {
    const s = board({ hands: [[], []], table: [laid(0, colour('gods', 'minion', 'protectress', 'builder', 'changeling')), bensSet(), bensRun()] });
    expect(tables(s)).toEqual([16, 6 + 16]);
  });
});

describe('the Friend', () => {
  test('Gods: the Friend in a set lets anyone add to another\'s set, scored for the one who laid it', () => {
    const s = board({ hands: [['P2', 'W9'], ['B1']], table: [laid(0, set(8, 'friend', 'W8', 'G8')), bensSet()] });
    play(s, add('P2', 1));
    expect(tables(s)).toEqual([12 + 4, 12]);
    expect(s.table[1].cards.map((t) => `${t.code}:${t.by}`)).toEqual(['B2:1', 'G2:1', 'R2:1', 'P2:0']);
  });

  test('Gods: the Friend in a run makes flame cards (red) worth double', () => {
    const s = board({ hands: [[], ['R3']], table: [laid(0, run(5, 'W5', 'G6', 'B7', 'friend')), bensSet()] });
    expect(tables(s)).toEqual([16, 4 + 4 + 8]);
    expect(hands(s)).toEqual([0, -6]);
  });

  test('Gods: the Friend in a colour makes sets worth double', () => {
    const s = board({ hands: [[], []], table: [laid(0, colour('gods', 'friend', 'lady', 'builder', 'protectress')), bensSet(), bensRun()] });
    expect(tables(s)).toEqual([16, 24 + 16]);
  });
});

describe('the Changeling', () => {
  test('Gods: the Changeling in a set lets wave cards (blue) change rank', () => {
    const s = board({ hands: [['B1', 'W7', 'G7'], ['B2']], table: [laid(1, set(9, 'changeling', 'W9', 'G9'))] });
    expect(melds(s)).toContain('table:set:7:B1,G7,W7');
  });

  test('Gods: the Changeling in a run makes fools (rank 9) worth double: the Changeling doubles itself', () => {
    const s = board({ hands: [['P9'], []], table: [laid(0, run(6, 'W6', 'G7', 'R8', 'changeling')), laid(1, set(9, 'W9', 'G9', 'R9'))] });
    expect(tables(s)).toEqual([12 + 8, 24]);
    expect(hands(s)).toEqual([-18, 0]);
  });

  test('Gods: the Changeling in a colour lets queens (rank 1, the Lady too) change colour', () => {
    const t = [laid(1, colour('gods', 'changeling', 'darklord', 'builder', 'protectress'))];
    const s = board({ hands: [['W2', 'W3', 'W4', 'G1', 'lady'], ['B2']], table: t });
    expect(melds(s)).toContain('table:colour:W:G1,W2,W3,W4');
    expect(melds(s)).toContain('table:colour:W:W2,W3,W4,lady');
  });
});

describe('a colour of god cards that also holds a run', () => {
  test('Gods: the gods in its run count twice, in a colour and in a run; those outside the run once', () => {
    const t = [laid(0, colour('gods', 'protectress', 'seductress', 'minion', 'friend', 'lady'))];
    const e = effectsOf(t);
    expect(e.present).toEqual(['lady:colour', 'protectress:run', 'protectress:colour', 'seductress:run', 'seductress:colour', 'minion:run', 'minion:colour', 'friend:run', 'friend:colour']);
    // The Seductress in the colour cancels the Protectress; the Minion and the Friend undo each other.
    expect(e.cancelled).toEqual(['protectress']);
    expect(e.factor).toMatchObject({ colour: 0.5, set: 1, R: 1, run: 1, W: 2 });
    const s = board({ hands: [[], []], table: t });
    expect(tables(s)).toEqual([5 * 2, 0]);
  });

  test('Gods: a god in a colour without a run counts once', () => {
    const t = [laid(0, colour('gods', 'lady', 'builder', 'protectress', 'changeling'))];
    expect(effectsOf(t).present).toEqual(['lady:colour', 'builder:colour', 'protectress:colour', 'changeling:colour']);
  });
});

describe('two decks ("More players can join in if another deck of cards is added")', () => {
  const two = (t: Combo[], handsOf: string[][] = [[], [], []]) => board({ hands: handsOf, table: t, variants: ['two-decks'] });

  test('Gods: no god card effect is applied twice: two Ladies in sets double runs once', () => {
    const s = two([laid(0, set(1, 'lady', 'W1', 'G1')), laid(2, set(1, 'lady', 'R1', 'B1')), bensRun()]);
    expect(tables(s)[1]).toBe(32);
  });

  test('Gods: a cancelling god cancels the effects of both copies of the god it names', () => {
    const s = two([laid(0, set(1, 'lady', 'W1', 'G1')), laid(2, colour('gods', 'lady', 'builder', 'protectress', 'changeling')), laid(1, run(2, 'darklord', 'R3', 'P4', 'W5')), bensRun()], [[], ['W9'], []]);
    expect(effectsOf(s.table).cancelled).toEqual(['lady']);
    expect(tables(s)[1]).toBe(32);
    expect(hands(s)[1]).toBe(-9);
  });

  test('Gods: a second identical cancelling card cancels the cancellation', () => {
    const t = [laid(0, set(1, 'lady', 'W1', 'G1')), laid(1, run(2, 'darklord', 'R3', 'P4', 'W5')), bensRun()];
    expect(effectsOf(t).cancelled).toEqual(['lady']);
    const u = [...t, laid(2, run(1, 'R1', 'darklord', 'G3', 'B4'))];
    expect(effectsOf(u).cancelled).toEqual([]);
    const s = two(t, [['darklord', 'R1', 'G3', 'B4'], [], []]);
    const events = said(s, G.apply(s, table(run(1, 'R1', 'darklord', 'G3', 'B4'))));
    expect(events).toContain("The Lady's cancellation is cancelled: the Lady's effects are back.");
    expect(tables(two(u))[1]).toBe(16 * 2 + 16 * 2);
    // A Dark Lord in a set cancels nothing: one in a run still cancels.
    const w = [...t, laid(2, set(2, 'darklord', 'R2', 'B2'))];
    expect(effectsOf(w).cancelled).toEqual(['lady']);
  });

  test('Gods: the Builder\'s draw is not made twice', () => {
    const s = two([laid(1, set(3, 'builder', 'W3', 'G3'))], [['builder', 'R3', 'B3', 'P1'], ['B1'], ['B2']]);
    s.builderDrawn = true;
    play(s, table(set(3, 'B3', 'R3', 'builder')));
    expect(s.hands.map((h) => h.length)).toEqual([1, 1, 1]);
  });
});

describe('factors (rulings)', () => {
  test('Ruling: factors multiply: a flame card in a run with runs doubled and flame doubled is worth 16', () => {
    const t = [laid(0, set(1, 'lady', 'W1', 'G1')), laid(0, run(5, 'W5', 'G6', 'B7', 'friend')), laid(1, run(2, 'R2', 'G3', 'B4', 'P5'))];
    expect(tables(board({ hands: [[], []], table: t }))).toEqual([12 + 4 * 8, 16 + 8 * 3]);
  });

  test('Ruling: double and half cancel (the Lady and the Dark Lord both in sets)', () => {
    const t = [laid(0, set(1, 'lady', 'W1', 'G1')), laid(0, set(2, 'darklord', 'W2', 'G2')), bensRun()];
    expect(tables(board({ hands: [[], []], table: t }))).toEqual([24, 16]);
  });

  test('Ruling: a total is rounded once, to the nearest point, a half up', () => {
    expect(roundScore(-3.5)).toBe(-3);
    expect(roundScore(2.5)).toBe(3);
    const s = board({ hands: [[], ['G7']], table: [laid(0, set(6, 'seductress', 'W6', 'G6'))] });
    expect(scoreSeats(s.table, s.hands).map((p) => p.total)).toEqual([10, -3]);
  });

  test('Ruling: a card on the table counts as what it was tabled as: a leaf warrior tabled as wind is a wind card', () => {
    const t = [laid(1, set(4, 'thief', 'W4', 'G4'))];
    const s = board({ hands: [['W1', 'W2', 'W3', 'G5'], ['B2']], table: t });
    play(s, table(colour('W', 'G5', 'W1', 'W2', 'W3')));
    s.table.push(laid(1, colour('gods', 'lady', 'builder', 'protectress', 'changeling')));
    expect(tables(s)[0]).toBe(4 * 8);
  });
});
