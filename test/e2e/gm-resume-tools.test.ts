// A GM's tools and orders hold when a session stopped in the middle of a section is resumed (issue
// 12, "Sessions"): a tool's line is kept with the section's answers in its place and runs again
// there, with the same dice; what it said is logged once. And the transcript begun with --log goes on
// after a resume (issue 26, item 13).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const STOP = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-stop.yaml');

test('issue 12: a tool used in a section and a stop at its next prompt: the resumed session has what the tool did', () => {
  const home = tempHome();
  const save = 'saves/tutorial-brannoc-the-bold.json';
  const first = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc', '--seed', '7'], { home, input: '1\n:damage Brannoc 2\n' });
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('Brannoc the Bold takes 2 damage');
  const again = runBin(['gm', '--resume', save], { home, input: ':show\n' });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain("after the GM's tools were used in it: it goes on at that very question, and the tools do again what they did");
  expect(again.stdout).toMatch(/Brannoc the Bold: ST 13 DX 11 IQ 8; damage 2, fatigue 0/);
  // The tool is in the GM's log once, as he used it; the resumed game ran it without logging it again.
  const log = fs.readFileSync(path.join(home, save.replace('.json', '.gm.log')), 'utf8');
  expect(log.match(/GM tool: :damage Brannoc 2/g)).toHaveLength(1);
  // A character away on a GM's session is sent back to it as a GM session.
  const play = runBin(['play', 'tutorial', '-c', 'Brannoc'], { home });
  expect(play.stderr).toContain(`Continue it with: law gm --resume ${save}`);
});

test('issue 12: "Save and quit" after a tool keeps it too', () => {
  const home = tempHome();
  const save = 'saves/tutorial-brannoc-the-bold.json';
  // At section 2's menu: the tool, then Save and quit (5).
  const first = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc', '--seed', '7'], { home, input: '1\n:gold Brannoc 7\n5\n' });
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('Saved. Continue with: law gm --resume');
  const again = runBin(['gm', '--resume', save], { home, input: ':show\n' });
  expect(again.stdout).toMatch(/Brannoc the Bold: [^\n]*gold 37/);
  // It asks the menu afresh: the quit itself was not kept.
  expect(again.stdout).toContain('What do you do?');
});

test("issue 12: the GM's :fight ai holds when the game stops after the fight in the same section", () => {
  const home = tempHome();
  const save = 'saves/gm-stop-brannoc-the-bold.json';
  const first = runBin(['gm', STOP, '--party', 'Ana:Brannoc', '--seed', '3'], { home, input: ':fight ai\n' });
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('The rats are dead.');
  const won = first.stdout.match(/The party wins after (\d+) rounds?/);
  expect(won).not.toBeNull();
  // Resumed: the fight is fought again by the AI, to the same end, and no fight question is asked.
  const again = runBin(['gm', '--resume', save], { home, input: '1\n' });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain(won![0]);
  expect(again.stdout).not.toContain('what now?');
  expect(again.stdout).toContain('The end: Up the stairs');
});

test('issue 26, item 13: the transcript a GM began with --log goes on after law gm --resume, which names no --log', () => {
  const home = tempHome();
  const save = 'saves/tutorial-brannoc-the-bold.json';
  const first = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc', '--seed', '7', '--log', 'evening.txt'], { home, input: '1\n' });
  expect(first.code).toBe(0);
  const before = fs.readFileSync(path.join(home, 'evening.txt'), 'utf8');
  expect(before).toContain('== 1: The mill at dusk ==');
  const again = runBin(['gm', '--resume', save], { home, input: '1\n:say Onward\n' });
  expect(again.code).toBe(0);
  const log = fs.readFileSync(path.join(home, 'evening.txt'), 'utf8');
  // The first evening's transcript as it was, the resumed one after it: the resume, the roll, the next section, the GM's line.
  expect(log.startsWith(before)).toBe(true);
  const after = log.slice(before.length);
  expect(after).toContain('Resuming: Ana plays Brannoc the Bold; seed 7.');
  expect(after).toMatch(/Brannoc the Bold: 3\/ST needs 13[\s\S]*== 4: In the dark ==/);
  expect(after).toContain("(On the players' screen: Onward)");
  expect(log.match(/== 1: The mill at dusk ==/g)).toHaveLength(1);
  // The GM's own log goes on beside it.
  expect(fs.readFileSync(path.join(home, save.replace('.json', '.gm.log')), 'utf8')).toContain('GM tool: :say Onward');
});

test("a tool that changes the party at a section's menu builds the menu again: a potion given to a hurt hero is offered at once, and a resumed game asks the same menus", () => {
  const home = tempHome();
  const save = 'saves/gm-menu-brannoc-the-bold.json';
  const ford = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-menu.yaml');
  const first = runBin(['gm', ford, '--party', 'Ana:Brannoc', '--seed', '7'], { home, input: ':damage Brannoc 3\n:give Brannoc Healing Potion\n2\n' });
  expect(first.code).toBe(0);
  // Hurt and given the potion at the same menu: it is offered there, and drunk.
  expect(first.stdout).toContain('   2) Brannoc the Bold uses Healing Potion (1 left)');
  expect(first.stdout).toContain('Brannoc the Bold heals 3 damage');
  // A tool that changes nothing (:show) leaves the menu as it was; the record gives back the tools and the potion in their places.
  const again = runBin(['gm', '--resume', save], { home, input: ':show\n1\n' });
  expect(again.code).toBe(0);
  expect(again.stdout).toMatch(/Brannoc the Bold: ST 13 DX 11 IQ 8; damage 0, fatigue 0; [^\n]*Torch$/m);
  expect(again.stdout).toContain('Brannoc the Bold uses Healing Potion (0 left)');
  expect(again.stdout).not.toContain('uses Healing Potion (1 left)');
  expect(again.stdout).toContain('*** The end: Across ***');
});
