// An adventure's prose as a page flows it: the lines of a paragraph joined (the page wraps them to
// its own width), a blank line kept as a paragraph's end, an indented line kept as it is. The
// terminal's rule for prose (render/adventure-events.ts wrapProse) without the wrapping, read again
// on the page's side (a page cannot import the engine); test/serve/gm-pages.test.ts holds the two
// together. Plain code, no DOM.

export function flowed(text: string): string {
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(para.join(' '));
    para = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      flush();
      out.push('');
    } else if (/^\s/.test(line)) {
      flush();
      out.push(line);
    } else para.push(line.trim());
  }
  flush();
  return out.join('\n');
}
