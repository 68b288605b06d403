// Issue 29, "The fight screen", at a terminal of 80x24 (a pseudo-terminal, test/helpers/pty.ts): at
// every question of a fight one screen shows the board as it is now, what happened since the last
// answer (the newest at once, the rest with PgUp), the question and its whole menu, and how to stop;
// a typed hex picks that hex, one not on the list is said so; Save and quit saves, and the game
// resumes at that very question. Issue 26, item 20, in solo play.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runBin, tempHome } from '../helpers/cli';
import { KEY, PtyRun } from '../helpers/pty';

jest.setTimeout(120_000);

const runs: PtyRun[] = [];
afterEach(() => {
  for (const r of runs.splice(0)) r.kill();
});
function pty(args: string[], home: string, env: Record<string, string> = {}): PtyRun {
  const r = new PtyRun(args, { home, env });
  runs.push(r);
  return r;
}

/** The rows of the screen from the one that matches `first` on. */
function from(screen: string[], first: RegExp): string[] {
  return screen.slice(screen.findIndex((l) => first.test(l)));
}

test('the arena at 80x24: board, story, question, whole menu and Ctrl-C on one screen; f9 is refused, f2 picks f2; PgUp reads the story back', async () => {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Torvald', '--st', '12', '--dx', '12', '--iq', '8', '--type', 'normal', '--skills', 'Sword:1,Climbing:2', '--weapon', 'Broad Sword', '--armor', 'Leather', '--shield', 'Small Shield'], { home }).code).toBe(0);
  const law = pty(['arena', '-c', 'Torvald', '--seed', '1'], home);

  // What was said before the fight is read before its screen takes the terminal (io/pager.ts).
  let s = await law.waitFor(/\(more: Enter goes on\)/);
  expect(s[0]).toMatch(/^Arena: Torvald against Goblin x2 and Goblin Slinger/);
  law.type(KEY.enter);
  s = await law.waitFor(/Torvald \(A\) at c2: what now\?/);
  // The board from its first line, at the top of the terminal: nothing was scrolled away.
  expect(s[0]).toMatch(/^\s+a\s+b\s+c\s+d/);
  expect(s.some((l) => /^\s+2\s+#\s+\.\s+A\s/.test(l))).toBe(true);
  expect(s.some((l) => /^>A Torvald\s+12/.test(l))).toBe(true);
  expect(s.some((l) => /^c\s+Goblin Slinger/.test(l))).toBe(true);
  // The newest line of the story, above the question.
  expect(s.join('\n')).toMatch(/-- Round 1 --\n\? Torvald \(A\) at c2: what now\?/);
  // The whole menu, the way to stop in it and on the keys' line.
  const menu = from(s, /what now\?/).slice(1);
  for (const entry of ['Move (then act)', 'Change weapons', 'Pass', 'Let the AI fight the rest of this fight', 'Quit']) expect(menu.some((l) => l.includes(entry))).toBe(true);
  expect(s[23]).toMatch(/Ctrl-C quit/);

  law.type(KEY.enter);
  s = await law.waitFor(/Move Torvald to/);
  // Every hex Torvald can reach, in columns, with the board marking them.
  expect(s.join('\n')).toMatch(/\b36\.\s+\w\d/);
  expect(s.some((l) => /o\s+A\s+o/.test(l))).toBe(true);
  law.type('f9');
  law.type(KEY.enter);
  s = await law.waitFor(/"f9" is not one of the choices/);
  expect(s.join('\n')).toMatch(/Move Torvald to/);
  law.type('f2');
  law.type(KEY.enter);
  // After the move, the action's question, and then the foes' answer on the next screens.
  s = await law.waitFor((screen) => screen.some((l) => /^\s+2\s+#(\s+\.){4}\s+A/.test(l)) && screen.some((l) => l.startsWith('?')));
  law.type(KEY.pageUp);
  s = await law.waitFor(/The story so far/);
  expect(s.join('\n')).toContain('Torvald moves c2 to f2 (3 hexes).');
  expect(s.join('\n')).toContain('The fight begins at the Arena.');
  law.type(KEY.escape);
  await law.waitFor((screen) => !screen.join('\n').includes('The story so far'));
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
});

test('a game at 80x24: the fight screen of the tutorial; Save and quit from the turn\'s menu saves, and the game resumes at that question', async () => {
  const home = tempHome();
  const law = pty(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '5'], home);
  // The sections before the fight, through the adventure's own menus.
  for (const prompt of [/1\) "Leave it to me."|Leave it to me/, /Force the door/, /Light a torch/, /Creep down quietly/]) {
    await law.waitFor(prompt);
    law.type('1');
    law.type(KEY.enter);
  }
  // The section that leads into the fight is read before the fight's screen takes the terminal.
  let s = await law.waitFor(/\(more: Enter goes on\)/);
  expect(s.join('\n')).toMatch(/== 8: Red eyes ==\n\(A fight on a hex map\. The rat comes at you out of the dark\.\)\nA fight on the map "cellar"/);
  law.type(KEY.enter);
  s = await law.waitFor(/React now\?/);
  // What happened since the fight began (its newest line at once) under the board, then the question.
  // A lone hero meets one rat (docs/rulings.md, "A bundled adventure's first fight").
  expect(s.join('\n')).toMatch(/Giant Rat strikes Brannoc the Bold with bite: [^\n]*\n[^\n]*miss/);
  expect(s.some((l) => /^>A Brannoc the Bold/.test(l))).toBe(true);
  expect(from(s, /React now\?/).join('\n')).toMatch(/1\. Enter Giant Rat's hex[\s\S]*4\. No reaction[\s\S]*5\. Let the AI fight/);
  expect(s[23]).toMatch(/Ctrl-C save and quit/);
  law.type('4');
  law.type(KEY.enter);
  s = await law.waitFor(/Brannoc the Bold \(A\) at b2: what now\?/);
  // The whole turn's menu on the screen, Save and quit among it (folded under Other... where room is short).
  const menu = from(s, /what now\?/).join('\n');
  expect(menu).toMatch(/Move \(then act\)/);
  expect(menu).toMatch(/Strike Giant Rat with Broad Sword/);
  expect(menu).toMatch(/Save and quit/);
  law.type('save');
  law.type(KEY.enter);
  expect(await law.end()).toBe(0);
  expect(law.raw).toMatch(/game saved in saves\/tutorial-brannoc-the-bold\.json/);
  const save = JSON.parse(fs.readFileSync(path.join(home, 'saves', 'tutorial-brannoc-the-bold.json'), 'utf8'));
  // The fight's answers so far (one: no reaction), not the leaving.
  expect(save.pending).toEqual([3]);

  const again = pty(['play', '--resume', 'saves/tutorial-brannoc-the-bold.json'], home);
  // Where the game goes on is said, and read, before the fight's screen takes the terminal.
  s = await again.waitFor(/\(more: Enter goes on\)/);
  expect(s.join('\n')).toContain('it goes\n  on at that very question.');
  again.type(KEY.enter);
  s = await again.waitFor(/Brannoc the Bold \(A\) at b2: what now\?/);
  expect(s[0]).toMatch(/^\s+a\s+b\s+c/);
  again.type(KEY.ctrlC);
  expect(await again.end()).toBe(0);
});

test('NO_COLOR at a terminal: the fight is said line by line as before, the board before the question, and a typed hex still picks it', async () => {
  const home = tempHome();
  const law = pty(['arena', '--seed', '1'], home, { NO_COLOR: '1' });
  // The opening lines and the board fill the screen: the menu waits until they are read (io/pager.ts).
  let s = await law.waitFor(/\(more: Enter goes on\)/);
  expect(s[0]).toMatch(/^Arena: Brannoc the Bold against/);
  law.type(KEY.enter);
  await law.waitFor(/what now\?/);
  expect(law.raw).toContain('A-Z party  a-z foes  Ab grapple  + fallen  * gear  # wall  % passable cover');
  expect(law.raw).not.toMatch(/\x1b\[3[0-9]m/);
  law.type(KEY.enter);
  await law.waitFor(/to \(type a hex like/);
  law.type('e3');
  law.type(KEY.enter);
  await law.waitFor(() => law.raw.includes('moves c2 to e3 (2 hexes).'));
  // Ctrl-C at the next question (typed while the foes still moved, on a loaded machine, it came
  // between two prompts and law ended with 254 once in a full run).
  const mark = law.raw.indexOf('moves c2 to e3 (2 hexes).');
  await law.waitFor(() => /\? /.test(law.raw.slice(mark)));
  law.type(KEY.ctrlC);
  expect(await law.end()).toBe(0);
});
