// The rules of a game as a person reads them (`law tavern rules GAME`, the tavern's menu, and
// docs/tavern.md): the game's own text, then its variants, each told once, under its id. The
// variants are printed from the game's list of them, so a variant cannot be missing from the rules
// or described twice; their lines are folded to 80 columns under the description's first word.
import { foldLine } from '../../io/fold-line';
import type { GameInfo, VariantInfo } from '../frame/game';

/** The width every line of a rules text fits. */
export const RULES_WIDTH = 80;

export function rulesText(game: Pick<GameInfo, 'rules' | 'variants'>): string {
  const body = game.rules.trimEnd();
  return game.variants.length ? `${body}\n\n${variantsText(game.variants)}` : body;
}

/**
 * "Variants (--variant ID):", then each id and what it changes. A summary's first line follows the
 * id; each further line of it starts under that first line, keeping its own indent.
 */
function variantsText(variants: readonly VariantInfo[]): string {
  const idWidth = Math.max(...variants.map((v) => v.id.length)) + 2;
  const hang = ' '.repeat(2 + idWidth);
  const lines = ['Variants (--variant ID):'];
  for (const v of variants) {
    v.summary.split('\n').forEach((line, i) => {
      const head = i === 0 ? `  ${v.id.padEnd(idWidth)}${line}` : `${hang}${line}`;
      // A paragraph folds under its first word; an indented line (a list's item) four columns
      // further in than itself, so the item's own start stands out.
      const lead = /^ */.exec(line)![0];
      const more = lead === '' ? hang : `${hang}${lead}    `;
      lines.push(...foldLine(head, more, RULES_WIDTH));
    });
  }
  return lines.join('\n');
}
