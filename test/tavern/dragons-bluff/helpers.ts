// Shared by the Dragon's Bluff tests: tables, stacked deals and the count of every card.
import { Rng } from '../../../src/dice/rng';
import type { GameOptions } from '../../../src/tavern/frame/game';
import { DRAGONS_BLUFF } from '../../../src/tavern/dragons-bluff';
import { TERMINAL } from '../../../src/tavern/dragons-bluff/terminal';
import type { Action, State } from '../../../src/tavern/dragons-bluff';
import type { Card } from '../../../src/tavern/dragons-bluff/deck';
import { fullDeck } from '../../../src/tavern/dragons-bluff/deck';

export const G = DRAGONS_BLUFF;
/** The game's terminal face. */
export const T = TERMINAL;
export const names = (n: number): string[] => ['Ana', 'Ben', 'Cid', 'Dee'].slice(0, n);
export const options = (n: number, more: Partial<GameOptions> = {}): GameOptions => ({ names: names(n), variants: [], ...more });

/** The display of the stacked deals: red, blue, green, black, white, gold (displays 1-6). */
export const DISPLAY = ['red', 'blue', 'green', 'black', 'white', 'gold'];

/**
 * A deal from a stacked deck: the display above, the identity pile (`ids` one per seat, then the
 * other cards of the pile: the Hydra and one of each displayed kind), then the hands as listed
 * (seat 1's first card, seat 2's first card, ...).
 */
export function stacked(n: number, ids: readonly string[], hands: readonly string[] = [], seed = 's'): State {
  const pile = [...DISPLAY, 'hydra'];
  for (const id of ids) pile.splice(pile.indexOf(id), 1);
  return G.setup(options(n, { deck: [...DISPLAY, ...ids, ...pile, ...hands] }), Rng.fromSeed(seed));
}

/** The hands as lists, dealt round the table: `byseat[k][i]` is seat k's i-th card. */
export function roundTable(byseat: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < byseat[0].length; i++) for (const h of byseat) out.push(h[i]);
  return out;
}

/** Every card of a state, wherever it lies this round. */
export function allCards(s: State): Card[] {
  return [
    ...s.display,
    ...s.identities,
    ...s.hands.flat(),
    ...s.rest,
    ...s.under.flatMap((col) => col.map((c) => c.card)),
    ...s.down.flat(),
    ...s.penalties.flat(),
  ];
}

export const sorted = (cards: readonly string[]): string[] => [...cards].sort();
export const DECK = sorted(fullDeck());

export function play(s: State, ...actions: Action[]): void {
  for (const a of actions) G.apply(s, a);
}

export const under = (card: Card, display: number): Action => ({ type: 'under', card, display });
export const down = (card: Card): Action => ({ type: 'down', card });
export const CALL: Action = { type: 'call' };
export const PASS: Action = { type: 'pass' };
export const REVEAL: Action = { type: 'reveal' };
