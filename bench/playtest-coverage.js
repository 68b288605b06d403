// The random tester's coverage of the bundled adventures (and of test/fixtures/adventures/leave-hub.yaml,
// a hall with an always-open way out before a corridor of rooms): sections reached of all sections,
// after 10, 100 and 1,000 seeded games at the adventure's smallest party, and the mean sections per game.
// Usage: node bench/playtest-coverage.js [10,100,1000]
// Needs the build (npm run build). Prints figures; asserts nothing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const { loadAdventureFile, playtest } = require(path.join(root, 'dist', 'adventure'));

async function main() {
  const dir = path.join(root, 'adventures');
  const files = [
    ...fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(dir, f)),
    path.join(root, 'test', 'fixtures', 'adventures', 'leave-hub.yaml'),
  ];
  const counts = (process.argv[2] ?? '10,100,1000').split(',').map(Number);
  console.log(`| adventure | sections | ${counts.map((n) => `${n} games`).join(' | ')} | sections/game | never reached (${counts[counts.length - 1]} games) |`);
  console.log(`|---|---:|${counts.map(() => '---:|').join('')}---:|---|`);
  for (const file of files) {
    const f = path.relative(root, file);
    const { adventure } = loadAdventureFile(file, f);
    const total = adventure.sections.size;
    const cells = [];
    let last;
    for (const runs of counts) {
      last = await playtest(adventure, { runs });
      const reached = [...adventure.sections.keys()].filter((id) => last.visits.has(id)).length;
      cells.push(`${reached}/${total} (${((100 * reached) / total).toFixed(0)}%)`);
    }
    const never = [...adventure.sections.keys()].filter((id) => !last.visits.has(id));
    console.log(`| ${f} | ${total} | ${cells.join(' | ')} | ${last.averageSections.toFixed(1)} | ${never.join(', ') || '-'} |`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
