// The adventure's one door into the tavern (src/tavern): what a game is (title, seats, variants) for
// the loader, and a hero's game at a table for the interpreter. The tavern is loaded lazily, and a
// game's module only when an adventure names that game, so that an adventure without a tavern
// section never loads card-game code.
import type { Io } from '../io';
import type { TavernLevel, TavernStyle } from './model';
import type { Match } from '../tavern/frame/match';

export type GameFacts =
  | {
      status: 'ready';
      id: string;
      title: string;
      players: { min: number; max: number };
      variants: string[];
      /** The longest name a seat at the table may have. */
      maxName: number;
    }
  /** A game of the tavern whose module failed to load (a broken build). */
  | { status: 'unavailable'; id: string; title: string; why: string }
  | { status: 'unknown'; known: string[] };

export type TableOutcome = 'win' | 'loss' | 'draw';

/** How a game at a table ended for the hero, and each seat's place (1 the best; the hero's seat first), when known. */
export interface TableResult {
  outcome: TableOutcome;
  places?: readonly number[];
  /** The game's own line for its end, with every seat's score, when it was played at a screen. */
  ending?: string;
}

export interface HeroTable {
  game: string;
  variants: readonly string[];
  opponents: ReadonlyArray<{ name: string; level: TavernLevel; style?: TavernStyle }>;
}

/**
 * Who follows a hero's game as it is played (a served GM's table shows it on the hero's player's
 * phone and on the TV, serve/gm/table.ts): told when the cards are dealt, after every move, and
 * when the game is over or left.
 */
export interface TavernWatch {
  /** The game was dealt: `match` is played from now on (the hero in the first seat). */
  start(match: Match, hero: string): void;
  /** A move was made. */
  moved(): void;
  /** The game is over, or was left (input ended). */
  end(): void;
}

export interface TavernPort {
  facts(id: string): GameFacts;
  /**
   * The hero's player answers through `io`; the opponents are bots; `watch` follows the game;
   * `asYou`: the hero's seat is "You" at the table (a lone player's screen, chooser.ts TavernSetup).
   */
  play(io: Io, table: HeroTable, hero: string, seed: string, at?: { watch?: TavernWatch; asYou?: boolean }): Promise<TableResult>;
  /** A bot of `level` in the hero's seat (the random tester). */
  auto(table: HeroTable, hero: string, seed: string, level: TavernLevel): TableResult;
}

let port: TavernPort | undefined;
const facts = new Map<string, GameFacts>();

export function tavernPort(): TavernPort {
  if (port) return port;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const registry = () => require('../tavern/registry') as typeof import('../tavern/registry');
  const hero = () => require('../tavern/frame/hero') as typeof import('../tavern/frame/hero');
  const heroTable = () => require('../tavern/terminal/hero-table') as typeof import('../tavern/terminal/hero-table');
  const seats = () => require('../tavern/frame/seat-plan') as typeof import('../tavern/frame/seat-plan');
  /* eslint-enable @typescript-eslint/no-require-imports */
  port = {
    facts(id) {
      const known = facts.get(id);
      if (known) return known;
      const r = registry();
      let f: GameFacts;
      if (!r.isGameId(id)) f = { status: 'unknown', known: Object.keys(r.GAME_INFO) };
      else {
        try {
          const g = r.loadGame(id);
          f = { status: 'ready', id, title: g.title, players: { min: g.players.min, max: g.players.max }, variants: g.variants.map((v) => v.id), maxName: seats().MAX_SEAT_NAME };
        } catch (e) {
          f = { status: 'unavailable', id, title: r.GAME_INFO[id].title, why: `${r.GAME_INFO[id].title} cannot be loaded in this build (${e instanceof Error ? e.message.split('\n')[0] : String(e)})` };
        }
      }
      facts.set(id, f);
      return f;
    },
    async play(io, table, name, seed, at) {
      const r = await heroTable().playHeroTable(io, io.style, table, name, seed, at);
      return { outcome: r.outcome, places: r.result.places, ...(r.ending ? { ending: r.ending } : {}) };
    },
    auto(table, name, seed, level) {
      const r = hero().autoHeroTable(table, name, seed, level);
      return { outcome: r.outcome, places: r.result.places };
    },
  };
  return port;
}

/** Replaces the tavern (tests), or with undefined goes back to the real one. */
export function setTavernPort(p: TavernPort | undefined): void {
  port = p;
  facts.clear();
}
