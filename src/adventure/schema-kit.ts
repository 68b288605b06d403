// What the pieces of the adventure schema are written with (src/adventure/schema.ts puts them
// together; each construct of the language writes its own piece beside its reader). A leaf.

export type Json = Record<string, unknown>;

/** A reference to a definition of the schema: `ref('outcome')`. */
export const ref = (name: string): Json => ({ $ref: `#/definitions/${name}` });

export const DOCS = 'See docs/adventure-format.md.';

/** A mapping with exactly these keys (in this order), each described, none other allowed. */
export function object(keys: readonly string[], props: Record<string, Json>, required: string[] = [], description?: string): Json {
  const properties: Record<string, Json> = {};
  for (const k of keys) {
    if (!props[k]) throw new Error(`schema: no description of key ${k}`);
    properties[k] = props[k];
  }
  return { type: 'object', ...(description ? { description } : {}), properties, required, additionalProperties: false };
}

/**
 * What a construct's piece may use of the whole: the keys of a flow (text, gm, do and every way on),
 * for a construct whose outcomes carry a flow of their own (a fight's `ends`), and the rule that a
 * flow goes on in exactly one way.
 */
export interface SchemaContext {
  flowProps: Record<string, Json>;
  oneWay: Json;
}
