// The deck of Legends and Lies as data: the 62 cards of the text's Card Breakdown, each with its code
// (what `--deck` takes), its name, its kind, its colour and its points. Everything the text leaves
// open here is a ruling (docs/rulings.md, "Legends and Lies"):
// - Expedition values (README fact): a creature whose set has 5 or more cards is worth 2 a card, a
//   4-card set 3, a 3-card set 4. Bigfoot/Yeti (7 cards) is a 5+ set.
// - The colours of the creatures: the text gives Jersey Devil red and the Extraterrestrials yellow;
//   the rest are ours, one colour per creature.
// - The Proof! cards (README fact: one coloured Proof! per 2-point creature, plus two Blurry Photos):
//   the text names the Broken Horn (Jersey Devil) and the Underwater Flipper Photo (Loch Ness); the
//   other four names are ours. A coloured Proof! is worth 3, a Blurry Photo 2.
// - The 5 Strange Occurrences: 3 Crop Circles (2 points, yellow), 1 Cattle Mutilations (+3, draw a
//   card), 1 Tunguska Blast (-3, the Tabloids but their top card shuffled into the Unknown).
// - The 6 Phenomena: 2 ESP, 2 Fish Falls, 2 Resurrection; each costs 2 if held at the end.
// - Hoax! (2): +3 to its player.
// - "Expert" Opinion (2): worth what an expedition card of its meld's creature is worth; 2 if held.
import type { Rng } from '../../dice/rng';
import { stackDeck } from '../frame/cards';

/** The kinds of creature a card belongs to. Bigfoot/Yeti is one kind of card and two creatures. */
export const SPECIES = ['by', 'nessie', 'mermaid', 'devil', 'snakes', 'aliens', 'chupa', 'piltdown'] as const;
export type Species = (typeof SPECIES)[number];

/** The creatures a meld can be of: Bigfoot/Yeti cards meld as Bigfoot or as Yeti. */
export const CREATURES = ['bigfoot', 'yeti', 'nessie', 'mermaid', 'devil', 'snakes', 'aliens', 'chupa', 'piltdown'] as const;
export type Creature = (typeof CREATURES)[number];

export type Colour = 'brown' | 'blue' | 'green' | 'red' | 'orange' | 'yellow' | 'purple' | 'grey';

export interface SpeciesInfo {
  readonly name: string;
  readonly colour: Colour;
  /** Expedition cards of the species in the deck. */
  readonly cards: number;
}

export const SPECIES_INFO: Readonly<Record<Species, SpeciesInfo>> = {
  by: { name: 'Bigfoot/Yeti', colour: 'brown', cards: 7 },
  nessie: { name: 'Loch Ness Monster', colour: 'blue', cards: 5 },
  mermaid: { name: 'Feegee Mermaid', colour: 'green', cards: 5 },
  devil: { name: 'Jersey Devil', colour: 'red', cards: 5 },
  snakes: { name: 'Giant Snakes', colour: 'orange', cards: 5 },
  aliens: { name: 'Extraterrestrial Life Forms', colour: 'yellow', cards: 5 },
  chupa: { name: 'El Chupacabras', colour: 'purple', cards: 4 },
  piltdown: { name: 'Piltdown Man', colour: 'grey', cards: 3 },
};

export const CREATURE_NAMES: Readonly<Record<Creature, string>> = {
  bigfoot: 'Bigfoot',
  yeti: 'Yeti',
  nessie: 'Loch Ness Monster',
  mermaid: 'Feegee Mermaid',
  devil: 'Jersey Devil',
  snakes: 'Giant Snakes',
  aliens: 'Extraterrestrial Life Forms',
  chupa: 'El Chupacabras',
  piltdown: 'Piltdown Man',
};

/** The species of a creature's cards. */
export const speciesOf = (c: Creature): Species => (c === 'bigfoot' || c === 'yeti' ? 'by' : c);

/** The creatures a species' cards may be melded as. */
export const creaturesOf = (sp: Species): Creature[] => (sp === 'by' ? ['bigfoot', 'yeti'] : [sp]);

/** README fact: 5 or more cards in the set, 2 points a card; 4 cards, 3; 3 cards, 4. */
export function expeditionValue(sp: Species): number {
  const n = SPECIES_INFO[sp].cards;
  return n >= 5 ? 2 : n === 4 ? 3 : 4;
}

export type Kind = 'expedition' | 'expert' | 'proof' | 'blurry' | 'occurrence' | 'phenomenon' | 'hoax';

export interface CardInfo {
  readonly code: string;
  readonly name: string;
  readonly kind: Kind;
  /** The species an expedition card or a coloured Proof! belongs to. */
  readonly species: Species | null;
  /** The colour that discredits in the Tabloids; wilds and most anomalies have none. */
  readonly colour: Colour | null;
  readonly copies: number;
  /**
   * Points in front of a player (a wild "Expert" Opinion: its meld's expedition value instead);
   * what it costs when left in hand is `handCost`.
   */
  readonly points: number;
  /** One line of what the card does, for the rules and the menus. */
  readonly text: string;
}

const expedition = (sp: Species, code: string): CardInfo => ({
  code,
  name: SPECIES_INFO[sp].name,
  kind: 'expedition',
  species: sp,
  colour: SPECIES_INFO[sp].colour,
  copies: SPECIES_INFO[sp].cards,
  points: expeditionValue(sp),
  text: `expedition card, ${expeditionValue(sp)} points`,
});

const proof = (sp: Species, code: string, name: string): CardInfo => ({
  code,
  name: `${name} (Proof!)`,
  kind: 'proof',
  species: sp,
  colour: SPECIES_INFO[sp].colour,
  copies: 1,
  points: 3,
  text: `Proof! of the ${SPECIES_INFO[sp].name}, 3 points`,
});

/** Every card, in the fixed order of `deckCodes`. */
export const CARDS: readonly CardInfo[] = [
  expedition('by', 'by'),
  expedition('nessie', 'nessie'),
  expedition('mermaid', 'mermaid'),
  expedition('devil', 'devil'),
  expedition('snakes', 'snakes'),
  expedition('aliens', 'aliens'),
  expedition('chupa', 'chupa'),
  expedition('piltdown', 'piltdown'),
  { code: 'expert', name: '"Expert" Opinion', kind: 'expert', species: null, colour: null, copies: 2, points: 0, text: 'wild expedition card, worth what its meld\'s cards are worth' },
  proof('by', 'cast', 'Plaster Footprint Cast'),
  proof('nessie', 'flipper', 'Underwater Flipper Photo'),
  proof('mermaid', 'tail', 'Mummified Tail'),
  proof('devil', 'horn', 'Broken Horn'),
  proof('snakes', 'skin', 'Shed Skin'),
  proof('aliens', 'implant', 'Alien Implant'),
  { code: 'blurry', name: 'Blurry Photo (Proof!)', kind: 'blurry', species: null, colour: null, copies: 2, points: 2, text: 'wild Proof!, 2 points, never on Piltdown Man' },
  { code: 'crop', name: 'Crop Circles', kind: 'occurrence', species: null, colour: 'yellow', copies: 3, points: 2, text: 'draw two from the Unknown or take any card of the Tabloids; 2 points, yellow' },
  { code: 'cattle', name: 'Cattle Mutilations', kind: 'occurrence', species: null, colour: null, copies: 1, points: 3, text: 'draw a card from the Unknown; +3 points' },
  { code: 'blast', name: 'Tunguska Blast', kind: 'occurrence', species: null, colour: null, copies: 1, points: -3, text: 'the Tabloids but their top card are shuffled into the Unknown; -3 points' },
  { code: 'esp', name: 'ESP', kind: 'phenomenon', species: null, colour: null, copies: 2, points: 2, text: 'look at the top three of the Unknown, keep one, put two back' },
  { code: 'fish', name: 'Fish Falls', kind: 'phenomenon', species: null, colour: null, copies: 2, points: 2, text: 'discard 1, 2 or 3 cards to the Tabloids' },
  { code: 'resurrect', name: 'Resurrection', kind: 'phenomenon', species: null, colour: null, copies: 2, points: 2, text: 'take an expedition card from the Tabloids, then discard a card' },
  { code: 'hoax', name: 'Hoax!', kind: 'hoax', species: null, colour: null, copies: 2, points: 3, text: 'remove an expedition or Proof! card in play to the Tabloids; +3 points' },
];

const BY_CODE = new Map(CARDS.map((c) => [c.code, c]));

export function info(code: string): CardInfo {
  const c = BY_CODE.get(code);
  if (!c) throw new Error(`no card "${code}" in Legends and Lies`);
  return c;
}

export const isCard = (code: string): boolean => BY_CODE.has(code);

/** Anomaly cards (the black cat): every Proof!, Strange Occurrence, Phenomenon and Hoax!. */
export const isAnomaly = (code: string): boolean => {
  const k = info(code).kind;
  return k !== 'expedition' && k !== 'expert';
};

/** Expedition cards: a creature's own, and the wild "Expert" Opinion. */
export const isExpedition = (code: string): boolean => !isAnomaly(code);

/** A wild: "Expert" Opinion or Blurry Photo, which must always belong to a meld. */
export const isWild = (code: string): boolean => code === 'expert' || code === 'blurry';

/** A card that belongs to a species by itself: its expedition cards and its coloured Proof!. */
export const naturalOf = (code: string): Species | null => {
  const c = info(code);
  return c.kind === 'expedition' || c.kind === 'proof' ? c.species : null;
};

/** Ruling: a card held at the end of a hand costs its points; "Expert" Opinion 2; a card of negative points nothing. */
export function handCost(code: string): number {
  if (code === 'expert') return 2;
  return Math.max(0, info(code).points);
}

/** What a card is worth in a meld of `creature`. */
export function meldValue(code: string, creature: Creature): number {
  return code === 'expert' ? expeditionValue(speciesOf(creature)) : info(code).points;
}

/** The whole deck, 62 cards, in a fixed order; a card's code is its name in `--deck`. */
export function fullDeck(): string[] {
  return CARDS.flatMap((c) => Array.from({ length: c.copies }, () => c.code));
}

export const DECK_SIZE = 62;

/** The deck of a hand: the stacked one (hand 1 with `--deck`) or the whole deck shuffled. */
export function handDeck(stacked: readonly string[] | undefined, rng: Rng): string[] {
  return stackDeck(fullDeck(), (c) => c, stacked, rng);
}

/** Cards sorted for a hand: by species in the order of SPECIES, then wilds, then anomalies. */
const ORDER = new Map(CARDS.map((c, i) => [c.code, i]));
export function sortOrder(code: string): number {
  const c = info(code);
  if (c.kind === 'proof') return SPECIES.indexOf(c.species!) * 2 + 1;
  if (c.kind === 'expedition') return SPECIES.indexOf(c.species!) * 2;
  return 100 + ORDER.get(code)!;
}

export const sortCards = (cards: readonly string[]): string[] => [...cards].sort((a, b) => sortOrder(a) - sortOrder(b));
