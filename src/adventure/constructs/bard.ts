// SKILLS, TRADES, Bard: a bard gives party members karma "in the current adventure", one point per
// level, on a 3/IQ check, and must be alive for it; he is a member of his party, so he may take a
// point himself, and a lone bard sings for himself. The check is made once, as the adventure begins;
// the points he gives are spent before a member's own karma, and what is left of them goes when the
// adventure ends or when the bard dies (docs/rulings.md, "The Bard's karma").
import type { Character } from '../../character';
import { skillLevel } from '../../character';
import { parseCheck } from '../../dice';
import type { Run } from '../interpreter';
import type { GameState } from '../state';
import { isAlive, isConscious, livingMembers } from '../state';
import { gainCapped } from './effect-kit';
import { constructs } from '.';

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

/**
 * SKILLS, TRADES, Bard: each bard throws 3/IQ as the adventure begins; on a success he gives one
 * karma point per level, each to a member his player names, himself included: "one member in his
 * party", and he is one (docs/rulings.md, "The Bard's karma"). A lone bard sings for himself.
 */
export async function bardsPlay(run: Run): Promise<void> {
  const s = run.s;
  for (const { member, level } of bardsOf(s.party)) {
    const bard = s.party[member];
    const takers = livingMembers(s);
    const roll = await constructs.rolls().rollPlain(run, parseCheck('3/IQ'), member, `sings (Bard: ${level} karma for the party in this adventure)`);
    if (!roll.passed) {
      run.emit({ kind: 'effect', member: bard.name, text: `${bard.name}'s song does not carry: no karma from the Bard this adventure` });
      continue;
    }
    // With one member to take them (a lone bard) every point is his: given at once, said once.
    if (takers.length === 1) {
      const to = takers[0];
      let given = 0;
      for (let point = 1; point <= level; point++) {
        if (gainCapped(run, s.party[to], 'karma', 1) > 0) {
          recordGift(s, member, to);
          given += 1;
        }
      }
      run.emit({ kind: 'effect', member: s.party[to].name, text: `${s.party[to].name} gains ${given} karma from ${bard.name}'s song, for this adventure` });
      continue;
    }
    for (let point = 1; point <= level; point++) {
      const k = await run.chooser.choose({
        key: `bard ${member}`,
        message: `${bard.name} sings for the party. Who takes a karma point for this adventure${level > 1 ? ` (${point} of ${level})` : ''}?`,
        items: takers.map((i) => ({ label: s.party[i].name, detail: `${s.party[i].karma} karma`, tag: 'member' as const })),
      });
      const to = takers[k];
      if (gainCapped(run, s.party[to], 'karma', 1) > 0) recordGift(s, member, to);
      run.emit({ kind: 'effect', member: s.party[to].name, text: `${s.party[to].name} gains 1 karma from ${bard.name}'s song, for this adventure` });
    }
  }
}

/** The karma of bards who have died goes at once (bard.ts): called as deaths are settled. */
export function bardsDied(run: Run): void {
  withdrawnGifts(run, deadBardsGifts(run.s), false);
}

/** Says which members lost the karma a bard gave them (his death, or the adventure's end). */
export function withdrawnGifts(run: Run, lost: Array<{ member: number; bard: number; points: number }>, atEnd: boolean): void {
  for (const l of lost) {
    const who = run.s.party[l.member].name;
    const bard = run.s.party[l.bard].name;
    run.emit({ kind: 'effect', member: who, text: atEnd ? `${who} loses the ${l.points} karma of ${bard}'s song: it lasted for this adventure only` : `${bard} is dead: ${who} loses the ${l.points} karma of ${bard}'s song` });
  }
}
