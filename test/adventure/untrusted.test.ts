// Adventure files are untrusted input (issue 10): a file from a stranger may not read files outside
// its folder, take names that every JavaScript object has for its own, exhaust the stack with
// nesting, give what a character sheet cannot hold or a fight cannot play, or hide values behind
// YAML aliases. Each case is refused with a diagnostic at its place, or played safely.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Diagnostic, GameEvent } from '../../src/adventure';
import {
  condEnv, formatDiagnostic, formatSave, loadAdventureFile, loadAdventureText, makeSave, newGame, parseCondition, readSave, saveMismatch, SHEET_LIMITS,
  validateText,
} from '../../src/adventure';
import { MAX_CONDITION_DEPTH } from '../../src/adventure/condition';
import { readSheet, SheetError } from '../../src/character/sheet';
import { hero, load, play } from './helpers';

const HEAD = 'law: 1\nid: bad\ntitle: Bad\nversion: "1"\nstart: 1\n';

function diags(text: string, file = 'bad.yaml'): Diagnostic[] {
  return loadAdventureText(text, file).diagnostics.filter((d) => d.severity === 'error');
}

function only(text: string): Diagnostic {
  const ds = diags(text);
  if (ds.length !== 1) throw new Error(`expected one error, got ${ds.length}:\n${ds.map(formatDiagnostic).join('\n')}`);
  return ds[0];
}

/** An adventure with a fight on a map given by `file:`, written into a fresh folder. */
function adventureIn(dir: string, mapFile: string): string {
  const file = path.join(dir, 'adv.yaml');
  fs.writeFileSync(file, `${HEAD}maps:\n  m: { file: ${JSON.stringify(mapFile)} }\nsections:\n  1:\n    fight: { map: m, foes: [Goblin], victory: 2 }\n  2:\n    end: Over\n`);
  return file;
}

const made: string[] = [];
function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-untrusted-'));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const GOOD_MAP = 'A . . B\n . . . .\n';

describe('a map file is a regular file inside the adventure\'s folder, of a bounded size', () => {
  const secrets = ['root:', 'PATH=', 'HOME='];
  const mapError = (file: string) => {
    const r = loadAdventureFile(file, 'adv.yaml');
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    const d = errors[0];
    for (const s of secrets) expect(formatDiagnostic(d)).not.toContain(s);
    return d;
  };

  test('an absolute path is refused before anything is read: /etc/passwd, /proc/self/environ, /dev/zero', () => {
    const dir = tmp();
    for (const target of ['/etc/passwd', '/proc/self/environ', '/dev/zero', '/dev/urandom']) {
      const d = mapError(adventureIn(dir, target));
      expect(d).toMatchObject({ code: 'LAW0026', line: 7, column: 14, message: `map "m": cannot read ${target} (an absolute path)` });
      expect(d.hint).toMatch(/relative to the adventure file/);
    }
  });

  test('a path that climbs out of the folder with ".." is refused', () => {
    const dir = tmp();
    const d = mapError(adventureIn(dir, '../../../../../../etc/passwd'));
    expect(d.message).toBe('map "m": cannot read ../../../../../../etc/passwd (outside the adventure\'s folder)');
    expect(mapError(adventureIn(dir, 'maps/../../x.map')).message).toMatch(/outside the adventure's folder/);
  });

  test('a symbolic link inside the folder that leads outside is refused, to a file or to a device', () => {
    const dir = tmp();
    fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd.map'));
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero.map'));
    fs.mkdirSync(path.join(dir, 'maps'));
    fs.symlinkSync('/etc', path.join(dir, 'maps', 'etc'));
    expect(mapError(adventureIn(dir, 'passwd.map')).message).toBe('map "m": cannot read passwd.map (a link to a place outside the adventure\'s folder)');
    expect(mapError(adventureIn(dir, 'zero.map')).message).toMatch(/a link to a place outside/);
    expect(mapError(adventureIn(dir, 'maps/etc/passwd')).message).toMatch(/a link to a place outside/);
  });

  test('a link that stays inside the folder is followed', () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'maps'));
    fs.writeFileSync(path.join(dir, 'maps', 'real.map'), GOOD_MAP);
    fs.symlinkSync(path.join(dir, 'maps', 'real.map'), path.join(dir, 'alias.map'));
    const r = loadAdventureFile(adventureIn(dir, 'alias.map'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.adventure!.maps.get('m')!.text).toBe(GOOD_MAP);
  });

  test('a folder, a FIFO, or a file larger than 256 KiB is refused without being read', () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'maps'));
    expect(mapError(adventureIn(dir, 'maps')).message).toBe('map "m": cannot read maps (a folder, not a file)');
    fs.writeFileSync(path.join(dir, 'big.map'), `${'. '.repeat(40)}\n`.repeat(4000));
    const big = mapError(adventureIn(dir, 'big.map'));
    expect(big.message).toBe('map "m": cannot read big.map (larger than 256 KiB)');
    let fifo = false;
    try {
      execFileSync('mkfifo', [path.join(dir, 'pipe.map')]);
      fifo = true;
    } catch {
      // no mkfifo here: the FIFO case is not tried
    }
    if (fifo) expect(mapError(adventureIn(dir, 'pipe.map')).message).toBe('map "m": cannot read pipe.map (not a regular file)');
  });

  test('the adventure file itself is read only if it is a regular file, and only so far', () => {
    const dev = loadAdventureFile('/dev/zero', 'zero.yaml');
    expect(dev.diagnostics).toEqual([expect.objectContaining({ code: 'LAW0026', message: 'cannot read the adventure (not a regular file)' })]);
    const dir = tmp();
    const huge = path.join(dir, 'huge.yaml');
    fs.writeFileSync(huge, `${HEAD}about: "${'x'.repeat(5 * 1024 * 1024)}"\n`);
    expect(loadAdventureFile(huge, 'huge.yaml').diagnostics).toEqual([expect.objectContaining({ code: 'LAW0026', message: 'cannot read the adventure (larger than 4 MiB)' })]);
  });

  test('a reader given by the caller is never asked for an absolute path or one that climbs out', () => {
    const asked: string[] = [];
    const readFile = (rel: string) => {
      asked.push(rel);
      return GOOD_MAP;
    };
    for (const p of ['/etc/passwd', '..\\..\\x.map', 'C:\\x.map', '../x.map', '']) {
      const r = loadAdventureText(`${HEAD}maps:\n  m: { file: ${JSON.stringify(p)} }\nsections:\n  1:\n    end: Over\n`, 'x.yaml', { readFile });
      expect(r.diagnostics.filter((d) => d.code === 'LAW0026')).toHaveLength(1);
    }
    expect(asked).toEqual([]);
  });
});

describe('names that every JavaScript object has are ordinary names', () => {
  const NAMES = `law: 1
id: names
title: Names
version: "1"
start: 1
counters:
  constructor: 0
items:
  toString: A knot of string.
  __proto__: A thing with a strange name.
  valueOf: Worth something.
sections:
  1:
    options:
      - option: Enter the hall
        if: visited(constructor) = 0 and visited(toString) = 0 and visited(hasOwnProperty) = 0 and constructor = 0 and not has(__proto__) and count(toString) = 0
        goto: constructor
      - option: Give up
        end: Wrong
  constructor:
    do:
      - add: { constructor: 1 }
      - gain: toString
    goto: toString
  toString:
    do: [gain: __proto__]
    goto: valueOf
  valueOf:
    options:
      - option: Look back
        if: visited(constructor) = 1 and visited(toString) = 1 and visited(hasOwnProperty) = 0 and constructor = 1 and has(__proto__) and has(toString) and not has(valueOf)
        goto: hasOwnProperty
      - option: Give up
        end: Wrong
  hasOwnProperty:
    end: { title: Right, kind: victory }
`;

  test('sections, counters and items named constructor, toString, valueOf, hasOwnProperty, __proto__: play works', async () => {
    const adv = load(NAMES);
    const fresh = newGame(adv, [hero()], 'x');
    // visited(constructor) is 0 before any visit, as is the counter.
    const env = condEnv(fresh);
    expect(env.visited('constructor')).toBe(0);
    expect(env.visited('toString')).toBe(0);
    expect(env.visited('__proto__')).toBe(0);
    expect(env.counter('constructor')).toBe(0);
    expect(env.counter('valueOf')).toBe(0);
    const p = await play(adv, [hero()], { answers: ['1', '1'] });
    expect(p.state.ended).toEqual({ section: 'hasOwnProperty', title: 'Right', kind: 'victory' });
    expect(p.state.counters.constructor).toBe(1);
    expect(Object.hasOwn(p.state.visits, 'constructor')).toBe(true);
    // A save stores numbers, never a function's text, and reads back the same.
    const text = formatSave(makeSave(adv, 'x', 'auto', ['Ajax'], p.state, []));
    expect(text).not.toMatch(/function|native code/);
    expect(readSave(text, 'x.json').state).toEqual(p.state);
  });

  test('in conditions, constructor( is not a test and toString not a word of the language', () => {
    expect(only(`${HEAD}sections:\n  1:\n    options:\n      - option: A\n        if: constructor(x)\n        end: X\n`)).toMatchObject({ code: 'LAW0009', message: expect.stringContaining('"constructor" is not a test') });
    expect(only(`${HEAD}sections:\n  1:\n    options:\n      - option: A\n        if: toString > 0\n        end: X\n`)).toMatchObject({ code: 'LAW0009' });
    // A counter named after a property of every object is checked like any other name.
    expect(only(`${HEAD}sections:\n  1:\n    options:\n      - option: A\n        if: constructor > 0\n        end: X\n`)).toMatchObject({ code: 'LAW0020', message: expect.stringContaining('"constructor" is not a counter') });
    expect(only(`${HEAD}sections:\n  1:\n    options:\n      - option: A\n        if: visited(valueOf) > 0\n        end: X\n`)).toMatchObject({ code: 'LAW0006' });
  });

  test('a save whose mappings hold "__proto__" or "constructor" is read as plain entries, and pollutes nothing', () => {
    const adv = load(NAMES);
    const save = makeSave(adv, 'x', 'auto', ['Ajax'], newGame(adv, [hero()], 'x'), []);
    const text = formatSave(save).replace('"visits":{}', '"visits":{"__proto__":{"polluted":1},"constructor":2}');
    expect(() => readSave(text, 'x.json')).toThrow(/visits: "__proto__" must be a whole number/);
    const back = readSave(formatSave(save).replace('"visits":{}', '"visits":{"__proto__":3,"constructor":2}').replace('"counters":{"constructor":0}', '"counters":{"constructor":5,"toString":1}'), 'x.json');
    const env = condEnv(back.state);
    expect(env.visited('constructor')).toBe(2);
    expect(env.visited('toString')).toBe(0);
    expect(env.counter('constructor')).toBe(5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(back.state.visits)).toBe(Object.prototype);
  });

  test('a save that stands at a section the adventure does not have is refused on resume', () => {
    const adv = load(NAMES);
    const save = makeSave(adv, 'x', 'auto', ['Ajax'], newGame(adv, [hero()], 'x'), []);
    const back = readSave(formatSave(save).replace('"at":"1"', '"at":"toString2"'), 'x.json');
    expect(saveMismatch(back, adv)).toBe('the save is damaged: it stands at section "toString2", which "Names" does not have');
  });
});

describe('nesting is limited with a diagnostic, never a stack overflow', () => {
  const cond = (c: string) => `${HEAD}sections:\n  1:\n    options:\n      - option: A\n        if: ${JSON.stringify(c)}\n        end: X\n`;

  test(`a condition nested deeper than ${MAX_CONDITION_DEPTH} (parentheses, "not"s, terms) is LAW0009 at the place`, () => {
    for (const c of ['('.repeat(5000) + 'gold' + ')'.repeat(5000), 'not '.repeat(20000) + 'gold', `gold${' + 1'.repeat(20000)} > 0`]) {
      const d = only(cond(c.length > 2000 ? c.slice(0, 1990) : c));
      expect(d.code).toBe('LAW0009');
      expect(d.message).toMatch(/nested deeper than 64 levels/);
    }
    expect(() => parseCondition('('.repeat(100000) + 'gold' + ')'.repeat(100000))).toThrow(/more than the 2000 allowed/);
    expect(() => parseCondition('not '.repeat(100000) + 'gold')).toThrow(/more than the 2000 allowed/);
    // As deep as allowed is read.
    expect(diags(cond('('.repeat(MAX_CONDITION_DEPTH) + 'gold > 0' + ')'.repeat(MAX_CONDITION_DEPTH)))).toEqual([]);
    expect(diags(cond('not '.repeat(MAX_CONDITION_DEPTH) + 'gold > 0'))).toEqual([]);
  });

  test('YAML nested more than 100 deep is LAW0032 at the place, on both parsers', () => {
    const flow = `${HEAD}sections:\n  1:\n    end: X\nabout: ${'['.repeat(3000)}${']'.repeat(3000)}\n`;
    // The root mapping is level 1, so the 100th bracket is the first too deep.
    expect(only(flow)).toMatchObject({ code: 'LAW0032', line: 9, column: 107, message: 'the YAML is nested deeper than 100 levels of mappings and lists' });
    // A syntax error further on sends the file to the careful parser: the depth is found first.
    expect(only(`${flow}broken: "\n`)).toMatchObject({ code: 'LAW0032', line: 9 });
    const block = `${HEAD}sections:\n  1:\n    end: X\nabout:\n${Array.from({ length: 600 }, (_, i) => `${' '.repeat(i + 1)}- `).join('\n')}x\n`;
    expect(only(block)).toMatchObject({ code: 'LAW0032' });
    const maps = `${HEAD}sections:\n  1:\n    end: X\nabout:\n${Array.from({ length: 1500 }, (_, i) => `${' '.repeat(i + 1)}a:`).join('\n')} x\n`;
    expect(only(maps)).toMatchObject({ code: 'LAW0032' });
    // Outcomes inside outcomes, as deep as allowed, are read (and refused only for what they are).
    const ok = `${HEAD}sections:\n  1:\n    end: X\nabout: ${'['.repeat(95)}${']'.repeat(95)}\n`;
    expect(diags(ok).map((d) => d.code)).toEqual(['LAW0004']);
  });
});

describe('the loader accepts only what the engine can play and a sheet can hold', () => {
  const effect = (e: string) => `${HEAD}sections:\n  1:\n    do:\n      - ${e}\n    end: Over\n`;

  test('an amount past what a character sheet holds is LAW0025: gold 1e308, XP, karma, damage dice', () => {
    expect(only(effect('gold: 1e308'))).toMatchObject({ code: 'LAW0025', line: 9, column: 15, message: 'an effect of section 1: gold 1e+308 is more than a character sheet holds (at most 1,000,000,000 at once)' });
    expect(only(effect('gold: -1000000001')).code).toBe('LAW0025');
    expect(diags(effect('gold: 1000000000'))).toEqual([]);
    expect(only(effect('xp: 1000001')).code).toBe('LAW0025');
    expect(diags(effect('xp: 1000000'))).toEqual([]);
    expect(only(effect('karma: 10000')).code).toBe('LAW0025');
    expect(only(effect('damage: 100D100+99999')).message).toMatch(/damage "100D100\+99999" \(up to 109,999\) is more than a character sheet holds/);
    expect(diags(effect('damage: 99D100'))).toEqual([]);
  });

  test('an item count past 1,000 is refused (gain: 1000000000000 Torch played forever)', () => {
    expect(only(effect('gain: 1000000000000 Torch'))).toMatchObject({ code: 'LAW0025', message: 'an effect of section 1: gain 1000000000000 is more than the 1000 of one item an effect may give' });
    expect(only(effect('lose: 1001 Torch')).code).toBe('LAW0025');
    expect(diags(effect('gain: 1000 Torch'))).toEqual([]);
  });

  test('time, start day and check numbers are bounded', () => {
    expect(only(effect('time: 99999999999 weeks')).code).toBe('LAW0025');
    expect(only(`${HEAD}start-time: day 99999999999999999999 08:00\nsections:\n  1:\n    end: X\n`).code).toBe('LAW0025');
    expect(only(`${HEAD}sections:\n  1:\n    check: { roll: 3/99999999999, pass: 2, fail: 2 }\n  2:\n    end: X\n`).code).toBe('LAW0007');
  });

  test('each limit is one a character sheet can hold, and one more is refused by the sheet reader', () => {
    for (const [field, limit] of Object.entries(SHEET_LIMITS)) {
      expect(() => readSheet({ ...hero(), [field]: limit })).not.toThrow();
      expect(() => readSheet({ ...hero(), [field]: limit + 1 })).toThrow(SheetError);
    }
  });

  test('rewards that add up past a sheet\'s limit stop at it, and the game says so (docs/rulings.md)', async () => {
    const adv = load(`law: 1
id: rich
title: Rich
version: "1"
start: 1
sections:
  1:
    do:
      - gold: 1000000000
      - gold: 1000000000
      - xp: 1000000
      - xp: 5
      - curse: 9999
      - curse: 1
      - damage: 9999
      - damage: 9999
    end: Over
`);
    const p = await play(adv, [hero({ gold: 30, st: 999 })]);
    const c = p.state.party[0];
    expect(c.gold).toBe(SHEET_LIMITS.gold);
    expect(c.xp).toBe(SHEET_LIMITS.xp);
    expect(c.curses).toBe(SHEET_LIMITS.curses);
    expect(c.damage).toBe(SHEET_LIMITS.damage);
    expect(p.output).toContain("Ajax's gold stays at 1,000,000,000, the most a character sheet holds: the rest is lost");
    expect(p.output).toContain("Ajax's XP stays at 1,000,000");
    // The sheet in the state, and so the save and the sheet written back, can be read again.
    expect(() => readSheet(c)).not.toThrow();
    expect(() => readSave(formatSave(makeSave(adv, 'x', 'auto', ['Ajax'], p.state, [])), 'x.json')).not.toThrow();
  });

  test('a creature the combat engine cannot play is refused: hexes 2, IQ 0, a shield with a two-handed weapon', () => {
    const creature = (extra: string) => `${HEAD}creatures:\n  Blob:\n    st: 12\n    dx: 10\n    iq: 5\n    armor: 2\n    attacks: [{ name: slam, damage: 1D6 }]\n    description: A blob.\n${extra}maps:\n  m: "A . . B"\nsections:\n  1:\n    fight: { map: m, foes: [Blob], victory: 2 }\n  2:\n    end: Over\n`;
    expect(only(creature('    hexes: 2\n'))).toMatchObject({ code: 'LAW0025', line: 14, column: 12, message: 'creature "Blob" cannot fight: hexes: 1, 4 or 7, not 2', hint: 'the combat engine plays creatures of 1, 4 or 7 hexes (the dragons)' });
    expect(diags(creature('    hexes: 4\n').replace('"A . . B"', '|\n    A . . . . .\n     . . . . . .\n    . . . B B .\n     . . . B B .\n'))).toEqual([]);
    expect(only(creature('').replace('iq: 5', 'iq: 0')).code).toBe('LAW0025');
    expect(only(creature('    weapon: 2-Handed Sword\n    shield: Small Shield\n').replace('armor: 2', 'armor: 3').replace('st: 12', 'st: 20')).message).toMatch(/two-handed, so no shield/);
  });

  test('a fight whose start zone the map lacks, or with more figures than hexes, is refused by the loader', () => {
    const fight = (foes: string, map = 'A . . B') => `${HEAD}maps:\n  m: "${map}"\nsections:\n  1:\n    fight: { map: m, foes: ${foes}, victory: 2 }\n  2:\n    end: Over\n`;
    expect(only(fight('[{ creature: Goblin, zone: C }]'))).toMatchObject({ code: 'LAW0105', line: 10, column: 12, message: 'section 1: map "m" has no start zone C for 1 foe' });
    expect(only(fight('[{ creature: Goblin, count: 9 }]'))).toMatchObject({ code: 'LAW0104', message: 'section 1: map "m" has 4 hexes to stand on, and the fight places figures that fill 10' });
    expect(diags(fight('[{ creature: Goblin, count: 3 }]'))).toEqual([]);
  });
});

describe('YAML anchors and aliases are refused (LAW0031), never read as nothing', () => {
  test('an alias and its anchor, each at its place', () => {
    const text = `${HEAD}author: &who Someone\nabout: *who\nsections:\n  1:\n    end: X\n`;
    const ds = diags(text);
    expect(ds.map((d) => [d.code, d.line, d.column])).toEqual([
      ['LAW0031', 6, 9],
      ['LAW0031', 7, 8],
    ]);
    expect(ds[1].message).toBe('the alias *who repeats a value written elsewhere: anchors and aliases are not part of the adventure format');
    expect(ds[0].message).toBe('the anchor &who names a value to repeat: anchors and aliases are not part of the adventure format');
    expect(ds[1].hint).toMatch(/write the value out in full/);
  });

  test('a merge key of a shared creature is refused too', () => {
    const text = `${HEAD}creatures:\n  Wolf: &wolf\n    st: 10\n    dx: 12\n    iq: 5\n    armor: 1\n    attacks: [{ name: bite, damage: 1D6 }]\n    description: A wolf.\n  Big Wolf:\n    <<: *wolf\n    st: 14\nsections:\n  1:\n    end: X\n`;
    const codes = validateText(text, 'x.yaml').diagnostics.map((d) => d.code);
    expect(codes).toEqual(['LAW0031', 'LAW0031']);
  });
});

describe('names are bounded in length', () => {
  test('a section id or an item name of hundreds of characters is refused', () => {
    expect(only(`${HEAD}sections:\n  1:\n    end: X\n  ${'a'.repeat(300)}:\n    end: Y\n`).code).toBe('LAW0005');
    expect(only(`${HEAD}items:\n  ${'A'.repeat(300)}: x\nsections:\n  1:\n    end: X\n`).code).toBe('LAW0025');
  });
});

test('no event of the special-name game says something of the program', async () => {
  const events: GameEvent[] = [];
  const adv = load(`law: 1
id: say
title: Say
version: "1"
start: constructor
counters:
  constructor: 0
sections:
  constructor:
    do: [add: { constructor: 2 }]
    options:
      - option: Go
        if: constructor = 2 and visited(constructor) = 1
        end: Fine
`);
  const p = await play(adv, [hero()], { answers: ['1'] });
  events.push(...p.events);
  expect(p.state.ended?.title).toBe('Fine');
  expect(JSON.stringify(events)).not.toMatch(/function|native code/);
});
