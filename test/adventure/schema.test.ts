// schema/adventure.schema.json is generated from the constructs of the language (each writes its piece
// beside its reader, src/adventure/constructs/); after changing the format, regenerate it with
// UPDATE_SCHEMA=1 npx jest test/adventure/schema (README.md, "For developers").
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { CODES, formatSchema } from '../../src/adventure';
import { ROOT } from '../helpers/cli';

const FILE = path.join(ROOT, 'schema', 'adventure.schema.json');

test('the published JSON Schema is the one built from the constructs of the language', () => {
  if (process.env.UPDATE_SCHEMA === '1') fs.writeFileSync(FILE, formatSchema());
  expect(fs.readFileSync(FILE, 'utf8')).toBe(formatSchema());
});

/** A small validator for the parts of JSON Schema the file uses, enough to check real adventures against it. */
type S = Record<string, unknown>;
function check(schema: S, value: unknown, root: S, where: string, errors: string[]): void {
  if (schema.$ref) return check((root.definitions as Record<string, S>)[(schema.$ref as string).split('/').pop()!], value, root, where, errors);
  if (schema.oneOf) {
    const ok = (schema.oneOf as S[]).filter((s) => {
      const e: string[] = [];
      check(s, value, root, where, e);
      return e.length === 0;
    }).length;
    if (ok !== 1) errors.push(`${where}: matches ${ok} of oneOf`);
  }
  const t = schema.type as string | string[] | undefined;
  if (t) {
    const kinds = Array.isArray(t) ? t : [t];
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
    if (!kinds.includes(kind) && !(kind === 'integer' && kinds.includes('number'))) errors.push(`${where}: ${kind} is not ${kinds.join('|')}`);
  }
  if (schema.enum && !(schema.enum as unknown[]).includes(value)) errors.push(`${where}: not one of ${(schema.enum as unknown[]).join(', ')}`);
  if (schema.const !== undefined && schema.const !== value) errors.push(`${where}: must be ${String(schema.const)}`);
  if (typeof value === 'string' && schema.pattern && !new RegExp(schema.pattern as string).test(value)) errors.push(`${where}: "${value}" does not match ${String(schema.pattern)}`);
  if (Array.isArray(value) && schema.items) value.forEach((v, i) => check(schema.items as S, v, root, `${where}[${i}]`, errors));
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const r of (schema.required as string[] | undefined) ?? []) if (!(r in obj)) errors.push(`${where}: needs ${r}`);
    const props = (schema.properties as Record<string, S> | undefined) ?? {};
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) check(props[k], v, root, `${where}.${k}`, errors);
      else if (schema.patternProperties) {
        const hit = Object.entries(schema.patternProperties as Record<string, S>).find(([p]) => new RegExp(p).test(k));
        if (hit) check(hit[1], v, root, `${where}.${k}`, errors);
        else if (schema.additionalProperties === false) errors.push(`${where}: unknown key ${k}`);
      } else if (schema.additionalProperties === false) errors.push(`${where}: unknown key ${k}`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') check(schema.additionalProperties as S, v, root, `${where}.${k}`, errors);
    }
  }
}

test('every bundled adventure and every fixture that loads is valid against the schema; typos are not', () => {
  const schema = JSON.parse(formatSchema()) as S;
  const files = [
    ...fs.readdirSync(path.join(ROOT, 'adventures')).filter((f) => f.endsWith('.yaml')).map((f) => path.join(ROOT, 'adventures', f)),
    ...fs.readdirSync(path.join(ROOT, 'test', 'fixtures', 'adventures')).filter((f) => f.endsWith('.yaml')).map((f) => path.join(ROOT, 'test', 'fixtures', 'adventures', f)),
  ];
  for (const f of files) {
    const errors: string[] = [];
    check(schema, parse(fs.readFileSync(f, 'utf8')), schema, path.basename(f), errors);
    expect(errors).toEqual([]);
  }
  const errors: string[] = [];
  check(schema, { law: 1, id: 'x', title: 'X', version: '1', start: 1, sections: { 1: { txt: 'hi', end: 'Over' } } }, schema, 'bad', errors);
  expect(errors).toContain('bad.sections.1: unknown key txt');
});

test('docs/adventure-format.md lists every diagnostic code with its title', () => {
  const doc = fs.readFileSync(path.join(ROOT, 'docs', 'adventure-format.md'), 'utf8');
  for (const [code, { title }] of Object.entries(CODES)) expect(doc).toContain(`| ${code} | ${title} |`);
});
