// The state machine of a game of Deceptidice: the deal ("Setup"), each round's dice ("Gameplay":
// split, rolled, guessed at, challenged), the loser's discard and the variants' extra steps (the
// swap, "Variants"; the revealed die, "Variants", more predictable), and the end ("Objective").
// The state is plain JSON; the shuffles still to come draw on the Rng state kept inside it. What
// happens is returned as events (events.ts), which terminal.ts tells in words.
import { Rng } from '../../dice/rng';
import type { RngState } from '../../dice/rng';
import { deal, shuffle, stackDeck } from '../frame/cards';
import type { GameOptions } from '../frame/game';
import { overOf } from '../frame/game';
import type { Card } from './cards';
import { deckFor, minus, union } from './cards';
import type { Event } from './events';
import type { Guess } from './guesses';
import { allGuesses, guessHolds, guessKey, guessRules, isHigher, rolledPower, tally } from './guesses';

export type Phase = 'reveal' | 'bid' | 'discard' | 'swap' | 'over';

export type Action =
  | { readonly kind: 'guess'; readonly guess: Guess }
  | { readonly kind: 'challenge' }
  /** Variants (more predictable): show the top card of one of your dice. */
  | { readonly kind: 'reveal'; readonly die: number }
  /** Gameplay: the loser gives up one of his dice, face up. */
  | { readonly kind: 'discard'; readonly die: number }
  /** Variants (swap): give one of your top cards for the draw pile's top card (`with` null) or another player's top card. */
  | { readonly kind: 'swap'; readonly give: Card; readonly with: number | null; readonly take: Card | null }
  | { readonly kind: 'keep' };

/** A guess said aloud, and by whom. */
export interface Said {
  readonly seat: number;
  readonly guess: Guess;
}

export interface SwapRecord {
  readonly seat: number;
  readonly gave: Card;
  /** The other player, or null for the draw pile (whose card only the swapper sees). */
  readonly other: number | null;
  readonly took: Card | null;
}

/** A finished round, all of it public. */
export interface RoundRecord {
  readonly round: number;
  readonly liar: number;
  readonly guesses: readonly Said[];
  readonly challenger: number;
  readonly holds: boolean;
  /** Every seat's top cards, die by die, as the challenge showed them. */
  readonly tops: readonly (readonly Card[])[];
  readonly loser: number;
  discarded: Card[] | null;
  swap: SwapRecord | null;
}

export interface Figures {
  rounds: number;
  turns: number;
  guesses: number;
  challenges: number;
  challengesWon: number;
  swaps: number;
}

export interface State {
  readonly names: string[];
  readonly variants: string[];
  /** Dice a player makes each round (Gameplay: 3, or 4 with 2-3 players). */
  readonly diceEach: number;
  /** Per seat, per die, the cards top first. */
  dice: Card[][][];
  /** Per seat, per die: is its top card face up for all (a challenge, or Variants: more predictable)? */
  revealed: boolean[][];
  /** The draw pile, top first. */
  draw: Card[];
  /** How many cards at the bottom of the draw pile everyone knows (given away in swaps). */
  drawKnown: number;
  /** Per seat, the dice given up, face up. */
  discards: Card[][][];
  /** Per seat, cards everyone knows the seat holds (seen at challenges or shown; a multiset). */
  known: Card[][];
  /** Per seat, cards only that seat knows it holds besides `known` (a card drawn in a swap). */
  secret: Card[][];
  round: number;
  liar: number;
  turn: number;
  phase: Phase;
  guesses: Said[];
  history: RoundRecord[];
  figures: Figures;
  rng: RngState;
}

/** Objective: the game ends as soon as somebody has only 3 cards left (ruling: 3 or fewer). */
export const CARDS_LEFT_TO_END = 3;

/** Setup: 9 cards each, 6 with 6 to 8 players. */
export function handSize(players: number): number {
  return players >= 6 ? 6 : 9;
}

/** Gameplay: 3 dice each, 4 with 2 or 3 players. */
export function diceEach(players: number): number {
  return players <= 3 ? 4 : 3;
}

export const has = (s: { readonly variants: readonly string[] }, v: string): boolean => s.variants.includes(v);

export function cardsOf(s: State, seat: number): Card[] {
  return s.dice[seat].flat();
}

export function topsOf(s: State, seat: number): Card[] {
  return topCards(s.dice[seat]);
}

/** The top card of each die (its first card) of one seat's dice. */
export function topCards(dice: readonly (readonly Card[])[]): Card[] {
  return dice.map((d) => d[0]);
}

/** The dice on the table this round: the most cards a guess may name (ruling). */
export function diceOnTable(s: State): number {
  return s.dice.reduce((n, d) => n + d.length, 0);
}

/**
 * Gameplay: a player divides his cards into his dice as fairly as possible without looking (sizes
 * differ by at most one, the bigger ones chosen at random), then rolls each: shuffles it, so that its
 * top card is the roll. Ruling: never more dice than cards.
 */
export function splitIntoDice(cards: readonly Card[], count: number, rng: Rng): Card[][] {
  const pool = shuffle([...cards], rng);
  const k = Math.min(count, pool.length);
  const sizes = Array.from({ length: k }, () => smallestDieSize(pool.length, count));
  const bigger = shuffle(Array.from({ length: k }, (_, i) => i), rng).slice(0, pool.length % k);
  for (const i of bigger) sizes[i]++;
  return sizes.map((n) => rollDie(pool.splice(0, n), rng));
}

/** The smallest die's size when `cards` cards are divided into `count` dice as fairly as possible (`splitIntoDice`). */
export function smallestDieSize(cards: number, count: number): number {
  return Math.floor(cards / Math.min(count, cards));
}

/** Gameplay: rolling a die is shuffling its pile; the top card is what it shows. */
export function rollDie(pile: Card[], rng: Rng): Card[] {
  return shuffle(pile, rng);
}

/**
 * What everyone learns of a seat's hand when some of its cards are seen: the cards (distinct cards,
 * all in the hand now) join what is known, and what the seat alone knew stays its secret.
 */
export function learn(s: State, seat: number, seen: readonly Card[]): void {
  const own = union([...s.known[seat], ...s.secret[seat]], seen);
  s.known[seat] = union(s.known[seat], seen);
  s.secret[seat] = minus(own, s.known[seat]);
}

/** Cards that leave a seat's hand in view of all: what was known of the hand shrinks by them. */
export function forget(s: State, seat: number, gone: readonly Card[]): void {
  const own = minus([...s.known[seat], ...s.secret[seat]], gone);
  s.known[seat] = minus(s.known[seat], gone);
  s.secret[seat] = minus(own, s.known[seat]);
}

function revealedTops(s: State, seat: number): Card[] {
  return s.dice[seat].filter((_, i) => s.revealed[seat][i]).map((d) => d[0]);
}

/** Variants (more predictable): on your turn you must first reveal a die not yet revealed this round. */
function turnPhase(s: State, seat: number): Phase {
  return has(s, 'predictable') && s.revealed[seat].some((r) => !r) ? 'reveal' : 'bid';
}

/** Gameplay: every round all players make and roll their dice; the Liar guesses first. */
export function startRound(s: State, liar: number, rng: Rng, events: Event[]): void {
  s.round++;
  s.liar = liar;
  s.dice = s.dice.map((d) => splitIntoDice(d.flat(), s.diceEach, rng));
  s.revealed = s.dice.map((d) => d.map(() => false));
  s.guesses = [];
  s.turn = liar;
  s.phase = turnPhase(s, liar);
  events.push({ type: 'round', round: s.round, liar });
  s.dice.forEach((_, seat) => events.push({ type: 'rolled', seat, tops: topsOf(s, seat), only: [seat] }));
}

/** The deck of the variants in play (wildcards and power cards join it). */
export const deckCodes = (options: GameOptions): string[] => deckFor(options.variants);

/** Setup, from options the frame has checked. */
export function setup(options: GameOptions, rng: Rng, events: Event[]): State {
  const n = options.names.length;
  const variants = [...options.variants];
  const deck = stackDeck(deckFor(variants), (c) => c, options.deck, rng);
  const hands = deal(deck, n, handSize(n));
  const s: State = {
    names: [...options.names],
    variants,
    diceEach: diceEach(n),
    dice: hands.map((h) => [h]),
    revealed: hands.map(() => [false]),
    draw: deck,
    drawKnown: 0,
    discards: hands.map(() => []),
    // Variants (more predictable): everyone shows his starting cards.
    known: hands.map((h) => (variants.includes('predictable') ? [...h] : [])),
    secret: hands.map(() => []),
    round: 0,
    liar: 0,
    turn: 0,
    phase: 'bid',
    guesses: [],
    history: [],
    figures: { rounds: 0, turns: 0, guesses: 0, challenges: 0, challengesWon: 0, swaps: 0 },
    rng: rng.state(),
  };
  // Ruling: the first Liar is drawn at random with the game's Rng.
  const r = Rng.fromState(s.rng);
  const liar = Math.floor(r.next() * n);
  startRound(s, liar, r, events);
  s.rng = r.state();
  return s;
}

export function lastGuess(s: { readonly guesses: readonly Said[] }): Said | null {
  return s.guesses.length ? s.guesses[s.guesses.length - 1] : null;
}

// The guesses a table allows depend on the variants and the dice only: listed once, kept.
const guessLists = new Map<string, { list: Guess[]; keys: Set<string> }>();

function guessesFor(variants: readonly string[], dice: number): { list: Guess[]; keys: Set<string> } {
  const k = `${[...variants].sort().join(',')}|${dice}`;
  let g = guessLists.get(k);
  if (!g) {
    const list = allGuesses(guessRules(variants), dice);
    g = { list, keys: new Set(list.map(guessKey)) };
    guessLists.set(k, g);
  }
  return g;
}

/** Gameplay: the legal guesses now, each higher than the previous one (all of them for the Liar). */
export function higherGuesses(variants: readonly string[], dice: number, previous: Guess | null): Guess[] {
  return guessesFor(variants, dice).list.filter((g) => isHigher(g, previous));
}

/** Is `a` one of `legal(s)`? Decided without listing them all. */
export function isLegal(s: State, a: Action): boolean {
  switch (s.phase) {
    case 'over':
      return false;
    case 'bid': {
      const last = lastGuess(s);
      if (a.kind === 'challenge') return last !== null;
      return a.kind === 'guess' && guessesFor(s.variants, diceOnTable(s)).keys.has(guessKey(a.guess)) && isHigher(a.guess, last ? last.guess : null);
    }
    default: {
      const key = actionKey(a);
      return legal(s).some((l) => actionKey(l) === key);
    }
  }
}

/** Variants (swap): the swaps the loser may make; with the draw pile empty, with another player. */
export function swapOptions(s: State, seat: number): Action[] {
  const give = [...new Set(topsOf(s, seat))];
  const out: Action[] = [];
  if (s.draw.length > 0) {
    for (const g of give) out.push({ kind: 'swap', give: g, with: null, take: null });
  } else {
    for (let o = 0; o < s.names.length; o++) {
      if (o === seat) continue;
      for (const t of new Set(topsOf(s, o))) for (const g of give) if (g !== t) out.push({ kind: 'swap', give: g, with: o, take: t });
    }
  }
  return out;
}

export function toAct(s: State): number | null {
  return s.phase === 'over' ? null : s.turn;
}

export function legal(s: State): Action[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'reveal':
      return s.revealed[s.turn].flatMap((r, die) => (r ? [] : [{ kind: 'reveal', die } as const]));
    case 'discard':
      return s.dice[s.turn].map((_, die) => ({ kind: 'discard', die }) as const);
    case 'swap':
      return [{ kind: 'keep' }, ...swapOptions(s, s.turn)];
    case 'bid': {
      const last = lastGuess(s);
      const guesses: Action[] = higherGuesses(s.variants, diceOnTable(s), last ? last.guess : null).map((guess) => ({ kind: 'guess', guess }));
      return last ? [{ kind: 'challenge' }, ...guesses] : guesses;
    }
  }
}

export function actionKey(a: Action): string {
  switch (a.kind) {
    case 'guess':
      return `guess:${guessKey(a.guess)}`;
    case 'challenge':
      return 'challenge';
    case 'reveal':
      return `reveal:${a.die}`;
    case 'discard':
      return `discard:${a.die}`;
    case 'swap':
      return `swap:${a.give}:${a.with === null ? 'draw' : `${a.with}:${a.take}`}`;
    case 'keep':
      return 'keep';
  }
}

/** Objective: somebody has only 3 cards (or fewer) left. */
export function gameEnds(s: State): boolean {
  return endsWith(s.dice.map((_, seat) => cardsOf(s, seat).length));
}

/** Objective, from the seats' counts of cards alone: the game is over when one of them is 3 or fewer. */
export function endsWith(cards: readonly number[]): boolean {
  return cards.some((n) => n <= CARDS_LEFT_TO_END);
}

/** Gameplay (challenge): does the last guess hold on the whole table? */
export function challengeHolds(s: State, said: Said): boolean {
  const all = s.dice.flatMap((d) => d.map((p) => p[0]));
  return guessHolds(said.guess, tally(all), rolledPower(said.guess, topsOf(s, said.seat)));
}

function nextRound(s: State, liar: number, events: Event[]): void {
  const r = Rng.fromState(s.rng);
  startRound(s, liar, r, events);
  s.rng = r.state();
}

/** Plays a legal action of the seat to act (the frame refuses any other, changing nothing). */
export function apply(s: State, a: Action): Event[] {
  const seat = s.turn;
  const events: Event[] = [];
  const n = s.names.length;
  switch (a.kind) {
    case 'reveal': {
      s.revealed[seat][a.die] = true;
      learn(s, seat, revealedTops(s, seat));
      s.phase = 'bid';
      events.push({ type: 'revealed', seat, die: a.die, card: s.dice[seat][a.die][0] });
      break;
    }
    case 'guess': {
      s.guesses.push({ seat, guess: a.guess });
      s.figures.turns++;
      s.figures.guesses++;
      events.push({ type: 'guessed', seat, guess: a.guess });
      s.turn = (seat + 1) % n;
      s.phase = turnPhase(s, s.turn);
      break;
    }
    case 'challenge': {
      const said = lastGuess(s)!;
      s.figures.turns++;
      s.figures.challenges++;
      s.figures.rounds++;
      s.revealed = s.dice.map((d) => d.map(() => true));
      s.dice.forEach((_, o) => learn(s, o, topsOf(s, o)));
      const holds = challengeHolds(s, said);
      if (!holds) s.figures.challengesWon++;
      const loser = holds ? seat : said.seat;
      s.history.push({
        round: s.round,
        liar: s.liar,
        guesses: [...s.guesses],
        challenger: seat,
        holds,
        tops: s.dice.map((_, o) => topsOf(s, o)),
        loser,
        discarded: null,
        swap: null,
      });
      events.push({ type: 'challenged', seat, guesser: said.seat, guess: said.guess, tops: s.dice.map((_, o) => topsOf(s, o)), holds, loser });
      s.turn = loser;
      s.phase = 'discard';
      break;
    }
    case 'discard': {
      const pile = s.dice[seat].splice(a.die, 1)[0];
      s.revealed[seat].splice(a.die, 1);
      s.discards[seat].push(pile);
      forget(s, seat, pile);
      s.history[s.history.length - 1].discarded = [...pile];
      events.push({ type: 'discarded', seat, cards: [...pile], left: cardsOf(s, seat).length });
      if (gameEnds(s)) {
        s.phase = 'over';
        events.push(overOf(finalScores(s)!));
      } else if (has(s, 'swap')) {
        s.phase = 'swap';
      } else {
        nextRound(s, seat, events);
      }
      break;
    }
    case 'keep': {
      events.push({ type: 'kept', seat });
      nextRound(s, seat, events);
      break;
    }
    case 'swap': {
      s.figures.swaps++;
      const die = s.dice[seat].find((d) => d[0] === a.give)!;
      if (a.with === null) {
        // Ruling: the swapper takes the draw pile's top card and looks at it; the card he gives,
        // seen by all, goes to the bottom of the draw pile.
        const knownTop = s.draw.length <= s.drawKnown;
        const took = s.draw.shift()!;
        die[0] = took;
        forget(s, seat, [a.give]);
        if (knownTop) {
          s.drawKnown--;
          s.known[seat].push(took);
        } else {
          s.secret[seat].push(took);
        }
        s.draw.push(a.give);
        s.drawKnown++;
        events.push({ type: 'swapped', seat, gave: a.give, other: null, took: null });
        events.push({ type: 'drew', seat, card: took, only: [seat] });
        s.history[s.history.length - 1].swap = { seat, gave: a.give, other: null, took: null };
      } else {
        const theirs = s.dice[a.with].find((d) => d[0] === a.take)!;
        theirs[0] = a.give;
        die[0] = a.take!;
        forget(s, seat, [a.give]);
        forget(s, a.with, [a.take!]);
        s.known[seat].push(a.take!);
        s.known[a.with].push(a.give);
        events.push({ type: 'swapped', seat, gave: a.give, other: a.with, took: a.take });
        s.history[s.history.length - 1].swap = { seat, gave: a.give, other: a.with, took: a.take };
      }
      nextRound(s, seat, events);
      break;
    }
  }
  return events;
}

/** Objective: the cards each seat has left once the game is over (more is better; equal counts share a place). */
export function finalScores(s: State): number[] | null {
  if (s.phase !== 'over') return null;
  return s.names.map((_, seat) => cardsOf(s, seat).length);
}
