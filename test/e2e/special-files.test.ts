// Issue 30, items 3 to 8, as a user meets them: damaged players'-screen files, special files (a FIFO,
// /dev/zero, /proc) where law expects its own, symbolic links (followed where a person keeps a file,
// refused where law keeps its own), a tampered save that names other files, tavern saves left by a
// kill, and a sample hero adopted from another home.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';
import { autoPlay, startMatch, tavernSave } from '../../src/tavern';
import { loadGame } from '../../src/tavern/registry';

const linux = process.platform === 'linux';
const SAVE = 'saves/tutorial-brannoc-the-bold.json';
const VIEW = 'saves/tutorial-brannoc-the-bold.view.jsonl';
const noTrace = (text: string) => expect(text).not.toMatch(/internal error|\n\s+at .*:\d+/);

/** A GM session of the tutorial left at its first section: a save and a players' screen. */
function gmSession(): string {
  const home = tempHome();
  expect(runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc the Bold', '--seed', 'golden'], { home, input: '' }).code).toBe(0);
  return home;
}

test("damaged lines of the players' screen are skipped by law view and the recap, never a crash (item 3)", () => {
  const home = gmSession();
  const good = fs.readFileSync(path.join(home, VIEW), 'utf8');
  const damaged = [
    '{"t":"text","text":123}',
    '{"t":"options","labels":null}',
    '{"t":"options","labels":[1,2]}',
    '{"t":"party","time":"noon","members":[{}],"counters":[]}',
    '{"t":"fight","party":"Ana","foes":null}',
    '{"t":"fight-end","outcome":"victory","rounds":2,"party":[null]}',
    '{"t":"section","id":5,"title":null,"time":0}',
    '{"t":"check","roller":"Ana"}',
    '{"t":"__proto__"}',
    '{"t":"toString","text":"x"}',
    '[1,2,3]',
    'null',
    '{"t":',
    '{"t":"board","board":{"round":1,"active":null,"figures":[{"id":"x"}],"floor":[],"effects":[]}}',
    '{"t":"question","q":{"id":"one","key":"menu","to":null,"ask":"choose","text":"?"}}',
    '{"t":"note","n":{"k":"constructor"}}',
    '{"t":"undo","from":-5,"what":"section"}',
    JSON.stringify({ t: 'options', labels: Array.from({ length: 200_000 }, (_, i) => `label ${i}`) }),
  ];
  fs.writeFileSync(path.join(home, VIEW), `${good}${damaged.join('\n')}\n{"t":"say","text":"still here"}\n`);
  const view = runBin(['view', SAVE, '--once'], { home });
  expect(view.code).toBe(0);
  noTrace(view.stderr);
  expect(view.stdout).toContain('GM: still here');
  expect(view.stdout).not.toContain('label 0');
  const recap = runBin(['gm', 'recap', SAVE], { home });
  expect(recap.code).toBe(0);
  expect(recap.stdout).toContain('# Rats in the Mill: the session');
});

(linux ? test : test.skip)('special files never hang law or fill its memory: a FIFO sheet, a sheet linked to /dev/zero, a FIFO or /dev/zero as the players\' screen, LAW_HOME=/proc (item 4)', () => {
  const home = tempHome();
  fs.mkdirSync(path.join(home, 'characters'));
  execFileSync('mkfifo', [path.join(home, 'characters', 'fifo.json')]);
  fs.symlinkSync('/dev/zero', path.join(home, 'characters', 'zero.json'));
  const list = runBin(['character', 'list'], { home });
  expect(list.code).toBe(0);
  expect(list.stdout + list.stderr).toContain('characters/fifo.json: cannot read (not a regular file)');
  expect(list.stdout + list.stderr).toContain('characters/zero.json: cannot read (not a regular file)');
  const show = runBin(['character', 'show', 'zero'], { home });
  expect(show.code).toBe(1);
  expect(show.stderr).toBe('law: characters/zero.json: cannot read (not a regular file); a character sheet must be an ordinary text file\n');
  const play = runBin(['play', 'tutorial', '-c', 'fifo'], { home, input: '' });
  expect(play.code).toBe(1);
  expect(play.stderr).toContain('characters/fifo.json: cannot read (not a regular file)');

  const gm = gmSession();
  fs.rmSync(path.join(gm, VIEW));
  execFileSync('mkfifo', [path.join(gm, VIEW)]);
  const fifoView = runBin(['view', SAVE, '--once'], { home: gm });
  expect(fifoView.code).toBe(1);
  expect(fifoView.stderr).toBe(`law: ${VIEW}: cannot read the players' screen (not a regular file); a players' screen file must be an ordinary text file\n`);
  // The GM's session does not write into it either: it is not law's own file.
  const resumed = runBin(['gm', '--resume', SAVE], { home: gm, input: '' });
  expect(resumed.code).toBe(1);
  expect(resumed.stderr).toContain(`${VIEW} is not an ordinary file: law keeps the players' screen and the GM's log beside a save only as files of its own; remove it and try again`);
  fs.rmSync(path.join(gm, VIEW));
  fs.symlinkSync('/dev/zero', path.join(gm, VIEW));
  const zeroRecap = runBin(['gm', 'recap', SAVE], { home: gm });
  expect(zeroRecap.code).toBe(1);
  expect(zeroRecap.stderr).toContain('(not a regular file)');

  if (fs.existsSync('/proc/self')) {
    const proc = runBin(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home, env: { LAW_HOME: '/proc' } });
    expect(proc.code).toBe(1);
    expect(proc.stderr).toBe('law: cannot make the folder /proc/characters: no files can be kept there: set LAW_HOME to a folder you can write to (ENOENT)\n');
    const procPlay = runBin(['play', 'tutorial', '-c', 'Brannoc'], { home, env: { LAW_HOME: '/proc' }, input: '' });
    expect(procPlay.code).toBe(1);
    noTrace(procPlay.stderr);
  }
}, 60_000);

test('symbolic links: a sheet linked into characters/ stays a link and its file is changed; a players\' screen linked elsewhere is refused, its target untouched (item 5; README, "Symbolic links")', () => {
  const home = tempHome();
  expect(runBin(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home }).code).toBe(0);
  const kept = path.join(home, 'kept');
  fs.mkdirSync(kept);
  fs.renameSync(path.join(home, 'characters', 'ajax.json'), path.join(kept, 'ajax.json'));
  fs.symlinkSync(path.join(kept, 'ajax.json'), path.join(home, 'characters', 'ajax.json'));
  fs.writeFileSync(path.join(kept, 'ajax.json'), JSON.stringify({ ...JSON.parse(fs.readFileSync(path.join(kept, 'ajax.json'), 'utf8')), xp: 50 }));
  const advance = runBin(['character', 'advance', 'Ajax', '--attribute', 'ST'], { home });
  expect(advance.code).toBe(0);
  expect(fs.lstatSync(path.join(home, 'characters', 'ajax.json')).isSymbolicLink()).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(kept, 'ajax.json'), 'utf8'))).toMatchObject({ st: 13 });
  // The lock was beside the file itself, and is gone.
  expect(fs.readdirSync(kept)).toEqual(['ajax.json']);

  const gm = gmSession();
  const target = path.join(gm, 'bashrc');
  fs.writeFileSync(target, 'export PATH\n');
  fs.rmSync(path.join(gm, VIEW));
  fs.symlinkSync(target, path.join(gm, VIEW));
  const resumed = runBin(['gm', '--resume', SAVE], { home: gm, input: '' });
  expect(resumed.code).toBe(1);
  expect(resumed.stderr).toBe(`law: ${VIEW} is a symbolic link: law keeps the players' screen and the GM's log beside a save only as files of its own; remove it and try again\n`);
  expect(fs.readFileSync(target, 'utf8')).toBe('export PATH\n');
  // A dangling link is no session for law view, and a one-line error when named.
  fs.rmSync(target);
  const dangling = runBin(['view', '--once'], { home: gm });
  expect(dangling.code).toBe(1);
  noTrace(dangling.stderr);
});

test('a tampered save that names /etc/passwd as its adventure or a sheet: the error names the file and the fault, never its content (item 7)', () => {
  const home = tempHome();
  expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden'], { home, input: '' }).code).toBe(0);
  const save = JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8'));
  const secret = path.join(home, 'secret.yaml');
  fs.writeFileSync(secret, 'root:x:0:0:root:/root:/bin/bash\n');
  const cases: Array<[string, object]> = [
    ['adventure-file.json', { ...save, adventure: { ...save.adventure, file: '/etc/passwd' } }],
    ['adventure-yaml.json', { ...save, adventure: { ...save.adventure, file: secret } }],
    ['adventure-id.json', { ...save, adventure: { ...save.adventure, file: '', id: secret } }],
    ['sheet.json', { ...save, sheets: [secret] }],
  ];
  for (const [name, content] of cases) {
    fs.writeFileSync(path.join(home, 'saves', name), JSON.stringify(content));
    const r = runBin(['play', '--resume', `saves/${name}`], { home, input: '' });
    expect(r.stderr).not.toMatch(/root:|\/bin\/bash/);
    noTrace(r.stderr);
  }
  // A recorded adventure that is no adventure file is passed over for the adventure's id (and the
  // copied save is then refused for holding nobody).
  expect(runBin(['play', '--resume', 'saves/adventure-file.json'], { home, input: '' }).stderr).toContain('Brannoc the Bold is no longer held by it');
  expect(runBin(['play', '--resume', 'saves/adventure-yaml.json'], { home, input: '' }).stderr).toBe('law: cannot continue saves/adventure-yaml.json: the adventure it was played from, secret.yaml, cannot be played (law validate secret.yaml shows why)\n');
  expect(runBin(['play', '--resume', 'saves/sheet.json'], { home, input: '' }).stderr).toBe('law: secret.yaml: not valid JSON (an unexpected character)\n');
});

test('a save with more history than law keeps is refused at once (item 8)', () => {
  const home = tempHome();
  expect(runBin(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden'], { home, input: '' }).code).toBe(0);
  const save = JSON.parse(fs.readFileSync(path.join(home, SAVE), 'utf8'));
  fs.writeFileSync(path.join(home, 'saves', 'long.json'), JSON.stringify({ ...save, history: Array.from({ length: 50_000 }, () => ({ state: save.state, chose: true })) }));
  const r = runBin(['play', '--resume', 'saves/long.json'], { home, input: '' });
  expect(r.code).toBe(1);
  expect(r.stderr).toBe('law: saves/long.json: the history holds 50000 steps; law keeps at most 100\n');
});

describe('tavern saves a kill leaves behind (item 6)', () => {
  test('a game that had ended before its save was removed: --resume shows how it ended and clears it', () => {
    const home = tempHome();
    const m = startMatch(loadGame('deceptidice'), { names: ['You', 'Tobin'], variants: [] }, [{ name: 'You', player: 'me' }, { name: 'Tobin', player: 'normal' }], 'ended');
    autoPlay(m);
    fs.mkdirSync(path.join(home, 'saves'));
    fs.writeFileSync(path.join(home, 'saves', 'tavern-deceptidice.json'), `${JSON.stringify(tavernSave(m))}\n`);
    const r = runBin(['tavern', '--resume', 'saves/tavern-deceptidice.json'], { home, input: '' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Deceptidice: this game had ended after \d+ moves; law was stopped before it cleared the save, which is removed now\.\n/);
    expect(r.stdout).toMatch(/Place +Seat +Player +Score/);
    expect(r.stdout).toContain('The same deal again: law tavern deceptidice --seats me,normal --seed "ended"');
    expect(fs.readdirSync(path.join(home, 'saves'))).toEqual([]);
  });

  test('an empty save (killed before the first move was saved) is cleared by --resume, and its name is taken by the next game', () => {
    const home = tempHome();
    fs.mkdirSync(path.join(home, 'saves'));
    fs.writeFileSync(path.join(home, 'saves', 'tavern-deceptidice.json'), '');
    const r = runBin(['tavern', '--resume', 'saves/tavern-deceptidice.json'], { home, input: '' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('law: saves/tavern-deceptidice.json: the game was stopped before its first move was saved, so there is nothing to resume; the empty save is removed\n');
    expect(fs.readdirSync(path.join(home, 'saves'))).toEqual([]);
    fs.writeFileSync(path.join(home, 'saves', 'tavern-deceptidice.json'), '');
    const next = runBin(['tavern', 'deceptidice', '--seats', 'me,normal', '--seed', '3'], { home, input: '' });
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('`law tavern --resume saves/tavern-deceptidice.json` goes on with it');
    expect(fs.readdirSync(path.join(home, 'saves'))).toEqual(['tavern-deceptidice.json']);
    expect(JSON.parse(fs.readFileSync(path.join(home, 'saves', 'tavern-deceptidice.json'), 'utf8'))).toMatchObject({ kind: 'law-tavern', seed: '3' });
  });
});

test('a sample hero adopted into another home is on no adventure, whatever mark he carries where he ships (item 8)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { adopt } = require('../../src/cli/commands/play-run') as typeof import('../../src/cli/commands/play-run');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { CharacterStore, parseSheetText } = require('../../src/character') as typeof import('../../src/character');
  const sample = parseSheetText(fs.readFileSync(path.join(ROOT, 'characters', 'brannoc-the-bold.json'), 'utf8'), 'brannoc-the-bold.json');
  const marked = { ...sample, adventure: 'tutorial', save: '/somewhere/else/saves/tutorial-brannoc-the-bold.json' };
  const store = new CharacterStore(tempHome());
  const adopted = adopt(store, marked);
  expect(adopted.character).toMatchObject({ name: 'Brannoc the Bold', adventure: null, save: null });
});
