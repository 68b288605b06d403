// What things are worth to the AI, exactly: the chance to hit from the check odds, the damage after
// armor from the dice distribution, the chance to drop the target, and what the target's reply
// would cost. One unit throughout: the fighting worth of a figure, its expected harm per turn to a
// typical opponent measured in that opponent's ST (plus a floor, so nobody is worth nothing).
// Wounds do not weaken a fighter in these rules until he drops, so damage that does not drop the
// target is worth a share (KAPPA) of the progress it makes towards dropping him.
import type { FixedDice } from '../../dice';
import type { AttackProfile, Figure } from '../figure';
import { armorPoints, attackProfiles, effectiveDx, effectiveSt, movementAllowance, remainingSt } from '../figure';
import { diceWays, passChance } from '../checks';
import type { Ctx } from '../state';
import { aiLevel, figureDistance, intern, memoNumber, MEMO_NEXT_TURN } from '../state';
import { attackDice, attackTarget, damageSkill, hitsAutomatically, missileTurnsBack } from '../attack';
import { damageDice } from '../injury';
import type { AttackMode, AttackRole } from '../events';
import { canMove } from '../movement';
import { ownActionDice } from '../dodge';
import type { ActionKind } from '../actions';
import { actionKind, allActionKinds, legalActionsOf } from '../actions';

/**
 * The AI's weights, in one place so that they can be tuned against the simulator (bench/sim-tune.js
 * plays the levels against each other). Each is explained where it is used.
 */
export const TUNING = {
  /** Share of a target's worth credited for damage that brings him towards dropping without dropping him. */
  kappa: 0.3,
  /** Share of the defender's reply counted against an attack (ai/value.ts, replyRisk). */
  reply: 0.15,
  /**
   * Share of an enemy's blow counted for standing where it can strike next turn (plan.ts, the hard
   * AI only, with several enemies). 0.35 until issue 17; at 0.7 the hard AI stops short of hexes
   * two or more foes can reach instead of walking in to be struck first (bench/README.md).
   */
  danger: 0.7,
  /** Share of an enemy's blow counted for walking out of its reach (plan.ts). */
  passing: 0.5,
  /** Worth of each hex closer to the nearest foe, for a fighter with nothing to hit this turn. */
  closing: 0.01,
  /**
   * A turn to come is worth less than a blow now: the figure may fall, or its foe step away, before
   * it comes. Reactions and dodges weigh the turn they give up at this share.
   */
  nextTurn: 0.7,
};

/** Share of a target's worth credited for damage that brings him towards dropping without dropping him. */
export const KAPPA = TUNING.kappa;
/** Every figure is worth at least this much, so even a harmless one is a target. */
const WORTH_FLOOR = 0.1;
/** Share of its worth a fleeing figure keeps. */
const ROUTED_WORTH = 0.2;

export interface DamageStats {
  /** Chance that the blow (if it lands) drops the target. */
  pDrop: number;
  /** Expected points that get through, counting at most what it takes to drop him. */
  expected: number;
}

const STATS_CACHE = new Map<number, DamageStats>();

/** Damage of `d` plus `add`, less `armor`, against a target with `rem` points left before dropping. */
export function damageStats(d: FixedDice, add: number, armor: number, rem: number): DamageStats {
  const base0 = d.count + d.modifier + add - armor;
  // A pure function of four small numbers: remembered for the whole process.
  const cacheable = d.count <= 15 && d.sides <= 20 && base0 > -60 && base0 < 60 && rem > -60 && rem < 200;
  const key = cacheable ? (((d.sides * 16 + d.count) * 128 + (base0 + 60)) * 256 + (rem + 60)) : -1;
  if (cacheable) {
    const hit = STATS_CACHE.get(key);
    if (hit !== undefined) return hit;
  }
  const stats = computeStats(d, base0, rem);
  if (cacheable) STATS_CACHE.set(key, stats);
  return stats;
}

function computeStats(d: FixedDice, base: number, rem: number): DamageStats {
  const dist = diceWays(d.count, d.sides);
  const ways = dist.ways;
  let pDrop = 0;
  let expected = 0;
  for (let i = 0; i < ways.length; i++) {
    const p = ways[i] / dist.outcomes;
    const got = base + i;
    if (got <= 0) continue;
    if (got >= rem) {
      pDrop += p;
      expected += rem * p;
    } else expected += got * p;
  }
  return { pDrop, expected };
}

/** Expected harm per turn a figure deals to its typical standing enemy, in that enemy's ST. */
export function worth(ctx: Ctx, fig: Figure): number {
  const memo = ctx.memo.worth;
  const hit = memo.get(fig);
  if (hit !== undefined && hit.ready === fig.ready) return hit.value;
  let armor = 0;
  let st = 0;
  let n = 0;
  for (const f of ctx.state.figures) {
    if (f.side === fig.side || f.status !== 'standing') continue;
    armor += armorPoints(f);
    st += effectiveSt(f);
    n++;
  }
  if (n === 0) {
    armor = 2;
    st = 12;
    n = 1;
  }
  armor /= n;
  st /= n;
  let best = 0;
  const dx = effectiveDx(fig);
  for (const p of attackProfiles(fig)) {
    const toHit = p.skillToHit && p.skill > 0 ? passChance(3, dx + p.skill) : passChance(3, dx);
    const add = p.skillToHit ? 0 : p.skill;
    const d = p.damage;
    let mean = d.count * (d.sides + 1) / 2 + d.modifier + add - armor;
    if (mean < 0.5) mean = 0.5;
    best = Math.max(best, toHit * mean);
  }
  // A figure in flight is leaving the fight: beating it changes little (it counts as routed). One
  // that cannot move (asleep, frozen, held in a grapple) is not leaving yet: the fight goes on
  // until he is beaten or gone, so he counts in full (else nobody troubles to end it: a stalemate).
  const value = (WORTH_FLOOR + best / Math.max(1, st)) * (fig.routed && canMove(ctx, fig) ? ROUTED_WORTH : 1);
  memo.set(fig, { ready: fig.ready, value });
  return value;
}

export interface AttackEstimate {
  pHit: number;
  pDrop: number;
  /** Value of the attack to the attacker's side, before any risk. */
  gain: number;
}

/** Chance to hit, to drop, and the value of one attack (no reply counted). */
export function estimateAttack(
  ctx: Ctx,
  att: Figure,
  def: Figure,
  profile: AttackProfile,
  bonus: 'hit' | 'damage' | null,
  mode: AttackMode,
  opts: { extraDie?: boolean; from?: number; role?: AttackRole } = {},
): AttackEstimate {
  // A missile at a subject of Reverse Missiles strikes its shooter: a loss, what it would do to him.
  if (missileTurnsBack(att, def, mode)) {
    const back = estimateAttack(ctx, att, att, profile, bonus, mode, opts);
    return { pHit: 0, pDrop: 0, gain: -back.gain };
  }
  const from = opts.from ?? att.cell;
  const pHitRaw = hitsAutomatically(att, def, mode) ? 1 : passChance(attackDice(ctx, att, def, from), attackTarget(att, def, profile, bonus), att.curses);
  const rem = remainingSt(def);
  const stronger = profile.fatigue && effectiveSt(att) > effectiveSt(def) ? 1 : 0;
  const stats = damageStats(damageDice(profile, { extraDie: opts.extraDie === true, grappling: mode === 'grapple' }), damageSkill(profile, bonus, mode === 'grapple') + stronger, armorPoints(def), rem);
  let pHit = pHitRaw;
  const w = worth(ctx, def);
  const nonDrop = stats.expected - stats.pDrop * rem;
  const blow = stats.pDrop * w + (TUNING.kappa * nonDrop * w) / Math.max(1, rem);
  // A strike that hits may be dodged (ACTION, Dodge), if the defender still may react.
  if (mode === 'strike' && (opts.role ?? 'action') === 'action' && def.grapple === null && !def.owesTurn) {
    if (aiLevel(ctx, att) === 'hard') {
      // One reaction deeper: the defender's own rule (dodgeOdds, the AI's dodge) says whether he
      // dodges this blow. If he does, it lands only on a failed dodge, and he gives up his next turn
      // either way: that turn is the attacker's gain, in full (lost for certain, where the
      // defender himself weighs a turn to come at a share, TUNING.nextTurn).
      const dodge = dodgeOdds(ctx, def, blow);
      if (dodge !== null) return { pHit, pDrop: pHit * (1 - dodge.chance) * stats.pDrop, gain: pHit * ((1 - dodge.chance) * blow + dodge.turn / TUNING.nextTurn) };
    } else if (stats.pDrop > 0.25) {
      // A rule of thumb (easy, normal): a defender dodges a blow that would likely drop him, which
      // only lowers the odds of finishing him (the turn he gives up is not counted).
      pHit *= 1 - passChance(3, effectiveDx(def), def.curses);
    }
  }
  return { pHit, pDrop: pHit * stats.pDrop, gain: pHit * blow };
}

/**
 * Whether the AI dodges a blow that has hit (ACTION, Dodge: a pass on his own check escapes it; the
 * dodge costs his following turn): when the chance to escape times what the blow is expected to
 * cost him, in his own worth, is more than the turn he gives up. Null when he would not dodge
 * (the easy AI never does; a large creature cannot, by ruling), else his chance to escape and the
 * turn given up.
 */
export function dodgeOdds(ctx: Ctx, def: Figure, blowLoss: number): { chance: number; turn: number } | null {
  if (aiLevel(ctx, def) === 'easy' || def.size > 1) return null;
  const chance = passChance(ownActionDice(ctx, def), effectiveDx(def), def.curses);
  const risk = chance * blowLoss;
  // The turn is worth at least its attacks: a risk below them needs no more weighing.
  if (risk <= nextTurnAttacks(ctx, def)) return null;
  const turn = nextTurnValue(ctx, def);
  return risk > turn ? { chance, turn } : null;
}

/** The best attack `att` could make on `def` from where it stands (or `from`), and its value. */
export function bestAttackOn(
  ctx: Ctx,
  att: Figure,
  def: Figure,
  from = att.cell,
  defAt = def.cell,
): { profile: AttackProfile; bonus: 'hit' | 'damage' | null; mode: AttackMode; gain: number } | null {
  const grappling = att.grapple === def.id;
  // defAt -1: somewhere out of reach, for weighing a shot.
  const dist = grappling ? 0 : defAt < 0 ? 99 : figureDistance(ctx, att, def, from, defAt);
  let best: { profile: AttackProfile; bonus: 'hit' | 'damage' | null; mode: AttackMode; gain: number } | null = null;
  for (const p of attackProfiles(att)) {
    let mode: AttackMode;
    if (grappling) {
      if (!p.grappling) continue;
      mode = 'grapple';
    } else if (p.missile) mode = 'shoot';
    else if (dist === 1 && p.melee) mode = 'strike';
    else if (p.throwable && dist <= effectiveSt(att)) mode = 'throw';
    else continue;
    for (const bonus of bonusChoices(p)) {
      const e = estimateAttack(ctx, att, def, p, bonus, mode, { from });
      if (!best || e.gain > best.gain) best = { profile: p, bonus, mode, gain: e.gain };
    }
  }
  return best;
}

/** The ways skill levels may be spent on an attack: to hit or to damage, or nothing to choose. */
export function bonusChoices(p: AttackProfile): ReadonlyArray<'hit' | 'damage' | null> {
  if (p.skill <= 0) return NONE;
  return p.skillToHit ? BOTH : DAMAGE_ONLY;
}
const NONE = [null] as const;
const BOTH = ['hit', 'damage'] as const;
const DAMAGE_ONLY = ['damage'] as const;

/** What `me` expects to lose if `enemy` attacks it now with its best attack, in `me`'s own worth. */
export function lossFrom(ctx: Ctx, enemy: Figure, me: Figure, enemyFrom = enemy.cell, meAt = me.cell): number {
  // An attack's gain is counted in its target's worth, which is what `me` loses. A fleeing enemy
  // seldom stops to strike.
  return (bestAttackOn(ctx, enemy, me, enemyFrom, meAt)?.gain ?? 0) * (enemy.routed ? ROUTED_WORTH : 1);
}

/**
 * Weight of a reply: it costs the replier his next turn, in which he would mostly have struck back
 * anyway, so a reply is largely a change of timing (his blow lands before our side's others act).
 */
export const REPLY_WEIGHT = TUNING.reply;

/**
 * What the defender's reply to an attack from `from` is expected to cost the attacker: he survives
 * (1 - pDrop), may still react, and counterattacks with his best attack.
 */
export function replyRisk(ctx: Ctx, att: Figure, def: Figure, pDrop: number, from = att.cell): number {
  if (aiLevel(ctx, att) === 'easy' || def.owesTurn || ctx.unopposed || ctx.inReaction) return 0;
  return (1 - pDrop) * lossFrom(ctx, def, att, def.cell, from) * TUNING.reply;
}

/**
 * A rough value of a figure's next turn: its best attack on any enemy it could reach, or the best
 * thing it could do where it stands (ready a better weapon, cast a spell). A reaction or a dodge
 * gives that turn up (ACTION, Reaction), so it must be worth more: a grappler who hits back at
 * every blow never draws his dagger, and a mage who dodges never casts.
 */
export function nextTurnValue(ctx: Ctx, fig: Figure): number {
  // A copy the AI made to weigh a situation to come (another weapon in hand, out of a grapple) is
  // weighed afresh: the memo knows figures by id.
  if (ctx.byId.get(fig.id) !== fig) return workOutNextTurn(ctx, fig);
  // Asked while another figure's actions are being weighed (the hard AI's strike asks whether its
  // target would dodge; Leadership asks for an ally's turn): its attacks only, kept apart, so that
  // the weighing does not run inside itself.
  const attacks = nextTurnAttacks(ctx, fig);
  if (weighing > 0) return attacks;
  return memoNumber(ctx, MEMO_NEXT_TURN, intern(fig.id), -1, () => Math.max(attacks, bestInPlace(ctx, fig) * TUNING.nextTurn));
}

/** The next turn's attacks alone (never more than nextTurnValue). */
function nextTurnAttacks(ctx: Ctx, fig: Figure): number {
  if (ctx.byId.get(fig.id) !== fig) return workOutNextTurn(ctx, fig);
  return memoNumber(ctx, MEMO_NEXT_TURN, intern(fig.id), 0, () => workOutNextTurn(ctx, fig));
}

/** Depth of bestInPlace calls under way. */
let weighing = 0;

/** The kinds that take a whole turn (kept while no kind is registered after them: magic comes later). */
let stationaryKinds: ActionKind[] = [];
let kindsSeen = 0;

/**
 * The best value of an action `fig` could take where it stands without moving (readying a weapon,
 * casting, shooting): the kinds that take a whole turn. Attacks after a move are weighed above.
 */
function bestInPlace(ctx: Ctx, fig: Figure): number {
  const kinds = allActionKinds();
  if (kinds.length !== kindsSeen) {
    stationaryKinds = kinds.filter((k) => k.stationary);
    kindsSeen = kinds.length;
  }
  weighing += 1;
  try {
    let best = 0;
    for (const a of legalActionsOf(ctx, fig, fig.cell, false, stationaryKinds)) {
      const v = actionKind(a.kind).value(ctx, fig, a, fig.cell);
      if (v > best) best = v;
    }
    return best;
  } finally {
    weighing -= 1;
  }
}

function workOutNextTurn(ctx: Ctx, fig: Figure): number {
  const reach = movementAllowance(fig) + 1;
  let best = 0;
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing') continue;
    const d = figureDistance(ctx, fig, e);
    if (d > reach && !attackProfiles(fig).some((p) => p.missile || p.throwable)) continue;
    for (const p of attackProfiles(fig)) {
      let mode: AttackMode;
      if (fig.grapple === e.id) {
        if (!p.grappling) continue;
        mode = 'grapple';
      } else if (p.missile) mode = 'shoot';
      else if (p.melee && d <= reach) mode = 'strike';
      else if (p.throwable && d <= effectiveSt(fig) + movementAllowance(fig)) mode = 'throw';
      else continue;
      for (const bonus of bonusChoices(p)) {
        const g = estimateAttack(ctx, fig, e, p, bonus, mode, { role: 'counter' }).gain;
        if (g > best) best = g;
      }
    }
  }
  return best * TUNING.nextTurn;
}
