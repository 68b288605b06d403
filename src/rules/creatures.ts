// The bestiary: the beings of the SUMMONING section as the rules print them, and common foes of a
// fantasy world with stats in LAW terms (ST, DX, IQ, MA, armor points, attacks). Stats are our own;
// a stat block reads like a sheet after the armor it wears: `dx` is its DX with its worn armor's
// restriction already taken off, `armor` the points its armor, fur or skin stops on each hit. A
// shield counts on top, as a character's does (ARMOR): its points are added to `armor` and its
// restriction taken off `dx`. The conventions are written in docs/combat.md ("The bestiary").
import type { SpellCreature } from './spells';
import { SPELLS } from './spells';
import { beingWeapon } from './weapons';
import { findShield, findWeapon, normalizeName } from './lookup';

export interface CreatureAttackRow {
  name: string;
  /** Dice expression: 'D6+1', '2D6+2'. */
  damage: string;
  /** Shot like a missile weapon (the dragons' fire): no move that turn, no dodge. */
  missile?: boolean;
  /** Reach of a missile attack in hexes; none means beyond the board (Shoot/Throw). */
  range?: number;
}

export interface Creature {
  name: string;
  st: number;
  dx: number;
  iq: number;
  /** Movement allowance; half of DX, rounded down, when left out (MOVEMENT). */
  ma?: number;
  /** Points stopped on each hit by its fur, skin or worn armor; a shield adds its own (ARMOR). */
  armor: number;
  /** Natural attacks (bite, claws) or a weapon described by the stat block. */
  attacks: CreatureAttackRow[];
  /**
   * A WEAPONS row held in hand, used instead of `attacks` (heft, throwing, reloading apply), or a
   * being's own weapon of the rules (BEINGS_WEAPONS: the Giant's club).
   */
  weapon?: string;
  /** A shield of the ARMOR table carried: its points add to `armor`, its restriction comes off `dx`. */
  shield?: string;
  /** What the armor is: 'fur', 'scales', or an ARMOR row such as 'Leather'. */
  armorName?: string;
  flying?: boolean;
  /** A wild animal: will not enter fire (CREATION, Fire). */
  animal?: boolean;
  /** Hexes the creature fills: 1 (default), 4 or 7 (the dragons). */
  hexes?: number;
  description: string;
  /** Other WEAPONS rows carried besides the one in hand (a dagger at the belt). */
  weapons?: string[];
  /** Skill levels, as on a character sheet (Sword: 1). */
  skills?: Record<string, number>;
  /** Never breaks and flees (the morale ruling in docs/rulings.md): the unliving and the summoned. */
  fearless?: boolean;
  /** The spell that calls this being, for the summoned creatures of the rules. */
  summonedBy?: string;
}

/** The beings the SUMMONING spells call, taken from the spell table itself so they cannot drift. */
function summoned(spellName: string, extra: Partial<Creature> = {}): Creature {
  const spell = SPELLS.find((s) => s.name === spellName);
  const c: SpellCreature | undefined = spell?.creature;
  if (!spell || !c || typeof c.st !== 'number' || c.iq === undefined) throw new Error(`no summoned creature in ${spellName}`);
  return {
    name: c.name,
    st: c.st,
    dx: c.dx,
    iq: c.iq,
    ...(c.ma !== undefined ? { ma: c.ma } : {}),
    armor: c.armor,
    attacks: c.attacks.map((a) => ({ name: a.name, damage: a.damage, ...(a.missile ? { missile: true } : {}) })),
    ...(c.weapon !== undefined ? { weapon: c.weapon } : {}),
    ...(c.shield !== undefined ? { shield: c.shield } : {}),
    ...(c.armorName !== undefined ? { armorName: c.armorName } : {}),
    ...(c.flying ? { flying: true } : {}),
    ...(c.hexes !== undefined ? { hexes: c.hexes } : {}),
    description: spell.description,
    fearless: true,
    summonedBy: spell.name,
    ...extra,
  };
}

export const CREATURES: readonly Creature[] = [
  // SUMMONING: the rules' own stat blocks.
  summoned('Summon Wolf', { animal: true }),
  summoned('Summon Warrior'),
  summoned('Summon Bear', { animal: true }),
  summoned('Summon Gargoyle'),
  summoned('Summon Giant'),
  summoned('Summon Small Dragon', { animal: true }),
  summoned('Summon Dragon', { animal: true }),

  // Common foes. Humanoids are built like characters: about 32 points of attributes, table weapons
  // within their ST, DX after armor restriction.
  {
    name: 'Bandit', st: 11, dx: 10, iq: 9, armor: 2, armorName: 'Leather', attacks: [], weapon: 'Short Sword', weapons: ['Dagger'],
    description: 'A highway robber in leather with a short sword and a dagger at the belt.',
  },
  {
    name: 'Bandit Archer', st: 10, dx: 12, iq: 9, armor: 1, armorName: 'Cloth', attacks: [], weapon: 'Bow', weapons: ['Dagger'], skills: { Bow: 1 },
    description: 'A robber who shoots from cover with a bow; a dagger for when you close in.',
  },
  {
    name: 'Bandit Chief', st: 13, dx: 9, iq: 10, armor: 3, armorName: 'Chain', shield: 'Small Shield', attacks: [], weapon: 'Broad Sword', skills: { Sword: 1 },
    description: 'The leader of a band: chain mail, a small shield and a broad sword he knows how to use.',
  },
  {
    name: 'Goblin', st: 9, dx: 10, iq: 7, armor: 1, armorName: 'hides', attacks: [], weapon: 'Club',
    description: 'A small, spiteful raider in patched hides, swinging a club it may also throw.',
  },
  {
    name: 'Goblin Slinger', st: 8, dx: 11, iq: 7, armor: 0, attacks: [], weapon: 'Sling', weapons: ['Dagger'],
    description: 'A goblin that keeps its distance and slings stones; it carries a dagger.',
  },
  {
    name: 'Orc', st: 13, dx: 9, iq: 8, armor: 2, armorName: 'Leather', shield: 'Small Shield', attacks: [], weapon: 'Axe',
    description: 'A brutal warrior in leather with an axe and a small shield.',
  },
  {
    name: 'Orc Chieftain', st: 15, dx: 10, iq: 9, armor: 3, armorName: 'Chain', attacks: [], weapon: 'Battle Axe', skills: { Axe: 1 },
    description: 'A huge orc in chain mail wielding a two-handed battle axe with skill.',
  },
  {
    name: 'Skeleton', st: 10, dx: 11, iq: 6, armor: 1, armorName: 'bones', attacks: [], weapon: 'Cutlass', fearless: true,
    description: 'Animated bones with a rusty cutlass; blows glance off its ribs and it knows no fear.',
  },
  {
    name: 'Zombie', st: 14, dx: 8, iq: 4, ma: 3, armor: 0, attacks: [{ name: 'claws', damage: 'D6+1' }], fearless: true,
    description: 'A shambling corpse, slow and tireless, that tears with its nails.',
  },
  {
    name: 'Giant Rat', st: 5, dx: 12, iq: 3, ma: 6, armor: 0, attacks: [{ name: 'bite', damage: 'D6-2' }], animal: true,
    description: 'A rat the size of a dog, quick and weak, that comes in packs.',
  },
  {
    name: 'Giant Spider', st: 12, dx: 12, iq: 5, ma: 6, armor: 2, armorName: 'chitin', attacks: [{ name: 'bite', damage: '2D6-2' }], animal: true,
    description: 'A hairy spider as big as a pony, its shell stopping light blows.',
  },
  {
    name: 'Giant Bat', st: 6, dx: 13, iq: 4, ma: 10, armor: 0, attacks: [{ name: 'bite', damage: 'D6-1' }], flying: true, animal: true,
    description: 'A cave bat with a wide wingspan that swoops over the fighting.',
  },
  {
    name: 'Cave Bear', st: 20, dx: 11, iq: 5, ma: 6, armor: 2, armorName: 'fur', attacks: [{ name: 'bite/claws', damage: '2D6+1' }], animal: true,
    description: 'A bear of the deep caves: thick fur, great claws.',
  },
  {
    name: 'Troll', st: 22, dx: 10, iq: 6, armor: 2, armorName: 'hide', attacks: [{ name: 'claws', damage: '2D6+1' }],
    description: 'A tall, rangy brute with a hide like bark and long claws.',
  },
  {
    name: 'Ogre', st: 20, dx: 9, iq: 7, armor: 1, armorName: 'hides', attacks: [], weapon: 'Maul',
    description: 'A hulking man-eater with a two-handed maul.',
  },
  {
    name: 'Cultist', st: 10, dx: 11, iq: 11, armor: 1, armorName: 'Cloth', attacks: [], weapon: 'Dagger', weapons: ['Dagger'], skills: { Dagger: 1 },
    description: 'A robed fanatic with two daggers, one to stab and one to throw.',
  },
  {
    name: 'Guard', st: 12, dx: 9, iq: 9, armor: 2, armorName: 'Leather', shield: 'Small Shield', attacks: [], weapon: 'Spear', weapons: ['Short Sword'],
    description: 'A town guard with a spear (which he can throw), a short sword and a small shield.',
  },
  {
    name: 'Crossbowman', st: 12, dx: 10, iq: 9, armor: 2, armorName: 'Leather', attacks: [], weapon: 'Crossbow', weapons: ['Short Sword'],
    description: 'A soldier with a crossbow that needs a turn to reload, and a short sword.',
  },
];

/** Other names people type for a creature, mapped to the bestiary's name. */
export const CREATURE_ALIASES: Readonly<Record<string, string>> = {
  Goblins: 'Goblin',
  Orcs: 'Orc',
  Rat: 'Giant Rat',
  Spider: 'Giant Spider',
  Bat: 'Giant Bat',
  Slinger: 'Goblin Slinger',
  Archer: 'Bandit Archer',
};

const INDEX = new Map<string, Creature>();
for (const c of CREATURES) INDEX.set(normalizeName(c.name), c);
for (const [alias, name] of Object.entries(CREATURE_ALIASES)) {
  const c = INDEX.get(normalizeName(name));
  if (!c) throw new Error(`creature alias "${alias}" points at unknown creature "${name}"`);
  if (!INDEX.has(normalizeName(alias))) INDEX.set(normalizeName(alias), c);
}

/** A bestiary row by name, ignoring case, spaces and hyphens; undefined when there is none. */
export function findCreature(name: string): Creature | undefined {
  return INDEX.get(normalizeName(name));
}

const DICE_RE = /^\s*(\d+)?\s*D\s*(\d+)\s*([+-]\s*\d+)?\s*$/i;

/**
 * What is wrong with a stat block (a bestiary row or an adventure's inline creature), one message per
 * fault with the field named; an empty list when it can fight. Adventures check their creatures with
 * it before play.
 */
export function creatureProblems(c: Creature): string[] {
  const problems: string[] = [];
  const whole = (field: string, v: unknown, min: number) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min) problems.push(`${field}: a whole number of at least ${min}, not ${JSON.stringify(v)}`);
  };
  if (typeof c.name !== 'string' || c.name.trim() === '') problems.push('name: a creature needs a name');
  whole('st', c.st, 1);
  whole('dx', c.dx, 1);
  whole('iq', c.iq, 1);
  whole('armor', c.armor, 0);
  if (c.ma !== undefined) whole('ma', c.ma, 0);
  if (c.hexes !== undefined && ![1, 4, 7].includes(c.hexes)) problems.push(`hexes: 1, 4 or 7, not ${JSON.stringify(c.hexes)}`);
  if (!Array.isArray(c.attacks)) problems.push('attacks: a list of attacks (name and damage)');
  else {
    c.attacks.forEach((a, i) => {
      if (!a || typeof a.name !== 'string' || a.name.trim() === '') problems.push(`attacks[${i}].name: each attack needs a name`);
      if (!a || typeof a.damage !== 'string' || !DICE_RE.test(a.damage)) problems.push(`attacks[${i}].damage: dice such as D6+1 or 2D6, not ${JSON.stringify(a?.damage)}`);
      if (a?.range !== undefined) whole(`attacks[${i}].range`, a.range, 1);
    });
  }
  const checkWeapon = (field: string, name: string) => {
    const w = findWeapon(name) ?? beingWeapon(name);
    if (!w) problems.push(`${field}: "${name}" is not a weapon of the WEAPONS table`);
    else if (w.heft !== null && typeof c.st === 'number' && w.heft > c.st) problems.push(`${field}: ${w.name} needs ST${w.heft}; the creature has ST${c.st}`);
  };
  if (c.weapon !== undefined) checkWeapon('weapon', c.weapon);
  (c.weapons ?? []).forEach((w, i) => checkWeapon(`weapons[${i}]`, w));
  if (c.weapon === undefined && Array.isArray(c.attacks) && c.attacks.length === 0) problems.push('attacks: give at least one attack, or a weapon');
  if (c.shield !== undefined) {
    const s = findShield(c.shield);
    if (!s) problems.push(`shield: "${c.shield}" is not a shield of the ARMOR table (Small Shield, Large Shield, Tower Shield)`);
    const w = c.weapon !== undefined ? findWeapon(c.weapon) ?? beingWeapon(c.weapon) : undefined;
    if (w?.twoHanded) problems.push(`shield: ${w.name} is two-handed, so no shield can be carried with it`);
  }
  return problems;
}
