// `law play --log FILE`: everything the game shows and every answer given, appended to a file as
// the game goes, so that a transcript survives a game left half-way.
import * as fs from 'node:fs';
import type { Choice, Io, NumberOptions, TextOptions } from '../../io';
import { stripAnsi } from '../../io';

export class TranscriptIo implements Io {
  constructor(
    private readonly inner: Io,
    private readonly file: string,
  ) {}

  get interactive(): boolean {
    return this.inner.interactive;
  }

  get style() {
    return this.inner.style;
  }

  private log(text: string): void {
    fs.appendFileSync(this.file, stripAnsi(text.endsWith('\n') ? text : `${text}\n`));
  }

  say(text: string): void {
    this.log(text);
    this.inner.say(text);
  }

  async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
    let n = 0;
    const lines = choices.map((c) => (c.disabled ? `   -  ${c.name}${typeof c.disabled === 'string' ? ` (${c.disabled})` : ''}` : `  ${String(++n).padStart(2)}) ${c.name}`));
    this.log([message, ...lines].join('\n'));
    const v = await this.inner.choose(message, choices);
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

  async confirm(message: string, defaultValue?: boolean): Promise<boolean> {
    this.log(`${message} (y/n)`);
    const v = await this.inner.confirm(message, defaultValue);
    this.log(`> ${v ? 'y' : 'n'}`);
    return v;
  }
}
