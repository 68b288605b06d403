// SKILLS, TRADES, Animal Handler: "prevent animal attacks by winning an IQ check". In a fight the
// handler stops an animal's attack on himself: before the roll to hit, his IQ plus his levels contest
// the animal's IQ (Winning a Check); on a win the attack does not happen and the animal's action is
// spent (ruling).
import type { Figure } from './figure';
import { effectiveIq, skillLevel } from './figure';
import type { Ctx } from './state';
import { emit } from './state';
import { rollContest } from './checks';

/** True when `def` may try to calm the animal `att` that attacks him (a conscious handler). */
export function mayCalm(att: Figure, def: Figure): boolean {
  return att.animal && def !== att && def.status === 'standing' && skillLevel(def, 'Animal Handler') > 0;
}

/** The IQ contest of Animal Handler; true when the attack is prevented. */
export function calmAnimal(ctx: Ctx, att: Figure, def: Figure): boolean {
  const level = skillLevel(def, 'Animal Handler');
  const iq = effectiveIq(def);
  const aiq = effectiveIq(att);
  const c = rollContest(ctx, { fig: def, dice: 3, target: iq + level, attribute: iq }, { fig: att, dice: 3, target: aiq, attribute: aiq }, `Animal Handler against ${att.name}`);
  const calmed = c.winner === def.id;
  emit(ctx, { t: 'effect', figure: def.id, text: `Animal Handler ${level}: ${calmed ? `keeps ${att.name} from attacking` : `fails to calm ${att.name}`}: ${c.a.total} against ${c.b.total}` });
  return calmed;
}
