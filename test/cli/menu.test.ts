// The main menu's "View characters and spend XP" (issue 16, "Creating characters"): a purchase says
// what it buys and asks once more; one that cannot be afforded says why once.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, runInProcess, tempHome } from '../helpers/cli';

test('issue 29: the menu\'s "spend XP" lists everything Ajax can buy, saying what he has and its price', async () => {
  const home = tempHome();
  expect((await runInProcess(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home })).code).toBe(0);
  const file = path.join(home, 'characters', 'ajax.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), xp: 12 }));
  const r = await runInProcess([], { home, input: lines(3, 1, '', '') });
  const menu = r.stdout.slice(r.stdout.indexOf("Spend Ajax's XP (12)?"));
  // Affordable first, in the listing's order: attributes, skills he has, new skills; then what is out of reach.
  expect(menu).toMatch(/1\) Raise IQ 8 -> 9 for 9 XP\n\s+2\) Raise Climbing 2 -> 3 for 10 XP\n\s+3\) Raise Sword 1 -> 2 for 10 XP\n\s+4\) New skill Acrobat for 10 XP/);
  expect(menu).toContain('   -  Attributes: 13 XP each (Ajax has 12 XP)');
  expect(menu).toContain('   -  Spells to learn: 20 XP each (Ajax has 12 XP)');
});

test('spending XP from the menu asks to confirm, and a refused purchase changes nothing', async () => {
  const home = tempHome();
  expect((await runInProcess(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home })).code).toBe(0);
  const file = path.join(home, 'characters', 'ajax.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), xp: 13 }));
  // View (3), Ajax (1), Raise ST (1), "n"; Raise ST again, "y"; Back; Quit.
  const r = await runInProcess([], { home, input: lines(3, 1, 1, 'n', 1, 'y', '') });
  expect(r.stdout).toContain('Buy ST 12 -> 13 for 13 XP (0 left)?');
  expect(r.stdout).toContain('Ajax bought ST 12 -> 13.');
  // With no XP left, what is out of reach is said a line a kind, with its price and what Ajax has (issue 29).
  expect(r.stdout).toContain('   -  Attributes: 9 to 14 XP (Ajax has 0 XP)');
  expect(r.stdout).toContain('   -  New skills: 10 XP each (Ajax has 0 XP)');
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ st: 13, xp: 0 });
});
