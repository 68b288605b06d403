// The weapon a character has ready between fights: the first of his weapons (model.ts), the one in
// his hand when a fight begins. A magic user's staff (MAGIC, Staffs/Wands: any piece of wood,
// treated as a club in combat) is carried as a Club; holding only it, he may cast (MAGIC, Casting),
// so a mage with his staff ready starts a fight able to cast instead of putting a dagger away.
import type { Character } from './model';
import { findWeapon } from '../rules';

/** The weapon a staff is in a fight (MAGIC, Staffs/Wands). */
export const STAFF_WEAPON = 'Club';

export class ReadyError extends Error {
  override name = 'ReadyError';
}

/** Is `name` the word for a character's staff ("staff", "wand")? */
export function isStaffWord(name: string): boolean {
  return /^(staff|wand)$/i.test(name.trim());
}

/**
 * The sheet with `choice` ready: one of his weapons, or his staff (added to his weapons as a Club if
 * he has none yet). Between adventures only: in a fight, Ready does it, and a sheet held by a game
 * is the game's until it ends.
 */
export function readyOnSheet(c: Character, choice: string): Character {
  if (c.adventure !== null) throw new ReadyError(`${c.name} is in the middle of "${c.adventure}": a weapon is readied between adventures (in a fight, Ready does it)`);
  let name: string;
  if (isStaffWord(choice)) {
    if (!c.staff) throw new ReadyError(`${c.name} has no staff: a staff is a magic user's (MAGIC, Staffs/Wands)`);
    name = STAFF_WEAPON;
  } else {
    const w = findWeapon(choice);
    if (!w || !c.weapons.includes(w.name)) {
      const can = [...c.weapons.filter((w) => !(c.staff && w === STAFF_WEAPON)), ...(c.staff ? ['staff'] : [])];
      throw new ReadyError(`${c.name} carries no ${choice}: ${can.length ? `ready one of ${can.join(', ')}` : 'no weapon is carried'}`);
    }
    name = w.name;
  }
  return { ...c, weapons: [name, ...c.weapons.filter((w) => w !== name)] };
}

/** Is the ready weapon of `c` his staff (a Club, when he has a staff)? */
export function holdsStaff(c: Pick<Character, 'weapons' | 'staff'>): boolean {
  return c.staff !== null && c.weapons[0] === STAFF_WEAPON;
}
