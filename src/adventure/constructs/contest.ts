// `contest:` (docs/adventure-format.md, "Contests"): RESOLVING UNCERTAINTY, Winning a Check. The
// party's roller and the other side (a creature's attribute or a number) both roll; the one within
// his target and nearer it wins; the loser may spend karma to roll his own dice again.
//
//   contest: { roll: 3/DX+Stealth, against: { creature: Goblin, roll: 3/IQ }, win: 12, lose: 13 }
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import type { CheckSpec, ContestResult, ContestSide } from '../../dice';
import { checkTarget, contestOdds, formatCheck, judgeContest } from '../../dice';
import type { Flow, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Exit } from '../run-shared';
import { CombatUnavailable } from '../run-shared';
import type { NextRule } from './construct';
import { namedWay, readsAs } from './construct';
import { object, ref } from '../schema-kit';
import type { Roller, StateModifier, Who } from './rolls';
import { CHECK_PLAIN_PATTERN, CHECK_ROLL_SCHEMA, chooseRollers, membersOf, nobodyRolls, readCheckSpec, rollerOf, scopeOf, specFor, stateSpec, WHO_ROLLS_SCHEMA } from './rolls';
import { WHO_ROLLS } from './who';
import { spendKarma } from './karma';
import { creatureNamed } from './creatures';

/** The other side of a contest: a creature's attribute or a bare number. */
export interface Opponent {
  name: string;
  spec: CheckSpec;
  /** The creature rolled against, when named. */
  creature: string | null;
}

export interface Contest {
  at: Pos;
  text: string;
  spec: CheckSpec;
  modifiers: StateModifier[];
  against: Opponent;
  who: Who;
  win: Flow;
  lose: Flow;
  /** Nobody wins (both exceed, or an even tie); the lose outcome when not given. */
  tie: Flow | null;
}

export type ContestNext = { kind: 'contest'; contest: Contest };

export type ContestOutcome = 'win' | 'lose' | 'tie';

export const CONTEST_KEYS = ['roll', 'who', 'against', 'win', 'lose', 'tie'] as const;
export const AGAINST_KEYS = ['creature', 'name', 'roll'] as const;

function readContest(a: AdventureReader, f: Field, where: string): Contest | null {
  const w = `the contest of ${where}`;
  const block = a.keyed(f, w, CONTEST_KEYS, ['roll', 'against', 'win', 'lose']);
  if (!block) return null;
  const { fields, at } = block;
  const spec = readCheckSpec(a, fields.get('roll'), w, at);
  const who = a.who(fields.get('who'), w, WHO_ROLLS, 'who', true);
  const against = readAgainst(a, fields.get('against'), w);
  const win = a.outcome(fields.get('win'), `${where} on winning`, false, at);
  const lose = a.outcome(fields.get('lose'), `${where} on losing`, false, at);
  const tie = a.outcome(fields.get('tie'), `${where} when nobody wins`, false, at);
  if (!spec || !against || !win || !lose) return null;
  return { at, text: spec.text, spec: spec.spec, modifiers: spec.modifiers, against, who, win, lose, tie };
}

/** `against: { creature: Goblin, roll: 3/IQ }` or `{ name: the guard, roll: 3/11 }`: the other side, without a skill. */
function readAgainst(a: AdventureReader, f: Field | undefined, where: string): Opponent | null {
  if (!f) return null;
  const map = a.r.map(f.value, `"against" of ${where}`, f.pos);
  if (!map) return null;
  const w = `the other side of ${where}`;
  const fields = a.r.fields(map, w, AGAINST_KEYS, ['roll']);
  const spec = readCheckSpec(a, fields.get('roll'), w, a.r.pos(map));
  const creatureF = fields.get('creature');
  const creature = creatureF ? a.r.name(creatureF.value, `the creature of ${w}`, creatureF.pos) : null;
  const name = a.r.str(fields.get('name'), `the name of ${w}`);
  if (!spec) return null;
  const opp: Opponent = { name: name ?? creature ?? 'the opponent', spec: spec.spec, creature };
  if (creature !== null) {
    a.refs.push({ kind: 'creature', name: creature, at: a.r.pos(creatureF!.value, creatureF!.pos), where: w, resolve: (c) => (opp.creature = c) });
  } else if (spec.spec.attribute !== null) {
    a.r.error('LAW0003', a.r.pos(map), `${w} rolls against ${spec.spec.attribute} but names no creature`, `add "creature: NAME" (its ${spec.spec.attribute} is used), or give a number: "roll: 3/11"`);
  }
  if (spec.spec.skill) a.r.error('LAW0007', fields.get('roll')!.pos, `${w}: the other side of a contest rolls an attribute or a number, without a skill`, 'put skill bonuses in the number: "roll: 3/13"');
  return opp;
}

/** The other side as the dice see it: its target is the creature's attribute (or the number) with the modifier. */
function opponentSide(run: Run, contest: Contest): ContestSide {
  const a = contest.against;
  let target = a.spec.value;
  let attribute = a.spec.value;
  if (a.spec.attribute !== null) {
    const creature = creatureNamed(run, a.creature ?? '');
    if (!creature) throw new CombatUnavailable(`section ${run.sectionId}: the creature ${a.creature} is not in this build's bestiary`);
    const v = a.spec.attribute === 'ST' ? creature.st : a.spec.attribute === 'DX' ? creature.dx : creature.iq;
    target = v;
    attribute = v;
  }
  return { name: a.name, dice: a.spec.dice, target: target + a.spec.modifier, attribute, curses: 0 };
}

function contestFlow(contest: Contest, outcome: ContestOutcome): Flow {
  return outcome === 'win' ? contest.win : outcome === 'tie' ? (contest.tie ?? contest.lose) : contest.lose;
}

/** Each roller contests the other side; with `who: each` (or several of a role) each has his own outcome, the party on by the worst. */
async function runContest(run: Run, contest0: Contest): Promise<Exit> {
  const contest = { ...contest0, spec: stateSpec(run, contest0.spec, contest0.modifiers) };
  const rollers = await chooseRollers(run, contest.spec, contest.who, `who rolls ${run.sectionId}`, `${contest.text} against ${contest.against.name}`);
  if (rollers.length === 0) return nobodyRolls(run, contest.who, contest.lose);
  const each = contest.who === 'each' || (typeof contest.who === 'object' && rollers.length > 1);
  const b = opponentSide(run, contest);
  const rank = { lose: 0, tie: 1, win: 2 } as const;
  const results: Array<{ roller: Roller; outcome: ContestOutcome }> = [];
  for (const i of rollers) {
    const outcome = await contestFor(run, contest, i, b);
    run.emit({ kind: 'contest-outcome', at: contest.at, roller: rollerOf(run, i).name, outcome: outcome.outcome, forced: outcome.forced });
    results.push({ roller: i, outcome: outcome.outcome });
    if (each) await run.runBody(contestFlow(contest, outcome.outcome), scopeOf(i, null));
  }
  if (!each) return run.runFlow(contestFlow(contest, results[0].outcome), scopeOf(results[0].roller, null));
  const worst = results.reduce((w, r) => (rank[r.outcome] < rank[w.outcome] ? r : w), results[0]);
  return run.runNext(contestFlow(contest, worst.outcome).next, { rollers: membersOf(rollers), margin: null }, null);
}

/** RESOLVING UNCERTAINTY, Winning a Check: both roll; the loser may spend karma to re-roll his own dice. */
export async function contestFor(run: Run, contest: Pick<Contest, 'at' | 'spec' | 'against' | 'tie'>, roller: Roller, b: ContestSide): Promise<{ outcome: ContestOutcome; forced: boolean }> {
  const { c, name, subject } = rollerOf(run, roller);
  // As in a check: a member's Leadership helps a member, not a companion.
  const { spec, helper } = typeof roller === 'number' ? specFor(run, contest.spec, roller) : { spec: contest.spec, helper: null };
  const t = checkTarget(spec, subject);
  const a: ContestSide = { name, dice: spec.dice, target: t.target, attribute: t.attributeValue, curses: subject.curses };
  const odds = t.allowed ? contestOdds(a, b) : { a: 0, b: 1, neither: 0 };
  run.emit({ kind: 'contest', at: contest.at, roller: name, check: `${formatCheck(contest.spec)}${helper ? ` (${helper})` : ''}`, target: t.target, opponent: b.name ?? 'the opponent', opponentCheck: formatCheck(contest.against.spec), opponentTarget: b.target, win: odds.a, lose: odds.b, draw: odds.neither, drawLoses: contest.tie === null });
  if (!t.allowed) {
    run.emit({ kind: 'note', text: `${name} does not know ${contest.spec.skill?.name}, which this contest requires: ${b.name} wins.` });
    return { outcome: 'lose', forced: false };
  }
  if (run.chooser.fate) {
    const names: ContestOutcome[] = [];
    if (odds.a > 0) names.push('win');
    if (odds.b > 0) names.push('lose');
    if (odds.neither > 0 && contest.tie) names.push('tie');
    if (names.length === 0) names.push('lose');
    const k = run.chooser.fate({ kind: 'contest', at: contest.at, outcomes: names });
    return { outcome: names[k], forced: true };
  }
  const rb = await run.dice.roll(b.dice, 6, `${b.name}: ${b.dice}D6, wins at ${b.target} or less`);
  const totalB = rb.sum;
  let reroll: 'karma' | 'wish' | null = null;
  for (;;) {
    const ra = await run.dice.roll(a.dice, 6, `${name}: ${a.dice}D6, wins at ${a.target} or less`, name);
    const totalA = ra.sum + (a.curses ?? 0);
    const j = judgeContest(a, b, totalA, totalB);
    const result: ContestResult = {
      ...j,
      a: { roll: ra, total: totalA, within: totalA <= a.target, margin: a.target - totalA },
      b: { roll: rb, total: totalB, within: totalB <= b.target, margin: b.target - totalB },
    };
    run.emit({ kind: 'contest-throw', roller: name, a, b, result, reroll });
    if (j.winner === 'a') return { outcome: 'win', forced: false };
    // A companion has no karma nor wishes to roll again with.
    // Asked only when his dice could still come within his target (issue 26).
    const couldWin = a.dice + (a.curses ?? 0) <= a.target;
    const canKarma = c !== null && couldWin && c.karma > 0;
    const canWish = c !== null && couldWin && !canKarma && c.wishes > 0;
    if (c && typeof roller === 'number' && (canKarma || canWish)) {
      const ok = await run.chooser.confirm(canKarma ? 'karma' : 'wish-reroll', canKarma ? `${c.name} did not win. Spend a karma point to roll again (${c.karma} left)?` : `${c.name} did not win. Spend a wish as a karma point to roll again (${c.wishes} left)?`, false);
      if (ok) {
        if (canKarma) spendKarma(run, roller, 1);
        else c.wishes -= 1;
        reroll = canKarma ? 'karma' : 'wish';
        continue;
      }
    }
    return { outcome: j.winner === null ? 'tie' : 'lose', forced: false };
  }
}

export const contestWay = namedWay('contest', readsAs(readContest, (contest) => ({ kind: 'contest', contest })), () =>
  object(
    CONTEST_KEYS,
    {
      roll: CHECK_ROLL_SCHEMA,
      who: WHO_ROLLS_SCHEMA,
      against: object(AGAINST_KEYS, { creature: { type: 'string' }, name: { type: 'string' }, roll: { type: 'string', pattern: CHECK_PLAIN_PATTERN } }, ['roll']),
      win: ref('outcome'),
      lose: ref('outcome'),
      tie: ref('outcome'),
    },
    ['roll', 'against', 'win', 'lose'],
  ),
);

export const contestNext: NextRule<'contest'> = {
  run: (run, next) => runContest(run, next.contest),
  outcomes: ({ contest: c }) => [c.win, c.lose, ...(c.tie ? [c.tie] : [])],
  shape({ contest: c }, w) {
    w.shape.checks.push(`${c.text} vs ${c.against.name}`);
    w.visit(c.win, `${c.text} win`, 'contest');
    w.visit(c.lose, `${c.text} lose`, 'contest');
    if (c.tie) w.visit(c.tie, `${c.text} tie`, 'contest');
  },
  chance: ({ contest: c }) => ({ kind: 'contest', text: `${c.text} vs ${c.against.name}`, at: c.at, outcomes: ['win', 'lose', ...(c.tie ? ['tie'] : [])] }),
  preview: (_run, next) => ({ says: `(It comes to a contest of ${next.contest.text} against ${next.contest.against.name}.)` }),
};
