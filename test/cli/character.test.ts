import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, runInProcess, tempHome } from '../helpers/cli';

const AJAX = ['character', 'create', 'Ajax', '--st', '12', '--dx', '11', '--iq', '9', '--skills', 'Sword:1,Climbing:2', '--weapon', 'Broad Sword', '--armor', 'Leather', '--shield', 'Small Shield'];

describe('law character', () => {
  let home: string;
  beforeEach(() => {
    home = tempHome();
  });

  test('create by flags saves a sheet and says where', async () => {
    const r = await runInProcess(AJAX, { home });
    expect(r).toEqual({ code: 0, stdout: 'Saved Ajax to characters/ajax.json.\n', stderr: '' });
    const sheet = JSON.parse(fs.readFileSync(path.join(home, 'characters', 'ajax.json'), 'utf8'));
    expect(sheet).toMatchObject({ name: 'Ajax', st: 12, weapons: ['Broad Sword'], armor: 'Leather', shield: 'Small Shield', derived: { adjustedDx: 9, ma: 4 } });
  });

  test('a 33-point character is refused: exit 1, a clear message, nothing written', async () => {
    const r = await runInProcess(['character', 'create', 'Greedy', '--st', '13', '--dx', '11', '--iq', '9', '--skills', 'Sword:3'], { home });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('law: cannot create Greedy: ST13 + DX11 + IQ9 = 33 points; a new character has exactly 32 (1 too many)\n');
    expect(fs.existsSync(path.join(home, 'characters'))).toBe(false);
  });

  test('several problems are listed together', async () => {
    const r = await runInProcess(['character', 'create', 'Bad', '--st', '12', '--dx', '11', '--iq', '9', '--skills', 'Sword:1', '--weapon', 'Battle Axe'], { home });
    expect(r.stderr).toMatch(/^law: cannot create Bad: 2 problems: .*skills.*; Battle Axe has heft 15/);
  });

  test('some attributes without the others is a usage error', async () => {
    const r = await runInProcess(['character', 'create', 'X', '--st', '12'], { home });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('law: give --st, --dx and --iq together, or none of them to be asked step by step\n');
  });

  test('a name already saved is refused unless --force', async () => {
    await runInProcess(AJAX, { home });
    const again = await runInProcess(AJAX, { home });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/a character named "Ajax" is already saved \(characters\/ajax\.json\); choose another name or add --force/);
    expect((await runInProcess([...AJAX, '--force'], { home })).code).toBe(0);
  });

  test('a mage by flags, warned about metal armor', async () => {
    const r = await runInProcess(['character', 'create', 'Medea', '--type', 'mage', '--st', '9', '--dx', '11', '--iq', '12', '--spells', 'Blur,Slow,Fire-1', '--armor', 'Chain'], { home });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('law: warning: Chain is metal armor: a magic user wearing it cannot cast spells\n');
  });

  test('a mage by flags with --shield is told plainly that a shield bars casting (ruling "So is a shield on a mage")', async () => {
    const r = await runInProcess(['character', 'create', 'Medea', '--type', 'mage', '--st', '9', '--dx', '11', '--iq', '12', '--spells', 'Blur,Slow,Fire-1', '--weapon', 'staff', '--shield', 'Small Shield'], { home });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('law: warning: Small Shield: a magic user holding a shield cannot cast; dropping it in a fight takes a turn\n');
    expect((await runInProcess(['character', 'show', 'Medea'], { home })).stdout).toContain('cannot cast holding the Small Shield: dropping it takes a turn');
  });

  test('step by step, a magic user is told of the shield before and after choosing it, spells are counted as spells, and the staff needs no pronoun', async () => {
    // name, type Mage, ST 9, DX 11, three spells, the staff, no second weapon, no armor, Small Shield, she, save.
    const input = lines('Mira', 2, 9, 11, 1, 1, 1, 1, 1, 1, 2, 2, 'y');
    const r = await runInProcess(['character', 'create'], { home, input });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Choose a spell of IQ 12 or less: 3 spells left to choose');
    expect(r.stdout).toContain('Choose a spell of IQ 12 or less: 1 spell left to choose');
    expect(r.stdout).not.toMatch(/points? of spells/);
    expect(r.stdout).toContain('a magic user casts with empty hands or holding only the staff');
    expect(r.stdout).toContain('2) Small Shield (stops 1) - a magic user holding a shield cannot cast; dropping it in a fight takes a turn');
    expect(r.stderr).toContain('law: warning: Small Shield: a magic user holding a shield cannot cast;');
    expect(r.stdout).toContain('cannot cast holding the Small Shield: dropping it takes a turn');
  });

  test('every group of skills lists its skills on a line an 80-column menu shows whole (before, "4. Survival" showed none)', async () => {
    const r = await runInProcess(['character', 'create'], { home, input: lines('Ajax', 1, 12, 11) });
    const groups = r.stdout.split('\n').filter((l) => /^ {3}\d\) \w+: /.test(l));
    expect(groups.map((l) => l.split(':')[0].trim())).toEqual(['1) Weapons', '2) Athletics', '3) Social', '4) Survival', '5) Thief', '6) Trades']);
    expect(r.stdout).toContain(' 4) Survival: Land Navigation, Stalker, Stealth, Survival, Tactician, ...');
    // The terminal's menu shows a name of up to 72 characters whole (80 columns less its margin).
    for (const l of groups) expect(l.replace(/^ {3}\d\) /, '').length).toBeLessThanOrEqual(72);
  });

  test('law character ready --help speaks of the character without a pronoun (a she or they reads it too)', async () => {
    const r = await runInProcess(['character', 'ready', '--help'], { home });
    expect(r.stdout.replace(/\s+/g, ' ')).toContain("one of the character's weapons, or \"staff\" for a magic user");
    expect(r.stdout).not.toMatch(/\b(he|his|him)\b/);
  });

  test('create step by step from scripted stdin', async () => {
    // name, type Normal, ST 12, DX 11, group 1 (Weapons) skill 5 (Sword) level 1, group 2
    // (Athletics) skill 2 (Climbing) level 2, weapon 5 (Broad Sword), no second weapon, armor 3
    // (Leather), shield 2 (Small), pronoun 2 (she), save.
    const input = lines('Ajax', 1, 12, 11, 1, 5, 1, 2, 2, 2, 5, 1, 3, 2, 2, 'y');
    const r = await runInProcess(['character', 'create'], { home, input });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Intelligence (IQ) takes the remaining 9 points: ST12 DX11 IQ9.');
    expect(r.stdout).toContain('Choose a skill: 2 points of skills left');
    // Issue 16: weapon skills come first, in a short menu; a weapon skill's level says what it gives.
    expect(r.stdout).toContain(' 1) Weapons: Axe, Bow, Dagger, Pole Arms, Sword, Unarmed Combat');
    expect(r.stdout).toContain('Levels of Sword (each level: +1 DX to hit or +1 damage');
    expect(r.stdout).toContain('Saved Ajax to characters/ajax.json.');
    const shown = JSON.parse((await runInProcess(['character', 'show', 'Ajax', '--json'], { home })).stdout);
    expect(shown).toMatchObject({ skills: { Sword: 1, Climbing: 2 }, weapons: ['Broad Sword'], armor: 'Leather', shield: 'Small Shield', pronoun: 'she' });
  });

  test('--pronoun goes on the sheet, and show says it; a sheet without one says none', async () => {
    expect((await runInProcess([...AJAX, '--pronoun', 'they'], { home })).code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(home, 'characters', 'ajax.json'), 'utf8')).pronoun).toBe('they');
    expect((await runInProcess(['character', 'show', 'Ajax'], { home })).stdout).toMatch(/^Ajax, normal character \(they\/them\)\n/);
    const bad = await runInProcess([...AJAX, '--pronoun', 'it', '--force'], { home });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('"it" is not one of he, she, they.');
    await runInProcess(['character', 'create', 'Bors', '--st', '12', '--dx', '11', '--iq', '9', '--skills', 'Sword:1,Climbing:2'], { home });
    expect((await runInProcess(['character', 'show', 'Bors'], { home })).stdout).toMatch(/^Bors, normal character\n/);
  });

  test('issue 16: step by step, a magic user is offered his staff first, and starts with it in hand (MAGIC, Staffs/Wands)', async () => {
    // name, type Mage, ST 9, DX 11, three spells (the first offered each time), the staff, no
    // second weapon, no armor, no shield, pronoun 1, save.
    const input = lines('Mira', 2, 9, 11, 1, 1, 1, 1, 1, 1, 1, 1, 'y');
    const r = await runInProcess(['character', 'create'], { home, input });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Weapon in hand\n   1) Staff: a club in a fight (D6); you may cast holding it');
    expect(r.stdout).toContain('Weapons  staff (a club in a fight, D6; casting allowed) in hand');
    const shown = JSON.parse((await runInProcess(['character', 'show', 'Mira', '--json'], { home })).stdout);
    expect(shown).toMatchObject({ type: 'mage', weapons: ['Club'], staff: { capacity: 0, charge: 0 } });
  });

  test('scripted creation that runs out of input saves nothing and exits 0', async () => {
    const r = await runInProcess(['character', 'create'], { home, input: lines('Ajax', 1, 12) });
    expect(r.code).toBe(0);
    expect(fs.existsSync(path.join(home, 'characters'))).toBe(false);
  });

  test('show: a handsome sheet, and --json with derived figures', async () => {
    await runInProcess(AJAX, { home });
    const r = await runInProcess(['character', 'show', 'ajax'], { home });
    expect(r.stdout).toMatch(/^Ajax, normal character\n/);
    expect(r.stdout).toMatch(/ST 12 {3}DX 11 \(adjusted 9\) {3}IQ 9 {3}MA 4 {3}XP 0/);
    expect(r.stdout).toMatch(/Weapons {2}Broad Sword \(2D6, heft 12\) in hand/);
    const json = JSON.parse((await runInProcess(['character', 'show', 'Ajax', '--json'], { home })).stdout);
    expect(json).toMatchObject({ name: 'Ajax', type: 'normal', st: 12, dx: 11, iq: 9, xp: 0, skills: { Sword: 1, Climbing: 2 }, spells: [], derived: { adjustedDx: 9, ma: 4 } });
  });

  test('show of someone unknown', async () => {
    const r = await runInProcess(['character', 'show', 'Nobody'], { home });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^law: no character named "Nobody" in characters/);
  });

  test('a corrupt sheet: a clear error and the file unchanged', async () => {
    await runInProcess(AJAX, { home });
    const file = path.join(home, 'characters', 'ajax.json');
    const text = fs.readFileSync(file, 'utf8').replace('"st": 12', '"st": "strong"');
    fs.writeFileSync(file, text);
    const r = await runInProcess(['character', 'advance', 'Ajax', '--attribute', 'st'], { home });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('law: characters/ajax.json: st: must be a whole number, not "strong"\n');
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test('list, as text and JSON, with a broken file reported', async () => {
    await runInProcess(AJAX, { home });
    fs.writeFileSync(path.join(home, 'characters', 'zed.json'), '{');
    const r = await runInProcess(['character', 'list'], { home });
    expect(r.stdout).toMatch(/^Ajax +normal +ST12 DX11 IQ9 +XP 0\n! characters\/zed\.json/);
    const json = JSON.parse((await runInProcess(['character', 'list', '--json'], { home })).stdout);
    expect(json[0]).toEqual({ name: 'Ajax', type: 'normal', st: 12, dx: 11, iq: 9, xp: 0, file: 'characters/ajax.json' });
    expect(json[1].error).toMatch(/not valid JSON/);
  });

  test('a hero who died (damage at or above ST kept on his sheet) reads dead in the list and on his sheet, not unconscious (INJURY & EXHAUSTION, Damage; playtest)', async () => {
    await runInProcess(AJAX, { home });
    const file = path.join(home, 'characters', 'ajax.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"damage": 0', '"damage": 13'));
    expect((await runInProcess(['character', 'list'], { home })).stdout).toMatch(/^Ajax +normal +ST12 DX11 IQ9 +XP 0  \(dead\)$/m);
    const shown = (await runInProcess(['character', 'show', 'Ajax'], { home })).stdout;
    expect(shown).toMatch(/^Ajax, normal character, dead/);
    expect(shown).toMatch(/Injury +damage 13, fatigue 0 \(dead\)/);
    expect(shown).not.toContain('unconscious');
  });

  test('list with nobody saved says how to begin', async () => {
    expect((await runInProcess(['character', 'list'], { home })).stdout).toMatch(/No characters in characters yet\. Create one with: law character create/);
  });

  test('advance spends XP and saves', async () => {
    await runInProcess(AJAX, { home });
    const file = path.join(home, 'characters', 'ajax.json');
    const sheet = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...sheet, xp: 25 }));
    const r = await runInProcess(['character', 'advance', 'Ajax', '--attribute', 'ST'], { home });
    expect(r.stdout).toBe('Ajax bought ST 12 -> 13 for 13 XP; 12 XP left.\n');
    const s = await runInProcess(['character', 'advance', 'Ajax', '--skill', 'sword'], { home });
    expect(s.stdout).toBe('Ajax bought Sword 1 -> 2 for 10 XP; 2 XP left.\n');
    const no = await runInProcess(['character', 'advance', 'Ajax', '--spell', 'Blur'], { home });
    expect(no.code).toBe(1);
    expect(no.stderr).toBe('law: the spell Blur costs 20 XP; Ajax has 2 XP\n');
  });

  test('CAMPAIGNING, Karma/Wish: advance --use-wishes lets a wish stand in for a karma point, so for one XP, after karma', async () => {
    await runInProcess(AJAX, { home });
    const file = path.join(home, 'characters', 'ajax.json');
    const sheet = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...sheet, xp: 7, karma: 2, wishes: 2 }));
    const asked = await runInProcess(['character', 'advance', 'Ajax', '--skill', 'Sword', '--use-karma'], { home });
    expect(asked.stderr).toBe('law: Sword 1 -> 2 costs 10 XP; Ajax has 7 XP and 2 karma (add --use-wishes to pay with wishes after karma: 2)\n');
    const r = await runInProcess(['character', 'advance', 'Ajax', '--skill', 'Sword', '--use-wishes'], { home });
    expect(r.stdout).toBe('Ajax bought Sword 1 -> 2 for 7 XP, 2 karma and 1 wish; 0 XP left.\n');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ xp: 0, karma: 0, wishes: 1 });
  });

  test('issue 29: advance with no flag lists what XP buys, with its price and what he has, within 80 columns', async () => {
    await runInProcess(AJAX, { home });
    const file = path.join(home, 'characters', 'ajax.json');
    const sheet = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, JSON.stringify({ ...sheet, xp: 12 }));
    const r = await runInProcess(['character', 'advance', 'Ajax'], { home });
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/^Ajax has 12 XP\. What XP buys:\nAttributes: IQ 9 -> 10 for 10 XP; DX 11 -> 12 for 12 XP\nSkills to raise: 10 XP each: Climbing 2 -> 3, Sword 1 -> 2\nNew skills: 10 XP each: Acrobat, Riding,/);
    expect(out).toContain('Out of reach now:\n  Attributes (more than 12 XP): ST 12 -> 13 for 13 XP\n');
    const flat = out.replace(/\n\s+/g, ' ');
    expect(flat).toContain('Spells to learn (more than 12 XP): 20 XP each: Fire-1, Blur, Slow,');
    expect(flat).toContain('Buy one: law character advance Ajax --attribute ST|DX|IQ, --skill NAME, --spell NAME or --staff N');
    for (const line of out.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // A word of an item is never cut from its number: "Sword 1 -> 2" stays on one line.
    expect(out).not.toMatch(/->\n/);
    // Nothing was bought.
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).xp).toBe(12);
    // In the middle of an adventure only attributes can be had; the rest says why.
    fs.writeFileSync(file, JSON.stringify({ ...sheet, xp: 12, adventure: 'The Bell Beneath Greywater' }));
    const away = (await runInProcess(['character', 'advance', 'Ajax'], { home })).stdout;
    expect(away).toContain('  Skills to raise (not during "The Bell Beneath Greywater"): 10 XP each:');
    expect(away).toMatch(/^Ajax has 12 XP\. What XP buys:\nAttributes: IQ 9 -> 10 for 10 XP; DX 11 -> 12 for 12 XP\nOut of reach now:/);
    const json = JSON.parse((await runInProcess(['character', 'advance', 'Ajax', '--json'], { home })).stdout);
    expect(json.find((o: { bought: string }) => o.bought === 'Sword 1 -> 2')).toMatchObject({ purchase: { kind: 'skill', skill: 'Sword' }, cost: 10, why: expect.stringContaining('between adventures') });
  });

  test('issue 29: show at 80 columns folds a long Items line under its label, never mid-word', async () => {
    await runInProcess(AJAX, { home });
    const items = ['Healing Draught x2', 'Coil of Rope', 'Eel-Oil Lamp', "Saint's Medal", "Reeve's Token", 'Silver Key'];
    expect((await runInProcess(['character', 'gain', 'Ajax', ...items.flatMap((i) => ['--item', i])], { home })).code).toBe(0);
    const shown = (await runInProcess(['character', 'show', 'Ajax'], { home })).stdout.split('\n');
    for (const line of shown) expect(line.length).toBeLessThanOrEqual(80);
    const at = shown.findIndex((l) => l.startsWith('Items    '));
    expect(shown[at + 1]).toMatch(/^ {9}\S/);
    // Every item whole on one line or the next, the fold at a space.
    const listed = `${shown[at].slice(9)} ${shown[at + 1].slice(9)}`;
    for (const i of items) expect(listed).toContain(i);
  });

  test('advance buys one thing at a time', async () => {
    await runInProcess(AJAX, { home });
    expect((await runInProcess(['character', 'advance', 'Ajax', '--skill', 'Sword', '--spell', 'Blur'], { home })).code).toBe(2);
  });
});

describe('usage errors exit 2', () => {
  test('an unknown command', async () => {
    const r = await runInProcess(['fight']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^law: error: unknown command 'fight'/);
  });

  test('an unknown option, with a suggestion', async () => {
    const r = await runInProcess(['odds', '3/11', '--jsn']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown option '--jsn'/);
    expect(r.stderr).toMatch(/--json/);
  });

  test('--version and --help exit 0', async () => {
    expect((await runInProcess(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const help = await runInProcess(['character', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/create/);
  });
});
