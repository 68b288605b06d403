// Building the pages' elements. Text is always set as text (never as HTML), so nothing a view holds
// (a name, a card, a line of the game) can become markup or script on a page.

type Child = Node | string | null | undefined | false;

/** An element with classes (`tag.class.class`), attributes and children; strings become text. */
export function el(spec: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const [tag, ...classes] = spec.split('.');
  const e = document.createElement(tag || 'div');
  if (classes.length) e.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) e.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return e;
}

/** A class name made safe from a word of a view: lower-case letters only. */
export const cls = (word: string): string => word.toLowerCase().replace(/[^a-z]/g, '');

/** Replaces what `parent` holds with `children`. */
export function fill(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false));
}
