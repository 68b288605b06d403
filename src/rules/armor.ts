// The ARMOR table (TYPE, A/R): worn armor and shields. `metal` serves MAGIC, Metal: a magic user
// in metal armor cannot cast. Which rows are metal is a ruling (docs/rulings.md, "Rules tables").

export type ArmorKind = 'armor' | 'shield';

export interface Armor {
  readonly name: string;
  readonly kind: ArmorKind;
  /** A: damage points stopped on each hit; worn pieces add up. */
  readonly points: number;
  /** R: taken off the wearer's DX, and so off his MA too. */
  readonly restriction: number;
  /** Counts as metal armor for MAGIC, Metal. */
  readonly metal: boolean;
}

// ARMOR table, armor rows
export const ARMORS: readonly Armor[] = [
  { name: 'Cloth', kind: 'armor', points: 1, restriction: 1, metal: false },
  { name: 'Leather', kind: 'armor', points: 2, restriction: 2, metal: false },
  { name: 'Chain', kind: 'armor', points: 3, restriction: 3, metal: true },
  { name: 'Plate', kind: 'armor', points: 5, restriction: 4, metal: true },
];

// ARMOR table, shield rows. A shield is held, not worn, so MAGIC, Metal does not reach it; a caster
// holding a shield is stopped anyway by MAGIC's rule on what his hands may hold.
export const SHIELDS: readonly Armor[] = [
  { name: 'Small Shield', kind: 'shield', points: 1, restriction: 0, metal: false },
  { name: 'Large Shield', kind: 'shield', points: 2, restriction: 1, metal: false },
  { name: 'Tower Shield', kind: 'shield', points: 3, restriction: 2, metal: false },
];

/** The whole ARMOR table in the rules' order: the four armors, then the three shields. */
export const ARMOR_TABLE: readonly Armor[] = [...ARMORS, ...SHIELDS];

/** Other names people type for armor, mapped to the rules' name. */
export const ARMOR_ALIASES: Readonly<Record<string, string>> = {
  'Cloth Armor': 'Cloth',
  'Leather Armor': 'Leather',
  'Chain Mail': 'Chain',
  'Chain Armor': 'Chain',
  'Plate Mail': 'Plate',
  'Plate Armor': 'Plate',
};

/** The most an adventure's own armor may stop, and the most DX it may take off (docs/rulings.md). */
export const OWN_ARMOR_LIMITS = { stops: 9, dx: 9 } as const;

/**
 * An armor of an adventure's own (elven mail): its base armor row of the table under its own name,
 * with the damage it stops and the DX it takes off given by the author where they differ from the
 * base's; metal when its base is metal (MAGIC, Metal). `dx` is written as the change to DX, so -1
 * is a restriction of 1 (docs/rulings.md, "An adventure's own armor").
 */
export function enchantedArmor(base: Armor, name: string, override: { stops?: number; dx?: number } = {}): Armor {
  return { ...base, name, points: override.stops ?? base.points, restriction: override.dx === undefined ? base.restriction : -override.dx };
}
