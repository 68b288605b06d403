// A person playing alone is seated as "You", and the games write their events in the third person
// ("Tobin guesses", "Tobin has 6 left"). For that one name the verb after it is put in the second
// person ("You guess", "You have 6 left"), "You's" becomes "your", and a prompt loses its
// "You, " ("You, which card?" reads "Which card?"), so a lone player reads plain English without
// every game writing each event twice.

import type { Choice, Io, NumberOptions, TextOptions } from '../../io/io';

/** The Io a lone person seated as "You" is asked through: every message in the second person. */
export function ioForYou(io: Io): Io {
  return {
    get interactive() {
      return io.interactive;
    },
    style: io.style,
    ...(io.clearScreen ? { clearScreen: (keep?: boolean) => io.clearScreen!(keep) } : {}),
    ...(io.screenSize ? { screenSize: () => io.screenSize!() } : {}),
    ...(io.pageThrough ? { pageThrough: (lines: readonly string[]) => io.pageThrough!(lines.map(addressYou)) } : {}),
    say: (text: string) => io.say(addressYou(text)),
    choose: <T>(message: string, choices: ReadonlyArray<Choice<T>>) => io.choose(addressYou(message), choices.map((c) => ({ ...c, name: addressYou(c.name) }))),
    askNumber: (message: string, options?: NumberOptions) => io.askNumber(addressYou(message), options),
    askText: (message: string, options?: TextOptions) => io.askText(addressYou(message), options),
    confirm: (message: string, defaultValue?: boolean) => io.confirm(addressYou(message), defaultValue),
  };
}

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do', goes: 'go' };

function secondPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(ss|sh|ch|x|zz|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/**
 * "You" as the subject of a clause, then its first verb, and a second verb joined to it by "and"
 * ("You is the Liar and guesses first"). The clause ends at a stop, a semicolon, a colon or a comma,
 * so a later "and" with a subject of its own is left alone.
 */
const SUBJECT = /(^|[.;:!?\n]\s*)You ([a-z]+)\b([^.;:!?,]*?) and ([a-z]+)\b/g;

/** The text with the person named "You" addressed in the second person. */
export function addressYou(text: string): string {
  return text
    // A prompt addressed to a seat by name ("You, which card do you play?") needs no name.
    .replace(/^You, (\w)/, (_m, first: string) => first.toUpperCase())
    .replace(/\bYou's\b/g, (_m, offset: number) => (offset === 0 || /[.!?:]\s*$/.test(text.slice(0, offset)) ? 'Your' : 'your'))
    .replace(SUBJECT, (_m, start: string, verb: string, between: string, second: string) => `${start}You ${verb}${between} and ${secondPerson(second)}`)
    .replace(/\bYou (\w+)\b/g, (_m, verb: string) => `You ${/^[a-z]/.test(verb) ? secondPerson(verb) : verb}`)
    // Inside a sentence "You" is "you", also after a comma where a screen line was folded (a name
    // at the start of a line of a table stays as it is).
    .replace(/(\w) You\b/g, (_m, before: string) => `${before} you`)
    .replace(/,(\s+)You\b/g, (_m, space: string) => `,${space}you`);
}
