// What the spells share: who may cast now (MAGIC: known spells, hands, metal armor, morphed), where
// a caster can see (Cast Spell: an unobstructed line of sight; Magical Sight sees through), the
// fatigue a spell costs and how it is paid (MAGIC, Fatigue; Staffs/Wands), and figures that magic
// brings into a fight or takes out of it (summoned beings, images, illusions).
import type { Spell } from '../rules';
import { findSpell } from '../rules';
import type { Creature } from '../rules/creatures';
import type { SpellCreature } from '../rules/spells';
import { knownSpells, STAFF_WEAPON } from '../character';
import type { Figure, Side, Control } from '../combat/figure';
import { armorWorn, effectiveIq, figureFromCreature, remainingSt } from '../combat/figure';
import type { FigureEffect } from '../combat/effect-hooks';
import type { Action } from '../combat/protocol';
import type { Ctx } from '../combat/state';
import { emit, figureCells, footprint, rebuildOccupancy } from '../combat/state';
import { cellDistance, isStandable } from '../combat/map';
import { canSee } from '../combat/sight';
import { gearGoesWith } from '../combat/aftermath';

/** Effect kinds are prefixed so that they never clash with other registrations. */
export const K = (name: string): string => `magic:${name}`;

export function hasEffect(fig: Figure, kind: string): boolean {
  const k = K(kind);
  for (const e of fig.effects) if (e.kind === k) return true;
  return false;
}

export function effectOf(fig: Figure, kind: string): FigureEffect | undefined {
  const k = K(kind);
  return fig.effects.find((e) => e.kind === k);
}

export function removeEffect(fig: Figure, effect: FigureEffect): void {
  fig.effects = fig.effects.filter((e) => e !== effect);
}

export function removeEffects(fig: Figure, kind: string): void {
  const k = K(kind);
  fig.effects = fig.effects.filter((e) => e.kind !== k);
}

/** The spell cast on a figure, if one of that name is on it (MAGIC, Spells: no stacking). */
export function hasSpell(fig: Figure, spell: string): boolean {
  return fig.effects.some((e) => e.name === spell && e.kind.startsWith('magic:'));
}

/** The sheet whose spells the figure casts: its own, or a raised spirit's (Raise the Dead). */
export function spellsOf(ctx: Ctx, fig: Figure): Spell[] {
  const possessed = effectOf(fig, 'possessed');
  if (possessed) {
    const spirit = ctx.byId.get(String(possessed.data?.spirit));
    return spirit?.character ? sheetSpells(spirit.character) : [];
  }
  return fig.character ? sheetSpells(fig.character) : [];
}

// Sheets do not change during a fight, so what each one can cast is worked out once.
const KNOWN = new WeakMap<object, Spell[]>();
function sheetSpells(c: NonNullable<Figure['character']>): Spell[] {
  let list = KNOWN.get(c);
  if (!list) KNOWN.set(c, (list = knownSpells(c)));
  return list;
}

/**
 * Why `fig` cannot cast now, or null when it can (MAGIC): it must stand, hold nothing but a staff
 * (a club when it carries a staff) and no shield, wear no metal armor, and not be in a creature's
 * form (MORPHING).
 */
export function castingBar(ctx: Ctx, fig: Figure): string | null {
  if (fig.status !== 'standing') return 'not standing';
  if (hasEffect(fig, 'morph')) return 'cannot cast while morphed';
  const sheet = fig.character;
  if (sheet && armorWorn(sheet, fig.armors)?.metal) return 'wears metal armor';
  if (fig.shield !== null) return 'holds a shield';
  if (fig.ready !== null && !(fig.ready === 'Club' && sheet?.staff)) return `holds a ${fig.ready}`;
  if (spellsOf(ctx, fig).length === 0) return 'knows no spells';
  return null;
}

/** Cast Spell: into a hex in unobstructed line of sight; Magical Sight sees through everything. */
export function castSight(ctx: Ctx, fig: Figure, from: number, cell: number): boolean {
  if (from === cell) return true;
  return canSee(ctx, from, cell, fig);
}

// ---- fatigue ---------------------------------------------------------------------------------

/**
 * Staff or wand power the figure has left (MAGIC, Staffs/Wands), after what it spent here. A staff
 * carried as his Club (ready.ts) that he dropped or threw in this fight pays nothing until he has a
 * Club again (ruling "A staff let go of").
 */
export function staffLeft(fig: Figure): number {
  const staff = fig.character?.staff;
  if (!staff) return 0;
  const asClub = fig.character!.weapons.includes(STAFF_WEAPON);
  if (asClub && fig.ready !== STAFF_WEAPON && !fig.carried.includes(STAFF_WEAPON)) return 0;
  const used = effectOf(fig, 'staff-used')?.value ?? 0;
  return Math.max(0, staff.charge - used);
}

/** How a spell's fatigue would be paid now: from the staff's reserve first, the rest as fatigue (MAGIC, Fatigue). */
export function costSplit(fig: Figure, cost: number): { staff: number; fatigue: number } {
  const staff = Math.min(staffLeft(fig), cost);
  return { staff, fatigue: cost - staff };
}

/**
 * Pays a spell's fatigue (costSplit). `paying` is told the split before the fatigue lands, so that the
 * log says what was spent before what it did (a caster who falls from it).
 */
export function payFatigue(ctx: Ctx, fig: Figure, cost: number, harm: (ctx: Ctx, fig: Figure, d: number, f: number) => void, paying?: (paid: { staff: number; fatigue: number }) => void): { staff: number; fatigue: number } {
  const split = costSplit(fig, cost);
  const fromStaff = split.staff;
  if (fromStaff > 0) {
    const used = effectOf(fig, 'staff-used');
    const before = used?.value ?? 0;
    if (used) removeEffect(fig, used);
    fig.effects.push({ kind: K('staff-used'), name: 'staff', turnsLeft: null, value: before + fromStaff });
  }
  paying?.(split);
  if (split.fatigue > 0) harm(ctx, fig, 0, split.fatigue);
  return split;
}

/** Points the figure can pay without falling unconscious: its staff plus ST left less one. */
export function affordable(fig: Figure): number {
  return staffLeft(fig) + Math.max(0, remainingSt(fig) - 1);
}

/** The fatigue a cast costs (MAGIC, Fatigue), given the action's choices. */
export function spellCost(ctx: Ctx, spell: Spell, action: Action): number {
  const c = spell.cost;
  switch (c.kind) {
    case 'fixed':
      return c.fatigue;
    case 'per-point':
      return action.x ?? 1;
    case 'by-target-st': {
      const t = action.target !== undefined ? ctx.byId.get(action.target) : undefined;
      return t && t.st >= c.stThreshold ? c.heavierFatigue : c.fatigue;
    }
    case 'original':
      return originalCost(ctx, action);
    case 'revived-st': {
      const t = action.target !== undefined ? ctx.byId.get(action.target) : undefined;
      return t ? t.st : 0;
    }
    case 'transferred-plus':
      return (action.x ?? 1) + c.plus;
    case 'spirit-iq': {
      const s = action.item !== undefined ? ctx.byId.get(action.item) : undefined;
      return s ? s.iq : 0;
    }
  }
}

/** What the creation or enchantment undone by Destroy Created Object or Remove Enchantment cost. */
function originalCost(ctx: Ctx, action: Action): number {
  if (action.target !== undefined) {
    const t = ctx.byId.get(action.target);
    const e = t?.effects.find((x) => x.name === action.item && x.kind.startsWith('magic:'));
    return Number(e?.data?.cost ?? 0);
  }
  if (action.cell !== undefined) {
    const h = ctx.state.hexEffects.find((x) => x.name === action.item && x.cells.includes(action.cell!));
    return Number(h?.data?.cost ?? 0);
  }
  return 0;
}

/** The caster's IQ for casting checks. */
export function castIq(fig: Figure): number {
  return effectiveIq(fig);
}

export function spellNamed(name: string | undefined): Spell {
  const s = name !== undefined ? findSpell(name) : undefined;
  if (!s) throw new Error(`no spell "${name}"`);
  return s;
}

// ---- areas -----------------------------------------------------------------------------------

/**
 * The hexes of a multi-hex spell centred on `cell`, turned by `direction` (MAGIC, Multi-Hex
 * Spells: contiguous areas of 3, 4 or 7 hexes), or null when a hex falls off the board.
 */
export function areaCells(ctx: Ctx, cell: number, size: number, direction: number): number[] | null {
  const a = ctx.map.adjacent;
  const n = (c: number, d: number) => (c < 0 ? -1 : a[c * 6 + (((d % 6) + 6) % 6)]);
  let cells: number[];
  if (size <= 1) cells = [cell];
  else if (size === 3) cells = [cell, n(cell, direction), n(cell, direction + 1)];
  else if (size === 4) cells = [cell, n(cell, direction), n(cell, direction + 1), n(n(cell, direction), direction + 1)];
  else cells = [cell, n(cell, 0), n(cell, 1), n(cell, 2), n(cell, 3), n(cell, 4), n(cell, 5)];
  for (const c of cells) if (c < 0 || !isStandable(ctx.map, c)) return null;
  return cells;
}

/** Directions worth offering for an area of `size` hexes: six for 3 and 4, one for 1 and 7. */
export function areaDirections(size: number): number[] {
  return size === 3 || size === 4 ? [0, 1, 2, 3, 4, 5] : [0];
}

/** Standing figures with a hex in `cells`. */
export function figuresIn(ctx: Ctx, cells: readonly number[]): Figure[] {
  return ctx.state.figures.filter((f) => f.status === 'standing' && f.cell >= 0 && figureCells(ctx, f).some((c) => cells.includes(c)));
}

/**
 * Centres worth aiming an area at: hexes in sight where a figure stands or within `radius` of one
 * (ruling: the menus would otherwise list every hex of the board; walls look two hexes out).
 */
export function aimCells(ctx: Ctx, fig: Figure, from: number, radius = 1): number[] {
  // The same answer serves every area spell of one menu: remembered until the board changes.
  const key = `${fig.id}|${from}|${radius}|${ctx.state.figures.map((f) => (f.status === 'standing' ? f.cell : -1)).join(',')}|${ctx.state.hexEffects.length}`;
  const memo = AIM.get(ctx);
  if (memo && memo.key === key) return memo.cells;
  const cells = workOutAimCells(ctx, fig, from, radius);
  AIM.set(ctx, { key, cells });
  return cells;
}

const AIM = new WeakMap<Ctx, { key: string; cells: number[] }>();

function workOutAimCells(ctx: Ctx, fig: Figure, from: number, radius: number): number[] {
  const out = new Set<number>();
  const a = ctx.map.adjacent;
  for (const f of ctx.state.figures) {
    if (f.status !== 'standing' || f.cell < 0) continue;
    let ring = figureCells(ctx, f);
    for (const c of ring) out.add(c);
    for (let r = 0; r < radius; r++) {
      const next: number[] = [];
      for (const c of ring) for (let d = 0; d < 6; d++) if (a[c * 6 + d] >= 0 && !out.has(a[c * 6 + d])) (out.add(a[c * 6 + d]), next.push(a[c * 6 + d]));
      ring = next;
    }
  }
  return [...out].filter((c) => isStandable(ctx.map, c) && castSight(ctx, fig, from, c)).sort((x, y) => x - y);
}

// ---- figures brought in by magic --------------------------------------------------------------

/** A stat block printed in a spell row as a bestiary creature. */
export function creatureOf(c: SpellCreature, st: number, iq: number, name = c.name): Creature {
  return {
    name,
    st,
    dx: c.dx,
    iq,
    ma: c.ma,
    armor: c.armor,
    armorName: c.armorName,
    attacks: c.attacks.map((a) => ({ name: a.name, damage: a.damage, missile: a.missile })),
    // The weapon and shield the text names are weapons on the board (Drop Weapon, Break Weapon).
    weapon: c.weapon,
    shield: c.shield,
    flying: c.flying,
    hexes: c.hexes,
    fearless: true,
    description: `${name}, brought by magic`,
  };
}

/** Adds a figure to the fight at `cell` (a summoned being, an image, an illusion). */
export function addFigure(ctx: Ctx, creature: Creature, opts: { id: string; side: Side; control: Control; cell: number; summoner: string; letter?: string }): Figure {
  // The fight's own weapons, so that it knows a magic sword on the floor for what it is.
  const fig = figureFromCreature({ id: opts.id, side: opts.side, control: opts.control, arms: ctx.byId.get(opts.summoner)?.arms ?? [] }, creature);
  fig.cell = opts.cell;
  fig.summoner = opts.summoner;
  fig.letter = opts.letter ?? (opts.side === 'party' ? 'S' : 's');
  fig.name = freshName(ctx, fig.name);
  ctx.state.figures.push(fig);
  (ctx.byId as Map<string, Figure>).set(fig.id, fig);
  rebuildOccupancy(ctx);
  return fig;
}

/**
 * A name nobody in the fight has yet: 'Wolf', or 'Warrior 2' where a Warrior already fights (an
 * illusion of a warrior beside a summoned one), so that no log line or question names two figures alike.
 */
function freshName(ctx: Ctx, name: string): string {
  const taken = new Set(ctx.state.figures.map((f) => f.name));
  if (!taken.has(name)) return name;
  for (let i = 2; ; i++) if (!taken.has(`${name} ${i}`)) return `${name} ${i}`;
}

/** An id not used in the fight yet: 'ysolde-wolf', 'ysolde-wolf-2'. */
export function freshId(ctx: Ctx, base: string): string {
  const clean = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (!ctx.byId.has(clean)) return clean;
  for (let i = 2; ; i++) if (!ctx.byId.has(`${clean}-${i}`)) return `${clean}-${i}`;
}

/** A figure made by magic leaves the board: gone, no longer in anyone's way or grapple. */
export function vanish(ctx: Ctx, fig: Figure, why: string): void {
  if (fig.status === 'fled' && fig.cell < 0) return;
  if (fig.grapple !== null) {
    const other = ctx.byId.get(fig.grapple);
    if (other && other.grapple === fig.id) other.grapple = null;
    fig.grapple = null;
  }
  fig.status = 'fled';
  fig.cell = -1;
  gearGoesWith(ctx, fig);
  fig.effects = fig.effects.filter((e) => !e.kind.startsWith('magic:') || e.kind === K('made'));
  ctx.eventful = true;
  rebuildOccupancy(ctx);
  emit(ctx, { t: 'effect', figure: null, text: `${fig.name} vanishes (${why})` });
}

/** Free hexes within `radius` of `center` where a figure of `size` can appear. */
export function freeCellsNear(ctx: Ctx, center: number, radius: number, size: number): number[] {
  const out: number[] = [];
  for (const c of cellsWithin(ctx, center, radius)) {
    if (!isStandable(ctx.map, c)) continue;
    const fp = footprint(ctx.map, c, size);
    if (!fp) continue;
    if (fp.some((x) => ctx.occ[x] !== 0 || blockedByMagic(ctx, x))) continue;
    out.push(c);
  }
  return out;
}

export function blockedByMagic(ctx: Ctx, cell: number): boolean {
  return ctx.state.hexEffects.some((h) => h.kind === K('wall') && h.cells.includes(cell));
}

/** The hexes within `radius` steps of `center`, walls included, by the map's neighbours. */
function cellsWithin(ctx: Ctx, center: number, radius: number): number[] {
  const a = ctx.map.adjacent;
  const seen = new Set<number>([center]);
  let ring = [center];
  for (let r = 0; r < radius; r++) {
    const next: number[] = [];
    for (const c of ring) {
      for (let d = 0; d < 6; d++) {
        const n = a[c * 6 + d];
        if (n >= 0 && !seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    ring = next;
  }
  return [...seen].sort((x, y) => x - y);
}
