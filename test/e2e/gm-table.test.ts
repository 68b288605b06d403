// A GM runs an evening for three players (issue 12): named players and the characters each plays,
// the players' own dice typed in (--dice players) while the rats roll themselves, the GM's tools at
// the prompts and in a fight, the players' screen (law view --once) checked against the GM's
// transcript, a resumed session that stays a GM session, and the recap sent after the evening.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { runBin, tempHome } from '../helpers/cli';

const SAVE = 'saves/tutorial-brannoc-the-bold.json';

function table(): string {
  const home = tempHome();
  const wren = runBin(['character', 'create', 'Wren', '--st', '11', '--dx', '13', '--iq', '8', '--type', 'normal', '--skills', 'Bow:1,Sword:2', '--weapon', 'Short Sword', '--armor', 'Leather'], { home });
  expect(wren.code).toBe(0);
  return home;
}

const EVENING = [
  '1', // "Leave it to me."
  ':help',
  '1', // force the door (3/ST)
  ':show',
  '1', // the players choose Brannoc
  '4 3 2', // Ana types Brannoc's three dice
  ':set nothing 3', // a counter the tutorial does not have: refused, nothing changes
  '1', '1', '1', // through the door, into the dark, light a torch
  '1', // creep down quietly
  '1', // Brannoc tries it
  '12', // Ana's roll: over, the rats are not surprised
  '5', // Ana rolls the party's initiative
  ':damage Wren 1', // waits: a fight is under way
  ':fight end victory',
  ':say Well fought, all of you',
  ':gold Wren 5',
  ':check Wren 3/DX',
  '6', // Cy types Wren's roll
  ':note Cy was late',
];

test("issue 12: a GM session with three players, their own dice, the GM's tools and a fight; the players' screen follows it", () => {
  const home = table();
  const r = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde,Cy:Wren', '--seed', '7', '--dice', 'players'], { home, input: `${EVENING.join('\n')}\n` });
  expect(r.code).toBe(0);
  const out = r.stdout;
  // The table: who plays whom, the players' screen and the tools named at the start.
  // Item 23: the opening names the players with their heroes.
  expect(out).toContain('Playing: Ana plays Brannoc the Bold, Ben plays Ysolde, Cy plays Wren');
  expect(out).toContain(`The players' screen: law view ${SAVE}`);
  expect(out).toContain(':fight CREATURE xN on MAP  a fight now; in one: :fight ai, :fight end OUTCOME');
  // The party chooses who rolls; each player types his own character's dice; the rats roll theirs.
  expect(out).toContain('The players choose: Who tries 3/ST?');
  expect(out).toContain("Ana: Brannoc the Bold: 3/ST needs 13: roll 3D6");
  expect(out).toContain('typed 4+3+2 = 9, pass');
  expect(out).toMatch(/Giant Rat \d\+\d\+\d = \d+/);
  expect(out).toContain('Ana: Initiative for the party: 1D6: roll 1D6');
  // The fight's questions go to the figure's player.
  expect(out).toContain('Ana: Brannoc the Bold (A) at b2: what now?');
  // The GM's tools: what he sees, what is refused, what waits for the fight's end, the fight ended.
  expect(out).toMatch(/Section 2, day 1, 18:00\. Counters: none\. Plotwords: none\.\n {2}Brannoc the Bold: ST 13/);
  expect(out).toContain('GM: the adventure has no counter nothing');
  expect(out).toContain('GM: :damage NAME N waits until the fight is over');
  expect(out).toContain('The GM ends the fight: the foes give up the field');
  expect(out).toContain('The party wins after 1 round.');
  expect(out).toContain('Wren gains 5 gold');
  expect(out).toContain('Cy: Wren: 3/DX needs 11: roll 3D6');
  expect(out).toContain('Wren typed 6: pass (margin 5)');
  // The fight took its minute of game time.
  expect(out).toContain('== 9: Paid in full == (day 1, 18:01)');
  // Quitting names the command that goes on as a GM session.
  expect(r.stderr).toContain(`continue it with: law gm --resume ${SAVE}`);
  // Every use of a tool is in the GM's log.
  const gmLog = fs.readFileSync(path.join(home, 'saves', 'tutorial-brannoc-the-bold.gm.log'), 'utf8');
  expect(gmLog).toContain('[day 1, 18:00, section 2] GM tool: :show');
  expect(gmLog).toContain('GM tool: :fight end victory -> ended: victory');
  // Item 13: the log keeps what came of a tool, and no refused one.
  expect(gmLog).toContain('GM tool: :check Wren 3/DX -> Wren typed 6: pass (margin 5)');
  expect(gmLog).not.toContain(':set nothing');
  expect(gmLog).not.toContain(':damage Wren');
  expect(gmLog).toContain('GM tool: :note Cy was late');

  // The players' screen, as the session left it: what the GM's transcript showed the table.
  const view = runBin(['view', '--once'], { home });
  expect(view.code).toBe(0);
  const screen = view.stdout;
  expect(screen).toContain('Rats in the Mill  |  Paid in full  |  day 2, 06:00');
  expect(screen).toMatch(/Brannoc the Bold\s+Ana\s+13/);
  // Item 22: the 10 gold of the reward shared out (4, 3, 3), and the GM's 5 to Wren.
  expect(screen).toMatch(/Wren\s+Cy\s+11\s+13\s+8\s+0\s+0\s+38/);
  // Item 1: the story is kept, sections that went on by themselves and check results with it.
  expect(screen).toContain('Brannoc the Bold rolls 3/ST: 9, passes (real dice).');
  expect(screen).toContain('The old lock gives with a crack');
  // Item 2: whose turn it is in a fight, the side's players in order.
  expect(screen).toContain("The party's turn: Ana, then Ben, then Cy.");
  expect(screen).toContain('The cellar is quiet');
  expect(screen).toContain('Plotword: MILL-CLEARED');
  expect(screen).toContain('GM: Well fought, all of you');
  expect(screen).toContain('Wren rolls 3/DX: 6, passes');
  expect(screen).toContain('1) Say goodnight');
  // Never the GM's: his notes, his tools, his menu entries.
  expect(screen).not.toContain('[GM]');
  expect(screen).not.toContain('Giant rats have IQ 3');
  expect(screen).not.toContain('Cy was late');
  expect(screen).not.toContain('Save and quit');
  expect(screen).not.toContain('Character sheets');

  // The same screen from the save named on the command line.
  expect(runBin(['view', SAVE, '--once'], { home }).stdout).toBe(screen);

  // law gm --resume goes on as a GM session: its players, its dice, its players' screen.
  const again = runBin(['gm', '--resume', SAVE], { home, input: '1\n' });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain('Resuming: Ana plays Brannoc the Bold, Ben plays Ysolde, Cy plays Wren');
  expect(again.stdout).toContain("The players' screen: law view");
  // The GM's clock heads each section again.
  expect(again.stdout).toMatch(/== \d+: [^=]+ == \(day \d+, \d\d:\d\d\)/);

  // The recap the GM sends after the evening: only what the players saw.
  const recap = runBin(['gm', 'recap', SAVE, '--format', 'markdown'], { home });
  expect(recap.code).toBe(0);
  expect(recap.stdout).toContain('# Rats in the Mill: the session');
  // Item 25: a story by scene, with who rolled and what came of it.
  expect(recap.stdout).toContain('**The mill at dusk**: The road into Fennick runs beside a millstream');
  expect(recap.stdout).toContain('Ana played Brannoc the Bold, Ben played Ysolde, Cy played Wren');
  expect(recap.stdout).toContain('- Brannoc the Bold rolled 3/ST: 9, passed (real dice)');
  expect(recap.stdout).toContain('- A fight against foes unseen: victory after 1 round; Brannoc the Bold standing, Ysolde standing, Wren standing');
  expect(recap.stdout).toContain('- GM: "Well fought, all of you"');
  expect(recap.stdout).toContain('- Wren (Cy): 1 XP; +8 gold');
  expect(recap.stdout).toContain('- Wren gains 5 gold');
  expect(recap.stdout).toContain('## Plotwords learned\n- MILL-CLEARED');
  expect(recap.stdout).not.toContain('Cy was late');
});

test('issue 12: --party names players and characters; mistakes are refused in one line', () => {
  const home = table();
  const twice = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ana:Ysolde'], { home });
  expect(twice.code).not.toBe(0);
  expect(twice.stderr.trim().split('\n')).toHaveLength(1);
  expect(twice.stderr).toContain('Ana is named twice');
  const shared = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Brannoc'], { home });
  expect(shared.stderr).toBe('law: --party: Brannoc the Bold is named twice: each character can go only once\n');
  const empty = runBin(['gm', 'tutorial', '--party', 'Ana:'], { home });
  expect(empty.stderr).toContain("a character's name is missing");
  const none = runBin(['gm', 'tutorial'], { home });
  expect(none.stderr).toContain('name the players and their characters');
  const recap = runBin(['gm', 'recap', 'saves/nothing.json'], { home });
  expect(recap.stderr).toContain('no such saved game');
  const view = runBin(['view', '--once'], { home });
  expect(view.stderr).toContain('no GM session');
});
