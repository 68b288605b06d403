// How much better the AI plays at its harder levels: each level against each other in the same
// fights from both sides (so the sides' luck cancels out), on mixed matchups. The weights in
// TUNING (src/combat/ai/value.ts) were chosen with this; pass variants to try others:
//   node bench/sim-tune.js '[{}, {"kappa": 0.5}]' [fights per side, default 100]
// Run after `npm run build`. It prints shares of victories; it asserts nothing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const combat = require(path.join(root, 'dist', 'combat'));
const value = require(path.join(root, 'dist', 'combat', 'ai', 'value'));
const { Rng } = require(path.join(root, 'dist', 'dice'));
const { findCreature } = require(path.join(root, 'dist', 'rules'));

const map = combat.parseMap(fs.readFileSync(path.join(root, 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
const side = (text, s) =>
  text.split(',').flatMap((part) => {
    const m = /(.*?)(?: x(\d+))?$/.exec(part.trim());
    return Array.from({ length: Number(m[2] || 1) }, (_, i) => ({ id: `${s}-${m[1]}-${i}`, side: s, creature: findCreature(m[1]), control: 'ai' }));
  });

/** Share of fights the party wins with the levels given to each side. */
function wins(left, right, party, foes, seed, n) {
  let won = 0;
  for (let i = 0; i < n; i++) {
    const figs = combat.buildFigures([...side(left, 'party'), ...side(right, 'foes')]);
    combat.placeFigures(map, figs, (f) => (f.side === 'party' ? 'A' : 'B'));
    const rng = Rng.fromSeed(`${seed}/${i}`);
    const ctx = combat.createContext(combat.createState(map, figs), {
      rollNow: (count, sides) => {
        const faces = Array.from({ length: count }, () => rng.die(sides));
        return { faces, sum: faces.reduce((a, b) => a + b, 0) };
      },
      ai: combat.aiDecide,
      rng,
      difficulty: 'normal',
      sideDifficulty: { party, foes },
    });
    if (combat.fight(ctx, null).winner === 'party') won++;
  }
  return won / n;
}

const MATCHUPS = ['Bandit x2 v Bandit x2', 'Orc v Orc', 'Bandit,Bandit Archer v Bandit,Bandit Archer', 'Goblin x3 v Goblin x3'];
const variants = JSON.parse(process.argv[2] || '[{}]');
const n = Number(process.argv[3] || 100);
const base = { ...value.TUNING };
console.log(`AI levels against each other: ${n} fights a side per matchup (${MATCHUPS.join('; ')})`);
for (const v of variants) {
  Object.assign(value.TUNING, base, v);
  for (const [a, b] of [['hard', 'easy'], ['normal', 'easy'], ['hard', 'normal']]) {
    const shares = MATCHUPS.map((m) => {
      const [l, r] = m.split(' v ');
      return (wins(l, r, a, b, 'tune-a', n) + (1 - wins(l, r, b, a, 'tune-b', n))) / 2;
    });
    const mean = shares.reduce((x, y) => x + y, 0) / shares.length;
    console.log(`  ${JSON.stringify(v)} ${a} against ${b}: wins ${(mean * 100).toFixed(1)}% (${shares.map((x) => (x * 100).toFixed(0)).join(', ')})`);
  }
}
