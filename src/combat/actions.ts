// The action pipeline (ACTION): every action a figure can take is a registered kind with its legal
// options, its menu text with odds, its expected value for the AI and its resolution. The turn loop
// only asks the registry, so a new action (casting a spell, disbelieving an illusion) is a new kind
// registered here, with no change to the loop, the menus or the AI. Reactions (counterattack,
// entering the attacker's space; ACTION, Reaction) are registered the same way.
import type { Action, Reaction, ReactionCause } from './protocol';
import type { Figure } from './figure';
import type { Ctx } from './state';
import { effectAllows, effectAllowsAction } from './effect-hooks';

export interface ActionKind {
  readonly kind: string;
  /**
   * True when the figure may not move in the turn of this action: shooting, changing weapons,
   * reloading, casting (Shoot/Throw, Change Weapons, Cast Spell).
   */
  readonly stationary: boolean;
  /**
   * The hexes from which this kind could be taken after moving, a hint that narrows the AI's search;
   * left out: any hex.
   */
  cells?(ctx: Ctx, fig: Figure): readonly number[];
  /** The value depends on the hex the action is taken from, so the AI may not share it between hexes. */
  readonly positional?: boolean;
  /**
   * What this kind could be worth to the figure as it is equipped (for the AI weighing a change of
   * weapons: a caster puts his weapon away to cast). Left out: the kind counts for nothing there.
   */
  potential?(ctx: Ctx, fig: Figure): number;
  /** Legal actions of this kind for `fig` standing at `from` (the AI looks at cells it could move to). */
  options(ctx: Ctx, fig: Figure, from: number, moved: boolean): Action[];
  /**
   * Whether `action` is one of options() for `fig` at `from`, without making the list (the turn checks
   * every planned action); left out: options() is listed and searched. Must agree with options().
   */
  allows?(ctx: Ctx, fig: Figure, action: Action, from: number, moved: boolean): boolean;
  /** One line for a menu, with the odds: "Strike Goblin 1 with Broad Sword (+2 to hit): 3/DX needs 11, 62.50%". */
  describe(ctx: Ctx, fig: Figure, action: Action): string;
  /**
   * The action goes the way it is meant (a harmful spell at a foe, a helpful one at a friend): the
   * menus offer these first and the rest a step away. Left out: every option is meant.
   */
  meant?(ctx: Ctx, fig: Figure, action: Action): boolean;
  /** Expected value for the AI, in the units of ai/value.ts; above 0 is worth doing. */
  value(ctx: Ctx, fig: Figure, action: Action, from: number): number;
  perform(ctx: Ctx, fig: Figure, action: Action): void;
}

export interface ReactionKind {
  readonly kind: string;
  options(ctx: Ctx, defender: Figure, attacker: Figure, why: ReactionCause): Reaction[];
  describe(ctx: Ctx, defender: Figure, attacker: Figure, reaction: Reaction, why: ReactionCause): string;
  /** Expected value of reacting now, net of the turn given up. */
  value(ctx: Ctx, defender: Figure, attacker: Figure, reaction: Reaction, why: ReactionCause): number;
  perform(ctx: Ctx, defender: Figure, attacker: Figure, reaction: Reaction, why: ReactionCause): void;
}

const actionKinds: ActionKind[] = [];
const reactionKinds: ReactionKind[] = [];
const actionByName = new Map<string, ActionKind>();
const reactionByName = new Map<string, ReactionKind>();

/** Adds an action kind; kinds are offered in the order registered. */
export function registerAction(kind: ActionKind): void {
  if (actionByName.has(kind.kind)) throw new Error(`action "${kind.kind}" is registered twice`);
  actionKinds.push(kind);
  actionByName.set(kind.kind, kind);
}

export function registerReaction(kind: ReactionKind): void {
  if (reactionByName.has(kind.kind)) throw new Error(`reaction "${kind.kind}" is registered twice`);
  reactionKinds.push(kind);
  reactionByName.set(kind.kind, kind);
}

export function actionKind(kind: string): ActionKind {
  const k = actionByName.get(kind);
  if (!k) throw new Error(`unknown action "${kind}"`);
  return k;
}

export function reactionKind(kind: string): ReactionKind {
  const k = reactionByName.get(kind);
  if (!k) throw new Error(`unknown reaction "${kind}"`);
  return k;
}

export function allActionKinds(): readonly ActionKind[] {
  return actionKinds;
}

/** Every legal action from `from`; after a move, only those that allow moving first (ACTION). */
export function legalActions(ctx: Ctx, fig: Figure, from: number, moved: boolean): Action[] {
  return legalActionsOf(ctx, fig, from, moved, actionKinds);
}

/**
 * The legal actions of some kinds only (the AI asks each kind about the hexes its hint names): the
 * first `count` of `kinds`, all of them by default.
 */
export function legalActionsOf(ctx: Ctx, fig: Figure, from: number, moved: boolean, kinds: readonly ActionKind[], count = kinds.length): Action[] {
  if (fig.effects.length > 0 && !effectAllows(fig, 'canAct')) return [];
  const out: Action[] = [];
  for (let i = 0; i < count; i++) {
    const k = kinds[i];
    if (moved && k.stationary) continue;
    if (fig.effects.length > 0 && !effectAllowsAction(fig, k.kind)) continue;
    for (const a of k.options(ctx, fig, from, moved)) out.push(a);
  }
  return out;
}

export function reactionOptions(ctx: Ctx, defender: Figure, attacker: Figure, why: ReactionCause): Reaction[] {
  const out: Reaction[] = [];
  for (const k of reactionKinds) {
    if (defender.effects.length > 0 && !effectAllowsAction(defender, k.kind)) continue;
    for (const r of k.options(ctx, defender, attacker, why)) out.push(r);
  }
  return out;
}

/** A key naming an action's kind and parameters, for memos. */
export function actionKey(a: Action | Reaction): string {
  const x = a as Action;
  return `${x.kind}|${x.target ?? ''}|${x.item ?? ''}|${x.bonus ?? ''}|${x.spell ?? ''}|${x.x ?? ''}|${x.cell ?? ''}`;
}

export function sameAction(a: Action | Reaction, b: Action | Reaction): boolean {
  const x = a as Action;
  const y = b as Action;
  return x.kind === y.kind && x.target === y.target && x.cell === y.cell && x.item === y.item && x.bonus === y.bonus && x.spell === y.spell && x.x === y.x;
}

export function isLegal(ctx: Ctx, fig: Figure, action: Action, moved: boolean): boolean {
  const kind = actionByName.get(action.kind);
  if (!kind) return false;
  if (moved && kind.stationary) return false;
  if (fig.effects.length > 0 && (!effectAllows(fig, 'canAct') || !effectAllowsAction(fig, kind.kind))) return false;
  if (kind.allows) return kind.allows(ctx, fig, action, fig.cell, moved);
  for (const a of kind.options(ctx, fig, fig.cell, moved)) if (sameAction(a, action)) return true;
  return false;
}
