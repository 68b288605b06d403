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
  /** Texts said that did not fit under the unread rows, each its lines: shown before the next question. */
  private held: string[][] = [];

  /** `rows`: the terminal's height, when known (unknown: nothing is held back). */
  constructor(
    private readonly rows: () => number | undefined,
    private readonly width: () => number,
  ) {}

  private rowsOfLines(lines: readonly string[]): number {
    return lines.reduce((n, line) => n + rowsOf(line, this.width()), 0);
  }

  /**
   * The lines of a text to write now; the rest is held for the next question (`nextPage`). A text
   * that fits on one screen is never cut in two (a character's sheet, a QR code): it waits whole
   * for the next page; a taller one fills the screen and goes on on the next. One row is always
   * kept for the "Enter goes on" line.
   */
  take(lines: readonly string[]): string[] {
    const rows = this.rows();
    if (rows === undefined) return [...lines];
    if (this.held.length === 0 && this.unread + this.rowsOfLines(lines) <= rows - 1) {
      this.unread += this.rowsOfLines(lines);
      return [...lines];
    }
    if (this.held.length > 0 || this.rowsOfLines(lines) <= rows - 1) {
      this.held.push([...lines]);
      return [];
    }
    const now = this.fill(lines, rows);
    if (now.length < lines.length) this.held.push(lines.slice(now.length));
    return now;
  }

  /** The first of `lines` that fit under the unread rows (at least one, on an empty screen). */
  private fill(lines: readonly string[], rows: number): string[] {
    const now: string[] = [];
    for (const line of lines) {
      const r = rowsOf(line, this.width());
      if (this.unread + r > rows - 1 && !(this.unread === 0 && now.length === 0)) break;
      now.push(line);
      this.unread += r;
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
    const rows = this.rows() ?? Infinity;
    const page: string[] = [];
    while (this.held.length) {
      const text = this.held[0];
      if (this.unread + this.rowsOfLines(text) <= rows - 1) {
        page.push(...text);
        this.unread += this.rowsOfLines(text);
        this.held.shift();
      } else {
        // A text taller than what is left of the screen: on a fresh screen it fills it; else it waits whole.
        if (this.unread > 0 && this.rowsOfLines(text) <= rows - 1) break;
        const now = this.fill(text, rows);
        page.push(...now);
        if (now.length < text.length) this.held[0] = text.slice(now.length);
        else this.held.shift();
        break;
      }
    }
    return page;
  }

  /** Rows said since the person last answered, on the screen now. */
  unreadRows(): number {
    return this.unread;
  }

  /** Everything still held, at once (the screen is cleared, or law ends without another question). */
  drain(): string[] {
    return this.held.splice(0).flat();
  }

  /** The person answered: all that stood above the question has been read. */
  read(): void {
    this.unread = 0;
  }
}
