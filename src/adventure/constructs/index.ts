// The constructs of the adventure language, one file each: its reader (YAML to the validated tree),
// its piece of the JSON Schema and its run (docs/adventure-format.md describes each for authors). This
// file lists the ways on, the keys of a flow that say where it goes; verbs.ts lists the effect verbs.
//
// Adding a way on: a file here with its WayReader and NextRule (construct.ts says what each holds),
// its kind in `Next`, its entry in WAYS and in NEXT below, and its section in the docs. The loader,
// the schema, the interpreter, the lint, the graph and the testers then know it; the type of NEXT
// makes a kind without its rule a compile error.
import type { NextKind, NextRule, WayReader } from './construct';
import type { BranchNext, GotoNext } from './goto';
import { branchNext, gotoNext, gotoWay } from './goto';
import type { OptionsNext } from './options';
import { optionsNext, optionsWay } from './options';
import type { CheckNext } from './check';
import { checkNext, checkWay } from './check';
import type { ContestNext } from './contest';
import { contestNext, contestWay } from './contest';
import { castWay } from './casting';
import type { FightNext } from './fight';
import { fightNext, fightWay } from './fight';
import type { RandomNext } from './random-tables';
import { randomNext, randomWay } from './random-tables';
import type { TavernNext } from './tavern';
import { tavernNext, tavernWay } from './tavern';
import type { EndNext } from './ending';
import { endNext, endWay } from './ending';

/** Where a flow goes on, in the validated tree: each kind is one construct's (`cast:` reads as a check). */
export type Next = GotoNext | BranchNext | OptionsNext | CheckNext | ContestNext | FightNext | RandomNext | TavernNext | EndNext;

/** The ways on as the YAML writes them, in the order the loader names them (a flow has exactly one). */
export const WAYS: readonly WayReader[] = [gotoWay, optionsWay, checkWay, contestWay, castWay, fightWay, randomWay, tavernWay, endWay];

/** How each kind of way on is played and walked. */
export const NEXT: { readonly [K in NextKind]: NextRule<K> } = {
  goto: gotoNext,
  branch: branchNext,
  options: optionsNext,
  check: checkNext,
  contest: contestNext,
  fight: fightNext,
  random: randomNext,
  tavern: tavernNext,
  end: endNext,
};

/** The rule of a way on. */
export function nextRule<K extends NextKind>(kind: K): NextRule<K> {
  return NEXT[kind] as NextRule<K>;
}
