// `law play`, `law validate` and `law graph` as a user runs them: the built bin/law, scripted stdin.
// The golden transcript plays the bundled tutorial from a seed and a script of inputs, byte for
// byte. After a deliberate change of output, regenerate it with: UPDATE_GOLDEN=1 npx jest test/e2e/adventure
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const GOLDEN = path.join(ROOT, 'test', 'fixtures', 'golden');

test('golden transcript: the tutorial played start to end from a seed and scripted inputs, byte for byte', () => {
  const home = tempHome();
  const input = fs.readFileSync(path.join(GOLDEN, 'tutorial.input'), 'utf8');
  const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden', '--auto-fight'], { home, input });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const file = path.join(GOLDEN, 'tutorial.txt');
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, r.stdout);
  expect(r.stdout).toBe(fs.readFileSync(file, 'utf8'));
  expect(r.stdout).toContain('*** The end: The mill is saved ***');
  // The sheet is written back: XP from the fight and the plotwords, full recovery, out of the adventure.
  const sheet = JSON.parse(fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  expect(sheet).toMatchObject({ xp: 3, karma: 1, damage: 0, fatigue: 0, adventure: null });
  // The Mill Key belongs to the tutorial: it stays behind (ruling), and the end says so.
  expect(r.stdout).toContain('Brannoc the Bold leaves behind what belongs to this adventure: Mill Key.');
  expect(sheet.items.map((i: { name: string }) => i.name)).not.toContain('Mill Key');
});

test('the end of scripted input saves the game; --resume goes on; --log keeps a transcript', () => {
  const home = tempHome();
  const first = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '5', '--log', 'game.log'], { home, input: '1\n' });
  expect(first.code).toBe(0);
  expect(first.stderr).toBe('law: game saved in saves/tutorial-brannoc-the-bold.json; continue it with: law play --resume saves/tutorial-brannoc-the-bold.json\n');
  // The sheet is marked as away on this adventure while the game is unfinished.
  expect(JSON.parse(fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8')).adventure).toBe('tutorial');
  const second = runBin(['play', '--resume', 'saves/tutorial-brannoc-the-bold.json', '--log', 'game.log'], { home, input: '' });
  expect(second.code).toBe(0);
  expect(second.stdout).toContain('Resuming with Brannoc the Bold; seed 5.');
  expect(second.stdout).toContain('== 2: The cellar door ==');
  const log = fs.readFileSync(path.join(home, 'game.log'), 'utf8');
  expect(log).toContain('== 1: The mill at dusk ==');
  expect(log).toContain('> 1\n');
  expect(log.match(/== 2: The cellar door ==/g)).toHaveLength(2);
});

test('a save from a changed adventure is refused clearly, with exit 1', () => {
  const home = tempHome();
  const adv = path.join(home, 'mill.yaml');
  fs.copyFileSync(path.join(ROOT, 'adventures', 'tutorial.yaml'), adv);
  expect(runBin(['play', 'mill.yaml', '-c', 'Brannoc the Bold', '--seed', '1'], { home, input: '1\n' }).code).toBe(0);
  fs.writeFileSync(adv, fs.readFileSync(adv, 'utf8').replace('version: "1.2"', 'version: "1.3"'));
  const r = runBin(['play', '--resume', 'saves/tutorial-brannoc-the-bold.json'], { home });
  expect(r.code).toBe(1);
  expect(r.stderr).toBe('law: cannot continue saves/tutorial-brannoc-the-bold.json: it was saved with version 1.2 of "Rats in the Mill", and mill.yaml is now version 1.3. Start a new game with law play tutorial\n');
});

test('law play with no adventure and no character offers the bundled one and the sample heroes', () => {
  const home = tempHome();
  // Ysolde, then "Set out" (the last choice, whatever the party size of the bundled adventure).
  const r = runBin(['play', '--seed', '2'], { home, input: '2\n9\n3\n' });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Who goes on this adventure?');
  expect(r.stdout).toMatch(/1\) Brannoc the Bold, a sample fighter/);
  expect(r.stdout).toMatch(/Ysolde, a sample magic user/);
  expect(r.stdout).toContain('Playing with Ysolde; seed 2.');
  expect(r.stdout).toMatch(/\n== 1(: .*)? ==\n/);
  expect(fs.existsSync(path.join(home, 'characters', 'ysolde.json'))).toBe(true);
});

test('law validate: exit 0 on a clean file, exit 1 with file:line:column and code on a bad one', () => {
  const home = tempHome();
  const ok = runBin(['validate', 'tutorial'], { home });
  expect(ok.code).toBe(0);
  expect(ok.stdout).toMatch(/tutorial\.yaml: 13 sections, no problems\n$/);
  fs.writeFileSync(path.join(home, 'bad.yaml'), 'law: 1\nid: bad\ntitle: Bad\nversion: "1"\nstart: 1\nsections:\n  1:\n    goto: 7\n');
  const bad = runBin(['validate', 'bad.yaml'], { home });
  expect(bad.code).toBe(1);
  expect(bad.stdout).toBe('bad.yaml:8:11: error LAW0006: section 1 goes to 7, which does not exist\n  hint: sections run from 1 to 1\nbad.yaml: 1 error\n');
  const json = runBin(['validate', 'bad.yaml', '--json'], { home });
  expect(JSON.parse(json.stdout)).toMatchObject({ file: 'bad.yaml', errors: 1, diagnostics: [{ code: 'LAW0006', line: 8, column: 11 }] });
});

test('law validate --explore and --playtest report on the tutorial', () => {
  const r = runBin(['validate', 'tutorial', '--explore', '--playtest', '20'], { home: tempHome() });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('every one of the 13 sections was reached');
  expect(r.stdout).toContain('20 random games (seeds 0-19), 1 character each:\n  crashes: none');
});

test('law graph prints mermaid or dot', () => {
  const m = runBin(['graph', 'tutorial'], { home: tempHome() });
  expect(m.code).toBe(0);
  expect(m.stdout.startsWith('flowchart TD\n')).toBe(true);
  const d = runBin(['graph', 'tutorial', '--format', 'dot'], { home: tempHome() });
  expect(d.stdout).toContain('digraph "tutorial" {');
  expect(d.stdout).toContain('shape=hexagon');
});

test('law gm: the party named, the GM notes and the game clock shown', () => {
  const home = tempHome();
  const r = runBin(['gm', 'tutorial', '--party', 'Brannoc the Bold', '--seed', '4'], { home, input: '1\n1\n1\n' });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('== 1: The mill at dusk == (day 1, 18:00)');
  expect(r.stdout).toContain('[GM] Giant rats have IQ 3');
  // Stopped and resumed with the command it prints, the game goes on in GM mode (issue 12).
  const saved = /law gm --resume (\S+)/.exec(r.stderr)![1];
  const again = runBin(['gm', '--resume', saved], { home, input: '' });
  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/== \d+: .* == \(day 1, \d\d:\d\d\)/);
  expect(again.stdout).toContain('[GM]');
  // law play --resume of a GM's save goes on as a GM session too.
  expect(runBin(['play', '--resume', saved], { home, input: '' }).stdout).toContain('[GM]');
});

test('the main menu plays: a new game of a bundled adventure, then continuing it', () => {
  const home = tempHome();
  const first = runBin([], { home, input: '1\n' });
  expect(first.stdout).toMatch(/Which adventure\?\n(.*\n)*.*New game: Rats in the Mill \(the tutorial\)\n/);
  // Find the tutorial's number in the list, start it with the sample hero, leave at the first prompt.
  const n = /(\d+)\) New game: Rats in the Mill/.exec(first.stdout)![1];
  const started = runBin([], { home, input: `1\n${n}\n1\n3\n` });
  expect(started.code).toBe(0);
  expect(started.stdout).toContain('== 1: The mill at dusk ==');
  const again = runBin([], { home, input: '1\n1\n' });
  expect(again.stdout).toContain('1) Continue Rats in the Mill with Brannoc the Bold (section 1)');
  expect(again.stdout).toContain('Resuming with Brannoc the Bold');
});

test('law validate: warnings alone pass, and fail with --strict', () => {
  const home = tempHome();
  fs.writeFileSync(path.join(home, 'warn.yaml'), 'law: 1\nid: warn\ntitle: Warn\nversion: "1"\nstart: 1\nsections:\n  1:\n    end: Over\n  2:\n    end: Never\n');
  const r = runBin(['validate', 'warn.yaml'], { home });
  expect(r.code).toBe(0);
  expect(r.stdout).toBe('warn.yaml:9:3: warning LAW0101: no path reaches section 2\n  hint: link it from another section, or remove it\nwarn.yaml: 2 sections, 1 warning\n');
  expect(runBin(['validate', 'warn.yaml', '--strict'], { home }).code).toBe(1);
});
