// The bundled adventure "The Bell Beneath Greywater" as its tests use it: loading and linting the
// file (what `law validate` and `law play` do first), and whole random playthroughs per second with
// real AI fights (what the 1,000-game test costs).
'use strict';
const path = require('node:path');
const { stats, fmt } = require('./lib');

const dist = path.join(__dirname, '..', 'dist');
const { loadAdventureFile, lintAdventure, playtest } = require(path.join(dist, 'adventure'));
const FILE = path.join(__dirname, '..', 'adventures', 'the-bell-beneath-greywater.yaml');

function loadAndLint() {
  const r = loadAdventureFile(FILE);
  if (!r.adventure) throw new Error('the adventure did not load');
  lintAdventure(r.adventure, r.uses);
  return r.adventure;
}

async function main() {
  const adventure = loadAndLint();
  const loads = [];
  for (let i = 0; i < 20; i++) {
    const t0 = process.hrtime.bigint();
    loadAndLint();
    loads.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const runs = 200;
  const t0 = process.hrtime.bigint();
  const report = await playtest(adventure, { runs, firstSeed: 0 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const s = stats(loads);
  console.log(`Greywater (${adventure.sections.size} sections): load and lint, median of ${s.n}: ${fmt(s.median)} ms`);
  console.log(`${runs} random playthroughs: ${fmt(ms)} ms, ${(runs / (ms / 1000)).toFixed(1)} games/s, ${report.averageSections.toFixed(1)} sections a game`);
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
