// KINETICS: the magic strikes (Magic Fist, Fireball, Lightning), Drop and Break Weapon, Tripp, Avert,
// Shock Shield and Blast.
import type { Spell } from '../../rules';
import { beingWeapon, weaponNamed } from '../../rules';
import { fixDice, formatCurses, formatDice, formatPercent, parseDice } from '../../dice';
import type { AttackProfile, Figure } from '../../combat/figure';
import { weaponWord } from '../../combat/figure';
import type { Action } from '../../combat/protocol';
import type { Ctx } from '../../combat/state';
import { emit, figureDistance } from '../../combat/state';
import { passChance, rollOwn } from '../../combat/checks';
import { attack, attackDice, attackTarget, hitsAutomatically, missileTurnsBack } from '../../combat/attack';
import { lineOfFire } from '../../combat/sight';
import { outcomeText } from '../../combat/strike';
import { dropHeld } from '../../combat/grapple';
import { estimateAttack, worth } from '../../combat/ai/value';
import { hasEffect } from '../core';
import { harmDirect, shock } from '../effect-kinds';
import { HORIZON, damageValue, sign } from '../value';
import { cast, fig, onTarget, visible, xRange, addEffect, onBeings } from './handler';
import type { SpellHandler } from './handler';

/** The magic strikes as a missile attack profile: XD6-2, XD6-1, XD6 (KINETICS). */
const STRIKES = new Map<string, AttackProfile>();
export function strikeProfile(spell: Spell, x: number): AttackProfile {
  const key = `${spell.name}|${x}`;
  let p = STRIKES.get(key);
  if (!p) STRIKES.set(key, (p = makeStrikeProfile(spell, x)));
  return p;
}

function makeStrikeProfile(spell: Spell, x: number): AttackProfile {
  const d = fixDice(parseDice(spell.damage!.replace('X', String(x))));
  return {
    name: spell.name,
    weapon: null,
    damage: d,
    grappleDamage: d,
    fatigue: false,
    missile: true,
    throwable: false,
    range: null,
    skill: 0,
    skillToHit: false,
    grappling: false,
    melee: false,
  };
}

/** Fist, Fireball, Lightning: shot like a missile at 3/DX, damage less armor (ruling), no contest. */
export const strikeHandler: SpellHandler = {
  options(ctx, f, spell, from) {
    const out: Action[] = [];
    // A caster held in a grapple aims only at his foe (cast.ts, withinGrapple; ACTION, Grapple), and
    // only if he began his turn grappling, as for any attack in a grapple. The strikes act as
    // missiles: a figure in the line of fire obstructs them (Shoot/Throw; sight.ts).
    const aimable = (t: Figure) => t !== f && (t.id !== f.grapple || f.grappledAtTurnStart) && lineOfFire(ctx, from, t.cell, f, t);
    for (const t of visible(ctx, f, from, aimable)) for (const x of xRange(f, spell)) out.push(cast(spell, { target: t.id, x }));
    return out;
  },
  aim(ctx, f, spell, a) {
    const p = strikeProfile(spell, a.x ?? 1);
    return `at ${fig(ctx, a.target).name} (X=${a.x ?? 1}: ${formatDice(p.damage)})`;
  },
  value(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    const gain = estimateAttack(ctx, f, t, strikeProfile(spell, a.x ?? 1), null, 'shoot').gain;
    // Turned back by Reverse Missiles, the estimate is already the caster's own loss.
    return missileTurnsBack(f, t, 'shoot') ? gain : sign(f, t) * gain;
  },
  resolve(ctx, f, spell, a) {
    attack(ctx, f, fig(ctx, a.target), { mode: 'shoot', role: 'action', profile: strikeProfile(spell, a.x ?? 1), bonus: null });
  },
  landing(ctx, f, spell, a, castChance) {
    const aimed = fig(ctx, a.target);
    const p = strikeProfile(spell, a.x ?? 1);
    // ENCHANTING, Reverse Missiles: the strike turns on the caster, who rolls to hit himself.
    const back = missileTurnsBack(f, aimed, 'shoot');
    const t = back ? f : aimed;
    const turn = back ? `it turns back on ${f.name} (Reverse Missiles): ` : '';
    // ACTION, Grapple: at the foe who grapples him, it hits automatically.
    if (hitsAutomatically(f, t, 'shoot')) return { text: 'then it hits automatically (a grapple)', chance: 1, outcome: outcomeText(f, t, p, null, 'shoot', castChance) };
    const n = attackDice(ctx, f, t);
    const needs = attackTarget(f, t, p, null);
    const hit = passChance(n, needs, f.curses);
    return { text: `then ${turn}${n}/DX needs ${needs}${formatCurses(f.curses)}, ${formatPercent(hit)}`, chance: hit, outcome: outcomeText(f, t, p, null, 'shoot', castChance * hit) };
  },
};

/** KINETICS, Drop Weapon: the target lets go of what he holds (weapon in hand and shield). */
export const dropHandler: SpellHandler = {
  subject: onTarget,
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && (t.ready !== null || t.shield !== null)).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name} (${fig(ctx, a.target).st >= 20 ? 2 : 1}F)`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side !== f.side ? 0.4 * worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    dropHeld(ctx, fig(ctx, a.target));
  },
};

/**
 * KINETICS, Break Weapon: the weapon in the target's hand shatters: a row of the tables or a being's
 * own (the Giant's club), none of them magical; an adventure's own weapons are its magic ones.
 */
export const breakHandler: SpellHandler = {
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && t.ready !== null && (weaponNamed(t.ready) !== undefined || beingWeapon(t.ready) !== undefined)).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `: ${fig(ctx, a.target).name}'s ${weaponWord(fig(ctx, a.target), fig(ctx, a.target).ready!)}`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side !== f.side ? 0.5 * worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    const w = t.ready;
    t.ready = null;
    emit(ctx, { t: 'effect', figure: null, text: `${t.name}'s ${w !== null ? weaponWord(t, w) : w} shatters` });
  },
};

/** KINETICS, Tripp: knocked down, the victim loses his next turn (ruling). */
export const trippHandler: SpellHandler = {
  subject: onTarget,
  options: (ctx, f, spell, from) => visible(ctx, f, from, (t) => t !== f && !hasEffect(t, 'tripped')).map((t) => cast(spell, { target: t.id })),
  aim: (ctx, f, spell, a) => `on ${fig(ctx, a.target).name} (${fig(ctx, a.target).st >= 30 ? 4 : 2}F)`,
  value: (ctx, f, spell, a) => (fig(ctx, a.target).side !== f.side ? 0.8 * worth(ctx, fig(ctx, a.target)) : 0),
  resolve(ctx, f, spell, a) {
    const t = fig(ctx, a.target);
    addEffect(t, spell, 'tripped', 0, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${t.name} is knocked down and loses the next turn` });
  },
};

/** KINETICS, Avert: Avert-1 on one figure; Avert-3 and -7 on everyone in the area but the caster. */
export function avertHandler(area: boolean): SpellHandler {
  return onBeings(
    'avert',
    area,
    (ctx, f, t) => (t.side !== f.side && figureDistance(ctx, f, t) <= 2 ? 0.3 * worth(ctx, t) * HORIZON : 0),
    (ctx, f, spell, t) => {
      addEffect(t, spell, 'avert', spell.cost.kind === 'fixed' ? spell.cost.fatigue : 0, { value: spell.pushHexes ?? 2, source: f.id });
      emit(ctx, { t: 'effect', figure: null, text: `${t.name} is averted: driven ${spell.pushHexes ?? 2} hexes farther from ${f.name} each turn` });
    },
  );
}

/** Others sharing a hex with the caster (a grapple), and those next to him. */
function around(ctx: Ctx, f: Figure, radius: number): Figure[] {
  return ctx.state.figures.filter((t) => t !== f && t.status === 'standing' && t.cell >= 0 && figureDistance(ctx, f, t) <= radius);
}

/** KINETICS, Shock Shield: static on the caster; D6 to others in his hex, armor no help. */
export const shockHandler: SpellHandler = {
  options: (ctx, f, spell) => (hasEffect(f, 'shock-shield') ? [] : [cast(spell, {})]),
  aim: () => 'on yourself',
  value: (ctx, f) => (f.grapple !== null ? damageValue(ctx, fig(ctx, f.grapple), 3.5) * HORIZON : 0),
  resolve(ctx, f, spell) {
    addEffect(f, spell, 'shock-shield', 3, { source: f.id });
    emit(ctx, { t: 'effect', figure: null, text: `${f.name} is wrapped in a shock shield` });
    shock(ctx, f);
  },
};

/** KINETICS, Blast: D6 to every other figure in the caster's hex and next to it, armor no help. */
export const blastHandler: SpellHandler = {
  options: (ctx, f, spell) => (around(ctx, f, 1).length > 0 ? [cast(spell, {})] : []),
  aim: () => 'around yourself',
  value(ctx, f) {
    let v = 0;
    for (const t of around(ctx, f, 1)) v += sign(f, t) * damageValue(ctx, t, 3.5);
    return v;
  },
  resolve(ctx, f) {
    for (const t of around(ctx, f, 1)) {
      const r = rollOwn(ctx, f, 1, 6, () => `Blast on ${t.name}: damage 1D6`);
      harmDirect(ctx, t, r.sum, 'Blast');
    }
  },
};
