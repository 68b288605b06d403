// Morale (ruling, docs/rulings.md "Combat"): the rules end a fight when one side "survives", and
// CAMPAIGNING counts routed enemies as beaten, but give no morale rule. Ours: at the start of each of
// its turns on which a side has lost a figure since its last check (down or gone), if it has lost
// half or more of the figures it began with, its steadiest AI figure (highest IQ, never the fearless
// or the summoned) rolls 3/IQ, one easier for each standing figure it has more than the enemy and
// one harder for each fewer. On a failure the side breaks: its AI figures flee for the rest of the
// fight. Figures played by a person decide for themselves; a party that may not flee never breaks.
import type { Side } from './figure';
import { effectiveIq, otherSide } from './figure';
import type { Gen } from './protocol';
import type { Ctx } from './state';
import { emit } from './state';
import { rollCheck } from './checks';

export function* checkMorale(ctx: Ctx, side: Side): Gen<void> {
  const m = ctx.state.morale[side];
  if (m.broken) return;
  const figs = ctx.state.figures.filter((f) => f.side === side);
  const lost = figs.filter((f) => f.status !== 'standing').length;
  if (lost === m.lost) return;
  m.lost = lost;
  if (lost * 2 < ctx.state.started[side]) return;
  if (side === 'party' && !ctx.canFlee) return;
  const brave = figs.filter((f) => f.status === 'standing' && f.control === 'ai' && !f.fearless && f.summoner === null);
  if (brave.length === 0) return;
  let leader = brave[0];
  for (const f of brave) if (effectiveIq(f) > effectiveIq(leader)) leader = f;
  const standing = figs.filter((f) => f.status === 'standing').length;
  const enemies = ctx.state.figures.filter((f) => f.side === otherSide(side) && f.status === 'standing').length;
  const modifier = standing - enemies;
  const check = yield* rollCheck(ctx, leader, 3, 'IQ', effectiveIq(leader) + modifier, () => `${leader.name} holds the ${side === 'party' ? 'party' : 'foes'} together`);
  const broke = !check.passed;
  if (ctx.emit) emit(ctx, { t: 'morale', side, figure: leader.id, check, modifier, broke });
  if (broke) {
    m.broken = true;
    for (const f of brave) f.routed = true;
  }
}
