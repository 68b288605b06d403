// The AI's levels (issue 17), after `npm run build`:
//   node bench/ai-levels.js [--before DIR] [--only speed,levels,stalemates] [--quick]
// - levels: each level plays the party against foes at normal (`law sim --difficulty L
//   --foe-difficulty normal`), in two duels and the four-against-six melee: the party's wins with
//   95% (Wilson) intervals, and whether each level's interval lies wholly above the one below it.
// - stalemates: both sides at the same level, on the sample matchups and on a fighter and a mage made
//   as a player makes them (`law character create` with flags): draws (the stalemate ruling), rounds.
//   With --before DIR (another built checkout) the same fights by that build, side by side.
// - speed (with --before DIR): both builds loaded in this one process and run in turn, CPU fights a
//   second, medians of 6 rounds (as bench/sim-ab.js); run it twice with --other-first to swap the order.
// Every fight is seeded: the figures are the same from one run to the next, the timings are not.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const here = path.join(__dirname, '..');
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const before = opt('--before') ? path.resolve(opt('--before')) : null;
const only = (opt('--only') ?? 'speed,levels,stalemates').split(',');
const quick = args.includes('--quick');
const RUNS = { duel: quick ? 2000 : 20000, melee: quick ? 500 : 4000, stalemate: quick ? 300 : 2000 };
const LEVELS = ['easy', 'normal', 'hard'];

const map = (root) => require(path.join(root, 'dist', 'combat')).parseMap(fs.readFileSync(path.join(here, 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
const sample = (file) => {
  const c = JSON.parse(fs.readFileSync(path.join(here, 'characters', file), 'utf8'));
  delete c.derived;
  return c;
};

/** A fighter and a mage as a player makes them: `law character create` with these flags. */
function ownParty() {
  const { createCharacter } = require(path.join(here, 'dist', 'character', 'creation'));
  const make = (input) => {
    const r = createCharacter(input);
    if (!r.character) throw new Error(r.errors.join('; '));
    return r.character;
  };
  return [
    // law character create Fighter --st 13 --dx 11 --iq 8 --skills "Sword:2,Unarmed Combat:1" --weapon "Broad Sword" --armor Leather --shield "Small Shield"
    make({ name: 'Fighter', type: 'normal', st: 13, dx: 11, iq: 8, skills: { Sword: 2, 'Unarmed Combat': 1 }, spells: [], weapons: ['Broad Sword'], armor: 'Leather', shield: 'Small Shield' }),
    // law character create Mage --st 9 --dx 11 --iq 12 --type mage --spells "Magic Fist,Blur,Sleep-1" --weapon Dagger
    make({ name: 'Mage', type: 'mage', st: 9, dx: 11, iq: 12, skills: {}, spells: ['Magic Fist', 'Blur', 'Sleep-1'], weapons: ['Dagger'], armor: null, shield: null }),
  ];
}

/** Figures as `law sim` makes them (ids from names, a number added to repeats): heroes, then "Warrior x4"-style lists. */
function sides(root, heroes, party, foes) {
  const { findCreature } = require(path.join(root, 'dist', 'rules'));
  const used = new Set();
  const id = (base) => {
    let k = 1;
    let c = base;
    while (used.has(c)) c = `${base}-${++k}`;
    used.add(c);
    return c;
  };
  const slug = (n) => n.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const list = (text, side) =>
    text
      ? text.split(',').flatMap((part) => {
          const m = /^(.*?)(?: x(\d+))?$/.exec(part.trim());
          return Array.from({ length: Number(m[2] || 1) }, () => ({ id: id(slug(m[1])), side, creature: findCreature(m[1]), control: 'ai' }));
        })
      : [];
  return [...heroes.map((c) => ({ id: id(slug(c.name)), side: 'party', character: c, control: 'ai' })), ...list(party, 'party'), ...list(foes, 'foes')];
}

const brannoc = () => sample('brannoc-the-bold.json');
const ysolde = () => sample('ysolde.json');
const MATCHUPS = [
  { name: 'Brannoc the Bold v Orc (the sample duel)', heroes: () => [brannoc()], foes: 'Orc' },
  { name: 'Warrior x4 v Orc x3, Goblin x3 (the 4 against 6)', party: 'Warrior x4', foes: 'Orc x3,Goblin x3' },
  { name: 'Orc v Orc', party: 'Orc', foes: 'Orc' },
  { name: 'Warrior v Warrior', party: 'Warrior', foes: 'Warrior' },
  { name: 'own Fighter + Mage v Goblin x2', heroes: ownParty, foes: 'Goblin x2' },
  { name: 'own Fighter + Mage v Orc x2', heroes: ownParty, foes: 'Orc x2' },
  { name: 'own Fighter + Mage v Orc, Goblin, no flight', heroes: ownParty, foes: 'Orc,Goblin', noFlee: true },
  { name: 'Brannoc + Ysolde v Goblin x2', heroes: () => [brannoc(), ysolde()], foes: 'Goblin x2' },
  { name: 'Brannoc + Ysolde v Orc, Goblin, no flight', heroes: () => [brannoc(), ysolde()], foes: 'Orc,Goblin', noFlee: true },
  { name: 'Bandit x2 v Bandit x2', party: 'Bandit x2', foes: 'Bandit x2' },
  { name: 'Goblin x3 v Goblin x3', party: 'Goblin x3', foes: 'Goblin x3' },
  { name: 'Warrior x4 v Orc x6', party: 'Warrior x4', foes: 'Orc x6' },
];
const byName = (prefix) => MATCHUPS.find((m) => m.name.startsWith(prefix));

function template(root, m, difficulty, sideDifficulty) {
  const sim = require(path.join(root, 'dist', 'combat', 'sim'));
  const setup = { map: map(root), figures: sides(root, m.heroes ? m.heroes() : [], m.party, m.foes), difficulty, canFlee: !m.noFlee };
  if (sideDifficulty) setup.sideDifficulty = sideDifficulty;
  return { sim, t: sim.prepare(setup) };
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const pct2 = (x) => `${(100 * x).toFixed(2)}%`;

function roundsSummary(tally) {
  const all = [];
  for (const [k, v] of Object.entries(tally.rounds)) for (let i = 0; i < v; i++) all.push(Number(k));
  all.sort((a, b) => a - b);
  const at = (q) => all[Math.min(all.length - 1, Math.floor(q * all.length))];
  return `${(tally.roundsSum / tally.runs).toFixed(2)} / ${at(0.5)} / ${at(0.95)} / ${at(0.99)} / ${all[all.length - 1]}`;
}

if (only.includes('levels')) {
  const { wilson } = require(path.join(here, 'dist', 'combat', 'sim'));
  console.log(`The levels: the party at each level against foes at normal (seed levels; 95% intervals)\n`);
  console.log('| matchup | runs | party easy | party normal | party hard | apart? | draws |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [m, runs] of [
    [byName('Warrior v Warrior'), RUNS.duel],
    [byName('Brannoc the Bold v Orc'), RUNS.duel],
    [byName('Warrior x4 v Orc x3'), RUNS.melee],
  ]) {
    const cells = [];
    const ci = [];
    let draws = 0;
    for (const level of LEVELS) {
      const { sim, t } = template(here, m, level, { party: level, foes: 'normal' });
      const tally = sim.runRange(t, 'levels', 0, runs);
      const w = wilson(tally.outcomes.victory, runs);
      ci.push(w);
      draws += tally.outcomes.draw;
      cells.push(`${pct(tally.outcomes.victory / runs)} (${pct(w.low)}-${pct(w.high)})`);
    }
    const apart = ci[1].low > ci[0].high && ci[2].low > ci[1].high ? 'yes' : 'no';
    console.log(`| ${m.name} | ${runs.toLocaleString('en')} each | ${cells.join(' | ')} | ${apart} | ${draws} |`);
  }
  console.log('');
}

if (only.includes('stalemates')) {
  const roots = before ? [before, here] : [here];
  console.log(`Stalemates: both sides at the level, ${RUNS.stalemate.toLocaleString('en')} fights each (seed s); draws, then rounds mean / median / 95th / 99th percentile / most${before ? `; before: ${before}` : ''}\n`);
  console.log(`| matchup | level | ${roots.map((r) => (r === here ? 'draws' : 'draws before')).join(' | ')} | ${roots.map((r) => (r === here ? 'rounds' : 'rounds before')).join(' | ')} |`);
  console.log(`|---|---|${roots.map(() => '---|').join('')}${roots.map(() => '---|').join('')}`);
  for (const m of MATCHUPS) {
    for (const level of LEVELS) {
      const tallies = roots.map((root) => {
        const { sim, t } = template(root, m, level);
        return sim.runRange(t, 's', 0, RUNS.stalemate);
      });
      console.log(`| ${m.name} | ${level} | ${tallies.map((x) => pct2(x.outcomes.draw / x.runs)).join(' | ')} | ${tallies.map(roundsSummary).join(' | ')} |`);
    }
  }
  console.log('');
}

if (only.includes('speed')) {
  if (!before) console.log('speed: give --before DIR, another built checkout, to compare with');
  else {
    const roots = args.includes('--other-first') ? [before, here] : [here, before];
    const setups = [
      { m: byName('Brannoc the Bold v Orc'), level: 'hard', per: 4000, unit: 'duels' },
      { m: byName('Brannoc the Bold v Orc'), level: 'normal', per: 4000, unit: 'duels' },
      { m: byName('Warrior x4 v Orc x3'), level: 'hard', per: 150, unit: '4 v 6' },
      { m: byName('own Fighter + Mage v Orc, Goblin'), level: 'hard', per: 500, unit: 'fights' },
    ];
    console.log(`Speed: CPU fights a second, both builds in this process, in turn, medians of 6 rounds (first: ${roots[0] === here ? 'this checkout' : 'before'})\n`);
    console.log('| fights | level | before | after |');
    console.log('|---|---|---|---|');
    for (const s of setups) {
      const builds = roots.map((root) => {
        const b = template(root, s.m, s.level);
        b.sim.runRange(b.t, 'warm', 0, s.per);
        return b;
      });
      const rates = roots.map(() => []);
      for (let r = 0; r < 6; r++) {
        builds.forEach((b, i) => {
          const c0 = process.cpuUsage();
          b.sim.runRange(b.t, `round${r}`, 0, s.per);
          const c = process.cpuUsage(c0);
          rates[i].push(s.per / ((c.user + c.system) / 1e6));
        });
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
      const rate = (root) => Math.round(median(rates[roots.indexOf(root)])).toLocaleString('en');
      console.log(`| ${s.m.name} | ${s.level} | ${rate(before)}/s | ${rate(here)}/s |`);
    }
  }
}
