// The spells of MAGIC: eight schools (CREATION ... SUMMONING), every spell in the rules' order.
// Descriptions are our own short summaries carrying the game facts; which spells count as direct
// follows one principle written in docs/rulings.md ("Rules tables"). How a spell is cast, resisted
// and paid for belongs to the magic engine, which reads these rows.

export type SpellSchool =
  | 'creation'
  | 'enchanting'
  | 'healing'
  | 'illusion'
  | 'kinetics'
  | 'morphing'
  | 'seeing'
  | 'summoning';

/** MAGIC, Spells: a dynamic spell acts once; a static one lasts the rest of the encounter. */
export type SpellDuration = 'static' | 'dynamic';

/** What a spell's fatigue cost is, as the text in parentheses (or after the description) gives it. */
export type SpellCost =
  /** A plain (NF). */
  | { readonly kind: 'fixed'; readonly fatigue: number }
  /** Dearer against a strong target: Drop Weapon, Tripp. */
  | { readonly kind: 'by-target-st'; readonly fatigue: number; readonly heavierFatigue: number; readonly stThreshold: number }
  /** The caster chooses X fatigue; max is the most X allowed, null when the text sets none. */
  | { readonly kind: 'per-point'; readonly max: number | null }
  /** What casting the original creation or enchantment cost. */
  | { readonly kind: 'original' }
  /** The ST of the character brought back: Reverse Death. */
  | { readonly kind: 'revived-st' }
  /** The damage points moved plus a constant: Channel Energy. */
  | { readonly kind: 'transferred-plus'; readonly plus: number }
  /** The IQ of the spirit called: Raise the Dead. */
  | { readonly kind: 'spirit-iq' };

/** What the spell is aimed at; the basis of the `direct` ruling. */
export type SpellTarget =
  /** One character or creature. */
  | 'being'
  /** Two characters, damage passing from one to the other: Channel Energy. */
  | 'beings'
  /** One or more target hexes, whoever stands there. */
  | 'hexes'
  /** A thing: a weapon. */
  | 'object'
  /** A spell already in play: a created object or an enchantment. */
  | 'spell'
  /** The caster himself. */
  | 'caster'
  /** The area centred on the caster. */
  | 'around-caster'
  /** Everyone on the board. */
  | 'board'
  /** The adventure's options, read ahead by the player. */
  | 'adventure'
  /** A being called from another plane, appearing near the caster. */
  | 'summoned';

export interface CreatureAttack {
  readonly name: string;
  /** Dice as written. */
  readonly damage: string;
  /** The text says to treat it as a missile (shooting). */
  readonly missile?: boolean;
}

/** The stat block a summoning or morphing spell prints. */
export interface SpellCreature {
  readonly name: string;
  /** A number for a summoned being; for a morph, 'x1', 'x2' or 'x3': a multiple of the caster's ST. */
  readonly st: number | `x${number}`;
  readonly dx: number;
  /** Only summoned beings have their own IQ; a morphed caster keeps his. */
  readonly iq?: number;
  /** Only where the text gives it. */
  readonly ma?: number;
  readonly flying?: boolean;
  readonly attacks: readonly CreatureAttack[];
  /**
   * What it fights with in hand when the text names a weapon: a row of the WEAPONS table (the
   * Warrior's broadsword) or a being's own weapon (the Giant's club, BEINGS_WEAPONS). A weapon on the
   * board, to be dropped or broken, where `attacks` are teeth and claws.
   */
  readonly weapon?: string;
  /** A shield of the ARMOR table it carries (the Warrior's "shield 1/0" is a Small Shield). */
  readonly shield?: string;
  /** Points stopped on each hit by its fur, skin or scales (all of them restrict nothing, x/0); a shield adds its own. */
  readonly armor: number;
  readonly armorName?: string;
  /** Hexes the creature fills, where the text gives it (the dragons). */
  readonly hexes?: number;
}

/** A way to resist that the spell's own text gives, used instead of the direct-spell contest. */
export type SpellResistance =
  /** Channel Energy: the target passes 3/IQ by a margin at least the caster's. */
  | { readonly kind: 'margin'; readonly attribute: 'IQ' }
  /** Raise the Dead: the host wins or ties an IQ contest. */
  | { readonly kind: 'contest-tie-resists'; readonly attribute: 'IQ' };

export interface Spell {
  readonly name: string;
  readonly school: SpellSchool;
  /** The least IQ needed to learn it. */
  readonly iq: number;
  readonly cost: SpellCost;
  readonly duration: SpellDuration;
  /** Cast directly upon a being, so the caster must also win an IQ contest (ruling). */
  readonly direct: boolean;
  /** Size of a multi-hex series version; null outside those series. */
  readonly hexes: 1 | 3 | 4 | 7 | null;
  /** The series the spell belongs to ('Fire', 'Shadow', 'Wall', 'Slippery Floor', 'Image', 'Illusion', 'Sleep', 'Avert', 'Rope'). */
  readonly family: string | null;
  readonly target: SpellTarget;
  /** One or two sentences of our own with the spell's game facts. */
  readonly description: string;
  /** Damage dice; X is the fatigue the caster chooses. */
  readonly damage?: string;
  /** A fixed number of damage points, where no dice are rolled. */
  readonly damagePoints?: number;
  /** The text says armor gives no protection. */
  readonly ignoresArmor?: boolean;
  /** The text makes it a missile strike (KINETICS: Fist, Fireball, Lightning). */
  readonly missile?: boolean;
  /** The strongest target (ST) it works on. */
  readonly stLimit?: number;
  /** Damage points stopped on each hit (armor spells). */
  readonly stops?: number;
  /** How many hexes farther from the caster the affected end their move (Avert). */
  readonly pushHexes?: number;
  /** Reach in hexes around the caster. */
  readonly radius?: number;
  /** Damage taken in the form is divided by this, rounded up, on returning to normal (morphs). */
  readonly returnDamageDivisor?: number;
  readonly creature?: SpellCreature;
  readonly resist?: SpellResistance;
  /** Spells known along with this one, by its own text (Super Rope includes Rope). */
  readonly includes?: readonly string[];
}

export interface SchoolInfo {
  readonly name: SpellSchool;
  /** As the rules head the section. */
  readonly title: string;
  /** The duration the school's introduction gives its spells. */
  readonly duration: SpellDuration;
  readonly description: string;
}

// The school introductions under MAGIC, in the rules' order.
export const SCHOOLS: readonly SchoolInfo[] = [
  { name: 'creation', title: 'Creation', duration: 'static', description: 'Makes physical things appear in the target hexes.' },
  { name: 'enchanting', title: 'Enchanting', duration: 'static', description: 'Changes how beings and objects behave or what they can do.' },
  { name: 'healing', title: 'Healing', duration: 'dynamic', description: 'Speeds the recovery of injuries.' },
  {
    name: 'illusion',
    title: 'Illusion',
    duration: 'static',
    description:
      'Imaginary things and tricks of the mind. Images vanish when touched; illusions deal damage until disbelieved or killed, and anyone may spend an action to disbelieve by winning an IQ contest with the caster.',
  },
  {
    name: 'kinetics',
    title: 'Kinetics',
    duration: 'dynamic',
    description: 'Moves things at a distance. Fist, Fireball and Lightning fly as missiles and are not resisted as direct spells.',
  },
  {
    name: 'morphing',
    title: 'Morphing',
    duration: 'static',
    description:
      "The caster takes a creature's shape, abilities and DX but keeps his IQ; he changes back at will or on falling unconscious, and cannot cast while changed.",
  },
  { name: 'seeing', title: 'Seeing', duration: 'dynamic', description: 'Awareness of things, places and times beyond the senses.' },
  {
    name: 'summoning',
    title: 'Summoning',
    duration: 'static',
    description:
      'Calls a being from another plane to within two hexes of the caster; it does nothing on its first turn. One summoned being at a time, gone when the caster wills it or falls unconscious.',
  },
];

const fixed = (fatigue: number): SpellCost => ({ kind: 'fixed', fatigue });
const perPoint = (max: number | null): SpellCost => ({ kind: 'per-point', max });

// Defaults shared by the rows of one school: its duration, and the fields most rows leave empty.
const creation = { school: 'creation', duration: 'static', direct: false, hexes: null, family: null } as const;
const enchanting = { school: 'enchanting', duration: 'static', direct: true, hexes: null, family: null, target: 'being' } as const;
const healing = { school: 'healing', duration: 'dynamic', direct: true, hexes: null, family: null, target: 'being' } as const;
const illusion = { school: 'illusion', duration: 'static', direct: false, hexes: null, family: null } as const;
const kinetics = { school: 'kinetics', duration: 'dynamic', direct: false, hexes: null, family: null } as const;
const morphing = { school: 'morphing', duration: 'static', direct: false, hexes: null, family: null, target: 'caster' } as const;
const seeing = { school: 'seeing', duration: 'dynamic', direct: false, hexes: null, family: null } as const;
const summoning = { school: 'summoning', duration: 'static', direct: false, hexes: null, family: null, target: 'summoned' } as const;

/** A larger cast of a series' one-hex spell (Fire-3, Shadow-7...): that spell over 3, 4 or 7 adjoining hexes, at its own IQ and fatigue. */
interface LargerCast {
  readonly oneHex: string;
  readonly hexes: 3 | 4 | 7;
  readonly iq: number;
  readonly fatigue: number;
}
const largerCast = (oneHex: string, hexes: 3 | 4 | 7, iq: number, fatigue: number): LargerCast => ({ oneHex, hexes, iq, fatigue });

/** The rows with each larger cast made from its one-hex row, which comes before it. */
function withLargerCasts(rows: readonly (Spell | LargerCast)[]): Spell[] {
  const byName = new Map<string, Spell>();
  return rows.map((row) => {
    const spell = 'oneHex' in row ? overMoreHexes(byName.get(row.oneHex)!, row) : row;
    byName.set(spell.name, spell);
    return spell;
  });
}

function overMoreHexes(one: Spell, { hexes, iq, fatigue }: LargerCast): Spell {
  const howMany = { 3: 'three', 4: 'four', 7: 'seven' }[hexes];
  return { ...one, name: `${one.family}-${hexes}`, iq, cost: fixed(fatigue), hexes, description: `${one.name} over ${howMany} adjoining hexes.` };
}

/** A summoned dragon: it flies, breathes fire (a missile) and bites and claws for the same dice, and its scales are its armor. */
function summonDragon(
  name: string, iq: number, fatigue: number,
  d: { name: string; st: number; dx: number; iq: number; ma: number; hexes: 4 | 7; damage: string; armor: number },
): Spell {
  return {
    ...summoning, name, iq, cost: fixed(fatigue),
    creature: {
      name: d.name, st: d.st, dx: d.dx, iq: d.iq, ma: d.ma, flying: true, hexes: d.hexes,
      attacks: [{ name: 'breathe fire', damage: d.damage, missile: true }, { name: 'bite/claws', damage: d.damage }],
      armor: d.armor, armorName: 'scales',
    },
    description: `Calls a ${d.hexes}-hex dragon: ST${d.st} DX${d.dx} IQ${d.iq}, flying at MA${d.ma}; fire breath (a missile) and bite and claws ${d.damage} each; scales stop ${d.armor}.`,
  };
}

export const SPELLS: readonly Spell[] = withLargerCasts([
  // CREATION
  {
    ...creation, name: 'Fire-1', iq: 9, cost: fixed(1), hexes: 1, family: 'Fire', target: 'hexes', damagePoints: 2, ignoresArmor: true,
    description: 'Flames fill one hex: anyone standing in it or crossing it takes 2 damage, which armor does not reduce. Wild animals refuse to step into fire.',
  },
  {
    ...creation, name: 'Flash', iq: 10, cost: fixed(3), target: 'board',
    description: 'A blinding burst of light: every figure on the board except the caster is at DX-2. A second Flash adds nothing.',
  },
  {
    ...creation, name: 'Shadow-1', iq: 10, cost: fixed(1), hexes: 1, family: 'Shadow', target: 'hexes',
    description: 'Darkness fills one hex; any attack made into it or out of it needs 4/DX.',
  },
  {
    ...creation, name: 'Destroy Created Object', iq: 11, cost: { kind: 'original' }, target: 'spell',
    description: 'Undoes a created object of a kind the caster could create himself, for the fatigue its creation cost.',
  },
  {
    ...creation, name: 'Rope', iq: 11, cost: fixed(2), family: 'Rope', target: 'hexes', stLimit: 20,
    description: 'A rope for climbing or for binding a figure of ST20 or less in the target hex: bound, it cannot move and needs 4/DX for every action; passing that 4/DX makes the rope vanish.',
  },
  {
    ...creation, name: 'Wall-1', iq: 11, cost: fixed(2), hexes: 1, family: 'Wall', target: 'hexes',
    description: 'A solid wall fills one empty hex and stops movement like any wall; it cannot be raised where someone stands.',
  },
  largerCast('Fire-1', 3, 12, 2),
  largerCast('Shadow-1', 3, 12, 2),
  largerCast('Wall-1', 3, 13, 4),
  {
    ...creation, name: 'Super Rope', iq: 15, cost: fixed(5), family: 'Rope', target: 'hexes', stLimit: 40, includes: ['Rope'],
    description: 'Rope that holds figures up to ST40. Knowing it means knowing Rope too.',
  },
  largerCast('Shadow-1', 7, 15, 3),
  largerCast('Fire-1', 7, 16, 4),
  largerCast('Wall-1', 7, 16, 6),

  // ENCHANTING
  { ...enchanting, name: 'Blur', iq: 8, cost: fixed(2), description: 'The subject is hard to make out: every attack on it needs 4/DX.' },
  { ...enchanting, name: 'Slow', iq: 8, cost: fixed(2), description: 'The target moves at only half its MA.' },
  {
    ...enchanting, name: 'Assist', iq: 9, cost: fixed(1),
    description: 'One figure, the caster included, gets +1 to one attribute: ST, DX or IQ.',
  },
  { ...enchanting, name: 'Clumsiness', iq: 9, cost: perPoint(null), description: 'The target loses 1 DX for each fatigue point the caster puts in.' },
  { ...enchanting, name: 'Confusion', iq: 9, cost: perPoint(null), description: 'The target loses 1 IQ for each fatigue point the caster puts in.' },
  { ...enchanting, name: 'Speed', iq: 10, cost: fixed(2), description: "The subject's MA is doubled." },
  {
    ...enchanting, name: 'Slippery Floor-1', iq: 10, cost: fixed(1), direct: false, hexes: 1, family: 'Slippery Floor', target: 'hexes',
    description: 'One hex turns slick: anyone in it fights at 4/DX and must pass 3/DX or fall and lose the turn.',
  },
  {
    ...enchanting, name: 'Reverse Missiles', iq: 11, cost: fixed(3),
    description: 'Missiles aimed at the target turn round and strike whoever loosed them.',
  },
  largerCast('Slippery Floor-1', 3, 11, 2),
  {
    ...enchanting, name: 'Freeze', iq: 12, cost: fixed(4),
    description: 'The target is frozen until the encounter ends; a frozen magic user can still cast.',
  },
  {
    ...enchanting, name: 'Invisibility', iq: 12, cost: fixed(4),
    description: 'The target can barely be seen: attacks on it are at DX-4, except by someone grappling it.',
  },
  {
    ...enchanting, name: 'Magical Sight', iq: 12, cost: fixed(3),
    description: 'The subject sees through anything that blocks the view, natural or magical.',
  },
  {
    ...enchanting, name: 'Flight', iq: 13, cost: fixed(4),
    description: 'The target flies 12 hexes a turn and, while in the air, is hit only on 4/DX.',
  },
  largerCast('Slippery Floor-1', 7, 13, 3),
  {
    ...enchanting, name: 'Stone Flesh', iq: 13, cost: fixed(3), stops: 4,
    description: 'Every hit on the subject does 4 fewer damage points; no other armor spell adds to it.',
  },
  {
    ...enchanting, name: 'Remove Enchantment', iq: 14, cost: { kind: 'original' }, direct: false, target: 'spell',
    description: 'Ends an enchantment of a kind the caster could cast himself, for the fatigue it cost.',
  },
  { ...enchanting, name: 'Spell Shield', iq: 14, cost: fixed(4), description: 'Direct spells cast on the subject have no effect.' },
  {
    ...enchanting, name: 'Iron Flesh', iq: 15, cost: fixed(4), stops: 6,
    description: 'Every hit on the target does 6 fewer damage points; no other armor spell adds to it.',
  },
  {
    ...enchanting, name: 'Death', iq: 16, cost: perPoint(null),
    description: 'The target takes 1 damage point for each fatigue point the caster spends.',
  },

  // HEALING
  {
    ...healing, name: 'Heal Wounds', iq: 10, cost: perPoint(null),
    description: 'The target recovers 1 damage point per fatigue point spent; the caster may heal himself.',
  },
  {
    ...healing, name: 'Reverse Death', iq: 14, cost: { kind: 'revived-st' },
    description: 'Revives a character killed during this encounter, at a net ST of 1, unless the damage reached twice his ST. Costs fatigue equal to his ST.',
  },
  {
    ...healing, name: 'Channel Energy', iq: 16, cost: { kind: 'transferred-plus', plus: 3 }, direct: false, target: 'beings',
    resist: { kind: 'margin', attribute: 'IQ' },
    description: 'Moves damage points from one nearby character to another; the target escapes by making 3/IQ by at least the margin the caster made. Costs the points moved plus 3.',
  },

  // ILLUSION
  {
    ...illusion, name: 'Image-1', iq: 8, cost: fixed(1), hexes: 1, family: 'Image', target: 'hexes',
    description: 'A one-hex thing that looks, sounds and smells real but vanishes when touched.',
  },
  {
    ...illusion, name: 'Illusion-1', iq: 11, cost: fixed(2), hexes: 1, family: 'Illusion', target: 'hexes',
    description: 'A one-hex thing that acts as if real, damage included, until someone disbelieves it.',
  },
  {
    ...illusion, name: 'Sleep-1', iq: 11, cost: fixed(3), direct: true, hexes: 1, family: 'Sleep', target: 'being',
    description: 'The target drops asleep at once; it wakes when attacked or after being shaken for a turn.',
  },
  largerCast('Image-1', 4, 13, 2),
  {
    ...illusion, name: 'Mind Control', iq: 13, cost: fixed(5), direct: true, target: 'being',
    description: 'The target follows orders unless they would kill it; it cannot act in the turn it is taken over.',
  },
  {
    ...illusion, name: 'Dispel Illusions', iq: 14, cost: fixed(5), target: 'around-caster', radius: 15,
    description: 'Every illusion within 15 hexes of the caster disappears.',
  },
  largerCast('Illusion-1', 4, 14, 3),
  {
    ...illusion, name: 'Sleep-4', iq: 14, cost: fixed(4), hexes: 4, family: 'Sleep', target: 'hexes',
    description: 'Sleep over four adjoining hexes.',
  },
  largerCast('Image-1', 7, 15, 4),
  largerCast('Illusion-1', 7, 16, 5),
  {
    ...illusion, name: 'Sleep-7', iq: 16, cost: fixed(8), hexes: 7, family: 'Sleep', target: 'hexes',
    description: 'Sleep over seven adjoining hexes.',
  },

  // KINETICS
  {
    ...kinetics, name: 'Magic Fist', iq: 8, cost: perPoint(2), target: 'being', damage: 'XD6-2', missile: true,
    description: 'An unseen blow of XD6-2 for X fatigue, X at most 2. It strikes as a missile.',
  },
  {
    ...kinetics, name: 'Drop Weapon', iq: 8, cost: { kind: 'by-target-st', fatigue: 1, heavierFatigue: 2, stThreshold: 20 }, direct: true, target: 'being',
    description: 'The target lets go of whatever it holds. 1F, or 2F on a target of ST20 or more.',
  },
  {
    ...kinetics, name: 'Avert-1', iq: 9, cost: fixed(3), duration: 'static', direct: true, hexes: 1, family: 'Avert', target: 'being', pushHexes: 2,
    description: 'One figure must end each move two hexes farther from the caster than it started. Static.',
  },
  {
    ...kinetics, name: 'Tripp', iq: 10, cost: { kind: 'by-target-st', fatigue: 2, heavierFatigue: 4, stThreshold: 30 }, direct: true, target: 'being',
    description: 'The victim is knocked to the ground. 2F, or 4F on a target of ST30 or more.',
  },
  {
    ...kinetics, name: 'Shock Shield', iq: 10, cost: fixed(3), duration: 'static', target: 'caster', damage: 'D6', ignoresArmor: true,
    description: "Everyone else in the caster's hex takes D6, which armor does not reduce. Static.",
  },
  {
    ...kinetics, name: 'Avert-3', iq: 11, cost: fixed(4), duration: 'static', hexes: 3, family: 'Avert', target: 'hexes', pushHexes: 4,
    description: 'Figures in three adjoining hexes must end their moves four hexes farther from the caster than they started. Static.',
  },
  {
    ...kinetics, name: 'Blast', iq: 12, cost: fixed(2), target: 'around-caster', radius: 1, damage: 'D6', ignoresArmor: true,
    description: "D6 to every other figure in the caster's hex and in each hex next to it; armor does not reduce it.",
  },
  {
    ...kinetics, name: 'Break Weapon', iq: 12, cost: fixed(3), target: 'object',
    description: 'Shatters the target weapon; it has no power over magical weapons.',
  },
  {
    ...kinetics, name: 'Fireball', iq: 12, cost: perPoint(3), target: 'being', damage: 'XD6-1', missile: true,
    description: 'XD6-1 for X fatigue, X at most 3, striking as a missile; it sets burnable things alight.',
  },
  {
    ...kinetics, name: 'Lightning', iq: 14, cost: perPoint(4), target: 'being', damage: 'XD6', missile: true,
    description: 'XD6 for X fatigue, X at most 4, striking as a missile.',
  },
  // The text of Avert-7 does not repeat "Static spell"; kept static like Avert-1 and Avert-3 (ruling).
  {
    ...kinetics, name: 'Avert-7', iq: 15, cost: fixed(4), duration: 'static', hexes: 7, family: 'Avert', target: 'hexes', pushHexes: 6,
    description: 'Figures in seven adjoining hexes must end their moves six hexes farther from the caster than they started.',
  },

  // MORPHING
  {
    ...morphing, name: 'Werewolf', iq: 11, cost: fixed(2),
    creature: { name: 'Wolf', st: 'x1', dx: 13, ma: 8, attacks: [{ name: 'bite', damage: 'D6+1' }], armor: 1, armorName: 'fur' },
    description: 'The caster becomes a wolf with his own ST, DX13 and MA8, biting for D6+1; fur stops 1.',
  },
  {
    ...morphing, name: 'Werebear', iq: 13, cost: fixed(4), returnDamageDivisor: 3,
    creature: { name: 'Bear', st: 'x3', dx: 11, attacks: [{ name: 'bite/claws', damage: '3D6' }], armor: 2, armorName: 'fur' },
    description: 'The caster becomes a bear with three times his ST, DX11, bite and claws for 3D6, fur stopping 2. Back in human form, damage taken as a bear counts one third, rounded up.',
  },
  {
    ...morphing, name: 'Weregoyle', iq: 15, cost: fixed(4), returnDamageDivisor: 2,
    creature: { name: 'Gargoyle', st: 'x2', dx: 11, ma: 16, flying: true, attacks: [{ name: 'claws', damage: '2D6' }], armor: 3, armorName: 'skin' },
    description: 'The caster becomes a gargoyle with twice his ST, DX11, claws for 2D6, skin stopping 3, flying at MA16. Back in human form, damage taken counts half, rounded up.',
  },
  {
    ...morphing, name: 'Weredragon', iq: 17, cost: fixed(5), returnDamageDivisor: 3,
    creature: {
      name: 'Dragon', st: 'x3', dx: 13, ma: 16, flying: true,
      attacks: [{ name: 'breathe fire', damage: '2D6+2', missile: true }, { name: 'bite/claws', damage: '2D6+2' }],
      armor: 3, armorName: 'scales',
    },
    description: 'The caster becomes a dragon with three times his ST, DX13, fire breath (shot like a missile) and bite and claws for 2D6+2 each, scales stopping 3, flying at MA16. Damage taken counts one third, rounded up, on changing back.',
  },

  // SEEING
  { ...seeing, name: 'Reveal Magic', iq: 9, cost: fixed(1), target: 'around-caster', description: 'Senses all the magic close by.' },
  {
    ...seeing, name: 'Read Mind', iq: 12, cost: fixed(1), target: 'adventure',
    description: 'The player may look at where one talk option leads without taking it.',
  },
  {
    ...seeing, name: 'See Future', iq: 14, cost: fixed(3), target: 'adventure',
    description: 'The player may look at where any one option leads without taking it.',
  },

  // SUMMONING
  {
    ...summoning, name: 'Summon Wolf', iq: 9, cost: fixed(3),
    creature: { name: 'Wolf', st: 10, dx: 13, iq: 6, ma: 8, attacks: [{ name: 'bite', damage: '1D6+1' }], armor: 1, armorName: 'fur' },
    description: 'Calls a wolf: ST10 DX13 IQ6 MA8, bite 1D6+1, fur stopping 1.',
  },
  {
    ...summoning, name: 'Summon Warrior', iq: 10, cost: fixed(3),
    creature: { name: 'Warrior', st: 12, dx: 12, iq: 8, attacks: [], weapon: 'Broad Sword', shield: 'Small Shield', armor: 0 },
    description: 'Calls a warrior: ST12 DX12 IQ8 with a broadsword (2D6) and a shield stopping 1.',
  },
  {
    ...summoning, name: 'Summon Bear', iq: 11, cost: fixed(5),
    creature: { name: 'Bear', st: 30, dx: 11, iq: 6, attacks: [{ name: 'bite/claws', damage: '3D6' }], armor: 2, armorName: 'fur' },
    description: 'Calls a bear: ST30 DX11 IQ6, bite and claws 3D6, fur stopping 2.',
  },
  {
    ...summoning, name: 'Summon Gargoyle', iq: 13, cost: fixed(5),
    creature: { name: 'Gargoyle', st: 20, dx: 11, iq: 8, ma: 16, flying: true, attacks: [{ name: 'claws', damage: '2D6' }], armor: 3, armorName: 'stony skin' },
    description: 'Calls a gargoyle: ST20 DX11 IQ8, flying at MA16, claws 2D6, stony skin stopping 3.',
  },
  {
    ...summoning, name: 'Summon Giant', iq: 14, cost: fixed(5),
    creature: { name: 'Giant', st: 30, dx: 9, iq: 8, ma: 8, attacks: [], weapon: "Giant's Club", armor: 0 },
    description: 'Calls a giant: ST30 DX9 IQ8 MA8 wielding a club for 3D6+3; no armor.',
  },
  {
    ...summoning, name: 'Teleport', iq: 15, cost: fixed(1), direct: true, target: 'being',
    description: 'Moves any character to another hex, never into a solid object.',
  },
  summonDragon('Summon Small Dragon', 15, 6, { name: 'Small Dragon', st: 30, dx: 13, iq: 16, ma: 16, hexes: 4, damage: '2D6+2', armor: 3 }),
  summonDragon('Summon Dragon', 16, 9, { name: 'Dragon', st: 60, dx: 14, iq: 20, ma: 20, hexes: 7, damage: '4D6', armor: 5 }),
  {
    ...summoning, name: 'Raise the Dead', iq: 18, cost: { kind: 'spirit-iq' }, target: 'being', resist: { kind: 'contest-tie-resists', attribute: 'IQ' },
    description: "Calls a dead character's spirit into a living host: it keeps its DX, IQ, skills and magic and takes the host's ST. The host resists by winning or tying an IQ contest; costs the spirit's IQ in fatigue.",
  },
]);

/** Other names people type for a spell, mapped to the rules' name. */
export const SPELL_ALIASES: Readonly<Record<string, string>> = {
  Trip: 'Tripp',
  Fist: 'Magic Fist',
};
