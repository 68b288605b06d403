// Treasure (Michelle Bottorff's game of the Viashi deck, played like her Loot) as a tavern game: the
// TavernGame the registry loads. The rules live in the files of this folder by concept: deck.ts
// (the cards and their codes), combos.ts (sets, runs, colours and what fits them), gods.ts (the god
// cards and the effects they put in force), scoring.ts (the end), state.ts (the deal and the turn),
// events.ts (what happens, as data), view.ts (what a seat sees, and states guessed from it),
// think.ts and bots.ts (the bots), rules-text.ts (the rules in our words); terminal.ts is the game
// at a terminal. Rulings: docs/rulings.md, "Treasure".
import { tavernGame } from '../frame/game';
import { BOTS } from './bots';
import { fullDeck } from './deck';
import type { Event } from './events';
import { RULES } from './rules-text';
import * as machine from './state';
import type { Action, State } from './state';
import { checkDecks, decksOf, PLAYERS, VARIANTS } from './state';
import type { View } from './view';
import { determinize, view } from './view';

export type { Action, State } from './state';
export type { Event } from './events';
export type { View } from './view';

export const TREASURE = tavernGame<State, Action, View, Event>({
  id: 'treasure',
  title: 'Treasure',
  players: PLAYERS,
  variants: VARIANTS,
  rules: RULES,
  checkOptions: checkDecks,
  deckCodes: (options) => fullDeck(decksOf(options)),
  machine,
  view,
  determinize,
  bots: BOTS,
});
