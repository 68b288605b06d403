// Issue 10, "the rest of the list": failures of the user's machine (a full disk, LAW_HOME naming a
// file) are the user's to fix: exit 1 and one line saying what to do, never a stack trace or exit 70.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { BIN, runBin, tempHome } from '../helpers/cli';

const hasDevFull = fs.existsSync('/dev/full');

(hasDevFull ? test : test.skip)('output to a full disk: one line on stderr, exit 1', () => {
  const fd = fs.openSync('/dev/full', 'w');
  try {
    const r = spawnSync(process.execPath, [BIN, 'tables', 'weapons'], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('law: cannot write the output: the disk is full: free some space and try again (ENOSPC)\n');
  } finally {
    fs.closeSync(fd);
  }
});

test('LAW_HOME naming a file: exit 1 with what to check', () => {
  const home = tempHome();
  const file = path.join(home, 'not-a-folder');
  fs.writeFileSync(file, 'x');
  const create = runBin(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Sword:1,Climbing:2'], { home, env: { LAW_HOME: file } });
  expect(create.code).toBe(1);
  expect(create.stderr).toBe(`law: cannot make the folder not-a-folder/characters: a part of the path is a file, not a folder: check LAW_HOME and the paths you gave (ENOTDIR)\n`);
  const list = runBin(['character', 'list'], { home, env: { LAW_HOME: file } });
  expect(list.code).toBe(1);
  expect(list.stderr).toMatch(/cannot read the characters' folder \(ENOTDIR\)/);
});

test('an unknown name in an option of character create is a bad option value: exit 2', () => {
  const home = tempHome();
  const r = runBin(['character', 'create', 'Ajax', '--st', '12', '--dx', '12', '--iq', '8', '--skills', 'Swrd:3'], { home });
  expect(r.code).toBe(2);
  expect(r.stderr).toBe('law: --skills: "Swrd" is not a skill; did you mean Sword or Bard?\n');
  expect(fs.readdirSync(home)).toEqual([]);
});
