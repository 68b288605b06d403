// Issue 29: `npm start` builds only when a source changed since the last build (scripts/build-stamp.js).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { tempHome } from '../helpers/cli';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fingerprint } = require('../../scripts/build-stamp.js') as { fingerprint(top?: string): string };

test('the build\'s fingerprint changes with a source\'s content or time, and only then', () => {
  const top = tempHome('law-stamp-');
  fs.mkdirSync(path.join(top, 'src', 'cli'), { recursive: true });
  fs.writeFileSync(path.join(top, 'src', 'cli', 'main.ts'), 'export {};\n');
  fs.writeFileSync(path.join(top, 'package.json'), '{}\n');
  const first = fingerprint(top);
  expect(fingerprint(top)).toBe(first);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(top, 'src', 'cli', 'main.ts'), later, later);
  expect(fingerprint(top)).not.toBe(first);
  const second = fingerprint(top);
  fs.writeFileSync(path.join(top, 'src', 'new.ts'), 'export {};\n');
  expect(fingerprint(top)).not.toBe(second);
});
