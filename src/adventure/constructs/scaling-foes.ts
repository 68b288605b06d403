// Foes that scale (docs/adventure-format.md, "Foes that scale"): a foe's `count` may be a value of
// the condition language, worked out as the fight begins (`count: party`, `count: party + 1`,
// `count: wreckers`), so one fight serves a lone hero and a party of three; none when it comes to 0
// or less, at most 50. The loader checks the map's room for the count at the largest party and the
// counters' starting values (checkFightsRoom in fight.ts).
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Cond, CondEnv } from '../condition';
import { evaluate } from '../condition';
import type { Run } from '../interpreter';
import { condEnv } from '../state';
import type { Json } from '../schema-kit';

/** The most of one line of foes, as a whole number count allows. */
export const MAX_FOES = 50;

/** A foe's count as written: a number, or a value worked out as the fight begins. */
export interface FoeCount {
  /** The count; for a worked-out one, what it comes to at the largest party (for the map's room). */
  count: number;
  /** The value worked out in play, or absent: the count is fixed. */
  countOf?: Cond;
}

/** `count: 3` or `count: party + 1`; null after an error (reported). */
export function readFoeCount(a: AdventureReader, f: Field | undefined, where: string): FoeCount | null {
  if (!f) return { count: 1 };
  if (isScalar(f.value) && typeof f.value.value === 'string') {
    const cond = a.conditionNode(f.value, `the count of ${where}`, f.pos);
    return cond ? { count: 1, countOf: cond } : null;
  }
  const n = a.r.int(f, `the count of ${where}`, 1, MAX_FOES);
  return n === null ? null : { count: n };
}

/** How many of a line of foes come now: its count, or its value worked out, from 0 to 50. */
export function foesNow(run: Run, f: FoeCount): number {
  if (!f.countOf) return f.count;
  return Math.max(0, Math.min(MAX_FOES, evaluate(f.countOf, condEnv(run.s))));
}

/**
 * A worked-out count at the largest party, the counters at their starting values and all else 0 (at
 * least 1): what the loader checks the map's room for.
 */
export function foesAtMost(f: FoeCount, partyMax: number, counters: ReadonlyMap<string, number>): number {
  return Math.max(1, foesAtStart(f, partyMax, counters));
}

/**
 * How many come for a party of `size` at the game's start (the counters at their starting values, all
 * else 0), from 0 to 50: what the benches of an adventure's fights bring (bench/adventure-fights.js).
 */
export function foesAtStart(f: FoeCount, size: number, counters: ReadonlyMap<string, number>): number {
  if (!f.countOf) return f.count;
  const zero = () => 0;
  const env: CondEnv = {
    keyword: (k) => (k === 'party' ? size : 0),
    attr: zero,
    plotword: () => false,
    counter: (n) => counters.get(n) ?? 0,
    count: zero,
    skill: zero,
    spell: zero,
    visited: zero,
    with: () => false,
    dead: () => false,
    won: () => false,
  };
  return Math.max(0, Math.min(MAX_FOES, evaluate(f.countOf, env)));
}

/** The schema of a foe's count. */
export function foeCountSchema(): Json {
  return {
    oneOf: [
      { type: 'integer', minimum: 1, maximum: MAX_FOES },
      { type: 'string', description: 'A value of the condition language worked out as the fight begins: "party", "party + 1", a counter; none below 1, at most 50.' },
    ],
  };
}
