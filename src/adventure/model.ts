// The adventure as the runtime reads it: a validated tree made by the loader from YAML. Nothing here
// is raw YAML; every reference (section, item, creature, map, skill, spell) has been checked, and each
// node keeps the place it came from so that lint, testers and runtime errors can point at the file.
import type { CheckSpec, FixedDice } from '../dice';
import type { Creature } from './combat-port';
import type { Armor, Weapon } from '../rules';
import type { Cond } from './condition';
import type { EndNext } from './constructs/ending';

export { ENDING_KINDS } from './constructs/ending';
export type { Ending, EndingKind } from './constructs/ending';

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

/** An amount: a whole number, dice, or the margin of the last check. */
export type Amount =
  | { kind: 'number'; value: number }
  | { kind: 'dice'; dice: FixedDice; text: string; sign: 1 | -1 }
  | { kind: 'margin'; sign: 1 | -1 }
  | { kind: 'all' };

export type Effect = { at: Pos; who: Target | RoleRef | null } & (
  /** `companion`: the companion a heal falls on (`who: Old Tam`) instead of members (docs/rulings.md, "Companions"). */
  | { kind: 'damage' | 'fatigue' | 'heal'; amount: Amount; companion?: string }
  | { kind: 'gold'; amount: Amount }
  | { kind: 'xp' | 'karma' | 'wishes' | 'curse' | 'lift-curse'; amount: Amount }
  | { kind: 'gain' | 'lose'; item: string; count: number }
  | { kind: 'plotword' | 'clear-plotword'; word: string }
  | { kind: 'time'; minutes: number; text: string }
  /** `until`: minutes after midnight the sleepers wake at (sleep: until 07:00), or null for a night. */
  | { kind: 'sleep'; interrupted: boolean; until: number | null }
  | { kind: 'rest'; weeks: number }
  | { kind: 'set' | 'add'; counter: string; value: number }
  | { kind: 'say'; text: string }
  /** A companion joins the party, or leaves it (docs/adventure-format.md, "Companions"). */
  | { kind: 'join' | 'leave'; companion: string }
  /** The player names one member, or some, for a task; they hold the role until it is chosen again. */
  | { kind: 'choose'; role: string; prompt: string; some: boolean }
  /** The party splits: the members of the role go on, the others wait where they are. */
  | { kind: 'split'; role: string }
  /** Those waiting come back to the party, or are lost to it until the adventure ends. */
  | { kind: 'rejoin'; lost: boolean }
);

export type EffectKind = Effect['kind'];

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

export type Next =
  | { kind: 'goto'; to: SectionId; at: Pos }
  /** Goes on by the first branch whose condition holds, without asking; the last has none. */
  | { kind: 'branch'; branches: Branch[]; at: Pos }
  | { kind: 'options'; options: Option[]; at: Pos }
  | { kind: 'check'; check: Check }
  | { kind: 'contest'; contest: Contest }
  | { kind: 'fight'; fight: Fight }
  | { kind: 'random'; table: RandomTable }
  | { kind: 'tavern'; tavern: TavernTable }
  | EndNext;

/** One way of a branch: to a section when `if` holds (null: always, the default at the end). */
export interface Branch {
  at: Pos;
  if: Cond | null;
  to: SectionId;
}

/** Once taken, an option is hidden for the rest of the game, or until the party leaves the section. */
export type Once = false | 'game' | 'visit';

export interface Option {
  at: Pos;
  /** Where it sits in its list, from 1, as people count options. */
  number: number;
  label: string;
  /** Shown only when this holds. */
  if: Cond | null;
  /** Shown always, but only choosable when this holds; `needsText` says why not. */
  needs: Cond | null;
  needsText: string | null;
  talk: boolean;
  /** Hidden once taken: for the whole game, or for this visit of the section. */
  once: Once;
  flow: Flow;
}

export interface MarginOutcome {
  /** Pass by at least (pass-by) or fail by at least (fail-by) this much. */
  by: number;
  flow: Flow;
}

/** A term of a check's target read from the game as it is played: `3/DX-{alarms}`. */
export interface StateModifier {
  sign: 1 | -1;
  value: Cond;
  text: string;
}

/** A spell cast in a scene (`cast:`): its 3/IQ is the check's roll, its fatigue paid on a pass. */
export interface SceneCast {
  spell: string;
  fatigue: number;
}

export interface Check {
  at: Pos;
  text: string;
  spec: CheckSpec;
  /** Added to the spec's modifier when the check is rolled. */
  modifiers: StateModifier[];
  who: WhoRolls | RoleRef | CompanionRef;
  /** Present when the check is the casting of a spell: only a member who can cast it rolls. */
  cast?: SceneCast;
  pass: Flow;
  fail: Flow;
  passBy: MarginOutcome[];
  failBy: MarginOutcome[];
}

/** The other side of a contest: a creature's attribute or a bare number. */
export interface Opponent {
  name: string;
  spec: CheckSpec;
  /** The creature rolled against, when named. */
  creature: string | null;
}

export interface Contest {
  at: Pos;
  text: string;
  spec: CheckSpec;
  modifiers: StateModifier[];
  against: Opponent;
  who: WhoRolls | RoleRef | CompanionRef;
  win: Flow;
  lose: Flow;
  /** Nobody wins (both exceed, or an even tie); the lose outcome when not given. */
  tie: Flow | null;
}

export interface Foe {
  at: Pos;
  creature: string;
  count: number;
  zone: string | null;
  /** The name shown for it, when it differs from the creature's. */
  name: string | null;
  /** Keeps its wounds from one fight to the next, under its name (`keep-wounds: true`; one named foe). */
  keepsWounds: boolean;
}

/** Foes who come onto the map at the start of a later round of a fight. */
export interface Reinforcement {
  at: Pos;
  /** The round they come at the start of: 2 or later. */
  round: number;
  foes: Foe[];
}

/** A fight's own end: after a number of rounds, or once some named foes are all down; and where it leads. */
export interface FightEnd {
  at: Pos;
  /** The fight ends when this round is over, or null. */
  after: number | null;
  /** The names of foes (as the fight names them) whose fall ends it; empty: none. */
  fallen: string[];
  flow: Flow;
}

export interface Fight {
  at: Pos;
  map: string;
  foes: Foe[];
  partyZone: string | null;
  surprise: 'party' | 'foes' | null;
  /** Creatures fighting on the party's side in this fight only, under the AI (zone: the party's by default). */
  allies: Foe[];
  /** Foes who come later, each group at the start of its round. */
  reinforcements: Reinforcement[];
  /** The fight's own end (`ends:`), or null: it goes on until one side falls or flees. */
  ends: FightEnd | null;
  /** A defeat takes the fallen captive instead of leaving them to die (`defeat: { capture: true }`). */
  capture: boolean;
  victory: Flow;
  /** Present when the party may flee off the map. */
  fled: Flow | null;
  /** When someone of the party lives through a defeat; absent: the adventure ends in defeat. */
  defeat: Flow | null;
}

/** How well a tavern bot plays (the tavern's own levels). */
export type TavernLevel = 'easy' | 'normal' | 'hard';

/** Who of a party sits down at a tavern game: the player picks (the default), or the leader. */
export type WhoPlays = 'chosen' | 'leader';

export interface TavernOpponent {
  at: Pos;
  name: string;
  level: TavernLevel;
}

/** A tavern card game played by one member of the party against named bots, for a stake. */
export interface TavernTable {
  at: Pos;
  /** The tavern's id of the game (deceptidice, dragons-bluff...). */
  game: string;
  /** Its title, as the tavern gives it. */
  title: string;
  variants: string[];
  /** In seat order after the hero, who sits first. */
  opponents: TavernOpponent[];
  /** Gold each player puts in the pot; the winner takes it. 0: a friendly game. */
  stake: number;
  who: WhoPlays;
  win: Flow;
  loss: Flow;
  /** A shared first place; the loss outcome when not given (the stake comes back either way). */
  draw: Flow | null;
}

export interface TableRow {
  at: Pos;
  from: number;
  to: number;
  flow: Flow;
}

export interface RandomTable {
  at: Pos;
  /** The name under `tables:`, or null for a table written in place. */
  name: string | null;
  dice: FixedDice;
  diceText: string;
  rows: TableRow[];
}

export interface Ware {
  at: Pos;
  /** The item sold or bought, or the name of a service. */
  item: string;
  price: number;
  /** How many the shop has, or null for as many as wanted. */
  stock: number | null;
  /** A service (a meal, a night's rest): its effects on the party instead of an item. */
  service: Effect[] | null;
}

export interface Shop {
  at: Pos;
  name: string;
  /** The shopkeeper's IQ, against which a Merchant haggles (SKILLS, Merchant). */
  iq: number;
  sells: Ware[];
  buys: Ware[];
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

export interface ItemDef {
  at: Pos;
  name: string;
  description: string;
  /** Built in: a rules weapon, armor or shield, or a belonging every new character has. */
  builtin: boolean;
  /** What using it does (a potion drunk), its effects on the member who uses it; null: it is not used. */
  use: Effect[] | null;
  /** Used up when used. */
  consumed: boolean;
  /** Goes home with the hero when the adventure ends, instead of staying with the adventure. */
  keeps: boolean;
  /**
   * A weapon of the adventure's own (a magic sword): its base row of the WEAPONS table under the item's
   * name, its damage bonus in its dice; null: not a weapon of the adventure's.
   */
  weapon: Weapon | null;
  /**
   * An armor of the adventure's own (elven mail): its base row of the ARMOR table under the item's
   * name, with the author's points and DX restriction; null: not an armor of the adventure's.
   */
  armor: Armor | null;
}

export interface MapDef {
  at: Pos;
  name: string;
  /** The map text, embedded or read from its file. */
  text: string;
  /** The file the text came from, when not embedded. */
  file: string | null;
}

/** Something that happens when its condition becomes true, checked as each section is entered. */
export interface AdventureEvent {
  at: Pos;
  /** From 1, in the file's order: the state records events by it. */
  number: number;
  when: Cond;
  /** Fires only the first time (true), or each time its condition becomes true again. */
  once: boolean;
  text: Paragraph[];
  gm: string | null;
  effects: Effect[];
  /** Where it takes the party instead of the section entered (goto, branch or end), or null: on into it. */
  next: Next | null;
}

/** The light model: what gives light in dark sections, how long one burns, and the penalty without. */
export interface Light {
  at: Pos;
  item: string;
  minutes: number;
  /** Added to every check made in a dark section with no light burning (negative: harder). */
  dark: number;
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
  maps: Map<string, MapDef>;
  items: Map<string, ItemDef>;
  /** Each counter's starting value. */
  counters: Map<string, number>;
  /** The counters shown to the players (on the sheets view), in the file's order: name to label. */
  shownCounters: Map<string, string>;
  plotwords: Map<string, string>;
  tables: Map<string, RandomTable>;
  events: AdventureEvent[];
  light: Light | null;
  /** The roles `choose` fills (docs: "Choosing who"): a placeholder may name one. */
  roles: string[];
  sections: Map<SectionId, Section>;
}
