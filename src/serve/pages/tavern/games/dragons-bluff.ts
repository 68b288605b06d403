// Dragon's Bluff drawn: the display of dragons, under each the cards laid face down (who laid each;
// its face only for the one who laid it), what lies in front of each seat; on a phone, the person's
// identity, hand and own face-down cards.
import { el } from '../../common/dom.js';
import type { GameDrawer } from '../frame.js';
import { back, card, cardRow } from '../cards.js';
import type { DragonsBluffView } from '../wire.js';

export const DRAGONS_BLUFF: GameDrawer = {
  mine(p) {
    const v = p.view as DragonsBluffView;
    return el(
      'section.mine',
      {},
      el('h2', {}, 'Your identity and hand'),
      el('div.cards', {}, v.identity ? card(v.identity, p.cards, '.identity') : null, el('span.gap', {}, ''), ...(v.hand ?? []).map((c) => card(c, p.cards))),
      v.myDown?.length ? el('div.known', {}, el('span', {}, 'Face down in front of you '), cardRow(v.myDown, p.cards, true, '.small')) : null,
    );
  },
  table(p) {
    const v = p.view as DragonsBluffView;
    const names = p.seats.map((s) => s.name);
    const display = v.display.map((d, i) =>
      el(
        `div.column${v.pending?.display === i ? '.pending' : ''}`,
        {},
        el('span.place', {}, String(i + 1)),
        card(d, p.cards),
        ...v.under[i].map((u) => el('div.under', {}, u.card === null ? back(undefined, '.small') : card(u.card, p.cards, '.small'), el('span', {}, names[u.by]))),
      ),
    );
    const seats = names.map((name, i) =>
      el(
        `div.seat${i === p.turn ? '.turn' : ''}${i === p.you ? '.you' : ''}`,
        {},
        el('h3', {}, name, el('span.count', {}, `hand ${v.handSizes[i]} · face down ${v.downCounts[i]}${v.rounds > 1 ? ` · ${v.totals[i]} VP` : ''}`)),
        v.penalties[i].length ? el('div.known', {}, el('span', {}, 'Face up '), cardRow(v.penalties[i], p.cards, true, '.small')) : null,
      ),
    );
    const round = v.rounds > 1 ? `Round ${v.round} of ${v.rounds}` : 'The display';
    return el('section.table', {}, el('h2', {}, round), el('div.display', {}, ...display), v.pending ? el('p.pending', {}, `${names[v.pending.by]} has played under dragon ${v.pending.display + 1}: call the bluff or let it lie.`) : null, ...seats);
  },
};
