// ACTION, Reaction: a defender may act out of sequence, once, against one of his attackers (a
// counterattack, a dodge, entering the attacker's space), and gives up his following turn for it.
// Rulings (docs/rulings.md): a figure that already owes a turn cannot react again before that turn
// passes; a reaction cannot itself be answered by a reaction; nobody reacts in a surprise turn.
import type { Figure } from './figure';
import type { Gen, Reaction, ReactionCause } from './protocol';
import type { Ctx } from './state';
import { emit } from './state';
import { effectAllows } from './effects';
import { reactionKind, reactionOptions, sameAction } from './actions';
import { decide } from './decide';

export function canReact(ctx: Ctx, def: Figure): boolean {
  if (def.status !== 'standing' || def.owesTurn || ctx.unopposed || ctx.inReaction) return false;
  return def.effects.length === 0 || effectAllows(def, 'canAct');
}

/** Offers `def` a reaction to `att`; returns true when he reacted. */
export function* offerReaction(ctx: Ctx, def: Figure, att: Figure, why: ReactionCause): Gen<boolean> {
  if (!canReact(ctx, def) || att.status !== 'standing') return false;
  const options = reactionOptions(ctx, def, att, why);
  if (options.length === 0) return false;
  const choice = (yield* decide(ctx, def, { kind: 'reaction', attacker: att.id, why, options })) as Reaction | null;
  if (choice === null || choice === undefined) return false;
  if (!options.some((o) => sameAction(o, choice))) throw new Error(`reaction ${JSON.stringify(choice)} is not one of those offered`);
  def.owesTurn = true;
  def.contributed = true;
  emit(ctx, { t: 'react', figure: def.id, to: att.id, kind: choice.kind, why });
  ctx.inReaction = true;
  try {
    yield* reactionKind(choice.kind).perform(ctx, def, att, choice, why);
  } finally {
    ctx.inReaction = false;
  }
  return true;
}
