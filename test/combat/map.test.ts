// Maps as text (docs/combat.md, "Maps"): the contract's subset, errors with line and column.
import * as fs from 'node:fs';
import * as path from 'node:path';
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

// A figure on a rim hex may leave the board (docs/combat.md, Maps): a hex with no hex beside it is on
// the rim, so a `_` corner next to the floor inside a wall is a way out nobody meant (the arena's m2,
// from where a goblin slinger fled through the stone wall). Each bundled map lists the rim hexes a
// figure can stand on, as its author describes the ways out; a new map must be added here.
describe('every bundled map can be left only where its author meant', () => {
  const dir = path.join(__dirname, '..', '..', 'adventures', 'maps');
  // Walled all round but for their doors and gates: the exits, exactly.
  const WALLED: Record<string, string> = {
    'arena.map': 'a5 n5', // a gate at each end
    'ruined-hall.map': 'a3', // the fallen west door
    'the-bell-beneath-greywater-belfry.map': 'e7 f7 g7 h7', // the head of the stair, the bottom row
    'the-bell-beneath-greywater-boathouse.map': 'a4 a5 a6 f7 g7 h7', // the landward door; the slipway
    'the-bell-beneath-greywater-cellar.map': 'a3', // the foot of the stair
    'the-bell-beneath-greywater-crypt.map': 'a3', // the flooded steps
    'the-lamp-at-skerry-head-cave.map': 'a4', // the cleft on the west
    'the-lamp-at-skerry-head-hall.map': 'a5 a6 c7 d7 e7 f7', // the door to the night, where the party stands
    'the-lamp-at-skerry-head-stair.map': 'f7 g7 h7 i7 j7', // the stair falling away below
  };
  // Open country, where every rim hex is a way off (a wood, a fen, a cliff top, a spit of shingle).
  const OPEN = [
    'crossroads.map',
    'forest-clearing.map',
    'the-bell-beneath-greywater-causeway.map',
    'the-bell-beneath-greywater-fen.map',
    'the-lamp-at-skerry-head-crown.map',
    'the-lamp-at-skerry-head-lookout.map',
    'the-lamp-at-skerry-head-point.map',
  ];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.map')).sort();
  const openRim = (file: string): string[] => {
    const m = parseMap(fs.readFileSync(path.join(dir, file), 'utf8'), file);
    const out: string[] = [];
    for (let c = 0; c < m.cells; c++) if (m.edge[c] === 1 && (m.terrain[c] === Terrain.Floor || m.terrain[c] === Terrain.Obstacle)) out.push(cellLabel(m, c));
    return out;
  };

  test('each bundled map is listed as walled (with its exits) or open country', () => {
    expect(files).toEqual([...Object.keys(WALLED), ...OPEN].sort());
  });

  test.each(Object.keys(WALLED))('%s: the open rim hexes are its exits', (file) => {
    expect(openRim(file).join(' ')).toBe(WALLED[file]);
  });

  test.each(OPEN)('%s: open country, with a rim all round', (file) => {
    // Its rim reaches all four sides of the board: the first and last rows and columns.
    const m = parseMap(fs.readFileSync(path.join(dir, file), 'utf8'), file);
    const rows = new Set(openRim(file).map((l) => Number(/\d+$/.exec(l)![0])));
    expect(rows.has(1) && rows.has(m.height)).toBe(true);
    expect(openRim(file).length).toBeGreaterThan(2 * m.height);
  });
});
