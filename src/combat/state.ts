// The combat state (plain, serialisable data) and the context a fight runs in (derived indexes,
// the dice, the deciders, the event sink). Nothing here knows whether a person or the AI decides.
import type { Roll, Rng } from '../dice';
import type { HexMap } from './map';
import { cellDistance, isStandable } from './map';
import type { Figure, Side } from './figure';
import type { HexEffect } from './effect-hooks';
import { hexEffectKind } from './effect-hooks';
import type { CombatEvent } from './events';
import type { Decision, Request } from './protocol';
import { Fingerprint } from './fingerprint';

export type Difficulty = 'easy' | 'normal' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** A weapon or shield lying on the floor: dropped in a grapple or thrown (Shoot/Throw). */
export interface FloorItem {
  readonly cell: number;
  readonly kind: 'weapon' | 'shield';
  readonly name: string;
  /** Who had it last. */
  readonly owner: string;
}

export interface CombatState {
  readonly map: HexMap;
  readonly figures: Figure[];
  /** Rounds begun: a round is one turn of each side. */
  round: number;
  /** The side whose turn it is. */
  active: Side | null;
  initiative: Side | null;
  floor: FloorItem[];
  hexEffects: HexEffect[];
  /** Morale (ruling): broken sides flee; `lost` is how many were down or gone at the last check. */
  morale: Record<Side, { broken: boolean; lost: number }>;
  /** Figures each side began with, for the morale ruling. */
  readonly started: Record<Side, number>;
  /** Rounds in a row in which nobody was harmed, fell or fled (the stalemate ruling). */
  quietRounds: number;
}

/** Answers a decision for an AI figure, synchronously. */
export type AiDecider = (ctx: Ctx, fig: Figure, decision: Decision) => unknown;

export interface Ctx {
  readonly state: CombatState;
  readonly map: HexMap;
  readonly byId: ReadonlyMap<string, Figure>;
  /**
   * Cell -> index + 1 of a standing figure there; LYING where only the fallen lie; 0: empty. Kept by
   * rebuildOccupancy.
   */
  readonly occ: Int16Array;
  /** Automatic dice, thrown at once; null when the dice are typed in (each roll is then asked). */
  readonly rollNow: ((count: number, sides: number) => Roll) | null;
  /**
   * Whose dice are typed in although the dice are automatic: a player rolls his own characters' dice
   * at the table (`--dice players`); null: nobody's.
   */
  readonly typed: ((by: Figure | null) => boolean) | null;
  /** Asks for a typed roll or a person's decision: the answer given so far, or it throws Pending (protocol.ts). */
  readonly ask: (request: Request) => unknown;
  /** Where events go; null when nobody listens (the simulator). */
  readonly emit: ((e: CombatEvent) => void) | null;
  readonly ai: AiDecider;
  /** AI tie-breaks and anything that is not a die roll. */
  readonly rng: Rng;
  readonly difficulty: Difficulty;
  /** A side played at another level than `difficulty` (tests and simulations of uneven AIs). */
  readonly sideDifficulty?: Partial<Record<Side, Difficulty>>;
  /** May the party leave the board (EncounterOptions.canFlee). */
  readonly canFlee: boolean;
  /** The surprise turn: nobody may react (SEQUENCE OF PLAY, Surprise: "unopposed"). */
  unopposed: boolean;
  /** A reaction is being resolved: it cannot itself be answered by a reaction (ruling). */
  inReaction: boolean;
  /** The figure walking now: it may pass through a friend's hex, or fly over a foe's. */
  walking: Figure | null;
  /** The figure whose turn it is, and whom it has attacked this turn. */
  acting: Figure | null;
  attacked: Set<string>;
  /** Somebody was harmed, fell or fled this round (stalemate ruling). */
  eventful: boolean;
  /** What the AI has worked out and may reuse while the board stays the same. */
  readonly memo: AiMemo;
}

export interface AiMemo {
  /** The board the values below were worked out on (its fingerprint, two halves), if any yet. */
  known: boolean;
  key1: number;
  key2: number;
  worth: Map<Figure, { ready: string | null; value: number }>;
  /** Other values by a text key (any a spell keeps; throws whose numbers are too large for `numbers`). */
  values: Map<string, number>;
  /** Values by a number of their own (memoNumber: next turns, weapons' potential, grapple exchanges, throws). */
  numbers: Map<number, number>;
  /** Hexes next to the party's enemies and to the foes' (cellsNextToEnemies), once worked out. */
  nextTo: [readonly number[] | null, readonly number[] | null];
  /**
   * What depends only on where everyone stands (reachable hexes, distances), by a fingerprint of the
   * positions (ai/plan.ts): its first half is the key, the second the check.
   */
  geometry: Map<number, { check: number; geo: unknown }>;
  /**
   * Geometry kept for every fight of a simulator's run (the same figures on the same map), used where
   * it depends on the positions alone (ai/plan.ts); null outside the simulator.
   */
  shared: Map<number, { check: number; geo: unknown }> | null;
}

const interned = new Map<string, number>();
/** A small number for a name (weapon, id, effect kind), the same for the whole process. */
export function intern(name: string | null): number {
  if (name === null) return 0;
  let n = interned.get(name);
  if (n === undefined) interned.set(name, (n = interned.size + 1));
  return n;
}

/**
 * A fingerprint of everything the AI's values depend on: where each figure stands, its wounds, what
 * it holds, whether it owes a turn or flees, its effects; the floor and the hex effects. Two equal
 * fingerprints mean the same values.
 */
const board = new Fingerprint();

function boardHash(ctx: Ctx): void {
  const fp = board;
  fp.begin();
  fp.add(ctx.state.floor.length);
  fp.add(ctx.state.hexEffects.length);
  fp.add((ctx.inReaction ? 1 : 0) | (ctx.unopposed ? 2 : 0));
  const figures = ctx.state.figures;
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i];
    fp.add(f.cell);
    fp.add(f.status === 'standing' ? 1 : f.status === 'down' ? 2 : 3);
    fp.add(f.damage);
    fp.add(f.fatigue);
    fp.add(intern(f.ready));
    fp.add(intern(f.grapple));
    fp.add((f.owesTurn ? 1 : 0) | (f.loaded ? 2 : 0) | (f.routed ? 4 : 0) | (f.shield ? 8 : 0));
    fp.add(f.carried.length);
    fp.add(f.boost);
    fp.add(f.st);
    fp.add(f.dx);
    fp.add(f.effects.length);
    for (const e of f.effects) {
      fp.add(intern(e.kind));
      fp.add(e.value ?? 0);
    }
  }
  fp.end();
}


/** An empty memo, for a new fight. */
export function newMemo(): AiMemo {
  return { known: false, key1: 0, key2: 0, worth: new Map(), values: new Map(), numbers: new Map(), nextTo: [null, null], geometry: new Map(), shared: null };
}

/** Empties a memo for another fight, as good as a new one (the simulator reuses one a run). */
export function resetMemo(memo: AiMemo): AiMemo {
  memo.known = false;
  if (memo.worth.size > 0) memo.worth.clear();
  if (memo.values.size > 0) memo.values.clear();
  if (memo.numbers.size > 0) memo.numbers.clear();
  if (memo.geometry.size > 0) memo.geometry.clear();
  memo.nextTo[0] = memo.nextTo[1] = null;
  memo.shared = null;
  return memo;
}

/**
 * Forgets the AI's values if the board changed since they were worked out. The AI calls it before
 * each decision it works out (ai/index.ts), so values are never read on another board.
 */
export function clearMemo(ctx: Ctx): void {
  boardHash(ctx);
  const memo = ctx.memo;
  if (memo.known && memo.key1 === board.h1 && memo.key2 === board.h2) return;
  memo.known = true;
  memo.key1 = board.h1;
  memo.key2 = board.h2;
  // Clearing an empty Map still costs: most boards leave some of these empty.
  if (memo.worth.size > 0) memo.worth.clear();
  if (memo.values.size > 0) memo.values.clear();
  if (memo.numbers.size > 0) memo.numbers.clear();
  memo.nextTo[0] = memo.nextTo[1] = null;
  if (ctx.memo.geometry.size > 256) ctx.memo.geometry.clear();
}

/** Tags of the values kept by memoNumber. */
export const MEMO_NEXT_TURN = 1;
export const MEMO_POTENTIAL = 2;
export const MEMO_GRAPPLE = 3;
export const MEMO_THROW = 4;
/** The potential of a figure with its shield dropped or strapped on (change-weapons.ts). */
export const MEMO_POTENTIAL_SHIELD = 5;

/**
 * A value the AI worked out, named by a tag and two small whole numbers (interned names, -1 for
 * none, or numbers packed from a few such), reused until the memo is cleared: memoValue without
 * building a text key each time.
 */
export function memoNumber(ctx: Ctx, tag: number, a: number, b: number, compute: () => number): number {
  if (a < -1 || b < -1 || a >= 0x100000 || b >= 0x100000 || tag < 0 || tag >= 0x400) return memoValue(ctx, `#${tag}|${a}|${b}`, compute);
  // Exact in a double: tag below 2^10, each number below 2^21.
  const key = tag * 0x40000000000 + (a + 1) * 0x200000 + (b + 1);
  const numbers = ctx.memo.numbers;
  let v = numbers.get(key);
  if (v === undefined) {
    v = compute();
    numbers.set(key, v);
  }
  return v;
}

/** A value the AI worked out, reused until the memo is cleared (each turn, each fall). */
export function memoValue(ctx: Ctx, key: string, compute: () => number): number {
  let v = ctx.memo.values.get(key);
  if (v === undefined) {
    v = compute();
    ctx.memo.values.set(key, v);
  }
  return v;
}

/**
 * Cells next to any standing enemy of `fig` (where a one-hex figure can strike or enter from): the
 * AI's hint for strikes and for entering, worked out once per board and side (AiMemo).
 */
export function cellsNextToEnemies(ctx: Ctx, fig: Figure): readonly number[] {
  const memo = ctx.memo;
  const side = fig.side === 'party' ? 0 : 1;
  let cells = memo.nextTo[side];
  if (cells === null) memo.nextTo[side] = cells = nextToEnemies(ctx, fig);
  return cells;
}

function nextToEnemies(ctx: Ctx, fig: Figure): number[] {
  const out: number[] = [];
  const adj = ctx.map.adjacent;
  for (const e of ctx.state.figures) {
    if (e.side === fig.side || e.status !== 'standing') continue;
    for (const c of e.size <= 1 ? [e.cell] : figureCells(ctx, e)) {
      for (let d = 0; d < 6; d++) {
        const n = adj[c * 6 + d];
        if (n >= 0) out.push(n);
      }
    }
  }
  return out;
}

/** How well the AI plays this figure. */
export function aiLevel(ctx: Ctx, fig: Figure): Difficulty {
  return ctx.sideDifficulty?.[fig.side] ?? ctx.difficulty;
}

export function figureById(ctx: Ctx, id: string): Figure {
  const f = ctx.byId.get(id);
  if (!f) throw new Error(`no figure "${id}" in this fight`);
  return f;
}

/** The hexes a figure of `size` fills with its centre at `cell`, or null if one is off the board or a wall. */
export function footprint(map: HexMap, cell: number, size: number): number[] | null {
  if (cell < 0 || !isStandable(map, cell)) return null;
  if (size <= 1) return [cell];
  const a = map.adjacent;
  const cells = size === 7 ? [cell, a[cell * 6], a[cell * 6 + 1], a[cell * 6 + 2], a[cell * 6 + 3], a[cell * 6 + 4], a[cell * 6 + 5]] : [cell, a[cell * 6], a[cell * 6 + 1]];
  if (size === 4) cells.push(cells[1] >= 0 ? a[cells[1] * 6 + 1] : -1);
  for (const c of cells) if (c < 0 || !isStandable(map, c)) return null;
  return cells;
}

export function figureCells(ctx: Ctx, fig: Figure): number[] {
  return fig.size <= 1 ? [fig.cell] : (footprint(ctx.map, fig.cell, fig.size) ?? [fig.cell]);
}

/** In `occ`, a hex where a fallen figure lies and nobody stands. */
export const LYING = -1;

/**
 * Standing figures mark the hexes they fill; the fallen mark theirs as LYING: one character to a hex
 * (MOVEMENT, Space), so nobody stops in a hex where one lies, though he may be stepped over (ruling).
 * The fled are off the board.
 */
export function rebuildOccupancy(ctx: Ctx): void {
  const occ = ctx.occ;
  occ.fill(0);
  const figs = ctx.state.figures;
  let fallen = false;
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i];
    if (f.cell < 0) continue;
    if (f.status !== 'standing') {
      if (f.status === 'down') fallen = true;
      continue;
    }
    if (f.size <= 1) {
      if (occ[f.cell] === 0) occ[f.cell] = i + 1;
    } else {
      for (const c of figureCells(ctx, f)) if (occ[c] === 0) occ[c] = i + 1;
    }
  }
  if (!fallen) return;
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i];
    if (f.status !== 'down' || f.cell < 0) continue;
    for (const c of f.size <= 1 ? [f.cell] : figureCells(ctx, f)) if (occ[c] === 0) occ[c] = LYING;
  }
}

/** The standing figures in a hex: one, or two grappling. */
export function figuresAt(ctx: Ctx, cell: number): Figure[] {
  const k = ctx.occ[cell];
  if (k <= 0) return [];
  const f = ctx.state.figures[k - 1];
  const out = [f];
  if (f.grapple !== null) {
    const g = ctx.byId.get(f.grapple);
    if (g && g.status === 'standing' && g.cell === f.cell) out.push(g);
  }
  return out;
}

/** Somebody stands or lies in the hex: nobody else may stop there (MOVEMENT, Space). */
export function isOccupied(ctx: Ctx, cell: number): boolean {
  return ctx.occ[cell] !== 0;
}

/** Hexes apart of two figures: between their nearest hexes for large creatures; 0 when grappling. */
export function figureDistance(ctx: Ctx, a: Figure, b: Figure, aCell = a.cell, bCell = b.cell): number {
  if (a.size <= 1 && b.size <= 1) return cellDistance(ctx.map, aCell, bCell);
  const ca = a.size <= 1 ? [aCell] : (footprint(ctx.map, aCell, a.size) ?? [aCell]);
  const cb = b.size <= 1 ? [bCell] : (footprint(ctx.map, bCell, b.size) ?? [bCell]);
  let best = Infinity;
  for (const x of ca) for (const y of cb) best = Math.min(best, cellDistance(ctx.map, x, y));
  return best;
}

export function isEnemy(a: Figure, b: Figure): boolean {
  return a.side !== b.side;
}

export function standingFigures(ctx: Ctx, side: Side): Figure[] {
  return ctx.state.figures.filter((f) => f.side === side && f.status === 'standing');
}

export function standingEnemies(ctx: Ctx, fig: Figure): Figure[] {
  return ctx.state.figures.filter((f) => f.side !== fig.side && f.status === 'standing');
}

/** Hex effects on a cell, in the order they were made. */
export function hexEffectsAt(ctx: Ctx, cell: number): HexEffect[] {
  const list = ctx.state.hexEffects;
  if (list.length === 0) return [];
  return list.filter((e) => e.cells.includes(cell));
}

/** A created wall or the like: nobody enters. */
export function cellBlockedByEffect(ctx: Ctx, cell: number): boolean {
  const list = ctx.state.hexEffects;
  for (let i = 0; i < list.length; i++) {
    if (list[i].cells.includes(cell) && hexEffectKind(list[i].kind).blocksMove) return true;
  }
  return false;
}

export function cellBlocksSightByEffect(ctx: Pick<Ctx, 'state'>, cell: number): boolean {
  const list = ctx.state.hexEffects;
  for (let i = 0; i < list.length; i++) {
    if (list[i].cells.includes(cell) && hexEffectKind(list[i].kind).blocksSight) return true;
  }
  return false;
}

export function emit(ctx: Ctx, e: CombatEvent): void {
  if (ctx.emit) ctx.emit(e);
}

/** The plain-data part of a state, for saving (the map is saved as its text). */
export function stateToJson(state: CombatState): unknown {
  const { map, ...rest } = state;
  return { ...rest, map: { text: map.text, source: map.source ?? null } };
}
