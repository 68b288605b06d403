// Who sits at the table (LAW, SEQUENCE OF PLAY: "each player moves all of his characters"): each
// player by name with the characters he plays. `law gm --party "Ana:Brannoc,Ben:Ysolde+Wren,Cy"`:
// players are separated by commas, a player's characters by "+", and a bare character name is a
// player of the same name playing him alone.

import { unsafeCharacters } from '../text/safe-text';

/** The longest name of a player at the table: it heads his questions and his column on the players' screen. */
export const MAX_PLAYER_NAME = 40;

/** Why `name` cannot be a player's name, or null: a name is shown on every screen, so it must show as what it is. */
function playerNameProblem(name: string): string | null {
  if (name.length > MAX_PLAYER_NAME) return `is ${name.length} characters long; a player's name may have at most ${MAX_PLAYER_NAME}`;
  return unsafeCharacters(name);
}

export interface Seat {
  /** The player's name, as the table calls him. */
  readonly player: string;
  /** The characters he plays, as named on the command line (resolved to sheet names later). */
  readonly characters: readonly string[];
}

/** The seats of a `--party` text; throws SeatError with a one-line reason for a text that is not one. */
export function parseSeats(text: string): Seat[] {
  const seats: Seat[] = [];
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const colon = part.indexOf(':');
    const player = (colon < 0 ? part : part.slice(0, colon)).trim();
    const names = (colon < 0 ? part : part.slice(colon + 1)).split('+').map((n) => n.trim());
    if (player === '') throw new SeatError(`"${part}": the player's name is missing before the colon`);
    const problem = playerNameProblem(player);
    if (problem) throw new SeatError(`the player's name "${player.length > MAX_PLAYER_NAME ? `${player.slice(0, MAX_PLAYER_NAME)}...` : player}" ${problem}`);
    if (names.some((n) => n === '')) throw new SeatError(`"${part}": a character's name is missing (characters of one player are joined by +)`);
    seats.push({ player, characters: names });
  }
  if (seats.length === 0) throw new SeatError('name the players\' characters: --party "Ana:Brannoc,Ben:Ysolde+Wren"');
  const players = new Set<string>();
  for (const s of seats) {
    const key = s.player.toLowerCase();
    if (players.has(key)) throw new SeatError(`${s.player} is named twice: give each player one place, with all his characters joined by +`);
    players.add(key);
  }
  return seats;
}

export class SeatError extends Error {
  override name = 'SeatError';
}

/** Every character of the table, in seating order: the party's order. */
export function seatedCharacters(seats: readonly Seat[]): string[] {
  return seats.flatMap((s) => [...s.characters]);
}

/** The seats with each character's name replaced by his sheet's, given in the same order as seatedCharacters. */
export function withSheetNames(seats: readonly Seat[], names: readonly string[]): Seat[] {
  let k = 0;
  return seats.map((s) => ({ player: s.player, characters: s.characters.map(() => names[k++]) }));
}

/** The player of a character, or null when nobody at the table plays him (an ally, a foe). */
export function playerOf(seats: readonly Seat[], character: string): string | null {
  for (const s of seats) if (s.characters.includes(character)) return s.player;
  return null;
}

/**
 * How a question to a character is addressed: "Ben (Ysolde)"; a player who bears his only
 * character's name is called by it alone.
 */
export function addressOf(seats: readonly Seat[], character: string): string {
  const player = playerOf(seats, character);
  if (player === null || player === character) return character;
  return `${player} (${character})`;
}

/** Reads seats kept in a save; null when the value is not a list of seats. */
export function readSeats(v: unknown): Seat[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const out: Seat[] = [];
  for (const s of v) {
    if (typeof s !== 'object' || s === null) return null;
    const { player, characters } = s as { player?: unknown; characters?: unknown };
    if (typeof player !== 'string' || player === '' || playerNameProblem(player) !== null || !Array.isArray(characters) || characters.length === 0 || !characters.every((c) => typeof c === 'string' && c !== '')) return null;
    out.push({ player, characters: characters as string[] });
  }
  return out;
}
