// Exact probabilities of dice totals, by convolution: no sampling, so every prompt can show the true
// chance of a check (RESOLVING UNCERTAINTY) and the AI can weigh an action by its expected value.
import type { FixedDice } from './notation';

/** How many of the sides^count equally likely throws give each total; index = total - count. */
export interface SumDistribution {
  count: number;
  sides: number;
  /** ways[i] = number of throws whose faces sum to count + i. */
  ways: readonly number[];
  /** sides^count. */
  outcomes: number;
}

const cache = new Map<string, SumDistribution>();

export function sumDistribution(count: number, sides = 6): SumDistribution {
  const key = `${count}d${sides}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let ways = [1];
  for (let d = 0; d < count; d++) {
    const next = new Array<number>(ways.length + sides - 1).fill(0);
    for (let i = 0; i < ways.length; i++) {
      if (ways[i] === 0) continue;
      for (let f = 0; f < sides; f++) next[i + f] += ways[i];
    }
    ways = next;
  }
  const dist: SumDistribution = { count, sides, ways, outcomes: sides ** count };
  cache.set(key, dist);
  return dist;
}

/** Chance that count dice total at most `limit`. */
export function chanceAtMost(count: number, limit: number, sides = 6): number {
  const dist = sumDistribution(count, sides);
  const top = Math.min(limit - count, dist.ways.length - 1);
  if (top < 0) return 0;
  let ways = 0;
  for (let i = 0; i <= top; i++) ways += dist.ways[i];
  return ways / dist.outcomes;
}

/** Chance that a check of `count` dice passes against `target` with `curses` added to the roll. */
export function checkChance(count: number, target: number, curses = 0): number {
  return chanceAtMost(count, target - curses);
}

/** Chance that each total of a fixed expression comes up: [total, probability][] in order. */
export function totalDistribution(expr: FixedDice): Array<[number, number]> {
  const dist = sumDistribution(expr.count, expr.sides);
  return dist.ways.map((w, i) => [expr.count + i + expr.modifier, w / dist.outcomes]);
}

/**
 * Expected damage that gets through `armor` points when `expr` is rolled, never below zero
 * (WEAPONS, Damage; ARMOR): the AI's measure of a blow.
 */
export function expectedAfterArmor(expr: FixedDice, armor: number): number {
  let sum = 0;
  for (const [total, p] of totalDistribution(expr)) if (total > armor) sum += (total - armor) * p;
  return sum;
}

/** Chance that `expr` less `armor` deals at least `needed` points. */
export function chanceAtLeastAfterArmor(expr: FixedDice, armor: number, needed: number): number {
  let sum = 0;
  for (const [total, p] of totalDistribution(expr)) if (total - armor >= needed) sum += p;
  return sum;
}

/**
 * What curses add to a roll, said after its target so that "needs 11" with a lower chance than usual
 * reads true: " (+1 to the roll for a curse)", or nothing (MAGIC, curses add to every roll).
 */
export function formatCurses(curses: number): string {
  return curses > 0 ? ` (${curseWords(curses)})` : '';
}

/** "+1 to the roll for a curse", "+2 to the roll for curses". */
export function curseWords(curses: number): string {
  return `+${curses} to the roll for ${curses > 1 ? 'curses' : 'a curse'}`;
}

/** A probability as the rules' players read it: `62.50%`. */
export function formatPercent(p: number, digits = 2): string {
  return `${(p * 100).toFixed(digits)}%`;
}
