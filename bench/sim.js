// `law sim` speed: fights per second for a one-on-one duel (the sample hero against an orc) and for
// a four-against-six melee (four warriors against three orcs and three goblins) on the arena map,
// on one core and on all cores; and the AI's time to plan a figure's turn in the melee at its best
// difficulty (hard). Goals: 10,000 duels/s on one core; under 5 ms per decision.
// Each one-core run starts from an empty decision table, as `law sim` does (src/combat/ai/transposition.ts):
// the duel is timed over a run of N fights and over a run ten times longer, in this thread once the
// JIT is warm; then as a user runs it, the whole `law sim --workers 1` command (start-up, the JIT's
// warm-up and an empty table included) for runs of 10N/3, 10N and 30N fights.
// Run after `npm run build`: node bench/sim.js [--runs N]
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { stats, fmt } = require('./lib');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist', p);
const sim = require(dist('combat/sim'));
const combat = require(dist('combat'));
const { findCreature } = require(dist('rules'));
const { Rng } = require(dist('dice'));

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3000;
/** A long run, where most boards have been met before. */
const LONG_RUN = 10 * RUNS;
const map = combat.parseMap(fs.readFileSync(path.join(root, 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
const brannoc = JSON.parse(fs.readFileSync(path.join(root, 'characters', 'brannoc-the-bold.json'), 'utf8'));
delete brannoc.derived;
const creatures = (name, n, side) => Array.from({ length: n }, (_, i) => ({ id: `${side}-${name}-${i}`, side, creature: findCreature(name), control: 'ai' }));
const DUEL = [{ id: 'brannoc', side: 'party', character: brannoc, control: 'ai' }, ...creatures('Orc', 1, 'foes')];
const MELEE = [...creatures('Warrior', 4, 'party'), ...creatures('Orc', 3, 'foes'), ...creatures('Goblin', 3, 'foes')];
const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

/**
 * Fights per second of one run of `runs` fights in this thread, by CPU time (steadier than the clock
 * on a shared machine). The run starts as `law sim` does, with an empty decision table (ai/transposition.ts):
 * its later fights find more of their boards already decided, so a longer run goes faster. The JIT
 * is warmed first on another template, whose table is thrown away.
 */
function oneCore(figures, difficulty, runs) {
  sim.runRange(sim.prepare({ map, figures, difficulty, canFlee: true }), 'warm', 0, Math.min(1500, runs));
  const t = sim.prepare({ map, figures, difficulty, canFlee: true });
  // The last third of the run is timed on its own as well: the rate once most boards are known.
  const third = Math.floor((2 * runs) / 3);
  const c0 = process.cpuUsage();
  const w0 = process.hrtime.bigint();
  const first = sim.runRange(t, 'bench', 0, third);
  const c1 = process.cpuUsage();
  const last = sim.runRange(t, 'bench', third, runs);
  const cpu = process.cpuUsage(c0);
  const lastCpu = process.cpuUsage(c1);
  const wall = Number(process.hrtime.bigint() - w0) / 1e9;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const { lookups, hits } = t.table.stats;
  return {
    perCpu: runs / cpuSeconds,
    perWall: runs / wall,
    lastThird: (runs - third) / ((lastCpu.user + lastCpu.system) / 1e6),
    rounds: (first.roundsSum + last.roundsSum) / runs,
    hitRate: lookups > 0 ? hits / lookups : 0,
  };
}

/** Fights per second of the whole `law sim` command on `workers` threads (every core by default), start-up included. */
function wholeCommand(args, runs, workers = cores) {
  const w0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [path.join(root, 'bin', 'law'), 'sim', ...args, '--runs', String(runs), '--seed', 'bench', '--workers', String(workers), '--json'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return runs / (Number(process.hrtime.bigint() - w0) / 1e9);
}

/** Time the AI takes to plan one figure's turn, over whole melee fights at the given difficulty. */
function decisionTimes(difficulty, fights) {
  const times = [];
  for (let i = 0; i < fights; i++) {
    const figs = combat.buildFigures(MELEE);
    combat.placeFigures(map, figs, (f) => (f.side === 'party' ? 'A' : 'B'));
    const rng = Rng.fromSeed(`decide/${i}`);
    const ctx = combat.createContext(combat.createState(map, figs), {
      rollNow: (count, sides) => {
        const faces = new Array(count);
        let sum = 0;
        for (let k = 0; k < count; k++) sum += faces[k] = rng.die(sides);
        return { faces, sum };
      },
      ai: (c, fig, d) => {
        if (d.kind !== 'turn') return combat.aiDecide(c, fig, d);
        const t0 = process.hrtime.bigint();
        const plan = combat.aiDecide(c, fig, d);
        times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        return plan;
      },
      rng,
      difficulty,
    });
    combat.fight(ctx, null);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { s: stats(times), p95: sorted[Math.floor(sorted.length * 0.95)] };
}

const k = (n) => Math.round(n).toLocaleString('en');
// Warm up every code path once before measuring anything: the JIT keeps optimizing for seconds.
for (const figures of [DUEL, MELEE]) for (const level of ['normal', 'hard']) oneCore(figures, level, figures === DUEL ? 2000 : 100);
console.log(`law sim: ${RUNS} fights each, ${cores} cores, Node ${process.version}`);
for (const [name, figures, args, runs] of [
  ['duel (Brannoc the Bold against an orc)', DUEL, ['--foes', 'Orc'], RUNS],
  ['4 against 6 (warriors against orcs and goblins)', MELEE, ['--party', 'Warrior x4', '--foes', 'Orc x3,Goblin x3'], Math.max(200, Math.round(RUNS / 10))],
]) {
  for (const level of ['normal', 'hard']) {
    const one = oneCore(figures, level, runs);
    console.log(`  ${name}, ${level}: one core, a run of ${k(runs)}: ${k(one.perCpu)} fights/s of CPU (${k(one.perWall)}/s by the clock), ${one.rounds.toFixed(1)} rounds on average, ${(100 * one.hitRate).toFixed(0)}% of decisions looked up`);
  }
  if (figures === DUEL) {
    const long = oneCore(figures, 'hard', LONG_RUN);
    console.log(`  ${name}, hard: one core, a run of ${k(LONG_RUN)}: ${k(long.perCpu)} fights/s of CPU (${k(long.perWall)}/s by the clock), its last third ${k(long.lastThird)}/s, ${(100 * long.hitRate).toFixed(0)}% of decisions looked up`);
  }
  if (figures === DUEL) {
    // What a user sees: the whole command on one thread, start-up, the JIT's warm-up and an empty
    // table included, for runs of several lengths.
    const whole = [LONG_RUN / 3, LONG_RUN, 3 * LONG_RUN].map((n) => `${k(n)} fights ${k(wholeCommand([...args, '--difficulty', 'hard'], n, 1))}/s`);
    console.log(`  ${name}, hard: law sim --workers 1, the whole command by the clock: ${whole.join(', ')}`);
  }
  console.log(`  ${name}, hard: law sim on ${cores} cores ${k(wholeCommand([...args, '--difficulty', 'hard'], runs * 4))} fights/s by the clock (start-up and warm-up included)`);
}
for (const level of ['hard', 'normal']) {
  decisionTimes(level, 10); // warm up the JIT first: the first fights of a process run slower
  const { s, p95 } = decisionTimes(level, 30);
  console.log(`  AI turn in the 4 against 6, ${level}: median ${fmt(s.median)} ms, mean ${fmt(s.mean)} ms, 95th percentile ${fmt(p95)} ms, max ${fmt(s.max)} ms over ${s.n} turns`);
}
