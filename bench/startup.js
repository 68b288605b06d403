// Start-up: `law --version` and the time to the first prompt of `law play tutorial` (the sample
// hero named: its first section's question) and of `law play` (the Bell: who goes on it), against a
// bare `node -e 0`, interleaved in one run so that all see the same machine load. Goals (issue 16):
// --version within 1.2x, the first prompt within 2x.
//
//   node bench/startup.js [--before DIR]
//
// --before DIR: another built checkout (say the commit before a change, `git worktree add` and
// `npm run build` in it) timed in the same rounds, side by side.
//
// The first prompts are also timed without the caches the build makes (LAW_CACHES=off:
// scripts/start-caches.js), in the same rounds.
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

// [name, command, arguments, options, the prompt waited for]
const commands = [['node -e 0', process.execPath, ['-e', '0'], {}, null]];
const plays = (name, law, o) => {
  const tutorial = [law, 'play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'];
  const bell = [law, 'play'];
  for (const [what, args, prompt] of [['law play tutorial', tutorial, /What do you do\?/], ['law play (the Bell)', bell, /Who goes on this adventure\?/]]) {
    fresh();
    const check = spawnSync(process.execPath, args, { env: o.env, input: '', encoding: 'utf8' });
    if (!prompt.test(check.stdout)) throw new Error(`${name}: ${what} did not reach its prompt:\n${check.stdout}${check.stderr}`);
    commands.push([`${what} (${name})`, process.execPath, args, o, prompt]);
  }
};
for (const [name, dir] of trees) {
  const law = path.join(dir, 'bin', 'law');
  commands.push([`law --version (${name})`, process.execPath, [law, '--version'], {}, null]);
  plays(name, law, opts);
}
plays('now, no caches', path.join(__dirname, '..', 'bin', 'law'), { ...opts, env: { ...opts.env, LAW_CACHES: 'off' } });

/**
 * One run: the whole process's time, and for law play the time until its prompt shows on its stdout
 * (what a player waits for; the rest is the save and exit after the end of the input).
 */
function timeRun(cmd, args, o, prompt) {
  fresh();
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { env: o.env ?? process.env, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    let shown = null;
    child.stdout.on('data', (d) => {
      out += d;
      if (shown === null && prompt && prompt.test(out)) shown = Number(process.hrtime.bigint() - t0) / 1e6;
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ total: Number(process.hrtime.bigint() - t0) / 1e6, prompt: shown }) : reject(new Error(`${args.join(' ')} exited ${code}`))));
    child.stdin.end();
  });
}

(async () => {
  const samples = commands.map(() => ({ total: [], prompt: [] }));
  for (let i = 0; i < 3; i++) for (const [, cmd, args, o, prompt] of commands) await timeRun(cmd, args, o, prompt);
  for (let i = 0; i < runs; i++) {
    // Each round in a new order: a run is slower after some others (the disk still writing the
    // last game's save), and a fixed order gave the same command that penalty every round.
    const order = commands.map((_, k) => k);
    for (let j = order.length - 1; j > 0; j--) {
      const x = Math.floor(Math.random() * (j + 1));
      [order[j], order[x]] = [order[x], order[j]];
    }
    for (const k of order) {
      const [, cmd, args, o, prompt] = commands[k];
      const r = await timeRun(cmd, args, o, prompt);
      samples[k].total.push(r.total);
      if (r.prompt !== null) samples[k].prompt.push(r.prompt);
    }
  }
  fs.rmSync(home, { recursive: true, force: true });

  const node = stats(samples[0].total).median;
  console.log(`start-up (${runs} runs each, interleaved; goals: --version within 1.2x, first prompts within 2x)`);
  commands.forEach(([name], k) => {
    const m = stats(samples[k].total).median;
    console.log(`  ${name.padEnd(38)} median ${fmt(m).padStart(6)} ms  ${k === 0 ? '' : `${(m / node).toFixed(2)}x`}`);
    if (samples[k].prompt.length) {
      const p = stats(samples[k].prompt).median;
      console.log(`  ${'  the prompt shown after'.padEnd(38)} median ${fmt(p).padStart(6)} ms  ${(p / node).toFixed(2)}x`);
    }
  });
})();
