// Dragon's Bluff played whole by the bots: invariants after every move, nobody peeks, replays are
// exact, and the guessed states of the search agree with the view they come from.
import { expectBlindMove, expectReplayable, expectTurnInvariants } from '../../helpers/tavern';
import { Rng } from '../../../src/dice/rng';
import type { Level, Style } from '../../../src/tavern/frame/game';
import { STYLES } from '../../../src/tavern/frame/game';
import { autoPlay, botChoice, startMatch, takeAction } from '../../../src/tavern/frame/match';
import type { Action, State } from '../../../src/tavern/dragons-bluff';
import { scoreRound } from '../../../src/tavern/dragons-bluff/scoring';
import { HARD } from '../../../src/tavern/dragons-bluff/bots';
import { callerChances, callFeatures, CALLERS, fittedCallRisk } from '../../../src/tavern/dragons-bluff/call-model';
import { allCards, DECK, G, names, play, roundTable, sorted, stacked } from './helpers';

const seatsOf = (levels: readonly Level[]) => levels.map((player, i) => ({ name: names(4)[i], player }));

function checkInvariants(s: State): void {
  // No card created or lost.
  expect(sorted(allCards(s))).toEqual(DECK);
  // Exactly one seat to act while the game goes on, with something to do.
  expect(expectTurnInvariants(G, s) === null).toBe(s.over);
  // Totals add up from the finished rounds, and each round's totals from its parts.
  for (const f of s.finished) for (const p of f.scores) expect(p.total).toBe(p.display + p.hydra + p.faceUp + p.faceDown);
  expect(s.totals).toEqual(s.names.map((_, i) => s.finished.reduce((t, f) => t + f.scores[i].total, 0)));
}

describe('full games with bots', () => {
  const tables: [string, Level[], string[]][] = [
    ['easy, 3 players', ['easy', 'easy', 'easy'], []],
    ['normal, 4 players', ['normal', 'normal', 'normal', 'normal'], []],
    ['mixed levels, 3 players, long variant', ['easy', 'normal', 'easy'], ['long']],
    ['hard with others, 3 players', ['hard', 'normal', 'easy'], []],
    ['hard with others, 4 players', ['easy', 'hard', 'normal', 'easy'], []],
  ];
  test.each(tables)('%s: no card created or lost, one seat to act, scores add up, after every move', (_, levels, variants) => {
    for (let g = 0; g < (levels.includes('hard') ? 1 : 6); g++) {
      const seats = seatsOf(levels);
      const m = startMatch(G, { names: seats.map((x) => x.name), variants }, seats, `inv/${levels.join()}/${g}`);
      checkInvariants(m.state);
      while (G.toAct(m.state) !== null) {
        takeAction(m, botChoice(m, levels[G.toAct(m.state)!]));
        checkInvariants(m.state);
      }
      expect(m.state.finished).toHaveLength(variants.includes('long') ? 3 : 1);
      const last = m.state.finished[m.state.finished.length - 1];
      expect(last.scores).toEqual(scoreRound({ ...m.state, identities: last.identities }));
      expect(G.figures(m.state).turns).toBeGreaterThan(0);
    }
  });

  test('the same seed and the same actions give the same game (JSON equal)', () => {
    const seats = seatsOf(['normal', 'easy', 'normal', 'easy']);
    const opts = { names: seats.map((x) => x.name), variants: ['long'] };
    expectReplayable(G, opts, seats, 'same');
  });

  test('figures: turns, calls, calls won and Hydra ends are counted', () => {
    const seats = seatsOf(['normal', 'normal', 'easy']);
    const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, 'fig');
    autoPlay(m);
    const f = G.figures(m.state);
    expect(Object.keys(f).sort()).toEqual(['calls', 'callsWon', 'hydraEnds', 'turns']);
    expect(f.calls).toBe(m.actions.filter((a) => (a as { type: string }).type === 'call').length);
    expect(f.callsWon).toBeLessThanOrEqual(f.calls);
    expect(f.turns + 0).toBe(m.actions.filter((a) => ['under', 'down', 'reveal'].includes((a as { type: string }).type)).length);
  });
});

describe('nobody peeks', () => {
  /** Two deals that differ only in Ben's and Cid's hands, their identities and the unseen rest. */
  function twins(): [State, State] {
    const a = stacked(3, ['red', 'blue', 'green'], [], 'twin');
    const b = JSON.parse(JSON.stringify(a)) as State;
    // Swap a card of Ben's with a different card of Cid's, one with the rest, and the two identities.
    const i = b.hands[1].findIndex((c) => !b.hands[2].includes(c));
    const j = b.hands[2].findIndex((c) => c !== b.hands[1][i]);
    [b.hands[1][i], b.hands[2][j]] = [b.hands[2][j], b.hands[1][i]];
    const k = b.rest.findIndex((c) => c !== b.hands[2][0]);
    [b.hands[2][0], b.rest[k]] = [b.rest[k], b.hands[2][0]];
    [b.identities[1], b.identities[2]] = [b.identities[2], b.identities[1]];
    b.rng = Rng.fromSeed('other').state();
    a.first = a.turn = b.first = b.turn = 0;
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    return [a, b];
  }

  const levelsAndStyles = (['easy', 'normal', 'hard'] as Level[]).flatMap((level) => STYLES.map((style) => [level, style] as const));
  test.each(levelsAndStyles)('Ana sees the same view of both deals and the %s bot (%s) decides the same, move after move', (level, style) => {
    const [a, b] = twins();
    for (let move = 0; move < (level === 'hard' ? 12 : 40) && !a.over; move++) {
      const seat = G.toAct(a)!;
      expect(G.toAct(b)).toBe(seat);
      expect(G.view(a, 0)).toEqual(G.view(b, 0));
      if (seat === 0) {
        const choice = expectBlindMove(G, a, b, 0, level, `m${move}`, style) as Action;
        // A call shows a card that differs between the deals: the views part there, as they should.
        if (choice.type === 'call') break;
      } else if (a.pending) {
        G.apply(a, { type: 'pass' });
        G.apply(b, { type: 'pass' });
      } else {
        // The others play alike where all can see (their first card, under the same display card).
        G.apply(a, { type: 'under', card: a.hands[seat][0], display: move % 6 });
        G.apply(b, { type: 'under', card: b.hands[seat][0], display: move % 6 });
      }
    }
  });

  test('a view holds no other hand, identity, unplayed face-down card or Rng state', () => {
    const s = stacked(3, ['red', 'blue', 'hydra'], [], 'v');
    s.turn = s.first = 0;
    G.apply(s, { type: 'under', card: s.hands[0][0], display: 2 });
    const v = G.view(s, 1);
    const text = JSON.stringify(v);
    expect(text).not.toContain('rng');
    expect(v.identity).toBe('blue');
    expect(text).not.toContain('"hydra"');
    expect(v.under[2]).toEqual([{ by: 0, card: null }]);
    expect(G.view(s, 0).under[2]).toEqual([{ by: 0, card: s.under[2][0].card }]);
    expect(v.handSizes).toEqual([6, 7, 7]);
  });
});

describe('determinize', () => {
  test.each([3, 4])('a guessed state agrees with the view it comes from, and deals the unseen cards (%i players)', (n) => {
    const seats = seatsOf(['normal', 'easy', 'normal', 'easy'].slice(0, n) as Level[]);
    const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `det/${n}`);
    const rng = Rng.fromSeed('d');
    const identitiesSeen = new Set<string>();
    while (G.toAct(m.state) !== null) {
      const seat = G.toAct(m.state)!;
      const v = G.view(m.state, seat);
      const d = G.determinize(v, rng);
      expect(G.view(d, seat)).toEqual(v);
      expect(sorted(allCards(d))).toEqual(DECK);
      expect(new Set(d.identities).size).toBe(n);
      for (const id of d.identities) expect([...d.display, 'hydra']).toContain(id);
      identitiesSeen.add(d.identities[(seat + 1) % n]);
      takeAction(m, botChoice(m, m.seats[seat].player as Level));
    }
    expect(identitiesSeen.size).toBeGreaterThan(1);
  });
});

describe('the bots play sensibly', () => {
  test('normal lays its own kind under its own display card, after honest cards elsewhere (issue 33: not read by where it lays); easy reveals as the Hydra when it may', () => {
    const s = stacked(3, ['red', 'blue', 'hydra'], roundTable([
      ['silver', 'red', 'bronze', 'green', 'black', 'white', 'gold'],
      ['blue', 'silver', 'bronze', 'green', 'black', 'white', 'gold'],
      ['silver', 'bronze', 'green', 'black', 'white', 'gold', 'silver'],
    ]), 'b');
    s.turn = s.first = 0;
    const laid: Action[] = [];
    while (laid.length < 3) {
      const seat = G.toAct(s)!;
      const a = seat !== 0 && s.pending ? ({ type: 'pass' } as const) : G.bots.normal.decide(G.view(s, seat), G.legal(s), Rng.fromSeed(1));
      if (seat === 0 && !s.pending) laid.push(a);
      play(s, a);
    }
    // Its first two cards are honest cards under other display cards, so its own (Red, display 1)
    // is not the one it has laid most under when its Red goes home.
    for (const a of laid.slice(0, 2)) {
      if (a.type !== 'under') throw new Error(`expected a card under the display, got ${a.type}`);
      expect(a.card).toBe(s.display[a.display]);
      expect(a.display).not.toBe(0);
    }
    expect(laid[2]).toEqual({ type: 'under', card: 'red', display: 0 });
    const e = stacked(3, ['red', 'blue', 'hydra'], roundTable([
      ['silver', 'red', 'bronze', 'green', 'black', 'white', 'gold'],
      ['blue', 'silver', 'bronze', 'green', 'black', 'white', 'gold'],
      ['silver', 'bronze', 'green', 'black', 'white', 'gold', 'silver'],
    ]), 'b');
    e.turn = 2;
    e.penalties[2] = ['silver', 'silver', 'silver'];
    e.down[0] = ['bronze', 'bronze', 'bronze', 'bronze'];
    expect(G.bots.easy.decide(G.view(e, 2), G.legal(e), Rng.fromSeed(1))).toEqual({ type: 'reveal' });
  });
});

describe('the bots read the table (issue 33)', () => {
  /** A scripted seat: it never calls, and lays a card under a display card of another kind (a liar) or its own kind when it holds one, else face down (honest). */
  function scripted(s: State, seat: number, liar: boolean): Action {
    if (s.pending) return { type: 'pass' };
    const hand = s.hands[seat];
    const shown = s.display as readonly string[];
    const truth = hand.findIndex((c) => shown.includes(c));
    if (liar) return { type: 'under', card: hand[0], display: s.display.findIndex((k) => k !== hand[0]) };
    if (truth >= 0) return { type: 'under', card: hand[truth], display: shown.indexOf(hand[truth]) };
    return { type: 'down', card: hand[0] };
  }

  /**
   * Seat 0 is the bot (in `style`); seat 2 an always-bluffer or a never-bluffer; seat 1 a quiet
   * honest player (so the bot has nobody to leave a call to). Returns how often seat 0 called seat
   * 2's cards, over the cards it was asked about: all of them, and those asked about once one of
   * seat 2's cards at least had been called this round (all bluffs, or all matched: what it has shown).
   */
  function callsOnScripted(level: Level, bluffer: boolean, games: number, style: Style = 'steady'): { all: number; shown: number } {
    let asked = 0;
    let called = 0;
    let askedShown = 0;
    let calledShown = 0;
    for (let i = 0; i < games; i++) {
      const seats = seatsOf([level, 'normal', 'normal']).map((x, j) => (j === 0 ? { ...x, style } : x));
      const m = startMatch(G, { names: names(3), variants: [] }, seats, `read/${i}`);
      while (G.toAct(m.state) !== null) {
        const s = m.state as State;
        const seat = G.toAct(s)!;
        const a = seat === 0 ? (botChoice(m, level) as Action) : scripted(s, seat, seat === 2 && bluffer);
        if (seat === 0 && s.pending?.by === 2) {
          const shown = s.reveals.some((r) => r.by === 2);
          asked++;
          if (shown) askedShown++;
          if (a.type === 'call') {
            called++;
            if (shown) calledShown++;
          }
        }
        takeAction(m, a);
      }
    }
    return { all: called / asked, shown: calledShown / askedShown };
  }

  // Measured over these 12 games: normal calls the bluffer's cards 64% of the time and the honest
  // seat's 20% (25% before issue 33's fifth stop); hard 56% and 16% (hard reads a seat's reveals sooner, and by its fitted reading).
  test.each(['normal', 'hard'] as Level[])('%s calls an always-bluffer more than twice as often as a never-bluffer, from what each has shown', (level) => {
    const onBluffer = callsOnScripted(level, true, 12);
    const onHonest = callsOnScripted(level, false, 12);
    expect(onBluffer.all).toBeGreaterThan(2 * onHonest.all);
    expect(onBluffer.all).toBeGreaterThan(0.3);
  });

  // A person stops calling a seat whose called cards all matched, whatever his temper: normal, and
  // normal bold (who calls most readily), once one of that seat's cards or more has been called this
  // round and matched (beliefs.ts, Honesty.shown). Measured over these 24 games, on the never-bluffer
  // and the always-bluffer: steady 26% and 93% (before issue 33's fifth stop 76% and 93%), bold 6%
  // and 90% (before 72% and 97%; since the sixth stop bold, the only caller here, sobers after each
  // call it lost: Temper.sober).
  test.each(['steady', 'bold'] as Style[])('normal (%s) calls a never-bluffer whose called cards matched far less often than an always-bluffer caught', (style) => {
    const onBluffer = callsOnScripted('normal', true, 24, style);
    const onHonest = callsOnScripted('normal', false, 24, style);
    expect(onHonest.shown).toBeLessThan(0.5 * onBluffer.shown);
    expect(onHonest.shown).toBeLessThan(0.45);
    expect(onBluffer.shown).toBeGreaterThan(0.85);
  });

  // A bold caller whose calls keep matching (each a face-up card in front of him, points lost) grows
  // careful, as a person does (Temper.sober): played at 80x24 at issue 33's sixth stop, Tobin (normal,
  // bold) called on after three lost calls in a row. Over these 40 games (hard, normal bold, normal):
  // 71% of the cards offered with no call lost this round, about 10% once two were lost (45-52% before).
  test('normal bold calls far less once its calls this round have matched and cost it', () => {
    const rate = [0, 0].map(() => ({ offered: 0, called: 0 }));
    for (let g = 0; g < 40; g++) {
      const seats = seatsOf(['hard', 'normal', 'normal']).map((x, j) => (j === 1 ? { ...x, style: 'bold' as Style } : x));
      const m = startMatch(G, { names: names(3), variants: [] }, seats, `sober/${g}`);
      for (let seat = G.toAct(m.state); seat !== null; seat = G.toAct(m.state)) {
        const a = botChoice(m, seats[seat].player) as Action;
        const s = m.state as State;
        if (seat === 1 && s.pending) {
          const lost = s.reveals.filter((r) => r.caller === 1 && r.matched).length;
          const k = lost === 0 ? 0 : lost >= 2 ? 1 : -1;
          if (k >= 0) {
            rate[k].offered++;
            if (a.type === 'call') rate[k].called++;
          }
        }
        takeAction(m, a);
      }
    }
    const fresh = rate[0].called / rate[0].offered;
    const burnt = rate[1].called / rate[1].offered;
    expect(rate[1].offered).toBeGreaterThan(30);
    expect(fresh).toBeGreaterThan(0.5);
    expect(burnt).toBeLessThan(0.4 * fresh);
  });

  /** Hard in seat 0; seat 1 calls every card it is asked about, seat 2 none; both lay their first card face down. */
  function callersTable(seed: string): State {
    const m = startMatch(G, { names: names(3), variants: [] }, seatsOf(['hard', 'normal', 'normal']), seed);
    // Until hard has laid a few cards and seat 1 has been offered them.
    while (G.toAct(m.state) !== null && (m.state as State).hands[0].length > 2) {
      const s = m.state as State;
      const seat = G.toAct(s)!;
      const a: Action = seat === 0 ? (botChoice(m, 'hard') as Action) : s.pending ? { type: seat === 1 ? 'call' : 'pass' } : { type: 'down', card: s.hands[seat][0] };
      takeAction(m, a);
    }
    return m.state as State;
  }

  test('hard reads each seat by its own calls: one that calls everything as an eager caller, one that calls nothing as a slow or wary one, and fears the first more', () => {
    for (const seed of ['callers/1', 'callers/2']) {
      const s = callersTable(seed);
      const v = G.view(s, 0);
      // CALLERS: ready, slow, eager, wary (call-model.ts).
      const eager = callerChances(v, 1);
      const quiet = callerChances(v, 2);
      expect(eager[2]).toBeGreaterThan(0.75);
      // (0.7: since the sixth stop's refit a ready caller calls 0.235 of the cards offered, so a few passes tell it less from a slow one.)
      expect(quiet[1] + quiet[3]).toBeGreaterThan(0.7);
      // What each seat risks for hard under every display card, read from that seat alone.
      const one = (j: number, d: number) => {
        const f = callFeatures(v, d, j, HARD.lean);
        const c = callerChances(v, j);
        return CALLERS.reduce((sum, k, i) => {
          const w = k.weights as unknown as Record<string, number>;
          const z = Object.keys(w).reduce((t, key) => t + w[key] * f[key as keyof typeof f], 0);
          return sum + c[i] / (1 + Math.exp(-z));
        }, 0);
      };
      v.display.forEach((_, d) => expect(one(1, d)).toBeGreaterThan(one(2, d)));
      v.display.forEach((_, d) => expect(fittedCallRisk(v, d, HARD.lean)).toBeCloseTo(1 - (1 - one(1, d)) * (1 - one(2, d)), 9));
    }
  });
});

describe('the bots play like people (issue 33)', () => {
  /** Plays `games` games of `levels` and sums, over the seats at `level`: where their identity reads from their plays, and the Hydra's games and early ends. */
  function habits(levels: Level[], level: Level, games: number) {
    let seats = 0;
    let read = 0;
    let hydra = 0;
    let early = 0;
    for (let i = 0; i < games; i++) {
      const m = startMatch(G, { names: names(levels.length), variants: [] }, seatsOf(levels), `habits/${i}`);
      autoPlay(m);
      const s = m.state as State;
      levels.forEach((l, seat) => {
        if (l !== level) return;
        if (s.identities[seat] === 'hydra') {
          hydra++;
          if (s.hydraEnd === seat) early++;
          return;
        }
        // The display card it laid most under (ties shared), as a watcher would read it.
        const laid = s.display.map((_, d) => s.under[d].filter((c) => c.by === seat).length + s.reveals.filter((r) => r.by === seat && r.display === d).length);
        const most = Math.max(...laid);
        if (most === 0) return;
        const top = laid.flatMap((n, d) => (n === most ? [d] : []));
        seats++;
        if (top.some((d) => s.display[d] === s.identities[seat])) read += 1 / top.length;
      });
    }
    return { read: read / seats, early: early / hydra };
  }

  // Measured over these games, before issue 33's third stop and now: the display card a normal laid
  // most under named its identity 70% and 45% of the time (100 games), an easy's 66% and 55% (150);
  // a normal Hydra ended 8.7% and 15.9% of its rounds early (300 games, 126 of them as the Hydra).
  test('normal and easy do not give their identity away by where they lay most', () => {
    expect(habits(['normal', 'normal', 'normal'], 'normal', 100).read).toBeLessThan(0.55);
    expect(habits(['easy', 'easy', 'easy'], 'easy', 150).read).toBeLessThan(0.6);
  });

  test('a normal Hydra plays for its early end: it stops taking face-up cards that would give it the most in front', () => {
    expect(habits(['normal', 'normal', 'normal'], 'normal', 300).early).toBeGreaterThan(0.12);
  });
});
