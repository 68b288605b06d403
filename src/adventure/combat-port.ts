// The adventure's one door into the combat engine, as fixed by the contract between combat and
// adventures (docs/combat.md, "For programmers"): parseMap, the bestiary and runEncounter (the fight
// shown and asked on an Io, render/fight-face.ts). The engine is loaded lazily, so that validating
// or exploring an adventure does not load combat code.
import type { EncounterFigure, EncounterResult, HexMap, Remedy } from '../combat';
import type { EncounterOptions } from '../render/fight-face';
import type { Creature } from '../rules';

export type { Creature, EncounterFigure, EncounterOptions, EncounterResult, HexMap, Remedy };
export type FigureStatus = EncounterResult['party'][number]['status'];

/** What the adventure needs of the combat engine. */
export interface CombatEngine {
  parseMap(text: string, source?: string): HexMap;
  findCreature(name: string): Creature | undefined;
  creatureNames(): readonly string[];
  runEncounter(options: EncounterOptions): Promise<EncounterResult>;
}

/** A map fault with its place in the map text (combat's MapError). */
export interface MapFault {
  message: string;
  line: number;
  column: number;
}

let engine: CombatEngine | null | undefined;

/**
 * The combat engine (null only when a test takes it away with `setCombatEngine(null)`, to see how
 * the loader does without it). Tests may put a stand-in in its place.
 */
export function combatEngine(): CombatEngine | null {
  if (engine !== undefined) return engine;
  // The map parser and the bestiary are small and load at once; the engine itself only when a
  // fight begins, so that starting a game or validating an adventure stays quick.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const maps = require('../combat/map') as Pick<CombatEngine, 'parseMap'>;
  const rules = require('../rules') as { findCreature: (n: string) => Creature | undefined; CREATURES: readonly Creature[] };
  engine = {
    parseMap: (text, source) => maps.parseMap(text, source),
    findCreature: (name) => rules.findCreature(name),
    creatureNames: () => rules.CREATURES.map((c) => c.name),
    runEncounter: (options) => (require('../render/fight-face') as Pick<CombatEngine, 'runEncounter'>).runEncounter(options),
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return engine;
}

/** Replaces the engine (tests), or with undefined goes back to loading the real one. */
export function setCombatEngine(e: CombatEngine | null | undefined): void {
  engine = e;
}

/** Reads a map fault out of whatever parseMap threw. */
export function mapFault(e: unknown): MapFault | null {
  if (!(e instanceof Error)) return null;
  const x = e as Error & { line?: unknown; column?: unknown };
  if (typeof x.line === 'number' && typeof x.column === 'number') return { message: e.message, line: x.line, column: x.column };
  return null;
}
