// The tavern's bots: the time a bot takes to decide a move at each level (median and 90th percentile,
// one core), whole bot games a second, and the levels against each other: one seat of the stronger
// level among seats of the weaker, win rate with its 95% interval against the fair share 1/n.
// `node bench/tavern.js [--games N] [--only GAME] [--skip-table]` after `npm run build`.
'use strict';
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { stats, fmt } = require('./lib');

const dist = path.join(__dirname, '..', 'dist');
const tavern = require(path.join(dist, 'tavern'));

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const tableGames = Number(flag('--games', '1000'));
const only = flag('--only', null);
const games = tavern.GAME_IDS.filter((g) => !only || g === only);

/** Plays games with every seat at `level`, timing each decision. */
function timeLevel(id, level, players, count) {
  const game = tavern.loadGame(id);
  const seats = tavern.nameSeats(Array(players).fill(level));
  const options = { names: seats.map((s) => s.name), variants: [] };
  const times = [];
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const m = tavern.startMatch(game, options, seats, `bench/${i}`);
    while (game.toAct(m.state) !== null) {
      const s = process.hrtime.bigint();
      const a = tavern.botChoice(m, level);
      times.push(Number(process.hrtime.bigint() - s) / 1e6);
      tavern.takeAction(m, a);
    }
  }
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const sorted = [...times].sort((a, b) => a - b);
  return { ...stats(times), p90: sorted[Math.floor(sorted.length * 0.9)], gamesPerSecond: count / seconds };
}

const TABLE_PLAYERS = { deceptidice: [2, 4], 'dragons-bluff': [3, 4] };

console.log('## Tavern bots (bench/tavern.js)');
console.log('');
console.log('Decision time (ms) and whole games a second, every seat at the level, one thread:');
console.log('');
console.log('| game | players | level | decisions | median ms | p90 ms | max ms | games/s |');
console.log('|---|---|---|---|---|---|---|---|');
for (const id of games) {
  const players = TABLE_PLAYERS[id] ? TABLE_PLAYERS[id][0] : tavern.loadGame(id).players.default;
  for (const [level, count] of [['easy', 200], ['normal', 200], ['hard', 6]]) {
    const r = timeLevel(id, level, players, count);
    console.log(`| ${id} | ${players} | ${level} | ${r.n} | ${fmt(r.median)} | ${fmt(r.p90)} | ${fmt(r.max)} | ${r.gamesPerSecond.toFixed(1)} |`);
  }
}

if (!args.includes('--skip-table')) {
  console.log('');
  console.log(`Levels against each other: ${tableGames} games a row with \`law tavern sim\` (both cores), seed bench;`);
  console.log('the stronger seat wins beyond its interval when the interval\'s low end is above the fair share.');
  console.log('');
  console.log('| game | seats | stronger seat wins | 95% interval | fair share | apart? | moves a game | seconds |');
  console.log('|---|---|---|---|---|---|---|---|');
  const bin = path.join(__dirname, '..', 'bin', 'law');
  for (const id of games) {
    for (const n of TABLE_PLAYERS[id] || [tavern.loadGame(id).players.default]) {
      for (const [strong, weak] of [['hard', 'normal'], ['normal', 'easy']]) {
        const seats = [strong, ...Array(n - 1).fill(weak)].join(',');
        const t0 = Date.now();
        const r = spawnSync(process.execPath, [bin, 'tavern', 'sim', id, '--games', String(tableGames), '--seats', seats, '--seed', 'bench', '--json'], { encoding: 'utf8', maxBuffer: 1 << 24 });
        if (r.status !== 0) throw new Error(r.stderr);
        const j = JSON.parse(r.stdout);
        const s = j.seats[0];
        const fair = 1 / n;
        const pct = (x) => `${(x * 100).toFixed(1)}%`;
        console.log(`| ${id} | ${seats} | ${pct(s.winRate)} | ${pct(s.ci95[0])}-${pct(s.ci95[1])} | ${pct(fair)} | ${s.ci95[0] > fair ? 'yes' : 'NO'} | ${j.actions.mean.toFixed(1)} | ${((Date.now() - t0) / 1000).toFixed(0)} |`);
      }
    }
  }
}
