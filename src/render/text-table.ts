// A plain monospace table: header, a rule line, then the rows, columns two spaces apart. Long
// cells wrap at spaces onto further lines so that the whole table fits a terminal width.
// Pure: text in, text out; colour is the caller's, through `style`, and only on headers.

export interface Column {
  readonly header: string;
  readonly align?: 'left' | 'right';
  /** The most characters the column may take; longer cells wrap. */
  readonly width?: number;
  /**
   * Narrowed to fit only once every other column is at its floor: a cell that reads badly broken
   * (a fight panel's name and weapon) keeps its line, and the columns without it fold first.
   */
  readonly firm?: boolean;
}

export interface TableOptions {
  /** Applied to each header cell after padding, so escape codes do not upset alignment. */
  readonly style?: (s: string) => string;
  /** The widest the table may be; wide columns are narrowed (and wrap) until it fits. Default 100. */
  readonly maxWidth?: number;
  /** Spaces between columns; default two. */
  readonly gap?: number;
  /** The rule line of dashes under the header; default shown. */
  readonly rule?: boolean;
}

const GAP = '  ';
/** A column is never narrowed below this (or below its header, or its widest cell if narrower). */
const MIN_WIDTH = 8;

/** Breaks text into lines of at most `width` characters, at spaces where possible. */
export function wrapText(text: string, width: number): string[] {
  if (width < 1) throw new RangeError(`wrap width must be at least 1, got ${width}`);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      let rest = word;
      while (rest.length > width) {
        if (line !== '') {
          lines.push(line);
          line = '';
        }
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      if (line === '') line = rest;
      else if (line.length + 1 + rest.length <= width) line += ` ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

function columnWidths(columns: readonly Column[], rows: readonly (readonly string[])[], maxWidth: number, gap: string): number[] {
  const natural = columns.map((col, i) => {
    const longest = Math.max(col.header.length, ...rows.map((row) => longestLine(row[i] ?? '')));
    return Math.min(longest, Math.max(col.width ?? longest, col.header.length));
  });
  const floor = natural.map((w, i) => Math.min(w, Math.max(MIN_WIDTH, columns[i].header.length)));
  const widths = [...natural];
  const total = () => widths.reduce((a, b) => a + b, 0) + gap.length * (widths.length - 1);
  const narrow = (firm: boolean) => {
    while (total() > maxWidth) {
      let widest = -1;
      for (let i = 0; i < widths.length; i++) {
        if ((firm || columns[i].firm !== true) && widths[i] > floor[i] && (widest < 0 || widths[i] > widths[widest])) widest = i;
      }
      if (widest < 0) return; // at their floors: the firm ones next, or the table stays wider than asked
      widths[widest]--;
    }
  };
  narrow(false);
  narrow(true);
  return widths;
}

function longestLine(text: string): number {
  return Math.max(0, ...text.split('\n').map((l) => l.length));
}

function pad(text: string, width: number, align: 'left' | 'right'): string {
  return align === 'right' ? text.padStart(width) : text.padEnd(width);
}

/**
 * Renders columns and rows as aligned text without a final newline. A row shorter than the
 * columns is treated as having empty cells at its end.
 */
export function renderTable(columns: readonly Column[], rows: readonly (readonly string[])[], opts: TableOptions = {}): string {
  if (columns.length === 0) throw new RangeError('a table needs at least one column');
  const style = opts.style ?? ((s: string) => s);
  const gap = opts.gap === undefined ? GAP : ' '.repeat(opts.gap);
  const widths = columnWidths(columns, rows, opts.maxWidth ?? 100, gap);
  const align = (i: number) => columns[i].align ?? 'left';

  const lastLeft = align(columns.length - 1) === 'left';
  const joinCells = (cells: string[]) => {
    const line = cells.join(gap);
    return lastLeft ? line.trimEnd() : line;
  };

  const out: string[] = [];
  const headerCells = columns.map((col, i) => {
    // The last left-aligned header needs no padding; styling it padded would leave coloured blanks.
    const text = i === columns.length - 1 && lastLeft ? col.header : pad(col.header, widths[i], align(i));
    return style(text);
  });
  out.push(headerCells.join(gap));
  if (opts.rule !== false) out.push(widths.map((w) => '-'.repeat(w)).join(gap));

  for (const row of rows) {
    const cellLines = columns.map((_, i) => wrapText(row[i] ?? '', widths[i]));
    const height = Math.max(...cellLines.map((l) => l.length));
    for (let line = 0; line < height; line++) {
      out.push(joinCells(cellLines.map((lines, i) => pad(lines[line] ?? '', widths[i], align(i)))));
    }
  }
  return out.join('\n');
}
