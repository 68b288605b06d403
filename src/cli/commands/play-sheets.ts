// The party's sheets around a game of `law play`: one adventure at a time holds a character (his
// sheet names the save that holds him), and the end of a game adds what it gave to each sheet as it
// is then, exactly once. The order of the writes is chosen so that a kill at any point is recovered
// by the next start:
//
//   0. the save's file name is claimed (a lock beside it, held while the game is played);
//   1. each sheet is marked away, naming the save (under its lock);  killed here: the save does not
//      exist and nobody claims it, so the next start sees a hold by a game that never began and
//      lifts it (while the claim is alive, the game is just beginning and the hold stands);
//   2. the save is written, and rewritten at every section;
//   3. at the end the save is written "ended", then each sheet still held by it gets the adventure's
//      difference and is freed in one atomic write;  killed between: the save is ended and the sheet
//      still held, so resuming it (or starting anything with that hero) finishes step 3. A sheet
//      already freed is left alone, so nothing is given twice, and each sheet is done on its own:
//      one that cannot be written does not keep the others away.
//
// A sheet names its save by the save's real path (symbolic links resolved), and every comparison
// resolves the other side the same way, so one save reached by two paths is one save.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character, CharacterStore, SheetFile } from '../../character';
import { comeHome, fileSlug } from '../../character';
import type { SaveFile } from '../../adventure/save';
import { formatSave, readSave } from '../../adventure/save';
import { claimFile, ensureDir, FileRefused, LockError, readRegularFile, writeFileAtomic } from '../../files';
import { gmLogOf, streamFileOf } from '../../gm/stream';
import { UserError } from '../errors';

/** The largest save file read: a game keeps 100 steps of history, far less than this. */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024;

/** The text of a saved game: a regular file of a sane size (FileRefused otherwise: ENOENT when it is not there). */
export function readSaveText(file: string): string {
  return readRegularFile(file, MAX_SAVE_BYTES, 'a saved game');
}

/** A path with its symbolic links resolved, as far as it exists. */
export function realPath(file: string): string {
  const abs = path.resolve(file);
  try {
    return fs.realpathSync(abs);
  } catch {
    try {
      return path.join(fs.realpathSync(path.dirname(abs)), path.basename(abs));
    } catch {
      return abs;
    }
  }
}

export const samePath = (a: string, b: string): boolean => a === b || realPath(a) === realPath(b);

/** What a sheet's hold points at: a save, no file at all, or a file that is not a save law can read. */
type Hold = { kind: 'save'; save: SaveFile } | { kind: 'gone' } | { kind: 'unreadable'; why: string };

function readHold(file: string): Hold {
  // A sheet is a file from anywhere: what it names is read only if it is a file of a sane size.
  let text: string;
  try {
    text = readSaveText(file);
  } catch (e) {
    if (e instanceof FileRefused) return e.code === 'ENOENT' ? { kind: 'gone' } : { kind: 'unreadable', why: e.code === 'not a regular file' || e.code === 'a folder, not a file' ? 'not a file' : e.code };
    throw e;
  }
  try {
    return { kind: 'save', save: readSave(text, file) };
  } catch (e) {
    return { kind: 'unreadable', why: e instanceof Error ? e.message : String(e) };
  }
}

export interface HomeReport {
  name: string;
  /** The sheet as written; null when it had already been given the adventure's rewards (or was freed), or on `failed`. */
  character: Character | null;
  capped: string[];
  /** Why this sheet could not be written: its rewards wait in the save for the next try. */
  failed?: string;
}

/** True when the sheet `now` is held by the game saved in `saveFile`. */
function heldBy(now: Character, saveFile: string, save: SaveFile): boolean {
  if (now.save !== null) return samePath(now.save, saveFile);
  // A save of an older law named no sheets: its mark was the adventure's id alone.
  return save.sheets === undefined && now.adventure === save.adventure.id;
}

/**
 * Gives every sheet still held by the ended game in `saveFile` what the game gave its hero, and frees
 * it. Sheets already given theirs are left alone; a sheet that cannot be written is reported and the
 * others are done all the same.
 */
export function bringHome(store: CharacterStore, saveFile: string, save: SaveFile): HomeReport[] {
  const final = save.state.party;
  return final.map((end, i) => {
    let capped: string[] = [];
    let changed = false;
    try {
      const file = save.sheets?.[i] ?? store.find(save.characters[i] ?? end.name);
      const character = store.update(file, (now) => {
        if (!heldBy(now, saveFile, save)) return now;
        changed = true;
        // An older save kept no start: the party as it came back is written over the sheet, as then.
        const start = save.started?.[i] ?? now;
        const home = comeHome(now, start, save.started ? end : { ...end, name: now.name });
        capped = home.capped;
        return home.character;
      });
      return { name: end.name, character: changed ? character : null, capped };
    } catch (e) {
      if (!(e instanceof Error && /^(StoreError|SheetError|LockError)$/.test(e.name))) throw e;
      return { name: end.name, character: null, capped, failed: e.message };
    }
  });
}

/** Frees a sheet held by `saveFile` without giving it anything; false when it was not held by it. */
function free(store: CharacterStore, file: string, saveFile: string): boolean {
  let freed = false;
  store.update(file, (now) => {
    if (now.save === null || !samePath(now.save, saveFile)) return now;
    freed = true;
    return { ...now, adventure: null, save: null };
  });
  return freed;
}

/** What to tell a user about a hero held by another game. */
function heldMessage(c: Character, shown: (f: string) => string, title?: string, gm = false): string {
  const file = shown(c.save!);
  // A GM's session goes on as one (law gm --resume keeps its players, dice and players' screen).
  return `${c.name} is away on "${title ?? c.adventure}" (${file}): a character goes on one adventure at a time. Continue it with: law ${gm ? 'gm' : 'play'} --resume ${file}; or give it up with: law play --abandon ${file}`;
}

/** What to tell a user about a hero on a printed adventure (docs/companion.md): one adventure at a time. */
function bookMessage(c: Character): string {
  return `${c.name} is on the printed adventure "${c.book!.title}"${c.book!.section !== null ? ` (at section ${c.book!.section})` : ''}: a character goes on one adventure at a time. End it with: law character finish "${c.name}"`;
}

/**
 * Settles a hero's hold that no game will settle: a game that ended before his sheet was written
 * (its rewards are given now), a game that never began (its save does not exist and nobody plays
 * it: the hold is lifted), or an ended game that does not list him. Returns the sheet as it is
 * after, and whether he is still held by a game that goes on (or by a save that cannot be read).
 */
function settleHold(store: CharacterStore, p: SheetFile, say: (text: string) => void): { sheet: SheetFile; held: string | null; title?: string } {
  const c = p.character;
  if (c.save === null) return { sheet: p, held: null };
  const holder = c.save;
  const hold = readHold(holder);
  if (hold.kind === 'gone') {
    // A game being set up claims its save before marking its heroes: a live claim means it is
    // beginning now, and the hold stands.
    let release = () => {};
    try {
      release = claimFile(holder, store.shown(holder));
    } catch (e) {
      if (e instanceof LockError) return { sheet: p, held: heldMessage(c, (f) => store.shown(f)) };
      // No folder for it at all: no game can be beginning there either.
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
        return { sheet: p, held: `${c.name} is held by ${store.shown(holder)}, which cannot be checked (${(e as NodeJS.ErrnoException).code ?? String(e)}); give it up with: law play --abandon ${store.shown(holder)}` };
      }
    }
    try {
      if (free(store, p.file, holder)) say(`${c.name} was marked away on a game whose save (${store.shown(holder)}) does not exist; he is free again, as he was when it began.`);
    } finally {
      release();
    }
    return { sheet: { file: p.file, character: store.loadFile(p.file) }, held: null };
  }
  if (hold.kind === 'unreadable') {
    return { sheet: p, held: `${c.name} is held by ${store.shown(holder)}, which cannot be read (${hold.why}): repair it, or give it up with: law play --abandon ${store.shown(holder)}` };
  }
  if (!hold.save.state.ended) return { sheet: p, held: heldMessage(c, (f) => store.shown(f), hold.save.adventure.title, hold.save.gm === true), title: hold.save.adventure.title };
  const home = bringHome(store, holder, hold.save);
  for (const h of home) {
    if (h.character) say(`${h.name} comes home from "${hold.save.adventure.title}", which had ended before his sheet was written: it is written now.`);
    else if (h.failed) say(`${h.name}'s rewards from "${hold.save.adventure.title}" could not be written: ${h.failed}`);
  }
  // Still held by an ended game (one that does not list him): nothing can come of it; he is freed.
  if (free(store, p.file, holder)) say(`${c.name} was held by a finished game that does not list him (${store.shown(holder)}); he is free again.`);
  return { sheet: { file: p.file, character: store.loadFile(p.file) }, held: null };
}

/**
 * Makes sure nobody of the party is held by another game, settling holds no game will settle
 * (settleHold). Says what it did through `say`; throws when a hero is away on a game that goes on.
 */
export function clearOldHolds(store: CharacterStore, party: SheetFile[], say: (text: string) => void): SheetFile[] {
  return party.map((p) => {
    const r = settleHold(store, p, say);
    if (r.held) throw new UserError(r.held);
    return r.sheet;
  });
}

/**
 * The saved characters for a party to be chosen from, every hold that no game will settle settled
 * first; each comes with why he cannot go (dead, or away), if so.
 */
export function partyCandidates(store: CharacterStore, say: (text: string) => void): Array<SheetFile & { away: string | null }> {
  const out: Array<SheetFile & { away: string | null }> = [];
  for (const s of store.list()) {
    if (!s.character) continue;
    try {
      const r = settleHold(store, { file: s.file, character: s.character }, say);
      out.push({ ...r.sheet, away: r.held ? `away on ${r.title ?? s.character.adventure}` : r.sheet.character.book ? `on the printed "${r.sheet.character.book.title}"` : null });
    } catch (e) {
      if (!(e instanceof Error && /^(StoreError|SheetError|LockError)$/.test(e.name))) throw e;
      say(`${s.character.name}: ${e.message}`);
    }
  }
  return out;
}

/**
 * Marks the party away on the game to be saved in `saveFile`, each sheet under its lock; returns the
 * sheets as they were marked (the start the end measures from). When one cannot be marked, the ones
 * already marked are freed again.
 */
export function markAway(store: CharacterStore, party: SheetFile[], adventureId: string, saveFile: string): Character[] {
  const marked: Character[] = [];
  const holder = realPath(saveFile);
  try {
    for (const p of party) {
      marked.push(
        store.update(p.file, (now) => {
          if (now.save !== null) throw new UserError(heldMessage(now, (f) => store.shown(f)));
          if (now.book) throw new UserError(bookMessage(now));
          return { ...now, adventure: adventureId, save: holder };
        }),
      );
    }
  } catch (e) {
    for (const p of party.slice(0, marked.length)) free(store, p.file, holder);
    throw e;
  }
  return marked;
}

/**
 * A save file for a new game of this party, claimed for this law: a name no save has, or the name of
 * a finished game that holds nobody any more and was not a GM's session (an unfinished game is never
 * overwritten); a name another law is playing is passed over.
 */
export function claimNewSave(store: CharacterStore, dir: string, adventureId: string, firstName: string): { file: string; release: () => void } {
  ensureDir(dir);
  const base = `${adventureId}-${fileSlug(firstName)}`;
  const holders = new Set(store.list().map((s) => s.character?.save).filter((f): f is string => typeof f === 'string').map(realPath));
  const reusable = (file: string) => {
    // A GM's evening keeps its players' stream and log beside its save: a new game takes a new name,
    // so two evenings never merge (issue 26, item 7).
    if (fs.existsSync(streamFileOf(file)) || fs.existsSync(gmLogOf(file))) return false;
    const h = readHold(file);
    return h.kind === 'gone' || (h.kind === 'save' && h.save.state.ended !== null);
  };
  for (let n = 1; ; n++) {
    const file = realPath(path.join(dir, `${base}${n === 1 ? '' : `-${n}`}.json`));
    if (holders.has(file) || !reusable(file)) continue;
    let release: () => void;
    try {
      release = claimFile(file, store.shown(file));
    } catch (e) {
      if (e instanceof LockError) continue;
      throw e;
    }
    // Between the look and the claim another law may have begun a game here.
    if (!reusable(file)) {
      release();
      continue;
    }
    return { file, release };
  }
}

/**
 * `law play --abandon FILE`: the game is given up. Its heroes are freed as they were when it began
 * (it gives nothing and takes nothing); the save is kept, marked ended, so it is not continued by
 * mistake. A finished game that had not yet given its rewards gives them instead. A save that
 * cannot be read is left as it is, and the heroes it holds are freed.
 */
export function abandonGame(store: CharacterStore, saveFile: string, say: (text: string) => void): void {
  const shown = store.shown(saveFile);
  const hold = readHold(saveFile);
  const freeAll = (): string[] => {
    const freed: string[] = [];
    for (const s of store.list()) {
      if (!s.character?.save || !samePath(s.character.save, saveFile)) continue;
      try {
        if (free(store, s.file, saveFile)) freed.push(s.character.name);
      } catch (e) {
        if (!(e instanceof Error && /^(StoreError|SheetError|LockError)$/.test(e.name))) throw e;
        say(`${s.character.name}: ${e.message}`);
      }
    }
    return freed;
  };
  const they = (names: string[]) => `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} free again, as ${names.length === 1 ? 'he was' : 'they were'} when it began.`;
  if (hold.kind === 'save' && hold.save.state.ended) {
    const home = bringHome(store, saveFile, hold.save);
    const given = home.filter((h) => h.character).map((h) => h.name);
    for (const h of home) if (h.failed) say(`${h.name}'s rewards could not be written: ${h.failed}`);
    const freed = freeAll();
    say(`${shown} had ended; ${given.length ? `${given.join(', ')} now ${given.length === 1 ? 'has' : 'have'} its rewards.` : 'its rewards had been given.'}${freed.length ? ` ${they(freed)}` : ''}`);
    return;
  }
  const freed = freeAll();
  if (hold.kind === 'save') {
    const ended: SaveFile = { ...hold.save, state: { ...hold.save.state, ended: { title: 'given up', section: hold.save.state.at, kind: 'neutral' } } };
    writeFileAtomic(saveFile, formatSave(ended));
  }
  if (hold.kind !== 'save' && freed.length === 0) {
    throw new UserError(hold.kind === 'gone' ? `${shown}: no such saved game, and no character is held by it` : `${shown} is not a saved game law can read (${hold.why}), and no character is held by it; nothing was changed`);
  }
  const what = hold.kind === 'save' ? `"${hold.save.adventure.title}" (${shown})` : shown;
  say(`Gave up ${what}. ${freed.length ? they(freed) : 'Nobody was held by it.'}${hold.kind === 'unreadable' ? ` The file was left as it is (${hold.why}).` : ''}`);
}
