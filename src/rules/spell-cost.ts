// How a spell's fatigue cost reads in the rules' own shorthand (MAGIC, Fatigue: costs in parentheses).
import type { SpellCost } from './spells';

/** '2F', 'XF (max 3)', '1F, 2F if ST20+', 'as the original', 'ST of the revived', 'points + 3', 'IQ of the spirit'. */
export function formatSpellCost(cost: SpellCost): string {
  switch (cost.kind) {
    case 'fixed':
      return `${cost.fatigue}F`;
    case 'by-target-st':
      return `${cost.fatigue}F, ${cost.heavierFatigue}F if ST${cost.stThreshold}+`;
    case 'per-point':
      return cost.max === null ? 'XF' : `XF (max ${cost.max})`;
    case 'original':
      return 'as the original';
    case 'revived-st':
      return 'ST of the revived';
    case 'transferred-plus':
      return `points + ${cost.plus}`;
    case 'spirit-iq':
      return 'IQ of the spirit';
  }
}
