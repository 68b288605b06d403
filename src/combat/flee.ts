// Leaving the board: a figure standing on a hex at the board's rim may leave it as its action
// (ruling; the rules' sides "alternate turns until only one side survives", and CAMPAIGNING speaks of
// fleeing). Enemies next to it may react first, as to anyone passing by. The party may flee only
// when the encounter allows it; a side whose morale breaks flees (morale.ts).
import type { Figure } from './figure';
import type { Ctx } from './state';
import { emit, figureDistance, rebuildOccupancy } from './state';
import { registerAction } from './actions';
import { offerReaction } from './reactions';
import { releaseGrapple } from './injury';
import { canMove, isStrongGrappler } from './movement';
import { worth } from './ai/value';

export function mayFlee(ctx: Ctx, fig: Figure, from: number): boolean {
  if (fig.side === 'party' && !ctx.canFlee) return false;
  // Leaving the board is a step: not for one held in a grapple, bound by a rope or frozen (canMove).
  if (!canMove(ctx, fig)) return false;
  return ctx.map.edge[from] === 1;
}

registerAction({
  kind: 'flee',
  stationary: false,
  cells(ctx, fig) {
    // Only a broken figure wants to leave (see value), so only its moves need the rim looked at.
    if (!fig.routed) return [];
    const out: number[] = [];
    for (let c = 0; c < ctx.map.cells; c++) if (ctx.map.edge[c] === 1) out.push(c);
    return out;
  },
  options(ctx, fig, from) {
    return mayFlee(ctx, fig, from) ? [{ kind: 'flee' }] : [];
  },
  describe() {
    return 'Flee: leave the board here (no XP for this fight)';
  },
  value(ctx, fig) {
    // Only a broken side runs; otherwise leaving throws the figure's worth away.
    return fig.routed ? 100 : -worth(ctx, fig) - 1;
  },
  perform(ctx, fig) {
    for (const e of ctx.state.figures) {
      if (e.side === fig.side || e.status !== 'standing' || ctx.attacked.has(e.id) || e.id === fig.grapple) continue;
      if (figureDistance(ctx, fig, e) === 1) offerReaction(ctx, e, fig, 'passed');
      if (fig.status !== 'standing') return;
    }
    if (fig.grapple !== null && !isStrongGrappler(ctx, fig)) return;
    releaseGrapple(ctx, fig);
    fig.status = 'fled';
    ctx.eventful = true;
    if (ctx.emit) emit(ctx, { t: 'flee', figure: fig.id, from: fig.cell });
    rebuildOccupancy(ctx);
  },
});
