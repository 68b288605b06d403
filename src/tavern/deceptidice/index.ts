// Deceptidice (Pandaqi): liar's dice played with piles of cards for dice, as a tavern game: the
// TavernGame the registry loads. Each concept lives in its own file: cards.ts, guesses.ts, state.ts
// (the state machine), events.ts (what happens, as data), view.ts (what a seat sees, and states
// guessed from it), bots.ts and hard-bot.ts, variants.ts, rules-text.ts (the rules in our words);
// terminal.ts is the game at a terminal. Rulings: docs/rulings.md, "Deceptidice".
import type { TavernGame } from '../frame/game';
import { tavernGame } from '../frame/game';
import { BOTS } from './bots';
import { VARIANTS } from './variants';
import type { Event } from './events';
import { RULES } from './rules-text';
import * as machine from './state';
import type { Action, State } from './state';
import * as views from './view';
import type { TableView, View } from './view';

export type { Action, State } from './state';
export type { Event } from './events';
export type { TableView, View } from './view';

export const DECEPTIDICE: TavernGame<State, Action, View, Event, TableView> = tavernGame({ id: 'deceptidice', variants: VARIANTS, rules: RULES, machine, views, bots: BOTS });
