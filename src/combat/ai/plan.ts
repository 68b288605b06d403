// The AI's turn: every hex it could stop in, every legal action from there, each scored by its
// exact expected value (action kinds score themselves: ai/value.ts), plus where it would stand:
// closer to a foe (by walking distance, walls counted) for a fighter, at a distance with a clear
// shot for an archer, and (at its best difficulty) away from the hexes the enemy can strike next
// turn. Walking out of an enemy's reach invites a free blow (ACTION, Reaction), so that is counted
// too. Difficulty changes how well it chooses, never the dice.
//
// Speed matters here (the simulator plays thousands of fights a second): per hex the work is a few
// array reads; action kinds are asked only about the hexes their `cells` hint names, and an
// action's value is worked out once for all the hexes it can be taken from.
import type { Action, TurnPlan } from '../protocol';
import type { Figure } from '../figure';
import { attackProfiles, movementAllowance } from '../figure';
import type { Ctx } from '../state';
import { aiLevel, figureCells, intern } from '../state';
import type { ActionKind } from '../actions';
import { actionKind, allActionKinds, legalActions, legalActionsOf, sameAction } from '../actions';
import type { Reach } from '../movement';
import { canMove, pathTo, reachable, isStrongGrappler } from '../movement';
import { lineOfFire } from '../sight';
import { TUNING, lossFrom } from './value';
import { mayFlee } from '../flee';
import type { HexMap } from '../map';
import { Fingerprint } from '../fingerprint';
import { isStandable } from '../map';

/** Scores closer than this are ties, broken by the Rng. */
const EPS = 1e-9;
/** Random spread of the easy AI's scores. */
const EASY_NOISE = 0.15;
/** A hair's preference for fewer steps, so that equal hexes do not make the AI wander. */
const STAY = 1e-4;

function stayOnly(fig: Figure): Reach {
  return { from: fig.cell, steps: new Int16Array(0), parent: new Int32Array(0), cells: [fig.cell], order: [fig.cell] };
}

function countEnemies(ctx: Ctx, fig: Figure): number {
  let n = 0;
  for (const e of ctx.state.figures) if (e.side !== fig.side && e.status === 'standing') n++;
  return n;
}

function standingEnemies(ctx: Ctx, fig: Figure): Figure[] {
  const out: Figure[] = [];
  for (const e of ctx.state.figures) if (e.side !== fig.side && e.status === 'standing') out.push(e);
  return out;
}

/** Steps from each hex to the nearest hex next to an enemy, walking round walls (figures ignored). */
function closingDistance(ctx: Ctx, enemies: readonly Figure[]): Int16Array {
  const map = ctx.map;
  const dist = new Int16Array(map.cells).fill(-1);
  const queue: number[] = [];
  for (const e of enemies) {
    for (const c of e.size <= 1 ? [e.cell] : figureCells(ctx, e)) {
      for (let d = 0; d < 6; d++) {
        const n = map.adjacent[c * 6 + d];
        if (n >= 0 && dist[n] < 0 && isStandable(map, n)) {
          dist[n] = 0;
          queue.push(n);
        }
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head];
    for (let d = 0; d < 6; d++) {
      const n = map.adjacent[c * 6 + d];
      if (n >= 0 && dist[n] < 0 && isStandable(map, n)) {
        dist[n] = dist[c] + 1;
        queue.push(n);
      }
    }
  }
  return dist;
}

/** The hexes an enemy could strike next turn (next to the hexes it can reach), as a mark per cell. */
function strikeZone(ctx: Ctx, e: Figure): Uint8Array | null {
  if (!attackProfiles(e).some((p) => p.melee)) return null;
  const map = ctx.map;
  const mark = new Uint8Array(map.cells);
  const reach = canMove(ctx, e) ? reachable(ctx, e) : { cells: [e.cell] };
  for (const c of reach.cells) {
    for (let d = 0; d < 6; d++) {
      const n = map.adjacent[c * 6 + d];
      if (n >= 0) mark[n] = 1;
    }
  }
  return mark;
}

/**
 * For each cell, what the enemies that can strike or shoot there next turn are expected to take from
 * `fig`, the worst of them left out: facing one foe is a fair fight, which the strike values already
 * weigh; being where several can reach is the danger (being surrounded, walking into a crossfire).
 */
function dangerMap(ctx: Ctx, fig: Figure, geo: Geometry, enemies: readonly Figure[]): Float64Array {
  const map = ctx.map;
  const danger = new Float64Array(map.cells);
  const worst = new Float64Array(map.cells);
  enemies.forEach((e, i) => {
    if (e.owesTurn || e.routed) return;
    const zone = geo.zones[i];
    const shooter = attackProfiles(e).some((p) => p.missile && (!p.weapon || e.loaded));
    const meleeLoss = zone ? lossFrom(ctx, e, fig, e.cell, firstAdjacent(ctx, e)) * TUNING.danger : 0;
    const shotLoss = shooter ? lossFrom(ctx, e, fig, e.cell, -1) * TUNING.danger : 0;
    if (meleeLoss <= 0 && shotLoss <= 0) return;
    for (const c of geo.reach.cells) {
      let loss = zone && zone[c] ? meleeLoss : 0;
      if (shotLoss > loss && lineOfFire(ctx, e.cell, c, e, fig)) loss = shotLoss;
      if (loss > 0) {
        danger[c] += loss;
        if (loss > worst[c]) worst[c] = loss;
      }
    }
  });
  for (const c of geo.reach.cells) danger[c] -= worst[c];
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

/**
 * Bit i of mask[c]: walking the shortest path to c steps out of enemy i's reach, inviting a blow
 * (Reaction: "passes adjacent ... and does not attack"). Worked out in the order cells were reached,
 * so each cell costs a few operations.
 */
function leavingMasks(ctx: Ctx, fig: Figure, reach: Reach, enemies: readonly Figure[]): Int32Array {
  const map = ctx.map;
  const near = new Int32Array(map.cells);
  const n = Math.min(enemies.length, 30);
  for (let i = 0; i < n; i++) {
    const e = enemies[i];
    if (e.id === fig.grapple) continue;
    for (const c of e.size <= 1 ? [e.cell] : figureCells(ctx, e)) {
      for (let d = 0; d < 6; d++) {
        const x = map.adjacent[c * 6 + d];
        if (x >= 0) near[x] |= 1 << i;
      }
    }
  }
  const mask = new Int32Array(map.cells);
  const order = reach.order ?? reach.cells;
  for (const c of order) {
    const p = reach.parent.length > 0 ? reach.parent[c] : -1;
    if (p < 0) continue;
    mask[c] = mask[p] | (near[p] & ~near[c]);
  }
  return mask;
}

function isShooter(fig: Figure): boolean {
  const profiles = attackProfiles(fig);
  for (let i = 0; i < profiles.length; i++) if (profiles[i].missile) return true;
  return false;
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

const NO_ACTIONS: readonly Action[] = [];
/** The path of a plan that stays put: one shared, never changed. */
const STAY_PUT: readonly number[] = Object.freeze([]);

/** A number for an action's kind and parameters (names interned), for the planner's memo. */
export function actionHash(a: Action): number {
  let h = 0x811c9dc5;
  h = Math.imul(h ^ intern(a.kind), 0x01000193);
  h = Math.imul(h ^ (a.target === undefined ? -1 : intern(a.target)), 0x01000193);
  h = Math.imul(h ^ (a.item === undefined ? -1 : intern(a.item)), 0x01000193);
  h = Math.imul(h ^ (a.bonus === undefined ? -1 : a.bonus === 'hit' ? 1 : 2), 0x01000193);
  h = Math.imul(h ^ (a.spell === undefined ? -1 : intern(a.spell)), 0x01000193);
  h = Math.imul(h ^ (a.x ?? -1), 0x01000193);
  h = Math.imul(h ^ (a.cell ?? -1), 0x01000193);
  return h & 0x3fffffff;
}

/**
 * For each kind that may follow a move, the hexes its hint names (null: every hex). The AI asks a
 * kind about a hex only when the hint names it.
 */
// Marks reused from turn to turn (the planner never runs inside itself).
const hintScratch: Uint8Array[] = [];

function kindHints(ctx: Ctx, fig: Figure): Array<{ kind: ActionKind; mark: Uint8Array | null }> {
  const out: Array<{ kind: ActionKind; mark: Uint8Array | null }> = [];
  const kinds = allActionKinds();
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i];
    if (k.stationary) continue;
    if (!k.cells) {
      out.push({ kind: k, mark: null });
      continue;
    }
    let mark: Uint8Array | null = null;
    for (const c of k.cells(ctx, fig)) {
      if (mark === null) {
        mark = hintScratch[i];
        if (!mark || mark.length < ctx.map.cells) hintScratch[i] = mark = new Uint8Array(ctx.map.cells);
        else mark.fill(0);
      }
      mark[c] = 1;
    }
    if (mark) out.push({ kind: k, mark });
  }
  return out;
}

/**
 * Walking distances to a side's enemies depend on the map and where the enemies stand only: kept
 * per map by their hexes, for every fight on that map (the simulator plays thousands).
 */
const CLOSING = new WeakMap<HexMap, Map<string, Int16Array>>();
const CLOSING_CAPACITY = 4096;

function closingFor(ctx: Ctx, enemies: readonly Figure[]): Int16Array {
  let byMap = CLOSING.get(ctx.map);
  if (!byMap) CLOSING.set(ctx.map, (byMap = new Map()));
  let key = '';
  for (const e of enemies) key += `${e.cell}/${e.size},`;
  let d = byMap.get(key);
  if (!d) {
    if (byMap.size >= CLOSING_CAPACITY) byMap.clear();
    byMap.set(key, (d = closingDistance(ctx, enemies)));
  }
  return d;
}

/** What a figure's plan depends on only through where everyone stands: worked out once per position. */
interface Geometry {
  readonly reach: Reach;
  /** Walking distance of each hex to the nearest foe (for fighters). */
  readonly closing: Int16Array;
  /** Per reachable hex, the enemies whose reach the walk there leaves (bit i: enemies[i]). */
  readonly leaving: Int32Array | null;
  /** Per enemy, the hexes it could strike next turn (null: it has no melee attack). */
  readonly zones: ReadonlyArray<Uint8Array | null>;
}

/**
 * A fingerprint of what a figure's geometry depends on: who asks, where everyone stands, on which
 * side, whom each grapples and how far each can move (fingerprint.ts: the Map key and a check).
 */
const positions = new Fingerprint();
function positionsHash(ctx: Ctx, fig: Figure, withZones: boolean): void {
  const fp = positions;
  fp.begin();
  fp.add(withZones ? 1 : 0);
  fp.add(ctx.state.hexEffects.length);
  const figures = ctx.state.figures;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i];
    if (f === fig) fp.add(-7);
    if (f.status !== 'standing') {
      // The fallen hold their hexes (MOVEMENT, Space): where they lie changes where one may stop.
      fp.add(f.status === 'down' ? -2 : -1);
      if (f.status === 'down') fp.add(f.cell);
      continue;
    }
    fp.add(f.cell);
    // Friend or foe: a spell may turn a figure to the other side where it stands.
    fp.add(f.side === fig.side ? 1 : 2);
    fp.add(intern(f.grapple));
    fp.add(movementAllowance(f));
  }
  fp.end();
}

/** Most geometries kept for all the fights of a simulator's run (AiMemo.shared). */
const SHARED_GEOMETRY_CAPACITY = 1 << 16;

function noEffects(ctx: Ctx): boolean {
  if (ctx.state.hexEffects.length > 0) return false;
  for (const f of ctx.state.figures) if (f.effects.length > 0) return false;
  return true;
}

/**
 * A figure's geometry, from the fight's memo, or from the run's when the simulator shares one:
 * without zones and without effects, geometry is a function of the positions alone (and of the
 * figures, which are the same in every fight of a run).
 */
function geometry(ctx: Ctx, fig: Figure, enemies: readonly Figure[], withZones: boolean): Geometry {
  positionsHash(ctx, fig, withZones);
  const k1 = positions.h1;
  const k2 = positions.h2;
  const shared = ctx.memo.shared;
  const memo = shared !== null && !withZones && noEffects(ctx) ? shared : ctx.memo.geometry;
  const cached = memo.get(k1);
  if (cached && cached.check === k2) return cached.geo as Geometry;
  const reach = canMove(ctx, fig) ? reachable(ctx, fig) : stayOnly(fig);
  if (memo === shared && memo.size >= SHARED_GEOMETRY_CAPACITY) memo.clear();
  const geo: Geometry = {
    reach,
    closing: closingFor(ctx, enemies),
    leaving: reach.cells.length <= 1 ? null : leavingMasks(ctx, fig, reach, enemies),
    zones: withZones ? enemies.map((e) => strikeZone(ctx, e)) : [],
  };
  memo.set(k1, { check: k2, geo });
  return geo;
}

/**
 * How a turn was chosen, for replaying the choice without working it out again (ai/transposition.ts): the
 * tie-break draws made before the last group of equal best scores began, and that group in order.
 * Given the same Rng, `replayTurn` picks the same plan and draws the Rng exactly as often.
 */
export interface TurnTrace {
  drawsBefore: number;
  plans: TurnPlan[];
}

/** The plan `planTurn` would have chosen, from its trace, drawing the Rng as it did. */
export function replayTurn(ctx: Ctx, trace: TurnTrace): TurnPlan {
  for (let i = 0; i < trace.drawsBefore; i++) ctx.rng.next();
  let pick = trace.plans[0];
  for (let k = 1; k < trace.plans.length; k++) if (ctx.rng.next() * (k + 1) < 1) pick = trace.plans[k];
  return pick;
}

// Scratch space of planTurn, reused from turn to turn (it never runs inside itself): what walking
// out of each enemy's reach would cost.
const leaveScratch: number[] = [];

export function planTurn(ctx: Ctx, fig: Figure, trace?: TurnTrace): TurnPlan {
  // A routed figure runs, unless something holds it in place (a rope, Freeze).
  if (fig.routed && canMove(ctx, fig)) {
    const rout = routPlan(ctx, fig);
    if (rout) {
      if (trace) {
        trace.drawsBefore = 0;
        trace.plans = [rout];
      }
      return rout;
    }
  }
  const level = aiLevel(ctx, fig);
  const hard = level === 'hard';
  const easy = level === 'easy';
  // With one enemy there is no "more than one foe can reach here": the danger term is nothing.
  const several = hard && countEnemies(ctx, fig) > 1;
  const enemies = standingEnemies(ctx, fig);
  const geo = geometry(ctx, fig, enemies, several);
  const { reach } = geo;
  const danger = several ? dangerMap(ctx, fig, geo, enemies) : null;
  const shooter = isShooter(fig);
  const closing = shooter ? null : geo.closing;
  const leaving = easy ? null : geo.leaving;
  const leaveLoss = leaveScratch;
  for (let i = 0; i < enemies.length; i++) leaveLoss[i] = -1;
  // An action's value is the same from every hex it can be taken from, unless its kind says
  // otherwise or hex effects change the dice from hex to hex.
  // Kept by actionHash, with the action to tell a clash of hashes apart.
  const memo = ctx.state.hexEffects.length === 0 ? new Map<number, { action: Action; value: number }>() : null;
  // After a move, each kind is asked only about the hexes its hint names.
  const hints = kindHints(ctx, fig);
  const kinds: ActionKind[] = [];
  let bestScore = -Infinity;
  let bestCell = fig.cell;
  let bestAct: Action | null = null;
  let ties = 0;
  // For the trace: tie-break draws so far, those made before the current group of ties, the group.
  let draws = 0;
  let groupStart = 0;
  let groupN = 0;
  const groupCells: number[] = [];
  const groupActs: Array<Action | null> = [];
  for (const c of reach.cells) {
    const moved = c !== fig.cell;
    let actValue = 0;
    let act: Action | null = null;
    let actions: readonly Action[];
    if (!moved) actions = legalActions(ctx, fig, c, false);
    else {
      let n = 0;
      for (let i = 0; i < hints.length; i++) {
        const h = hints[i];
        if (h.mark === null || h.mark[c] === 1) kinds[n++] = h.kind;
      }
      actions = n === 0 ? NO_ACTIONS : legalActionsOf(ctx, fig, c, true, kinds, n);
    }
    for (let i = 0; i < actions.length; i++) {
      const a = actions[i];
      const kind = actionKind(a.kind);
      let v: number | undefined;
      const shared = memo !== null && !kind.positional;
      let key = 0;
      if (shared) {
        key = actionHash(a);
        const kept = memo.get(key);
        if (kept !== undefined && sameAction(kept.action, a)) v = kept.value;
      }
      if (v === undefined) {
        v = kind.value(ctx, fig, a, c);
        // A clash of hashes keeps the first action's value; the other is worked out each time.
        if (shared && !memo.has(key)) memo.set(key, { action: a, value: v });
      }
      if (v > actValue + EPS) {
        actValue = v;
        act = a;
      }
    }
    let score = actValue;
    if (closing) {
      const d = closing[c];
      if (d > 0) score -= TUNING.closing * d;
      else if (d < 0) score -= TUNING.closing * 50;
    } else score += shooterPosition(ctx, fig, c, enemies);
    if (danger) score -= danger[c];
    // Indifferent between hexes, stay put rather than wander.
    if (moved) score -= STAY * (reach.steps.length > 0 ? reach.steps[c] : 0);
    if (leaving && moved) {
      let m = leaving[c];
      for (let i = 0; m !== 0; i++, m >>>= 1) {
        // One who owes his next turn cannot react (ACTION, Reaction).
        if ((m & 1) === 0 || enemies[i].owesTurn) continue;
        if (leaveLoss[i] < 0) leaveLoss[i] = lossFrom(ctx, enemies[i], fig, enemies[i].cell, firstAdjacent(ctx, enemies[i])) * TUNING.passing;
        score -= leaveLoss[i];
      }
    }
    if (easy) score += ctx.rng.next() * EASY_NOISE;
    if (score > bestScore + EPS) {
      bestScore = score;
      bestCell = c;
      bestAct = act;
      ties = 1;
      groupStart = draws;
      groupCells[0] = c;
      groupActs[0] = act;
      groupN = 1;
    } else if (score >= bestScore - EPS) {
      // Reservoir choice among equal scores, so ties do not always favour the first hex listed.
      ties += 1;
      draws += 1;
      groupCells[groupN] = c;
      groupActs[groupN] = act;
      groupN += 1;
      if (ctx.rng.next() * ties < 1) {
        bestCell = c;
        bestAct = act;
      }
    }
  }
  const planAt = (cell: number, action: Action | null): TurnPlan => ({ path: cell === fig.cell ? STAY_PUT : pathTo(reach, cell), action, decided: true });
  if (trace) {
    trace.drawsBefore = groupStart;
    trace.plans = [];
    let chosen = 0;
    for (let i = 0; i < groupN; i++) {
      trace.plans.push(planAt(groupCells[i], groupActs[i]));
      // Each hex is scored once, so the hex names the chosen member of the group.
      if (groupCells[i] === bestCell) chosen = i;
    }
    return trace.plans[chosen];
  }
  return planAt(bestCell, bestAct);
}

/** A shooter wants range and a clear line to somebody, and no enemy at its elbow. */
function shooterPosition(ctx: Ctx, fig: Figure, cell: number, enemies: readonly Figure[]): number {
  let nearest = Infinity;
  let seen = false;
  const map = ctx.map;
  for (const e of enemies) {
    const dq = map.q[cell] - map.q[e.cell];
    const dr = map.r[cell] - map.r[e.cell];
    const d = Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
    if (d < nearest) nearest = d;
    if (!seen && lineOfFire(ctx, cell, e.cell, fig, e)) seen = true;
  }
  if (nearest === Infinity) return 0;
  return 0.004 * Math.min(nearest, 6) + (seen ? 0.03 : 0) - (nearest <= 1 ? 0.02 : 0);
}
