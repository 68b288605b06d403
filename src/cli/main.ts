// The process boundary: the only place that reads process.argv and sets the exit code.
import { run } from './program';

export function main(argv: readonly string[]): void {
  // A reader that stops early (`law tables | head`) is not an error of ours: end quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  run(argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    now: () => Date.now(),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`law: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
