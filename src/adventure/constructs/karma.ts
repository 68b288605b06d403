// Karma, wishes and curses (CAMPAIGNING, Karma/Wish and Curse; docs/adventure-format.md, "Death,
// karma, wishes and curses"): the verbs karma, wishes, curse and lift-curse, the karma a member
// spends (a bard's gift first, bard.ts), and five karma spent to lift a curse from the menu.
import { canLiftCurse, liftCurse } from '../../character';
import type { Run } from '../interpreter';
import { karmaSpent } from './bard';
import { gainCapped } from './effect-kit';

/** A member spends karma points: those a bard gave him go first (bard.ts). */
export function spendKarma(run: Run, member: number, n: number): void {
  run.s.party[member].karma -= n;
  karmaSpent(run.s, member, n);
}

/** `karma:` on one member (negative: lost). */
export function gainKarma(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  const n = c.name;
  const delta = gainCapped(run, c, 'karma', value);
  // Karma lost goes out of what a bard gave first, like karma spent (bard.ts).
  if (delta < 0) karmaSpent(run.s, i, -delta);
  run.emit({ kind: 'effect', member: n, text: delta === 0 && value < 0 ? `${n} has no karma to lose${how}` : delta >= 0 ? `${n} gains ${delta} karma${how}` : `${n} loses ${-delta} karma${how}` });
}

/** `wishes:` on one member (negative: lost). */
export function gainWishes(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  const n = c.name;
  const delta = gainCapped(run, c, 'wishes', value);
  run.emit({ kind: 'effect', member: n, text: delta >= 0 ? `${n} gains ${delta} wish${delta === 1 ? '' : 'es'}${how}` : `${n} loses ${-delta} wish${delta === -1 ? '' : 'es'}${how}` });
}

/** `curse:` on one member: each curse adds one to every roll until lifted. */
export function curse(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  gainCapped(run, c, 'curses', value);
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} is cursed: +${c.curses} to every roll until lifted${how}` });
}

/** `lift-curse:` on one member. */
export function liftCurses(run: Run, i: number, value: number, _how: string): void {
  const c = run.s.party[i];
  const n = c.name;
  if (c.curses === 0) {
    run.emit({ kind: 'effect', member: n, text: `${n} has no curse to lift` });
    return;
  }
  const lifted = Math.min(c.curses, value);
  c.curses -= lifted;
  run.emit({ kind: 'effect', member: n, text: `${lifted} curse${lifted === 1 ? '' : 's'} on ${n} lifted (${c.curses} left)` });
}

/** The menu's "spends 5 karma to lift a curse": open to a cursed member with five karma and wishes. */
export function mayLiftCurse(run: Run, i: number): boolean {
  return canLiftCurse(run.s.party[i]);
}

/** CAMPAIGNING, Curse: five karma lift one curse; a wish may stand in for a karma point. */
export function liftCurseWithKarma(run: Run, i: number): void {
  const c = run.s.party[i];
  const paid = liftCurse(c);
  // Karma a bard gave goes first, as any karma spent (bard.ts).
  karmaSpent(run.s, i, paid.karma);
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} spends 5 karma${paid.wishes > 0 ? ` (${paid.wishes} of them wishes)` : ''} and a curse is lifted (${c.curses} left)` });
}
