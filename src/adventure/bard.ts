// SKILLS, TRADES, Bard: a bard gives party members karma "in the current adventure", one point per
// level, on a 3/IQ check, and must be alive for it. The check is made once, as the adventure begins;
// the points he gives are spent before a member's own karma, and what is left of them goes when the
// adventure ends or when the bard dies (docs/rulings.md, "The Bard's karma").
import type { Character } from '../character';
import { skillLevel } from '../character';
import type { GameState } from './state';
import { isAlive, isConscious } from './state';

/** Karma a bard gave one member for this adventure: `left` points of it not spent yet. */
export interface BardGift {
  /** The bard's position in the party. */
  bard: number;
  /** The member who received the points. */
  to: number;
  left: number;
}

/** The members who play as bards when the adventure begins: living, conscious, with Bard levels. */
export function bardsOf(party: readonly Character[]): Array<{ member: number; level: number }> {
  return party.flatMap((c, member) => {
    const level = skillLevel(c, 'Bard');
    return level > 0 && isConscious(c) ? [{ member, level }] : [];
  });
}

/** Records one point a bard gave `to` (already added to his karma). */
export function recordGift(s: GameState, bard: number, to: number): void {
  const gifts = (s.bardGifts ??= []);
  const same = gifts.find((g) => g.bard === bard && g.to === to);
  if (same) same.left += 1;
  else gifts.push({ bard, to, left: 1 });
}

/**
 * `member` spent (or lost) `n` karma points: they come out of what bards gave him first, since
 * those would be gone at the end of the adventure anyway.
 */
export function karmaSpent(s: GameState, member: number, n: number): void {
  let rest = n;
  for (const g of s.bardGifts ?? []) {
    if (rest <= 0) break;
    if (g.to !== member || g.left <= 0) continue;
    const used = Math.min(g.left, rest);
    g.left -= used;
    rest -= used;
  }
  if (s.bardGifts) s.bardGifts = s.bardGifts.filter((g) => g.left > 0);
}

/**
 * Takes back the points not spent of the gifts `which` selects (all at the end of the adventure,
 * a dead bard's when he dies): the members' karma is their own again. Returns what each lost.
 */
export function withdrawGifts(s: GameState, which: (g: BardGift) => boolean): Array<{ member: number; bard: number; points: number }> {
  const out: Array<{ member: number; bard: number; points: number }> = [];
  const keep: BardGift[] = [];
  for (const g of s.bardGifts ?? []) {
    if (!which(g)) {
      keep.push(g);
      continue;
    }
    const c = s.party[g.to];
    const points = Math.min(g.left, c.karma);
    c.karma -= points;
    if (points > 0) out.push({ member: g.to, bard: g.bard, points });
  }
  s.bardGifts = keep;
  return out;
}

/** The gifts of bards who have died since: gone with them ("the bard must be alive"). */
export function deadBardsGifts(s: GameState): Array<{ member: number; bard: number; points: number }> {
  return withdrawGifts(s, (g) => !isAlive(s.party[g.bard]));
}
