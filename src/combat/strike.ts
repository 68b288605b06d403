// ACTION, Strike: an attacker hits an adjacent foe by passing 3/DX, then rolls damage. Inside a
// grapple (Grapple) the same action is an automatic hit on the grappling foe, allowed only to a
// figure that began its turn grappling, with a (G) weapon, bare hands or a creature's own attacks.
// Weapon skill levels go all to hitting or all to damage, chosen before the attack (WEAPONS skills).
import { formatCurses, formatDice, formatPercent } from '../dice';
import type { AttackProfile, Figure } from './figure';
import { armorPoints, attackProfiles, effectiveSt, remainingSt, weaponWord } from './figure';
import type { Action } from './protocol';
import type { Ctx } from './state';
import { cellsNextToEnemies, figureById, figureDistance } from './state';
import { mapCells } from './map';
import type { AttackMode } from './events';
import { registerAction } from './actions';
import { attack, attackDice, attackTarget, damageSkill, hitsAutomatically, missileTurnsBack } from './attack';
import { passChance } from './checks';
import { damageDice } from './injury';
import { isStrongGrappler } from './movement';
import { bonusChoices, damageStats, estimateAttack, replyRisk } from './ai/value';

export function profileNamed(fig: Figure, name: string | undefined): AttackProfile {
  // A plain loop rather than find(): every strike and counterattack looks its attack up here.
  const profiles = attackProfiles(fig);
  let p: AttackProfile | undefined;
  for (let i = 0; i < profiles.length; i++) {
    if (profiles[i].name === name) {
      p = profiles[i];
      break;
    }
  }
  if (!p) throw new Error(`${fig.name} has no attack "${name}"`);
  return p;
}

/** "+2 to hit", "+1 damage" or nothing. */
export function bonusText(p: AttackProfile, bonus: 'hit' | 'damage' | undefined | null): string {
  if (p.skill <= 0) return '';
  return bonus === 'hit' && p.skillToHit ? ` (+${p.skill} to hit)` : ` (+${p.skill} damage)`;
}

/**
 * What an attack comes to, for a menu: the damage it does on average and the chance it drops the
 * target, each counting the chance `hit` that it lands ("expect 2.9 damage, 12.50% to drop Goblin").
 * Armor is taken off; a fatigue attack (bare hands) is counted in fatigue.
 */
export function outcomeText(att: Figure, def: Figure, p: AttackProfile, bonus: 'hit' | 'damage' | null, mode: AttackMode, hit: number, extraDie = false): string {
  const dmg = damageDice(p, { extraDie, grappling: mode === 'grapple' });
  const stronger = p.fatigue && effectiveSt(att) > effectiveSt(def) ? 1 : 0;
  const s = damageStats(dmg, damageSkill(p, bonus, mode === 'grapple') + stronger, armorPoints(def), remainingSt(def));
  return `expect ${(hit * s.expected).toFixed(1)} ${p.fatigue ? 'fatigue' : 'damage'}, ${formatPercent(hit * s.pDrop)} to drop ${def.name}`;
}

/** "3/DX needs 11, 62.50%; 2D6 damage; expect 4.4 damage, 25.00% to drop Goblin" for a menu. */
export function oddsText(ctx: Ctx, att: Figure, def: Figure, p: AttackProfile, bonus: 'hit' | 'damage' | null, mode: AttackMode, extraDie = false): string {
  // ENCHANTING, Reverse Missiles: the odds are those of the missile that turns back on its shooter.
  if (missileTurnsBack(att, def, mode)) return `turns back on ${att.name} (Reverse Missiles): ${oddsText(ctx, att, att, p, bonus, mode, extraDie)}`;
  const dmg = damageDice(p, { extraDie, grappling: mode === 'grapple' });
  const skill = damageSkill(p, bonus, mode === 'grapple');
  const d = { ...dmg, modifier: dmg.modifier + skill };
  const what = p.fatigue ? 'fatigue' : 'damage';
  if (hitsAutomatically(att, def, mode)) return `hits automatically; ${formatDice(d)} ${what}; ${outcomeText(att, def, p, bonus, mode, 1, extraDie)}`;
  const n = attackDice(ctx, att, def);
  const t = attackTarget(att, def, p, bonus);
  const hit = passChance(n, t, att.curses);
  return `${n}/DX needs ${t}${formatCurses(att.curses)}, ${formatPercent(hit)}; ${formatDice(d)} ${what}; ${outcomeText(att, def, p, bonus, mode, hit, extraDie)}`;
}

function strikeMode(fig: Figure, target: Figure): AttackMode {
  return fig.grapple === target.id ? 'grapple' : 'strike';
}

/**
 * The strikes `fig` may make from `from` (ACTION, Strike; Grapple): each put into `out`, or, given
 * `wanted`, only whether it is one of them (the turn checks each planned strike without making the
 * list). Inside a grapple, only a figure that began its turn grappling hits its partner, with the
 * attacks allowed there; a grappler who is not twice his foe's ST strikes nobody else.
 */
function strikes(ctx: Ctx, fig: Figure, from: number, out: Action[] | null, wanted: Action | null): boolean {
  const profiles = attackProfiles(fig);
  if (fig.grapple !== null) {
    const partner = figureById(ctx, fig.grapple);
    if (fig.grappledAtTurnStart && from === fig.cell && partner.status === 'standing' && (wanted === null || wanted.target === partner.id)) {
      for (const p of profiles) {
        if (!p.grappling) continue;
        // Grappling attacks hit without a roll, so skill levels can only go to damage.
        const bonus = p.skill > 0 ? 'damage' : undefined;
        if (wanted !== null) {
          if (wanted.item === p.name && wanted.bonus === bonus) return true;
        } else out!.push(bonus ? { kind: 'strike', target: partner.id, item: p.name, bonus } : { kind: 'strike', target: partner.id, item: p.name });
      }
    }
    if (!isStrongGrappler(ctx, fig)) return false;
  }
  for (const e of ctx.state.figures) {
    if (wanted !== null && e.id !== wanted.target) continue;
    if (e.side === fig.side || e.status !== 'standing' || e.id === fig.grapple) continue;
    if (figureDistance(ctx, fig, e, from) !== 1) continue;
    for (const p of profiles) {
      if (!p.melee || (wanted !== null && p.name !== wanted.item)) continue;
      for (const bonus of bonusChoices(p)) {
        if (wanted !== null) {
          if ((bonus ?? undefined) === wanted.bonus) return true;
        } else out!.push(bonus ? { kind: 'strike', target: e.id, item: p.name, bonus } : { kind: 'strike', target: e.id, item: p.name });
      }
    }
  }
  return false;
}

registerAction({
  kind: 'strike',
  stationary: false,
  cells(ctx, fig) {
    return fig.size <= 1 ? cellsNextToEnemies(ctx, fig) : mapCells(ctx.map);
  },
  options(ctx, fig, from) {
    const out: Action[] = [];
    strikes(ctx, fig, from, out, null);
    return out;
  },
  allows(ctx, fig, a, from) {
    return a.cell === undefined && a.spell === undefined && a.x === undefined && strikes(ctx, fig, from, null, a);
  },
  describe(ctx, fig, a) {
    const def = figureById(ctx, a.target!);
    const p = profileNamed(fig, a.item);
    const mode = strikeMode(fig, def);
    const verb = mode === 'grapple' ? `Hit ${def.name} in the grapple` : `Strike ${def.name}`;
    return `${verb} with ${weaponWord(fig, p.name)}${bonusText(p, a.bonus)}: ${oddsText(ctx, fig, def, p, a.bonus ?? null, mode)}`;
  },
  value(ctx, fig, a, from) {
    const def = figureById(ctx, a.target!);
    const p = profileNamed(fig, a.item);
    const e = estimateAttack(ctx, fig, def, p, a.bonus ?? null, strikeMode(fig, def), { from });
    return e.gain - replyRisk(ctx, fig, def, e.pDrop, from);
  },
  perform(ctx, fig, a) {
    const def = figureById(ctx, a.target!);
    attack(ctx, fig, def, { mode: strikeMode(fig, def), role: 'action', profile: profileNamed(fig, a.item), bonus: a.bonus ?? null });
  },
});
