// Text views of the rules' tables for `law tables`, and the filters the command offers. The rows
// themselves are the JSON output; these functions only lay them out.
import type { Armor, Skill, SkillGroup, Spell, SpellSchool, Weapon, WeaponGroup } from '../rules';
import { formatSpellCost, normalizeName, SCHOOLS, SKILL_GROUPS, WEAPON_GROUPS } from '../rules';
import type { Column, TableOptions } from './text-table';
import { renderTable } from './text-table';

// The cost formatter lives with the spells (the character code uses it too); offered here as well.
export { formatSpellCost } from '../rules';

const dash = (value: string | number | null): string => (value === null ? '-' : String(value));

function weaponNotes(w: Weapon): string {
  const notes: string[] = [];
  if (w.twoHanded) notes.push('two-handed');
  if (w.throwable) notes.push('thrown');
  if (w.grappling) notes.push(w.grapplingDamage === null ? 'grappling' : `grappling ${w.grapplingDamage}`);
  if (w.reloadTurns > 0) notes.push(`reload ${w.reloadTurns} turn${w.reloadTurns > 1 ? 's' : ''}`);
  if (w.fatigueDamage) notes.push('fatigue damage');
  return notes.join(', ');
}

export function weaponsTable(rows: readonly Weapon[], opts: TableOptions = {}): string {
  const columns: Column[] = [
    { header: 'Weapon', firm: true },
    { header: 'Group' },
    { header: 'Damage' },
    { header: 'Heft', align: 'right' },
    { header: 'Reach' },
    { header: 'Range', align: 'right' },
    { header: 'Skill' },
    { header: 'Notes' },
  ];
  const cells = rows.map((w) => [w.name, w.group, w.damage, dash(w.heft), dash(w.reach), dash(w.range), dash(w.skill), weaponNotes(w)]);
  return renderTable(columns, cells, opts);
}

export function armorTable(rows: readonly Armor[], opts: TableOptions = {}): string {
  const columns: Column[] = [
    { header: 'Name' },
    { header: 'Kind' },
    { header: 'Armor', align: 'right' },
    { header: 'Restriction', align: 'right' },
    { header: 'Metal' },
  ];
  const cells = rows.map((a) => [a.name, a.kind, String(a.points), String(a.restriction), a.metal ? 'yes' : 'no']);
  return renderTable(columns, cells, opts);
}

export function spellsTable(rows: readonly Spell[], opts: TableOptions = {}): string {
  const columns: Column[] = [
    { header: 'Spell' },
    { header: 'School' },
    { header: 'IQ', align: 'right' },
    { header: 'Cost', width: 12 },
    { header: 'Type' },
    { header: 'Description' },
  ];
  const cells = rows.map((s) => [
    s.name,
    s.school,
    String(s.iq),
    formatSpellCost(s.cost),
    s.direct ? `${s.duration}, direct` : s.duration,
    s.description,
  ]);
  return renderTable(columns, cells, opts);
}

function skillRoll(s: Skill): string {
  switch (s.use) {
    case 'check':
      return `3/${s.attribute ?? '-'}`;
    case 'contest':
      return `${s.attribute ?? '-'} vs ${s.opposedBy ?? s.attribute ?? '-'}`;
    case 'bonus':
      return 'bonus';
    case 'special':
      return '-';
  }
}

export function skillsTable(rows: readonly Skill[], opts: TableOptions = {}): string {
  const columns: Column[] = [{ header: 'Skill', firm: true }, { header: 'Group' }, { header: 'Roll' }, { header: 'Per level', width: 24 }, { header: 'Description' }];
  const cells = rows.map((s) => [s.name, s.group, skillRoll(s), dash(s.perLevel), s.description]);
  return renderTable(columns, cells, opts);
}

/** Matches what the user typed ('Pole-Arms', 'CREATION') against a list of valid values, or throws. */
function pickValue<T extends string>(kind: string, typed: string, valid: readonly T[]): T {
  const found = valid.find((v) => normalizeName(v) === normalizeName(typed));
  if (found === undefined) {
    throw new RangeError(`unknown ${kind} "${typed}"; valid ${kind}s: ${valid.join(', ')}`);
  }
  return found;
}

function checkIq(label: string, value: number | undefined): void {
  if (value !== undefined && !Number.isInteger(value)) {
    throw new RangeError(`${label} must be a whole number, got ${value}`);
  }
}

export interface SpellFilter {
  readonly school?: string;
  readonly maxIq?: number;
  readonly minIq?: number;
  /** Part of the name, matched ignoring case, spaces and hyphens. */
  readonly name?: string;
}

export function filterSpells(rows: readonly Spell[], filter: SpellFilter): Spell[] {
  const schoolNames: readonly SpellSchool[] = SCHOOLS.map((s) => s.name);
  const school = filter.school === undefined ? undefined : pickValue('school', filter.school, schoolNames);
  checkIq('maxIq', filter.maxIq);
  checkIq('minIq', filter.minIq);
  const part = filter.name === undefined ? undefined : normalizeName(filter.name);
  return rows.filter(
    (s) =>
      (school === undefined || s.school === school) &&
      (filter.maxIq === undefined || s.iq <= filter.maxIq) &&
      (filter.minIq === undefined || s.iq >= filter.minIq) &&
      (part === undefined || normalizeName(s.name).includes(part)),
  );
}

export function filterSkills(rows: readonly Skill[], filter: { readonly group?: string }): Skill[] {
  const group: SkillGroup | undefined = filter.group === undefined ? undefined : pickValue('group', filter.group, SKILL_GROUPS);
  return rows.filter((s) => group === undefined || s.group === group);
}

export function filterWeapons(rows: readonly Weapon[], filter: { readonly group?: string }): Weapon[] {
  const group: WeaponGroup | undefined = filter.group === undefined ? undefined : pickValue('group', filter.group, WEAPON_GROUPS);
  return rows.filter((w) => group === undefined || w.group === group);
}
