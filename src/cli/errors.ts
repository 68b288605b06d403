// A user's mistake (bad input, a missing file, an impossible request) is a UserError: the CLI prints
// its one-line message and exits 1, with no stack trace. Anything else is a bug.
import { fileProblem } from '../files/problem';

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

/**
 * A failure of the user's environment (a full disk, a file-size limit, a read-only folder, LAW_HOME
 * naming a file) as a one-line message; null for anything else. These are not bugs of law: exit 1
 * with what to do. `shown` shortens paths for people.
 */
export function environmentProblem(e: unknown, shown?: (p: string) => string): string | null {
  return fileProblem(e, shown);
}
