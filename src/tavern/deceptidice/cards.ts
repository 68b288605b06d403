// The cards of Deceptidice as readable codes, and the deck a set of variants plays with. A card is
// its code: "R3" is a red 3 (colours R, B, G, Y: red, blue, green, yellow; numbers 1 to 6), "W" a
// wildcard (expansion "Wildcards"), and a power card is named by its combo ("PAIRS", "RAINBOW",
// "HOUSE", "TWINS"; expansion "Power Cards"). Codes are the state's cards, so a state stays plain JSON.

/** A card, by its code. */
export type Card = string;

export const COLOURS = ['R', 'B', 'G', 'Y'] as const;
export type Colour = (typeof COLOURS)[number];
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = { R: 'red', B: 'blue', G: 'green', Y: 'yellow' };

/** The numbers of the published deck (README: four colours, numbers 1 to 6, two of each). */
export const NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export const LOWEST = 1;
export const HIGHEST = 6;

/** Ruling: four wildcards join the deck with the "Wildcards" expansion (one for each colour's worth). */
export const WILD: Card = 'W';
export const WILDCARDS = 4;

/**
 * Ruling (Power Cards): four power cards, one of each, each with a combo no ordinary guess can name
 * and a unique value. The rarer the combo on a table of top cards, the higher its value.
 */
export const POWER_CARDS = ['PAIRS', 'RAINBOW', 'HOUSE', 'TWINS'] as const;
export type Power = (typeof POWER_CARDS)[number];
export const POWER_INFO: Readonly<Record<Power, { readonly value: number; readonly name: string; readonly combo: string }>> = {
  PAIRS: { value: 3, name: 'Two Pairs', combo: 'two different numbers that each show at least twice' },
  RAINBOW: { value: 4, name: 'Rainbow', combo: 'all four colours show' },
  HOUSE: { value: 5, name: 'Full House', combo: 'one number shows at least three times and another at least twice' },
  TWINS: { value: 6, name: 'Twins', combo: 'two identical cards show (same colour and number)' },
};

export function isWild(card: Card): boolean {
  return card === WILD;
}

export function powerOf(card: Card): Power | null {
  return (POWER_CARDS as readonly string[]).includes(card) ? (card as Power) : null;
}

/** The colour of an ordinary card; null for wildcards and power cards (they have no suit). */
export function colourOf(card: Card): Colour | null {
  const c = card[0] as Colour;
  return card.length === 2 && COLOURS.includes(c) ? c : null;
}

/** The number of an ordinary card; null for wildcards and power cards. */
export function numberOf(card: Card): number | null {
  if (colourOf(card) === null) return null;
  return Number(card[1]);
}

/** How a person reads a card. */
export function cardName(card: Card): string {
  if (isWild(card)) return 'wildcard';
  const p = powerOf(card);
  if (p) return `power card ${POWER_INFO[p].name}`;
  return `${COLOUR_NAMES[colourOf(card)!]} ${numberOf(card)}`;
}

/** Every card of the deck for these variants, in a fixed order (the published 48, then the expansions'). */
export function deckFor(variants: readonly string[]): Card[] {
  const deck: Card[] = [];
  for (const c of COLOURS) for (const n of NUMBERS) deck.push(`${c}${n}`, `${c}${n}`);
  if (variants.includes('wildcards')) for (let i = 0; i < WILDCARDS; i++) deck.push(WILD);
  if (variants.includes('power-cards')) deck.push(...POWER_CARDS);
  return deck;
}

/** Cards sorted for display and comparison: by colour, then number; wildcards and power cards last. */
export function sortCards(cards: readonly Card[]): Card[] {
  const rank = (c: Card) => {
    const col = colourOf(c);
    if (col !== null) return COLOURS.indexOf(col) * 10 + numberOf(c)!;
    return isWild(c) ? 100 : 200 + POWER_CARDS.indexOf(c as Power);
  };
  return [...cards].sort((a, b) => rank(a) - rank(b));
}

// Multisets of cards, by code: the knowledge of who holds what is kept as counts.

/** `a` without one copy of each card of `b` that `a` holds. */
export function minus(a: readonly Card[], b: readonly Card[]): Card[] {
  const rest = [...a];
  for (const c of b) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

export function countOf(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Per card, the larger of the two counts: what is known when two things are known of one hand. */
export function union(a: readonly Card[], b: readonly Card[]): Card[] {
  const ca = countOf(a);
  const out = [...a];
  for (const [c, n] of countOf(b)) for (let i = ca.get(c) ?? 0; i < n; i++) out.push(c);
  return out;
}
