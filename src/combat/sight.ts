// Line of sight between figures (Shoot/Throw: "an unobstructed defender"; Cast Spell: "an
// unobstructed line of sight"), and the line of fire of a missile. The map's own walls and obstacles
// are worked out once per pair of hexes and kept with the map; hex effects that block sight (created
// walls) and the figures standing in a line of fire are checked each time.
import type { HexMap } from './map';
import { blocksSight, cellsBetween, lineOfSight } from './map';
import type { Ctx } from './state';
import { cellBlocksSightByEffect, figureCells } from './state';
import { figureEffectKind, hexEffectKind } from './effect-hooks';
import type { Figure } from './figure';

const cache = new WeakMap<HexMap, Uint8Array>();

/** Sight through the map's own terrain, remembered per pair of cells. */
export function mapSight(map: HexMap, a: number, b: number): boolean {
  let table = cache.get(map);
  if (!table) cache.set(map, (table = new Uint8Array(map.cells * map.cells)));
  const k = a < b ? a * map.cells + b : b * map.cells + a;
  let v = table[k];
  if (v === 0) table[k] = v = lineOfSight(map, a, b) ? 1 : 2;
  return v === 1;
}

function seesThrough(viewer: Figure | undefined): boolean {
  return viewer !== undefined && viewer.effects.length > 0 && viewer.effects.some((e) => figureEffectKind(e.kind).seesThrough);
}

/** Can a figure at `a` (the `viewer`, when known) see one at `b`? Figures never block sight (ruling). */
export function canSee(ctx: Pick<Ctx, 'map' | 'state'>, a: number, b: number, viewer?: Figure): boolean {
  // Magical Sight sees through any obstruction, natural or magical (ENCHANTING).
  if (seesThrough(viewer)) return true;
  if (!mapSight(ctx.map, a, b)) return false;
  const effects = ctx.state.hexEffects;
  if (effects.length === 0 || !effects.some((e) => hexEffectKind(e.kind).blocksSight)) return true;
  return lineOfSight(ctx.map, a, b, (c) => cellBlocksSightByEffect(ctx, c));
}

// The hexes between two cells, per side of an edge the line may run along, kept per map.
const lines = new WeakMap<HexMap, Map<number, readonly [readonly number[], readonly number[]]>>();

function linesBetween(map: HexMap, a: number, b: number): readonly [readonly number[], readonly number[]] {
  let m = lines.get(map);
  if (!m) lines.set(map, (m = new Map()));
  const k = a * map.cells + b;
  let v = m.get(k);
  if (!v) m.set(k, (v = [cellsBetween(map, a, b, 1), cellsBetween(map, a, b, -1)]));
  return v;
}

/**
 * A clear line of fire from `from` to `target` standing at `to`, for a shot, a throw or a magic
 * strike (Shoot/Throw: the shooter hits "an unobstructed defender"; KINETICS: the strikes act as
 * missiles). The line runs between the two hexes' centres, as for sight, and is clear when it passes
 * no hex that blocks sight and no hex where a figure other than the shooter and the target stands,
 * friend or foe; a line that runs along the edge between two hexes is clear when one side of it is
 * (ruling: a missile passes between two figures, as a line grazing a wall's corner is clear).
 * Magical Sight sees through walls and obstacles, not through bodies; the fallen lie below the line.
 */
export function lineOfFire(ctx: Ctx, from: number, to: number, shooter: Figure, target: Figure): boolean {
  if (!canSee(ctx, from, to, shooter)) return false;
  const map = ctx.map;
  const d = distance(map, from, to);
  if (d <= 1) return true;
  // Only a figure on some shortest way between the two can stand in the line; mostly there is none,
  // and sight already decided the rest.
  let inTheWay = false;
  const figs = ctx.state.figures;
  for (let i = 0; i < figs.length && !inTheWay; i++) {
    const f = figs[i];
    if (f.status !== 'standing' || f === shooter || f === target || f.cell < 0) continue;
    if (f.size <= 1) inTheWay = f.cell !== from && f.cell !== to && distance(map, from, f.cell) + distance(map, f.cell, to) === d;
    else for (const c of figureCells(ctx, f)) if (c !== from && c !== to && distance(map, from, c) + distance(map, c, to) === d) inTheWay = true;
  }
  if (!inTheWay) return true;
  const [one, other] = linesBetween(map, from, to);
  const through = seesThrough(shooter);
  return lineClear(ctx, one, shooter, target, through) || lineClear(ctx, other, shooter, target, through);
}

/** Hexes apart; a line between two hexes passes only hexes on a shortest way between them. */
function distance(map: HexMap, a: number, b: number): number {
  const dq = map.q[a] - map.q[b];
  const dr = map.r[a] - map.r[b];
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** One side of a line of fire: no hex of it blocks sight (unless seen through) or holds another figure. */
function lineClear(ctx: Ctx, cells: readonly number[], shooter: Figure, target: Figure, through: boolean): boolean {
  const map = ctx.map;
  const occ = ctx.occ;
  const figs = ctx.state.figures;
  const effects = ctx.state.hexEffects.length > 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (c < 0) return false;
    if (!through && (blocksSight(map, c) || (effects && cellBlocksSightByEffect(ctx, c)))) return false;
    const k = occ[c];
    if (k > 0 && figs[k - 1] !== shooter && figs[k - 1] !== target) return false;
  }
  return true;
}
