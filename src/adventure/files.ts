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
import { loadAdventureText, MAX_ADVENTURE_CHARS } from './loader';
import { INSIDE_HINT, MAX_MAP_FILE_BYTES, relativePathProblem } from './constructs/maps';

export interface FileLoadResult extends LoadResult {
  uses: Uses | null;
  text: string | null;
}

/** A file the loader will not read: the reason is safe to show (it names no content). */
export class FileRefused extends Error {
  override name = 'FileRefused';
  constructor(
    /** A short reason or an errno code (ENOENT...): shown in parentheses after the path. */
    readonly code: string,
    readonly hint: string | null = null,
  ) {
    super(code);
  }
}

/** The largest adventure file read, in bytes. */
export const MAX_ADVENTURE_FILE_BYTES = MAX_ADVENTURE_CHARS;

const errno = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));

/**
 * Reads at most `limit` bytes of a regular file, as UTF-8. A path that is not a regular file (a
 * directory, a device, a FIFO, a socket), or a file longer than the limit, is refused before it is
 * read; the file is opened without blocking and read through its descriptor, so what is checked is
 * what is read, and never more than the limit.
 */
export function readBounded(file: string, limit: number, what: string, options: { stripBom?: boolean; noFollow?: boolean } = {}): string {
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch (e) {
    throw new FileRefused(errno(e));
  }
  if (!st.isFile()) throw new FileRefused(st.isDirectory() ? 'a folder, not a file' : 'not a regular file', `${what} must be an ordinary text file`);
  if (st.size > limit) throw new FileRefused(`larger than ${formatBytes(limit)}`, `${what} may be at most ${formatBytes(limit)}`);
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (options.noFollow ? (fs.constants.O_NOFOLLOW ?? 0) : 0));
  } catch (e) {
    throw new FileRefused(errno(e));
  }
  try {
    const fst = fs.fstatSync(fd);
    if (!fst.isFile()) throw new FileRefused('not a regular file', `${what} must be an ordinary text file`);
    const buf = Buffer.alloc(Math.min(limit, Math.max(0, fst.size)) + 1);
    let got = 0;
    for (;;) {
      const n = fs.readSync(fd, buf, got, buf.length - got, null);
      if (n === 0) break;
      got += n;
      if (got === buf.length) break;
    }
    if (got > limit) throw new FileRefused(`larger than ${formatBytes(limit)}`, `${what} may be at most ${formatBytes(limit)}`);
    const text = buf.subarray(0, got).toString('utf8');
    return options.stripBom && text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch (e) {
    if (e instanceof FileRefused) throw e;
    throw new FileRefused(errno(e));
  } finally {
    fs.closeSync(fd);
  }
}

export function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}

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
