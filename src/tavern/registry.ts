// The tavern's games by id, loaded only when one is played, so `law --help` stays fast.
import type { AnyGame, GameId } from './frame/game';
import { GAME_IDS, TavernError } from './frame/game';

/** Titles and seats of every game, without loading any. */
export const GAME_INFO: Readonly<Record<GameId, { title: string; players: string; blurb: string }>> = {
  deceptidice: { title: 'Deceptidice', players: '2-8', blurb: "liar's dice with piles of cards for dice: guess what lies on the table, or call the bluff" },
  'dragons-bluff': { title: "Dragon's Bluff", players: '3-4', blurb: 'cards played face down under a display of dragons, bluffs called, secret identities and the Hydra' },
  'legends-and-lies': { title: 'Legends and Lies', players: '2-4', blurb: 'melds of cryptids and the tabloids that discredit them; four play as partners' },
  treasure: { title: 'Treasure', players: '2-8', blurb: 'sets, runs and colours of the Viashi deck, with gods that change the scoring (5-8 players: two decks)' },
};

export function isGameId(text: string): text is GameId {
  return (GAME_IDS as readonly string[]).includes(text);
}

export function loadGame(id: string): AnyGame {
  /* eslint-disable @typescript-eslint/no-require-imports */
  switch (id) {
    case 'deceptidice':
      return (require('./deceptidice') as typeof import('./deceptidice')).DECEPTIDICE;
    case 'dragons-bluff':
      return (require('./dragons-bluff') as typeof import('./dragons-bluff')).DRAGONS_BLUFF;
    case 'legends-and-lies':
      return (require('./legends-and-lies') as typeof import('./legends-and-lies')).LEGENDS_AND_LIES;
    case 'treasure':
      return (require('./treasure') as typeof import('./treasure')).TREASURE;
    /* eslint-enable @typescript-eslint/no-require-imports */
    default:
      throw new TavernError(`"${id}" is not a tavern game: the games are ${GAME_IDS.join(', ')}`);
  }
}
