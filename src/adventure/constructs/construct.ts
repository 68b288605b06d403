// What a construct of the adventure language gives the rest of the engine: its reader (YAML to the
// validated tree), its piece of the JSON Schema, and its run. A way on (`check:`, `fight:`, `end:`...)
// gives a WayReader and a NextRule; an effect verb (`damage:`, `gain:`...) gives a Verb. The lists of
// them are constructs/index.ts (ways) and constructs/verbs.ts (verbs).
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import type { Run } from '../interpreter';
import type { Exit, Scope } from '../run-shared';
import type { Flow, Pos, RoleRef, SectionId, Shop, Target } from '../model';
import type { Cond } from '../condition';
import type { Json, SchemaContext } from '../schema-kit';
import { ref } from '../schema-kit';
import type { SectionShape } from '../walk';
import type { Next } from '.';
import type { EffectKind, EffectOf } from './verbs';

/** A way on as the YAML writes it: the one key of a section, an option or an outcome that says where it goes. */
export interface WayReader {
  /** Its key: "check", "fight"... */
  key: string;
  /** Reads it; null when it is wrong (every fault reported through the reader). */
  read(a: AdventureReader, f: Field, where: string): Next | null;
  /** Its value in the schema of a flow. */
  schema(ctx: SchemaContext): Json;
  /** The definitions of the schema it refers to, by name. */
  definitions?(ctx: SchemaContext): Record<string, Json>;
}

/** A way's reader made of the reader of its node and where the node stands in the tree: `readsAs(readCheck, (check) => ({ kind: 'check', check }))`. */
export function readsAs<T>(read: (a: AdventureReader, f: Field, where: string) => T | null, next: (t: T) => Next): WayReader['read'] {
  return (a, f, where) => {
    const t = read(a, f, where);
    return t === null ? null : next(t);
  };
}

/** A way whose value the schema defines under the way's own name (`check:` is a `check`). */
export function namedWay(key: string, read: WayReader['read'], definition: (ctx: SchemaContext) => Json): WayReader {
  return { key, read, schema: () => ref(key), definitions: (ctx) => ({ [key]: definition(ctx) }) };
}

export type NextKind = Next['kind'];
export type NextOf<K extends NextKind> = Extract<Next, { kind: K }>;

/** What a section's shape (walk.ts) is built with: the construct says what it leads to and what it is. */
export interface ShapeWalk {
  shape: SectionShape;
  /** The label of what led here (an option's, "pass"...), for an edge made here. */
  label: string;
  /** What led here: an option, a check... */
  kind: string;
  /** Follows one of its outcomes, under a label of its own. */
  visit(flow: Flow, label: string, kind: string, when?: string[]): void;
  /** An edge to a section, under `label`. */
  edge(to: SectionId, label: string, at: Pos): void;
  /** The conditions of the options on the way here. */
  when: string[];
}

/** A place where the explorer can branch (a check, a fight...): the names of its outcomes. */
export interface Chance {
  kind: string;
  text: string;
  at: Pos;
  outcomes: string[];
}

/** A way on as it is played and walked (a kind of the validated tree's `Next`). */
export interface NextRule<K extends NextKind> {
  /** Plays it, from the way on to where the party goes. */
  run(run: Run, next: NextOf<K>, scope: Scope, shop: Shop | null): Promise<Exit>;
  /** The flows it goes on by, in the order the authors' tools walk them. */
  outcomes(next: NextOf<K>): Flow[];
  /** What the graph and the lint see of it: its edges, its endings, what it is. */
  shape(next: NextOf<K>, walk: ShapeWalk): void;
  /** Where the explorer can branch at it, and the names of its outcomes; absent: nowhere. */
  chance?(next: NextOf<K>): Chance;
  /** The conditions it tests itself (a branching goto's), with their places. */
  conditions?(next: NextOf<K>): Array<{ cond: Cond; at: Pos }>;
  /** What reading ahead (See Future) finds where it leads: a section whose text is read, or words; null: nothing. */
  preview(run: Run, next: NextOf<K>): { to: SectionId } | { says: string } | null;
  /** Why an option that leads here cannot be taken now (a stake nobody can pay), or null. */
  closed?(run: Run, next: NextOf<K>): string | null;
}

export type { EffectKind, EffectOf };

/** What an effect verb's reader is given: its value and place, its row, and the effect's "who" already read. */
export interface VerbValue<K extends EffectKind> {
  a: AdventureReader;
  verb: K;
  row: Verb<K>;
  /** The verb's key and value. */
  field: Field;
  /** Every key of the effect, the verb's and those that go with it (`then` beside `if`). */
  fields: Map<string, Field>;
  value: AnyNode;
  /** Where the value stands. */
  at: Pos;
  /** "an effect of section 3": for messages. */
  where: string;
  /** Where the effect stands and whom it falls on (null: the default). */
  base: { at: Pos; who: Target | RoleRef | null };
  /** A companion "who" names (a heal on `who: Old Tam`), and where. */
  companion: { name: string; at: Pos } | null;
}

/** A row of the table of effect verbs (constructs/verbs.ts). */
export interface Verb<K extends EffectKind> {
  /** It concerns the party as a whole, never one member: it takes no "who". */
  party: boolean;
  /** An amount verb: the most one effect may give or take (what a character sheet holds). */
  limit?: number;
  /** An amount that may be negative: taken away. */
  negative?: boolean;
  /** "all" is an amount of it. */
  all?: boolean;
  /** Its "who" may name a companion under "companions:". */
  companions?: boolean;
  /** The hint when a negative amount is written where none may be: which verb to use instead. */
  instead?: string;
  /** Keys that go with the verb in the same effect (`then` and `else` beside `if`), besides "who". */
  with?: readonly string[];
  /** What it does, as editors show it (the schema's description). */
  text: string;
  /** The schema of its value; an amount verb's follows from its limit, its sign and "all". */
  schema?: Json;
  /** Reads its value; null when it is wrong (every fault reported through the reader). */
  read(v: VerbValue<K>): EffectOf<K> | null;
  /** Does it, to those it falls on in `scope`. */
  apply(run: Run, e: EffectOf<K>, scope: Scope): Promise<void> | void;
}
