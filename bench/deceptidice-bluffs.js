// Deceptidice's bluffs, diagnosed (issue 33, seventh stop): hard among two normals (or the seats
// given) with settings laid over HARD, NORMAL and the table's reading, and what became of hard's
// guesses that were false when said: called by the next seat, or raised over (so they cost
// nothing). Also the rounds hard lost and how, its calls, its openings (o1..o4) and raises (r1..r4).
//   node bench/deceptidice-bluffs.js '{"hard":{"bluff":0},"normal":{},"reading":1,"seats":["hard","easy","easy"]}' [games] [seed]
// DIST=/path/to/dist plays another build. It prints figures; it asserts nothing.
'use strict';
const path = require('node:path');
const dist = process.env.DIST || path.join(__dirname, '..', 'dist');
const tavern = require(path.join(dist, 'tavern'));
const hb = require(path.join(dist, 'tavern', 'deceptidice', 'hard-bot'));
const bots = require(path.join(dist, 'tavern', 'deceptidice', 'bots'));
const beliefs = require(path.join(dist, 'tavern', 'deceptidice', 'beliefs'));
const g = require(path.join(dist, 'tavern', 'deceptidice', 'guesses'));
const st = require(path.join(dist, 'tavern', 'deceptidice', 'state'));
const cfg = JSON.parse(process.argv[2] || '{}');
const N = Number(process.argv[3] || 300);
const seed = process.argv[4] || 'tune';
Object.assign(hb.HARD, cfg.hard || {});
Object.assign(bots.NORMAL, cfg.normal || {});
if (cfg.reading !== undefined) beliefs.READING = cfg.reading;
const players = cfg.seats || ['hard', 'normal', 'normal'];
const game = tavern.loadGame('deceptidice');
const levels = players;
const seats = tavern.nameSeats(levels);
const options = { names: seats.map((s) => s.name), variants: [] };
let wins = 0;
const c = { guesses: 0, false: 0, falseRaised: 0, falseCalled: 0, calls: 0, callsWon: 0, lostRounds: 0, rounds: 0, ngu: 0, nfalse: 0 };
const t0 = Date.now();
let bluffedThisRound = false, falseBefore = 0;
for (let i = 0; i < N; i++) {
  const m = tavern.startMatch(game, options, seats, `${seed}/${i}`);
  let pendingFalse = null;
  for (;;) {
    const seat = game.toAct(m.state);
    if (seat === null) break;
    const s = m.state;
    const a = tavern.botChoice(m, seats[seat].player);
    if (s.phase === 'bid') {
      if (pendingFalse !== null && seat === 1) { if (a.kind === 'challenge') c.falseCalled++; else c.falseRaised++; pendingFalse = null; }
      if (a.kind === 'guess') {
        const all = s.dice.flatMap((d) => d.map((p) => p[0]));
        const holds = g.guessHolds(a.guess, g.tally(all), g.rolledPower(a.guess, st.topsOf(s, seat)));
        if (seat === 0) { const n = g.statedNumber(a.guess); const k = s.guesses.length ? 'r' + Math.min(4, n - g.statedNumber(s.guesses[s.guesses.length - 1].guess)) : 'o' + Math.min(n, 4); c[k] = (c[k] || 0) + 1; }
        if (seat === 0) { c.guesses++; if (!holds) { c.false++; pendingFalse = true; } }
        else { c.ngu++; if (!holds) c.nfalse++; }
      }
      if (a.kind === 'challenge') {
        c.rounds++;
        const last = s.guesses[s.guesses.length - 1];
        const holds = st.challengeHolds(s, last);
        const loser = holds ? seat : last.seat;
        if (loser === 0) { c.lostRounds++; c[seat === 0 ? 'lostCalling' : 'lostCalled']++; c['lostAt' + s.guesses.length] = (c['lostAt' + s.guesses.length] || 0) + 1; }
        if (!holds && last.seat === 0) c['hardFalseCalledBy' + seat] = (c['hardFalseCalledBy' + seat] || 0) + 1;
      }
      if (s.guesses.length === 0) bluffedThisRound = false;
      if (a.kind === 'guess' && seat === 0 && c.false > falseBefore) { bluffedThisRound = true; }
      falseBefore = c.false;
      if (a.kind === 'challenge' && seat === 0) { const k = bluffedThisRound ? 'callsAfterOwnFalse' : 'callsClean'; c[k] = (c[k] || 0) + 1; }
      if (a.kind === 'challenge' && seat === 0) { c.calls++; const last = s.guesses[s.guesses.length - 1]; if (!st.challengeHolds(s, last)) c.callsWon++; }
    }
    tavern.takeAction(m, a);
  }
  const r = game.result(m.state);
  const firsts = r.places.filter((p) => p === 1).length;
  if (r.places[0] === 1) wins += 1 / firsts;
}
const p = (a, b) => (100 * a / b).toFixed(1) + '%';
console.log(JSON.stringify(c));
console.log(JSON.stringify(cfg), `games ${N} seed ${seed}: hard wins ${p(wins, N)}; hard false ${p(c.false, c.guesses)} (next raised ${c.falseRaised}, called ${c.falseCalled}); normal false ${p(c.nfalse, c.ngu)}; hard calls won ${p(c.callsWon, c.calls)}; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
