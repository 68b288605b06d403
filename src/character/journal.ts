// The journal beside a sheet (docs/companion.md): every change made to it by hand or by a kept fight,
// with the time, what was said and the player's note, and the value before and after of each field it
// touched. Any change can be taken back from it: what it did is taken off the sheet as it is now (the
// homecoming's rule, addChanges, run the other way), so that later changes stay; an undo that would
// take more than the sheet has (gold spent since, an item given away) is refused and says why.
import * as fs from 'node:fs';
import type { Book, Character } from './model';
import { SHEET_LIMITS } from './sheet';
import type { ChangeResult } from './changes';
import { ChangeError } from './changes';
import { addChanges } from './homecoming';
import { writeFileAtomic } from '../files';
import { normalizeName } from '../rules';

export class JournalError extends Error {
  override name = 'JournalError';
}

export interface JournalEntry {
  /** Its number in the journal, from 1. */
  n: number;
  /** When it was made (ISO 8601). */
  at: string;
  /** What made it: "gain", "hurt", "rest", "fight", "undo"... */
  what: string;
  /** What the change did, as it was told. */
  said: string[];
  /** The player's own note ("section 41: the troll's hoard"). */
  note?: string;
  /** Each field of the sheet it changed: [before, after]. */
  changes: Record<string, [unknown, unknown]>;
  /** For an undo: the entry it took back. */
  undoes?: number;
  /**
   * Damage he took in a fight and did not have treated: what a Medic may still heal (SKILLS, Medic).
   * On a kept fight, and on damage taken with `hurt --in-fight` in a fight fought by hand.
   */
  fight?: { damage: number; treated: boolean };
}

/** The fields a journal entry may record: all a change can touch. */
const FIELDS: ReadonlyArray<keyof Character> = [
  'st', 'dx', 'iq', 'xp', 'skills', 'spells', 'weapons', 'armor', 'shield', 'staff', 'gold', 'items',
  'damage', 'fatigue', 'karma', 'wishes', 'curses', 'adventure', 'book', 'notes',
];

/** The largest journal read: far beyond years of play. */
const MAX_JOURNAL_BYTES = 32 * 1024 * 1024;

/** The journal of the sheet in `sheetFile`: beside it, "brannoc.journal.jsonl". */
export function journalFileOf(sheetFile: string): string {
  return `${sheetFile.replace(/\.json$/i, '')}.journal.jsonl`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two sheets, each with its value before and after. */
export function changedFields(before: Character, after: Character): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const k of FIELDS) if (!same(before[k], after[k])) out[k] = [before[k] ?? null, after[k] ?? null];
  return out;
}

/** A new entry for a change from `before` to `after`, numbered after the last of `entries`. */
export function entryFor(entries: readonly JournalEntry[], before: Character, after: Character, e: { what: string; said: string[]; at: string; note?: string; undoes?: number; fight?: JournalEntry['fight'] }): JournalEntry {
  return {
    n: (entries[entries.length - 1]?.n ?? 0) + 1,
    at: e.at,
    what: e.what,
    said: e.said,
    ...(e.note ? { note: e.note } : {}),
    changes: changedFields(before, after),
    ...(e.undoes !== undefined ? { undoes: e.undoes } : {}),
    ...(e.fight ? { fight: e.fight } : {}),
  };
}

/**
 * Which entries are taken back, and by which undo. An undo that is itself taken back takes back
 * nothing: the change it undid stands again.
 */
export function undoneBy(entries: readonly JournalEntry[]): Map<number, number> {
  const out = new Map<number, number>();
  // From the newest: an undo counts only when nothing later took it back.
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (out.has(e.n) || e.undoes === undefined) continue;
    out.set(e.undoes, e.n);
  }
  return out;
}

/** The sheet `now` with the fields of `values` ([before, after]: index 0 or 1) laid over it. */
function overlay(now: Character, changes: JournalEntry['changes'], index: 0 | 1): Character {
  const c = structuredClone(now) as unknown as Record<string, unknown>;
  for (const [k, pair] of Object.entries(changes)) c[k] = structuredClone(pair[index]);
  return c as unknown as Character;
}

/** `now` less what `was` added and plus what it took, for lists of names taken as sets. */
function listBack(now: readonly string[], before: readonly string[], after: readonly string[]): string[] {
  const added = after.filter((x) => !before.includes(x));
  const taken = before.filter((x) => !after.includes(x));
  return [...now.filter((x) => !added.includes(x)), ...taken.filter((x) => !now.includes(x))];
}

/** Counts by name, the pack and the weapons alike. */
function tally(c: Pick<Character, 'items' | 'weapons'>): Map<string, number> {
  const m = new Map<string, number>();
  for (const it of c.items ?? []) m.set(normalizeName(it.name), (m.get(normalizeName(it.name)) ?? 0) + it.count);
  for (const w of c.weapons ?? []) m.set(normalizeName(w), (m.get(normalizeName(w)) ?? 0) + 1);
  return m;
}

const NUMBERS = ['st', 'dx', 'iq', 'xp', 'gold', 'karma', 'wishes', 'curses', 'damage', 'fatigue'] as const;
const NUMBER_WORDS: Record<(typeof NUMBERS)[number], string> = { st: 'ST', dx: 'DX', iq: 'IQ', xp: 'XP', gold: 'gold', karma: 'karma', wishes: 'wishes', curses: 'curses', damage: 'damage', fatigue: 'fatigue' };

/**
 * The sheet `now` with entry `e` taken back: what it changed, changed back by the same amounts, on
 * the sheet as it is now. Refused when the sheet no longer has what the change gave.
 */
export function undoEntry(now: Character, e: JournalEntry): ChangeResult {
  const start = overlay(now, e.changes, 1);
  const end = overlay(now, e.changes, 0);
  const { character, capped } = addChanges(now, start, end);
  const why = (what: string) => new ChangeError(`change ${e.n} cannot be taken back: ${what}`);
  if (capped.length) throw why(`${capped.join('; ')}`);
  for (const k of NUMBERS) {
    if (!(k in e.changes)) continue;
    const want = now[k] + (Number(e.changes[k][0]) - Number(e.changes[k][1]));
    if (character[k] !== want) throw why(`${now.name} has ${now[k]} ${NUMBER_WORDS[k]}, and it would take him to ${want}`);
  }
  if ('items' in e.changes || 'weapons' in e.changes) {
    const t = tally(now);
    const b = tally(end);
    const a = tally(start);
    for (const [key, n] of a) {
      if ((t.get(key) ?? 0) + (b.get(key) ?? 0) - n < 0) {
        const name = [...(start.items ?? []).map((i) => i.name), ...(start.weapons ?? [])].find((x) => normalizeName(x) === key) ?? key;
        throw why(`${now.name} no longer has the ${name} it gave`);
      }
    }
  }
  // What is not counted is put back as it was, where the sheet still shows what the change made.
  if ('adventure' in e.changes) {
    const [before, after] = e.changes.adventure as [string | null, string | null];
    if (now.adventure !== after && now.adventure !== before) throw why(`${now.name} is on "${now.adventure}" now`);
    character.adventure = before;
  }
  if ('book' in e.changes) {
    const [before, after] = e.changes.book as [Book | null, Book | null];
    if (after === null) {
      if (now.book) throw why(`${now.name} is on "${now.book.title}" now`);
      character.book = structuredClone(before!);
    } else if (before === null) {
      if (now.book && now.book.title !== after.title) throw why(`${now.name} is on "${now.book.title}" now`);
      delete character.book;
    } else if (now.book) {
      const b = structuredClone(now.book);
      if (b.section === after.section) b.section = before.section;
      b.plotwords = listBack(b.plotwords, before.plotwords, after.plotwords);
      b.earned = listBack(b.earned, before.earned, after.earned);
      character.book = b;
    }
  }
  if ('notes' in e.changes) {
    const [before, after] = e.changes.notes as [string[] | null, string[] | null];
    const notes = listBack(now.notes ?? [], before ?? [], after ?? []);
    if (notes.length) character.notes = notes.slice(0, SHEET_LIMITS.list);
    else delete character.notes;
  }
  const said = [`Change ${e.n} (${e.what}${e.note ? `: ${e.note}` : ''}) is taken back.`, ...describeChanges(now, character)];
  return { character, said };
}

/** What differs between two sheets, in words: "gold 40 -> 28", "items: + Silver Key". */
export function describeChanges(before: Character, after: Character): string[] {
  const out: string[] = [];
  for (const [k, [b, a]] of Object.entries(changedFields(before, after))) {
    if (typeof a === 'number' || typeof b === 'number') out.push(`${NUMBER_WORDS[k as (typeof NUMBERS)[number]] ?? k} ${String(b)} -> ${String(a)}`);
    else if (k === 'items' || k === 'weapons') {
      const tb = tally({ items: k === 'items' ? (b as Character['items']) : [], weapons: k === 'weapons' ? (b as string[]) : [] });
      const ta = tally({ items: k === 'items' ? (a as Character['items']) : [], weapons: k === 'weapons' ? (a as string[]) : [] });
      const names = new Map<string, string>();
      for (const x of [...((b as Array<string | { name: string }>) ?? []), ...((a as Array<string | { name: string }>) ?? [])]) {
        const name = typeof x === 'string' ? x : x.name;
        names.set(normalizeName(name), name);
      }
      const parts: string[] = [];
      for (const [n, name] of names) {
        const d = (ta.get(n) ?? 0) - (tb.get(n) ?? 0);
        if (d !== 0) parts.push(`${d > 0 ? '+' : '-'} ${Math.abs(d) > 1 ? `${Math.abs(d)} ` : ''}${name}`);
      }
      if (parts.length) out.push(`${k}: ${parts.join(', ')}`);
    } else if (k === 'book') {
      const bb = b as Book | null;
      const ab = a as Book | null;
      if (!ab) out.push(`no longer on "${bb?.title}"`);
      else if (!bb) out.push(`on "${ab.title}"`);
      else {
        if (bb.section !== ab.section) out.push(`section ${bb.section ?? '-'} -> ${ab.section ?? '-'}`);
        const gained = ab.plotwords.filter((w) => !bb.plotwords.includes(w));
        const lost = bb.plotwords.filter((w) => !ab.plotwords.includes(w));
        if (gained.length || lost.length) out.push(`plotwords: ${[...gained.map((w) => `+ ${w}`), ...lost.map((w) => `- ${w}`)].join(', ')}`);
      }
    } else if (k === 'notes') {
      const bn = (b as string[] | null) ?? [];
      const an = (a as string[] | null) ?? [];
      const parts = [...an.filter((x) => !bn.includes(x)).map((x) => `+ "${x}"`), ...bn.filter((x) => !an.includes(x)).map((x) => `- "${x}"`)];
      if (parts.length) out.push(`notes: ${parts.join(', ')}`);
    } else if (k === 'staff') {
      const bs = b as Character['staff'];
      const as = a as Character['staff'];
      out.push(`staff ${bs ? `${bs.charge}/${bs.capacity}` : 'none'} -> ${as ? `${as.charge}/${as.capacity}` : 'none'}`);
    } else if (k === 'adventure') {
      // Told by the book's line.
    } else out.push(`${k} ${JSON.stringify(b)} -> ${JSON.stringify(a)}`);
  }
  return out;
}

/**
 * The damage `entries` say he took in the fight just over and has not had treated: the fight entries
 * at the journal's end (a kept fight, or `hurt --in-fight` by hand), back to anything else.
 */
export function untreatedFightDamage(entries: readonly JournalEntry[]): number {
  const undone = undoneBy(entries);
  let damage = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (undone.has(e.n)) continue;
    // An undo of a fight's damage is part of the fight's tale; anything else closes it.
    if (e.undoes !== undefined) continue;
    if (!e.fight) break;
    if (e.fight.treated) break;
    damage += e.fight.damage;
    // A kept fight is a fight of its own: what came before it was another.
    if (e.what === 'fight') break;
  }
  return damage;
}

/** True when the fight just over (the journal's last entries) has had its Medic already. */
export function fightTreated(entries: readonly JournalEntry[]): boolean {
  const undone = undoneBy(entries);
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (undone.has(e.n) || e.undoes !== undefined) continue;
    if (e.what === 'treat') return true;
    return e.fight?.treated === true;
  }
  return false;
}

// ---- the file ----------------------------------------------------------------------------------

function isEntry(v: unknown): v is JournalEntry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return Number.isInteger(e.n) && typeof e.at === 'string' && typeof e.what === 'string' && Array.isArray(e.said) && typeof e.changes === 'object' && e.changes !== null;
}

/** The entries of a journal; none when there is no journal yet. `shown` names the file in an error. */
export function readJournal(file: string, shown: string = file): JournalEntry[] {
  let text: string;
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) throw new JournalError(`${shown}: not a file`);
    if (st.size > MAX_JOURNAL_BYTES) throw new JournalError(`${shown}: too large for a journal (${st.size} bytes)`);
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    if (e instanceof JournalError) throw e;
    throw new JournalError(`${shown}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const out: JournalEntry[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      v = null;
    }
    if (!isEntry(v)) throw new JournalError(`${shown}:${i + 1}: not a journal entry; repair the line or move the journal aside`);
    out.push(v);
  });
  return out;
}

/** Writes the whole journal at once (atomically: never half-written). */
export function writeJournal(file: string, entries: readonly JournalEntry[]): void {
  writeFileAtomic(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
}
