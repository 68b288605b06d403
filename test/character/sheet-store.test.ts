import * as fs from 'node:fs';
import * as path from 'node:path';
import { CharacterStore, fileSlug, formatSheet, readSheet, sheetJson, SHEET_SCHEMA, StoreError } from '../../src/character';
import { tempHome } from '../helpers/cli';
import { make } from './fixtures';

describe('the JSON character sheet', () => {
  test('round-trips through JSON with its schema version and derived figures', () => {
    const c = make({ armor: 'Cloth', shield: 'Large Shield' });
    const json = JSON.parse(formatSheet(c));
    expect(json.schema).toBe(SHEET_SCHEMA);
    expect(json.derived).toEqual({ adjustedDx: 9, ma: 4, armorPoints: 3 });
    expect(readSheet(json)).toEqual(c);
  });

  test('show --json carries the fields tools rely on', () => {
    const json = sheetJson(make());
    for (const k of ['name', 'type', 'st', 'dx', 'iq', 'xp', 'skills', 'spells', 'derived']) expect(json).toHaveProperty(k);
  });

  test.each([
    [{ st: 'twelve' }, /^st: must be a whole number, not "twelve"/],
    [{ type: 'wizard' }, /^type: must be "normal" or "mage"/],
    [{ skills: { Swimmin: 1 } }, /^skills.Swimmin: not a skill of the rules/],
    [{ skills: { Sword: 0 } }, /^skills.Sword: a level is a whole number from 1 to 9999, not 0/],
    [{ spells: ['Fire-2'] }, /^spells\[0\]: "Fire-2" is not a spell/],
    [{ weapons: [3] }, /^weapons\[0\]: 3 is not a weapon/],
    [{ armor: 'Large Shield' }, /^armor: "Large Shield" is not an armor/],
    [{ staff: { capacity: 20, charge: 0 } }, /^staff.capacity: must be a whole number from 0 to IQ \(9\)/],
    [{ items: [{ name: 'Rope', count: 0 }] }, /^items\[0\].count/],
    [{ damage: -1 }, /^damage: must be from 0/],
    [{ xp: undefined }, /^xp: missing/],
    [{ schema: 2 }, /^schema: version 2 was written by a newer law/],
    [{ colour: 'red' }, /^colour: unknown field/],
  ])('a bad field is named: %p', (patch, message) => {
    const json = { ...sheetJson(make()), ...patch } as Record<string, unknown>;
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete json[k];
    expect(() => readSheet(json)).toThrow(message);
  });

  test('something that is not a sheet at all', () => {
    expect(() => readSheet([1, 2])).toThrow(/a character sheet is a JSON object, not a list/);
    expect(() => readSheet({ name: 'x' })).toThrow(/schema: missing; this does not look like a law character sheet/);
  });
});

describe('the character store', () => {
  let home: string;
  let store: CharacterStore;
  beforeEach(() => {
    home = tempHome();
    store = new CharacterStore(home);
  });

  test('saves under characters/ and loads by name in any case', () => {
    const c = make();
    const file = store.create(c);
    expect(file).toBe(path.join(home, 'characters', 'ajax.json'));
    expect(store.load('AJAX')).toEqual(c);
    expect(store.exists('ajax')).toBe(true);
  });

  test('writes atomically: no temp file or lock is left behind', () => {
    const file = store.create(make());
    store.update(file, (c) => ({ ...c, xp: 3 }));
    expect(fs.readdirSync(store.dir)).toEqual(['ajax.json']);
    expect(store.load('Ajax').xp).toBe(3);
  });

  test('a name never escapes the folder as a file name', () => {
    for (const name of ['../../etc/passwd', '..', 'C:\\Windows\\x', '/abs/path', 'a/../../b']) {
      let file: string;
      try {
        file = store.fileFor(name);
      } catch (e) {
        expect(e).toBeInstanceOf(StoreError);
        continue;
      }
      expect(path.dirname(file)).toBe(store.dir);
      expect(path.basename(file)).not.toMatch(/^\./);
    }
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('Sir Ajax the Bold')).toBe('sir-ajax-the-bold');
    expect(fileSlug('Éowyn')).toBe('eowyn');
    expect(() => fileSlug('../..')).toThrow(/no letter or digit/);
  });

  test('a corrupt file is reported as path: what is wrong, and left untouched', () => {
    fs.mkdirSync(store.dir, { recursive: true });
    const file = path.join(store.dir, 'ajax.json');
    const text = '{\n  "schema": 1,\n  "name": "Ajax",\n  oops\n}\n';
    fs.writeFileSync(file, text);
    expect(() => store.load('Ajax')).toThrow(StoreError);
    expect(() => store.load('Ajax')).toThrow(/ajax\.json:4:3: not valid JSON/);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test('a sheet with a bad field names the file and the field', () => {
    fs.mkdirSync(store.dir, { recursive: true });
    fs.writeFileSync(path.join(store.dir, 'ajax.json'), JSON.stringify({ ...sheetJson(make()), dx: 'quick' }));
    expect(() => store.load('Ajax')).toThrow(/ajax\.json: dx: must be a whole number, not "quick"/);
  });

  test('a missing character names the folder and who is there', () => {
    store.create(make());
    expect(() => store.load('Hector')).toThrow(/no character named "Hector" in .*characters \(saved characters: Ajax\)/);
  });

  test('list reads every sheet and reports bad ones without stopping', () => {
    store.create(make());
    store.create(make({ name: 'Hector', st: 12, dx: 12, iq: 8 }));
    fs.writeFileSync(path.join(store.dir, 'broken.json'), 'not json');
    const listed = store.list();
    expect(listed.map((l) => l.character?.name ?? 'error')).toEqual(['Ajax', 'error', 'Hector']);
    expect(listed[1].error).toMatch(/broken\.json: not valid JSON/);
  });

  test('an empty home lists nothing', () => {
    expect(store.list()).toEqual([]);
  });
});

describe('finding a character by the start of the name', () => {
  test('"brannoc" finds "Brannoc the Bold" when only one name starts so', () => {
    const store = new CharacterStore(tempHome());
    store.create(make({ name: 'Brannoc the Bold' }));
    expect(store.load('brannoc').name).toBe('Brannoc the Bold');
    store.create(make({ name: 'Brannoc the Younger' }));
    expect(() => store.load('brannoc')).toThrow(/no character named "brannoc"/);
  });
});
