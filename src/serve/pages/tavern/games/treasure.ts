// Treasure drawn: the draw and discard piles, the combinations on the table (whose card is whose),
// each seat's points; on a phone, the person's hand and what it would score if the hand ended now.
import { el } from '../../common/dom.js';
import type { GameDrawer } from '../frame.js';
import { back, card, cardRow } from '../cards.js';
import type { TreasureView } from '../wire.js';

export const TREASURE: GameDrawer = {
  mine(p) {
    const v = p.view as TreasureView;
    return el('section.mine', {}, el('h2', {}, `Your hand${v.ifEnded ? ` (if the hand ended now: ${v.ifEnded.total})` : ''}`), cardRow(v.hand ?? [], p.cards));
  },
  table(p) {
    const v = p.view as TreasureView;
    const names = p.seats.map((s) => s.name);
    const top = v.discard.slice(-6);
    const piles = el('div.piles', {}, el('div.pile', {}, back(v.drawSize), el('span', {}, `draw (${v.drawSize})`)), el('div.pile', {}, el('div.cards', {}, ...top.map((c) => card(c, p.cards, '.small'))), el('span', {}, `discard (${v.discard.length}), its top last`)));
    const combos = v.table.map((c) => el('div.combo', {}, ...c.cards.map((t) => el('div.under', {}, card(t.code, p.cards, '.small'), el('span', {}, names[t.by])))));
    const seats = names.map((name, i) =>
      el(
        `div.seat${i === p.turn ? '.turn' : ''}${i === p.you ? '.you' : ''}`,
        {},
        el('h3', {}, name, el('span.count', {}, `hand ${v.handSizes[i]} · on the table ${v.tablePoints[i]}${v.rounds > 1 ? ` · total ${v.totals[i]}` : ''}`)),
        v.known[i].length && i !== p.you ? el('div.known', {}, el('span', {}, 'Took '), cardRow(v.known[i], p.cards, true, '.small')) : null,
      ),
    );
    return el('section.table', {}, el('h2', {}, v.rounds > 1 ? `Hand ${v.round} of ${v.rounds}` : 'The table'), piles, combos.length ? el('div.combos', {}, ...combos) : el('p', {}, 'Nothing on the table yet.'), ...seats);
  },
};
