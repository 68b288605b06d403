// Issue 26, the GM's console at a table, from scripted stdin: tools that refuse what a sheet and a
// save cannot hold (item 15), the dead (item 10), undo that says what it takes back and asks (item 9),
// a log of results and no refusals (item 13), secrets kept and whispers for one player (item 14), and
// the last prompt for tools when the adventure ends (item 11).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const SAVE = 'saves/tutorial-brannoc-the-bold.json';

function table(): string {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Wren', '--st', '11', '--dx', '13', '--iq', '8', '--type', 'normal', '--skills', 'Bow:1,Sword:2', '--weapon', 'Short Sword', '--armor', 'Leather'], { home }).code).toBe(0);
  return home;
}

const EVENING = [
  '1', // "Leave it to me."
  ':time 99999999999999999999d',
  ':give Wren Dagger 3000000',
  ':fight Goblin x100000',
  ':constructor',
  ':__proto__',
  ':whisper Ben the miller lies',
  ':secret gold Brannoc -10',
  ':damage Wren 30',
  ':damage Wren -2',
  ':show',
  '2', // look for the key (3/IQ)
  '1', // Brannoc tries it
  ':undo',
  'n', // not all that
];

test("issue 26, items 9, 10, 13, 14, 15: the GM's tools refuse what cannot be held, say why, keep secrets, and undo asks first", () => {
  const home = table();
  const r = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde,Cy:Wren', '--seed', '7'], { home, input: `${EVENING.join('\n')}\n` });
  expect(r.code).toBe(0);
  const out = r.stdout;
  // Item 15: limits, and words that name no tool.
  expect(out).toContain('GM: give the time to pass: 30m, 2h or 1d');
  expect(out).toContain('GM: the count is at most 1,000');
  expect(out).toContain('GM: the count of Goblin is at most 50');
  expect(out).toContain('GM: no tool ":constructor"; :help lists them');
  expect(out).toContain('GM: no tool ":__proto__"; :help lists them');
  // Item 10: the dead take nothing, and :show says who is dead.
  expect(out).toContain('GM: Wren is dead (damage 30, ST 11): healing does nothing for the dead');
  expect(out).toMatch(/ {2}Wren \(DEAD\): ST 11/);
  // Item 9: undo says what it takes back and asks before more than the last answer.
  expect(out).toMatch(/Undo goes back to the start of section 2 \(The cellar door\), taking back: the answer in section 2, .*the GM's :damage.*Brannoc the Bold's roll/);
  expect(out).toContain('Take all that back? (y/n)');
  expect(out).toContain('Nothing was undone.');
  // Item 14: a whisper marked for its player on the GM's screen.
  expect(out).toContain('(To Ben alone: the miller lies)');
  expect(out).toContain('(The players see nothing of it.)');

  // Item 13: the log has what came of each use, and no refused command.
  const gmLog = fs.readFileSync(path.join(home, 'saves', 'tutorial-brannoc-the-bold.gm.log'), 'utf8');
  expect(gmLog).toContain('GM tool: :damage Wren 30 -> Wren: damage 30 (dead)');
  expect(gmLog).toContain('GM tool: :undo -> not done');
  for (const refused of [':time', ':give', ':fight', ':constructor', ':__proto__', ':damage Wren -2']) expect(gmLog).not.toContain(`GM tool: ${refused}`);
  // Item 14: the GM's files are his alone.
  expect(fs.statSync(path.join(home, SAVE)).mode & 0o777).toBe(0o600);
  expect(fs.statSync(path.join(home, 'saves', 'tutorial-brannoc-the-bold.gm.log')).mode & 0o777).toBe(0o600);

  // Item 14: the table's screen has neither the whisper nor the pickpocket's work; Ben's has the whisper.
  const tv = runBin(['view', SAVE, '--once'], { home }).stdout;
  expect(tv).not.toContain('the miller lies');
  expect(tv).toMatch(/Brannoc the Bold\s+Ana\s+13\s+11\s+8\s+0\s+0\s+30/);
  expect(runBin(['view', SAVE, '--once', '--player', 'Ben'], { home }).stdout).toContain('the miller lies');
  expect(runBin(['view', SAVE, '--once', '--player', 'Cy'], { home }).stdout).not.toContain('the miller lies');
  const stream = fs.readFileSync(path.join(home, 'saves', 'tutorial-brannoc-the-bold.view.jsonl'), 'utf8');
  expect(stream).not.toContain('"gold":20');
  expect(stream).not.toContain('loses 10 gold');

  // A save that holds the refused lines resumes (a ":constructor" once failed every resume).
  const again = runBin(['gm', '--resume', SAVE], { home, input: '' });
  expect(again.code).toBe(0);
  expect(again.stderr).not.toMatch(/not a function|at .*\.js/);
});

test('issue 26, item 11: the adventure\'s end leaves the GM a last prompt for his tools, and what they give goes on the sheet', () => {
  const home = tempHome();
  const r = runBin(['gm', path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-undo.yaml'), '--party', 'Ana:Brannoc', '--seed', '1'], { home, input: '2\n:gold Brannoc 5\n:goto 1\n\n' });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('*** The end: The bottom ***');
  expect(r.stdout).toContain('The adventure is over. GM tools before the session closes');
  expect(r.stdout).toContain('Brannoc the Bold gains 5 gold');
  expect(r.stdout).toContain('GM: the adventure has ended: :goto has nothing to go on with');
  const sheet = JSON.parse(fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  const fresh = JSON.parse(fs.readFileSync(path.join(ROOT, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  expect(sheet.gold).toBe(fresh.gold + 5);
});

test('issue 26, item 7: the same adventure played again with the same first hero is a new save and a new players\' stream', () => {
  const home = tempHome();
  const fixture = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-undo.yaml');
  expect(runBin(['gm', fixture, '--party', 'Ana:Brannoc', '--seed', '1'], { home, input: '2\n\n' }).code).toBe(0);
  const second = runBin(['gm', fixture, '--party', 'Ana:Brannoc', '--seed', '2'], { home, input: '2\n\n' });
  expect(second.code).toBe(0);
  expect(second.stdout).toContain('The game is saved at every section in saves/gm-undo-brannoc-the-bold-2.json');
  const streams = fs.readdirSync(path.join(home, 'saves')).filter((f) => f.endsWith('.view.jsonl')).sort();
  expect(streams).toEqual(['gm-undo-brannoc-the-bold-2.view.jsonl', 'gm-undo-brannoc-the-bold.view.jsonl']);
  for (const f of streams) expect(fs.readFileSync(path.join(home, 'saves', f), 'utf8').match(/"t":"start"/g)).toHaveLength(1);
  // law view follows the newest evening.
  expect(runBin(['view', '--once'], { home }).stdout).toContain('The Long Stair');
});
