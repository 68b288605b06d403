// Legends and Lies for people: a whole game at the table through scripted answers, the small
// questions, the screen, the menu lines and the rules text.
import { RecordedIo } from '../../../src/io';
import { PLAIN } from '../../../src/io/style';
import { autoPlay, botChoice, startMatch, takeAction } from '../../../src/tavern/frame/match';
import { endingOf, playAtTable, told } from '../../../src/tavern/terminal';
import type { Level } from '../../../src/tavern/frame/game';
import { add, anomaly, G, hoax, meld, play, T, table } from './helpers';
import type { Event } from '../../../src/tavern/legends-and-lies/events';

const person = (n: number, bots: Level[] = ['normal', 'normal', 'normal']) => [
  { name: 'Ana', player: 'me' as const },
  ...bots.slice(0, n - 1).map((player, i) => ({ name: ['Old Maeve', 'Harl the Tanner', 'Tobin'][i], player })),
];

describe('a person at the table', () => {
  test.each([3, 4])('a transcript (%i players): the person answers small questions, the bots play between, every line fits 80 columns', async (n) => {
    const seats = person(n);
    const opts = { names: seats.map((s) => s.name), variants: [] };
    // Ana always picks the first choice of every question.
    const answers = Array.from({ length: 4000 }, () => '1');
    const m = startMatch(G, opts, seats, `transcript${n}`);
    const io = new RecordedIo(answers);
    await playAtTable(m, { io, style: PLAIN });
    const out = io.output;
    expect(m.state.over).toBe(true);
    expect(io.answers.consumed).toBeLessThan(4000);
    expect(out).toContain('Legends and Lies, hand 1, to ' + (n === 4 ? 150 : 100));
    expect(out).toContain('Your hand (');
    // The deal says the hand by name, alike cards counted: the codes are the screen's, a page has no legend for them.
    expect(out).toMatch(/^Your hand: [A-Z][^,]*( x\d)?(, [A-Z!][^,]*( x\d)?)*\.$/m);
    expect(out).toMatch(/Ana, draw from the Unknown( or take the Tabloids' top card)?\?\n {3}1\) The Unknown \(\d+ cards\)\n/);
    expect(out).toContain('Ana, meld, add, play an anomaly, or discard?');
    expect(out.replace(/\n +/g, ' ')).toContain(endingOf(T, m));
    if (n === 4) expect(out).toMatch(/Ana, which card do you pass face down to Harl the Tanner\?/);
    expect(out.split('\n').filter((l) => l.length > 80)).toEqual([]);
    // Only Ana's own private lines are shown to her (another's line may read like one of hers).
    const hers = new Set(told(T, m.events, m.options.names, 0));
    for (const e of m.events) if (e.only && !e.only.includes(0)) for (const line of told(T, [e], m.options.names)) if (!hers.has(line)) expect(out).not.toContain(line);
    // The same seed and answers give the same transcript.
    const again = new RecordedIo(answers);
    await playAtTable(startMatch(G, opts, seats, `transcript${n}`), { io: again, style: PLAIN });
    expect(again.output).toBe(out);
  });

  test('the way back: a person who picks "meld" may go back and discard instead', async () => {
    const s = table({ hands: [['nessie', 'nessie', 'nessie', 'devil', 'devil', 'devil', 'by'], ['by']] });
    const io = new RecordedIo(['1', '3', '2', '3']);
    const a = await T.ask!(G.view(s, 0), G.legal(s), io, 'Ana');
    expect(a).toEqual({ type: 'discard', card: 'devil' });
    expect(io.output).toContain('Which creature?\n   1) Loch Ness Monster\n   2) Jersey Devil\n   3) (back)');
    expect(io.output).toContain('Which card do you discard?');
  });

  test('a Hoax! is asked for in steps: the anomaly, whose card when several players\' can be, which card (issue 29: shown even when one)', async () => {
    const s = table({ hands: [['hoax', 'by'], ['devil']], melds: { 1: [['mermaid', ['mermaid', 'expert', 'blurry']]] } });
    const io = new RecordedIo(['1', '1', '1']);
    const a = await T.ask!(G.view(s, 0), G.legal(s), io, 'Ana');
    expect(a).toEqual({ type: 'hoax', seat: 1, creature: 'mermaid', card: 'mermaid' });
    // The one anomaly is shown before it is played, with the way back to the turn's first question.
    expect(io.output).toContain('Which anomaly?\n   1) Play Hoax!: remove a card in play; +3\n   2) (back)');
    // Only Ben's cards can be hoaxed: his name is in the question instead of a question of its own.
    expect(io.output).not.toContain('Whose card');
    expect(io.output).toContain('Which of Ben\'s cards does the Hoax! remove?\n   1) Feegee Mermaid of the Feegee Mermaid\n   2) "Expert" Opinion of the Feegee Mermaid');
  });

  test('issue 29: a meld with one way is shown with its cards before it is made; "(back)" only where something else can be done', async () => {
    const s = table({ hands: [['blurry', 'by', 'by', 'devil'], ['devil']] });
    // Meld, Bigfoot (or Yeti: the cards may be either), the one way.
    const io = new RecordedIo(['1', '1', '1']);
    const a = await T.ask!(G.view(s, 0), G.legal(s), io, 'Ana');
    expect(a).toMatchObject({ type: 'meld', cards: ['blurry', 'by', 'by'] });
    expect(io.output).toMatch(/Meld which three cards of (Bigfoot|Yeti)\?\n {3}1\) blurry by by \(your anomaly play\)\n {3}2\) \(back\)/);
    // With nothing but a discard to do, the cards are the question and no "(back)" is offered.
    const only = table({ hands: [['devil', 'nessie'], ['devil']] });
    const io2 = new RecordedIo(['2']);
    expect(await T.ask!(G.view(only, 0), G.legal(only), io2, 'Ana')).toEqual({ type: 'discard', card: 'devil' });
    expect(io2.output).toMatch(/^Ana, which card do you discard\?\n {3}1\) [^\n]+\n {3}2\) Jersey Devil\n> 2\n$/);
    expect(io2.output).not.toContain('(back)');
  });
});

describe('text', () => {
  test('the screen shows the seat\'s hand sorted by creature, every meld by player with points, the piles, the scores, whose turn', () => {
    const s = table({
      hands: [['hoax', 'nessie', 'by', 'flipper', 'expert'], ['devil', 'devil'], ['snakes']],
      tabloids: ['chupa', 'esp'],
      melds: { 1: [['devil', ['devil', 'devil', 'horn']]], 2: [['aliens', ['aliens', 'aliens', 'implant']]] },
      front: { 2: ['crop', 'hoax'] },
      totals: [12, 30, 5],
    });
    const screen = T.show(G.view(s, 0), PLAIN);
    for (const line of screen.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(screen).toContain('Turn: You, to meld, add, play an anomaly or discard.');
    expect(screen).toContain('Scores: You 12, Ben 30, Cid 5.');
    expect(screen).toContain('Tabloids: 2 cards, top ESP.');
    expect(screen).toContain('    Jersey Devil: devil devil horn (7 points)');
    expect(screen).toContain('    in front: crop +2, hoax +3');
    expect(screen).toContain('Creatures (10 or more points count double): Jersey Devil 7, Extraterrestrial\n    Life Forms 9.');
    expect(screen).toContain('  Cid: 1 card in hand');
    expect(screen).toMatch(/Your hand \(5 cards\):\n {2}by +Bigfoot\/Yeti \(brown, 2 each\)\n {2}nessie flipper +Loch Ness Monster/);
    expect(screen).toContain('  expert                         wilds');
    expect(screen).toContain('  Ben: 2 cards in hand');
    expect(screen).not.toContain('snakes');
  });

  test('menu lines name the cards and the place, within 80 columns in whole games', () => {
    const s = table({ hands: [['hoax', 'nessie', 'nessie', 'nessie', 'flipper', 'crop'], ['devil']], melds: { 1: [['devil', ['devil', 'devil', 'devil']]] } });
    const v = G.view(s, 0);
    expect(T.describe(meld('nessie', 'nessie', 'nessie', 'flipper'), v)).toBe('Meld Loch Ness Monster: nessie nessie flipper (your anomaly play)');
    expect(T.describe(anomaly('crop'), v)).toBe('Play Crop Circles: draw two, or take a card of the Tabloids');
    expect(T.describe(hoax(1, 'devil', 'devil'), v)).toBe("Hoax! Ben's Jersey Devil");
    play(s, meld('nessie', 'nessie', 'nessie', 'nessie'));
    expect(T.describe(add('nessie', 'flipper'), G.view(s, 0))).toBe('Add Underwater Flipper Photo (Proof!) to your Loch Ness Monster');
    for (const n of [2, 3, 4]) {
      const seats = person(n, ['hard', 'easy', 'normal']).map((x) => ({ ...x, player: 'normal' as Level }));
      const m = startMatch(G, { names: seats.map((x) => x.name), variants: [] }, seats, `menus${n}`);
      while (G.toAct(m.state) !== null) {
        const v2 = G.view(m.state, G.toAct(m.state)!);
        for (const a of G.legal(m.state)) expect(T.describe(a, v2).slice(80)).toBe('');
        takeAction(m, botChoice(m, 'normal'));
      }
      for (const line of told(T, m.events, m.options.names).flatMap((l) => l.split('\n'))) expect(line.length).toBeLessThanOrEqual(80);
    }
    void autoPlay;
  });

  test('Fish Falls says how many cards its player has left, one card as one (played at 80x24: "Tobin has 1 cards left")', () => {
    const names = ['Ana', 'Tobin'];
    expect(told(T, [{ type: 'fishEnd', seat: 1, left: 1 } as Event], names)).toEqual(['Fish Falls goes to the Tabloids (Tobin has 1 card left).']);
    expect(told(T, [{ type: 'fishEnd', seat: 1, left: 2 } as Event], names)).toEqual(['Fish Falls goes to the Tabloids (Tobin has 2 cards left).']);
  });

  test('the rules are our own words, within 80 columns, naming the cards by their codes and the rulings', () => {
    for (const line of G.rules.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    for (const code of G.deckCodes({ names: ['a', 'b'], variants: [] })) expect(G.rules).toMatch(new RegExp(`\\b${code}\\b`));
    expect(G.rules).toContain('A random first dealer');
    expect(G.rules).toContain('last-played');
    expect(G.rules).toContain('face value');
    expect(G.rules).toContain('150');
  });
});
