// A fight is a function of its start, its seed and its answers (src/combat/protocol.ts): a game
// stopped at any question of a fight resumes at that very question, with the same board and dice,
// and plays on to the same end. The golden transcript plays the tutorial's fight by hand from a seed
// and a script of answers, with an undo in it. After a deliberate change of output, regenerate it
// with: UPDATE_GOLDEN=1 npx jest test/e2e/fight-resume
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, runInProcess, tempHome } from '../helpers/cli';
import { ENGINE_VERSION } from '../../src/adventure/save';

const GOLDEN = path.join(ROOT, 'test', 'fixtures', 'golden');
const ANSWERS = fs.readFileSync(path.join(GOLDEN, 'tutorial-fight.input'), 'utf8').trimEnd().split('\n');
const PLAY = ['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '5'];
/** The answer that undoes (the eighth choice of Brannoc's first turn against the lone rat): three more stop the game in the fight. */
const IN_FIGHT = ANSWERS.indexOf('8') + 3;
const SAVE = 'saves/tutorial-brannoc-the-bold.json';
const sheetOf = (home: string) => fs.readFileSync(path.join(home, 'characters', 'brannoc-the-bold.json'), 'utf8');
const input = (answers: string[]) => (answers.length ? `${answers.join('\n')}\n` : '');

test('golden transcript: the tutorial fight played by hand, with an undo, byte for byte', () => {
  const home = tempHome();
  const r = runBin(PLAY, { home, input: input(ANSWERS) });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const file = path.join(GOLDEN, 'tutorial-fight.txt');
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, r.stdout);
  expect(r.stdout).toBe(fs.readFileSync(file, 'utf8'));
  // The undo took back a decision of the fight, and the fight went on from it.
  expect(r.stdout).toContain('(Undone: back to the last decision.)');
  expect(r.stdout).toContain('*** The end: The mill is saved ***');
});

test('end of input in the middle of a fight saves it; --resume goes on at that very question', () => {
  const home = tempHome();
  const k = IN_FIGHT;
  const first = runBin(PLAY, { home, input: input(ANSWERS.slice(0, k)) });
  expect(first.code).toBe(0);
  expect(first.stderr).toContain(`continue it with: law play --resume ${SAVE}`);
  const save = JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8'));
  expect(save.state.at).toBe('8');
  expect(save.pending.length).toBeGreaterThan(0);
  const second = runBin(['play', '--resume', SAVE], { home, input: input(ANSWERS.slice(k)) });
  expect(second.code).toBe(0);
  expect(second.stdout).toContain('The game was saved at a question of section 8, once its fight had begun: it goes on at that very question.');
  const golden = fs.readFileSync(path.join(GOLDEN, 'tutorial-fight.txt'), 'utf8');
  expect(golden.endsWith(second.stdout.split('\n').slice(3).join('\n'))).toBe(true);
});

test('a fight stopped by another version of law (its saved answers would go to other questions) begins again from its section\'s start', () => {
  const home = tempHome();
  const k = IN_FIGHT;
  expect(runBin(PLAY, { home, input: input(ANSWERS.slice(0, k)) }).code).toBe(0);
  const file = path.join(home, SAVE);
  const save = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(save.engine).toBe(ENGINE_VERSION);
  expect(save.pending.length).toBeGreaterThan(0);
  // A save of the engine before menus were reordered does not say its engine.
  delete save.engine;
  fs.writeFileSync(file, JSON.stringify(save));
  const again = runBin(['play', '--resume', SAVE], { home, input: '' });
  expect(again.code).toBe(0);
  expect(again.stderr).toContain(`law: ${SAVE} was stopped in the middle of section 8 by another version of law; that section begins again from its start (all before it is kept)`);
  expect(again.stdout).not.toContain('it goes on at that very question');
  expect(again.stdout).toMatch(/== 8: [^\n]+ ==/);
  // Stopped again at its first question: the save is this engine's, with the section's answers so far.
  expect(JSON.parse(fs.readFileSync(file, 'utf8')).engine).toBe(ENGINE_VERSION);
});

test('a fight interrupted at every question of the golden transcript resumes to the same transcript and the same sheet', async () => {
  const whole = tempHome();
  const full = await runInProcess(PLAY, { home: whole, input: input(ANSWERS) });
  expect(full.code).toBe(0);
  const finalSheet = sheetOf(whole);
  let inFight = 0;
  // From the first answer given in the fight (the fifth) to the last.
  for (let k = 4; k < ANSWERS.length; k++) {
    const home = tempHome();
    const first = await runInProcess(PLAY, { home, input: input(ANSWERS.slice(0, k)) });
    expect(first.code).toBe(0);
    const save = JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8'));
    if (save.pending) inFight++;
    const second = await runInProcess(['play', '--resume', SAVE], { home, input: input(ANSWERS.slice(k)) });
    expect(second.code).toBe(0);
    // After its two lines of heading (three when it resumes in a fight), the resumed game shows the
    // screen as it stood at the question (the board and the question itself), then plays on exactly
    // as the whole game did from the first answer it reads.
    const body = second.stdout.split('\n').slice(save.pending ? 3 : 2).join('\n');
    const live = body.indexOf('\n> ');
    const screen = body.slice(0, live);
    if (save.pending) expect(screen).toMatch(/(A-Z party  a-z foes|o: where you can move)[^]*(\?|\(y\/n\) \[[yn]\]|:)( \(y\/n\) \[[yn]\])?(\n {2,}\d+\) [^\n]*)*$/);
    expect({ k, resumes: full.stdout.endsWith(body.slice(live)) && full.stdout.includes(screen.split('\n').slice(-3).join('\n')) }).toEqual({ k, resumes: true });
    expect(sheetOf(home)).toBe(finalSheet);
  }
  // Most of those stops were in the fight.
  expect(inFight).toBeGreaterThan((ANSWERS.length - 4) / 2);
}, 120_000);

test('a fight saved half-way and resumed with --auto-fight is fought by the AI; its answers are not taken for the next section\'s', () => {
  const home = tempHome();
  runBin(PLAY, { home, input: input(ANSWERS.slice(0, 9)) });
  // The three answers given in the fight of section 8 that the undo left: no reaction, move, to c2.
  expect(JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8')).pending).toHaveLength(3);
  const r = runBin(['play', '--resume', SAVE, '--auto-fight'], { home, input: '' });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('With --auto-fight the AI fights that fight from its start.');
  // The story goes on to the next section and waits for the player there, not "Save and quit".
  expect(r.stdout).toContain('== 9: Paid in full ==');
  expect(r.stdout).not.toContain('Saved. Continue with');
  expect(r.stderr).toContain('law: game saved in');
  const save = JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8'));
  expect(save.state.at).toBe('9');
  expect(save.pending).toBeUndefined();
});

test('a game stopped at a question after its fight, in the same section, is not fought again on resume', () => {
  const home = tempHome();
  // A victory that asks a question in the fight's own section (an outcome may hold options).
  fs.writeFileSync(
    path.join(home, 'after.yaml'),
    [
      'law: 1',
      'id: after',
      'title: After the fight',
      'version: "1"',
      'start: 1',
      'maps:',
      '  yard: |',
      '    name: Yard',
      '    A . . . B',
      '     . . . . .',
      'sections:',
      '  1:',
      '    fight:',
      '      map: yard',
      '      foes: [Giant Rat]',
      '      surprise: party',
      '      victory:',
      '        text: The rat lies still.',
      '        options:',
      '          - { option: Search the straw, goto: 2 }',
      '          - { option: Go home, goto: 2 }',
      '      defeat: 3',
      '  2:',
      '    end: { title: Home, kind: victory }',
      '  3:',
      '    end: { title: Bitten, kind: defeat }',
      '',
    ].join('\n'),
  );
  const save = 'saves/after-brannoc-the-bold.json';
  // The first turn's menu: Move, two changes of weapons, Pass, and 5) Let the AI fight the rest.
  const first = runBin(['play', 'after.yaml', '-c', 'Brannoc the Bold', '--seed', '1'], { home, input: '5\n' });
  expect(first.stdout).toContain('The rat lies still.');
  expect(JSON.parse(fs.readFileSync(path.join(home, save), 'utf8')).pending).toEqual([4]);
  const second = runBin(['play', '--resume', save], { home, input: '1\n' });
  expect(second.code).toBe(0);
  // No fight shown again: the screen at the question, then the end.
  expect(second.stdout).not.toContain('The fight begins');
  expect(second.stdout).toMatch(/The rat lies still\.\nWhat do you do\?/);
  expect(second.stdout).toContain('*** The end: Home ***');
});
