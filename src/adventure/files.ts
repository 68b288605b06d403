// Adventures on disk: reading a YAML file and the map files it names (relative to its folder).
//
// An adventure file may come from a stranger, so the files it names are untrusted paths: a map file
// must be a regular file inside the adventure's folder (after symbolic links are followed), and no
// more than MAX_MAP_FILE_BYTES long. Nothing else is opened, nothing is read past the limit (a
// device such as /dev/zero is refused before a byte is read), and a refusal says why without
// showing anything of the file.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LoadResult, Uses } from './loader';
import { FileRefused, formatBytes, readRegularFile } from '../files/read';
import { loadAdventureText, MAX_ADVENTURE_CHARS } from './loader';
import { INSIDE_HINT, MAX_MAP_FILE_BYTES, relativePathProblem } from './constructs/maps';

export interface FileLoadResult extends LoadResult {
  uses: Uses | null;
  text: string | null;
}

/** The largest adventure file read, in bytes. */
export const MAX_ADVENTURE_FILE_BYTES = MAX_ADVENTURE_CHARS;

const errno = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));

// Reading a file bounded is shared with every other file law reads (src/files/read.ts).
export { FileRefused, formatBytes };
export const readBounded = readRegularFile;

const isInside = (dir: string, file: string): boolean => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel);
};

/**
 * A reader of the files an adventure names, confined to `dir` (the adventure's folder): the path
 * must be relative, stay inside the folder once symbolic links are resolved, name a regular file,
 * and be at most MAX_MAP_FILE_BYTES long.
 */
export function folderReader(dir: string): (relative: string) => string {
  return (rel) => {
    const problem = relativePathProblem(rel);
    if (problem) throw new FileRefused(problem.code, problem.hint);
    let realDir: string;
    try {
      realDir = fs.realpathSync(dir);
    } catch (e) {
      throw new FileRefused(errno(e));
    }
    const full = path.resolve(realDir, rel);
    if (!isInside(realDir, full)) throw new FileRefused("outside the adventure's folder", INSIDE_HINT);
    let real: string;
    try {
      real = fs.realpathSync(full);
    } catch (e) {
      throw new FileRefused(errno(e));
    }
    if (!isInside(realDir, real)) throw new FileRefused("a link to a place outside the adventure's folder", INSIDE_HINT);
    return readBounded(real, MAX_MAP_FILE_BYTES, 'a map file', { stripBom: true, noFollow: true });
  };
}

/**
 * Loads an adventure file; a file that cannot be read is one diagnostic (LAW0026), not a throw.
 * `read`, if given, gets the full path of each file the adventure names that was read (its maps).
 */
export function loadAdventureFile(file: string, shown: string = file, read?: string[]): FileLoadResult {
  let text: string;
  try {
    text = readBounded(file, MAX_ADVENTURE_FILE_BYTES, 'an adventure file');
  } catch (e) {
    const r = e instanceof FileRefused ? e : new FileRefused(errno(e));
    return {
      adventure: null,
      uses: null,
      text: null,
      diagnostics: [{ code: 'LAW0026', severity: 'error', file: shown, line: 1, column: 1, message: `cannot read the adventure (${r.code})`, hint: r.code === 'ENOENT' ? 'check the path, or give the name of a bundled adventure' : r.hint }],
    };
  }
  const reader = folderReader(path.dirname(file));
  const readFile = read
    ? (rel: string): string => {
        const t = reader(rel);
        read.push(path.resolve(path.dirname(file), rel));
        return t;
      }
    : reader;
  const result = loadAdventureText(text, shown, { readFile });
  return { ...result, text };
}
