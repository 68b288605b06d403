// The SKILLS of the rules: six groups (ATHLETICS ... WEAPONS), every skill in the rules' order.
// A skill's level is added to the attribute it is rolled against (SKILLS); whether a check is
// required or assisted is the adventure's business, not the skill's.
import type { Attribute } from '../dice';

export type SkillGroup = 'athletics' | 'social' | 'survival' | 'thief' | 'trades' | 'weapons';

export const SKILL_GROUPS: readonly SkillGroup[] = ['athletics', 'social', 'survival', 'thief', 'trades', 'weapons'];

/**
 * How the skill is used:
 * - check: a plain 3/ATTR (+ the skill);
 * - contest: winning a check against someone (RESOLVING UNCERTAINTY, Winning a Check);
 * - bonus: weapon skills, +1 to hit or to damage per level;
 * - special: none of those (Leadership).
 */
export type SkillUse = 'check' | 'contest' | 'bonus' | 'special';

export interface Skill {
  readonly name: string;
  readonly group: SkillGroup;
  /** The attribute rolled; null when the skill is not rolled (weapon skills, Leadership). */
  readonly attribute: Attribute | null;
  readonly use: SkillUse;
  /** In a contest, the attribute the other side rolls against (ruling: the same one when unnamed). */
  readonly opposedBy: 'IQ' | 'DX' | null;
  /** What each level gives, where the rules say. */
  readonly perLevel: string | null;
  /** XP a magic user pays for it where the rules set a price (CAMPAIGNING, Advancement sets 20 otherwise). */
  readonly mageXpCost: number | null;
  /** Our own short summary. */
  readonly description: string;
}

const check = (attribute: Attribute) => ({ attribute, use: 'check', opposedBy: null, perLevel: null, mageXpCost: null }) as const;
const contest = (attribute: Attribute, opposedBy: 'IQ' | 'DX') =>
  ({ attribute, use: 'contest', opposedBy, perLevel: null, mageXpCost: null }) as const;

// Each level of a weapon skill (WEAPONS skills): +1 DX to hit or +1 damage, the whole bonus one way.
const WEAPON_LEVEL = '+1 DX to hit or +1 damage; all levels one way, chosen before attacking';
const weapon = { group: 'weapons', attribute: null, use: 'bonus', opposedBy: null, perLevel: WEAPON_LEVEL, mageXpCost: null } as const;

export const SKILLS: readonly Skill[] = [
  // ATHLETICS
  { ...check('DX'), name: 'Acrobat', group: 'athletics', description: 'Jump or fall without getting hurt.' },
  { ...check('ST'), name: 'Climbing', group: 'athletics', description: 'Get up and over obstacles.' },
  { ...check('DX'), name: 'Riding', group: 'athletics', description: 'Stay on and steer large mounts.' },
  { ...check('ST'), name: 'Swimming', group: 'athletics', description: 'Stay afloat and swim.' },

  // SOCIAL
  {
    ...contest('IQ', 'IQ'), name: 'Charisma', group: 'social',
    description: 'Take charge of a non-player character who is not hostile.',
  },
  {
    ...check('IQ'), name: 'Diplomacy', group: 'social',
    description: 'Swap the talk option just chosen for another one, escaping what the first would have brought.',
  },
  {
    name: 'Leadership', group: 'social', attribute: null, use: 'special', opposedBy: null, mageXpCost: null,
    perLevel: "+1 to one character's check (the leadership rating)",
    description: "The leader gives up his turn to add his leadership rating to another character's check.",
  },
  { ...check('IQ'), name: 'Dwarvish', group: 'social', description: 'Speak the Dwarvish tongue.' },
  { ...check('IQ'), name: 'Elvish', group: 'social', description: 'Speak the Elvish tongue.' },
  { ...check('IQ'), name: 'Orcish', group: 'social', description: 'Speak the Orcish tongue.' },
  {
    ...check('IQ'), name: "Sorcerer's Tongue", group: 'social', mageXpCost: 10,
    description: "Speak the Sorcerer's Tongue; a magic user buys it for 10XP.",
  },
  { ...check('IQ'), name: 'Literacy', group: 'social', description: 'Read and write one particular language.' },

  // SURVIVAL
  { ...check('IQ'), name: 'Land Navigation', group: 'survival', description: 'Find the way through the wilds.' },
  {
    ...contest('DX', 'IQ'), name: 'Stalker', group: 'survival',
    description: "When a combat begins, this character alone (not the party) gets a free turn by beating the opponent's IQ with his DX.",
  },
  { ...contest('DX', 'IQ'), name: 'Stealth', group: 'survival', description: "Go unnoticed by beating the enemy's IQ with DX." },
  { ...check('IQ'), name: 'Survival', group: 'survival', description: 'Find food and shelter in the wild.' },
  { ...contest('IQ', 'IQ'), name: 'Tactician', group: 'survival', description: 'Seize the initiative in an encounter.' },
  { ...contest('IQ', 'IQ'), name: 'Tracker', group: 'survival', description: 'Follow a quarry across the wilds.' },

  // THIEF
  { ...check('IQ'), name: 'Locks', group: 'thief', description: 'Open locks without the key.' },
  { ...contest('IQ', 'DX'), name: 'Streetwise', group: 'thief', description: "Cancel a surprise by beating the enemy's DX with IQ." },
  { ...check('DX'), name: 'Thief', group: 'thief', description: 'Steal things.' },
  { ...check('IQ'), name: 'Traps', group: 'thief', description: 'Find and disarm traps.' },

  // TRADES
  { ...check('IQ'), name: 'Alchemist', group: 'trades', mageXpCost: 10, description: 'Brew potions; a magic user buys it for 10XP.' },
  { ...contest('IQ', 'IQ'), name: 'Animal Handler', group: 'trades', description: 'Keep animals from attacking.' },
  {
    ...check('IQ'), name: 'Bard', group: 'trades', perLevel: '1 karma point for one party member in the current adventure',
    description: 'Grants karma to party members in the current adventure, one point per level; the bard must be alive.',
  },
  {
    ...check('DX'), name: 'Crafts', group: 'trades',
    description: 'A trade such as carpenter, farmer, mason, smith or weaver, earning a skilled worker\'s daily pay.',
  },
  { ...check('IQ'), name: 'Herbalist', group: 'trades', description: 'Make use of herbs and plants.' },
  { ...check('IQ'), name: 'Jeweler', group: 'trades', description: 'Work metals and gems.' },
  {
    ...check('IQ'), name: 'Medic', group: 'trades', perLevel: '1 damage point healed',
    description: 'After a combat, heals damage taken in that combat, one point per level.',
  },
  {
    ...contest('IQ', 'IQ'), name: 'Merchant', group: 'trades', perLevel: '10% off the list price',
    description: 'Buy goods below the list price, 10% per level.',
  },
  { ...check('IQ'), name: 'Navigator/Pilot', group: 'trades', description: 'Navigate, or pilot a vessel.' },
  { ...check('IQ'), name: 'Scholar', group: 'trades', description: 'Knowledge of history and science.' },
  { ...check('IQ'), name: 'Seaman', group: 'trades', description: 'Handle boats and ships.' },

  // WEAPONS
  { ...weapon, name: 'Axe', description: 'Bonus with axes, maces and clubs: every weapon of the AXES and CLUBS groups.' },
  { ...weapon, name: 'Bow', description: 'Bonus with the bow and the longbow.' },
  { ...weapon, name: 'Dagger', description: 'Bonus with the dagger.' },
  { ...weapon, name: 'Pole Arms', description: 'Bonus with spears, halberds and the other POLE ARMS: javelin and pike.' },
  { ...weapon, name: 'Sword', description: 'Bonus with swords (every SWORDS row but the dagger).' },
  {
    ...weapon, name: 'Unarmed Combat',
    perLevel: '+1 damage unarmed, or +1 ST on every check while grappling',
    description: 'Bonus when fighting bare-handed or grappling.',
  },
];

/** Other names people type for a skill, mapped to the rules' name. */
export const SKILL_ALIASES: Readonly<Record<string, string>> = {
  Acrobatics: 'Acrobat',
  Navigator: 'Navigator/Pilot',
  Pilot: 'Navigator/Pilot',
  Unarmed: 'Unarmed Combat',
  'Pole Arm': 'Pole Arms',
};
