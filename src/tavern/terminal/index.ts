// The tavern at a terminal: each game's face (its words, menus, questions and screen), a match played
// by people at one screen, a hero's game inside an adventure, and the rules page.
export * from './face';
export * from './people';
export * from './hero-table';
export * from './rules-page';
