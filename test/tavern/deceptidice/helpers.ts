// Helpers for the Deceptidice tests: a game from a seed, a state with chosen dice, and the count
// of every card (no card made or lost).
import { Rng } from '../../../src/dice/rng';
import type { Card } from '../../../src/tavern/deceptidice/cards';
import { deckFor, sortCards } from '../../../src/tavern/deceptidice/cards';
import type { Guess } from '../../../src/tavern/deceptidice/guesses';
import { DECEPTIDICE } from '../../../src/tavern/deceptidice';
import type { Said, State } from '../../../src/tavern/deceptidice/state';

export const names = (n: number): string[] => ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].slice(0, n);

export function game(n: number, variants: string[] = [], seed = 'test', deck?: string[]): State {
  return DECEPTIDICE.setup({ names: names(n), variants, deck }, Rng.fromSeed(seed));
}

/**
 * A game whose dice are exactly `dice` (per seat, per die, top first); the other cards of the deck
 * make the draw pile. Seat `turn` is to bid, with `guesses` said so far.
 */
export function table(dice: Card[][][], opts: { variants?: string[]; turn?: number; guesses?: Said[] } = {}): State {
  const s = game(dice.length, opts.variants ?? []);
  s.dice = dice.map((seat) => seat.map((d) => [...d]));
  s.revealed = dice.map((seat) => seat.map(() => false));
  let rest = deckFor(s.variants);
  for (const c of dice.flat(2)) rest.splice(rest.indexOf(c), 1);
  s.draw = rest;
  s.drawKnown = 0;
  s.known = dice.map(() => []);
  s.secret = dice.map(() => []);
  s.turn = opts.turn ?? 0;
  s.liar = 0;
  s.guesses = opts.guesses ?? [];
  s.phase = 'bid';
  rest = [];
  return s;
}

export const say = (seat: number, guess: Guess): Said => ({ seat, guess });
export const num = (count: number, target: number, less = false): Guess => ({ kind: 'number', count, target, less });
export const col = (count: number, target: 'R' | 'B' | 'G' | 'Y', without = false): Guess => ({ kind: 'colour', count, target, without });

/** Every card in play: hands, discards and the draw pile, sorted. */
export function allCards(s: State): Card[] {
  return sortCards([...s.dice.flat(2), ...s.discards.flat(2), ...s.draw]);
}
