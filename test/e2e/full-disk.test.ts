// Issue 30, item 1: a full disk never tears a file. A file-size limit (prlimit --fsize, as `ulimit
// -f`) makes the system take part of a write and refuse the rest (EFBIG; Node ignores SIGXFSZ, so
// the write returns the error instead of killing law), as a full disk does. For every kind of file
// law writes: a sheet, a play save, a GM save and a tavern save are left whole as they were, with
// exit 1 and what to do; the players' screen, the GM's log and a transcript miss what could not be
// written (said once), hold only whole lines, and the game goes on.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliRun } from '../helpers/cli';
import { BIN, runBin, tempHome } from '../helpers/cli';

const prlimit = spawnSync('prlimit', ['--version'], { encoding: 'utf8' }).status === 0;
const SAVE = 'saves/tutorial-brannoc-the-bold.json';
const VIEW = 'saves/tutorial-brannoc-the-bold.view.jsonl';
const GM_LOG = 'saves/tutorial-brannoc-the-bold.gm.log';

/** bin/law with no file larger than `bytes` (SIGXFSZ ignored, as Node does itself). */
function limited(bytes: number, args: string[], home: string, input = ''): CliRun {
  const r = spawnSync('sh', ['-c', 'trap "" XFSZ; exec prlimit --fsize="$0":"$0" "$@"', String(bytes), process.execPath, BIN, ...args], {
    cwd: home,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LAW_HOME: home, LAW_COMMAND: 'law' },
    timeout: 60_000,
  });
  if (r.error) throw r.error;
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const read = (home: string, f: string) => fs.readFileSync(path.join(home, f), 'utf8');
const size = (home: string, f: string) => fs.statSync(path.join(home, f)).size;
const noTrace = (r: CliRun) => expect(r.stderr).not.toMatch(/internal error|\n\s+at .*:\d+/);
/** No temp file of an atomic write is left in `dir`. */
const noTemps = (dir: string) => expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
/** A file of lines holds whole lines only, each one JSON when `json`. */
function wholeLines(text: string, json: boolean): void {
  expect(text.endsWith('\n')).toBe(true);
  if (json) for (const line of text.split('\n').slice(0, -1)) expect(() => JSON.parse(line)).not.toThrow();
}
/** Pads a file of lines with whole lines to within `room` bytes of `limit`. */
function padTo(file: string, limit: number, room: number, line: (n: number) => string): void {
  let text = fs.readFileSync(file, 'utf8');
  for (let n = 0; Buffer.byteLength(text) + Buffer.byteLength(line(n)) <= limit - room; n++) text += line(n);
  fs.writeFileSync(file, text);
}

const describeLimited = prlimit ? describe : describe.skip;

describeLimited('a file-size limit on every kind of file law writes', () => {
  test('a character sheet: a new one is not made, a changed one is left as it was (exit 1, what to do)', () => {
    const home = tempHome();
    const create = limited(300, ['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], home);
    expect(create.code).toBe(1);
    expect(create.stderr).toBe('law: cannot write characters/ajax.json: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG)\n');
    expect(fs.readdirSync(path.join(home, 'characters'))).toEqual([]);
    expect(runBin(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home }).code).toBe(0);
    const sheet = path.join(home, 'characters', 'ajax.json');
    fs.writeFileSync(sheet, JSON.stringify({ ...JSON.parse(fs.readFileSync(sheet, 'utf8')), xp: 100 }, null, 2));
    const before = fs.readFileSync(sheet, 'utf8');
    const advance = limited(512, ['character', 'advance', 'Ajax', '--attribute', 'ST'], home);
    expect(advance.code).toBe(1);
    expect(advance.stdout).toBe('');
    expect(advance.stderr).toBe('law: cannot write characters/ajax.json: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); characters/ajax.json is left as it was\n');
    expect(fs.readFileSync(sheet, 'utf8')).toBe(before);
    noTemps(path.join(home, 'characters'));
    expect(runBin(['character', 'show', 'Ajax'], { home }).code).toBe(0);
  });

  test.each([
    ['play', ['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', 'golden']],
    ['gm', ['gm', 'tutorial', '--party', 'Ana:Brannoc the Bold', '--seed', 'golden']],
  ])('a %s save that grows past the limit at the next section: the last one saved is left whole, and resumes', (kind, start) => {
    const home = tempHome();
    expect(runBin(start, { home, input: '' }).code).toBe(0);
    const before = read(home, SAVE);
    // The players' screen (law gm) is given room: this is the save's test.
    const r = limited(Buffer.byteLength(before) + 10, [kind, '--resume', SAVE], home, '1\n');
    expect(r.code).toBe(1);
    noTrace(r);
    expect(r.stderr).toContain(`law: cannot write ${SAVE}: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); ${SAVE} is left as it was; law ${kind} --resume ${SAVE} goes on from the last section saved\n`);
    expect(read(home, SAVE)).toBe(before);
    noTemps(path.join(home, 'saves'));
    const again = runBin([kind, '--resume', SAVE], { home, input: '1\n' });
    expect(again.code).toBe(0);
    expect(read(home, SAVE)).not.toBe(before);
  });

  test("the players' screen, the GM's log and a transcript: each misses what could not be written, says so once, holds whole lines; the game goes on and is saved", () => {
    const home = tempHome();
    expect(runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc the Bold', '--seed', 'golden'], { home, input: '' }).code).toBe(0);
    const LIMIT = 64 * 1024;
    // Each of the three files is a few bytes short of the limit; the save is far below it.
    padTo(path.join(home, VIEW), LIMIT, 30, (n) => `${JSON.stringify({ t: 'line', text: `padding ${n}` })}\n`);
    fs.writeFileSync(path.join(home, GM_LOG), '');
    padTo(path.join(home, GM_LOG), LIMIT, 30, (n) => `[before] padding ${n}\n`);
    fs.writeFileSync(path.join(home, 't.txt'), '# law transcript: Rats in the Mill\n');
    padTo(path.join(home, 't.txt'), LIMIT, 30, (n) => `padding ${n}\n`);
    const sizes = [VIEW, GM_LOG, 't.txt'].map((f) => size(home, f));
    const saveBefore = read(home, SAVE);
    const r = limited(LIMIT, ['gm', '--resume', SAVE, '--log', 't.txt'], home, ':note the players were late, and the rats were early\n1\n:say onwards\n');
    expect(r.code).toBe(0);
    noTrace(r);
    const told = r.stderr.split('\n').filter((l) => /EFBIG/.test(l));
    expect(told).toEqual([
      `law: cannot write t.txt: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); the transcript stops here, and the game goes on`,
      `law: cannot write ${VIEW}: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); the players' screen misses what could not be written, and the game goes on`,
      `law: cannot write ${GM_LOG}: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); the GM's log misses what could not be written, and the game goes on`,
    ]);
    // The game went on to the next section and saved it; the players still see what was written.
    expect(r.stdout).toContain("(On the players' screen: onwards)");
    expect(read(home, SAVE)).not.toBe(saveBefore);
    expect(JSON.parse(read(home, SAVE)).state.at).not.toBe(JSON.parse(saveBefore).state.at);
    [VIEW, GM_LOG, 't.txt'].forEach((f, i) => {
      expect(size(home, f)).toBeLessThanOrEqual(LIMIT);
      expect(size(home, f)).toBeGreaterThanOrEqual(sizes[i]);
      wholeLines(read(home, f), f === VIEW);
    });
    expect(runBin(['view', SAVE, '--once'], { home }).code).toBe(0);
  });

  test('a tavern save: the first one refused leaves an empty save that --resume clears; a later one leaves the last move saved whole', () => {
    const home = tempHome();
    const first = limited(100, ['tavern', 'deceptidice', '--seats', 'me,normal', '--seed', '3'], home, '1\n');
    expect(first.code).toBe(1);
    noTrace(first);
    expect(first.stderr).toBe('law: cannot write saves/tavern-deceptidice.json: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); saves/tavern-deceptidice.json is left as it was; nothing was played yet\n');
    expect(runBin(['tavern', '--resume', 'saves/tavern-deceptidice.json'], { home }).stderr).toContain('there is nothing to resume; the empty save is removed');

    expect(runBin(['tavern', 'deceptidice', '--seats', 'me,normal', '--seed', '3'], { home, input: '1\n1\n1\n' }).code).toBe(0);
    const file = 'saves/tavern-deceptidice.json';
    const before = read(home, file);
    const r = limited(Buffer.byteLength(before) + 5, ['tavern', '--resume', file], home, '1\n1\n1\n1\n');
    expect(r.code).toBe(1);
    noTrace(r);
    expect(r.stderr).toBe(`law: cannot write ${file}: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG); ${file} is left as it was; \`law tavern --resume ${file}\` goes on from the last move saved\n`);
    expect(read(home, file)).toBe(before);
    noTemps(path.join(home, 'saves'));
    expect(runBin(['tavern', '--resume', file], { home, input: '1\n' }).code).toBe(0);
  });
});
