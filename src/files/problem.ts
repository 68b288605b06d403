// A failure of the machine's files (a full disk, a file-size limit, a read-only folder) said as what a
// person can do about it. These are not bugs of law: the CLI exits 1 with this one line.

/** What a person can do about a failure of his machine's files, by the system's error code. */
const ADVICE: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full: free some space and try again',
  EDQUOT: 'the disk quota is used up: free some space and try again',
  EFBIG: 'the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again',
  EROFS: 'the file system is read-only: set LAW_HOME to a folder you can write to',
  EACCES: 'permission denied: set LAW_HOME to a folder you can write to, or change its permissions',
  EPERM: 'the operation is not permitted: set LAW_HOME to a folder you can write to',
  ENOTDIR: 'a part of the path is a file, not a folder: check LAW_HOME and the paths you gave',
  EISDIR: 'that is a folder, not a file: give a file name',
  EMFILE: 'too many files are open: close some programs and try again',
  EIO: 'the disk reported an input/output error',
  // A folder that cannot be made although the one above it exists: a file system that holds no
  // files of ours (LAW_HOME=/proc).
  'mkdir:ENOENT': 'no files can be kept there: set LAW_HOME to a folder you can write to',
  // A device, a FIFO or a folder where a file is to be appended to.
  'open:EINVAL': 'it is not an ordinary file: remove it, or give the name of a file',
  // law's own files beside a save are never written through a link (README, "Where things are kept").
  'link:ELOOP': 'it is a symbolic link, and law writes the files it keeps beside a save only as files of its own: remove the link and try again',
};

export interface FileFailure {
  code?: string;
  syscall?: string;
  path?: string;
}

/** What to do about a failure with this code, or null when it is not the machine's (a bug, a missing file). */
export function fileAdvice(e: FileFailure): string | null {
  if (!e.code) return null;
  return ADVICE[`${e.syscall}:${e.code}`] ?? ADVICE[e.code] ?? null;
}

/**
 * A failure of the user's machine as one line ("cannot write saves/x.json: the disk is full: free
 * some space and try again (ENOSPC)"); null for anything else. `shown` shortens the path for people.
 */
export function fileProblem(e: unknown, shown: (p: string) => string = (p) => p): string | null {
  if (typeof e !== 'object' || e === null) return null;
  const err = e as NodeJS.ErrnoException;
  // A write law could not make is always the machine's to mend, even with a code not listed here.
  const what = fileAdvice(err) ?? (e instanceof WriteError ? 'check the folder and try again' : null);
  if (!what) return null;
  const verb = err.syscall === 'mkdir' ? 'cannot make the folder' : err.syscall === 'open' || err.syscall === 'read' || err.syscall === 'scandir' ? 'cannot open' : 'cannot write';
  const kept = (err as WriteError).kept ? `; ${shown((err as WriteError).kept!)} is left as it was` : '';
  return `${verb} ${err.path ? shown(err.path) : err.syscall === 'write' ? 'the output' : 'a file'}: ${what} (${err.code})${kept}`;
}

/** A write of a file that failed: the system's code, the file, and the whole file left as it was, if any. */
export class WriteError extends Error implements FileFailure {
  override name = 'WriteError';
  constructor(
    readonly code: string,
    readonly path: string,
    readonly syscall: string,
    /** The file that is still whole (the target of an atomic write), when it existed. */
    readonly kept: string | null,
  ) {
    super(`cannot write ${path} (${code})`);
  }
}

/** The error of a failed write of `file`, with the file named (the system's error of a write names none). */
export function writeFailure(e: unknown, file: string, kept: string | null, syscall?: string): WriteError {
  const err = e as NodeJS.ErrnoException;
  return new WriteError(err.code ?? 'EIO', file, syscall ?? err.syscall ?? 'write', kept);
}
