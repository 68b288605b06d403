// INJURY & EXHAUSTION and WEAPONS, Damage: rolling a weapon's dice, armor taking its points off
// (ARMOR), bare hands dealing fatigue (U), and a figure falling unconscious when damage plus fatigue
// reach its ST. Fatigue dealt to an unconscious figure is damage.
import type { FixedDice, Roll } from '../dice';
import { formatDice } from '../dice';
import type { DamageLog } from './events';
import type { AttackProfile, Figure } from './figure';
import { armorPoints, effectiveSt } from './figure';
import { figureEffectKind } from './effect-hooks';
import type { Ctx } from './state';
import { emit, rebuildOccupancy } from './state';
import { rollOwn } from './checks';
import { fatigueSplit } from '../rules/fatigue';

export interface DamageOptions {
  /** Skill levels put into damage (WEAPONS skills). */
  readonly skill: number;
  /** The preemptive counterattack adds a die (ACTION, Entering an Enemy's Space). */
  readonly extraDie: boolean;
  /** Inside a grapple a dagger does D6+2 (WEAPONS (D)). */
  readonly grappling: boolean;
  /** Armor does not help (fire; spells say so). */
  readonly ignoreArmor?: boolean;
}

export function damageDice(profile: AttackProfile, opts: Pick<DamageOptions, 'extraDie' | 'grappling'>): FixedDice {
  const base = opts.grappling ? profile.grappleDamage : profile.damage;
  return opts.extraDie ? { count: base.count + 1, sides: base.sides, modifier: base.modifier } : base;
}

/**
 * Rolls the damage of a hit and applies what gets through armor (WEAPONS, Damage; ARMOR). The log,
 * when an event shows it (null when nobody listens).
 */
export function rollDamage(ctx: Ctx, att: Figure, def: Figure, profile: AttackProfile, opts: DamageOptions): DamageLog | null {
  const expr = damageDice(profile, opts);
  // The attacker's own set of dice: a person may buy a re-roll with karma or a wish (CAMPAIGNING, Karma/Wish).
  // A re-roll is offered only when more could get through the armor than this throw does (issue 26).
  const armor = opts.ignoreArmor ? 0 : armorPoints(def);
  const through = (sum: number) => Math.max(0, sum + expr.modifier + opts.skill - armor);
  const r = rollOwn(ctx, att, expr.count, expr.sides, () => `${att.name} hits ${def.name}: damage ${formatDice(expr)}`, expr.modifier + opts.skill, (t) => through(expr.count * expr.sides) > through(t.sum));
  return applyDamage(ctx, att, def, profile, opts, expr, r);
}

/** What the damage roll `r` does: armor, fatigue or damage, the fall. The log when shown. */
function applyDamage(ctx: Ctx, att: Figure, def: Figure, profile: AttackProfile, opts: DamageOptions, expr: FixedDice, r: Roll): DamageLog | null {
  // Unarmed (U): the stronger fighter deals one more point of fatigue.
  const stronger = profile.fatigue && effectiveSt(att) > effectiveSt(def) ? 1 : 0;
  const armor = opts.ignoreArmor ? 0 : armorPoints(def);
  const raw = Math.max(0, r.sum + expr.modifier + opts.skill + stronger);
  const amount = Math.max(0, raw - armor);
  const log: DamageLog | null =
    ctx.emit
      ? {
          expr: formatDice(expr),
          faces: r.faces,
          ...(r.typed ? { typed: true as const } : {}),
          sum: r.sum,
          modifier: expr.modifier,
          skill: opts.skill,
          stronger,
          armor,
          amount,
          fatigue: profile.fatigue,
        }
      : null;
  // The log shows the blow before its effect: the fall, if any, follows it.
  const after = def.damage + def.fatigue + amount;
  if (ctx.emit) emit(ctx, { t: 'damage', attacker: att.id, defender: def.id, damage: log!, left: effectiveSt(def) - after });
  // An image vanishes upon touch, even when armor stops the whole blow (ILLUSION).
  if (def.effects.length > 0) {
    touch(ctx, def);
    if (def.status !== 'standing') return log;
  }
  if (profile.fatigue) harm(ctx, def, 0, amount);
  else harm(ctx, def, amount, 0);
  return log;
}

/** INJURY & EXHAUSTION, Damage: twice his ST or more in damage, nobody can bring him back (only a wish). */
export function unrecoverable(fig: Figure): boolean {
  return fig.damage >= 2 * fig.st;
}

/**
 * Adds damage and fatigue, never negative: the damage first, then the fatigue point by point
 * (fatigueSplit). Reaching ST in damage plus fatigue knocks a standing figure out (INJURY & EXHAUSTION).
 */
export function harm(ctx: Ctx, fig: Figure, damage: number, fatigue: number): void {
  let d = Math.max(0, damage);
  let f = Math.max(0, fatigue);
  if (d === 0 && f === 0) return;
  if (f > 0) {
    const split = fig.status === 'down' ? { damage: f, fatigue: 0 } : fatigueSplit(effectiveSt(fig), fig.damage + d, fig.fatigue, f);
    d += split.damage;
    f = split.fatigue;
  }
  fig.damage += d;
  fig.fatigue += f;
  ctx.eventful = true;
  for (const e of fig.effects) figureEffectKind(e.kind).onHarmed?.(ctx, fig, e);
  if (fig.status === 'standing' && fig.damage + fig.fatigue >= effectiveSt(fig)) fall(ctx, fig);
}

/** A blow landed on the figure, whatever armor stopped of it: an image is touched (ILLUSION). */
export function touch(ctx: Ctx, fig: Figure): void {
  for (const e of [...fig.effects]) figureEffectKind(e.kind).onTouched?.(ctx, fig, e);
}

/** Unconscious and helpless: out of the fight, out of any grapple, no longer in anyone's way. */
export function fall(ctx: Ctx, fig: Figure): void {
  if (fig.status !== 'standing') return;
  fig.status = 'down';
  releaseGrapple(ctx, fig);
  ctx.eventful = true;
  if (ctx.emit) emit(ctx, { t: 'fall', figure: fig.id, damage: fig.damage, fatigue: fig.fatigue, st: effectiveSt(fig) });
  for (const e of [...fig.effects]) figureEffectKind(e.kind).onFall?.(ctx, fig, e);
  rebuildOccupancy(ctx);
}

export function releaseGrapple(ctx: Ctx, fig: Figure): void {
  if (fig.grapple === null) return;
  const other = ctx.byId.get(fig.grapple);
  if (other && other.grapple === fig.id) other.grapple = null;
  fig.grapple = null;
}
