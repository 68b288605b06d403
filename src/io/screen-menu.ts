// The menu of a screen question (issue 29) as data and keys: which rows it shows (a long list's
// groups folded into one line each, a group opened), where the cursor is, and what a key does to
// it. Pure, so that the keys a person types are tested without a terminal (screen-prompt.ts draws
// it and feeds it keys). What a person can type:
//   - a choice's number, 10 and up too ("1" then "2" is the twelfth), then Enter;
//   - the first letters of a choice's name, or of any word of it ("sl" finds "Cast Sleep-1..."),
//     even one folded in a group (the group opens), then Enter;
//   - a whole name ("f2") and Enter picks it; a name or number that is not on the list is said so,
//     and the question stays (issue 26, item 20).

/** A choice as the menu knows it: its name on the line, the rest of its words, its group. */
export interface MenuEntry {
  readonly name: string;
  readonly detail?: string;
  readonly group?: string;
  /** Shown but not pickable; a string says why. */
  readonly disabled?: boolean | string;
}

/** One line of the menu: a choice, a folded group, the way back out of an open group, or a choice that cannot be taken. */
export type MenuRow = { kind: 'entry'; index: number } | { kind: 'group'; name: string; members: number[] } | { kind: 'back' } | { kind: 'off'; index: number };

/** Where the cursor is, by what it stands on (the rows change as groups fold and open). */
export type Cursor = { entry: number } | { group: string } | { back: true };

export interface MenuState {
  /** The group opened, or null: the whole menu. */
  readonly open: string | null;
  readonly cursor: Cursor;
  /** What the person has typed since the last Enter. */
  readonly typed: string;
  /** Why the last Enter picked nothing ("f9" is not one of the choices); cleared by the next key. */
  readonly problem: string | null;
}

/** A key, as a terminal reports it: a name for the keys that are not characters, else the character. */
export type MenuKey = 'up' | 'down' | 'left' | 'right' | 'enter' | 'escape' | 'backspace' | { char: string };

/** A key's outcome: the menu as it now stands, or a choice picked (its index in the entries). */
export type MenuStep = { state: MenuState } | { picked: number };

export function startState(entries: readonly MenuEntry[], initial = 0): MenuState {
  const first = entries.findIndex((e, i) => i >= initial && !e.disabled);
  return { open: null, cursor: { entry: first >= 0 ? first : entries.findIndex((e) => !e.disabled) }, typed: '', problem: null };
}

/**
 * The rows shown: every choice in its place; with `folded`, each group of two or more choices as one
 * row where its first choice stands; an open group's choices and a way back.
 */
export function menuRows(entries: readonly MenuEntry[], folded: boolean, open: string | null): MenuRow[] {
  if (open !== null) {
    const members = entries.flatMap((e, i) => (e.group === open ? [i] : []));
    return [...members.map((i): MenuRow => (entries[i].disabled ? { kind: 'off', index: i } : { kind: 'entry', index: i })), { kind: 'back' }];
  }
  const sizes = new Map<string, number[]>();
  entries.forEach((e, i) => {
    if (e.group !== undefined && !e.disabled) sizes.set(e.group, [...(sizes.get(e.group) ?? []), i]);
  });
  const rows: MenuRow[] = [];
  const done = new Set<string>();
  entries.forEach((e, i) => {
    const members = e.group !== undefined ? sizes.get(e.group) : undefined;
    if (folded && members && members.length > 1 && !e.disabled) {
      if (!done.has(e.group!)) rows.push({ kind: 'group', name: e.group!, members });
      done.add(e.group!);
      return;
    }
    rows.push(e.disabled ? { kind: 'off', index: i } : { kind: 'entry', index: i });
  });
  return rows;
}

/** The row the cursor stands on: its choice's row, or, folded away, its group's. */
export function cursorRow(rows: readonly MenuRow[], cursor: Cursor): number {
  const at = rows.findIndex((r) => sameRow(r, cursor));
  if (at >= 0) return at;
  if ('entry' in cursor) {
    const g = rows.findIndex((r) => r.kind === 'group' && r.members.includes(cursor.entry));
    if (g >= 0) return g;
  }
  if ('group' in cursor) {
    const m = rows.findIndex((r) => r.kind === 'entry' || r.kind === 'group');
    if (m >= 0) return m;
  }
  return Math.max(0, rows.findIndex((r) => r.kind !== 'off'));
}

function sameRow(r: MenuRow, c: Cursor): boolean {
  if ('entry' in c) return r.kind === 'entry' && r.index === c.entry;
  if ('group' in c) return r.kind === 'group' && r.name === c.group;
  return r.kind === 'back';
}

function cursorOf(r: MenuRow): Cursor {
  if (r.kind === 'entry') return { entry: r.index };
  if (r.kind === 'group') return { group: r.name };
  return { back: true };
}

/** The rows a number picks: all but those that cannot be taken, 1, 2, 3... as scripted mode counts them. */
export function numbered(rows: readonly MenuRow[]): MenuRow[] {
  return rows.filter((r) => r.kind !== 'off');
}

/** The words a choice can be found by: its name, then each word of it ("Cast Sleep-1 on..." by "sleep"). */
function matchRank(name: string, typed: string): number {
  const n = name.toLowerCase();
  const t = typed.toLowerCase();
  if (n.startsWith(t)) return 0;
  const words = n.split(/[\s(:,]+/);
  for (let w = 1; w < words.length; w++) if (words[w].startsWith(t)) return w;
  return -1;
}

/** The choice the typed letters reach: one whose name starts with them first, then one with a word that does. */
export function findTyped(entries: readonly MenuEntry[], typed: string): number {
  let best = -1;
  let bestRank = Infinity;
  entries.forEach((e, i) => {
    if (e.disabled) return;
    const r = matchRank(e.name, typed);
    if (r >= 0 && r < bestRank) {
      best = i;
      bestRank = r;
    }
  });
  return best;
}

/** The cursor on a choice, with its group opened when the menu folds it away. */
function reach(entries: readonly MenuEntry[], folded: boolean, state: MenuState, index: number): MenuState {
  const group = entries[index].group;
  const rows = menuRows(entries, folded, null);
  const foldedAway = group !== undefined && rows.some((r) => r.kind === 'group' && r.name === group);
  return { ...state, open: foldedAway ? group! : state.open === group ? state.open : null, cursor: { entry: index } };
}

/**
 * What a key does. `folded`: the screen folds the groups (it has no room for the whole list);
 * `across`: how many choices stand side by side on a line (a grid of short names such as hexes), so
 * that up and down move by a line of them.
 */
export function pressKey(entries: readonly MenuEntry[], folded: boolean, state: MenuState, key: MenuKey, across = 1): MenuStep {
  const rows = menuRows(entries, folded, state.open);
  const at = cursorRow(rows, state.cursor);
  const clean = { ...state, typed: '', problem: null };
  const move = (by: number): MenuStep => {
    let i = at;
    for (let k = at + by; k >= 0 && k < rows.length; k += by) {
      if (rows[k].kind !== 'off') {
        i = k;
        break;
      }
    }
    return { state: { ...clean, cursor: cursorOf(rows[i]) } };
  };
  if (typeof key === 'object') {
    const typed = state.typed + key.char;
    const next = { ...state, typed, problem: null };
    if (/^\d+$/.test(typed)) {
      const list = numbered(rows);
      const n = Number(typed);
      return { state: n >= 1 && n <= list.length ? { ...next, cursor: cursorOf(list[n - 1]) } : next };
    }
    const found = findTyped(entries, typed.trim());
    return { state: found >= 0 ? { ...reach(entries, folded, next, found), typed } : next };
  }
  switch (key) {
    case 'up':
      return move(-across);
    case 'down':
      return move(across);
    case 'left':
      return across > 1 ? move(-1) : { state: clean };
    case 'right':
      return across > 1 ? move(1) : { state: clean };
    case 'backspace': {
      const typed = state.typed.slice(0, -1);
      if (typed === '') return { state: { ...state, typed, problem: null } };
      return pressKey(entries, folded, { ...state, typed: '' }, { char: typed }, across);
    }
    case 'escape':
      if (state.typed !== '' || state.problem !== null) return { state: clean };
      if (state.open !== null) return { state: { ...clean, open: null, cursor: { group: state.open } } };
      // A menu with a way back ("Cast Sleep-1: on what?"): Esc takes it.
      {
        const back = entries.findIndex((e) => !e.disabled && e.name === 'Back');
        if (back >= 0) return { picked: back };
      }
      return { state: clean };
    case 'enter':
      return enter(entries, folded, state, rows, at);
  }
}

function enter(entries: readonly MenuEntry[], folded: boolean, state: MenuState, rows: readonly MenuRow[], at: number): MenuStep {
  const typed = state.typed.trim();
  const clean = { ...state, typed: '', problem: null };
  let row: MenuRow | undefined = rows[at];
  if (typed !== '') {
    const list = numbered(rows);
    if (/^\d+$/.test(typed)) {
      const n = Number(typed);
      if (n < 1 || n > list.length) return { state: { ...clean, problem: `there is no choice ${n}: they are numbered 1 to ${list.length}` } };
      row = list[n - 1];
    } else {
      // A whole name is that choice wherever it stands; else the choice the letters led to.
      const exact = entries.findIndex((e) => !e.disabled && e.name.toLowerCase() === typed.toLowerCase());
      if (exact >= 0) return { picked: exact };
      const found = findTyped(entries, typed);
      if (found < 0 || !(rows[at]?.kind === 'entry' && (rows[at] as { index: number }).index === found)) {
        return { state: { ...clean, problem: `"${typed}" is not one of the choices` } };
      }
    }
  }
  if (!row || row.kind === 'off') return { state: clean };
  if (row.kind === 'entry') return { picked: row.index };
  if (row.kind === 'group') {
    const first = row.members[0];
    return { state: { ...clean, open: row.name, cursor: { entry: first } } };
  }
  return { state: { ...clean, open: null, cursor: { group: state.open ?? '' } } };
}

const LITTLE_WORDS = new Set(['the', 'a', 'an', 'of', 'to', 'at', 'on', 'in', 'into', 'from', 'with', 'and', 'or', 'by']);

/** A group's line: its name and what it holds, in the words its choices begin with ("Other... Pass, Undo"). */
export function groupLine(entries: readonly MenuEntry[], row: Extract<MenuRow, { kind: 'group' }>): string {
  const short = (name: string) => {
    const words = name.startsWith(`${row.name} `) ? name.slice(row.name.length + 1) : name;
    const first = words.split(/:|\.\.\.| \(|, /)[0].split(' ').slice(0, 3);
    // Three words may stop at a little one ("Pick up the" of "Pick up the Club"): it goes.
    while (first.length > 1 && LITTLE_WORDS.has(first[first.length - 1].toLowerCase())) first.pop();
    return first.join(' ');
  };
  return `${row.name}... (${[...new Set(row.members.map((i) => short(entries[i].name)))].join(', ')})`;
}
