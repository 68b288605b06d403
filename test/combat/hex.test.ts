// The hex grid in axial coordinates (RULES: a hexagon board): one small function per operation.
import { DIRECTIONS, area, axialToOffset, hex, hexDistance, isContiguous, line, neighbour, neighbours, offsetToAxial, ring, spiral } from '../../src/combat';

describe('hex geometry', () => {
  test('distance is the most of |dq|, |dr| and |ds|', () => {
    expect(hexDistance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(hexDistance(hex(0, 0), hex(3, -1))).toBe(3);
    expect(hexDistance(hex(-2, 4), hex(1, 0))).toBe(4);
    for (const d of DIRECTIONS) expect(hexDistance(hex(0, 0), d)).toBe(1);
  });

  test('six neighbours, each one step away, clockwise from east', () => {
    const n = neighbours(hex(2, 3));
    expect(n).toHaveLength(6);
    expect(new Set(n.map((h) => `${h.q},${h.r}`)).size).toBe(6);
    for (const h of n) expect(hexDistance(h, hex(2, 3))).toBe(1);
    expect(neighbour(hex(0, 0), 0)).toEqual(hex(1, 0));
    expect(neighbour(hex(0, 0), 6)).toEqual(hex(1, 0));
  });

  test('a ring of radius k has 6k hexes, all k away; a spiral of radius k has 3k(k+1)+1', () => {
    expect(ring(hex(0, 0), 0)).toEqual([hex(0, 0)]);
    for (const k of [1, 2, 3]) {
      const r = ring(hex(1, 1), k);
      expect(r).toHaveLength(6 * k);
      for (const h of r) expect(hexDistance(h, hex(1, 1))).toBe(k);
      expect(spiral(hex(1, 1), k)).toHaveLength(3 * k * (k + 1) + 1);
    }
    expect(() => ring(hex(0, 0), -1)).toThrow(TypeError);
  });

  test('MAGIC, Multi-Hex Spells: areas of 1, 3, 4 and 7 contiguous hexes', () => {
    for (const size of [1, 3, 4, 7] as const) {
      const a = area(hex(0, 0), size);
      expect(a).toHaveLength(size);
      expect(new Set(a.map((h) => `${h.q},${h.r}`)).size).toBe(size);
      expect(isContiguous(a)).toBe(true);
    }
    for (let d = 0; d < 6; d++) expect(isContiguous(area(hex(0, 0), 4, d))).toBe(true);
    expect(isContiguous([hex(0, 0), hex(2, 0)])).toBe(false);
    expect(() => area(hex(0, 0), 5 as 7)).toThrow(TypeError);
  });

  test('a line from one hex to another steps one hex at a time, ends included', () => {
    const l = line(hex(0, 0), hex(4, -2));
    expect(l[0]).toEqual(hex(0, 0));
    expect(l[l.length - 1]).toEqual(hex(4, -2));
    expect(l).toHaveLength(5);
    for (let i = 1; i < l.length; i++) expect(hexDistance(l[i - 1], l[i])).toBe(1);
    // Along an edge between two hexes, the two nudges pick the two sides.
    const a = line(hex(0, 0), hex(2, -1), 1);
    const b = line(hex(0, 0), hex(2, -1), -1);
    expect(a[1]).not.toEqual(b[1]);
  });

  test('odd-r offset rows and axial coordinates convert both ways', () => {
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 6; col++) expect(axialToOffset(offsetToAxial(col, row))).toEqual({ col, row });
    }
    // Odd rows sit half a hex to the right: (0,1) touches (0,0) and (1,0).
    const h = offsetToAxial(0, 1);
    expect(hexDistance(h, offsetToAxial(0, 0))).toBe(1);
    expect(hexDistance(h, offsetToAxial(1, 0))).toBe(1);
  });
});
