// Issue 16: a magic user made with his staff, and the weapon in hand chosen between fights, from the
// command line as a player uses it.
import { runBin, tempHome } from '../helpers/cli';

test('issue 16: law character create --weapon staff, then law character ready switches what is in hand', () => {
  const home = tempHome();
  const made = runBin(['character', 'create', 'Mira', '--st', '9', '--dx', '11', '--iq', '12', '--type', 'mage', '--spells', 'Magic Fist,Blur,Sleep-1', '--weapon', 'staff', '--weapon', 'Dagger'], { home });
  expect(made.code).toBe(0);
  expect(runBin(['character', 'show', 'Mira'], { home }).stdout).toContain('Weapons  staff (a club in a fight, D6; casting allowed) in hand; Dagger');
  const dagger = runBin(['character', 'ready', 'Mira', 'dagger'], { home });
  expect(dagger.stdout).toBe('Mira now starts a fight with the Dagger in hand.\n');
  expect(runBin(['character', 'show', 'Mira'], { home }).stdout).toContain('Weapons  Dagger (D6, can be thrown) in hand; staff');
  const wrong = runBin(['character', 'ready', 'Mira', 'Spear'], { home });
  expect(wrong.code).toBe(1);
  expect(wrong.stderr).toBe('law: Mira carries no Spear: ready one of Dagger, staff\n');
  const fighter = runBin(['character', 'create', 'Bo', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:2,Bow:1', '--weapon', 'staff'], { home });
  expect(fighter.code).toBe(1);
  expect(fighter.stderr).toContain('only a magic user starts with a staff');
});
