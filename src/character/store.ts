// Character sheets on disk: one JSON file a character under $LAW_HOME/characters/. Writes go to a
// temp file in the same folder and are renamed into place, so a sheet is never half-written (a full
// disk leaves the old sheet whole); a bad file is reported as `path: what is wrong` and left
// untouched. Only a regular file of at most MAX_SHEET_BYTES is read: a FIFO or a device in the
// folder cannot hang law or fill its memory.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character } from './model';
import { formatSheet, readSheet, SheetError } from './sheet';
import { FileRefused, JsonSyntaxError, LockError, fileProblem, parseJsonText, readRegularFile, withLock, writeFileAtomic } from '../files';

export class StoreError extends Error {
  override name = 'StoreError';
}

/**
 * The file name for a character: letters and digits of the name, lower case, joined by hyphens.
 * Nothing of the name can climb out of the folder (no dots, slashes or drive letters survive).
 */
export function fileSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (slug === '') throw new StoreError(`"${name}" has no letter or digit to name a file after`);
  return slug;
}

/** The largest sheet read: far more than any sheet holds (SHEET_LIMITS), far less than a device gives. */
export const MAX_SHEET_BYTES = 4 * 1024 * 1024;

export function parseSheetText(text: string, file: string): Character {
  let value: unknown;
  try {
    // A byte-order mark (some Windows editors write one) is not part of the JSON.
    value = parseJsonText(text);
  } catch (e) {
    // The place and kind of the fault, never the file's text: a save may name any file as a sheet.
    if (e instanceof JsonSyntaxError) throw new StoreError(`${file}${e.where}: not valid JSON (${e.what})`);
    throw e;
  }
  try {
    return readSheet(value);
  } catch (e) {
    if (e instanceof SheetError) throw new StoreError(`${file}: ${e.message}`);
    throw e;
  }
}

export interface ListedSheet {
  file: string;
  character?: Character;
  error?: string;
}

/** A sheet and the file it was read from: it is written back there, never under another name. */
export interface SheetFile {
  file: string;
  character: Character;
}

/** Why `next` could not be read back, or null: nothing the engine writes is refused by its reader. */
function unreadable(next: Character): string | null {
  try {
    readSheet(JSON.parse(formatSheet(next)));
    return null;
  } catch (e) {
    if (e instanceof SheetError) return e.message;
    throw e;
  }
}

export class CharacterStore {
  readonly dir: string;

  /** `home` is $LAW_HOME (or the current directory); `display` shortens paths in messages. */
  constructor(
    home: string,
    private readonly display: (p: string) => string = (p) => p,
  ) {
    this.dir = path.join(home, 'characters');
  }

  fileFor(name: string): string {
    return path.join(this.dir, `${fileSlug(name)}.json`);
  }

  shown(file: string): string {
    return this.display(file);
  }

  /** True when a sheet is saved under exactly this name. */
  exists(name: string): boolean {
    return fs.existsSync(this.fileFor(name));
  }

  /**
   * The file of a saved character: the exact name, or else the one saved character whose name
   * begins with the words given ("brannoc" finds "Brannoc the Bold").
   */
  find(name: string): string {
    const file = this.fileFor(name);
    if (fs.existsSync(file)) return file;
    const slug = fileSlug(name);
    let names: string[] = [];
    try {
      names = fs.readdirSync(this.dir).filter((n) => n.endsWith('.json') && n.startsWith(`${slug}-`));
    } catch {
      // No folder yet: nobody is saved.
    }
    return names.length === 1 ? path.join(this.dir, names[0]) : file;
  }

  /** The text of a sheet file: a regular file, bounded; StoreError otherwise (FileRefused for a missing one). */
  private read(file: string): string {
    try {
      return readRegularFile(file, MAX_SHEET_BYTES, 'a character sheet');
    } catch (e) {
      if (e instanceof FileRefused && e.code === 'ENOENT') throw e;
      if (e instanceof FileRefused) throw new StoreError(`${this.display(file)}: cannot read (${e.code})${e.hint ? `; ${e.hint}` : ''}`);
      throw e;
    }
  }

  /** A saved character by name, with the file it is in. */
  open(name: string): SheetFile {
    const file = this.find(name);
    let text: string;
    try {
      text = this.read(file);
    } catch (e) {
      if (e instanceof FileRefused) {
        const have = this.list().filter((s) => s.character).map((s) => s.character!.name);
        const known = have.length ? ` (saved characters: ${have.join(', ')})` : ' (there are no saved characters yet; create one with `law character create`)';
        throw new StoreError(`no character named "${name}" in ${this.display(this.dir)}${known}`);
      }
      throw e;
    }
    return { file, character: parseSheetText(text, this.display(file)) };
  }

  load(name: string): Character {
    return this.open(name).character;
  }

  /** Loads a sheet from any path the user names. */
  loadFile(file: string): Character {
    let text: string;
    try {
      text = this.read(file);
    } catch (e) {
      if (e instanceof FileRefused) throw new StoreError(`${this.display(file)}: cannot read (${e.code})`);
      throw e;
    }
    return parseSheetText(text, this.display(file));
  }

  /**
   * Saves a new character under its name. A sheet already saved under that name is kept (and this
   * one refused) unless `replace`: two creations of one name cannot both succeed.
   */
  create(c: Character, options: { replace?: boolean } = {}): string {
    const file = this.fileFor(c.name);
    const why = unreadable(c);
    if (why) throw new StoreError(`${c.name} cannot be saved: ${why}`);
    this.locked(file, () => {
      if (!options.replace && fs.existsSync(file)) throw new StoreError(`a character named "${c.name}" is already saved (${this.display(file)}); choose another name`);
      this.write(file, formatSheet(c));
    });
    return file;
  }

  /**
   * Changes a saved sheet: with the file locked, `change` is given the sheet as it is on disk now and
   * its result is written back to the same file. Two laws changing one character take turns, and
   * each change is made to what the other wrote. A result the reader would refuse is not written.
   */
  update(file: string, change: (now: Character) => Character, written?: (next: Character, before: Character) => void): Character {
    return this.locked(file, () => {
      const before = this.loadFile(file);
      const next = change(before);
      const why = unreadable(next);
      if (why) throw new StoreError(`${this.display(file)}: not changed, since the sheet would not be readable (${why})`);
      this.write(file, formatSheet(next));
      if (written) {
        // What must be written with the sheet (its journal), still under its lock; when that fails,
        // the sheet is put back as it was, so that the two never disagree.
        try {
          written(next, before);
        } catch (e) {
          this.write(file, formatSheet(before));
          throw e;
        }
      }
      return next;
    });
  }

  /** Writes a sheet whole or not at all: a full disk is the store's error, and the sheet on disk is as it was. */
  private write(file: string, text: string): void {
    try {
      writeFileAtomic(file, text);
    } catch (e) {
      const problem = fileProblem(e, this.display);
      if (problem) throw new StoreError(problem);
      throw e;
    }
  }

  /** Runs `fn` holding the lock of `file`; a lock that cannot be had is the store's error. */
  private locked<T>(file: string, fn: () => T): T {
    try {
      return withLock(file, fn, this.display(file));
    } catch (e) {
      if (e instanceof LockError) throw new StoreError(e.message);
      throw e;
    }
  }

  /** Every sheet in the folder, read or with what is wrong with it; a folder that cannot be read is an error. */
  list(): ListedSheet[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new StoreError(`${this.display(this.dir)}: cannot read the characters' folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    return names
      .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
      .sort()
      .map((n) => {
        const file = path.join(this.dir, n);
        try {
          return { file, character: parseSheetText(this.read(file), this.display(file)) };
        } catch (e) {
          if (e instanceof FileRefused) return { file, error: `${this.display(file)}: cannot read (${e.code})` };
          return { file, error: e instanceof Error ? e.message : String(e) };
        }
      });
  }
}
