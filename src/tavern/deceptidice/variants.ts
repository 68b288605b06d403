// The variants and expansions of the rules text ("Variants & Expansions"), each chosen by an id and
// told here once, in the project's words (`law tavern rules deceptidice` prints them after the rules).
import type { VariantInfo } from '../frame/game';
import { POWER_INFO } from './cards';

export const VARIANT_IDS = ['intro', 'straights', 'vague', 'swap', 'predictable', 'wildcards', 'power-cards'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** The power cards, one line each: code, name, value and the combo it claims. */
const POWER_LINES = Object.entries(POWER_INFO).map(([code, p]) => `  ${code.padEnd(8)}${p.name}, value ${p.value}: ${p.combo}`);

export const VARIANTS: readonly VariantInfo[] = [
  { id: 'intro', summary: 'no "less than" and no "without".' },
  {
    id: 'straights',
    summary: '"N cards in numeric order, including E" (N 2-6). It beats a guess when N or E is higher than that guess\'s number; it then counts as the higher of N and E for the guess after it.',
  },
  {
    id: 'vague',
    summary: '"N cards of the same number / colour" (N at least 2): worth half a specific guess. A vague N beats a specific M when N is at least 2M; a specific M beats a vague N when M is more than N/2.',
  },
  {
    id: 'swap',
    summary: "the loser, after his discard, may give one of his top cards for the draw pile's top card (he sees it, the others do not; his card goes face up to the bottom of the pile). With an empty draw pile he swaps a top card with another player's top card instead.",
  },
  { id: 'predictable', summary: 'everyone shows his starting cards; on each turn you first reveal one of your dice not yet revealed this round.' },
  { id: 'wildcards', summary: '4 wildcards (W) join the deck; at a challenge each counts as whatever number or colour the guess needs.' },
  {
    id: 'power-cards',
    summary: [
      '4 power cards join the deck, each with a combo and a value:',
      ...POWER_LINES,
      'A power card has no colour or number. Guess "power card X" to claim you rolled X and its combo shows on the table. It beats a guess whose number is below X\'s value (half the number, for a vague guess), and only a higher power card or a guess of more cards than X\'s value (a vague guess: at least twice the value) beats it. You may lie about a power card, but a challenged lie always loses.',
    ].join('\n'),
  },
];
