// Issue 10: a game killed at any moment always resumes, and the sheet is always one of the states an
// unkilled run passes through (held by the game, or home with the rewards), never torn, never given
// the rewards twice or not at all. The kills land at spread-out moments of a real run of bin/law.
// Issue 30 adds law gm (with its players' screen) and law tavern (its save made, rewritten, removed).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, ROOT, runBin, tempHome } from '../helpers/cli';

const INPUT = fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'golden', 'tutorial.input'), 'utf8');
const SAVE = 'saves/tutorial-brannoc-the-bold.json';
const KILLS = 12;

function away(): string {
  const home = tempHome('law-kill-');
  expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden', '--auto-fight'], { home, input: '' }).code).toBe(0);
  return home;
}

/** The fields an adventure changes, and whether the sheet is still held. */
function essence(home: string): string {
  const s = JSON.parse(fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  return JSON.stringify({ xp: s.xp, karma: s.karma, gold: s.gold, items: s.items, damage: s.damage, adventure: s.adventure, held: s.save !== null });
}

/** Runs bin/law with `input` and kills it after `ms`; resolves with how long it ran. */
function killed(args: string[], home: string, input: string, ms: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [BIN, ...args], { cwd: home, env: { PATH: process.env.PATH, LAW_HOME: home, LAW_COMMAND: 'law' } });
    child.stdout.resume();
    child.stderr.resume();
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** Kill moments spread over a run of `runTime` ms, more of them near its end, where the files are written. */
const moments = (runTime: number, n: number) => Array.from({ length: n }, (_, k) => Math.round(runTime * (k < n / 2 ? (k + 1) / (n / 2 + 1) : 0.85 + (0.2 * (k - n / 2)) / n)));

/**
 * After a kill: the sheet is one of the two states of an unkilled run, the game resumes (or says it
 * is finished), and the sheet is what the save says: home with the rewards once the game ended,
 * held by it before.
 */
function resumesAsUnkilled(h: string, command: 'play' | 'gm', held: string, home: string): void {
  expect([held, home]).toContain(essence(h));
  const again = runBin([command, '--resume', SAVE], { home: h, input: '' });
  expect(again.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
  if (again.code !== 0) expect(again.stderr).toMatch(/is a finished game/);
  const save = JSON.parse(fs.readFileSync(path.join(h, SAVE), 'utf8'));
  expect(essence(h)).toBe(save.state.ended ? home : held);
}

/** Resumes the game with the whole script and kills it after `ms`; resolves when it is gone. */
const killedAfter = (home: string, ms: number): Promise<number> => killed(['play', '--resume', SAVE, '--auto-fight'], home, INPUT, ms);

test('a game killed at random moments always resumes, and the sheet is always a state of an unkilled run', async () => {
  const clean = away();
  const held = essence(clean);
  const runTime = await killedAfter(clean, 60_000);
  const home = essence(clean);
  expect(JSON.parse(home)).toMatchObject({ xp: 3, held: false });
  for (const ms of moments(runTime, KILLS)) {
    const h = away();
    await killedAfter(h, ms);
    resumesAsUnkilled(h, 'play', held, home);
    fs.rmSync(h, { recursive: true, force: true });
  }
}, 120_000);

// Issue 30: the kill test extended to law gm (its save, the players' screen beside it, the sheet) and
// to law tavern (its save, created empty, rewritten after every move, removed at the end).

const FIRSTS = '1\n'.repeat(300);
const VIEW = 'saves/tutorial-brannoc-the-bold.view.jsonl';

test("a GM's session killed at random moments always resumes; the sheet is a state of an unkilled run and the players' screen holds whole entries only", async () => {
  const gmAway = () => {
    const h = tempHome('law-kill-gm-');
    expect(runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc the Bold', '--seed', 'golden'], { home: h, input: '' }).code).toBe(0);
    return h;
  };
  const clean = gmAway();
  const held = essence(clean);
  const runTime = await killed(['gm', '--resume', SAVE], clean, FIRSTS, 60_000);
  const home = essence(clean);
  expect(JSON.parse(home)).toMatchObject({ held: false });
  for (const ms of moments(runTime, 8)) {
    const h = gmAway();
    await killed(['gm', '--resume', SAVE], h, FIRSTS, ms);
    // Every line ended is a whole entry of the players' screen; only a last line may be cut.
    const view = fs.readFileSync(path.join(h, VIEW), 'utf8');
    for (const line of view.split('\n').slice(0, -1)) expect(() => JSON.parse(line)).not.toThrow();
    expect(runBin(['view', SAVE, '--once'], { home: h }).code).toBe(0);
    resumesAsUnkilled(h, 'gm', held, home);
    fs.rmSync(h, { recursive: true, force: true });
  }
}, 120_000);

test('a tavern game killed at random moments: its save is absent, empty or whole, and --resume always ends it cleanly', async () => {
  const TAVERN = 'saves/tavern-deceptidice.json';
  const start = ['tavern', 'deceptidice', '--seats', 'me,normal', '--seed', 'kill'];
  const clean = tempHome('law-kill-tavern-');
  const runTime = await killed(start, clean, FIRSTS, 60_000);
  expect(fs.readdirSync(path.join(clean, 'saves'))).toEqual([]);
  let left = 0;
  for (const ms of moments(runTime, 10)) {
    const h = tempHome('law-kill-tavern-');
    await killed(start, h, FIRSTS, ms);
    const file = path.join(h, TAVERN);
    if (fs.existsSync(file)) {
      left += 1;
      const text = fs.readFileSync(file, 'utf8');
      // Never torn: empty (claimed, nothing saved yet) or a whole save.
      if (text !== '') expect(JSON.parse(text)).toMatchObject({ kind: 'law-tavern', seed: 'kill' });
      const again = runBin(['tavern', '--resume', TAVERN], { home: h, input: FIRSTS });
      expect(again.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
      if (text === '') expect(again.stderr).toMatch(/nothing to resume; the empty save is removed/);
      else expect(again.code).toBe(0);
      // Played to its end, shown as ended, or cleared: no save is left behind.
      expect(fs.readdirSync(path.join(h, 'saves')).filter((f) => f.endsWith('.json'))).toEqual([]);
    }
    fs.rmSync(h, { recursive: true, force: true });
  }
  // The kills landed while the game was played, not only before it or after it.
  expect(left).toBeGreaterThan(0);
}, 120_000);
