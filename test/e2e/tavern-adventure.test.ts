// A tavern game inside an adventure, as a user plays it: the built bin/law, scripted stdin, the small
// fixture test/fixtures/adventures/tavern.yaml. Seed s508 with "2" to every question of the game wins
// the corner table's Deceptidice (test/adventure/tavern.test.ts finds the same with the recorded Io).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const FILE = path.join(ROOT, 'test', 'fixtures', 'adventures', 'tavern.yaml');
const SAVE = 'saves/tavern-brannoc-the-bold.json';
/** Option 1 (the corner table), then "2" to every question of the game. */
const WINNING = `1\n${'2\n'.repeat(400)}`;

/** The part of a transcript from the deal to the end of the adventure. */
const fromDeal = (stdout: string) => stdout.slice(stdout.indexOf('Brannoc the Bold sits down to Deceptidice'));

test('law play: the hero sits down at the corner table, plays Deceptidice by its own prompts as "You", wins the pot, and the sheet keeps it', () => {
  const home = tempHome();
  const r = runBin(['play', FILE, '-c', 'Brannoc the Bold', '--seed', 's508'], { home, input: WINNING });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('   1) Play Deceptidice at the corner table (3 gold a head)');
  // The adventure's own text names the hero; the game, played alone at this screen, speaks to
  // its player as law tavern speaks to a lone player: his seat is "You" in what happened, on the
  // table and in its questions (it once asked "Brannoc the Bold, your guess?" under a "You roll").
  expect(r.stdout).toContain('Brannoc the Bold sits down to Deceptidice with Old Sallow and Brisk Nell, for a stake of 3 gold each.\nDeceptidice: You, Old Sallow, Brisk Nell.\n');
  const game = r.stdout.slice(r.stdout.indexOf('Deceptidice: You'), r.stdout.indexOf('Brannoc the Bold wins at Deceptidice.'));
  expect(game).toContain('\nYour guess? c challenges;');
  expect(game).toMatch(/^> You {2,}9 /m);
  expect(game).toContain('\nYou guess: 2 cards with number 2.\n');
  expect(game).toContain('the game ends. You win with 9 cards.\n');
  expect(game).not.toContain('Brannoc');
  expect(r.stdout).toContain('Brannoc the Bold wins at Deceptidice.\n  * Brannoc the Bold gains 6 gold\n');
  expect(r.stdout).toContain('*** The end: Luck at the table ***');
  const sheet = JSON.parse(fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  expect(sheet).toMatchObject({ gold: 36, xp: 2, adventure: null });
});

test('the end of input in the middle of the game saves at the section; --resume deals the same cards and the game ends the same', () => {
  const home = tempHome();
  const whole = runBin(['play', FILE, '-c', 'Brannoc the Bold', '--seed', 's508'], { home: tempHome(), input: WINNING });
  const first = runBin(['play', FILE, '-c', 'Brannoc the Bold', '--seed', 's508'], { home, input: '1\n2\n2\n' });
  expect(first.code).toBe(0);
  expect(first.stdout).toContain('Deceptidice: You, Old Sallow, Brisk Nell.');
  expect(first.stderr).toBe(`law: game saved in ${SAVE}; continue it with: law play --resume ${SAVE}\n`);
  // Nothing was paid for an unfinished game.
  expect(JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8')).state.party[0].gold).toBe(30);
  const second = runBin(['play', '--resume', SAVE], { home, input: WINNING });
  expect(second.stderr).toBe('');
  expect(second.code).toBe(0);
  expect(second.stdout).toContain('Resuming with Brannoc the Bold; seed s508.');
  expect(fromDeal(second.stdout)).toBe(fromDeal(whole.stdout));
  expect(JSON.parse(fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8')).gold).toBe(36);
});

test('a hero without the stake sees the table closed, and law validate names a bad table at its place', () => {
  const home = tempHome();
  const poor = JSON.parse(fs.readFileSync(path.join(ROOT, 'characters', 'brannoc-the-bold.json'), 'utf8'));
  fs.mkdirSync(path.join(home, 'characters'), { recursive: true });
  fs.writeFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), JSON.stringify({ ...poor, gold: 1 }));
  const r = runBin(['play', FILE, '-c', 'Brannoc the Bold', '--seed', '1'], { home, input: '2\n' });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('   -  Play Deceptidice at the corner table (3 gold a head) (the stake is 3 gold; Brannoc the Bold has 1)\n   1) Play Dragon');
  expect(r.stdout).toContain('*** The end: Went home ***');

  fs.writeFileSync(path.join(home, 'bad.yaml'), 'law: 1\nid: bad\ntitle: Bad\nversion: "1"\nstart: 1\nsections:\n  1:\n    tavern:\n      game: dragons-bluff\n      opponents: [Nell]\n      win: 1\n      loss: 1\n');
  const bad = runBin(['validate', 'bad.yaml'], { home });
  expect(bad.code).toBe(1);
  expect(bad.stdout).toBe(
    "bad.yaml:10:18: error LAW0030: the tavern game of section 1: Dragon's Bluff is for 3 or 4 players, and this table has 2 (the hero and 1 opponent)\n  hint: list 2 or 3 opponents: the hero takes the other seat\nbad.yaml: 1 error\n",
  );
});
