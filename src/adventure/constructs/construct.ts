// What a construct of the adventure language gives the rest of the engine: its reader (YAML to the
// validated tree), its piece of the JSON Schema, and its run. A way on (`check:`, `fight:`, `end:`...)
// gives a WayReader and a NextRule; an effect verb (`damage:`, `gain:`...) gives a Verb. The lists of
// them are constructs/index.ts (ways) and constructs/verbs.ts (verbs). Types only.
import type { AdventureReader } from '../loader';
import type { Field } from '../yaml-reader';
import type { Run } from '../interpreter';
import type { Exit, Scope } from '../run-shared';
import type { Flow, Pos, SectionId, Shop } from '../model';
import type { Cond } from '../condition';
import type { Json, SchemaContext } from '../schema-kit';
import type { SectionShape } from '../walk';
import type { Next } from '.';

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
