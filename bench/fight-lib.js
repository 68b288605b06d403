// What the benches of an adventure's fights share (adventure-fights.js, tutorial-fight.js): their
// arguments, the sample heroes' sheets, and a fight's figures for a party, as law sim's engine takes
// them. Run after `npm run build` (they read dist/).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist', p);
const { findCreature } = require(dist('rules'));
const { foesAtStart } = require(dist('adventure/constructs/scaling-foes'));

/** The value after `--name` on the command line, or `dflt`. */
function arg(name, dflt) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
}

/** A sample hero's sheet from characters/, under another name if given. */
function sampleSheet(file, name) {
  const c = JSON.parse(fs.readFileSync(path.join(root, 'characters', file), 'utf8'));
  delete c.derived;
  return name ? { ...c, name } : c;
}

/**
 * The fight's figures for a party: the heroes, the allies, the foes (those who come later too, from
 * the start). A count worked out in play (count: party + 1) is worked out for this party's size, or
 * by `count(foe, size)` when given.
 */
function fightFigures(adventure, fight, heroes, count = (foe, size) => foesAtStart(foe, size, adventure.counters)) {
  const creature = (name) => adventure.creatures.get(name) ?? findCreature(name);
  const out = heroes.map((c, i) => ({ id: `hero-${i}`, side: 'party', character: c, control: 'ai', zone: fight.partyZone ?? 'A' }));
  const add = (foe, side, tag) => {
    const c = creature(foe.creature);
    if (!c) throw new Error(`${adventure.file}: no creature ${foe.creature}`);
    const n = count(foe, heroes.length);
    for (let k = 0; k < n; k++) out.push({ id: `${tag}-${out.length}`, side, creature: foe.name ? { ...c, name: foe.name } : c, control: 'ai', zone: foe.zone ?? (side === 'party' ? fight.partyZone ?? 'A' : 'B') });
  };
  for (const a of fight.allies) add(a, 'party', 'ally');
  for (const f of fight.foes) add(f, 'foes', 'foe');
  for (const group of fight.reinforcements) for (const f of group.foes) add(f, 'foes', 'later');
  return out;
}

module.exports = { root, dist, arg, sampleSheet, fightFigures };
