// Issue 10: a game killed at any moment always resumes, and the sheet is always one of the states an
// unkilled run passes through (held by the game, or home with the rewards), never torn, never given
// the rewards twice or not at all. The kills land at spread-out moments of a real run of bin/law.
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

/** Resumes the game with the whole script and kills it after `ms`; resolves when it is gone. */
function killedAfter(home: string, ms: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [BIN, 'play', '--resume', SAVE, '--auto-fight'], { cwd: home, env: { PATH: process.env.PATH, LAW_HOME: home } });
    child.stdout.resume();
    child.stderr.resume();
    child.stdin.end(INPUT);
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

test('a game killed at random moments always resumes, and the sheet is always a state of an unkilled run', async () => {
  const clean = away();
  const held = essence(clean);
  const runTime = await killedAfter(clean, 60_000);
  const home = essence(clean);
  expect(JSON.parse(home)).toMatchObject({ xp: 3, held: false });
  for (let k = 0; k < KILLS; k++) {
    const h = away();
    // Spread over the whole run, with more kills near its end, where the save and the sheet are written.
    const ms = Math.round(runTime * (k < KILLS / 2 ? (k + 1) / (KILLS / 2 + 1) : 0.85 + (0.2 * (k - KILLS / 2)) / KILLS));
    await killedAfter(h, ms);
    expect([held, home]).toContain(essence(h));
    const again = runBin(['play', '--resume', SAVE], { home: h, input: '' });
    expect(again.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
    if (again.code !== 0) expect(again.stderr).toMatch(/is a finished game/);
    // Ended games have given their rewards by now; unfinished ones still hold the hero.
    const save = JSON.parse(fs.readFileSync(path.join(h, SAVE), 'utf8'));
    expect(essence(h)).toBe(save.state.ended ? home : held);
    fs.rmSync(h, { recursive: true, force: true });
  }
}, 120_000);
