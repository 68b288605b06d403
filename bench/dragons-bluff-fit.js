// Fits hard's two readings in Dragon's Bluff, from games played on seeds apart from the bench's:
// - whether a card just laid matches its display card (src/tavern/dragons-bluff/match-model.ts):
//   at each call hard is asked, the features from hard's view (`matchFeatures`) and what the card
//   was (the state knows), with hard calling by the belief alone;
// - whether another seat calls a card hard lays (src/tavern/dragons-bluff/call-model.ts): at each
//   call or pass of another seat on a card hard laid, the features from hard's view before its play
//   (`callFeatures`), with hard calling by the first reading and laying by its old rule of thumb.
//   One caller is fitted among steady normals, one among easies, one among bold normals and one
//   among cautious normals; each with its rate of calls over the cards offered (what a seat's
//   calls are weighed against, `callerChances`).
// Each is a logistic regression fitted on the training seeds; it prints the weights and the
// log-loss on the test seeds. After `npm run build`:
//   node bench/dragons-bluff-fit.js [games a seed, default 1000] [training seeds, default tune,t3] [test seeds, default t4,t5]
'use strict';
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist');
const tavern = require(path.join(dist, 'tavern'));
const bots = require(path.join(dist, 'tavern', 'dragons-bluff', 'bots'));
const matchModel = require(path.join(dist, 'tavern', 'dragons-bluff', 'match-model'));
const callModel = require(path.join(dist, 'tavern', 'dragons-bluff', 'call-model'));
const beliefs = require(path.join(dist, 'tavern', 'dragons-bluff', 'beliefs'));

const GAMES = Number(process.argv[2] || 1000);
const TRAIN = (process.argv[3] || 'tune,t3').split(',');
const TEST = (process.argv[4] || 't4,t5').split(',');
const game = tavern.loadGame('dragons-bluff');
const ROWS = [['hard', 'normal', 'normal'], ['hard', 'easy', 'easy']];
const CALLER_ROWS = [...ROWS, ['hard', 'normal:bold', 'normal:bold'], ['hard', 'normal:cautious', 'normal:cautious']];
// Hard as it was when the data were gathered: it bluffed less (-1) to make up for the old rule.
const HARD = { ...bots.HARD };
Object.assign(bots.HARD, { bluff: -1, calls: null });

/** Plays `rows` on `seeds`, calling `see(state, seat, action, memo)` before each action; what it returns is kept, by row. */
function gather(seeds, see, rows = ROWS) {
  const out = [];
  for (const players of rows) {
    const levels = players.map((p) => p.split(':')[0]);
    const seats = tavern.nameSeats(levels).map((x, i) => (players[i].includes(':') ? { ...x, style: players[i].split(':')[1] } : x));
    const options = { names: seats.map((s) => s.name), variants: [] };
    for (const seed of seeds) {
      for (let i = 0; i < GAMES; i++) {
        const m = tavern.startMatch(game, options, seats, `${seed}/${i}`);
        const memo = {};
        for (;;) {
          const seat = game.toAct(m.state);
          if (seat === null) break;
          const a = tavern.botChoice(m, levels[seat]);
          const x = see(m.state, seat, a, memo);
          if (x) out.push({ row: players[1], ...x });
          tavern.takeAction(m, a);
        }
        // The other seats' calls over the cards they were offered, as hard counts them at the end.
        const end = game.view(m.state, 0);
        for (const j of [1, 2]) out.push({ row: players[1], ready: callModel.readiness(end, j) });
      }
    }
  }
  return out;
}

/** At hard's calls: what the card just laid shows, and whether it matched. */
const matchSeen = (names) => (s, seat) => {
  if (seat !== 0 || !s.pending) return null;
  const v = game.view(s, 0);
  const chances = beliefs.identityChances(v, beliefs.beliefGuesses(v, HARD.lean));
  const honesty = beliefs.honestyOf(v, chances, HARD.prior);
  const f = matchModel.matchFeatures(v, s.pending.by, s.pending.display, chances, honesty, HARD.choice);
  const col = s.under[s.pending.display];
  return { x: names.map((k) => f[k]), y: col[col.length - 1].card === s.display[s.pending.display] ? 1 : 0 };
};

/** At another seat's call or pass on a card hard laid: hard's view before its play, and whether the seat called. */
const callSeen = (names) => (s, seat, a, memo) => {
  if (seat === 0 && !s.pending && a.type === 'under') {
    memo.view = game.view(s, 0);
    memo.display = a.display;
  }
  if (seat === 0 || !s.pending || s.pending.by !== 0) return null;
  const f = callModel.callFeatures(memo.view, memo.display, seat, HARD.lean);
  return { x: names.map((k) => f[k]), y: a.type === 'call' ? 1 : 0 };
};

const sig = (z) => 1 / (1 + Math.exp(-z));
const dot = (w, x) => w.reduce((s, wi, i) => s + wi * x[i], 0);

/** Gradient descent on standardized features; the weights in the features' own units. */
function fit(train, steps, rate) {
  const n = train[0].x.length;
  const mu = train[0].x.map((_, i) => (i === 0 ? 0 : train.reduce((s, d) => s + d.x[i], 0) / train.length));
  const sd = train[0].x.map((_, i) => (i === 0 ? 1 : Math.sqrt(train.reduce((s, d) => s + (d.x[i] - mu[i]) ** 2, 0) / train.length) || 1));
  const tz = train.map((d) => ({ x: d.x.map((v, i) => (i === 0 ? 1 : (v - mu[i]) / sd[i])), y: d.y }));
  const w = new Array(n).fill(0);
  for (let it = 0; it < steps; it++) {
    const g = new Array(n).fill(0);
    for (const d of tz) {
      const e = sig(dot(w, d.x)) - d.y;
      d.x.forEach((x, i) => (g[i] += e * x));
    }
    g.forEach((gi, i) => (w[i] -= (rate * gi) / tz.length));
  }
  return w.map((wi, i) => (i === 0 ? wi - w.slice(1).reduce((s, wj, j) => s + (wj * mu[j + 1]) / sd[j + 1], 0) : wi / sd[i]));
}

const loss = (set, p) => -set.reduce((s, d) => s + Math.log(d.y ? p(d) : 1 - p(d)), 0) / set.length;
const AMONG = { normal: 'among normals', easy: 'among easies', 'normal:bold': 'among bold normals', 'normal:cautious': 'among cautious normals' };
const print = (names, w) => console.log(names.map((k, i) => `  ${k}: ${w[i].toFixed(4)},`).join('\n'));

// The reading of a laid card (hard calling by the belief alone).
bots.HARD.reading = null;
const mNames = Object.keys(matchModel.MATCH_WEIGHTS);
const mTrain = gather(TRAIN, matchSeen(mNames)).filter((d) => d.x);
const mTest = gather(TEST, matchSeen(mNames)).filter((d) => d.x);
const mw = fit(mTrain, 300, 1);
const told = mNames.indexOf('told');
console.log(`The reading of a laid card: ${mTrain.length} calls to train on (${TRAIN.join(', ')}), ${mTest.length} to test on (${TEST.join(', ')})`);
for (const row of ['normal', 'easy']) {
  const s = mTest.filter((d) => d.row === row);
  console.log(`${AMONG[row]}: log-loss of the belief alone ${loss(s, (d) => sig(d.x[told])).toFixed(3)}, of the fit ${loss(s, (d) => sig(dot(mw, d.x))).toFixed(3)}`);
}
print(mNames, mw);

// The reading of the table's calls (hard calling by the reading above, laying by its old rule).
bots.HARD.reading = HARD.reading;
const cNames = Object.keys(callModel.CALLERS[0].weights);
const cAll = gather(TRAIN, callSeen(cNames), CALLER_ROWS);
const cTrain = cAll.filter((d) => d.x);
const cTest = gather(TEST, callSeen(cNames), CALLER_ROWS).filter((d) => d.x);
console.log(`The reading of the table's calls: ${cTrain.length} calls or passes to train on, ${cTest.length} to test on`);
for (const row of ['normal', 'easy', 'normal:bold', 'normal:cautious']) {
  const tr = cTrain.filter((d) => d.row === row);
  const te = cTest.filter((d) => d.row === row);
  const w = fit(tr, 600, 1.5);
  const base = tr.reduce((s, d) => s + d.y, 0) / tr.length;
  const ends = cAll.filter((d) => d.row === row && d.ready);
  const rate = ends.reduce((s, d) => s + d.ready.calls, 0) / ends.reduce((s, d) => s + d.ready.offered, 0);
  console.log(`the caller fitted ${AMONG[row]} (calls ${(100 * base).toFixed(1)}% of hard's cards, rate ${rate.toFixed(3)} of the cards offered): log-loss of the first rate alone ${loss(te, () => base).toFixed(3)}, of the fit ${loss(te, (d) => sig(dot(w, d.x))).toFixed(3)}`);
  print(cNames, w);
}
