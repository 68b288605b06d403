// Small words of prose shared by every screen: one list-joining rule, so a list of names reads the
// same in an adventure, the arena, the tavern and the command's help.

/** A name inside a sentence: its leading article in small letters ("at the Hall of the Lamp", not "at The Hall"). */
export function midSentence(name: string): string {
  return name.replace(/^The /, 'the ');
}

/** Items as a sentence lists them: "Ana", "Ana and Ben", "Ana, Ben and Cy" (or "or" for a choice). */
export function listed(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}
