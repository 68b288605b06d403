// The one way adventures (and the arena) run a fight: figures from sheets and the bestiary placed on
// a map, every rule of combat, the aftermath of INJURY & EXHAUSTION and the XP of CAMPAIGNING, and
// the updated sheets back. The contract with adventures is docs/contract-combat-adventure.md.
import type { Character } from '../character';
import type { Creature } from '../rules/creatures';
import type { DiceSource, Roll, Rng } from '../dice';
import type { Io } from '../io';
import type { HexMap } from './map';
import { cellLabel } from './map';
import type { Figure } from './figure';
import type { Difficulty } from './state';
import type { CombatEvent } from './events';
import { driveAsync } from './protocol';
import type { Request } from './protocol';
import { buildFigures, createContext, createState, placeFigures } from './setup';
import { fight } from './turn';
import { effectsToSheet, endFightEffects } from './effects';
import type { FinalStatus } from './aftermath';
import { aftermath, finalStatus } from './aftermath';
import { aiDecide } from './ai';
import { PlayerDecider } from './player';
import { CombatLog } from '../render/combat-log';
import { renderBoard, BOARD_LEGEND } from '../render/hex-map';
import { renderPanel } from '../render/combat-panel';

export interface EncounterFigure {
  /** Unique in the encounter, e.g. 'ajax', 'goblin-2'. */
  id: string;
  side: 'party' | 'foes';
  /** A player character as he stands now (damage, fatigue, gear, spells). */
  character?: Character;
  /** Or a creature: a bestiary row or an inline stat block of the same shape. */
  creature?: Creature;
  /** Who decides its moves: a person through Io, or the AI. */
  control: 'player' | 'ai';
  /** Start zone of the map ('A', 'B', ...); default: party 'A', foes 'B'. */
  zone?: string;
}

export interface EncounterOptions {
  map: HexMap;
  figures: EncounterFigure[];
  /** SEQUENCE OF PLAY, Surprise. */
  surprise?: 'party' | 'foes' | null;
  /** Prompts for 'player' figures, and where the map and log are shown. */
  io: Io;
  /** Every die roll (auto or manual). */
  dice: DiceSource;
  /** AI tie-breaks and anything that is not a die roll. */
  rng: Rng;
  difficulty?: Difficulty;
  /** May the party flee off the map edge (default true). */
  canFlee?: boolean;
  /** No map or log output (random playthrough tests, the simulator). */
  quiet?: boolean;
  /** Every event as it happens, shown or not (transcripts, tests). */
  onEvent?: (e: CombatEvent) => void;
}

export interface EncounterResult {
  /** victory: every foe killed, captured or routed. */
  outcome: 'victory' | 'defeat' | 'fled';
  rounds: number;
  party: Array<{
    id: string;
    /** The updated sheet: damage, fatigue after the point recovered, karma and wishes spent, weapons, XP. */
    character: Character;
    status: 'standing' | 'unconscious' | 'dead' | 'fled';
    /** XP earned in this encounter (already added to the sheet). */
    xp: number;
  }>;
  foes: Array<{ id: string; name: string; status: 'standing' | 'unconscious' | 'dead' | 'fled' }>;
  /** Party members that are creatures (summoned, hired animals): no sheet to update. */
  allies?: Array<{ id: string; name: string; status: 'standing' | 'unconscious' | 'dead' | 'fled' }>;
  /** A stalemate (no harm for many rounds) ends as 'fled' for the party (ruling); this tells it apart. */
  stalemate?: boolean;
}

/** Dice that can answer at once: the automatic ones. */
function rollNowOf(dice: DiceSource): ((count: number, sides: number) => Roll) | null {
  const d = dice as DiceSource & { rollNow?: (count: number, sides: number) => Roll };
  return typeof d.rollNow === 'function' && !dice.manual ? (count, sides) => d.rollNow!(count, sides) : null;
}

/** The sheet as the fight left it. */
export function updatedSheet(f: Figure, xp: number): Character {
  const c = structuredClone(f.character!);
  c.damage = f.damage;
  c.fatigue = f.fatigue;
  c.karma = f.karma;
  c.wishes = f.wishes;
  // Between fights the first weapon carried is the one in hand (the sheet has no "empty hands").
  c.weapons = f.ready !== null ? [f.ready, ...f.carried] : [...f.carried];
  c.shield = f.shield?.name ?? null;
  c.xp = c.xp + xp;
  effectsToSheet(f, c);
  return c;
}

export async function runEncounter(options: EncounterOptions): Promise<EncounterResult> {
  const { map, io } = options;
  const figs = buildFigures(options.figures);
  const zones = new Map(options.figures.map((f) => [f.id, f.zone ?? (f.side === 'party' ? 'A' : 'B')]));
  placeFigures(map, figs, (f) => zones.get(f.id)!);
  const state = createState(map, figs);
  const byId = new Map(figs.map((f) => [f.id, f]));
  const quiet = options.quiet === true;
  const log = quiet ? null : new CombatLog({ name: (id) => byId.get(id)?.name ?? id, cell: (c) => cellLabel(map, c) }, (line) => io.say(line), io.style);
  const watching = !quiet && !figs.some((f) => f.control === 'player');
  const showBoard = () => {
    io.say('');
    io.say(renderBoard(state, { style: io.style }));
    io.say(`    ${BOARD_LEGEND}`);
    io.say(renderPanel(state.figures, io.style));
  };
  const emit =
    log || options.onEvent
      ? (e: CombatEvent) => {
          options.onEvent?.(e);
          if (!log) return;
          // Nobody plays: show the board at the start and each round, so the fight can be followed.
          if (watching && (e.t === 'round' || e.t === 'begin')) {
            log.flush();
            if (e.t === 'round') showBoard();
          }
          log.event(e);
          if (watching && e.t === 'begin') showBoard();
        }
      : null;
  const ctx = createContext(state, {
    rollNow: rollNowOf(options.dice),
    emit,
    ai: aiDecide,
    rng: options.rng,
    difficulty: options.difficulty ?? 'normal',
    canFlee: options.canFlee ?? true,
  });
  const player = new PlayerDecider(io, () => log?.flush());
  const answer = (req: Request): unknown | Promise<unknown> => {
    log?.flush();
    if (req.kind === 'roll') return options.dice.roll(req.count, req.sides, req.label);
    return player.decide(ctx, req.figure, req.decision);
  };
  const result = await driveAsync(fight(ctx, options.surprise ?? null), answer);
  endFightEffects(ctx);
  const after = await driveAsync(aftermath(ctx, result), answer);
  log?.flush();
  const status = (f: Figure): FinalStatus => after.status.get(f.id) ?? finalStatus(f);
  return {
    outcome: result.outcome === 'draw' ? 'fled' : result.outcome,
    rounds: result.rounds,
    // By the side each began on: a hero under an enemy's Mind Control is still the party's.
    party: figs
      .filter((f) => f.character !== null && options.figures.some((o) => o.id === f.id && o.side === 'party'))
      .map((f) => {
        const xp = after.xp.get(f.id) ?? 0;
        return { id: f.id, character: updatedSheet(f, xp), status: status(f), xp };
      }),
    foes: figs.filter((f) => f.side === 'foes').map((f) => ({ id: f.id, name: f.name, status: finalStatus(f) })),
    ...(figs.some((f) => f.side === 'party' && f.character === null)
      ? { allies: figs.filter((f) => f.side === 'party' && f.character === null).map((f) => ({ id: f.id, name: f.name, status: finalStatus(f) })) }
      : {}),
    ...(result.outcome === 'draw' ? { stalemate: true } : {}),
  };
}
