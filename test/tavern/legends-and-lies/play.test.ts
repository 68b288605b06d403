// Legends and Lies played whole by the bots: invariants after every move, nobody peeks, the guessed
// states of `determinize` agree with the view they come from, replays are exact, and the bots are
// measurably apart.
import { STYLES } from '../../../src/tavern/frame/game';
import { expectBlindMove, expectReplayable, expectTurnInvariants } from '../../helpers/tavern';
import { Rng } from '../../../src/dice/rng';
import type { Level } from '../../../src/tavern/frame/game';
import { botChoice, startMatch, takeAction } from '../../../src/tavern/frame/match';
import { simulate } from '../../../src/tavern/frame/sim';
import type { State } from '../../../src/tavern/legends-and-lies';
import { discardCost, feedsKnowably, HARD_LOOK, HARD_WEIGHTS, lookCandidates, NORMAL, normalChoice } from '../../../src/tavern/legends-and-lies/bots';
import { standing } from '../../../src/tavern/legends-and-lies/scoring';
import { add, allCards, DECK, G, names, sorted, table } from './helpers';

const seatsOf = (levels: readonly Level[]) => levels.map((player, i) => ({ name: names(4)[i], player }));

function checkInvariants(s: State): void {
  // Every one of the 62 cards is somewhere, once.
  expect(sorted(allCards(s))).toEqual(DECK);
  expect(expectTurnInvariants(G, s) === null).toBe(s.over);
  // Hands: only the one who went out (or the final discards) leaves a hand empty, or for a moment
  // Crop Circles and ESP played as the last card, before the cards they bring.
  s.hands.forEach((h, i) => {
    if (h.length === 0 && !s.over) expect(s.phase === 'final' || s.wentOut === i || (i === s.turn && ['crop', 'esp'].includes(s.phase))).toBe(true);
  });
  if (['draw', 'play'].includes(s.phase)) expect(s.hands[s.turn].length).toBeGreaterThan(0);
  // Totals add up from the hands scored, and each hand's scores from their parts.
  for (const r of s.history) r.parts.forEach((p) => expect(p.total).toBe(p.zeroed ? 0 : p.melds + p.front + p.hand));
  expect(s.totals).toEqual(s.names.map((_, i) => s.history.reduce((t, r) => t + r.scores[i], 0)));
  // Every meld holds a card of its creature's own.
  for (const ms of s.melds) for (const m of ms) expect(m.cards.length).toBeGreaterThan(0);
}

describe('full games with bots', () => {
  const tables: [string, Level[]][] = [
    ['easy, 2 players', ['easy', 'easy']],
    ['normal and easy, 3 players', ['normal', 'easy', 'normal']],
    ['hard, normal, easy, 3 players', ['hard', 'normal', 'easy']],
    ['partners, 4 players', ['hard', 'easy', 'normal', 'normal']],
  ];
  test.each(tables)('%s: every card once, one seat to act, scores add up, after every move', (_, levels) => {
    for (let g = 0; g < 3; g++) {
      const seats = seatsOf(levels);
      const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `inv/${levels.join()}/${g}`);
      checkInvariants(m.state);
      while (G.toAct(m.state) !== null) {
        takeAction(m, botChoice(m, levels[G.toAct(m.state)!]));
        checkInvariants(m.state);
      }
      const r = G.result(m.state)!;
      expect(r.scores).toEqual(standing(m.state));
      const target = levels.length === 4 ? 150 : 100;
      expect(Math.max(...r.scores) >= target || m.state.handNo === 40).toBe(true);
      expect(G.figures(m.state).hands).toBe(m.state.history.length);
    }
  });

  test.each([3, 4])('the same seed and the same actions give the same game (%i players)', (n) => {
    const seats = seatsOf((['normal', 'easy', 'hard', 'normal'] as Level[]).slice(0, n));
    expectReplayable(G, { names: seats.map((x) => x.name), variants: [] }, seats, `same${n}`);
  });

  test('figures: hands, turns, melds, hoaxes, shutouts and the rest are counted', () => {
    const seats = seatsOf(['normal', 'normal', 'easy']);
    const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, 'fig');
    while (G.toAct(m.state) !== null) takeAction(m, botChoice(m, seats[G.toAct(m.state)!].player as Level));
    const f = G.figures(m.state);
    expect(Object.keys(f).sort()).toEqual(['anomalies', 'cardsAdded', 'discredited', 'doubled', 'drawnGames', 'extraHands', 'hands', 'hoaxes', 'melds', 'ranOut', 'reshuffles', 'shutouts', 'turns', 'wentOut'].sort());
    const acts = m.actions as Array<{ type: string }>;
    expect(f.melds).toBe(acts.filter((a) => a.type === 'meld').length);
    expect(f.hoaxes).toBe(acts.filter((a) => a.type === 'hoax').length);
    // A turn ends with its discard; the final discards of a hand are not turns.
    const finals = (m.state as State).history.reduce((sum, r) => sum + (r.wentOut === null ? 3 : 2), 0);
    expect(f.turns).toBe(acts.filter((a) => a.type === 'discard').length - finals);
    expect(f.wentOut + f.ranOut).toBe(f.hands);
  });
});

describe('nobody peeks', () => {
  /** Two states that differ only in Ben's and Cid's hands and the Unknown below its top six cards (what Ana may draw this turn). */
  function twins(): [State, State] {
    const a = G.setup({ names: names(3), variants: [] }, Rng.fromSeed('twin'));
    a.dealer = 2;
    a.turn = 0;
    const b = JSON.parse(JSON.stringify(a)) as State;
    const i = b.hands[1].findIndex((c) => !b.hands[2].includes(c));
    const j = b.hands[2].findIndex((c) => c !== b.hands[1][i]);
    [b.hands[1][i], b.hands[2][j]] = [b.hands[2][j], b.hands[1][i]];
    const k = b.unknown.findIndex((c, x) => x >= 6 && c !== b.hands[2][0]);
    [b.hands[2][0], b.unknown[k]] = [b.unknown[k], b.hands[2][0]];
    b.unknown = [...b.unknown.slice(0, 6), ...b.unknown.slice(6).reverse()];
    b.rng = Rng.fromSeed('other').state();
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    return [a, b];
  }

  // Every level in every style (issue 33): a style leans the weighing, never what is seen.
  const levelsAndStyles = (['easy', 'normal', 'hard'] as Level[]).flatMap((level) => STYLES.map((style) => [level, style] as const));
  test.each(levelsAndStyles)('Ana sees the same view of both and the %s bot (%s) decides the same, through her whole turn', (level, style) => {
    const [a, b] = twins();
    let moves = 0;
    for (; moves < 30 && G.toAct(a) === 0; moves++) {
      expectBlindMove(G, a, b, 0, level, `m${moves}`, style);
    }
    expect(moves).toBeGreaterThanOrEqual(2);
    expect(G.toAct(a)).toBe(1);
  });

  test('a view holds no other hand, no card passed face down between others, no order of the Unknown, no Rng state', () => {
    const s = table({ hands: [['by', 'nessie'], ['devil', 'hoax'], ['horn', 'esp'], ['snakes', 'skin']], phase: 'draw' });
    G.apply(s, { type: 'swap', card: 'nessie' });
    const v = G.view(s, 1);
    const text = JSON.stringify(v);
    expect(text).not.toContain('rng');
    for (const c of ['by', 'nessie', 'horn', 'esp', 'snakes', 'skin']) expect(text).not.toContain(`"${c}"`);
    expect(v.handSizes).toEqual([1, 2, 2, 2]);
    expect(v.swapping).toBe(true);
    expect(v.myPass).toBeNull();
    expect(G.view(s, 0).myPass).toBe('nessie');
    expect(G.view(s, 2).myPass).toBeNull();
  });
});

describe('determinize', () => {
  test.each([2, 3, 4])('a guessed state agrees with the view it comes from, deals every card once, and can be played on (%i players)', (n) => {
    const seats = seatsOf((['normal', 'hard', 'normal', 'easy'] as Level[]).slice(0, n));
    const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `det/${n}`);
    const rng = Rng.fromSeed('d');
    const othersSeen = new Set<string>();
    let checked = 0;
    while (G.toAct(m.state) !== null) {
      const seat = G.toAct(m.state)!;
      const v = G.view(m.state, seat);
      const d = G.determinize(v, rng);
      expect(G.view(d, seat)).toEqual(v);
      expect(sorted(allCards(d))).toEqual(DECK);
      expect(G.legal(d).map(G.actionKey)).toEqual(G.legal(m.state).map(G.actionKey));
      othersSeen.add(JSON.stringify(d.hands[(seat + 1) % n]));
      checked++;
      takeAction(m, botChoice(m, m.seats[seat].player as Level));
    }
    expect(checked).toBeGreaterThan(50);
    expect(othersSeen.size).toBeGreaterThan(10);
  });

  test('what a seat knows of others is kept: cards seen taken from the Tabloids, what it passed its partner, the top it saw with ESP', () => {
    const s = table({ hands: [['esp', 'by', 'nessie'], ['devil', 'snakes'], ['horn', 'hoax'], ['skin']] });
    s.shown[1] = ['devil'];
    s.given[2] = ['horn'];
    G.apply(s, { type: 'anomaly', card: 'esp' });
    G.apply(s, { type: 'keep', card: s.look[0] });
    const v = G.view(s, 0);
    for (let k = 0; k < 20; k++) {
      const d = G.determinize(v, Rng.fromSeed(k));
      expect(d.hands[1]).toContain('devil');
      expect(d.hands[2]).toContain('horn');
      expect(d.unknown.slice(0, 2)).toEqual(v.knownTop);
    }
  });
});

describe('the bots', () => {
  test('normal takes the Tabloids\' top card that makes a meld, melds it, and hoaxes an opponent rather than itself', () => {
    const s = table({ hands: [['devil', 'devil', 'hoax', 'by', 'piltdown'], ['by']], tabloids: ['devil'], phase: 'draw', melds: { 0: [['nessie', ['nessie', 'nessie', 'nessie']]], 1: [['snakes', ['snakes', 'snakes', 'expert', 'blurry']]] } });
    expect(G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1))).toEqual({ type: 'take' });
    G.apply(s, { type: 'take' });
    expect(G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1))).toMatchObject({ type: 'meld', creature: 'devil' });
    G.apply(s, { type: 'meld', creature: 'devil', cards: ['devil', 'devil', 'devil'] });
    // The Hoax! on Ben's snakes strands his two wilds: the costliest target.
    expect(G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1))).toEqual({ type: 'hoax', seat: 1, creature: 'snakes', card: 'snakes' });
  });

  test('normal discards what nobody can use rather than a card of a creature in play', () => {
    const s = table({ hands: [['devil', 'piltdown', 'nessie', 'by'], ['by']], melds: { 1: [['devil', ['devil', 'devil', 'devil']]] } });
    G.apply(s, add('devil', 'devil'));
    const d = G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1));
    expect(d.type).toBe('discard');
    expect(['piltdown', 'nessie', 'by']).toContain((d as { card: string }).card);
  });

  test('hard holds a new meld while every opponent still holds 8 cards, and lays it once one holds fewer (issue 33)', () => {
    const ten = ['by', 'by', 'nessie', 'nessie', 'mermaid', 'mermaid', 'snakes', 'snakes', 'chupa', 'chupa'];
    const mine = ['devil', 'devil', 'devil', 'piltdown', 'aliens', 'chupa', 'cattle'];
    const early = table({ hands: [mine, ten, ['by', 'by', 'nessie', 'nessie', 'mermaid', 'mermaid', 'snakes', 'snakes', 'aliens', 'aliens']] });
    expect(G.bots.hard.decide(G.view(early, 0), G.legal(early), Rng.fromSeed(1)).type).not.toBe('meld');
    expect(G.bots.normal.decide(G.view(early, 0), G.legal(early), Rng.fromSeed(1))).toMatchObject({ type: 'meld', creature: 'devil' });
    const later = table({ hands: [mine, ten, ['by', 'nessie', 'mermaid', 'snakes', 'aliens', 'aliens', 'blast']] });
    expect(G.bots.hard.decide(G.view(later, 0), G.legal(later), Rng.fromSeed(1))).toMatchObject({ type: 'meld', creature: 'devil' });
  });

  test('hard keeps a Hoax! that would take one small card early in the hand; normal and a bluffer play it (issue 33)', () => {
    const s = table({ hands: [['hoax', 'piltdown', 'nessie', 'by', 'snakes', 'chupa'], ['by', 'by', 'nessie', 'nessie', 'devil', 'devil', 'snakes', 'snakes', 'chupa', 'chupa'], ['aliens', 'aliens', 'nessie', 'devil', 'devil', 'snakes', 'chupa', 'cattle', 'esp']], melds: { 1: [['mermaid', ['mermaid', 'mermaid', 'mermaid']]] } });
    expect(G.bots.normal.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1))).toMatchObject({ type: 'hoax', seat: 1 });
    expect(G.bots.hard.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1)).type).toBe('discard');
    // A bluffer plays its lies the moment they pay at all, at hard's level too.
    expect(G.bots.hard.decide(G.view(s, 0), G.legal(s), Rng.fromSeed(1), 'bluffer')).toMatchObject({ type: 'hoax', seat: 1 });
  });

  test('hard keeps a Proof! that would bring a rival\'s creature to 10 and double his cards, and plays one that doubles its own (Scoring; issue 33)', () => {
    const mine = ['flipper', 'by', 'by', 'snakes', 'snakes', 'devil', 'devil', 'chupa'];
    const ben = ['by', 'by', 'aliens', 'aliens', 'chupa', 'chupa', 'piltdown', 'piltdown', 'mermaid', 'mermaid'];
    const cid = ['aliens', 'aliens', 'chupa', 'devil', 'devil', 'snakes', 'snakes', 'mermaid', 'cattle', 'esp'];
    // Ben's Loch Ness Monster stands at 8: the Underwater Flipper Photo would double his 8 points for 3 of Ana's.
    const rival = table({ hands: [mine, ben, cid], melds: { 1: [['nessie', ['nessie', 'nessie', 'nessie', 'nessie']]] } });
    expect(G.bots.normal.decide(G.view(rival, 0), G.legal(rival), Rng.fromSeed(1))).toEqual({ type: 'add', creature: 'nessie', card: 'flipper' });
    expect(G.bots.hard.decide(G.view(rival, 0), G.legal(rival), Rng.fromSeed(1)).type).toBe('discard');
    // Her own three cards of it and one of Ben's: the same Proof! doubles her 6 points, and she plays it.
    const own = table({ hands: [mine, ben, cid], melds: { 0: [['nessie', ['nessie', 'nessie', 'nessie']]], 1: [['nessie', ['nessie']]] } });
    expect(G.bots.hard.decide(G.view(own, 0), G.legal(own), Rng.fromSeed(1))).toEqual({ type: 'add', creature: 'nessie', card: 'flipper' });
  });

  test('hard weighs a discard by the chance the next seat holds a pair of its creature: the fewer copies unseen, the safer (issue 33)', () => {
    // Two Feegee Mermaids lie in the Tabloids: one copy of Ana's is unseen, against four of her Loch Ness Monster.
    const s = table({
      hands: [['nessie', 'mermaid', 'by', 'by', 'snakes', 'snakes', 'devil', 'devil'], ['by', 'by', 'aliens', 'aliens', 'chupa', 'chupa', 'piltdown', 'piltdown', 'snakes', 'devil'], ['aliens', 'aliens', 'chupa', 'chupa', 'devil', 'devil', 'snakes', 'snakes', 'cattle', 'esp']],
      tabloids: ['mermaid', 'mermaid', 'aliens'],
    });
    const v = G.view(s, 0);
    const blind = { ...HARD_WEIGHTS, giveLive: 0 };
    expect(discardCost(v, 'mermaid', false, blind)).toBe(discardCost(v, 'nessie', false, blind));
    expect(discardCost(v, 'mermaid', false, HARD_WEIGHTS)).toBeLessThan(discardCost(v, 'nessie', false, HARD_WEIGHTS));
    expect(G.bots.hard.decide(v, G.legal(s), Rng.fromSeed(1))).toEqual({ type: 'discard', card: 'mermaid' });
  });

  test('hard never hands the next seat a card its view shows he can use while another may go: a species he was seen taking, a creature in play (issue 33)', () => {
    // Ben was seen taking a Chupacabras: Ana's lone Chupacabras is the card he plainly collects.
    const s = table({
      hands: [['chupa', 'devil', 'devil', 'snakes', 'snakes'], ['chupa', 'aliens', 'aliens'], ['aliens', 'chupa', 'by', 'devil', 'piltdown', 'snakes', 'mermaid', 'mermaid', 'cattle', 'esp']],
    });
    s.shown[1] = ['chupa'];
    const v = G.view(s, 0);
    expect(feedsKnowably(v, 'chupa')).toBe(true);
    expect(feedsKnowably(v, 'devil')).toBe(false);
    const blind = { ...HARD_WEIGHTS, spare: 0 };
    expect(discardCost(v, 'chupa', false, HARD_WEIGHTS)).toBe(discardCost(v, 'chupa', false, blind) + HARD_WEIGHTS.spare);
    expect(discardCost(v, 'devil', false, HARD_WEIGHTS)).toBe(discardCost(v, 'devil', false, blind));
    // Normal counts it only through what a discard gives; a last card goes out, and feeds nobody.
    expect(discardCost(v, 'chupa')).toBe(discardCost(v, 'chupa', false, { ...NORMAL, spare: 0 }));
    const last = table({ hands: [['chupa'], ['chupa', 'aliens', 'aliens'], ['aliens', 'chupa']] });
    last.shown[1] = ['chupa'];
    expect(discardCost(G.view(last, 0), 'chupa', false, HARD_WEIGHTS)).toBe(discardCost(G.view(last, 0), 'chupa', false, blind));
    // A Proof! of a creature in play in front of him: he may add it at once.
    s.melds[2] = [{ creature: 'nessie', cards: ['nessie', 'nessie', 'nessie'] }];
    expect(feedsKnowably(G.view(s, 0), 'flipper')).toBe(true);
  });

  test('near the hand\'s end hard plays its draw and its discard out over worlds dealt from its view alone (issue 33)', () => {
    // Ben holds two cards: the look-ahead weighs Ana's draw and her discards. Her twin differs in
    // Ben's and Cid's hands, the Unknown's order below what she may draw, and the Rng: she must decide the same in both.
    const layout = { hands: [['by', 'nessie', 'mermaid', 'snakes', 'chupa', 'piltdown', 'devil'], ['devil', 'chupa'], ['by', 'nessie', 'mermaid', 'aliens', 'aliens']], tabloids: ['snakes', 'by'], phase: 'draw' as const };
    const a = table(layout);
    const b = table(layout);
    const i = b.hands[1].indexOf('chupa');
    const j = b.hands[2].indexOf('aliens');
    [b.hands[1][i], b.hands[2][j]] = [b.hands[2][j], b.hands[1][i]];
    b.unknown = [...b.unknown.slice(0, 6), ...b.unknown.slice(6).reverse()];
    b.rng = Rng.fromSeed('other').state();
    let searched = 0;
    for (let move = 0; move < 30 && G.toAct(a) === 0; move++) {
      const v = G.view(a, 0);
      const legal = G.legal(a);
      if (lookCandidates(v, legal, normalChoice(v, legal, HARD_WEIGHTS), HARD_WEIGHTS, HARD_LOOK).length >= 2) searched++;
      expectBlindMove(G, a, b, 0, 'hard', `near${move}`);
    }
    expect(searched).toBe(2);
    expect(G.toAct(a)).toBe(1);
  });

  // Strength is measured in bench/ (bench/tavern.js, 1,000 games a row); here only the order of the
  // levels, on few games: hard's look-ahead makes its games the suite's dearest, so hard plays 24,
  // and is judged by its points over them (its wins, about 48% against 26% a normal seat, swing
  // by a few games either way on so few).
  test('hard beats normal, and normal beats easy, over the same seeded games', () => {
    const play = (levels: Level[], games: number) => {
      const seats = seatsOf(levels);
      return simulate(G, { names: seats.map((x) => x.name), variants: [] }, seats, 'levels', games).seats;
    };
    const [hard, normal, other] = play(['hard', 'normal', 'normal'], 24).map((x) => x.scores);
    expect(hard).toBeGreaterThan(Math.max(normal, other));
    const [normal2, easy, easy2] = play(['normal', 'easy', 'easy'], 60).map((x) => x.wins);
    expect(normal2).toBeGreaterThan(easy + easy2);
  });
});

describe('styles (issue 33)', () => {
  test('a style leans the weighing: bold takes the Tabloids\' top card more often than steady, a bluffer plays an anomaly wherever steady does', () => {
    const counts = { steady: 0, bold: 0, anomalies: 0, bluffed: 0 };
    const seats = [0, 1, 2].map((i) => ({ name: `P${i}`, player: 'normal' as Level }));
    const anomaly = (a: { type: string; card?: string }) => a.type === 'anomaly' || a.type === 'hoax';
    for (let g = 0; g < 4; g++) {
      const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `styles/${g}`);
      for (let move = 0; move < 400 && G.toAct(m.state) !== null; move++) {
        const seat = G.toAct(m.state)!;
        const v = G.view(m.state, seat);
        const legal = G.legal(m.state);
        const choice = (style: (typeof STYLES)[number]) => G.bots.normal.decide(v, legal, Rng.fromSeed(`s${move}`), style);
        if (m.state.phase === 'draw' && legal.some((a) => a.type === 'take')) {
          if (choice('steady').type === 'take') counts.steady++;
          if (choice('bold').type === 'take') counts.bold++;
        }
        if (m.state.phase === 'play' && anomaly(choice('steady'))) {
          counts.anomalies++;
          if (anomaly(choice('bluffer'))) counts.bluffed++;
        }
        takeAction(m, botChoice(m, 'normal'));
      }
    }
    expect(counts.bold).toBeGreaterThan(counts.steady);
    expect(counts.anomalies).toBeGreaterThan(0);
    expect(counts.bluffed).toBe(counts.anomalies);
  });
});
