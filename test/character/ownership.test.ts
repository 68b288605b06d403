// Issue 10, "characters lose what they earned": one owner for every sheet. Each case was seen by a
// user; each test failed before the change that fixed it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CharacterStore, comeHome, formatSheet, purchase, SHEET_LIMITS, sheetJson } from '../../src/character';
import { tempHome } from '../helpers/cli';
import { make } from './fixtures';

describe('a sheet is written where it was read (case 4)', () => {
  test('other.json holding "AJAX!" is changed in place; ajax.json is not touched', () => {
    const store = new CharacterStore(tempHome());
    const ajax = store.create(make());
    const before = fs.readFileSync(ajax, 'utf8');
    const other = path.join(store.dir, 'other.json');
    fs.writeFileSync(other, formatSheet({ ...make({ name: 'AJAX!' }), xp: 50 }));
    store.update(other, (c) => purchase(c, { kind: 'attribute', attribute: 'ST' }).character);
    expect(store.loadFile(other).st).toBe(13);
    expect(fs.readFileSync(ajax, 'utf8')).toBe(before);
  });

  test('a character found by the start of his name is written back to his own file', () => {
    const store = new CharacterStore(tempHome());
    const file = path.join(store.dir, 'foo.json');
    fs.mkdirSync(store.dir, { recursive: true });
    fs.writeFileSync(file, formatSheet({ ...make({ name: 'Hector' }), xp: 20 }));
    const opened = store.open('foo');
    expect(opened.file).toBe(file);
    store.update(opened.file, (c) => ({ ...c, xp: 0 }));
    expect(fs.readdirSync(store.dir).sort()).toEqual(['foo.json']);
  });
});

describe('nothing is written that cannot be read back (case 5)', () => {
  test('ST 999 cannot be bought up to 1000 (CAMPAIGNING, Advancement)', () => {
    const c = { ...make(), st: SHEET_LIMITS.attribute, xp: 5000 };
    expect(() => purchase(c, { kind: 'attribute', attribute: 'ST' })).toThrow(/ST 999 is as high as a sheet holds/);
  });

  test('an update that would make the sheet unreadable is refused and leaves the file as it was', () => {
    const store = new CharacterStore(tempHome());
    const file = store.create(make());
    const before = fs.readFileSync(file, 'utf8');
    expect(() => store.update(file, (c) => ({ ...c, gold: SHEET_LIMITS.gold + 1 }))).toThrow(/not changed, since the sheet would not be readable \(gold: must be from 0/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  test('gold and XP an adventure brings stop at the most a sheet holds, and say what was lost', () => {
    const c = { ...make(), xp: SHEET_LIMITS.xp - 10, gold: SHEET_LIMITS.gold - 5 };
    const home = comeHome(c, c, { ...c, xp: c.xp + 100, gold: c.gold + 50 });
    expect(home.character.xp).toBe(SHEET_LIMITS.xp);
    expect(home.character.gold).toBe(SHEET_LIMITS.gold);
    expect(home.capped).toEqual([`xp ${SHEET_LIMITS.xp} (the most a sheet holds; 90 lost)`, `gold ${SHEET_LIMITS.gold} (the most a sheet holds; 45 lost)`]);
  });
});

describe('what an adventure gives is added to the sheet as it is now (case 1)', () => {
  const start = { ...make(), xp: 10, gold: 20, items: [{ name: 'Torch', count: 2 }, { name: 'Rope', count: 1 }] };

  test('rewards earned elsewhere meanwhile are kept: XP, gold and items add up', () => {
    const now = { ...start, xp: 60, gold: 25, items: [...start.items, { name: 'Lantern', count: 1 }] };
    const end = { ...start, xp: 40, gold: 5, items: [{ name: 'Torch', count: 1 }, { name: 'Gem', count: 3 }], damage: 4 };
    const back = comeHome(now, start, end).character;
    expect(back.xp).toBe(90);
    expect(back.gold).toBe(10);
    // One torch burnt and the rope left behind on the way; the lantern bought meanwhile is kept.
    expect(back.items).toEqual([{ name: 'Torch', count: 1 }, { name: 'Lantern', count: 1 }, { name: 'Gem', count: 3 }]);
  });

  test('an attribute bought while away stays bought; its XP stays spent', () => {
    const bought = purchase({ ...start, xp: 100 }, { kind: 'attribute', attribute: 'DX' }).character;
    const end = { ...start, xp: 35 };
    const back = comeHome(bought, start, end).character;
    expect(back.dx).toBe(start.dx + 1);
    expect(back.xp).toBe(bought.xp + 25);
  });

  test('the hero recovers between adventures (INJURY & EXHAUSTION, Recovery); the dead stay dead', () => {
    const alive = comeHome(start, start, { ...start, damage: 5, fatigue: 3 }).character;
    expect([alive.damage, alive.fatigue, alive.adventure, alive.save]).toEqual([0, 0, null, null]);
    const dead = comeHome(start, start, { ...start, damage: start.st + 2 }).character;
    expect(dead.damage).toBe(start.st + 2);
  });

  test('weapons lost and found: lost ones leave the sheet, found ones join it', () => {
    const now = { ...start, weapons: ['Dagger', 'Broad Sword', 'Club'] };
    const s = { ...start, weapons: ['Broad Sword', 'Dagger'] };
    const back = comeHome(now, s, { ...s, weapons: ['Broad Sword', 'Mace'] }).character;
    expect(back.weapons).toEqual(['Broad Sword', 'Club', 'Mace']);
  });

  test('an unchanged sheet takes the order the adventure left the weapons in', () => {
    const s = { ...start, weapons: ['Broad Sword', 'Dagger'] };
    expect(comeHome(s, s, { ...s, weapons: ['Dagger', 'Broad Sword'] }).character.weapons).toEqual(['Dagger', 'Broad Sword']);
  });
});

describe('one writer at a time (case 6)', () => {
  test('two creations of one name: the second is refused and the first kept', () => {
    const store = new CharacterStore(tempHome());
    store.create(make({ name: 'Ajax' }));
    expect(() => store.create({ ...make({ name: 'Ajax' }), xp: 9 })).toThrow(/a character named "Ajax" is already saved/);
    expect(store.load('Ajax').xp).toBe(0);
    store.create({ ...make({ name: 'Ajax' }), xp: 9 }, { replace: true });
    expect(store.load('Ajax').xp).toBe(9);
  });

  test('a lock left by a killed writer is taken over; a live one is waited for, then refused', () => {
    const store = new CharacterStore(tempHome());
    const file = store.create(make());
    fs.writeFileSync(`${file}.lock`, '999999999\n');
    store.update(file, (c) => ({ ...c, xp: 1 }));
    expect(fs.existsSync(`${file}.lock`)).toBe(false);
    expect(store.load('Ajax').xp).toBe(1);
  });
});

describe('sheets from elsewhere', () => {
  test('a byte-order mark before the JSON is accepted', () => {
    const store = new CharacterStore(tempHome());
    fs.mkdirSync(store.dir, { recursive: true });
    fs.writeFileSync(path.join(store.dir, 'ajax.json'), `\uFEFF${formatSheet(make())}`);
    expect(store.load('Ajax').name).toBe('Ajax');
  });

  test.each([['Ana\u202Eevil'], ['Ana\u001b[31m'], ['Ana\u2066x'], ['Ana\u0085']])('a name with a control or direction character is refused: %j', (name) => {
    expect(() => new CharacterStore(tempHome()).create({ ...make(), name })).toThrow(/name: .* holds a (control character|right-to-left or direction mark)/);
  });

  test('a temp file left by a killed writer is removed by the next write', () => {
    const store = new CharacterStore(tempHome());
    const file = store.create(make());
    const stale = path.join(store.dir, '.ajax.json.999999999.abc123.tmp');
    fs.writeFileSync(stale, '{"half":');
    store.update(file, (c) => c);
    expect(fs.readdirSync(store.dir)).toEqual(['ajax.json']);
  });

  test('a characters folder that cannot be read is an error, not "no characters yet"', () => {
    const home = tempHome();
    fs.writeFileSync(path.join(home, 'characters'), 'a file, not a folder');
    expect(() => new CharacterStore(home).list()).toThrow(/cannot read the characters' folder \(ENOTDIR\)/);
  });

  test('a sheet keeps the save that holds its hero', () => {
    const c = { ...make(), adventure: 'tutorial', save: '/x/saves/tutorial-ajax.json' };
    expect(sheetJson(c).save).toBe('/x/saves/tutorial-ajax.json');
  });
});

describe('what the sheet reader accepts has bounds too (issue 10, found by the loaders fuzz)', () => {
  test('-0 is not a whole number of a sheet, and a list holds at most 1000 entries', () => {
    const store = new CharacterStore(tempHome());
    fs.mkdirSync(store.dir, { recursive: true });
    const file = path.join(store.dir, 'ajax.json');
    fs.writeFileSync(file, formatSheet(make()).replace('"xp": 0', '"xp": -0'));
    expect(() => store.loadFile(file)).toThrow(/xp: must be a whole number, not -0/);
    fs.writeFileSync(file, JSON.stringify({ ...sheetJson(make()), weapons: Array(1001).fill('Dagger') }));
    expect(() => store.loadFile(file)).toThrow(/weapons: holds 1001 names; a sheet holds at most 1000/);
  });
});
