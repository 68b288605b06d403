// What happens in a fight, as data: the log, the transcript tests and the views read these events;
// the rules never format text. Figures are named by id; cells by index (render/combat-log.ts
// turns both into names and coordinates).
import type { Side } from './figure';

/** One throw of a check as the log shows it. */
export interface ThrowLog {
  readonly faces: readonly number[] | null;
  readonly sum: number;
  /** Typed in from real dice (absent: rolled by the engine). */
  readonly typed?: true;
  /** Sum plus curses. */
  readonly total: number;
  readonly passed: boolean;
  readonly margin: number;
}

/** A check: N dice against a target (RESOLVING UNCERTAINTY). */
export interface CheckLog {
  readonly dice: number;
  readonly attribute: string;
  readonly target: number;
  readonly chance: number;
  readonly curses: number;
  /** Every throw; more than one when karma bought a re-roll. */
  readonly throws: readonly ThrowLog[];
  readonly passed: boolean;
  readonly margin: number;
}

/** A contest: both sides roll, the higher within its target wins (RESOLVING UNCERTAINTY, Winning a Check). */
export interface ContestLog {
  readonly a: { readonly id: string; readonly target: number; readonly faces: readonly number[] | null; readonly total: number };
  readonly b: { readonly id: string; readonly target: number; readonly faces: readonly number[] | null; readonly total: number };
  readonly winner: string | null;
}

export interface DamageLog {
  readonly expr: string;
  readonly faces: readonly number[] | null;
  /** Typed in from real dice (absent: rolled by the engine). */
  readonly typed?: true;
  readonly sum: number;
  /** The expression's own modifier plus skill. */
  readonly modifier: number;
  /** Skill levels put into damage. */
  readonly skill: number;
  /** The stronger bare-handed fighter's extra point (U). */
  readonly stronger: number;
  readonly armor: number;
  /** What got through, never below zero. */
  readonly amount: number;
  readonly fatigue: boolean;
}

export type AttackMode = 'strike' | 'shoot' | 'throw' | 'grapple';
export type AttackRole = 'action' | 'counter' | 'preempt' | 'passed';

export type CombatEvent =
  | { readonly t: 'begin'; readonly map: string | null; readonly figures: readonly string[] }
  | { readonly t: 'surprise'; readonly side: Side }
  | { readonly t: 'streetwise'; readonly figure: string; readonly contest: ContestLog; readonly negated: boolean }
  | { readonly t: 'initiative'; readonly party: number; readonly foes: number; readonly winner: Side | null }
  | { readonly t: 'tactician'; readonly figure: string; readonly contest: ContestLog; readonly stolen: boolean }
  | { readonly t: 'stalker'; readonly figure: string; readonly contest: ContestLog; readonly freeTurn: boolean }
  | { readonly t: 'round'; readonly round: number }
  | { readonly t: 'side-turn'; readonly side: Side; readonly free: boolean }
  | { readonly t: 'turn'; readonly figure: string }
  | { readonly t: 'skip'; readonly figure: string; readonly why: 'reacted' | 'effect' | 'cannot act' }
  | { readonly t: 'move'; readonly figure: string; readonly path: readonly number[]; readonly carried: string | null }
  | {
      readonly t: 'attack';
      readonly attacker: string;
      readonly defender: string;
      readonly mode: AttackMode;
      readonly role: AttackRole;
      readonly weapon: string;
      readonly bonus: 'hit' | 'damage' | null;
      readonly skill: number;
      /** null: an automatic hit (grappling). */
      readonly check: CheckLog | null;
      readonly hit: boolean;
    }
  | { readonly t: 'damage'; readonly attacker: string; readonly defender: string; readonly damage: DamageLog; readonly left: number }
  | { readonly t: 'harm'; readonly figure: string; readonly damage: number; readonly fatigue: number; readonly cause: string }
  | { readonly t: 'dodge'; readonly figure: string; readonly attacker: string; readonly check: CheckLog; readonly to: number | null }
  | { readonly t: 'react'; readonly figure: string; readonly to: string; readonly kind: string; readonly why: string }
  | { readonly t: 'enter'; readonly figure: string; readonly target: string; readonly role: AttackRole }
  | { readonly t: 'drop'; readonly figure: string; readonly items: readonly string[]; readonly cell: number }
  | { readonly t: 'fall'; readonly figure: string; readonly damage: number; readonly fatigue: number; readonly st: number }
  | { readonly t: 'drag'; readonly figure: string; readonly other: string; readonly contest: ContestLog | null; readonly to: number | null }
  | { readonly t: 'escape'; readonly figure: string; readonly other: string; readonly contest: ContestLog | null; readonly to: number | null }
  | { readonly t: 'ready'; readonly figure: string; readonly from: string | null; readonly to: string | null }
  | { readonly t: 'pick-up'; readonly figure: string; readonly item: string; readonly readied: boolean; /** Whose it was: a mage's staff stays "staff" in any hand, a goblin's club a Club. */ readonly owner: string }
  | { readonly t: 'reload'; readonly figure: string; readonly weapon: string; readonly done: number; readonly of: number }
  | { readonly t: 'flee'; readonly figure: string; readonly from: number }
  | { readonly t: 'morale'; readonly side: Side; readonly figure: string; readonly check: CheckLog; readonly modifier: number; readonly broke: boolean }
  | { readonly t: 'pass'; readonly figure: string }
  | { readonly t: 'effect'; readonly figure: string | null; readonly text: string }
  /** MAGIC, Cast Spell: the casting roll (3/IQ), or the IQ contest of a direct spell at a foe, with its dice. */
  | { readonly t: 'cast'; readonly figure: string; readonly spell: string; readonly on: string | null; readonly check: CheckLog | null; readonly contest: ContestLog | null; readonly success: boolean }
  | { readonly t: 'stalemate'; readonly rounds: number }
  /** Figures come onto the map in the middle of a fight (an adventure's reinforcements). */
  | { readonly t: 'arrive'; readonly figures: readonly string[] }
  | { readonly t: 'end'; readonly winner: Side | null; readonly rounds: number; readonly outcome: string }
  // After the fight (INJURY & EXHAUSTION; CAMPAIGNING): recovery, Medic, death and wishes, XP.
  | { readonly t: 'recover'; readonly figure: string; readonly fatigue: number }
  | { readonly t: 'pick-up-after'; readonly figure: string; readonly items: readonly string[] }
  /** What a hero let go of on a field the party does not hold (a defeat, a flight): lost, and said so. */
  | { readonly t: 'left-behind'; readonly figure: string; readonly items: readonly string[] }
  | { readonly t: 'medic'; readonly medic: string; readonly patient: string; readonly check: CheckLog; readonly healed: number }
  | { readonly t: 'wish'; readonly figure: string; readonly healed: number }
  /** A healing item given to one lying dying when all combat is over (dying.ts): `giver` gives `figure` `item`. */
  | { readonly t: 'remedy'; readonly figure: string; readonly giver: string; readonly item: string; readonly faces: readonly number[] | null; readonly healed: number; readonly damage: number; readonly st: number }
  | { readonly t: 'death'; readonly figure: string; readonly irreversible: boolean }
  | { readonly t: 'xp'; readonly figure: string; readonly xp: number };
