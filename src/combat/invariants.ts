// What must hold after every step of a fight, whatever happened (checked by the tests after each
// event): one figure to a hex unless two enemies grapple there (MOVEMENT, Space; Grapple), grapples
// both ways, damage and fatigue never negative, the standing below their ST and the fallen at or
// above it (INJURY & EXHAUSTION), figures only where a figure can stand.
import { effectiveSt, weaponOf } from './figure';
import { isStandable } from './map';
import type { Ctx } from './state';
import { figureCells } from './state';

/** Every broken invariant, as a sentence; an empty list when all hold. */
export function invariantProblems(ctx: Ctx): string[] {
  const problems: string[] = [];
  const at = new Map<number, string[]>();
  for (const f of ctx.state.figures) {
    const who = `${f.name} (${f.id})`;
    if (f.damage < 0) problems.push(`${who} has negative damage ${f.damage}`);
    if (f.fatigue < 0) problems.push(`${who} has negative fatigue ${f.fatigue}`);
    if (f.reloading < 0) problems.push(`${who} has negative reloading ${f.reloading}`);
    if (f.ready !== null && !weaponOf(f, f.ready)) problems.push(`${who} holds "${f.ready}", which is not a weapon`);
    for (const w of f.carried) if (!weaponOf(f, w)) problems.push(`${who} carries "${w}", which is not a weapon`);
    if (f.status === 'standing') {
      if (f.damage + f.fatigue >= effectiveSt(f)) problems.push(`${who} stands with damage ${f.damage} + fatigue ${f.fatigue} >= ST ${effectiveSt(f)}`);
      for (const c of figureCells(ctx, f)) {
        if (c < 0 || c >= ctx.map.cells || !isStandable(ctx.map, c)) problems.push(`${who} stands on cell ${c}, where nobody can stand`);
        const list = at.get(c) ?? [];
        list.push(f.id);
        at.set(c, list);
      }
      if (f.grapple !== null) {
        const g = ctx.byId.get(f.grapple);
        if (!g) problems.push(`${who} grapples a figure that does not exist (${f.grapple})`);
        else {
          if (g.grapple !== f.id) problems.push(`${who} grapples ${g.name}, who does not grapple him back`);
          if (g.status !== 'standing') problems.push(`${who} grapples ${g.name}, who is ${g.status}`);
          if (g.cell !== f.cell) problems.push(`${who} grapples ${g.name} from another hex`);
          if (g.side === f.side) problems.push(`${who} grapples his own side's ${g.name}`);
        }
      }
    } else {
      if (f.grapple !== null) problems.push(`${who} is ${f.status} but still grappling`);
      if (f.status === 'down' && f.damage + f.fatigue < effectiveSt(f) && f.effects.length === 0) {
        problems.push(`${who} is down with damage ${f.damage} + fatigue ${f.fatigue} < ST ${effectiveSt(f)}`);
      }
    }
  }
  for (const [cell, ids] of at) {
    if (ids.length === 1) continue;
    // A walking figure may be passing through a friend's hex or flying over a foe's.
    if (ctx.walking && ids.includes(ctx.walking.id)) continue;
    const figs = ids.map((id) => ctx.byId.get(id)!);
    const pair = figs.length === 2 && figs[0].grapple === figs[1].id;
    if (!pair) problems.push(`cell ${cell} holds ${ids.join(', ')} without a grapple between two of them`);
  }
  for (const item of ctx.state.floor) {
    if (item.cell < 0 || item.cell >= ctx.map.cells || !isStandable(ctx.map, item.cell)) problems.push(`a ${item.name} lies on cell ${item.cell}, off the floor`);
  }
  return problems;
}
