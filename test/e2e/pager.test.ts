// The mission: "every screen fits 80x24 and a player never needs the terminal's scrollback". At a
// terminal (a pseudo-terminal of 80x24, test/helpers/pty.ts) what says more than the screen holds
// before the next question waits on "(more: Enter goes on)" a screenful at a time (io/pager.ts):
// the adventure's opening with its first section, a check with the section it leads to, and the
// party's three sheets. Found playing The Lamp at Skerry Head solo: each ran past the top unseen.
import { runBin, tempHome } from '../helpers/cli';
import { KEY, PtyRun } from '../helpers/pty';

jest.setTimeout(120_000);

let law: PtyRun | null = null;
afterEach(() => law?.kill());

const MORE = /\(more: Enter goes on\)\s*$/;
/** The screen's rows down to the last that is not blank. */
const shown = (s: string[]): string => s.join('\n').trimEnd();

test('solo play at 80x24: the opening, a check that leads on by itself and three sheets wait for Enter; nothing scrolls away unread', async () => {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Wren', '--st', '11', '--dx', '13', '--iq', '8', '--type', 'normal', '--skills', 'Bow:1,Sword:2', '--weapon', 'Short Sword', '--armor', 'Leather'], { home }).code).toBe(0);
  law = new PtyRun(['play', 'the-lamp-at-skerry-head', '-c', 'Brannoc', '-c', 'Ysolde', '-c', 'Wren', '--seed', '5'], { home });

  // The opening from its title, and the first section under it, until the screen is full.
  let s = await law.waitFor((screen) => MORE.test(shown(screen)));
  expect(s[0]).toMatch(/^The Lamp at Skerry Head by the law project/);
  expect(shown(s)).toContain('== 1: The coast road ==');
  expect(shown(s)).not.toContain('What do you do?');
  law.type(KEY.enter);
  s = await law.waitFor(/\? What do you do\?/);
  expect(shown(s)).toContain('runs for the town.');

  // "Who gains?" is a check; its outcome goes on by itself to the Warden's house again, whose text
  // would push the check and its roll off the screen: they wait until read.
  law.type('1');
  law.type(KEY.enter);
  await law.waitFor(/== 2: The Warden's house ==[\s\S]*\? What do you do\?/);
  law.type('2');
  law.type(KEY.enter);
  await law.waitFor(/Who tries 3\/IQ\?/);
  law.type('2');
  law.type(KEY.enter);
  s = await law.waitFor((screen) => MORE.test(shown(screen)));
  expect(s[0]).toBe('== 8: A hard question ==');
  expect(shown(s)).toMatch(/Ysolde: 3\/IQ needs 12: 74\.07%\n {2}rolled 2\+2\+6 = 10, pass/);
  law.type(KEY.enter);
  s = await law.waitFor(/\? What do you do\?/);
  expect(shown(s)).toContain('== 2: The Warden\'s house ==');

  // The party's sheets: the first from its first line, the rest after Enter, then the menu.
  law.type('c');
  law.type(KEY.enter);
  s = await law.waitFor((screen) => MORE.test(shown(screen)));
  expect(shown(s)).toMatch(/^It is day 1, 17:\d\d\. Plotwords: none\.\n\nBrannoc the Bold, normal character/);
  expect(shown(s)).toContain('Ysolde, magic user');
  law.type(KEY.enter);
  s = await law.waitFor(/\? What do you do\?/);
  expect(s[0]).toMatch(/^Spells +Blur, Slow, Magic Fist/);
  expect(shown(s)).toContain('Wren, normal character');
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
});

test('law tavern --serve at 80x24: each row of codes whole on its screen, the words folded at spaces, and the first move waits for Enter', async () => {
  const home = tempHome();
  law = new PtyRun(['tavern', 'dragons-bluff', '--seats', 'me,me,hard', '--names', 'Ana,Ben', '--seed', '5', '--serve', '--host', '127.0.0.1', '--port', '0'], { home });
  expect(await law.throughTheCodes(/Press Enter to begin once the pages are open/)).toEqual(['TV Ana', 'Ben']);
  const s = shown(law.screen());
  expect(s).toMatch(/give each person his own\n {2}link\. Ctrl-C stops the table/);
  expect(law.raw).not.toContain('Round 1:');
  law.type(KEY.enter);
  await law.waitFor(/Round 1: on display/);
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
  expect(law.raw).toMatch(/The table is closed\./);
});
