// The tutorial's fight ("Rats in the Mill", sections 7 and 8) for every hero a new player can take
// into it, fought many times by law sim's engine (combat/sim.ts: prepare and runFight) with the AI on
// both sides at normal, the difficulty adventures are played at, and with the fight's own surprise
// (section 7: the party's free turn; section 8: none). The heroes: the two samples the menu offers
// (Brannoc the Bold, Ysolde), new characters made by the rules at random (the random tester's
// generator, law validate --playtest: the creator has no defaults, so a new hero is any of them), one
// fighter and one mage a fight, and parties of two and four. The count of rats is the adventure's,
// worked out for each party's size as play works it out, or --count EXPR (a value of the condition
// language, "1", "party") to try another.
// Prints a Markdown table for bench/README.md: the party's wins (95% interval), its defeats (what is
// neither is a flight, or a stalemate: a hero in plate the rats cannot hurt, who cannot hit them),
// and the damage and fatigue the party took in a fight, on average (what says that a party still
// meets a fight).
// Run after `npm run build`: node bench/tutorial-fight.js [--runs N] [--seed S] [--count EXPR]
'use strict';
const path = require('node:path');
const { root, dist, arg, sampleSheet: sheet, fightFigures } = require('./fight-lib');

const { loadAdventureFile } = require(dist('adventure/files'));
const { collectFights } = require(dist('adventure/lint'));
const { parseCondition } = require(dist('adventure/condition'));
const { foesAtStart } = require(dist('adventure/constructs/scaling-foes'));
const { randomCharacter } = require(dist('adventure/playtest'));
const { parseMap, prepare, runFight, fightSeed, wilson } = require(dist('combat/sim-entry'));
const { Rng } = require(dist('dice'));

const RUNS = Number(arg('--runs', '400'));
const SEED = arg('--seed', 'tutorial-fight');
const COUNT = arg('--count', null);

const brannoc = () => sheet('brannoc-the-bold.json');
const ysolde = () => sheet('ysolde.json');
/** A new character of one kind, made by the rules at random: the tester's generator, drawn until it makes that kind. */
const fresh = (kind) => (i) => {
  const rng = Rng.fromSeed(`${SEED}/new ${kind}/${i}`);
  for (;;) {
    const c = randomCharacter(rng, kind === 'mage' ? 'New Mage' : 'New Fighter');
    if ((c.type === 'mage') === (kind === 'mage')) return c;
  }
};
/** The heroes of each row: the same every fight, or a new one each fight (by the fight's number). */
const PARTIES = [
  ['Brannoc the Bold alone (sample fighter)', () => [brannoc()]],
  ['Ysolde alone (sample mage)', () => [ysolde()]],
  ['a new fighter alone (random, one a fight)', (i) => [fresh('normal')(i)], true],
  ['a new mage alone (random, one a fight)', (i) => [fresh('mage')(i)], true],
  ['Brannoc and Ysolde', () => [brannoc(), ysolde()]],
  ['two new heroes (random, one pair a fight)', (i) => [fresh(i % 2 ? 'mage' : 'normal')(2 * i), fresh('normal')(2 * i + 1)], true],
  ['party of four (2 Brannoc, 2 Ysolde)', () => [brannoc(), ysolde(), sheet('brannoc-the-bold.json', 'Wren'), sheet('ysolde.json', 'Mirel')]],
];

const file = path.join(root, 'adventures', 'tutorial.yaml');
const adventure = loadAdventureFile(file, 'adventures/tutorial.yaml').adventure;
if (!adventure) throw new Error('the tutorial does not load');
const FIGHTS = ['7', '8'].map((id) => {
  const found = [];
  collectFights(adventure.sections.get(id).flow, found);
  if (found.length !== 1) throw new Error(`section ${id} of the tutorial has ${found.length} fights, not one`);
  return { id, fight: found[0] };
});

/** How many of a line of foes come for a party of `size` (scaling-foes.ts), or as --count says. */
const countFor = (foe, size) => foesAtStart(COUNT ? { count: 1, countOf: parseCondition(COUNT).cond } : foe, size, adventure.counters);

const map = (fight) => {
  const def = adventure.maps.get(fight.map);
  return parseMap(def.text, def.file ?? def.name);
};

const rows = [];
for (const [label, make, each] of PARTIES) {
  const cells = [];
  let foes = '';
  for (const { id, fight } of FIGHTS) {
    let wins = 0;
    let beaten = 0;
    let taken = 0;
    let template = null;
    for (let i = 0; i < RUNS; i++) {
      const heroes = make(i);
      if (!template || each) template = prepare({ map: map(fight), figures: fightFigures(adventure, fight, heroes, countFor), difficulty: 'normal', canFlee: fight.fled !== null, surprise: fight.surprise });
      foes = String(template.figures.filter((f) => f.side === 'foes').length);
      const r = runFight(template, fightSeed(`${SEED}/${id}/${label}`, i));
      if (r.outcome === 'victory') wins += 1;
      if (r.outcome === 'defeat') beaten += 1;
      taken += r.taken.party;
    }
    const { low, high } = wilson(wins, RUNS);
    cells.push(`${Math.round((100 * wins) / RUNS)}% (${Math.round(100 * low)}-${Math.round(100 * high)})`, `${Math.round((100 * beaten) / RUNS)}%`, (taken / RUNS).toFixed(1));
    process.stderr.write('.');
  }
  rows.push(`| ${label} | ${foes} | ${cells.join(' | ')} |`);
}
process.stderr.write('\n');
console.log(`The tutorial's fight${COUNT ? ` with count: ${COUNT}` : ''}: the party's wins in ${RUNS} fights each (95% interval), its defeats (a fight neither won nor lost is a stalemate or a flight), and the damage and fatigue it took in a fight on average; AI on both sides at normal, seed ${SEED}.\n`);
console.log('| Party | Rats | Surprise (section 7): wins | beaten | taken | No surprise (section 8): wins | beaten | taken |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
