// What a character carries and the tallies on his sheet, changed by the one set of rules that every
// change uses: an adventure's effects, its shops and fights, and the changes a player makes by hand
// beside a printed adventure (law character gain/lose/use). A weapon found joins the weapons, armor
// or a shield is worn when that place is free, anything else goes into the pack; what is taken comes
// out of the pack first, then the weapons, then what he wears.
import type { Character } from './model';
import { SHEET_LIMITS as SHEET } from './sheet';
import { findArmor, findWeapon, normalizeName } from '../rules';

/**
 * The largest values of the tallies a character sheet holds, by field (readSheet refuses a sheet past
 * them): the loader refuses an effect that gives more in one go, play clamps a sum of rewards at the
 * limit and says so, a change by hand past it is refused (docs/rulings.md, "What a sheet can hold").
 */
export const FIELD_LIMITS = {
  gold: SHEET.gold,
  xp: SHEET.xp,
  damage: SHEET.tally,
  fatigue: SHEET.tally,
  karma: SHEET.tally,
  wishes: SHEET.tally,
  curses: SHEET.tally,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

/**
 * Adds `delta` to a field of a sheet, kept within 0 and the sheet's limit; returns what was really
 * added and whether the limit stopped it.
 */
export function addCapped(c: Character, field: LimitedField, delta: number): { added: number; capped: boolean } {
  const before = c[field];
  const want = before + delta;
  const after = Math.max(0, Math.min(FIELD_LIMITS[field], want));
  c[field] = after;
  return { added: after - before, capped: want > FIELD_LIMITS[field] };
}

/** How many of an item a character carries: in his pack, in his weapons, or worn. */
export function carried(c: Character, item: string): number {
  const n = normalizeName(item);
  let count = 0;
  for (const it of c.items) if (normalizeName(it.name) === n) count += it.count;
  for (const w of c.weapons) if (normalizeName(w) === n) count += 1;
  if (c.armor && normalizeName(c.armor) === n) count += 1;
  if (c.shield && normalizeName(c.shield) === n) count += 1;
  return count;
}

/**
 * Gives an item: a weapon joins the weapons (in hand if the hands were empty); armor or a shield is
 * worn when that place is free, else carried; anything else goes into the pack.
 */
export function giveItem(c: Character, item: string, count: number): void {
  for (let k = 0; k < count; k++) {
    const weapon = findWeapon(item);
    if (weapon && weapon.name !== 'Unarmed' && normalizeName(weapon.name) === normalizeName(item)) {
      c.weapons.push(weapon.name);
      continue;
    }
    const armor = findArmor(item);
    if (armor && normalizeName(armor.name) === normalizeName(item)) {
      if (armor.kind === 'armor' && c.armor === null) {
        c.armor = armor.name;
        continue;
      }
      if (armor.kind === 'shield' && c.shield === null && !(c.weapons.length > 0 && findWeapon(c.weapons[0])?.twoHanded)) {
        c.shield = armor.name;
        continue;
      }
    }
    const held = c.items.find((it) => normalizeName(it.name) === normalizeName(item));
    if (held) held.count += 1;
    else c.items.push({ name: item, count: 1 });
  }
}

/** Takes up to `count` of an item from a character: pack first, then weapons, then what he wears. */
export function takeItem(c: Character, item: string, count: number): number {
  const n = normalizeName(item);
  let left = count;
  for (const it of c.items) {
    if (left === 0) break;
    if (normalizeName(it.name) !== n) continue;
    const take = Math.min(it.count, left);
    it.count -= take;
    left -= take;
  }
  c.items = c.items.filter((it) => it.count > 0);
  while (left > 0) {
    const wi = c.weapons.findIndex((w) => normalizeName(w) === n);
    if (wi < 0) break;
    c.weapons.splice(wi, 1);
    left -= 1;
  }
  if (left > 0 && c.armor && normalizeName(c.armor) === n) {
    c.armor = null;
    left -= 1;
  }
  if (left > 0 && c.shield && normalizeName(c.shield) === n) {
    c.shield = null;
    left -= 1;
  }
  return count - left;
}
