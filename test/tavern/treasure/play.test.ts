// Treasure played whole by the bots: invariants after every move (every card accounted for exactly
// once), nobody peeks, replays are exact, and the guessed states of a search agree with the view.
import { STYLES } from '../../../src/tavern/frame/game';
import { expectBlindMove, expectReplayable, expectTurnInvariants } from '../../helpers/tavern';
import { Rng } from '../../../src/dice/rng';
import type { Level } from '../../../src/tavern/frame/game';
import { autoPlay, botChoice, startMatch, takeAction } from '../../../src/tavern/frame/match';
import type { State } from '../../../src/tavern/treasure';
import { countsOf } from '../../../src/tavern/treasure/combos';
import { cardInfo, fullDeck } from '../../../src/tavern/treasure/deck';
import { scoreSeats } from '../../../src/tavern/treasure/scoring';
import { allCards, board, discard, DRAW, G, laid, names, run, set, sorted, TAKE_ALL } from './helpers';

const seatsOf = (levels: readonly Level[]) => levels.map((player, i) => ({ name: names(8)[i], player }));

/** Is `part` a sub-multiset of `whole`? */
function within(part: readonly string[], whole: readonly string[]): boolean {
  const m = countsOf(whole);
  for (const c of part) {
    const n = m.get(c) ?? 0;
    if (n === 0) return false;
    m.set(c, n - 1);
  }
  return true;
}

function checkInvariants(s: State): void {
  // Every card accounted for exactly once.
  expect(sorted(allCards(s))).toEqual(sorted(fullDeck(s.decks)));
  const seat = expectTurnInvariants(G, s);
  expect(seat === null).toBe(s.over);
  if (!s.over) {
    expect(seat).toBe(s.turn);
    expect(s.hands[s.turn].length).toBeGreaterThan(0);
    if (s.phase === 'draw') expect(s.draw.length + s.discard.length).toBeGreaterThan(0);
  }
  // What all know of a hand is in it.
  s.known.forEach((k, i) => expect(within(k, s.hands[i])).toBe(true));
  // Every combination on the table is what it says it is.
  for (const c of s.table) {
    const wild = c.cards.filter((t) => cardInfo(t.code).kind === 'changing').length;
    expect(wild).toBeLessThanOrEqual(c.cards.length - wild);
    if (c.kind === 'set') {
      expect(c.cards.length).toBeGreaterThanOrEqual(3);
      for (const t of c.cards) expect(t.rank).toBe(c.rank);
    } else if (c.kind === 'run') {
      expect(c.cards.map((t) => t.rank)).toEqual(Array.from({ length: c.hi - c.lo + 1 }, (_, i) => c.lo + i));
      expect(c.cards.length).toBeGreaterThanOrEqual(3);
    } else {
      expect(c.cards.length).toBeGreaterThanOrEqual(3);
      for (const t of c.cards) expect(t.colour).toBe(c.colour);
    }
  }
  // Totals add up from the finished hands.
  expect(s.totals).toEqual(s.names.map((_, i) => s.finished.reduce((t, f) => t + f.scores[i].total, 0)));
}

describe('full games with bots', () => {
  const tables: [string, Level[], string[], number][] = [
    ['easy, 2 players', ['easy', 'easy'], [], 8],
    ['normal, 3 players', ['normal', 'normal', 'normal'], [], 5],
    ['mixed levels, 4 players', ['easy', 'normal', 'easy', 'normal'], [], 5],
    ['hard with others, 3 players', ['hard', 'normal', 'easy'], [], 2],
    ['two decks, 6 players', ['normal', 'easy', 'normal', 'easy', 'normal', 'easy'], [], 2],
    ['two decks, 3 players, long', ['easy', 'normal', 'easy'], ['two-decks', 'long'], 1],
  ];
  test.each(tables)('%s: every card once, one seat to act, valid combinations, totals add up, after every move', (_, levels, variants, games) => {
    for (let g = 0; g < games; g++) {
      const seats = seatsOf(levels);
      const m = startMatch(G, { names: seats.map((x) => x.name), variants }, seats, `inv/${levels.join()}/${variants.join()}/${g}`);
      checkInvariants(m.state);
      while (G.toAct(m.state) !== null) {
        takeAction(m, botChoice(m, levels[G.toAct(m.state)!]));
        checkInvariants(m.state);
      }
      const last = m.state.finished[m.state.finished.length - 1];
      expect(last.scores).toEqual(scoreSeats(m.state.table, last.hands));
      expect(m.state.finished).toHaveLength(variants.includes('long') ? levels.length : 1);
    }
  });

  test('the same seed and the same actions give the same game (JSON equal)', () => {
    const seats = seatsOf(['normal', 'easy', 'hard']);
    expectReplayable(G, { names: seats.map((x) => x.name), variants: [] }, seats, 'same');
    const four = seatsOf(['easy', 'normal', 'easy', 'normal', 'easy']);
    expectReplayable(G, { names: four.map((x) => x.name), variants: ['long'] }, four, 'same5');
  });

  test('figures: turns, draws, takes, melds, adds and gods are counted', () => {
    const seats = seatsOf(['normal', 'normal', 'easy']);
    const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, 'fig');
    autoPlay(m);
    const f = G.figures(m.state);
    const count = (t: string, all?: boolean) => m.actions.filter((a) => (a as { type: string }).type === t && (all === undefined || (a as { all?: boolean }).all === all)).length;
    expect(f.draws).toBe(count('draw'));
    expect(f.topTakes).toBe(count('take', false));
    expect(f.pileTakes).toBe(count('take', true));
    expect(f.melds).toBe(count('table'));
    expect(f.adds).toBe(count('add'));
    expect(f.turns).toBe(count('draw') + count('take'));
    expect(f.handsOut + f.handsStuck + f.handsAtLimit).toBe(1);
  });
});

describe('nobody peeks', () => {
  /**
   * Two deals that differ only in cards Ana cannot see: a card swapped between Ben's and Cid's hands,
   * one between Cid's hand and the bottom of the draw pile, and the Rng of the reshuffles.
   */
  function twins(seed: string): [State, State] {
    const a = G.setup({ names: names(3), variants: [] }, Rng.fromSeed(seed));
    a.turn = a.first = 0;
    const b = JSON.parse(JSON.stringify(a)) as State;
    const i = b.hands[1].findIndex((c) => !b.hands[2].includes(c));
    const j = b.hands[2].findIndex((c) => c !== b.hands[1][i]);
    [b.hands[1][i], b.hands[2][j]] = [b.hands[2][j], b.hands[1][i]];
    const k = b.hands[2].findIndex((c) => c !== b.draw[0]);
    [b.hands[2][k], b.draw[0]] = [b.draw[0], b.hands[2][k]];
    b.rng = Rng.fromSeed('other').state();
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    return [a, b];
  }

  // Every level in every style (issue 33): a style leans the weighing, never what is seen.
  const levelsAndStyles = (['easy', 'normal', 'hard'] as Level[]).flatMap((level) => STYLES.map((style) => [level, style] as const));
  test.each(levelsAndStyles)('Ana sees the same view of both deals and the %s bot (%s) decides the same, move after move', (level, style) => {
    for (const seed of ['p1', 'p2', 'p3']) {
      const [a, b] = twins(seed);
      for (let move = 0; move < 40 && !a.over; move++) {
        const seat = G.toAct(a)!;
        expect(G.toAct(b)).toBe(seat);
        expect(G.view(a, 0)).toEqual(G.view(b, 0));
        if (seat === 0) {
          expectBlindMove(G, a, b, 0, level, `m${move}`, style);
        } else if (a.phase === 'draw') {
          G.apply(a, DRAW);
          G.apply(b, DRAW);
        } else {
          // The others throw away the card they drew: the same card in both deals.
          const drawn = a.hands[seat][a.hands[seat].length - 1];
          G.apply(a, discard(drawn));
          G.apply(b, discard(drawn));
        }
      }
      // Once the hand is over every hand is shown: the views part there, as they should.
      if (!a.over) expect(G.view(a, 0)).toEqual(G.view(b, 0));
    }
  });

  test('a view holds no other hand, no order of the draw pile and no Rng state; cards seen taken are known', () => {
    const s = board({ hands: [['W1', 'W2', 'W3'], ['B1', 'B2', 'B3']], discard: ['R7', 'G7'], phase: 'draw', turn: 1 });
    G.apply(s, TAKE_ALL);
    const v = G.view(s, 0);
    const text = JSON.stringify(v);
    expect(text).not.toContain('rng');
    expect(text).not.toContain('B1');
    expect(v.known[1]).toEqual(['R7', 'G7']);
    expect(v.handSizes).toEqual([3, 5]);
    expect(v.drawSize).toBe(s.draw.length);
    expect(Object.keys(v)).not.toContain('draw');
    expect(G.view(s, 1).hand).toEqual(['B1', 'B2', 'B3', 'R7', 'G7']);
  });
});

describe('determinize', () => {
  test.each([2, 4])('a guessed state agrees with the view it comes from and deals the unseen cards (%i players)', (n) => {
    const seats = seatsOf((['normal', 'easy', 'normal', 'easy'] as Level[]).slice(0, n));
    const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `det/${n}`);
    const rng = Rng.fromSeed('d');
    const guesses = new Set<string>();
    while (G.toAct(m.state) !== null) {
      const seat = G.toAct(m.state)!;
      const v = G.view(m.state, seat);
      const d = G.determinize(v, rng);
      expect(G.view(d, seat)).toEqual(v);
      expect(sorted(allCards(d))).toEqual(sorted(fullDeck(1)));
      d.known.forEach((k, i) => expect(within(k, d.hands[i])).toBe(true));
      guesses.add(d.hands[(seat + 1) % n].join());
      takeAction(m, botChoice(m, m.seats[seat].player as Level));
    }
    expect(guesses.size).toBeGreaterThan(1);
  });
});

describe('the bots play sensibly', () => {
  test.each(['normal', 'hard'] as Level[])('%s tables everything it can and goes out', (level) => {
    const s = board({ hands: [['W1', 'G1', 'R1', 'W4', 'G5', 'R6', 'B7', 'P9'], ['B2', 'B3']] });
    const legal = () => G.legal(s);
    for (let k = 0; k < 6 && !s.over; k++) G.apply(s, G.bots[level].decide(G.view(s, 0), legal(), Rng.fromSeed(k)));
    expect(s.over).toBe(true);
    expect(s.finished[0].out).toBe(0);
  });

  test.each(['normal', 'hard'] as Level[])('%s takes the whole discard pile when it makes combinations enough', (level) => {
    const s = board({ hands: [['W5', 'G5', 'W7'], ['B2', 'B3', 'B4']], discard: ['R5', 'W6', 'W8', 'P9'], phase: 'draw' });
    expect(G.bots[level].decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1))).toEqual(TAKE_ALL);
  });

  test('hard holds a combination it cannot go out with yet (a person keeps what he collects unread); normal tables it at once', () => {
    const s = board({ hands: [['W2', 'G2', 'R2', 'P9', 'B7', 'W4'], ['B1', 'B3', 'G6', 'R8', 'W9']] });
    const hard = G.bots.hard.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1));
    expect(hard.type).toBe('discard');
    expect(['W2', 'G2', 'R2']).not.toContain((hard as { card: string }).card);
    expect(G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1)).type).toBe('table');
    // A cautious hard tables early, as its style says.
    expect(G.bots.hard.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1), 'cautious').type).toBe('table');
  });

  test('easy tables a combination when it has one, and throws away its highest card', () => {
    const s = board({ hands: [['W2', 'G2', 'R2', 'P9', 'B3'], ['B1']] });
    expect(G.bots.easy.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(3)).type).toBe('table');
    const t = board({ hands: [['W2', 'P9', 'B3'], ['B1']] });
    expect(G.bots.easy.decide(G.view(t, 0), G.legal(t), Rng.fromSeed(3))).toEqual(discard('P9'));
  });

  test('normal keeps a card that fits a run it holds rather than a lone high card', () => {
    const s = board({ hands: [['W9', 'B1', 'P7'], ['B2']], table: [laid(0, run(3, 'W3', 'G4', 'R5', 'B6')), laid(1, set(2, 'W2', 'G2', 'R2'))] });
    // P7 fits the run (it would be tabled), so the choice is among the others: the 9 goes.
    const a = G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1));
    expect(a.type === 'add' || (a.type === 'discard' && a.card === 'W9')).toBe(true);
  });
});

describe('styles (issue 33)', () => {
  test('a style leans the weighing: a bluffer takes the top discard less often than steady, bold takes the whole pile more often than cautious', () => {
    const takes = { steady: 0, bluffer: 0 };
    const piles = { bold: 0, cautious: 0 };
    const seats = [0, 1, 2].map((i) => ({ name: `P${i}`, player: 'normal' as Level }));
    for (let g = 0; g < 10; g++) {
      const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `styles/${g}`);
      for (let move = 0; move < 600 && G.toAct(m.state) !== null; move++) {
        const seat = G.toAct(m.state)!;
        const legal = G.legal(m.state);
        if (m.state.phase === 'draw' && legal.some((a) => a.type === 'take')) {
          const v = G.view(m.state, seat);
          const choice = (style: 'steady' | 'bluffer' | 'bold' | 'cautious') => G.bots.normal.decide(v, legal, Rng.fromSeed(`s${move}`), style);
          for (const style of ['steady', 'bluffer'] as const) if (choice(style).type === 'take') takes[style]++;
          for (const style of ['bold', 'cautious'] as const) {
            const a = choice(style);
            if (a.type === 'take' && a.all) piles[style]++;
          }
        }
        takeAction(m, botChoice(m, 'normal'));
      }
    }
    expect(takes.bluffer).toBeLessThan(takes.steady);
    expect(piles.bold).toBeGreaterThan(piles.cautious);
  });
});
