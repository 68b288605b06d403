// The process boundary: the only place that reads process.argv and sets the exit code.
import { environmentProblem } from './errors';
import { run } from './program';

export function main(argv: readonly string[]): void {
  // A reader that stops early (`law tables | head`) is not an error of ours: end quietly.
  // Any other failure to write the output (a full disk) is said once, on stderr, with exit 1.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    process.stderr.write(`law: ${environmentProblem(e) ?? `cannot write the output (${e.code ?? e.message})`}\n`);
    process.exit(1);
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
