// HEALING: Heal Wounds, Reverse Death and Channel Energy, and a figure that gets up again.
import type { Figure } from '../../combat/figure';
import { effectiveSt, remainingSt } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import type { Ctx } from '../../combat/state';
import { emit, figureCells, rebuildOccupancy } from '../../combat/state';
import { cellDistance } from '../../combat/map';
import { unrecoverable } from '../../combat/injury';
import { worth, KAPPA } from '../../combat/ai/value';
import { affordable, castSight, freeCellsNear } from '../core';
import { harmDirect } from '../effect-kinds';
import { damageValue, sign } from '../value';
import { cast, fig, onTarget, visible, xRange, xText } from './handler';
import type { SpellHandler } from './handler';

/**
 * A down figure whose damage and fatigue are below ST again gets up (ruling): in its own hex, or
 * when someone stands there, in the nearest free one.
 */
function wake(ctx: Ctx, t: Figure): void {
  if (t.status !== 'down' || t.damage + t.fatigue >= effectiveSt(t) || t.cell < 0) return;
  const cells = figureCells(ctx, t);
  // Someone stands where he lies (occ above 0; his own body marks it LYING otherwise).
  if (cells.some((c) => ctx.occ[c] > 0 && ctx.state.figures[ctx.occ[c] - 1] !== t)) {
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
export const healHandler: SpellHandler = {
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
  // Healing is for the caster's side: a hurt friend is offered before a dying foe (issue 26, item 21),
  // whatever a point of healing is worth to him now.
  meant: (ctx, f, spell, a) => fig(ctx, a.target).side === f.side,
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
export const reverseDeathHandler: SpellHandler = {
  subject: onTarget,
  options: (ctx, f, spell, from) => anyVisible(ctx, f, from, revivable).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name} (${fig(ctx, a.target).st}F)`,
  meant: (ctx, f, spell, a) => fig(ctx, a.target).side === f.side,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side === f.side ? worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    t.damage = Math.max(0, t.st - 1 - t.fatigue);
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is brought back from death at ST 1` });
    wake(ctx, t);
  },
};

/** HEALING, Channel Energy: damage points move from one figure to another (the target: who receives). */
export const channelHandler: SpellHandler = {
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
