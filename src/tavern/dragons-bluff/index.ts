// Dragon's Bluff (after Martin Wallace) as a tavern game: the TavernGame the registry loads. The
// rules live in the files of this folder by concept: deck.ts (the deck and the deal), state.ts (the
// state machine), events.ts (what happens, as data), calls.ts (calling a bluff), scoring.ts (Game
// End), view.ts (what a seat sees, and states guessed from it), beliefs.ts and bots.ts (the bots),
// rules-text.ts (the rules in our words); terminal.ts is the game at a terminal. Rulings:
// docs/rulings.md, "Dragon's Bluff".
import type { TavernGame } from '../frame/game';
import { tavernGame } from '../frame/game';
import { makeBots } from './bots';
import type { Event } from './events';
import { RULES } from './rules-text';
import * as machine from './state';
import type { Action, State } from './state';
import * as views from './view';
import type { TableView, View } from './view';

export type { Action, State } from './state';
export type { Event } from './events';
export type { TableView, View } from './view';

export const DRAGONS_BLUFF: TavernGame<State, Action, View, Event, TableView> = tavernGame({ id: 'dragons-bluff', variants: machine.VARIANTS, rules: RULES, machine, views, bots: makeBots() });
