// MAGIC, Cast Spell as actions of the combat pipeline: 'cast' (3/IQ, no move that turn; a direct
// spell on an unwilling being is an IQ contest the caster must win; Spell Shield stops direct
// spells; fatigue on success, from a staff first), the same cast as a preemptive counterattack
// when an enemy enters the caster's hex (MAGIC, Direct Spells), and the actions magic gives
// everyone: disbelieving an illusion (ILLUSION), shaking a sleeper awake (Sleep), and willing a
// morph or a summoned being away (MORPHING, SUMMONING).
import { formatCurses, formatPercent } from '../dice';
import type { Spell } from '../rules';
import type { Figure } from '../combat/figure';
import { effectiveIq, effectiveSt } from '../combat/figure';
import { fatigueSplit } from '../rules/fatigue';
import type { Action, Reaction } from '../combat/protocol';
import type { Ctx } from '../combat/state';
import { emit, figureById, figureDistance } from '../combat/state';
import type { ActionKind, ReactionKind } from '../combat/actions';
import { registerAction, registerReaction } from '../combat/actions';
import { passChance, rollCheck, rollContest } from '../combat/checks';
import { harm } from '../combat/injury';
import { canSee } from '../combat/sight';
import { mapCells } from '../combat/map';
import { contestWinChance } from '../combat/checks';
import { nextTurnValue, worth } from '../combat/ai/value';
import { areaCells, castIq, castingBar, costSplit, effectOf, figuresIn, hasEffect, payFatigue, removeEffect, spellCost, spellNamed, spellsOf, vanish } from './core';
import { heldInGrapple } from '../combat/movement';
import { unmorph } from './effect-kinds';
import type { SpellHandler } from './schools';
import { spellHandler, summonedBy } from './schools';
import { castChance, costValue } from './value';

function handler(spell: Spell): SpellHandler {
  const h = spellHandler(spell.name);
  if (!h) throw new Error(`no handler for the spell "${spell.name}"`);
  return h;
}

/** The being a direct spell is aimed at, who contests it unless on the caster's side (ruling). */
function resister(ctx: Ctx, fig: Figure, spell: Spell, a: Action | Reaction): Figure | null {
  if (!spell.direct) return null;
  const t = handler(spell).subject?.(ctx, a as Action) ?? null;
  return t && t.side !== fig.side ? t : null;
}

/** Every cast `fig` may make from `from` now. */
export function castOptions(ctx: Ctx, fig: Figure, from: number): Action[] {
  // Most figures know no spells: that answer needs no look at what they hold.
  if (spellsOf(ctx, fig).length === 0 || castingBar(ctx, fig) !== null) return [];
  const held = heldInGrapple(ctx, fig);
  const out: Action[] = [];
  for (const spell of spellsOf(ctx, fig)) {
    const h = spellHandler(spell.name);
    if (h) for (const a of h.options(ctx, fig, spell, from)) if (!held || withinGrapple(ctx, fig, spell, a)) out.push(a);
  }
  return out;
}

/**
 * ACTION, Grapple: grapplers can only attack each other, so a caster held in a grapple (heldInGrapple)
 * casts only what reaches nobody but himself and his foe: a spell on either of them, an area on the
 * grapple's hex with no one else in it, Blast with nobody else next to him, a spell on himself. Summoning
 * and images (a hex elsewhere), Flash (the whole board) and the like wait until he is free (ruling).
 */
function withinGrapple(ctx: Ctx, fig: Figure, spell: Spell, a: Action): boolean {
  const ok = (t: Figure) => t === fig || t.id === fig.grapple;
  if (a.target !== undefined) {
    const t = ctx.byId.get(a.target);
    const other = a.item !== undefined ? ctx.byId.get(a.item) : undefined;
    return !!t && ok(t) && (!other || ok(other));
  }
  if (a.cell !== undefined) {
    const cells = areaCells(ctx, a.cell, spell.hexes ?? 1, a.x ?? 0);
    return !!cells && cells.includes(fig.cell) && figuresIn(ctx, cells).every(ok);
  }
  if (spell.target === 'caster') return true;
  if (spell.target === 'around-caster' && spell.radius !== null && spell.radius !== undefined) {
    return ctx.state.figures.every((t) => t.status !== 'standing' || t.cell < 0 || ok(t) || figureDistance(ctx, fig, t) > spell.radius!);
  }
  return false;
}

/** "Cast Blur on Ysolde: 3/IQ needs 12, 74.07%; 2 fatigue". */
export function describeCast(ctx: Ctx, fig: Figure, a: Action | Reaction): string {
  const spell = spellNamed(a.spell);
  const h = handler(spell);
  const r = resister(ctx, fig, spell, a);
  const iq = castIq(fig);
  const odds = r
    ? `IQ contest with ${r.name} (${effectiveIq(r)}), ${formatPercent(castChance(fig, r))}`
    : `3/IQ needs ${iq}${formatCurses(fig.curses)}, ${formatPercent(passChance(3, iq, fig.curses))}`;
  const cost = spellCost(ctx, spell, a as Action);
  const aim = h.aim(ctx, fig, spell, a as Action);
  // A spell that must still hit once cast: both rolls, and the chance the whole action succeeds.
  const p = castChance(fig, r);
  const land = h.landing?.(ctx, fig, spell, a as Action, p);
  const whole = land ? `, ${land.text}: ${formatPercent(p * land.chance)} in all; ${land.outcome}` : '';
  return `Cast ${spell.name}${aim.startsWith(':') || aim === '' ? aim : ` ${aim}`}: ${odds}${whole}; ${cost} fatigue${fallWords(fig, cost)}`;
}

/**
 * What paying a spell's fatigue would leave the caster at, said before he chooses it (issue 29: a
 * lone mage spent 7 of her 9 on three spells with nothing to warn her): ", leaves Ysolde 6 of 9 ST",
 * what a staff pays first, and when it is more than tiredness, ", which knocks Ysolde out", and past
 * that each point as damage (INJURY & EXHAUSTION; ruling "A spell's fatigue is counted point by point").
 */
function fallWords(fig: Figure, cost: number): string {
  const split = costSplit(fig, cost);
  const tired = split.fatigue;
  const st = effectiveSt(fig);
  const lands = fatigueSplit(st, fig.damage, fig.fatigue, tired);
  const staff = split.staff > 0 ? ` (${split.staff} from the staff)` : '';
  if (tired === 0 || fig.damage + lands.damage + fig.fatigue + lands.fatigue < st) return `${staff}, leaves ${fig.name} ${st - fig.damage - fig.fatigue - tired} of ${st} ST`;
  return `${staff}, which knocks ${fig.name} out${lands.damage > 0 ? ` (${lands.damage} of it as damage)` : ''}`;
}

/** Expected value of a cast: chance of success times what it does less what its fatigue costs. */
export function castValue(ctx: Ctx, fig: Figure, a: Action | Reaction): number {
  const spell = spellNamed(a.spell);
  const h = handler(spell);
  const subject = h.subject?.(ctx, a as Action) ?? null;
  const shielded = spell.direct && subject !== null && hasEffect(subject, 'spell-shield');
  const p = castChance(fig, resister(ctx, fig, spell, a));
  const gain = shielded ? 0 : h.value(ctx, fig, spell, a as Action);
  return p * (gain - costValue(ctx, fig, spellCost(ctx, spell, a as Action)));
}

/** Casts a spell: the roll, the resistance, Spell Shield, the fatigue, the effect. Returns success. */
export function castSpell(ctx: Ctx, fig: Figure, a: Action | Reaction): boolean {
  const spell = spellNamed(a.spell);
  const h = handler(spell);
  const action = a as Action;
  const subject = h.subject?.(ctx, action) ?? null;
  const r = resister(ctx, fig, spell, a);
  const iq = castIq(fig);
  fig.contributed = true;
  if (subject && subject.side !== fig.side) subject.contributed = true;
  const title = `${fig.name} casts ${spell.name}`;
  let margin = 0;
  if (r) {
    // MAGIC, Direct Spells: the caster's 3/IQ is his side of an IQ contest with the target (ruling).
    const riq = effectiveIq(r);
    const c = rollContest(ctx, { fig, dice: 3, target: iq, attribute: iq }, { fig: r, dice: 3, target: riq, attribute: riq }, `${spell.name}, IQ contest`);
    const won = c.winner === fig.id;
    emit(ctx, { t: 'cast', figure: fig.id, spell: spell.name, on: r.id, check: null, contest: c, success: won });
    if (!won) return false;
    margin = iq - c.a.total;
  } else {
    const c = rollCheck(ctx, fig, 3, 'IQ', iq, () => title);
    emit(ctx, { t: 'cast', figure: fig.id, spell: spell.name, on: null, check: c, contest: null, success: c.passed });
    if (!c.passed) return false;
    margin = c.margin;
  }
  if (spell.resist && subject) {
    if (spell.resist.kind === 'margin' && subject.side !== fig.side) {
      // Channel Energy: the target escapes on 3/IQ by a margin at least the caster's.
      const t = rollCheck(ctx, subject, 3, 'IQ', effectiveIq(subject), () => `${subject.name} resists ${spell.name}`);
      if (t.passed && t.margin >= margin) {
        emit(ctx, { t: 'effect', figure: null, text: `${subject.name} resists ${spell.name} (3/IQ by ${t.margin}, the caster by ${margin})` });
        return false;
      }
    }
    if (spell.resist.kind === 'contest-tie-resists') {
      // Raise the Dead: the host keeps his body by winning or tying an IQ contest with the spirit (ruling).
      const spirit = figureById(ctx, action.item!);
      if (spirit.side !== subject.side) {
        const hiq = effectiveIq(subject);
        const c = rollContest(ctx, { fig: spirit, dice: 3, target: spirit.iq, attribute: spirit.iq }, { fig: subject, dice: 3, target: hiq, attribute: hiq }, 'Raise the Dead, the host resists');
        const tie = c.a.total === c.b.total && c.a.total <= spirit.iq && c.b.total <= hiq;
        if (c.winner === subject.id || tie) {
          emit(ctx, { t: 'effect', figure: null, text: `${subject.name} keeps the body (${c.b.total} against the spirit's ${c.a.total})` });
          return false;
        }
      }
    }
  }
  const cost = spellCost(ctx, spell, action);
  payFatigue(ctx, fig, cost, harm, (paid) =>
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} spends ${cost} fatigue on ${spell.name}${paid.staff > 0 ? ` (${paid.staff} from the staff)` : ''}` }),
  );
  // Knocked out by the fatigue of a spell on himself or of a summoning, the caster gets nothing from
  // it (ruling: he would lose the form or the being at once); strikes and the rest still go off.
  if (fig.status !== 'standing' && (spell.target === 'caster' || spell.target === 'summoned')) {
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} falls while casting: ${spell.name} comes to nothing` });
    return true;
  }
  if (spell.direct && subject && hasEffect(subject, 'spell-shield')) {
    emit(ctx, { t: 'effect', figure: null, text: `${subject.name}'s Spell Shield stops ${spell.name}` });
    return true;
  }
  h.resolve(ctx, fig, spell, action);
  return true;
}

const castAction: ActionKind = {
  kind: 'cast',
  stationary: true,
  options: (ctx, fig, from) => castOptions(ctx, fig, from),
  describe: (ctx, fig, a) => describeCast(ctx, fig, a),
  value: (ctx, fig, a) => castValue(ctx, fig, a),
  meant(ctx, fig, a) {
    const spell = spellNamed(a.spell);
    const h = handler(spell);
    if (h.meant) return h.meant(ctx, fig, spell, a);
    const gain = h.value(ctx, fig, spell, a);
    if (gain !== 0) return gain > 0;
    const t = a.target !== undefined ? ctx.byId.get(a.target) : undefined;
    return t === undefined || t.side !== fig.side;
  },
  potential(ctx, fig) {
    // The best cast open to the figure as equipped: worth putting a weapon away for.
    let best = 0;
    for (const a of castOptions(ctx, fig, fig.cell)) best = Math.max(best, castValue(ctx, fig, a));
    return best;
  },
  perform(ctx, fig, a) {
    castSpell(ctx, fig, a);
  },
};

/** MAGIC, Direct Spells: a direct spell at an enemy entering the caster's hex, as his preemptive counterattack. */
const castReaction: ReactionKind = {
  kind: 'cast',
  options(ctx, def, att, why) {
    if (why !== 'entered' || castingBar(ctx, def) !== null) return [];
    const out: Reaction[] = [];
    for (const spell of spellsOf(ctx, def)) {
      if (!spell.direct) continue;
      for (const a of spellHandler(spell.name)?.options(ctx, def, spell, def.cell) ?? []) {
        if (a.target === att.id) out.push({ kind: 'cast', spell: a.spell, x: a.x, item: a.item, ...(a.cell !== undefined ? { cell: a.cell } : {}) });
      }
    }
    return out;
  },
  describe: (ctx, def, att, r) => `${describeCast(ctx, def, { ...r, kind: 'cast', target: att.id })} (you give up your next turn)`,
  value: (ctx, def, att, r) => castValue(ctx, def, { ...r, kind: 'cast', target: att.id }) - nextTurnValue(ctx, def),
  perform(ctx, def, att, r) {
    castSpell(ctx, def, { ...r, kind: 'cast', target: att.id });
  },
};

// ---- what magic lets everyone do ---------------------------------------------------------------

/** The caster's IQ an illusion is disbelieved against (kept on the illusion when it was made). */
function illusionIq(t: Figure): number {
  const e = effectOf(t, 'image') ?? effectOf(t, 'illusion');
  return Number(e?.data?.iq ?? 10);
}

/** Nobody in the fight is under any effect: no image to disbelieve, no sleeper, no form or being to end. */
function noEffects(ctx: Ctx): boolean {
  const figures = ctx.state.figures;
  for (let i = 0; i < figures.length; i++) if (figures[i].effects.length > 0) return false;
  return true;
}

/** ILLUSION: any figure may spend its action to disbelieve an image or illusion it sees. */

const disbelieveAction: ActionKind = {
  kind: 'disbelieve',
  stationary: false,
  // A hint for the AI's search: nowhere, unless an enemy image or illusion stands.
  cells: (ctx, fig) => (!noEffects(ctx) && ctx.state.figures.some((t) => t.side !== fig.side && t.status === 'standing' && (hasEffect(t, 'image') || hasEffect(t, 'illusion'))) ? mapCells(ctx.map) : []),
  options(ctx, fig, from) {
    if (noEffects(ctx)) return [];
    // Held in a grapple, only his foe (ACTION, Grapple).
    const held = heldInGrapple(ctx, fig);
    return ctx.state.figures
      .filter((t) => t.side !== fig.side && t.status === 'standing' && t.cell >= 0 && (hasEffect(t, 'image') || hasEffect(t, 'illusion')) && canSee(ctx, from, t.cell) && (!held || t.id === fig.grapple))
      .map((t) => ({ kind: 'disbelieve', target: t.id }));
  },
  describe(ctx, fig, a) {
    const t = figureById(ctx, a.target!);
    const iq = effectiveIq(fig);
    const p = contestWinChance({ dice: 3, target: iq, attribute: iq, curses: fig.curses }, { dice: 3, target: illusionIq(t), attribute: illusionIq(t), curses: 0 });
    return `Disbelieve ${t.name}: IQ contest with its maker (${illusionIq(t)}), ${formatPercent(p)}`;
  },
  value(ctx, fig, a) {
    const t = figureById(ctx, a.target!);
    const iq = effectiveIq(fig);
    const p = contestWinChance({ dice: 3, target: iq, attribute: iq, curses: fig.curses }, { dice: 3, target: illusionIq(t), attribute: illusionIq(t), curses: 0 });
    return p * worth(ctx, t);
  },
  perform(ctx, fig, a) {
    const t = figureById(ctx, a.target!);
    const iq = effectiveIq(fig);
    // The image holds by its caster's IQ as he made it: its own side of the contest says so.
    const c = rollContest(ctx, { fig, dice: 3, target: iq, attribute: iq }, { fig: t, dice: 3, target: illusionIq(t), attribute: illusionIq(t) }, `disbelieving ${t.name}`, `holding against ${fig.name}'s disbelief (its maker's IQ)`);
    const won = c.winner === fig.id;
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} tries to disbelieve ${t.name}: ${c.a.total} against ${c.b.total}: ${won ? 'it is not real' : 'it still seems real'}` });
    if (won) vanish(ctx, t, 'disbelieved');
  },
};

/** ILLUSION, Sleep: a friend next to a sleeper shakes him awake, spending his action. */
const shakeAction: ActionKind = {
  kind: 'shake',
  stationary: false,
  cells(ctx, fig) {
    const out: number[] = [];
    if (noEffects(ctx)) return out;
    for (const t of ctx.state.figures) {
      if (t === fig || t.side !== fig.side || t.status !== 'standing' || !hasEffect(t, 'sleep')) continue;
      out.push(t.cell);
      for (let d = 0; d < 6; d++) if (ctx.map.adjacent[t.cell * 6 + d] >= 0) out.push(ctx.map.adjacent[t.cell * 6 + d]);
    }
    return out;
  },
  options(ctx, fig, from) {
    // A figure held in a grapple does nothing but the grapple's actions (ACTION, Grapple).
    if (noEffects(ctx) || heldInGrapple(ctx, fig)) return [];
    return ctx.state.figures
      .filter((t) => t !== fig && t.side === fig.side && t.status === 'standing' && hasEffect(t, 'sleep') && figureDistance(ctx, fig, t, from) <= 1)
      .map((t) => ({ kind: 'shake', target: t.id }));
  },
  describe: (ctx, fig, a) => `Shake ${figureById(ctx, a.target!).name} awake`,
  value: (ctx, fig, a) => 0.8 * worth(ctx, figureById(ctx, a.target!)),
  perform(ctx, fig, a) {
    const t = figureById(ctx, a.target!);
    const e = effectOf(t, 'sleep');
    if (e) removeEffect(t, e);
    emit(ctx, { t: 'effect', figure: null, text: `${fig.name} shakes ${t.name} awake` });
  },
};

/** MORPHING and SUMMONING: the caster wills his own form back, or his summoned being away. */
const endSpellAction: ActionKind = {
  kind: 'end-spell',
  stationary: false,
  cells: (ctx, fig) => (!noEffects(ctx) && (hasEffect(fig, 'morph') || summonedBy(ctx, fig) !== null) ? mapCells(ctx.map) : []),
  options(ctx, fig) {
    const out: Action[] = [];
    // A summoned being bears the 'summoned' effect: with no effects there is nothing to end.
    if (noEffects(ctx)) return out;
    if (hasEffect(fig, 'morph')) out.push({ kind: 'end-spell', item: 'morph' });
    const s = summonedBy(ctx, fig);
    if (s) out.push({ kind: 'end-spell', item: 'summon', target: s.id });
    return out;
  },
  describe: (ctx, fig, a) => (a.item === 'morph' ? 'Return to human form' : `Will ${figureById(ctx, a.target!).name} away`),
  // The AI keeps its forms and its beings: they are worth more than the turn.
  value: () => -1,
  perform(ctx, fig, a) {
    if (a.item === 'morph') {
      const e = effectOf(fig, 'morph');
      if (e) unmorph(ctx, fig, e);
    } else vanish(ctx, figureById(ctx, a.target!), `${fig.name} wills it away`);
  },
};

/** Magic's actions (in the order menus list them) and its reaction join combat's (magic/index.ts, registerMagic). */
export function registerCasting(): void {
  registerAction(castAction);
  registerReaction(castReaction);
  registerAction(disbelieveAction);
  registerAction(shakeAction);
  registerAction(endSpellAction);
}
