// The YAML nodes the readers of the language see, and how to tell them apart: a leaf, so that the
// constructs (whose readers test a node's kind) load it and not the reader of YAML beside it.
/**
 * The YAML nodes the loader reads: plain objects, made by the fast path (fast-yaml.ts) or converted
 * from the yaml package's document. The field names are those of the yaml package.
 */
export type Range = [number, number, number];
export interface Scalar {
  kind: 'scalar';
  value: unknown;
  /** PLAIN, QUOTE_DOUBLE, QUOTE_SINGLE, BLOCK_LITERAL or BLOCK_FOLDED. */
  type: string;
  range: Range;
}
export interface Pair {
  key: Node | null;
  value: Node | null;
}
export interface YAMLMap {
  kind: 'map';
  items: Pair[];
  range: Range;
}
export interface YAMLSeq {
  kind: 'seq';
  items: Array<Node | null>;
  range: Range;
}
export type Node = Scalar | YAMLMap | YAMLSeq;
export type AnyNode = Node | null | undefined;

export const isMap = (n: unknown): n is YAMLMap => (n as Node | null)?.kind === 'map';
export const isSeq = (n: unknown): n is YAMLSeq => (n as Node | null)?.kind === 'seq';
export const isScalar = (n: unknown): n is Scalar => (n as Node | null)?.kind === 'scalar';
