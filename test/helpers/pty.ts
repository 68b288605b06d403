// What only a terminal shows, tested at a terminal (issue 29): bin/law on a pseudo-terminal of a
// given size (test/helpers/pty-relay.py), keys typed into it, and the screen read back as a person sees
// it, through a headless terminal emulator (@xterm/headless) that draws what law writes.
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { Terminal } from '@xterm/headless';
import { BIN } from './cli';

export interface PtyOptions {
  home: string;
  cols?: number;
  rows?: number;
  env?: Record<string, string | undefined>;
}

export class PtyRun {
  private readonly term: Terminal;
  private readonly child: ReturnType<typeof spawn>;
  /** Everything law wrote, escapes and all. */
  raw = '';
  /** The exit status, once law has ended. */
  code: number | null = null;
  private readonly exited: Promise<number>;

  constructor(args: string[], options: PtyOptions) {
    const cols = options.cols ?? 80;
    const rows = options.rows ?? 24;
    this.term = new Terminal({ cols, rows, allowProposedApi: true, scrollback: 1000 });
    this.child = spawn('python3', [path.join(__dirname, 'pty-relay.py'), String(rows), String(cols), process.execPath, BIN, ...args], {
      cwd: options.home,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm-256color', LAW_HOME: options.home, ...(options.env ?? {}) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (d: Buffer) => {
      const text = d.toString('utf8');
      this.raw += text;
      this.term.write(text);
    });
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code) => {
        this.code = code ?? -1;
        resolve(this.code);
      });
    });
  }

  /** Keys typed: text as it is, and named keys ('\r' is Enter). */
  type(keys: string): void {
    this.child.stdin!.write(keys);
  }

  /** The lines of the screen as it stands (the terminal's visible rows). */
  screen(): string[] {
    const buf = this.term.buffer.active;
    const out: string[] = [];
    for (let y = 0; y < this.term.rows; y++) out.push(buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '');
    return out;
  }

  /** Waits until the screen shows what `seen` looks for (the emulator has drawn everything written so far), or fails with the screen. */
  async waitFor(seen: RegExp | ((screen: string[]) => boolean), timeoutMs = 20_000): Promise<string[]> {
    const test = typeof seen === 'function' ? seen : (s: string[]) => seen.test(s.join('\n'));
    const end = Date.now() + timeoutMs;
    for (;;) {
      await new Promise<void>((r) => this.term.write('', r));
      const s = this.screen();
      if (test(s)) return s;
      if (Date.now() > end || this.code !== null) throw new Error(`not seen on the screen (${seen}):\n${s.join('\n')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * A served table's opening, page by page (io/pager.ts), until `prompt` is on the screen: Enter at
   * each "(more: Enter goes on)". Each row of QR codes must be whole on its screen (its captions'
   * line, then the code from its top edge to its bottom one); the captions of every row, in order.
   */
  async throughTheCodes(prompt: RegExp): Promise<string[]> {
    const rows: string[] = [];
    for (;;) {
      const s = await this.waitFor((screen) => /\(more: Enter goes on\)/.test(screen.join('\n')) || prompt.test(screen.join('\n')));
      const top = s.findIndex((l, i) => i > 0 && /^█{21,}/.test(l) && !s[i - 1].includes('█'));
      if (top > 0) {
        rows.push(s[top - 1].trim().replace(/ +/g, ' '));
        if (!s.slice(top).some((l) => /^▀{21,}/.test(l))) throw new Error(`a row of codes cut at the screen's foot:\n${s.join('\n')}`);
      }
      if (prompt.test(s.join('\n'))) return rows;
      // Enter, and the next page drawn (law quiet again) before it is read.
      const before = this.raw.length;
      this.type(KEY.enter);
      await this.settle(new RegExp(`\\(more: Enter goes on\\)|${prompt.source}`), before);
    }
  }

  /** Waits for law to end; kills it if it does not. */
  async end(timeoutMs = 20_000): Promise<number> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    const code = await this.exited;
    clearTimeout(timer);
    await new Promise<void>((r) => this.term.write('', r));
    return code;
  }

  /**
   * Waits until law has written something new since `mark` (a length of `raw`; -1 for the first
   * screen), then until it has been quiet for a moment with `what` on the screen: the screen law drew
   * after an answer, not the one the answer was typed on. Fails with the screen if it never does.
   */
  async settle(what: RegExp, mark: number, timeoutMs = 20_000): Promise<string[]> {
    const end = Date.now() + timeoutMs;
    let seen = -1;
    for (;;) {
      const length = this.raw.length;
      await new Promise<void>((r) => this.term.write('', r));
      if (length > mark && length === seen && what.test(this.screen().join('\n'))) return this.screen();
      if (this.code !== null || Date.now() > end) throw new Error(`the screen never settled on ${String(what)} (law ${this.code === null ? 'still running' : `exited ${this.code}`}); it shows:\n${this.screen().join('\n')}`);
      seen = length;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Ends law as a person would (Ctrl-C; killed if it is still there 5 seconds later) and waits for it. */
  async close(): Promise<void> {
    if (this.code === null) {
      this.type(KEY.ctrlC);
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
      await this.exited;
      clearTimeout(timer);
    }
    this.term.dispose();
  }

  kill(): void {
    if (this.code === null) this.child.kill('SIGKILL');
  }
}

export const KEY = { enter: '\r', up: '\x1b[A', down: '\x1b[B', right: '\x1b[C', left: '\x1b[D', escape: '\x1b', pageUp: '\x1b[5~', pageDown: '\x1b[6~', ctrlC: '\x03', backspace: '\x7f' } as const;
