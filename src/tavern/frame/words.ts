// A person playing alone is seated as "You", and the games write their events in the third person
// ("Tobin guesses", "Tobin has 6 left"). For that one name the verb after it is put in the second
// person ("You guess", "You have 6 left"), and "You's" becomes "your", so a lone player reads
// plain English without every game writing each event twice.

const IRREGULAR: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do', goes: 'go' };

function secondPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(ss|sh|ch|x|zz|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/** The text with the person named "You" addressed in the second person. */
export function addressYou(text: string): string {
  return text
    .replace(/\bYou's\b/g, (_m, offset: number) => (offset === 0 || /[.!?:]\s*$/.test(text.slice(0, offset)) ? 'Your' : 'your'))
    .replace(/\bYou (\w+)\b/g, (_m, verb: string) => `You ${/^[a-z]/.test(verb) ? secondPerson(verb) : verb}`)
    .replace(/(\w) You\b/g, (_m, before: string) => `${before} you`);
}
