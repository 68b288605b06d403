// A guess as a person types it at the table (issue 29: a guess in one or two steps, not five): "5 red",
// "4 <6", "3 6s", "4 without blue", "6 same colour", "3 in order 5", "rainbow", "c" to challenge,
// or a count alone ("5") for the list of guesses of five cards. The words a guess is said in
// (guessText) stay in guesses.ts; this file only reads what is typed.
import type { Colour, Power } from './cards';
import { COLOUR_NAMES, HIGHEST, LOWEST, POWER_CARDS, POWER_INFO } from './cards';
import type { Guess } from './guesses';

export type Typed =
  | { readonly kind: 'challenge' }
  /** A count alone, or nothing: the guesses of that count (or all) to pick from. */
  | { readonly kind: 'list'; readonly count: number | null }
  | { readonly kind: 'guess'; readonly guess: Guess }
  | { readonly kind: 'unread'; readonly why: string };

/** How to type a guess, for the question and for an answer that cannot be read. */
export const TYPING_HELP = 'type a count and what shows: 3 red, 3 6s, 3 <5, 4 without blue';

const COLOUR_WORDS: Readonly<Record<string, Colour>> = Object.fromEntries(
  (Object.entries(COLOUR_NAMES) as [Colour, string][]).flatMap(([c, name]) => [
    [c.toLowerCase(), c],
    [name, c],
  ]),
);

/** Power cards by any word of their names or their code: "pairs", "two pairs", "full house", "house". */
function powerNamed(text: string): Power | null {
  const words = text.replace(/^power( card)?\s*/, '');
  for (const p of POWER_CARDS) if (words === p.toLowerCase() || words === POWER_INFO[p].name.toLowerCase()) return p;
  return null;
}

const isNumber = (t: string): number | null => (/^[1-6]$/.test(t) && Number(t) >= LOWEST && Number(t) <= HIGHEST ? Number(t) : null);

/** What a typed answer says. */
export function readGuess(raw: string): Typed {
  // Words that only make a guess read like a sentence are dropped: "4 cards of red", "3 cards with number 6".
  const text = raw
    .toLowerCase()
    .replace(/\bcolor\b/g, 'colour')
    .replace(/[,;:]/g, ' ')
    .replace(/\b(cards?|with|of|a|an|the|including|incl\.?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '' || text === '?' || text === 'list') return { kind: 'list', count: null };
  if (text === 'c' || text === 'challenge' || text === 'call') return { kind: 'challenge' };
  const power = powerNamed(text);
  if (power) return { kind: 'guess', guess: { kind: 'power', card: power } };
  const m = /^(\d+)\s*(.*)$/.exec(text);
  if (!m) return { kind: 'unread', why: `"${raw.trim()}" is not a guess: ${TYPING_HELP}, or c to challenge` };
  const count = Number(m[1]);
  const rest = m[2].trim();
  if (count < 1) return { kind: 'unread', why: 'a guess names at least 1 card' };
  if (rest === '') return { kind: 'list', count };
  const exact = /^(?:number |x|=)?\s*([1-6])s?$/.exec(rest);
  if (exact) return { kind: 'guess', guess: { kind: 'number', count, target: Number(exact[1]), less: false } };
  const less = /^(?:number )?(?:<|less than|less|lower than|below|under)\s*(?:number )?(\d)$/.exec(rest);
  if (less) {
    const target = isNumber(less[1]);
    if (target === null || target === LOWEST) return { kind: 'unread', why: '"less than" names a number from 2 to 6' };
    return { kind: 'guess', guess: { kind: 'number', count, target, less: true } };
  }
  const without = /^(?:-|!|without |no |not |non-?)\s*([a-z]+)$/.exec(rest);
  if (without && COLOUR_WORDS[without[1]]) return { kind: 'guess', guess: { kind: 'colour', count, target: COLOUR_WORDS[without[1]], without: true } };
  if (COLOUR_WORDS[rest]) return { kind: 'guess', guess: { kind: 'colour', count, target: COLOUR_WORDS[rest], without: false } };
  const same = /^same (number|colour)$/.exec(rest);
  if (same) return { kind: 'guess', guess: { kind: 'same', count, of: same[1] as 'number' | 'colour' } };
  const straight = /^(?:in (?:numeric )?order|straight|run|in a row)\s*(\d)$/.exec(rest);
  if (straight) {
    const element = isNumber(straight[1]);
    if (element === null) return { kind: 'unread', why: 'a straight includes a number from 1 to 6' };
    return { kind: 'guess', guess: { kind: 'straight', length: count, element } };
  }
  if (rest === 'same') return { kind: 'unread', why: 'say which: "same number" or "same colour"' };
  return { kind: 'unread', why: `"${raw.trim()}" is not a guess: ${TYPING_HELP}, or c to challenge` };
}
