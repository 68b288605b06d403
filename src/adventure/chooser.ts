// Who makes the decisions of a game: a person through Io (the play command), or an automatic
// chooser (the random-playthrough tester, the exhaustive explorer). The interpreter asks only
// through this interface, so every one of them drives the very same interpreter.
import type { Io } from '../io';
import type { CombatEvent } from '../combat/events';
import type { CombatState } from '../combat/state';
import type { Pos } from './model';
import type { TavernWatch } from './tavern-port';

export type PromptTag =
  | 'option' | 'read-mind' | 'see-future' | 'heal' | 'shop' | 'lift-curse' | 'sheets' | 'undo' | 'quit'
  | 'member' | 'buy' | 'sell' | 'haggle' | 'leave' | 'read' | 'use';

export interface PromptItem {
  label: string;
  /** A second line of detail: odds, prices. */
  detail?: string;
  /** Shown but not choosable; the text says why. */
  disabled?: string | false;
  tag: PromptTag;
}

export interface Prompt {
  /** A stable name of the decision ("menu 12", "who rolls 12"): what the testers count by. */
  key: string;
  message: string;
  items: PromptItem[];
}

/**
 * A point where chance decides (a check, a contest, a random table, a fight). The explorer decides
 * it itself to follow every side; every other chooser leaves it to the dice.
 */
export interface FatePoint {
  kind: 'check' | 'contest' | 'random' | 'fight' | 'tavern';
  at: Pos;
  /** The outcomes that can happen, in order; the explorer returns the index of one. */
  outcomes: string[];
}

export interface CombatSetup {
  /** Who moves the party's figures in a fight. */
  control: 'player' | 'ai';
  /** The Io of the fight (map, log, prompts); null: a silent one. */
  io: Io | null;
  quiet: boolean;
  /** The record of answers a save keeps (the play command's), cut back by an undo inside a fight. */
  tape?: AnswerTape;
  /** The player at the table of a member (law gm --party): his figure's questions go to him. */
  playerOf?: (character: string) => string | null;
  /** Every event of the fight as it happens, with the board as it then stands (the players' screen). */
  watch?: (e: CombatEvent, state: CombatState) => void;
  /** A decision of the fight was taken back: the events after the first `events` of the fight are undone. */
  undone?: (events: number) => void;
  /**
   * Whether a member re-rolls for karma without being asked (a table where karma is the players'
   * call); null: he is asked.
   */
  karmaCall?: (character: string) => boolean | null;
}

/** A record of answers that can be cut back to an earlier length (combat's EncounterOptions.tape). */
export interface AnswerTape {
  readonly length: number;
  truncate(length: number): void;
}

export interface TavernSetup {
  /** The Io through which the seated member's player answers the game's own prompts; null: a bot plays his seat. */
  io: Io | null;
  /** The level of that bot. */
  level: 'easy' | 'normal' | 'hard';
  /** Who follows the game as the person plays it (a served GM's table). */
  watch?: TavernWatch;
  /**
   * The person plays alone at his own screen (law play): the game calls the hero's seat "You" and
   * speaks to him in the second person, as law tavern speaks to a lone player. Absent, at a GM's
   * table, the seat keeps the hero's name: the GM, the TV and the other players read it too.
   */
  asYou?: boolean;
}

export interface Chooser {
  /** Returns the index of an enabled item. */
  choose(prompt: Prompt): Promise<number>;
  confirm(key: string, message: string, defaultValue: boolean): Promise<boolean>;
  /** Only the explorer decides chance; absent, the dice decide. */
  fate?(point: FatePoint): number;
  readonly combat: CombatSetup;
  /** Who plays the party's seat at a tavern game; absent: an easy bot. */
  readonly tavern?: TavernSetup;
  /** Offer character sheets, undo and save-and-quit beside the options (a person playing). */
  readonly extras: boolean;
  /** False for a chooser that never casts: spells are then not offered (default true). */
  readonly casts?: boolean;
}
