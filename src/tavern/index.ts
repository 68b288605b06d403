// The tavern: the card games of the rules texts on one frame (frame/), one folder a game.
export * from './frame/game';
export * from './frame/match';
export * from './frame/seat-plan';
export * from './frame/people';
export * from './frame/sim';
export * from './frame/cards';
export * from './frame/ismcts';
export * from './registry';
export * from './frame/hero';
export * from './frame/save';
export * from './frame/rules-page';
