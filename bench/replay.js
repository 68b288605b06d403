// What running a person's fight again at each question costs (src/combat/protocol.ts, encounter.ts):
// a fight stops at every question of a person (and every typed roll) and runs again from its start
// with the answers so far. Two fights are timed in this thread: a duel (a hero played by a scripted
// person against an orc) and a skirmish (two heroes against three goblins and a slinger), each played
// to its end with the person always taking the first action his turn's menu offers; the time each
// whole fight takes, how many questions it asked, and the time a question costs (the whole fight's
// time over its questions: one run of the fight so far, and the menu). Then the same skirmish with
// typed dice (every roll a question). Goal: a question well under the 100 ms a person notices.
// With a second checkout's root as argument (node bench/replay.js --against DIR), `law sim` of the
// default duel, 20,000 runs on one worker, is timed as a whole command for both, interleaved.
// Run after `npm run build`: node bench/replay.js [--fights N] [--against DIR]
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { stats, fmt, timeCommand } = require('./lib');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist', p);
const combat = require(dist('combat'));
const { runEncounter } = require(dist('render/fight-face'));
const { Rng, AutoDice } = require(dist('dice'));
const { findCreature } = require(dist('rules'));
const { PLAIN } = require(dist('io'));
const arg = (name, d) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : d;
};
const FIGHTS = Number(arg('--fights', 20));
const map = combat.parseMap(fs.readFileSync(path.join(root, 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
const sheet = (f) => {
  const c = JSON.parse(fs.readFileSync(path.join(root, 'characters', f), 'utf8'));
  delete c.derived;
  return c;
};

/**
 * A plain-minded person: he strikes when he can, else walks to the hex nearest a foe (the move menu
 * lists those first), takes no reaction beyond the first offered, and says no to yes-or-no questions.
 */
class FirstChoice {
  constructor() {
    this.interactive = false;
    this.style = PLAIN;
    this.questions = 0;
  }
  say() {}
  async choose(message, choices) {
    this.questions++;
    const open = choices.filter((c) => !c.disabled);
    const named = (re) => open.find((c) => re.test(c.name));
    if (message.startsWith('Move ')) return (open[1] ?? open[0]).value;
    return (named(/^(Strike|Hit|Counterattack)/) ?? named(/^Move/) ?? named(/^(End the turn|No reaction|Pass)/) ?? open[0]).value;
  }
  async confirm() {
    this.questions++;
    return false;
  }
  async askNumber() {
    throw new Error('not asked');
  }
  async askText() {
    throw new Error('not asked');
  }
}

/** Dice from a seed that are asked for, like typed dice: every roll stops the fight. */
class AskedDice {
  constructor(seed) {
    this.manual = false;
    this.rng = Rng.fromSeed(seed);
    this.rolls = 0;
  }
  async roll(count, sides) {
    this.rolls++;
    const faces = Array.from({ length: count }, () => this.rng.die(sides));
    return { faces, sum: faces.reduce((a, b) => a + b, 0) };
  }
}

async function play(figures, seed, typed) {
  const io = new FirstChoice();
  const dice = typed ? new AskedDice(seed) : new AutoDice(Rng.fromSeed(seed));
  const t0 = process.hrtime.bigint();
  const r = await runEncounter({ map, io, dice, rng: Rng.fromSeed(`${seed}:ai`), figures, quiet: true, difficulty: 'hard' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  return { ms, questions: io.questions + (dice.rolls ?? 0), rounds: r.rounds };
}

const DUEL = () => [
  { id: 'b', side: 'party', character: sheet('brannoc-the-bold.json'), control: 'player' },
  { id: 'o', side: 'foes', creature: findCreature('Orc'), control: 'ai' },
];
const SKIRMISH = () => [
  { id: 'b', side: 'party', character: sheet('brannoc-the-bold.json'), control: 'player' },
  { id: 'y', side: 'party', character: sheet('ysolde.json'), control: 'player' },
  ...['Goblin', 'Goblin', 'Goblin Slinger'].map((n, i) => ({ id: `g${i}`, side: 'foes', creature: findCreature(n), control: 'ai' })),
];

async function measure(name, figures, typed) {
  await play(figures(), 'warm', typed);
  const whole = [];
  const perQuestion = [];
  let questions = 0;
  let rounds = 0;
  for (let i = 0; i < FIGHTS; i++) {
    const r = await play(figures(), `replay/${i}`, typed);
    whole.push(r.ms);
    perQuestion.push(r.ms / Math.max(1, r.questions));
    questions += r.questions;
    rounds += r.rounds;
  }
  const w = stats(whole);
  const q = stats(perQuestion);
  console.log(`| ${name} | ${FIGHTS} | ${(questions / FIGHTS).toFixed(1)} | ${(rounds / FIGHTS).toFixed(1)} | ${fmt(w.median)} ms | ${fmt(q.median)} ms | ${fmt(q.max)} ms |`);
}

async function main() {
  console.log('A person\'s fight, run again at each question (one thread):');
  console.log('| fight | fights | questions a fight | rounds | whole fight (median) | a question (median) | a question (worst fight) |');
  console.log('|---|---|---|---|---|---|---|');
  await measure('duel, a person against an orc', DUEL, false);
  await measure('2 against 3, two persons', SKIRMISH, false);
  await measure('2 against 3, every roll typed', SKIRMISH, true);
  const against = arg('--against', null);
  if (against) {
    const runs = ['sim', '--runs', '20000', '--workers', '1', '--seed', 'bench'];
    const times = { here: [], there: [] };
    for (let i = 0; i < 5; i++) {
      times.here.push(timeCommand(process.execPath, [path.join(root, 'bin', 'law'), ...runs]));
      times.there.push(timeCommand(process.execPath, [path.join(against, 'bin', 'law'), ...runs]));
    }
    const h = stats(times.here).median;
    const t = stats(times.there).median;
    console.log('');
    console.log(`law sim, default duel, 20,000 runs, one worker, whole command (medians of 5, interleaved): this checkout ${fmt(h)} ms (${Math.round(20000 / (h / 1000)).toLocaleString('en')}/s), ${against} ${fmt(t)} ms (${Math.round(20000 / (t / 1000)).toLocaleString('en')}/s)`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
