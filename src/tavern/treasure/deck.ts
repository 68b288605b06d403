// The Viashi deck as Treasure plays it (rules/README.md, "Treasure (Viashi deck)"): five suits of
// ranks 1 to 9, nine god cards of ranks 1 to 9 in the order the Treasure text lists them, and the
// changing cards. Cards are known by their codes: copies (two decks) cannot be told apart.
//
// Rulings (docs/rulings.md, "Treasure"):
// - Rank 2 is the king: the court cards of the suits read queen 1, king 2, prince 3, princess 4.
// - The gods are a colour of their own ("a color of god cards", the text's last paragraph): they
//   make colours with each other, never with a suit, unless an effect lets one change colour.
// - Two changing cards a deck, each standing in a combination for whatever card of the five suits
//   it needs; in hand it costs 9, as the text says.
// - Codes: a suit letter and a rank for the suits (W5 the wind warrior), the god's name for a god
//   (lady, darklord, ...), X for a changing card.
import type { Rng } from '../../dice/rng';
import { stackDeck } from '../frame/cards';

/** The five suits by their colour's letter: wind (white), leaf (green), flame (red), wave (blue), rock (purple). */
export const SUITS = ['W', 'G', 'R', 'B', 'P'] as const;
export type Suit = (typeof SUITS)[number];
/** What a colour (a combination of one suit) may be made of: one of the suits, or the gods. */
export type Colour = Suit | 'gods';
export const COLOURS: readonly Colour[] = [...SUITS, 'gods'];

export const SUIT_INFO: Readonly<Record<Suit, { element: string; colour: string }>> = {
  W: { element: 'wind', colour: 'white' },
  G: { element: 'leaf', colour: 'green' },
  R: { element: 'flame', colour: 'red' },
  B: { element: 'wave', colour: 'blue' },
  P: { element: 'rock', colour: 'purple' },
};

/** The ranks' names (rules/README.md; 2 the king by our ruling). */
export const RANK_NAMES = ['', 'queen', 'king', 'prince', 'princess', 'warrior', 'merchant', 'worker', 'magician', 'fool'] as const;

/** The gods in the order the text lists them, which gives their ranks: the Lady 1 ... the Changeling 9. */
export const GODS = ['lady', 'darklord', 'builder', 'thief', 'protectress', 'seductress', 'minion', 'friend', 'changeling'] as const;
export type God = (typeof GODS)[number];

export const GOD_NAMES: Readonly<Record<God, string>> = {
  lady: 'the Lady',
  darklord: 'the Dark Lord',
  builder: 'the Builder',
  thief: 'the Thief',
  protectress: 'the Protectress',
  seductress: 'the Seductress',
  minion: 'the Minion',
  friend: 'the Friend',
  changeling: 'the Changeling',
};

export const CHANGING = 'X';
/** Changing cards in a deck (ruling). */
export const CHANGING_PER_DECK = 2;
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Cards dealt to each player (Loot). */
export const HAND_SIZE = 9;

export type CardKind = 'number' | 'god' | 'changing';

export interface CardInfo {
  readonly code: string;
  readonly kind: CardKind;
  /** The printed rank; a god's rank is its place in the text's list; a changing card has none. */
  readonly rank: number | null;
  /** The suit, 'gods' for a god, null for a changing card. */
  readonly colour: Colour | null;
  readonly god: God | null;
  /** Order in a sorted hand: by suit, then rank; the gods after the suits, the changing cards last. */
  readonly order: number;
}

const INFO = new Map<string, CardInfo>();
SUITS.forEach((suit, i) => {
  for (const rank of RANKS) {
    const code = `${suit}${rank}`;
    INFO.set(code, { code, kind: 'number', rank, colour: suit, god: null, order: i * 10 + rank });
  }
});
GODS.forEach((god, i) => INFO.set(god, { code: god, kind: 'god', rank: i + 1, colour: 'gods', god, order: 60 + i + 1 }));
INFO.set(CHANGING, { code: CHANGING, kind: 'changing', rank: null, colour: null, god: null, order: 80 });

/** What a card is, by its code (case does not matter for a code typed by a person). */
export function cardInfo(code: string): CardInfo {
  const info = INFO.get(code);
  if (info) return info;
  const other = INFO.get(code.toUpperCase()) ?? INFO.get(code.toLowerCase());
  if (!other) throw new Error(`not a Treasure card: ${code}`);
  return other;
}

/** One deck in a fixed order: the suits (W1..P9), the gods (lady..changeling), the changing cards. */
export function oneDeck(): string[] {
  return [...SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`)), ...GODS, ...Array.from({ length: CHANGING_PER_DECK }, () => CHANGING)];
}

/** The cards in play: one deck, or two in the two-decks variant. */
export function fullDeck(decks: number): string[] {
  const one = oneDeck();
  return decks === 2 ? [...one, ...one] : one;
}

/** The deck shuffled, or stacked from `--deck` (top first). */
export function dealDeck(decks: number, stacked: readonly string[] | undefined, rng: Rng): string[] {
  return stackDeck(fullDeck(decks), (c) => c, stacked, rng);
}

export const byOrder = (a: string, b: string): number => cardInfo(a).order - cardInfo(b).order;

export function sortCards(cards: readonly string[]): string[] {
  return [...cards].sort(byOrder);
}

/** "wind 5", "the Lady", "a changing card". */
export function cardName(code: string): string {
  const c = cardInfo(code);
  if (c.kind === 'god') return GOD_NAMES[c.god!];
  if (c.kind === 'changing') return 'a changing card';
  return `${SUIT_INFO[c.colour as Suit].element} ${c.rank}`;
}

/** Short, as in a hand or on the table: W5, Lady1, X. */
export function cardShort(code: string): string {
  const c = cardInfo(code);
  if (c.kind === 'god') return `${GOD_NAMES[c.god!].replace(/^the /, '').replace(' ', '')}${c.rank}`;
  return c.code;
}
