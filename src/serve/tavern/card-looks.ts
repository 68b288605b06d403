// How a card of each game looks on a page: its name (said by the game's own deck), a big mark, a small
// line under it and a colour the pages' style sheet knows. Only looks: what a card is and does stays
// in the game's deck file, and every name here comes from there.
import type { GameId } from '../../tavern/frame/game';
import type { CardLook } from '../pages/tavern/wire';

type Look = Omit<CardLook, 'order'>;

/* eslint-disable @typescript-eslint/no-require-imports */
const LOOKS: Readonly<Record<GameId, (code: string) => Look>> = {
  deceptidice(code) {
    const d = require('../../tavern/deceptidice/cards') as typeof import('../../tavern/deceptidice/cards');
    const name = d.cardName(code);
    if (d.isWild(code)) return { name, mark: 'W', sub: 'wild', colour: 'wild' };
    const p = d.powerOf(code);
    if (p) return { name, mark: String(d.POWER_INFO[p].value), sub: d.POWER_INFO[p].name, colour: 'power' };
    return { name, mark: String(d.numberOf(code)), sub: '', colour: d.COLOUR_NAMES[d.colourOf(code)!] };
  },
  'dragons-bluff'(code) {
    const d = require('../../tavern/dragons-bluff/deck') as typeof import('../../tavern/dragons-bluff/deck');
    const name = d.cardName(code as import('../../tavern/dragons-bluff/deck').Card);
    if (code === d.HYDRA) return { name, mark: 'Hydra', sub: 'three heads', colour: 'hydra' };
    return { name, mark: name.replace(/ dragon$/, ''), sub: 'dragon', colour: code };
  },
  'legends-and-lies'(code) {
    const d = require('../../tavern/legends-and-lies/deck') as typeof import('../../tavern/legends-and-lies/deck');
    const c = d.info(code);
    const mark = c.kind === 'expert' ? '*' : String(c.points);
    return { name: c.name, mark, sub: c.name.replace(/ \(Proof!\)$/, ''), colour: c.colour ?? (c.kind === 'expedition' || c.kind === 'expert' ? 'wild' : 'anomaly') };
  },
  treasure(code) {
    const d = require('../../tavern/treasure/deck') as typeof import('../../tavern/treasure/deck');
    const c = d.cardInfo(code);
    const name = d.cardName(code);
    if (c.kind === 'god') return { name, mark: String(c.rank), sub: name.replace(/^the /, ''), colour: 'god' };
    if (c.kind === 'changing') return { name, mark: '?', sub: 'changing', colour: 'wild' };
    const suit = c.colour as import('../../tavern/treasure/deck').Suit;
    return { name, mark: String(c.rank), sub: d.RANK_NAMES[c.rank!], colour: d.SUIT_INFO[suit].colour };
  },
};

/** Each game's cards in the order its hands are sorted (the game's own sort). */
const SORTS: Readonly<Record<GameId, (codes: string[]) => string[]>> = {
  deceptidice: (codes) => (require('../../tavern/deceptidice/cards') as typeof import('../../tavern/deceptidice/cards')).sortCards(codes),
  'dragons-bluff': (codes) => {
    const { KINDS } = require('../../tavern/dragons-bluff/deck') as typeof import('../../tavern/dragons-bluff/deck');
    return [...codes].sort((a, b) => KINDS.indexOf(a as never) - KINDS.indexOf(b as never));
  },
  'legends-and-lies': (codes) => (require('../../tavern/legends-and-lies/deck') as typeof import('../../tavern/legends-and-lies/deck')).sortCards(codes),
  treasure: (codes) => (require('../../tavern/treasure/deck') as typeof import('../../tavern/treasure/deck')).sortCards(codes),
};

/** Names the pages need beside the cards' (a meld's creature in Legends and Lies), by id. */
export function gameNames(game: GameId): Record<string, string> {
  if (game !== 'legends-and-lies') return {};
  return { ...(require('../../tavern/legends-and-lies/deck') as typeof import('../../tavern/legends-and-lies/deck')).CREATURE_NAMES };
}
/* eslint-enable @typescript-eslint/no-require-imports */

/** Every card of `codes` (a game's deck), by code. */
export function cardLooks(game: GameId, codes: readonly string[]): Record<string, CardLook> {
  const sorted = SORTS[game]([...new Set(codes)]);
  const out: Record<string, CardLook> = {};
  sorted.forEach((code, order) => (out[code] = { ...LOOKS[game](code), order }));
  return out;
}
