// Reading a file that may come from anyone (a sheet, a save, a deck, the players' screen, an
// adventure and its maps): only a regular file is read, never more than a limit, and through the
// descriptor that was checked. A FIFO, a device such as /dev/zero, a socket or a folder is refused
// before a byte is read, so no file can hang law or fill its memory; a refusal says why without
// showing anything of the file.
import * as fs from 'node:fs';

/** A file law will not read: the reason is safe to show (it names no content). */
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

const errno = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));

export function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : n % 1024 === 0 ? `${n / 1024} KiB` : `${n} bytes`;
}

export interface ReadOptions {
  /** A byte-order mark at the start is not part of the text. */
  stripBom?: boolean;
  /** A symbolic link is refused (the last part of the path must be the file itself). */
  noFollow?: boolean;
}

/**
 * Reads at most `limit` bytes of a regular file, as UTF-8; `what` names the kind of file in a hint
 * ("a character sheet"). Throws FileRefused (ENOENT for a file that is not there).
 */
export function readRegularFile(file: string, limit: number, what: string, options: ReadOptions = {}): string {
  const notRegular = (st: fs.Stats) => new FileRefused(st.isDirectory() ? 'a folder, not a file' : 'not a regular file', `${what} must be an ordinary text file`);
  const tooLarge = () => new FileRefused(`larger than ${formatBytes(limit)}`, `${what} may be at most ${formatBytes(limit)}`);
  let st: fs.Stats;
  try {
    st = options.noFollow ? fs.lstatSync(file) : fs.statSync(file);
  } catch (e) {
    throw new FileRefused(errno(e));
  }
  if (options.noFollow && st.isSymbolicLink()) throw new FileRefused('a symbolic link', `${what} must be a file of its own, not a link`);
  if (!st.isFile()) throw notRegular(st);
  if (st.size > limit) throw tooLarge();
  let fd: number;
  try {
    // Without blocking: a FIFO put in the file's place between the look and the open cannot hang.
    fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (options.noFollow ? (fs.constants.O_NOFOLLOW ?? 0) : 0));
  } catch (e) {
    throw new FileRefused(errno(e));
  }
  try {
    const fst = fs.fstatSync(fd);
    if (!fst.isFile()) throw notRegular(fst);
    const buf = Buffer.alloc(Math.min(limit, Math.max(0, fst.size)) + 1);
    let got = 0;
    for (;;) {
      const n = fs.readSync(fd, buf, got, buf.length - got, null);
      if (n === 0) break;
      got += n;
      if (got === buf.length) break;
    }
    if (got > limit) throw tooLarge();
    const text = buf.subarray(0, got).toString('utf8');
    return options.stripBom && text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch (e) {
    if (e instanceof FileRefused) throw e;
    throw new FileRefused(errno(e));
  } finally {
    fs.closeSync(fd);
  }
}

/** "characters/x.json: cannot read (not a regular file)": the refusal as a person reads it, with its hint. */
export function refusalText(shown: string, e: FileRefused, verb = 'cannot read'): string {
  return `${shown}: ${verb} (${e.code})${e.hint ? `; ${e.hint}` : ''}`;
}
