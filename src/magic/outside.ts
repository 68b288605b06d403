// Casting outside a fight (MAGIC; SEEING): Read Mind and See Future let the player read an option
// ahead in an adventure, Reveal Magic senses the magic about, Heal Wounds and the other spells on
// oneself work between fights too. The adventure decides what the spell shows; this module checks
// that the character may cast it, rolls 3/IQ and pays the fatigue (a staff first) on success.
import type { DiceSource, Roll } from '../dice';
import { parseCheck, rollCheck } from '../dice';
import type { Character } from '../character';
import { checkSubject, knownSpells, wearsMetal } from '../character';
import { findSpell } from '../rules';

/** Spells that make sense away from the board, with no figure to aim at but the caster himself. */
export const OUTSIDE_COMBAT_SPELLS: readonly string[] = ['Read Mind', 'See Future', 'Reveal Magic', 'Heal Wounds'];

/** Why the character cannot cast `spellName` outside a fight now, or null when he can. */
export function outsideCastingProblem(c: Character, spellName: string, x = 1): string | null {
  const spell = findSpell(spellName);
  if (!spell) return `"${spellName}" is not a spell of the rules`;
  if (!OUTSIDE_COMBAT_SPELLS.includes(spell.name)) return `${spell.name} is cast in a fight, not here`;
  const problem = castingProblem(c, spell.name, outsideCost(c, spell.name, x));
  if (problem) return problem;
  if (spell.name === 'Heal Wounds' && c.damage === 0) return `${c.name} has no wounds to heal`;
  return null;
}

/**
 * Why the character cannot cast `spellName` where an adventure's scene asks for it (`cast:`), at a
 * cost of `fatigue`, or null when he can. Any spell he knows may be cast there: the adventure says
 * what it does (docs/rulings.md, "Casting a spell in a scene").
 */
export function sceneCastingProblem(c: Character, spellName: string, fatigue: number): string | null {
  const spell = findSpell(spellName);
  if (!spell) return `"${spellName}" is not a spell of the rules`;
  return castingProblem(c, spell.name, fatigue);
}

/** What stops a caster away from the board: not knowing the spell, metal armor, too little strength left. */
function castingProblem(c: Character, spellName: string, cost: number): string | null {
  const spell = findSpell(spellName)!;
  if (!knownSpells(c).includes(spell)) return `${c.name} does not know ${spell.name}`;
  if (wearsMetal(c)) return `${c.name} wears metal armor and cannot cast`;
  const left = (c.staff?.charge ?? 0) + Math.max(0, c.st - c.damage - c.fatigue - 1);
  // Ruling: away from a fight nobody casts himself unconscious.
  if (cost > left) return `${c.name} is too tired to cast ${spell.name} (${cost} fatigue, ${left} to spare)`;
  return null;
}

export function canCastOutsideCombat(c: Character, spellName: string): boolean {
  return outsideCastingProblem(c, spellName) === null;
}

function outsideCost(c: Character, spellName: string, x: number): number {
  const spell = findSpell(spellName)!;
  if (spell.cost.kind === 'fixed') return spell.cost.fatigue;
  if (spell.cost.kind === 'per-point') return Math.max(1, Math.min(x, c.damage || 1));
  return 0;
}

export interface OutsideCast {
  /** The 3/IQ passed: the spell works (the adventure shows what it reveals). */
  readonly success: boolean;
  readonly roll: Roll;
  readonly target: number;
  /** Fatigue taken, after the staff paid what it could. */
  readonly fatigue: number;
  /** Points drawn from the staff. */
  readonly staff: number;
  /** The sheet after paying; the input is not changed. */
  readonly character: Character;
}

export class OutsideCastError extends Error {
  override name = 'OutsideCastError';
}

/**
 * Casts `spellName` away from the board: 3/IQ, and on success its fatigue (X for Heal Wounds, which
 * heals the caster that many points). Throws OutsideCastError when it cannot be cast.
 */
export async function castOutsideCombat(c: Character, spellName: string, dice: DiceSource, x = 1): Promise<OutsideCast> {
  const problem = outsideCastingProblem(c, spellName, x);
  if (problem) throw new OutsideCastError(problem);
  const spell = findSpell(spellName)!;
  const check = await rollCheck(parseCheck('3/IQ'), checkSubject(c), dice, { label: `${c.name} casts ${spell.name}: 3/IQ` });
  const last = check.throws[check.throws.length - 1];
  if (!check.passed) return { success: false, roll: last.roll, target: check.target, fatigue: 0, staff: 0, character: { ...c, staff: c.staff ? { ...c.staff } : null } };
  const cost = outsideCost(c, spell.name, x);
  const paid = payForCast(c, cost);
  const sheet = paid.character;
  if (spell.name === 'Heal Wounds') sheet.damage = Math.max(0, sheet.damage - cost);
  return { success: true, roll: last.roll, target: check.target, fatigue: paid.fatigue, staff: paid.staff, character: sheet };
}

/**
 * MAGIC, Fatigue and Staffs: a spell cast successfully costs its fatigue, taken from the staff first
 * while it has power. The input is not changed.
 */
export function payForCast(c: Character, cost: number): { character: Character; fatigue: number; staff: number } {
  const sheet: Character = { ...c, staff: c.staff ? { ...c.staff } : null };
  const fromStaff = Math.min(sheet.staff?.charge ?? 0, cost);
  if (sheet.staff) sheet.staff.charge -= fromStaff;
  sheet.fatigue += cost - fromStaff;
  return { character: sheet, fatigue: cost - fromStaff, staff: fromStaff };
}
