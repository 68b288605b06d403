// `check:` (docs/adventure-format.md, "Checks"): a check as the rules write it (3/DX, 3/ST+Climbing),
// who rolls it, and where a pass, a failure and each margin reached lead (RESOLVING UNCERTAINTY).
//
//   check: { roll: 3/DX, who: best, pass: 12, fail: 13, pass-by: { 4: 14 }, fail-by: { 5: 15 } }
import type { AdventureReader } from '../reader';
import type { AnyNode, Field, Scalar } from '../yaml-reader';
import type { CheckSpec } from '../../dice';
import { formatCheck } from '../../dice';
import type { Flow, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Exit } from '../run-shared';
import type { NextRule } from './construct';
import { namedWay, readsAs } from './construct';
import { object, ref } from '../schema-kit';
import type { Roller, StateModifier, Who } from './rolls';
import { CHECK_ROLL_SCHEMA, chooseRollers, membersOf, nobodyRolls, readCheckSpec, rollerOf, rollPlain, scopeOf, stateSpec, WHO_ROLLS_SCHEMA } from './rolls';
import { WHO_ROLLS } from './who';
import type { SceneCast } from './casting';
import { castInScene, scenePool } from './casting';

export interface MarginOutcome {
  /** Pass by at least (pass-by) or fail by at least (fail-by) this much. */
  by: number;
  flow: Flow;
}

export interface Check {
  at: Pos;
  text: string;
  spec: CheckSpec;
  /** Added to the spec's modifier when the check is rolled. */
  modifiers: StateModifier[];
  who: Who;
  /** Present when the check is the casting of a spell (`cast:`, casting.ts): only a member who can cast it rolls. */
  cast?: SceneCast;
  pass: Flow;
  fail: Flow;
  passBy: MarginOutcome[];
  failBy: MarginOutcome[];
}

export type CheckNext = { kind: 'check'; check: Check };

export const CHECK_KEYS = ['roll', 'who', 'pass', 'fail', 'pass-by', 'fail-by'] as const;

/** `pass-by:` or `fail-by:`: an outcome for each margin, reached at that margin or more. */
function readMargins(a: AdventureReader, f: Field | undefined, where: string, kind: 'pass-by' | 'fail-by'): MarginOutcome[] {
  if (!f) return [];
  const map = a.r.map(f.value, `"${kind}" of ${where}`, f.pos);
  if (!map) return [];
  const out: MarginOutcome[] = [];
  for (const pair of map.items) {
    const k = pair.key as AnyNode;
    const by = a.r.intNode(k, `a margin of "${kind}" in ${where}`, 1, 99);
    if (by === null) continue;
    const flow = a.outcome({ key: k as Scalar, value: pair.value as AnyNode, pos: a.r.pos(k) }, `${where} ${kind} ${by}`, true, a.r.pos(k));
    if (flow) out.push({ by, flow });
  }
  // The largest margin reached wins, so they are kept largest first.
  return out.sort((x, y) => y.by - x.by);
}

function readCheck(a: AdventureReader, f: Field, where: string): Check | null {
  const w = `the check of ${where}`;
  const block = a.keyed(f, w, CHECK_KEYS, ['roll', 'pass', 'fail']);
  if (!block) return null;
  const { fields, at } = block;
  const spec = readCheckSpec(a, fields.get('roll'), w, at);
  const who = a.who(fields.get('who'), w, WHO_ROLLS, 'who', true);
  const pass = a.outcome(fields.get('pass'), `${where} on a pass`, false, at);
  const fail = a.outcome(fields.get('fail'), `${where} on a failure`, false, at);
  const passBy = readMargins(a, fields.get('pass-by'), where, 'pass-by');
  const failBy = readMargins(a, fields.get('fail-by'), where, 'fail-by');
  if (!spec || !pass || !fail) return null;
  return { at, text: spec.text, spec: spec.spec, modifiers: spec.modifiers, who, pass, fail, passBy, failBy };
}

/** The ladder of a check's outcomes from worst to best: fail-by (largest first), fail, pass, pass-by. */
export function checkLadder(check: Check): Array<{ name: string; flow: Flow; lo: number; hi: number }> {
  // Each rung covers a range of margins (target - total), lo..hi inclusive.
  const out: Array<{ name: string; flow: Flow; lo: number; hi: number }> = [];
  const failBy = [...check.failBy].sort((a, b) => b.by - a.by);
  let hi = -1;
  let top = -Infinity;
  for (const f of failBy) {
    out.push({ name: `fail-by ${f.by}`, flow: f.flow, lo: top, hi: -f.by });
    top = -f.by + 1;
  }
  out.push({ name: 'fail', flow: check.fail, lo: top, hi });
  const passBy = [...check.passBy].sort((a, b) => a.by - b.by);
  const passTop = passBy.length ? passBy[0].by - 1 : Infinity;
  out.push({ name: 'pass', flow: check.pass, lo: 0, hi: passTop });
  passBy.forEach((p: MarginOutcome, i) => {
    out.push({ name: `pass-by ${p.by}`, flow: p.flow, lo: p.by, hi: i + 1 < passBy.length ? passBy[i + 1].by - 1 : Infinity });
  });
  return out;
}

/** Rolls the check: each roller his own outcome with `who: each` or several of a role, the party on by the worst. */
async function runCheck(run: Run, check0: Check): Promise<Exit> {
  const check = { ...check0, spec: stateSpec(run, check0.spec, check0.modifiers) };
  // Terms read from the game are asked as they stand ("3/DX-2"): a counter's name may be the GM's.
  const what = check0.modifiers.length ? formatCheck(check.spec) : check.text;
  const rollers = await chooseRollers(run, check.spec, check.who, `who rolls ${run.sectionId}`, what);
  const ladder = checkLadder(check);
  if (rollers.length === 0) return nobodyRolls(run, check.who, check.fail);
  // Several named for the task each roll, as "each" does.
  const each = check.who === 'each' || (typeof check.who === 'object' && rollers.length > 1);
  const results: Array<{ roller: Roller; rung: number; margin: number }> = [];
  for (const i of rollers) {
    const r = await rollPlain(run, check.spec, i, null, check.at, ladder);
    let rung: number;
    if (r.forced !== undefined) rung = r.forced;
    else rung = ladder.findIndex((x) => r.margin >= x.lo && r.margin <= x.hi);
    if (rung < 0) rung = r.passed ? ladder.findIndex((x) => x.name === 'pass') : ladder.findIndex((x) => x.name === 'fail');
    run.emit({ kind: 'outcome', at: check.at, roller: rollerOf(run, i).name, outcome: ladder[rung].name, passed: r.passed, forced: r.forced !== undefined });
    results.push({ roller: i, rung, margin: r.margin });
    if (each) await run.runBody(ladder[rung].flow, scopeOf(i, r.margin));
  }
  if (!each) {
    const r = results[0];
    return run.runFlow(ladder[r.rung].flow, scopeOf(r.roller, r.margin));
  }
  // Everyone has had his own outcome; the party goes on by the worst of them.
  const worst = results.reduce((w, r) => (r.rung < w.rung ? r : w), results[0]);
  return run.runNext(ladder[worst.rung].flow.next, { rollers: membersOf(rollers), margin: null }, null);
}

export const checkWay = namedWay('check', readsAs(readCheck, (check) => ({ kind: 'check', check })), () => {
  const margins = { type: 'object', patternProperties: { '^\\d+$': ref('outcome') }, additionalProperties: false };
  return object(CHECK_KEYS, { roll: CHECK_ROLL_SCHEMA, who: WHO_ROLLS_SCHEMA, pass: ref('outcome'), fail: ref('outcome'), 'pass-by': margins, 'fail-by': margins }, ['roll', 'pass', 'fail']);
});

/** A check, or the casting of a spell in a scene (`cast:` reads as a check whose roller must cast it). */
export const checkNext: NextRule<'check'> = {
  run: (run, next) => (next.check.cast ? castInScene(run, next.check, next.check.cast) : runCheck(run, next.check)),
  outcomes: ({ check: c }) => [c.pass, c.fail, ...c.passBy.map((m) => m.flow), ...c.failBy.map((m) => m.flow)],
  shape({ check: c }, w) {
    w.shape.checks.push(c.text);
    w.visit(c.pass, `${c.text} pass`, 'check');
    w.visit(c.fail, `${c.text} fail`, 'check');
    for (const m of c.passBy) w.visit(m.flow, `${c.text} pass by ${m.by}+`, 'check');
    for (const m of c.failBy) w.visit(m.flow, `${c.text} fail by ${m.by}+`, 'check');
  },
  chance: ({ check: c }) => ({ kind: 'check', text: c.text, at: c.at, outcomes: ['fail', 'pass', ...c.passBy.map((m) => `pass-by ${m.by}`), ...c.failBy.map((m) => `fail-by ${m.by}`)] }),
  preview: (_run, next) => ({ says: `(It comes to a ${next.check.text} check.)` }),
  // A spell to cast is offered only to a party with someone who can cast it now.
  closed: (run, next) => (next.check.cast ? scenePool(run, next.check.who, next.check.cast).why : null),
};
