// Rolling a check in a scene (docs/adventure-format.md, "Checks", "Who rolls"): the roll as the
// language writes it (3/DX, 3/ST+Climbing, 3/DX-{alarms}), who rolls it, and the roll itself with
// its odds shown first and karma or a wish to roll again (RESOLVING UNCERTAINTY; CAMPAIGNING,
// Karma/Wish); a helper's Leadership (SKILLS). Checks, contests, casting, Diplomacy and the bards'
// song all roll through here.
import type { AdventureReader } from '../reader';
import type { Field, Scalar } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Character } from '../../character';
import { checkSubject, skillLevel } from '../../character';
import type { CheckResult, CheckSpec, CheckSubject } from '../../dice';
import { CheckSyntaxError, checkOdds, checkTarget, formatCheck, parseCheck, rollCheck } from '../../dice';
import { findSkill, SKILLS } from '../../rules';
import { ConditionError, evaluate, parseCondition } from '../condition';
import type { CompanionRef, Flow, Pos, RoleRef, WhoRolls } from '../model';
import type { Run } from '../interpreter';
import type { PromptItem } from '../chooser';
import type { Exit, Scope } from '../run-shared';
import { NO_SCOPE } from '../run-shared';
import { condEnv, consciousMembers, leaderOf, roleMembers } from '../state';
import type { Json } from '../schema-kit';
import { darkPenalty } from './light';
import { spendKarma } from './karma';
import { COMPANION_NAME_SCHEMA, ROLE_SCHEMA, WHO_ROLLS } from './who';

/** The largest number in a check (3/NUMBER) and the largest modifier of a check or a die roll. */
export const MAX_CHECK_NUMBER = 999;

/** A term of a check's target read from the game as it is played: `3/DX-{alarms}`. */
export interface StateModifier {
  sign: 1 | -1;
  value: import('../condition').Cond;
  text: string;
}

/** Who rolls: how the party decides, a role, or a companion named. */
export type Who = WhoRolls | RoleRef | CompanionRef;

/** Who rolls a check or a contest: a member (his place in the party) or a companion with it (by name). */
export type Roller = number | { companion: string };

export interface RollOutcome {
  passed: boolean;
  margin: number;
}

// The roll in the schema: the loader's grammar (parseCheck) as an anchored regular expression, ranges included.
/** 1 to 20 dice (leading zeros allowed, as Number() reads them). */
const CHECK_DICE = '0*([1-9]|1[0-9]|20)';
/** An attribute in any case, or a number up to MAX_CHECK_NUMBER (999). */
const CHECK_TARGET = '([Ss][Tt]|[Dd][Xx]|[Ii][Qq]|0*[0-9]{1,3})';
// A modifier is a number or a term read from the game in braces: 3/DX-{alarms} (docs, "Checks").
const CHECK_MODIFIERS = '(\\s*[+-]\\s*(0*[0-9]{1,3}|\\{[^{}]+\\}))*';
/** One skill at most: assisted (+CLIMBING) or required (against SWIMMING). */
const CHECK_SKILL = "(\\s*(\\+\\s*|[Aa][Gg][Aa][Ii][Nn][Ss][Tt]\\s+)[A-Za-z][A-Za-z' /-]*)?";
const CHECK_PATTERN = `^\\s*${CHECK_DICE}\\s*/\\s*${CHECK_TARGET}${CHECK_MODIFIERS}${CHECK_SKILL}${CHECK_MODIFIERS}\\s*$`;
/** The other side of a contest: no skill. */
export const CHECK_PLAIN_PATTERN = `^\\s*${CHECK_DICE}\\s*/\\s*${CHECK_TARGET}${CHECK_MODIFIERS}\\s*$`;

/** `roll:` of a check or a contest in the schema. */
export const CHECK_ROLL_SCHEMA: Json = { type: 'string', pattern: CHECK_PATTERN, description: 'A check as the rules write it: 3/DX, 4/IQ-2, 3/ST+Climbing, 3/ST against Swimming, 3/DX-{alarms}.' };
/** `who:` of a check or a contest in the schema. */
export const WHO_ROLLS_SCHEMA: Json = { oneOf: [{ enum: [...WHO_ROLLS] }, ROLE_SCHEMA, COMPANION_NAME_SCHEMA], description: 'Who rolls in a party: chosen (default), best, each, leader, a role chosen with "choose", or a companion under "companions:" (he rolls on his own ST, DX and IQ).' };

/**
 * The terms of a roll read from the game as it is played, `{alarms}` in `3/DX-{alarms}`: each is
 * taken out of the text (a condition's value: a counter, `lit`, `skill(Tracker)`...) and the rest is
 * an ordinary check.
 */
export function readStateModifiers(a: AdventureReader, v: Scalar, text: string, where: string, at: Pos): { rest: string; modifiers: StateModifier[] } | null {
  const modifiers: StateModifier[] = [];
  let ok = true;
  const rest = text.replace(/\s*([+-])\s*\{([^{}]*)\}/g, (m, sign: string, inner: string, offset: number) => {
    try {
      const { cond, refs } = parseCondition(inner);
      const start = offset + m.indexOf('{') + 1;
      for (const ref of refs) a.conditionRef({ ...ref, offset: start + ref.offset }, v, where, at);
      modifiers.push({ sign: sign === '-' ? -1 : 1, value: cond, text: inner.trim() });
    } catch (e) {
      if (!(e instanceof ConditionError)) throw e;
      a.r.error('LAW0007', a.r.posIn(v, offset, at), `${where}: "{${inner.length > 40 ? `${inner.slice(0, 40)}...` : inner}}" in "${text.length > 60 ? `${text.slice(0, 60)}...` : text}": ${e.message}`, 'a term read from the game is a counter or a value of the condition language in braces: 3/DX-{alarms}');
      ok = false;
    }
    return '';
  });
  if (/[{}]/.test(rest)) {
    a.r.error('LAW0007', a.r.pos(v, at), `${where}: "${text.length > 60 ? `${text.slice(0, 60)}...` : text}" has a brace that is not a term such as -{alarms}`, 'a term read from the game comes after the attribute, with its sign: 3/DX-{alarms}, 3/IQ+2-{alarms}');
    return null;
  }
  return ok ? { rest, modifiers } : null;
}

export function readCheckSpec(a: AdventureReader, f: Field | undefined, where: string, at: Pos): { spec: CheckSpec; text: string; modifiers: StateModifier[] } | null {
  if (!f) {
    a.r.error('LAW0003', at, `${where} needs "roll"`, 'for example "roll: 3/DX" or "roll: 3/ST+Climbing"');
    return null;
  }
  const v = f.value;
  if (!isScalar(v) || typeof v.value !== 'string') {
    a.r.error('LAW0007', a.r.pos(v, f.pos), `the roll of ${where} must be a check such as 3/DX, not ${a.r.kindOf(v)}`);
    return null;
  }
  const text = v.value.trim();
  const terms = readStateModifiers(a, v, text, where, f.pos);
  if (!terms) return null;
  let spec: CheckSpec;
  try {
    spec = parseCheck(terms.rest);
  } catch (e) {
    if (!(e instanceof CheckSyntaxError)) throw e;
    a.r.error('LAW0007', a.r.pos(v, f.pos), `${where}: ${e.message}`, 'checks are written as in the rules: 3/DX, 4/IQ-2, 3/ST+CLIMBING (assisted), 3/ST against SWIMMING (required)');
    return null;
  }
  if (spec.value > MAX_CHECK_NUMBER || Math.abs(spec.modifier) > MAX_CHECK_NUMBER) {
    a.r.error('LAW0007', a.r.pos(v, f.pos), `${where}: "${text.length > 40 ? `${text.slice(0, 40)}...` : text}" has a number past ${MAX_CHECK_NUMBER}`, 'a check rolls a few dice against an attribute or a number, as in the rules: 3/DX, 4/IQ-2, 3/11');
    return null;
  }
  if (spec.skill) {
    const skill = findSkill(spec.skill.name);
    if (!skill) {
      const close = a.r.closest(spec.skill.name, SKILLS.map((s) => s.name));
      a.r.error('LAW0010', a.r.posIn(v, text.toLowerCase().lastIndexOf(spec.skill.name.toLowerCase()), f.pos), `${where}: "${spec.skill.name}" is not a skill of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables skills');
      return null;
    }
    spec.skill = { ...spec.skill, name: skill.name };
  }
  return { spec, text, modifiers: terms.modifiers };
}

/**
 * A check's spec as it is rolled now: its terms read from the game (`-{alarms}`) and, in a dark
 * section with no light, the adventure's penalty for the dark.
 */
export function stateSpec(run: Run, spec: CheckSpec, modifiers: StateModifier[]): CheckSpec {
  let modifier = spec.modifier;
  const env = condEnv(run.s);
  for (const m of modifiers) modifier += m.sign * evaluate(m.value, env);
  modifier += darkPenalty(run);
  return modifier === spec.modifier ? spec : { ...spec, modifier };
}

/** Members only: those who roll with `who: each` or a role, for the way on after all. */
export function membersOf(list: Roller[]): number[] {
  return list.filter((r): r is number => typeof r === 'number');
}

/** Leadership (SKILLS): another conscious member adds his level to the roller's check. */
export function leadership(run: Run, roller: number): { bonus: number; helper: string | null } {
  let best = 0;
  let helper: string | null = null;
  for (const i of consciousMembers(run.s)) {
    if (i === roller) continue;
    const level = skillLevel(run.s.party[i], 'Leadership');
    if (level > best) {
      best = level;
      helper = run.s.party[i].name;
    }
  }
  return { bonus: best, helper };
}

export function specFor(run: Run, spec: CheckSpec, roller: number): { spec: CheckSpec; helper: string | null } {
  const lead = leadership(run, roller);
  if (lead.bonus === 0) return { spec, helper: null };
  return { spec: { ...spec, modifier: spec.modifier + lead.bonus }, helper: `+${lead.bonus} Leadership of ${lead.helper}` };
}

export function chanceFor(run: Run, spec: CheckSpec, roller: number): number {
  return checkOdds(specFor(run, spec, roller).spec, checkSubject(run.s.party[roller]));
}

/** The conscious member best at a skill he knows (required), or null. */
export function bestAt(run: Run, skill: string): number | null {
  let best: number | null = null;
  for (const i of consciousMembers(run.s)) {
    const c = run.s.party[i];
    const level = skillLevel(c, skill);
    if (level <= 0) continue;
    if (best === null || c.iq + level > run.s.party[best].iq + skillLevel(run.s.party[best], skill)) best = i;
  }
  return best;
}

/** Who rolls a check: the members (or the companion) who roll, asking the player when he chooses. */
export async function chooseRollers(run: Run, spec: CheckSpec, who: Who, key: string, what: string): Promise<Roller[]> {
  const s = run.s;
  const members = consciousMembers(s);
  // A companion named rolls himself, if he is with the party now; not there, nobody can try.
  if (typeof who === 'object' && 'companion' in who) return s.companions.includes(who.companion) ? [{ companion: who.companion }] : [];
  // Those named for the task roll, each his own (docs/rulings.md, "Choosing who"); none standing: nobody can try.
  if (typeof who === 'object') return roleMembers(s, who.role).filter((i) => members.includes(i));
  if (members.length === 0) return [leaderOf(s)];
  const allowed = members.filter((i) => checkTarget(spec, checkSubject(s.party[i])).allowed);
  switch (who) {
    case 'each':
      return members;
    case 'leader':
      return [members[0]];
    case 'best': {
      const pool = allowed.length ? allowed : members;
      let best = pool[0];
      for (const i of pool) if (chanceFor(run, spec, i) > chanceFor(run, spec, best)) best = i;
      return [best];
    }
    case 'chosen': {
      if (members.length === 1) return members;
      if (allowed.length <= 1) return [allowed[0] ?? members[0]];
      const items: PromptItem[] = members.map((i) => {
        const c = s.party[i];
        const t = checkTarget(specFor(run, spec, i).spec, checkSubject(c));
        return {
          label: c.name,
          tag: 'member',
          detail: t.allowed ? `needs ${t.target} or less: ${(chanceFor(run, spec, i) * 100).toFixed(2)}%` : undefined,
          disabled: t.allowed ? false : `does not know ${spec.skill?.name}`,
        };
      });
      const k = await run.chooser.choose({ key, message: `Who tries ${what}?`, items });
      return [members[k]];
    }
  }
}

/**
 * One member rolls a check, showing target and odds first; after a failed throw he may spend
 * karma, or a wish as karma, to roll again (CAMPAIGNING, Karma/Wish). Curses are in the total.
 */
export async function rollPlain(run: Run, spec0: CheckSpec, roller: Roller, purpose: string | null, at?: Pos, fateOutcomes?: Array<{ name: string; lo: number; hi: number }>, leadership = true): Promise<RollOutcome & { forced?: number }> {
  const { c, name, subject } = rollerOf(run, roller);
  // Leadership helps a check, not the casting of a spell (SKILLS, Leadership: "one character's check"),
  // and a member's check only: a companion is no character of the party (docs/rulings.md).
  const { spec, helper } = leadership && typeof roller === 'number' ? specFor(run, spec0, roller) : { spec: spec0, helper: null };
  const t = checkTarget(spec, subject);
  const chance = checkOdds(spec, subject);
  run.emit({ kind: 'check', at: at ?? { line: 0, column: 0 }, roller: name, check: formatCheck(spec0), spec, purpose, target: t.target, chance, allowed: t.allowed, helper, curses: subject.curses });
  if (!t.allowed) return { passed: false, margin: -1 };
  if (fateOutcomes && run.chooser.fate && at) {
    // The explorer picks the outcome; only those the dice can give are offered.
    const lo = spec.dice + subject.curses;
    const hi = spec.dice * 6 + subject.curses;
    const feasible = fateOutcomes.filter((o) => {
      const totalHi = t.target - o.lo; // margin = target - total
      const totalLo = t.target - o.hi;
      return Math.max(lo, totalLo) <= Math.min(hi, totalHi);
    });
    const k = run.chooser.fate({ kind: 'check', at, outcomes: feasible.map((o) => o.name) });
    const o = feasible[k];
    const total = Math.min(hi, Math.max(lo, t.target - Math.max(o.lo, Math.min(o.hi, 0))));
    const margin = t.target - total;
    return { passed: margin >= 0, margin, forced: fateOutcomes.indexOf(o) };
  }
  let shown = 0;
  const spend: Array<'karma' | 'wish'> = [];
  const showThrows = (r: CheckResult) => {
    for (; shown < r.throws.length; shown++) {
      const th = r.throws[shown];
      run.emit({ kind: 'throw', roller: name, roll: th.roll, total: th.total, curses: r.curses, passed: th.passed, margin: th.margin, reroll: shown === 0 ? null : spend[shown - 1] });
    }
  };
  const result = await rollCheck(spec, subject, run.dice, {
    // A companion has no karma nor wishes: nothing to roll again with.
    karma: c ? c.karma + c.wishes : 0,
    offerReroll: async (r) => {
      // Asked only when a re-roll could pass: the fewest the dice show, with the curses, is within the target (issue 26).
      if (!c || spec.dice + subject.curses > t.target) return false;
      showThrows(r);
      const useWish = c.karma - spend.filter((x) => x === 'karma').length <= 0;
      const left = useWish ? c.wishes - spend.filter((x) => x === 'wish').length : c.karma - spend.filter((x) => x === 'karma').length;
      const ok = await run.chooser.confirm(useWish ? 'wish-reroll' : 'karma', useWish ? `${c.name} failed. Spend a wish as a karma point to roll again (${left} left)?` : `${c.name} failed. Spend a karma point to roll again (${left} left)?`, false);
      if (ok) spend.push(useWish ? 'wish' : 'karma');
      return ok;
    },
  });
  showThrows(result);
  for (const x of spend) {
    if (typeof roller !== 'number' || !c) break;
    if (x === 'karma') spendKarma(run, roller, 1);
    else c.wishes -= 1;
  }
  return { passed: result.passed, margin: result.margin };
}

/**
 * The one who rolls, as a check sees him: a member with his sheet, or a companion with his stat
 * block's ST, DX and IQ, no skill, no curse, no karma (docs/rulings.md, "Companions who roll").
 */
export function rollerOf(run: Run, roller: Roller): { c: Character | null; name: string; subject: CheckSubject } {
  if (typeof roller === 'number') {
    const c = run.s.party[roller];
    return { c, name: c.name, subject: checkSubject(c) };
  }
  const b = run.adventure.companions.get(roller.companion);
  const st = b?.st ?? 0;
  const dx = b?.dx ?? 0;
  const iq = b?.iq ?? 0;
  return { c: null, name: roller.companion, subject: { name: roller.companion, attribute: (a) => (a === 'ST' ? st : a === 'DX' ? dx : iq), skillLevel: () => 0, curses: 0 } };
}

/** The scope an outcome's effects and text see after one roller's roll. */
export function scopeOf(roller: Roller, margin: number | null): Scope {
  return typeof roller === 'number' ? { rollers: [roller], margin } : { rollers: [], margin, companion: roller.companion };
}

/** Nobody named for the task stands to roll: it fails without a roll, as a check nobody may try does. */
export async function nobodyRolls(run: Run, who: Who, fail: Flow): Promise<Exit> {
  const text = typeof who !== 'object' ? 'Nobody is there to try it' : 'companion' in who ? `${who.companion} is not with the party to try it` : `Nobody named ${who.role} is there to try it`;
  run.emit({ kind: 'note', text: `${text}: it fails.` });
  return run.runFlow(fail, NO_SCOPE);
}
