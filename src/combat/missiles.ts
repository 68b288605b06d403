// ACTION, Shoot/Throw: a shooter or thrower hits an unobstructed defender by passing 3/DX (a clear
// line of fire: no wall, obstacle or other figure in the way; sight.ts). A shooter
// cannot move in the turn he shoots; missile range is beyond the board. A thrower may move; his range
// is his ST in hexes, and the weapon lands in the target's hex, where he must pick it up before
// throwing it again (change-weapons.ts). WEAPONS (R)/(R3): a crossbow reloads in one turn, an arbalest in
// three, turns in which its bearer does nothing else (ruling: reloading is a stationary action).
import type { AttackProfile, Figure } from './figure';
import { attackProfiles, attackProfilesWith, effectiveSt, weaponOf, weaponWord } from './figure';
import type { Action } from './protocol';
import type { Ctx } from './state';
import { emit, figureById, figureDistance, intern, memoNumber, memoValue, MEMO_THROW } from './state';
import { actionKey, registerAction } from './actions';
import { attack } from './attack';
import { lineOfFire } from './sight';
import { heldInGrapple } from './movement';
import { bonusText, oddsText, profileNamed } from './strike';
import { mapCells } from './map';
import { bonusChoices, estimateAttack, replyRisk } from './ai/value';

/** Turns of fighting without the thrown weapon that the AI counts against a throw. */
const THROW_HORIZON = 2;

/** What a strike with `p` on `def` would be worth, wherever they stand. */
function meleeGain(ctx: Ctx, fig: Figure, def: Figure, p: AttackProfile): number {
  let best = 0;
  for (const bonus of bonusChoices(p)) best = Math.max(best, estimateAttack(ctx, fig, def, p, bonus, 'strike').gain);
  return best;
}

/** A grappler attacks only his foe, unless twice as strong (Grapple; Drag). */
function freeToAim(ctx: Ctx, fig: Figure): boolean {
  return !heldInGrapple(ctx, fig);
}

registerAction({
  kind: 'shoot',
  stationary: true,
  options(ctx, fig, from) {
    if (!freeToAim(ctx, fig)) return [];
    const out: Action[] = [];
    for (const p of attackProfiles(fig)) {
      if (!p.missile || (p.weapon && !fig.loaded)) continue;
      for (const e of ctx.state.figures) {
        if (e.side === fig.side || e.status !== 'standing' || e.id === fig.grapple) continue;
        if (p.range !== null && figureDistance(ctx, fig, e, from) > p.range) continue;
        if (!lineOfFire(ctx, from, e.cell, fig, e)) continue;
        for (const bonus of bonusChoices(p)) out.push(bonus ? { kind: 'shoot', target: e.id, item: p.name, bonus } : { kind: 'shoot', target: e.id, item: p.name });
      }
    }
    return out;
  },
  describe(ctx, fig, a) {
    const def = figureById(ctx, a.target!);
    const p = profileNamed(fig, a.item);
    return `Shoot ${def.name} with ${p.name}${bonusText(p, a.bonus)}: ${oddsText(ctx, fig, def, p, a.bonus ?? null, 'shoot')}`;
  },
  value(ctx, fig, a, from) {
    const def = figureById(ctx, a.target!);
    const e = estimateAttack(ctx, fig, def, profileNamed(fig, a.item), a.bonus ?? null, 'shoot', { from });
    return e.gain - replyRisk(ctx, fig, def, e.pDrop, from);
  },
  perform(ctx, fig, a) {
    attack(ctx, fig, figureById(ctx, a.target!), { mode: 'shoot', role: 'action', profile: profileNamed(fig, a.item), bonus: a.bonus ?? null });
  },
});

registerAction({
  kind: 'throw',
  stationary: false,
  positional: true,
  cells(ctx, fig) {
    return attackProfiles(fig).some((p) => p.throwable && fig.ready === p.name) ? mapCells(ctx.map) : [];
  },
  options(ctx, fig, from) {
    if (!freeToAim(ctx, fig)) return [];
    const out: Action[] = [];
    const range = effectiveSt(fig);
    for (const p of attackProfiles(fig)) {
      if (!p.throwable || fig.ready !== p.name) continue;
      for (const e of ctx.state.figures) {
        if (e.side === fig.side || e.status !== 'standing' || e.id === fig.grapple) continue;
        if (figureDistance(ctx, fig, e, from) > range || !lineOfFire(ctx, from, e.cell, fig, e)) continue;
        for (const bonus of bonusChoices(p)) out.push(bonus ? { kind: 'throw', target: e.id, item: p.name, bonus } : { kind: 'throw', target: e.id, item: p.name });
      }
    }
    return out;
  },
  describe(ctx, fig, a) {
    const def = figureById(ctx, a.target!);
    const p = profileNamed(fig, a.item);
    return `Throw ${weaponWord(fig, p.name)} at ${def.name}${bonusText(p, a.bonus)}: ${oddsText(ctx, fig, def, p, a.bonus ?? null, 'throw')} (it lands in ${def.name}'s hex)`;
  },
  value(ctx, fig, a, from) {
    // From where it is thrown matters through the distance alone (the reply the thrower risks),
    // unless hex effects change the dice from hex to hex.
    if (ctx.state.hexEffects.length > 0) return throwValue(ctx, fig, a, from);
    const def = figureById(ctx, a.target!);
    const d = figureDistance(ctx, fig, def, from);
    // Kept by thrower, target, weapon, bonus and distance (two figures of a side may weigh the same
    // throw on one board), as two numbers while they are small enough.
    const who = intern(fig.id) * 4096 + intern(a.target!);
    const b = (intern(a.item!) * 3 + (a.bonus === 'hit' ? 1 : a.bonus === 'damage' ? 2 : 0)) * 256 + d;
    if (d >= 256 || b >= 0x100000 || who >= 0x100000 || intern(a.target!) >= 4096) {
      return memoValue(ctx, `throw|${fig.id}|${actionKey(a)}|${d}`, () => throwValue(ctx, fig, a, from));
    }
    return memoNumber(ctx, MEMO_THROW, who, b, () => throwValue(ctx, fig, a, from));
  },
  perform(ctx, fig, a) {
    attack(ctx, fig, figureById(ctx, a.target!), { mode: 'throw', role: 'action', profile: profileNamed(fig, a.item), bonus: a.bonus ?? null });
  },
});

/** What a throw is worth, less the reply it risks and the fighting without the weapon it costs. */
function throwValue(ctx: Ctx, fig: Figure, a: Action, from: number): number {
  const def = figureById(ctx, a.target!);
  const p = profileNamed(fig, a.item);
  const e = estimateAttack(ctx, fig, def, p, a.bonus ?? null, 'throw', { from });
  // The weapon leaves the hand: until it is picked up again (or another drawn), the thrower
  // fights with what is left. Count a couple of turns of that loss.
  const withIt = p.melee ? meleeGain(ctx, fig, def, p) : 0;
  let without = 0;
  for (const q of attackProfilesWith(fig, null)) if (q.melee) without = Math.max(without, meleeGain(ctx, fig, def, q));
  for (const w of fig.carried) {
    const q = attackProfilesWith(fig, w).find((x) => x.name === w && x.melee);
    if (q) without = Math.max(without, 0.8 * meleeGain(ctx, fig, def, q));
  }
  return e.gain - replyRisk(ctx, fig, def, e.pDrop, from) - THROW_HORIZON * Math.max(0, withIt - without);
}

registerAction({
  kind: 'reload',
  stationary: true,
  options(ctx, fig) {
    const w = fig.ready !== null ? weaponOf(fig, fig.ready) : undefined;
    if (!w || w.reloadTurns === 0 || fig.loaded) return [];
    return [{ kind: 'reload', item: w.name }];
  },
  describe(ctx, fig) {
    const w = weaponOf(fig, fig.ready!)!;
    return `Reload the ${w.name} (turn ${fig.reloading + 1} of ${w.reloadTurns})`;
  },
  value(ctx, fig) {
    const w = weaponOf(fig, fig.ready!)!;
    // Worth the shots it makes possible, spread over the turns it takes.
    let shot = 0;
    const loaded = { ...fig, loaded: true };
    for (const e of ctx.state.figures) {
      if (e.side === fig.side || e.status !== 'standing') continue;
      for (const p of attackProfiles(loaded)) if (p.missile) shot = Math.max(shot, estimateAttack(ctx, loaded, e, p, null, 'shoot').gain);
    }
    return (0.9 * shot) / w.reloadTurns;
  },
  perform(ctx, fig) {
    const w = weaponOf(fig, fig.ready!)!;
    fig.reloading += 1;
    if (fig.reloading >= w.reloadTurns) {
      fig.loaded = true;
      fig.reloading = 0;
    }
    if (ctx.emit) emit(ctx, { t: 'reload', figure: fig.id, weapon: w.name, done: fig.loaded ? w.reloadTurns : fig.reloading, of: w.reloadTurns });
  },
});
