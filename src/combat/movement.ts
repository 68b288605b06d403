// MOVEMENT and Space: a figure walks up to its MA in hexes, one figure to a hex, never through an
// enemy (entering an enemy's hex is an action: grapple.ts), through friends but not stopping on
// them (ruling). Walls block; obstacles do not. A grappler moves only if he has twice his foe's ST
// (Drag, Escape). A figure that passes by an enemy without attacking him may be counterattacked or
// entered (Reaction): offered when it steps out of the enemy's reach, and at the end of its turn.
import type { Figure } from './figure';
import { effectiveSt, movementAllowance } from './figure';
import { effectAllows, hexEffectKind } from './effect-hooks';
import { isStandable } from './map';
import type { Ctx } from './state';
import { Slab } from './slab';
import { emit, figureById, figureDistance, footprint, rebuildOccupancy } from './state';
import { releaseGrapple } from './injury';
import { chooseReaction, performReaction } from './reactions';

/** A grappler with twice his opponent's ST moves and acts freely (Drag; Escape). */
export function isStrongGrappler(ctx: Ctx, fig: Figure): boolean {
  if (fig.grapple === null) return false;
  const other = ctx.byId.get(fig.grapple);
  return !!other && effectiveSt(fig) >= 2 * effectiveSt(other);
}

/**
 * Held by a grapple: a grappler who is not twice his foe's ST can only attack his foe and do the
 * grapple's own things (ACTION, Grapple: "can only attack each other"; Drag; Escape). Every action
 * that reaches another figure asks this one question (weapons, spells, shaking a sleeper).
 */
export function heldInGrapple(ctx: Ctx, fig: Figure): boolean {
  return fig.grapple !== null && !isStrongGrappler(ctx, fig);
}

/** May the figure move this turn at all? */
export function canMove(ctx: Ctx, fig: Figure): boolean {
  if (fig.status !== 'standing') return false;
  if (fig.effects.length > 0 && !effectAllows(fig, 'canMove')) return false;
  return fig.grapple === null || isStrongGrappler(ctx, fig);
}

/** A wild animal will not step into fire, and the like (hex effects' `refuses`). */
export function refusesCell(ctx: Ctx, fig: Figure, cell: number): boolean {
  const list = ctx.state.hexEffects;
  for (let i = 0; i < list.length; i++) {
    const k = hexEffectKind(list[i].kind);
    if (k.refuses && list[i].cells.includes(cell) && k.refuses(fig)) return true;
  }
  return false;
}

function cellBlockedByEffectFast(ctx: Ctx, cell: number): boolean {
  const list = ctx.state.hexEffects;
  for (let i = 0; i < list.length; i++) {
    if (hexEffectKind(list[i].kind).blocksMove && list[i].cells.includes(cell)) return true;
  }
  return false;
}

// The arrays a Reach keeps are cut from shared blocks (slab.ts): the AI works out reaches in its
// inner loops.
const SLAB16 = new Slab(Int16Array);
const SLAB32 = new Slab(Int32Array);

// Working space of the breadth-first search, reused from call to call (never held across one).
let seenScratch = new Int16Array(0);
let queueScratch = new Int32Array(0);

export interface Reach {
  readonly from: number;
  /** Steps to each cell, -1 where it cannot stop. */
  readonly steps: Int16Array;
  /** The cell before each on a shortest path, -1 at the start. */
  readonly parent: Int32Array;
  /** Cells it can stop in, nearest first (the start included). */
  readonly cells: number[];
  /** Every cell reached, stop or pass-through, in the order reached (parents before children). */
  readonly order?: number[];
}

/**
 * The hexes `fig` can end a move in from `from` with `ma` steps. `carrying` moves a grappled
 * opponent along (he shares each hex).
 */
export function reachable(ctx: Ctx, fig: Figure, from = fig.cell, ma = movementAllowance(fig), carrying: Figure | null = null): Reach {
  const map = ctx.map;
  const n = map.cells;
  const steps = SLAB16.take(n).fill(-1);
  if (seenScratch.length < n) {
    seenScratch = new Int16Array(n);
    queueScratch = new Int32Array(n);
  }
  const seen = seenScratch;
  seen.fill(-1, 0, n);
  const parent = SLAB32.take(n).fill(-1);
  const cells: number[] = [from];
  const order: number[] = [from];
  steps[from] = 0;
  seen[from] = 0;
  const figs = ctx.state.figures;
  const self = figs.indexOf(fig) + 1;
  const partner = carrying ? figs.indexOf(carrying) + 1 : -1;
  const occ = ctx.occ;
  const effects = ctx.state.hexEffects.length > 0;
  const adj = map.adjacent;
  const queue = queueScratch;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  // What stands in a cell: nothing or ourselves (free), a friend or a fallen figure (pass through),
  // an enemy (blocked; a flyer passes over).
  const state = (c: number): 0 | 1 | 2 => {
    const k = occ[c];
    if (k === 0 || k === self) return 0;
    // LYING (-1): a fallen figure, stepped over, not stopped on; checked before `partner`, -1 for none.
    if (k < 0) return 1;
    if (k === partner) return 0;
    const other = figs[k - 1];
    if (other.side === fig.side || fig.flying) return 1;
    return 2;
  };
  while (head < tail) {
    const c = queue[head++];
    const s = seen[c];
    if (s >= ma) continue;
    for (let d = 0; d < 6; d++) {
      const next = adj[c * 6 + d];
      if (next < 0 || seen[next] >= 0 || !isStandable(map, next)) continue;
      let block = 0;
      if (fig.size <= 1) {
        block = state(next);
        if (effects && (cellBlockedByEffectFast(ctx, next) || refusesCell(ctx, fig, next))) block = 2;
      } else {
        const fp = footprint(map, next, fig.size);
        if (!fp) block = 2;
        else {
          for (const x of fp) {
            const b = state(x);
            if (b > block) block = b;
            if (effects && (cellBlockedByEffectFast(ctx, x) || refusesCell(ctx, fig, x))) block = 2;
          }
        }
      }
      if (block === 2) continue;
      seen[next] = s + 1;
      parent[next] = c;
      queue[tail++] = next;
      order.push(next);
      if (block === 0) {
        steps[next] = s + 1;
        cells.push(next);
      }
    }
  }
  return { from, steps, parent, cells, order };
}

/** The cells walked from the start to `cell`, the start left out. */
export function pathTo(reach: Reach, cell: number): number[] {
  const path: number[] = [];
  for (let c = cell; c !== reach.from && c >= 0; c = reach.parent[c]) path.push(c);
  return path.reverse();
}

/** Puts a figure in a hex (walking, pushed, retreating) and lets the hex's effects act on it. */
export function placeFigure(ctx: Ctx, fig: Figure, cell: number): void {
  fig.cell = cell;
  rebuildOccupancy(ctx);
  if (ctx.state.hexEffects.length === 0) return;
  for (const e of [...ctx.state.hexEffects]) {
    if (fig.status !== 'standing') return;
    const k = hexEffectKind(e.kind);
    if (k.onEnter && e.cells.includes(cell)) k.onEnter(ctx, fig, e);
  }
}

export interface WalkResult {
  /** Stopped before the end of the path (knocked out, grappled, or the way barred). */
  interrupted: boolean;
  /** Enemies it came next to while moving, for the end-of-turn passing reaction (each once, in the order met). */
  passed: string[];
  /** Enemies already offered a reaction while it moved. */
  offered: string[];
}

/**
 * Stopped on a friend's hex (or over a foe, flying) when the way was barred: the walker steps back
 * to the last hex of its walk where it stands alone (ruling: nobody ends a move sharing a hex).
 * The walk so far is `start` and the first `steps` cells of `path` (no list of it is kept); returns
 * the hex stepped back to, or -1 when it stays.
 */
function stepBack(ctx: Ctx, fig: Figure, start: number, path: readonly number[], steps: number): number {
  if (fig.status !== 'standing' || fig.grapple !== null || standsAlone(ctx, fig, fig.cell)) return -1;
  for (let i = steps - 1; i >= 0; i--) {
    const c = i === 0 ? start : path[i - 1];
    if (standsAlone(ctx, fig, c)) {
      fig.cell = c;
      rebuildOccupancy(ctx);
      return c;
    }
  }
  return -1;
}

/**
 * Walks a path one hex at a time. Each enemy whose reach it leaves may react then (ruling on
 * "passes adjacent"); a strong grappler either carries his opponent or steps out of the grapple.
 */
export function walk(ctx: Ctx, fig: Figure, path: readonly number[], carry = false): WalkResult {
  const result: WalkResult = { interrupted: false, passed: [], offered: [] };
  let carried: Figure | null = null;
  let leaving: Figure | null = null;
  if (fig.grapple !== null) {
    const other = figureById(ctx, fig.grapple);
    if (carry) carried = other;
    else leaving = other;
  }
  const figs = ctx.state.figures;
  noteAdjacentTo(ctx, fig, carried, result.passed);
  const start = fig.cell;
  let steps = 0;
  // The steps not yet logged, from where the last entry left off; none kept when nobody listens.
  let segment: number[] | null = ctx.emit ? [fig.cell] : null;
  const before = ctx.walking;
  ctx.walking = fig;
  walking: for (let p = 0; p < path.length; p++) {
    const next = path[p];
    for (let i = 0; i < figs.length; i++) {
      const e = figs[i];
      if (e.side === fig.side || e.status !== 'standing' || e === carried || result.offered.includes(e.id)) continue;
      if (figureDistance(ctx, fig, e) === 1 && figureDistance(ctx, fig, e, next) > 1) {
        result.offered.push(e.id);
        if (e.control === 'player') segment = flushMove(ctx, fig, segment, carried);
        const choice = chooseReaction(ctx, e, fig, 'passed');
        if (choice === null) continue;
        segment = flushMove(ctx, fig, segment, carried);
        performReaction(ctx, e, fig, choice, 'passed');
        if (fig.status !== 'standing' || (fig.grapple !== null && carried === null)) {
          result.interrupted = true;
          break walking;
        }
      }
    }
    const k = ctx.occ[next];
    const self = figs.indexOf(fig) + 1;
    const blocked = fig.size <= 1 ? next < 0 || !isStandable(ctx.map, next) : !footprint(ctx.map, next, fig.size);
    if (blocked || (k > 0 && k !== self && figs[k - 1].side !== fig.side && !fig.flying && figs[k - 1] !== carried)) {
      result.interrupted = true;
      break;
    }
    if (segment) segment.push(next);
    steps++;
    if (carried) carried.cell = next;
    if (leaving) releaseGrapple(ctx, fig);
    placeFigure(ctx, fig, next);
    if (leaving) {
      if (ctx.emit) emit(ctx, { t: 'escape', figure: fig.id, other: leaving.id, contest: null, to: next });
      leaving = null;
    }
    if (carried && carried.status === 'standing') placeFigure(ctx, carried, next);
    if (fig.status !== 'standing') {
      result.interrupted = true;
      break;
    }
    noteAdjacentTo(ctx, fig, carried, result.passed);
  }
  const back = stepBack(ctx, fig, start, path, steps);
  if (back >= 0 && segment) segment.push(back);
  ctx.walking = before;
  flushMove(ctx, fig, segment, carried);
  return result;
}

/** Enemies next to `fig` now, noted as passed (once each). */
function noteAdjacentTo(ctx: Ctx, fig: Figure, carried: Figure | null, passed: string[]): void {
  const figs = ctx.state.figures;
  for (let i = 0; i < figs.length; i++) {
    const e = figs[i];
    if (e.side !== fig.side && e.status === 'standing' && e !== carried && figureDistance(ctx, fig, e) === 1 && !passed.includes(e.id)) passed.push(e.id);
  }
}

/** Logs the steps walked since the last entry; returns the new segment, from where it stands. */
function flushMove(ctx: Ctx, fig: Figure, segment: number[] | null, carried: Figure | null): number[] | null {
  if (segment === null) return null;
  if (segment.length > 1 && ctx.emit) emit(ctx, { t: 'move', figure: fig.id, path: segment, carried: carried?.id ?? null });
  return segment.length > 1 || segment[0] !== fig.cell ? [fig.cell] : segment;
}

/** Whether `fig` would be alone in the hexes it fills at `cell`, with nobody standing or lying there. */
function standsAlone(ctx: Ctx, fig: Figure, cell: number): boolean {
  const fp = footprint(ctx.map, cell, fig.size);
  if (!fp) return false;
  for (const c of fp) {
    for (const other of ctx.state.figures) {
      if (other === fig || other.status === 'fled' || other.cell < 0) continue;
      if (other.size <= 1 ? other.cell === c : (footprint(ctx.map, other.cell, other.size) ?? [other.cell]).includes(c)) return false;
    }
  }
  return true;
}
