// The journal entry of a change made to a sheet: its time, and the hook that writes the entry in the
// same locked step as the sheet (CharacterStore.update). Kept apart from the companion commands so that
// law character advance and ready journal their changes without loading them.
import type { Character, CharacterStore } from '../../character';
import { entryFor, journalFileOf, readJournal, writeJournal } from '../../character';
import type { CliContext } from '../context';

/** The time of an entry: now, as the command's clock has it. */
export function nowIso(ctx: CliContext): string {
  return new Date(ctx.now()).toISOString();
}

/**
 * For a command that changes a sheet its own way (law character advance, ready): the entry its
 * change makes in the journal, written in the same locked step as the sheet (store.update's hook).
 */
export function journalHook(ctx: CliContext, store: CharacterStore, file: string, what: string, said: () => string[]): (next: Character, before: Character) => void {
  const journal = journalFileOf(file);
  const at = nowIso(ctx);
  return (next, before) => {
    const entries = readJournal(journal, store.shown(journal));
    const made = entryFor(entries, before, next, { what, said: said(), at });
    if (Object.keys(made.changes).length > 0) writeJournal(journal, [...entries, made]);
  };
}

