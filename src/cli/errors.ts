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
