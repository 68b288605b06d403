// What a spell's handler is (its legal casts, what it aims at, its worth to the AI, what it does
// once cast and paid for), and the helpers the schools' handlers share. The casting itself (3/IQ,
// the IQ contest of direct spells, Spell Shield, fatigue) is ../cast.ts; the lasting effects are
// ../effect-kinds.ts; which handler serves which spell is index.ts.
import type { Spell } from '../../rules';
import type { Figure } from '../../combat/figure';
import { figureFromCreature } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import type { Ctx } from '../../combat/state';
import { cellLabel } from '../../combat/map';
import { K, affordable, aimCells, areaCells, areaDirections, castSight, creatureOf, figuresIn, hasEffect, spellsOf } from '../core';

export interface SpellHandler {
  /** The legal casts of this spell from `from`, as cast actions. */
  options(ctx: Ctx, fig: Figure, spell: Spell, from: number): Action[];
  /** What the cast aims at, for a menu: "on Goblin 1 (X=2)". */
  aim(ctx: Ctx, fig: Figure, spell: Spell, a: Action): string;
  /** Expected value to the caster's side once cast (before the cast chance and the fatigue). */
  value(ctx: Ctx, fig: Figure, spell: Spell, a: Action): number;
  /**
   * The cast goes the way the spell is meant: a helpful spell at a friend, a harmful one at a foe
   * (menus offer these first). Left out: a positive value, or with none a figure of the other side.
   */
  meant?(ctx: Ctx, fig: Figure, spell: Spell, a: Action): boolean;
  /** The spell's effect, after a successful cast has been paid for. */
  resolve(ctx: Ctx, fig: Figure, spell: Spell, a: Action): void;
  /** The figure that resists (direct spells) or is aimed at, if any. */
  subject?(ctx: Ctx, a: Action): Figure | null;
  /**
   * For a menu, a spell that must still hit once cast (a missile spell's 3/DX): that roll, and what
   * the whole action comes to given `cast`, the chance of the cast itself.
   */
  landing?(ctx: Ctx, fig: Figure, spell: Spell, a: Action, cast: number): { text: string; chance: number; outcome: string };
}

export const cast = (spell: Spell, more: Omit<Action, 'kind' | 'spell'>): Action => ({ kind: 'cast', spell: spell.name, ...more });

export function fig(ctx: Ctx, id: string | undefined): Figure {
  const f = id !== undefined ? ctx.byId.get(id) : undefined;
  if (!f) throw new Error(`no figure "${id}" in this fight`);
  return f;
}

export function onTarget(ctx: Ctx, a: Action): Figure | null {
  return a.target !== undefined ? (ctx.byId.get(a.target) ?? null) : null;
}

/** Standing figures the caster can see from `from`. */
export function visible(ctx: Ctx, caster: Figure, from: number, filter: (t: Figure) => boolean): Figure[] {
  return ctx.state.figures.filter((t) => t.status === 'standing' && t.cell >= 0 && filter(t) && (t === caster || castSight(ctx, caster, from, t.cell)));
}

/** X from 1 to the most the caster may spend: the spell's maximum, or what he can pay (ruling). */
export function xRange(fig: Figure, spell: Spell, cap = Infinity): number[] {
  const max = spell.cost.kind === 'per-point' && spell.cost.max !== null ? spell.cost.max : Math.max(1, affordable(fig));
  const top = Math.max(1, Math.min(max, cap));
  return Array.from({ length: top }, (_, i) => i + 1);
}

export function xText(a: Action, spell: Spell): string {
  return spell.cost.kind === 'per-point' || spell.cost.kind === 'transferred-plus' ? ` (X=${a.x ?? 1})` : '';
}

export function where(ctx: Ctx, cells: readonly number[]): string {
  return cells.map((c) => cellLabel(ctx.map, c)).join(' ');
}

export function addEffect(target: Figure, spell: Spell, kind: string, cost: number, extra: { value?: number; data?: Record<string, string | number | boolean | null>; source?: string } = {}): void {
  target.effects.push({ kind: K(kind), name: spell.name, source: extra.source, turnsLeft: null, value: extra.value, data: { cost, ...(extra.data ?? {}) } });
}

export function areaOptions(ctx: Ctx, f: Figure, spell: Spell, from: number, ok: (cells: number[]) => boolean, radius = 1): Action[] {
  const size = spell.hexes ?? 1;
  const out: Action[] = [];
  const seen = new Set<number | string>();
  for (const c of aimCells(ctx, f, from, radius)) {
    for (const d of areaDirections(size)) {
      const cells = areaCells(ctx, c, size, d);
      if (!cells || !ok(cells)) continue;
      // The same hexes reached from another centre or turn are one choice (a number for up to 4 hexes).
      const sorted = cells.length <= 4 ? [...cells].sort((x, y) => x - y) : null;
      const key = sorted ? sorted.reduce((k, x) => k * 4096 + x, 0) : c;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(size === 3 || size === 4 ? cast(spell, { cell: c, x: d }) : cast(spell, { cell: c }));
    }
  }
  return out;
}

export function cellsOf(ctx: Ctx, spell: Spell, a: Action): number[] {
  const cells = areaCells(ctx, a.cell!, spell.hexes ?? 1, a.x ?? 0);
  if (!cells) throw new Error(`${spell.name} does not fit at ${cellLabel(ctx.map, a.cell!)}`);
  return cells;
}

/** Known spells of a school, to decide what Destroy Created Object and Remove Enchantment reach. */
export function knows(ctx: Ctx, f: Figure, name: string | undefined): boolean {
  return name !== undefined && spellsOf(ctx, f).some((s) => s.name === name);
}

/** A figure standing for a being the spell would bring, so the AI can weigh it (one per spell and side). */
const PROBES = new WeakMap<Ctx, Map<string, Figure>>();
export function probe(ctx: Ctx, key: string, side: Figure['side'], make: () => ReturnType<typeof creatureOf>): Figure {
  // Kept per fight, so that one fight's numbers never leak into another's (the simulator's fights
  // must not depend on which ran before).
  let probes = PROBES.get(ctx);
  if (!probes) PROBES.set(ctx, (probes = new Map()));
  const k = `${key}|${side}`;
  let p = probes.get(k);
  if (!p) probes.set(k, (p = figureFromCreature({ id: `probe:${k}`, side, control: 'ai' }, make())));
  return p;
}

/**
 * A spell that lays one effect on beings (ILLUSION, Sleep; KINETICS, Avert): the -1 form on one
 * figure the caster sees, the area forms on everyone in the area but the caster. A figure already
 * under it does not take it again. `worthOn`: its worth to the caster's side on one figure.
 */
export function onBeings(
  kind: string,
  area: boolean,
  worthOn: (ctx: Ctx, caster: Figure, t: Figure) => number,
  lay: (ctx: Ctx, caster: Figure, spell: Spell, t: Figure) => void,
): SpellHandler {
  const apply = (ctx: Ctx, f: Figure, spell: Spell, t: Figure) => {
    if (!hasEffect(t, kind)) lay(ctx, f, spell, t);
  };
  if (!area) {
    return {
      subject: onTarget,
      options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && !hasEffect(t, kind)).map((t) => cast(spell, { target: t.id })),
      aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}`,
      value: (ctx, f, spell, a) => worthOn(ctx, f, fig(ctx, a.target)),
      resolve(ctx, f, spell, a) {
        apply(ctx, f, spell, fig(ctx, a.target));
      },
    };
  }
  return {
    options: (ctx, f, spell, from) => areaOptions(ctx, f, spell, from, (cells) => figuresIn(ctx, cells).some((t) => t !== f)),
    aim: (ctx, f, spell, a) => `on ${where(ctx, cellsOf(ctx, spell, a))}`,
    value(ctx, f, spell, a) {
      let v = 0;
      for (const t of figuresIn(ctx, cellsOf(ctx, spell, a))) if (t !== f) v += worthOn(ctx, f, t);
      return v;
    },
    resolve(ctx, f, spell, a) {
      for (const t of figuresIn(ctx, cellsOf(ctx, spell, a))) if (t !== f) apply(ctx, f, spell, t);
    },
  };
}
