// How the companion commands change sheets: the heroes named are found, and any that a game of `law
// play` holds is refused (a hero away on an adventure is changed by that game alone; holds no game will
// settle are settled first, as law play does). Each change is first tried on every sheet as it is, so
// that a refusal for any of them leaves them all unchanged; then each sheet is changed under its lock,
// as it is at that moment, and its journal gets the entry in the same locked step.
import type { Character, CharacterStore, ChangeResult, JournalEntry, SheetFile } from '../../character';
import { entryFor, journalFileOf, markSection, readJournal, writeJournal } from '../../character';
import type { CliContext } from '../context';
import { UserError } from '../errors';
import { openStore, userErrors } from '../shared';
import { clearOldHolds } from './play-sheets';
import { nowIso } from './journal-hook';

export interface SheetChange {
  /** What the journal calls it: "gain", "hurt", "rest"... */
  what: string;
  note?: string;
  /** The change, on the sheet as it is; throws ChangeError when it cannot be made. */
  apply: (now: Character) => ChangeResult;
  /** For the journal: damage of a fight a Medic may still treat. */
  fight?: (before: Character, after: Character) => JournalEntry['fight'] | undefined;
  undoes?: number;
  /** The bookmark moves to this section with the change (--at). */
  at?: string;
  /** Journaled even when the sheet did not change (a Medic's care that failed is his care all the same). */
  always?: boolean;
}

export interface Changed {
  character: Character;
  said: string[];
  /** The journal entry written, or null when nothing on the sheet changed. */
  entry: JournalEntry | null;
}

/** "Brannoc, Ysolde" from "--party Brannoc,Ysolde": names given in one option. */
export function partyNames(text: string | undefined): string[] {
  return (text ?? '').split(',').map((n) => n.trim()).filter(Boolean);
}

/** The sheets of the heroes named, each free of any game of law play. */
export function openHeroes(ctx: CliContext, names: readonly string[]): { store: CharacterStore; sheets: SheetFile[] } {
  const store = openStore(ctx);
  const seen = new Set<string>();
  const sheets: SheetFile[] = [];
  for (const name of names) {
    const sheet = userErrors(() => store.open(name));
    if (seen.has(sheet.file)) throw new UserError(`${sheet.character.name} is named twice`);
    seen.add(sheet.file);
    sheets.push(sheet);
  }
  const said: string[] = [];
  const free = userErrors(() => clearOldHolds(store, sheets, (t) => said.push(t)));
  for (const line of said) ctx.err(`law: ${line}`);
  return { store, sheets: free };
}

/** Why a sheet cannot be changed by hand now (a game took him since he was looked at), or null. */
function heldNow(c: Character): string | null {
  return c.save !== null ? `${c.name} is away on "${c.adventure}" (${c.save}): his sheet is that game's until it ends` : null;
}

/** Makes each change on its sheet, all refused if any is; returns each sheet as written and what was said. */
/** The change, and the bookmark moved after it when --at says so. */
function withBookmark(change: SheetChange): (now: Character) => ChangeResult {
  if (change.at === undefined) return change.apply;
  const section = change.at;
  return (now) => {
    const first = change.apply(now);
    const moved = markSection(first.character, section);
    return { character: moved.character, said: [...first.said, ...moved.said] };
  };
}

export function changeSheets(ctx: CliContext, store: CharacterStore, items: ReadonlyArray<{ sheet: SheetFile; change: SheetChange }>): Changed[] {
  // First on the sheets as they were read: a refusal for any changes none.
  for (const { sheet, change } of items) userErrors(() => withBookmark(change)(sheet.character));
  const at = nowIso(ctx);
  return items.map(({ sheet, change }) => {
    let result!: ChangeResult;
    let entry: JournalEntry | null = null;
    const journal = journalFileOf(sheet.file);
    const character = userErrors(() =>
      store.update(
        sheet.file,
        (now) => {
          const held = heldNow(now);
          if (held) throw new UserError(held);
          result = withBookmark(change)(now);
          return result.character;
        },
        (next, before) => {
          const entries = readJournal(journal, store.shown(journal));
          const made = entryFor(entries, before, next, { what: change.what, said: result.said, at, ...(change.note ? { note: change.note } : {}), ...(change.undoes !== undefined ? { undoes: change.undoes } : {}), fight: change.fight?.(before, next) });
          if (Object.keys(made.changes).length === 0 && !change.always) return;
          writeJournal(journal, [...entries, made]);
          entry = made;
        },
      ),
    );
    return { character, said: result.said, entry };
  });
}

/** Tells what each change did, and where the journal has it. */
export function tell(ctx: CliContext, changed: readonly Changed[]): void {
  for (const c of changed) {
    for (const line of c.said) ctx.out(line);
    if (c.entry) ctx.out(ctx.style.dim(`  (change ${c.entry.n} in ${c.character.name}'s journal)`));
    else ctx.out(ctx.style.dim(`  (nothing on ${c.character.name}'s sheet changed)`));
  }
}

/** One change to each of the sheets named. */
export function changeNamed(ctx: CliContext, names: readonly string[], change: SheetChange | ((c: Character) => SheetChange)): Changed[] {
  const { store, sheets } = openHeroes(ctx, names);
  const changed = changeSheets(ctx, store, sheets.map((sheet) => ({ sheet, change: typeof change === 'function' ? change(sheet.character) : change })));
  tell(ctx, changed);
  return changed;
}
