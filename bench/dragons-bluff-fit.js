// Fits hard's reading of a laid card in Dragon's Bluff (src/tavern/dragons-bluff/match-model.ts):
// plays hard among normals and among easies with the belief alone (no fitted reading), records at
// each call hard is asked whether the card matched (the state knows; the features are from hard's
// view, `matchFeatures`), fits a logistic regression on the training seeds and prints the weights
// and the log-loss on the test seeds, of the belief alone and of the fit. After `npm run build`:
//   node bench/dragons-bluff-fit.js [games a seed, default 1000] [training seeds, default tune,t3] [test seeds, default t4,t5]
'use strict';
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist');
const tavern = require(path.join(dist, 'tavern'));
const bots = require(path.join(dist, 'tavern', 'dragons-bluff', 'bots'));
const model = require(path.join(dist, 'tavern', 'dragons-bluff', 'match-model'));
const beliefs = require(path.join(dist, 'tavern', 'dragons-bluff', 'beliefs'));

const GAMES = Number(process.argv[2] || 1000);
const TRAIN = (process.argv[3] || 'tune,t3').split(',');
const TEST = (process.argv[4] || 't4,t5').split(',');
const NAMES = Object.keys(model.MATCH_WEIGHTS);
const game = tavern.loadGame('dragons-bluff');
const hard = { ...bots.HARD, reading: null };
bots.HARD.reading = null;

/** The features and the truth at every call seat 0 (hard) was asked, by row. */
function collect(seeds) {
  const out = [];
  for (const players of [['hard', 'normal', 'normal'], ['hard', 'easy', 'easy']]) {
    const seats = tavern.nameSeats(players);
    const options = { names: seats.map((s) => s.name), variants: [] };
    for (const seed of seeds) {
      for (let i = 0; i < GAMES; i++) {
        const m = tavern.startMatch(game, options, seats, `${seed}/${i}`);
        for (;;) {
          const seat = game.toAct(m.state);
          if (seat === null) break;
          const s = m.state;
          if (seat === 0 && s.pending) {
            const v = game.view(s, 0);
            const chances = beliefs.identityChances(v, beliefs.beliefGuesses(v, hard.lean));
            const honesty = beliefs.honestyOf(v, chances, hard.prior);
            const f = model.matchFeatures(v, s.pending.by, s.pending.display, chances, honesty, hard.choice);
            const col = s.under[s.pending.display];
            out.push({ row: players[1], x: NAMES.map((k) => f[k]), y: col[col.length - 1].card === s.display[s.pending.display] ? 1 : 0 });
          }
          tavern.takeAction(m, tavern.botChoice(m, players[seat]));
        }
      }
    }
  }
  return out;
}

const sig = (z) => 1 / (1 + Math.exp(-z));
const dot = (w, x) => w.reduce((s, wi, i) => s + wi * x[i], 0);
const train = collect(TRAIN);
const test = collect(TEST);
// Gradient descent on standardized features, then the weights in the features' own units.
const n = NAMES.length;
const mu = NAMES.map((_, i) => (i === 0 ? 0 : train.reduce((s, d) => s + d.x[i], 0) / train.length));
const sd = NAMES.map((_, i) => (i === 0 ? 1 : Math.sqrt(train.reduce((s, d) => s + (d.x[i] - mu[i]) ** 2, 0) / train.length) || 1));
const z = (x) => x.map((v, i) => (i === 0 ? 1 : (v - mu[i]) / sd[i]));
const tz = train.map((d) => ({ x: z(d.x), y: d.y }));
const w = new Array(n).fill(0);
for (let it = 0; it < 300; it++) {
  const g = new Array(n).fill(0);
  for (const d of tz) {
    const e = sig(dot(w, d.x)) - d.y;
    d.x.forEach((x, i) => (g[i] += e * x));
  }
  g.forEach((gi, i) => (w[i] -= gi / tz.length));
}
const raw = w.map((wi, i) => (i === 0 ? wi - w.slice(1).reduce((s, wj, j) => s + (wj * mu[j + 1]) / sd[j + 1], 0) : wi / sd[i]));
const loss = (set, p) => -set.reduce((s, d) => s + Math.log(d.y ? p(d) : 1 - p(d)), 0) / set.length;
const told = NAMES.indexOf('told');
console.log(`${train.length} calls to train on (${TRAIN.join(', ')}), ${test.length} to test on (${TEST.join(', ')})`);
for (const [row, rows] of [['normal', 'normals'], ['easy', 'easies']]) {
  const s = test.filter((d) => d.row === row);
  console.log(`among ${rows}: log-loss of the belief alone ${loss(s, (d) => sig(d.x[told])).toFixed(3)}, of the fit ${loss(s, (d) => sig(dot(raw, d.x))).toFixed(3)}`);
}
console.log(NAMES.map((k, i) => `  ${k}: ${raw[i].toFixed(4)},`).join('\n'));
