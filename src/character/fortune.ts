// CAMPAIGNING, Karma/Wish and Curse on the sheet: a wish negates all damage, even of a character just
// killed; five karma lift one curse, and a wish may stand in for any of the five, as a wish may be
// spent as a karma point (docs/rulings.md, "Lifting a curse takes five karma").
import type { Character } from './model';

/** The karma a curse costs to lift. */
export const CURSE_LIFT_KARMA = 5;

/** True when he has the karma (and wishes to make up the rest) to lift a curse he bears. */
export function canLiftCurse(c: Pick<Character, 'curses' | 'karma' | 'wishes'>): boolean {
  return c.curses > 0 && c.karma + c.wishes >= CURSE_LIFT_KARMA;
}

/**
 * Lifts one curse: five karma, wishes making up what karma lacks. The caller checked canLiftCurse.
 * Returns what was paid.
 */
export function liftCurse(c: Character): { karma: number; wishes: number } {
  const karma = Math.min(CURSE_LIFT_KARMA, c.karma);
  const wishes = CURSE_LIFT_KARMA - karma;
  c.karma -= karma;
  c.wishes -= wishes;
  c.curses -= 1;
  return { karma, wishes };
}

/** A wish spent to negate all his damage; returns the damage negated. The caller checked he has a wish. */
export function wishAwayDamage(c: Character): number {
  const healed = c.damage;
  c.wishes -= 1;
  c.damage = 0;
  return healed;
}
