// Every fight of the bundled adventures, fought many times by law sim's engine (combat/sim.ts:
// prepare and runRange, what `law sim` runs on its workers) with the AI on both sides at the
// difficulty adventures are played at (normal), for three parties: a lone fighter (the sample
// Brannoc the Bold), a lone magic user (the sample Ysolde) and a party of three (both and a second
// fighter). Prints a Markdown table of the party's wins, for bench/README.md (issue 29: two Giant
// Rats killed a lone starting mage in the Bell's cellar, and nothing had measured it).
// What the simulator has no word for is said in the table's notes: foes who come later fight from
// the start, a fight's own end is not kept, and surprise is left out.
// Run after `npm run build`: node bench/adventure-fights.js [--runs N] [--seed S]
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { root, dist, arg, sampleSheet: sheet, fightFigures } = require('./fight-lib');

const { loadAdventureFile } = require(dist('adventure/files'));
const { collectFights } = require(dist('adventure/lint'));
const { parseMap, prepare, runRange, wilson } = require(dist('combat/sim-entry'));
const { formatCondition } = require(dist('adventure/condition'));

const RUNS = Number(arg('--runs', '400'));
const SEED = arg('--seed', 'adventure-fights');
const ONLY = arg('--adventure', null);

const fighter = sheet('brannoc-the-bold.json');
const mage = sheet('ysolde.json');
const PARTIES = {
  'lone fighter': [fighter],
  'lone mage': [mage],
  'party of three': [fighter, mage, sheet('brannoc-the-bold.json', 'Wren')],
};

const foeWords = (fight) => {
  const names = [...fight.foes, ...fight.reinforcements.flatMap((g) => g.foes)].map((f) => `${f.name ?? f.creature}${f.countOf ? ` x(${formatCondition(f.countOf)})` : f.count > 1 ? ` x${f.count}` : ''}`);
  return names.join(', ');
};

const rows = [];
for (const file of fs.readdirSync(path.join(root, 'adventures')).filter((f) => f.endsWith('.yaml')).sort()) {
  if (ONLY && !file.includes(ONLY)) continue;
  const r = loadAdventureFile(path.join(root, 'adventures', file), `adventures/${file}`);
  const adventure = r.adventure;
  if (!adventure) throw new Error(`${file} does not load`);
  for (const section of adventure.sections.values()) {
    const fights = [];
    collectFights(section.flow, fights);
    for (const fight of fights) {
      const def = adventure.maps.get(fight.map);
      const map = parseMap(def.text, def.file ?? def.name);
      const cells = [];
      for (const [party, heroes] of Object.entries(PARTIES)) {
        if (heroes.length > adventure.party.max || heroes.length < adventure.party.min) {
          cells.push('-');
          continue;
        }
        const t = prepare({ map, figures: fightFigures(adventure, fight, heroes), difficulty: 'normal', canFlee: fight.fled !== null });
        const tally = runRange(t, `${SEED}/${file}/${section.id}/${party}`, 0, RUNS);
        const wins = tally.outcomes.victory + (tally.outcomes.ended ?? 0);
        const { low: lo, high: hi } = wilson(wins, RUNS);
        cells.push(`${Math.round((100 * wins) / RUNS)}% (${Math.round(100 * lo)}-${Math.round(100 * hi)})`);
      }
      const notes = [fight.reinforcements.length ? 'later foes from the start' : '', fight.ends ? 'own end not kept' : '', fight.surprise ? `surprise (${fight.surprise}) left out` : '', fight.defeat ? '' : 'a defeat ends the adventure'].filter(Boolean).join('; ');
      rows.push(`| ${adventure.title} | ${section.id} | ${foeWords(fight)} | ${cells.join(' | ')} | ${notes} |`);
      process.stderr.write('.');
    }
  }
}
process.stderr.write('\n');
console.log(`Wins of the party in ${RUNS} fights each (95% interval), AI on both sides at normal, seed ${SEED}:\n`);
console.log(`| Adventure | Section | Foes | ${Object.keys(PARTIES).join(' | ')} | Notes |`);
console.log(`| --- | --- | --- | ${Object.keys(PARTIES).map(() => '---').join(' | ')} | --- |`);
for (const row of rows) console.log(row);
