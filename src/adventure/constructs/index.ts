// The constructs of the adventure language, one file each: its reader (YAML to the validated tree),
// its piece of the JSON Schema and its run (docs/adventure-format.md describes each for authors). This
// file lists the ways on, the keys of a flow that say where it goes; verbs.ts lists the effect verbs.
//
// Adding a way on: a file here with its WayReader and NextRule (construct.ts says what each holds),
// its kind in `Next`, its module in `constructs`, its entries in ways() and NEXT below, and its
// section in the docs. The loader, the schema, the interpreter, the lint, the graph and the testers
// then know it; the type of NEXT makes a kind without its rule a compile error.
import type { NextKind, NextRule, WayReader } from './construct';
import type { BranchNext, GotoNext } from './goto';
import type { OptionsNext } from './options';
import type { CheckNext } from './check';
import type { ContestNext } from './contest';
import type { FightNext } from './fight';
import type { RandomNext } from './random-tables';
import type { TavernNext } from './tavern';
import type { EndNext } from './ending';
import type { BackNext } from './returning';

/** Where a flow goes on, in the validated tree: each kind is one construct's (`cast:` reads as a check). */
export type Next = GotoNext | BranchNext | OptionsNext | CheckNext | ContestNext | FightNext | RandomNext | TavernNext | EndNext | BackNext;

/** A module loaded at the first call, and the same one after without asking Node again. */
function once<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}

/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * Each construct's module, loaded the first time a game needs it (and kept by Node after): a start
 * that only asks who goes on the adventure loads none, a section those it uses (bench/README.md,
 * "Start-up"). The interpreter reaches the constructs through it, and so does a construct that needs
 * another only now and then (a goto the shop beside it, Diplomacy the roll). The loader and the
 * schema, which need them all, load them all.
 */
export const constructs = {
  goto: once(() => require('./goto') as typeof import('./goto')),
  options: once(() => require('./options') as typeof import('./options')),
  check: once(() => require('./check') as typeof import('./check')),
  contest: once(() => require('./contest') as typeof import('./contest')),
  casting: once(() => require('./casting') as typeof import('./casting')),
  fight: once(() => require('./fight') as typeof import('./fight')),
  randomTables: once(() => require('./random-tables') as typeof import('./random-tables')),
  tavern: once(() => require('./tavern') as typeof import('./tavern')),
  ending: once(() => require('./ending') as typeof import('./ending')),
  returning: once(() => require('./returning') as typeof import('./returning')),
  events: once(() => require('./triggered-events') as typeof import('./triggered-events')),
  text: once(() => require('./text') as typeof import('./text')),
  light: once(() => require('./light') as typeof import('./light')),
  bard: once(() => require('./bard') as typeof import('./bard')),
  creatures: once(() => require('./creatures') as typeof import('./creatures')),
  shop: once(() => require('./shop') as typeof import('./shop')),
  rolls: once(() => require('./rolls') as typeof import('./rolls')),
  verbs: once(() => require('./verbs') as typeof import('./verbs')),
  harm: once(() => require('./harm') as typeof import('./harm')),
};
/* eslint-enable @typescript-eslint/no-require-imports */

let ways_: readonly WayReader[] | null = null;

/** The ways on as the YAML writes them, in the order the loader names them (a flow has exactly one). */
export function ways(): readonly WayReader[] {
  const c = constructs;
  ways_ ??= [c.goto().gotoWay, c.options().optionsWay, c.check().checkWay, c.contest().contestWay, c.casting().castWay, c.fight().fightWay, c.randomTables().randomWay, c.tavern().tavernWay, c.ending().endWay, c.returning().backWay];
  return ways_;
}

/** How each kind of way on is played and walked. */
export const NEXT: { readonly [K in NextKind]: () => NextRule<K> } = {
  goto: () => constructs.goto().gotoNext,
  branch: () => constructs.goto().branchNext,
  options: () => constructs.options().optionsNext,
  check: () => constructs.check().checkNext,
  contest: () => constructs.contest().contestNext,
  fight: () => constructs.fight().fightNext,
  random: () => constructs.randomTables().randomNext,
  tavern: () => constructs.tavern().tavernNext,
  end: () => constructs.ending().endNext,
  back: () => constructs.returning().backNext,
};

/** The rule of a way on. */
export function nextRule<K extends NextKind>(kind: K): NextRule<K> {
  return (NEXT[kind] as () => NextRule<K>)();
}
