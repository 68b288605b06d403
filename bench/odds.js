// The odds of a 4/DX check: how long the first answer takes (cold, building the 4D6 table) and how
// many a second the engine answers once warm (every prompt shows odds, the AI weighs thousands).
'use strict';
const path = require('node:path');
const { throughput, fmt } = require('./lib');

const t0 = process.hrtime.bigint();
const dice = require(path.join(__dirname, '..', 'dist', 'dice'));
const loaded = Number(process.hrtime.bigint() - t0) / 1e6;
const spec = dice.parseCheck('4/DX');
const subject = { attribute: () => 14, skillLevel: () => 0, curses: 0 };
const t1 = process.hrtime.bigint();
const first = dice.checkOdds(spec, subject);
const cold = Number(process.hrtime.bigint() - t1) / 1e6;
let dx = 8;
const perSecond = throughput(() => {
  dx = dx === 18 ? 8 : dx + 1;
  dice.checkOdds(spec, { attribute: () => dx, skillLevel: () => 0, curses: 0 });
});
const contest = throughput(() => dice.contestOdds({ dice: 3, target: 12, attribute: 12 }, { dice: 4, target: 14, attribute: 14 }), 500);
console.log('odds of 4/DX');
console.log(`  module load ${fmt(loaded)} ms; first 4/DX (DX14 = ${(first * 100).toFixed(2)}%) ${fmt(cold)} ms cold`);
console.log(`  warm: ${Math.round(perSecond).toLocaleString('en')} checks/s (${fmt(1000 / perSecond * 1000)} us each)`);
console.log(`  contest 3/12 vs 4/14 exact odds: ${Math.round(contest).toLocaleString('en')}/s`);
