// Reading YAML nodes with their places: every value read here knows its file:line:column, and every
// problem goes to the Diagnostics with a stable code instead of stopping at the first one.
import type { Node as YamlNode } from 'yaml';
import type { Pos } from './model';
import type { Code } from './diagnostics';
import { Diagnostics } from './diagnostics';
import { suggest } from '../rules/lookup';
import { unsafeInText } from '../text/safe-text';

export * from './yaml-nodes';
import type { AnyNode, Node, Pair, Range, Scalar, YAMLMap, YAMLSeq } from './yaml-nodes';
import { isMap, isScalar, isSeq } from './yaml-nodes';

/** The deepest YAML nesting read: mappings and lists inside one another (an adventure needs far fewer). */
export const MAX_YAML_DEPTH = 100;
/** The longest name (section, item, creature, map, table, counter) read, in characters. */
export const MAX_NAME_LENGTH = 100;

/** A problem met while converting the yaml package's nodes: reported by the loader at its offset. */
export interface YamlProblem {
  code: 'LAW0031' | 'LAW0032';
  offset: number;
  message: string;
  hint: string;
}

export const ALIAS_HINT = 'write the value out in full where it is used; a creature met in several fights is described once under "creatures:" and named in each';

export function deepProblem(offset: number): YamlProblem {
  return {
    code: 'LAW0032',
    offset,
    message: `the YAML is nested deeper than ${MAX_YAML_DEPTH} levels of mappings and lists`,
    hint: 'an adventure needs far fewer: put a deep chain of outcomes in sections of their own and go there',
  };
}

/**
 * The yaml package's nodes as the loader's own (the package is loaded only for this slower path).
 * Anchors (&name) and aliases (*name) are not part of the adventure format: each is a problem in
 * `problems` (an alias reads as nothing), so that no value is ever silently replaced.
 */
export function fromYaml(n: YamlNode | null | undefined, problems: YamlProblem[] = [], source?: string): Node | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { isAlias: isYamlAlias, isMap: isYamlMap, isPair: isYamlPair, isScalar: isYamlScalar, isSeq: isYamlSeq } = require('yaml') as typeof import('yaml');
  const convert = (x: YamlNode | null | undefined): Node | null => {
    if (x === null || x === undefined) return null;
    const range = (x.range ?? [0, 0, 0]) as Range;
    if (isYamlAlias(x)) {
      problems.push({ code: 'LAW0031', offset: range[0], message: `the alias *${x.source} repeats a value written elsewhere: anchors and aliases are not part of the adventure format`, hint: ALIAS_HINT });
      return { kind: 'scalar', value: null, type: 'PLAIN', range };
    }
    const anchor = (x as { anchor?: string }).anchor;
    if (anchor) problems.push({ code: 'LAW0031', offset: anchorOffset(source, anchor, range[0]), message: `the anchor &${anchor} names a value to repeat: anchors and aliases are not part of the adventure format`, hint: ALIAS_HINT });
    if (isYamlMap(x)) {
      return { kind: 'map', range, items: x.items.map((p) => ({ key: convert(p.key as YamlNode), value: convert(p.value as YamlNode) })) };
    }
    if (isYamlSeq(x)) return { kind: 'seq', range, items: x.items.map((i) => (isYamlPair(i) ? { kind: 'map', range: ((i.key as YamlNode | null)?.range ?? range) as Range, items: [{ key: convert(i.key as YamlNode), value: convert(i.value as YamlNode) }] } : convert(i as YamlNode))) };
    if (isYamlScalar(x)) return { kind: 'scalar', value: x.value, type: x.type ?? 'PLAIN', range };
    return { kind: 'scalar', value: null, type: 'PLAIN', range };
  };
  return convert(n);
}

/** Where an anchor is written: the yaml package's range of an anchored node starts at its value. */
function anchorOffset(source: string | undefined, anchor: string, start: number): number {
  const at = source ? source.lastIndexOf(`&${anchor}`, start) : -1;
  return at >= 0 ? at : start;
}

/** The first node nested deeper than `limit` (the root collection is level 1), or null. */
export function nodeTooDeep(root: Node | null, limit = MAX_YAML_DEPTH): Node | null {
  const stack: Array<[Node, number]> = root ? [[root, 0]] : [];
  while (stack.length) {
    const [n, above] = stack.pop()!;
    if (n.kind === 'scalar') continue;
    const depth = above + 1;
    if (depth > limit) return n;
    if (n.kind === 'map') {
      for (const p of n.items) {
        if (p.key) stack.push([p.key, depth]);
        if (p.value) stack.push([p.value, depth]);
      }
    } else for (const i of n.items) if (i) stack.push([i, depth]);
  }
  return null;
}

/**
 * The offset of the first collection nested deeper than `limit` in the text, by the yaml package's
 * concrete syntax tree, which is built without recursion: the check that keeps a hostile file from
 * the package's recursive composer (thousands of levels exhaust the stack, or the memory). Null
 * when the text is not that deep.
 */
export function textTooDeep(source: string, limit = MAX_YAML_DEPTH): number | null {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Parser } = require('yaml') as typeof import('yaml');
  type Tok = { type: string; offset: number; value?: Tok; items?: Array<{ key?: Tok | null; value?: Tok | null }> };
  for (const token of new Parser().parse(source) as Iterable<Tok>) {
    const stack: Array<[Tok, number]> = [[token, 0]];
    while (stack.length) {
      const [t, above] = stack.pop()!;
      if (t.type === 'document') {
        if (t.value) stack.push([t.value, above]);
        continue;
      }
      if (!t.items) continue;
      const depth = above + 1;
      if (depth > limit) return t.offset;
      for (const it of t.items) {
        if (it.key) stack.push([it.key, depth]);
        if (it.value) stack.push([it.value, depth]);
      }
    }
  }
  return null;
}
export interface Field {
  key: Scalar;
  value: AnyNode;
  pos: Pos;
}

/** The most LAW0121 warnings one file gets: past them, one more says how many were left out. */
const MOST_CONTROL_WARNINGS = 50;

/**
 * Warns (LAW0121) of every text of the file that holds a character a terminal would obey (an escape,
 * a bell, a right-to-left override): law shows it as a symbol, never obeys it (io/safe-text.ts),
 * but it is surely not what the author meant. Keys and values alike, at the place of the text.
 */
export function warnControlCharacters(r: Reader, root: AnyNode): void {
  let found = 0;
  const stack: AnyNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (isMap(n)) {
      for (const p of n.items) stack.push(p.value, p.key);
    } else if (isSeq(n)) {
      for (let i = n.items.length - 1; i >= 0; i--) stack.push(n.items[i]);
    } else if (isScalar(n) && typeof n.value === 'string') {
      const bad = unsafeInText(n.value);
      if (bad === null) continue;
      found++;
      if (found <= MOST_CONTROL_WARNINGS) {
        const at = r.posIn(n, n.type === 'PLAIN' || n.type === 'QUOTE_SINGLE' ? bad.index : 0);
        r.error('LAW0121', at, `the text holds ${bad.what} (${bad.hex}), which a terminal would obey: law shows it as a symbol`, 'remove it; in a double-quoted text, an escape such as \\e or \\x1b makes one');
      }
    }
  }
  if (found > MOST_CONTROL_WARNINGS) r.error('LAW0121', { line: 1, column: 1 }, `${found - MOST_CONTROL_WARNINGS} more texts hold such characters`, null);
}

const SUGGEST_MAX_LENGTH = 64;
const SUGGEST_MAX_PROBLEMS = 200;
const SUGGEST_MAX_WORK = 1_000_000;

/**
 * The offset in a literal block's source (from its "|") of an offset of its value: the value is the
 * block's lines without their indentation, joined by line ends. Null when the offset is past them.
 */
function literalOffset(raw: string, offset: number): number | null {
  const lines = raw.split('\n');
  const body = lines.slice(1);
  const indent = Math.min(...body.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  if (!Number.isFinite(indent)) return null;
  let at = lines[0].length + 1;
  let rest = offset;
  for (const line of body) {
    const length = Math.max(0, line.length - indent);
    if (rest <= length) return at + Math.min(indent, line.length) + rest;
    rest -= length + 1;
    at += line.length + 1;
  }
  return null;
}

export class Reader {
  readonly diags: Diagnostics;

  constructor(
    readonly file: string,
    readonly source: string,
    readonly lines: LineIndex,
    diags?: Diagnostics,
  ) {
    this.diags = diags ?? new Diagnostics(file);
  }

  pos(node: AnyNode | Pair, fallback?: Pos): Pos {
    const n = node as { range?: [number, number, number] } | null | undefined;
    if (n && n.range) {
      const p = this.lines.linePos(n.range[0]);
      return { line: p.line, column: p.col };
    }
    return fallback ?? { line: 1, column: 1 };
  }

  /**
   * The place of a character inside a scalar's text: exact for plain and quoted one-line scalars and
   * for a literal block (`text: |`), whose lines keep theirs; else the scalar's own place.
   */
  posIn(node: AnyNode, offset: number, fallback?: Pos): Pos {
    if (isScalar(node) && node.range) {
      const start = node.range[0];
      const raw = this.source.slice(start, node.range[1]);
      if (!raw.includes('\n')) {
        if (node.type === 'PLAIN') return this.posAt(start + offset);
        if (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') return this.posAt(start + 1 + offset);
      } else if (node.type === 'BLOCK_LITERAL') {
        const block = literalOffset(raw, offset);
        if (block !== null) return this.posAt(start + block);
      }
    }
    return this.pos(node, fallback);
  }

  posAt(offset: number): Pos {
    const p = this.lines.linePos(offset);
    return { line: p.line, column: p.col };
  }

  error(code: Code, at: Pos, message: string, hint: string | null = null): void {
    this.diags.add(code, at, message, hint);
  }

  /**
   * The names closest to `name` for a "did you mean" hint. Names come from the file, so the work is
   * bounded: long names get no suggestion, a long list of candidates is cut, and past the first
   * couple of hundred problems of a file no more suggestions are made.
   */
  closest(name: string, candidates: readonly string[], limit = 3): string[] {
    if (name.length > SUGGEST_MAX_LENGTH || this.diags.list.length > SUGGEST_MAX_PROBLEMS) return [];
    const pool = candidates.filter((c) => c.length <= SUGGEST_MAX_LENGTH);
    const budget = Math.max(1, Math.floor(SUGGEST_MAX_WORK / Math.max(1, name.length * SUGGEST_MAX_LENGTH)));
    return suggest(name, pool.length > budget ? pool.slice(0, budget) : pool, limit);
  }

  /** The original text of a scalar, as written (for version numbers such as 1.10). */
  sourceOf(node: Scalar): string {
    return node.range ? this.source.slice(node.range[0], node.range[1]).trim().replace(/^["']|["']$/g, '') : String(node.value);
  }

  kindOf(node: AnyNode): string {
    if (node === null || node === undefined) return 'nothing';
    if (isMap(node)) return 'a mapping (key: value lines)';
    if (isSeq(node)) return 'a list';
    if (isScalar(node)) {
      const v = node.value;
      if (v === null) return 'nothing';
      if (typeof v === 'number') return `the number ${v}`;
      if (typeof v === 'boolean') return `${v}`;
      return `the text "${String(v).length > 30 ? `${String(v).slice(0, 30)}...` : String(v)}"`;
    }
    return 'an unsupported value';
  }

  map(node: AnyNode, what: string, at?: Pos): YAMLMap | null {
    if (isMap(node)) return node;
    this.error('LAW0004', this.pos(node, at), `${what} must be a mapping of keys, not ${this.kindOf(node)}`);
    return null;
  }

  seq(node: AnyNode, what: string, at?: Pos): YAMLSeq | null {
    if (isSeq(node)) return node;
    this.error('LAW0004', this.pos(node, at), `${what} must be a list, not ${this.kindOf(node)}`);
    return null;
  }

  /**
   * The keys of a mapping, checked against those allowed: an unknown key is LAW0002 (with the
   * closest allowed key as a hint), a missing required key LAW0003. Keys are returned by name.
   */
  fields(map: YAMLMap, what: string, allowed: readonly string[], required: readonly string[] = []): Map<string, Field> {
    const out = new Map<string, Field>();
    for (const pair of map.items as Pair[]) {
      const key = pair.key as AnyNode;
      if (!isScalar(key) || (typeof key.value !== 'string' && typeof key.value !== 'number')) {
        this.error('LAW0004', this.pos(key, this.pos(map)), `a key of ${what} must be a word, not ${this.kindOf(key)}`);
        continue;
      }
      const name = String(key.value);
      if (!allowed.includes(name)) {
        const close = this.closest(name, allowed, 1);
        this.error('LAW0002', this.pos(key), `${what} has no key "${name}"`, close.length ? `did you mean "${close[0]}"? ${what} takes: ${allowed.join(', ')}` : `${what} takes: ${allowed.join(', ')}`);
        continue;
      }
      if (out.has(name)) {
        this.error('LAW0023', this.pos(key), `${what} has "${name}" twice`, 'remove one of them');
        continue;
      }
      out.set(name, { key, value: pair.value as AnyNode, pos: this.pos(key) });
    }
    for (const r of required) {
      if (!out.has(r)) this.error('LAW0003', this.pos(map), `${what} needs "${r}"`, hintFor(r));
    }
    return out;
  }

  str(f: Field | undefined, what: string, opts: { allowNumber?: boolean } = {}): string | null {
    if (!f) return null;
    const v = f.value;
    if (isScalar(v) && typeof v.value === 'string') return v.value;
    if (opts.allowNumber && isScalar(v) && typeof v.value === 'number') return this.sourceOf(v);
    this.error('LAW0004', this.pos(v, f.pos), `${what} must be text, not ${this.kindOf(v)}`);
    return null;
  }

  int(f: Field | undefined, what: string, min: number, max: number): number | null {
    if (!f) return null;
    return this.intNode(f.value, what, min, max, f.pos);
  }

  intNode(v: AnyNode, what: string, min: number, max: number, at?: Pos): number | null {
    if (isScalar(v) && typeof v.value === 'number' && Number.isInteger(v.value)) {
      if (v.value < min || v.value > max) {
        this.error('LAW0025', this.pos(v, at), `${what} must be from ${min} to ${max}, not ${v.value}`);
        return null;
      }
      return v.value;
    }
    this.error('LAW0004', this.pos(v, at), `${what} must be a whole number, not ${this.kindOf(v)}`);
    return null;
  }

  bool(f: Field | undefined, what: string): boolean | null {
    if (!f) return null;
    const v = f.value;
    if (isScalar(v) && typeof v.value === 'boolean') return v.value;
    this.error('LAW0004', this.pos(v, f.pos), `${what} must be true or false, not ${this.kindOf(v)}`);
    return null;
  }

  /** A scalar that names something: text or a number, as text. */
  name(v: AnyNode, what: string, at?: Pos): string | null {
    if (isScalar(v) && (typeof v.value === 'string' || typeof v.value === 'number') && String(v.value).trim() !== '') {
      const name = String(v.value).trim();
      if (name.length > MAX_NAME_LENGTH) {
        this.error('LAW0025', this.pos(v, at), `${what} is ${name.length} characters long, more than the ${MAX_NAME_LENGTH} a name may have`, 'give it a shorter name');
        return null;
      }
      return name;
    }
    this.error('LAW0004', this.pos(v, at), `${what} must be a name or a number, not ${this.kindOf(v)}`);
    return null;
  }
}

function hintFor(key: string): string | null {
  const examples: Record<string, string> = {
    law: 'start the file with "law: 1", the version of this format',
    id: 'give the adventure a short id of lower-case letters and hyphens: "id: toll-bridge"',
    title: 'add "title: The Toll Bridge"',
    version: 'add "version: 1.0"; change it whenever you publish a change, so old saves are refused clearly',
    start: 'say which section comes first: "start: 1"',
    sections: 'add "sections:" with the numbered sections below it',
    roll: 'for example "roll: 3/DX" or "roll: 3/ST+Climbing"',
    pass: 'say where a pass leads: "pass: 12"',
    fail: 'say where a failure leads: "fail: 13"',
    win: 'say where winning leads: "win: 12"',
    lose: 'say where losing leads: "lose: 13"',
    loss: 'say where a lost game leads: "loss: 13"',
    game: 'name a tavern game: "game: deceptidice" (law tavern lists them)',
    opponents: 'list the other players: "opponents: [{ name: Old Sallow, level: normal }]"',
    victory: 'say where victory leads: "victory: 20"',
    map: 'name a map of the "maps:" list',
    foes: 'list the foes: "foes: [Goblin, {creature: Wolf, count: 2}]"',
    option: 'the text of the choice: "- option: Climb the wall"',
    results: 'for example "results: { 1-3: 10, 4-6: 11 }"',
    against: 'for example "against: { creature: Goblin, roll: 3/IQ }"',
    title_: '',
  };
  return examples[key] ?? null;
}

/** Line and column (1-based) of an offset in a text: the starts of its lines, searched by halves. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  linePos(offset: number): { line: number; col: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - this.starts[lo] + 1 };
  }
}
