// Two builds of law in one process, run in turn: CPU duels a second of the simulator for this
// checkout and another (node bench/sim-ab.js DIR, after `npm run build` in both). Both are loaded,
// warmed, then run 8 rounds of 4,000 duels each, alternating, so that the machine's swings fall on
// both alike; medians. Run it twice with the order swapped (--other-first): the first loaded tends
// to run faster. Without DIR it says how to use it and measures nothing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const here = path.join(__dirname, '..');
const args = process.argv.slice(2);
const other = args.find((a) => !a.startsWith('--'));
if (!other) {
  console.log('sim-ab: give the root of another built checkout to compare with: node bench/sim-ab.js DIR [--other-first]');
  process.exit(0);
}
const roots = args.includes('--other-first') ? [path.resolve(other), here] : [here, path.resolve(other)];
const RUNS = 4000;
const ROUNDS = 8;

function load(root) {
  const sim = require(path.join(root, 'dist', 'combat', 'sim'));
  const combat = require(path.join(root, 'dist', 'combat'));
  const { findCreature } = require(path.join(root, 'dist', 'rules'));
  const map = combat.parseMap(fs.readFileSync(path.join(here, 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
  const hero = JSON.parse(fs.readFileSync(path.join(here, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  delete hero.derived;
  const figures = [
    { id: 'b', side: 'party', character: hero, control: 'ai' },
    { id: 'o', side: 'foes', creature: findCreature('Orc'), control: 'ai' },
  ];
  const t = sim.prepare({ map, figures, difficulty: 'hard', canFlee: true });
  sim.runRange(t, 'warm', 0, 3000);
  return { sim, t };
}

const builds = roots.map(load);
const rates = roots.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  builds.forEach((b, i) => {
    const c0 = process.cpuUsage();
    b.sim.runRange(b.t, `round${r}`, 0, RUNS);
    const c = process.cpuUsage(c0);
    rates[i].push(RUNS / ((c.user + c.system) / 1e6));
  });
}
roots.forEach((root, i) => {
  const s = [...rates[i]].sort((a, b) => a - b);
  console.log(`${root === here ? 'this checkout' : root}: median ${Math.round(s[s.length >> 1]).toLocaleString('en')} duels a second (CPU), rounds ${rates[i].map((x) => Math.round(x)).join(' ')}`);
});
