// The AI's turn: every hex it could stop in, every legal action from there, each scored by its
// exact expected value (action kinds score themselves: ai/value.ts), plus where it would stand:
// closer to a foe for a fighter, at a distance with a clear shot for an archer, and (at its best
// difficulty) away from the hexes the enemy can strike next turn and without walking out of an
// enemy's reach, which invites a free blow. Difficulty changes how well it chooses, never the dice.
import type { Action, TurnPlan } from '../protocol';
import type { Figure } from '../figure';
import { attackProfiles, movementAllowance } from '../figure';
import type { Ctx } from '../state';
import { figureDistance } from '../state';
import { actionKind, legalActions } from '../actions';
import type { Reach } from '../movement';
import { canMove, pathTo, reachable, isStrongGrappler } from '../movement';
import { canSee } from '../sight';
import { lossFrom } from './value';
import { mayFlee } from '../flee';

/** Scores closer than this are ties, broken by the Rng. */
const EPS = 1e-9;
/** Share of an enemy's blow counted when standing where it can strike next turn. */
const DANGER_WEIGHT = 0.35;
/** Share of an enemy's blow counted when walking out of its reach (it may strike as we pass). */
const PASSING_WEIGHT = 0.5;
/** Random spread of the easy AI's scores. */
const EASY_NOISE = 0.15;

function stayOnly(fig: Figure): Reach {
  return { from: fig.cell, steps: new Int16Array(0), parent: new Int32Array(0), cells: [fig.cell] };
}

/** For each cell, what the enemies that can strike or shoot there next turn are expected to take from `fig`. */
function dangerMap(ctx: Ctx, fig: Figure): Float64Array {
  const map = ctx.map;
  const danger = new Float64Array(map.cells);
  const mark = new Uint8Array(map.cells);
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing' || e.owesTurn || e.routed) continue;
    mark.fill(0);
    const profiles = attackProfiles(e);
    const melee = profiles.some((p) => p.melee);
    if (melee) {
      const reach = canMove(ctx, e) ? reachable(ctx, e) : { cells: [e.cell] };
      for (const c of reach.cells) {
        mark[c] = 1;
        for (let d = 0; d < 6; d++) {
          const n = map.adjacent[c * 6 + d];
          if (n >= 0) mark[n] = 1;
        }
      }
    }
    const shooter = profiles.some((p) => p.missile && (!p.weapon || e.loaded));
    const meleeLoss = melee ? lossFrom(ctx, e, fig, e.cell, firstAdjacent(ctx, e)) : 0;
    const shotLoss = shooter ? lossFrom(ctx, e, fig, e.cell, farCell(ctx, e)) : 0;
    for (let c = 0; c < map.cells; c++) {
      let loss = mark[c] ? meleeLoss : 0;
      if (shooter && shotLoss > loss && canSee(ctx, e.cell, c)) loss = shotLoss;
      danger[c] += loss * DANGER_WEIGHT;
    }
  }
  return danger;
}

/** Some cell next to `e` (for weighing its melee blow), or its own cell. */
function firstAdjacent(ctx: Ctx, e: Figure): number {
  for (let d = 0; d < 6; d++) {
    const n = ctx.map.adjacent[e.cell * 6 + d];
    if (n >= 0) return n;
  }
  return e.cell;
}

/** A cell away from `e` (for weighing its shot). */
function farCell(ctx: Ctx, e: Figure): number {
  let far = e.cell;
  let best = -1;
  for (let c = 0; c < ctx.map.cells; c++) {
    const d = Math.abs(ctx.map.q[c] - ctx.map.q[e.cell]) + Math.abs(ctx.map.r[c] - ctx.map.r[e.cell]);
    if (d > best && d >= 2 && ctx.map.terrain[c] !== 0) {
      best = d;
      far = c;
      if (d >= 4) break;
    }
  }
  return far;
}

/** Where it would stand: fighters want to close in, shooters want range and a clear line. */
function positionValue(ctx: Ctx, fig: Figure, cell: number, shooter: boolean): number {
  let nearest = Infinity;
  let seen = false;
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing') continue;
    const d = figureDistance(ctx, fig, e, cell);
    if (d < nearest) nearest = d;
    if (shooter && !seen && canSee(ctx, cell, e.cell)) seen = true;
  }
  if (nearest === Infinity) return 0;
  if (shooter) return 0.004 * Math.min(nearest, 6) + (seen ? 0.03 : 0) - (nearest <= 1 ? 0.02 : 0);
  return -0.01 * Math.max(0, nearest - 1);
}

/** What walking this path out of enemies' reach may cost in free blows (Reaction: passing adjacent). */
function passingRisk(ctx: Ctx, fig: Figure, path: readonly number[]): number {
  if (path.length === 0) return 0;
  let risk = 0;
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing' || e.owesTurn || e.id === fig.grapple) continue;
    let prev = fig.cell;
    for (const c of path) {
      if (figureDistance(ctx, fig, e, prev) === 1 && figureDistance(ctx, fig, e, c) > 1) {
        risk += lossFrom(ctx, e, fig, e.cell, prev) * PASSING_WEIGHT;
        break;
      }
      prev = c;
    }
  }
  return risk;
}

function isShooter(fig: Figure): boolean {
  return attackProfiles(fig).some((p) => p.missile);
}

/** The best action from where the figure stands now, or null when nothing is worth more than doing nothing. */
export function bestAction(ctx: Ctx, fig: Figure, moved: boolean): Action | null {
  let best: Action | null = null;
  let bestValue = 0;
  for (const a of legalActions(ctx, fig, fig.cell, moved)) {
    const v = actionKind(a.kind).value(ctx, fig, a, fig.cell);
    if (v > bestValue + EPS) {
      best = a;
      bestValue = v;
    }
  }
  return best;
}

/** A broken figure runs for the nearest edge of the board and leaves it (morale ruling). */
function routPlan(ctx: Ctx, fig: Figure): TurnPlan | null {
  if (fig.grapple !== null && !isStrongGrappler(ctx, fig)) {
    const escape = legalActions(ctx, fig, fig.cell, false).find((a) => a.kind === 'escape');
    return escape ? { path: [], action: escape, decided: true } : null;
  }
  if (mayFlee(ctx, fig, fig.cell)) return { path: [], action: { kind: 'flee' }, decided: true };
  if (!canMove(ctx, fig)) return null;
  const far = reachable(ctx, fig, fig.cell, 999);
  let target = -1;
  for (const c of far.cells) {
    if (ctx.map.edge[c] === 1 && (target < 0 || far.steps[c] < far.steps[target])) target = c;
  }
  if (target < 0) return null;
  const ma = movementAllowance(fig);
  let path = pathTo(far, target);
  if (path.length <= ma) return { path, action: { kind: 'flee' }, decided: true };
  path = path.slice(0, ma);
  // Stop short where it may stand (not on a friend).
  const near = reachable(ctx, fig);
  while (path.length > 0 && near.steps[path[path.length - 1]] < 0) path.pop();
  return { path: path.length > 0 ? pathTo(near, path[path.length - 1]) : [], action: null, decided: true };
}

export function planTurn(ctx: Ctx, fig: Figure): TurnPlan {
  if (fig.routed) {
    const rout = routPlan(ctx, fig);
    if (rout) return rout;
  }
  const reach = canMove(ctx, fig) ? reachable(ctx, fig) : stayOnly(fig);
  const hard = ctx.difficulty === 'hard';
  const easy = ctx.difficulty === 'easy';
  const danger = hard ? dangerMap(ctx, fig) : null;
  const shooter = isShooter(fig);
  let bestScore = -Infinity;
  let bestCell = fig.cell;
  let bestAct: Action | null = null;
  let ties = 0;
  for (const c of reach.cells) {
    const moved = c !== fig.cell;
    let actValue = 0;
    let act: Action | null = null;
    for (const a of legalActions(ctx, fig, c, moved)) {
      const v = actionKind(a.kind).value(ctx, fig, a, c);
      if (v > actValue + EPS) {
        actValue = v;
        act = a;
      }
    }
    let score = actValue + positionValue(ctx, fig, c, shooter);
    if (danger) score -= danger[c];
    if (!easy && moved) score -= passingRisk(ctx, fig, pathTo(reach, c));
    if (easy) score += ctx.rng.next() * EASY_NOISE;
    if (score > bestScore + EPS) {
      bestScore = score;
      bestCell = c;
      bestAct = act;
      ties = 1;
    } else if (score >= bestScore - EPS) {
      // Reservoir choice among equal scores, so ties do not always favour the first hex listed.
      ties += 1;
      if (ctx.rng.next() * ties < 1) {
        bestCell = c;
        bestAct = act;
      }
    }
  }
  return { path: bestCell === fig.cell ? [] : pathTo(reach, bestCell), action: bestAct, decided: true };
}

