// ACTION, Reaction: a defender may act out of sequence, once, against one of his attackers (a
// counterattack, a dodge, entering the attacker's space), and gives up his following turn for it.
// Rulings (docs/rulings.md): a figure that already owes a turn cannot react again before that turn
// passes; a reaction cannot itself be answered by a reaction; nobody reacts in a surprise turn.
import type { Figure } from './figure';
import type { Reaction, ReactionCause } from './protocol';
import type { Ctx } from './state';
import { emit } from './state';
import { effectAllows } from './effect-hooks';
import { reactionKind, reactionOptions, sameAction } from './actions';
import { decide } from './decide';

export function canReact(ctx: Ctx, def: Figure): boolean {
  if (def.status !== 'standing' || def.owesTurn || ctx.unopposed || ctx.inReaction) return false;
  return def.effects.length === 0 || effectAllows(def, 'canAct');
}

/** The reactions `def` may choose against `att`, or null when he cannot react. */
function reactionChoices(ctx: Ctx, def: Figure, att: Figure, why: ReactionCause): Reaction[] | null {
  if (!canReact(ctx, def) || att.status !== 'standing') return null;
  const options = reactionOptions(ctx, def, att, why);
  return options.length === 0 ? null : options;
}

function checkChoice(options: readonly Reaction[], choice: Reaction | null | undefined): Reaction | null {
  if (choice === null || choice === undefined) return null;
  // The AI mostly answers with one of the offered objects itself: no need to compare field by field.
  for (let i = 0; i < options.length; i++) if (options[i] === choice || sameAction(options[i], choice)) return choice;
  throw new Error(`reaction ${JSON.stringify(choice)} is not one of those offered`);
}

/**
 * Asks `def` whether and how he reacts to `att`; null: no reaction (or none possible). `hit`, after an
 * attack, tells the question whether it hit or missed.
 */
export function chooseReaction(ctx: Ctx, def: Figure, att: Figure, why: ReactionCause, hit?: boolean): Reaction | null {
  const options = reactionChoices(ctx, def, att, why);
  if (options === null) return null;
  return checkChoice(options, decide(ctx, def, { kind: 'reaction', attacker: att.id, why, options, ...(hit !== undefined ? { hit } : {}) }) as Reaction | null);
}

/** Carries out a chosen reaction: it costs the reacting figure its next turn. */
export function performReaction(ctx: Ctx, def: Figure, att: Figure, choice: Reaction, why: ReactionCause): void {
  def.owesTurn = true;
  def.contributed = true;
  if (ctx.emit) emit(ctx, { t: 'react', figure: def.id, to: att.id, kind: choice.kind, why });
  ctx.inReaction = true;
  reactionKind(choice.kind).perform(ctx, def, att, choice, why);
  ctx.inReaction = false;
}

/** Offers `def` a reaction to `att`; returns true when he reacted. */
export function offerReaction(ctx: Ctx, def: Figure, att: Figure, why: ReactionCause, hit?: boolean): boolean {
  const choice = chooseReaction(ctx, def, att, why, hit);
  if (choice === null) return false;
  performReaction(ctx, def, att, choice, why);
  return true;
}
