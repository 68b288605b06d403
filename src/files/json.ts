// JSON read from a file that may be anything (a sheet, a save, a tavern save): a syntax error is said
// by its place and its kind, never with the file's own text, which JavaScript's messages quote ("a
// save naming /etc/passwd" must not print the first line of /etc/passwd).

/** A syntax error of a JSON text: where (":line:column", or "" when unknown) and what, with nothing of the text. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    readonly where: string,
    readonly what: string,
  ) {
    super(`not valid JSON${where ? ` at ${where.slice(1)}` : ''} (${what})`);
  }
}

/** Line and column of a character offset, as ":line:column". */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `:${line}:${column}`;
}

/**
 * Parses `text` (a byte-order mark first is not part of it); throws JsonSyntaxError. The engine's
 * messages that carry a position name only JSON's own punctuation ("Expected ',' or '}' after
 * property value"); the one that quotes the text ("Unexpected token 'r', "root:x:0:0"...") is said
 * as "an unexpected character".
 */
export function parseJsonText(text: string): unknown {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') throw new JsonSyntaxError('', 'the file is empty');
  try {
    return JSON.parse(body);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const at = / in JSON at position (\d+)/.exec(msg);
    if (at) {
      const what = msg.slice(0, at.index).replace(/^.*?(Unexpected|Expected|Bad|Unterminated|No number|Exponent)/, '$1');
      return fail(new JsonSyntaxError(lineColumn(body, Number(at[1])), /["\n]/.test(what) ? 'a syntax error' : what));
    }
    if (/end of JSON input/.test(msg)) return fail(new JsonSyntaxError(lineColumn(body, body.length), 'the text ends too soon'));
    return fail(new JsonSyntaxError('', 'an unexpected character'));
  }
}

function fail(e: JsonSyntaxError): never {
  throw e;
}
