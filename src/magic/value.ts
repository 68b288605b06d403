// What a spell is worth to the AI, in the units of combat/ai/value.ts (a figure's fighting worth):
// the same scale every other action is weighed on, so the AI casts when a spell beats a blow.
import type { Figure } from '../combat/figure';
import { effectiveDx, effectiveIq, movementAllowance, remainingSt } from '../combat/figure';
import type { Ctx } from '../combat/state';
import { figureDistance } from '../combat/state';
import { contestWinChance, passChance } from '../combat/checks';
import { KAPPA, bestAttackOn, worth } from '../combat/ai/value';
import type { FigureEffect } from '../combat/effect-hooks';
import { figureEffectKind } from '../combat/effect-hooks';
import { K, affordable, staffLeft } from './core';

/** Turns over which a static spell is counted: a fight rarely lasts longer for the figures in it. */
export const HORIZON = 2;

/** Chance the cast succeeds: 3/IQ, or winning the IQ contest against an unwilling target. */
export function castChance(caster: Figure, target: Figure | null): number {
  const iq = effectiveIq(caster);
  if (target === null || target.side === caster.side) return passChance(3, iq, caster.curses);
  const tiq = effectiveIq(target);
  const key = `${iq}|${caster.curses}|${tiq}|${target.curses}`;
  let p = CONTESTS.get(key);
  if (p === undefined) {
    p = contestWinChance({ dice: 3, target: iq, attribute: iq, curses: caster.curses }, { dice: 3, target: tiq, attribute: tiq, curses: target.curses });
    CONTESTS.set(key, p);
  }
  return p;
}

/** Exact contest odds depend on four small numbers only: worked out once each. */
const CONTESTS = new Map<string, number>();

/** What paying `cost` costs the caster: a share of his worth, or all of it if it knocks him out. */
export function costValue(ctx: Ctx, fig: Figure, cost: number): number {
  const fatigue = Math.max(0, cost - staffLeft(fig));
  if (fatigue === 0) return 0;
  const rem = remainingSt(fig);
  if (cost > affordable(fig)) return worth(ctx, fig) * 3;
  return (KAPPA * worth(ctx, fig) * fatigue) / Math.max(1, rem);
}

/** Harm per turn the enemies able to reach `fig` soon could do to it, in its worth. */
export function threatTo(ctx: Ctx, fig: Figure): number {
  let t = 0;
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing' || e.cell < 0) continue;
    const near = figureDistance(ctx, e, fig) <= movementAllowance(e) + 1;
    const best = bestAttackOn(ctx, e, fig);
    if (best && (near || best.mode === 'shoot')) t += best.gain;
    else if (near) {
      // Not in reach this very turn: what a blow would do once there.
      const adjacentGain = bestAttackOn(ctx, e, fig, e.cell, e.cell)?.gain ?? 0;
      t += adjacentGain;
    }
  }
  return t;
}

/** What an enemy's attacks are worth per turn against the party (its worth). */
export function menace(ctx: Ctx, fig: Figure): number {
  return worth(ctx, fig);
}

/** Share of hits lost when the to-hit roll goes from 3 dice to `dice`, or the target drops by `minus`. */
export function hitLoss(dx: number, dice: number, minus: number): number {
  const before = passChance(3, dx);
  if (before <= 0) return 0;
  return Math.max(0, 1 - passChance(dice, dx - minus) / before);
}

/**
 * Share of a typical attacker's hits that an enchantment of `kind` on `fig` takes away, read from the
 * hooks that apply it in a fight (effect-kinds.ts: Blur and Flight 4/DX, Invisibility -4), so that
 * the AI weighs the rule as it is written there. The kinds read here take nothing from the effect.
 */
export function hitsAvoided(ctx: Ctx, fig: Figure, kind: string): number {
  const hooks = figureEffectKind(K(kind));
  const effect: FigureEffect = { kind: K(kind), turnsLeft: null };
  return hitLoss(typicalDx(ctx, fig), hooks.defendDice?.(effect) ?? 3, -(hooks.defendModifier?.(effect, false) ?? 0));
}

/** A typical attacker's DX against `fig`: the best DX among its enemies. */
export function typicalDx(ctx: Ctx, fig: Figure): number {
  let dx = 0;
  for (const e of ctx.state.figures) if (e.side !== fig.side && e.status === 'standing') dx = Math.max(dx, effectiveDx(e));
  return dx || 11;
}

/** Damage points that do not drop a figure are worth a share of the progress they make. */
export function damageValue(ctx: Ctx, fig: Figure, points: number): number {
  const rem = remainingSt(fig);
  if (points <= 0) return 0;
  if (points >= rem) return worth(ctx, fig);
  return (KAPPA * points * worth(ctx, fig)) / Math.max(1, rem);
}

/** +1 for the enemy side, -1 for one's own, as a spell that harms is weighed. */
export function sign(caster: Figure, other: Figure): number {
  return other.side === caster.side ? -1 : 1;
}
