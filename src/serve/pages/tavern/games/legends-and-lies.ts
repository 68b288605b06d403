// Legends and Lies drawn: the Tabloids and the Unknown, each seat's melds and the cards in front of
// it, the standing against the target; on a phone, the person's hand and what ESP shows him.
import { el } from '../../common/dom.js';
import type { GameDrawer } from '../frame.js';
import { back, card, cardRow } from '../cards.js';
import type { LegendsView } from '../wire.js';

export const LEGENDS_AND_LIES: GameDrawer = {
  mine(p) {
    const v = p.view as LegendsView;
    return el('section.mine', {}, el('h2', {}, 'Your hand'), cardRow(v.hand ?? [], p.cards), v.look?.length ? el('div.known', {}, el('span', {}, 'ESP shows you '), cardRow(v.look, p.cards, false, '.small')) : null);
  },
  table(p) {
    const v = p.view as LegendsView;
    const names = p.seats.map((s) => s.name);
    const top = v.tabloids.slice(-5);
    const piles = el('div.piles', {}, el('div.pile', {}, back(v.unknownSize), el('span', {}, `the Unknown (${v.unknownSize})`)), el('div.pile', {}, el('div.cards', {}, ...top.map((c) => card(c, p.cards, '.small'))), el('span', {}, `the Tabloids (${v.tabloids.length}), top last`)));
    const seats = names.map((name, i) =>
      el(
        `div.seat${i === p.turn ? '.turn' : ''}${i === p.you ? '.you' : ''}`,
        {},
        el('h3', {}, name, el('span.count', {}, `hand ${v.handSizes[i]} · ${v.standing[i]} of ${v.target}`)),
        ...v.melds[i].map((m) => el('div.meld', {}, el('span', {}, Object.hasOwn(p.names, m.creature) ? p.names[m.creature] : m.creature), cardRow(m.cards, p.cards, false, '.small'))),
        v.front[i].length ? el('div.known', {}, el('span', {}, 'In front '), cardRow(v.front[i], p.cards, false, '.small')) : null,
      ),
    );
    return el('section.table', {}, el('h2', {}, `Hand ${v.handNo}`), piles, ...seats);
  },
};
