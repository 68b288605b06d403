// Legends and Lies (Diane Sauer, Shoot Again Games) as a tavern game: the TavernGame the registry
// loads. The rules live in the files of this folder by concept: deck.ts (the 62 cards), melds.ts
// (melding and the wilds), state.ts (the state machine: drawing, melding, anomalies, discarding,
// going out, partners), scoring.ts (the Tabloids, acknowledgement, shutouts, the end of the game),
// view.ts (what a seat sees, and states guessed from it), bots.ts (the bots), text.ts (words and the
// screen), rules.ts (the rules in our words). Rulings: docs/rulings.md, "Legends and Lies".
import type { TavernGame } from '../frame/game';
import { makeBots } from './bots';
import { fullDeck } from './deck';
import { RULES } from './rules-text';
import { placesOf } from '../frame/places';
import { standing } from './scoring';
import type { Action, State } from './state';
import { actionKey, applyAction, cloneState, legalActions, seatToAct, setupState } from './state';
import { askAction, describeAction, finalSummary, showView } from './terminal';
import type { View } from './view';
import { determinizeView, viewOf } from './view';

export type { Action, State } from './state';
export type { View } from './view';

export const LEGENDS_AND_LIES: TavernGame<State, Action, View> = {
  id: 'legends-and-lies',
  title: 'Legends and Lies',
  players: { min: 2, max: 4, default: 3 },
  variants: [],
  rules: RULES,
  deckCodes: () => fullDeck(),
  setup: (options, rng, events) => setupState(options, rng, events),
  clone: cloneState,
  toAct: seatToAct,
  legal: (s) => legalActions(s),
  apply: applyAction,
  view: viewOf,
  determinize: (view, rng) => determinizeView(view, rng),
  result(s) {
    if (!s.over) return null;
    const scores = standing(s);
    return { scores, places: placesOf(scores), summary: finalSummary(s) };
  },
  actionKey,
  describe: describeAction,
  ask: askAction,
  show: showView,
  figures: (s) => ({ ...s.figures }),
  bots: makeBots(),
};
