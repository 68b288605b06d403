// A tavern game kept on disk: its options, seats, seed and every action so far. Resuming replays
// the actions on a new deal of the same seed, each checked as a move of the game, so a save edited
// by hand can do nothing a player could not. The file is untrusted input: every field is checked.
import type { AnyGame, GameOptions, Level, Style } from './game';
import { LEVELS, STYLES, TavernError } from './game';
import type { Match, SeatSpec } from './match';
import { MAX_SEAT_NAME } from './seat-plan';
import { replay } from './match';
import { loadGame } from '../registry';
import { JsonSyntaxError, parseJsonText } from '../../files/json';

export const TAVERN_SAVE_SCHEMA = 1;

export interface TavernSave {
  readonly schema: number;
  readonly kind: 'law-tavern';
  readonly game: string;
  readonly seed: string;
  readonly variants: readonly string[];
  readonly deck?: readonly string[];
  readonly seats: readonly SeatSpec[];
  readonly actions: readonly unknown[];
}

export function tavernSave(m: Match): TavernSave {
  return {
    schema: TAVERN_SAVE_SCHEMA,
    kind: 'law-tavern',
    game: m.game.id,
    seed: m.seed,
    variants: m.options.variants,
    ...(m.options.deck ? { deck: m.options.deck } : {}),
    seats: m.seats,
    actions: m.actions,
  };
}

const MOST_ACTIONS = 100_000;

function strings(v: unknown, what: string, most: number): string[] {
  if (!Array.isArray(v) || v.length > most || !v.every((x) => typeof x === 'string' && x.length <= 64)) throw new TavernError(`${what} must be a list of at most ${most} short strings`);
  return v as string[];
}

/** Reads a save's text into a match at the point where it was left. Throws TavernError on anything wrong. */
export function resumeTavern(text: string, load: (id: string) => AnyGame = loadGame): Match {
  let raw: unknown;
  try {
    raw = parseJsonText(text);
  } catch (e) {
    // Where and what, never the file's own text.
    if (e instanceof JsonSyntaxError) throw new TavernError(`not a tavern save: ${e.message}`);
    throw e;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new TavernError('not a tavern save: the file is not a JSON object');
  const r = raw as Record<string, unknown>;
  if (r.kind !== 'law-tavern') throw new TavernError('not a tavern save (its "kind" is not "law-tavern")');
  if (r.schema !== TAVERN_SAVE_SCHEMA) throw new TavernError(`a tavern save of schema ${JSON.stringify(r.schema)}; this version reads schema ${TAVERN_SAVE_SCHEMA}`);
  if (typeof r.game !== 'string' || r.game.length > 40) throw new TavernError('"game" must name a tavern game');
  if (typeof r.seed !== 'string' || r.seed.length > 200) throw new TavernError('"seed" must be a string');
  const variants = strings(r.variants, '"variants"', 20);
  const deck = r.deck === undefined ? undefined : strings(r.deck, '"deck"', 500);
  if (!Array.isArray(r.seats) || r.seats.length > 8) throw new TavernError('"seats" must be a list of at most 8 seats');
  const seats: SeatSpec[] = r.seats.map((s: unknown, i: number) => {
    const o = (typeof s === 'object' && s !== null ? s : {}) as Record<string, unknown>;
    if (typeof o.name !== 'string' || o.name.trim() === '' || o.name.length > MAX_SEAT_NAME || /\p{C}/u.test(o.name)) throw new TavernError(`seat ${i + 1} has no usable name`);
    if (o.player !== 'me' && !(LEVELS as readonly unknown[]).includes(o.player)) throw new TavernError(`seat ${i + 1}: "player" must be me, easy, normal or hard`);
    if (o.style === undefined) return { name: o.name, player: o.player as 'me' | Level };
    if (o.player === 'me' || !(STYLES as readonly unknown[]).includes(o.style)) throw new TavernError(`seat ${i + 1}: "style" is for a bot, one of ${STYLES.join(', ')}`);
    return { name: o.name, player: o.player as Level, style: o.style as Style };
  });
  if (new Set(seats.map((s) => s.name.toLowerCase())).size < seats.length) throw new TavernError('two seats have the same name');
  if (!Array.isArray(r.actions) || r.actions.length > MOST_ACTIONS) throw new TavernError(`"actions" must be a list of at most ${MOST_ACTIONS} moves`);
  const game = load(r.game);
  if (seats.length < game.players.min || seats.length > game.players.max) throw new TavernError(`${game.title} is for ${game.players.min} to ${game.players.max} players, not ${seats.length}`);
  for (const v of variants) if (!game.variants.some((x) => x.id === v)) throw new TavernError(`"${v}" is not a variant of ${game.title}`);
  const options: GameOptions = { names: seats.map((s) => s.name), variants, ...(deck ? { deck } : {}) };
  try {
    return replay(game, options, seats, r.seed, r.actions);
  } catch (e) {
    if (e instanceof TavernError) throw e;
    // A move of the wrong shape for this game: say so rather than crash.
    throw new TavernError(`a move of the save cannot be played (${(e as Error).message})`);
  }
}
