// The WEAPONS table of the rules, one row per weapon in the rules' order, with the markers under
// the table ((2), (D), (G), (R), (R3), (T), (U)) turned into fields. Which weapon skill covers
// which row is a ruling (docs/rulings.md, "Rules tables"), since the skill lines name weapons
// more loosely than the table does.

import { formatDice, parseDice } from '../dice/notation';

export type WeaponGroup = 'unarmed' | 'swords' | 'clubs' | 'axes' | 'pole arms' | 'missiles';

/** The table's headings, in the rules' order. */
export const WEAPON_GROUPS: readonly WeaponGroup[] = ['unarmed', 'swords', 'clubs', 'axes', 'pole arms', 'missiles'];

export interface Weapon {
  readonly name: string;
  readonly group: WeaponGroup;
  /** Dice as the table writes them: 'D3', 'D6', '2D6-1', '3D6'. */
  readonly damage: string;
  /** Least ST able to wield it; the table's '-' is null. */
  readonly heft: number | null;
  /** The part before the slash of R/R ('1-', '1', '1+', '1++', '2'); '-' is null. Advanced rules only. */
  readonly reach: string | null;
  /** The number after the slash of R/R (throwing or missile range); null when there is none. */
  readonly range: number | null;
  /** (2): needs both hands, so no shield. */
  readonly twoHanded: boolean;
  /** (T), and Thrown Rock by its name (ruling). */
  readonly throwable: boolean;
  /** (G): usable while grappling. */
  readonly grappling: boolean;
  /** Listed under MISSILES. */
  readonly missile: boolean;
  /** (R) one turn, (R3) three turns, otherwise none. */
  readonly reloadTurns: 0 | 1 | 3;
  /** (D): the dagger's damage when used grappling. */
  readonly grapplingDamage: string | null;
  /** (U): the damage is fatigue, one more point when the attacker is the stronger. */
  readonly fatigueDamage: boolean;
  /** The WEAPONS skill whose levels apply to this weapon (ruling), or null when none does. */
  readonly skill: string | null;
}

const PLAIN = {
  twoHanded: false,
  throwable: false,
  grappling: false,
  missile: false,
  reloadTurns: 0,
  grapplingDamage: null,
  fatigueDamage: false,
} as const;

// WEAPONS table
export const WEAPONS: readonly Weapon[] = [
  // UNARMED
  { ...PLAIN, name: 'Unarmed', group: 'unarmed', damage: 'D3', heft: null, reach: '1-', range: null, fatigueDamage: true, skill: 'Unarmed Combat' },
  // SWORDS
  { ...PLAIN, name: 'Dagger', group: 'swords', damage: 'D6', heft: null, reach: '1-', range: 2, throwable: true, grappling: true, grapplingDamage: 'D6+2', skill: 'Dagger' },
  { ...PLAIN, name: 'Rapier', group: 'swords', damage: 'D6', heft: 9, reach: '1', range: null, skill: 'Sword' },
  { ...PLAIN, name: 'Cutlass', group: 'swords', damage: '2D6-2', heft: 10, reach: '1', range: null, skill: 'Sword' },
  { ...PLAIN, name: 'Short Sword', group: 'swords', damage: '2D6-1', heft: 11, reach: '1', range: null, skill: 'Sword' },
  { ...PLAIN, name: 'Broad Sword', group: 'swords', damage: '2D6', heft: 12, reach: '1', range: null, skill: 'Sword' },
  { ...PLAIN, name: 'Bastard Sword', group: 'swords', damage: '2D6+1', heft: 13, reach: '1', range: null, skill: 'Sword' },
  { ...PLAIN, name: '2-Handed Sword', group: 'swords', damage: '3D6-1', heft: 14, reach: '1', range: null, twoHanded: true, skill: 'Sword' },
  // CLUBS
  { ...PLAIN, name: 'Club', group: 'clubs', damage: 'D6', heft: 9, reach: '1', range: 2, throwable: true, skill: 'Axe' },
  { ...PLAIN, name: 'Mace', group: 'clubs', damage: '2D6-1', heft: 11, reach: '1', range: null, skill: 'Axe' },
  { ...PLAIN, name: 'Morningstar', group: 'clubs', damage: '2D6+1', heft: 13, reach: '1', range: null, skill: 'Axe' },
  { ...PLAIN, name: 'Maul', group: 'clubs', damage: '2D6+2', heft: 14, reach: '1', range: null, twoHanded: true, skill: 'Axe' },
  // AXES
  { ...PLAIN, name: 'Hatchet', group: 'axes', damage: 'D6+1', heft: 9, reach: '1-', range: 1, throwable: true, skill: 'Axe' },
  { ...PLAIN, name: 'Axe', group: 'axes', damage: 'D6+3', heft: 12, reach: '1', range: null, skill: 'Axe' },
  { ...PLAIN, name: 'Battle Axe', group: 'axes', damage: '3D6', heft: 15, reach: '1', range: null, twoHanded: true, skill: 'Axe' },
  // POLE ARMS
  { ...PLAIN, name: 'Javelin', group: 'pole arms', damage: 'D6', heft: 9, reach: '1+', range: 3, throwable: true, skill: 'Pole Arms' },
  { ...PLAIN, name: 'Spear', group: 'pole arms', damage: 'D6+2', heft: 11, reach: '1++', range: 2, throwable: true, skill: 'Pole Arms' },
  { ...PLAIN, name: 'Halberd', group: 'pole arms', damage: '2D6+1', heft: 13, reach: '1+', range: null, twoHanded: true, skill: 'Pole Arms' },
  { ...PLAIN, name: 'Pike', group: 'pole arms', damage: '2D6', heft: 13, reach: '2', range: null, twoHanded: true, skill: 'Pole Arms' },
  // MISSILES
  { ...PLAIN, name: 'Thrown Rock', group: 'missiles', damage: 'D6-4', heft: 6, reach: null, range: 2, missile: true, throwable: true, skill: null },
  { ...PLAIN, name: 'Sling', group: 'missiles', damage: 'D6-1', heft: 8, reach: null, range: 4, missile: true, skill: null },
  { ...PLAIN, name: 'Bow', group: 'missiles', damage: 'D6', heft: 10, reach: null, range: 5, missile: true, twoHanded: true, skill: 'Bow' },
  { ...PLAIN, name: 'Longbow', group: 'missiles', damage: 'D6+2', heft: 11, reach: null, range: 7, missile: true, twoHanded: true, skill: 'Bow' },
  { ...PLAIN, name: 'Crossbow', group: 'missiles', damage: '2D6', heft: 12, reach: null, range: 6, missile: true, twoHanded: true, reloadTurns: 1, skill: null },
  // Arbalest carries (R3) but not (2) in the table; kept one-handed as printed (ruling).
  { ...PLAIN, name: 'Arbalest', group: 'missiles', damage: '3D6', heft: 14, reach: null, range: 8, missile: true, reloadTurns: 3, skill: null },
];

/**
 * Weapons the rules give their beings that are no row of the WEAPONS table: the Giant's club
 * (SUMMONING, Summon Giant: "club 3D6+3", where the table's Club does D6). The text gives its dice
 * alone, so it has none of the table's marks ((T), (2), (G)) and no heft. It is a weapon on the board
 * (Drop Weapon, Break Weapon, a grapple drop it), but a character sheet holds only rows of the table,
 * so only its bearer takes it up again (docs/rulings.md, "A being's own weapon").
 */
export const BEINGS_WEAPONS: readonly Weapon[] = [
  { ...PLAIN, name: "Giant's Club", group: 'clubs', damage: '3D6+3', heft: null, reach: '1', range: null, skill: 'Axe' },
];

/** A weapon of the beings by its name, ignoring case; undefined when there is none. */
export function beingWeapon(name: string): Weapon | undefined {
  const n = name.toLowerCase();
  return BEINGS_WEAPONS.find((w) => w.name.toLowerCase() === n);
}

/** Other names people type for a weapon, mapped to the rules' name. */
export const WEAPON_ALIASES: Readonly<Record<string, string>> = {
  'Two-Handed Sword': '2-Handed Sword',
  'Two Hand Sword': '2-Handed Sword',
  Fist: 'Unarmed',
  Rock: 'Thrown Rock',
};

/**
 * A weapon of an adventure's own (a magic sword): it fights as its base row of the table, under its
 * own name, with `bonus` added to every damage roll made with it, grappling included
 * (docs/rulings.md, "An adventure's own weapons"). The bonus goes into the row's dice, so that the
 * one place that rolls a weapon's damage rolls it with the bonus.
 */
export function enchantedWeapon(base: Weapon, name: string, bonus: number): Weapon {
  const plus = (text: string): string => {
    const d = parseDice(text);
    return formatDice({ ...d, modifier: d.modifier + bonus });
  };
  return { ...base, name, damage: plus(base.damage), grapplingDamage: base.grapplingDamage === null ? null : plus(base.grapplingDamage) };
}
