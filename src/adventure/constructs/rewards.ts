// Gold and experience (docs/adventure-format.md, "Effects"): the verbs gold and xp. What a sheet
// cannot hold is cut at its limit and said (docs/rulings.md, "What a sheet can hold").
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import type { RoleRef, Target } from '../model';
import { addCapped, goldShares, leaderOf, takeGold } from '../state';
import type { Amount } from './effect-kit';
import { amountOf, gainCapped, noteCapped, targets } from './effect-kit';

/**
 * `gold:`. Named members (who: a role, the leader, `party` for every living member), or after a check
 * its roller, gain or lose it on their own sheets; with no "who" it is the party's purse: a gain is
 * shared out among the members and a cost paid in shares, what one lacks by the others
 * (docs/rulings.md, "a party's finds are shared").
 */
export async function gold(run: Run, e: { who: Target | RoleRef | null; amount: Amount }, scope: Scope): Promise<void> {
  const s = run.s;
  const single = e.who !== null;
  const who = single ? await targets(run, e.who, scope) : scope.rollers.length && e.who === null ? await targets(run, 'roller', scope) : [];
  const { value, how } = await amountOf(run, e.amount, scope, 'gold');
  if (who.length === 0) {
    if (value >= 0) {
      const shares = goldShares(s, value);
      const share = shares.length > 1 ? `, a share of ${value}` : '';
      for (const { i, gold: n } of shares.length ? shares : [{ i: leaderOf(s), gold: value }]) {
        const c = s.party[i];
        const added = addCapped(c, 'gold', n);
        run.emit({ kind: 'effect', member: c.name, text: `${c.name} gains ${added.added} gold${how}${share}` });
        if (added.capped) noteCapped(run, c, 'gold');
      }
    } else {
      const { paid, short } = takeGold(s, -value);
      const who = paid.map((n, i) => (n > 0 ? `${s.party[i].name} ${n}` : '')).filter(Boolean);
      run.emit({ kind: 'effect', member: null, text: `The party pays ${-value - short} gold${how}${who.length > 1 ? ` (${who.join(', ')})` : ''}${short ? ` (${short} short: it had no more)` : ''}` });
    }
  } else {
    for (const i of who) {
      const c = s.party[i];
      const r = addCapped(c, 'gold', value);
      const delta = r.added;
      run.emit({ kind: 'effect', member: c.name, text: delta >= 0 ? `${c.name} gains ${delta} gold${how}` : `${c.name} loses ${-delta} gold${how}` });
      if (r.capped) noteCapped(run, c, 'gold');
    }
  }
}

/** `xp:` on one member: what he earned in this adventure counts it too. */
export function gainXp(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  const delta = gainCapped(run, c, 'xp', value);
  run.s.xpEarned[i] += delta;
  run.emit({ kind: 'effect', member: c.name, text: delta >= 0 ? `${c.name} gains ${delta} XP${how}` : `${c.name} loses ${-delta} XP${how}` });
}
