// ENCHANTING: the enchantments on one being (Blur ... Spell Shield), Remove Enchantment and Death.
import { SPELLS } from '../../rules';
import type { Figure } from '../../combat/figure';
import { effectiveDx, effectiveSt } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import type { Ctx } from '../../combat/state';
import { emit } from '../../combat/state';
import { cellLabel } from '../../combat/map';
import { fall } from '../../combat/injury';
import { worth } from '../../combat/ai/value';
import { castSight, hasEffect, hasSpell, removeEffect, spellsOf } from '../core';
import { harmDirect } from '../effect-kinds';
import { HORIZON, damageValue, hitLoss, hitsAvoided, sign, threatTo } from '../value';
import { cast, fig, onTarget, visible, xRange, xText, addEffect, knows } from './handler';
import type { SpellHandler } from './handler';

type Enchant = { kind: string; helpful: boolean; worth: (ctx: Ctx, caster: Figure, t: Figure, a: Action) => number; applies?: (t: Figure) => boolean; value?: (a: Action) => number; data?: (ctx: Ctx, t: Figure, a: Action) => Record<string, string | number | boolean | null> };

export const ENCHANT: Record<string, Enchant> = {
  Blur: { kind: 'blur', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * hitsAvoided(ctx, t, 'blur') * HORIZON },
  Slow: { kind: 'slow', helpful: false, worth: (ctx, c, t) => 0.1 * worth(ctx, t) },
  Assist: {
    kind: 'assist',
    helpful: true,
    worth: (ctx, c, t, a) => (a.item === 'DX' ? 0.15 * worth(ctx, t) * HORIZON : 0.02),
    data: (ctx, t, a) => ({ attribute: a.item ?? 'DX' }),
  },
  Clumsiness: { kind: 'clumsiness', helpful: false, worth: (ctx, c, t, a) => worth(ctx, t) * hitLoss(effectiveDx(t), 3, a.x ?? 1) * HORIZON, value: (a) => a.x ?? 1 },
  Confusion: { kind: 'confusion', helpful: false, worth: (ctx, c, t, a) => (t.character && t.character.spells.length > 0 ? 0.1 * (a.x ?? 1) * worth(ctx, t) : 0), value: (a) => a.x ?? 1 },
  Speed: { kind: 'speed', helpful: true, worth: (ctx, c, t) => 0.05 * worth(ctx, t) },
  'Reverse Missiles': { kind: 'reverse-missiles', helpful: true, worth: () => 0 },
  Freeze: {
    kind: 'freeze',
    helpful: false,
    worth: (ctx, c, t) => 0.6 * worth(ctx, t) * HORIZON,
    data: (ctx, t) => ({ caster: spellsOf(ctx, t).length > 0 }),
  },
  Invisibility: { kind: 'invisibility', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * hitsAvoided(ctx, t, 'invisibility') * HORIZON },
  'Magical Sight': { kind: 'magical-sight', helpful: true, worth: () => 0 },
  Flight: { kind: 'flight', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * hitsAvoided(ctx, t, 'flight') * HORIZON },
  'Stone Flesh': { kind: 'flesh', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * 0.4 * HORIZON, applies: (t) => !hasEffect(t, 'flesh'), value: () => 4 },
  'Iron Flesh': { kind: 'flesh', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * 0.55 * HORIZON, applies: (t) => !hasEffect(t, 'flesh'), value: () => 6 },
  'Spell Shield': { kind: 'spell-shield', helpful: true, worth: () => 0 },
};

export function enchantment(e: Enchant): SpellHandler {
  return {
    subject: onTarget,
    options(ctx, f, spell, from) {
      const out: Action[] = [];
      for (const t of visible(ctx, f, from, (t) => !hasSpell(t, spell.name) && (e.applies?.(t) ?? true))) {
        if (spell.name === 'Assist') for (const item of ['ST', 'DX', 'IQ']) out.push(cast(spell, { target: t.id, item }));
        else if (spell.cost.kind === 'per-point') for (const x of xRange(f, spell)) out.push(cast(spell, { target: t.id, x }));
        else out.push(cast(spell, { target: t.id }));
      }
      return out;
    },
    aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}${a.item ? ` (+1 ${a.item})` : ''}${xText(a, spell)}`,
    value(ctx, f, spell, a) {
      const t = fig(ctx, a.target);
      const good = e.helpful === (t.side === f.side);
      return good ? e.worth(ctx, f, t, a) : 0;
    },
    meant: (ctx, f, spell, a) => e.helpful === (fig(ctx, a.target).side === f.side),
    resolve(ctx, f, spell, a) {
      const t = fig(ctx, a.target);
      addEffect(t, spell, e.kind, a.x ?? 0, { value: e.value?.(a), data: e.data?.(ctx, t, a), source: f.id });
      if (spell.name === 'Flight') t.flying = true;
      emit(ctx, { t: 'effect', figure: null, text: `${t.name} is under ${spell.name}${a.item ? ` (+1 ${a.item})` : ''}${a.x && spell.cost.kind === 'per-point' ? ` (-${a.x})` : ''}` });
    },
  };
}

/** ENCHANTING, Remove Enchantment: an enchantment the caster could cast himself, for its cost. */
export const removeHandler: SpellHandler = {
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    for (const t of visible(ctx, f, from, () => true)) {
      for (const e of t.effects) {
        const s = SPELLS.find((x) => x.name === e.name);
        if (s?.school === 'enchanting' && e.kind.startsWith('magic:') && knows(ctx, f, s.name)) out.push(cast(spell, { target: t.id, item: s.name }));
      }
    }
    for (const h of ctx.state.hexEffects) {
      const s = SPELLS.find((x) => x.name === h.name);
      if (s?.school === 'enchanting' && knows(ctx, f, s.name) && h.cells.some((c) => castSight(ctx, f, from, c))) out.push(cast(spell, { cell: h.cells[0], item: s.name }));
    }
    return out;
  },
  aim: (ctx, f, spell, a) => (a.target !== undefined ? `: ${a.item} on ${fig(ctx, a.target).name}` : `: ${a.item} at ${cellLabel(ctx.map, a.cell!)}`),
  value(ctx, f, spell, a) {
    if (a.target === undefined) return 0;
    const t = fig(ctx, a.target);
    const e = ENCHANT[a.item ?? ''];
    if (!e) return 0;
    return e.helpful === (t.side !== f.side) ? 0.5 * worth(ctx, t) : 0;
  },
  resolve(ctx, f, spell, a) {
    if (a.target !== undefined) {
      const t = fig(ctx, a.target);
      const e = t.effects.find((x) => x.name === a.item && x.kind.startsWith('magic:'));
      if (e) removeEffect(t, e);
      if (a.item === 'Flight') t.flying = t.creature?.flying === true;
      emit(ctx, { t: 'effect', figure: null, text: `${a.item} on ${t.name} is removed` });
      // Without Assist's point of ST he may no longer stay up (INJURY & EXHAUSTION).
      if (t.status === 'standing' && t.damage + t.fatigue >= effectiveSt(t)) fall(ctx, t);
    } else {
      ctx.state.hexEffects = ctx.state.hexEffects.filter((h) => !(h.name === a.item && h.cells.includes(a.cell!)));
      emit(ctx, { t: 'effect', figure: null, text: `${a.item} at ${cellLabel(ctx.map, a.cell!)} is removed` });
    }
  },
};

/** ENCHANTING, Death: one damage point for each fatigue point spent; armor does not help (ruling). */
export const deathHandler: SpellHandler = {
  subject: onTarget,
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    for (const t of visible(ctx, f, from, (t) => t !== f)) for (const x of xRange(f, spell)) out.push(cast(spell, { target: t.id, x }));
    return out;
  },
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}${xText(a, spell)}`,
  value: (ctx, f, spell, a) => sign(f, fig(ctx, a.target)) * damageValue(ctx, fig(ctx, a.target), a.x ?? 1),
  resolve(ctx, f, spell, a) {
    harmDirect(ctx, fig(ctx, a.target), a.x ?? 1, 'Death');
  },
};
