// How the rules talk to the world. Every rule is a generator function that yields a request when it
// needs a die roll or a decision and receives the answer back. A driver answers: synchronously for
// AI-only fights with automatic dice (the simulator, thousands of fights a second), asynchronously
// when a person decides through an Io or types real dice. The rules are written once for both.
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
  | { readonly kind: 'reaction'; readonly attacker: string; readonly why: ReactionCause; readonly options: readonly Reaction[] }
  /**
   * Spend a karma point to re-roll one set of dice (CAMPAIGNING, Karma/Wish): a failed check, a lost
   * contest (`against`: the other side's total), damage or initiative (`target` null). With `wish`,
   * no karma is left and a wish stands in for it. Answer: boolean.
   */
  | { readonly kind: 'karma'; readonly what: string; readonly total: number; readonly target: number | null; readonly against?: number; readonly wish?: boolean }
  /** Spend a wish to undo all damage of a figure killed in this fight (CAMPAIGNING, Karma/Wish)? Answer: boolean. */
  | { readonly kind: 'wish'; readonly damage: number; readonly irreversible: boolean };

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
  | { readonly kind: 'roll'; readonly count: number; readonly sides: number; readonly label: string }
  | { readonly kind: 'decide'; readonly figure: Figure; readonly decision: Decision };

/** A rule in progress: yields requests, returns its result. */
export type Gen<T> = Generator<Request, T, unknown>;

/** Runs a rule to its end, answering every request at once. */
export function driveSync<T>(gen: Gen<T>, answer: (request: Request) => unknown): T {
  let next = gen.next();
  while (!next.done) next = gen.next(answer(next.value));
  return next.value;
}

/** Runs a rule to its end, waiting for answers (prompts, typed dice). */
export async function driveAsync<T>(gen: Gen<T>, answer: (request: Request) => unknown | Promise<unknown>): Promise<T> {
  let next = gen.next();
  while (!next.done) {
    let value: unknown;
    try {
      value = await answer(next.value);
    } catch (e) {
      // Let the rule clean up (finally blocks), then pass the error on: end of input, a bad answer.
      gen.return(undefined as never);
      throw e;
    }
    next = gen.next(value);
  }
  return next.value;
}

export function rollOf(value: unknown): Roll {
  const r = value as Roll;
  if (!r || typeof r.sum !== 'number') throw new TypeError(`a roll was expected, got ${JSON.stringify(value)}`);
  return r;
}

// ---- fights that never wait ------------------------------------------------------------------
// With automatic dice and the AI deciding for every figure (the simulator, `arena --auto`), no rule
// ever yields a request. Such a fight runs through plain-function twins of the hot rules (the
// "Now" functions: fightNow, attackNow, ...), which make the same rolls, decisions and events in
// the same order without a generator per rule call. The generator rules stay the one way for
// fights that may wait (a person deciding, dice typed in), and hand over to their twins when they
// are reached inside a fight that runs without waiting (a registered action's own generator).

interface NowFlag {
  now?: boolean;
}

/** True inside a fight that runs without waiting (set by fight() for its whole length). */
export function isNow(ctx: Ctx): boolean {
  return (ctx as Ctx & NowFlag).now === true;
}

export function setNow(ctx: Ctx, on: boolean): void {
  (ctx as Ctx & NowFlag).now = on;
}

function noRequest(request: Request): never {
  throw new Error(`a fight run without waiting met a request: ${request.kind === 'roll' ? `a roll (${request.label})` : `a decision for ${request.figure.name}`}`);
}

/** Runs a generator rule to its end inside a fight that runs without waiting. */
export function runNow<T>(gen: Gen<T>): T {
  return driveSync(gen, noRequest);
}

/** decide() for a fight that runs without waiting: only the AI is asked there. */
export function decideNow(ctx: Ctx, fig: Figure, decision: Decision): unknown {
  if (fig.control !== 'ai') throw new Error(`${fig.name}: a person's decision in a fight run without waiting`);
  return ctx.ai(ctx, fig, decision);
}

type ActionNow = (ctx: Ctx, fig: Figure, action: Action) => void;
type ReactionNow = (ctx: Ctx, def: Figure, att: Figure, reaction: Reaction, why: ReactionCause) => void;
const actionsNow = new Map<string, ActionNow>();
const reactionsNow = new Map<string, ReactionNow>();

/** A plain-function twin of a registered action kind's perform (same rolls, same events). */
export function registerActionNow(kind: string, perform: ActionNow): void {
  actionsNow.set(kind, perform);
}

export function registerReactionNow(kind: string, perform: ReactionNow): void {
  reactionsNow.set(kind, perform);
}

export function actionNow(kind: string): ActionNow | undefined {
  return actionsNow.get(kind);
}

export function reactionNow(kind: string): ReactionNow | undefined {
  return reactionsNow.get(kind);
}
