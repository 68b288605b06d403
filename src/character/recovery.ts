// INJURY & EXHAUSTION on the sheet, outside a fight: fatigue counted one point at a time (a point
// that finds him unconscious is damage), a night's sleep (all fatigue back, one point if it was
// broken; a staff recharges, MAGIC, Charging Staffs/Wands), and a week of rest (3/ST, the margin
// healed, at least one point: Recovery). An adventure's effects and the changes a player makes beside
// a printed adventure (law character rest) both use these.
import type { CheckSpec } from '../dice';
import { checkTarget } from '../dice';
import { fatigueSplit } from '../rules';
import type { Character } from './model';
import { SHEET_LIMITS } from './sheet';
import { checkSubject } from './subject';

/** Adds fatigue one point at a time: a point that would find him unconscious is damage instead. */
export function addFatigue(c: Character, points: number): { fatigue: number; damage: number } {
  const split = fatigueSplit(c.st, c.damage, c.fatigue, points);
  c.fatigue += split.fatigue;
  // Past the most damage a sheet holds, more changes nothing.
  const damage = Math.min(split.damage, Math.max(0, SHEET_LIMITS.tally - c.damage));
  c.damage += damage;
  return { fatigue: split.fatigue, damage };
}

/** A night's sleep: all fatigue back, or one point if it was broken; a staff is full again either way. */
export function recoverNight(c: Character, interrupted: boolean): void {
  c.fatigue = interrupted ? Math.max(0, c.fatigue - 1) : 0;
  // A depleted staff recharges overnight (MAGIC, Charging Staffs/Wands).
  if (c.staff) c.staff.charge = c.staff.capacity;
}

/** The check of a week of rest (INJURY & EXHAUSTION, Recovery). */
export const REST_WEEK_CHECK: CheckSpec = { dice: 3, attribute: 'ST', value: 0, skill: null, modifier: 0 };

/** What a week of rest's 3/ST needs of this character, and the curses added to his roll. */
export function restWeekCheck(c: Character): { target: number; curses: number } {
  const subject = checkSubject(c);
  return { target: checkTarget(REST_WEEK_CHECK, subject).target, curses: subject.curses };
}

/**
 * The damage a week of rest heals, given his 3/ST total (dice and curses): the margin, at least one
 * point, never more than he has. Taken off the sheet; returns the points healed.
 */
export function healWeek(c: Character, total: number): number {
  const healed = Math.min(c.damage, Math.max(1, restWeekCheck(c).target - total));
  c.damage -= healed;
  return healed;
}
