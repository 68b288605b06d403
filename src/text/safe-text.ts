// Text a person typed or a file holds that will be printed on someone's terminal: control characters
// could move the cursor or recolour the screen, and bidirectional overrides make a name read
// differently from what it is ("Ana" that prints as another). Names refuse both.

/** C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Why `text` cannot be a name on a screen, or null when it can. */
export function unsafeCharacters(text: string): string | null {
  const m = UNSAFE.exec(text);
  if (!m) return null;
  const code = m[0].codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `holds a control character (${hex})` : `holds a right-to-left or direction mark (${hex})`;
}
