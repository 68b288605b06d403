// Magic's cost to the AI and the simulator: how long an AI mage takes to weigh every cast it could
// make in one turn, and AI-only fights per second with a mage against those with a fighter.
'use strict';
const path = require('node:path');
const { throughput, fmt } = require('./lib');

const dist = path.join(__dirname, '..', 'dist');
const combat = require(path.join(dist, 'combat'));
const sim = require(path.join(dist, 'combat', 'sim'));

const MAP = ['A A . . . . . . B B', ' A A . . . . . . B B', 'A A . . . . . . B B', ' A A . . . . . . B B'].join('\n');
const map = combat.parseMap(MAP);
const { findCreature } = require(path.join(dist, 'rules'));

function sheet(over) {
  return {
    schema: 1, name: 'Hero', type: 'mage', st: 14, dx: 11, iq: 14, xp: 0, skills: {}, spells: [], weapons: [], armor: null, shield: null,
    staff: { capacity: 0, charge: 0 }, gold: 0, items: [], damage: 0, fatigue: 0, karma: 0, wishes: 0, curses: 0, adventure: null, ...over,
  };
}

function setup(hero) {
  return {
    map,
    difficulty: 'normal',
    canFlee: false,
    figures: [
      { id: 'hero', side: 'party', control: 'ai', character: hero },
      { id: 'orc-1', side: 'foes', control: 'ai', creature: findCreature('Orc') },
      { id: 'orc-2', side: 'foes', control: 'ai', creature: findCreature('Orc') },
    ],
  };
}

const fighter = sheet({ name: 'Fighter', type: 'normal', st: 14, dx: 12, iq: 8, weapons: ['Broad Sword'], armor: 'Leather' });
const mage = sheet({ name: 'Mage', spells: ['Magic Fist', 'Blur', 'Slow', 'Fire-3', 'Sleep-1', 'Summon Wolf'] });
const archmage = sheet({ name: 'Archmage', st: 18, iq: 20, spells: ['Lightning', 'Fireball', 'Fire-7', 'Wall-7', 'Sleep-7', 'Illusion-7', 'Summon Dragon', 'Freeze', 'Clumsiness', 'Death', 'Teleport'] });

// One AI turn: every legal action (every cast) weighed.
const t = sim.prepare(setup(archmage));
const figures = t.figures.map(combat.cloneFigure);
const rng = require(path.join(dist, 'dice')).Rng.fromSeed('bench');
const ctx = combat.createContext(combat.createState(map, figures), { ai: combat.aiDecide, rng });
const hero = figures[0];
const casts = combat.legalActions(ctx, hero, hero.cell, false).filter((a) => a.kind === 'cast').length;
const turns = throughput(() => combat.planTurn(ctx, hero), 1000);
console.log('magic');
console.log(`  archmage (11 spells) weighs ${casts} casts: ${fmt(1000 / turns)} ms per AI turn`);

for (const [name, hero] of [['fighter', fighter], ['mage', mage], ['archmage', archmage]]) {
  const template = sim.prepare(setup(hero));
  let i = 0;
  const start = process.hrtime.bigint();
  let n = 0;
  while (process.hrtime.bigint() - start < 1_500_000_000n) {
    sim.runFight(template, `bench/${i++}`);
    n++;
  }
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`  ${name} against two orcs: ${Math.round(n / secs).toLocaleString('en')} fights/s`);
}
