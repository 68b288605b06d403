// Reading a character sheet from JSON: every field is checked and a problem is reported with the
// field's path ("skills.Sword: a level is a whole number of at least 1"), so a hand-edited or corrupt
// file is explained, never half-loaded.
import type { Book, Character, Item, Staff } from './model';
import { PRONOUNS, SHEET_SCHEMA } from './model';
import { findArmor, findSkill, findSpell, findWeapon } from '../rules';
import { derive } from './derived';
import { unsafeCharacters } from '../text/safe-text';

export class SheetError extends Error {
  override name = 'SheetError';
}

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? 'a list' : v === null ? 'null' : Object.is(v, -0) ? '-0' : isObj(v) ? 'an object' : String(v));

const KEYS: ReadonlyArray<keyof Character> = [
  'schema', 'name', 'type', 'st', 'dx', 'iq', 'xp', 'skills', 'spells', 'weapons', 'armor', 'shield',
  'staff', 'gold', 'items', 'damage', 'fatigue', 'karma', 'wishes', 'curses', 'adventure', 'save', 'pronoun', 'book', 'notes',
];

/**
 * The largest value of each number a sheet holds. The reader refuses more, so every writer (a
 * purchase, an adventure's reward) keeps within them: a sheet the engine wrote can always be read.
 */
export const SHEET_LIMITS = {
  attribute: 999,
  xp: 1_000_000,
  gold: 1_000_000_000,
  /** Damage, fatigue, karma, wishes, curses. */
  tally: 9999,
  /** A skill's level, and the count of one item. */
  level: 9999,
  count: 1_000_000,
  /** Entries of a list: weapons, spells, kinds of item, plotwords, notes. */
  list: 1000,
  /** Characters of a text the player gives: an item's name, a book's title or section, a plotword, a note. */
  text: 200,
} as const;

/** Checks a parsed JSON value and returns the character; throws SheetError naming the first bad field. */
export function readSheet(value: unknown): Character {
  if (!isObj(value)) throw new SheetError(`a character sheet is a JSON object, not ${show(value)}`);
  const v = value;
  const fail = (field: string, why: string): never => {
    throw new SheetError(`${field}: ${why}`);
  };
  if (v.schema === undefined) fail('schema', 'missing; this does not look like a law character sheet');
  if (typeof v.schema !== 'number' || !Number.isInteger(v.schema)) fail('schema', `must be a whole number, not ${show(v.schema)}`);
  if ((v.schema as number) > SHEET_SCHEMA) {
    fail('schema', `version ${String(v.schema)} was written by a newer law; this one reads version ${SHEET_SCHEMA}`);
  }
  if ((v.schema as number) < 1) fail('schema', `unknown version ${String(v.schema)}`);
  for (const key of Object.keys(v)) {
    if (key !== 'derived' && !(KEYS as readonly string[]).includes(key)) fail(key, 'unknown field');
  }
  const int = (field: string, min: number, max: number): number => {
    const x = v[field];
    if (x === undefined) return fail(field, 'missing');
    if (typeof x !== 'number' || !Number.isInteger(x) || Object.is(x, -0)) return fail(field, `must be a whole number, not ${show(x)}`);
    if (x < min || x > max) return fail(field, `must be from ${min} to ${max}, not ${x}`);
    return x;
  };
  const str = (field: string, x: unknown): string => {
    if (typeof x !== 'string' || x.trim() === '') return fail(field, `must be a non-empty text, not ${show(x)}`);
    return x;
  };
  const name = str('name', v.name);
  const unsafe = unsafeCharacters(name);
  if (unsafe) fail('name', `${show(name)} ${unsafe}`);
  if (v.type !== 'normal' && v.type !== 'mage') fail('type', `must be "normal" or "mage", not ${show(v.type)}`);
  const st = int('st', 1, SHEET_LIMITS.attribute);
  const dx = int('dx', 1, SHEET_LIMITS.attribute);
  const iq = int('iq', 1, SHEET_LIMITS.attribute);

  if (!isObj(v.skills)) fail('skills', `must be an object of skill names to levels, not ${show(v.skills)}`);
  const skills: Record<string, number> = {};
  for (const [k, level] of Object.entries(v.skills as Obj)) {
    const skill = findSkill(k);
    if (!skill) fail(`skills.${k}`, 'not a skill of the rules');
    if (typeof level !== 'number' || !Number.isInteger(level) || level < 1 || level > SHEET_LIMITS.level) fail(`skills.${k}`, `a level is a whole number from 1 to ${SHEET_LIMITS.level}, not ${show(level)}`);
    skills[skill!.name] = level as number;
  }
  const nameList = (field: string, find: (n: string) => { name: string } | undefined, what: string): string[] => {
    const x = v[field];
    if (!Array.isArray(x)) return fail(field, `must be a list of ${what} names, not ${show(x)}`);
    if (x.length > SHEET_LIMITS.list) return fail(field, `holds ${x.length} names; a sheet holds at most ${SHEET_LIMITS.list}`);
    return x.map((n, i) => {
      const found = typeof n === 'string' ? find(n) : undefined;
      if (!found) return fail(`${field}[${i}]`, `${show(n)} is not ${what === 'spell' ? 'a' : 'a'} ${what} of the rules`);
      return found.name;
    });
  };
  const spells = nameList('spells', findSpell, 'spell');
  const weapons = nameList('weapons', findWeapon, 'weapon');
  const gear = (field: 'armor' | 'shield') => {
    const x = v[field];
    if (x === null || x === undefined) return null;
    const found = typeof x === 'string' ? findArmor(x) : undefined;
    if (!found || found.kind !== field) return fail(field, `${show(x)} is not ${field === 'armor' ? 'an armor' : 'a shield'} of the rules`);
    return found.name;
  };
  let staff: Staff | null = null;
  if (v.staff !== null && v.staff !== undefined) {
    if (!isObj(v.staff)) fail('staff', `must be null or { "capacity", "charge" }, not ${show(v.staff)}`);
    const s = v.staff as Obj;
    const cap = s.capacity;
    const charge = s.charge;
    if (typeof cap !== 'number' || !Number.isInteger(cap) || cap < 0 || cap > iq) fail('staff.capacity', `must be a whole number from 0 to IQ (${iq}), not ${show(cap)}`);
    if (typeof charge !== 'number' || !Number.isInteger(charge) || charge < 0 || charge > (cap as number)) fail('staff.charge', `must be a whole number from 0 to the capacity (${String(cap)}), not ${show(charge)}`);
    staff = { capacity: cap as number, charge: charge as number };
  }
  if (!Array.isArray(v.items)) fail('items', `must be a list of { "name", "count" }, not ${show(v.items)}`);
  if ((v.items as unknown[]).length > SHEET_LIMITS.list) fail('items', `holds ${(v.items as unknown[]).length} entries; a sheet holds at most ${SHEET_LIMITS.list}`);
  const items: Item[] = (v.items as unknown[]).map((it, i) => {
    if (!isObj(it)) return fail(`items[${i}]`, `must be { "name", "count" }, not ${show(it)}`);
    const count = it.count;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > SHEET_LIMITS.count) return fail(`items[${i}].count`, `must be a whole number from 1 to ${SHEET_LIMITS.count}, not ${show(count)}`);
    return { name: str(`items[${i}].name`, it.name), count };
  });
  const adventure = v.adventure === null || v.adventure === undefined ? null : str('adventure', v.adventure);
  const save = v.save === null || v.save === undefined ? null : str('save', v.save);
  if (v.pronoun !== undefined && !(PRONOUNS as readonly unknown[]).includes(v.pronoun)) fail('pronoun', `must be one of ${PRONOUNS.join(', ')}, not ${show(v.pronoun)}`);
  /** A text the player gave, printed on his screen: no control characters, within the length a sheet holds. */
  const text = (field: string, x: unknown): string => {
    const t = str(field, x);
    const bad = unsafeCharacters(t);
    if (bad) fail(field, `${show(t)} ${bad}`);
    if (t.length > SHEET_LIMITS.text) fail(field, `is ${t.length} characters long; a sheet holds at most ${SHEET_LIMITS.text}`);
    return t;
  };
  const texts = (field: string, x: unknown): string[] => {
    if (!Array.isArray(x)) return fail(field, `must be a list of texts, not ${show(x)}`);
    if (x.length > SHEET_LIMITS.list) return fail(field, `holds ${x.length} entries; a sheet holds at most ${SHEET_LIMITS.list}`);
    return x.map((t, i) => text(`${field}[${i}]`, t));
  };
  let book: Book | undefined;
  if (v.book !== undefined) {
    if (!isObj(v.book)) fail('book', `must be { "title", "section", "plotwords", "earned" }, not ${show(v.book)}`);
    const b = v.book as Obj;
    for (const key of Object.keys(b)) if (!['title', 'section', 'plotwords', 'earned'].includes(key)) fail(`book.${key}`, 'unknown field');
    book = {
      title: text('book.title', b.title),
      section: b.section === null || b.section === undefined ? null : text('book.section', b.section),
      plotwords: texts('book.plotwords', b.plotwords ?? []),
      earned: texts('book.earned', b.earned ?? []),
    };
  }
  const notes = v.notes === undefined ? undefined : texts('notes', v.notes);
  return {
    schema: SHEET_SCHEMA,
    name: name.trim(),
    type: v.type as Character['type'],
    st,
    dx,
    iq,
    xp: int('xp', 0, SHEET_LIMITS.xp),
    skills,
    spells,
    weapons,
    armor: gear('armor'),
    shield: gear('shield'),
    staff,
    gold: int('gold', 0, SHEET_LIMITS.gold),
    items,
    damage: int('damage', 0, SHEET_LIMITS.tally),
    fatigue: int('fatigue', 0, SHEET_LIMITS.tally),
    karma: int('karma', 0, SHEET_LIMITS.tally),
    wishes: int('wishes', 0, SHEET_LIMITS.tally),
    curses: int('curses', 0, SHEET_LIMITS.tally),
    adventure,
    save,
    // Written only when the sheet has one, so that older sheets read and write back unchanged.
    ...(v.pronoun !== undefined ? { pronoun: v.pronoun as Character['pronoun'] } : {}),
    ...(book !== undefined ? { book } : {}),
    ...(notes !== undefined ? { notes } : {}),
  };
}

/** The sheet as written to disk and printed by `character show --json`: the fields plus derived figures. */
export function sheetJson(c: Character): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) out[k] = c[k];
  out.schema = SHEET_SCHEMA;
  const d = derive(c);
  out.derived = { adjustedDx: d.adjustedDx, ma: d.ma, armorPoints: d.armorPoints };
  return out;
}

export function formatSheet(c: Character): string {
  return `${JSON.stringify(sheetJson(c), null, 2)}\n`;
}
