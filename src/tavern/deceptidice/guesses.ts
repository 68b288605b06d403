// Guesses: what may be said ("Gameplay"; "Variant: Straights", "Variant: Vague Guesses", "Power
// Cards"), which guess is higher than another, and whether a guess holds on a table of top cards.
// The game, the bots' estimates and the tests all use these functions, so a guess means one thing.
import type { Card, Colour, Power } from './cards';
import { COLOURS, HIGHEST, LOWEST, NUMBERS, POWER_CARDS, POWER_INFO, colourOf, isWild, numberOf, powerOf } from './cards';
import { COLOUR_NAMES } from './cards';

export type Guess =
  /** "N cards with number T", or with `less` "N cards with a number less than T". */
  | { readonly kind: 'number'; readonly count: number; readonly target: number; readonly less: boolean }
  /** "N cards with colour T", or with `without` "N cards without T". */
  | { readonly kind: 'colour'; readonly count: number; readonly target: Colour; readonly without: boolean }
  /** Variant: Vague Guesses: "N cards of the same number / colour". */
  | { readonly kind: 'same'; readonly count: number; readonly of: 'number' | 'colour' }
  /** Variant: Straights: "N cards in numeric order, including E". */
  | { readonly kind: 'straight'; readonly length: number; readonly element: number }
  /** Power Cards: "I rolled this power card, and its combo is on the table". */
  | { readonly kind: 'power'; readonly card: Power };

export type GuessKind = Guess['kind'];

/** Which kinds of guess the variants allow, and whether the third element (less than / without) is in play. */
export interface GuessRules {
  readonly modifiers: boolean;
  readonly straights: boolean;
  readonly vague: boolean;
  readonly power: boolean;
}

export function guessRules(variants: readonly string[]): GuessRules {
  return {
    modifiers: !variants.includes('intro'),
    straights: variants.includes('straights'),
    vague: variants.includes('vague'),
    power: variants.includes('power-cards'),
  };
}

/**
 * The NUMBER a guess states. Variant: Straights: a straight is higher when its length or its element
 * beats the previous NUMBER. Ruling: it then counts as that higher number for the guess after it. By
 * the letter it would count as its length (Gameplay: the next NUMBER must be higher), and then "2
 * cards in order including 6" is higher than itself and a round can loop for ever; counting it at
 * anything below the number that made it higher leaves it higher than itself, so this is the least
 * change that stops the loop (docs/rulings.md). A power guess states its value.
 */
export function statedNumber(g: Guess): number {
  switch (g.kind) {
    case 'straight':
      return Math.max(g.length, g.element);
    case 'power':
      return POWER_INFO[g.card].value;
    default:
      return g.count;
  }
}

/**
 * How high a guess stands, as a pair compared in order. Variant: Vague Guesses: a vague guess of N
 * stands level with a specific guess of N/2 and beats it ("at least double"); a specific guess beats
 * a vague one when its number is higher than half the vague number. So specific guesses count double.
 */
export function height(g: Guess): readonly [number, number] {
  return g.kind === 'same' ? [g.count, 1] : [2 * statedNumber(g), 0];
}

/** Gameplay: you must always guess higher than the previous player. */
export function isHigher(next: Guess, previous: Guess | null): boolean {
  if (previous === null) return true;
  const [a, b] = height(next);
  const [c, d] = height(previous);
  return a > c || (a === c && b > d);
}

/** What the top cards show, counted once so every guess can be checked against it. */
export interface Tally {
  readonly numbers: readonly number[]; // index 1..6
  readonly colours: Readonly<Record<Colour, number>>;
  readonly cards: ReadonlyMap<Card, number>; // ordinary cards by code
  readonly wilds: number;
  readonly size: number;
}

export function tally(tops: readonly Card[]): Tally {
  const numbers = [0, 0, 0, 0, 0, 0, 0];
  const colours: Record<Colour, number> = { R: 0, B: 0, G: 0, Y: 0 };
  const cards = new Map<Card, number>();
  let wilds = 0;
  for (const c of tops) {
    if (isWild(c)) wilds++;
    const col = colourOf(c);
    if (col === null) continue;
    colours[col]++;
    numbers[numberOf(c)!]++;
    cards.set(c, (cards.get(c) ?? 0) + 1);
  }
  return { numbers, colours, cards, wilds, size: tops.length };
}

/**
 * Does one card count towards a guess of a number or a colour? Power cards have no suit or number
 * and never count, not even for "without" (ruling). Wildcards count as whatever the guess needs (Wildcards).
 */
export function cardMatches(g: Guess, card: Card): boolean {
  if (isWild(card)) return g.kind !== 'power';
  const n = numberOf(card);
  const col = colourOf(card);
  if (n === null || col === null) return false;
  switch (g.kind) {
    case 'number':
      return g.less ? n < g.target : n === g.target;
    case 'colour':
      return g.without ? col !== g.target : col === g.target;
    case 'straight':
      return n <= g.element + g.length - 1 && n >= g.element - g.length + 1;
    default:
      return false;
  }
}

/** Is a straight of `length` numbers including `element` on the table, wildcards filling gaps? */
function straightShows(t: Tally, length: number, element: number): boolean {
  for (let start = Math.max(LOWEST, element - length + 1); start <= Math.min(element, HIGHEST - length + 1); start++) {
    let missing = 0;
    for (let n = start; n < start + length; n++) if (t.numbers[n] === 0) missing++;
    if (missing <= t.wilds) return true;
  }
  return false;
}

/** Power Cards: does the card's combo show among the top cards (wildcards helping as they like)? */
export function comboShows(p: Power, t: Tally): boolean {
  const counts = NUMBERS.map((n) => t.numbers[n]).sort((a, b) => b - a);
  switch (p) {
    case 'PAIRS':
      return Math.max(0, 2 - counts[0]) + Math.max(0, 2 - counts[1]) <= t.wilds;
    case 'HOUSE':
      return Math.max(0, 3 - counts[0]) + Math.max(0, 2 - counts[1]) <= t.wilds;
    case 'RAINBOW':
      return COLOURS.filter((c) => t.colours[c] === 0).length <= t.wilds;
    case 'TWINS': {
      let best = 0;
      for (const n of t.cards.values()) best = Math.max(best, n);
      const ordinary = COLOURS.reduce((sum, c) => sum + t.colours[c], 0);
      return best >= 2 || (t.wilds >= 1 && ordinary >= 1) || t.wilds >= 2;
    }
  }
}

/**
 * How many top cards count towards a guess of a number, a colour or the same number or colour
 * (wildcards counting as what it needs); null for a straight or a power card, which show or not.
 * A challenge tells it, and the guess holds when it is at least the guess's count.
 */
export function cardsShowing(g: Guess, t: Tally): number | null {
  switch (g.kind) {
    case 'number': {
      let n = t.wilds;
      for (let k = LOWEST; k <= HIGHEST; k++) if (g.less ? k < g.target : k === g.target) n += t.numbers[k];
      return n;
    }
    case 'colour': {
      let n = t.wilds;
      for (const c of COLOURS) if (g.without ? c !== g.target : c === g.target) n += t.colours[c];
      return n;
    }
    case 'same':
      return (g.of === 'number' ? Math.max(...NUMBERS.map((k) => t.numbers[k])) : Math.max(...COLOURS.map((c) => t.colours[c]))) + t.wilds;
    default:
      return null;
  }
}

/**
 * Gameplay (challenge): does the guess hold, i.e. does at least the guessed combo show among all top
 * cards? `guesserRolled` is whether the guesser has this power card on top of one of his dice: a power
 * guess made without it is a lie and always loses (Power Cards).
 */
export function guessHolds(g: Guess, t: Tally, guesserRolled: boolean): boolean {
  switch (g.kind) {
    case 'number':
    case 'colour':
    case 'same':
      return cardsShowing(g, t)! >= g.count;
    case 'straight':
      return straightShows(t, g.length, g.element);
    case 'power':
      return guesserRolled && comboShows(g.card, t);
  }
}

/** Does a seat's set of top cards include this power card (so it may honestly make the guess)? */
export function rolledPower(g: Guess, tops: readonly Card[]): boolean {
  return g.kind === 'power' && tops.some((c) => powerOf(c) === g.card);
}

/**
 * Every guess the variants allow on a table of `dice` dice. Rulings: a NUMBER runs from 1 to the
 * number of dice on the table (more can never be true); "less than" targets 2 to 6 (nothing is less
 * than 1); a vague guess names at least 2 cards; a straight runs 2 to 6 long (numbers 1 to 6).
 */
export function allGuesses(rules: GuessRules, dice: number): Guess[] {
  const out: Guess[] = [];
  for (let count = 1; count <= dice; count++) {
    for (const target of NUMBERS) {
      out.push({ kind: 'number', count, target, less: false });
      if (rules.modifiers && target > LOWEST) out.push({ kind: 'number', count, target, less: true });
    }
    for (const target of COLOURS) {
      out.push({ kind: 'colour', count, target, without: false });
      if (rules.modifiers) out.push({ kind: 'colour', count, target, without: true });
    }
    if (rules.vague && count >= 2) {
      out.push({ kind: 'same', count, of: 'number' });
      out.push({ kind: 'same', count, of: 'colour' });
    }
  }
  if (rules.straights) {
    for (let length = 2; length <= Math.min(HIGHEST, dice); length++) for (const element of NUMBERS) out.push({ kind: 'straight', length, element });
  }
  if (rules.power) for (const card of POWER_CARDS) out.push({ kind: 'power', card });
  return out;
}

/** A stable short key: n3x5 (three 5s), n3<5, c4R, c4-R, s3n, s3c, t4e2 (straight), pTWINS. */
export function guessKey(g: Guess): string {
  switch (g.kind) {
    case 'number':
      return `n${g.count}${g.less ? '<' : 'x'}${g.target}`;
    case 'colour':
      return `c${g.count}${g.without ? '-' : ''}${g.target}`;
    case 'same':
      return `s${g.count}${g.of[0]}`;
    case 'straight':
      return `t${g.length}e${g.element}`;
    case 'power':
      return `p${g.card}`;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A guess as it is said at the table; `short` leaves out a power card's combo. */
export function guessText(g: Guess, short = false): string {
  switch (g.kind) {
    case 'number':
      return g.less ? `${plural(g.count, 'card', 'cards')} with a number less than ${g.target}` : `${plural(g.count, 'card', 'cards')} with number ${g.target}`;
    case 'colour':
      return g.without ? `${plural(g.count, 'card', 'cards')} without ${COLOUR_NAMES[g.target]}` : `${plural(g.count, 'card', 'cards')} of ${COLOUR_NAMES[g.target]}`;
    case 'same':
      return `${g.count} cards of the same ${g.of}`;
    case 'straight':
      return `${g.length} cards in numeric order, including ${g.element}`;
    case 'power': {
      const p = POWER_INFO[g.card];
      return short ? `power card ${p.name}, value ${p.value}` : `power card ${p.name}, value ${p.value} (${p.combo})`;
    }
  }
}
