// What spells leave in play, registered with combat's effect hooks: enchantments and the like on
// figures (ENCHANTING, ILLUSION, KINETICS, MORPHING, SUMMONING), created things on hexes
// (CREATION; Slippery Floor). Each kind is data on the figure or hex plus the behaviour here.
import { formatDice } from '../dice';
import type { Figure } from '../combat/figure';
import { effectiveDx, figureFromCharacter } from '../combat/figure';
import type { FigureEffect, FigureEffectKind, HexEffect, HexEffectKind } from '../combat/effect-hooks';
import { registerFigureEffect, registerHexEffect } from '../combat/effect-hooks';
import type { Ctx } from '../combat/state';
import { emit, figureCells, footprint, rebuildOccupancy } from '../combat/state';
import { cellDistance, isStandable } from '../combat/map';
import { rollCheck, rollOwn } from '../combat/checks';
import { fall, harm } from '../combat/injury';
import { placeFigure } from '../combat/movement';
import { K, blockedByMagic, removeEffect, vanish } from './core';

function num(e: { data?: Readonly<Record<string, unknown>> }, key: string): number {
  return Number(e.data?.[key] ?? 0);
}

/** Damage that armor does not stop (Fire, Blast, Shock Shield, Death), logged with its cause. */
export function harmDirect(ctx: Ctx, fig: Figure, damage: number, cause: string): void {
  if (damage <= 0 || fig.status === 'fled') return;
  emit(ctx, { t: 'harm', figure: fig.id, damage, fatigue: 0, cause });
  harm(ctx, fig, damage, 0);
}

/** Static spells on a figure whose only behaviour is a number. */
const simple: FigureEffectKind[] = [
  // ENCHANTING, Blur: every attack on the subject is 4/DX.
  { kind: K('blur'), defendDice: () => 4 },
  // ENCHANTING, Slow: half the MA, rounded down (ruling).
  { kind: K('slow'), ma: (_e, ma) => Math.floor(ma / 2) },
  // ENCHANTING, Speed: double the MA.
  { kind: K('speed'), ma: (_e, ma) => ma * 2 },
  // ENCHANTING, Assist: +1 to the attribute chosen when casting.
  {
    kind: K('assist'),
    st: (e) => (e.data?.attribute === 'ST' ? 1 : 0),
    dx: (e) => (e.data?.attribute === 'DX' ? 1 : 0),
    iq: (e) => (e.data?.attribute === 'IQ' ? 1 : 0),
  },
  // ENCHANTING, Clumsiness and Confusion: -1 DX or IQ per fatigue point spent.
  { kind: K('clumsiness'), dx: (e) => -(e.value ?? 0) },
  { kind: K('confusion'), iq: (e) => -(e.value ?? 0) },
  // CREATION, Flash: DX-2 for everyone but the caster; not cumulative (one effect per figure).
  { kind: K('flash'), dx: () => -2 },
  // ENCHANTING, Invisibility: DX-4 to hit it, unless grappling it.
  { kind: K('invisibility'), defendModifier: (_e, grappling) => (grappling ? 0 : -4) },
  // ENCHANTING, Flight: 12 hexes a turn and 4/DX to hit while flying.
  { kind: K('flight'), ma: () => 12, defendDice: () => 4 },
  // ENCHANTING, Stone Flesh and Iron Flesh: points stopped on each hit.
  { kind: K('flesh'), armor: (e) => e.value ?? 0 },
  // Markers read by the casting rules and the sight rules.
  // ENCHANTING, Magical Sight: sight through walls, obstacles and magic, for shots as for spells.
  { kind: K('magical-sight'), seesThrough: true },
  { kind: K('spell-shield') },
  // ENCHANTING, Reverse Missiles: shots and throws at the subject strike the shooter (combat/attack.ts).
  { kind: K('reverse-missiles'), reversesMissiles: true },
  // MAGIC, Staffs/Wands: the power spent stays spent until the staff recharges overnight.
  {
    kind: K('staff-used'),
    toSheet(e, sheet) {
      if (sheet.staff) sheet.staff.charge = Math.max(0, sheet.staff.charge - (e.value ?? 0));
    },
  },
  { kind: K('made') },
  { kind: K('possessed') },
  { kind: K('summoned') },
  // A figure that was driven by Avert this turn walks no farther.
  { kind: K('held'), canMove: () => false, ma: () => 0 },
];

/** ENCHANTING, Freeze: frozen for the encounter; a frozen magic user may still cast (only cast). */
const freeze: FigureEffectKind = {
  kind: K('freeze'),
  canMove: () => false,
  // No movement at all: an MA of 0 also tells the AI's memo of reach that something changed.
  ma: () => 0,
  canAct: (e) => e.data?.caster === true,
  allowsAction: (e, kind) => kind === 'cast',
};

/**
 * ILLUSION, Sleep: no move, no action; he wakes when attacked (any attack aimed at him, hit or miss),
 * when harmed by anything else (fire, Blast, Death), or when a friend spends a turn shaking him.
 */
const sleep: FigureEffectKind = {
  kind: K('sleep'),
  canMove: () => false,
  ma: () => 0,
  canAct: () => false,
  onAttacked(ctx, fig, e) {
    removeEffect(fig, e);
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} wakes up` });
  },
  onHarmed(ctx, fig, e) {
    // Silent: the blow itself is in the log, and the harm is still being applied.
    removeEffect(fig, e);
  },
};

/**
 * A figure that does nothing in the turn it is brought into being or taken over (SUMMONING: "does
 * nothing on the turn he appears"; Mind Control: "cannot act on the turn his mind is taken over").
 */
const dazed: FigureEffectKind = {
  kind: K('dazed'),
  onTurnStart(ctx, fig, e) {
    removeEffect(fig, e);
    return false;
  },
};

/** KINETICS, Tripp: knocked down, the victim spends his next turn getting up (ruling). */
const tripped: FigureEffectKind = {
  kind: K('tripped'),
  onTurnStart(ctx, fig, e) {
    removeEffect(fig, e);
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} gets up from the floor` });
    return false;
  },
};

/**
 * CREATION, Rope: bound, no move (no step of his own: walking, entering a hex, escaping, dragging,
 * leaving the board), 4/DX for actions; passing 4/DX makes the rope vanish: a roll to hit or a dodge
 * at 4/DX that passes frees him (a dodge then steps back free), and at the start of each of his turns
 * he may struggle, a 4/DX that costs nothing (ruling: else a bound figure with no foe in reach could
 * never be free of it).
 */
const rope: FigureEffectKind = {
  kind: K('rope'),
  canMove: () => false,
  ma: () => 0,
  actionDice: () => 4,
  onActionRolled(ctx, fig, e, dice, passed) {
    if (!passed || dice < 4) return;
    removeEffect(fig, e);
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} passes 4/DX: the rope vanishes` });
  },
  onTurnStart(ctx, fig, e) {
    const c = rollCheck(ctx, fig, 4, 'DX', effectiveDx(fig), () => `${fig.name} struggles against the rope`);
    if (c.passed) {
      removeEffect(fig, e);
      emit(ctx, { t: 'effect', figure: null, text: `${fig.name} breaks free: the rope vanishes` });
    } else emit(ctx, { t: 'effect', figure: null, text: `${fig.name} is still bound` });
    return true;
  },
};

/** Cells one step farther from `from` than `cell`, free for `fig`. */
function stepsAway(ctx: Ctx, fig: Figure, cell: number, from: number): number[] {
  const out: number[] = [];
  const here = cellDistance(ctx.map, cell, from);
  for (let d = 0; d < 6; d++) {
    const n = ctx.map.adjacent[cell * 6 + d];
    if (n < 0 || !isStandable(ctx.map, n) || cellDistance(ctx.map, n, from) <= here) continue;
    const fp = footprint(ctx.map, n, fig.size);
    if (!fp) continue;
    const self = ctx.state.figures.indexOf(fig) + 1;
    if (fp.some((x) => (ctx.occ[x] !== 0 && ctx.occ[x] !== self) || blockedByMagic(ctx, x))) continue;
    out.push(n);
  }
  return out;
}

/**
 * KINETICS, Avert: at the start of each of his turns the averted figure is driven away from the
 * caster, one hex at a time, until he stands the spell's number of hexes farther off than he began
 * (or nothing farther is free); then he may act but not walk that turn (ruling).
 */
const avert: FigureEffectKind = {
  kind: K('avert'),
  onTurnStart(ctx, fig, e) {
    const caster = ctx.byId.get(String(e.source));
    if (!caster || caster.cell < 0 || fig.grapple !== null) return true;
    const start = cellDistance(ctx.map, fig.cell, caster.cell);
    const goal = start + (e.value ?? 2);
    const path: number[] = [fig.cell];
    while (fig.status === 'standing' && cellDistance(ctx.map, fig.cell, caster.cell) < goal) {
      const next = stepsAway(ctx, fig, fig.cell, caster.cell);
      if (next.length === 0) break;
      placeFigure(ctx, fig, next[0]);
      path.push(next[0]);
    }
    if (path.length > 1) emit(ctx, { t: 'move', figure: fig.id, path, carried: null });
    fig.effects.push({ kind: K('held'), name: 'Avert', turnsLeft: 1 });
    return fig.status === 'standing';
  },
};

/** KINETICS, Shock Shield: D6 to every other figure in the caster's hex, armor no help, each turn of his. */
const shockShield: FigureEffectKind = {
  kind: K('shock-shield'),
  onTurnStart(ctx, fig) {
    shock(ctx, fig);
    return fig.status === 'standing';
  },
};

export function shock(ctx: Ctx, fig: Figure): void {
  for (const other of ctx.state.figures) {
    if (other === fig || other.status !== 'standing' || other.cell < 0) continue;
    if (!figureCells(ctx, other).some((c) => figureCells(ctx, fig).includes(c))) continue;
    const r = rollOwn(ctx, fig, 1, 6, () => `Shock Shield on ${other.name}: damage ${formatDice({ count: 1, sides: 6, modifier: 0 })}`);
    harmDirect(ctx, other, r.sum, 'Shock Shield');
  }
}

/**
 * ILLUSION: an image vanishes upon touch: a blow that lands, even one armor stops whole, or any harm
 * (fire, Blast); an illusion is a marker for disbelief.
 */
const image: FigureEffectKind = {
  kind: K('image'),
  canAct: () => false,
  onTouched(ctx, fig) {
    vanish(ctx, fig, 'touched: it was an image');
  },
  onHarmed(ctx, fig) {
    vanish(ctx, fig, 'touched: it was an image');
  },
};
const illusion: FigureEffectKind = { kind: K('illusion') };

/** SUMMONING: the summoned being vanishes when its caster falls unconscious. */
const summoner: FigureEffectKind = {
  kind: K('summoner'),
  onFall(ctx, fig, e) {
    const made = ctx.byId.get(String(e.data?.summoned));
    if (made && made.status === 'standing') vanish(ctx, made, `${fig.name} is unconscious`);
  },
};

/**
 * MORPHING: the caster in a creature's form. He returns when willed or on falling unconscious;
 * damage taken in the form is divided by the spell's divisor, rounded up.
 */
const morph: FigureEffectKind = {
  kind: K('morph'),
  onFall(ctx, fig, e) {
    unmorph(ctx, fig, e);
  },
  // After the fight the caster wills himself back (ruling), before wounds are looked at.
  onFightEnd(ctx, fig, e) {
    unmorph(ctx, fig, e);
  },
};

export function unmorph(ctx: Ctx, fig: Figure, e: FigureEffect): void {
  const sheet = fig.character;
  removeEffect(fig, e);
  if (!sheet) return;
  const human = figureFromCharacter({ id: fig.id, side: fig.side, control: fig.control, arms: fig.arms, armors: fig.armors }, sheet);
  const before = num(e, 'damage');
  const divisor = num(e, 'divisor') || 1;
  const taken = Math.max(0, fig.damage - before);
  fig.st = human.st;
  fig.dx = human.dx;
  fig.ma = human.ma;
  fig.armor = human.armor;
  fig.natural = [];
  fig.flying = false;
  fig.animal = false;
  fig.ready = typeof e.data?.ready === 'string' && e.data.ready !== '' ? e.data.ready : null;
  fig.shield = e.data?.shield === true ? human.shield : null;
  fig.damage = before + Math.ceil(taken / divisor);
  emit(ctx, { t: 'effect', figure: null, text: `${fig.name} returns to human form (${taken} damage taken as a ${String(e.data?.creature)} counts ${fig.damage - before})` });
  if (fig.status === 'standing' && fig.damage + fig.fatigue >= fig.st) fall(ctx, fig);
  rebuildOccupancy(ctx);
}

// ---- hexes -----------------------------------------------------------------------------------

/** CREATION, Fire: 2 damage, armor no help, on entering or standing in it; wild animals keep out. */
const fire: HexEffectKind = {
  kind: K('fire'),
  refuses: (fig) => fig.animal,
  onEnter(ctx, fig, e: HexEffect) {
    harmDirect(ctx, fig, e.value ?? 2, 'fire');
  },
  onTurnStart(ctx, fig, e: HexEffect) {
    harmDirect(ctx, fig, e.value ?? 2, 'fire');
    return fig.status === 'standing';
  },
};

/** CREATION, Shadow: attacks into or out of it are 4/DX. */
const shadow: HexEffectKind = { kind: K('shadow'), attackDice: 4 };

/** CREATION, Wall: blocks movement and sight like a real wall. */
const wall: HexEffectKind = { kind: K('wall'), blocksMove: true, blocksSight: true };

/** ENCHANTING, Slippery Floor: fighting there is 4/DX; fail 3/DX at the start of a turn there: fall, lose the turn. */
const slippery: HexEffectKind = {
  kind: K('slippery'),
  attackDice: 4,
  onTurnStart(ctx, fig) {
    const c = rollCheck(ctx, fig, 3, 'DX', effectiveDx(fig), () => `${fig.name} keeps footing on the slippery floor`);
    if (!c.passed) emit(ctx, { t: 'effect', figure: null, text: `${fig.name} slips and falls: the turn is lost` });
    return c.passed;
  },
};

/** The kinds above join combat's effect hooks (magic/index.ts, registerMagic). */
export function registerSpellEffects(): void {
  for (const k of [...simple, freeze, sleep, dazed, tripped, rope, avert, shockShield, image, illusion, summoner, morph]) registerFigureEffect(k);
  for (const k of [fire, shadow, wall, slippery]) registerHexEffect(k);
}

