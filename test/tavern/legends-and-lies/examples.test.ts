// The worked examples of the rules text, played through the game: the Hoax! against a Feegee Mermaid
// meld ("Expert" Opinion), the Loch Ness Monster discredited by the Tabloids (Scoring), and a
// Bigfoot/Yeti card against both creatures (Scoring).
import { allCards, DECK, discard, hoax, play, sorted, table } from './helpers';

describe('worked examples of the rules text', () => {
  test('"Expert" Opinion: a Hoax! takes the Feegee Mermaid card of Mermaid + "Expert" Opinion + Blurry Photo: both wilds are left unattached and go to the Tabloids', () => {
    const s = table({
      hands: [['hoax', 'by'], ['devil']],
      melds: { 1: [['mermaid', ['mermaid', 'expert', 'blurry']]] },
    });
    const texts = play(s, hoax(1, 'mermaid', 'mermaid'));
    expect(texts).toEqual([
      "Ana plays Hoax! on Ben's Feegee Mermaid: Feegee Mermaid goes to the Tabloids.",
      '  Left unattached, "Expert" Opinion and Blurry Photo (Proof!) go to the Tabloids too.',
    ]);
    expect(s.melds[1]).toEqual([]);
    expect(s.tabloids).toEqual(['mermaid', 'expert', 'blurry']);
    expect(s.front[0]).toEqual(['hoax']);
    expect(sorted(allCards(s))).toEqual(DECK);
  });

  test('Scoring: one Loch Ness Monster card and the Underwater Flipper Photo in the Tabloids take two cards off the largest Loch Ness Monster meld', () => {
    const s = table({
      hands: [['devil'], ['nessie', 'by']],
      tabloids: ['flipper'],
      melds: { 0: [['nessie', ['nessie', 'nessie', 'nessie']]], 1: [['nessie', ['nessie']]] },
    });
    // Ana goes out; Ben's final discard is his Loch Ness Monster card.
    play(s, discard('devil'), discard('nessie'));
    const r = s.history[0];
    expect(r.wentOut).toBe(0);
    expect(r.discredited).toEqual({ nessie: 2 });
    expect(r.creaturePoints).toEqual({ nessie: 2 + 2 });
    expect(r.parts[0].melds).toBe(2);
    expect(r.parts[1].melds).toBe(2);
  });

  test('Scoring: a four-card Bigfoot, a three-card Yeti and one Bigfoot/Yeti card in the Tabloids: a card comes off both melds', () => {
    const s = table({
      hands: [['devil'], ['esp']],
      tabloids: ['by'],
      melds: { 0: [['bigfoot', ['by', 'by', 'by', 'cast']]], 1: [['yeti', ['by', 'by', 'by']]] },
    });
    play(s, discard('devil'), discard('esp'));
    const r = s.history[0];
    expect(r.discredited).toEqual({ bigfoot: 1, yeti: 1 });
    expect(r.creaturePoints).toEqual({ bigfoot: 6, yeti: 4 });
  });
});
