// Dragon's Bluff: one test per rule of the text (Setup, Gameplay, Game End) and per ruling
// (docs/rulings.md, "Dragon's Bluff").
import { Rng } from '../../../src/dice/rng';
import { TavernError } from '../../../src/tavern/frame/game';
import type { State } from '../../../src/tavern/dragons-bluff';
import { scoreRound, mayRevealHydra } from '../../../src/tavern/dragons-bluff/scoring';
import { placesOf } from '../../../src/tavern/frame/places';
import { allCards, CALL, DECK, down, G, options, PASS, play, REVEAL, roundTable, sorted, stacked, under } from './helpers';

/** A 3-player deal: Ana red, Ben blue, Cid the Hydra; Ana begins. */
function table3(): State {
  const hands = [
    ['red', 'red', 'silver', 'bronze', 'green', 'black', 'white'],
    ['blue', 'silver', 'bronze', 'green', 'black', 'white', 'gold'],
    ['silver', 'bronze', 'green', 'black', 'white', 'gold', 'silver'],
  ];
  const s = stacked(3, ['red', 'blue', 'hydra'], roundTable(hands));
  expect(s.hands).toEqual(hands);
  s.first = 0;
  s.turn = 0;
  return s;
}

describe('Setup', () => {
  test('Ruling: the deck is eight kinds of dragon, five of each, and one three-headed Hydra', () => {
    const codes = G.deckCodes(options(3));
    expect(codes).toHaveLength(41);
    for (const k of ['red', 'blue', 'green', 'black', 'white', 'gold', 'silver', 'bronze']) expect(codes.filter((c) => c === k)).toHaveLength(5);
    expect(codes.filter((c) => c === 'hydra')).toHaveLength(1);
  });

  test('Number of Players: 3 to 4; an unknown variant is refused', () => {
    expect(() => G.setup(options(2), Rng.fromSeed(1))).toThrow(TavernError);
    expect(() => G.setup({ names: ['a', 'b', 'c', 'd', 'e'], variants: [] }, Rng.fromSeed(1))).toThrow(/3 to 4 players/);
    expect(() => G.setup(options(3, { variants: ['short'] }), Rng.fromSeed(1))).toThrow(/"short" is not a variant/);
    expect(G.variants.map((v) => v.id)).toEqual(['long']);
  });

  test.each([3, 4])('Setup: 6 display cards of different kinds, one secret identity each from the pairs and the Hydra, 7 cards each, the rest unseen (%i players)', (n) => {
    for (let seed = 0; seed < 30; seed++) {
      const s = G.setup(options(n), Rng.fromSeed(seed));
      expect(new Set(s.display).size).toBe(6);
      expect(s.display).not.toContain('hydra');
      expect(new Set(s.identities).size).toBe(n);
      for (const id of s.identities) expect([...s.display, 'hydra']).toContain(id);
      expect(s.hands.every((h) => h.length === 7)).toBe(true);
      expect(s.rest).toHaveLength(41 - 6 - n - 7 * n);
      expect(sorted(allCards(s))).toEqual(DECK);
    }
  });

  test('Ruling: the pairs are picked at random, and the undealt identities are shuffled back (the Hydra is an identity about n times in 7)', () => {
    const seen = new Set<string>();
    let hydra = 0;
    let hydraInHand = 0;
    const games = 700;
    for (let seed = 0; seed < games; seed++) {
      const s = G.setup(options(3), Rng.fromSeed(`pairs/${seed}`));
      s.display.forEach((d) => seen.add(d));
      if (s.identities.includes('hydra')) hydra++;
      if (s.hands.some((h) => h.includes('hydra'))) hydraInHand++;
    }
    expect(seen.size).toBe(8);
    expect(hydra / games).toBeGreaterThan(3 / 7 - 0.06);
    expect(hydra / games).toBeLessThan(3 / 7 + 0.06);
    expect(hydraInHand).toBeGreaterThan(0);
  });

  test('Ruling: a stacked deck is dealt as it lies: the display, one identity per seat, then the hands round the table', () => {
    const hands = roundTable([
      ['red', 'red', 'red', 'silver', 'silver', 'bronze', 'bronze'],
      ['blue', 'blue', 'blue', 'silver', 'silver', 'bronze', 'bronze'],
      ['green', 'green', 'green', 'silver', 'bronze', 'gold', 'gold'],
    ]);
    const s = stacked(3, ['hydra', 'black', 'white'], hands);
    expect(s.display).toEqual(['red', 'blue', 'green', 'black', 'white', 'gold']);
    expect(s.identities).toEqual(['hydra', 'black', 'white']);
    expect(s.hands[0]).toEqual(['red', 'red', 'red', 'silver', 'silver', 'bronze', 'bronze']);
    expect(s.hands[2]).toEqual(['green', 'green', 'green', 'silver', 'bronze', 'gold', 'gold']);
    // The undealt identities (the red, blue, green and gold pairs) lie at the bottom of the unseen rest.
    expect(s.rest.slice(-4)).toEqual(['red', 'blue', 'green', 'gold']);
    expect(sorted(allCards(s))).toEqual(DECK);
  });

  test('Ruling: the display takes the first card of each new kind; the Hydra and repeats are passed over', () => {
    const s = G.setup(options(3, { deck: ['hydra', 'red', 'red', 'blue', 'green', 'red', 'black', 'white', 'gold', 'silver'] }), Rng.fromSeed(1));
    expect(s.display).toEqual(['red', 'blue', 'green', 'black', 'white', 'gold']);
    expect(sorted(allCards(s))).toEqual(DECK);
  });

  test('Ruling: the first player is drawn at random', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = G.setup(options(4), Rng.fromSeed(seed));
      expect(G.toAct(s)).toBe(s.first);
      firsts.add(s.first);
    }
    expect(firsts.size).toBe(4);
  });
});

describe('Gameplay', () => {
  test('Gameplay: on a turn a card goes face down under one of the 6 display cards or face down in front of the player', () => {
    const s = table3();
    const keys = G.legal(s).map(G.actionKey);
    // Ana holds red, silver, bronze, green, black, white: 6 kinds, 7 places each.
    expect(keys).toHaveLength(6 * 7);
    expect(keys).toContain('under:red:1');
    expect(keys).toContain('under:silver:6');
    expect(keys).toContain('down:white');
    expect(keys).not.toContain('reveal');
  });

  test('Gameplay: after a card under the display, each other player in clockwise order from the player may call; all pass and the turn passes on', () => {
    const s = table3();
    play(s, under('red', 0));
    expect(G.toAct(s)).toBe(1);
    expect(G.legal(s).map(G.actionKey)).toEqual(['call', 'pass']);
    play(s, PASS);
    expect(G.toAct(s)).toBe(2);
    play(s, PASS);
    expect(G.toAct(s)).toBe(1);
    expect(s.pending).toBeNull();
    expect(s.under[0]).toEqual([{ card: 'red', by: 0 }]);
  });

  test('Gameplay: a called bluff that does not match goes face up in front of the player who played it', () => {
    const s = table3();
    play(s, under('silver', 0), CALL);
    expect(s.penalties[0]).toEqual(['silver']);
    expect(s.under[0]).toEqual([]);
    expect(s.reveals).toEqual([{ by: 0, caller: 1, display: 0, card: 'silver', matched: false }]);
    expect(G.toAct(s)).toBe(1);
  });

  test('Gameplay: a called bluff that matches gives the caller a penalty card', () => {
    const s = table3();
    play(s, under('red', 0), PASS, CALL);
    expect(s.penalties[2]).toEqual(['red']);
    expect(s.penalties[0]).toEqual([]);
    expect(s.under[0]).toEqual([]);
  });

  test('Ruling: the first call ends the asking (one reveal)', () => {
    const s = table3();
    const events = G.apply(s, under('green', 0));
    // The card's face is told to its player alone; the table learns only where it went.
    expect(events).toEqual([{ type: 'under', seat: 0, display: 0, dragon: 'red' }, { type: 'laid', seat: 0, card: 'green', only: [0] }]);
    play(s, CALL);
    expect(s.pending).toBeNull();
    expect(G.toAct(s)).toBe(1);
    expect(s.figures).toEqual({ turns: 1, calls: 1, callsWon: 1, hydraEnds: 0 });
  });

  test('Ruling: the Hydra matches no display card', () => {
    const s = table3();
    play(s, under('red', 0), PASS, PASS, under('blue', 1), PASS, PASS);
    // Cid holds no Hydra card (it is Cid's identity): give him one for the test.
    s.hands[2][0] = 'hydra';
    s.rest[s.rest.indexOf('hydra')] = 'silver';
    play(s, under('hydra', 2), CALL);
    expect(s.penalties[2]).toEqual(['hydra']);
  });

  test('Gameplay: a card face down in front of the player is not called; the turn passes on', () => {
    const s = table3();
    play(s, down('white'));
    expect(s.down[0]).toEqual(['white']);
    expect(s.pending).toBeNull();
    expect(G.toAct(s)).toBe(1);
  });

  test('An action that is not legal is refused and changes nothing', () => {
    const s = table3();
    const before = JSON.stringify(s);
    expect(() => G.apply(s, under('gold', 0))).toThrow(/not allowed/);
    expect(() => G.apply(s, CALL)).toThrow(/not allowed/);
    expect(() => G.apply(s, REVEAL)).toThrow(/not allowed/);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('The Hydra', () => {
  function hydraTable(faceUp: number, othersInFront: number[]): State {
    const s = table3();
    s.turn = 2;
    s.first = 2;
    s.penalties[2] = Array.from({ length: faceUp }, () => 'silver');
    s.down[0] = Array.from({ length: othersInFront[0] }, () => 'bronze');
    s.down[1] = Array.from({ length: othersInFront[1] }, () => 'bronze');
    return s;
  }

  test('Gameplay: the Hydra with 3 or more face-up penalty cards who does not have the most may reveal and end the game', () => {
    const s = hydraTable(3, [4, 0]);
    expect(mayRevealHydra(s, 2)).toBe(true);
    expect(G.legal(s).map(G.actionKey)).toContain('reveal');
    play(s, REVEAL);
    expect(s.over).toBe(true);
    expect(s.hydraEnd).toBe(2);
    expect(s.figures.hydraEnds).toBe(1);
    const r = G.result(s)!;
    // 10 VP less 3 face-up cards (-6).
    expect(r.scores[2]).toBe(4);
  });

  test('Gameplay: with fewer than 3 face-up penalty cards the Hydra may not reveal', () => {
    const s = hydraTable(2, [5, 0]);
    expect(mayRevealHydra(s, 2)).toBe(false);
    expect(G.legal(s).map(G.actionKey)).not.toContain('reveal');
  });

  test('Ruling: a tie for the most penalty cards (face up and face down) is still the most', () => {
    expect(mayRevealHydra(hydraTable(3, [3, 0]), 2)).toBe(false);
    expect(mayRevealHydra(hydraTable(3, [2, 2]), 2)).toBe(false);
    const faceDownCount = hydraTable(3, [3, 0]);
    faceDownCount.down[0].push('gold');
    expect(mayRevealHydra(faceDownCount, 2)).toBe(true);
  });

  test('Ruling: the Hydra reveals only at the start of its own turn, and only if it wishes', () => {
    const s = hydraTable(3, [4, 0]);
    s.turn = 1;
    play(s, under('blue', 1));
    expect(G.toAct(s)).toBe(2);
    expect(G.legal(s).map(G.actionKey)).toEqual(['call', 'pass']);
    play(s, PASS, PASS);
    expect(G.toAct(s)).toBe(2);
    expect(G.legal(s).map(G.actionKey)).toContain('reveal');
    play(s, down('gold'));
    expect(s.over).toBe(false);
  });

  test('Gameplay: a seat without the Hydra identity never may reveal', () => {
    const s = hydraTable(3, [4, 0]);
    s.penalties[1] = ['gold', 'gold', 'gold'];
    expect(mayRevealHydra(s, 1)).toBe(false);
  });
});

describe('Game End', () => {
  test('Game End: the game ends when all players have played all their cards', () => {
    const s = table3();
    for (let turn = 0; turn < 21; turn++) {
      expect(s.over).toBe(false);
      const seat = G.toAct(s)!;
      play(s, down(s.hands[seat][0]));
    }
    expect(s.over).toBe(true);
    expect(G.toAct(s)).toBeNull();
    expect(G.legal(s)).toEqual([]);
    expect(G.result(s)!.scores).toEqual([-7, -7, -7]);
  });

  function endState(): State {
    const s = table3();
    s.hands = [[], [], []];
    // Ana (red, display 1): three cards under red, one of them not red; one face down; one face up.
    s.under[0] = [
      { card: 'red', by: 0 },
      { card: 'silver', by: 0 },
      { card: 'green', by: 1 },
    ];
    s.down[0] = ['gold'];
    s.penalties[0] = ['bronze'];
    // Ben (blue): one under blue, two face up.
    s.under[1] = [{ card: 'blue', by: 1 }];
    s.penalties[1] = ['silver', 'black'];
    // Cid (the Hydra): one face up of his own.
    s.penalties[2] = ['white'];
    return s;
  }

  test('Game End: 3 VP per card under your identity display card, matching or not; -2 per face-up and -1 per face-down card', () => {
    const parts = scoreRound(endState());
    expect(parts[0]).toEqual({ display: 9, hydra: 0, faceUp: -2, faceDown: -1, total: 6 });
    expect(parts[1]).toEqual({ display: 3, hydra: 0, faceUp: -4, faceDown: 0, total: -1 });
  });

  test('Game End: without an early end the Hydra scores 1 VP per face-up card in front of all other players', () => {
    expect(scoreRound(endState())[2]).toEqual({ display: 0, hydra: 3, faceUp: -2, faceDown: 0, total: 1 });
  });

  test('Game End: after an early end the Hydra scores 10 VP (and still pays for its penalty cards)', () => {
    const s = endState();
    s.hydraEnd = 2;
    expect(scoreRound(s)[2]).toEqual({ display: 0, hydra: 10, faceUp: -2, faceDown: 0, total: 8 });
  });

  test('Game End: the highest score wins even when it is negative', () => {
    expect(placesOf([-3, -1, -7])).toEqual([2, 1, 3]);
  });

  test('Ruling: equal scores share a place, with no tie-break', () => {
    expect(placesOf([4, 4, 1, 4])).toEqual([1, 1, 4, 1]);
    expect(placesOf([0, 2, 2])).toEqual([3, 1, 1]);
  });

  test('Ruling: a Hydra early end scores the round as it stands; cards in hand count nothing', () => {
    const s = table3();
    s.turn = 2;
    s.penalties[2] = ['silver', 'silver', 'silver'];
    s.down[0] = ['bronze', 'bronze', 'bronze', 'bronze'];
    s.hands[0].splice(0, 4);
    play(s, REVEAL);
    expect(G.result(s)!.scores).toEqual([-4, 0, 4]);
    expect(G.result(s)!.places).toEqual([3, 2, 1]);
  });
});

describe('The long variant', () => {
  test('Long variant: three rounds, the totals add up, the first player moves one seat clockwise each round', () => {
    const s = G.setup(options(3, { variants: ['long'] }), Rng.fromSeed('long'));
    expect(s.rounds).toBe(3);
    const firsts = [s.first];
    let round = 1;
    while (!s.over) {
      const seat = G.toAct(s)!;
      play(s, down(s.hands[seat][0]));
      if (s.round !== round && !s.over) {
        round = s.round;
        firsts.push(s.first);
        expect(sorted(allCards(s))).toEqual(DECK);
        expect(s.hands.every((h) => h.length === 7)).toBe(true);
      }
    }
    expect(firsts).toEqual([firsts[0], (firsts[0] + 1) % 3, (firsts[0] + 2) % 3]);
    expect(s.finished).toHaveLength(3);
    expect(s.totals).toEqual([-21, -21, -21]);
    const r = G.result(s)!;
    expect(r.scores).toEqual(s.finished.reduce((t, f) => t.map((x, i) => x + f.scores[i].total), [0, 0, 0]));
    expect(r.places).toEqual([1, 1, 1]);
  });

  test('Long variant: a Hydra early end ends only its round', () => {
    const s = G.setup(options(3, { variants: ['long'] }), Rng.fromSeed('long'));
    const hydra = s.identities.indexOf('hydra');
    const seat = hydra >= 0 ? hydra : 0;
    s.identities[seat] = 'hydra';
    s.penalties[seat] = ['silver', 'silver', 'silver'];
    s.down[(seat + 1) % 3] = ['bronze', 'bronze', 'bronze', 'bronze'];
    s.turn = seat;
    play(s, REVEAL);
    expect(s.over).toBe(false);
    expect(s.round).toBe(2);
    expect(s.finished[0].hydraEnd).toBe(seat);
    expect(s.penalties.every((p) => p.length === 0)).toBe(true);
  });
});
