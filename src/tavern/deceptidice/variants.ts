// The variants and expansions of the rules text ("Variants & Expansions"), each chosen by an id.
import type { VariantInfo } from '../frame/game';

export const VARIANT_IDS = ['intro', 'straights', 'vague', 'swap', 'predictable', 'wildcards', 'power-cards'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export const VARIANTS: readonly VariantInfo[] = [
  { id: 'intro', summary: 'Introductory game: guesses have no third element (no "less than", no "without")' },
  { id: 'straights', summary: 'Variant: Straights: guess N cards in numeric order including a number' },
  { id: 'vague', summary: 'Variant: Vague Guesses: "N cards of the same number / colour", counting half' },
  { id: 'swap', summary: 'The loser may swap one of his top cards with the draw pile (empty: with another player)' },
  { id: 'predictable', summary: 'More predictable: starting cards shown, and each turn you reveal one of your dice' },
  { id: 'wildcards', summary: 'Wildcards: 4 wildcards join the deck and match whatever the challenged guess needs' },
  { id: 'power-cards', summary: 'Power Cards: 4 cards with a combo and a value; a lie about one always loses' },
];
