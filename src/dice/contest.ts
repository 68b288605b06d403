// Contested checks, as "Winning a Check" (RESOLVING UNCERTAINTY) has them: each side rolls; the
// higher total wins if it does not exceed that side's attribute (+skills); a tie goes to the higher
// attribute; if both exceed, both fail. See docs/rulings.md for a tie of equal attributes.
import type { DiceSource, Roll } from './source';
import { sumDistribution } from './odds';

export interface ContestSide {
  name?: string;
  dice: number;
  /** Highest total that counts: attribute + skill + modifiers. */
  target: number;
  /** The attribute alone, which breaks a tie of totals. */
  attribute: number;
  curses?: number;
}

export type ContestWinner = 'a' | 'b' | null;

export interface ContestSideResult {
  roll: Roll;
  total: number;
  within: boolean;
  /** target - total, as for a plain check. */
  margin: number;
}

export interface ContestResult {
  winner: ContestWinner;
  a: ContestSideResult;
  b: ContestSideResult;
  /** How the contest was decided. */
  how: 'higher' | 'only-within' | 'tie-attribute' | 'tie-even' | 'both-exceed';
  /** The winner's total less the loser's when both were within their targets; 0 otherwise. */
  difference: number;
}

/** Decides a contest from two totals (dice plus curses). */
export function judgeContest(a: ContestSide, b: ContestSide, totalA: number, totalB: number): Pick<ContestResult, 'winner' | 'how' | 'difference'> {
  const inA = totalA <= a.target;
  const inB = totalB <= b.target;
  if (!inA && !inB) return { winner: null, how: 'both-exceed', difference: 0 };
  if (inA !== inB) return { winner: inA ? 'a' : 'b', how: 'only-within', difference: 0 };
  if (totalA !== totalB) {
    return { winner: totalA > totalB ? 'a' : 'b', how: 'higher', difference: Math.abs(totalA - totalB) };
  }
  if (a.attribute !== b.attribute) return { winner: a.attribute > b.attribute ? 'a' : 'b', how: 'tie-attribute', difference: 0 };
  return { winner: null, how: 'tie-even', difference: 0 };
}

export async function rollContest(a: ContestSide, b: ContestSide, dice: DiceSource): Promise<ContestResult> {
  const side = async (s: ContestSide): Promise<ContestSideResult> => {
    const roll = await dice.roll(s.dice, 6, `${s.name ?? 'side'}: ${s.dice}D6, wins at ${s.target} or less`);
    const total = roll.sum + (s.curses ?? 0);
    return { roll, total, within: total <= s.target, margin: s.target - total };
  };
  const ra = await side(a);
  const rb = await side(b);
  return { ...judgeContest(a, b, ra.total, rb.total), a: ra, b: rb };
}

export interface ContestOdds {
  a: number;
  b: number;
  /** Neither wins: both exceed, or an even tie. */
  neither: number;
}

/** Exact chances of each outcome, over every pair of throws. */
export function contestOdds(a: ContestSide, b: ContestSide): ContestOdds {
  const da = sumDistribution(a.dice);
  const db = sumDistribution(b.dice);
  const odds: ContestOdds = { a: 0, b: 0, neither: 0 };
  for (let i = 0; i < da.ways.length; i++) {
    const pa = da.ways[i] / da.outcomes;
    const ta = a.dice + i + (a.curses ?? 0);
    for (let j = 0; j < db.ways.length; j++) {
      const p = pa * (db.ways[j] / db.outcomes);
      const w = judgeContest(a, b, ta, b.dice + j + (b.curses ?? 0)).winner;
      if (w === 'a') odds.a += p;
      else if (w === 'b') odds.b += p;
      else odds.neither += p;
    }
  }
  return odds;
}
