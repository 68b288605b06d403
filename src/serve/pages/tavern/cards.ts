// A card drawn: its colour, a big mark and a small line, its full name for screen readers and a
// long press; a face-down card is a back with, for a pile, how many cards it holds.
import { cls, el } from '../common/dom.js';
import type { CardLook } from './wire.js';

export function card(code: string, looks: Readonly<Record<string, CardLook>>, extra = ''): HTMLElement {
  const look = Object.hasOwn(looks, code) ? looks[code] : { name: code, mark: code, sub: '', colour: 'plain', order: 0 };
  // A word for a mark ("Silver", "Hydra") is set smaller than a number, so that it fits the card.
  const word = [...look.mark].length > 2 ? '.word' : '';
  return el(`div.card.c-${cls(look.colour) || 'plain'}${word}${extra}`, { title: look.name, 'aria-label': look.name, role: 'img' }, el('span.mark', {}, look.mark), look.sub ? el('span.sub', {}, look.sub) : null);
}

/** A face-down card, or a face-down pile of `count` cards (the count is said beside it, never on it: a number on a card reads as its value). */
export function back(count?: number, extra = ''): HTMLElement {
  return el(`div.card.back${extra}`, { 'aria-label': count === undefined ? 'a face-down card' : `${count} face-down cards`, role: 'img' });
}

/** Cards in a row, sorted as the game sorts a hand (`sorted`), or as given. */
export function cardRow(codes: readonly string[], looks: Readonly<Record<string, CardLook>>, sorted = true, extra = ''): HTMLElement {
  const order = (c: string) => (Object.hasOwn(looks, c) ? looks[c].order : 999);
  const list = sorted ? [...codes].sort((a, b) => order(a) - order(b)) : [...codes];
  return el('div.cards', {}, ...list.map((c) => card(c, looks, extra)));
}
