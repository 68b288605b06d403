// `--seats "me,hard,normal"`: who sits where. "me" is a person at this screen (more than one "me"
// share the screen in turns); a level is a bot. Bots are named from a list of tavern regulars.
import type { Level, Style } from './game';
import { LEVELS, STYLES, TavernError } from './game';
import type { Player, SeatSpec } from './match';

/** The longest name a seat may have (a person's, a bot's, an adventure's opponent's). */
export const MAX_SEAT_NAME = 40;

/** A regular of the tavern: the name a bot sits under, and how it plays at a person's table. */
export interface Regular {
  readonly name: string;
  readonly style: Style;
}

/** The regulars, in seat order; a person's seat is named by the person (or "You"). */
export const REGULARS: readonly Regular[] = [
  { name: 'Old Maeve', style: 'cautious' },
  { name: 'Tobin', style: 'bold' },
  { name: 'Grisa', style: 'bluffer' },
  { name: 'Harl the Tanner', style: 'steady' },
  { name: 'Wenna', style: 'bold' },
  { name: 'Crook', style: 'bluffer' },
  { name: 'Bellis', style: 'cautious' },
  { name: 'Dunstan', style: 'steady' },
];

/** What each style means at the table, in the words of `law tavern rules`. */
export const STYLE_WORDS: Readonly<Record<Style, string>> = {
  steady: 'plays the level\'s own game',
  cautious: 'bluffs little, calls only when sure',
  bold: 'calls readily, hurries the round\'s end',
  bluffer: 'lies more than anyone at the table',
};

/** What a style means in a game where the words of STYLE_WORDS say too little. */
const STYLE_NOTES: Readonly<Record<string, readonly string[]>> = {
  treasure: [
    'In Treasure nothing is said, so a bluffer keeps its hand unread: it takes from',
    'the discard pile (face up for all) only when that pays well. Cautious tables',
    'early and leaves the pile; bold plays for big combinations and takes it.',
  ],
  'legends-and-lies': [
    'In Legends and Lies the lies are the anomalies: a bluffer plays them (Hoax!',
    'above all) the moment they pay at all; cautious keeps them for a good moment',
    'and feeds the next seat least; bold takes the Tabloids\' top and holds pairs.',
  ],
};

/** The games whose regulars sit down in their own styles at a person's table (the others' sit steady). */
export const STYLED_GAMES: readonly string[] = ['dragons-bluff'];

/**
 * Who sits down with a person (`law tavern rules GAME`): the regulars in seat order, each with its
 * style, and whether this game's bots play styles yet.
 */
export function regularsText(game: string): string {
  const width = Math.max(...REGULARS.map((r) => r.name.length));
  const lines = [
    'At the table: the tavern\'s regulars take the other seats, in this order, each',
    'at the level you choose (--level, --seats) and in a style of its own:',
    ...REGULARS.map((r) => `  ${r.name.padEnd(width)}  ${r.style.padEnd(8)}  ${STYLE_WORDS[r.style]}`),
  ];
  if (STYLED_GAMES.includes(game)) lines.push('A style changes how a regular plays, never what it may see. `law tavern sim`', 'seats every bot steady.');
  else lines.push('In this game the regulars sit down steady; a bot given a style in --seats', '("normal:bold") or by an adventure plays it, never seeing more.');
  if (STYLE_NOTES[game]) lines.push(...STYLE_NOTES[game]);
  return `${lines.join('\n')}\n`;
}

/** Names for bots, in seat order. */
export const BOT_NAMES = REGULARS.map((r) => r.name);

/** The entries of `--seats`, each a player and, for a bot, perhaps a style after a colon ("hard:bluffer"). */
function seatEntries(text: string): { player: Player; style?: Style }[] {
  const entries = text
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '');
  if (entries.length === 0) throw new TavernError('--seats is empty: give one entry a seat, such as "me,hard,normal"');
  return entries.map((e) => {
    const [p, style, more] = e.split(':').map((x) => x.trim());
    if (p !== 'me' && !(LEVELS as readonly string[]).includes(p)) throw new TavernError(`"${e}" in --seats is not a seat: use me, easy, normal or hard (a bot may take a style: "hard:bluffer")`);
    if (style === undefined) return { player: p as Player };
    if (p === 'me' || more !== undefined || !(STYLES as readonly string[]).includes(style)) throw new TavernError(`"${e}" in --seats: a bot's style is one of ${STYLES.join(', ')}, as in "hard:bluffer"`);
    return { player: p as Player, style: style as Style };
  });
}

export function parsePlayers(text: string): Player[] {
  return seatEntries(text).map((e) => e.player);
}

/**
 * The seats named, with the styles `--seats` gives ("hard:bluffer"): a style given there takes the
 * place of the regular's own ("steady" too); a seat without one keeps what it has.
 */
export function styleSeats(seats: readonly SeatSpec[], seatsText: string | undefined): SeatSpec[] {
  if (seatsText === undefined) return [...seats];
  const entries = seatEntries(seatsText);
  return seats.map((s, i) => {
    const style = entries[i]?.style;
    if (style === undefined) return s;
    return style === 'steady' ? { name: s.name, player: s.player } : { ...s, style };
  });
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

/**
 * Names the seats: `people` names the persons in order (default "You", or "Player 1", ... for
 * several). With `styled` (a person's table), each bot plays in its regular's style; without it
 * (the simulator, the bench), every bot plays its level's own game.
 */
export function nameSeats(plan: readonly Player[], people: readonly string[] = [], styled = false): SeatSpec[] {
  const humans = plan.filter((p) => p === 'me').length;
  let person = 0;
  let bot = 0;
  const used = new Set<string>();
  return plan.map((player) => {
    let name: string;
    let style: Style | undefined;
    if (player === 'me') {
      name = people[person] ?? (humans === 1 ? 'You' : `Player ${person + 1}`);
      person++;
    } else {
      const regular = REGULARS[bot % REGULARS.length];
      name = regular.name;
      if (styled && regular.style !== 'steady') style = regular.style;
      bot++;
    }
    while (used.has(name)) name = `${name}'`;
    used.add(name);
    return style ? { name, player, style } : { name, player };
  });
}
