// ACTION, Dodge: a defender who has seen a strike's hit roll (not its damage) may dodge by passing
// 3/DX, retreating one hex away from the attacker into a vacant hex; failing, or finding no such hex,
// he is hit. Dodging is a reaction and costs his following turn. Never against missiles or thrown
// weapons (only strikes call this).
import type { Figure } from './figure';
import { effectiveDx } from './figure';
import { figureEffectKind, hexEffectKind, effectAllowsAction } from './effect-hooks';
import type { Decision } from './protocol';
import type { Ctx } from './state';
import { emit, figureDistance, isOccupied, cellBlockedByEffect } from './state';
import { isStandable } from './map';
import { rollCheck } from './checks';
import { decide } from './decide';
import { canReact } from './reactions';
import { placeFigure, refusesCell } from './movement';

/** Vacant hexes next to the defender that are farther from the attacker than he stands now. */
export function retreatCells(ctx: Ctx, def: Figure, att: Figure): number[] {
  const out: number[] = [];
  const now = figureDistance(ctx, def, att);
  const adj = ctx.map.adjacent;
  for (let d = 0; d < 6; d++) {
    const c = adj[def.cell * 6 + d];
    if (c < 0 || !isStandable(ctx.map, c) || isOccupied(ctx, c) || cellBlockedByEffect(ctx, c) || refusesCell(ctx, def, c)) continue;
    if (figureDistance(ctx, def, att, c) > now) out.push(c);
  }
  return out;
}

/** Dice for the defender's own checks: 3, or 4 under Rope or on Slippery Floor (magic registers those). */
export function ownActionDice(ctx: Ctx, fig: Figure): number {
  let n = 3;
  for (const e of fig.effects) {
    const f = figureEffectKind(e.kind).actionDice;
    if (f) n = Math.max(n, f(e));
  }
  for (const h of ctx.state.hexEffects) {
    const k = hexEffectKind(h.kind);
    if (k.attackDice !== undefined && h.cells.includes(fig.cell)) n = Math.max(n, k.attackDice);
  }
  return n;
}

/** The hexes a dodge could retreat to, or null when the defender may not dodge at all. */
function dodgeCells(ctx: Ctx, def: Figure, att: Figure): number[] | null {
  // A grappled figure is held and cannot step back; large creatures have nowhere to go (ruling).
  if (!canReact(ctx, def) || def.grapple !== null || def.size > 1) return null;
  // An effect may leave him only some kinds of action (Freeze: a frozen mage may only cast).
  if (def.effects.length > 0 && !effectAllowsAction(def, 'dodge')) return null;
  const cells = retreatCells(ctx, def, att);
  return cells.length === 0 ? null : cells;
}

/** The dodge question: the attack that hit, and the total and target of its roll to hit. */
function dodgeDecision(att: Figure, total: number, target: number, weapon: string, bonus: 'hit' | 'damage' | null): Decision {
  return { kind: 'dodge', attacker: att.id, weapon, bonus, total, target };
}

/**
 * Offers the dodge against a strike that hit with a roll of `total` against `target` (the roll's log
 * is not needed: an attack nobody watches keeps none); returns true when the strike is dodged.
 */
export function offerDodge(ctx: Ctx, def: Figure, att: Figure, total: number, target: number, weapon: string, bonus: 'hit' | 'damage' | null): boolean {
  const cells = dodgeCells(ctx, def, att);
  if (cells === null) return false;
  const yes = decide(ctx, def, dodgeDecision(att, total, target, weapon, bonus));
  if (yes !== true) return false;
  def.owesTurn = true;
  def.contributed = true;
  const dice = ownActionDice(ctx, def);
  const check = rollCheck(ctx, def, dice, 'DX', effectiveDx(def), () => `${def.name} dodges ${att.name}`);
  // The roll is shown before the step back is chosen.
  if (ctx.emit) emit(ctx, { t: 'dodge', figure: def.id, attacker: att.id, check, to: null });
  // A bound figure who passes his 4/DX is free of the rope (CREATION, Rope) before he steps back.
  if (def.effects.length > 0) for (const e of [...def.effects]) figureEffectKind(e.kind).onActionRolled?.(ctx, def, e, dice, check.passed);
  if (check.passed) {
    const from = def.cell;
    const to = cells.length === 1 ? cells[0] : (decide(ctx, def, { kind: 'cell', purpose: 'retreat', cells }) as number);
    if (!cells.includes(to)) throw new Error(`retreat to cell ${to}: not one of the offered hexes`);
    placeFigure(ctx, def, to);
    if (ctx.emit) emit(ctx, { t: 'move', figure: def.id, path: [from, to], carried: null });
  }
  return check.passed;
}
