// Text a person typed or a file holds that will be printed on someone's terminal: control characters
// could move the cursor, clear the screen, set the window's title or write the clipboard (OSC 52),
// and bidirectional overrides make a name read differently from what it is ("Ana" that prints as
// another). Names refuse both (unsafeCharacters). Everything else is made safe where it is shown:
// every face writes through terminalText (the terminal, scripted output, law view, the recap,
// validate's messages, errors), and the files people read with a pager (transcripts, the GM's log)
// through shownText.

/** C0 and C1 controls, DEL, and the bidirectional marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** A name with none of those characters, as a JSON Schema pattern (schema/adventure.schema.json). */
export const SAFE_NAME_PATTERN = `^[^${UNSAFE.source.slice(1, -1)}]*$`;

/** Why `text` cannot be a name on a screen, or null when it can. */
export function unsafeCharacters(text: string): string | null {
  const m = UNSAFE.exec(text);
  if (!m) return null;
  const code = m[0].codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `holds a control character (${hex})` : `holds a right-to-left or direction mark (${hex})`;
}

/**
 * What a terminal would obey in shown text: C0 controls but the tab and the line break, DEL, C1
 * controls (U+009B is a one-character CSI), and the bidirectional embeddings, overrides and
 * isolates. The plain direction marks (U+200E, U+200F, U+061C) reorder nothing beyond their
 * neighbours and right-to-left prose needs them: they stay in text, and only names refuse them.
 */
// eslint-disable-next-line no-control-regex
const SHOWN_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex
const SHOWN_UNSAFE_ALL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;

/** The first character of `text` a terminal would obey, with where it is and what it is; null when none. */
export function unsafeInText(text: string): { index: number; hex: string; what: string } | null {
  const m = SHOWN_UNSAFE.exec(text);
  if (!m) return null;
  const code = m[0].codePointAt(0)!;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return { index: m.index, hex, what: code === 0x1b ? 'an escape character' : code >= 0x202a ? 'a direction override' : 'a control character' };
}

/** The visible stand-in of an unsafe character: its control picture (ESC shows as ␛), or U+FFFD. */
function standIn(ch: string): string {
  const code = ch.codePointAt(0)!;
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return '\uFFFD';
}

/** `text` with every character a terminal would obey shown as a symbol instead (ESC as ␛). */
export function shownText(text: string): string {
  return SHOWN_UNSAFE.test(text) ? text.replace(SHOWN_UNSAFE_ALL, standIn) : text;
}

/**
 * law's own colours (io/style.ts): the only escapes let through, and only to a terminal that shows
 * colour. A colour is let on only when the text turns it off again after it, so that at most a piece
 * of an adventure's text is coloured in law's palette: nothing lingers on the screen, and nothing
 * else (the cursor, the screen, a title, the clipboard) can be reached.
 */
// eslint-disable-next-line no-control-regex
const OWN_COLOUR = /\x1b\[(1|2|3|7|22|23|27|31|32|33|34|35|36|39|90)m/y;
/** The code that turns off each colour law turns on. */
const OFF: Readonly<Record<string, string>> = { 1: '22', 2: '22', 3: '23', 7: '27', 31: '39', 32: '39', 33: '39', 34: '39', 35: '39', 36: '39', 90: '39' };

/** Output for a terminal or a pipe: shownText, keeping law's own colour escapes when `colour`. */
export function terminalText(text: string, colour: boolean): string {
  if (!SHOWN_UNSAFE.test(text)) return text;
  if (!colour) return text.replace(SHOWN_UNSAFE_ALL, standIn);
  return text.replace(SHOWN_UNSAFE_ALL, (ch, at: number) => {
    if (ch === '\x1b') {
      OWN_COLOUR.lastIndex = at;
      const m = OWN_COLOUR.exec(text);
      if (m) {
        const off = OFF[m[1]];
        if (off === undefined || text.includes(`\x1b[${off}m`, at + m[0].length)) return ch;
      }
    }
    return standIn(ch);
  });
}
