// How the rules talk to the world. Every rule is a plain function. When a rule needs a die roll that
// is not automatic, or a decision only a person can make, it asks the context (ctx.ask): the answer is
// either there already (the answers given so far, replayed) or it is not, and then ctx.ask throws
// Pending, which stops the fight where it stands. The driver (encounter.ts) gets the answer from the
// person, adds it to the answers, and runs the fight again from its start with them: a fight is a
// function of its starting state, its seed and its answers. Fights nobody waits on (the AI on every
// side, automatic dice) never ask, and run straight through: the simulator and the GM's table run the
// very same functions.
import type { Roll } from '../dice';
import type { Figure } from './figure';
import type { Ctx } from './state';

/** A decision only a figure's controller can make. Each kind names the answer it expects. */
export type Decision =
  /** The figure's whole turn: a path to walk and, when known in advance, its action. Answer: TurnPlan. */
  | { readonly kind: 'turn' }
  /** The action after moving (or after an interrupted move). Answer: Action or null (no action). */
  | { readonly kind: 'action'; readonly moved: boolean }
  /** Which of the side's figures acts next (SEQUENCE OF PLAY, Player's Turn). Answer: a figure id. */
  | { readonly kind: 'order'; readonly figures: readonly string[] }
  /** Dodge the strike just seen to hit? (ACTION, Dodge). Answer: boolean. */
  | {
      readonly kind: 'dodge';
      readonly attacker: string;
      /** The attack that hit: its weapon and where the skill went, for weighing the blow to come. */
      readonly weapon: string;
      readonly bonus: 'hit' | 'damage' | null;
      readonly total: number;
      readonly target: number;
    }
  /** Where to retreat after a dodge, or where to drag or escape to. Answer: a cell. */
  | { readonly kind: 'cell'; readonly purpose: 'retreat' | 'drag' | 'escape'; readonly cells: readonly number[] }
  /** A reaction out of sequence (ACTION, Reaction). Answer: Reaction or null (none). */
  | {
      readonly kind: 'reaction';
      readonly attacker: string;
      readonly why: ReactionCause;
      readonly options: readonly Reaction[];
      /** After an attack ('survived'): whether it hit (false: it missed), so the question says which. */
      readonly hit?: boolean;
    }
  /**
   * Spend a karma point to re-roll one set of dice (CAMPAIGNING, Karma/Wish): a failed check, a lost
   * contest (`against`: the other side's total), damage or initiative (`target` null). With `wish`,
   * no karma is left and a wish stands in for it. Answer: boolean.
   */
  | { readonly kind: 'karma'; readonly what: string; readonly total: number; readonly target: number | null; readonly against?: number; readonly wish?: boolean }
  /** Spend a wish to undo all damage of a figure killed in this fight (CAMPAIGNING, Karma/Wish)? Answer: boolean. */
  | { readonly kind: 'wish'; readonly damage: number; readonly irreversible: boolean }
  /**
   * The figure lies dying when all combat is over (INJURY & EXHAUSTION, Damage): which of the healing
   * items his side carries is given him (dying.ts). Answer: an index of `options`, or null (none).
   * `patient`: the id of one lying dying who has no player (a companion), when the question goes to
   * a member of the party for him; absent, the one asked is the one dying.
   */
  | { readonly kind: 'remedy'; readonly damage: number; readonly options: readonly RemedyOption[]; readonly patient?: string };

/** A healing item that can be given to one lying dying: what it is, whose pack it is in, what it heals ("1D6"). */
export interface RemedyOption {
  readonly item: string;
  /** The figure that carries it; null: one of the party not in the fight (dying.ts, Pack). */
  readonly carrier: string | null;
  /** Whose pack it is in, by name. */
  readonly holder: string;
  readonly heals: string;
}

/** Why a reaction is offered: the figure survived an attack, an enemy passed by, or an enemy is entering its hex. */
export type ReactionCause = 'survived' | 'passed' | 'entered';

/**
 * An action as data: its kind names an ActionKind in the registry (actions.ts); the other fields are
 * the kind's own parameters. Magic adds kinds ('cast') with fields such as `spell` and `x`.
 */
export interface Action {
  readonly kind: string;
  /** Figure aimed at. */
  readonly target?: string;
  readonly cell?: number;
  /** Weapon or attack used, or item picked up. */
  readonly item?: string;
  /** Where the weapon skill levels go (WEAPONS skills: to hit or to damage, chosen before attacking). */
  readonly bonus?: 'hit' | 'damage';
  readonly spell?: string;
  /** A number the action needs: fatigue put into a spell, and the like. */
  readonly x?: number;
}

export interface Reaction {
  readonly kind: string;
  /** A hex the reaction aims at (a spell cast as a reaction, such as Teleport's destination). */
  readonly cell?: number;
  readonly item?: string;
  readonly bonus?: 'hit' | 'damage';
  readonly spell?: string;
  readonly x?: number;
}

export interface TurnPlan {
  /** Cells to walk through, in order, not counting the starting cell. Empty: no move. */
  readonly path: readonly number[];
  /** The action after the move, or null for none. */
  readonly action: Action | null;
  /** False when the action is to be asked after the move (a person moving first, then choosing). */
  readonly decided: boolean;
  /** A grappler of twice his foe's ST carries him along when moving (ACTION, Drag). */
  readonly carry?: boolean;
}

export type Request =
  | { readonly kind: 'roll'; readonly count: number; readonly sides: number; readonly label: string; readonly roller?: string }
  | { readonly kind: 'decide'; readonly figure: Figure; readonly decision: Decision };

/**
 * Thrown by ctx.ask when the answer to `request` is not given yet: the fight stops there, with its state
 * as it stands at the question (the driver shows it), and runs again once the answer is known. Not
 * an Error: it is the normal way a fight waits for a person.
 */
export class Pending {
  constructor(readonly request: Request) {}
}

/** Whether `e` is a fight stopping for an answer (ctx.ask), rather than a fault. */
export function isPending(e: unknown): e is Pending {
  return e instanceof Pending;
}

/** For a context nobody answers: the fight must never ask (the simulator, `arena --auto`, the AI's own look-ahead). */
export function nobodyToAsk(request: Request): never {
  throw new Error(`a fight nobody answers met a request: ${request.kind === 'roll' ? `a roll (${request.label})` : `a decision for ${request.figure.name}`}`);
}

export function rollOf(value: unknown): Roll {
  const r = value as Roll;
  if (!r || typeof r.sum !== 'number') throw new TypeError(`a roll was expected, got ${JSON.stringify(value)}`);
  return r;
}
