// Issue 26, item 4, from scripted stdin: the options the players may take reach their screen (law view),
// those that are no option of the adventure too: a shop's trade and its price list (the Lamp's
// chandlery), a spell cast from a section's menu (See Future at the tutorial's end); and the pick
// itself is told in the story, as an option's is, with what came of it.
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

/** The players' screen of a save, as it stands. */
function view(home: string, save: string, player?: string): string {
  const r = runBin(['view', save, '--once', ...(player ? ['--player', player] : [])], { home });
  expect(r.code).toBe(0);
  return r.stdout;
}

/** A table's home: Wren and the mage Mira beside the bundled heroes. */
function table(): string {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Wren', '--st', '11', '--dx', '13', '--iq', '8', '--type', 'normal', '--skills', 'Bow:1,Sword:2', '--weapon', 'Short Sword', '--armor', 'Leather'], { home }).code).toBe(0);
  expect(runBin(['character', 'create', 'Mira', '--st', '8', '--dx', '10', '--iq', '14', '--type', 'mage', '--spells', 'Heal Wounds,See Future,Blur', '--weapon', 'staff', '--pronoun', 'she'], { home }).code).toBe(0);
  return home;
}

test("issue 26, item 4: a shop's trade, its price list and a spell cast from a menu are on the players' screen, and so is the pick", () => {
  let home = table();

  // The Lamp: the Warden's, back to the street, into Roe's chandlery.
  const LAMP = 'saves/the-lamp-at-skerry-head-brannoc-the-bold.json';
  const lamp = runBin(['gm', path.join(ROOT, 'adventures', 'the-lamp-at-skerry-head.yaml'), '--party', 'Ana:Brannoc,Ben:Ysolde,Cy:Wren', '--seed', '7'], { home, input: '1\n4\n4\n' });
  expect(lamp.code).toBe(0);
  expect(lamp.stdout).toContain('3) Trade at Roe\'s chandlery');
  let screen = view(home, LAMP);
  expect(screen).toMatch(/The players choose: What do you do\?\n {2}1\) "Who's been buying lamp oil\?"\n {2}2\) Go back out into the street\n {2}3\) Trade at Roe's chandlery\n*$/);
  // The trade taken, a flask of oil bought by Ysolde: the shop's price list is the question now.
  const shop = runBin(['gm', '--resume', LAMP], { home, input: '3\n2\n2\n' });
  expect(shop.code).toBe(0);
  screen = view(home, LAMP);
  expect(screen).toContain("> Trade at Roe's chandlery\n");
  expect(screen).toContain('Ysolde buys Flask of Lamp Oil for 4 gold');
  expect(screen).toMatch(/Roe's chandlery: the party has 86 gold\.\n {2}1\) Buy Coil of Rope for 3 gold \(2 left\)\n {2}2\) Buy Flask of Lamp Oil for 4 gold \(1 left; for this adventure only\)\n {2}3\) Buy Healing Draught for 8 gold \(3 left\)\n {2}4\) Leave the shop/);
  // Who buys is the players' question too, and the GM's menu entries are never theirs.
  expect(screen).not.toContain('Save and quit');

  // The tutorial with the mage, at another table (Brannoc is away on the Lamp): through the fight, ended by the GM, to its last menu.
  home = table();
  const TUTORIAL = 'saves/tutorial-brannoc-the-bold.json';
  const tutorial = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Mira,Cy:Wren', '--seed', '7'], { home, input: `${['1', '1', '1', '1', '1', '1', '1', '1', ':fight end victory'].join('\n')}\n` });
  expect(tutorial.code).toBe(0);
  expect(tutorial.stdout).toContain('== 9: Paid in full ==');
  screen = view(home, TUTORIAL);
  expect(screen).toMatch(/What do you do\?\n {2}1\) Say goodnight\n {2}2\) Mira casts See Future \(3\/IQ, 3 fatigue\): read an option ahead\n*$/);
  // Mira casts it and reads the way on ahead: the table sees the cast and its roll; what she read is Ben's.
  const cast = runBin(['gm', '--resume', TUTORIAL], { home, input: '2\n1\n' });
  expect(cast.code).toBe(0);
  expect(cast.stdout).toContain('Mira reads ahead with See Future: "Say goodnight"');
  screen = view(home, TUTORIAL);
  expect(screen).toContain('> Mira casts See Future (3/IQ, 3 fatigue): read an option ahead\nMira rolls 3/IQ: 12, passes.\nMira pays for See Future: 3 fatigue.');
  expect(screen).not.toContain('reads ahead');
  expect(view(home, TUTORIAL, 'Ben')).toContain('Mira reads ahead with See Future: "Say goodnight"');
});
