// Hex geometry in axial coordinates (q, r), the third cube coordinate being s = -q - r. One small
// pure function per operation, as the board of the rules is a field of hexes (RULES: "a hexagon
// board"; MOVEMENT counts hexes). Maps are stored in "odd-r" offset rows (see map.ts); the
// conversion functions live here too.

export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** The six directions, clockwise from east. Neighbour i of h is h + DIRECTIONS[i]. */
export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

export function hex(q: number, r: number): Hex {
  return { q, r };
}

export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

export function hexScale(a: Hex, k: number): Hex {
  return { q: a.q * k, r: a.r * k };
}

/** Cube distance: the most of |dq|, |dr| and |ds|. */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

export function neighbour(h: Hex, direction: number): Hex {
  const d = DIRECTIONS[((direction % 6) + 6) % 6];
  return { q: h.q + d.q, r: h.r + d.r };
}

export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => hexAdd(h, d));
}

/** The hexes exactly `radius` steps away, clockwise from the one `radius` steps south-west. */
export function ring(center: Hex, radius: number): Hex[] {
  if (!Number.isInteger(radius) || radius < 0) throw new TypeError(`ring radius must be a whole number >= 0, got ${radius}`);
  if (radius === 0) return [center];
  const out: Hex[] = [];
  let h = hexAdd(center, hexScale(DIRECTIONS[4], radius));
  for (let side = 0; side < 6; side++) {
    for (let step = 0; step < radius; step++) {
      out.push(h);
      h = neighbour(h, side);
    }
  }
  return out;
}

/** Every hex within `radius` steps, nearest first: the centre, then ring 1, ring 2, ... */
export function spiral(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...ring(center, k));
  return out;
}

/**
 * The contiguous areas of multi-hex spells (MAGIC, Multi-Hex Spells): 1 hex; 3 hexes that touch
 * each other (a triangle); 4 hexes (a triangle and one more, a "diamond" by default); 7 hexes (a
 * hex and its six neighbours). `direction` turns the 3- and 4-hex shapes (0..5).
 */
export function area(center: Hex, size: 1 | 3 | 4 | 7, direction = 0): Hex[] {
  switch (size) {
    case 1:
      return [center];
    case 3:
      return [center, neighbour(center, direction), neighbour(center, direction + 1)];
    case 4:
      return [center, neighbour(center, direction), neighbour(center, direction + 1), hexAdd(neighbour(center, direction), DIRECTIONS[(direction + 1) % 6])];
    case 7:
      return spiral(center, 1);
    default:
      throw new TypeError(`an area has 1, 3, 4 or 7 hexes, not ${String(size)}`);
  }
}

/** True when every hex of the list touches another one of it (one connected group). */
export function isContiguous(hexes: readonly Hex[]): boolean {
  if (hexes.length <= 1) return true;
  const seen = new Set<number>([0]);
  const stack = [0];
  while (stack.length > 0) {
    const i = stack.pop()!;
    for (let j = 0; j < hexes.length; j++) {
      if (!seen.has(j) && hexDistance(hexes[i], hexes[j]) === 1) {
        seen.add(j);
        stack.push(j);
      }
    }
  }
  return seen.size === hexes.length;
}

function cubeRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  // Normalise -0 so that results compare equal with toEqual.
  return { q: rq + 0, r: rr + 0 };
}

/**
 * The hexes a straight line from the centre of `a` to the centre of `b` passes through, both ends
 * included. `nudge` shifts the line a hair to one side so that a line running exactly along the
 * edge between two hexes picks one of them; line of sight tries both sides (see map.ts).
 */
export function line(a: Hex, b: Hex, nudge: 1 | -1 = 1): Hex[] {
  const n = hexDistance(a, b);
  if (n === 0) return [a];
  // Cube (q+e, r+e, s-2e): a shift off every hex edge, to one side or the other.
  const e = 1e-6 * nudge;
  const out: Hex[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    out.push(cubeRound(a.q + e + (b.q - a.q) * t, a.r + e + (b.r - a.r) * t));
  }
  return out;
}

/** Axial coordinates of the hex in column `col` of row `row` of an odd-r offset layout. */
export function offsetToAxial(col: number, row: number): Hex {
  return { q: col - (row - (row & 1)) / 2, r: row };
}

export function axialToOffset(h: Hex): { col: number; row: number } {
  return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
}
