// Runs the CLI in this process (fast, for command tests) or as a child process (e2e), with scripted
// stdin lines, a temporary LAW_HOME, and the output captured.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { run } from '../../src/cli/program';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  input?: string;
  home?: string;
  env?: Record<string, string | undefined>;
  cwd?: string;
}

export function tempHome(prefix = 'law-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function runInProcess(args: string[], options: CliOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const stdin = Readable.from([options.input ?? '']) as unknown as NodeJS.ReadableStream & { isTTY?: boolean };
  const code = await run(args, {
    env: { LAW_HOME: options.home, ...(options.env ?? {}) },
    cwd: options.cwd ?? options.home ?? process.cwd(),
    stdin,
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
    now: () => 0,
  });
  return { code, stdout, stderr };
}

export const ROOT = path.join(__dirname, '..', '..');
export const BIN = path.join(ROOT, 'bin', 'law');

/** Runs the built bin/law as a user would; the test command builds dist/ first. */
export function runBin(args: string[], options: CliOptions = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? options.home ?? ROOT,
    input: options.input ?? '',
    encoding: 'utf8',
    // Hints name `law`, as a person with law on his PATH reads them (invoked-as.ts), unless a test says otherwise.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LAW_HOME: options.home, LAW_COMMAND: 'law', ...(options.env ?? {}) },
    timeout: 60_000,
  });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

export function lines(...ls: Array<string | number>): string {
  return `${ls.join('\n')}\n`;
}
