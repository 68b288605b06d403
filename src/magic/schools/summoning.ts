// SUMMONING: the summoned beings, Teleport and Raise the Dead.
import type { Figure } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import type { Ctx } from '../../combat/state';
import { emit } from '../../combat/state';
import { cellLabel, isStandable } from '../../combat/map';
import { worth } from '../../combat/ai/value';
import { placeFigure } from '../../combat/movement';
import { K, addFigure, aimCells, blockedByMagic, castSight, creatureOf, freeCellsNear, freshId, hasEffect, vanish } from '../core';
import { HORIZON, damageValue } from '../value';
import { cast, fig, onTarget, visible, probe } from './handler';
import type { SpellHandler } from './handler';

/** The being the caster has summoned and that still stands, if any. */
export function summonedBy(ctx: Ctx, f: Figure): Figure | null {
  return ctx.state.figures.find((t) => t.summoner === f.id && t.status === 'standing' && hasEffect(t, 'summoned')) ?? null;
}

/**
 * SUMMONING: the creature appears in a free hex within two of the caster that he can see (MAGIC,
 * Cast Spell: only into a hex in unobstructed line of sight), idle its first turn; one at a time.
 */
export const summonHandler: SpellHandler = {
  options(ctx, f, spell, from) {
    const size = spell.creature!.hexes ?? 1;
    return freeCellsNear(ctx, from, 2, size)
      .filter((c) => castSight(ctx, f, from, c))
      .map((c) => cast(spell, { cell: c }));
  },
  aim: (ctx, f, spell, a) => `: a ${spell.creature!.name.toLowerCase()} at ${cellLabel(ctx.map, a.cell!)}`,
  value(ctx, f, spell) {
    const c = spell.creature!;
    const being = probe(ctx, spell.name, f.side, () => creatureOf(c, typeof c.st === 'number' ? c.st : 10, c.iq ?? 6));
    const old = summonedBy(ctx, f);
    return worth(ctx, being) * HORIZON - (old ? worth(ctx, old) * HORIZON : 0);
  },
  resolve(ctx, f, spell, a) {
    const old = summonedBy(ctx, f);
    if (old) vanish(ctx, old, `${f.name} calls another being`);
    const c = spell.creature!;
    const made = addFigure(ctx, creatureOf(c, typeof c.st === 'number' ? c.st : 10, c.iq ?? 6), {
      id: freshId(ctx, `${f.id}-${c.name}`), side: f.side, control: f.control, cell: a.cell!, summoner: f.id,
    });
    made.effects.push({ kind: K('summoned'), name: spell.name, source: f.id, turnsLeft: null, data: { cost: spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0 } });
    made.effects.push({ kind: K('dazed'), name: spell.name, source: f.id, turnsLeft: null });
    removeEffectsNamed(f, 'summoner');
    f.effects.push({ kind: K('summoner'), name: 'Summoner', source: f.id, turnsLeft: null, data: { summoned: made.id } });
    emit(ctx, { t: 'effect', figure: null, text: `${f.name} summons a ${c.name.toLowerCase()} at ${cellLabel(ctx.map, a.cell!)}` });
  },
};

function removeEffectsNamed(f: Figure, kind: string): void {
  f.effects = f.effects.filter((e) => e.kind !== K(kind));
}

/** SUMMONING, Teleport: any figure to a free hex the caster can see; never into a solid object. */
export const teleportHandler: SpellHandler = {
  subject: onTarget,
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    const cells: number[] = [];
    // Destinations on or next to a figure, or in a created fire (ruling: the menu stays readable).
    const fires = ctx.state.hexEffects.filter((h) => h.kind === K('fire')).flatMap((h) => h.cells);
    for (const c of new Set([...aimCells(ctx, f, from), ...fires])) if (isStandable(ctx.map, c) && ctx.occ[c] === 0 && !blockedByMagic(ctx, c) && castSight(ctx, f, from, c)) cells.push(c);
    for (const t of visible(ctx, f, from, (t) => t.size <= 1 && t.grapple === null)) for (const c of cells) if (c !== t.cell) out.push(cast(spell, { target: t.id, cell: c }));
    return out;
  },
  aim: (ctx, f, spell, a) => `: ${fig(ctx, a.target).name} to ${cellLabel(ctx.map, a.cell!)}`,
  value(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    const fire = ctx.state.hexEffects.some((h) => h.kind === K('fire') && h.cells.includes(a.cell!));
    return t.side !== f.side && fire ? damageValue(ctx, t, 2) : 0;
  },
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    const from = t.cell;
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is teleported from ${cellLabel(ctx.map, from)} to ${cellLabel(ctx.map, a.cell!)}` });
    placeFigure(ctx, t, a.cell!);
  },
};

/** Dead characters of this fight whose spirit may be called (Raise the Dead). */
function spirits(ctx: Ctx): Figure[] {
  return ctx.state.figures.filter((t) => t.character !== null && t.status === 'down' && t.damage >= t.st);
}

/** SUMMONING, Raise the Dead: a dead character's spirit takes a living host, keeping its DX, IQ, skills, magic, side. */
export const raiseHandler: SpellHandler = {
  subject: onTarget,
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    for (const s of spirits(ctx)) for (const h of visible(ctx, f, from, (t) => t !== f && !hasEffect(t, 'possessed') && t.size <= 1 && t.grapple === null)) out.push(cast(spell, { target: h.id, item: s.id }));
    return out;
  },
  aim: (ctx, f, spell, a) => `: ${fig(ctx, a.item).name}'s spirit into ${fig(ctx, a.target).name} (${fig(ctx, a.item).iq}F)`,
  value(ctx, f, spell, a) {
    const s = fig(ctx, a.item);
    const h = fig(ctx, a.target);
    if (s.side !== f.side) return 0;
    return (h.side !== f.side ? 2 : 0.5) * worth(ctx, h) * HORIZON;
  },
  resolve(ctx, f, spell, a) {
    const s = fig(ctx, a.item);
    const h = fig(ctx, a.target);
    if (h.grapple !== null) {
      const other = ctx.byId.get(h.grapple);
      if (other) other.grapple = null;
      h.grapple = null;
    }
    h.effects.push({ kind: K('possessed'), name: spell.name, source: f.id, turnsLeft: null, data: { cost: s.iq, spirit: s.id, host: h.name } });
    h.name = `${s.name} (in ${h.name})`;
    h.side = s.side;
    h.control = s.control;
    h.dx = s.dx;
    h.iq = s.iq;
    h.skills = { ...s.skills };
    emit(ctx, { t: 'effect', figure: null, text: `${s.name}'s spirit takes ${h.name.replace(/^.*\(in (.*)\)$/, '$1')}'s body` });
  },
};
