// Writing a file so that it is never half-written: the text goes to a temp file beside the target,
// is written whole (every byte the system took is counted: a full disk or a file-size limit takes
// part of it, then refuses), flushed to the disk, then renamed over the target (a rename within a
// folder is atomic). A failure at any point removes the temp file and leaves the target as it was;
// a kill between the two leaves a temp file behind and the target intact, and the next write into
// that folder removes the temp files whose writer is gone.
//
// Symbolic links (README, "Where things are kept"): a file a person names or keeps (a sheet, a save,
// a transcript) may be a link; it is written where the link points, and the link stays a link. The
// files law keeps beside a save for itself (the players' screen, the GM's log) are appended to with
// `appendWhole(..., { follow: false })`, which refuses a link there.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ensureDir } from './folder';
import { writeFailure } from './problem';
import { processAlive } from './process';

/** `.NAME.PID.RANDOM.tmp`: the pid says whether its writer may still be at work. */
const TEMP = /^\.(.+)\.(\d+)\.[a-z0-9]+\.tmp$/;

/** Removes the temp files in `dir` left by writers that were killed. */
export function removeStaleTemps(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || processAlive(pid)) continue;
    fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** A system error (by its shape: errors of Node's own modules may come from another realm, as under jest). */
const isErrno = (e: unknown): e is NodeJS.ErrnoException => typeof e === 'object' && e !== null && typeof (e as NodeJS.ErrnoException).code === 'string';

/** The file a path names once symbolic links are followed (it may not exist yet); the path itself when it is no link. */
export function linkTarget(file: string): string {
  let at = path.resolve(file);
  for (let hops = 0; hops < 40; hops++) {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(at);
    } catch {
      return at;
    }
    if (!st.isSymbolicLink()) return at;
    at = path.resolve(path.dirname(at), fs.readlinkSync(at));
  }
  const e: NodeJS.ErrnoException = new Error(`ELOOP: too many symbolic links: ${file}`);
  e.code = 'ELOOP';
  e.syscall = 'open';
  e.path = file;
  throw e;
}

/** Writes all of `data` at the descriptor's position, or throws: a write that takes nothing is a full disk. */
function writeAll(fd: number, data: Uint8Array): void {
  let at = 0;
  while (at < data.length) {
    const n = fs.writeSync(fd, data, at, data.length - at);
    if (n <= 0) {
      const e: NodeJS.ErrnoException = new Error('ENOSPC: the write took nothing');
      e.code = 'ENOSPC';
      throw e;
    }
    at += n;
  }
}

/**
 * Writes `text` to `file` atomically and completely: a sibling temp file, written whole, flushed, then
 * renamed over the target. On failure the target is as it was and a WriteError (with the system's
 * code, ENOSPC, EFBIG...) is thrown. A link is followed: the file it points to is replaced.
 */
export function writeFileAtomic(file: string, text: string | Uint8Array, options: { mode?: number } = {}): void {
  const target = linkTarget(file);
  const dir = path.dirname(target);
  let existed: fs.Stats | null = null;
  try {
    existed = fs.statSync(target);
  } catch {
    // A new file.
  }
  try {
    // The folder of a link's target is not made: a link to nowhere is the person's to mend.
    if (target === path.resolve(file)) ensureDir(dir);
  } catch (e) {
    throw isErrno(e) ? writeFailure(e, e.path ?? dir, null, 'mkdir') : e;
  }
  removeStaleTemps(dir);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  const data = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  try {
    // A file that was there keeps its permissions (a sheet kept private stays private), unless the
    // caller names them (a GM's save is his alone, mode 600).
    const mode = options.mode ?? (existed ? existed.mode & 0o777 : 0o644);
    const fd = fs.openSync(tmp, 'wx', mode);
    try {
      // Named permissions hold whatever the umask: they only ever take away (a GM's save, 600).
      if (options.mode !== undefined) fs.fchmodSync(fd, options.mode);
      writeAll(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, target);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw isErrno(e) ? writeFailure(e, file, existed ? file : null) : e;
  }
}

/**
 * Appends `text` to `file` whole or not at all: a write cut short (a full disk, a file-size limit) is
 * taken back, so a file of lines never holds half a line. With `follow: false` a symbolic link is
 * refused (a WriteError of code ELOOP): law's own files beside a save are never written through one.
 */
export function appendWhole(file: string, text: string, options: { follow?: boolean; mode?: number } = {}): void {
  const noFollow = options.follow === false ? (fs.constants.O_NOFOLLOW ?? 0) : 0;
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | (fs.constants.O_NONBLOCK ?? 0) | noFollow, options.mode ?? 0o644);
  } catch (e) {
    if (isErrno(e) && e.code === 'ELOOP' && noFollow) throw writeFailure(e, file, null, 'link');
    throw isErrno(e) ? writeFailure(e, file, null, 'open') : e;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) {
      const e: NodeJS.ErrnoException = new Error('not a regular file');
      e.code = 'EINVAL';
      throw writeFailure(e, file, null, 'open');
    }
    // A file made before its mode was named (an older law's GM log) is made private now.
    if (options.mode !== undefined && (st.mode & 0o777 & ~options.mode) !== 0) fs.fchmodSync(fd, st.mode & 0o777 & options.mode);
    try {
      writeAll(fd, Buffer.from(text, 'utf8'));
    } catch (e) {
      try {
        fs.ftruncateSync(fd, st.size);
      } catch {
        // Nothing more can be done: the reader skips a damaged last line.
      }
      throw isErrno(e) ? writeFailure(e, file, null) : e;
    }
  } finally {
    fs.closeSync(fd);
  }
}
