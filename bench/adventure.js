// Adventures: load and validate a generated adventure of 5,000 sections (goal: under 0.5 s), and
// the time to the first prompt of `law play` against a bare `node -e 0` (goal: within 3x).
// Needs the build (npm run build). Prints figures; asserts nothing.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { stats, fmt, timeCommand } = require('./lib');

const root = path.join(__dirname, '..');
const { loadAdventureText, lintAdventure } = require(path.join(root, 'dist', 'adventure'));

/** A big adventure that uses a bit of everything: options with conditions, checks, effects, tables. */
function generate(n) {
  const lines = ['law: 1', 'id: generated', 'title: Generated', 'version: "1"', 'party: { min: 1, max: 4 }', 'start: 1',
    'items:', '  Lantern: a lantern', 'counters:', '  steps: 0', 'plotwords:', '  SEEN-ALL: set at the end', 'sections:'];
  for (let i = 1; i <= n; i++) {
    const next = i + 1 <= n ? i + 1 : null;
    const far = Math.min(n, i + 7);
    lines.push(`  ${i}:`, `    title: Room ${i}`, '    text: |', `      Room ${i} of a long dungeon. Water drips; a draught comes from the east.`);
    if (next === null) {
      lines.push('    do:', '      - plotword: SEEN-ALL', '    end: { title: The end, kind: victory }');
      continue;
    }
    switch (i % 4) {
      case 0:
        lines.push('    check:', '      roll: 3/DX+Acrobat', `      pass: ${next}`, `      fail: { text: You fall., do: [damage: 1D6-3], goto: ${next} }`, `      pass-by: { 5: ${far} }`);
        break;
      case 1:
        lines.push('    do:', '      - add: { steps: 1 }', '    options:', `      - option: East\n        goto: ${next}`,
          `      - option: Light the lantern\n        if: has(Lantern) and steps > 2\n        goto: ${far}`, `      - option: Search\n        once: true\n        do: [gain: Lantern, gold: 1]\n        goto: ${i}`);
        break;
      case 2:
        lines.push('    random:', '      roll: D6', `      results: { 1-3: ${next}, 4-6: ${far} }`);
        break;
      default:
        lines.push('    options:', `      - option: Onward\n        goto: ${next}`, `      - option: Talk to the ghost\n        talk: true\n        needs: IQ >= 10 or SEEN-ALL\n        text: It points east.\n        goto: ${far}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

const SECTIONS = 5000;
const text = generate(SECTIONS);
const runs = Number(process.env.RUNS || 10);
const samples = [];
let sections = 0;
for (let i = 0; i < runs + 2; i++) {
  const t0 = process.hrtime.bigint();
  const r = loadAdventureText(text, 'generated.yaml');
  if (!r.adventure) throw new Error(`the generated adventure does not load: ${r.diagnostics[0].message}`);
  const lint = lintAdventure(r.adventure, r.uses);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (lint.some((d) => d.severity === 'error')) throw new Error(`lint errors: ${lint[0].message}`);
  sections = r.adventure.sections.size;
  if (i >= 2) samples.push(ms);
}
const s = stats(samples);
console.log(`adventure load + validate (${sections} sections, ${(text.length / 1024).toFixed(0)} KiB of YAML, ${runs} runs after 2 warm-ups)`);
console.log(`  in process       median ${fmt(s.median)} ms  min ${fmt(s.min)} ms  max ${fmt(s.max)} ms   goal: under 500 ms`);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'law-bench-'));
const file = path.join(tmp, 'generated.yaml');
fs.writeFileSync(file, text);
const law = path.join(root, 'bin', 'law');
const cli = [];
for (let i = 0; i < 5; i++) cli.push(timeCommand(process.execPath, [law, 'validate', file]));
console.log(`  law validate     median ${fmt(stats(cli).median)} ms (a whole process: start-up, read, load, lint)`);

// Time to the first prompt: the game starts, shows the first section and asks; with stdin at its
// end the prompt returns at once and the game saves and exits, so the run time is that time.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'law-bench-home-'));
fs.mkdirSync(path.join(home, 'characters'));
fs.copyFileSync(path.join(root, 'characters', 'brannoc-the-bold.json'), path.join(home, 'characters', 'brannoc-the-bold.json'));
const playArgs = [law, 'play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'];
const check = spawnSync(process.execPath, playArgs, { env: { ...process.env, LAW_HOME: home }, input: '', encoding: 'utf8' });
if (!/What do you do\?/.test(check.stdout)) throw new Error(`law play did not reach a prompt:\n${check.stdout}${check.stderr}`);
const nodeRuns = [];
const playRuns = [];
const reps = Number(process.env.RUNS || 20);
const opts = { env: { ...process.env, LAW_HOME: home }, stdio: ['ignore', 'ignore', 'ignore'] };
for (let i = 0; i < 3; i++) {
  timeCommand(process.execPath, ['-e', '0']);
  timeCommand(process.execPath, playArgs, opts);
}
for (let i = 0; i < reps; i++) {
  nodeRuns.push(timeCommand(process.execPath, ['-e', '0']));
  playRuns.push(timeCommand(process.execPath, playArgs, opts));
}
const n = stats(nodeRuns);
const p = stats(playRuns);
console.log(`law play: time to the first prompt (${reps} runs each, interleaved)`);
console.log(`  node -e 0        median ${fmt(n.median)} ms`);
console.log(`  law play         median ${fmt(p.median)} ms`);
console.log(`  ratio (medians)  ${(p.median / n.median).toFixed(2)}x   goal: within 3x`);
fs.rmSync(tmp, { recursive: true, force: true });
fs.rmSync(home, { recursive: true, force: true });
