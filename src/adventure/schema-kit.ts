// What the pieces of the adventure schema are written with (src/adventure/schema.ts puts them
// together; each construct of the language writes its own piece beside its reader). A leaf.

export type Json = Record<string, unknown>;

/** A reference to a definition of the schema: `ref('outcome')`. */
export const ref = (name: string): Json => ({ $ref: `#/definitions/${name}` });

export const DOCS = 'See docs/adventure-format.md.';

// Patterns are the loader's grammars (parseCheck, parseDice, isPlotwordName) written as anchored
// regular expressions, ranges included, so that a validator refuses what the loader refuses.
/** Dice without X: 1 to 100 dice of 2 to 100 sides, and a modifier (bounded by what uses them). */
export const DICE_HEAD = '(0*([1-9][0-9]?|100))?\\s*[dD]\\s*0*([2-9]|[1-9][0-9]|100)';
export const DICE_BODY = `${DICE_HEAD}\\s*([+-]\\s*[0-9]+)?`;
export const DICE = `^\\s*${DICE_BODY}\\s*$`;

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
  /** The keys of a flow, in the order the loader lists them. */
  flowKeys: readonly string[];
  oneWay: Json;
}
