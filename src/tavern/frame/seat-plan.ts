// `--seats "me,hard,normal"`: who sits where. "me" is a person at this screen (more than one "me"
// share the screen in turns); a level is a bot. Bots are named from a list of tavern regulars.
import type { Level } from './game';
import { LEVELS, TavernError } from './game';
import type { Player, SeatSpec } from './match';

/** The longest name a seat may have (a person's, a bot's, an adventure's opponent's). */
export const MAX_SEAT_NAME = 40;

/** Names for bots, in seat order; a person's seat is named by the person (or "You"). */
export const BOT_NAMES = ['Old Maeve', 'Tobin', 'Grisa', 'Harl the Tanner', 'Wenna', 'Crook', 'Bellis', 'Dunstan'];

export function parsePlayers(text: string): Player[] {
  const players = text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  if (players.length === 0) throw new TavernError('--seats is empty: give one entry a seat, such as "me,hard,normal"');
  for (const p of players) {
    if (p !== 'me' && !(LEVELS as readonly string[]).includes(p)) throw new TavernError(`"${p}" in --seats is not a seat: use me, easy, normal or hard`);
  }
  return players as Player[];
}

/**
 * The players of a game: `players` seats, from `--seats` if given, else one person and bots at
 * `level`; with `auto`, bots at `level` stand in for the persons.
 */
export function seatPlan(players: number | undefined, defaultPlayers: number, seatsText: string | undefined, level: Level, auto: boolean): Player[] {
  let plan: Player[];
  if (seatsText !== undefined) {
    plan = parsePlayers(seatsText);
    if (players !== undefined && players !== plan.length) throw new TavernError(`--players ${players} but --seats lists ${plan.length} seats`);
  } else {
    plan = Array.from({ length: players ?? defaultPlayers }, (_, i) => (i === 0 && !auto ? 'me' : level));
  }
  if (auto) plan = plan.map((p) => (p === 'me' ? level : p));
  return plan;
}

/** Names the seats: `people` names the persons in order (default "You", or "Player 1", ... for several). */
export function nameSeats(plan: readonly Player[], people: readonly string[] = []): SeatSpec[] {
  const humans = plan.filter((p) => p === 'me').length;
  let person = 0;
  let bot = 0;
  const used = new Set<string>();
  return plan.map((player) => {
    let name: string;
    if (player === 'me') {
      name = people[person] ?? (humans === 1 ? 'You' : `Player ${person + 1}`);
      person++;
    } else {
      name = BOT_NAMES[bot % BOT_NAMES.length];
      bot++;
    }
    while (used.has(name)) name = `${name}'`;
    used.add(name);
    return { name, player };
  });
}
