// Seeded mutations of text files for the fuzz tests: each mutant is one or a few edits of a good
// file (a byte changed, a line deleted, duplicated or swapped, values swapped, a number made huge,
// deep nesting, names every JavaScript object has), so that most mutants are nearly valid and go
// deep into the loaders. Deterministic: the same Rng gives the same mutants.
import type { Rng } from '../../src/dice';

export const SPECIAL_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'isPrototypeOf', '__defineGetter__'];

const HUGE = ['1e308', '-1e308', '99999999999999999999999', '1000000000001', '9007199254740993', '-1', '0', '2.5', '-0', '.inf', '.nan', 'NaN', 'Infinity', '1e-7', '0x7fffffff', '1000001', '10000', '1001'];
const CHARS = [':', '-', '[', ']', '{', '}', '"', "'", '&', '*', '!', '#', '|', '>', '\n', ' ', '\t', ',', '?', '%', '@', '`', '0', '9', 'x', '\\', '\u0000', '\uFEFF', '\u202E', 'é'];
const YAML_BITS = ['&a ', '*a', '!!binary ', '!!str ', '!custom ', '<<: *a', '? ', '--- ', '...', '%YAML 1.2', '&b [1, 2]', '{a: *a}', '!!set '];

/** A mutation: text in, text out. */
export type Mutation = (text: string, rng: Rng) => string;

const lines = (t: string) => t.split('\n');

export const TEXT_MUTATIONS: Record<string, Mutation> = {
  flipByte(t, rng) {
    if (t.length === 0) return t;
    const i = rng.between(0, t.length - 1);
    return t.slice(0, i) + rng.pick(CHARS) + t.slice(i + 1);
  },
  insertChars(t, rng) {
    const i = rng.between(0, t.length);
    return t.slice(0, i) + rng.pick(CHARS).repeat(rng.between(1, 4)) + t.slice(i);
  },
  deleteSpan(t, rng) {
    if (t.length === 0) return t;
    const i = rng.between(0, t.length - 1);
    return t.slice(0, i) + t.slice(Math.min(t.length, i + rng.between(1, 40)));
  },
  deleteLine(t, rng) {
    const ls = lines(t);
    ls.splice(rng.between(0, ls.length - 1), 1);
    return ls.join('\n');
  },
  duplicateLine(t, rng) {
    const ls = lines(t);
    const i = rng.between(0, ls.length - 1);
    ls.splice(rng.between(0, ls.length), 0, ls[i]);
    return ls.join('\n');
  },
  swapLines(t, rng) {
    const ls = lines(t);
    const i = rng.between(0, ls.length - 1);
    const j = rng.between(0, ls.length - 1);
    [ls[i], ls[j]] = [ls[j], ls[i]];
    return ls.join('\n');
  },
  swapValues(t, rng) {
    // Two "key: value" lines exchange their values.
    const ls = lines(t);
    const kv = ls.map((l, i) => ({ i, m: /^(\s*-?\s*[^:#\s][^:#]*:\s+)(\S.*)$/.exec(l) })).filter((x) => x.m);
    if (kv.length < 2) return t;
    const a = rng.pick(kv);
    const b = rng.pick(kv);
    ls[a.i] = a.m![1] + b.m![2];
    ls[b.i] = b.m![1] + a.m![2];
    return ls.join('\n');
  },
  hugeNumber(t, rng) {
    const nums = [...t.matchAll(/\d+/g)];
    if (nums.length === 0) return t;
    const m = rng.pick(nums);
    return t.slice(0, m.index) + rng.pick(HUGE) + t.slice(m.index! + m[0].length);
  },
  specialName(t, rng) {
    const words = [...t.matchAll(/[A-Za-z][A-Za-z0-9_-]*/g)];
    if (words.length === 0) return t;
    const m = rng.pick(words);
    return t.slice(0, m.index) + rng.pick(SPECIAL_NAMES) + t.slice(m.index! + m[0].length);
  },
  deepNesting(t, rng) {
    const depth = rng.pick([50, 99, 101, 300, 2000, 20000]);
    const i = rng.between(0, t.length);
    const kind = rng.between(0, 3);
    const bit = kind === 0 ? '['.repeat(depth) + ']'.repeat(depth) : kind === 1 ? '{a: '.repeat(depth) + '1' + '}'.repeat(depth) : kind === 2 ? '('.repeat(depth) + 'gold' + ')'.repeat(depth) : 'not '.repeat(depth) + 'gold';
    return t.slice(0, i) + bit + t.slice(i);
  },
  truncate(t, rng) {
    return t.slice(0, rng.between(0, t.length));
  },
};

export const YAML_MUTATIONS: Record<string, Mutation> = {
  ...TEXT_MUTATIONS,
  yamlFeature(t, rng) {
    const ls = lines(t);
    const i = rng.between(0, ls.length - 1);
    const l = ls[i];
    const colon = l.indexOf(': ');
    ls[i] = colon >= 0 ? `${l.slice(0, colon + 2)}${rng.pick(YAML_BITS)}${l.slice(colon + 2)}` : `${l}${rng.pick(YAML_BITS)}`;
    return ls.join('\n');
  },
  indent(t, rng) {
    const ls = lines(t);
    const i = rng.between(0, ls.length - 1);
    ls[i] = rng.next() < 0.5 ? `  ${ls[i]}` : ls[i].replace(/^ {1,2}/, '');
    return ls.join('\n');
  },
  deepBlock(t, rng) {
    // A block mapping or list nested deep, as a value of a key.
    const depth = rng.pick([90, 101, 200, 600]);
    const list = rng.next() < 0.5;
    const bit = Array.from({ length: depth }, (_, k) => `${' '.repeat(k + 1)}${list ? '- ' : 'a:'}`).join('\n');
    return `${t}\nabout:\n${bit} x\n`;
  },
  conditionBomb(t, rng) {
    // A condition where one is expected, deep or long.
    const ifs = [...t.matchAll(/\bif: (.*)$/gm)];
    if (ifs.length === 0) return t;
    const m = rng.pick(ifs);
    const depth = rng.pick([63, 64, 65, 1000, 5000]);
    const bad = rng.pick([`${'('.repeat(depth)}${m[1]}${')'.repeat(depth)}`, `${'not '.repeat(depth)}gold > 0`, `gold${' + 1'.repeat(depth)} > 0`, `visited(${rng.pick(SPECIAL_NAMES)}) = 0`, `${rng.pick(SPECIAL_NAMES)}(x)`, `${rng.pick(SPECIAL_NAMES)} > 0`]);
    return t.slice(0, m.index) + `if: ${JSON.stringify(bad)}` + t.slice(m.index! + m[0].length);
  },
};

/** JSON-aware mutations: a value anywhere in the document replaced, a key renamed, nesting added. */
export const JSON_MUTATIONS: Record<string, Mutation> = {
  ...TEXT_MUTATIONS,
  replaceValue(t, rng) {
    let doc: unknown;
    try {
      doc = JSON.parse(t);
    } catch {
      return t;
    }
    const spots = collect(doc);
    if (spots.length === 0) return t;
    const s = rng.pick(spots);
    const values: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 1_000_000_001, 2 ** 53 + 2, '', 'x', 'constructor', '__proto__', [], {}, [1, 2], { a: 1 }, DEEP];
    s.set(rng.pick(values));
    // Deep nesting is written as text: JSON.stringify itself would overflow on it.
    const depth = rng.pick([10, 1000, 20000]);
    return JSON.stringify(doc).replace(JSON.stringify(DEEP), `${'['.repeat(depth)}1${']'.repeat(depth)}`);
  },
  renameKey(t, rng) {
    const keys = [...t.matchAll(/"([^"\\]+)":/g)];
    if (keys.length === 0) return t;
    const m = rng.pick(keys);
    return t.slice(0, m.index) + JSON.stringify(rng.pick([...SPECIAL_NAMES, 'extra', m[1].toUpperCase()])) + ':' + t.slice(m.index! + m[0].length);
  },
  addProtoKey(t, rng) {
    const opens = [...t.matchAll(/\{/g)];
    if (opens.length === 0) return t;
    const m = rng.pick(opens);
    const value = rng.pick(['1', '{"polluted": true}', '"x"', 'null', '[]']);
    return `${t.slice(0, m.index! + 1)}"${rng.pick(SPECIAL_NAMES)}": ${value}, ${t.slice(m.index! + 1)}`;
  },
};

const DEEP = '\u0001deep\u0001';

/** Every value of a JSON document, with a setter. */
function collect(doc: unknown): Array<{ set: (v: unknown) => void }> {
  const out: Array<{ set: (v: unknown) => void }> = [];
  const stack: unknown[] = [doc];
  while (stack.length) {
    const x = stack.pop();
    if (Array.isArray(x)) {
      x.forEach((v, i) => {
        out.push({ set: (nv) => (x[i] = nv) });
        stack.push(v);
      });
    } else if (x !== null && typeof x === 'object') {
      for (const k of Object.keys(x)) {
        const o = x as Record<string, unknown>;
        out.push({ set: (nv) => (o[k] = nv) });
        stack.push(o[k]);
      }
    }
  }
  return out;
}

/** One to three mutations in a row, drawn from `set`; returns the mutant and the names of the edits. */
export function mutate(text: string, rng: Rng, set: Record<string, Mutation>): { text: string; edits: string[] } {
  const names = Object.keys(set);
  const edits: string[] = [];
  let t = text;
  const n = rng.next() < 0.7 ? 1 : rng.between(2, 3);
  for (let k = 0; k < n; k++) {
    const name = rng.pick(names);
    edits.push(name);
    t = set[name](t, rng);
  }
  return { text: t, edits };
}
