// ACTION, Change Weapons: a turn spent readying another carried weapon (or emptying the hands), with
// no move in that turn. Picking up a weapon or shield from the floor of one's hex is an action after
// moving (ruling): the weapon comes to hand if the hand is empty, else it is carried; a shield is
// strapped on unless the weapon in hand is two-handed (WEAPONS (2)). Heft is the least ST to wield a
// weapon (WEAPONS, Heft); inside a grapple only (G) weapons can be readied. Dropping the shield is
// part of Change Weapons too (ruling "Dropping a shield is a change of weapons"): the rules text
// gives no action for it, yet a caster's hands must hold no shield (MAGIC) and a two-handed weapon
// takes both hands (WEAPONS (2)).
import type { Figure } from './figure';
import { armorWorn, attackProfiles, effectiveSt, movementAllowance, shieldRow, weaponOf, weaponWord } from './figure';
import type { AttackMode } from './events';
import { lineOfFire } from './sight';
import type { Action } from './protocol';
import type { Ctx } from './state';
import { emit, figureDistance, intern, memoNumber, MEMO_POTENTIAL, MEMO_POTENTIAL_SHIELD } from './state';
import { allActionKinds, registerAction } from './actions';
import { dropHeld } from './grapple';
import { estimateAttack } from './ai/value';

/** Empty hands, as the item of a Change Weapons action. */
export const EMPTY_HANDS = '';

/** Can `fig` hold this weapon now? */
export function canWield(fig: Figure, name: string): boolean {
  const w = weaponOf(fig, name);
  if (!w) return false;
  if (w.heft !== null && w.heft > fig.st) return false;
  if (w.twoHanded && fig.shield !== null) return false;
  if (fig.grapple !== null && !w.grappling) return false;
  return true;
}

/**
 * Whether the shield keeps the figure from something it could do with its hands free, the only time
 * dropping it is offered (so a fighter's menu keeps its length): casting, for one whose sheet has
 * spells (MAGIC: a caster holds a staff at most), or readying a two-handed weapon it carries and is
 * strong enough for (WEAPONS (2)).
 */
export function shieldInTheWay(fig: Figure): boolean {
  if (fig.shield === null) return false;
  if (hasSpells(fig)) return true;
  // A two-handed weapon he could ready were the shield gone (heft, a grapple: canWield).
  // Asked at every turn's menu and by the AI's planner: the figure is copied only for such a weapon.
  return fig.carried.some((name) => weaponOf(fig, name)?.twoHanded === true && canWield({ ...fig, shield: null }, name));
}

/**
 * A sheet with spells and no metal armor: one who could cast but for what is in his hands (the bars
 * of magic/core.ts, castingBar, that dropping a shield can lift; metal armor it cannot).
 */
function hasSpells(fig: Figure): boolean {
  const sheet = fig.character;
  return sheet !== null && sheet.spells.length > 0 && !armorWorn(sheet, fig.armors)?.metal;
}

/** Is this Change Weapons action the one that drops the shield (its item is the shield's name)? */
function dropsShield(fig: Figure, a: Action): boolean {
  return fig.shield !== null && a.item === fig.shield.name;
}

/**
 * What the figure's best attack is worth against the best target it could use it on soon (for the
 * AI): a foe it can reach and strike next turn, or one it can see to shoot, or one in throwing range.
 */
function potential(ctx: Ctx, fig: Figure): number {
  let best = 0;
  const reach = movementAllowance(fig) + 1;
  const profiles = attackProfiles(fig);
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing') continue;
    const d = figureDistance(ctx, fig, e);
    for (const p of profiles) {
      let mode: AttackMode | null;
      if (fig.grapple === e.id) mode = p.grappling ? 'grapple' : null;
      else if (p.missile) mode = (p.weapon && !fig.loaded) || !lineOfFire(ctx, fig.cell, e.cell, fig, e) || (p.range !== null && d > p.range) ? null : 'shoot';
      else if (p.melee) mode = d <= reach ? 'strike' : null;
      else mode = d <= effectiveSt(fig) + reach ? 'throw' : null;
      if (!mode) continue;
      best = Math.max(best, estimateAttack(ctx, fig, e, p, p.skill > 0 ? (p.skillToHit ? 'hit' : 'damage') : null, mode).gain);
    }
  }
  // Other kinds that depend on what is in hand (casting a spell: MAGIC).
  for (const k of allActionKinds()) if (k.potential) best = Math.max(best, k.potential(ctx, fig));
  return best;
}

/** A weapon in hand as a number for the memo: empty hands (null or EMPTY_HANDS) are 0. */
function weaponId(name: string | null): number {
  return name ? intern(name) : 0;
}

/** Turns ahead over which the AI counts a better weapon. */
const HORIZON = 2;

/** What a shield's protection is worth to the AI, taking it up or giving it up. */
const SHIELD_WORTH = 0.05;

/**
 * For the AI: what strapping on (`on`) or dropping a shield changes in what the figure could do, the
 * shield's own worth included. Only a caster's potential depends on the shield (MAGIC).
 */
function shieldChange(ctx: Ctx, fig: Figure, on: boolean, shield: NonNullable<Figure['shield']>): number {
  const worth = on ? SHIELD_WORTH : -SHIELD_WORTH;
  if (!hasSpells(fig)) return worth;
  const now = memoNumber(ctx, MEMO_POTENTIAL, intern(fig.id), weaponId(fig.ready), () => potential(ctx, fig));
  // Kept by the shield too: two shields on one floor are worth each its own.
  const then = memoNumber(ctx, MEMO_POTENTIAL_SHIELD, intern(fig.id), intern(`${fig.ready ?? ''}|${on ? shield.name : ''}`), () => potential(ctx, { ...fig, shield: on ? shield : null }));
  return worth + HORIZON * (then - now);
}

registerAction({
  kind: 'ready',
  stationary: true,
  options(ctx, fig) {
    const out: Action[] = [];
    const seen = new Set<string>();
    for (const name of fig.carried) {
      if (seen.has(name) || name === fig.ready || !canWield(fig, name)) continue;
      seen.add(name);
      out.push({ kind: 'ready', item: name });
    }
    if (fig.ready !== null) out.push({ kind: 'ready', item: EMPTY_HANDS });
    if (shieldInTheWay(fig)) out.push({ kind: 'ready', item: fig.shield!.name });
    return out;
  },
  describe(ctx, fig, a) {
    if (dropsShield(fig, a)) {
      // Says why it is offered: the shield bars casting, or takes the hand a two-handed weapon needs.
      const why = hasSpells(fig) ? 'a shield bars casting' : 'to free both hands';
      return `Change weapons: drop the ${a.item} (${why})`;
    }
    const put = fig.ready !== null ? `put away the ${weaponWord(fig, fig.ready)}` : '';
    if (a.item === EMPTY_HANDS) return `Change weapons: ${put}, hands empty`;
    const w = weaponOf(fig, a.item!)!;
    return `Change weapons: ${put ? `${put}, ` : ''}ready the ${weaponWord(fig, w.name)} (${w.damage}${w.grapplingDamage && fig.grapple ? `, ${w.grapplingDamage} grappling` : ''})`;
  },
  value(ctx, fig, a) {
    if (dropsShield(fig, a)) return shieldChange(ctx, fig, false, fig.shield!) - 0.01;
    const now = memoNumber(ctx, MEMO_POTENTIAL, intern(fig.id), weaponId(fig.ready), () => potential(ctx, fig));
    const item = a.item === EMPTY_HANDS ? null : a.item!;
    const then = memoNumber(ctx, MEMO_POTENTIAL, intern(fig.id), weaponId(item), () => potential(ctx, { ...fig, ready: item }));
    return HORIZON * (then - now) - 0.01;
  },
  perform(ctx, fig, a) {
    if (dropsShield(fig, a)) {
      // Onto the floor of its hex, as any dropped shield: picked up again with an action, or after a won fight.
      dropHeld(ctx, fig, true);
      return;
    }
    const from = fig.ready;
    if (a.item !== EMPTY_HANDS) {
      const i = fig.carried.indexOf(a.item!);
      if (i < 0 || !canWield(fig, a.item!)) throw new Error(`${fig.name} cannot ready ${a.item}`);
      fig.carried.splice(i, 1);
    }
    if (from !== null) fig.carried.push(from);
    fig.ready = a.item === EMPTY_HANDS ? null : a.item!;
    if (ctx.emit) emit(ctx, { t: 'ready', figure: fig.id, from, to: fig.ready });
  },
});

registerAction({
  kind: 'pick-up',
  stationary: false,
  cells(ctx) {
    return ctx.state.floor.map((i) => i.cell);
  },
  options(ctx, fig, from) {
    // A wild animal fights with its own teeth and claws and takes up no gear (ruling "Animals take
    // up no gear"): before, a giant rat of the tutorial strapped on the hero's dropped shield.
    if (fig.animal) return [];
    const out: Action[] = [];
    const seen = new Set<string>();
    for (const item of ctx.state.floor) {
      if (item.cell !== from || seen.has(item.name)) continue;
      if (item.kind === 'weapon') {
        const w = weaponOf(fig, item.name);
        if (!w || (w.heft !== null && w.heft > fig.st) || (fig.grapple !== null && !w.grappling)) continue;
      } else {
        const w = fig.ready !== null ? weaponOf(fig, fig.ready) : undefined;
        if (fig.shield !== null || w?.twoHanded || fig.grapple !== null) continue;
      }
      seen.add(item.name);
      out.push({ kind: 'pick-up', item: item.name, cell: from });
    }
    return out;
  },
  describe(ctx, fig, a) {
    const shield = shieldRow(a.item!);
    if (shield) return `Pick up the ${a.item} and strap it on`;
    // Named as its owner would name it: a goblin's club is a Club even to a mage (playtest), a
    // mage's staff a staff.
    const lying = ctx.state.floor.find((x) => x.cell === a.cell && x.name === a.item);
    const owner = lying?.owner ? ctx.byId.get(lying.owner) : undefined;
    return `Pick up the ${weaponWord(owner ?? fig, a.item!)}${fig.ready === null ? ' and hold it ready' : ' and carry it'}`;
  },
  value(ctx, fig, a) {
    const shield = shieldRow(a.item!);
    if (shield) return shieldChange(ctx, fig, true, { name: shield.name, points: shield.points, restriction: shield.restriction });
    if (fig.ready !== null) return 0.005;
    const now = memoNumber(ctx, MEMO_POTENTIAL, intern(fig.id), weaponId(null), () => potential(ctx, fig));
    const then = memoNumber(ctx, MEMO_POTENTIAL, intern(fig.id), weaponId(a.item!), () => potential(ctx, { ...fig, ready: a.item! }));
    return HORIZON * (then - now) - 0.01;
  },
  perform(ctx, fig, a) {
    const i = ctx.state.floor.findIndex((x) => x.cell === fig.cell && x.name === a.item);
    if (i < 0) throw new Error(`no ${a.item} on the floor where ${fig.name} stands`);
    const [item] = ctx.state.floor.splice(i, 1);
    if (item.owner !== fig.id) fig.taken.push(item);
    let readied = false;
    if (item.kind === 'shield') {
      const s = shieldRow(item.name)!;
      fig.shield = { name: s.name, points: s.points, restriction: s.restriction };
    } else if (fig.ready === null) {
      fig.ready = item.name;
      readied = true;
    } else fig.carried.push(item.name);
    if (ctx.emit) emit(ctx, { t: 'pick-up', figure: fig.id, item: item.name, readied, owner: item.owner });
  },
});
