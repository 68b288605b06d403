// The built CLI, run as a user runs it: an arena fight played through scripted stdin, and the
// simulator on worker threads giving the same numbers as on one thread.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, ROOT, runBin, tempHome } from '../helpers/cli';

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli', 'main.js'))) {
    throw new Error('dist/ is missing: the e2e tests run the built CLI; use `npm test`, which builds first');
  }
});

describe('e2e: law arena and law sim', () => {
  test('an arena fight played through scripted stdin, from the first prompt to the outcome', () => {
    const home = tempHome('law-e2e-');
    // Each turn: "1" moves, "1" stays, then the first action; reactions take the first offered.
    const r = runBin(['arena', '--seed', 'e2e-arena', '--foes', 'Goblin'], { home, input: lines(...Array(300).fill('1')) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Arena: Brannoc the Bold against Goblin at The Arena \(seed e2e-arena\)\./);
    expect(r.stdout).toMatch(/Brannoc the Bold \(A\) at \w+\d+: what now\?\n {3}1\) Move \(then act\)/);
    expect(r.stdout).toMatch(/\n> 1\n/);
    expect(r.stdout).toMatch(/3\/DX needs \d+: \d+\.\d\d% - rolled \d\+\d\+\d = \d+, (pass|fail)/);
    expect(r.stdout).toMatch(/\nOutcome: (victory|defeat|fled|a stalemate) after \d+ rounds?\.\n/);
    // Colour is off when stdout is not a terminal.
    expect(r.stdout).not.toMatch(/\x1b\[/);
    // The same seed and the same answers: the same transcript.
    expect(runBin(['arena', '--seed', 'e2e-arena', '--foes', 'Goblin'], { home, input: lines(...Array(300).fill('1')) }).stdout).toBe(r.stdout);
  });

  test('a typed hex coordinate moves a figure', () => {
    const home = tempHome('law-e2e-');
    const r = runBin(['arena', '--seed', 'e2e-typed', '--foes', 'Goblin'], { home, input: lines('1', 'e4', '1') });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\n> e4\n(.*\n)*Brannoc the Bold moves \w+\d+ to e4/);
  });

  test('sim: the same seed gives the same results on one worker thread or two', () => {
    const args = ['sim', '--runs', '600', '--seed', 'e2e-sim', '--foes', 'Goblin x2', '--json'];
    const one = runBin([...args, '--workers', '1']);
    const two = runBin([...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(JSON.parse(one.stdout).runs).toBe(600);
  });
});
