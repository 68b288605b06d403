// Scripted mode (design: Command surface): when stdin is not a terminal every prompt reads one line;
// a number picks the n-th listed choice, other prompts take the typed value, and the end of input
// ends the run. Each answer is echoed after its prompt, so a transcript reads like the session did.
import type { Choice, CommandRunner, Io, NumberOptions, TextOptions } from './io';
import { EndOfInput, enabledChoices, MAX_ANSWER_CHARS, untilAborted } from './io';
import type { Style } from './style';
import { PLAIN } from './style';
import { terminalText } from '../text/safe-text';

/** Lines of input, one per call; null at the end. */
export interface LineSource {
  next(): Promise<string | null>;
  close?(): void;
}

export class ArrayLineSource implements LineSource {
  private index = 0;
  constructor(private readonly lines: readonly string[]) {}
  async next(): Promise<string | null> {
    return this.index < this.lines.length ? this.lines[this.index++] : null;
  }
  get consumed(): number {
    return this.index;
  }
}

/** Lines from a stream such as process.stdin; reading starts at the first call. */
export class StreamLineSource implements LineSource {
  private iterator: AsyncIterator<string> | null = null;
  private rl: { close(): void } | null = null;
  private ended = false;

  constructor(private readonly stream: NodeJS.ReadableStream) {}

  async next(): Promise<string | null> {
    if (this.ended) return null;
    if (!this.iterator) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const readline = require('node:readline') as typeof import('node:readline');
      const rl = readline.createInterface({ input: this.stream, crlfDelay: Infinity, terminal: false });
      this.rl = rl;
      this.iterator = rl[Symbol.asyncIterator]();
    }
    const r = await this.iterator.next();
    if (r.done) {
      this.ended = true;
      return null;
    }
    return r.value;
  }

  close(): void {
    this.rl?.close();
  }
}

export class LineIo implements Io {
  readonly interactive = false;
  private commands: CommandRunner | null = null;
  /** The question being asked, shown again after a command. */
  private asking = '';

  setCommands(run: CommandRunner | null): void {
    this.commands = run;
  }

  /** Ends the questions asked while it is set (io.ts, setSignal). */
  private signal: AbortSignal | null = null;
  /**
   * The line asked for by a question taken back before it came: it belongs to the next question,
   * never to the one taken back (a served table's phone answered first).
   */
  private waiting: Promise<string | null> | null = null;

  setSignal(signal: AbortSignal | null): void {
    this.signal = signal;
  }

  /** The next line of input; a question taken back leaves it for the next one. */
  private async nextLine(): Promise<string | null> {
    const p = (this.waiting ??= this.source.next());
    const line = this.signal ? await untilAborted(p, this.signal) : await p;
    this.waiting = null;
    return line;
  }

  /** Everything said or asked: what an adventure or a typed line holds is shown, never obeyed (safe-text.ts). */
  private readonly write: (text: string) => void;

  constructor(
    private readonly source: LineSource,
    write: (text: string) => void,
    readonly style: Style = PLAIN,
  ) {
    this.write = (text) => write(terminalText(text, style.enabled));
  }

  say(text: string): void {
    this.write(`${text}\n`);
  }

  private async read(): Promise<string> {
    for (;;) {
      const line = await this.nextLine();
      if (line === null) throw new EndOfInput();
      const answer = line.replace(/\r$/, '');
      if (answer.length > MAX_ANSWER_CHARS) {
        // A runaway line (a file piped by mistake) is named by its length, not echoed whole.
        this.write(`> ${answer.slice(0, 40)}... (${answer.length.toLocaleString('en-US')} characters)\n`);
        this.refuse(`an answer is at most ${MAX_ANSWER_CHARS.toLocaleString('en-US')} characters`);
        continue;
      }
      this.write(`> ${answer}\n`);
      if (this.commands === null || !answer.trim().startsWith(':')) return answer.trim();
      // A GM's command: run it, then the same question again.
      const asking = this.asking;
      await this.commands(answer.trim());
      this.asking = asking;
      this.write(asking);
    }
  }

  private refuse(message: string): void {
    this.write(`  ! ${message}\n`);
  }

  async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
    const usable = enabledChoices(choices);
    if (usable.length === 0) throw new Error(`choose "${message}": no choice is enabled`);
    const lines = [message];
    let n = 0;
    for (const c of choices) {
      const desc = c.description ? ` - ${c.description}` : '';
      if (c.disabled) {
        const why = typeof c.disabled === 'string' ? ` (${c.disabled})` : '';
        lines.push(`   -  ${c.name}${why}`);
      } else {
        n += 1;
        lines.push(`  ${String(n).padStart(2)}) ${c.name}${desc}`);
      }
    }
    this.write((this.asking = `${lines.join('\n')}\n`));
    for (;;) {
      const answer = await this.read();
      const k = /^\d+$/.test(answer) ? Number(answer) : NaN;
      if (k >= 1 && k <= usable.length) return usable[k - 1].value;
      // A typed name is accepted too, for readable scripts.
      const byName = usable.filter((c) => c.name.toLowerCase() === answer.toLowerCase());
      if (byName.length === 1) return byName[0].value;
      // A typed name that is not on the list is named back, so a hex label ("f9") or a misspelt
      // answer reads as refused for what it is (issue 26, item 20); a number keeps the short line.
      const named = answer !== '' && !/^\d+$/.test(answer) ? `"${answer.length > 40 ? `${answer.slice(0, 40)}...` : answer}" is not one of the choices: ` : '';
      this.refuse(`${named}type a number from 1 to ${usable.length}`);
    }
  }

  async askNumber(message: string, options: NumberOptions = {}): Promise<number> {
    const { min, max } = options;
    const range = min !== undefined && max !== undefined ? ` (${min}-${max})` : min !== undefined ? ` (${min} or more)` : max !== undefined ? ` (up to ${max})` : '';
    const def = options.default !== undefined ? ` [${options.default}]` : '';
    this.write((this.asking = `${message}${range}${def}\n`));
    for (;;) {
      const answer = await this.read();
      if (answer === '' && options.default !== undefined) return options.default;
      const v = /^[+-]?\d+$/.test(answer) ? Number(answer) : NaN;
      if (Number.isNaN(v)) this.refuse('type a whole number');
      else if (min !== undefined && v < min) this.refuse(`${v} is too low: the least is ${min}`);
      else if (max !== undefined && v > max) this.refuse(`${v} is too high: the most is ${max}`);
      else return v;
    }
  }

  async askText(message: string, options: TextOptions = {}): Promise<string> {
    const def = options.default !== undefined && options.default !== '' ? ` [${options.default}]` : '';
    this.write((this.asking = `${message}${def}\n`));
    for (;;) {
      let answer = await this.read();
      if (answer === '' && options.default !== undefined) answer = options.default;
      const problem = options.validate ? options.validate(answer) : null;
      if (problem === null) return answer;
      this.refuse(problem);
    }
  }

  async confirm(message: string, defaultValue = false): Promise<boolean> {
    this.write((this.asking = `${message} (y/n) [${defaultValue ? 'y' : 'n'}]\n`));
    for (;;) {
      const answer = (await this.read()).toLowerCase();
      if (answer === '') return defaultValue;
      if (['y', 'yes', '1'].includes(answer)) return true;
      if (['n', 'no', '2'].includes(answer)) return false;
      this.refuse('type y or n');
    }
  }
}

/** An Io for tests: answers given in advance, everything shown collected as text. */
export class RecordedIo extends LineIo {
  private readonly chunks: string[];
  readonly answers: ArrayLineSource;

  constructor(answers: readonly string[] = [], style: Style = PLAIN) {
    const chunks: string[] = [];
    const source = new ArrayLineSource(answers);
    super(source, (t) => chunks.push(t), style);
    this.chunks = chunks;
    this.answers = source;
  }

  get output(): string {
    return this.chunks.join('');
  }
}
