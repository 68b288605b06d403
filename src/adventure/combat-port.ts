// The adventure's one door into the combat engine, as fixed by the contract between combat and
// adventures (docs/contract-combat-adventure.md): parseMap, the bestiary and runEncounter. The
// engine is loaded lazily, so that validating or exploring an adventure does not load combat code.
import type { Character } from '../character';
import type { DiceSource, Rng } from '../dice';
import type { Io } from '../io';

export interface Hex {
  q: number;
  r: number;
}

export interface HexMap {
  name?: string;
  zones: ReadonlyMap<string, readonly Hex[]>;
}

export interface Creature {
  name: string;
  st: number;
  dx: number;
  iq: number;
  ma?: number;
  armor: number;
  attacks: Array<{ name: string; damage: string; missile?: boolean; range?: number }>;
  weapon?: string;
  shield?: string;
  armorName?: string;
  flying?: boolean;
  animal?: boolean;
  hexes?: number;
  description: string;
}

export interface EncounterFigure {
  id: string;
  side: 'party' | 'foes';
  character?: Character;
  creature?: Creature;
  control: 'player' | 'ai';
  zone?: string;
}

export interface EncounterOptions {
  map: HexMap;
  figures: EncounterFigure[];
  surprise?: 'party' | 'foes' | null;
  io: Io;
  dice: DiceSource;
  rng: Rng;
  difficulty?: 'easy' | 'normal' | 'hard';
  canFlee?: boolean;
  quiet?: boolean;
}

export type FigureStatus = 'standing' | 'unconscious' | 'dead' | 'fled';

export interface EncounterResult {
  outcome: 'victory' | 'defeat' | 'fled';
  rounds: number;
  party: Array<{ id: string; character: Character; status: FigureStatus; xp: number }>;
  foes: Array<{ id: string; name: string; status: FigureStatus }>;
}

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
 * The combat engine, or null while it is not part of this build. Tests may put a stand-in in its
 * place with `setCombatEngine`.
 */
export function combatEngine(): CombatEngine | null {
  if (engine !== undefined) return engine;
  try {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const combat = require('../combat') as Pick<CombatEngine, 'parseMap' | 'runEncounter'>;
    const rules = require('../rules') as { findCreature?: (n: string) => Creature | undefined; CREATURES?: readonly Creature[] };
    /* eslint-enable @typescript-eslint/no-require-imports */
    if (typeof combat.parseMap !== 'function' || typeof combat.runEncounter !== 'function' || typeof rules.findCreature !== 'function') {
      engine = null;
      return engine;
    }
    const find = rules.findCreature;
    const all = rules.CREATURES ?? [];
    engine = {
      parseMap: (text, source) => combat.parseMap(text, source),
      findCreature: (name) => find(name),
      creatureNames: () => all.map((c) => c.name),
      runEncounter: (options) => combat.runEncounter(options),
    };
  } catch (e) {
    if (e instanceof Error && (e as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && /combat|rules/.test(e.message)) engine = null;
    else throw e;
  }
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
