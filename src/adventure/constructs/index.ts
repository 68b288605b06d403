// The constructs of the adventure language, one file each: its reader, its piece of the schema and
// its run (docs/adventure-format.md describes each for authors). This file lists the ways on, the
// keys of a flow that say where it goes; constructs/verbs.ts lists the effect verbs.
//
// Adding a way on: a file here with its WayReader and NextRule (see construct.ts), its kind in
// `Next` and its entries in WAYS and NEXT below, and its section in docs/adventure-format.md. The
// loader, the schema, the interpreter, the lint, the graph and the testers then know it.
import type { NextKind, NextRule, WayReader } from './construct';
import { endNext, endWay } from './ending';

export type { Next } from '../model';

/** The ways on as the YAML writes them, in the order the loader names them (a flow has exactly one). */
export const WAYS: readonly WayReader[] = [endWay];

/** How each kind of way on is played and walked. */
export const NEXT: { readonly [K in NextKind]?: NextRule<K> } = {
  end: endNext,
};

/** The rule of a kind of way on. */
export function nextRule<K extends NextKind>(kind: K): NextRule<K> | undefined {
  return NEXT[kind] as NextRule<K> | undefined;
}
