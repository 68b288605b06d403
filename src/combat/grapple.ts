// ACTION, Entering an Enemy's Space; Grapple; Drag; Escape. Entering is an action (the defender may
// strike first, preemptively, with an extra die) or a reaction; then both drop their weapons and
// shields and grapple in one hex, where they can only attack each other (the attacks themselves are
// strikes: strike.ts). A grappler drags his foe, or escapes, by winning a ST check; twice the foe's
// ST frees him (movement.ts). Unarmed Combat adds its levels to ST in these checks (WEAPONS skills).
import type { Figure } from './figure';
import { armorPoints, attackProfiles, effectiveSt, grappleProfiles, remainingSt, skillLevel, weaponOf } from './figure';
import { damageSkill } from './attack';
import type { Action } from './protocol';
import type { ContestLog } from './events';
import type { Ctx } from './state';
import { aiLevel, cellsNextToEnemies, emit, figureById, figureDistance, isOccupied, cellBlockedByEffect, intern, memoNumber, MEMO_GRAPPLE, rebuildOccupancy } from './state';
import { isStandable } from './map';
import { registerAction, registerReaction } from './actions';
import { effectAllows } from './effect-hooks';
import { rollContest, contestWinChance } from './checks';
import { decide } from './decide';
import { offerReaction } from './reactions';
import { placeFigure, refusesCell } from './movement';
import { releaseGrapple } from './injury';
import { KAPPA, bestAttackOn, damageStats, estimateAttack, nextTurnValue, worth } from './ai/value';

/**
 * How many turns of a grapple the AI weighs when deciding to start or end one; the hard AI looks a
 * turn further (a grappler with a dagger to draw needs a turn before it pays; bench/README.md, AI
 * levels).
 */
const HORIZON = 2;
const HARD_HORIZON = 3;

function horizon(ctx: Ctx, fig: Figure): number {
  return aiLevel(ctx, fig) === 'hard' ? HARD_HORIZON : HORIZON;
}

/**
 * What a figure holds falls to the floor of its hex: the weapon in hand and the shield (Entering an
 * Enemy's Space, Drop Weapon), or the shield alone (Change Weapons dropping it, change-weapons.ts).
 */
export function dropHeld(ctx: Ctx, fig: Figure, shieldOnly = false): void {
  const items: string[] = [];
  if (fig.ready !== null && !shieldOnly) {
    ctx.state.floor.push({ cell: fig.cell, kind: 'weapon', name: fig.ready, owner: fig.id });
    items.push(fig.ready);
    fig.ready = null;
  }
  if (fig.shield !== null) {
    ctx.state.floor.push({ cell: fig.cell, kind: 'shield', name: fig.shield.name, owner: fig.id });
    items.push(fig.shield.name);
    fig.shield = null;
  }
  if (items.length > 0) emit(ctx, { t: 'drop', figure: fig.id, items, cell: fig.cell });
}

/** `fig` steps into `target`'s hex; both drop what they hold and are grappling. */
function join(ctx: Ctx, fig: Figure, target: Figure) {
  // Grappling from the moment they share the hex; then both drop what they hold.
  fig.grapple = target.id;
  target.grapple = fig.id;
  placeFigure(ctx, fig, target.cell);
  if (fig.status !== 'standing' || target.status !== 'standing') {
    releaseGrapple(ctx, fig);
    return;
  }
  dropHeld(ctx, fig);
  dropHeld(ctx, target);
  rebuildOccupancy(ctx);
}

/**
 * `fig` may step from `from` into `target`'s hex. Entering a hex is moving: one who cannot move (bound
 * by a rope, frozen, held by Avert this turn) cannot enter (CREATION, Rope; MOVEMENT).
 */
function canBeEntered(ctx: Ctx, fig: Figure, target: Figure, from: number): boolean {
  return (
    target.side !== fig.side &&
    (fig.effects.length === 0 || effectAllows(fig, 'canMove')) &&
    target.status === 'standing' &&
    target.grapple === null &&
    target.size <= 1 &&
    fig.size <= 1 &&
    figureDistance(ctx, fig, target, from) === 1
  );
}

/** Share of a grapple weapon's worth counted when it must first be drawn (a turn of Change Weapons). */
const DRAW_DISCOUNT = 0.6;

/** The best a figure does per turn inside a grapple: bare hands, own attacks, or a (G) weapon it draws. */
function bestInGrapple(ctx: Ctx, x: Figure, y: Figure): number {
  // Inside the grapple the shield is on the floor: only worn armor stops the blow.
  const armor = armorPoints(y) - (y.shield ? y.shield.points : 0);
  const rem = remainingSt(y);
  const w = worth(ctx, y);
  const stronger = effectiveSt(x) > effectiveSt(y) ? 1 : 0;
  let g = 0;
  for (const { profile, drawn } of grappleProfiles(x)) {
    const s = damageStats(profile.grappleDamage, damageSkill(profile, 'damage', true) + (profile.fatigue ? stronger : 0), armor, rem);
    const gain = (drawn ? DRAW_DISCOUNT : 1) * (s.pDrop * w + (KAPPA * (s.expected - s.pDrop * rem) * w) / Math.max(1, rem));
    if (gain > g) g = gain;
  }
  return g;
}

/**
 * The race between two figures, for the AI: what `a` does to `b` per turn (`mine`) and what `b` does
 * to `a` (`theirs`), each in its target's worth (ai/value.ts).
 */
interface Race {
  readonly mine: number;
  readonly theirs: number;
}

/** Below this the two together do nothing to each other: a stall. */
const STALL = 1e-6;

/** Per-turn race inside a grapple: each fights with bare hands, its own attacks or a (G) weapon. */
function grappleRace(ctx: Ctx, a: Figure, b: Figure): Race {
  return {
    mine: memoNumber(ctx, MEMO_GRAPPLE, intern(a.id), intern(b.id), () => bestInGrapple(ctx, a, b)),
    theirs: memoNumber(ctx, MEMO_GRAPPLE, intern(b.id), intern(a.id), () => bestInGrapple(ctx, b, a)),
  };
}

/**
 * The best `att` could do to `def` per turn standing next to him in the open (`att` at `attAt`),
 * with the weapon in hand counted in full, and one it carries, or one lying at `floor` (-1: none),
 * at DRAW_DISCOUNT (a turn to ready it or pick it up). Both are taken as out of any grapple.
 */
function openGain(ctx: Ctx, att: Figure, def: Figure, attAt: number, defAt: number, floor: number): number {
  const free = att.grapple === null ? att : { ...att, grapple: null };
  const target = def.grapple === null ? def : { ...def, grapple: null };
  let best = bestAttackOn(ctx, free, target, attAt, defAt)?.gain ?? 0;
  const tried = new Set<string>();
  const consider = (name: string) => {
    if (name === att.ready || tried.has(name)) return;
    tried.add(name);
    const w = weaponOf(att, name);
    if (!w || (w.heft !== null && w.heft > att.st)) return;
    const g = bestAttackOn(ctx, { ...free, ready: name }, target, attAt, defAt)?.gain ?? 0;
    if (g * DRAW_DISCOUNT > best) best = g * DRAW_DISCOUNT;
  };
  for (const name of att.carried) consider(name);
  if (floor >= 0) for (const item of ctx.state.floor) if (item.cell === floor && item.kind === 'weapon') consider(item.name);
  return best;
}

/**
 * What a grapple changes is who wins the race to the other's fall, not only how fast it is run: the
 * AI weighs going from one fight to another (open to grapple, or back) by the change in its share
 * of the harm done (`mine` of the two together), at the pace of the fight it goes to. At equal paces
 * this is the change in the exchange of blows; but two alike who would only slow each other down
 * (bare hands on armor) gain nothing by grappling, where the exchange would credit the underdog with
 * the blows he no longer takes. A fight in which neither can hurt the other is a stall (the
 * stalemate ruling ends it with nobody winning): going into one gains nothing, and `stalled` is the
 * share counted for one left.
 */
function raceChange(from: Race, to: Race, turns: number, stalled: number): number {
  const pFrom = from.mine + from.theirs;
  const pTo = to.mine + to.theirs;
  if (pTo < STALL) return 0;
  const sFrom = pFrom < STALL ? stalled : from.mine / pFrom;
  return 2 * turns * pTo * (to.mine / pTo - sFrom);
}

/** The open fight of `a` at `aAt` against `b` where he stands, with what each has at hand. */
function openRace(ctx: Ctx, a: Figure, b: Figure, aAt: number): Race {
  return { mine: openGain(ctx, a, b, aAt, b.cell, -1), theirs: openGain(ctx, b, a, b.cell, aAt, -1) };
}

/** Entering `b`'s hex from `aAt`: the grapple against the open fight there. */
function enterValue(ctx: Ctx, a: Figure, b: Figure, aAt: number): number {
  return raceChange(openRace(ctx, a, b, aAt), grappleRace(ctx, a, b), horizon(ctx, a), 0.5);
}

/**
 * Getting free of `b`: `a` stands in a free hex next to the grapple's with what it holds or carries;
 * the weapons dropped in the grapple lie under `b`, who may pick them up.
 */
function escapeValue(ctx: Ctx, a: Figure, b: Figure): number {
  const to = freeNeighbours(ctx, a);
  if (to.length === 0) return 0;
  const freed = { mine: openGain(ctx, a, b, to[0], b.cell, -1), theirs: openGain(ctx, b, a, b.cell, to[0], b.cell) };
  return raceChange(grappleRace(ctx, a, b), freed, horizon(ctx, a), 0.5);
}

/** ST in a grappling check: ST plus Unarmed Combat levels (WEAPONS skills, Unarmed Combat). */
export function grappleSt(fig: Figure): number {
  return effectiveSt(fig) + skillLevel(fig, 'Unarmed Combat');
}

/**
 * The free hexes a grappler may step into by escaping or dragging; none for one who cannot move
 * (bound by a rope: escaping and dragging are steps of his own; CREATION, Rope).
 */
function freeNeighbours(ctx: Ctx, fig: Figure): number[] {
  const out: number[] = [];
  if (fig.effects.length > 0 && !effectAllows(fig, 'canMove')) return out;
  for (let d = 0; d < 6; d++) {
    const c = ctx.map.adjacent[fig.cell * 6 + d];
    if (c >= 0 && isStandable(ctx.map, c) && !isOccupied(ctx, c) && !cellBlockedByEffect(ctx, c) && !refusesCell(ctx, fig, c)) out.push(c);
  }
  return out;
}

registerAction({
  kind: 'enter',
  stationary: false,
  cells(ctx, fig) {
    return fig.size <= 1 ? cellsNextToEnemies(ctx, fig) : [];
  },
  options(ctx, fig, from) {
    if (fig.grapple !== null || fig.size > 1) return [];
    const out: Action[] = [];
    for (const e of ctx.state.figures) if (canBeEntered(ctx, fig, e, from)) out.push({ kind: 'enter', target: e.id });
    return out;
  },
  describe(ctx, fig, a) {
    const t = figureById(ctx, a.target!);
    return `Enter ${t.name}'s hex and grapple: ${t.name} may strike first with an extra die; both drop weapons and shields`;
  },
  value(ctx, fig, a, from) {
    const t = figureById(ctx, a.target!);
    // A foe in flight is leaving anyway: catching him gains nothing.
    if (t.routed) return -1;
    // The preemptive strike, if he may still react, then the grapple against the open fight.
    let risk = 0;
    if (!t.owesTurn && !ctx.unopposed) {
      for (const p of attackProfiles(t)) {
        if (!p.melee) continue;
        risk = Math.max(risk, estimateAttack(ctx, t, fig, p, p.skill > 0 && p.skillToHit ? 'hit' : p.skill > 0 ? 'damage' : null, 'strike', { extraDie: true, from: t.cell, role: 'preempt' }).gain);
      }
    }
    return enterValue(ctx, fig, t, from) - risk;
  },
  perform(ctx, fig, a) {
    const t = figureById(ctx, a.target!);
    fig.contributed = true;
    t.contributed = true;
    if (ctx.acting === fig) ctx.attacked.add(t.id);
    if (ctx.emit) emit(ctx, { t: 'enter', figure: fig.id, target: t.id, role: 'action' });
    offerReaction(ctx, t, fig, 'entered');
    // A preemptive spell may have made them friends (Mind Control) or moved one away.
    if (fig.status === 'standing' && canBeEntered(ctx, fig, t, fig.cell)) join(ctx, fig, t);
  },
});

registerReaction({
  kind: 'enter',
  options(ctx, def, att, why) {
    if (why === 'entered' || def.grapple !== null || att.grapple !== null || !canBeEntered(ctx, def, att, def.cell)) return [];
    return [{ kind: 'enter' }];
  },
  describe(ctx, def, att) {
    return `Enter ${att.name}'s hex and grapple: both drop weapons and shields (you give up your next turn)`;
  },
  value(ctx, def, att) {
    if (att.routed) return -1;
    return enterValue(ctx, def, att, def.cell) - nextTurnValue(ctx, def);
  },
  perform(ctx, def, att) {
    if (ctx.emit) emit(ctx, { t: 'enter', figure: def.id, target: att.id, role: 'counter' });
    join(ctx, def, att);
  },
});

function contestSides(fig: Figure, other: Figure) {
  return {
    a: { fig, dice: 3, target: grappleSt(fig), attribute: effectiveSt(fig) },
    b: { fig: other, dice: 3, target: grappleSt(other), attribute: effectiveSt(other) },
  };
}

const WIN_CACHE = new Map<number | string, number>();

function isByte(x: number): boolean {
  return x >= 0 && x < 256 && Math.floor(x) === x;
}

/** Chance that `fig` wins a grappling ST contest against `other` (exact; remembered per pair of numbers). */
function winChance(fig: Figure, other: Figure): number {
  const at = grappleSt(fig);
  const aa = effectiveSt(fig);
  const bt = grappleSt(other);
  const ba = effectiveSt(other);
  // Six whole numbers below 256 make one exact number (48 bits); others, a text key.
  const small = isByte(at) && isByte(aa) && isByte(bt) && isByte(ba) && isByte(fig.curses) && isByte(other.curses);
  const key = small ? ((((at * 256 + aa) * 256 + fig.curses) * 256 + bt) * 256 + ba) * 256 + other.curses : `${at},${aa},${fig.curses}|${bt},${ba},${other.curses}`;
  let p = WIN_CACHE.get(key);
  if (p === undefined) {
    const { a, b } = contestSides(fig, other);
    WIN_CACHE.set(key, (p = contestWinChance({ ...a, curses: fig.curses }, { ...b, curses: other.curses })));
  }
  return p;
}

/**
 * Escape and Drag (ACTION, Grapple): offered to a figure in a grapple with a free hex beside it; the
 * figure wins a ST contest against the other, then goes to a free hex beside it (null: it lost).
 */
function besideFreeHex(kind: 'escape' | 'drag'): (ctx: Ctx, fig: Figure, from: number) => Action[] {
  return (ctx, fig, from) => (fig.grapple === null || from !== fig.cell || freeNeighbours(ctx, fig).length === 0 ? [] : [{ kind }]);
}

function winThenStep(ctx: Ctx, fig: Figure, other: Figure, purpose: 'escape' | 'drag', doing: string): { contest: ContestLog; to: number | null } {
  const { a, b } = contestSides(fig, other);
  const contest = rollContest(ctx, a, b, `${doing} ${other.name}`);
  let to: number | null = null;
  if (contest.winner === fig.id) {
    const cells = freeNeighbours(ctx, fig);
    to = cells.length === 1 ? cells[0] : ((decide(ctx, fig, { kind: 'cell', purpose, cells })) as number);
    if (!cells.includes(to)) throw new Error(`${purpose} to cell ${to}: not a free neighbour`);
  }
  return { contest, to };
}

registerAction({
  kind: 'escape',
  stationary: true,
  options: besideFreeHex('escape'),
  describe(ctx, fig) {
    const other = figureById(ctx, fig.grapple!);
    return `Escape from ${other.name}: win a ST check (${grappleSt(fig)} against ${grappleSt(other)}), then step into a free hex`;
  },
  value(ctx, fig) {
    const other = figureById(ctx, fig.grapple!);
    return winChance(fig, other) * escapeValue(ctx, fig, other) * 0.5;
  },
  perform(ctx, fig) {
    const other = figureById(ctx, fig.grapple!);
    const { contest, to } = winThenStep(ctx, fig, other, 'escape', 'escaping');
    if (ctx.emit) emit(ctx, { t: 'escape', figure: fig.id, other: other.id, contest, to });
    if (to !== null) {
      releaseGrapple(ctx, fig);
      placeFigure(ctx, fig, to);
    }
  },
});

registerAction({
  kind: 'drag',
  stationary: true,
  options: besideFreeHex('drag'),
  describe(ctx, fig) {
    const other = figureById(ctx, fig.grapple!);
    return `Drag ${other.name} into a free hex next to you: win a ST check (${grappleSt(fig)} against ${grappleSt(other)})`;
  },
  value() {
    // Moving the pair gains nothing by itself; a hex worth dragging into (fire) is magic's to value.
    return -0.01;
  },
  perform(ctx, fig) {
    const other = figureById(ctx, fig.grapple!);
    const { contest, to } = winThenStep(ctx, fig, other, 'drag', 'dragging');
    if (ctx.emit) emit(ctx, { t: 'drag', figure: fig.id, other: other.id, contest, to });
    if (to !== null) {
      other.cell = to;
      placeFigure(ctx, fig, to);
      if (other.status === 'standing') placeFigure(ctx, other, to);
    }
  },
});

