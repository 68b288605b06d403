// SKILLS, Leadership: a leader gives up his turn to add his Leadership level to one character's
// check. In a fight (ruling): a stationary action aimed at a standing ally he can see; the level is
// added to the next check that ally makes (a strike, a shot, a dodge, a contest).
import type { Action } from './protocol';
import { effectiveDx, skillLevel } from './figure';
import { passChance } from './checks';
import { registerAction } from './actions';
import type { Ctx } from './state';
import { emit, figureById } from './state';
import { canSee } from './sight';
import { nextTurnValue } from './ai/value';

registerAction({
  kind: 'lead',
  stationary: true,
  options(ctx: Ctx, fig, from) {
    const level = skillLevel(fig, 'Leadership');
    if (level <= 0 || fig.grapple !== null) return [];
    const out: Action[] = [];
    for (const f of ctx.state.figures) {
      if (f === fig || f.side !== fig.side || f.status !== 'standing' || f.boost > 0) continue;
      if (canSee(ctx, from, f.cell, fig)) out.push({ kind: 'lead', target: f.id });
    }
    return out;
  },
  describe(ctx, fig, a) {
    const ally = figureById(ctx, a.target!);
    return `Lead ${ally.name}: +${skillLevel(fig, 'Leadership')} to ${ally.name}'s next check (you give up the rest of your turn)`;
  },
  value(ctx, fig, a) {
    // What the ally's next attack gains from the better odds, as a share of his next turn's worth.
    const ally = figureById(ctx, a.target!);
    const dx = effectiveDx(ally);
    const before = passChance(3, dx, ally.curses);
    const after = passChance(3, dx + skillLevel(fig, 'Leadership'), ally.curses);
    return before > 0 ? nextTurnValue(ctx, ally) * (after / before - 1) : 0;
  },
  perform(ctx, fig, a) {
    const ally = figureById(ctx, a.target!);
    ally.boost = skillLevel(fig, 'Leadership');
    fig.contributed = true;
    if (ctx.emit) emit(ctx, { t: 'effect', figure: fig.id, text: `leads ${ally.name}: +${ally.boost} to the next check` });
  },
});
