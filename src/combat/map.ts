// The board of an encounter (RULES: "a hexagon board to depict an encounter area"): floor, walls
// that block movement and sight, obstacles that block sight only, and start zones. Maps are data in
// a readable text form (docs/combat.md, "Maps"); a bad map is reported with its line and column.
//
// Internally a map is a rectangle of cells in "odd-r" offset layout (odd rows drawn half a hex to
// the right), indexed row * width + col, with typed arrays of terrain and neighbours so that path
// finding and the AI touch no objects in their loops.
import type { Hex } from './hex';
import { DIRECTIONS, hexDistance, line, offsetToAxial } from './hex';

/** Terrain codes of map.terrain. */
export const Terrain = { None: 0, Floor: 1, Wall: 2, Obstacle: 3 } as const;
export type TerrainCode = (typeof Terrain)[keyof typeof Terrain];

/** What each map character means; letters A..Z are floor hexes of a start zone. */
export const MAP_SYMBOLS: Readonly<Record<string, string>> = {
  '.': 'floor',
  '#': 'wall: blocks movement and sight',
  '%': 'obstacle: blocks sight, not movement (brush, smoke, pillars of rubble)',
  _: 'no hex (outside the board)',
  ' ': 'no hex (outside the board)',
  'A-Z': 'floor that belongs to start zone A..Z',
};

export const MAX_MAP_SIDE = 64;

export class MapError extends Error {
  override name = 'MapError';
  constructor(
    /** What is wrong, without the place. */
    readonly reason: string,
    /** 1-based line within the map text. */
    readonly line: number,
    /** 1-based column within that line. */
    readonly column: number,
    readonly source?: string,
  ) {
    super(`${source ? `${source}:` : ''}${line}:${column}: ${reason}`);
  }
}

export interface HexMap {
  readonly name?: string;
  readonly description?: string;
  /** Where the text came from (a file name), for messages. */
  readonly source?: string;
  /** The text the map was parsed from, so that a combat state can be saved with its map. */
  readonly text: string;
  /** Start zones by letter: the hexes of each, in reading order. */
  readonly zones: ReadonlyMap<string, readonly Hex[]>;
  /** Columns and rows of the offset rectangle. */
  readonly width: number;
  readonly height: number;
  /** width * height. */
  readonly cells: number;
  readonly terrain: Uint8Array;
  /** Axial coordinates of each cell. */
  readonly q: Int16Array;
  readonly r: Int16Array;
  /** cells * 6: the cell in each DIRECTIONS direction, or -1 where there is no hex. */
  readonly adjacent: Int32Array;
  /** 1 for a hex with a side on the board's rim (a figure there can leave the board). */
  readonly edge: Uint8Array;
  /** The cells of each start zone. */
  readonly zoneCells: ReadonlyMap<string, readonly number[]>;
}

const HEADER_RE = /^\s*([A-Za-z][A-Za-z-]*)\s*:(.*)$/;
const KEYS = ['name', 'description'] as const;

function isSymbol(ch: string): boolean {
  return ch === '.' || ch === '#' || ch === '%' || ch === '_' || ch === ' ' || (ch >= 'A' && ch <= 'Z');
}

/** A line of single map symbols separated by single spaces, read as a row even when it starts with '#'. */
function looksLikeRow(text: string): boolean {
  const t = text.trimStart();
  for (let i = 0; i < t.length; i++) {
    const ch = t[i];
    if (i % 2 === 1 ? ch !== ' ' : !isSymbol(ch)) return false;
  }
  return true;
}

/** Parses the text form of a map. Throws MapError with the line and column of the first fault. */
export function parseMap(text: string, source?: string): HexMap {
  const lines = text.split(/\r?\n/);
  const header: { name?: string; description?: string } = {};
  const rows: Array<{ lineNo: number; text: string }> = [];
  const fail = (reason: string, lineNo: number, column: number): never => {
    throw new MapError(reason, lineNo, column, source);
  };
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const tab = raw.indexOf('\t');
    if (raw.trim() === '') return;
    const trimmed = raw.trimStart();
    if (trimmed.startsWith('#') && !looksLikeRow(raw)) return; // a comment
    const head = HEADER_RE.exec(raw);
    if (head) {
      const key = head[1].toLowerCase();
      if (!(KEYS as readonly string[]).includes(key)) {
        fail(`unknown key "${head[1]}": a map line is a row of hexes, a comment (#) or one of ${KEYS.map((k) => `${k}:`).join(', ')}`, lineNo, raw.indexOf(head[1]) + 1);
      }
      if (rows.length > 0) fail(`"${key}:" belongs before the rows of hexes`, lineNo, raw.indexOf(head[1]) + 1);
      const value = head[2].trim();
      if (value === '') fail(`"${key}:" needs a value`, lineNo, raw.indexOf(':') + 1);
      header[key as (typeof KEYS)[number]] = value;
      return;
    }
    if (tab >= 0) fail('use spaces, not tabs, in the rows of a map', lineNo, tab + 1);
    rows.push({ lineNo, text: raw.replace(/\s+$/, '') });
  });
  if (rows.length === 0) fail('a map needs at least one row of hexes (. floor, # wall, % obstacle, A-Z start zones)', Math.max(1, lines.length), 1);
  if (rows.length > MAX_MAP_SIDE) fail(`a map has at most ${MAX_MAP_SIDE} rows, this one has ${rows.length}`, rows[MAX_MAP_SIDE].lineNo, 1);

  // Odd rows are drawn half a hex to the right, one space more than even rows. Every row must
  // agree on where the hexes stand; the least indentation is the left edge of the board.
  const leads = rows.map((row) => row.text.length - row.text.trimStart().length);
  let base = Infinity;
  rows.forEach((row, k) => {
    const at = leads[k] - (k & 1);
    if (at < 0) fail('odd rows (the 2nd, 4th, ...) are drawn half a hex to the right: indent this row one space more than the row above', row.lineNo, 1);
    base = Math.min(base, at);
  });
  rows.forEach((row, k) => {
    if ((leads[k] - (k & 1) - base) % 2 !== 0) {
      const which = k & 1 ? 'an odd row' : 'an even row';
      fail(`this row is ${which} but stands half a hex off: odd rows start one space right of even rows`, row.lineNo, leads[k] + 1);
    }
  });

  const cellsByRow: string[][] = rows.map((row, k) => {
    const start = base + (k & 1);
    const cells: string[] = [];
    for (let pos = start; pos < row.text.length; pos += 2) {
      const ch = row.text[pos];
      if (!isSymbol(ch)) {
        fail(`"${ch}" is not a map symbol: . floor, # wall, % obstacle, A-Z start zone, _ no hex`, row.lineNo, pos + 1);
      }
      const sep = row.text[pos + 1];
      if (sep !== undefined && sep !== ' ') {
        fail(`hexes are one character each with one space between them; found "${row.text.slice(pos, pos + 2)}"`, row.lineNo, pos + 2);
      }
      cells.push(ch);
    }
    return cells;
  });
  const width = Math.max(...cellsByRow.map((c) => c.length));
  if (width > MAX_MAP_SIDE) {
    const k = cellsByRow.findIndex((c) => c.length > MAX_MAP_SIDE);
    fail(`a map has at most ${MAX_MAP_SIDE} hexes in a row`, rows[k].lineNo, base + (k & 1) + 2 * MAX_MAP_SIDE + 1);
  }
  const height = rows.length;
  const cells = width * height;
  const terrain = new Uint8Array(cells);
  const q = new Int16Array(cells);
  const r = new Int16Array(cells);
  const zoneCells = new Map<string, number[]>();
  let floorCount = 0;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = row * width + col;
      const a = offsetToAxial(col, row);
      q[i] = a.q;
      r[i] = a.r;
      const ch = cellsByRow[row][col] ?? ' ';
      if (ch === '#') terrain[i] = Terrain.Wall;
      else if (ch === '%') terrain[i] = Terrain.Obstacle;
      else if (ch === '.' || (ch >= 'A' && ch <= 'Z')) terrain[i] = Terrain.Floor;
      else terrain[i] = Terrain.None;
      if (terrain[i] === Terrain.Floor || terrain[i] === Terrain.Obstacle) floorCount++;
      if (ch >= 'A' && ch <= 'Z') {
        let z = zoneCells.get(ch);
        if (!z) zoneCells.set(ch, (z = []));
        z.push(i);
      }
    }
  }
  if (floorCount === 0) fail('the map has no hex a figure can stand on', rows[0].lineNo, 1);

  const adjacent = new Int32Array(cells * 6).fill(-1);
  const edge = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) {
    if (terrain[i] === Terrain.None) continue;
    for (let d = 0; d < 6; d++) {
      const nq = q[i] + DIRECTIONS[d].q;
      const nr = r[i] + DIRECTIONS[d].r;
      const j = indexOfAxial(width, height, nq, nr);
      if (j >= 0 && terrain[j] !== Terrain.None) adjacent[i * 6 + d] = j;
      else edge[i] = 1;
    }
  }
  // Zones are single letters A..Z: compared as they are, without localeCompare, whose first call
  // sets up the locale's collation (6 to 14 ms of every start that loads a map).
  const sortedZones = new Map([...zoneCells.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const zones = new Map<string, readonly Hex[]>();
  for (const [k, list] of sortedZones) zones.set(k, list.map((i) => ({ q: q[i], r: r[i] })));
  return {
    ...(header.name !== undefined ? { name: header.name } : {}),
    ...(header.description !== undefined ? { description: header.description } : {}),
    ...(source !== undefined ? { source } : {}),
    text,
    zones,
    width,
    height,
    cells,
    terrain,
    q,
    r,
    adjacent,
    edge,
    zoneCells: sortedZones,
  };
}

function indexOfAxial(width: number, height: number, q: number, r: number): number {
  if (r < 0 || r >= height) return -1;
  const col = q + (r - (r & 1)) / 2;
  if (col < 0 || col >= width) return -1;
  return r * width + col;
}

/** The cell of an axial hex, or -1 when it is not on the board. */
export function cellOf(map: HexMap, h: Hex): number {
  const i = indexOfAxial(map.width, map.height, h.q, h.r);
  return i >= 0 && map.terrain[i] !== Terrain.None ? i : -1;
}

export function hexOf(map: HexMap, cell: number): Hex {
  return { q: map.q[cell], r: map.r[cell] };
}

export function cellDistance(map: HexMap, a: number, b: number): number {
  const dq = map.q[a] - map.q[b];
  const dr = map.r[a] - map.r[b];
  const ds = dq + dr;
  return Math.max(dq < 0 ? -dq : dq, dr < 0 ? -dr : dr, ds < 0 ? -ds : ds);
}

export function isAdjacent(map: HexMap, a: number, b: number): boolean {
  return cellDistance(map, a, b) === 1;
}

/** Floor and obstacles can be stood on; walls and no-hex cannot. */
export function isStandable(map: HexMap, cell: number): boolean {
  const t = map.terrain[cell];
  return t === Terrain.Floor || t === Terrain.Obstacle;
}

/**
 * Whether a figure could leave this board at all: some hex of its rim can be stood on (flee.ts). A
 * cellar walled all round has none, and a broken side in it is cornered.
 */
export function hasOpenRim(map: HexMap): boolean {
  for (let c = 0; c < map.cells; c++) if (map.edge[c] === 1 && isStandable(map, c)) return true;
  return false;
}

export function blocksSight(map: HexMap, cell: number): boolean {
  const t = map.terrain[cell];
  return t === Terrain.Wall || t === Terrain.Obstacle;
}

/** "c4": the column as letters (a, b, ..., z, aa, ...) and the row from 1. */
export function cellLabel(map: HexMap, cell: number): string {
  const col = cell % map.width;
  const row = (cell - col) / map.width;
  return `${columnName(col)}${row + 1}`;
}

export function columnName(col: number): string {
  let s = '';
  let n = col;
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** The cell a typed coordinate ("c4", "C4", " c 4 ") names, or -1. */
export function parseCellLabel(map: HexMap, text: string): number {
  const m = /^\s*([a-z]+)\s*(\d+)\s*$/i.exec(text);
  if (!m) return -1;
  let col = 0;
  for (const ch of m[1].toLowerCase()) col = col * 26 + (ch.charCodeAt(0) - 96);
  col -= 1;
  const row = Number(m[2]) - 1;
  if (col < 0 || col >= map.width || row < 0 || row >= map.height) return -1;
  const i = row * map.width + col;
  return map.terrain[i] === Terrain.None ? -1 : i;
}

/** Cells a straight line between the centres of a and b passes through, ends excluded. */
export function cellsBetween(map: HexMap, a: number, b: number, nudge: 1 | -1 = 1): number[] {
  const hexes = line(hexOf(map, a), hexOf(map, b), nudge);
  const out: number[] = [];
  for (let k = 1; k < hexes.length - 1; k++) out.push(cellOf(map, hexes[k]));
  return out;
}

/**
 * Line of sight between two cells (Shoot/Throw: "an unobstructed defender"; Cast Spell). Clear when
 * a line between the centres, nudged to either side of an edge it runs along, passes no hex that
 * blocks sight (ruling: grazing a wall's corner does not block). Figures never block sight.
 * `blocked` adds hexes that block for other reasons (created walls, shadow; magic).
 */
export function lineOfSight(map: HexMap, a: number, b: number, blocked?: (cell: number) => boolean): boolean {
  if (a === b) return true;
  const d = hexDistance(hexOf(map, a), hexOf(map, b));
  if (d === 1) return true;
  const clear = (nudge: 1 | -1) => {
    for (const c of cellsBetween(map, a, b, nudge)) {
      if (c < 0 || blocksSight(map, c) || (blocked !== undefined && blocked(c))) return false;
    }
    return true;
  };
  return clear(1) || clear(-1);
}

const ON_MAP = new WeakMap<HexMap, readonly number[]>();

/** Every hex of the map that is not outside it (floor, obstacles and walls), worked out once per map. */
export function mapCells(map: HexMap): readonly number[] {
  let cells = ON_MAP.get(map);
  if (!cells) {
    const out: number[] = [];
    for (let c = 0; c < map.cells; c++) if (map.terrain[c] !== 0) out.push(c);
    ON_MAP.set(map, (cells = out));
  }
  return cells;
}
