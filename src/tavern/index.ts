// The tavern: the card games of the rules texts on one frame (frame/), one folder a game, and the
// tavern at a terminal (terminal/: the games' faces, people at one screen).
export * from './frame/game';
export * from './frame/match';
export * from './frame/seat-plan';
export * from './frame/sim';
export * from './frame/cards';
export * from './frame/ismcts';
export * from './registry';
export * from './frame/hero';
export * from './frame/save';
export * from './terminal';
