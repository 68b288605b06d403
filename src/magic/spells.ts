// Every spell of MAGIC as a handler: which casts are legal (targets, hexes, fatigue X), what a cast
// is worth to the AI, and what it does once cast and paid for. The casting itself (3/IQ, the IQ
// contest of direct spells, Spell Shield, fatigue) is cast.ts; the lasting effects are effect-kinds.ts.
import type { Spell } from '../rules';
import { SPELLS } from '../rules';
import { fixDice, formatCurses, formatDice, formatPercent, parseDice } from '../dice';
import type { AttackProfile, Figure } from '../combat/figure';
import { effectiveDx, effectiveIq, effectiveSt, figureFromCreature, remainingSt, weaponWord } from '../combat/figure';
import type { Action } from '../combat/protocol';
import type { Ctx } from '../combat/state';
import { emit, figureCells, figureDistance, footprint, rebuildOccupancy } from '../combat/state';
import { cellDistance, cellLabel, isStandable } from '../combat/map';
import { passChance, rollOwn } from '../combat/checks';
import { fall, unrecoverable } from '../combat/injury';
import { attack, attackDice, attackTarget } from '../combat/attack';
import { outcomeText } from '../combat/strike';
import { dropHeld } from '../combat/grapple';
import { estimateAttack, worth, KAPPA } from '../combat/ai/value';
import { placeFigure } from '../combat/movement';
import {
  K, addFigure, affordable, aimCells, areaCells, areaDirections, blockedByMagic, castSight, creatureOf, effectOf,
  figuresIn, freeCellsNear, freshId, hasEffect, hasSpell, removeEffect, spellsOf, vanish,
} from './core';
import { harmDirect, shock } from './effect-kinds';
import { HORIZON, damageValue, hitLoss, sign, threatTo, typicalDx } from './value';

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

const cast = (spell: Spell, more: Omit<Action, 'kind' | 'spell'>): Action => ({ kind: 'cast', spell: spell.name, ...more });

function fig(ctx: Ctx, id: string | undefined): Figure {
  const f = id !== undefined ? ctx.byId.get(id) : undefined;
  if (!f) throw new Error(`no figure "${id}" in this fight`);
  return f;
}

function onTarget(ctx: Ctx, a: Action): Figure | null {
  return a.target !== undefined ? (ctx.byId.get(a.target) ?? null) : null;
}

/** Standing figures the caster can see from `from`. */
function visible(ctx: Ctx, caster: Figure, from: number, filter: (t: Figure) => boolean): Figure[] {
  return ctx.state.figures.filter((t) => t.status === 'standing' && t.cell >= 0 && filter(t) && (t === caster || castSight(ctx, caster, from, t.cell)));
}

/** X from 1 to the most the caster may spend: the spell's maximum, or what he can pay (ruling). */
function xRange(fig: Figure, spell: Spell, cap = Infinity): number[] {
  const max = spell.cost.kind === 'per-point' && spell.cost.max !== null ? spell.cost.max : Math.max(1, affordable(fig));
  const top = Math.max(1, Math.min(max, cap));
  return Array.from({ length: top }, (_, i) => i + 1);
}

function xText(a: Action, spell: Spell): string {
  return spell.cost.kind === 'per-point' || spell.cost.kind === 'transferred-plus' ? ` (X=${a.x ?? 1})` : '';
}

function where(ctx: Ctx, cells: readonly number[]): string {
  return cells.map((c) => cellLabel(ctx.map, c)).join(' ');
}

function addEffect(target: Figure, spell: Spell, kind: string, cost: number, extra: { value?: number; data?: Record<string, string | number | boolean | null>; source?: string } = {}): void {
  target.effects.push({ kind: K(kind), name: spell.name, source: extra.source, turnsLeft: null, value: extra.value, data: { cost, ...(extra.data ?? {}) } });
}

// ---- enchantments on one being ---------------------------------------------------------------

type Enchant = { kind: string; helpful: boolean; worth: (ctx: Ctx, caster: Figure, t: Figure, a: Action) => number; applies?: (t: Figure) => boolean; value?: (a: Action) => number; data?: (ctx: Ctx, t: Figure, a: Action) => Record<string, string | number | boolean | null> };

const ENCHANT: Record<string, Enchant> = {
  Blur: { kind: 'blur', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * hitLoss(typicalDx(ctx, t), 4, 0) * HORIZON },
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
  Invisibility: { kind: 'invisibility', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * hitLoss(typicalDx(ctx, t), 3, 4) * HORIZON },
  'Magical Sight': { kind: 'magical-sight', helpful: true, worth: () => 0 },
  Flight: { kind: 'flight', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * hitLoss(typicalDx(ctx, t), 4, 0) * HORIZON },
  'Stone Flesh': { kind: 'flesh', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * 0.4 * HORIZON, applies: (t) => !hasEffect(t, 'flesh'), value: () => 4 },
  'Iron Flesh': { kind: 'flesh', helpful: true, worth: (ctx, c, t) => threatTo(ctx, t) * 0.55 * HORIZON, applies: (t) => !hasEffect(t, 'flesh'), value: () => 6 },
  'Spell Shield': { kind: 'spell-shield', helpful: true, worth: () => 0 },
};

function enchantment(e: Enchant): SpellHandler {
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

// ---- creation and other spells on hexes ------------------------------------------------------

function areaOptions(ctx: Ctx, f: Figure, spell: Spell, from: number, ok: (cells: number[]) => boolean, radius = 1): Action[] {
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

function cellsOf(ctx: Ctx, spell: Spell, a: Action): number[] {
  const cells = areaCells(ctx, a.cell!, spell.hexes ?? 1, a.x ?? 0);
  if (!cells) throw new Error(`${spell.name} does not fit at ${cellLabel(ctx.map, a.cell!)}`);
  return cells;
}

const HEX_KIND: Record<string, string> = { Fire: 'fire', Shadow: 'shadow', Wall: 'wall', 'Slippery Floor': 'slippery' };

function hexSpell(family: string): SpellHandler {
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
const ropeHandler: SpellHandler = {
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
const flashHandler: SpellHandler = {
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

/** Known spells of a school, to decide what Destroy Created Object and Remove Enchantment reach. */
function knows(ctx: Ctx, f: Figure, name: string | undefined): boolean {
  return name !== undefined && spellsOf(ctx, f).some((s) => s.name === name);
}

/** CREATION, Destroy Created Object: a creation the caster could cast himself, for its cost. */
const destroyHandler: SpellHandler = {
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

/** ENCHANTING, Remove Enchantment: an enchantment the caster could cast himself, for its cost. */
const removeHandler: SpellHandler = {
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
const deathHandler: SpellHandler = {
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

// ---- healing ---------------------------------------------------------------------------------

/**
 * A down figure whose damage and fatigue are below ST again gets up (ruling): in its own hex, or
 * when someone stands there, in the nearest free one.
 */
function wake(ctx: Ctx, t: Figure): void {
  if (t.status !== 'down' || t.damage + t.fatigue >= effectiveSt(t) || t.cell < 0) return;
  const cells = figureCells(ctx, t);
  if (cells.some((c) => ctx.occ[c] !== 0 && ctx.state.figures[ctx.occ[c] - 1] !== t)) {
    let spot = -1;
    for (let r = 1; r <= 3 && spot < 0; r++) {
      const free = freeCellsNear(ctx, t.cell, r, t.size).sort((a, b) => cellDistance(ctx.map, t.cell, a) - cellDistance(ctx.map, t.cell, b));
      if (free.length > 0) spot = free[0];
    }
    if (spot < 0) return;
    t.cell = spot;
  }
  t.status = 'standing';
  rebuildOccupancy(ctx);
  emit(ctx, { t: 'effect', figure: null, text: `${t.name} comes to and stands up` });
}

/** Figures lying down (or standing) the caster can see, for healing. */
function anyVisible(ctx: Ctx, f: Figure, from: number, filter: (t: Figure) => boolean): Figure[] {
  return ctx.state.figures.filter((t) => t.status !== 'fled' && t.cell >= 0 && filter(t) && (t === f || castSight(ctx, f, from, t.cell)));
}

/** HEALING, Heal Wounds: one damage point healed per fatigue point; the caster may heal himself. */
const healHandler: SpellHandler = {
  subject: onTarget,
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    // A dying friend (damage at or above ST) can still be healed; twice his ST is beyond it (INJURY & EXHAUSTION).
    for (const t of anyVisible(ctx, f, from, (t) => t.damage > 0 && !unrecoverable(t))) {
      for (const x of xRange(f, spell, t.damage)) out.push(cast(spell, { target: t.id, x }));
    }
    return out;
  },
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}${xText(a, spell)}`,
  value(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    if (t.side !== f.side) return 0;
    const x = a.x ?? 1;
    if (t.status === 'down') return t.damage - x + t.fatigue < t.st ? worth(ctx, t) : 0;
    return (KAPPA * worth(ctx, t) * Math.min(x, t.damage)) / Math.max(1, remainingSt(t) + x);
  },
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    const healed = Math.min(t.damage, a.x ?? 1);
    t.damage -= healed;
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} heals ${healed} damage` });
    wake(ctx, t);
  },
};

/** Killed in this fight: damage at least ST (INJURY & EXHAUSTION) but less than twice ST. */
export function revivable(t: Figure): boolean {
  return t.character !== null && t.status === 'down' && t.damage >= t.st && !unrecoverable(t);
}

/** HEALING, Reverse Death: revives one killed in this encounter at a net ST of 1 (ruling: he stands). */
const reverseDeathHandler: SpellHandler = {
  subject: onTarget,
  options: (ctx, f, spell, from) => anyVisible(ctx, f, from, revivable).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name} (${fig(ctx, a.target).st}F)`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side === f.side ? worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    t.damage = Math.max(0, t.st - 1 - t.fatigue);
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is brought back from death at ST 1` });
    wake(ctx, t);
  },
};

/** HEALING, Channel Energy: damage points move from one figure to another (the target: who receives). */
const channelHandler: SpellHandler = {
  subject: onTarget,
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    // Damage of twice ST cannot be reversed (INJURY & EXHAUSTION, Damage): no draining such a body.
    const sources = anyVisible(ctx, f, from, (t) => t.damage > 0 && !unrecoverable(t));
    const targets = visible(ctx, f, from, () => true);
    for (const s of sources) {
      for (const t of targets) {
        if (t === s) continue;
        const most = Math.min(s.damage, affordable(f) - 3);
        for (let x = 1; x <= most; x++) out.push(cast(spell, { target: t.id, item: s.id, x }));
      }
    }
    return out;
  },
  aim: (ctx, f, spell, a) => `: ${a.x ?? 1} damage from ${fig(ctx, a.item).name} to ${fig(ctx, a.target).name}`,
  value(ctx, f, spell, a) {
    const s = fig(ctx, a.item);
    const t = fig(ctx, a.target);
    const x = a.x ?? 1;
    const gainS = s.side === f.side ? (s.status === 'down' && s.damage - x + s.fatigue < s.st ? worth(ctx, s) : (KAPPA * x * worth(ctx, s)) / Math.max(1, s.st)) : 0;
    return gainS + sign(f, t) * damageValue(ctx, t, x) * (t.side === f.side ? 1 : 0.5);
  },
  resolve(ctx, f, spell, a) {
    const s = fig(ctx, a.item);
    const t = fig(ctx, a.target);
    const x = Math.min(s.damage, a.x ?? 1);
    s.damage -= x;
    emit(ctx, { t: 'effect', figure: null, text: `${x} damage passes from ${s.name} to ${t.name}` });
    harmDirect(ctx, t, x, 'Channel Energy');
    wake(ctx, s);
  },
};

// ---- illusion --------------------------------------------------------------------------------

/**
 * What images and illusions look like (ruling): a warrior for one hex, a small dragon for four, a
 * dragon for seven, with the stat blocks of the summoning spells.
 */
export function illusionShape(hexes: number): { name: string; st: number; iq: number; creature: NonNullable<Spell['creature']> } {
  const row = SPELLS.find((s) => s.name === (hexes >= 7 ? 'Summon Dragon' : hexes >= 4 ? 'Summon Small Dragon' : 'Summon Warrior'))!;
  const c = row.creature!;
  return { name: c.name, st: typeof c.st === 'number' ? c.st : 12, iq: c.iq ?? 8, creature: c };
}

/** A figure standing for a being the spell would bring, so the AI can weigh it (one per spell and side). */
const PROBES = new WeakMap<Ctx, Map<string, Figure>>();
function probe(ctx: Ctx, key: string, side: Figure['side'], make: () => ReturnType<typeof creatureOf>): Figure {
  // Kept per fight, so that one fight's numbers never leak into another's (the simulator's fights
  // must not depend on which ran before).
  let probes = PROBES.get(ctx);
  if (!probes) PROBES.set(ctx, (probes = new Map()));
  const k = `${key}|${side}`;
  let p = probes.get(k);
  if (!p) probes.set(k, (p = figureFromCreature({ id: `probe:${k}`, side, control: 'ai' }, make())));
  return p;
}

function placeOptions(ctx: Ctx, f: Figure, spell: Spell, from: number, size: number, cells: number[]): Action[] {
  return cells.filter((c) => footprint(ctx.map, c, size) !== null && castSight(ctx, f, from, c)).map((c) => cast(spell, { cell: c }));
}

function imageHandler(real: boolean): SpellHandler {
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
function sleepHandler(area: boolean): SpellHandler {
  const apply = (ctx: Ctx, f: Figure, spell: Spell, t: Figure) => {
    if (hasEffect(t, 'sleep')) return;
    addEffect(t, spell, 'sleep', spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} falls asleep` });
  };
  if (!area) {
    return {
      subject: onTarget,
      options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && !hasEffect(t, 'sleep')).map((t) => cast(spell, { target: t.id })),
      aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}`,
      value: (ctx, f, spell, a) => sign(f, fig(ctx, a.target)) * 0.7 * worth(ctx, fig(ctx, a.target)) * HORIZON,
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
      for (const t of figuresIn(ctx, cellsOf(ctx, spell, a))) if (t !== f && !hasEffect(t, 'sleep')) v += sign(f, t) * 0.7 * worth(ctx, t) * HORIZON;
      return v;
    },
    resolve(ctx, f, spell, a) {
      for (const t of figuresIn(ctx, cellsOf(ctx, spell, a))) if (t !== f) apply(ctx, f, spell, t);
    },
  };
}

/** ILLUSION, Mind Control: the target joins the caster's side and does his bidding. */
const mindControlHandler: SpellHandler = {
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
const dispelHandler: SpellHandler = {
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

// ---- kinetics --------------------------------------------------------------------------------

/** The magic strikes as a missile attack profile: XD6-2, XD6-1, XD6 (KINETICS). */
const STRIKES = new Map<string, AttackProfile>();
export function strikeProfile(spell: Spell, x: number): AttackProfile {
  const key = `${spell.name}|${x}`;
  let p = STRIKES.get(key);
  if (!p) STRIKES.set(key, (p = makeStrikeProfile(spell, x)));
  return p;
}

function makeStrikeProfile(spell: Spell, x: number): AttackProfile {
  const d = fixDice(parseDice(spell.damage!.replace('X', String(x))));
  return {
    name: spell.name,
    weapon: null,
    damage: d,
    grappleDamage: d,
    fatigue: false,
    missile: true,
    throwable: false,
    range: null,
    skill: 0,
    skillToHit: false,
    grappling: false,
    melee: false,
  };
}

/** Fist, Fireball, Lightning: shot like a missile at 3/DX, damage less armor (ruling), no contest. */
const strikeHandler: SpellHandler = {
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    // A caster held in a grapple aims only at his foe (cast.ts, withinGrapple; ACTION, Grapple).
    for (const t of visible(ctx, f, from, (t) => t !== f)) for (const x of xRange(f, spell)) out.push(cast(spell, { target: t.id, x }));
    return out;
  },
  aim(ctx, f, spell, a) {
    const p = strikeProfile(spell, a.x ?? 1);
    return `at ${fig(ctx, a.target).name} (X=${a.x ?? 1}: ${formatDice(p.damage)})`;
  },
  value(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    return sign(f, t) * estimateAttack(ctx, f, t, strikeProfile(spell, a.x ?? 1), null, 'shoot').gain;
  },
  resolve(ctx, f, spell, a) {
    attack(ctx, f, fig(ctx, a.target), { mode: 'shoot', role: 'action', profile: strikeProfile(spell, a.x ?? 1), bonus: null });
  },
  landing(ctx, f, spell, a, castChance) {
    const t = fig(ctx, a.target);
    const p = strikeProfile(spell, a.x ?? 1);
    const n = attackDice(ctx, f, t);
    const needs = attackTarget(f, t, p, null);
    const hit = passChance(n, needs, f.curses);
    return { text: `then ${n}/DX needs ${needs}${formatCurses(f.curses)}, ${formatPercent(hit)}`, chance: hit, outcome: outcomeText(f, t, p, null, 'shoot', castChance * hit) };
  },
};

/** KINETICS, Drop Weapon: the target lets go of what he holds (weapon in hand and shield). */
const dropHandler: SpellHandler = {
  subject: onTarget,
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && (t.ready !== null || t.shield !== null)).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name} (${fig(ctx, a.target).st >= 20 ? 2 : 1}F)`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side !== f.side ? 0.4 * worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    dropHeld(ctx, fig(ctx, a.target));
  },
};

/** KINETICS, Break Weapon: the weapon in the target's hand shatters (none in the tables is magical). */
const breakHandler: SpellHandler = {
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && t.ready !== null).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `: ${fig(ctx, a.target).name}'s ${weaponWord(fig(ctx, a.target), fig(ctx, a.target).ready!)}`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side !== f.side ? 0.5 * worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    const w = t.ready;
    t.ready = null;
    emit(ctx, { t: 'effect', figure: null, text: `${t.name}'s ${w !== null ? weaponWord(t, w) : w} shatters` });
  },
};

/** KINETICS, Tripp: knocked down, the victim loses his next turn (ruling). */
const trippHandler: SpellHandler = {
  subject: onTarget,
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && !hasEffect(t, 'tripped')).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name} (${fig(ctx, a.target).st >= 30 ? 4 : 2}F)`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side !== f.side ? 0.8 * worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    addEffect(t, spell, 'tripped', 0, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is knocked down and loses the next turn` });
  },
};

/** KINETICS, Avert: Avert-1 on one figure; Avert-3 and -7 on everyone in the area but the caster. */
function avertHandler(area: boolean): SpellHandler {
  const apply = (ctx: Ctx, f: Figure, spell: Spell, t: Figure) => {
    if (hasEffect(t, 'avert')) return;
    addEffect(t, spell, 'avert', spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, { value: spell.pushHexes ?? 2, source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is averted: driven ${spell.pushHexes ?? 2} hexes farther from ${f.name} each turn` });
  };
  const v = (ctx: Ctx, f: Figure, t: Figure) => (t.side !== f.side && figureDistance(ctx, f, t) <= 2 ? 0.3 * worth(ctx, t) * HORIZON : 0);
  if (!area) {
    return {
      subject: onTarget,
      options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && !hasEffect(t, 'avert')).map((t) => cast(spell, { target: t.id })),
      aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name}`,
      value: (ctx, f, spell, a) => v(ctx, f, fig(ctx, a.target)),
      resolve(ctx, f, spell, a) {
        apply(ctx, f, spell, fig(ctx, a.target));
      },
    };
  }
  return {
    options: (ctx, f, spell, from) => areaOptions(ctx, f, spell, from, (cells) => figuresIn(ctx, cells).some((t) => t !== f)),
    aim: (ctx, f, spell, a) => `on ${where(ctx, cellsOf(ctx, spell, a))}`,
    value(ctx, f, spell, a) {
      let s = 0;
      for (const t of figuresIn(ctx, cellsOf(ctx, spell, a))) if (t !== f) s += v(ctx, f, t);
      return s;
    },
    resolve(ctx, f, spell, a) {
      for (const t of figuresIn(ctx, cellsOf(ctx, spell, a))) if (t !== f) apply(ctx, f, spell, t);
    },
  };
}

/** Others sharing a hex with the caster (a grapple), and those next to him. */
function around(ctx: Ctx, f: Figure, radius: number): Figure[] {
  return ctx.state.figures.filter((t) => t !== f && t.status === 'standing' && t.cell >= 0 && figureDistance(ctx, f, t) <= radius);
}

/** KINETICS, Shock Shield: static on the caster; D6 to others in his hex, armor no help. */
const shockHandler: SpellHandler = {
  options: (ctx, f, spell) => (hasEffect(f, 'shock-shield') ? [] : [cast(spell, {})]),
  aim: () => 'on yourself',
  value: (ctx, f) => (f.grapple !== null ? damageValue(ctx, fig(ctx, f.grapple), 3.5) * HORIZON : 0),
  resolve(ctx, f, spell) {
    addEffect(f, spell, 'shock-shield', 3, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${f.name} is wrapped in a shock shield` });
    shock(ctx, f);
  },
};

/** KINETICS, Blast: D6 to every other figure in the caster's hex and next to it, armor no help. */
const blastHandler: SpellHandler = {
  options: (ctx, f, spell) => (around(ctx, f, 1).length > 0 ? [cast(spell, {})] : []),
  aim: () => 'around yourself',
  value(ctx, f) {
    let v = 0;
    for (const t of around(ctx, f, 1)) v += sign(f, t) * damageValue(ctx, t, 3.5);
    return v;
  },
  resolve(ctx, f) {
    for (const t of around(ctx, f, 1)) {
      const r = rollOwn(ctx, f, 1, 6, () => `Blast on ${t.name}: damage 1D6`);
      harmDirect(ctx, t, r.sum, 'Blast');
    }
  },
};

// ---- morphing --------------------------------------------------------------------------------

/** MORPHING: the caster takes the creature's ST (a multiple of his), DX, MA, armor and attacks; keeps IQ. */
const morphHandler: SpellHandler = {
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

// ---- seeing ----------------------------------------------------------------------------------

/** SEEING, Reveal Magic: the log lists every spell in play, images and illusions named as such. */
const revealHandler: SpellHandler = {
  options: (ctx, f, spell) => [cast(spell, {})],
  aim: () => 'around you',
  value: () => 0,
  resolve(ctx, f) {
    const seen: string[] = [];
    for (const t of ctx.state.figures) {
      if (t.status === 'fled') continue;
      for (const e of t.effects) if (e.kind.startsWith('magic:') && e.name && !['staff', 'Summoner'].includes(e.name) && e.kind !== K('staff-used')) seen.push(`${e.name} on ${t.name}`);
    }
    for (const h of ctx.state.hexEffects) if (h.kind.startsWith('magic:')) seen.push(`${h.name} at ${where(ctx, h.cells)}`);
    emit(ctx, { t: 'effect', figure: null, text: seen.length > 0 ? `${f.name} senses magic: ${[...new Set(seen)].join('; ')}` : `${f.name} senses no magic here` });
  },
};

/** Read Mind and See Future work on the adventure's options, not in a fight (see outside.ts). */
const adventureOnly: SpellHandler = { options: () => [], aim: () => '', value: () => 0, *resolve() {} };

// ---- summoning -------------------------------------------------------------------------------

/** The being the caster has summoned and that still stands, if any. */
export function summonedBy(ctx: Ctx, f: Figure): Figure | null {
  return ctx.state.figures.find((t) => t.summoner === f.id && t.status === 'standing' && hasEffect(t, 'summoned')) ?? null;
}

/**
 * SUMMONING: the creature appears in a free hex within two of the caster that he can see (MAGIC,
 * Cast Spell: only into a hex in unobstructed line of sight), idle its first turn; one at a time.
 */
const summonHandler: SpellHandler = {
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
const teleportHandler: SpellHandler = {
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
const raiseHandler: SpellHandler = {
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

// ---- the table -------------------------------------------------------------------------------

function handlerFor(spell: Spell): SpellHandler | null {
  const n = spell.name;
  if (ENCHANT[n]) return enchantment(ENCHANT[n]);
  if (spell.family && HEX_KIND[spell.family]) return hexSpell(spell.family);
  switch (spell.family) {
    case 'Rope':
      return ropeHandler;
    case 'Image':
      return imageHandler(false);
    case 'Illusion':
      return imageHandler(true);
    case 'Sleep':
      return sleepHandler(spell.hexes !== 1);
    case 'Avert':
      return avertHandler(spell.hexes !== 1);
  }
  if (spell.school === 'morphing') return morphHandler;
  if (spell.school === 'summoning' && spell.creature) return summonHandler;
  const by: Record<string, SpellHandler> = {
    Flash: flashHandler,
    'Destroy Created Object': destroyHandler,
    'Remove Enchantment': removeHandler,
    Death: deathHandler,
    'Heal Wounds': healHandler,
    'Reverse Death': reverseDeathHandler,
    'Channel Energy': channelHandler,
    'Mind Control': mindControlHandler,
    'Dispel Illusions': dispelHandler,
    'Magic Fist': strikeHandler,
    Fireball: strikeHandler,
    Lightning: strikeHandler,
    'Drop Weapon': dropHandler,
    'Break Weapon': breakHandler,
    Tripp: trippHandler,
    'Shock Shield': shockHandler,
    Blast: blastHandler,
    'Reveal Magic': revealHandler,
    'Read Mind': adventureOnly,
    'See Future': adventureOnly,
    Teleport: teleportHandler,
    'Raise the Dead': raiseHandler,
  };
  return by[n] ?? null;
}

const HANDLERS = new Map<string, SpellHandler>();
for (const s of SPELLS) {
  const h = handlerFor(s);
  if (h) HANDLERS.set(s.name, h);
}

export function spellHandler(name: string): SpellHandler | undefined {
  return HANDLERS.get(name);
}

/** Spells of the table without a handler (none, when magic is complete). */
export function unhandledSpells(): string[] {
  return SPELLS.filter((s) => !HANDLERS.has(s.name)).map((s) => s.name);
}

