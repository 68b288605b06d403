// Deceptidice played whole: bot games at every level and several tables with invariants after every
// move, replays, the hidden-information test, and a person's game at the screen.
import { expectReplayable } from '../../helpers/tavern';
import { Rng } from '../../../src/dice/rng';
import { PLAIN, RecordedIo } from '../../../src/io';
import type { Level } from '../../../src/tavern';
import { autoPlay, botChoice, endingOf, nameSeats, playAtTable, startMatch, STYLES, takeAction, told } from '../../../src/tavern';
import { DECEPTIDICE } from '../../../src/tavern/deceptidice';
import { TERMINAL } from '../../../src/tavern/deceptidice/terminal';
import { deckFor, minus, sortCards } from '../../../src/tavern/deceptidice/cards';
import type { State } from '../../../src/tavern/deceptidice/state';
import { cardsOf } from '../../../src/tavern/deceptidice/state';
import { determinize, view } from '../../../src/tavern/deceptidice/view';
import { allCards } from './helpers';

function checkInvariants(s: State): void {
  const deck = sortCards(deckFor(s.variants));
  // No card made or lost: hands + discards + draw pile = deck.
  expect(allCards(s)).toEqual(deck);
  const seat = DECEPTIDICE.toAct(s);
  const res = DECEPTIDICE.result(s);
  if (seat === null) {
    expect(res).not.toBeNull();
    const scores = s.names.map((_, o) => cardsOf(s, o).length);
    expect(res!.scores).toEqual(scores);
    res!.places.forEach((p, o) => expect(p).toBe(1 + scores.filter((x) => x > scores[o]).length));
    expect(Math.min(...scores)).toBeLessThanOrEqual(3);
    expect(Math.min(...scores)).toBeGreaterThan(0);
  } else {
    expect(res).toBeNull();
    expect(seat).toBeGreaterThanOrEqual(0);
    expect(seat).toBeLessThan(s.names.length);
    expect(DECEPTIDICE.legal(s).length).toBeGreaterThan(0);
    expect(s.names.every((_, o) => cardsOf(s, o).length > 3)).toBe(true);
  }
  s.names.forEach((_, o) => {
    // What is known of a hand is in it.
    expect(minus([...s.known[o], ...s.secret[o]], cardsOf(s, o))).toEqual([]);
    const v = view(s, (o + 1) % s.names.length);
    v.seats[o].dice.forEach((d, i) => expect(d.top).toBe(s.revealed[o][i] ? s.dice[o][i][0] : null));
  });
  // The table view fits 80 columns at every moment.
  for (const line of TERMINAL.show(view(s, seat ?? 0), PLAIN).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  // A world rebuilt from any seat's view holds the same cards and agrees with the view.
  const w = determinize(view(s, 0), Rng.fromSeed(1));
  expect(allCards(w)).toEqual(deck);
  expect(view(w, 0)).toEqual(view(s, 0));
}

function playChecked(levels: Level[], variants: string[], seed: string): State {
  const seats = nameSeats(levels);
  const m = startMatch(DECEPTIDICE, { names: seats.map((x) => x.name), variants }, seats, seed);
  checkInvariants(m.state);
  while (DECEPTIDICE.toAct(m.state) !== null) {
    const seat = DECEPTIDICE.toAct(m.state)!;
    takeAction(m, botChoice(m, levels[seat]));
    checkInvariants(m.state);
  }
  return m.state as State;
}

describe('Deceptidice: whole games', () => {
  const tables: Array<[Level[], string[]]> = [
    [['easy', 'easy'], []],
    [['easy', 'normal', 'easy'], ['straights', 'vague']],
    [['normal', 'easy', 'easy', 'normal'], ['swap', 'wildcards']],
    [['easy', 'easy', 'normal', 'easy', 'easy', 'easy'], ['predictable', 'power-cards']],
    [['easy', 'easy', 'easy', 'easy', 'easy', 'easy', 'easy', 'normal'], ['swap']],
    [['normal', 'normal', 'easy', 'easy', 'easy', 'easy', 'easy'], ['swap', 'intro']],
    [['normal', 'normal'], ['straights', 'vague', 'swap', 'predictable', 'wildcards', 'power-cards']],
  ];
  test.each(tables)('bots %j with variants %j: the invariants hold after every move', (levels, variants) => {
    const s = playChecked(levels, variants, `games/${levels.join()}/${variants.join()}`);
    expect(s.figures.rounds).toBeGreaterThan(0);
    expect(s.figures.challengesWon).toBeLessThanOrEqual(s.figures.challenges);
  });

  test('hard bots play whole games (2 and 3 players, with variants) within the invariants', () => {
    playChecked(['hard', 'normal'], [], 'hard-2');
    playChecked(['hard', 'easy', 'hard'], ['swap', 'wildcards', 'power-cards'], 'hard-3');
  });

  test('the same seed and the same actions give the same game (JSON equal)', () => {
    const seats = nameSeats(['normal', 'easy', 'easy']);
    const options = { names: seats.map((x) => x.name), variants: ['swap', 'straights'] };
    expectReplayable(DECEPTIDICE, options, seats, 'again');
  });

  test('figures: rounds, turns, challenges and challenges won add up', () => {
    const seats = nameSeats(['normal', 'normal', 'easy']);
    const m = startMatch(DECEPTIDICE, { names: seats.map((x) => x.name), variants: [] }, seats, 'figures');
    autoPlay(m);
    const f = DECEPTIDICE.figures(m.state);
    expect(f.rounds).toBe(f.challenges);
    expect(f.turns).toBe(f.guesses + f.challenges);
    expect(f.challengesWon).toBeLessThanOrEqual(f.challenges);
    expect(m.actions.filter((a) => (a as { kind: string }).kind === 'challenge')).toHaveLength(f.challenges);
  });
});

describe('Deceptidice: nobody peeks', () => {
  test('two games that differ only in cards a seat cannot see give it the same view and the same decisions, at every level and in every style', () => {
    let compared = 0;
    for (const variants of [[], ['swap', 'power-cards', 'wildcards']]) {
      const seats = nameSeats(['normal', 'normal', 'normal']);
      const m = startMatch(DECEPTIDICE, { names: seats.map((x) => x.name), variants }, seats, 'peek');
      for (let step = 0; step < 12 && DECEPTIDICE.toAct(m.state) !== null; step++) {
        const a = m.state as State;
        const seat = DECEPTIDICE.toAct(a)!;
        if (a.phase === 'bid') {
          // Another world: an unseen top of the next seat traded with the draw pile's top, the draw pile reversed.
          const b = DECEPTIDICE.clone(a);
          const o = (seat + 1) % 3;
          const die = b.revealed[o].findIndex((r) => !r);
          if (die >= 0 && b.draw.length > 0 && b.known[o].length === 0) {
            const t = b.dice[o][die][0];
            b.dice[o][die][0] = b.draw[0];
            b.draw[0] = t;
            b.draw.reverse();
            b.rng = Rng.fromSeed('other').state();
            expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
            expect(view(b, seat)).toEqual(view(a, seat));
            // Every level in every style (issue 33): a style leans the choice, never what is seen.
            for (const level of ['easy', 'normal', 'hard'] as const) {
              for (const style of STYLES) {
                const da = DECEPTIDICE.bots[level].decide(view(a, seat), DECEPTIDICE.legal(a), Rng.fromSeed(`d${step}`), style);
                const db = DECEPTIDICE.bots[level].decide(view(b, seat), DECEPTIDICE.legal(b), Rng.fromSeed(`d${step}`), style);
                expect(DECEPTIDICE.actionKey(db)).toBe(DECEPTIDICE.actionKey(da));
                compared++;
              }
            }
          }
        }
        takeAction(m, botChoice(m, 'normal'));
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  test('a view holds no other seat\'s hidden card, no draw pile order and no Rng state', () => {
    const seats = nameSeats(['easy', 'easy']);
    const m = startMatch(DECEPTIDICE, { names: seats.map((x) => x.name), variants: [] }, seats, 'hidden');
    const s = m.state as State;
    const v = view(s, 0);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"s0"');
    expect(v.seats[1].dice.every((d) => d.top === null)).toBe(true);
    expect(Object.keys(v)).not.toContain('draw');
    expect(v.drawSize).toBe(s.draw.length);
  });
});

describe('Deceptidice: a person at the screen', () => {
  test('a lone person, seated as "You", is spoken to in the second person (playtest: "You are the Liar and guesses first")', async () => {
    const seats = nameSeats(['me', 'easy', 'easy']);
    expect(seats[0].name).toBe('You');
    const m = startMatch(DECEPTIDICE, { names: seats.map((x) => x.name), variants: [] }, seats, 'you/1');
    // Challenging at every chance: the person loses some challenges and is then the Liar. A "c" where
    // nothing can be challenged is refused, and the "1" after it lists the guesses of one card.
    const io = new RecordedIo(Array.from({ length: 800 }, (_, i) => (i % 2 ? '1' : 'c')));
    await playAtTable(m, { io, style: io.style });
    const out = io.output;
    expect(out).toContain('You are the Liar and guess first.');
    expect(out).toMatch(/Last round: You challenged .*; it (held|failed),\s+you lost\./);
    expect(out).not.toMatch(/You (is|has|guesses)\b|,\s+You lost/);
  });

  test('a scripted game: a guess typed whole or a count typed and its guess picked (issue 29), own rolls shown, the end', async () => {
    const seats = nameSeats(['me', 'easy'], ['Ana']);
    const m = startMatch(DECEPTIDICE, { names: seats.map((x) => x.name), variants: [] }, seats, 'people/1');
    const io = new RecordedIo(Array.from({ length: 800 }, (_, i) => (i % 2 ? '1' : 'c')));
    await playAtTable(m, { io, style: io.style });
    const out = io.output;
    expect(out).toContain('Deceptidice, round 1');
    // The question names what may be typed; a count alone lists its guesses, each as it is typed.
    expect(out).toMatch(/Ana, your guess\? (c challenges; )?e\.g\. \d+ red, \d+ \ds, \d+ <\d; \d+ alone lists them\n/);
    expect(out).toMatch(/> 1\nWhich guess of 1 card\?\n {3}1\) 1 1s: 1 card with number 1\n/);
    expect(out).toContain('  ! there is no guess to challenge yet');
    // A challenge's result says how many matching cards showed.
    expect(out).toMatch(/\n(No card|\d+ cards?) .* shows?( \(.*\))?: the guess (holds|fails), (Ana|Old Maeve) loses the round\./);
    expect(out).toMatch(/Ana, you lost the round: discard which die\?\n {3}1\) Discard die 1/);
    expect(out).toContain('You roll: ');
    expect(out).toContain(endingOf(TERMINAL, m));
    // The bot's rolls are its own: no private event of seat 1 reaches the screen.
    const names = m.options.names;
    const botRolls = told(TERMINAL, m.events.filter((e) => e.only && e.only[0] === 1), names);
    expect(botRolls.length).toBeGreaterThan(0);
    const mine = told(TERMINAL, m.events.filter((e) => e.only?.[0] === 0), names);
    for (const line of out.split('\n')) expect(line.startsWith('You roll')).toBe(mine.includes(line));
    // Every line of the table view fits 80 columns.
    for (const line of TERMINAL.show(view(m.state as State, 0), io.style).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
