// Character sheets on disk: one JSON file a character under $LAW_HOME/characters/. Writes go to a
// temp file in the same folder and are renamed into place, so a sheet is never half-written; a bad
// file is reported as `path: what is wrong` and left untouched.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Character } from './model';
import { formatSheet, readSheet, SheetError } from './sheet';

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

/** Line and column of a character offset, for pointing at a JSON syntax error. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${line}:${column}`;
}

export function parseSheetText(text: string, file: string): Character {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const pos = /position (\d+)/.exec(msg);
    const where = pos ? `:${lineColumn(text, Number(pos[1]))}` : '';
    throw new StoreError(`${file}${where}: not valid JSON (${msg.replace(/^.*?(Unexpected|Expected|Bad)/, '$1').replace(/ in JSON at position \d+.*$/, '')})`);
  }
  try {
    return readSheet(value);
  } catch (e) {
    if (e instanceof SheetError) throw new StoreError(`${file}: ${e.message}`);
    throw e;
  }
}

/** Writes `text` to `file` atomically: a sibling temp file, flushed, then renamed over the target. */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    const fd = fs.openSync(tmp, 'wx', 0o644);
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}

export interface ListedSheet {
  file: string;
  character?: Character;
  error?: string;
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

  load(name: string): Character {
    const file = this.find(name);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
        const have = this.list().filter((s) => s.character).map((s) => s.character!.name);
        const known = have.length ? ` (saved characters: ${have.join(', ')})` : ' (there are no saved characters yet; create one with `law character create`)';
        throw new StoreError(`no character named "${name}" in ${this.display(this.dir)}${known}`);
      }
      throw new StoreError(`${this.display(file)}: cannot read (${(e as Error).message})`);
    }
    return parseSheetText(text, this.display(file));
  }

  /** Loads a sheet from any path the user names. */
  loadFile(file: string): Character {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      throw new StoreError(`${this.display(file)}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    return parseSheetText(text, this.display(file));
  }

  save(c: Character): string {
    const file = this.fileFor(c.name);
    writeFileAtomic(file, formatSheet(c));
    return file;
  }

  list(): ListedSheet[] {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch {
      return [];
    }
    return names
      .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
      .sort()
      .map((n) => {
        const file = path.join(this.dir, n);
        try {
          return { file, character: parseSheetText(fs.readFileSync(file, 'utf8'), this.display(file)) };
        } catch (e) {
          return { file, error: e instanceof Error ? e.message : String(e) };
        }
      });
  }
}
