// Finding rules rows by the names people type: 'CLIMBING', 'land navigation', 'Sorcerers Tongue',
// 'broadsword'. Matching ignores case, spaces, hyphens, apostrophes and underscores; a few other
// names (aliases) are listed beside each table.
import type { Armor } from './armor';
import type { Skill } from './skills';
import type { Spell } from './spells';
import type { Weapon } from './weapons';
import { ARMOR_ALIASES, ARMOR_TABLE } from './armor';
import { SKILL_ALIASES, SKILLS } from './skills';
import { SPELL_ALIASES, SPELLS } from './spells';
import { WEAPON_ALIASES, WEAPONS } from './weapons';

/** The form names are compared in: lower case, without spaces, hyphens, apostrophes or underscores. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[\s\-_'\u2018\u2019]+/g, '');
}

type Finder<T> = (name: string) => T | undefined;

function makeFinder<T extends { readonly name: string }>(rows: readonly T[], aliases: Readonly<Record<string, string>>): Finder<T> {
  const index = new Map<string, T>();
  for (const row of rows) index.set(normalizeName(row.name), row);
  for (const [alias, target] of Object.entries(aliases)) {
    const row = index.get(normalizeName(target));
    if (row === undefined) throw new Error(`alias "${alias}" points at unknown row "${target}"`);
    if (!index.has(normalizeName(alias))) index.set(normalizeName(alias), row);
  }
  return (name) => index.get(normalizeName(name));
}

/** The weapon a person or a file names: any case or spacing, or an alias ('Rock', 'Fist'). */
export const findWeapon: Finder<Weapon> = makeFinder(WEAPONS, WEAPON_ALIASES);
/** An armor or a shield. */
export const findArmor: Finder<Armor> = makeFinder(ARMOR_TABLE, ARMOR_ALIASES);

/** A shield a person or a file names, as findArmor finds it; undefined for a body armor. */
export function findShield(name: string): Armor | undefined {
  const row = findArmor(name);
  return row?.kind === 'shield' ? row : undefined;
}

const WEAPON_ROWS = new Map<string, Weapon>(WEAPONS.map((w) => [w.name, w]));

/**
 * The weapon of the table by its own name, exactly: for names the engine wrote itself (a sheet's
 * weapons, those of a figure in a fight). There another spelling or an alias is no weapon of the
 * table, but may be an adventure's own ("Rock", a magic stone); what people type goes to findWeapon.
 */
export function weaponNamed(name: string): Weapon | undefined {
  return WEAPON_ROWS.get(name);
}
export const findSpell: Finder<Spell> = makeFinder(SPELLS, SPELL_ALIASES);
export const findSkill: Finder<Skill> = makeFinder(SKILLS, SKILL_ALIASES);

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/**
 * The candidates closest to `name`, best first, for "did you mean" messages: those within a
 * few edits (more for longer names), and those containing what was typed. Ties keep the
 * candidates' order. Nothing close gives an empty list.
 */
export function suggest(name: string, candidates: readonly string[], limit = 3): string[] {
  const typed = normalizeName(name);
  if (typed === '') return [];
  const allowed = Math.max(2, Math.floor(typed.length / 3));
  return candidates
    .map((candidate, order) => {
      const norm = normalizeName(candidate);
      const distance = editDistance(typed, norm);
      const contains = typed.length >= 3 && norm.includes(typed);
      return { candidate, order, score: contains ? Math.min(distance, 1) : distance };
    })
    .filter((s) => s.score <= allowed)
    .sort((x, y) => x.score - y.score || x.order - y.order)
    .slice(0, limit)
    .map((s) => s.candidate);
}

/**
 * The versions of a spell series, smallest first: `spellFamily('Fire-3')` and `spellFamily('fire')`
 * both give Fire-1, Fire-3, Fire-7 (MAGIC, Multi-Hex Spells). Rope gives Rope, Super Rope. A spell
 * outside any series gives just itself; an unknown name gives an empty list.
 */
export function spellFamily(name: string): readonly Spell[] {
  const spell = findSpell(name);
  const family = spell?.family ?? SPELLS.find((s) => s.family !== null && normalizeName(s.family) === normalizeName(name))?.family;
  if (family === undefined || family === null) return spell === undefined ? [] : [spell];
  return SPELLS.filter((s) => s.family === family).sort((a, b) => (a.hexes ?? 0) - (b.hexes ?? 0) || a.iq - b.iq);
}

/** The weapons whose bonus comes from a WEAPONS skill (ruling on which rows each skill covers). */
export function weaponsForSkill(skillName: string): readonly Weapon[] {
  const skill = findSkill(skillName);
  if (skill === undefined || skill.group !== 'weapons') return [];
  return WEAPONS.filter((w) => w.skill === skill.name);
}
