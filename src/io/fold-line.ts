// One long line folded at spaces to a width: the terminal's menus (terminal-io.ts) and the faces'
// screens that must fit 80 columns. Here, below render/, so that the Io adapters need nothing of
// the faces drawn on them.
import { stripAnsi } from './style';

/**
 * One line folded at spaces to `width` columns, its leading spaces kept on the first line and
 * `indent` (default: those spaces and four more) before every following one: a card game's screen
 * line ("Your hand (12): W2 W4 ...") that must fit 80 columns. Colour escapes take no columns.
 */
export function foldLine(line: string, indent?: string, width = 80): string[] {
  const lead = /^ */.exec(line)![0];
  const more = indent ?? `${lead}    `;
  const out: string[] = [];
  let cur = lead;
  for (const word of line.slice(lead.length).split(' ')) {
    if (cur.trim() !== '' && stripAnsi(cur).length + 1 + stripAnsi(word).length > width) {
      out.push(cur);
      cur = `${more}${word}`;
    } else cur = cur.trim() === '' ? `${cur}${word}` : `${cur} ${word}`;
  }
  out.push(cur);
  return out;
}
