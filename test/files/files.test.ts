// Files on disk: atomic writes that leave nothing behind, and one writer at a time (issue 10).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { claimFile, LockError, withLock, writeFileAtomic } from '../../src/files';
import { tempHome } from '../helpers/cli';

test('a claim is refused to a second claimant at once, and freed by its release', () => {
  const file = path.join(tempHome(), 'saves', 'game.json');
  fs.mkdirSync(path.dirname(file));
  const release = claimFile(file, 'saves/game.json');
  expect(() => claimFile(file, 'saves/game.json')).toThrow(LockError);
  expect(() => claimFile(file, 'saves/game.json')).toThrow(`saves/game.json is being played in another window (process ${process.pid}); if no other law is running, remove saves/game.json.lock and try again`);
  release();
  claimFile(file, 'saves/game.json')();
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
});

test('a claim whose holder was killed is taken over', () => {
  const file = path.join(tempHome(), 'game.json');
  fs.writeFileSync(`${file}.lock`, '999999999\n');
  const release = claimFile(file, 'game.json');
  expect(fs.readFileSync(`${file}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
  release();
});

test('a release removes only its own lock: one taken over by another since is left to that one', () => {
  const file = path.join(tempHome(), 'game.json');
  const release = claimFile(file, 'game.json');
  fs.writeFileSync(`${file}.lock`, '12345 someone-else\n');
  release();
  expect(fs.readFileSync(`${file}.lock`, 'utf8')).toBe('12345 someone-else\n');
});

test('a claim makes no folder: a save in a folder that does not exist cannot be claimed', () => {
  const file = path.join(tempHome(), 'no', 'such', 'game.json');
  expect(() => claimFile(file, 'x')).toThrow(/ENOENT/);
  expect(fs.existsSync(path.dirname(file))).toBe(false);
});

test('a lock is released when its work throws, and the file is left as it was', () => {
  const file = path.join(tempHome(), 'x.json');
  writeFileAtomic(file, 'one');
  expect(() =>
    withLock(file, () => {
      throw new Error('no');
    }),
  ).toThrow('no');
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
  expect(fs.readFileSync(file, 'utf8')).toBe('one');
});

test('a claim left empty by a law killed between creating it and writing its pid is taken over (found by the kill test)', () => {
  const dir = tempHome();
  const file = path.join(dir, 'game.json');
  fs.writeFileSync(file, '{}');
  // Left a while ago: taken over at once.
  fs.writeFileSync(`${file}.lock`, '');
  const past = new Date(Date.now() - 5_000);
  fs.utimesSync(`${file}.lock`, past, past);
  claimFile(file, 'game.json')();
  // Just left: its holder may still be writing its pid, so the claim waits a moment, then takes it.
  fs.writeFileSync(`${file}.lock`, '');
  const release = claimFile(file, 'game.json');
  expect(fs.readFileSync(`${file}.lock`, 'utf8')).toMatch(new RegExp(`^${process.pid} `));
  release();
});
