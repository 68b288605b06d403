// The process boundary: the only place that reads process.argv and sets the exit code.
import { environmentProblem } from './errors';

export function main(argv: readonly string[]): void {
  // `law --version` alone answers without loading commander and the commands (a third of a bare
  // Node's start-up); the answer is the one the program gives (bench/README.md, "Start-up").
  if (argv.length === 3 && (argv[2] === '--version' || argv[2] === '-V')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    process.stdout.write(`${(require('../../package.json') as { version: string }).version}\n`);
    return;
  }
  // Every other command starts with V8's code of the modules it loads, made by the build
  // (code-cache.ts: about a sixth of law play's time to its first prompt).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./code-cache') as typeof import('./code-cache')).installLawCodeCache(process.env);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { run } = require('./program') as typeof import('./program');
  // A reader that stops early (`law tables | head`) is not an error of ours: end quietly.
  // Any other failure to write the output (a full disk) is said once, on stderr, with exit 1.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    process.stderr.write(`law: ${environmentProblem(e) ?? `cannot write the output (${e.code ?? 'error'})`}\n`);
    process.exit(1);
  });
  run(argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    now: () => Date.now(),
    script: argv[1],
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { shownText } = require('../text/safe-text') as typeof import('../text/safe-text');
      process.stderr.write(`law: internal error: ${shownText(e instanceof Error ? e.message : String(e))}\n`);
      process.exitCode = 70;
    },
  );
}
