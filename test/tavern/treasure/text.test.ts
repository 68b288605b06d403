// Treasure for people: a whole game at the table through scripted answers, the small questions of
// a turn, the screen, the menu lines and the rules text.
import { RecordedIo } from '../../../src/io';
import { PLAIN } from '../../../src/io/style';
import { startMatch } from '../../../src/tavern/frame/match';
import { endingOf, playAtTable, rulesText } from '../../../src/tavern/terminal';
import { RULES } from '../../../src/tavern/treasure/rules-text';
import { add, board, colour, discard, DRAW, G, laid, run, said, set, T, table, TAKE, TAKE_ALL } from './helpers';

const short = (text: string) => text.split('\n').filter((l) => l.length > 80);

describe('a person at the table', () => {
  test('a whole game through scripted answers: draw or take, then table, add or discard in small questions', async () => {
    const seats = [
      { name: 'Ana', player: 'me' as const },
      { name: 'Ben', player: 'easy' as const },
    ];
    let seed = 0;
    let m = startMatch(G, { names: ['Ana', 'Ben'], variants: [] }, seats, 't0');
    while (m.state.first !== 0) m = startMatch(G, { names: ['Ana', 'Ben'], variants: [] }, seats, `t${++seed}`);
    const io = new RecordedIo(Array.from({ length: 3000 }, () => '1'));
    await playAtTable(m, { io, style: PLAIN });
    const out = io.output;
    expect(out).toContain('Ana, draw or take from the discard pile?\n   1) Draw from the draw pile (');
    expect(out).toMatch(/Ana, what now\?\n {3}1\) Table a new combination \(\d+ possible\)/);
    expect(out).toMatch(/What kind of combination\?\n {3}1\) A (set|run|colour)/);
    expect(out).toContain('Your score if the hand ended now:');
    expect(out).toContain(endingOf(T, m));
    expect(m.state.over).toBe(true);
    expect(short(out)).toEqual([]);
  });
});

describe('the questions of a turn', () => {
  test('a colour among many ways is chosen card by card', async () => {
    const s = board({ hands: [['W1', 'W2', 'W3', 'W4', 'W6', 'W8', 'W9', 'B5'], ['B1']] });
    const legal = G.legal(s);
    // Table; a colour (the menu lists kinds in the order set, run, colour); of wind; W9 first, W8, W6, then the list.
    const io = new RecordedIo(['1', '2', '1', '7', '6', '5', '1']);
    const a = await T.ask!(G.view(s, 0), legal, io, 'Ana');
    expect(a).toEqual(table(colour('W', 'W1', 'W6', 'W8', 'W9')));
    expect(io.output).toContain('What kind of combination?\n   1) A run (consecutive ranks)\n   2) A colour (cards of one suit)\n   3) Back');
    expect(io.output).toContain('Which card first? (35 ways)');
    expect(io.output).toContain('Which card besides W9? (20 ways)');
    expect(io.output).toContain('Which cards?\n   1) colour of wind: W1 W6 W8 W9');
  });

  test('"Back" returns to the first question; an add asks which card, then where', async () => {
    const s = board({ hands: [['W1', 'G1', 'R1', 'P8', 'B9'], ['B1']], table: [laid(0, run(4, 'W4', 'G5', 'R6', 'B7'))] });
    const io = new RecordedIo(['1', '2', '2', '1', '1']);
    const a = await T.ask!(G.view(s, 0), G.legal(s), io, 'Ana');
    expect(a).toEqual(add('P8', 0, 'high'));
    expect(io.output).toContain('Add P8 to which combination?\n   1) your run 4-7 (#1), at the high end (as 8)');
  });

  test('the draw is one question; the discard names each card', async () => {
    const s = board({ hands: [['W1', 'P9'], ['B1']], discard: ['R3', 'G7'], phase: 'draw' });
    const io = new RecordedIo(['3']);
    expect(await T.ask!(G.view(s, 0), G.legal(s), io, 'Ana')).toEqual(TAKE_ALL);
    expect(io.output).toContain('   2) Take the top discard, G7\n   3) Take the whole discard pile (2 cards: R3 G7)');
    G.apply(s, DRAW);
    const io2 = new RecordedIo(['2']);
    const d = await T.ask!(G.view(s, 0), G.legal(s), io2, 'Ana');
    expect(d.type).toBe('discard');
    expect(io2.output).toContain('Which card do you discard?\n   1) W1 (wind 1)');
  });
});

describe('the screen and the menu lines', () => {
  test('show: the piles, the gods at work, each seat\'s combinations, what is known of a hand, the own hand and score', () => {
    const s = board({
      hands: [['W9', 'B2', 'X'], ['G8', 'P1'], ['R1']],
      table: [laid(0, set(1, 'lady', 'W1', 'G1')), laid(1, run(4, 'W4', 'G5', 'R6', 'B7')), laid(2, colour('P', 'P2', 'P3', 'P4', 'P5'))],
      discard: ['R3', 'G7'],
      known: [[], ['G8'], []],
      phase: 'draw',
    });
    s.table[1].cards.push({ code: 'R8', by: 0, rank: 8, colour: 'R' });
    s.table[1] = { ...s.table[1], hi: 8 } as typeof s.table[1];
    const text = T.show(G.view(s, 0), PLAIN);
    expect(text).toContain('Treasure, turn 1: Ana to draw.');
    expect(text).toContain('Draw pile');
    expect(text).toContain('Discard pile (2, top last): R3 G7');
    expect(text).toContain('Gods at work:\n  The Lady in a set: runs are worth double');
    expect(text).toContain('You: 20 on the table  <\n  #1 set of ones: Lady1 W1 G1');
    expect(text).toContain('Ben: 32 on the table, 2 in hand (holds G8)\n  #2 run 4-8: W4 G5 R6 B7 R8(Ana)');
    expect(text).toContain('Cid: 32 on the table, 1 in hand\n  #3 colour of rock (with run 2-5): P2 P3 P4 P5');
    expect(text).toContain('Your hand (3): W9 B2 X');
    expect(text).toContain('Your score if the hand ended now: 20 on the table, -20 in hand: 0.');
    expect(text).toContain('Suits: W wind, G leaf, R flame, B wave, P rock; X changing card; gods by name.');
    expect(short(text)).toEqual([]);
  });

  test('describe: every kind of action as a menu line', () => {
    const s = board({ hands: [['W4', 'G4', 'R4', 'X', 'P8', 'W9'], ['B1']], table: [laid(0, run(5, 'W5', 'G6', 'R7', 'B8'))], discard: ['R3', 'G7'], phase: 'draw' });
    const v = G.view(s, 0);
    expect(T.describe(DRAW, v)).toMatch(/^Draw from the draw pile \(\d+ cards\)$/);
    expect(T.describe(TAKE, v)).toBe('Take the top discard, G7');
    expect(T.describe(TAKE_ALL, v)).toBe('Take the whole discard pile (2 cards: R3 G7)');
    expect(T.describe(table(set(4, 'G4', 'R4', 'X')), v)).toBe('Table a set of fours: G4 R4 X');
    expect(T.describe(table(run(6, 'X', 'G7', 'P8', 'W9')), v)).toBe('Table a run 6-9: X=6 G7 P8 W9');
    expect(T.describe(add('W4', 0, 'low'), v)).toBe('Add W4 to your run 5-8 (#1), at the low end (as 4)');
    expect(T.describe(discard('W9'), v)).toBe('Discard W9 (wind 9) and end your turn');
  });

  test('events name what is tabled and what the gods change', () => {
    const s = board({ hands: [['lady', 'W1', 'G1', 'P9'], ['B1']], table: [laid(1, run(4, 'W4', 'G5', 'R6', 'B7'))] });
    const events = said(s, G.apply(s, table(set(1, 'G1', 'W1', 'lady'))));
    expect(events).toEqual(['Ana tables a set of ones (#2): G1 W1 Lady1.', 'Now in force: The Lady in a set: runs are worth double.']);
    s.hands[0].push('R1', 'P8');
    expect(said(s, G.apply(s, add('R1', 1)))).toEqual(['Ana adds R1 to the set of ones (#2).']);
    const t = board({ hands: [['P8', 'R3', 'W9'], ['B1']], table: [laid(0, run(1, 'lady', 'W2', 'G3', 'B4')), laid(1, run(4, 'G4', 'R5', 'B6', 'G7'))] });
    expect(said(t, G.apply(t, add('P8', 1, 'high')))).toEqual(["Ana adds P8 to Ben's run 4-7 (#2), now 4-8."]);
    expect(said(t, G.apply(t, add('R3', 1, 'low')))).toEqual(["Ana adds R3 to Ben's run 4-8 (#2), now 3-8."]);

  });
});

describe('the rules text', () => {
  test('names the cards by their codes, every god, the variants and the rulings, within 80 columns', () => {
    const text = rulesText(G);
    for (const word of ['W1 to P9', 'lady, darklord, builder, thief, protectress, seductress, minion,', 'X', 'two-decks', 'long', 'Rulings', 'king']) expect(text).toContain(word);
    expect(short(text)).toEqual([]);
    expect(G.rules).toBe(RULES);
  });
});
