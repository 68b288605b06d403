// CREATION: the created things on hexes (Fire, Shadow, Wall, Slippery Floor), Rope, Flash and
// Destroy Created Object.
import { SPELLS } from '../../rules';
import { effectiveDx } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import { emit } from '../../combat/state';
import { cellLabel } from '../../combat/map';
import { worth, KAPPA } from '../../combat/ai/value';
import { K, castSight, effectOf, figuresIn, hasEffect, removeEffect } from '../core';
import { harmDirect } from '../effect-kinds';
import { HORIZON, damageValue, hitLoss, sign } from '../value';
import { cast, fig, onTarget, visible, where, addEffect, areaOptions, cellsOf, knows } from './handler';
import type { SpellHandler } from './handler';

export const HEX_KIND: Record<string, string> = { Fire: 'fire', Shadow: 'shadow', Wall: 'wall', 'Slippery Floor': 'slippery' };

export function hexSpell(family: string): SpellHandler {
  const kind = HEX_KIND[family];
  return {
    options(ctx, f, spell, from) {
      return areaOptions(ctx, f, spell, from, (cells) => {
        if (ctx.state.hexEffects.some((h) => h.kind === K(kind) && cells.some((c) => h.cells.includes(c)))) return false;
        // CREATION, Wall: never on an occupied hex.
        if (kind === 'wall' && cells.some((c) => ctx.occ[c] !== 0)) return false;
        return true;
      }, kind === 'wall' ? 2 : 1);
    },
    aim: (ctx, f, spell, a) => `on ${where(ctx, cellsOf(ctx, spell, a))}`,
    value(ctx, f, spell, a) {
      const cells = cellsOf(ctx, spell, a);
      let v = 0;
      for (const t of figuresIn(ctx, cells)) {
        if (t === f) continue;
        if (kind === 'fire') v += sign(f, t) * damageValue(ctx, t, 2) * (1 + KAPPA);
        else if (kind === 'slippery') v += sign(f, t) * 0.3 * worth(ctx, t);
      }
      return v;
    },
    resolve(ctx, f, spell, a) {
      const cells = cellsOf(ctx, spell, a);
      ctx.state.hexEffects.push({ kind: K(kind), cells, source: f.id, name: spell.name, turnsLeft: null, value: spell.damagePoints, data: { cost: spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0 } });
      emit(ctx, { t: 'effect', figure: null, text: `${spell.name} fills ${where(ctx, cells)}` });
      // Fire burns whoever stands in it when it appears (ruling), as on entering.
      if (kind === 'fire') for (const t of figuresIn(ctx, cells)) harmDirect(ctx, t, spell.damagePoints ?? 2, spell.name);
    },
  };
}

/** CREATION, Rope and Super Rope: binds a figure in the target hex, up to the spell's ST. */
export const ropeHandler: SpellHandler = {
  subject: onTarget,
  options(ctx, f, spell, from) {
    return visible(ctx, f, from, (t) => t !== f && t.st <= (spell.stLimit ?? 20) && !hasEffect(t, 'rope')).map((t) => cast(spell, { target: t.id }));
  },
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}'s hex`,
  value: (ctx, f, spell, a) => sign(f, fig(ctx, a.target)) * 0.5 * worth(ctx, fig(ctx, a.target)) * HORIZON,
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    addEffect(t, spell, 'rope', spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is bound by a magic rope` });
  },
};

/** CREATION, Flash: DX-2 for everyone on the board but the caster. */
export const flashHandler: SpellHandler = {
  options: (ctx, f, spell) => (ctx.state.figures.some((t) => t !== f && t.status === 'standing' && !hasEffect(t, 'flash')) ? [cast(spell, {})] : []),
  aim: () => 'over the whole board',
  value(ctx, f) {
    let v = 0;
    for (const t of ctx.state.figures) if (t !== f && t.status === 'standing' && !hasEffect(t, 'flash')) v += sign(f, t) * worth(ctx, t) * hitLoss(effectiveDx(t), 3, 2) * HORIZON;
    return v;
  },
  resolve(ctx, f, spell) {
    for (const t of ctx.state.figures) if (t !== f && t.status === 'standing' && !hasEffect(t, 'flash')) addEffect(t, spell, 'flash', 3);
    emit(ctx, { t: 'effect', figure: null, text: `A blinding flash: everyone but ${f.name} is at DX-2` });
  },
};

/** CREATION, Destroy Created Object: a creation the caster could cast himself, for its cost. */
export const destroyHandler: SpellHandler = {
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    for (const h of ctx.state.hexEffects) {
      const s = SPELLS.find((x) => x.name === h.name);
      if (s?.school !== 'creation' || !knows(ctx, f, h.name) || !h.cells.some((c) => castSight(ctx, f, from, c))) continue;
      out.push(cast(spell, { cell: h.cells[0], item: h.name }));
    }
    for (const t of visible(ctx, f, from, (t) => hasEffect(t, 'rope'))) {
      const e = effectOf(t, 'rope')!;
      if (knows(ctx, f, e.name)) out.push(cast(spell, { target: t.id, item: e.name }));
    }
    return out;
  },
  aim: (ctx, f, spell, a) => (a.target !== undefined ? `on the ${a.item} binding ${fig(ctx, a.target).name}` : `on the ${a.item} at ${cellLabel(ctx.map, a.cell!)}`),
  value: () => 0,
  resolve(ctx, f, spell, a) {
    if (a.target !== undefined) {
      const t = fig(ctx, a.target);
      const e = effectOf(t, 'rope');
      if (e) removeEffect(t, e);
    } else {
      ctx.state.hexEffects = ctx.state.hexEffects.filter((h) => !(h.name === a.item && h.cells.includes(a.cell!)));
    }
    emit(ctx, { t: 'effect', figure: null, text: `${f.name} destroys the ${a.item}` });
  },
};
