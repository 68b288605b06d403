// The built `bin/law` in a pseudo-terminal of a given size (80x24 unless told), with what a person
// would see on it: the output goes through a terminal emulator (@xterm/headless), so a test reads the
// screen as it stands, cursor moves and clears included, and types keys as a person does. The
// pseudo-terminal is util-linux's `script`, sized with `stty` before law starts.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { Terminal } from '@xterm/headless';
import { BIN, ROOT } from './cli';

export interface PtyOptions {
  home: string;
  rows?: number;
  columns?: number;
  env?: Record<string, string>;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export class PtyLaw {
  readonly term: Terminal;
  private readonly child: ChildProcessWithoutNullStreams;
  private pending = Promise.resolve();
  private exited: number | null = null;
  /** Everything law wrote, escapes and all. */
  raw = '';

  constructor(args: readonly string[], options: PtyOptions) {
    const rows = options.rows ?? 24;
    const columns = options.columns ?? 80;
    this.term = new Terminal({ rows, cols: columns, allowProposedApi: true, scrollback: 1000 });
    const command = `stty rows ${rows} cols ${columns}; exec ${quote(process.execPath)} ${quote(BIN)} ${args.map(quote).join(' ')}`;
    this.child = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: options.home,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TERM: 'xterm-256color', LAW_HOME: options.home, ...(options.env ?? {}) },
    });
    this.child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      this.raw += text;
      this.pending = this.pending.then(() => new Promise<void>((done) => this.term.write(text, done)));
    });
    this.child.on('exit', (code) => (this.exited = code ?? -1));
  }

  /** The screen as it stands: one string a row, trailing spaces cut. */
  async screen(): Promise<string[]> {
    await this.pending;
    const buffer = this.term.buffer.active;
    const rows: string[] = [];
    for (let y = 0; y < this.term.rows; y++) rows.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    return rows;
  }

  async text(): Promise<string> {
    return (await this.screen()).join('\n');
  }

  /** Waits until the screen shows `what` (up to `ms`), and returns the screen. */
  async waitFor(what: string | RegExp, ms = 20_000): Promise<string> {
    const end = Date.now() + ms;
    for (;;) {
      const text = await this.text();
      if (typeof what === 'string' ? text.includes(what) : what.test(text)) return text;
      if (this.exited !== null || Date.now() > end) throw new Error(`the screen never showed ${String(what)} (law ${this.exited === null ? 'still running' : `exited ${this.exited}`}); it shows:\n${text}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * Waits until law has written something new since `mark` (a length of `raw`), then until it has
   * been quiet for a moment with `what` on the screen: the screen law drew after an answer, not the
   * one the answer was typed on.
   */
  async settle(what: RegExp, mark: number, ms = 20_000): Promise<string[]> {
    const end = Date.now() + ms;
    let seen = -1;
    for (;;) {
      const length = this.raw.length;
      if (length > mark && length === seen && what.test(await this.text())) return this.screen();
      if (this.exited !== null || Date.now() > end) throw new Error(`the screen never settled on ${String(what)} (law ${this.exited === null ? 'still running' : `exited ${this.exited}`}); it shows:\n${await this.text()}`);
      seen = length;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Types keys as a person does (Enter is "\r"). */
  type(keys: string): void {
    this.child.stdin.write(keys);
  }

  /** Ends law (Ctrl-C first, as a person would) and waits for it. */
  async close(): Promise<void> {
    if (this.exited === null) {
      this.type('\x03');
      const gone = new Promise<void>((r) => this.child.on('exit', () => r()));
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    this.term.dispose();
  }
}

export { ROOT };
