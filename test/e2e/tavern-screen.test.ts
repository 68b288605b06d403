// The card tables as a person sees them at a terminal of 80x24 (issue 29): at every decision one
// screen shows the table, the player's own hand and the question, nothing of it in the scrollback,
// for each game at its largest table (Deceptidice with 8 players, Legends and Lies with 4, Treasure
// and Dragon's Bluff with 4), and a hot-seat game keeps its hand-over screens. Run in a
// pseudo-terminal (helpers/pty.ts), read off a terminal emulator.
import { tempHome } from '../helpers/cli';
import { KEY, PtyRun } from '../helpers/pty';

/** A question waiting for its answer: inquirer's "? " line, with no answer after it yet. */
const ASKING = /^\? .*$/m;

/** Types an answer (none: only waits) and returns the screen of the question that follows it. */
async function answer(p: PtyRun, keys?: string): Promise<string[]> {
  const mark = p.raw.length;
  if (keys !== undefined) p.type(keys);
  return p.settle(ASKING, keys === undefined ? -1 : mark);
}

/** A page of what happened that did not fit above the table, waiting for Enter. */
const MORE = /^\? \(more: Enter goes on\)/m;

/** The lines a page of what happened shows: its rows above its "more" line, without the blank rows under the last. */
function pageLines(rows: readonly string[]): string[] {
  const lines = rows.slice(0, rows.findIndex((r) => MORE.test(r)));
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

/**
 * Types an answer and returns the screen of the next decision, going on through the pages of what
 * happened shown before it (each read, then Enter), and those pages' lines.
 */
async function decide(p: PtyRun, keys?: string): Promise<{ rows: string[]; pages: string[][] }> {
  let rows = await answer(p, keys);
  const pages: string[][] = [];
  while (rows.some((r) => MORE.test(r))) {
    pages.push(pageLines(rows));
    rows = await answer(p, '\r');
  }
  return { rows, pages };
}

/**
 * A decision's screen after pages of what happened: what happened above its table is the pages'
 * last lines, and the lines it counts as on the page before are all the others, so that no line
 * said at the table went unshown (the screen once began "(and 9 earlier lines)", never shown).
 */
function nothingLost(rows: readonly string[], pages: readonly string[][], title: RegExp): void {
  const shown = pages.flat();
  const top = rows.slice(0, rows.findIndex((r) => title.test(r)));
  while (top.length && top[top.length - 1].trim() === '') top.pop();
  const marked = /^\((\d+) earlier lines? on the page before\)$/.exec(top[0] ?? '');
  const tail = marked ? top.slice(1) : top;
  expect({ rows, earlier: marked ? Number(marked[1]) + tail.length : shown.length }).toEqual({ rows, earlier: shown.length });
  expect(shown.slice(shown.length - tail.length)).toEqual(tail);
}

/** The screen holds the table's title, the hand and the question, top to bottom, and its first row is no fold's tail. */
function onOneScreen(rows: readonly string[], title: RegExp, hand: RegExp): void {
  const text = rows.join('\n');
  // The title's first row; the hand's and the question's last (what happened above may name a hand).
  const last = (re: RegExp) => rows.reduce((found, r, i) => (re.test(r) ? i : found), -1);
  const at = (re: RegExp) => (re === title ? rows.findIndex((r) => re.test(r)) : last(re));
  expect({ screen: text, title: at(title) >= 0 }).toEqual({ screen: text, title: true });
  expect({ screen: text, hand: at(hand) >= 0 }).toEqual({ screen: text, hand: true });
  expect(at(title)).toBeLessThan(at(hand));
  expect(at(hand)).toBeLessThan(at(ASKING));
  expect(rows.length).toBe(24);
}

jest.setTimeout(60_000);

describe('issue 29: a card table at 80x24 shows the table, the hand and the question on one screen', () => {
  let p: PtyRun | null = null;
  afterEach(async () => {
    await p?.close();
    p = null;
  });

  test('Deceptidice with 8 players: a guess typed whole, a challenge that says how many cards showed, each decision on one screen', async () => {
    p = new PtyRun(['tavern', 'deceptidice', '--players', '8', '--seed', 'screen-8'], { home: tempHome('law-pty-') });
    const title = /^Deceptidice, round/;
    // Seven bots' guesses may not all fit above the table: they come on a page first, none lost.
    const decision = async (keys?: string) => {
      const d = await decide(p!, keys);
      onOneScreen(d.rows, title, /^> You /);
      if (d.pages.length) nothingLost(d.rows, d.pages, title);
      return { rows: d.rows, seen: [...d.pages.flat(), ...d.rows].join('\n') };
    };
    let { rows } = await decision();
    expect(rows.find((r) => title.test(r))).toMatch(/^Deceptidice, round 1\./);
    expect(rows.join('\n')).toMatch(/^> You +6 /m);
    // The question names a guess that may be said: typed, it is said in one step.
    const example = /e\.g\. (\d+ red)/.exec(rows.join('\n'))![1];
    let seen: string;
    ({ rows, seen } = await decision(`${example}\r`));
    // The guess was shown, in the table's guesses of the round or in what happened.
    expect(seen).toMatch(new RegExp(`${example.split(' ')[0]} cards of red`));
    // Challenge when asked to guess; else the question is another (a lost round's discard).
    if (/Your guess\? c challenges/.test(rows.join('\n'))) {
      ({ seen } = await decision('c\r'));
      expect(seen).toMatch(/(No card|\d+ cards?) .* shows?( \(.*\))?: the guess (holds|fails), \w[\w ]* loses? the round\./);
    }
  });

  test.each([
    ['legends-and-lies', ['--players', '3'], /^Legends and Lies, hand 1, to 100/, /^ {2}(Your hand \(\d+ cards\)|\S.* anomalies$|\S.* wilds$|\S.* each\)$)|^Your hand \(\d+ cards\)/, true],
    ['legends-and-lies', ['--players', '4'], /^Legends and Lies, hand 1, to 150/, /^Your hand \(\d+ cards\)/, false],
    ['treasure', ['--players', '4'], /^Treasure, turn \d+/, /^Your hand \(\d+\)/, true],
    ['dragons-bluff', ['--players', '4'], /^Dragon's Bluff\. Turn:/, /(Your hand|\(\*\)\. Hand): /, false],
  ])('%s: six decisions in a row, each on one screen, what happened before it shown whole', async (game, more, title, hand, pageCome) => {
    p = new PtyRun(['tavern', game, ...more, '--seed', 'screen-4'], { home: tempHome('law-pty-') });
    let { rows, pages } = await decide(p);
    // The game and who sits where, said before the first event, is the first of what happened (it
    // was cleared off the screen unread by the first decision's screen).
    expect([...pages.flat(), ...rows].join('\n')).toMatch(/^\S.*: You, [\w ]+ \(normal(, \w+)?\), /m);
    let paged = 0;
    for (let k = 0; k < 6; k++) {
      onOneScreen(rows, title, hand);
      if (pages.length) {
        nothingLost(rows, pages, title);
        paged++;
      } else expect(rows.join('\n')).not.toMatch(/earlier lines? on the page before/);
      // What happened since his last move keeps rows above the table: his own move and its answer
      // at least (Dragon's Bluff's card menu once left none, and a call's result went unseen).
      if (k > 0) expect({ screen: rows.join('\n'), happened: rows.findIndex((r) => title.test(r)) >= 2 }).toEqual({ screen: rows.join('\n'), happened: true });
      if (game === 'dragons-bluff' && k === 0) {
        // Column headers are whole names (playtest: "Old Maev").
        expect(rows.find((r) => r.startsWith('Display'))).toMatch(/^Display +you +Old Maeve +\S/);
      }
      ({ rows, pages } = await decide(p, '\r'));
    }
    // On these seeds what happened before one of the six did not fit above the table (a hand's deal
    // and the bots' first moves), so a page came: checked where it does, so that the paging is tested.
    if (pageCome) expect(paged).toBeGreaterThan(0);
  });

  test('a lone player\'s seats line says "You" wherever he sits (it read "..., you."); stopped by Ctrl-C, the resumed game shows again what happened since his last move', async () => {
    const home = tempHome('law-pty-');
    p = new PtyRun(['tavern', 'dragons-bluff', '--seats', 'normal,hard:bold,me', '--seed', '1'], { home });
    const seats = /Old Maeve \(normal(, \w+)?\), Tobin \(hard, bold\), You\.$/m;
    const first = await decide(p);
    const before = [...first.pages.flat(), ...first.rows].join('\n');
    expect(before).toMatch(new RegExp(`^Dragon's Bluff: ${seats.source}`, 'm'));
    // Tobin begins: his first card is what happened before the person's first decision.
    const move = /^Tobin plays a card face down under the .*$/m.exec(before)![0];
    p.type(KEY.ctrlC);
    await p.end();
    await p.close();
    // It is told again on resuming (it once went on from the table: a game stopped on the first of
    // two pages of the bots' moves never showed the second).
    p = new PtyRun(['tavern', '--resume', 'saves/tavern-dragons-bluff.json'], { home });
    const again = await decide(p);
    const seen = [...again.pages.flat(), ...again.rows].join('\n');
    // (Its longer line is folded at 80 columns.)
    expect(seen.replace(/\n {2}/g, ' ')).toMatch(new RegExp(`^Dragon's Bluff, resumed after 1 move: ${seats.source}`, 'm'));
    expect(seen).toContain(move);
    expect(seen).toMatch(/^Your identity: the /m);
  });

  test('hot seat: the screen is cleared and handed over before each person\'s hand, and then drawn as one screen', async () => {
    p = new PtyRun(['tavern', 'treasure', '--seats', 'me,me', '--names', 'Ana,Ben', '--seed', 'screen-hot'], { home: tempHome('law-pty-') });
    const handOver = /(Ana|Ben), take the screen/;
    const first = handOver.exec((await p.settle(handOver, -1)).join('\n'))![1];
    const second = first === 'Ana' ? 'Ben' : 'Ana';
    // The hand-over clears the scrollback too: nothing of the other's hand is a scroll away.
    expect(p.raw).toContain('\x1b[3J');
    let rows = await answer(p, '\r');
    onOneScreen(rows, /^Treasure, turn 1/, /^Your hand \(9\)/);
    // The first person draws, then discards his first card (typing "d" finds "Discard" in the turn's
    // menu), and the other is handed the screen.
    for (let k = 0; k < 6 && !rows.join('\n').includes(`${second}, take the screen`); k++) {
      const mark = p.raw.length;
      p.type(/what now\?/.test(rows.join('\n')) ? 'd\r' : '\r');
      rows = await p.settle(new RegExp(`${ASKING.source}|${second}, take the screen`, 'm'), mark);
    }
    expect(rows.join('\n')).toContain(`${second}, take the screen`);
    expect(rows.join('\n')).not.toContain('Your hand');
    rows = await answer(p, '\r');
    onOneScreen(rows, /^Treasure, turn 1/, /^Your hand \(/);
    // What the first did is on the second's screen (he was looking away).
    expect(rows.join('\n')).toMatch(new RegExp(`${first} (draws|takes)`));
  });
});
