// What a person at a terminal has not read yet, so that nothing scrolls away unseen (the mission:
// "every screen fits 80x24 and a player never needs the terminal's scrollback"). A section that
// goes on by itself (a check, then a goto), three character sheets, an adventure's opening and its
// first section: said one after another they ran past the top of the screen before the next
// question. The pager counts the rows said since the person last answered; a text that would push
// unread rows off the top is held back, and shown a screenful at a time before the next question,
// each after "Enter goes on". Answering a question is reading what stood above it.
import { stripAnsi } from './style';

/** Rows a line already folded to the terminal's width takes (a word wider than the terminal wraps). */
export function rowsOf(line: string, width: number): number {
  return Math.max(1, Math.ceil(stripAnsi(line).length / Math.max(1, width)));
}

export class Pager {
  /** Rows said since the person last answered (or last went on), all still on the screen. */
  private unread = 0;
  /** Lines said that did not fit under the unread ones: shown before the next question. */
  private held: string[] = [];

  /** `rows`: the terminal's height, when known (unknown: nothing is held back). */
  constructor(
    private readonly rows: () => number | undefined,
    private readonly width: () => number,
  ) {}

  /** The lines of a text to write now; the rest is held for the next question (`more`). */
  take(lines: readonly string[]): string[] {
    const rows = this.rows();
    if (rows === undefined) return [...lines];
    const now: string[] = [];
    for (const line of lines) {
      const r = rowsOf(line, this.width());
      // One row is kept for the "Enter goes on" line; a line never fits only on an empty screen.
      if (this.held.length === 0 && (this.unread + r <= rows - 1 || this.unread === 0)) {
        now.push(line);
        this.unread += r;
      } else this.held.push(line);
    }
    return now;
  }

  /** Whether anything is held back, or a question taking `need` rows would push unread rows off the screen. */
  mustWait(need: number): boolean {
    const rows = this.rows();
    return rows !== undefined && (this.held.length > 0 || (this.unread > 0 && this.unread + need > rows));
  }

  /** The person went on ("Enter goes on"): the next screenful of what was held, all of it now unread. */
  nextPage(): string[] {
    this.unread = 0;
    const page: string[] = [];
    const rows = this.rows() ?? Infinity;
    while (this.held.length && (this.unread + rowsOf(this.held[0], this.width()) <= rows - 1 || this.unread === 0)) {
      const line = this.held.shift()!;
      this.unread += rowsOf(line, this.width());
      page.push(line);
    }
    return page;
  }

  /** Rows said since the person last answered, on the screen now. */
  unreadRows(): number {
    return this.unread;
  }

  /** Everything still held, at once (the screen is cleared, or law ends without another question). */
  drain(): string[] {
    return this.held.splice(0);
  }

  /** The person answered: all that stood above the question has been read. */
  read(): void {
    this.unread = 0;
  }
}
