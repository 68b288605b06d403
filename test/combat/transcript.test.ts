// A whole fight replayed from a fixed seed, byte for byte: `law arena --auto` with the sample hero
// and a warrior against goblins, a slinger and an orc in the ruined hall. The golden file is
// test/combat/golden/arena-ruined-hall.txt; regenerate it after an intended change of the rules,
// the AI or the log with:  LAW_UPDATE_GOLDEN=1 npx jest test/combat/transcript.test.ts
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runInProcess, tempHome } from '../helpers/cli';

const GOLDEN = path.join(__dirname, 'golden', 'arena-ruined-hall.txt');
const ARGS = ['arena', '--auto', '--seed', 'golden-1', '-c', 'Brannoc', '--party', 'Warrior', '--foes', 'Goblin x2,Goblin Slinger,Orc', '--map', 'ruined-hall', '--difficulty', 'hard'];

test('SEQUENCE OF PLAY to the end: a seeded arena fight replays byte for byte (golden transcript)', async () => {
  const r = await runInProcess(ARGS, { home: tempHome() });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  if (process.env.LAW_UPDATE_GOLDEN) fs.writeFileSync(GOLDEN, r.stdout);
  const golden = fs.readFileSync(GOLDEN, 'utf8');
  expect(r.stdout).toBe(golden);
  // And it is a real fight, to its end.
  expect(r.stdout).toMatch(/^Arena: Brannoc the Bold and Warrior against Goblin x2, Goblin Slinger and Orc at The Ruined Hall \(seed golden-1\)\./);
  expect(r.stdout).toMatch(/\nOutcome: (victory|defeat|fled|a stalemate) after \d+ rounds?\.\n/);
});

test('the same seed twice gives the same transcript; another seed another fight', async () => {
  const a = await runInProcess(ARGS, { home: tempHome() });
  const b = await runInProcess(ARGS, { home: tempHome() });
  const c = await runInProcess(ARGS.map((x) => (x === 'golden-1' ? 'golden-2' : x)), { home: tempHome() });
  expect(a.stdout).toBe(b.stdout);
  expect(c.stdout).not.toBe(a.stdout);
});
