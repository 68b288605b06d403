// The party's sheets around a game of `law play`: one adventure at a time holds a character (his
// sheet names the save that holds him), and the end of a game adds what it gave to each sheet as it
// is then, exactly once. The order of the writes is chosen so that a kill at any point is recovered
// by the next start:
//
//   1. each sheet is marked away, naming the save (under its lock);  killed here: the save does not
//      exist, so the next start sees a hold by a game that never began and lifts it;
//   2. the save is written, and rewritten at every section;
//   3. at the end the save is written "ended", then each sheet still held by it gets the adventure's
//      difference and is freed in one atomic write;  killed between: the save is ended and the sheet
//      still held, so resuming it (or starting anything with that hero) finishes step 3. A sheet
//      already freed is left alone, so nothing is given twice.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character, CharacterStore, SheetFile } from '../../character';
import { comeHome, fileSlug } from '../../character';
import type { SaveFile } from '../../adventure/save';
import { formatSave, readSave } from '../../adventure/save';
import { claimFile, LockError, writeFileAtomic } from '../../files';
import { UserError } from '../errors';

/** The save that holds a sheet, read; null when the file is gone or not a save. */
function holdingSave(file: string): SaveFile | null {
  try {
    return readSave(fs.readFileSync(file, 'utf8'), file);
  } catch {
    return null;
  }
}

export interface HomeReport {
  name: string;
  /** Null when this sheet had already been given the adventure's rewards (or was freed). */
  character: Character | null;
  capped: string[];
}

/**
 * Gives every sheet still held by the ended game in `saveFile` what the game gave its hero, and frees
 * it. Sheets already given theirs are left alone.
 */
export function bringHome(store: CharacterStore, saveFile: string, save: SaveFile): HomeReport[] {
  const final = save.state.party;
  return final.map((end, i) => {
    const file = save.sheets?.[i] ?? store.find(save.characters[i] ?? end.name);
    let capped: string[] = [];
    let changed = false;
    const character = store.update(file, (now) => {
      const heldHere = now.save === saveFile || (now.save === null && save.sheets === undefined && now.adventure === save.adventure.id);
      if (!heldHere) return now;
      changed = true;
      // An older save kept no start: the party as it came back is written over the sheet, as then.
      const start = save.started?.[i] ?? now;
      const home = comeHome(now, start, save.started ? end : { ...end, name: now.name });
      capped = home.capped;
      return home.character;
    });
    return { name: end.name, character: changed ? character : null, capped };
  });
}

/** What to tell a user about a hero held by another game. */
function heldMessage(c: Character, shown: (f: string) => string): string {
  const file = shown(c.save!);
  return `${c.name} is away on "${c.adventure}" (${file}): a character goes on one adventure at a time. Continue it with: law play --resume ${file}; or give it up with: law play --abandon ${file}`;
}

/**
 * Makes sure nobody of the party is held by another game: a hold by a game that ended (killed before
 * it gave its rewards) is finished now, and a hold by a save that no longer exists is lifted. Says
 * what it did through `say`; throws when a hero is away on a game that goes on.
 */
export function clearOldHolds(store: CharacterStore, party: SheetFile[], say: (text: string) => void): SheetFile[] {
  return party.map((p) => {
    const c = p.character;
    if (c.save === null) return p;
    const save = holdingSave(c.save);
    if (save === null) {
      const character = store.update(p.file, (now) => (now.save === c.save ? { ...now, adventure: null, save: null } : now));
      say(`${c.name} was marked away on a game whose save (${store.shown(c.save)}) is gone; he is free again, as he was when it began.`);
      return { file: p.file, character };
    }
    if (save.state.ended) {
      const home = bringHome(store, c.save, save);
      for (const h of home) if (h.character) say(`${h.name} comes home from "${save.adventure.title}", which had ended before his sheet was written: it is written now.`);
      return { file: p.file, character: store.loadFile(p.file) };
    }
    throw new UserError(heldMessage(c, (f) => store.shown(f)));
  });
}

/**
 * Marks the party away on the game to be saved in `saveFile`, each sheet under its lock; returns the
 * sheets as they were marked (the start the end measures from). When one cannot be marked, the ones
 * already marked are freed again.
 */
export function markAway(store: CharacterStore, party: SheetFile[], adventureId: string, saveFile: string): Character[] {
  const marked: Character[] = [];
  try {
    for (const p of party) {
      marked.push(
        store.update(p.file, (now) => {
          if (now.save !== null) throw new UserError(heldMessage(now, (f) => store.shown(f)));
          return { ...now, adventure: adventureId, save: saveFile };
        }),
      );
    }
  } catch (e) {
    for (const p of party.slice(0, marked.length)) store.update(p.file, (now) => (now.save === saveFile ? { ...now, adventure: null, save: null } : now));
    throw e;
  }
  return marked;
}

/**
 * A save file for a new game of this party, claimed for this law: a name no save has, or the name of
 * a finished game that holds nobody any more (an unfinished game is never overwritten); a name
 * another law is playing is passed over.
 */
export function claimNewSave(store: CharacterStore, dir: string, adventureId: string, firstName: string): { file: string; release: () => void } {
  const base = `${adventureId}-${fileSlug(firstName)}`;
  const holders = new Set(store.list().map((s) => s.character?.save).filter((f): f is string => typeof f === 'string'));
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.json`);
    if (holders.has(file)) continue;
    if (fs.existsSync(file) && !holdingSave(file)?.state.ended) continue;
    let release: () => void;
    try {
      release = claimFile(file, store.shown(file));
    } catch (e) {
      if (e instanceof LockError) continue;
      throw e;
    }
    // Between the look and the claim another law may have begun a game here.
    if (fs.existsSync(file) && !holdingSave(file)?.state.ended) {
      release();
      continue;
    }
    return { file, release };
  }
}

/**
 * `law play --abandon FILE`: the game is given up. Its heroes are freed as they were when it began
 * (it gives nothing and takes nothing); the save is kept, marked ended, so it is not continued by
 * mistake. A finished game that had not yet given its rewards gives them instead.
 */
export function abandonGame(store: CharacterStore, saveFile: string, say: (text: string) => void): void {
  const shown = store.shown(saveFile);
  const save = fs.existsSync(saveFile) ? holdingSave(saveFile) : null;
  if (save?.state.ended) {
    const home = bringHome(store, saveFile, save);
    const given = home.filter((h) => h.character);
    say(given.length ? `${shown} had ended; ${given.map((h) => h.name).join(', ')} now ${given.length === 1 ? 'has' : 'have'} its rewards.` : `${shown} had ended; nobody is held by it.`);
    return;
  }
  if (fs.existsSync(saveFile) && save === null) throw new UserError(`${shown} is not a saved game of law; nothing was changed`);
  const freed: string[] = [];
  for (const s of store.list()) {
    if (s.character?.save !== saveFile) continue;
    store.update(s.file, (now) => (now.save === saveFile ? { ...now, adventure: null, save: null } : now));
    freed.push(s.character.name);
  }
  if (save) {
    const ended: SaveFile = { ...save, state: { ...save.state, ended: { title: 'given up', section: save.state.at, kind: 'neutral' } } };
    writeFileAtomic(saveFile, formatSave(ended));
  }
  if (!save && freed.length === 0) throw new UserError(`${shown}: no such saved game, and no character is held by it`);
  say(`Gave up ${save ? `"${save.adventure.title}" (${shown})` : shown}. ${freed.length ? `${freed.join(', ')} ${freed.length === 1 ? 'is' : 'are'} free again, as ${freed.length === 1 ? 'he was' : 'they were'} when it began.` : 'Nobody was held by it.'}`);
}
