// Treasure (Michelle Bottorff's game of the Viashi deck, played like her Loot) as a tavern game: the
// TavernGame the registry loads. The rules live in the files of this folder by concept: deck.ts
// (the cards and their codes), combos.ts (sets, runs, colours and what fits them), gods.ts (the
// gods), scoring.ts (the end), state.ts (the deal and the turn), view.ts (what a seat sees, and
// states guessed from it), think.ts and bots.ts (the bots), terminal.ts (words and the screen),
// rules-text.ts (the rules in our words). Rulings: docs/rulings.md, "Treasure".
import type { TavernGame } from '../frame/game';
import { BOTS } from './bots';
import { fullDeck } from './deck';
import { RULES } from './rules-text';
import { placesOf } from '../frame/places';
import type { Action, State } from './state';
import { actionKey, applyAction, checkOptions, cloneState, decksOf, legalActions, PLAYERS, seatToAct, setupState, VARIANTS } from './state';
import { askAction, dealEvents, describeAction, finalSummary, showView } from './terminal';
import type { View } from './view';
import { determinizeView, viewOf } from './view';

export type { Action, State } from './state';
export type { View } from './view';

export const TREASURE: TavernGame<State, Action, View> = {
  id: 'treasure',
  title: 'Treasure',
  players: PLAYERS,
  variants: VARIANTS,
  rules: RULES,
  deckCodes: (options) => fullDeck(decksOf(options)),
  checkOptions,
  setup: (options, rng, events) => {
    const s = setupState(options, rng);
    events?.push(...dealEvents(s));
    return s;
  },
  clone: cloneState,
  toAct: seatToAct,
  legal: legalActions,
  apply: applyAction,
  view: viewOf,
  determinize: (view, rng) => determinizeView(view, rng),
  result(s) {
    if (!s.over) return null;
    return { scores: [...s.totals], places: placesOf(s.totals), summary: finalSummary(s) };
  },
  actionKey,
  describe: describeAction,
  ask: askAction,
  show: showView,
  figures: (s) => ({ ...s.figures }),
  bots: BOTS,
};
