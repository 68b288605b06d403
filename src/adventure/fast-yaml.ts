// A fast way to the YAML nodes the loader reads. The `yaml` package gives exact places but reads
// about a megabyte a second; js-yaml is many times faster but gives no node tree. Its listener
// reports where each node opens and closes, and from those events this builds the same nodes
// (YAMLMap, YAMLSeq, Pair, Scalar with their ranges) that `yaml` would. When anything does not fit
// (a syntax error, a duplicate key, an empty list item, anchors), it returns null and the loader
// falls back on `yaml`, which reports errors best. A test checks both give the same places.
import * as path from 'node:path';
import type { LoaderState } from 'js-yaml';
import type { Node, Pair, Scalar, YAMLMap, YAMLSeq } from './yaml-reader';
import { MAX_YAML_DEPTH } from './yaml-reader';

// js-yaml's one-file build, the same code as its package's entry: one module to load instead of
// 25, a tenth of the time to `law play`'s first prompt (bench/README.md, "Start-up"). The package
// exports only its entry, so the file is found beside its package.json.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { load, CORE_SCHEMA } = require(path.join(path.dirname(require.resolve('js-yaml/package.json')), 'dist', 'js-yaml.js')) as typeof import('js-yaml');

interface Frame {
  start: number;
  end: number;
  kind: string | null;
  result: unknown;
  /** Made only for nodes that have children: most are scalars. */
  children: Frame[] | null;
}

class Misfit extends Error {}

/** Open events at once beyond which the fast path gives up (twice the depth the loader reads, and some). */
const FAST_DEPTH_LIMIT = 2 * MAX_YAML_DEPTH + 10;

export function fastParse(source: string): Node | null {
  const root: Frame = { start: 0, end: 0, kind: null, result: undefined, children: null };
  const stack: Frame[] = [root];
  try {
    load(source, {
      schema: CORE_SCHEMA,
      listener(event, state: LoaderState) {
        if (event === 'open') {
          // js-yaml recurses into each nested node: a hostile file thousands of levels deep would
          // exhaust the stack. Well before that, the careful path takes over (it checks the depth
          // without recursion and reports it); the events may come two a node, hence the margin.
          if (stack.length > FAST_DEPTH_LIMIT) throw new Misfit('too deep for the fast path');
          stack.push({ start: state.position, end: 0, kind: null, result: undefined, children: null });
        } else {
          const f = stack.pop()!;
          f.end = state.position;
          f.kind = state.kind;
          f.result = state.result;
          const parent = stack[stack.length - 1];
          if (parent.children) parent.children.push(f);
          else parent.children = [f];
        }
      },
    });
    if (root.children?.length !== 1) return null;
    return build(source, root.children[0]);
  } catch {
    return null;
  }
}

/** Past spaces, line ends and comments: where the node really begins. */
function skip(source: string, at: number): number {
  let i = at;
  for (;;) {
    const ch = source.charCodeAt(i);
    if (ch === 32 || ch === 9 || ch === 10 || ch === 13) i++;
    else if (ch === 35 /* # */) {
      while (i < source.length && source.charCodeAt(i) !== 10) i++;
    } else return i;
  }
}

function unwrap(f: Frame): Frame {
  // A node is sometimes reported twice, one event inside the other, with the same value.
  let x = f;
  while (x.children?.length === 1 && x.children[0].result === x.result && x.children[0].kind === x.kind) x = x.children[0];
  return x;
}

const NONE: Frame[] = [];

function build(source: string, frame: Frame): Node {
  const f = unwrap(frame);
  const children = f.children ?? NONE;
  const start = skip(source, f.start);
  const ch = source[start];
  if (ch === '&' || ch === '*' || ch === '!') throw new Misfit('anchors, aliases and tags take the careful path');
  if (f.kind === 'mapping') {
    const result = f.result as Record<string, unknown>;
    if (children.length % 2 !== 0 || children.length / 2 !== Object.keys(result).length) throw new Misfit('pairs');
    const items: Pair[] = [];
    for (let i = 0; i < children.length; i += 2) items.push({ key: build(source, children[i]), value: build(source, children[i + 1]) });
    const map: YAMLMap = { kind: 'map', items, range: [start, f.end, f.end] };
    return map;
  }
  if (f.kind === 'sequence') {
    const seq: YAMLSeq = { kind: 'seq', items: [], range: [start, f.end, f.end] };
    const result = f.result as unknown[];
    let k = 0;
    for (const item of result) {
      const c = children[k];
      if (!c) throw new Misfit('items');
      const isPairInFlow = item !== null && typeof item === 'object' && !Array.isArray(item) && Object.keys(item).length === 1 && unwrap(c).kind !== 'mapping';
      if (isPairInFlow) {
        // "[damage: 2]": a one-pair mapping written inside a flow list has no event of its own.
        const v = children[k + 1];
        if (!v) throw new Misfit('items');
        const at = skip(source, unwrap(c).start);
        seq.items.push({ kind: 'map', items: [{ key: build(source, c), value: build(source, v) }], range: [at, v.end, v.end] });
        k += 2;
      } else {
        seq.items.push(build(source, c));
        k += 1;
      }
    }
    if (k !== children.length) throw new Misfit('items');
    return seq;
  }
  // A block scalar in a list comes with an empty event inside it.
  if (children.some((c) => !(c.result === null && c.start === c.end && !c.children))) throw new Misfit('a scalar with children');
  const value = f.result === undefined ? null : f.result;
  if (value !== null && typeof value === 'object') throw new Misfit('an object where a scalar was expected');
  const type = ch === '"' ? 'QUOTE_DOUBLE' : ch === "'" ? 'QUOTE_SINGLE' : ch === '|' ? 'BLOCK_LITERAL' : ch === '>' ? 'BLOCK_FOLDED' : 'PLAIN';
  // An empty value ("key:" with nothing after it) sits where the next thing begins.
  const end = value === null ? start : Math.max(start, trimEnd(source, start, f.end));
  const scalar: Scalar = { kind: 'scalar', value, type, range: [start, end, end] };
  return scalar;
}

/** The end of a scalar without the spaces, line ends and comments the event may include. */
function trimEnd(source: string, start: number, end: number): number {
  let e = end;
  for (;;) {
    const ch = source.charCodeAt(e - 1);
    if (e > start && (ch === 32 || ch === 9 || ch === 10 || ch === 13)) e--;
    else return e;
  }
}
