// Shared by the Legends and Lies tests: tables laid out card by card, stacked deals, and the count of
// every card (no card made or lost).
import { Rng } from '../../../src/dice/rng';
import type { GameOptions } from '../../../src/tavern/frame/game';
import { LEGENDS_AND_LIES } from '../../../src/tavern/legends-and-lies';
import type { Action, State } from '../../../src/tavern/legends-and-lies';
import type { Creature } from '../../../src/tavern/legends-and-lies/deck';
import { fullDeck } from '../../../src/tavern/legends-and-lies/deck';
import type { Meld } from '../../../src/tavern/legends-and-lies/melds';
import { forgetLastHand } from '../../../src/tavern/legends-and-lies/state';
import { TERMINAL } from '../../../src/tavern/legends-and-lies/terminal';
import { told } from '../../../src/tavern/terminal/face';

export const G = LEGENDS_AND_LIES;
/** The game's terminal face. */
export const T = TERMINAL;
export const names = (n: number): string[] => ['Ana', 'Ben', 'Cid', 'Dee'].slice(0, n);
export const options = (n: number, more: Partial<GameOptions> = {}): GameOptions => ({ names: names(n), variants: [], ...more });

export const sorted = (cards: readonly string[]): string[] => [...cards].sort();
export const DECK = sorted(fullDeck());

/** Every card of a state, wherever it lies. */
export function allCards(s: State): string[] {
  return [
    ...s.hands.flat(),
    ...s.unknown,
    ...s.tabloids,
    ...s.melds.flatMap((ms) => ms.flatMap((m) => m.cards)),
    ...s.front.flat(),
    ...s.passing.filter((c): c is string => c !== null),
    ...(s.swapCard ? [s.swapCard] : []),
    ...s.look,
    ...(s.aside ? [s.aside] : []),
  ];
}

export interface Layout {
  hands: string[][];
  /** The Tabloids, bottom first. */
  tabloids?: string[];
  /** The top of the Unknown, top first; the rest of the deck lies beneath. */
  unknownTop?: string[];
  melds?: Partial<Record<number, Array<[Creature, string[]]>>>;
  front?: Partial<Record<number, string[]>>;
  /** The seat to play, in its play phase unless `phase` says otherwise. */
  turn?: number;
  phase?: State['phase'];
  dealer?: number;
  totals?: number[];
}

/**
 * A hand in progress laid out card by card: the listed hands, Tabloids, melds and cards in front;
 * the other cards of the deck make the Unknown (`unknownTop` on top). Seat `turn` is to play (it has
 * drawn already) unless another phase is given.
 */
export function table(layout: Layout, seed = 'table'): State {
  const n = layout.hands.length;
  const s = G.setup(options(n), Rng.fromSeed(seed));
  const rest = fullDeck();
  const take = (cards: readonly string[]) => {
    for (const c of cards) {
      const i = rest.indexOf(c);
      if (i < 0) throw new Error(`the layout lists ${c} too often`);
      rest.splice(i, 1);
    }
  };
  s.hands = layout.hands.map((h) => [...h]);
  layout.hands.forEach(take);
  s.tabloids = [...(layout.tabloids ?? [])];
  take(s.tabloids);
  s.melds = s.names.map((_, seat) => (layout.melds?.[seat] ?? []).map(([creature, cards]): Meld => ({ creature, cards: [...cards] })));
  s.melds.forEach((ms) => ms.forEach((m) => take(m.cards)));
  s.front = s.names.map((_, seat) => [...(layout.front?.[seat] ?? [])]);
  s.front.forEach(take);
  const top = layout.unknownTop ?? [];
  take(top);
  s.unknown = [...top, ...rest];
  s.turn = layout.turn ?? 0;
  s.dealer = layout.dealer ?? (s.turn + n - 1) % n;
  s.phase = layout.phase ?? 'play';
  forgetLastHand(s);
  s.anomalyUsed = false;
  s.free = [];
  if (layout.totals) s.totals = [...layout.totals];
  return s;
}

/** Plays the actions in order (each must be legal); what they say, each line unfolded. */
export function play(s: State, ...actions: Action[]): string[] {
  const texts: string[] = [];
  for (const a of actions) texts.push(...told(T, G.apply(s, a), s.names).map((line) => line.replace(/\s*\n\s*/g, ' ')));
  return texts;
}

export const keys = (s: State): string[] => G.legal(s).map(G.actionKey);
export const legalOf = (s: State, type: Action['type']): string[] => G.legal(s).filter((a) => a.type === type).map(G.actionKey);

export const DRAW: Action = { type: 'draw' };
export const TAKE: Action = { type: 'take' };
export const meld = (creature: Creature, ...cards: string[]): Action => ({ type: 'meld', creature, cards });
export const add = (creature: Creature, card: string): Action => ({ type: 'add', creature, card });
export const anomaly = (card: string): Action => ({ type: 'anomaly', card });
export const hoax = (seat: number, creature: Creature, card: string): Action => ({ type: 'hoax', seat, creature, card });
export const discard = (card: string): Action => ({ type: 'discard', card });

/** The hands as dealt round the table from seat 1: `byseat[k][i]` is seat k's i-th card. */
export function roundTable(byseat: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < byseat[0].length; i++) for (const h of byseat) out.push(h[i]);
  return out;
}
