// The adventure as the runtime reads it: a validated tree made by the loader from YAML. Nothing here
// is raw YAML; every reference (section, item, creature, map, skill, spell) has been checked, and each
// node keeps the place it came from so that lint, testers and runtime errors can point at the file.
//
// This file holds the tree's trunk: the adventure, its sections and the flow of text, effects and
// one way on. Each construct's own nodes are in its file under constructs/ (a check in check.ts, a
// fight in fight.ts, an effect in verbs.ts) and are named again here, for those who read the tree.
import type { Creature } from './combat-port';
import type { Cond } from './condition';
import type { Next } from './constructs';
import type { Effect } from './constructs/verbs';
import type { AdventureEvent } from './constructs/triggered-events';
import type { ItemDef } from './constructs/items';
import type { Light } from './constructs/light';
import type { MapDef } from './constructs/maps';
import type { RandomTable } from './constructs/random-tables';
import type { Shop } from './constructs/shop';
import type { TextPart } from './constructs/varying-text';

export type { Next } from './constructs';
export type { Branch } from './constructs/goto';
export type { Once, Option } from './constructs/options';
export type { Check, MarginOutcome } from './constructs/check';
export type { StateModifier } from './constructs/rolls';
export type { SceneCast } from './constructs/casting';
export type { Contest, Opponent } from './constructs/contest';
export type { Fight, FightEnd, Foe, Reinforcement } from './constructs/fight';
export type { RandomTable, TableRow } from './constructs/random-tables';
export type { TavernLevel, TavernOpponent, TavernStyle, TavernTable, WhoPlays } from './constructs/tavern';
export type { Ending, EndingKind } from './constructs/ending';
export { ENDING_KINDS } from './constructs/ending';
export type { Shop, Ware } from './constructs/shop';
export type { ItemDef } from './constructs/items';
export type { MapDef } from './constructs/maps';
export type { AdventureEvent } from './constructs/triggered-events';
export type { Light } from './constructs/light';
export type { Effect, EffectKind } from './constructs/verbs';
export type { Amount } from './constructs/effect-kit';

/** Where a node of the YAML file begins: 1-based line and column. */
export interface Pos {
  line: number;
  column: number;
}

export type SectionId = string;

/** A paragraph, shown only when its condition holds. */
export interface Paragraph {
  text: string;
  if: Cond | null;
  /** Its parts, when it has forms of text that varies (constructs/varying-text.ts). */
  parts?: TextPart[];
}

/** Who an effect or a check applies to, among the party (see docs/adventure-format.md, "Who"). */
export type Target = 'party' | 'roller' | 'leader' | 'chosen' | 'random';

/** The members the player named for a task (`choose: { as: well-diver }`), named by that role. */
export interface RoleRef {
  role: string;
}

/** A companion named to roll a check or a contest (`who: Old Tam`): he rolls on his own stat block. */
export interface CompanionRef {
  companion: string;
}

/** How a party decides who rolls a check (docs: "Who rolls"). */
export type WhoRolls = 'chosen' | 'best' | 'each' | 'leader';

/** Text, effects and one way on: the body of a section, an option, and every outcome. */
export interface Flow {
  at: Pos;
  text: Paragraph[];
  gm: string | null;
  effects: Effect[];
  next: Next;
}

export interface Section {
  id: SectionId;
  at: Pos;
  title: string | null;
  shop: Shop | null;
  /** In the dark: checks made here take the light's penalty unless a light burns. */
  dark: boolean;
  flow: Flow;
}

export interface Adventure {
  file: string;
  /** A digest of the file's text: a save from another text is refused. */
  digest: string;
  format: number;
  id: string;
  title: string;
  version: string;
  author: string | null;
  about: string | null;
  party: { min: number; max: number };
  start: SectionId;
  /** Minutes since midnight of day 1 when the adventure begins. */
  startTime: number;
  creatures: Map<string, Creature>;
  /** Those who may join the party for a while, by name: stat blocks as creatures have. */
  companions: Map<string, Creature>;
  /** The pronouns their declarations give companions (he, she, they); he when none. */
  companionPronouns?: ReadonlyMap<string, 'he' | 'she' | 'they'>;
  maps: Map<string, MapDef>;
  items: Map<string, ItemDef>;
  /** Each counter's starting value. */
  counters: Map<string, number>;
  /** The counters shown to the players (on the sheets view), in the file's order: name to label. */
  shownCounters: Map<string, string>;
  plotwords: Map<string, string>;
  /** The plotwords declared `xp: false`: flags, which give no XP and are not the players' to see. */
  flags: ReadonlySet<string>;
  tables: Map<string, RandomTable>;
  events: AdventureEvent[];
  light: Light | null;
  /** The roles `choose` fills (docs: "Choosing who"): a placeholder may name one. */
  roles: string[];
  /** The words of the condition language its conditions ask about (won, count, party...): what play needs to keep. */
  tested: ReadonlySet<string>;
  sections: Map<SectionId, Section>;
}
