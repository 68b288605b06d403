// New Characters (CHARACTERS): 32 points over ST, DX and IQ, each at least 8; a normal character
// starts with three points of skills, a magic user with three points of spells of IQ at most his.
// Weapons within heft (WEAPONS, Heft), no shield with a two-handed weapon, and a warning that metal
// armor, or a shield in hand, stops a mage casting (MAGIC; MAGIC, Metal). Starting gold and
// belongings: docs/rulings.md.
import type { Item } from './model';
import type { Character, CharacterType, Pronoun } from './model';
import { SHEET_SCHEMA } from './model';
import { findArmor, findSkill, findSpell, findWeapon, suggest, SKILLS, SPELLS, WEAPONS, ARMOR_TABLE } from '../rules';
import { impliedBy } from './spells-known';
import { unsafeCharacters } from '../text/safe-text';
import { isStaffWord, STAFF_WEAPON } from './ready';

export const CREATION = {
  points: 32,
  minimum: 8,
  /** Skill points of a normal character, spell points of a mage. */
  startingPoints: 3,
  /** Each spell learned at creation takes one point. */
  spellPoints: 1,
  maxWeapons: 2,
  gold: 30,
  belongings: [
    { name: 'Backpack', count: 1 },
    { name: 'Bedroll', count: 1 },
    { name: 'Waterskin', count: 1 },
    { name: 'Rations', count: 3 },
    { name: 'Torch', count: 2 },
  ] as readonly Item[],
} as const;

/** The most any one attribute can start at: all the spare points in it. */
export const MAX_START_ATTRIBUTE = CREATION.points - 2 * CREATION.minimum;

export interface CreationInput {
  name: string;
  type: CharacterType;
  st: number;
  dx: number;
  iq: number;
  /** Skill name as typed to level. */
  skills: Record<string, number>;
  spells: string[];
  weapons: string[];
  armor: string | null;
  shield: string | null;
  /** How adventure texts speak of the character ({he}, {him}, {his}); absent: "he", as the rules text does. */
  pronoun?: Pronoun;
}

export interface CreationReport {
  character: Character | null;
  errors: string[];
  warnings: string[];
}

/** "Sword" or `"Swrd" is not a skill; did you mean Sword?` */
export function unknownName(kind: string, name: string, candidates: readonly string[]): string {
  const close = suggest(name, candidates);
  return `"${name}" is not ${kind}${close.length ? `; did you mean ${close.join(' or ')}?` : ''}`;
}

export const NAME_MAX = 40;

export function nameProblem(name: string): string | null {
  const n = name.trim();
  if (n === '') return 'a character needs a name';
  if (n.length > NAME_MAX) return `a name has at most ${NAME_MAX} characters`;
  const unsafe = unsafeCharacters(n);
  if (unsafe) return `a name cannot hold control or direction characters: this one ${unsafe}`;
  if (!/[\p{L}\p{N}]/u.test(n)) return 'a name needs at least one letter or digit';
  return null;
}

export function attributeProblems(st: number, dx: number, iq: number): string[] {
  const errors: string[] = [];
  for (const [k, v] of [['ST', st], ['DX', dx], ['IQ', iq]] as const) {
    if (!Number.isInteger(v)) errors.push(`${k} must be a whole number`);
    else if (v < CREATION.minimum) errors.push(`${k}${v} is below the minimum of ${CREATION.minimum}`);
  }
  const total = st + dx + iq;
  if (errors.length === 0 && total !== CREATION.points) {
    errors.push(
      `ST${st} + DX${dx} + IQ${iq} = ${total} points; a new character has exactly ${CREATION.points} (${total > CREATION.points ? `${total - CREATION.points} too many` : `${CREATION.points - total} left to place`})`,
    );
  }
  return errors;
}

export function createCharacter(input: CreationInput): CreationReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const nameErr = nameProblem(input.name);
  if (nameErr) errors.push(nameErr);
  errors.push(...attributeProblems(input.st, input.dx, input.iq));

  const skills: Record<string, number> = {};
  for (const [typed, level] of Object.entries(input.skills)) {
    const skill = findSkill(typed);
    if (!skill) {
      errors.push(unknownName('a skill', typed, SKILLS.map((s) => s.name)));
      continue;
    }
    if (!Number.isInteger(level) || level < 1) {
      errors.push(`${skill.name}: a skill level is a whole number of at least 1, not ${level}`);
      continue;
    }
    skills[skill.name] = (skills[skill.name] ?? 0) + level;
  }
  const skillPoints = Object.values(skills).reduce((s, l) => s + l, 0);

  const spells: string[] = [];
  for (const typed of input.spells) {
    const spell = findSpell(typed);
    if (!spell) {
      errors.push(unknownName('a spell', typed, SPELLS.map((s) => s.name)));
      continue;
    }
    if (spells.includes(spell.name)) {
      errors.push(`${spell.name} is listed twice`);
      continue;
    }
    if (Number.isInteger(input.iq) && spell.iq > input.iq) {
      errors.push(`${spell.name} needs IQ ${spell.iq}; IQ${input.iq} can learn spells of IQ ${input.iq} or less`);
      continue;
    }
    spells.push(spell.name);
  }
  for (const name of spells) {
    const spell = findSpell(name);
    const by = spell && impliedBy({ spells, iq: input.iq }, spell);
    if (by) errors.push(`${name} comes with ${by.name} already; choose another spell`);
  }

  const points = CREATION.startingPoints;
  if (input.type === 'normal') {
    if (spells.length > 0) errors.push('a normal character starts with skills, not spells (spells cost 20 XP later)');
    if (skillPoints !== points && Object.keys(skills).length === Object.keys(input.skills).length) {
      errors.push(`a normal character starts with ${points} points of skills; these add up to ${skillPoints}`);
    }
  } else {
    if (Object.keys(input.skills).length > 0) errors.push('a magic user starts with spells, not skills (skills cost 20 XP later)');
    if (spells.length * CREATION.spellPoints !== points && spells.length === input.spells.length) {
      errors.push(`a magic user starts with ${points} points of spells (one point each); ${spells.length} chosen`);
    }
  }

  const weapons: string[] = [];
  if (input.weapons.length > CREATION.maxWeapons) {
    errors.push(`a new character carries at most ${CREATION.maxWeapons} weapons; ${input.weapons.length} given`);
  }
  for (const typed of input.weapons) {
    // A magic user's staff (MAGIC, Staffs/Wands) is carried as a club, whatever its heft: it is his.
    if (isStaffWord(typed)) {
      if (input.type !== 'mage') errors.push('only a magic user starts with a staff (MAGIC, Staffs/Wands)');
      else if (weapons.includes(STAFF_WEAPON)) errors.push('the staff is listed twice');
      else weapons.push(STAFF_WEAPON);
      continue;
    }
    const weapon = findWeapon(typed);
    if (!weapon) {
      errors.push(unknownName('a weapon', typed, WEAPONS.map((w) => w.name)));
      continue;
    }
    if (weapon.name === 'Unarmed') continue;
    if (weapon.heft !== null && weapon.heft > input.st) {
      errors.push(`${weapon.name} has heft ${weapon.heft}: it needs ST${weapon.heft}, and this character has ST${input.st}`);
      continue;
    }
    if (weapons.includes(weapon.name)) {
      errors.push(`${weapon.name} is listed twice`);
      continue;
    }
    weapons.push(weapon.name);
  }

  const armor = input.armor ? findArmor(input.armor) : null;
  if (input.armor && !armor) errors.push(unknownName('an armor', input.armor, ARMOR_TABLE.filter((a) => a.kind === 'armor').map((a) => a.name)));
  else if (armor && armor.kind !== 'armor') errors.push(`${armor.name} is a shield; give it as the shield`);
  const shield = input.shield ? findArmor(input.shield) : null;
  if (input.shield && !shield) errors.push(unknownName('a shield', input.shield, ARMOR_TABLE.filter((a) => a.kind === 'shield').map((a) => a.name)));
  else if (shield && shield.kind !== 'shield') errors.push(`${shield.name} is armor, not a shield`);
  const inHand = weapons.length > 0 ? findWeapon(weapons[0]) : undefined;
  if (shield && shield.kind === 'shield' && inHand?.twoHanded) {
    errors.push(`${inHand.name} is two-handed: it cannot be used with a shield`);
  }
  if (input.type === 'mage' && armor?.metal) {
    warnings.push(`${armor.name} is metal armor: a magic user wearing it cannot cast spells`);
  }
  if (input.type === 'mage' && shield?.kind === 'shield') warnings.push(shieldWarning(shield.name));

  if (errors.length > 0) return { character: null, errors, warnings };
  const character = newSheet({
    name: input.name.trim(),
    type: input.type,
    st: input.st,
    dx: input.dx,
    iq: input.iq,
    skills,
    spells,
    weapons,
    armor: armor?.name ?? null,
    shield: shield?.name ?? null,
    staff: input.type === 'mage' ? { capacity: 0, charge: 0 } : null,
    gold: CREATION.gold,
    ...(input.pronoun ? { pronoun: input.pronoun } : {}),
  });
  return { character, errors, warnings };
}

/** What is chosen for a new character; the rest of his sheet is the same for every new one. */
export type NewSheet = Pick<Character, 'name' | 'type' | 'st' | 'dx' | 'iq' | 'skills' | 'spells' | 'weapons' | 'armor' | 'shield' | 'staff' | 'gold' | 'pronoun'>;

/**
 * A new character's sheet (CHARACTERS, Creating a Character): what was chosen, no XP, no wounds,
 * fatigue, karma, wishes or curses yet, the belongings every character starts with, and between
 * adventures. Its fields in the order a sheet file keeps them.
 */
export function newSheet(chosen: NewSheet): Character {
  return {
    schema: SHEET_SCHEMA,
    name: chosen.name,
    type: chosen.type,
    st: chosen.st,
    dx: chosen.dx,
    iq: chosen.iq,
    xp: 0,
    skills: chosen.skills,
    spells: chosen.spells,
    weapons: chosen.weapons,
    armor: chosen.armor,
    shield: chosen.shield,
    staff: chosen.staff,
    gold: chosen.gold,
    items: CREATION.belongings.map((i) => ({ ...i })),
    damage: 0,
    fatigue: 0,
    karma: 0,
    wishes: 0,
    curses: 0,
    adventure: null,
    save: null,
    ...(chosen.pronoun ? { pronoun: chosen.pronoun } : {}),
  };
}

/**
 * What a magic user is told of a shield (MAGIC: a caster's hands hold nothing but a staff; ruling "So
 * is a shield on a mage"): said by the creator, whether asked step by step or given --shield.
 */
export function shieldWarning(shield: string): string {
  return `${shield}: ${SHIELD_BARS_CASTING}`;
}

/** The words of that warning, also under the shield's line of the creator's menu (render/character-creator.ts). */
export const SHIELD_BARS_CASTING = 'a magic user holding a shield cannot cast; dropping it in a fight takes a turn';

/** Reads `"Sword:1,Climbing:2"` (a bare name means level 1); returns an error message on bad text. */
export function parseSkillList(text: string): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const part of text.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const m = /^(.+?)\s*(?::\s*(\d+))?$/.exec(part);
    if (!m) return `cannot read "${part}": write skills as "Sword:1,Climbing:2"`;
    const level = m[2] === undefined ? 1 : Number(m[2]);
    out[m[1]] = (out[m[1]] ?? 0) + level;
  }
  return out;
}

export function parseNameList(text: string): string[] {
  return text.split(',').map((p) => p.trim()).filter((p) => p !== '');
}
