// ACTION, Counterattack: a defender who survives an attack may at once strike back (adjacent) or
// shoot back; a figure passed by without being attacked may do the same (Reaction). When an enemy
// enters his space as an action, the defender's counterattack is preemptive and adds a die of
// damage (Entering an Enemy's Space). All are reactions: they cost the defender his next turn.
import type { AttackProfile, Figure } from './figure';
import { attackProfiles, weaponWord } from './figure';
import type { Reaction, ReactionCause } from './protocol';
import type { Ctx } from './state';
import { figureDistance } from './state';
import type { AttackMode, AttackRole } from './events';
import { registerReaction } from './actions';
import { attack } from './attack';
import { lineOfFire } from './sight';
import { isStrongGrappler } from './movement';
import { bonusText, oddsText, profileNamed } from './strike';
import { bonusChoices, estimateAttack, nextTurnValue } from './ai/value';

/** How `def` would hit `att` with attack `name` from where they stand, or null if he cannot. */
export function counterMode(ctx: Ctx, def: Figure, att: Figure, name: string, why: ReactionCause): AttackMode | null {
  const p = firstNamed(attackProfiles(def), name);
  if (p === undefined) return null;
  return profileCounterMode(ctx, def, att, p, why);
}

/**
 * The first profile called `name` (what find() by name gives), by a plain loop: reactions are
 * offered after every attack, and a closure per look-up showed in the simulator's profile.
 */
function firstNamed(profiles: readonly AttackProfile[], name: string | undefined): AttackProfile | undefined {
  for (let i = 0; i < profiles.length; i++) if (profiles[i].name === name) return profiles[i];
  return undefined;
}

/** counterMode() for a profile in hand: the first of `def`'s profiles with its name (names are unique). */
function profileCounterMode(ctx: Ctx, def: Figure, att: Figure, p: AttackProfile, why: ReactionCause): AttackMode | null {
  if (def.grapple !== null) {
    if (def.grapple === att.id) return p.grappling && why !== 'entered' ? 'grapple' : null;
    if (!isStrongGrappler(ctx, def)) return null;
  }
  const d = figureDistance(ctx, def, att);
  if (why === 'entered') return d === 1 && p.melee ? 'strike' : null;
  if (d === 1 && p.melee) return 'strike';
  // ACTION, Counterattack: "by shooting or striking his attacker": a thrown weapon is no counterattack
  // (docs/rulings.md; a mage's staff is not thrown five hexes in answer to a shot).
  if (p.missile) {
    if (p.weapon && !def.loaded) return null;
    if (p.range !== null && d > p.range) return null;
    return lineOfFire(ctx, def.cell, att.cell, def, att) ? 'shoot' : null;
  }
  return null;
}

const ROLE: Record<ReactionCause, AttackRole> = { survived: 'counter', passed: 'passed', entered: 'preempt' };

registerReaction({
  kind: 'counter',
  options(ctx, def, att, why) {
    const out: Reaction[] = [];
    const profiles = attackProfiles(def);
    for (let i = 0; i < profiles.length; i++) {
      const p = profiles[i];
      const mode = profileCounterMode(ctx, def, att, firstNamed(profiles, p.name)!, why);
      if (!mode) continue;
      const bonuses = mode === 'grapple' ? (p.skill > 0 ? (['damage'] as const) : ([null] as const)) : bonusChoices(p);
      for (const bonus of bonuses) out.push(bonus ? { kind: 'counter', item: p.name, bonus } : { kind: 'counter', item: p.name });
    }
    return out;
  },
  describe(ctx, def, att, r, why) {
    const p = profileNamed(def, r.item);
    const mode = counterMode(ctx, def, att, p.name, why)!;
    const head = why === 'entered' ? `Strike ${att.name} first, +1 die of damage,` : `Counterattack ${att.name}`;
    const word = weaponWord(def, p.name);
    return `${head} with ${word}${bonusText(p, r.bonus)}: ${oddsText(ctx, def, att, p, r.bonus ?? null, mode, why === 'entered')} (you give up your next turn)`;
  },
  value(ctx, def, att, r, why) {
    const p = profileNamed(def, r.item);
    const mode = counterMode(ctx, def, att, p.name, why)!;
    const e = estimateAttack(ctx, def, att, p, r.bonus ?? null, mode, { extraDie: why === 'entered', role: ROLE[why] });
    return e.gain - nextTurnValue(ctx, def);
  },
  perform(ctx, def, att, r, why) {
    // profileNamed gives the first profile of that name, the one counterMode would look up again.
    const p = profileNamed(def, r.item);
    const mode = profileCounterMode(ctx, def, att, p, why);
    if (!mode) throw new Error(`${def.name} cannot counterattack ${att.name} with ${p.name}`);
    attack(ctx, def, att, { mode, role: ROLE[why], profile: p, bonus: r.bonus ?? null, extraDie: why === 'entered' });
  },
});
