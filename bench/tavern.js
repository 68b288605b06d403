// The tavern's bots (issues 13, 14 and 33): how strong each level is, how it plays, and how quick it
// is, for this build and, with --before DIR, for another built checkout beside it in the same run
// (the two builds loaded in one process, each row played by one and then the other on the same seeds).
//
//   node bench/tavern.js [--games N] [--only GAME] [--part strength,speed,sim] [--before DIR]
//
// - strength: at 3 players, one seat of a level among seats of another: hard among normals, normal
//   among easies, hard among easies, and the oracle among normals (bench/tavern-oracle.js: a reference
//   that sees every card, never offered to players). Seat 0's share of wins with its 95% interval
//   (Wilson), and hard's edge over the fair share 1/3 as a share of the oracle's edge. The same games
//   give how each level plays (bench/tavern-figures.js): bluffs, openings and raises, where cards are
//   laid, the Hydra, anomalies, discards the next seat takes.
// - speed: every decision of the games of hard among normals timed (one thread): the median, the
//   90th percentile and the worst, by level.
// - styles: in the games whose bots play styles (or the game of --only), one seat of hard (or
//   --style-level) in each style among two steady normals (this build only): its wins and its play.
// - sim: the whole `law tavern sim GAME --games 60 --seats hard,normal,normal --workers 1` command,
//   by the clock (the issue's goal: under 30 s).
// Run it with `nice -n 19` on a shared machine: it plays games for many minutes on one core.
'use strict';
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { watcher } = require('./tavern-figures');
const { oracle } = require('./tavern-oracle');

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const GAMES = Number(flag('--games', '1000'));
const only = flag('--only', null);
const parts = flag('--part', 'strength,speed,sim').split(',');
const before = flag('--before', null);
const seed = flag('--seed', 'bench');
const rowsWanted = flag('--rows', null);

const here = path.join(__dirname, '..');
const builds = [{ name: 'now', root: here }];
if (before) builds.unshift({ name: 'before', root: path.resolve(before) });
for (const b of builds) {
  b.dist = path.join(b.root, 'dist');
  b.tavern = require(path.join(b.dist, 'tavern'));
  b.wilson = require(path.join(b.dist, 'dice', 'interval')).wilson;
  b.Rng = require(path.join(b.dist, 'dice', 'rng')).Rng;
}
// The oracle and the figures read the rules from this build: the rules are the same in both (only
// the bots differ), and states are plain JSON.
const nowDist = path.join(here, 'dist');

const PLAYERS = 3;
const ROWS = [
  { id: 'hard-normal', seats: ['hard', 'normal', 'normal'], what: 'hard among normals' },
  { id: 'normal-easy', seats: ['normal', 'easy', 'easy'], what: 'normal among easies' },
  { id: 'hard-easy', seats: ['hard', 'easy', 'easy'], what: 'hard among easies' },
  { id: 'oracle-normal', seats: ['oracle', 'normal', 'normal'], what: 'the oracle among normals' },
].filter((r) => !rowsWanted || rowsWanted.split(',').includes(r.id));

/** A seat's player as the match knows it: a level, with a style after a colon ("hard:bluffer"). */
function seatSpecs(b, players) {
  const levels = players.map((p) => (p === 'oracle' ? 'normal' : p.split(':')[0]));
  const named = b.tavern.nameSeats(levels);
  return named.map((s, i) => {
    const style = players[i].split(':')[1];
    return style ? { ...s, style } : s;
  });
}

/** Plays `games` games of `players` with build `b`: seat 0's wins, the figures, each decision's time by player. */
function playRow(b, id, players, games) {
  const game = b.tavern.loadGame(id);
  const seats = seatSpecs(b, players);
  const options = { names: seats.map((s) => s.name), variants: [] };
  const watch = watcher(id, nowDist);
  const sees = players.map((p) => (p === 'oracle' ? oracle(id, nowDist) : null));
  const times = new Map(players.map((p) => [p, []]));
  const cpu = new Map(players.map((p) => [p, []]));
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}/${i}`;
    const m = b.tavern.startMatch(game, options, seats, gameSeed);
    for (;;) {
      const seat = game.toAct(m.state);
      if (seat === null) break;
      const t0 = process.hrtime.bigint();
      const c0 = process.cpuUsage();
      let a;
      if (sees[seat]) a = sees[seat](m.state, seat, game.legal(m.state), b.Rng.fromSeed(`${gameSeed}/oracle/${m.actions.length}`));
      else a = b.tavern.botChoice(m, seats[seat].player);
      times.get(players[seat]).push(Number(process.hrtime.bigint() - t0) / 1e6);
      const c = process.cpuUsage(c0);
      cpu.get(players[seat]).push((c.user + c.system) / 1e3);
      watch.decision(m.state, seat, players[seat], a);
      b.tavern.takeAction(m, a);
    }
    watch.end(m.state, players);
    const r = game.result(m.state);
    const firsts = r.places.filter((p) => p === 1).length;
    if (r.places[0] === 1) wins += 1 / firsts;
  }
  return { wins, games, watch, times, cpu };
}

const pct = (x) => (Number.isNaN(x) ? '-' : `${(x * 100).toFixed(1)}%`);
const num = (x) => (Number.isNaN(x) ? '-' : x.toFixed(2));
const ms = (x) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(1) : x.toFixed(3));
/** A figure as the tables print it: a watcher may give a row its own text (several shares in one cell). */
const show = (fmt, x) => (typeof x === 'string' ? x : fmt(x));
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * q))] : NaN;
};

const games = builds[0].tavern.GAME_IDS.filter((g) => !only || g === only);
const results = new Map();

if (parts.includes('strength') || parts.includes('speed')) {
  const rows = parts.includes('strength') ? ROWS : ROWS.filter((r) => r.id === 'hard-normal');
  for (const id of games) {
    for (const row of rows) {
      for (const b of builds) {
        const t0 = Date.now();
        const r = playRow(b, id, row.seats, GAMES);
        r.seconds = (Date.now() - t0) / 1000;
        results.set(`${id}|${row.id}|${b.name}`, r);
        process.stderr.write(`${id} ${row.id} ${b.name}: ${pct(r.wins / r.games)} in ${r.seconds.toFixed(0)} s\n`);
      }
    }
  }
}

const cell = (id, row, b) => results.get(`${id}|${row}|${b.name}`);
const rate = (r) => r.wins / r.games;
const interval = (b, r) => {
  const w = b.wilson(r.wins, r.games);
  return `${pct(rate(r))} (${pct(w.low)}-${pct(w.high)})`;
};

if (parts.includes('strength')) {
  console.log(`### Strength: ${GAMES} games a row, ${PLAYERS} players, seed ${seed}; seat 0's share of wins (95% interval)`);
  console.log('');
  const head = builds.map((b) => b.name);
  console.log(`| game | row | ${head.join(' | ')} |`);
  console.log(`|---|---|${head.map(() => '---').join('|')}|`);
  for (const id of games) {
    for (const row of ROWS) {
      const cells = builds.map((b) => (cell(id, row.id, b) ? interval(b, cell(id, row.id, b)) : '-'));
      console.log(`| ${id} | ${row.what} | ${cells.join(' | ')} |`);
    }
    // Hard's edge over the fair share, as a share of the oracle's edge.
    const share = builds.map((b) => {
      const h = cell(id, 'hard-normal', b);
      const o = cell(id, 'oracle-normal', b);
      if (!h || !o) return '-';
      const fair = 1 / PLAYERS;
      return pct((rate(h) - fair) / (rate(o) - fair));
    });
    console.log(`| ${id} | hard's share of the oracle's edge | ${share.join(' | ')} |`);
  }
  console.log('');
  console.log('### How they play (the games above: hard and normal among normals, easy among easies)');
  console.log('');
  console.log(`| game | figure | ${builds.flatMap((b) => ['hard', 'normal', 'easy'].map((l) => `${l} ${b.name}`)).join(' | ')} |`);
  console.log(`|---|---|${builds.flatMap(() => ['---', '---', '---']).join('|')}|`);
  for (const id of games) {
    const reports = builds.flatMap((b) => {
      const hn = cell(id, 'hard-normal', b);
      const ne = cell(id, 'normal-easy', b);
      return [hn?.watch.report('hard'), hn?.watch.report('normal'), ne?.watch.report('easy')];
    });
    const names = Object.keys(reports.find((x) => x) ?? {});
    for (const name of names) {
      const fmt = name.startsWith('mean') ? num : pct;
      console.log(`| ${id} | ${name} | ${reports.map((r) => (r ? show(fmt, r[name]) : '-')).join(' | ')} |`);
    }
  }
  console.log('');
}

if (parts.includes('styles')) {
  const b = builds[builds.length - 1];
  // A game named with --only is measured even where its regulars sit steady (a style given in --seats).
  const styled = games.filter((id) => only === id || b.tavern.STYLED_GAMES.includes(id));
  const level = flag('--style-level', 'hard');
  console.log(`### Styles (${b.name}): one seat of ${level} in each style among two normals, ${GAMES} games, seed ${seed}`);
  console.log('');
  const styles = b.tavern.STYLES;
  console.log(`| game | figure | ${styles.join(' | ')} |`);
  console.log(`|---|---|${styles.map(() => '---').join('|')}|`);
  for (const id of styled) {
    const rows = styles.map((st) => {
      const player = st === 'steady' ? level : `${level}:${st}`;
      const r = playRow(b, id, [player, 'normal', 'normal'], GAMES);
      process.stderr.write(`${id} ${player}: ${pct(r.wins / r.games)}\n`);
      return { r, report: r.watch.report(player) };
    });
    console.log(`| ${id} | share of wins (95% interval) | ${rows.map(({ r }) => interval(b, r)).join(' | ')} |`);
    for (const name of Object.keys(rows[0].report)) {
      const fmt = name.startsWith('mean') ? num : pct;
      console.log(`| ${id} | ${name} | ${rows.map(({ report }) => show(fmt, report[name])).join(' | ')} |`);
    }
  }
  console.log('');
}

if (parts.includes('speed')) {
  // By the clock, and in the process's CPU time (user and system), which a loaded machine's waits do not swell.
  console.log('### Decision time (ms, one thread), games of hard among normals: median / 90th percentile / worst, by the clock and in CPU time');
  console.log('');
  console.log(`| game | level | ${builds.flatMap((b) => [`${b.name} (clock)`, `${b.name} (CPU)`]).join(' | ')} |`);
  console.log(`|---|---|${builds.flatMap(() => ['---', '---']).join('|')}|`);
  const spread = (t) => (t && t.length ? `${ms(quantile(t, 0.5))} / ${ms(quantile(t, 0.9))} / ${ms(t.reduce((a, b) => Math.max(a, b), -Infinity))}` : '-');
  for (const id of games) {
    for (const level of ['hard', 'normal']) {
      const cells = builds.flatMap((b) => {
        const r = cell(id, 'hard-normal', b);
        return [spread(r?.times.get(level)), spread(r?.cpu.get(level))];
      });
      console.log(`| ${id} | ${level} | ${cells.join(' | ')} |`);
    }
  }
  console.log('');
}

if (parts.includes('sim')) {
  console.log('### `law tavern sim GAME --games 60 --seats hard,normal,normal --workers 1`, whole command (seconds, by the clock)');
  console.log('');
  console.log(`| game | ${builds.map((b) => b.name).join(' | ')} |`);
  console.log(`|---|${builds.map(() => '---').join('|')}|`);
  for (const id of games) {
    const cells = builds.map((b) => {
      const t0 = process.hrtime.bigint();
      const r = spawnSync(process.execPath, [path.join(b.root, 'bin', 'law'), 'tavern', 'sim', id, '--games', '60', '--seats', 'hard,normal,normal', '--workers', '1', '--seed', seed], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(r.stderr);
      return (Number(process.hrtime.bigint() - t0) / 1e9).toFixed(1);
    });
    console.log(`| ${id} | ${cells.join(' | ')} |`);
  }
  console.log('');
}
