// Issue 30: every write whole or not at all, reads of regular files only and bounded, folders made
// without spinning, JSON errors without the file's text, links followed where a person keeps a file
// and refused where law keeps its own, and a lock whose pid now belongs to another process.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  appendWhole, claimFile, ensureDir, fileProblem, FileRefused, JsonSyntaxError, parseJsonText, processStart, readRegularFile, WriteError, writeFileAtomic,
} from '../../src/files';
import { tempHome } from '../helpers/cli';

const linux = process.platform === 'linux';

/** Makes fs.writeSync take only `take` bytes of the first write, then fail with `code`, as a full disk does. */
function diskFullAfter(take: number, code = 'ENOSPC'): jest.SpyInstance {
  // The module itself (the sources read it through TypeScript's live bindings).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const nodeFs = require('node:fs') as typeof fs;
  const real = nodeFs.writeSync;
  let calls = 0;
  return jest.spyOn(nodeFs, 'writeSync').mockImplementation(((fd: number, buf: Uint8Array, offset?: number, length?: number) => {
    calls += 1;
    if (calls === 1 && take > 0) return (real as (fd: number, b: Uint8Array, o: number, l: number) => number)(fd, buf, offset ?? 0, Math.min(take, length ?? buf.length));
    const e: NodeJS.ErrnoException = new Error(`${code}: no space`);
    e.code = code;
    e.syscall = 'write';
    throw e;
  }) as typeof fs.writeSync);
}

afterEach(() => jest.restoreAllMocks());

describe('writeFileAtomic: whole or not at all', () => {
  test('a disk that takes part of the text, then refuses: the old file stays whole, no temp file is left, and the error says what to do (ENOSPC)', () => {
    const dir = tempHome();
    const file = path.join(dir, 'sheet.json');
    writeFileAtomic(file, 'the old sheet\n');
    diskFullAfter(5);
    let err: unknown;
    try {
      writeFileAtomic(file, 'a much longer new sheet that the disk cannot hold\n');
    } catch (e) {
      err = e;
    }
    jest.restoreAllMocks();
    expect(err).toBeInstanceOf(WriteError);
    expect(fileProblem(err, (p) => path.basename(p))).toBe('cannot write sheet.json: the disk is full: free some space and try again (ENOSPC); sheet.json is left as it was');
    expect(fs.readFileSync(file, 'utf8')).toBe('the old sheet\n');
    expect(fs.readdirSync(dir)).toEqual(['sheet.json']);
  });

  test('a file-size limit (EFBIG) on a new file: no file at all, and the limit is named', () => {
    const dir = tempHome();
    const file = path.join(dir, 'new.json');
    diskFullAfter(3, 'EFBIG');
    let err: unknown;
    try {
      writeFileAtomic(file, 'too long for the limit');
    } catch (e) {
      err = e;
    }
    jest.restoreAllMocks();
    expect(fileProblem(err)).toBe(`cannot write ${file}: the file would be larger than a limit on file sizes allows (ulimit -f): raise the limit and try again (EFBIG)`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  test('a file kept private stays private when it is written again', () => {
    const file = path.join(tempHome(), 'private.json');
    writeFileAtomic(file, 'one');
    fs.chmodSync(file, 0o600);
    writeFileAtomic(file, 'two');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe('two');
  });

  test('a link is followed: the file it points to is written, and the link stays a link', () => {
    const dir = tempHome();
    const real = path.join(dir, 'elsewhere', 'hero.json');
    fs.mkdirSync(path.dirname(real));
    fs.writeFileSync(real, 'old');
    const link = path.join(dir, 'hero.json');
    fs.symlinkSync(real, link);
    writeFileAtomic(link, 'new');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(real, 'utf8')).toBe('new');
    expect(fs.readdirSync(path.dirname(real))).toEqual(['hero.json']);
  });
});

describe('appendWhole: a line in whole or not at all', () => {
  test('an append cut short is taken back: the file holds whole lines only', () => {
    const file = path.join(tempHome(), 'view.jsonl');
    appendWhole(file, '{"t":"undo"}\n');
    diskFullAfter(4);
    expect(() => appendWhole(file, '{"t":"text","text":"a long line"}\n')).toThrow(WriteError);
    jest.restoreAllMocks();
    expect(fs.readFileSync(file, 'utf8')).toBe('{"t":"undo"}\n');
  });

  test('with follow: false, a link is refused (ELOOP, with what to do), and its target is untouched', () => {
    const dir = tempHome();
    const target = path.join(dir, 'bashrc');
    fs.writeFileSync(target, 'mine\n');
    const link = path.join(dir, 'x.view.jsonl');
    fs.symlinkSync(target, link);
    let err: unknown;
    try {
      appendWhole(link, 'entry\n', { follow: false });
    } catch (e) {
      err = e;
    }
    expect(fileProblem(err, path.basename)).toMatch(/^cannot write x\.view\.jsonl: it is a symbolic link, and law writes the files it keeps beside a save only as files of its own: remove the link and try again \(ELOOP\)$/);
    expect(fs.readFileSync(target, 'utf8')).toBe('mine\n');
  });
});

describe('readRegularFile: regular files only, bounded', () => {
  test('a folder, /dev/zero and a file past the limit are refused before a byte is read', () => {
    const dir = tempHome();
    expect(() => readRegularFile(dir, 100, 'a sheet')).toThrow(new FileRefused('a folder, not a file'));
    if (fs.existsSync('/dev/zero')) expect(() => readRegularFile('/dev/zero', 100, 'a sheet')).toThrow(new FileRefused('not a regular file'));
    const big = path.join(dir, 'big');
    fs.writeFileSync(big, 'x'.repeat(101));
    expect(() => readRegularFile(big, 100, 'a sheet')).toThrow(new FileRefused('larger than 100 bytes'));
    expect(readRegularFile(big, 101, 'a sheet')).toBe('x'.repeat(101));
  });

  (linux ? test : test.skip)('a FIFO is refused at once, not waited on', () => {
    const fifo = path.join(tempHome(), 'x.json');
    execFileSync('mkfifo', [fifo]);
    expect(() => readRegularFile(fifo, 100, 'a sheet')).toThrow(new FileRefused('not a regular file'));
  });
});

(linux && fs.existsSync('/proc/self') ? test : test.skip)('a folder that cannot be made under /proc is an error at once, not an endless loop (LAW_HOME=/proc)', () => {
  let err: unknown;
  try {
    ensureDir('/proc/characters');
  } catch (e) {
    err = e;
  }
  expect(fileProblem(err)).toBe('cannot make the folder /proc/characters: no files can be kept there: set LAW_HOME to a folder you can write to (ENOENT)');
});

test('a JSON error names its place and kind, never the text (a save naming /etc/passwd as a sheet)', () => {
  const errors = ['root:x:0:0:root:/root:/bin/bash\n', '{"a": x}', '{"name": "\u001b]0;pwned\u0007"', '', '{"a":1,}'].map((t) => {
    try {
      parseJsonText(t);
      return null;
    } catch (e) {
      return e as JsonSyntaxError;
    }
  });
  expect(errors.map((e) => e && e.message)).toEqual([
    'not valid JSON (an unexpected character)',
    'not valid JSON (an unexpected character)',
    'not valid JSON at 1:11 (Bad control character in string literal)',
    'not valid JSON (the file is empty)',
    'not valid JSON at 1:8 (Expected double-quoted property name)',
  ]);
  for (const e of errors) expect(e!.message).not.toMatch(/root|pwned|\u001b/);
});

(linux ? test : test.skip)('a claim whose pid now belongs to another process (its start differs) is taken over; the same process keeps it', () => {
  const dir = tempHome();
  const file = path.join(dir, 'game.json');
  // The parent of jest is alive; the claim says it began at another time: a reused pid.
  fs.writeFileSync(`${file}.lock`, `${process.ppid} abc 1\n`);
  const release = claimFile(file, 'game.json');
  expect(fs.readFileSync(`${file}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} [a-z0-9]+ ${processStart(process.pid)}\\n$`));
  release();
  // The same live process with its own start keeps its claim.
  fs.writeFileSync(`${file}.lock`, `${process.ppid} abc ${processStart(process.ppid)}\n`);
  expect(() => claimFile(file, 'game.json')).toThrow(/being played in another window/);
});
