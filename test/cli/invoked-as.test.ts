// Issue 29: a hint names the command the user ran ("Continue with: law play --resume" after an install
// that put no `law` on the PATH).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { invokedAs } from '../../src/cli/invoked-as';
import { BIN, ROOT, runBin, tempHome } from '../helpers/cli';

describe('issue 29: the command a hint names', () => {
  test('npm start, npx law, a law on the PATH that is this program, else the path it was run by', () => {
    expect(invokedAs({ env: { npm_lifecycle_event: 'start', npm_command: 'start' }, cwd: ROOT, script: BIN })).toBe('npm start --');
    expect(invokedAs({ env: { npm_command: 'exec' }, cwd: ROOT, script: BIN })).toBe('npx law');
    expect(invokedAs({ env: {}, cwd: ROOT, script: BIN })).toBe(path.join('bin', 'law'));
    expect(invokedAs({ env: {}, cwd: path.join(ROOT, 'bin'), script: BIN })).toBe('./law');
    expect(invokedAs({ env: {}, cwd: tempHome('law-as-'), script: BIN })).toBe(BIN);
    const dir = tempHome('law-path-');
    fs.symlinkSync(BIN, path.join(dir, 'law'));
    expect(invokedAs({ env: { PATH: dir }, cwd: dir, script: BIN })).toBe('law');
    expect(invokedAs({ env: { LAW_COMMAND: 'lawx' }, cwd: ROOT, script: BIN })).toBe('lawx');
    // In process (the tests), with no script: law.
    expect(invokedAs({ env: {}, cwd: ROOT })).toBe('law');
  });

  test('a tavern game left at the end of input names the program as it was run', () => {
    const home = tempHome('law-as-e2e-');
    const r = runBin(['tavern', 'deceptidice', '--seed', '1'], { home, env: { LAW_COMMAND: undefined } });
    expect(r.stdout).toContain(`\`${BIN} tavern --resume saves/tavern-deceptidice.json\` goes on with it`);
  });
});
