// The main menu's "View characters and spend XP" (issue 16, "Creating characters"): a purchase says
// what it buys and asks once more; one that cannot be afforded says why once.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, runInProcess, tempHome } from '../helpers/cli';

test('spending XP from the menu asks to confirm, and a refused purchase changes nothing', async () => {
  const home = tempHome();
  expect((await runInProcess(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home })).code).toBe(0);
  const file = path.join(home, 'characters', 'ajax.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), xp: 13 }));
  // View (3), Ajax (1), Raise ST (1), "n"; Raise ST again, "y"; Back; Quit.
  const r = await runInProcess([], { home, input: lines(3, 1, 1, 'n', 1, 'y', '') });
  expect(r.stdout).toContain('Buy ST 12 -> 13 for 13 XP (0 left)?');
  expect(r.stdout).toContain('Ajax bought ST 12 -> 13.');
  // With no XP left, the price is said once, with what Ajax has.
  expect(r.stdout).toContain('   -  Raise ST for 14 XP (Ajax has 0 XP)');
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ st: 13, xp: 0 });
});
