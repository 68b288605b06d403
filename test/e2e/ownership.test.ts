// Issue 10, as a user meets it: one adventure at a time holds a hero, what an adventure gives is
// added to the sheet as it is at the end, a kill at the end is made good by the next start, --log
// never empties a file that is not law's, and checks come before anything is written.
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, ROOT, runBin, tempHome } from '../helpers/cli';

const GOLDEN_INPUT = fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'golden', 'tutorial.input'), 'utf8');
const SAVE = 'saves/tutorial-brannoc-the-bold.json';
const sheetFile = (home: string) => path.join(home, 'characters', 'brannoc-the-bold.json');
const sheet = (home: string) => JSON.parse(fs.readFileSync(sheetFile(home), 'utf8'));

/** Brannoc set out on the tutorial and left it at its first section. */
function away(): string {
  const home = tempHome();
  const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden', '--auto-fight'], { home, input: '' });
  expect(r.code).toBe(0);
  return home;
}

test('a hero is on one adventure at a time: a second says which holds him and how to give it up', () => {
  const home = away();
  expect(sheet(home)).toMatchObject({ adventure: 'tutorial', save: path.join(home, SAVE) });
  const second = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'], { home, input: '' });
  expect(second.code).toBe(1);
  expect(second.stderr).toBe(
    `law: Brannoc the Bold is away on "Rats in the Mill" (${SAVE}): a character goes on one adventure at a time. Continue it with: law play --resume ${SAVE}; or give it up with: law play --abandon ${SAVE}\n`,
  );
  expect(fs.readdirSync(path.join(home, 'saves'))).toEqual(['tutorial-brannoc-the-bold.json']);
  const gaveUp = runBin(['play', '--abandon', SAVE], { home });
  expect(gaveUp.code).toBe(0);
  expect(gaveUp.stdout).toContain('Brannoc the Bold is free again, as he was when it began.');
  expect(sheet(home)).toMatchObject({ adventure: null, save: null, xp: 0 });
  // The given-up game cannot be continued by mistake; a new one can start.
  expect(runBin(['play', '--resume', SAVE], { home }).stderr).toMatch(/is a finished game \(given up\)/);
  expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'], { home, input: '' }).code).toBe(0);
});

test('what the adventure gives is added to the sheet as it is at the end: XP given and ST bought meanwhile are kept (case 1)', () => {
  const home = away();
  // Meanwhile: 30 XP from elsewhere, then ST bought with them (attributes may be bought at any time).
  fs.writeFileSync(sheetFile(home), JSON.stringify({ ...sheet(home), xp: 30 }));
  expect(runBin(['character', 'advance', 'brannoc', '--attribute', 'ST'], { home }).code).toBe(0);
  const before = sheet(home);
  const r = runBin(['play', '--resume', SAVE, '--auto-fight'], { home, input: GOLDEN_INPUT });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('*** The end: The mill is saved ***');
  // The tutorial gives 3 XP and 1 karma (the golden transcript): added to what the sheet held.
  expect(sheet(home)).toMatchObject({ st: before.st, xp: before.xp + 3, karma: before.karma + 1, adventure: null, save: null });
});

test('killed after the game ended but before the sheet was written: the next start writes it, once (case 2)', () => {
  const home = away();
  const held = fs.readFileSync(sheetFile(home), 'utf8');
  expect(runBin(['play', '--resume', SAVE, '--auto-fight'], { home, input: GOLDEN_INPUT }).code).toBe(0);
  const finished = fs.readFileSync(sheetFile(home), 'utf8');
  // What a kill between the last save ("ended") and the sheet's write leaves behind:
  fs.writeFileSync(sheetFile(home), held);
  const again = runBin(['play', '--resume', SAVE], { home, input: '' });
  expect(again.code).toBe(0);
  expect(again.stdout).toContain(`${SAVE} had ended (The mill is saved) before the sheets were written; they are written now.`);
  expect(fs.readFileSync(sheetFile(home), 'utf8')).toBe(finished);
  // Not given twice.
  const third = runBin(['play', '--resume', SAVE], { home, input: '' });
  expect(third.code).toBe(1);
  expect(third.stderr).toMatch(/is a finished game/);
  expect(fs.readFileSync(sheetFile(home), 'utf8')).toBe(finished);
  // Starting another adventure with him also finishes the ended one first.
  fs.writeFileSync(sheetFile(home), held);
  const next = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '3'], { home, input: '' });
  expect(next.code).toBe(0);
  expect(next.stderr).toContain('Brannoc the Bold comes home from "Rats in the Mill", which had ended before his sheet was written: it is written now.');
  expect(sheet(home).xp).toBe(JSON.parse(finished).xp);
});

test('--log refuses a file that is not a transcript of law, and leaves it whole (case 3)', () => {
  const home = tempHome();
  expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'], { home, input: '' }).code).toBe(0);
  expect(runBin(['play', '--abandon', SAVE], { home }).code).toBe(0);
  const before = fs.readFileSync(sheetFile(home), 'utf8');
  const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--log', 'characters/brannoc-the-bold.json'], { home, input: '' });
  expect(r.code).toBe(2);
  expect(r.stderr).toBe('law: --log characters/brannoc-the-bold.json: the file exists and is not a transcript of law; it was left as it is (name another file, or add --force to replace it)\n');
  expect(fs.readFileSync(sheetFile(home), 'utf8')).toBe(before);
  // A transcript of law is written over by a new game; --force replaces any other file.
  fs.writeFileSync(path.join(home, 'notes.txt'), 'my notes\n');
  expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--log', 'notes.txt', '--force'], { home, input: '' }).code).toBe(0);
  expect(fs.readFileSync(path.join(home, 'notes.txt'), 'utf8')).toMatch(/^# law transcript: Rats in the Mill, seed /);
});

test('a bad --log is refused before the hero is marked away or a save is made (case 7)', () => {
  const home = tempHome();
  const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--log', '/tmp'], { home, input: '' });
  expect(r.code).toBe(1);
  expect(r.stderr).toBe('law: --log /tmp: not a file (a transcript needs a file name)\n');
  expect(fs.existsSync(path.join(home, 'saves'))).toBe(false);
  expect(fs.existsSync(sheetFile(home))).toBe(false);
});

/** Runs bin/law without waiting, for several at once. */
function runAsync(args: string[], home: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: home, env: { PATH: process.env.PATH, LAW_HOME: home, LAW_COMMAND: 'law' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.stdin.end();
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

test('two laws creating one name at once: one is saved, the other refused (case 6)', async () => {
  const home = tempHome();
  const args = (st: string, dx: string) => ['character', 'create', 'Twin', '--st', st, '--dx', dx, '--iq', '8', '--skills', 'Sword:1,Climbing:2'];
  const [a, b] = await Promise.all([runAsync(args('12', '12'), home), runAsync(args('13', '11'), home)]);
  expect([a.code, b.code].sort()).toEqual([0, 1]);
  const loser = a.code === 1 ? a : b;
  expect(loser.stderr).toMatch(/a character named "Twin" is already saved/);
});

test('two laws buying for one hero at once: every purchase is kept (case 6)', async () => {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Miser', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home }).code).toBe(0);
  const file = path.join(home, 'characters', 'miser.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), xp: 100_000 }));
  // Each process buys staff-free, repeatable things: DX in one, IQ in the other, eight times each.
  const buy = (attribute: string) => async () => {
    for (let i = 0; i < 8; i++) {
      const r = await runAsync(['character', 'advance', 'miser', '--attribute', attribute], home);
      expect(r.code).toBe(0);
    }
  };
  await Promise.all([buy('DX')(), buy('IQ')()]);
  const after = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect([after.dx, after.iq]).toEqual([20, 16]);
  const spent = [13, 14, 15, 16, 17, 18, 19, 20, 9, 10, 11, 12, 13, 14, 15, 16].reduce((a, b) => a + b, 0);
  expect(after.xp).toBe(100_000 - spent);
}, 60_000);

test('one window plays a saved game: a second that resumes it is told at once, and takes it once the first is gone', async () => {
  const home = away();
  const first = spawn(process.execPath, [BIN, 'play', '--resume', SAVE], { cwd: home, env: { PATH: process.env.PATH, LAW_HOME: home, LAW_COMMAND: 'law' } });
  let out = '';
  first.stdout.on('data', (d) => (out += d));
  // The first window waits at its first prompt, holding the game.
  await new Promise<void>((resolve) => {
    const check = () => (out.includes('What do you do?') ? resolve() : setTimeout(check, 20));
    check();
  });
  const second = runBin(['play', '--resume', SAVE], { home, input: '' });
  expect(second.code).toBe(1);
  expect(second.stderr).toBe(`law: ${SAVE} is being played in another window (process ${first.pid}); if no other law is running, remove ${SAVE}.lock and try again\n`);
  first.kill('SIGKILL');
  await new Promise((resolve) => first.on('close', resolve));
  // Killed, its claim is taken over.
  expect(runBin(['play', '--resume', SAVE], { home, input: '' }).code).toBe(0);
  expect(fs.existsSync(path.join(home, `${SAVE}.lock`))).toBe(false);
});

describe('holds no game will settle (found in review)', () => {
  const ysolde = (home: string) => path.join(home, 'characters', 'ysolde.json');
  const endSave = (home: string) => {
    const file = path.join(home, SAVE);
    const save = JSON.parse(fs.readFileSync(file, 'utf8'));
    save.state.ended = { title: 'Cut short', section: save.state.at, kind: 'neutral' };
    fs.writeFileSync(file, JSON.stringify(save));
  };

  test('a party whose one sheet is gone: the others still come home, and the missing one is named', () => {
    const home = tempHome();
    expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '-c', 'Ysolde', '--seed', '1'], { home, input: '' }).code).toBe(0);
    endSave(home);
    fs.renameSync(sheetFile(home), path.join(home, 'brannoc-elsewhere.json'));
    const r = runBin(['play', '--resume', SAVE], { home, input: '' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Brannoc the Bold: his sheet could not be written \(.*ENOENT.*\); what he earned waits in the save/);
    expect(JSON.parse(fs.readFileSync(ysolde(home), 'utf8'))).toMatchObject({ adventure: null, save: null });
    expect(runBin(['play', 'tutorial', '-c', 'Ysolde', '--seed', '2'], { home, input: '' }).code).toBe(0);
  });

  test('a hero marked away on a game that never began (killed before its first save) is freed at the next start', () => {
    const home = away();
    fs.rmSync(path.join(home, SAVE));
    const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '2'], { home, input: '' });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Brannoc the Bold was marked away on a game whose save (${SAVE}) does not exist; he is free again`);
  });

  test('in the menu, a hero whose game ended before his sheet was written comes home and can be chosen', () => {
    const home = away();
    endSave(home);
    // Play, the tutorial, then the party: Brannoc is the first choice, not shown as away.
    const r = runBin([], { home, input: '1\n1\n' });
    expect(r.stdout).toContain('Brannoc the Bold comes home from "Rats in the Mill", which had ended before his sheet was written: it is written now.');
    expect(r.stdout).toMatch(/ 1\) Brannoc the Bold \(normal/);
    expect(r.stdout).not.toContain('away on tutorial');
  });

  test('a hero held by a damaged save is told so, and giving it up frees him and leaves the file as it is', () => {
    const home = away();
    fs.writeFileSync(path.join(home, SAVE), '{ damaged');
    const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold'], { home, input: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`Brannoc the Bold is held by ${SAVE}, which cannot be read \\(.*not a saved game.*\\): repair it, or give it up with: law play --abandon ${SAVE}`));
    const gaveUp = runBin(['play', '--abandon', SAVE], { home });
    expect(gaveUp.code).toBe(0);
    expect(gaveUp.stdout).toContain('Brannoc the Bold is free again');
    expect(fs.readFileSync(path.join(home, SAVE), 'utf8')).toBe('{ damaged');
  });

  test('a sheet naming a device as its save is not read: no crash, the hold is reported', () => {
    const home = away();
    fs.writeFileSync(sheetFile(home), JSON.stringify({ ...sheet(home), save: '/dev/zero' }));
    const r = runBin(['play', 'tutorial', '-c', 'Brannoc the Bold'], { home, input: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is held by \/dev\/zero, which cannot be read \(not a file\)/);
  });

  test('one save reached by two paths is one save: a LAW_HOME behind a symbolic link resumes', () => {
    const real = tempHome();
    const link = path.join(tempHome(), 'home-link');
    fs.symlinkSync(real, link);
    expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'], { home: link, cwd: link, input: '' }).code).toBe(0);
    const r = runBin(['play', '--resume', SAVE], { home: real, cwd: real, input: '' });
    expect(r.stderr).toContain('game saved in');
    expect(r.code).toBe(0);
  });

  test('--resume and --abandon of a path that is not a save make nothing and exit 1', () => {
    const home = tempHome();
    const typo = runBin(['play', '--resume', 'typo/dir/s.json'], { home });
    expect(typo).toMatchObject({ code: 1 });
    expect(typo.stderr).toMatch(/typo\/dir\/s\.json: cannot read the saved game \(ENOENT\)/);
    expect(fs.existsSync(path.join(home, 'typo'))).toBe(false);
    expect(runBin(['play', '--resume', '/proc/version'], { home }).code).toBe(1);
    expect(runBin(['play', '--abandon', '/etc/passwd/x.json'], { home }).code).toBe(1);
  });
});
