// Attribute checks N/ATTR (RESOLVING UNCERTAINTY) with the skill forms of SKILLS: assisted
// ("3/ST+CLIMBING": the bonus only if the skill is known) and required ("3/ST against SWIMMING":
// only one who knows the skill may try). Curses add one to every roll (CAMPAIGNING, Curse); a karma
// point re-rolls one set of dice (CAMPAIGNING, Karma/Wish).
import type { DiceSource, Roll } from './source';
import { checkChance } from './odds';

export type Attribute = 'ST' | 'DX' | 'IQ';
export const ATTRIBUTES: readonly Attribute[] = ['ST', 'DX', 'IQ'];

export interface SkillTerm {
  /** The skill as written in the check; resolving it to a rules skill is the caller's business. */
  name: string;
  mode: 'assisted' | 'required';
}

export interface CheckSpec {
  /** Number of six-sided dice: 3 or 4 in the rules, any positive number works. */
  dice: number;
  /** The attribute rolled against, or null when the target is a bare number (`3/11`). */
  attribute: Attribute | null;
  /** The bare target of `3/11`; unused when an attribute is named. */
  value: number;
  skill: SkillTerm | null;
  /** Added to the target: +2 makes the check easier, -2 harder. */
  modifier: number;
}

export class CheckSyntaxError extends Error {
  override name = 'CheckSyntaxError';
}

const HEAD_RE = /^\s*(\d+)\s*\/\s*(ST|DX|IQ|\d+)/i;
const TERM_RE = /^\s*(?:([+-])\s*(\d+)|\+\s*([A-Za-z][A-Za-z' /-]*?)(?=\s*[+-]\s*\d|\s*$)|against\s+([A-Za-z][A-Za-z' /-]*?)(?=\s*[+-]\s*\d|\s*$))/i;

/** Parses `3/DX`, `4/IQ-2`, `3/11`, `3/ST+CLIMBING`, `3/ST against SWIMMING`, `3/DX+Sword+1`. */
export function parseCheck(text: string): CheckSpec {
  const head = HEAD_RE.exec(text);
  const bad = (why: string) =>
    new CheckSyntaxError(`"${text}" is not a check: ${why} (examples: 3/DX, 4/IQ-2, 3/11, 3/ST+CLIMBING, 3/ST against SWIMMING)`);
  if (!head) throw bad('it must start with dice/attribute');
  const dice = Number(head[1]);
  if (dice < 1 || dice > 20) throw bad('the number of dice must be from 1 to 20');
  const isNumber = /^\d+$/.test(head[2]);
  const spec: CheckSpec = {
    dice,
    attribute: isNumber ? null : (head[2].toUpperCase() as Attribute),
    value: isNumber ? Number(head[2]) : 0,
    skill: null,
    modifier: 0,
  };
  let rest = text.slice(head[0].length);
  while (rest.trim() !== '') {
    const m = TERM_RE.exec(rest);
    if (!m) throw bad(`cannot read "${rest.trim()}"`);
    if (m[2] !== undefined) {
      spec.modifier += (m[1] === '-' ? -1 : 1) * Number(m[2]);
    } else {
      if (spec.skill) throw bad('only one skill may be named');
      const name = (m[3] ?? m[4]).trim();
      spec.skill = { name, mode: m[3] !== undefined ? 'assisted' : 'required' };
    }
    rest = rest.slice(m[0].length);
  }
  return spec;
}

/** The rules' way of writing a check. */
export function formatCheck(spec: CheckSpec): string {
  let s = `${spec.dice}/${spec.attribute ?? spec.value}`;
  if (spec.skill) s += spec.skill.mode === 'assisted' ? `+${spec.skill.name.toUpperCase()}` : ` against ${spec.skill.name.toUpperCase()}`;
  if (spec.modifier) s += spec.modifier > 0 ? `+${spec.modifier}` : String(spec.modifier);
  return s;
}

/** Who makes a check: attribute values as they stand now, skill levels, curses. */
export interface CheckSubject {
  name?: string;
  attribute(attr: Attribute): number;
  /** The level the subject has in a skill, 0 if unknown. */
  skillLevel(skill: string): number;
  curses: number;
}

/** A subject with no skills and no curses, for checks against a bare number. */
export const NOBODY: CheckSubject = { attribute: () => 0, skillLevel: () => 0, curses: 0 };

export interface CheckTarget {
  /** False for a required check whose skill the subject does not know. */
  allowed: boolean;
  /** The highest total that passes: attribute + skill level (if known) + modifier. */
  target: number;
  attributeValue: number;
  skillLevel: number;
}

export function checkTarget(spec: CheckSpec, subject: CheckSubject): CheckTarget {
  const attributeValue = spec.attribute ? subject.attribute(spec.attribute) : spec.value;
  const skillLevel = spec.skill ? subject.skillLevel(spec.skill.name) : 0;
  const allowed = !(spec.skill?.mode === 'required' && skillLevel <= 0);
  return { allowed, target: attributeValue + skillLevel + spec.modifier, attributeValue, skillLevel };
}

/** The exact chance that the subject passes, 0 when the check is not allowed. */
export function checkOdds(spec: CheckSpec, subject: CheckSubject = NOBODY): number {
  const t = checkTarget(spec, subject);
  return t.allowed ? checkChance(spec.dice, t.target, subject.curses) : 0;
}

export interface CheckThrow {
  roll: Roll;
  /** The dice plus one per curse. */
  total: number;
  passed: boolean;
  /** target - total: how far under (>= 0, a pass) or over (< 0, a fail) the roll came. */
  margin: number;
}

export interface CheckResult extends CheckTarget {
  spec: CheckSpec;
  curses: number;
  chance: number;
  /** Every throw in order; the last one counts. More than one when karma re-rolled. */
  throws: CheckThrow[];
  passed: boolean;
  margin: number;
  karmaSpent: number;
}

export interface CheckOptions {
  /** Asked after each failed throw while the subject may still re-roll; true spends one karma. */
  offerReroll?: (result: CheckResult) => Promise<boolean>;
  /** Karma points the subject has to spend on re-rolls. */
  karma?: number;
  /** What the dice are for, shown when dice are typed in by hand. */
  label?: string;
}

export function judgeThrow(roll: Roll, target: number, curses: number): CheckThrow {
  const total = roll.sum + curses;
  return { roll, total, passed: total <= target, margin: target - total };
}

/** Rolls a check; a subject who may not try (required skill unknown) fails without a roll. */
export async function rollCheck(
  spec: CheckSpec,
  subject: CheckSubject,
  dice: DiceSource,
  options: CheckOptions = {},
): Promise<CheckResult> {
  const t = checkTarget(spec, subject);
  const result: CheckResult = {
    ...t,
    spec,
    curses: subject.curses,
    chance: t.allowed ? checkChance(spec.dice, t.target, subject.curses) : 0,
    throws: [],
    passed: false,
    margin: 0,
    karmaSpent: 0,
  };
  if (!t.allowed) return result;
  const label = options.label ?? `${subject.name ? `${subject.name}: ` : ''}${formatCheck(spec)} needs ${t.target}`;
  let karma = options.karma ?? 0;
  for (;;) {
    const thrown = judgeThrow(await dice.roll(spec.dice, 6, label, subject.name ?? null), t.target, subject.curses);
    result.throws.push(thrown);
    result.passed = thrown.passed;
    result.margin = thrown.margin;
    if (thrown.passed || karma <= 0 || !options.offerReroll) return result;
    if (!(await options.offerReroll(result))) return result;
    karma -= 1;
    result.karmaSpent += 1;
  }
}
