// Every diagnostic code the source can give is in the codes table of docs/adventure-format.md with
// its title, and every code in the table is one the source gives or is marked retired.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CODES } from '../../src/adventure';
import { ROOT } from '../helpers/cli';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

const doc = fs.readFileSync(path.join(ROOT, 'docs', 'adventure-format.md'), 'utf8');
/** The rows of the codes table: code and title. */
const table = new Map([...doc.matchAll(/^\| (LAW\d{4}) \| ([^|]+) \|/gm)].map((m) => [m[1], m[2].trim()]));
const emitted = new Set(sources(path.join(ROOT, 'src')).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/'(LAW\d{4})'/g)].map((m) => m[1])));

test('the source gives codes, and the table lists codes', () => {
  expect(emitted.size).toBeGreaterThan(30);
  expect(table.size).toBeGreaterThan(30);
});

test('every code written in the source is a known code and is in the table with its title', () => {
  for (const code of emitted) {
    expect([code, Object.hasOwn(CODES, code)]).toEqual([code, true]);
    expect([code, table.get(code)]).toEqual([code, CODES[code as keyof typeof CODES].title]);
  }
});

test('every code in the table is given by the source, or marked retired (LAW0108)', () => {
  const retired = [...table].filter(([, title]) => title === '(retired)').map(([code]) => code);
  expect(retired).toEqual(['LAW0108']);
  for (const code of table.keys()) if (!retired.includes(code)) expect([code, emitted.has(code)]).toEqual([code, true]);
});
