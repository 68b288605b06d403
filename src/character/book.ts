// A printed adventure on the sheet (docs/companion.md): begun with its title, a bookmark at the
// section the reader is on, the book's plotwords (CAMPAIGNING, Experience Points: one XP each for
// every character, once an adventure), and notes the book asks him to keep. While he is on it he is
// "in an adventure": skills and spells wait until its end (CAMPAIGNING, Advancement), and no other
// adventure takes him. At its end he recovers fully, as between any two adventures.
import type { Book, Character } from './model';
import { SHEET_LIMITS } from './sheet';
import type { ChangeResult } from './changes';
import { amount, ChangeError, mustLive, sheetText } from './changes';
import { addCapped } from './possessions';
import { comeHome } from './homecoming';

/** The XP a plotword gives each character the first time the party acquires it (CAMPAIGNING). */
export const PLOTWORD_XP = 1;

/** "The Dark Tower, at section 41". */
export function bookLine(b: Book): string {
  return `"${b.title}"${b.section !== null ? `, at section ${b.section}` : ''}`;
}

function bookOf(c: Character): Book {
  if (!c.book) throw new ChangeError(`${c.name} is on no printed adventure: begin one with law character begin "${c.name}" "TITLE"`);
  return c.book;
}

/** He sets out on a printed adventure; refused while another adventure (printed or law's) has him. */
export function beginBook(c0: Character, title: string, section: string | null): ChangeResult {
  mustLive(c0, 'the dead go on no adventure');
  if (c0.book) throw new ChangeError(`${c0.name} is already on ${bookLine(c0.book)}: a character goes on one adventure at a time; end it first with law character finish "${c0.name}"`);
  if (c0.adventure !== null) throw new ChangeError(`${c0.name} is away on "${c0.adventure}": a character goes on one adventure at a time`);
  const c = structuredClone(c0);
  const t = sheetText(title, 'the title');
  const at = section === null ? null : sheetText(section, 'the section');
  c.book = { title: t, section: at, plotwords: [], earned: [] };
  c.adventure = t;
  return { character: c, said: [`${c.name} sets out on "${t}"${at !== null ? ` at section ${at}` : ''}.`, 'Skills and spells wait until it ends (law character finish).'] };
}

/** The bookmark moves to another section. */
export function markSection(c0: Character, section: string): ChangeResult {
  const c = structuredClone(c0);
  const b = bookOf(c);
  const at = sheetText(section, 'the section');
  const from = b.section;
  b.section = at;
  return { character: c, said: [`${c.name} is at section ${at} of "${b.title}"${from !== null && from !== at ? ` (was ${from})` : ''}.`] };
}

/**
 * Plotwords the book gives: each one XP the first time in this adventure (CAMPAIGNING, Experience
 * Points); one crossed out and given again brings none (docs/rulings.md). One he holds already
 * changes nothing.
 */
export function gainPlotwords(c0: Character, words: readonly string[]): ChangeResult {
  mustLive(c0, 'the dead gain nothing');
  const c = structuredClone(c0);
  const b = bookOf(c);
  const said: string[] = [];
  for (const typed of words) {
    const w = sheetText(typed, 'a plotword').toUpperCase();
    if (b.plotwords.includes(w)) {
      said.push(`${c.name} holds the plotword ${w} already.`);
      continue;
    }
    if (b.plotwords.length >= SHEET_LIMITS.list) throw new ChangeError(`${c.name} holds as many plotwords as a sheet holds (${SHEET_LIMITS.list})`);
    b.plotwords.push(w);
    if (b.earned.includes(w)) {
      said.push(`${c.name} has the plotword ${w} again (no XP: it gave its XP in this adventure already).`);
      continue;
    }
    b.earned.push(w);
    if (addCapped(c, 'xp', PLOTWORD_XP).capped) throw new ChangeError(`${c.name}'s XP is at the most a sheet holds: the plotword ${w} cannot give its XP`);
    said.push(`${c.name} has the plotword ${w}: +${amount('xp', PLOTWORD_XP)} (now ${c.xp}).`);
  }
  return { character: c, said };
}

/** Plotwords the book crosses out. */
export function crossPlotwords(c0: Character, words: readonly string[]): ChangeResult {
  const c = structuredClone(c0);
  const b = bookOf(c);
  const said: string[] = [];
  for (const typed of words) {
    const w = sheetText(typed, 'a plotword').toUpperCase();
    if (!b.plotwords.includes(w)) throw new ChangeError(`${c.name} holds no plotword ${w} (${b.plotwords.length ? `held: ${b.plotwords.join(', ')}` : 'none held'})`);
    b.plotwords = b.plotwords.filter((x) => x !== w);
    said.push(`The plotword ${w} is crossed out.`);
  }
  return { character: c, said };
}

/** A note the book asks him to keep, numbered on the sheet. */
export function remember(c0: Character, text: string): ChangeResult {
  const c = structuredClone(c0);
  const t = sheetText(text, 'the note');
  const notes = c.notes ?? [];
  if (notes.length >= SHEET_LIMITS.list) throw new ChangeError(`${c.name}'s sheet holds ${SHEET_LIMITS.list} notes already; forget one first`);
  c.notes = [...notes, t];
  return { character: c, said: [`Noted on ${c.name}'s sheet (note ${c.notes.length}): ${t}`] };
}

/** A note no longer needed, by its number on the sheet. */
export function forget(c0: Character, number: number): ChangeResult {
  const c = structuredClone(c0);
  const notes = c.notes ?? [];
  if (!Number.isInteger(number) || number < 1 || number > notes.length) {
    throw new ChangeError(notes.length ? `${c.name}'s notes are numbered 1 to ${notes.length} (law character show "${c.name}")` : `${c.name}'s sheet holds no notes`);
  }
  const gone = notes[number - 1];
  const left = notes.filter((_, i) => i !== number - 1);
  if (left.length) c.notes = left;
  else delete c.notes;
  return { character: c, said: [`Note ${number} struck from ${c.name}'s sheet: ${gone}`] };
}

/**
 * The printed adventure ends: its plotwords go with it, and he recovers fully, as between any two
 * adventures (INJURY & EXHAUSTION, Recovery; the same rule as law play's homecoming); the dead stay dead.
 */
export function finishBook(c0: Character): ChangeResult {
  const b = bookOf(c0);
  const home = comeHome(c0, c0, c0).character;
  delete home.book;
  const said = [`${c0.name} comes home from "${b.title}".`];
  if (c0.damage >= c0.st) said.push(`${c0.name} is dead, and the dead stay dead.`);
  else {
    const back = [c0.damage ? `damage ${c0.damage} -> 0` : '', c0.fatigue ? `fatigue ${c0.fatigue} -> 0` : '', c0.staff && c0.staff.charge < c0.staff.capacity ? 'staff full' : ''].filter(Boolean);
    if (back.length) said.push(`Between adventures ${c0.name} recovers fully: ${back.join(', ')}.`);
  }
  if (b.plotwords.length) said.push(`The book's plotwords are left with it: ${b.plotwords.join(', ')}.`);
  said.push('Skills and spells may be bought again (law character advance).');
  return { character: home, said };
}
