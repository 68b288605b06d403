// The creator's face: making a character step by step through an Io (terminal, scripted lines or a
// test): points with the remaining count shown, skills or spells with their descriptions and odds,
// then gear. The rules of creation it asks about are character/creation.ts's.
import type { Choice, Io } from '../io';
import { MENU_MARGIN } from '../io';
import { checkChance, formatPercent } from '../dice';
import type { Armor, Skill, SkillGroup, Spell } from '../rules';
import { ARMOR_TABLE, SKILL_GROUPS, SKILLS, SPELLS, WEAPONS, findWeapon, formatSpellCost } from '../rules';
import type { CharacterType, CreationInput, Pronoun } from '../character';
import { CREATION, MAX_START_ATTRIBUTE, PRONOUNS, knownSpells, knowsSpell, nameProblem, SHIELD_BARS_CASTING } from '../character';

export interface CreateFlowOptions {
  name?: string;
  /** Returns a reason when the name cannot be used (a character of that name exists). */
  nameTaken?: (name: string) => string | null;
  /** Given already (law character create --pronoun): not asked. */
  pronoun?: Pronoun;
}

function skillOdds(skill: Skill, st: number, dx: number, iq: number, level: number): string {
  if (skill.attribute === null) return skill.perLevel ?? '';
  const base = skill.attribute === 'ST' ? st : skill.attribute === 'DX' ? dx : iq;
  const how = skill.use === 'contest' ? `${skill.attribute} ${base + level} in a contest` : `3/${skill.attribute}: ${formatPercent(checkChance(3, base + level))} at level ${level}`;
  return how;
}

async function askAttributes(io: Io): Promise<{ st: number; dx: number; iq: number }> {
  const { points, minimum } = CREATION;
  io.say(`Share ${points} points among ST, DX and IQ; each needs at least ${minimum}.`);
  const st = await io.askNumber(`Strength (ST): carries heavier weapons, takes more damage. ${points} points to share`, {
    min: minimum,
    max: MAX_START_ATTRIBUTE,
  });
  const left = points - st;
  const dx = await io.askNumber(`Dexterity (DX): hits and dodges. ${left} points left, IQ needs ${minimum} of them`, {
    min: minimum,
    max: left - minimum,
  });
  const iq = points - st - dx;
  io.say(`Intelligence (IQ) takes the remaining ${iq} points: ST${st} DX${dx} IQ${iq}.`);
  return { st, dx, iq };
}

/** The skill groups of the rules, weapons first: what a new fighter most often wants. */
const GROUP_ORDER: readonly SkillGroup[] = ['weapons', ...SKILL_GROUPS.filter((g) => g !== 'weapons')];
const groupTitle = (g: SkillGroup) => `${g[0].toUpperCase()}${g.slice(1)}`;

/**
 * The longest menu line shown whole on an 80-column terminal: a longer one is cut at its colon and the
 * rest moved below the menu (io/terminal-io.ts, fitChoice), which left "4. Survival" with no skills.
 */
export const MENU_LINE = 80 - MENU_MARGIN;

/** Names joined with commas, as many as fit in `width` characters with a closing ", ..." when some are left out. */
function fitLine(names: readonly string[], width: number): string {
  const all = names.join(', ');
  if (all.length <= width) return all;
  let out = '';
  for (const n of names) {
    const next = out ? `${out}, ${n}` : n;
    if (`${next}, ...`.length > width) break;
    out = next;
  }
  return `${out}, ...`;
}

/** A group of skills as a menu line: its name and as many of its skills as the line holds. */
export function groupLine(g: SkillGroup): string {
  const head = `${groupTitle(g)}: `;
  return `${head}${fitLine(SKILLS.filter((s) => s.group === g).map((s) => s.name), MENU_LINE - head.length)}`;
}

async function askSkills(io: Io, st: number, dx: number, iq: number): Promise<Record<string, number>> {
  const skills: Record<string, number> = {};
  let left: number = CREATION.startingPoints;
  while (left > 0) {
    // Two short menus instead of one of forty: the group (as SKILLS groups them), then the skill.
    const groups: Array<Choice<SkillGroup | null>> = GROUP_ORDER.map((g) => ({
      name: groupLine(g),
      value: g,
    }));
    if (Object.keys(skills).length > 0) groups.push({ name: 'Start the skills over', value: null });
    const group = await io.choose(`Choose a group of skills: ${left} point${left > 1 ? 's' : ''} of skills left`, groups);
    if (group === null) {
      for (const k of Object.keys(skills)) delete skills[k];
      left = CREATION.startingPoints;
      continue;
    }
    const choices: Array<Choice<Skill | null>> = SKILLS.filter((s) => s.group === group).map((s) => ({
      name: `${s.name}${skills[s.name] ? ` (level ${skills[s.name]})` : ''}`,
      value: s,
      description: `${s.description} ${skillOdds(s, st, dx, iq, (skills[s.name] ?? 0) + 1)}`.trim(),
    }));
    choices.push({ name: 'Back to the groups', value: null });
    const pick = await io.choose(`Choose a skill: ${left} point${left > 1 ? 's' : ''} of skills left`, choices);
    if (pick === null) continue;
    const each = pick.perLevel ? `each level: ${pick.perLevel}` : 'each level adds one to its checks';
    const level = left === 1 ? 1 : await io.askNumber(`Levels of ${pick.name} (${each})`, { min: 1, max: left, default: 1 });
    skills[pick.name] = (skills[pick.name] ?? 0) + level;
    left -= level;
  }
  return skills;
}

async function askSpells(io: Io, iq: number): Promise<string[]> {
  const spells: string[] = [];
  const castOdds = formatPercent(checkChance(3, iq));
  while (spells.length < CREATION.startingPoints / CREATION.spellPoints) {
    // Each starting spell is one of the three points (ruling), so the count is said in spells.
    const left = CREATION.startingPoints / CREATION.spellPoints - spells.length;
    // Offer only spells that add something: not one already known through another version, and
    // not a larger version that would make an earlier pick redundant.
    const known = knownSpells({ spells, iq });
    const eligible = SPELLS.filter((s) => s.iq <= iq && !known.includes(s) && !spells.some((n) => knowsSpell({ spells: [s.name], iq }, n)));
    const choices: Array<Choice<Spell | null>> = eligible.map((s) => ({
      name: `${s.name} (IQ ${s.iq}, ${s.school}, ${formatSpellCost(s.cost)})`,
      value: s,
      description: `${s.description} Cast on 3/IQ: ${castOdds}.`,
    }));
    if (spells.length > 0) choices.push({ name: 'Start the spells over', value: null });
    const pick = await io.choose(`Choose a spell of IQ ${iq} or less: ${left} spell${left > 1 ? 's' : ''} left to choose`, choices);
    if (pick === null) spells.length = 0;
    else spells.push(pick.name);
  }
  return spells;
}

async function askGear(io: Io, type: CharacterType, st: number): Promise<Pick<CreationInput, 'weapons' | 'armor' | 'shield'>> {
  const weapons: string[] = [];
  const pickable = WEAPONS.filter((w) => w.name !== 'Unarmed');
  const weaponChoice = (w: (typeof pickable)[number]): Choice<string | null> => ({
    name: `${w.name} ${w.damage}${w.twoHanded ? ' (two-handed)' : ''}`,
    value: w.name,
    description: `${w.group}, heft ${w.heft ?? '-'}${w.throwable ? ', can be thrown' : ''}${w.missile ? `, range ${w.range}` : ''}`,
    disabled: w.heft !== null && w.heft > st ? `needs ST${w.heft}` : false,
  });
  // A magic user is offered his staff first (MAGIC, Staffs/Wands): a club in a fight, and he may
  // cast holding it, where a dagger in hand must be put away first.
  const staff: Choice<string | null>[] =
    type === 'mage' ? [{ name: 'Staff: a club in a fight (D6); you may cast holding it', value: 'staff', description: 'a magic user casts with empty hands or holding only the staff' }] : [];
  const first = await io.choose('Weapon in hand', [
    ...staff,
    ...pickable.map(weaponChoice),
    { name: 'No weapon: fight unarmed (D3 fatigue)', value: null },
  ]);
  if (first !== null) {
    weapons.push(first);
    const second = await io.choose('A second weapon to carry', [
      { name: 'No second weapon', value: null },
      ...pickable.filter((w) => w.name !== first).map(weaponChoice),
    ]);
    if (second !== null) weapons.push(second);
  }
  const armor = await io.choose(
    'Armor',
    armorChoices('armor', (a) => ({ description: type === 'mage' && a.metal ? 'metal: a magic user in it cannot cast spells' : undefined })),
  );
  const twoHanded = weapons.length > 0 && findWeapon(weapons[0])?.twoHanded;
  const shield = await io.choose(
    'Shield',
    armorChoices('shield', () => ({
      // Offered all the same (ruling "So is a shield on a mage"), but said plainly before it is chosen.
      description: type === 'mage' ? SHIELD_BARS_CASTING : undefined,
      disabled: twoHanded ? 'the weapon in hand is two-handed' : false,
    })),
  );
  return { weapons, armor, shield };
}

const PRONOUN_CHOICES: Record<Pronoun, string> = { he: 'he, him, his', she: 'she, her, her', they: 'they, them, their' };

/**
 * The creator's menu of armors or of shields: none first, then each row as "Chain (stops 3, DX -2)",
 * with what `more` says of it (a note below it, or why it cannot be taken).
 */
function armorChoices(kind: Armor['kind'], more: (a: Armor) => Pick<Choice<string | null>, 'description' | 'disabled'>): Array<Choice<string | null>> {
  const rows = ARMOR_TABLE.filter((a) => a.kind === kind);
  return [{ name: `No ${kind}`, value: null }, ...rows.map((a) => ({ name: `${a.name} (stops ${a.points}${a.restriction ? `, DX -${a.restriction}` : ''})`, value: a.name as string | null, ...more(a) }))];
}

/** Asks everything a new character needs; the caller creates, shows and saves it. */
export async function askCreation(io: Io, options: CreateFlowOptions = {}): Promise<CreationInput> {
  let name = options.name?.trim() ?? '';
  const problem = (n: string) => nameProblem(n) ?? options.nameTaken?.(n.trim()) ?? null;
  if (name === '' || problem(name)) {
    if (name !== '') io.say(`! ${problem(name)}`);
    name = await io.askText('Name of the new character', { validate: problem });
  }
  const type = await io.choose<CharacterType>('Kind of character', [
    { name: 'Normal', value: 'normal', description: `starts with ${CREATION.startingPoints} points of skills; spells cost 20 XP later` },
    { name: 'Magic user', value: 'mage', description: `starts with ${CREATION.startingPoints} spells; skills cost 20 XP later` },
  ]);
  const { st, dx, iq } = await askAttributes(io);
  const skills = type === 'normal' ? await askSkills(io, st, dx, iq) : {};
  const spells = type === 'mage' ? await askSpells(io, iq) : [];
  const gear = await askGear(io, type, st);
  const pronoun = options.pronoun ?? await io.choose<Pronoun>('How adventure texts speak of this character', PRONOUNS.map((p) => ({ name: PRONOUN_CHOICES[p], value: p })));
  return { name, type, st, dx, iq, skills, spells, ...gear, pronoun };
}
