// ILLUSION: images and illusions, Sleep, Mind Control and Dispel Illusions.
import type { Spell } from '../../rules';
import { SPELLS } from '../../rules';
import type { Figure } from '../../combat/figure';
import { effectiveIq } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import type { Ctx } from '../../combat/state';
import { emit, figureDistance, footprint } from '../../combat/state';
import { cellLabel } from '../../combat/map';
import { worth } from '../../combat/ai/value';
import { K, addFigure, aimCells, blockedByMagic, castSight, creatureOf, freshId, hasEffect, vanish } from '../core';
import { HORIZON, sign } from '../value';
import { cast, fig, onTarget, visible, addEffect, onBeings, probe } from './handler';
import type { SpellHandler } from './handler';

/**
 * What images and illusions look like (ruling): a warrior for one hex, a small dragon for four, a
 * dragon for seven, with the stat blocks of the summoning spells.
 */
export function illusionShape(hexes: number): { name: string; st: number; iq: number; creature: NonNullable<Spell['creature']> } {
  const row = SPELLS.find((s) => s.name === (hexes >= 7 ? 'Summon Dragon' : hexes >= 4 ? 'Summon Small Dragon' : 'Summon Warrior'))!;
  const c = row.creature!;
  return { name: c.name, st: typeof c.st === 'number' ? c.st : 12, iq: c.iq ?? 8, creature: c };
}

function placeOptions(ctx: Ctx, f: Figure, spell: Spell, from: number, size: number, cells: number[]): Action[] {
  return cells.filter((c) => footprint(ctx.map, c, size) !== null && castSight(ctx, f, from, c)).map((c) => cast(spell, { cell: c }));
}

export function imageHandler(real: boolean): SpellHandler {
  return {
    options(ctx, f, spell, from) {
      const size = spell.hexes ?? 1;
      return placeOptions(ctx, f, spell, from, size, aimCells(ctx, f, from, size > 1 ? 2 : 1).filter((c) => (footprint(ctx.map, c, size) ?? [-1]).every((x) => x >= 0 && ctx.occ[x] === 0 && !blockedByMagic(ctx, x))));
    },
    aim: (ctx, f, spell, a) => `: a ${illusionShape(spell.hexes ?? 1).name.toLowerCase()} at ${cellLabel(ctx.map, a.cell!)}`,
    value(ctx, f, spell) {
      if (!real) return 0.05;
      const shape = illusionShape(spell.hexes ?? 1);
      return worth(ctx, probe(ctx, spell.name, f.side, () => creatureOf(shape.creature, shape.st, shape.iq))) * HORIZON;
    },
    resolve(ctx, f, spell, a) {
      const shape = illusionShape(spell.hexes ?? 1);
      // Moved by whoever moves the caster; the other side sees only a warrior or a dragon.
      const made = addFigure(ctx, creatureOf(shape.creature, shape.st, shape.iq, shape.name), { id: freshId(ctx, `${f.id}-${real ? 'illusion' : 'image'}`), side: f.side, control: f.control, cell: a.cell!, summoner: f.id });
      made.effects.push({ kind: K('made'), name: spell.name, source: f.id, turnsLeft: null, data: { cost: spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, iq: effectiveIq(f) } });
      made.effects.push({ kind: K(real ? 'illusion' : 'image'), name: spell.name, source: f.id, turnsLeft: null, data: { iq: effectiveIq(f) } });
      emit(ctx, { t: 'effect', figure: null, text: `${f.name} makes an ${real ? 'illusion' : 'image'} of a ${shape.name.toLowerCase()} appear at ${cellLabel(ctx.map, a.cell!)}` });
    },
  };
}

/** ILLUSION, Sleep-1 on one target; Sleep-4 and -7 on everyone in the area but the caster. */
export function sleepHandler(area: boolean): SpellHandler {
  return onBeings(
    'sleep',
    area,
    (ctx, f, t) => (hasEffect(t, 'sleep') ? 0 : sign(f, t) * 0.7 * worth(ctx, t) * HORIZON),
    (ctx, f, spell, t) => {
      addEffect(t, spell, 'sleep', spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, { source: f.id });
      emit(ctx, { t: 'effect', figure: null, text: `${t.name} falls asleep` });
    },
  );
}

/** ILLUSION, Mind Control: the target joins the caster's side and does his bidding. */
export const mindControlHandler: SpellHandler = {
  subject: onTarget,
  // Not on a figure in a grapple (ruling): the two would share a hex on one side.
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t.side !== f.side && t.grapple === null).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}`,
  value: (ctx, f, spell, a) => 1.5 * worth(ctx, fig(ctx, a.target)) * HORIZON,
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    if (t.grapple !== null) {
      const other = ctx.byId.get(t.grapple);
      if (other) other.grapple = null;
      t.grapple = null;
    }
    t.side = f.side;
    t.control = f.control;
    t.letter = f.side === 'party' ? t.letter.toUpperCase() : t.letter.toLowerCase();
    addEffect(t, spell, 'dazed', 5, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} falls under ${f.name}'s control` });
  },
};

/** Images and illusions within `radius` hexes of the caster. */
function illusionsNear(ctx: Ctx, f: Figure, radius: number): Figure[] {
  return ctx.state.figures.filter((t) => t.status === 'standing' && t.cell >= 0 && (hasEffect(t, 'image') || hasEffect(t, 'illusion')) && figureDistance(ctx, f, t) <= radius);
}

/** ILLUSION, Dispel Illusions: every image and illusion within 15 hexes of the caster vanishes. */
export const dispelHandler: SpellHandler = {
  options: (ctx, f, spell) => (illusionsNear(ctx, f, spell.radius ?? 15).length > 0 ? [cast(spell, {})] : []),
  aim: (ctx, f, spell) => `within ${spell.radius ?? 15} hexes`,
  value(ctx, f, spell) {
    let v = 0;
    for (const t of illusionsNear(ctx, f, spell.radius ?? 15)) v += sign(f, t) * worth(ctx, t);
    return v;
  },
  resolve(ctx, f, spell) {
    for (const t of illusionsNear(ctx, f, spell.radius ?? 15)) vanish(ctx, t, 'dispelled');
  },
};
