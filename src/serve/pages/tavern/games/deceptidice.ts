// Deceptidice drawn: each seat's dice as piles (the top card where this page may see it, else a back
// with the pile's size), what was given up face up, what each is known to hold; the guesses of the
// round; on a phone, the person's own dice.
import { el } from '../../common/dom.js';
import type { GameDrawer } from '../frame.js';
import { back, card, cardRow } from '../cards.js';
import type { DeceptidiceView, TavernPage } from '../wire.js';

type Die = DeceptidiceView['seats'][number]['dice'][number];

function die(d: Die, p: TavernPage): HTMLElement {
  const pile = d.top === null ? back(d.size) : card(d.top, p.cards, d.revealed ? '.revealed' : '');
  return el('div.die', { title: `${d.size} card${d.size === 1 ? '' : 's'}${d.revealed ? ', top face up' : ''}` }, pile, el('span.size', {}, `×${d.size}`));
}

/** The lines said this round: the guesses and reveals since the round began. */
function thisRound(p: TavernPage): HTMLElement | null {
  const start = p.log.map((e) => e.type).lastIndexOf('round');
  const said = p.log.slice(start + 1).filter((e) => e.type === 'guessed' || e.type === 'revealed');
  if (start < 0) return null;
  return el('section.said', {}, el('h2', {}, 'This round'), said.length ? el('ol', {}, ...said.map((e) => el('li', {}, e.lines.join(' ')))) : el('p', {}, 'No guess yet.'));
}

export const DECEPTIDICE: GameDrawer = {
  mine(p) {
    const v = p.view as DeceptidiceView;
    const me = v.seats[p.you!];
    const sure = [...me.known, ...(v.mySecret ?? [])];
    return el(
      'section.mine',
      {},
      el('h2', {}, `Your dice (${me.cards} cards)`),
      el('div.dice', {}, ...me.dice.map((d) => die(d, p))),
      sure.length ? el('div.known', {}, el('span', {}, 'You know you hold '), cardRow(sure, p.cards, true, '.small')) : null,
      thisRound(p),
    );
  },
  table(p) {
    const v = p.view as DeceptidiceView;
    const rows = v.seats.map((s, o) =>
      el(
        `div.seat${o === p.turn ? '.turn' : ''}${o === p.you ? '.you' : ''}`,
        {},
        el('h3', {}, s.name, o === v.liar ? el('span.tag', {}, 'Liar') : null, el('span.count', {}, `${s.cards} cards`)),
        // A phone shows its own dice above the table ("Your dice"): its row here says only the rest.
        o === p.you ? null : el('div.dice', {}, ...s.dice.map((d) => die(d, p))),
        s.discards.length ? el('div.discards', {}, el('span', {}, 'Given up '), cardRow(s.discards.flat(), p.cards, true, '.small')) : null,
        s.known.length && o !== p.you ? el('div.known', {}, el('span', {}, 'Known to hold '), cardRow(s.known, p.cards, true, '.small')) : null,
      ),
    );
    return el('section.table', {}, el('h2', {}, `Round ${v.round} · draw pile ${v.drawSize}`), p.you === null ? thisRound(p) : null, ...rows);
  },
};
