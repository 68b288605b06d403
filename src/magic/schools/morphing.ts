// MORPHING: the caster becomes a creature.
import { figureFromCreature } from '../../combat/figure';
import { emit } from '../../combat/state';
import { worth } from '../../combat/ai/value';
import { K, creatureOf, hasEffect } from '../core';
import { HORIZON } from '../value';
import { cast } from './handler';
import type { SpellHandler } from './handler';

/** MORPHING: the caster takes the creature's ST (a multiple of his), DX, MA, armor and attacks; keeps IQ. */
export const morphHandler: SpellHandler = {
  options: (ctx, f, spell) => (hasEffect(f, 'morph') || f.character === null ? [] : [cast(spell, {})]),
  aim: (ctx, f, spell) => `: become a ${spell.creature!.name.toLowerCase()}`,
  value(ctx, f, spell) {
    const c = spell.creature!;
    const mult = typeof c.st === 'string' ? Number(c.st.slice(1)) : 1;
    const probe = figureFromCreature({ id: '?', side: f.side, control: 'ai' }, creatureOf(c, f.st * mult, f.iq));
    return Math.max(0, worth(ctx, probe) - worth(ctx, f)) * HORIZON;
  },
  resolve(ctx, f, spell) {
    const c = spell.creature!;
    const mult = typeof c.st === 'string' ? Number(c.st.slice(1)) : 1;
    f.effects.push({
      kind: K('morph'), name: spell.name, source: f.id, turnsLeft: null,
      data: { cost: spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, damage: f.damage, divisor: spell.returnDamageDivisor ?? 1, ready: f.ready ?? '', shield: f.shield !== null, creature: c.name.toLowerCase() },
    });
    f.st = f.st * mult;
    f.dx = c.dx;
    f.ma = c.ma ?? null;
    f.armor = c.armor;
    f.shield = null;
    f.ready = null;
    f.natural = c.attacks.map((x) => ({ name: x.name, damage: x.damage, missile: x.missile === true, range: null }));
    f.flying = c.flying === true;
    emit(ctx, { t: 'effect', figure: null, text: `${f.name} turns into a ${c.name.toLowerCase()} (ST${f.st} DX${f.dx})` });
  },
};
