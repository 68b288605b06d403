// The built CLI, run as a user runs it: a child process with scripted stdin and a fresh LAW_HOME.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, ROOT, runBin, tempHome } from '../helpers/cli';

beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'cli', 'main.js'))) {
    throw new Error('dist/ is missing: the e2e tests run the built CLI; use `npm test`, which builds first');
  }
});

describe('e2e: bin/law', () => {
  let home: string;
  beforeEach(() => {
    home = tempHome('law-e2e-');
  });

  test('odds are exact', () => {
    expect(runBin(['odds', '3/10'])).toEqual({ code: 0, stdout: '50.00%\n', stderr: '' });
    expect(runBin(['odds', '4/14']).stdout).toBe('55.63%\n');
  });

  test('roll is reproducible by seed', () => {
    const a = runBin(['roll', '3/11', '--seed', 'e2e']);
    const b = runBin(['roll', '3/11', '--seed', 'e2e']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^3\/11 needs 11: 62\.50% - rolled \d\+\d\+\d = \d+, (pass|fail) \(margin -?\d+\)\n$/);
  });

  test('create by flags, show, advance', () => {
    const c = runBin(['character', 'create', 'Ajax', '--st', '12', '--dx', '11', '--iq', '9', '--skills', 'Sword:1,Climbing:2', '--weapon', 'Broad Sword'], { home });
    expect(c).toEqual({ code: 0, stdout: 'Saved Ajax to characters/ajax.json.\n', stderr: '' });
    const show = runBin(['character', 'show', 'Ajax', '--json'], { home });
    expect(JSON.parse(show.stdout)).toMatchObject({ name: 'Ajax', type: 'normal', st: 12, dx: 11, iq: 9, xp: 0, derived: { adjustedDx: 11, ma: 5 } });
    const file = path.join(home, 'characters', 'ajax.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), xp: 12 }));
    const adv = runBin(['character', 'advance', 'Ajax', '--skill', 'Climbing'], { home });
    expect(adv.stdout).toBe('Ajax bought Climbing 2 -> 3 for 10 XP; 2 XP left.\n');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).skills).toEqual({ Sword: 1, Climbing: 3 });
  });

  test('create by scripted stdin', () => {
    // Medea, magic user, ST9 DX11 (IQ12), the first spell offered three times (Fire-1, Flash, Shadow-1), weapon 1 (her staff, offered a magic user first: issue 16), no second, no armor, no shield, pronoun 1 (he), save
    const r = runBin(['character', 'create'], { home, input: lines('Medea', 2, 9, 11, 1, 1, 1, 1, 1, 1, 1, 1, 'y') });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Choose a spell of IQ 12 or less: 3 spells left to choose');
    expect(r.stdout).toContain('Saved Medea to characters/medea.json.');
    const sheet = JSON.parse(runBin(['character', 'show', 'Medea', '--json'], { home }).stdout);
    expect(sheet).toMatchObject({ type: 'mage', st: 9, dx: 11, iq: 12, spells: ['Fire-1', 'Flash', 'Shadow-1'], weapons: ['Club'], staff: { capacity: 0, charge: 0 } });
  });

  test('a 33-point character is refused: exit 1, a clear message, nothing written', () => {
    const r = runBin(['character', 'create', 'Greedy', '--st', '13', '--dx', '11', '--iq', '9', '--skills', 'Sword:3'], { home });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('law: cannot create Greedy: ST13 + DX11 + IQ9 = 33 points; a new character has exactly 32 (1 too many)\n');
    expect(fs.readdirSync(home)).toEqual([]);
  });

  test('a corrupt sheet: a clear error, no stack trace, the file unchanged', () => {
    fs.mkdirSync(path.join(home, 'characters'));
    const file = path.join(home, 'characters', 'ajax.json');
    fs.writeFileSync(file, '{"schema": 1, "name": "Ajax",');
    const r = runBin(['character', 'show', 'Ajax'], { home });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^law: characters\/ajax\.json:1:\d+: not valid JSON \(.+\)\n$/);
    expect(r.stderr).not.toMatch(/at .*\.js/);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"schema": 1, "name": "Ajax",');
  });

  test('the main menu from scripted stdin: roll, browse a table, quit', () => {
    const r = runBin([], { home, input: lines(4, '3/10', '', 5, 3, 7) });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ {3}6\) Visit the tavern: card games\n {3}7\) Quit\n> 7\n$/);
    expect(r.stdout).toMatch(/What would you like to do\?\n {3}1\) Play an adventure\n {3}2\) Create a character/);
    expect(r.stdout).toMatch(/3\/10 needs 10: 50\.00% - rolled/);
    expect(r.stdout).toMatch(/Magic Fist/);
  });

  test('a command refuses words it does not take (exit 2) instead of ignoring them', () => {
    const r = runBin(['tables', 'weapons', 'armor'], { home });
    expect(r).toEqual({ code: 2, stdout: '', stderr: "law: error: too many arguments for 'tables'. Expected 1 argument but got 2.\n" });
  });

  test('the main menu ends cleanly at the end of input', () => {
    expect(runBin([], { home, input: '' }).code).toBe(0);
  });

  test('usage errors exit 2 with no stack trace', () => {
    const r = runBin(['chracter', 'list'], { home });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("law: error: unknown command 'chracter' (did you mean character?); see law --help\n");
  });
});
