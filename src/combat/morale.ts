// Morale (ruling, docs/rulings.md "Combat"): the rules end a fight when one side "survives", and
// CAMPAIGNING counts routed enemies as beaten, but give no morale rule. Ours: at the start of each of
// its turns on which a side has lost a figure since its last check (down or gone), if it has lost
// half or more of the figures it began with, its steadiest AI figure (highest IQ, never the fearless
// or the summoned) rolls 3/IQ, one easier for each standing figure it has more than the enemy and
// one harder for each fewer. On a failure the side breaks: its AI figures flee for the rest of the
// fight. Figures played by a person decide for themselves; a party that may not flee never breaks.
import type { Figure, Side } from './figure';
import { effectiveIq, otherSide } from './figure';
import type { Ctx } from './state';
import { emit } from './state';
import { rollCheck } from './checks';
import type { CheckLog } from './events';

interface MoraleTest {
  readonly leader: Figure;
  readonly brave: readonly Figure[];
  readonly modifier: number;
}

/** Whether the side must test its morale now (noting its losses), and who rolls, at what modifier. */
function moraleTest(ctx: Ctx, side: Side): MoraleTest | null {
  const m = ctx.state.morale[side];
  if (m.broken) return null;
  const all = ctx.state.figures;
  let lost = 0;
  for (let i = 0; i < all.length; i++) if (all[i].side === side && all[i].status !== 'standing') lost++;
  if (lost === m.lost) return null;
  m.lost = lost;
  if (lost * 2 < ctx.state.started[side]) return null;
  if (side === 'party' && !ctx.canFlee) return null;
  const figs = all.filter((f) => f.side === side);
  const brave = figs.filter((f) => f.status === 'standing' && f.control === 'ai' && !f.fearless && f.summoner === null);
  if (brave.length === 0) return null;
  let leader = brave[0];
  for (const f of brave) if (effectiveIq(f) > effectiveIq(leader)) leader = f;
  const standing = figs.filter((f) => f.status === 'standing').length;
  const enemies = all.filter((f) => f.side === otherSide(side) && f.status === 'standing').length;
  return { leader, brave, modifier: standing - enemies };
}

function moraleResult(ctx: Ctx, side: Side, t: MoraleTest, check: CheckLog): void {
  const broke = !check.passed;
  if (ctx.emit) emit(ctx, { t: 'morale', side, figure: t.leader.id, check, modifier: t.modifier, broke });
  if (broke) {
    ctx.state.morale[side].broken = true;
    for (const f of t.brave) f.routed = true;
  }
}

export function checkMorale(ctx: Ctx, side: Side): void {
  const t = moraleTest(ctx, side);
  if (t === null) return;
  const { leader } = t;
  const check = rollCheck(ctx, leader, 3, 'IQ', effectiveIq(leader) + t.modifier, () => `${leader.name} holds the ${side === 'party' ? 'party' : 'foes'} together`);
  moraleResult(ctx, side, t, check);
}
