// An Io that keeps every answer given through it, and can give recorded answers back first. A game
// is a function of its seed and its answers: a save made in the middle of a section (in a fight)
// keeps the answers given since the section began, and a resumed game replays them to reach the
// very question where it stopped. While it replays, what would be shown is held back; when the
// recorded answers run out, the lines since the last of them are shown, so the player sees the
// screen as it stood at that question.
import type { Choice, Io, NumberOptions, Screen, ScreenSize, TextOptions } from './io';
import { MAX_ANSWER_CHARS } from './io';
import type { Style } from './style';

/** An answer as a save keeps it: the place of a choice in its list, a yes or no, a number or text. */
export type TapedAnswer = number | boolean | string;

/**
 * A GM's tool line on the record (":damage Wren 3"): kept with the answers, in its place among them,
 * so that a resumed game runs it again at the same point. The mark cannot begin a typed answer.
 */
const GM_LINE = '\u0001gm ';

/** The GM's tool line an entry of the record holds, or null for an answer. */
export function gmLine(a: TapedAnswer | undefined): string | null {
  return typeof a === 'string' && a.startsWith(GM_LINE) ? a.slice(GM_LINE.length) : null;
}

/** Is `value` an answer a save may hold (checked when a save is read). */
export function isTapedAnswer(value: unknown): value is TapedAnswer {
  return typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= MAX_ANSWER_CHARS);
}

export class TapeIo implements Io {
  /** Every answer given since the record was last cleared, replayed ones included. */
  readonly answers: TapedAnswer[] = [];
  private replay: TapedAnswer[];
  private held: string[] = [];
  /** A section has been entered since the record began. */
  private entered = false;
  /** Runs a GM's tool line given back from the record. */
  private runCommand: ((line: string) => Promise<void>) | null = null;

  constructor(
    private readonly inner: Io,
    replay: readonly TapedAnswer[] = [],
  ) {
    this.replay = [...replay];
    const page = inner.pageThrough;
    if (page) {
      this.pageThrough = async (lines) => {
        if (!this.replaying) await page.call(inner, lines);
      };
    }
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

  /** How a GM's tool line given back from the record is run again (law gm). */
  setCommandRunner(run: (line: string) => Promise<void>): void {
    this.runCommand = run;
  }

  /**
   * A GM's tool typed at a prompt: the line goes on the record before the tool runs, and the answers
   * given in it (an ad-hoc fight's, a check's dice) after it, so a game saved later in the section
   * runs the tool again, with the same dice, where it was used. A fight order (:fight ai) thrown
   * from it goes up to the fight as when it was typed.
   */
  async command(line: string, run: () => Promise<void>): Promise<void> {
    this.record(GM_LINE + line);
    await run();
  }

  /** A GM's tool was used in the section under way: a stop must keep its answers. */
  get usedTools(): boolean {
    return this.answers.some((a) => gmLine(a) !== null);
  }

  private record(a: TapedAnswer): void {
    this.answers.push(a);
  }

  /** The game stops (it ended, was saved and left, or the input ended): what is held back is shown. */
  finish(): void {
    if (this.replaying || this.held.length > 0) this.goLive();
  }

  say(text: string): void {
    if (this.replaying) this.held.push(text);
    else this.inner.say(text);
  }

  /** Cleared while replaying: only the screen drawn after it would have been seen. */
  clearScreen(keepScrollback?: boolean): void {
    if (this.replaying) this.held = [];
    else this.inner.clearScreen?.(keepScrollback);
  }

  screenSize(): ScreenSize | undefined {
    return this.inner.screenSize?.();
  }

  /**
   * Paged only live: a page read is not an answer, and while replaying nothing is shown. Absent
   * when the inner Io pages nothing, so that a screen never says lines were paged that were not.
   */
  readonly pageThrough?: (lines: readonly string[]) => Promise<void>;

  async choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T> {
    const i = await this.take((a) => typeof a === 'number' && Number.isInteger(a) && a >= 0 && a < choices.length && !choices[a].disabled);
    if (i !== undefined) return choices[i as number].value;
    const value = await this.inner.choose(message, choices, screen);
    // The place of the choice picked: the first one that could be picked with that value.
    this.record(choices.findIndex((c) => c.value === value && !c.disabled));
    return value;
  }

  async askNumber(message: string, options: NumberOptions = {}): Promise<number> {
    const n = await this.take((a) => typeof a === 'number' && Number.isInteger(a) && (options.min === undefined || a >= options.min) && (options.max === undefined || a <= options.max));
    if (n !== undefined) return n as number;
    const value = await this.inner.askNumber(message, options);
    this.record(value);
    return value;
  }

  async askText(message: string, options: TextOptions = {}): Promise<string> {
    const t = await this.take((a) => typeof a === 'string' && (options.validate === undefined || options.validate(a) === null));
    if (t !== undefined) return t as string;
    const value = await this.inner.askText(message, options);
    this.record(value);
    return value;
  }

  async confirm(message: string, defaultValue?: boolean, screen?: Screen): Promise<boolean> {
    const b = await this.take((a) => typeof a === 'boolean');
    if (b !== undefined) return b as boolean;
    const value = await this.inner.confirm(message, defaultValue, screen);
    this.record(value);
    return value;
  }

  /**
   * The next recorded answer when it fits the question; else the replay ends here. A GM's tool
   * recorded before it is run again first, as it was at this prompt.
   */
  private async take(fits: (a: TapedAnswer) => boolean): Promise<TapedAnswer | undefined> {
    for (let line = gmLine(this.replay[0]); line !== null && this.runCommand; line = gmLine(this.replay[0])) {
      this.answers.push(this.replay.shift()!);
      // The last of the record: the screen as it stood is shown and the tool runs before the GM's eyes.
      if (this.replay.length === 0) this.goLive();
      await this.runCommand(line);
    }
    if (!this.replaying) return undefined;
    const a = this.replay[0];
    // A tool's line with nobody to run it (a GM's save played by law play) is no answer either.
    if (!fits(a) || gmLine(a) !== null) {
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
