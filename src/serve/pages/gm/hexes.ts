// Where a figure stands on the board, for a page: its hexes, found as the fight places them
// (combat/state.ts footprint, combat/hex.ts areas) from the map's rows. A page cannot import the
// engine (it is compiled for the browser on its own), so this is the engine's rule read again on
// the page's side; test/serve/gm-pages.test.ts holds it to the engine's on every bundled map.
// Plain code, no DOM: the tests import it as it is.

/**
 * The neighbour of a cell in one of the six directions (east, north-east, north-west, west,
 * south-west, south-east: combat/hex.ts DIRECTIONS), or -1 off the board: odd rows are drawn half a
 * hex to the right.
 */
export function neighbour(cell: number, dir: number, width: number, height: number): number {
  const col = cell % width;
  const row = (cell - col) / width;
  const steps: readonly (readonly [number, number])[] = row & 1 ? [[1, 0], [1, -1], [0, -1], [-1, 0], [0, 1], [1, 1]] : [[1, 0], [0, -1], [-1, -1], [-1, 0], [-1, 1], [0, 1]];
  const [dc, dr] = steps[dir];
  const c = col + dc;
  const r = row + dr;
  return c < 0 || r < 0 || c >= width || r >= height ? -1 : r * width + c;
}

/**
 * The hexes a figure of `size` at `cell` fills: its own, and for a large one the next ones as the
 * fight places them (3: east and north-east; 4: and the north-east's north-east; 7: all six around).
 * `open(c)`: whether a figure may stand in hex c; a large figure that would not fit is drawn in its
 * own hex alone, as is a size no area has.
 */
export function figureCells(cell: number, size: number, width: number, height: number, open: (c: number) => boolean): number[] {
  if (![3, 4, 7].includes(size)) return [cell];
  const n = (c: number, d: number) => (c < 0 ? -1 : neighbour(c, d, width, height));
  const cells = size === 7 ? [cell, n(cell, 0), n(cell, 1), n(cell, 2), n(cell, 3), n(cell, 4), n(cell, 5)] : [cell, n(cell, 0), n(cell, 1)];
  if (size === 4) cells.push(n(cells[1], 1));
  return cells.every((c) => c >= 0 && open(c)) ? cells : [cell];
}
