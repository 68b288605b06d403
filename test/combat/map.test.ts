// Maps as text (docs/combat.md, "Maps"): the contract's subset, errors with line and column.
import { MapError, Terrain, cellLabel, cellOf, lineOfSight, parseCellLabel, parseMap } from '../../src/combat';

const CROSSROADS = `# comments start with #
name: Crossroads
# rows of hexes; odd rows are drawn shifted right half a hex
. . . . A A
 . # # . A .
. . % . . .
 B B . . . .`;

describe('parseMap', () => {
  test('reads the contract example: name, terrain, zones', () => {
    const m = parseMap(CROSSROADS, 'crossroads.map');
    expect(m.name).toBe('Crossroads');
    expect(m.width).toBe(6);
    expect(m.height).toBe(4);
    expect(m.terrain[1 * 6 + 1]).toBe(Terrain.Wall);
    expect(m.terrain[2 * 6 + 2]).toBe(Terrain.Obstacle);
    expect([...m.zones.keys()]).toEqual(['A', 'B']);
    expect(m.zoneCells.get('A')!.map((c) => cellLabel(m, c))).toEqual(['e1', 'f1', 'e2']);
    expect(m.zones.get('B')).toHaveLength(2);
    expect(m.text).toBe(CROSSROADS);
  });

  test('a row may start with a wall; a comment is text that is not a row', () => {
    const m = parseMap('# a comment\n# . .\n . A .');
    expect(m.height).toBe(2);
    expect(m.terrain[0]).toBe(Terrain.Wall);
  });

  test('_ and space are no hex; the rim of the board is an edge', () => {
    const m = parseMap('_ . .\n . . .\n. . _');
    expect(m.terrain[0]).toBe(Terrain.None);
    expect(cellOf(m, { q: 0, r: 0 })).toBe(-1);
    expect(m.edge[1 * 3 + 1]).toBe(1);
  });

  test('coordinates: c4 names column c, row 4; typed case-insensitively', () => {
    const m = parseMap(CROSSROADS);
    const c = parseCellLabel(m, 'C4');
    expect(cellLabel(m, c)).toBe('c4');
    expect(parseCellLabel(m, 'z9')).toBe(-1);
  });

  test('walls and obstacles block sight; figures do not (Shoot/Throw: unobstructed)', () => {
    const m = parseMap('. . . . .\n . . . . .\n. . # . .');
    expect(lineOfSight(m, parseCellLabel(m, 'a1'), parseCellLabel(m, 'e1'))).toBe(true);
    const walled = parseMap('. . # . .\n . . . . .');
    expect(lineOfSight(walled, parseCellLabel(walled, 'a1'), parseCellLabel(walled, 'e1'))).toBe(false);
    const smoke = parseMap('. . % . .');
    expect(lineOfSight(smoke, parseCellLabel(smoke, 'a1'), parseCellLabel(smoke, 'e1'))).toBe(false);
  });

  describe('a bad map is reported with its line and column', () => {
    const fault = (text: string) => {
      try {
        parseMap(text, 'bad.map');
      } catch (e) {
        expect(e).toBeInstanceOf(MapError);
        const m = e as MapError;
        return { line: m.line, column: m.column, reason: m.reason, message: m.message };
      }
      throw new Error('no error');
    };
    test('an unknown symbol', () => {
      expect(fault('. . .\n . x .')).toMatchObject({ line: 2, column: 4, reason: expect.stringMatching(/"x" is not a map symbol/) });
    });
    test('two characters in one hex', () => {
      expect(fault('. .. .')).toMatchObject({ line: 1, column: 4, reason: expect.stringMatching(/one character each/) });
    });
    test('an odd row not shifted', () => {
      expect(fault('. . .\n. . .')).toMatchObject({ line: 2, column: 1, reason: expect.stringMatching(/indent this row/) });
    });
    test('an unknown key, and the message carries the source', () => {
      expect(fault('title: X\n. .')).toMatchObject({ line: 1, column: 1, message: expect.stringMatching(/^bad\.map:1:1: unknown key "title"/) });
    });
    test('no rows at all', () => {
      expect(fault('# nothing\nname: Empty')).toMatchObject({ line: 2, reason: expect.stringMatching(/at least one row/) });
    });
    test('tabs', () => {
      expect(fault('.\t.')).toMatchObject({ line: 1, column: 2, reason: expect.stringMatching(/tabs/) });
    });
  });
});
