// The development loop (README, "For developers"): a type error fails a run of one test file, as
// it fails `npm test`, and a failure points at its line of the .ts file (source maps). Runs jest
// itself on two files of test/fixtures/dev-loop/ with the project's jest.config.js.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const root = path.join(__dirname, '..');

test('jest on one file: a type error fails it, and failures name the lines of the .ts files', () => {
  const env = { ...process.env };
  // As a person runs it, not as npm test does after its own type check.
  delete env.LAW_TYPECHECKED;
  const config = path.join(root, 'test', 'fixtures', 'dev-loop', 'jest.config.js');
  const run = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--config', config, '--no-cache', '--ci', '--colors=false'], { cwd: root, env, encoding: 'utf8' });
  const out = `${run.stdout}${run.stderr}`.replace(/\u001b\[[0-9;]*m/g, '');
  expect(run.status).not.toBe(0);
  // The type error, at its place.
  expect(out).toMatch(/type-error\.check\.ts:5:\d+ - error TS2322/);
  // The failing expectation at line 10; the throw at line 11 of helper.ts, called from line 14.
  expect(out).toContain('test/fixtures/dev-loop/failing.check.ts:10:');
  expect(out).toMatch(/at dice \(test\/fixtures\/dev-loop\/helper\.ts:11:\d+\)/);
  expect(out).toContain('test/fixtures/dev-loop/failing.check.ts:14:');
});
