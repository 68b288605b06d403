// Legends and Lies (Diane Sauer, Shoot Again Games) as a tavern game: the TavernGame the registry
// loads. The rules live in the files of this folder by concept: deck.ts (the 62 cards), melds.ts
// (melding and the wilds), state.ts (the state machine: drawing, melding, anomalies, discarding,
// going out, partners), events.ts (what happens, as data), scoring.ts (the Tabloids,
// acknowledgement, shutouts, the end of the game), view.ts (what a seat sees, and states guessed
// from it), bots.ts (the bots), rules-text.ts (the rules in our words); terminal.ts is the game at a
// terminal. Rulings: docs/rulings.md, "Legends and Lies".
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

export const LEGENDS_AND_LIES: TavernGame<State, Action, View, Event, TableView> = tavernGame({ id: 'legends-and-lies', variants: [], rules: RULES, machine, views, bots: makeBots() });
