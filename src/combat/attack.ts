// One attack from roll to reply, shared by every way of attacking: a strike (3/DX on an adjacent
// foe), a shot or a throw (Shoot/Throw), a grappler's automatic hit (Grapple), a counterattack and
// the preemptive counterattack. The defender may dodge a strike after seeing the hit roll (Dodge),
// and may react to an attack he survives (Reaction, Counterattack).
import type { AttackMode, AttackRole, CheckLog } from './events';
import type { AttackProfile, Figure } from './figure';
import { effectiveDx } from './figure';
import { figureEffectKind, hexEffectKind, reversesMissiles } from './effect-hooks';
import { animalHandler, calmAnimal } from './animals';
import type { Ctx } from './state';
import { emit } from './state';
import { mayReroll, rollCheck, spendCheckTarget, throwTotal } from './checks';
import { rollDamage } from './injury';
import { offerDodge } from './dodge';
import { offerReaction } from './reactions';

export interface AttackSpec {
  readonly mode: AttackMode;
  readonly role: AttackRole;
  readonly profile: AttackProfile;
  readonly bonus: 'hit' | 'damage' | null;
  /** The preemptive counterattack adds a die of damage. */
  readonly extraDie?: boolean;
}

/**
 * Dice to roll to hit: 3, or 4 when an effect says so (Blur and Flight on the defender, Rope on the
 * attacker, Shadow or Slippery Floor where either stands). The largest number asked for counts.
 */
export function attackDice(ctx: Ctx, att: Figure, def: Figure, from = att.cell): number {
  let n = 3;
  for (const e of att.effects) {
    const f = figureEffectKind(e.kind).actionDice;
    if (f) n = Math.max(n, f(e));
  }
  for (const e of def.effects) {
    const f = figureEffectKind(e.kind).defendDice;
    if (f) n = Math.max(n, f(e));
  }
  const hexes = ctx.state.hexEffects;
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i];
    const k = hexEffectKind(h.kind);
    if (k.attackDice !== undefined && (h.cells.includes(from) || h.cells.includes(def.cell))) n = Math.max(n, k.attackDice);
  }
  return n;
}

/** The highest total that hits: adjusted DX, skill levels put to hitting, effects on the defender. */
export function attackTarget(att: Figure, def: Figure, profile: AttackProfile, bonus: 'hit' | 'damage' | null): number {
  let t = effectiveDx(att) + (bonus === 'hit' && profile.skillToHit ? profile.skill : 0);
  for (const e of def.effects) {
    const f = figureEffectKind(e.kind).defendModifier;
    if (f) t += f(e, att.grapple === def.id);
  }
  return t;
}

/**
 * Skill levels added to damage: all of them when put there. Unarmed Combat gives "+1 damage unarmed
 * or +1ST to all checks while grappling" (WEAPONS skills): its levels go to bare-handed damage out of
 * a grapple, and inside one to ST in the grapple's checks instead (grapple.ts, grappleSt), never both.
 */
export function damageSkill(profile: AttackProfile, bonus: 'hit' | 'damage' | null, grappling = false): number {
  if (!profile.skillToHit) return grappling && profile.fatigue ? 0 : profile.skill;
  return bonus === 'damage' ? profile.skill : 0;
}

const VERB: Record<AttackMode, string> = { strike: 'strikes', shoot: 'shoots', throw: 'throws at', grapple: 'hits' };

/**
 * ACTION, Grapple: attacks between two grapplers hit automatically. A grapple's own blows, and a
 * magic strike a caster looses point-blank at the foe who grapples him (KINETICS: the strikes act as
 * missiles, but the Grapple clause, the more particular, says every attack in it hits).
 */
export function hitsAutomatically(att: Figure, def: Figure, mode: AttackMode): boolean {
  return mode === 'grapple' || (att !== def && att.grapple === def.id && def.grapple === att.id);
}

/** ENCHANTING, Reverse Missiles: a shot or a throw at the subject strikes the one who loosed it. */
export function missileTurnsBack(att: Figure, target: Figure, mode: AttackMode): boolean {
  return (mode === 'shoot' || mode === 'throw') && att !== target && target.effects.length > 0 && reversesMissiles(target);
}

/** Resolves one attack; returns whether it hit. */
export function attack(ctx: Ctx, att: Figure, target: Figure, spec: AttackSpec): boolean {
  const def = attackBegins(ctx, att, target, spec);
  // SKILLS, Animal Handler: a handler may keep the animal from attacking him or a friend.
  if (att.animal) {
    const handler = animalHandler(ctx, att, def);
    if (handler !== null && calmAnimal(ctx, att, handler, def)) return false;
  }
  const { profile, mode } = spec;
  let check: CheckLog | null = null;
  let hit = true;
  // The roll to hit: its total and target are all the dodge needs. The log is kept when an event
  // will show it or a karma re-roll may be bought; otherwise the same throw is made without it.
  let total = 0;
  let needs = 0;
  if (!hitsAutomatically(att, def, mode)) {
    // Grapple: attacks hit without a roll. Every other attack is a DX check (ACTION).
    const dice = attackDice(ctx, att, def);
    const base = attackTarget(att, def, profile, spec.bonus);
    if (ctx.emit !== null || mayReroll(att)) {
      check = rollCheck(ctx, att, dice, 'DX', base, () => `${att.name} ${VERB[mode]} ${def.name}`);
      hit = check.passed;
      total = check.throws[check.throws.length - 1].total;
      needs = check.target;
    } else {
      needs = spendCheckTarget(att, base);
      total = throwTotal(ctx, att, dice, () => `${att.name} ${VERB[mode]} ${def.name}: ${dice}/DX needs ${needs}`);
      hit = total <= needs;
    }
  }
  attackRolled(ctx, att, def, spec, check, hit);
  if (hit && mode === 'strike' && spec.role === 'action') {
    if (offerDodge(ctx, def, att, total, needs, profile.name, spec.bonus)) hit = false;
  }
  if (hit) {
    rollDamage(ctx, att, def, profile, { skill: damageSkill(profile, spec.bonus, mode === 'grapple'), extraDie: spec.extraDie === true, grappling: mode === 'grapple' });
  }
  // def !== target: the missile was reversed.
  if (spec.role === 'action' && def === target && def.status === 'standing' && att.status === 'standing') {
    offerReaction(ctx, def, att, 'survived', hit);
  }
  return hit;
}

/** The start of an attack: who is really aimed at (Reverse Missiles), who took part. */
function attackBegins(ctx: Ctx, att: Figure, target: Figure, spec: AttackSpec): Figure {
  const reversed = missileTurnsBack(att, target, spec.mode);
  const def = reversed ? att : target;
  if (reversed) emit(ctx, { t: 'effect', figure: target.id, text: `the missile turns back on ${att.name}` });
  att.contributed = true;
  def.contributed = true;
  if (ctx.acting === att) ctx.attacked.add(def.id);
  // A sleeper wakes when attacked, hit or missed (ILLUSION, Sleep).
  if (def.effects.length > 0) for (const e of [...def.effects]) figureEffectKind(e.kind).onAttacked?.(ctx, def, e);
  return def;
}

/** After the roll to hit: the log, a thrown weapon on the floor, a fired weapon unloaded. */
function attackRolled(ctx: Ctx, att: Figure, def: Figure, spec: AttackSpec, check: CheckLog | null, hit: boolean): void {
  const { profile, mode } = spec;
  // Unarmed Combat's levels do not go to damage inside a grapple (damageSkill).
  const shownSkill = profile.skillToHit ? profile.skill : damageSkill(profile, null, mode === 'grapple');
  if (ctx.emit) emit(ctx, {
    t: 'attack',
    attacker: att.id,
    defender: def.id,
    mode,
    role: spec.role,
    weapon: profile.name,
    bonus: shownSkill > 0 ? (profile.skillToHit ? spec.bonus : 'damage') : null,
    skill: shownSkill,
    check,
    hit,
  });
  if (mode !== 'grapple' && att.effects.length > 0) {
    const dice = attackDice(ctx, att, def);
    for (const e of [...att.effects]) figureEffectKind(e.kind).onActionRolled?.(ctx, att, e, dice, hit);
  }
  if (mode === 'throw') {
    // The weapon lands in the target's hex, hit or miss, to be picked up there (Shoot/Throw).
    ctx.state.floor.push({ cell: def.cell, kind: 'weapon', name: profile.name, owner: att.id });
    att.ready = null;
  }
  if (mode === 'shoot' && profile.weapon && profile.weapon.reloadTurns > 0) {
    att.loaded = false;
    att.reloading = 0;
  }
}
