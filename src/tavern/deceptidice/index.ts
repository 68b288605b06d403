// Deceptidice (Pandaqi): liar's dice played with piles of cards for dice. This file puts the game
// together for the tavern's frame; each concept lives in its own file (cards, guesses, state,
// view, bots, text, rules, variants).
import type { TavernGame } from '../frame/game';
import type { Action, State } from './state';
import { actionKey, apply, cloneState, figures, legal, result, setup, toAct } from './state';
import { deckFor } from './cards';
import { BOTS } from './bots';
import { RULES } from './rules-text';
import { ask, describe, show } from './terminal';
import { VARIANTS } from './variants';
import type { View } from './view';
import { determinize, view } from './view';

export type { Action, State } from './state';
export type { View } from './view';

export const DECEPTIDICE: TavernGame<State, Action, View> = {
  id: 'deceptidice',
  title: 'Deceptidice',
  players: { min: 2, max: 8, default: 4 },
  variants: VARIANTS,
  rules: RULES,
  deckCodes: (options) => deckFor(options.variants),
  setup,
  clone: cloneState,
  toAct,
  legal,
  apply,
  view,
  determinize,
  result,
  actionKey,
  describe,
  ask,
  show,
  figures,
  bots: BOTS,
};
