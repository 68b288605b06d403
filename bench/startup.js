// Start-up: `law --version` and the time to the first prompt of `law play tutorial`, against a bare
// `node -e 0`, interleaved in one run so that all see the same machine load. Goals (issue 16):
// --version within 1.2x, the first prompt within 2x.
//
//   node bench/startup.js [--before DIR]
//
// --before DIR: another built checkout (say the commit before a change, `git worktree add` and
// `npx tsc -p tsconfig.build.json` in it) timed in the same rounds, side by side.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { timeCommand, stats, fmt } = require('./lib');

const runs = Number(process.env.RUNS || 30);
const argv = process.argv.slice(2);
const beforeAt = argv.indexOf('--before');
const trees = [['now', path.join(__dirname, '..')]];
if (beforeAt >= 0) trees.unshift(['before', path.resolve(argv[beforeAt + 1])]);

// A home with the sample hero, so that `law play` goes straight to the tutorial's first prompt; with
// stdin at its end the prompt returns at once and the game saves and exits. The game leaves the hero
// away on it: the home is set afresh before each run (outside the time taken).
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'law-bench-start-'));
const fresh = () => {
  fs.rmSync(home, { recursive: true, force: true });
  fs.mkdirSync(path.join(home, 'characters'), { recursive: true });
  fs.copyFileSync(path.join(__dirname, '..', 'characters', 'brannoc-the-bold.json'), path.join(home, 'characters', 'brannoc-the-bold.json'));
};
fresh();
const opts = { env: { ...process.env, LAW_HOME: home }, stdio: ['ignore', 'ignore', 'ignore'] };

const commands = [['node -e 0', process.execPath, ['-e', '0'], {}]];
for (const [name, dir] of trees) {
  const law = path.join(dir, 'bin', 'law');
  commands.push([`law --version (${name})`, process.execPath, [law, '--version'], {}]);
  const play = [law, 'play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'];
  fresh();
  const check = spawnSync(process.execPath, play, { env: opts.env, input: '', encoding: 'utf8' });
  if (!/What do you do\?/.test(check.stdout)) throw new Error(`${name}: law play did not reach a prompt:\n${check.stdout}${check.stderr}`);
  commands.push([`law play, first prompt (${name})`, process.execPath, play, opts]);
}

const samples = commands.map(() => []);
const time = (cmd, args, o) => {
  fresh();
  return timeCommand(cmd, args, o);
};
for (let i = 0; i < 3; i++) for (const [, cmd, args, o] of commands) time(cmd, args, o);
for (let i = 0; i < runs; i++) commands.forEach(([, cmd, args, o], k) => samples[k].push(time(cmd, args, o)));
fs.rmSync(home, { recursive: true, force: true });

const node = stats(samples[0]).median;
console.log(`start-up (${runs} runs each, interleaved; goals: --version within 1.2x, first prompt within 2x)`);
commands.forEach(([name], k) => {
  const m = stats(samples[k]).median;
  console.log(`  ${name.padEnd(34)} median ${fmt(m).padStart(6)} ms  ${k === 0 ? '' : `${(m / node).toFixed(2)}x`}`);
});
