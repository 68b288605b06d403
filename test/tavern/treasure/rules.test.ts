// Treasure: the deck, the deal and the turn of Loot (rules/README.md), and the Treasure text's
// changes: taking the whole discard pile, tabling and adding, the end and the scoring.
import { Rng } from '../../../src/dice/rng';
import { TavernError } from '../../../src/tavern/frame/game';
import { cardInfo, fullDeck, GODS, oneDeck } from '../../../src/tavern/treasure/deck';
import { scoreSeats } from '../../../src/tavern/treasure/scoring';
import { legal, MOST_TURNS_EACH } from '../../../src/tavern/treasure/state';
import { add, allCards, board, colour, discard, DRAW, G, keys, laid, names, options, play, roundTable, run, said, set, sorted, stacked, table, TAKE, TAKE_ALL } from './helpers';

describe('the deck (rules/README.md, "Treasure (Viashi deck)")', () => {
  test('five suits of ranks 1 to 9, nine gods and two changing cards: 56 cards', () => {
    const deck = oneDeck();
    expect(deck).toHaveLength(56);
    expect(deck.filter((c) => cardInfo(c).kind === 'number')).toHaveLength(45);
    expect(new Set(deck.filter((c) => cardInfo(c).kind === 'number').map((c) => cardInfo(c).colour))).toEqual(new Set(['W', 'G', 'R', 'B', 'P']));
    expect(deck.filter((c) => c === 'X')).toHaveLength(2);
    expect(G.deckCodes(options(4))).toEqual(deck);
  });

  test('the gods have the ranks of the order the text lists them: the Lady 1 ... the Protectress 5 ... the Changeling 9', () => {
    expect(GODS.map((g) => cardInfo(g).rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(cardInfo('lady').rank).toBe(1);
    expect(cardInfo('protectress').rank).toBe(5);
    expect(cardInfo('changeling').rank).toBe(9);
    expect(cardInfo('darklord').colour).toBe('gods');
  });

  test('the two-decks variant plays with two of every card', () => {
    expect(sorted(G.deckCodes(options(6, { variants: ['two-decks'] })))).toEqual(sorted([...oneDeck(), ...oneDeck()]));
    expect(fullDeck(2)).toHaveLength(112);
  });
});

describe('the deal (Loot)', () => {
  test('nine cards each, one at a time round the table; the next card starts the discard pile; the rest is the draw pile', () => {
    const hands = [
      ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9'],
      ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9'],
    ];
    const s = stacked(hands, 'lady', ['R1', 'R2']);
    expect(s.hands).toEqual(hands);
    expect(s.discard).toEqual(['lady']);
    expect(s.draw[s.draw.length - 1]).toBe('R1');
    expect(s.draw[s.draw.length - 2]).toBe('R2');
    expect(s.draw).toHaveLength(56 - 19);
    expect(sorted(allCards(s))).toEqual(sorted(oneDeck()));
    expect(s.phase).toBe('draw');
  });

  test('2 to 4 players with one deck; 5 or more play with two decks; two decks for 3 to 8', () => {
    expect(() => G.setup(options(1), Rng.fromSeed(1))).toThrow(TavernError);
    expect(G.setup(options(4), Rng.fromSeed(1)).decks).toBe(1);
    const five = G.setup(options(5), Rng.fromSeed(1));
    expect(five.decks).toBe(2);
    expect(G.setup(options(8), Rng.fromSeed(1)).hands.map((h) => h.length)).toEqual([9, 9, 9, 9, 9, 9, 9, 9]);
    expect(G.setup(options(3, { variants: ['two-decks'] }), Rng.fromSeed(1)).decks).toBe(2);
    expect(() => G.setup(options(2, { variants: ['two-decks'] }), Rng.fromSeed(1))).toThrow(/3 to 8/);
    expect(() => G.setup({ names: [...names(8), 'Ivo'], variants: [] }, Rng.fromSeed(1))).toThrow(/3 to 8/);
    expect(() => G.setup(options(3, { variants: ['nope'] }), Rng.fromSeed(1))).toThrow(/not a variant/);
  });

  test('a stacked deck (--deck) with a card the deck does not hold is refused', () => {
    expect(() => G.setup(options(2, { deck: ['W1', 'W1'] }), Rng.fromSeed(1))).toThrow(/more times/);
    expect(() => G.setup(options(2, { deck: ['Z9'] }), Rng.fromSeed(1))).toThrow(/not a card/);
  });
});

describe('a turn (Loot, and "A player may pick up the entire discard pile")', () => {
  const two = () =>
    board({
      hands: [
        ['W1', 'W2', 'W9', 'G5', 'R7'],
        ['B1', 'B2', 'B3', 'P8', 'P9'],
      ],
      discard: ['R1', 'R2', 'R3'],
      phase: 'draw',
    });

  test('first the top of the draw pile, the top discard or the whole discard pile', () => {
    const s = two();
    expect(keys(legal(s))).toEqual(['draw', 'take', 'take-all']);
    const top = s.draw[s.draw.length - 1];
    play(s, DRAW);
    expect(s.hands[0]).toContain(top);
    expect(s.phase).toBe('meld');
    expect(legal(s).some((a) => a.type === 'draw' || a.type === 'take')).toBe(false);
  });

  test('taking the top discard: the card is known to all to be in the hand, and cannot go straight back', () => {
    const s = two();
    play(s, TAKE);
    expect(s.hands[0]).toContain('R3');
    expect(s.discard).toEqual(['R1', 'R2']);
    expect(s.known[0]).toEqual(['R3']);
    expect(keys(legal(s).filter((a) => a.type === 'discard'))).not.toContain('discard:R3');
    expect(() => play(s, discard('R3'))).toThrow(TavernError);
  });

  test('taking the whole discard pile: every card into the hand, all known; the pile is empty', () => {
    const s = two();
    play(s, TAKE_ALL);
    expect(s.hands[0]).toEqual(['W1', 'W2', 'W9', 'G5', 'R7', 'R1', 'R2', 'R3']);
    expect(s.discard).toEqual([]);
    expect(s.known[0]).toEqual(['R1', 'R2', 'R3']);
    // The old top card stays; the others may go back.
    expect(keys(legal(s).filter((a) => a.type === 'discard'))).toContain('discard:R1');
    expect(keys(legal(s).filter((a) => a.type === 'discard'))).not.toContain('discard:R3');
    expect(s.figures.pileTakes).toBe(1);
    expect(s.figures.pileCards).toBe(3);
  });

  test('with one card on the discard pile, taking it is one choice, not two', () => {
    const s = board({ hands: [['W1'], ['G1']], discard: ['R5'], phase: 'draw' });
    expect(keys(legal(s))).toEqual(['draw', 'take']);
  });

  test('a discard ends the turn: the card lies on top of the discard pile and the next seat draws', () => {
    const s = two();
    play(s, DRAW, discard('W9'));
    expect(s.discard[s.discard.length - 1]).toBe('W9');
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('draw');
    expect(s.figures.turns).toBe(1);
  });

  test('a card the others saw taken is forgotten by them once it is tabled or discarded', () => {
    const s = board({ hands: [['W1', 'W2', 'G9', 'B9'], ['B1', 'B2', 'B3']], discard: ['W3', 'P9'], phase: 'draw' });
    play(s, TAKE_ALL);
    expect(s.known[0]).toEqual(['W3', 'P9']);
    play(s, table(set(9, 'B9', 'G9', 'P9')));
    expect(s.known[0]).toEqual(['W3']);
    play(s, discard('W3'));
    expect(s.known[0]).toEqual([]);
  });

  test('Loot: when the draw pile runs out, all the discards but the top one are shuffled into a new draw pile', () => {
    const s = board({ hands: [['W1', 'W2', 'W9'], ['B1', 'B2', 'B3']], discard: ['R1', 'R2', 'R3'], phase: 'draw' });
    const last = s.draw.length;
    // Move all but one draw card into the discard pile, so the draw pile runs out this turn.
    s.discard.unshift(...s.draw.splice(0, last - 1));
    const before = s.discard.length;
    play(s, DRAW, discard('W9'));
    expect(s.draw).toHaveLength(before);
    expect(s.discard).toEqual(['W9']);
    expect(s.figures.rebuilds).toBe(1);
    expect(sorted(allCards(s))).toEqual(sorted(oneDeck()));
  });
});

describe('tabling ("During a player\'s turn ... they may place them on the table")', () => {
  test('a set, a run and a colour are tabled at their least length; larger ones grow a card at a time', () => {
    const s = board({ hands: [['W5', 'G5', 'R5', 'B5', 'W6', 'W7', 'W8', 'P2'], ['B1']] });
    const melds = keys(legal(s).filter((a) => a.type === 'table'));
    expect(melds).toContain('table:set:5:B5,G5,R5');
    expect(melds).toContain('table:run:5:W5,W6,W7,W8');
    expect(melds).toContain('table:colour:W:W5,W6,W7,W8');
    expect(melds.every((k) => k.split(':')[3].split(',').length === (k.startsWith('table:set') ? 3 : 4))).toBe(true);
    play(s, table(set(5, 'B5', 'G5', 'R5')), add('W5', 0));
    expect(s.table[0].cards.map((t) => t.code)).toEqual(['B5', 'G5', 'R5', 'W5']);
  });

  test('"A player may also remove cards from their hand ... and add them to those combinations": a run grows at either end', () => {
    const s = board({ hands: [['W4', 'G5', 'R6', 'B7', 'P3', 'P8', 'W1'], ['B1']] });
    play(s, table(run(4, 'W4', 'G5', 'R6', 'B7')));
    expect(keys(legal(s).filter((a) => a.type === 'add'))).toEqual(['add:P3:1:low', 'add:P8:1:high']);
    play(s, add('P3', 0, 'low'), add('P8', 0, 'high'));
    expect(s.table[0]).toMatchObject({ kind: 'run', lo: 3, hi: 8 });
  });

  test('a card of one seat cannot be added to another seat\'s combination without a god\'s leave', () => {
    const s = board({ hands: [['W8', 'W1'], ['B1']], table: [laid(1, run(4, 'W4', 'G5', 'R6', 'B7'))] });
    expect(legal(s).some((a) => a.type === 'add')).toBe(false);
  });

  test('runs are of consecutive ranks whatever the suits (Loot); sets count a god at its rank; colours are of one suit', () => {
    const s = board({ hands: [['W1', 'G2', 'R3', 'B4', 'lady', 'G1', 'P1', 'P7', 'P9'], ['B9']] });
    const melds = keys(legal(s).filter((a) => a.type === 'table'));
    expect(melds).toContain('table:run:1:W1,G2,R3,B4');
    expect(melds).toContain('table:run:1:lady,G2,R3,B4');
    expect(melds).toContain('table:set:1:G1,P1,lady');
    expect(melds.some((k) => k.startsWith('table:colour:P'))).toBe(false);
    // Three rock cards are not a colour; a fourth makes one.
    s.hands[0].push('P5');
    expect(keys(legal(s).filter((a) => a.type === 'table'))).toContain('table:colour:P:P1,P5,P7,P9');
  });

  test('no card belongs to two combinations: once tabled it leaves the hand', () => {
    const s = board({ hands: [['W5', 'G5', 'R5', 'W6', 'W7', 'W8', 'B1'], ['B2']] });
    play(s, table(set(5, 'G5', 'R5', 'W5')));
    expect(keys(legal(s).filter((a) => a.type === 'table'))).toEqual([]);
    expect(() => play(s, table(run(5, 'W5', 'W6', 'W7', 'W8')))).toThrow(TavernError);
  });

  test('a colour that also holds a run counts those cards as a run too (4 cards of one suit and consecutive ranks)', () => {
    const s = board({ hands: [['W4', 'W5', 'W6', 'W7', 'W9', 'B1'], ['B2']] });
    play(s, table(colour('W', 'W4', 'W5', 'W6', 'W7')), add('W9', 0));
    expect(s.table[0].kind).toBe('colour');
    // Runs worth double (the Lady in a set) count for its run, not for the 9.
    s.table.push(laid(1, set(1, 'lady', 'G1', 'R1')));
    const sc = scoreSeats(s.table, s.hands);
    expect(sc[0].table).toBe(4 * 8 + 4);
  });

  test('nothing on the table can be lifted or rearranged: no action takes a card from the table', () => {
    const s = board({ hands: [['W1', 'G1', 'R1', 'B1', 'P1'], ['B2']] });
    play(s, table(set(1, 'B1', 'G1', 'R1')));
    for (const a of legal(s)) expect(['add', 'discard', 'table']).toContain(a.type);
    expect(s.table[0].cards).toHaveLength(3);
  });
});

describe('the end ("Play ends when one player empties his hand of cards")', () => {
  test('by placing the last cards on the table: no discard, the hand is over', () => {
    const s = board({ hands: [['W1', 'G1', 'R1'], ['B2', 'B3']] });
    play(s, table(set(1, 'G1', 'R1', 'W1')));
    expect(s.over).toBe(true);
    expect(s.finished[0].ended).toBe('out');
    expect(s.finished[0].out).toBe(0);
    expect(G.result(s)!.scores).toEqual([12, -5]);
  });

  test('by discarding the last card', () => {
    const s = board({ hands: [['W1', 'G1', 'R1', 'P9'], ['B2', 'B3']] });
    play(s, table(set(1, 'G1', 'R1', 'W1')), discard('P9'));
    expect(s.over).toBe(true);
    expect(G.result(s)!.scores).toEqual([12, -5]);
    expect(G.result(s)!.places).toEqual([1, 2]);
  });

  test('scores: 4 a tabled card; minus the rank of each card in hand, a god or a changing card 9 (with no god in play)', () => {
    const s = board({
      hands: [[], ['W3', 'lady', 'X'], ['G7']],
      table: [laid(0, set(2, 'W2', 'G2', 'R2')), laid(1, run(4, 'W4', 'G5', 'R6', 'B7'))],
    });
    expect(scoreSeats(s.table, s.hands).map((p) => p.total)).toEqual([12, 16 - 3 - 9 - 9, -7]);
  });

  test('Ruling: the hand ends when the draw pile is used up and no new one can be made (one card on the discard pile)', () => {
    // The draw pile is empty (its cards are out of play in Ben's hand) and the discard pile holds one card.
    const t = board({ hands: [['W1', 'W2'], ['B1', 'B2']], discard: ['R1'], phase: 'draw' });
    t.hands[1].push(...t.draw.splice(0));
    expect(keys(legal(t))).toEqual(['take']);
    play(t, TAKE, discard('W1'));
    expect(t.over).toBe(true);
    expect(t.finished[0].ended).toBe('stuck');
    // With two cards on the discard pile, a new draw pile of one card is made instead.
    const u = board({ hands: [['W1', 'W2'], ['B1', 'B2']], discard: ['R1', 'R2'], phase: 'draw' });
    u.hands[1].push(...u.draw.splice(0));
    play(u, TAKE, discard('W1'));
    expect(u.over).toBe(false);
    expect(u.draw).toEqual(['R1']);
    expect(u.discard).toEqual(['W1']);
  });

  test(`Ruling: a hand nobody goes out of ends after ${MOST_TURNS_EACH} turns each, scored as it stands`, () => {
    const s = board({ hands: [['W1', 'W9'], ['B1', 'B9']], discard: ['R5'], phase: 'draw' });
    let turns = 0;
    while (!s.over) {
      play(s, TAKE);
      // Keep the card taken, throw the other one (never two alike to table).
      const other = s.hands[s.turn].find((c) => c !== s.takenTop)!;
      play(s, discard(other));
      turns++;
    }
    expect(turns).toBe(MOST_TURNS_EACH * 2);
    expect(s.finished[0].ended).toBe('limit');
  });

  test('Ruling: tabling the Builder in a set with the last cards does not take the player out: everyone draws three at once', () => {
    const s = board({ hands: [['builder', 'W3', 'G3'], ['B1']] });
    play(s, table(set(3, 'G3', 'W3', 'builder')));
    expect(s.over).toBe(false);
    expect(s.hands.map((h) => h.length)).toEqual([3, 4]);
  });

  test('the highest score wins; equal scores share the place', () => {
    const s = board({ hands: [['W1', 'G1', 'R1'], ['B2', 'B3'], ['P5']] });
    const events = G.apply(s, table(set(1, 'G1', 'R1', 'W1')));
    expect(G.result(s)).toEqual({ scores: [12, -5, -5], places: [1, 2, 2] });
    expect(said(s, events).pop()).toBe('Ana wins with 12 points (Ana 12, Ben -5, Cid -5).');
  });

  test('the long variant: one hand per player, each beginning one; totals decide', () => {
    const s = G.setup(options(3, { variants: ['long'] }), Rng.fromSeed('long'));
    expect(s.rounds).toBe(3);
    const firsts = [s.first];
    while (!s.over) {
      const round = s.round;
      const here = legal(s);
      play(s, here.find((a) => a.type === 'table') ?? here.find((a) => a.type === 'add') ?? here.find((a) => a.type === 'draw') ?? here[here.length - 1]);
      if (s.round !== round) firsts.push(s.first);
    }
    expect(s.finished).toHaveLength(3);
    expect(new Set(firsts).size).toBe(3);
    expect(s.totals).toEqual([0, 1, 2].map((i) => s.finished.reduce((t, f) => t + f.scores[i].total, 0)));
    expect(roundTable([['a', 'b'], ['c', 'd']])).toEqual(['a', 'c', 'b', 'd']);
  });
});
