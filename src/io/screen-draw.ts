// A screen question drawn as lines for a terminal of a given width and height (issue 29): what stands
// above (a fight's board and panel, given by the face), the story since the person last answered,
// the question, the whole menu, the highlighted choice's words in full and a line of keys. Pure: the
// same state gives the same lines, so a test reads the screen a person would see.
//
// At 80x24 there is room for all of it only by giving way in order: the board drops its legend and
// what lies under figures (its own top() does that), the story shows its newest event and says how
// many lines came before it ("PgUp"), a long menu folds its groups ("Cast...", "Other...") and, past
// that, shows the part around the cursor. A menu of short names (hexes) stands in columns.
import type { Screen } from './io';
import type { Style } from './style';
import { stripAnsi } from './style';
import { foldLine } from './fold-line';
import type { MenuEntry, MenuRow, MenuState } from './screen-menu';
import { cursorRow, groupLine, menuRows } from './screen-menu';

export interface ScreenDraw {
  readonly width: number;
  readonly height: number;
  readonly screen: Screen;
  readonly message: string;
  readonly entries: readonly MenuEntry[];
  readonly state: MenuState;
  /** 0: the question's screen; 1: the story's last page, read back; each more, a line further back. */
  readonly back: number;
  readonly style: Style;
}

export interface Drawn {
  readonly lines: string[];
  /** The groups are folded (the keys must know: menu rows depend on it). */
  readonly folded: boolean;
  /** Choices side by side on a line (a grid of short names), 1 for a list. */
  readonly across: number;
  /** Lines of the whole story, for scrolling it. */
  readonly story: number;
}

/** Names at most this long stand in columns when the list is longer than its room (hexes: "f2", "k10 carrying ..."). */
const GRID_NAME = 12;
/** The most lines the highlighted choice's words take under the menu. */
const DETAIL_LINES = 2;

/** A line cut to the width, colour escapes taking no room, closed again if cut inside colour. */
export function cutLine(line: string, width: number): string {
  if (stripAnsi(line).length <= width) return line;
  let out = '';
  let seen = 0;
  for (let i = 0; i < line.length && seen < width - 1; ) {
    // eslint-disable-next-line no-control-regex
    const esc = /^\x1b\[[0-9;]*m/.exec(line.slice(i));
    if (esc) {
      out += esc[0];
      i += esc[0].length;
      continue;
    }
    out += line[i];
    seen++;
    i++;
  }
  // eslint-disable-next-line no-control-regex
  return `${out}…${/\x1b\[/.test(out) ? '\x1b[0m' : ''}`;
}

/** A text folded to the width, each further line indented two more, and none wider than the width. */
function fold(text: string, width: number): string[] {
  return text.split('\n').flatMap((line) => (stripAnsi(line).length <= width ? [line] : foldLine(line, `${/^ */.exec(line)![0]}  `, width))).map((l) => cutLine(l, width));
}

/** The keys a person can use, as many as fit. */
function keysLine(ds: ScreenDraw, across: number, hidden: number): string {
  const s = ds.style;
  // Most needed first: what is dropped for want of room is what a person finds by himself.
  const keys: Array<[string, string]> = [
    [across > 1 ? '↑↓←→' : '↑↓', 'Enter'],
    ...(hidden > 0 ? ([['PgUp', `${hidden} more line${hidden === 1 ? '' : 's'}`]] as Array<[string, string]>) : ds.screen.earlier.length > 0 ? ([['PgUp', 'the story']] as Array<[string, string]>) : []),
    ...(ds.screen.leave !== null ? ([['Ctrl-C', ds.screen.leave.toLowerCase()]] as Array<[string, string]>) : []),
    ...(ds.state.open !== null ? ([['Esc', 'back']] as Array<[string, string]>) : []),
    ['type', 'a name or number'],
  ];
  let line = '';
  for (const [k, what] of keys) {
    const piece = `${s.bold(k)} ${s.dim(what)}`;
    const next = line === '' ? piece : `${line}${s.dim(' • ')}${piece}`;
    if (stripAnsi(next).length > ds.width - 1) continue;
    line = next;
  }
  return line;
}

/** The input line: what is typed and what it reaches, or why the last Enter picked nothing. */
function typedLine(ds: ScreenDraw, rows: readonly MenuRow[], at: number): string | null {
  const { state, style } = ds;
  if (state.problem !== null) return cutLine(style.red(`! ${state.problem}: type again, or move with ↑↓`), ds.width - 1);
  if (state.typed === '') return null;
  const row = rows[at];
  const name = row?.kind === 'entry' ? ds.entries[row.index].name : row?.kind === 'group' ? `${row.name}...` : 'Back';
  return cutLine(`› ${style.bold(state.typed)}  ${style.dim(`Enter: ${name}`)}`, ds.width - 1);
}

function rowName(ds: ScreenDraw, row: MenuRow): string {
  switch (row.kind) {
    case 'entry':
      return ds.entries[row.index].name;
    case 'group':
      return groupLine(ds.entries, row);
    case 'back':
      return 'Back';
    case 'off': {
      const e = ds.entries[row.index];
      return `${e.name}${typeof e.disabled === 'string' ? ` (${e.disabled})` : ''}`;
    }
  }
}

/** The menu's lines: numbered rows (or columns of them), the cursor's marked; `room` lines at most. */
function menuLines(ds: ScreenDraw, rows: readonly MenuRow[], at: number, room: number, across: number): string[] {
  const s = ds.style;
  const count = rows.filter((r) => r.kind !== 'off').length;
  const digits = String(count).length;
  let n = 0;
  const cells = rows.map((row, i) => {
    if (row.kind === 'off') return s.dim(`   -  ${rowName(ds, row)}`);
    n++;
    const mark = i === at ? '❯' : ' ';
    const text = `${mark} ${`${n}.`.padEnd(digits + 1)} ${rowName(ds, row)}`;
    return i === at ? s.cyan(s.bold(text)) : row.kind === 'group' ? s.bold(text) : text;
  });
  if (across > 1) {
    const cellWidth = Math.floor((ds.width - 1) / across);
    const lines: string[] = [];
    for (let i = 0; i < cells.length; i += across) lines.push(cells.slice(i, i + across).map((c, k) => (k === across - 1 ? c : padVisible(cutLine(c, cellWidth - 1), cellWidth))).join(''));
    return window(lines, Math.floor(at / across), room, s);
  }
  return window(
    cells.map((c) => cutLine(c, ds.width - 1)),
    at,
    room,
    s,
  );
}

function padVisible(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - stripAnsi(text).length));
}

/** The part of a list around the cursor that fits `room` lines, saying what lies above and below. */
function window(lines: string[], at: number, room: number, s: Style): string[] {
  if (lines.length <= room) return lines;
  // The most lines of the list that fit with a mark at each end where something lies beyond it.
  for (let size = room; size > 1; size--) {
    const start = Math.max(0, Math.min(at - Math.floor(size / 2), lines.length - size));
    const above = start;
    const below = lines.length - start - size;
    if (size + (above > 0 ? 1 : 0) + (below > 0 ? 1 : 0) > room) continue;
    return [...(above > 0 ? [s.dim(`  ▲ ${above} more above`)] : []), ...lines.slice(start, start + size), ...(below > 0 ? [s.dim(`  ▼ ${below} more below`)] : [])];
  }
  return [lines[at]];
}

/** How many choices stand on a line: one, or columns of short names when the list is longer than its room. */
function columnsFor(ds: ScreenDraw, rows: readonly MenuRow[], room: number): number {
  if (rows.length <= room || rows.some((r) => r.kind !== 'entry' || ds.entries[r.index].name.length > GRID_NAME)) return 1;
  const widest = Math.max(...rows.map((r) => (r.kind === 'entry' ? ds.entries[r.index].name.length : 4)));
  const cell = widest + String(rows.length).length + 6;
  return Math.max(1, Math.floor((ds.width - 1) / cell));
}

/** The story's lines, folded to the width: what came before the last answer dim, what came since plain. */
function storyLines(ds: ScreenDraw): { earlier: string[]; news: string[][] } {
  return { earlier: ds.screen.earlier.flatMap((l) => fold(l, ds.width - 1)).map((l) => ds.style.dim(stripAnsi(l))), news: ds.screen.news.map((l) => fold(l, ds.width - 1)) };
}

export function drawScreen(ds: ScreenDraw): Drawn {
  const { width, height, style: s } = ds;
  const story = storyLines(ds);
  const newsLines = story.news.flat();
  const allStory = [...story.earlier, ...newsLines];
  if (ds.back > 0) return drawStory(ds, allStory);

  const question = fold(`${s.green('?')} ${s.bold(ds.message)}`, width - 1).slice(0, 2);
  const top = ds.screen.top;
  const topMin = top ? top(width, 0).length : 0;
  // The story's least: its newest event whole.
  const storyMin = story.news.length > 0 ? story.news[story.news.length - 1].length : story.earlier.length > 0 ? 1 : 0;
  const fixed = question.length + 1;
  // The highlighted choice's words take two lines where there is room, else one.
  const wanted = Math.max(0, ...ds.entries.map((e) => (e.detail ? Math.min(DETAIL_LINES, fold(e.detail, width - 1).length) : 0)));
  // The whole list if it fits; else its groups folded; else the part around the cursor.
  const whole = menuRows(ds.entries, false, ds.state.open);
  const free = (detail: number) => height - fixed - detail - topMin - storyMin;
  const fitsWhole = (detail: number) => columnsFor(ds, whole, free(detail)) > 1 || whole.length <= free(detail);
  const detailRoom = fitsWhole(wanted) || !fitsWhole(Math.min(1, wanted)) ? wanted : Math.min(1, wanted);
  const room = free(detailRoom);
  const folded = ds.state.open === null && !fitsWhole(detailRoom) && menuRows(ds.entries, true, null).length < whole.length;
  const rows = menuRows(ds.entries, folded, ds.state.open);
  const at = cursorRow(rows, ds.state.cursor);
  const across = columnsFor(ds, rows, room);
  const menuRoom = Math.max(Math.min(3, rows.length), Math.min(Math.ceil(rows.length / across), room));
  const menu = menuLines(ds, rows, at, menuRoom, across);
  const row = rows[at];
  const detailText = row?.kind === 'entry' ? ds.entries[row.index].detail : undefined;
  const detail = detailText ? fold(detailText, width - 1).slice(0, detailRoom).map((l) => s.dim(l)) : [];

  // The board takes what the menu and the story's least leave; the story, what the board leaves.
  // The legend and the lines under figures give way to the story since the last answer.
  const storyWanted = Math.max(storyMin, newsLines.length);
  const topLines = top ? top(width, Math.max(topMin, height - fixed - detailRoom - menu.length - storyWanted)).map((l) => cutLine(l, width - 1)) : [];
  const storyRoom = Math.max(0, height - fixed - detailRoom - menu.length - topLines.length);
  const shownStory = tail(story, storyRoom, width - 1);
  const bottom = typedLine(ds, rows, at) ?? keysLine(ds, across, shownStory.hidden);
  const used = topLines.length + shownStory.lines.length + question.length + menu.length + detailRoom + 1;
  const fill = top ? Array.from({ length: Math.max(0, height - used) }, () => '') : [];
  const lines = [...topLines, ...shownStory.lines, ...fill, ...question, ...menu, ...detail, ...Array.from({ length: detailRoom - detail.length }, () => ''), bottom];
  return { lines: lines.slice(Math.max(0, lines.length - height)), folded, across, story: allStory.length };
}

/**
 * The end of the story that fits `room` lines: the newest events whole (the newest at least, its
 * last lines if even it is too long), then what came before the last answer if there is room for
 * it. `hidden`: the lines left above, for PgUp.
 */
function tail(story: { earlier: string[]; news: string[][] }, room: number, width: number): { lines: string[]; hidden: number } {
  const all = [...story.earlier.map((l) => [l]), ...story.news];
  const total = all.reduce((n, e) => n + e.length, 0);
  const chosen: string[] = [];
  for (let i = all.length - 1; i >= 0 && room > 0; i--) {
    if (chosen.length > 0 && chosen.length + all[i].length > room) {
      // An older event that does not fit whole shows its start, cut with '…', rather than
      // leaving the rows blank (it was the player's own counterattack, the one line he looks for).
      const left = room - chosen.length;
      if (left > 0) chosen.unshift(...all[i].slice(0, left - 1), cutLine(`${all[i][left - 1]} …`, width));
      break;
    }
    chosen.unshift(...all[i]);
  }
  if (chosen.length > room) chosen.splice(0, chosen.length - room);
  return { lines: chosen, hidden: total - chosen.length };
}

/** The story read back: as much of it as the screen holds, ending `back - 1` lines before its end. */
function drawStory(ds: ScreenDraw, all: readonly string[]): Drawn {
  const { height, style: s } = ds;
  const room = Math.max(1, height - 2);
  const end = Math.max(Math.min(room, all.length), all.length - (ds.back - 1));
  const start = Math.max(0, end - room);
  const head = s.bold(cutLine(`The story so far: lines ${start + 1}-${end} of ${all.length}`, ds.width - 1));
  const keys = cutLine(`${s.bold('PgUp PgDn')} ${s.dim('scroll')}${s.dim(' • ')}${s.bold('Esc')} ${s.dim('back to the question')}`, ds.width - 1);
  return { lines: [head, ...all.slice(start, end), ...Array.from({ length: room - (end - start) }, () => ''), keys], folded: false, across: 1, story: all.length };
}
