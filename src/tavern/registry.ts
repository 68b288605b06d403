// The tavern's games by id, loaded only when one is played, so `law --help` stays fast.
import type { AnyGame, GameId } from './frame/game';
import { GAME_IDS, TavernError } from './frame/game';

export { GAME_INFO } from './frame/game';

export function isGameId(text: string): text is GameId {
  return (GAME_IDS as readonly string[]).includes(text);
}

/** `id` as the id of a game, or a TavernError that lists the games. */
export function gameId(id: string): GameId {
  if (!isGameId(id)) throw new TavernError(`"${id}" is not a tavern game: the games are ${GAME_IDS.join(', ')}`);
  return id;
}

export function loadGame(id: string): AnyGame {
  /* eslint-disable @typescript-eslint/no-require-imports */
  switch (gameId(id)) {
    case 'deceptidice':
      return (require('./deceptidice') as typeof import('./deceptidice')).DECEPTIDICE;
    case 'dragons-bluff':
      return (require('./dragons-bluff') as typeof import('./dragons-bluff')).DRAGONS_BLUFF;
    case 'legends-and-lies':
      return (require('./legends-and-lies') as typeof import('./legends-and-lies')).LEGENDS_AND_LIES;
    case 'treasure':
      return (require('./treasure') as typeof import('./treasure')).TREASURE;
    /* eslint-enable @typescript-eslint/no-require-imports */
  }
}
