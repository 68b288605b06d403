// Small words the interpreter puts into text: a character's pronouns and the time of day.
import type { Character } from '../character';
import { formatTime } from './state';

const FORMS = {
  he: { he: 'he', him: 'him', his: 'his' },
  she: { he: 'she', him: 'her', his: 'her' },
  they: { he: 'they', him: 'them', his: 'their' },
} as const;

/**
 * The pronoun placeholder `{he}`, `{him}`, `{his}` (capitalised: `{He}`...) for a character, from his
 * sheet; "he" when the sheet has none, as the rules text speaks of any character. Null: not a pronoun.
 */
export function pronoun(c: Pick<Character, 'pronoun'>, placeholder: string): string | null {
  const lower = placeholder.toLowerCase();
  if (lower !== 'he' && lower !== 'him' && lower !== 'his') return null;
  const word = FORMS[c.pronoun ?? 'he'][lower];
  return placeholder[0] === placeholder[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word;
}

/**
 * A name as it reads inside a sentence: "Trade at the brothers' almonry". A name that begins with an
 * article before a word in lower case is a description, and its article is lower case too; a proper
 * name keeps its capitals ("Trade at The Drowned Dog").
 */
export function inSentence(name: string): string {
  const m = /^(The|A|An)(\s+)(\S)/.exec(name);
  if (!m || m[3] !== m[3].toLowerCase() || m[3] === m[3].toUpperCase()) return name;
  return m[1].toLowerCase() + name.slice(m[1].length);
}

/** "06:00": the time of day alone. */
export function formatClock(time: number): string {
  return formatTime(time).replace(/^day \d+, /, '');
}
