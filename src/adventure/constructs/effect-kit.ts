// What the effect verbs share (the table of them is constructs/verbs.ts): who an effect falls on,
// amounts (a number, dice, the margin of the last check, all) as read and as rolled, and the limits
// of a character sheet that a gain may reach (docs/rulings.md, "What a sheet can hold").
import type { AdventureReader } from '../reader';
import type { AnyNode } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Character } from '../../character';
import { DiceSyntaxError, fixDice, formatDice, parseDice } from '../../dice';
import type { Pos, RoleRef, Target } from '../model';
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import type { LimitedField } from '../state';
import { addCapped, isAlive, leaderOf, livingMembers, roleMembers, SHEET_LIMITS } from '../state';
import { listed } from '../../render/words';
import type { Json } from '../schema-kit';
import { DICE_BODY } from '../schema-kit';

/** An amount: a whole number, dice, or the margin of the last check. */
export type Amount =
  | { kind: 'number'; value: number }
  | { kind: 'dice'; dice: import('../../dice').FixedDice; text: string; sign: 1 | -1 }
  | { kind: 'margin'; sign: 1 | -1 }
  | { kind: 'all' };

/** What an amount verb's row says of its amount (constructs/verbs.ts). */
export interface AmountRule {
  /** The most one effect gives or takes: what a character sheet holds. */
  limit: number;
  /** It may be negative: taken away. */
  negative?: boolean;
  /** "all" is an amount of it. */
  all?: boolean;
}

const FIELD_WORDS: Record<LimitedField, string> = { gold: 'gold', xp: 'XP', damage: 'damage', fatigue: 'fatigue', karma: 'karma', wishes: 'wishes', curses: 'curses' };

/** Tells that a sheet's limit stopped a gain (docs/rulings.md, "What a sheet can hold"). */
export function noteCapped(run: Run, c: Character, field: LimitedField): void {
  run.emit({ kind: 'effect', member: c.name, text: `${c.name}'s ${FIELD_WORDS[field]} stays at ${SHEET_LIMITS[field].toLocaleString('en-US')}, the most a character sheet holds: the rest is lost` });
}

/** Adds to a field of a member's sheet within its limit, telling when the limit stopped it; what was added. */
export function gainCapped(run: Run, c: Character, field: LimitedField, delta: number): number {
  const r = addCapped(c, field, delta);
  if (r.capped) noteCapped(run, c, field);
  return r.added;
}

/** The members an effect applies to. */
export async function targets(run: Run, who: Target | RoleRef | null, scope: Scope): Promise<number[]> {
  const s = run.s;
  const living = livingMembers(s);
  // The members named for a task, those of them still alive and with the party.
  if (who !== null && typeof who === 'object') return roleMembers(s, who.role).filter((i) => living.includes(i));
  const target = who ?? (scope.rollers.length || scope.companion !== undefined ? 'roller' : 'party');
  switch (target) {
    case 'party':
      return living;
    case 'roller':
      // A companion rolled: no member is the roller (docs/rulings.md, "Companions who roll").
      if (scope.rollers.length === 0 && scope.companion !== undefined) return [];
      return (scope.rollers.length ? scope.rollers : [leaderOf(s)]).filter((i) => isAlive(s.party[i]));
    case 'leader':
      return living.length ? [leaderOf(s)] : [];
    case 'random':
      return living.length ? [run.rng.pick(living)] : [];
    case 'chosen': {
      if (living.length <= 1) return living;
      const k = await run.chooser.choose({ key: `target ${run.sectionId}`, message: 'Who?', items: living.map((i) => ({ label: s.party[i].name, tag: 'member' as const })) });
      return [living[k]];
    }
  }
}

/** "Ana and Ben": the members' names. */
export function names(run: Run, members: number[]): string {
  return listed(members.map((i) => run.s.party[i].name));
}

/** Rolls or reads an amount; dice are rolled once per use. */
export async function amountOf(run: Run, a: Amount, scope: Scope, label: string): Promise<{ value: number; how: string }> {
  switch (a.kind) {
    case 'number':
      return { value: a.value, how: '' };
    case 'all':
      return { value: Infinity, how: '' };
    case 'margin': {
      const m = Math.max(0, scope.margin ?? 0);
      return { value: a.sign * m, how: ` (the margin, ${m})` };
    }
    case 'dice': {
      const roll = await run.dice.roll(a.dice.count, a.dice.sides, `${label}: ${formatDice(a.dice)}`);
      const total = Math.max(0, roll.sum + a.dice.modifier);
      const faces = roll.faces && roll.faces.length > 1 ? `${roll.faces.join('+')}${a.dice.modifier ? (a.dice.modifier > 0 ? `+${a.dice.modifier}` : a.dice.modifier) : ''} = ${total}` : String(total);
      return { value: a.sign * total, how: ` (${formatDice(a.dice)}: ${faces})` };
    }
  }
}

/** Reads an amount (`3`, `1D6`, `-2D6+1`, `margin`, `all`), refusing one past what a sheet holds. */
export function readAmount(a: AdventureReader, v: AnyNode, verb: string, rule: AmountRule, where: string, at: Pos): Amount | null {
  const limit = rule.limit;
  const tooMuch = (text: string): null => {
    a.r.error('LAW0025', at, `${where}: ${verb} ${text} is more than a character sheet holds (at most ${limit.toLocaleString('en-US')} at once)`, `give at most ${limit.toLocaleString('en-US')}; rewards that add up past what a sheet holds are cut at the limit in play`);
    return null;
  };
  if (isScalar(v) && typeof v.value === 'number' && Number.isInteger(v.value)) {
    if (Math.abs(v.value) > limit) return tooMuch(String(v.value));
    return { kind: 'number', value: v.value };
  }
  if (isScalar(v) && typeof v.value === 'string') {
    const raw = v.value.trim();
    if (raw === 'all') return { kind: 'all' };
    const sign: 1 | -1 = raw.startsWith('-') ? -1 : 1;
    const body = raw.replace(/^[+-]\s*/, '');
    if (body === 'margin') return { kind: 'margin', sign };
    try {
      const d = parseDice(body);
      if (d.count === 'X') throw new DiceSyntaxError(`"${raw}": the number of dice must be given`);
      const dice = fixDice(d);
      const most = Math.max(Math.abs(dice.count * dice.sides + dice.modifier), Math.abs(dice.count + dice.modifier));
      if (most > limit) return tooMuch(`"${raw.length > 40 ? `${raw.slice(0, 40)}...` : raw}" (up to ${most.toLocaleString('en-US')})`);
      return { kind: 'dice', dice, text: body.toUpperCase().replace(/\s+/g, ''), sign };
    } catch (e) {
      if (!(e instanceof DiceSyntaxError)) throw e;
      a.r.error('LAW0008', at, `${where}: ${e.message}`, `${verb} takes a whole number, dice such as 1D6 or 2D6-1, or "margin" (the margin of the last check)${rule.all ? ', or "all"' : ''}`);
      return null;
    }
  }
  a.r.error('LAW0019', at, `${where}: ${verb} takes a whole number or dice, not ${a.r.kindOf(v)}`);
  return null;
}

/**
 * An amount in the schema: at most what a sheet holds; a negative number, "-1D6" or "-margin" only
 * where the verb may take away; "all" only where it is an amount.
 */
export function amountSchema(rule: AmountRule): Json {
  const sign = rule.negative ? '[+-]?' : '\\+?';
  const words = `^\\s*${sign}\\s*(${DICE_BODY}|margin)\\s*$${rule.all ? '|^\\s*all\\s*$' : ''}`;
  return { oneOf: [{ type: 'integer', minimum: rule.negative ? -rule.limit : 0, maximum: rule.limit }, { type: 'string', pattern: words }] };
}

/**
 * The run of an amount verb that falls on members: each of them (those `who` names, else the
 * roller or the party) gets the amount, rolled for him, and `act` does it to his sheet.
 */
export function onEachMember(act: (run: Run, i: number, value: number, how: string) => void) {
  return async (run: Run, e: { kind: string; who: Target | RoleRef | null; amount: Amount }, scope: Scope): Promise<void> => {
    for (const i of await targets(run, e.who, scope)) {
      const c = run.s.party[i];
      const { value, how } = await amountOf(run, e.amount, scope, `${c.name}: ${e.kind}`);
      act(run, i, value, how);
    }
  };
}
