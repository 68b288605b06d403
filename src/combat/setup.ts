// Setting a fight up: figures from sheets and stat blocks, named and lettered for the map, placed in
// their start zones (overflow goes to the nearest free hexes, ruling), and the context a fight runs
// in. Used alike by adventures (encounter.ts), the arena and the simulator.
import type { Character } from '../character';
import type { Creature } from '../rules/creatures';
import type { Weapon } from '../rules/weapons';
import type { Armor } from '../rules/armor';
import { creatureProblems } from '../rules/creatures';
import type { Roll, Rng } from '../dice';
import type { HexMap } from './map';
import { cellLabel } from './map';
import type { Control, Figure, Side } from './figure';
import { FigureError, figureFromCharacter, figureFromCreature } from './figure';
import type { AiDecider, AiMemo, CombatState, Ctx, Difficulty } from './state';
import { footprint, newMemo, rebuildOccupancy, resetMemo } from './state';
import { Slab } from './slab';
import type { CombatEvent } from './events';
import type { Request } from './protocol';
import { nobodyToAsk } from './protocol';

export class EncounterError extends Error {
  override name = 'EncounterError';
}

export interface CombatantSpec {
  id: string;
  side: Side;
  character?: Character;
  creature?: Creature;
  control: Control;
  /** The player at the table who moves it. */
  player?: string;
  zone?: string;
}

/** Figures for the specs, with unique display names ("Goblin 1", "Goblin 2") and map letters. */
export function buildFigures(specs: readonly CombatantSpec[], arms: readonly Weapon[] = [], armors: readonly Armor[] = []): Figure[] {
  const ids = new Set<string>();
  const figs = specs.map((s, i) => {
    const where = `figure ${i + 1}${s.id ? ` ("${s.id}")` : ''}`;
    if (typeof s.id !== 'string' || s.id.trim() === '') throw new EncounterError(`${where}: needs an id`);
    if (ids.has(s.id)) throw new EncounterError(`${where}: the id "${s.id}" is used twice`);
    ids.add(s.id);
    if (s.side !== 'party' && s.side !== 'foes') throw new EncounterError(`${where}: side must be "party" or "foes"`);
    if (!s.character === !s.creature) throw new EncounterError(`${where}: give either a character or a creature`);
    try {
      const seed = { id: s.id, side: s.side, control: s.control, arms, armors, ...(s.player !== undefined ? { player: s.player } : {}) };
      if (s.character) return figureFromCharacter(seed, s.character);
      const problems = creatureProblems(s.creature!);
      if (problems.length > 0) throw new EncounterError(`${where} (${s.creature!.name}): ${problems.join('; ')}`);
      return figureFromCreature(seed, s.creature!);
    } catch (e) {
      if (e instanceof FigureError) throw new EncounterError(`${where}: ${e.message}`);
      throw e;
    }
  });
  const count = new Map<string, number>();
  for (const f of figs) count.set(f.name, (count.get(f.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const f of figs) {
    if ((count.get(f.name) ?? 0) > 1) {
      const k = (seen.get(f.name) ?? 0) + 1;
      seen.set(f.name, k);
      f.name = `${f.name} ${k}`;
    }
  }
  let party = 0;
  let foes = 0;
  for (const f of figs) {
    const k = f.side === 'party' ? party++ : foes++;
    const letter = String.fromCharCode(65 + (k % 26));
    f.letter = f.side === 'party' ? letter : letter.toLowerCase();
  }
  return figs;
}

/**
 * Puts each figure in its zone's hexes in reading order. A zone too small for its figures overflows
 * into the nearest free hexes (ruling); a zone the map lacks is an error.
 */
export function placeFigures(map: HexMap, figs: readonly Figure[], zoneOf: (f: Figure) => string, occupied: ((cell: number) => boolean) | null = null): void {
  const taken = new Uint8Array(map.cells);
  // Figures coming in the middle of a fight keep clear of those already standing there.
  if (occupied) for (let c = 0; c < map.cells; c++) if (occupied(c)) taken[c] = 1;
  const fits = (cell: number, size: number) => {
    const fp = footprint(map, cell, size);
    return fp !== null && fp.every((c) => taken[c] === 0);
  };
  const take = (f: Figure, cell: number) => {
    f.cell = cell;
    for (const c of footprint(map, cell, f.size)!) taken[c] = 1;
  };
  for (const f of figs) {
    const zone = zoneOf(f);
    const cells = map.zoneCells.get(zone);
    if (!cells) {
      const have = [...map.zoneCells.keys()];
      throw new EncounterError(`${f.name} starts in zone ${zone}, which ${map.name ? `the map "${map.name}"` : 'the map'} does not have (its zones: ${have.length ? have.join(', ') : 'none'})`);
    }
    let placed = false;
    for (const c of cells) {
      if (fits(c, f.size)) {
        take(f, c);
        placed = true;
        break;
      }
    }
    if (placed) continue;
    // Overflow: breadth-first from the zone to the nearest hex where the figure fits.
    const seen = new Uint8Array(map.cells);
    const queue = [...cells];
    for (const c of cells) seen[c] = 1;
    while (queue.length > 0 && !placed) {
      const c = queue.shift()!;
      if (fits(c, f.size)) {
        take(f, c);
        placed = true;
        break;
      }
      for (let d = 0; d < 6; d++) {
        const n = map.adjacent[c * 6 + d];
        if (n >= 0 && !seen[n] && map.terrain[n] !== 2) {
          seen[n] = 1;
          queue.push(n);
        }
      }
    }
    if (!placed) throw new EncounterError(`no room on the map for ${f.name} near zone ${zone} (around ${cellLabel(map, cells[0])})`);
  }
}

export function createState(map: HexMap, figures: Figure[]): CombatState {
  const started = { party: 0, foes: 0 };
  const down = { party: 0, foes: 0 };
  for (let i = 0; i < figures.length; i++) {
    const f = figures[i];
    started[f.side] += 1;
    if (f.status !== 'standing') down[f.side] += 1;
  }
  return {
    map,
    figures,
    round: 0,
    active: null,
    initiative: null,
    floor: [],
    hexEffects: [],
    morale: { party: { broken: false, lost: down.party }, foes: { broken: false, lost: down.foes } },
    started,
    quietRounds: 0,
  };
}

export interface ContextOptions {
  rollNow?: ((count: number, sides: number) => Roll) | null;
  /** Figures whose dice are typed in though the dice are automatic (Ctx.typed). */
  typed?: ((by: Figure | null) => boolean) | null;
  /** Answers to rolls that are not automatic and to persons' decisions (protocol.ts); default: nobody answers. */
  ask?: (request: Request) => unknown;
  emit?: ((e: CombatEvent) => void) | null;
  ai: AiDecider;
  rng: Rng;
  difficulty?: Difficulty;
  sideDifficulty?: Partial<Record<Side, Difficulty>>;
  canFlee?: boolean;
  /** The AI's memo to use, emptied first (the simulator keeps one for all its fights); else a new one. */
  memo?: AiMemo;
}

// The occupancy grids of new contexts are cut from shared blocks (slab.ts): one per simulated fight.
const OCCUPANCY = new Slab(Int16Array);

export function createContext(state: CombatState, opts: ContextOptions): Ctx {
  const byId = new Map<string, Figure>();
  for (const f of state.figures) byId.set(f.id, f);
  // Every context has the same fields in the same order (one shape for the engine's hot code).
  const ctx: Ctx = {
    state,
    map: state.map,
    byId,
    occ: OCCUPANCY.take(state.map.cells),
    rollNow: opts.rollNow ?? null,
    typed: opts.typed ?? null,
    ask: opts.ask ?? nobodyToAsk,
    emit: opts.emit ?? null,
    ai: opts.ai,
    rng: opts.rng,
    difficulty: opts.difficulty ?? 'normal',
    canFlee: opts.canFlee ?? true,
    unopposed: false,
    inReaction: false,
    walking: null,
    acting: null,
    attacked: new Set(),
    eventful: false,
    memo: opts.memo ? resetMemo(opts.memo) : newMemo(),
  };
  if (opts.sideDifficulty) (ctx as { sideDifficulty?: Partial<Record<Side, Difficulty>> }).sideDifficulty = opts.sideDifficulty;
  rebuildOccupancy(ctx);
  return ctx;
}

/** Adds a figure in the middle of a fight (a summoned being), placed at `cell` (Summoning). */
export function addFigure(ctx: Ctx, fig: Figure, cell: number): void {
  if (ctx.byId.has(fig.id)) throw new Error(`a figure "${fig.id}" is already in the fight`);
  fig.cell = cell;
  ctx.state.figures.push(fig);
  (ctx.byId as Map<string, Figure>).set(fig.id, fig);
  rebuildOccupancy(ctx);
}
