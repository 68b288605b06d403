// Hooks for what changes a figure or a hex for a while: the seam through which magic (and anything
// else later) alters combat without touching the turn loop. A figure or a hex carries effects as
// plain data ({ kind, turnsLeft, value, ... }); the behaviour of each kind is registered here once,
// and the rules read it through the functions below. No effect kind is built in: spells register
// theirs (blur: 4 dice to hit; slow: half MA; fire: damage on entering; walls: block movement...).
import type { Character } from '../character';
import type { Figure } from './figure';
import type { Ctx } from './state';

export type EffectData = Readonly<Record<string, string | number | boolean | null>>;

/** An effect on a figure. Static spells last the rest of the encounter (turnsLeft null). */
export interface FigureEffect {
  readonly kind: string;
  /** The figure that caused it (a caster), if any. */
  readonly source?: string;
  /** The spell or thing named in the log. */
  readonly name?: string;
  /** Turns of the affected figure's side left; null: until the encounter ends or it is removed. */
  turnsLeft: number | null;
  /** The effect's size where it has one (Clumsiness -2, Stone Flesh 4). */
  readonly value?: number;
  readonly data?: EffectData;
}

/** An effect on some hexes: fire, a created wall, shadow, slippery floor. */
export interface HexEffect {
  readonly kind: string;
  readonly cells: readonly number[];
  readonly source?: string;
  readonly name?: string;
  turnsLeft: number | null;
  readonly value?: number;
  readonly data?: EffectData;
}

export interface FigureEffectKind {
  readonly kind: string;
  /** Added to the figure's ST, DX or IQ (Assist +1, Clumsiness -X, Flash -2). */
  st?(effect: FigureEffect): number;
  dx?(effect: FigureEffect): number;
  iq?(effect: FigureEffect): number;
  /** Turns the movement allowance into another (Slow halves it, Speed doubles it, Flight 12). */
  ma?(effect: FigureEffect, ma: number): number;
  /** Extra points stopped on each hit (Stone Flesh 4, Iron Flesh 6). */
  armor?(effect: FigureEffect): number;
  /** Dice an attacker rolls to hit this figure (Blur, Flight: 4). The most any effect asks wins. */
  defendDice?(effect: FigureEffect): number;
  /** Added to an attacker's target to hit this figure (Invisibility -4 unless grappling). */
  defendModifier?(effect: FigureEffect, grappling: boolean): number;
  /** Dice this figure rolls for its own attacks and actions (Rope: 4/DX). */
  actionDice?(effect: FigureEffect): number;
  /** False while the figure cannot move (Freeze, Rope). */
  canMove?(effect: FigureEffect): boolean;
  /** False while the figure cannot act at all (Freeze, Sleep). */
  canAct?(effect: FigureEffect): boolean;
  /** False for the action kinds the figure may not take (Freeze: a frozen magic user may only cast). */
  allowsAction?(effect: FigureEffect, kind: string): boolean;
  /** Missiles aimed at the figure strike whoever loosed them instead (Reverse Missiles). */
  reversesMissiles?: boolean;
  /** The figure sees through every obstruction, natural or magical (Magical Sight). */
  seesThrough?: boolean;
  /**
   * Runs when the figure's turn begins; returns false when the figure loses the turn (asleep,
   * shaking off a rope). May roll dice and change the state.
   */
  onTurnStart?(ctx: Ctx, fig: Figure, effect: FigureEffect): boolean;
  /**
   * Runs after the figure's own DX roll for an action or a reaction, a roll to hit or a dodge (Rope:
   * passing 4/DX makes the rope vanish).
   */
  onActionRolled?(ctx: Ctx, fig: Figure, effect: FigureEffect, dice: number, passed: boolean): void;
  /** Runs when an attack is aimed at the figure, before its roll to hit (Sleep: he wakes when attacked). */
  onAttacked?(ctx: Ctx, fig: Figure, effect: FigureEffect): void;
  /** Runs when a blow lands on the figure, even one its armor stops whole (an image vanishes upon touch). */
  onTouched?(ctx: Ctx, fig: Figure, effect: FigureEffect): void;
  /** Runs after the figure is harmed (Sleep ends; an image hurt is an image touched). */
  onHarmed?(ctx: Ctx, fig: Figure, effect: FigureEffect): void;
  /** Runs when the figure falls unconscious (a summoner's creature vanishes; a morph ends). */
  onFall?(ctx: Ctx, fig: Figure, effect: FigureEffect): void;
  /** Runs when the fight is over, before its aftermath (a morphed caster takes his own shape again). */
  onFightEnd?(ctx: Ctx, fig: Figure, effect: FigureEffect): void;
  /** Writes what outlasts the fight onto the character's updated sheet (power spent from a staff). */
  toSheet?(effect: FigureEffect, sheet: Character): void;
}

export interface HexEffectKind {
  readonly kind: string;
  /** One character for the map (default '~'). */
  readonly symbol?: string;
  /** Nobody may enter or stand here (a created wall). */
  blocksMove?: boolean;
  /** Sight cannot pass (a created wall, shadow for sight lines when the rules say so). */
  blocksSight?: boolean;
  /** Dice for attacks into or out of these hexes (Shadow: 4/DX), and for fighting in them (Slippery Floor). */
  attackDice?: number;
  /** A figure that will not enter these hexes of its own will (wild animals and fire). */
  refuses?(fig: Figure): boolean;
  /** Runs when a figure enters one of the hexes, walking or pushed (Fire: 2 damage, armor no help). */
  onEnter?(ctx: Ctx, fig: Figure, effect: HexEffect): void;
  /** Runs when the turn of a figure standing here begins; false: it loses the turn (Slippery Floor). */
  onTurnStart?(ctx: Ctx, fig: Figure, effect: HexEffect): boolean;
}

const figureKinds = new Map<string, FigureEffectKind>();
const hexKinds = new Map<string, HexEffectKind>();

export function registerFigureEffect(kind: FigureEffectKind): void {
  if (figureKinds.has(kind.kind)) throw new Error(`figure effect "${kind.kind}" is registered twice`);
  figureKinds.set(kind.kind, kind);
}

export function registerHexEffect(kind: HexEffectKind): void {
  if (hexKinds.has(kind.kind)) throw new Error(`hex effect "${kind.kind}" is registered twice`);
  hexKinds.set(kind.kind, kind);
}

export function figureEffectKind(kind: string): FigureEffectKind {
  const k = figureKinds.get(kind);
  if (!k) throw new Error(`unknown figure effect "${kind}": register it with registerFigureEffect`);
  return k;
}

export function hexEffectKind(kind: string): HexEffectKind {
  const k = hexKinds.get(kind);
  if (!k) throw new Error(`unknown hex effect "${kind}": register it with registerHexEffect`);
  return k;
}

/** Sum of a numeric hook over the figure's effects. */
export function effectSum(fig: Figure, hook: 'st' | 'dx' | 'iq' | 'armor'): number {
  let total = 0;
  for (const e of fig.effects) {
    const f = figureEffectKind(e.kind)[hook];
    if (f) total += f(e);
  }
  return total;
}

/** False when some effect forbids it. */
export function effectAllows(fig: Figure, hook: 'canMove' | 'canAct'): boolean {
  for (const e of fig.effects) {
    const f = figureEffectKind(e.kind)[hook];
    if (f && !f(e)) return false;
  }
  return true;
}

/** False when some effect forbids this kind of action. */
export function effectAllowsAction(fig: Figure, kind: string): boolean {
  for (const e of fig.effects) {
    const f = figureEffectKind(e.kind).allowsAction;
    if (f && !f(e, kind)) return false;
  }
  return true;
}

/** True when missiles aimed at the figure turn on the shooter (Reverse Missiles). */
export function reversesMissiles(fig: Figure): boolean {
  for (const e of fig.effects) if (figureEffectKind(e.kind).reversesMissiles) return true;
  return false;
}

/** The fight is over: effects that end with it do so (onFightEnd), before the aftermath. */
export function endFightEffects(ctx: Ctx): void {
  for (const f of ctx.state.figures) for (const e of [...f.effects]) figureEffectKind(e.kind).onFightEnd?.(ctx, f, e);
}

/** What the figure's effects leave on its character's updated sheet. */
export function effectsToSheet(fig: Figure, sheet: Character): void {
  for (const e of fig.effects) figureEffectKind(e.kind).toSheet?.(e, sheet);
}
