// Line of sight between figures (Shoot/Throw: "an unobstructed defender"; Cast Spell: "an
// unobstructed line of sight"). The map's own walls and obstacles are worked out once per pair of
// hexes and kept with the map; hex effects that block sight (created walls) are checked each time.
import type { HexMap } from './map';
import { lineOfSight } from './map';
import type { Ctx } from './state';
import { cellBlocksSightByEffect } from './state';
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

/** Can a figure at `a` (the `viewer`, when known) see one at `b`? */
export function canSee(ctx: Ctx, a: number, b: number, viewer?: Figure): boolean {
  // Magical Sight sees through any obstruction, natural or magical (ENCHANTING).
  if (viewer && viewer.effects.length > 0 && viewer.effects.some((e) => figureEffectKind(e.kind).seesThrough)) return true;
  if (!mapSight(ctx.map, a, b)) return false;
  const effects = ctx.state.hexEffects;
  if (effects.length === 0 || !effects.some((e) => hexEffectKind(e.kind).blocksSight)) return true;
  return lineOfSight(ctx.map, a, b, (c) => cellBlocksSightByEffect(ctx, c));
}
