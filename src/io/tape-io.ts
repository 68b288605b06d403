// An Io that keeps every answer given through it, and can give recorded answers back first. A game
// is a function of its seed and its answers: a save made in the middle of a section (in a fight)
// keeps the answers given since the section began, and a resumed game replays them to reach the
// very question where it stopped. While it replays, what would be shown is held back; when the
// recorded answers run out, the lines since the last of them are shown, so the player sees the
// screen as it stood at that question.
import type { Choice, Io, NumberOptions, TextOptions } from './io';
import type { Style } from './style';

/** An answer as a save keeps it: the place of a choice in its list, a yes or no, a number or text. */
export type TapedAnswer = number | boolean | string;

/** Is `value` an answer a save may hold (checked when a save is read). */
export function isTapedAnswer(value: unknown): value is TapedAnswer {
  return typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 10_000);
}

export class TapeIo implements Io {
  /** Every answer given since the record was last cleared, replayed ones included. */
  readonly answers: TapedAnswer[] = [];
  private replay: TapedAnswer[];
  private held: string[] = [];
  /** Inside aside(): answers are not recorded. */
  private off = 0;
  /** A section has been entered since the record began. */
  private entered = false;

  constructor(
    private readonly inner: Io,
    replay: readonly TapedAnswer[] = [],
  ) {
    this.replay = [...replay];
  }

  get interactive(): boolean {
    return this.inner.interactive;
  }

  get style(): Style {
    return this.inner.style;
  }

  /** Answers still to be given back. */
  get replaying(): boolean {
    return this.replay.length > 0;
  }

  get length(): number {
    return this.answers.length;
  }

  /** Takes back the answers after the first `length` (an undo inside a fight). */
  truncate(length: number): void {
    if (length < this.answers.length) this.answers.length = length;
  }

  /**
   * Starts a new record (the entry of a section). The answers to give back belong to the first
   * section entered (a resumed game's own); at any later entry, those not given back are dropped
   * (the section went another way, say a fight the AI fought) and the game goes on live.
   */
  clear(): void {
    if (this.entered && this.replaying) this.goLive();
    this.entered = true;
    this.answers.length = 0;
  }

  /**
   * Runs `fn` off the record: a GM's tool is not replayed on resume, so the answers given in it (an
   * ad-hoc fight's, a check's dice) must not be taken for the section's own.
   */
  async aside<T>(fn: () => Promise<T>): Promise<T> {
    this.off += 1;
    try {
      return await fn();
    } finally {
      this.off -= 1;
    }
  }

  private record(a: TapedAnswer): void {
    if (this.off === 0) this.answers.push(a);
  }

  /** The game stops (it ended, was saved and left, or the input ended): what is held back is shown. */
  finish(): void {
    if (this.replaying || this.held.length > 0) this.goLive();
  }

  say(text: string): void {
    if (this.replaying) this.held.push(text);
    else this.inner.say(text);
  }

  async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>): Promise<T> {
    const i = this.take((a) => typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < choices.length && !choices[a].disabled);
    if (i !== undefined) return choices[i as number].value;
    const value = await this.inner.choose(message, choices);
    // The place of the choice picked: the first one that could be picked with that value.
    this.record(choices.findIndex((c) => c.value === value && !c.disabled));
    return value;
  }

  async askNumber(message: string, options: NumberOptions = {}): Promise<number> {
    const n = this.take((a) => typeof a === 'number' && Number.isInteger(a) && (options.min === undefined || a >= options.min) && (options.max === undefined || a <= options.max));
    if (n !== undefined) return n as number;
    const value = await this.inner.askNumber(message, options);
    this.record(value);
    return value;
  }

  async askText(message: string, options: TextOptions = {}): Promise<string> {
    const t = this.take((a) => typeof a === 'string' && (options.validate === undefined || options.validate(a) === null));
    if (t !== undefined) return t as string;
    const value = await this.inner.askText(message, options);
    this.record(value);
    return value;
  }

  async confirm(message: string, defaultValue?: boolean): Promise<boolean> {
    const b = this.take((a) => typeof a === 'boolean');
    if (b !== undefined) return b as boolean;
    const value = await this.inner.confirm(message, defaultValue);
    this.record(value);
    return value;
  }

  /** The next recorded answer when it fits the question; else the replay ends here. */
  private take(fits: (a: TapedAnswer) => boolean): TapedAnswer | undefined {
    if (!this.replaying) return undefined;
    const a = this.replay[0];
    if (!fits(a)) {
      // The record does not fit this question (it cannot happen with the game it was made in): the
      // player answers from here on.
      this.goLive();
      return undefined;
    }
    this.replay.shift();
    this.held = [];
    this.answers.push(a);
    return a;
  }

  /** The replay is over: the screen as it stands is shown, and every question goes to the player. */
  private goLive(): void {
    this.replay = [];
    const lines = this.held;
    this.held = [];
    for (const line of lines) this.inner.say(line);
  }
}
