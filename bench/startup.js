// Start-up: `law --version` and the time to the first prompt of `law play tutorial`, against a bare
// `node -e 0`, interleaved in one run so that all see the same machine load. Goals (issue 16):
// --version within 1.2x, the first prompt within 2x.
//
//   node bench/startup.js [--before DIR]
//
// --before DIR: another built checkout (say the commit before a change, `git worktree add` and
// `npm run build` in it) timed in the same rounds, side by side.
//
// The first prompt is also timed without the build's code cache (LAW_CODE_CACHE=off,
// src/cli/code-cache.ts), in the same rounds.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');
const { stats, fmt } = require('./lib');

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
const nowPlay = commands[commands.length - 1];
commands.push(['law play, first prompt (now, no cache)', nowPlay[1], nowPlay[2], { ...opts, env: { ...opts.env, LAW_CODE_CACHE: 'off' } }]);

/**
 * One run: the whole process's time, and for law play the time until "What do you do?" shows on its
 * stdout (what a player waits for; the rest is the save and exit after the end of the input).
 */
function timeRun(cmd, args, o) {
  fresh();
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { env: o.env ?? process.env, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    let prompt = null;
    child.stdout.on('data', (d) => {
      out += d;
      if (prompt === null && /What do you do\?/.test(out)) prompt = Number(process.hrtime.bigint() - t0) / 1e6;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ total: Number(process.hrtime.bigint() - t0) / 1e6, prompt }) : reject(new Error(`${args.join(' ')} exited ${code}`))));
    child.stdin.end();
  });
}

(async () => {
  const samples = commands.map(() => ({ total: [], prompt: [] }));
  for (let i = 0; i < 3; i++) for (const [, cmd, args, o] of commands) await timeRun(cmd, args, o);
  for (let i = 0; i < runs; i++) {
    for (let k = 0; k < commands.length; k++) {
      const [, cmd, args, o] = commands[k];
      const r = await timeRun(cmd, args, o);
      samples[k].total.push(r.total);
      if (r.prompt !== null) samples[k].prompt.push(r.prompt);
    }
  }
  fs.rmSync(home, { recursive: true, force: true });

  const node = stats(samples[0].total).median;
  console.log(`start-up (${runs} runs each, interleaved; goals: --version within 1.2x, first prompt within 2x)`);
  commands.forEach(([name], k) => {
    const m = stats(samples[k].total).median;
    console.log(`  ${name.padEnd(38)} median ${fmt(m).padStart(6)} ms  ${k === 0 ? '' : `${(m / node).toFixed(2)}x`}`);
    if (samples[k].prompt.length) {
      const p = stats(samples[k].prompt).median;
      console.log(`  ${'  the prompt shown after'.padEnd(38)} median ${fmt(p).padStart(6)} ms  ${(p / node).toFixed(2)}x`);
    }
  });
})();
