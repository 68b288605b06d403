// Every diagnostic kind: its stable code, the file, the line and column of the YAML node at fault,
// and the message. One small bad adventure each.
import { CODES, formatDiagnostic, loadAdventureText, validateText } from '../../src/adventure';
import type { HexMap } from '../../src/combat';
import type { CombatEngine } from '../../src/adventure/combat-port';
import { setCombatEngine } from '../../src/adventure/combat-port';

const HEAD = 'law: 1\nid: bad\ntitle: Bad\nversion: "1"\nstart: 1\n';

/** Lines 1-5 are the head; sections start at line 6. */
function diags(body: string, head = HEAD) {
  return validateText(head + body, 'bad.yaml', (rel) => {
    if (rel === 'maps/ok.map') return 'A . B\n';
    if (rel === 'maps/broken.map') return 'A . B\n. ? .\n';
    throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
  }).diagnostics.filter((d) => d.code !== 'LAW0110');
}

function one(body: string, head = HEAD) {
  const ds = diags(body, head);
  if (ds.length !== 1) throw new Error(`expected one diagnostic, got ${ds.length}:\n${ds.map(formatDiagnostic).join('\n')}`);
  return ds[0];
}

// A stand-in for the combat engine's map parser and bestiary, so these tests do not depend on it.
const engine: CombatEngine = {
  parseMap(text) {
    const zones = new Map<string, Array<{ q: number; r: number }>>();
    text.split('\n').forEach((line, r) => {
      const bad = line.indexOf('?');
      if (bad >= 0) throw Object.assign(new Error(`${r + 1}:${bad + 1}: "?" is not a map symbol`), { line: r + 1, column: bad + 1, reason: '"?" is not a map symbol' });
      line.split(/\s+/).forEach((ch, q) => {
        if (/^[A-Z]$/.test(ch)) zones.set(ch, [...(zones.get(ch) ?? []), { q, r }]);
      });
    });
    return { zones } as unknown as HexMap;
  },
  findCreature: (n) => (n.toLowerCase() === 'goblin' ? { name: 'Goblin', st: 9, dx: 10, iq: 7, armor: 1, attacks: [], weapon: 'Club', description: '' } : undefined),
  creatureNames: () => ['Goblin'],
  runEncounter: async () => {
    throw new Error('not in these tests');
  },
};
beforeAll(() => setCombatEngine(engine));
afterAll(() => setCombatEngine(undefined));

test('LAW0001: a YAML syntax error, at its place', () => {
  const d = one('sections:\n  1:\n    text: "unclosed\n');
  expect(d).toMatchObject({ code: 'LAW0001', file: 'bad.yaml', line: 9, column: 1, severity: 'error', message: 'Missing closing "quote' });
  const tab = one('sections:\n  1:\n    end: A\n\tx: 1\n');
  expect(tab).toMatchObject({ code: 'LAW0001', line: 9, column: 1, message: 'Tabs are not allowed as indentation' });
  expect(tab.hint).toMatch(/^check the indentation/);
});

test('LAW0002: an unknown key, with the key it was probably meant to be', () => {
  const d = one('sections:\n  1:\n    txt: Hello\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0002', line: 8, column: 5, message: 'section 1 has no key "txt"' });
  expect(d.hint).toMatch(/^did you mean "text"\?/);
});

test('LAW0003: a missing key', () => {
  const d = one('sections:\n  1:\n    check:\n      roll: 3/DX\n      pass: 1\n');
  expect(d).toMatchObject({ code: 'LAW0003', line: 9, column: 7, message: 'the check of section 1 needs "fail"' });
});

test('LAW0004: a value of the wrong kind', () => {
  const d = one('sections:\n  1:\n    options: Go north\n');
  expect(d).toMatchObject({ code: 'LAW0004', line: 8, column: 14, message: 'the options of section 1 must be a list, not the text "Go north"' });
});

test('LAW0005: a section id that cannot name a section', () => {
  const d = one('sections:\n  1:\n    end: Over\n  "two words":\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0005', line: 9, column: 3, message: '"two words" cannot name a section' });
});

test('LAW0006: an option that goes to a section that does not exist, with the range of sections', () => {
  const d = one('sections:\n  1:\n    options:\n      - option: North\n        goto: 2\n      - option: South\n        goto: 99\n  2:\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0006', line: 12, column: 15, message: 'section 1 option 2 goes to 99, which does not exist' });
  expect(d.hint).toBe('sections run from 1 to 2');
});

test('LAW0007: a check that is not a check', () => {
  const d = one('sections:\n  1:\n    check: { roll: 3/XY, pass: 1, fail: 1 }\n');
  expect(d).toMatchObject({ code: 'LAW0007', line: 8, column: 20 });
  expect(d.message).toMatch(/^the check of section 1: "3\/XY" is not a check/);
});

test('LAW0008: a bad dice expression', () => {
  const d = one('sections:\n  1:\n    do:\n      - damage: 2Q6\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0008', line: 9, column: 17 });
  expect(d.message).toMatch(/"2Q6" is not a dice expression/);
});

test('LAW0009: a bad condition, pointing at the column of the fault inside it', () => {
  const d = one('sections:\n  1:\n    options:\n      - option: Go\n        if: gold >= and KEY\n        end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0009', line: 10, column: 21, message: 'section 1 option 1: "and" where a value was expected in "gold >= and KEY"' });
});

test('LAW0010: an unknown skill, with a suggestion', () => {
  const d = one('sections:\n  1:\n    check: { roll: 3/ST+Climing, pass: 1, fail: 1 }\n');
  expect(d).toMatchObject({ code: 'LAW0010', line: 8, column: 25, message: 'the check of section 1: "Climing" is not a skill of the rules', hint: 'did you mean Climbing?' });
});

test('LAW0011: an unknown spell', () => {
  const d = one('sections:\n  1:\n    options:\n      - option: Read\n        if: spell(Read Minds)\n        end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0011', line: 10, column: 19, message: 'section 1 option 1: "Read Minds" is not a spell of the rules', hint: 'did you mean Read Mind?' });
});

test('LAW0012: an unknown item', () => {
  const d = one('sections:\n  1:\n    do:\n      - gain: Silver Kye\n    end: Over\n', `${HEAD}items:\n  Silver Key: a key\n`);
  expect(d).toMatchObject({ code: 'LAW0012', line: 11, column: 15, message: 'an effect of section 1: "Silver Kye" is not an item of this adventure' });
  expect(d.hint).toMatch(/^did you mean Silver Key\?/);
});

test('LAW0013: an unknown creature', () => {
  const d = one('maps:\n  m: "A . B"\nsections:\n  1:\n    fight: { map: m, foes: [Goblim], victory: 1 }\n');
  expect(d).toMatchObject({ code: 'LAW0013', line: 10, column: 29, message: 'foe 1 of the fight of section 1: "Goblim" is neither in the bestiary nor under "creatures:"', hint: 'did you mean Goblin?' });
});

test('LAW0014: an unknown map', () => {
  const d = one('sections:\n  1:\n    fight: { map: cave, foes: [Goblin], victory: 1 }\n');
  expect(d).toMatchObject({ code: 'LAW0014', line: 8, column: 19, message: 'the fight of section 1 is fought on map "cave", which is not under "maps:"' });
});

test('LAW0015: a bad map, at its line and column in the YAML block', () => {
  const d = one('maps:\n  cave: |\n    A . B\n    . ? .\nsections:\n  1:\n    fight: { map: cave, foes: [Goblin], victory: 1 }\n');
  expect(d).toMatchObject({ code: 'LAW0015', line: 9, column: 7, message: 'map "cave": "?" is not a map symbol' });
});

test('LAW0015: a bad map in its own file, at its line and column there', () => {
  const ds = diags('maps:\n  cave: { file: maps/broken.map }\nsections:\n  1:\n    fight: { map: cave, foes: [Goblin], victory: 1 }\n');
  expect(ds).toHaveLength(1);
  expect(ds[0]).toMatchObject({ code: 'LAW0015', file: 'maps/broken.map', line: 2, column: 3 });
});

test('LAW0016: a random table with a gap and an overlap', () => {
  const ds = diags('sections:\n  1:\n    random:\n      roll: D6\n      results:\n        1-3: 1\n        3: 1\n        5-6: 1\n');
  expect(ds.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
    ['LAW0016', 11, 9, 'the random table of section 1: D6 can roll 4, which no row covers'],
    ['LAW0016', 12, 9, 'the random table of section 1: 3 overlaps 1-3'],
  ]);
});

test('LAW0017: two ways on', () => {
  const d = one('sections:\n  1:\n    goto: 1\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0017', line: 9, column: 5, message: 'section 1 has both "goto" and "end"' });
});

test('LAW0018: no way on', () => {
  const d = one('sections:\n  1:\n    text: A dead end.\n');
  expect(d).toMatchObject({ code: 'LAW0018', line: 8, column: 5, message: 'section 1 has no way on' });
});

test('LAW0019: a bad effect', () => {
  const d = one('sections:\n  1:\n    do:\n      - sleep: all day\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0019', line: 9, column: 16, message: 'an effect of section 1: sleep is "night", "interrupted" or "until HH:MM", not the text "all day"' });
});

test('LAW0020: an undeclared counter', () => {
  const d = one('sections:\n  1:\n    options:\n      - option: Ring\n        if: bells >= 2\n        end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0020', line: 10, column: 13, message: 'section 1 option 1: "bells" is not a counter of this adventure' });
});

test('LAW0021: an unknown table', () => {
  const d = one('sections:\n  1:\n    random: weather\n');
  expect(d).toMatchObject({ code: 'LAW0021', line: 8, column: 13, message: 'section 1 rolls on table "weather", which does not exist' });
});

test('LAW0022: a placeholder that does not exist', () => {
  const d = one('sections:\n  1:\n    text: "Hello, {name}."\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0022', line: 8, column: 19, message: 'section 1: "{name}" is not a placeholder' });
});

test('LAW0023: a section written twice', () => {
  const d = one('sections:\n  1:\n    end: Over\n  1:\n    end: Again\n');
  expect(d).toMatchObject({ code: 'LAW0023', line: 9, column: 3, message: 'section 1 is written twice' });
});

test('LAW0024: a format version this law does not read', () => {
  const d = one('sections:\n  1:\n    end: Over\n', HEAD.replace('law: 1', 'law: 2'));
  expect(d).toMatchObject({ code: 'LAW0024', line: 1, column: 1 });
});

test('LAW0025: a value out of its allowed set', () => {
  const d = one('sections:\n  1:\n    check: { roll: 3/DX, who: everyone, pass: 1, fail: 1 }\n');
  expect(d).toMatchObject({ code: 'LAW0025', line: 8, column: 31, message: 'the check of section 1: who rolls is one of chosen, best, each, leader, not "everyone"' });
});

test('LAW0026: a map file that cannot be read', () => {
  const d = one('maps:\n  cave: { file: maps/nothing.map }\nsections:\n  1:\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0026', line: 7, column: 17, message: 'map "cave": cannot read maps/nothing.map (ENOENT)' });
});

test('LAW0101: a section no path reaches (a warning)', () => {
  const d = one('sections:\n  1:\n    end: Over\n  2:\n    end: Never\n');
  expect(d).toMatchObject({ code: 'LAW0101', severity: 'warning', line: 9, column: 3, message: 'no path reaches section 2' });
});

test('LAW0102: a plotword tested but never set', () => {
  const d = one('sections:\n  1:\n    options:\n      - option: Go\n        if: not TRAITOR\n        end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0102', severity: 'error', line: 10, column: 17, message: 'plotword TRAITOR is tested but never set' });
});

test('LAW0103: a plotword set but never tested (a warning, unless declared)', () => {
  const d = one('sections:\n  1:\n    do: [plotword: HERO]\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0103', severity: 'warning', line: 8, column: 20, message: 'plotword HERO is set but never tested' });
  expect(diags('plotwords:\n  HERO: kept for a sequel\nsections:\n  1:\n    do: [plotword: HERO]\n    end: Over\n')).toEqual([]);
});

test('LAW0104: a start zone too small for the party', () => {
  const d = one('maps:\n  m: "A . B"\nsections:\n  1:\n    fight: { map: m, foes: [Goblin], victory: 2 }\n  2:\n    end: Over\n', `${HEAD}party: { min: 1, max: 2 }\n`);
  expect(d).toMatchObject({ code: 'LAW0104', line: 11, column: 12, message: 'section 1: start zone A of map "m" has 1 hex for the party (up to 2)' });
});

test('LAW0105: a start zone missing from the map', () => {
  const d = one('maps:\n  m: "A . B"\nsections:\n  1:\n    fight: { map: m, foes: [{ creature: Goblin, zone: C }], victory: 2 }\n  2:\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0105', line: 10, column: 12, message: 'section 1: map "m" has no start zone C for 1 foe' });
});

test('LAW0106: a counter changed but never tested', () => {
  const d = one('counters:\n  bells: 0\nsections:\n  1:\n    do: [add: { bells: 1 }]\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0106', severity: 'warning', line: 10, column: 17, message: 'counter bells is changed but never tested' });
});

test('LAW0107: an item declared and never used', () => {
  const d = one('items:\n  Old Boot: smelly\nsections:\n  1:\n    end: Over\n');
  expect(d).toMatchObject({ code: 'LAW0107', severity: 'warning', line: 7, column: 3, message: 'item "Old Boot" is declared but never used' });
});

test('LAW0109: a section from which no ending can be reached', () => {
  const d = one('sections:\n  1:\n    options:\n      - option: Out\n        end: Over\n      - option: In\n        goto: 2\n  2:\n    goto: 2\n');
  expect(d).toMatchObject({ code: 'LAW0109', line: 13, column: 3, message: 'no path from section 2 leads to an ending' });
});

test('LAW0110: without a combat engine, creatures and maps are not checked (a warning)', () => {
  setCombatEngine(null);
  try {
    const r = loadAdventureText(`${HEAD}sections:\n  1:\n    end: Over\n`, 'x.yaml');
    expect(r.diagnostics.map((d) => d.code)).toEqual([]);
    const s = loadAdventureText(`${HEAD}maps:\n  m: "A . B"\nsections:\n  1:\n    fight: { map: m, foes: [Goblin], victory: 1 }\n`, 'x.yaml');
    expect(s.diagnostics).toEqual([expect.objectContaining({ code: 'LAW0110', severity: 'warning', line: 1, column: 1 })]);
  } finally {
    setCombatEngine(engine);
  }
});

test('every problem of a file is reported at once, sorted by place', () => {
  const ds = diags('sections:\n  1:\n    txt: hi\n    options:\n      - option: A\n        goto: 5\n      - option: B\n        if: has(Nothing)\n        end: X\n');
  expect(ds.map((d) => `${d.line}:${d.code}`)).toEqual(['8:LAW0002', '11:LAW0006', '13:LAW0012']);
});

test('every code is listed, and formatted as file:line:column: severity code: message, then the hint', () => {
  for (const code of Object.keys(CODES)) expect(code).toMatch(/^LAW0[01]\d\d$/);
  expect(formatDiagnostic({ code: 'LAW0006', severity: 'error', file: 'a.yaml', line: 3, column: 9, message: 'm', hint: 'h' })).toBe('a.yaml:3:9: error LAW0006: m\n  hint: h');
});
