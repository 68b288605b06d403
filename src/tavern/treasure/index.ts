// Treasure (Michelle Bottorff's game of the Viashi deck, played like her Loot) as a tavern game: the
// TavernGame the registry loads. The rules live in the files of this folder by concept: deck.ts
// (the cards and their codes), combos.ts (sets, runs, colours and what fits them), gods.ts (the god
// cards and the effects they put in force), scoring.ts (the end), state.ts (the deal and the turn),
// events.ts (what happens, as data), view.ts (what a seat sees, and states guessed from it),
// think.ts and bots.ts (the bots), rules-text.ts (the rules in our words); terminal.ts is the game
// at a terminal. Rulings: docs/rulings.md, "Treasure".
import type { TavernGame } from '../frame/game';
import { tavernGame } from '../frame/game';
import { BOTS } from './bots';
import type { Event } from './events';
import { RULES } from './rules-text';
import * as machine from './state';
import type { Action, State } from './state';
import * as views from './view';
import type { TableView, View } from './view';

export type { Action, State } from './state';
export type { Event } from './events';
export type { TableView, View } from './view';

export const TREASURE: TavernGame<State, Action, View, Event, TableView> = tavernGame({ id: 'treasure', variants: machine.VARIANTS, rules: RULES, machine, views, bots: BOTS });
