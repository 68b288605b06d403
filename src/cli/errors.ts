// A user's mistake (bad input, a missing file, an impossible request) is a UserError: the CLI prints
// its one-line message and exits 1, with no stack trace. Anything else is a bug.

export class UserError extends Error {
  override name = 'UserError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Wrong use of the command line itself: exit 2, like commander's own usage errors. */
export class UsageError extends UserError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, 2);
  }
}

/** What a person can do about a failure of their machine's files, by the system's error code. */
const ENVIRONMENT: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full: free some space and try again',
  EDQUOT: 'the disk quota is used up: free some space and try again',
  EROFS: 'the file system is read-only: set LAW_HOME to a folder you can write to',
  EACCES: 'permission denied: set LAW_HOME to a folder you can write to, or change its permissions',
  EPERM: 'the operation is not permitted: set LAW_HOME to a folder you can write to',
  ENOTDIR: 'a part of the path is a file, not a folder: check LAW_HOME and the paths you gave',
  EISDIR: 'that is a folder, not a file: give a file name',
  EMFILE: 'too many files are open: close some programs and try again',
  EIO: 'the disk reported an input/output error',
};

/**
 * A failure of the user's environment (a full disk, a read-only folder, LAW_HOME naming a file) as a
 * one-line message; null for anything else. These are not bugs of law: exit 1 with what to do.
 */
export function environmentProblem(e: unknown): string | null {
  if (!(e instanceof Error)) return null;
  const err = e as NodeJS.ErrnoException;
  const what = err.code ? ENVIRONMENT[err.code] : undefined;
  if (!what) return null;
  const verb = err.syscall === 'open' || err.syscall === 'read' || err.syscall === 'scandir' ? 'cannot open' : 'cannot write';
  return `${verb} ${err.path ?? (err.syscall === 'write' ? 'the output' : 'a file')}: ${what} (${err.code})`;
}
