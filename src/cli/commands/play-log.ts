// `law play --log FILE`: everything the game shows and every answer given, appended to a file as
// the game goes, so that a transcript survives a game left half-way.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Choice, Io, NumberOptions, Screen, TextOptions } from '../../io';
import { stripAnsi } from '../../io';
import { shownText } from '../../text/safe-text';
import { appendWhole, ensureDir, writeFileAtomic } from '../../files';
import { UsageError, UserError } from '../errors';

/** The first line of every transcript: what tells law's own log from a file it must not empty. */
export const TRANSCRIPT_HEAD = '# law transcript';

/**
 * Checks, before anything is written, that `file` can take a transcript: a new file, an empty one,
 * or a transcript of law; any other file (a character sheet, a document) is refused unless `force`.
 * `shown` is the path as the user typed it.
 */
export function checkTranscriptFile(file: string, shown: string, force: boolean): void {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      try {
        fs.accessSync(path.dirname(file), fs.constants.W_OK);
        return;
      } catch (e2) {
        const c2 = (e2 as NodeJS.ErrnoException).code;
        if (c2 === 'ENOENT') return; // the folder is made when the log begins
        throw new UserError(`--log ${shown}: cannot write there (${c2 ?? (e2 as Error).message})`);
      }
    }
    throw new UserError(`--log ${shown}: cannot write (${code ?? (e as Error).message})`);
  }
  try {
    if (!fs.fstatSync(fd).isFile()) throw new UserError(`--log ${shown}: not a file (a transcript needs a file name)`);
    if (fs.fstatSync(fd).size > 0 && !isTranscript(file) && !force) {
      throw new UsageError(`--log ${shown}: the file exists and is not a transcript of law; it was left as it is (name another file, or add --force to replace it)`);
    }
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.accessSync(file, fs.constants.W_OK);
  } catch (e) {
    throw new UserError(`--log ${shown}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

/** True when `file` begins with law's transcript head. */
function isTranscript(file: string): boolean {
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const head = Buffer.alloc(TRANSCRIPT_HEAD.length);
      const n = fs.readSync(fd, head, 0, head.length, 0);
      return head.toString('utf8', 0, n) === TRANSCRIPT_HEAD;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** Starts a transcript with its head line; with `append`, a transcript of law goes on where it was. */
export function beginTranscript(file: string, title: string, append: boolean): void {
  ensureDir(path.dirname(file));
  if (append && isTranscript(file)) return;
  writeFileAtomic(file, `${TRANSCRIPT_HEAD}: ${shownText(title)}\n`);
}

/**
 * What is shown and answered, appended to the transcript line by line (each whole or not at all), as
 * text: an adventure's escapes are written as symbols, so `cat` of a transcript obeys none of them.
 * A full disk does not stop the game: `failed` is told once, and the transcript misses the rest.
 */
export class TranscriptIo implements Io {
  private broken = false;

  constructor(
    private readonly inner: Io,
    private readonly file: string,
    private readonly failed: (e: unknown) => void = () => {},
  ) {}

  get interactive(): boolean {
    return this.inner.interactive;
  }

  get style() {
    return this.inner.style;
  }

  private log(text: string): void {
    if (this.broken) return;
    try {
      appendWhole(this.file, shownText(stripAnsi(text.endsWith('\n') ? text : `${text}\n`)));
    } catch (e) {
      this.broken = true;
      this.failed(e);
    }
  }

  say(text: string): void {
    this.log(text);
    this.inner.say(text);
  }

  /** The story of a screen already written, and how much of it (the questions of one turn share it). */
  private logged: { news: readonly string[]; count: number } | null = null;

  /**
   * A question drawn as a screen in place (a fight's, issue 29): what it shows was not said line by
   * line, so the transcript gets it here, as a scripted game's would read: the story not yet
   * written, then the board.
   */
  private logScreen(screen: Screen | undefined): void {
    if (!screen?.top) return;
    const from = this.logged?.news === screen.news ? this.logged.count : 0;
    for (const line of screen.news.slice(from)) this.log(line);
    this.logged = { news: screen.news, count: screen.news.length };
    this.log(['', ...screen.top(80, Infinity)].join('\n'));
  }

  async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T> {
    this.logScreen(screen);
    let n = 0;
    const lines = choices.map((c) => (c.disabled ? `   -  ${c.name}${typeof c.disabled === 'string' ? ` (${c.disabled})` : ''}` : `  ${String(++n).padStart(2)}) ${c.name}`));
    this.log([message, ...lines].join('\n'));
    const v = await this.inner.choose(message, choices, screen);
    const picked = choices.filter((c) => !c.disabled).findIndex((c) => c.value === v);
    this.log(`> ${picked + 1}`);
    return v;
  }

  async askNumber(message: string, options?: NumberOptions): Promise<number> {
    this.log(message);
    const v = await this.inner.askNumber(message, options);
    this.log(`> ${v}`);
    return v;
  }

  async askText(message: string, options?: TextOptions): Promise<string> {
    this.log(message);
    const v = await this.inner.askText(message, options);
    this.log(`> ${v}`);
    return v;
  }

  async confirm(message: string, defaultValue?: boolean, screen?: Screen): Promise<boolean> {
    this.logScreen(screen);
    this.log(`${message} (y/n)`);
    const v = await this.inner.confirm(message, defaultValue, screen);
    this.log(`> ${v ? 'y' : 'n'}`);
    return v;
  }
}
