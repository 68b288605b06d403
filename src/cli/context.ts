// What a command may touch of the outside world, gathered in one object so that the CLI can run in
// process for tests and as a child process for e2e tests alike.
import * as path from 'node:path';
import type { Io, Style } from '../io';
import { invokedAs } from './invoked-as';

export interface Writer {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export interface CliEnv {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: Writer;
  stderr: Writer;
  /** Milliseconds since the epoch; used only to pick a seed when the user gives none. */
  now(): number;
  /** The file of the script that was run (bin/law), when law runs as a program. */
  script?: string;
}

export interface CliContext extends CliEnv {
  /** The folder that holds characters/ and saves/: $LAW_HOME, or the current directory. */
  readonly home: string;
  readonly style: Style;
  /** True when a person is at a terminal on both ends. */
  readonly interactive: boolean;
  /** The Io for prompts: a terminal, or scripted lines from stdin. Created on first use. */
  io(): Io;
  out(text: string): void;
  err(text: string): void;
  /** Set by commands that end with a failure they have already reported. */
  exitCode: number;
  /**
   * The command a hint names ("Continue with: law play --resume ..."): the one the user ran
   * (invoked-as.ts), so that a hint works after `npm start` or `bin/law` as well as with `law`.
   */
  readonly law: string;
  /** Called when the run ends, to close what io() opened. */
  close(): void;
  /** Called when a command has ended well: what a terminal's pager still holds is shown (io/pager.ts). */
  finish?(): Promise<void>;
}

export function lawHome(env: CliEnv): string {
  const home = env.env.LAW_HOME;
  return home && home.trim() !== '' ? path.resolve(env.cwd, home) : env.cwd;
}

export function makeContext(env: CliEnv): CliContext {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { chooseStyle, LineIo, StreamLineSource, TerminalIo } = require('../io') as typeof import('../io');
  const { terminalText } = require('../text/safe-text') as typeof import('../text/safe-text');
  const interactive = Boolean(env.stdin.isTTY && env.stdout.isTTY);
  const style = chooseStyle(Boolean(env.stdout.isTTY), env.env);
  let io: Io | null = null;
  let source: { close?(): void } | null = null;
  // Every word law prints passes here: what an adventure, a file or a typed line holds is shown as
  // text, never obeyed by the terminal (io/safe-text.ts); law's own colours pass.
  const safe = (text: string) => terminalText(text, style.enabled);
  const out = (text: string) => {
    // What the terminal's pager holds back comes first: the words stay in the order they were said.
    io?.writeHeld?.();
    env.stdout.write(safe(text.endsWith('\n') ? text : `${text}\n`));
  };
  return {
    ...env,
    home: lawHome(env),
    law: invokedAs(env),
    style,
    interactive,
    exitCode: 0,
    out,
    err: (text: string) => {
      io?.writeHeld?.();
      env.stderr.write(safe(text.endsWith('\n') ? text : `${text}\n`));
    },
    io() {
      if (!io) {
        // Each Io shows what it is given as text (safe-text.ts), and clears a screen itself.
        const write = (t: string) => env.stdout.write(t);
        if (interactive) {
          io = new TerminalIo(write, style);
        } else {
          const s = new StreamLineSource(env.stdin);
          source = s;
          io = new LineIo(s, write, style);
        }
      }
      return io;
    },
    close() {
      io?.writeHeld?.();
      source?.close?.();
    },
    async finish() {
      await io?.showHeld?.();
    },
  };
}
