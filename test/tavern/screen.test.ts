// Issue 29: a card table drawn for the room a terminal has: each game's compact layout where the full
// one does not fit, a screen of a decision (what happened, the table), and Deceptidice's typed guesses.
import { PLAIN } from '../../src/io/style';
import { RecordedIo } from '../../src/io';
import { GAME_IDS, loadGame, nameSeats, startMatch, takeAction, botChoice } from '../../src/tavern';
import { decisionScreen, loadFace } from '../../src/tavern/terminal';
import { readGuess } from '../../src/tavern/deceptidice/typed-guess';
import { typedForm, showingWords, TERMINAL as DECEPTIDICE_FACE } from '../../src/tavern/deceptidice/terminal';
import { allGuesses, guessRules } from '../../src/tavern/deceptidice/guesses';
import type { Match } from '../../src/tavern/frame/match';

const BIGGEST: Record<string, number> = { deceptidice: 8, 'dragons-bluff': 4, 'legends-and-lies': 4, treasure: 5 };

/** A game of bots at its biggest table, played `moves` moves in, seen from seat 0. */
function midGame(id: string, moves: number): Match {
  const game = loadGame(id);
  const seats = nameSeats(Array.from({ length: BIGGEST[id] }, () => 'normal' as const));
  const m = startMatch(game, { names: seats.map((s) => s.name), variants: [] }, seats, `screen/${id}`);
  for (let k = 0; k < moves && m.game.toAct(m.state) !== null; k++) takeAction(m, botChoice(m, 'normal'));
  return m;
}

describe('issue 29: the table laid out for the room there is', () => {
  test.each([...GAME_IDS])('%s at its biggest table: within 15 rows of 80 columns when given them, the full layout with room to spare', (id) => {
    const face = loadFace(id);
    for (const moves of [0, 20, 60, 120]) {
      const m = midGame(id, moves);
      const v = m.game.view(m.state, 0);
      const small = face.show(v, PLAIN, { rows: 15, columns: 80 }).split('\n');
      expect({ moves, rows: small.length <= 15 }).toEqual({ moves, rows: true });
      for (const line of small) expect(line.length).toBeLessThanOrEqual(80);
      // A tall terminal shows the full table, the same as in a pipe.
      expect(face.show(v, PLAIN, { rows: 200, columns: 120 })).toBe(face.show(v, PLAIN));
    }
  });

  test('a decision\'s screen: the newest lines of what happened above the table, older ones counted (shown on a page before it), within the rows given', () => {
    const happened = Array.from({ length: 12 }, (_, i) => `event ${i + 1}`);
    const screen = decisionScreen(happened, 'T1\nT2\nT3', { rows: 10, columns: 80 }, PLAIN).split('\n');
    expect(screen).toEqual(['(and 7 earlier lines)', 'event 8', 'event 9', 'event 10', 'event 11', 'event 12', '', 'T1', 'T2', 'T3']);
    // Shown whole on a page before the screen (a terminal's Io pages them: io.pageThrough).
    expect(decisionScreen(happened, 'T1\nT2\nT3', { rows: 10, columns: 80 }, PLAIN, true).split('\n')[0]).toBe('(7 earlier lines on the page before)');
    expect(decisionScreen(['one'], 'T', { rows: 10, columns: 80 }, PLAIN)).toBe('one\n\nT');
    // An event a face told in two lines of its own (Legends and Lies' ESP, folded at 80): no blank line
    // between them, found at 80x24 in tmux.
    const esp = `You keep one and put 2 cards back on top of the Unknown; ESP goes to the\n  Tabloids.`;
    expect(decisionScreen([esp], 'T', { rows: 10, columns: 80 }, PLAIN)).toBe(`${esp}\n\nT`);
  });
});

describe('issue 29: Deceptidice guesses typed as they are said', () => {
  test('a count and what shows, in the short forms and as the table says it', () => {
    expect(readGuess('5 red')).toEqual({ kind: 'guess', guess: { kind: 'colour', count: 5, target: 'R', without: false } });
    expect(readGuess('4 <6')).toEqual({ kind: 'guess', guess: { kind: 'number', count: 4, target: 6, less: true } });
    expect(readGuess('3 6s')).toEqual({ kind: 'guess', guess: { kind: 'number', count: 3, target: 6, less: false } });
    expect(readGuess('3 cards with number 6')).toEqual(readGuess('3 6'));
    expect(readGuess('2 cards with a number less than 4')).toEqual(readGuess('2 <4'));
    expect(readGuess('4 without Blue')).toEqual({ kind: 'guess', guess: { kind: 'colour', count: 4, target: 'B', without: true } });
    expect(readGuess('4 -b')).toEqual(readGuess('4 without blue'));
    expect(readGuess('6 same colour')).toEqual({ kind: 'guess', guess: { kind: 'same', count: 6, of: 'colour' } });
    expect(readGuess('5 cards in numeric order, including 3')).toEqual({ kind: 'guess', guess: { kind: 'straight', length: 5, element: 3 } });
    expect(readGuess('Full House')).toEqual({ kind: 'guess', guess: { kind: 'power', card: 'HOUSE' } });
    expect(readGuess('c')).toEqual({ kind: 'challenge' });
    expect(readGuess('7')).toEqual({ kind: 'list', count: 7 });
    expect(readGuess('')).toEqual({ kind: 'list', count: null });
    expect(readGuess('4 <1').kind).toBe('unread');
    expect(readGuess('purple').kind).toBe('unread');
  });

  test('every guess of every variant reads back from the form its list shows', () => {
    const rules = guessRules(['straights', 'vague', 'power-cards']);
    for (const g of allGuesses(rules, 24)) expect(readGuess(typedForm(g))).toEqual({ kind: 'guess', guess: g });
  });

  test('a count typed alone lists that count\'s guesses (issue 29: "How many cards?" picked 7 when 4 was pressed); a refused guess says why', async () => {
    const seats = nameSeats(['me', 'easy', 'easy', 'easy'], ['Ana']);
    const game = loadGame('deceptidice');
    const m = startMatch(game, { names: seats.map((s) => s.name), variants: [] }, seats, 'typed/1');
    while (m.game.toAct(m.state) !== 0) takeAction(m, botChoice(m, 'easy'));
    const v = m.game.view(m.state, 0);
    const legal = m.game.legal(m.state);
    const io = new RecordedIo(['99 red', 'purple', '12', '1']);
    const a = await DECEPTIDICE_FACE.ask!(v, legal, io, 'Ana');
    expect(io.output).toContain('  ! 99 cards of red: there are only 12 dice on the table');
    expect(io.output).toContain('  ! "purple" is not a guess');
    expect(io.output).toMatch(/Which guess of 12 cards\?\n {3}1\) 12 1s: 12 cards with number 1\n/);
    expect(a).toEqual({ kind: 'guess', guess: { kind: 'number', count: 12, target: 1, less: false } });
  });

  test('a challenge says how many matching cards showed', () => {
    expect(showingWords({ kind: 'number', count: 3, target: 5, less: false }, ['R5', 'B2', 'W', 'G5'])).toBe('3 cards with number 5 show (R5 G5 W)');
    expect(showingWords({ kind: 'colour', count: 2, target: 'R', without: true }, ['R5', 'R2'])).toBe('No card without red shows');
    expect(showingWords({ kind: 'colour', count: 1, target: 'B', without: false }, ['B3', 'R2'])).toBe('1 card of blue shows (B3)');
  });
});
