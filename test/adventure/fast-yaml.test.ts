// The fast path of the loader builds the same YAML nodes, at the same places, as the yaml package.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Node as YamlNode } from 'yaml';
import { parseDocument } from 'yaml';
import { fastParse } from '../../src/adventure/fast-yaml';
import type { Node } from '../../src/adventure/yaml-reader';
import { fromYaml, isMap, isScalar, isSeq } from '../../src/adventure/yaml-reader';
import { ROOT } from '../helpers/cli';

function shape(n: Node | null | undefined, source: string): unknown {
  if (isMap(n)) return { map: n.range[0], items: n.items.map((p) => [shape(p.key, source), shape(p.value, source)]) };
  if (isSeq(n)) return { seq: n.range[0], items: n.items.map((i) => shape(i, source)) };
  if (isScalar(n)) {
    const oneLine = !source.slice(n.range[0], n.range[1]).includes('\n');
    // Where an empty value sits differs between the two; its place is never reported.
    if (n.value === null) return { null: true };
    return { value: n.value, at: n.range[0], type: n.type, end: oneLine && n.type !== 'BLOCK_LITERAL' && n.type !== 'BLOCK_FOLDED' ? n.range[1] : null };
  }
  return n === null || n === undefined ? { null: true } : 'other';
}

const files = [
  ...fs.readdirSync(path.join(ROOT, 'adventures')).filter((f) => f.endsWith('.yaml')).map((f) => path.join(ROOT, 'adventures', f)),
  ...fs.readdirSync(path.join(ROOT, 'test', 'fixtures', 'adventures')).filter((f) => f.endsWith('.yaml')).map((f) => path.join(ROOT, 'test', 'fixtures', 'adventures', f)),
];

const doc = fs.readFileSync(path.join(ROOT, 'docs', 'adventure-format.md'), 'utf8');
const examples = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m, i) => [`docs example ${i + 1}`, m[1]]);

test.each(examples)('%s: the same nodes at the same places', (_name, source) => {
  const fast = fastParse(source);
  if (fast === null) return; // the careful path reads it
  expect(shape(fast, source)).toEqual(shape(fromYaml(parseDocument(source).contents as YamlNode), source));
});

test.each(files.map((f) => [path.basename(f), f]))('%s: the same nodes at the same places', (_name, file) => {
  const source = fs.readFileSync(file, 'utf8');
  const fast = fastParse(source);
  expect(fast).not.toBeNull();
  expect(shape(fast, source)).toEqual(shape(fromYaml(parseDocument(source).contents as YamlNode), source));
});

test('what the fast path cannot read exactly goes to the careful path', () => {
  expect(fastParse('a: [1\n')).toBeNull();
  expect(fastParse('a: 1\na: 2\n')).toBeNull();
  expect(fastParse('a:\n  - \n  - x\n')).toBeNull();
  expect(fastParse('a: &x 1\nb: *x\n')).toBeNull();
});
