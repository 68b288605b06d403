// Rolling in a fight: dice through the context (without waiting when the dice are automatic),
// checks with curses and karma re-rolls (RESOLVING UNCERTAINTY; CAMPAIGNING, Karma/Wish and Curse),
// and contests (Winning a Check). Odds come from tables built once, so the AI can ask for them in
// its inner loops.
import type { Roll } from '../dice';
import { judgeContest, sumDistribution } from '../dice';
import type { CheckLog, ContestLog, ThrowLog } from './events';
import type { Figure } from './figure';
import { rollOf } from './protocol';
import { decide } from './decide';
import type { Ctx } from './state';
import { emit } from './state';

const MAX_DICE = 8;
const MAX_TOTAL = 6 * MAX_DICE;
/** AT_MOST[n][t]: chance that n six-sided dice total t or less. */
const AT_MOST: Float64Array[] = [];
for (let n = 0; n <= MAX_DICE; n++) {
  const table = new Float64Array(MAX_TOTAL + 2);
  if (n === 0) table.fill(1);
  else {
    const dist = sumDistribution(n, 6);
    let acc = 0;
    for (let t = 0; t <= MAX_TOTAL + 1; t++) {
      const i = t - n;
      if (i >= 0 && i < dist.ways.length) acc += dist.ways[i];
      table[t] = acc / dist.outcomes;
    }
  }
  AT_MOST.push(table);
}

const WAYS: Array<Array<{ ways: readonly number[]; outcomes: number } | undefined>> = [];

/** The distribution of `count` dice of `sides` sides, from a table (no string keys in the AI's loops). */
export function diceWays(count: number, sides: number): { ways: readonly number[]; outcomes: number } {
  let row = WAYS[sides];
  if (!row) WAYS[sides] = row = [];
  let d = row[count];
  if (!d) {
    const dist = sumDistribution(count, sides);
    row[count] = d = { ways: dist.ways, outcomes: dist.outcomes };
  }
  return d;
}

/** Chance that `count` dice plus `curses` come to `target` or less. */
export function passChance(count: number, target: number, curses = 0): number {
  const t = target - curses;
  if (t < count) return 0;
  if (count > MAX_DICE) return t >= 6 * count ? 1 : sumChance(count, t);
  return t > MAX_TOTAL ? 1 : AT_MOST[count][t];
}

function sumChance(count: number, t: number): number {
  const dist = sumDistribution(count, 6);
  let ways = 0;
  for (let i = 0; i <= t - count && i < dist.ways.length; i++) ways += dist.ways[i];
  return ways / dist.outcomes;
}

/**
 * Throws dice for `by` (null: for nobody in particular): at once when the context has automatic dice
 * and they are not his to type in (a player's own dice at the table, `--dice players`), else by
 * asking (protocol.ts).
 */
export function roll(ctx: Ctx, count: number, sides: number, label: () => string, by: Figure | null): Roll {
  if (ctx.rollNow !== null && (ctx.typed === null || !ctx.typed(by))) return ctx.rollNow(count, sides);
  return rollOf(ctx.ask({ kind: 'roll', count, sides, label: label(), ...(by?.character ? { roller: by.character.name } : {}) }));
}

function throwLog(r: Roll, target: number, curses: number): ThrowLog {
  const total = r.sum + curses;
  return { faces: r.faces, sum: r.sum, ...(r.typed ? { typed: true as const } : {}), total, passed: total <= target, margin: target - total };
}

/**
 * A person's figure that can buy a re-roll: with karma, or with a wish, which may stand in for a
 * karma point (CAMPAIGNING, Karma/Wish). The AI keeps its karma (ruling), so it is never asked.
 */
export function mayReroll(fig: Figure): boolean {
  return fig.control === 'player' && (fig.karma > 0 || fig.wishes > 0);
}

/**
 * Offers `fig` a re-roll of the set of dice just thrown (CAMPAIGNING, Karma/Wish): a karma point, or
 * a wish when no karma is left. True when he pays and rolls again. `target` is null for dice that
 * pass or fail nothing (damage, initiative); `against` is the other side's total in a contest.
 */
export function offerReroll(ctx: Ctx, fig: Figure, what: string, total: number, target: number | null, against?: number): boolean {
  if (!mayReroll(fig)) return false;
  const wish = fig.karma <= 0;
  const again = decide(ctx, fig, { kind: 'karma', what, total, target, wish, ...(against !== undefined ? { against } : {}) });
  if (again !== true) return false;
  if (wish) fig.wishes -= 1;
  else fig.karma -= 1;
  emit(ctx, { t: 'effect', figure: fig.id, text: `spends ${wish ? 'a wish as karma' : 'a karma point'} to roll again (${what})` });
  return true;
}

/**
 * Dice thrown for `fig` that pass or fail nothing by themselves (damage, initiative): a person's
 * figure with karma or a wish may throw them again, as often as he pays (CAMPAIGNING, Karma/Wish),
 * where a new throw could change what comes of them (`could`; by default: they did not show their
 * most), so that he is not asked after a roll no re-roll can better (issue 26). `modifier` is added
 * to the shown total only.
 */
export function rollOwn(ctx: Ctx, fig: Figure, count: number, sides: number, label: () => string, modifier = 0, could: (r: Roll) => boolean = (r) => r.sum < count * sides): Roll {
  let r = roll(ctx, count, sides, label, fig);
  while (could(r) && offerReroll(ctx, fig, label(), r.sum + modifier, null)) r = roll(ctx, count, sides, label, fig);
  return r;
}

/**
 * A check of `dice` dice against `target` by `fig`. A person's figure with karma (or a wish) is
 * offered a re-roll after a failed throw; the AI keeps its karma (ruling).
 */
export function rollCheck(ctx: Ctx, fig: Figure, dice: number, attribute: string, base: number, what: () => string): CheckLog {
  const target = spendCheckTarget(fig, base);
  let t = throwLog(roll(ctx, dice, 6, () => `${what()}: ${dice}/${attribute} needs ${target}`, fig), target, fig.curses);
  // Most checks are one throw: the list of throws grows only for a karma re-roll.
  let throws: ThrowLog[] | null = null;
  // A re-roll is offered only when one could pass: the fewest the dice show, with the curses, is within the target.
  while (!t.passed && dice + fig.curses <= target && offerReroll(ctx, fig, what(), t.total, target)) {
    (throws ??= [t]);
    t = throwLog(roll(ctx, dice, 6, () => `${what()}: ${dice}/${attribute} needs ${target}`, fig), target, fig.curses);
    throws.push(t);
  }
  return { dice, attribute, target, chance: passChance(dice, target, fig.curses), curses: fig.curses, throws: throws ?? [t], passed: t.passed, margin: t.margin };
}

/**
 * The target of a check by `fig` on `base`: a leader's help goes into it and is used up (SKILLS,
 * Leadership: it goes into the next check the figure makes; this clears `fig.boost`, so call it once
 * per check).
 */
export function spendCheckTarget(fig: Figure, base: number): number {
  const target = base + fig.boost;
  fig.boost = 0;
  return target;
}

/**
 * A check's throw without its log, for a caller nobody watches (no events): the total the dice and
 * the curses come to, to be compared with spendCheckTarget's target. Only for a figure that may not
 * buy a re-roll (mayReroll false); rollCheck otherwise.
 */
export function throwTotal(ctx: Ctx, fig: Figure, dice: number, label: () => string): number {
  return roll(ctx, dice, 6, label, fig).sum + fig.curses;
}

export interface ContestSide {
  readonly fig: Figure;
  readonly dice: number;
  readonly target: number;
  /** The attribute alone, which breaks a tie of totals. */
  readonly attribute: number;
}

/**
 * Both roll; the higher total within its target wins; a tie goes to the higher attribute (Winning a
 * Check). A person's figure that did not win may re-roll its own dice for karma or a wish, and the
 * contest is judged again (CAMPAIGNING, Karma/Wish). `what` says what side a is doing ("escaping
 * Orc"); `bWhat`, where side b is doing something else, says that ("holding against Ajax's
 * disbelief"), else `what` serves for both.
 */
export function rollContest(ctx: Ctx, a: ContestSide, b: ContestSide, what: string, bWhat = what): ContestLog {
  let ra = roll(ctx, a.dice, 6, () => `${a.fig.name}, ${what}: ${a.dice}D6, wins at ${a.target} or less`, a.fig);
  let rb = roll(ctx, b.dice, 6, () => `${b.fig.name}, ${bWhat}: ${b.dice}D6, wins at ${b.target} or less`, b.fig);
  const judge = () =>
    judgeContest(
      { dice: a.dice, target: a.target, attribute: a.attribute },
      { dice: b.dice, target: b.target, attribute: b.attribute },
      ra.sum + a.fig.curses,
      rb.sum + b.fig.curses,
    ).winner;
  let w = judge();
  for (;;) {
    // Only a side whose dice could still come within its target is offered a re-roll.
    if (w !== 'a' && a.dice + a.fig.curses <= a.target && offerReroll(ctx, a.fig, what, ra.sum + a.fig.curses, a.target, rb.sum + b.fig.curses)) {
      ra = roll(ctx, a.dice, 6, () => `${a.fig.name}, ${what}: ${a.dice}D6, wins at ${a.target} or less`, a.fig);
    } else if (w !== 'b' && b.dice + b.fig.curses <= b.target && offerReroll(ctx, b.fig, bWhat, rb.sum + b.fig.curses, b.target, ra.sum + a.fig.curses)) {
      rb = roll(ctx, b.dice, 6, () => `${b.fig.name}, ${bWhat}: ${b.dice}D6, wins at ${b.target} or less`, b.fig);
    } else break;
    w = judge();
  }
  return {
    a: { id: a.fig.id, target: a.target, faces: ra.faces, total: ra.sum + a.fig.curses },
    b: { id: b.fig.id, target: b.target, faces: rb.faces, total: rb.sum + b.fig.curses },
    winner: w === 'a' ? a.fig.id : w === 'b' ? b.fig.id : null,
  };
}

/** Exact chance that side a wins a contest. */
export function contestWinChance(a: Omit<ContestSide, 'fig'> & { curses: number }, b: Omit<ContestSide, 'fig'> & { curses: number }): number {
  const da = sumDistribution(a.dice, 6);
  const db = sumDistribution(b.dice, 6);
  let p = 0;
  for (let i = 0; i < da.ways.length; i++) {
    const ta = a.dice + i + a.curses;
    if (ta > a.target) break;
    const pa = da.ways[i] / da.outcomes;
    for (let j = 0; j < db.ways.length; j++) {
      const tb = b.dice + j + b.curses;
      const wins = tb > b.target || ta > tb || (ta === tb && a.attribute > b.attribute);
      if (wins) p += pa * (db.ways[j] / db.outcomes);
    }
  }
  return p;
}
