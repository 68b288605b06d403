// Shared by the Treasure tests: tables built card by card, stacked deals, and the count of every card.
import { Rng } from '../../../src/dice/rng';
import type { GameOptions, TavernEvent } from '../../../src/tavern/frame/game';
import { told } from '../../../src/tavern/terminal/face';
import { TREASURE } from '../../../src/tavern/treasure';
import { TERMINAL } from '../../../src/tavern/treasure/terminal';
import type { Action, State } from '../../../src/tavern/treasure';
import type { Combo, Meld } from '../../../src/tavern/treasure/combos';
import { comboOf } from '../../../src/tavern/treasure/combos';
import type { Colour } from '../../../src/tavern/treasure/deck';
import { fullDeck } from '../../../src/tavern/treasure/deck';
import type { Phase } from '../../../src/tavern/treasure/state';
import { decksOf } from '../../../src/tavern/treasure/state';

export const G = TREASURE;
/** The game's terminal face. */
export const T = TERMINAL;

/** What `events` say at the table of `s`, line by line; with `only`, just the events for that seat alone. */
export function said(s: State, events: readonly TavernEvent[], only?: number): string[] {
  return told(T, only === undefined ? events : events.filter((e) => e.only?.includes(only)), s.names);
}
export const NAMES = ['Ana', 'Ben', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
export const names = (n: number): string[] => NAMES.slice(0, n);
export const options = (n: number, more: Partial<GameOptions> = {}): GameOptions => ({ names: names(n), variants: [], ...more });

export const set = (rank: number, ...cards: string[]): Meld => ({ kind: 'set', rank, cards });
export const run = (lo: number, ...cards: string[]): Meld => ({ kind: 'run', lo, cards });
export const colour = (c: Colour, ...cards: string[]): Meld => ({ kind: 'colour', colour: c, cards });
/** A combination on the table, as `owner` tabled it. */
export const laid = (owner: number, meld: Meld): Combo => comboOf(meld, owner);

export interface BoardSpec {
  hands: string[][];
  table?: Combo[];
  discard?: string[];
  /** The draw pile, top card last; default: every card not elsewhere, in deck order. */
  draw?: string[];
  turn?: number;
  phase?: Phase;
  variants?: string[];
  known?: string[][];
  takenTop?: string | null;
  builderDrawn?: boolean;
  rounds?: number;
}

/** A state laid out by hand: the cards where the test puts them, the rest in the draw pile. */
export function board(spec: BoardSpec): State {
  const n = spec.hands.length;
  const opts = options(n, { variants: spec.variants ?? [] });
  const s = G.setup(opts, Rng.fromSeed('board'));
  const used = [...spec.hands.flat(), ...(spec.table ?? []).flatMap((c) => c.cards.map((t) => t.code)), ...(spec.discard ?? [])];
  const rest = [...fullDeck(decksOf(opts))];
  for (const c of used) {
    const i = rest.indexOf(c);
    if (i < 0) throw new Error(`board: no ${c} left in the deck`);
    rest.splice(i, 1);
  }
  s.hands = spec.hands.map((h) => [...h]);
  s.table = (spec.table ?? []).map((c) => ({ ...c, cards: [...c.cards] }));
  s.discard = spec.discard ?? [];
  s.draw = spec.draw ?? rest;
  if (spec.draw && sorted([...spec.draw]).join() !== sorted(rest).join()) throw new Error('board: the draw pile given is not the rest of the deck');
  s.turn = s.first = spec.turn ?? 0;
  s.phase = spec.phase ?? 'meld';
  s.known = spec.known ?? s.hands.map(() => []);
  s.takenTop = spec.takenTop ?? null;
  s.builderDrawn = spec.builderDrawn ?? false;
  if (spec.rounds) s.rounds = spec.rounds;
  return s;
}

/** The hands as lists, dealt round the table: `byseat[k][i]` is seat k's i-th card. */
export function roundTable(byseat: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < byseat[0].length; i++) for (const h of byseat) out.push(h[i]);
  return out;
}

/** A game from a stacked deck: the hands as listed (dealt round the table), then the first discard, then the top of the draw pile. */
export function stacked(hands: readonly (readonly string[])[], discard: string, drawTop: readonly string[] = [], more: Partial<GameOptions> = {}, seed = 's'): State {
  return G.setup(options(hands.length, { ...more, deck: [...roundTable(hands), discard, ...drawTop] }), Rng.fromSeed(seed));
}

/** Every card of a state, wherever it lies. */
export function allCards(s: State): string[] {
  return [...s.hands.flat(), ...s.draw, ...s.discard, ...s.table.flatMap((c) => c.cards.map((t) => t.code))];
}

export const sorted = (cards: readonly string[]): string[] => [...cards].sort();

export function play(s: State, ...actions: Action[]): void {
  for (const a of actions) G.apply(s, a);
}

export const keys = (actions: readonly Action[]): string[] => actions.map((a) => G.actionKey(a));
export const DRAW: Action = { type: 'draw' };
export const TAKE: Action = { type: 'take', all: false };
export const TAKE_ALL: Action = { type: 'take', all: true };
export const table = (meld: Meld): Action => ({ type: 'table', meld });
export const add = (card: string, combo: number, end?: 'low' | 'high'): Action => (end ? { type: 'add', card, combo, end } : { type: 'add', card, combo });
export const discard = (card: string): Action => ({ type: 'discard', card });
