// The one seam between the engine and a person. The engine shows text and asks questions through
// an Io; a terminal (inquirer), a pipe of scripted lines and a test's recorded answers are adapters.
import type { Style } from './style';

/**
 * Columns a terminal menu takes on a choice's line besides its name (the pointer, the number and the
 * margin): a name longer than the terminal's width less these is fitted (terminal-io.ts, fitChoice).
 */
export const MENU_MARGIN = 8;

/** The longest answer taken from a line of input (a save keeps answers, tape-io.ts): a longer line is refused, not echoed whole. */
export const MAX_ANSWER_CHARS = 10_000;

export interface Choice<T> {
  /** What the user sees. */
  name: string;
  value: T;
  /** A longer explanation shown beside or below the choice. */
  description?: string;
  /** A choice shown but not pickable; a string says why. Scripted mode skips such choices in numbering. */
  disabled?: boolean | string;
  /**
   * The heading a screen with little room folds it under, one line that opens the group ("Cast",
   * "Other"; issue 29). Scripted mode and a menu with room list it in its place like any other.
   */
  group?: string;
  /** A terminal's cursor starts on this choice (else on the first): what Enter alone should do. */
  selected?: boolean;
}

/**
 * A question drawn as one screen (a fight's, issue 29): what stands above it, the story since the
 * person last answered (the newest always on the screen, what came before a key away) and the way
 * to stop. Given to an Io only at a terminal; scripted mode never gets one, so its transcript is the
 * plain one of what was said.
 */
export interface Screen {
  /**
   * The lines above the story, drawn for the room given (the board and the panel): the screen is
   * drawn in place, the whole terminal. Null: the question is asked under what was said before it.
   */
  readonly top: ((width: number, height: number) => string[]) | null;
  /** What happened since the person last answered, oldest first. */
  readonly news: readonly string[];
  /** What happened before that, reachable with a key. */
  readonly earlier: readonly string[];
  /**
   * The words of a last choice that stops here ("Save and quit"): picked, it ends the question as
   * Ctrl-C does (EndOfInput), and the command saves where a save applies. Null: none.
   */
  readonly leave: string | null;
}

export interface NumberOptions {
  min?: number;
  max?: number;
  default?: number;
}

export interface TextOptions {
  default?: string;
  /** Returns an error message for a refused answer, or null to accept it. */
  validate?: (text: string) => string | null;
}

export interface Io {
  /** True when a person answers at a terminal; false for scripted stdin and tests. */
  readonly interactive: boolean;
  readonly style: Style;
  /** Shows text to the user (a trailing newline is added). */
  say(text: string): void;
  /**
   * Offers a list of choices and returns the value of the one picked; at a terminal, drawn as the
   * `screen` when one is given (io.ts, Screen).
   */
  choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T>;
  askNumber(message: string, options?: NumberOptions): Promise<number>;
  askText(message: string, options?: TextOptions): Promise<string>;
  confirm(message: string, defaultValue?: boolean, screen?: Screen): Promise<boolean>;
  /**
   * True while answers are given back from a record (a resumed game, tape-io.ts): what is shown
   * now is held back, and only the screen at the first question asked for real is seen.
   */
  readonly replaying?: boolean;
  /**
   * Lets a GM's command be given at any prompt (law gm): in scripted mode a line starting with ":" is
   * a command, at a terminal a menu entry "GM tools" opens a line for one. The question is asked
   * again after it. Null: no commands.
   */
  setCommands?(run: CommandRunner | null): void;
  /**
   * Clears a terminal's screen (only law may: no text it shows can), and what scrolled above it
   * (a card game handed to the next person). With `keepScrollback`, the screen is drawn again in
   * place and what scrolled away stays a scroll away. Absent where there is no screen to clear.
   */
  clearScreen?(keepScrollback?: boolean): void;
  /** The terminal's size, when a person answers at one whose size is known (a screen drawn to fit it). */
  screenSize?(): ScreenSize | undefined;
  /**
   * The questions asked from now on (until it is set again) end when `signal` aborts: they reject
   * with its reason, and what was half typed is dropped. A served GM's table takes a question back
   * from the terminal so (serve/gm/phone-io.ts) when a player's phone answered it first, or the
   * table closed. Null: none. Absent: this Io's questions cannot be taken back.
   */
  setSignal?(signal: AbortSignal | null): void;
  /**
   * A terminal's pager (pager.ts) holds back what would scroll unread off the screen until the next
   * question. `writeHeld` writes it at once (law writes past the Io, or stops on an error); `showHeld`
   * shows it a screenful at a time before law ends. Absent where nothing is held back.
   */
  writeHeld?(): void;
  showHeld?(): Promise<void>;
  /**
   * Before a screen drawn in place (a card table's decision) takes the whole terminal: what stands
   * unread on it is read first, then `lines` (what happened that will not fit on that screen), from
   * the top of a cleared screen, a screenful at a time, each read before Enter goes on. Not a
   * question: never taped as an answer, never sent to a phone. Absent: nothing is paged.
   */
  pageThrough?(lines: readonly string[]): Promise<void>;
}

export interface ScreenSize {
  readonly rows: number;
  readonly columns: number;
}

/** Runs one command line (":set tolls 3"); it may throw to end the question (a GM's :goto). */
export type CommandRunner = (line: string) => Promise<void>;

/**
 * The user ended the session: end of scripted input, or Ctrl-C / Ctrl-D at a prompt. Commands catch
 * it, save what a save applies to, and exit 0.
 */
export class EndOfInput extends Error {
  override name = 'EndOfInput';
  constructor(message = 'end of input') {
    super(message);
  }
}

/** A question taken back before it was answered here: it was answered elsewhere (a player's phone). */
export class QuestionWithdrawn extends Error {
  override name = 'QuestionWithdrawn';
  constructor(message = 'answered elsewhere') {
    super(message);
  }
}

/** `p`, unless `signal` aborts first: then its reason. `p` goes on and its value is kept by whoever holds it. */
export function untilAborted<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

export function enabledChoices<T>(choices: ReadonlyArray<Choice<T>>): Array<Choice<T>> {
  return choices.filter((c) => !c.disabled);
}
