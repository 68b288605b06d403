// Dragon's Bluff (after Martin Wallace) as a tavern game: the TavernGame the registry loads. The
// rules live in the files of this folder by concept: deck.ts (the deck and the deal), state.ts (the
// state machine), calls.ts (calling a bluff), scoring.ts (Game End), view.ts (what a seat sees, and
// states guessed from it), beliefs.ts and bots.ts (the bots), text.ts (words and the screen),
// rules.ts (the rules in our words). Rulings: docs/rulings.md, "Dragon's Bluff".
import type { TavernGame } from '../frame/game';
import { cardCode, fullDeck } from './deck';
import { makeBots } from './bots';
import { RULES } from './rules-text';
import { placesOf } from '../frame/places';
import type { Action, State } from './state';
import { actionKey, applyAction, cloneState, legalActions, LONG, LONG_ROUNDS, seatToAct, setupState } from './state';
import { askAction, dealEvents, describeAction, finalSummary, showView } from './terminal';
import type { View } from './view';
import { determinizeView, viewOf } from './view';

export type { Action, State } from './state';
export type { View } from './view';

const PLAYERS = { min: 3, max: 4, default: 4 };

export const DRAGONS_BLUFF: TavernGame<State, Action, View> = {
  id: 'dragons-bluff',
  title: "Dragon's Bluff",
  players: PLAYERS,
  variants: [{ id: LONG, summary: `${LONG_ROUNDS} rounds, each dealt anew from the whole deck, the next seat clockwise beginning each; the highest total wins.` }],
  rules: RULES,
  deckCodes: () => fullDeck().map(cardCode),
  setup: (options, rng, events) => {
    const s = setupState(options, rng, PLAYERS.min, PLAYERS.max);
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
  bots: makeBots(() => DRAGONS_BLUFF),
};
