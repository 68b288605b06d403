// Legends and Lies: one test per rule of the text (Setup, Drawing, Mounting Expeditions, Anomaly
// Cards, Discarding, Going out, Scoring, Shutouts, Continuing Play, Winning, the Four Player Partners
// Game, the Card Breakdown and Card Explanations) and per ruling (docs/rulings.md, "Legends and Lies").
import { Rng } from '../../../src/dice/rng';
import { TavernError } from '../../../src/tavern/frame/game';
import { CARDS, expeditionValue, handCost, info, isAnomaly, meldValue, SPECIES, SPECIES_INFO } from '../../../src/tavern/legends-and-lies/deck';
import { isInitialMeld } from '../../../src/tavern/legends-and-lies/melds';
import { gameEnds, nextDealer, scoreHand, standing } from '../../../src/tavern/legends-and-lies/scoring';
import { MAX_HAND_TURNS } from '../../../src/tavern/legends-and-lies/state';
import { told } from '../../../src/tavern/terminal/face';
import { add, allCards, anomaly, DECK, discard, DRAW, G, hoax, keys, legalOf, meld, options, play, roundTable, sorted, T, table, TAKE } from './helpers';

const kinds = (kind: string) => CARDS.filter((c) => c.kind === kind).reduce((n, c) => n + c.copies, 0);

describe('Card Breakdown', () => {
  test('62 cards: 21 anomaly cards (8 Proof!, 5 Strange Occurrences, 6 Phenomena, 2 Hoax!) and 41 expedition cards', () => {
    const codes = G.deckCodes(options(3));
    expect(codes).toHaveLength(62);
    expect(codes.filter(isAnomaly)).toHaveLength(21);
    expect(kinds('proof') + kinds('blurry')).toBe(8);
    expect(kinds('occurrence')).toBe(5);
    expect(kinds('phenomenon')).toBe(6);
    expect(kinds('hoax')).toBe(2);
    const count = (c: string) => codes.filter((x) => x === c).length;
    expect([count('by'), count('nessie'), count('mermaid'), count('devil'), count('snakes'), count('aliens'), count('chupa'), count('piltdown'), count('expert')]).toEqual([7, 5, 5, 5, 5, 5, 4, 3, 2]);
  });

  test('README fact: expedition cards are worth 2 in sets of 5 or more, 3 in the set of 4, 4 in the set of 3 (Bigfoot/Yeti, 7 cards, is worth 2)', () => {
    expect(SPECIES.map((sp) => [sp, expeditionValue(sp)])).toEqual([
      ['by', 2], ['nessie', 2], ['mermaid', 2], ['devil', 2], ['snakes', 2], ['aliens', 2], ['chupa', 3], ['piltdown', 4],
    ]);
  });

  test('README fact and ruling: one coloured Proof! per 2-point creature (3 points), two Blurry Photos (2 points); none for El Chupacabras or Piltdown Man', () => {
    const proofs = CARDS.filter((c) => c.kind === 'proof');
    expect(proofs.map((p) => p.species).sort()).toEqual(['aliens', 'by', 'devil', 'mermaid', 'nessie', 'snakes']);
    for (const p of proofs) expect([p.points, p.copies, p.colour]).toEqual([3, 1, SPECIES_INFO[p.species!].colour]);
    expect(info('horn').name).toBe('Broken Horn (Proof!)');
    expect(info('flipper').name).toBe('Underwater Flipper Photo (Proof!)');
    expect([info('blurry').points, info('blurry').copies, info('blurry').colour]).toEqual([2, 2, null]);
  });

  test('Ruling: the colours: Jersey Devil red and the Extraterrestrials yellow (the text), the others one colour each; Crop Circles yellow; wilds and the other anomalies none', () => {
    expect(SPECIES_INFO.devil.colour).toBe('red');
    expect(SPECIES_INFO.aliens.colour).toBe('yellow');
    expect(new Set(SPECIES.map((sp) => SPECIES_INFO[sp].colour)).size).toBe(8);
    expect(info('crop').colour).toBe('yellow');
    for (const c of ['expert', 'blurry', 'cattle', 'blast', 'esp', 'fish', 'resurrect', 'hoax']) expect(info(c).colour).toBeNull();
  });

  test('Ruling: Strange Occurrences are 3 Crop Circles (2), 1 Cattle Mutilations (+3), 1 Tunguska Blast (-3); Phenomena 2 each of ESP, Fish Falls, Resurrection; Hoax! +3', () => {
    const table = Object.fromEntries(CARDS.filter((c) => isAnomaly(c.code) && c.kind !== 'proof' && c.kind !== 'blurry').map((c) => [c.code, [c.copies, c.points]]));
    expect(table).toEqual({ crop: [3, 2], cattle: [1, 3], blast: [1, -3], esp: [2, 2], fish: [2, 2], resurrect: [2, 2], hoax: [2, 3] });
  });

  test('Ruling: "Expert" Opinion is worth what its meld\'s cards are worth, and 2 left in hand; a card of negative points costs nothing in hand', () => {
    expect(meldValue('expert', 'piltdown')).toBe(4);
    expect(meldValue('expert', 'chupa')).toBe(3);
    expect(meldValue('expert', 'yeti')).toBe(2);
    expect(handCost('expert')).toBe(2);
    expect(handCost('blast')).toBe(0);
    expect(handCost('hoax')).toBe(3);
    expect(handCost('piltdown')).toBe(4);
  });

  test('Ruling: card codes are short lowercase words, one per kind of card', () => {
    const codes = CARDS.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[a-z]{2,9}$/);
  });
});

describe('Setup', () => {
  test('2 to 4 players; the game has no variants', () => {
    expect(() => G.setup(options(1), Rng.fromSeed(1))).toThrow(TavernError);
    expect(() => G.setup({ names: ['a', 'b', 'c', 'd', 'e'], variants: [] }, Rng.fromSeed(1))).toThrow(/2 to 4 players/);
    expect(() => G.setup(options(3, { variants: ['x'] }), Rng.fromSeed(1))).toThrow(/no variant|none/);
    expect(G.players).toEqual({ min: 2, max: 4, default: 3 });
  });

  test.each([2, 3, 4])('ten cards each (eight with four players), a card turned up starts the Tabloids, the rest is the Unknown (%i players)', (n) => {
    for (let seed = 0; seed < 10; seed++) {
      const s = G.setup(options(n), Rng.fromSeed(seed));
      expect(s.hands.map((h) => h.length)).toEqual(Array(n).fill(n === 4 ? 8 : 10));
      expect(s.tabloids).toHaveLength(1);
      expect(s.unknown).toHaveLength(62 - 1 - n * (n === 4 ? 8 : 10));
      expect(sorted(allCards(s))).toEqual(DECK);
    }
  });

  test('Setup: play starts with the player to the left of the dealer; Ruling: the first dealer is drawn at random', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = G.setup(options(3), Rng.fromSeed(`d${seed}`));
      dealers.add(s.dealer);
      expect(G.toAct(s)).toBe((s.dealer + 1) % 3);
      expect(s.phase).toBe('draw');
    }
    expect(dealers.size).toBe(3);
  });

  test('Ruling: a stacked deck (--deck) is dealt one card at a time round the table from seat 1, then the Tabloids\' first card, then the Unknown', () => {
    const hands = [
      ['by', 'by', 'by', 'nessie', 'nessie', 'devil', 'horn', 'expert', 'hoax', 'esp'],
      ['mermaid', 'mermaid', 'mermaid', 'snakes', 'snakes', 'aliens', 'aliens', 'crop', 'fish', 'blurry'],
      ['chupa', 'chupa', 'chupa', 'piltdown', 'piltdown', 'cattle', 'blast', 'resurrect', 'implant', 'cast'],
    ];
    const s = G.setup(options(3, { deck: [...roundTable(hands), 'tail', 'skin', 'flipper'] }), Rng.fromSeed(1));
    expect(s.hands).toEqual(hands);
    expect(s.tabloids).toEqual(['tail']);
    expect(s.unknown.slice(0, 2)).toEqual(['skin', 'flipper']);
    expect(() => G.setup(options(3, { deck: ['unicorn'] }), Rng.fromSeed(1))).toThrow(/not a card/);
  });
});

describe('Drawing', () => {
  test('a turn begins with a draw: the top of the Unknown or the top of the Tabloids; what is drawn blind is told to the drawer alone', () => {
    const s = table({ hands: [['by'], ['nessie']], tabloids: ['devil'], unknownTop: ['horn'], phase: 'draw' });
    expect(keys(s)).toEqual(['draw', 'take']);
    const events = G.apply(s, DRAW);
    expect(s.hands[0]).toEqual(['by', 'horn']);
    expect(events).toEqual([{ type: 'draw', seat: 0 }, { type: 'drew', seat: 0, cards: ['horn'], only: [0] }]);
    expect(told(T, events, s.names, 1)).toEqual(['Ana draws from the Unknown.']);
    expect(told(T, events, s.names, 0)).toEqual(['Ana draws from the Unknown.', '(You draw Broken Horn (Proof!).)']);
    const t = table({ hands: [['by'], ['nessie']], tabloids: ['devil'], phase: 'draw' });
    expect(play(t, TAKE)).toEqual(['Ana takes Jersey Devil from the Tabloids.']);
    expect(t.hands[0]).toEqual(['by', 'devil']);
    expect(t.tabloids).toEqual([]);
    // Ruling: the whole Tabloids pile is face up to every seat.
    const u = table({ hands: [['by'], ['nessie']], tabloids: ['devil', 'hoax', 'esp'] });
    expect(G.view(u, 1).tabloids).toEqual(['devil', 'hoax', 'esp']);
    expect(G.view(t, 1).shown[0]).toEqual(['devil']);
  });

  test('the first time the Unknown is empty when a draw is due, the Tabloids but their top card are shuffled into a new Unknown', () => {
    const s = table({ hands: [['by', 'nessie'], ['devil', 'devil']], tabloids: ['snakes', 'mermaid', 'esp'] });
    const extra = s.unknown.splice(0);
    s.tabloids.unshift(...extra);
    const pile = s.tabloids.length;
    const texts = play(s, discard('nessie'));
    expect(texts.some((t) => t.includes('shuffled into a new Unknown'))).toBe(true);
    expect(s.tabloids).toEqual(['nessie']);
    expect(s.unknown).toHaveLength(pile);
    expect(s.ranOut).toBe(true);
    expect(s.phase).toBe('draw');
    expect(sorted(allCards(s))).toEqual(DECK);
  });

  test('the second time, the hand ends: everyone makes a final discard, the player to draw first; nobody went out, so nobody can score the shutout', () => {
    const s = table({
      hands: [['by', 'esp'], ['devil', 'hoax']],
      melds: { 1: [['aliens', ['aliens', 'aliens', 'aliens', 'aliens', 'aliens', 'implant']]] },
      front: { 0: ['crop', 'crop', 'crop'] },
    });
    s.tabloids.push(...s.unknown.splice(0));
    s.ranOut = true;
    const texts = play(s, discard('esp'));
    expect(texts.some((t) => t.includes('run out a second time'))).toBe(true);
    expect(s.phase).toBe('final');
    expect(G.toAct(s)).toBe(1);
    play(s, discard('hoax'), discard('by'));
    const r = s.history[0];
    expect(r.wentOut).toBeNull();
    expect(r.shutout).toBeNull();
    expect(r.parts[1].aliens).toBe(13);
  });

  test('Ruling: a new Unknown made of nothing (the Tabloids held only their top card) ends the hand at once', () => {
    const s = table({ hands: [['by', 'nessie'], ['devil', 'devil']] });
    s.front[0].push(...s.unknown.splice(0).filter((c) => c === 'crop'));
    s.melds[1].push({ creature: 'snakes', cards: s.unknown.splice(0) });
    const texts = play(s, discard('nessie'));
    expect(texts.some((t) => t.includes('shuffled into a new Unknown (0 cards)'))).toBe(true);
    expect(texts.some((t) => t.includes('run out a second time'))).toBe(true);
    expect(s.phase).toBe('final');
  });

  test(`Ruling: a hand also ends after ${MAX_HAND_TURNS} turns, as when the Unknown runs out a second time`, () => {
    const s = table({ hands: [['by', 'esp'], ['devil', 'hoax']] });
    s.handTurns = MAX_HAND_TURNS - 1;
    const texts = play(s, discard('esp'));
    expect(texts.some((t) => t.includes(`${MAX_HAND_TURNS} turns have been played`))).toBe(true);
    expect(s.phase).toBe('final');
    expect(s.finalLeft).toEqual([1, 0]);
  });
});

describe('Mounting Expeditions (Melding)', () => {
  test('an initial meld: three cards of one creature, three expedition cards or two and a Proof! (the Proof! is the turn\'s anomaly play)', () => {
    const t = table({ hands: [['nessie', 'nessie', 'nessie', 'flipper', 'hoax', 'by'], ['devil']] });
    expect(legalOf(t, 'meld')).toEqual(['meld:nessie:flipper+nessie+nessie', 'meld:nessie:nessie+nessie+nessie']);
    play(t, meld('nessie', 'nessie', 'nessie', 'flipper'));
    expect(t.melds[0]).toEqual([{ creature: 'nessie', cards: ['nessie', 'nessie', 'flipper'] }]);
    expect(t.anomalyUsed).toBe(true);
    // The anomaly play is spent: no Hoax! this turn.
    expect(legalOf(t, 'hoax')).toEqual([]);
  });

  test('Card explanations: the wilds may make a meld as "Expert" Opinion lists, never a meld of wilds alone, never two Proof! cards', () => {
    const ok = [['nessie', 'nessie', 'expert'], ['nessie', 'flipper', 'expert'], ['expert', 'expert', 'nessie'], ['expert', 'expert', 'flipper'], ['nessie', 'blurry', 'expert'], ['nessie', 'nessie', 'blurry']];
    const bad = [['expert', 'expert', 'blurry'], ['nessie', 'flipper', 'blurry'], ['nessie', 'nessie'], ['nessie', 'nessie', 'horn'], ['nessie', 'nessie', 'crop']];
    for (const m of ok) expect(isInitialMeld(m, 'nessie')).toBe(true);
    for (const m of bad) expect(isInitialMeld(m, 'nessie')).toBe(false);
  });

  test('Proof! (Blurry Photo): never with Piltdown Man; coloured Proof! only on its own creature', () => {
    expect(isInitialMeld(['piltdown', 'piltdown', 'blurry'], 'piltdown')).toBe(false);
    expect(isInitialMeld(['piltdown', 'piltdown', 'expert'], 'piltdown')).toBe(true);
    expect(isInitialMeld(['chupa', 'chupa', 'blurry'], 'chupa')).toBe(true);
    const s = table({ hands: [['horn', 'blurry', 'nessie'], ['by']], melds: { 0: [['piltdown', ['piltdown', 'piltdown', 'piltdown']], ['nessie', ['nessie', 'nessie', 'nessie']]] } });
    expect(legalOf(s, 'add')).toEqual(['add:nessie:nessie', 'add:nessie:blurry']);
  });

  test('Crop Circles do not count toward a meld of the Extraterrestrials, nor put them in play', () => {
    const s = table({ hands: [['aliens', 'aliens', 'crop', 'crop', 'by'], ['by']], front: { 1: ['crop'] } });
    expect(legalOf(s, 'meld')).toEqual([]);
    expect(legalOf(s, 'add')).toEqual([]);
  });

  test('adding: one or more cards to any of one\'s melds in a turn', () => {
    const s = table({
      hands: [['nessie', 'devil', 'expert', 'hoax'], ['by']],
      melds: { 0: [['nessie', ['nessie', 'nessie', 'nessie']], ['devil', ['devil', 'devil', 'devil']]] },
    });
    play(s, add('nessie', 'nessie'), add('devil', 'devil'), add('devil', 'expert'));
    expect(s.melds[0].map((m) => m.cards.length)).toEqual([4, 5]);
    expect(s.hands[0]).toEqual(['hoax']);
  });

  test('once a meld is in play, the others may play its cards in front of them, a coloured Proof! alone too; wilds never alone', () => {
    const s = table({
      hands: [['nessie', 'flipper', 'expert', 'blurry', 'by'], ['by']],
      melds: { 1: [['nessie', ['nessie', 'nessie', 'nessie']]] },
    });
    expect(legalOf(s, 'add')).toEqual(['add:nessie:nessie', 'add:nessie:flipper']);
    play(s, add('nessie', 'flipper'));
    expect(s.melds[0]).toEqual([{ creature: 'nessie', cards: ['flipper'] }]);
    // Ruling: with a card of the creature's own in front of him, a wild may join it.
    expect(legalOf(s, 'add')).toEqual(['add:nessie:nessie', 'add:nessie:expert']);
  });

  test('Bigfoot/Yeti cards meld as Bigfoot or as Yeti; with Bigfoot in play, a Yeti meld needs three cards of its own', () => {
    const s = table({ hands: [['by', 'by', 'by', 'cast', 'hoax'], ['by', 'by', 'snakes', 'esp']], unknownTop: ['devil', 'by'] });
    expect(legalOf(s, 'meld')).toEqual(['meld:bigfoot:by+by+by', 'meld:bigfoot:by+by+cast', 'meld:yeti:by+by+by', 'meld:yeti:by+by+cast']);
    play(s, meld('bigfoot', 'by', 'by', 'by'), discard('hoax'), DRAW);
    // Ben may play a card on the Bigfoot; with two cards he cannot start a Yeti.
    expect(legalOf(s, 'add')).toEqual(['add:bigfoot:by']);
    expect(legalOf(s, 'meld')).toEqual([]);
    play(s, discard('devil'), DRAW, discard('cast'), DRAW);
    // With a third card he may: a Yeti, or three cards in front of him on the Bigfoot.
    expect(legalOf(s, 'meld')).toEqual(['meld:bigfoot:by+by+by', 'meld:yeti:by+by+by']);
  });

  test('Ruling: an initial meld is exactly three cards; more are added one by one in the same turn', () => {
    const s = table({ hands: [['devil', 'devil', 'devil', 'devil', 'by'], ['by']] });
    for (const a of G.legal(s)) if (a.type === 'meld') expect(a.cards).toHaveLength(3);
    play(s, meld('devil', 'devil', 'devil', 'devil'), add('devil', 'devil'));
    expect(s.melds[0][0].cards).toHaveLength(4);
  });
});

describe('Anomaly Cards', () => {
  test('one anomaly card a turn: a Proof! added to a meld spends it too', () => {
    const s = table({ hands: [['horn', 'hoax', 'cattle', 'by'], ['by']], melds: { 0: [['devil', ['devil', 'devil', 'devil']]] } });
    play(s, add('devil', 'horn'));
    expect(legalOf(s, 'anomaly')).toEqual([]);
    expect(legalOf(s, 'hoax')).toEqual([]);
    expect(legalOf(s, 'discard')).toHaveLength(3);
  });

  test('Strange Occurrences stay in front of their player; Phenomena go to the Tabloids after use', () => {
    const s = table({ hands: [['cattle', 'by', 'devil'], ['by']], unknownTop: ['nessie'] });
    play(s, anomaly('cattle'));
    expect(s.front[0]).toEqual(['cattle']);
    expect(s.hands[0]).toEqual(['by', 'devil', 'nessie']);
    const t = table({ hands: [['esp', 'by'], ['by']], unknownTop: ['nessie', 'devil', 'horn'] });
    play(t, anomaly('esp'), { type: 'keep', card: 'devil' });
    expect(t.tabloids[t.tabloids.length - 1]).toBe('esp');
  });

  test('Crop Circles: draw two from the Unknown, or take any card of the Tabloids; it stays in front, 2 points, yellow', () => {
    const s = table({ hands: [['crop', 'by'], ['by']], tabloids: ['nessie', 'hoax', 'devil'], unknownTop: ['horn', 'snakes'] });
    play(s, anomaly('crop'));
    expect(keys(s)).toEqual(['cropDraw', 'cropTake:nessie', 'cropTake:devil', 'cropTake:hoax']);
    play(s, { type: 'cropDraw' });
    expect(s.hands[0]).toEqual(['by', 'horn', 'snakes']);
    expect(s.front[0]).toEqual(['crop']);
  });

  test('Crop Circles: an anomaly taken with it may be played at once, the one exception to one anomaly a turn', () => {
    const s = table({
      hands: [['crop', 'by', 'nessie'], ['by']],
      tabloids: ['hoax', 'devil'],
      melds: { 1: [['devil', ['devil', 'devil', 'devil']]] },
    });
    play(s, anomaly('crop'), { type: 'cropTake', card: 'hoax' });
    expect(s.tabloids).toEqual(['devil']);
    expect(legalOf(s, 'hoax')).toEqual(['hoax:2:devil:devil']);
    play(s, hoax(1, 'devil', 'devil'));
    expect(s.front[0]).toEqual(['crop', 'hoax']);
    // A Proof! retrieved from the Tabloids may make a meld too (the text's example).
    const t = table({ hands: [['crop', 'nessie', 'nessie', 'by'], ['by']], tabloids: ['flipper', 'devil'] });
    play(t, anomaly('crop'), { type: 'cropTake', card: 'flipper' });
    expect(legalOf(t, 'meld')).toContain('meld:nessie:flipper+nessie+nessie');
  });

  test('ESP: look at the top three of the Unknown, keep one, put the other two back on top in order; the player knows them, the others do not', () => {
    const s = table({ hands: [['esp', 'by'], ['by']], unknownTop: ['nessie', 'devil', 'horn', 'snakes'] });
    play(s, anomaly('esp'));
    expect(s.phase).toBe('esp');
    expect(G.view(s, 0).look).toEqual(['nessie', 'devil', 'horn']);
    expect(G.view(s, 1).look).toEqual([]);
    play(s, { type: 'keep', card: 'devil' });
    expect(s.unknown.slice(0, 3)).toEqual(['nessie', 'horn', 'snakes']);
    expect(G.view(s, 0).knownTop).toEqual(['nessie', 'horn']);
    expect(G.view(s, 1).knownTop).toEqual([]);
    expect(G.view(s, 1).knownTopCounts).toEqual([2, 0]);
    play(s, discard('by'), DRAW);
    expect(G.view(s, 0).knownTop).toEqual(['horn']);
  });

  test('Ruling: ESP with fewer than three cards in the Unknown shows those', () => {
    const s = table({ hands: [['esp', 'by'], ['by']] });
    s.tabloids.push(...s.unknown.splice(2));
    const top = [...s.unknown];
    play(s, anomaly('esp'));
    expect(G.view(s, 0).look).toEqual(top);
    play(s, { type: 'keep', card: top[1] });
    expect(s.unknown).toEqual([top[0]]);
  });

  test('Fish Falls: discard 1, 2 or 3 cards to the Tabloids; never the last card', () => {
    const s = table({ hands: [['fish', 'by', 'nessie', 'devil', 'horn'], ['by']] });
    play(s, anomaly('fish'));
    expect(keys(s)).not.toContain('fishStop');
    play(s, { type: 'fish', card: 'by' });
    expect(keys(s)).toContain('fishStop');
    play(s, { type: 'fish', card: 'nessie' }, { type: 'fish', card: 'devil' });
    expect(s.phase).toBe('play');
    expect(s.hands[0]).toEqual(['horn']);
    expect(s.tabloids.slice(-4)).toEqual(['by', 'nessie', 'devil', 'fish']);
    const small = table({ hands: [['fish', 'by'], ['by']] });
    expect(legalOf(small, 'anomaly')).toEqual([]);
  });

  test('Resurrection: take an expedition card (never an anomaly) from the Tabloids, then discard any card', () => {
    const s = table({ hands: [['resurrect', 'hoax'], ['by']], tabloids: ['nessie', 'horn', 'expert', 'esp'] });
    play(s, anomaly('resurrect'));
    expect(keys(s)).toEqual(['raise:nessie', 'raise:expert']);
    play(s, { type: 'raise', card: 'nessie' });
    expect(keys(s)).toEqual(['raiseDiscard:nessie', 'raiseDiscard:hoax']);
    play(s, { type: 'raiseDiscard', card: 'hoax' });
    expect(s.hands[0]).toEqual(['nessie']);
    expect(s.tabloids).toEqual(['horn', 'expert', 'esp', 'hoax', 'resurrect']);
    const none = table({ hands: [['resurrect', 'hoax'], ['by']], tabloids: ['horn'] });
    expect(legalOf(none, 'anomaly')).toEqual([]);
  });

  test('Hoax!: removes any expedition or Proof! card in play, even one\'s own, to the Tabloids; stays in front of its player, +3', () => {
    const s = table({
      hands: [['hoax', 'by'], ['by']],
      melds: { 0: [['devil', ['devil', 'devil', 'devil', 'horn']]], 1: [['nessie', ['nessie', 'nessie', 'flipper']]] },
      front: { 1: ['crop'] },
    });
    expect(legalOf(s, 'hoax')).toEqual(['hoax:1:devil:devil', 'hoax:1:devil:horn', 'hoax:2:nessie:nessie', 'hoax:2:nessie:flipper']);
    play(s, hoax(0, 'devil', 'horn'));
    expect(s.melds[0][0].cards).toEqual(['devil', 'devil', 'devil']);
    expect(s.tabloids).toEqual(['horn']);
    expect(s.front[0]).toEqual(['hoax']);
  });

  test('Ruling: Tunguska Blast: the Tabloids but their top card are shuffled into the Unknown; -3 in front of its player', () => {
    const s = table({ hands: [['blast', 'by'], ['by']], tabloids: ['nessie', 'devil', 'horn'] });
    const before = s.unknown.length;
    play(s, anomaly('blast'));
    expect(s.tabloids).toEqual(['horn']);
    expect(s.unknown).toHaveLength(before + 2);
    expect(s.front[0]).toEqual(['blast']);
    expect(scoreHand(s).parts[0].front).toBe(-3);
  });
});

describe('Discarding and Going out', () => {
  test('every turn ends with a discard; no action may leave the player without a card to discard', () => {
    const s = table({ hands: [['devil', 'devil', 'devil'], ['by']], melds: { 1: [['devil', ['devil', 'devil']]] } });
    expect(legalOf(s, 'meld')).toEqual([]);
    play(s, add('devil', 'devil'), add('devil', 'devil'));
    expect(keys(s)).toEqual(['discard:devil']);
  });

  test('going out: the discard that empties the hand; each other player from the left of that one makes a final discard, then the hand is scored', () => {
    const s = table({ hands: [['by'], ['nessie', 'devil'], ['hoax', 'esp']], totals: [0, 0, 0] });
    const texts = play(s, discard('by'));
    expect(texts).toContain('Ana goes out! Each other player makes a final discard.');
    expect(s.finalLeft).toEqual([1, 2]);
    expect(G.toAct(s)).toBe(1);
    play(s, discard('devil'), discard('hoax'));
    expect(s.history[0].wentOut).toBe(0);
    expect(s.history[0].scores).toEqual([0, -2, -2]);
    expect(s.handNo).toBe(2);
  });
});

describe('Scoring', () => {
  test('each Tabloids card of a melded colour removes a card from the largest meld of that creature; Ruling: the last card played goes', () => {
    const s = table({
      hands: [[], []],
      tabloids: ['devil', 'horn', 'nessie'],
      melds: { 0: [['devil', ['devil', 'devil', 'devil', 'expert']]], 1: [['devil', ['devil']]] },
    });
    const r = scoreHand(s);
    expect(r.discredited).toEqual({ devil: 2 });
    // First a card off the 4-card meld (its last, the wild); then it is still the largest, and loses another.
    expect(s.melds[0][0].cards).toEqual(['devil', 'devil']);
    expect(s.melds[1][0].cards).toEqual(['devil']);
    expect(sorted(allCards(s))).toEqual(DECK);
  });

  test('if two or more melds are the largest, each loses a card for every card of their colour', () => {
    const s = table({
      hands: [[], [], []],
      tabloids: ['skin'],
      melds: { 0: [['snakes', ['snakes', 'snakes', 'snakes']]], 1: [['snakes', ['snakes', 'expert', 'blurry']]], 2: [['snakes', ['snakes']]] },
    });
    const r = scoreHand(s);
    expect(r.discredited).toEqual({ snakes: 2 });
    expect(s.melds[0][0].cards).toEqual(['snakes', 'snakes']);
    expect(s.melds[1][0].cards).toEqual(['snakes', 'expert']);
    expect(s.melds[2][0].cards).toEqual(['snakes']);
  });

  test('Card explanations: wilds left with no card of their creature by the Tabloids go too', () => {
    const s = table({ hands: [[], []], tabloids: ['aliens'], melds: { 0: [['aliens', ['expert', 'blurry', 'aliens']]] } });
    const r = scoreHand(s);
    expect(r.discredited).toEqual({ aliens: 3 });
    expect(s.melds[0]).toEqual([]);
    expect(s.tabloids).toEqual(['aliens', 'aliens', 'expert', 'blurry']);
  });

  test('Ruling: the discrediting counts the pile as the final discards left it: wilds and most anomalies discredit nothing, Crop Circles discredit the Extraterrestrials', () => {
    const s = table({ hands: [[], []], tabloids: ['expert', 'blurry', 'hoax', 'crop'], melds: { 0: [['aliens', ['aliens', 'aliens', 'aliens']]], 1: [['nessie', ['nessie', 'nessie', 'blurry']]] } });
    const r = scoreHand(s);
    expect(r.discredited).toEqual({ aliens: 1 });
  });

  test('a creature with 10 or more points in play, all players together, counts double for everyone; below 10 at face value', () => {
    const s = table({
      hands: [[], []],
      melds: { 0: [['devil', ['devil', 'devil', 'devil', 'horn']], ['chupa', ['chupa', 'chupa', 'expert']]], 1: [['devil', ['devil']]] },
    });
    const r = scoreHand(s);
    expect(r.creaturePoints).toEqual({ devil: 11, chupa: 9 });
    expect(r.doubled).toEqual(['devil']);
    expect(r.parts[0].melds).toBe(18 + 9);
    expect(r.parts[1].melds).toBe(4);
  });

  test('Crop Circles count with the Extraterrestrials, for the doubling too; Strange Occurrences and Hoax! add or subtract in front of their player', () => {
    const s = table({ hands: [[], []], melds: { 1: [['aliens', ['aliens', 'aliens', 'aliens', 'implant']]] }, front: { 0: ['crop', 'hoax', 'blast'], 1: ['cattle'] } });
    const r = scoreHand(s);
    expect(r.creaturePoints).toEqual({ aliens: 11 });
    expect(r.parts[0]).toMatchObject({ melds: 0, front: 4 + 3 - 3 });
    expect(r.parts[1]).toMatchObject({ melds: 18, front: 3 });
  });

  test('each player subtracts the points of the cards left in his hand', () => {
    const s = table({ hands: [['piltdown', 'hoax', 'blast', 'expert', 'esp'], ['chupa']], melds: { 0: [['nessie', ['nessie', 'nessie', 'nessie']]] } });
    const r = scoreHand(s);
    expect(r.parts[0]).toMatchObject({ melds: 6, hand: -(4 + 3 + 0 + 2 + 2), total: -5 });
    expect(r.parts[1].total).toBe(-3);
  });
});

describe('Shutouts', () => {
  const alienTable = (wentOut: number, aliens: string[], front: string[] = []) => {
    const s = table({ hands: [[], ['nessie'], ['devil']], melds: { 0: [['aliens', aliens]], 1: [['nessie', ['nessie', 'nessie', 'nessie', 'nessie']]] }, front: { 0: front } });
    s.wentOut = wentOut;
    return s;
  };

  test('the one who went out with 10 or more Extraterrestrial points scores; everyone else scores 0', () => {
    const r = scoreHand(alienTable(0, ['aliens', 'aliens', 'aliens', 'implant'], ['crop']));
    expect(r.shutout).toEqual([0]);
    expect(r.parts[0].aliens).toBe(11);
    expect(r.scores).toEqual([2 * 9 + 2 * 2, 0, 0]);
    expect(r.parts[1].zeroed).toBe(true);
  });

  test('no shutout when another went out, or with fewer than 10 points; Ruling: the points at face value, before doubling', () => {
    expect(scoreHand(alienTable(1, ['aliens', 'aliens', 'aliens', 'implant', 'expert'])).shutout).toBeNull();
    // 8 points of his own; with Ben's 2 the creature reaches 10 and doubles to 16, still no shutout.
    const s = alienTable(0, ['aliens', 'aliens', 'aliens', 'expert']);
    s.melds[1].push({ creature: 'aliens', cards: ['aliens'] });
    const r = scoreHand(s);
    expect(r.doubled).toContain('aliens');
    expect(r.parts[0].aliens).toBe(8);
    expect(r.shutout).toBeNull();
  });
});

describe('Continuing Play and Winning the Game', () => {
  test('the highest score deals the next hand; on a tie, the player to the left of the last dealer', () => {
    expect(nextDealer({ teams: false, totals: [10, 40, 20], dealer: 0, names: ['a', 'b', 'c'] })).toBe(1);
    expect(nextDealer({ teams: false, totals: [40, 10, 40], dealer: 1, names: ['a', 'b', 'c'] })).toBe(2);
    expect(nextDealer({ teams: false, totals: [40, 10, 40], dealer: 2, names: ['a', 'b', 'c'] })).toBe(0);
  });

  test('at the end of a hand with 100 points or more, the largest total wins; a tie plays one more hand, then it is a draw', () => {
    expect(gameEnds({ teams: false, totals: [99, 50, 20], extra: false, handNo: 3 })).toBe('go');
    expect(gameEnds({ teams: false, totals: [100, 50, 20], extra: false, handNo: 3 })).toBe('over');
    expect(gameEnds({ teams: false, totals: [60, 120, 120], extra: false, handNo: 3 })).toBe('extra');
    expect(gameEnds({ teams: false, totals: [60, 130, 130], extra: true, handNo: 4 })).toBe('over');
    const s = table({ hands: [['by'], ['nessie']], totals: [120, 120] });
    play(s, discard('by'), discard('nessie'));
    expect(s.extra).toBe(true);
    expect(s.over).toBe(false);
    expect(G.result(s)).toBeNull();
  });

  test('a tie after the extra hand is a draw: both share the first place', () => {
    const s = table({ hands: [['by'], ['by']], totals: [120, 120] });
    s.extra = true;
    const said = play(s, discard('by'), discard('by'));
    expect(s.over).toBe(true);
    const r = G.result(s)!;
    expect(r.places).toEqual([1, 1]);
    expect(said[said.length - 1]).toMatch(/^The game is a draw between Ana and Ben/);
    expect(s.figures.drawnGames).toBe(1);
  });

  test('Ruling: a game ends after 40 hands at the latest', () => {
    expect(gameEnds({ teams: false, totals: [10, 5], extra: false, handNo: 40 })).toBe('over');
    expect(gameEnds({ teams: false, totals: [10, 5], extra: false, handNo: 39 })).toBe('go');
  });
});

describe('Four Player Partners Game', () => {
  test('eight cards each; after the deal each passes a card face down to his partner: the cards change hands together, known to both', () => {
    const s = G.setup(options(4), Rng.fromSeed('p'));
    expect(s.phase).toBe('pass');
    const first = (s.dealer + 1) % 4;
    expect(G.toAct(s)).toBe(first);
    const given: string[] = [];
    for (let k = 0; k < 4; k++) {
      const seat = G.toAct(s)!;
      expect(seat).toBe((first + k) % 4);
      const card = s.hands[seat][0];
      given[seat] = card;
      G.apply(s, { type: 'pass', card });
      if (k < 3) {
        expect(G.view(s, (seat + 2) % 4).passed[seat]).toBe(true);
        expect(JSON.stringify(G.view(s, (seat + 1) % 4))).not.toContain(`"myPass":"${card}"`);
      }
    }
    expect(s.hands.map((h) => h.length)).toEqual([8, 8, 8, 8]);
    for (let seat = 0; seat < 4; seat++) {
      expect(s.hands[(seat + 2) % 4]).toContain(given[seat]);
      expect(G.view(s, seat).given[(seat + 2) % 4]).toEqual([given[seat]]);
      expect(G.view(s, seat).given[(seat + 1) % 4]).toEqual([]);
    }
    expect(s.phase).toBe('draw');
    expect(G.toAct(s)).toBe(first);
  });

  test('instead of drawing, a player may pass a card face down to his partner, who at once passes one back (the partner\'s own decision)', () => {
    const s = table({ hands: [['by', 'nessie'], ['devil'], ['horn', 'hoax'], ['esp']], phase: 'draw' });
    expect(keys(s)).toEqual(['draw', 'swap:by', 'swap:nessie']);
    play(s, { type: 'swap', card: 'nessie' });
    expect(G.toAct(s)).toBe(2);
    expect(G.view(s, 2).hand).toEqual(['horn', 'hoax']);
    expect(JSON.stringify(G.view(s, 2))).not.toContain('nessie');
    play(s, { type: 'swapBack', card: 'hoax' });
    expect(s.hands[0]).toEqual(['by', 'hoax']);
    expect(s.hands[2]).toEqual(['horn', 'nessie']);
    // Each card passed is known to both partners, and to nobody else.
    expect(G.view(s, 0).given[2]).toEqual(['nessie']);
    expect(G.view(s, 2).given[0]).toEqual(['hoax']);
    expect(G.view(s, 1).given).toEqual([[], [], [], []]);
    expect(G.toAct(s)).toBe(0);
    expect(s.phase).toBe('play');
  });

  test('the shutout needs 15 points for the team of the one who went out; the other team scores 0', () => {
    const s = table({
      hands: [[], ['nessie'], ['devil'], ['by']],
      melds: { 0: [['aliens', ['aliens', 'aliens', 'aliens']]], 2: [['aliens', ['aliens', 'aliens', 'implant', 'expert']]], 1: [['nessie', ['nessie', 'nessie', 'nessie']]] },
    });
    s.wentOut = 0;
    const r = scoreHand(s);
    expect(r.shutout).toEqual([0, 2]);
    expect(r.scores[1]).toBe(0);
    expect(r.scores[3]).toBe(0);
    expect(r.scores[2]).toBe(2 * 9 - 2);
    s.melds[2][0].cards.pop();
    expect(scoreHand(s).shutout).toBeNull();
  });

  test('a team wins at 150; the deal passes to the left; Ruling: partners share the team\'s score and place', () => {
    expect(gameEnds({ teams: true, totals: [80, 60, 69, 60], extra: false, handNo: 3 })).toBe('go');
    expect(gameEnds({ teams: true, totals: [80, 60, 70, 60], extra: false, handNo: 3 })).toBe('over');
    expect(gameEnds({ teams: true, totals: [80, 90, 70, 60], extra: false, handNo: 3 })).toBe('extra');
    expect(nextDealer({ teams: true, totals: [100, 0, 0, 0], dealer: 2, names: ['a', 'b', 'c', 'd'] })).toBe(3);
    expect(standing({ teams: true, totals: [80, 60, 70, 60] })).toEqual([150, 120, 150, 120]);
    const s = table({ hands: [['by'], ['nessie'], ['devil'], ['snakes']], totals: [80, 60, 70, 60] });
    const said = play(s, discard('by'), discard('nessie'), discard('devil'), discard('snakes'));
    expect(G.result(s)).toEqual({ scores: [150, 120, 150, 120], places: [1, 3, 1, 3] });
    expect(said[said.length - 1]).toBe('Ana and Cid win with 150 points (Ana & Cid 150, Ben & Dee 120).');
  });
});
