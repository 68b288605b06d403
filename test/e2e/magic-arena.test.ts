// MAGIC in `law arena`, as a user plays it, through scripted stdin: the sample mage Ysolde starts
// with her staff in hand and casts at once (issue 16); with her dagger readied instead, she puts it
// away first (a caster's hands must be empty but for a staff), then casts Magic Fist at a goblin.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, ROOT, runBin, tempHome } from '../helpers/cli';

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli', 'main.js'))) {
    throw new Error('dist/ is missing: the e2e tests run the built CLI; use `npm test`, which builds first');
  }
});

describe('e2e: magic in law arena', () => {
  test('issue 16: the sample mage starts a fight with her staff in hand, so her first turn can be a spell', () => {
    const home = tempHome('law-e2e-magic-');
    const run = runBin(['arena', '-c', 'Ysolde', '--foes', 'Goblin', '--seed', '1'], {
      home,
      input: lines('Cast Magic Fist... (2 choices)', 'Cast Magic Fist at Goblin (X=2: 2D6-2): 3/IQ needs 12, 74.07%, then 3/DX needs 11, 62.50%: 46.30% in all; expect 1.9 damage, 1.29% to drop Goblin; 2 fatigue, leaves Ysolde 7 of 9 ST'),
    });
    expect(run.code).toBe(0);
    // Her Club is her staff, and reads so (ruling "A magic user's staff is his Club"; issue 16); the goblin's club stays a Club.
    expect(run.stdout).toMatch(/>A Ysolde\s+9 11\s+5\s+0\s+0\s+0 staff/);
    expect(run.stdout).toMatch(/\na  Goblin\s+9 10\s+5\s+0\s+0\s+1 Club/);
    const first = run.stdout.slice(0, run.stdout.indexOf('> Cast Magic Fist'));
    expect(first).toMatch(/\d+\) Change weapons: put away the staff, ready the Dagger/);
    expect(run.stdout).toMatch(/Ysolde casts Magic Fist: 3\/IQ needs 12: 74\.07% - rolled/);
  });

  test('Cast Spell: Ysolde with her dagger ready empties her hands, then the menu offers her spells and Magic Fist hits', () => {
    const home = tempHome('law-e2e-magic-');
    fs.mkdirSync(path.join(home, 'characters'));
    fs.copyFileSync(path.join(ROOT, 'characters', 'ysolde.json'), path.join(home, 'characters', 'ysolde.json'));
    expect(runBin(['character', 'ready', 'Ysolde', 'Dagger'], { home }).code).toBe(0);
    const run = runBin(['arena', '-c', 'Ysolde', '--foes', 'Goblin', '--seed', '1'], {
      home,
      input: lines('Change weapons: put away the Dagger, hands empty', 'Cast Magic Fist... (2 choices)', 'Cast Magic Fist at Goblin (X=2: 2D6-2): 3/IQ needs 12, 74.07%, then 3/DX needs 11, 62.50%: 46.30% in all; expect 1.9 damage, 1.29% to drop Goblin; 2 fatigue, leaves Ysolde 5 of 9 ST'),
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const out = run.stdout;
    // Holding the dagger, she is offered no spell.
    const first = out.slice(0, out.indexOf('> Change weapons'));
    expect(first).not.toMatch(/Cast /);
    // Hands empty, every spell she knows is in the menu, one line a spell (issue 16), and its
    // targets with their odds and fatigue a step away.
    expect(out).toMatch(/\d+\) Cast Blur\.\.\. \(1 choice; also on a foe, which would help him\)/);
    expect(out).toMatch(/\d+\) Cast Slow\.\.\. \(1 choice; also on your own side\)/);
    expect(out).toMatch(/Cast Magic Fist: on what\?\n\s+1\) Cast Magic Fist at Goblin \(X=1: D6-2\)/);
    expect(out).toMatch(/Ysolde casts Magic Fist: 3\/IQ needs 12: 74\.07% - rolled \d\+\d\+\d = \d+, pass/);
    expect(out).toMatch(/Ysolde spends 2 fatigue on Magic Fist/);
    expect(out).toMatch(/Ysolde shoots at Goblin with Magic Fist: 3\/DX needs 11/);
  });
});

test('issue 16, the board before every decision: a figure chosen to act next gets the board drawn for him (his line marked)', () => {
  const home = tempHome('law-e2e-order-');
  // Two heroes: "Which of your figures acts next?" is drawn with the first marked; Brannoc chosen, he passes.
  const run = runBin(['arena', '-c', 'Ysolde', '-c', 'Brannoc the Bold', '--seed', '4'], { home, input: lines('2', 'Pass') });
  expect(run.code).toBe(0);
  const out = run.stdout;
  const which = out.indexOf('Which of your figures acts next?');
  const menu = out.indexOf('Brannoc the Bold (B) at c3: what now?');
  expect(which).toBeGreaterThan(0);
  expect(menu).toBeGreaterThan(which);
  expect(out.slice(0, which)).toMatch(/\n>A Ysolde /);
  expect(out.slice(which, menu)).toMatch(/\n>B Brannoc the Bold /);
});
