// SKILLS, TRADES, Animal Handler: "prevent animal attacks by winning an IQ check". In a fight a
// handler stops an animal's attack on himself or on anyone of his side he can see: before the roll
// to hit, his IQ plus his levels contest the animal's IQ (Winning a Check); on a win the attack does
// not happen and the animal's action is spent (ruling). One handler tries, the side's best.
import type { Figure } from './figure';
import { effectiveIq, skillLevel } from './figure';
import type { Ctx } from './state';
import { emit } from './state';
import { rollContest } from './checks';
import { effectAllows } from './effect-hooks';
import { heldInGrapple } from './movement';
import { canSee } from './sight';

/**
 * The handler who tries to keep the animal `att` from attacking `def`, or null: the best (IQ plus
 * levels) of `def`'s side who stands, may act (not asleep nor frozen), and sees the animal; one held
 * in a grapple looks after himself only (ACTION, Grapple). The defender himself, if he is a handler,
 * needs no sight of the beast that is biting him.
 */
export function animalHandler(ctx: Ctx, att: Figure, def: Figure): Figure | null {
  if (!att.animal || def === att) return null;
  let best: Figure | null = null;
  let bestTarget = 0;
  for (const h of ctx.state.figures) {
    if (h.side !== def.side || h === att || h.status !== 'standing' || h.cell < 0) continue;
    const level = skillLevel(h, 'Animal Handler');
    if (level <= 0) continue;
    if (h.effects.length > 0 && !effectAllows(h, 'canAct')) continue;
    if (h !== def && (heldInGrapple(ctx, h) || !canSee(ctx, h.cell, att.cell, h))) continue;
    const target = effectiveIq(h) + level;
    if (best === null || target > bestTarget) {
      best = h;
      bestTarget = target;
    }
  }
  return best;
}

/** The IQ contest of Animal Handler, `handler` against the animal `att` attacking `def`; true when the attack is prevented. */
export function calmAnimal(ctx: Ctx, att: Figure, handler: Figure, def: Figure = handler): boolean {
  const level = skillLevel(handler, 'Animal Handler');
  const iq = effectiveIq(handler);
  const aiq = effectiveIq(att);
  const c = rollContest(ctx, { fig: handler, dice: 3, target: iq + level, attribute: iq }, { fig: att, dice: 3, target: aiq, attribute: aiq }, `Animal Handler against ${att.name}`);
  const calmed = c.winner === handler.id;
  const whom = def === handler ? '' : ` ${def.name}`;
  emit(ctx, { t: 'effect', figure: handler.id, text: `Animal Handler ${level}: ${calmed ? `keeps ${att.name} from attacking${whom}` : `fails to calm ${att.name}`}: ${c.a.total} against ${c.b.total}` });
  return calmed;
}
