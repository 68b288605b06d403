// Deceptidice drawn: each seat's dice as piles (the top card where this page may see it, else a back
// with the pile's size), what was given up face up, what each is known to hold; the guesses of the
// round; on a phone, the person's own dice.
import { el } from '../../common/dom.js';
import type { Quick } from '../../common/question.js';
import type { GameDrawer } from '../frame.js';
import { back, card, cardRow } from '../cards.js';
import type { DeceptidiceView, TavernPage } from '../wire.js';

type Die = DeceptidiceView['seats'][number]['dice'][number];

function die(d: Die, p: TavernPage): HTMLElement {
  const pile = d.top === null ? back(d.size) : card(d.top, p.cards, d.revealed ? '.revealed' : '');
  return el('div.die', { title: `${d.size} card${d.size === 1 ? '' : 's'}${d.revealed ? ', top face up' : ''}` }, pile, el('span.size', {}, `×${d.size}`));
}

/** The guesses said this round, from what happened (newest last). */
function guessesThisRound(p: TavernPage): TavernPage['log'] {
  const start = p.log.map((e) => e.type).lastIndexOf('round');
  return p.log.slice(start + 1).filter((e) => e.type === 'guessed');
}

/** The lines said this round: the guesses and reveals since the round began. */
function thisRound(p: TavernPage): HTMLElement | null {
  const start = p.log.map((e) => e.type).lastIndexOf('round');
  const said = p.log.slice(start + 1).filter((e) => e.type === 'guessed' || e.type === 'revealed');
  if (start < 0) return null;
  return el('section.said', {}, el('h2', {}, 'This round'), said.length ? el('ol', {}, ...said.map((e) => el('li', {}, e.lines.join(' ')))) : el('p', {}, 'No guess yet.'));
}

/**
 * A guess on a phone, by buttons (the terminal's typed guess, typed for the person): the examples
 * the question gives (guesses that may be said now); the challenge when there is a guess to challenge;
 * a count, which lists that count's guesses to pick from (a count too low lists the least that may be
 * said); and the whole list. Each is sent as typed, and the table checks it as it checks typing.
 */
function quickGuesses(p: TavernPage, q: NonNullable<TavernPage['question']>): Quick[] {
  if (q.kind !== 'text') return [];
  const v = p.view as DeceptidiceView;
  const out: Quick[] = [];
  // The question's examples ("e.g. 3 red, 3 5s, 3 <5;"): each is a guess that may be said now.
  const examples = /e\.g\. ([^;]+);/.exec(q.prompt)?.[1].split(', ').filter((x) => /^\d+ [\w <]+$/.test(x)) ?? [];
  for (const x of examples.slice(0, 3)) out.push({ label: `Guess ${x}`, value: x });
  const last = guessesThisRound(p).at(-1);
  if (last) out.push({ label: 'Challenge', value: 'c', description: last.lines.join(' ') });
  out.push({ label: 'Choose from every guess', value: '', description: 'by count, then the guess' });
  const dice = v.seats.reduce((n, s) => n + s.dice.length, 0);
  const least = Number(/^(\d+)/.exec(examples[0] ?? '')?.[1] ?? 1);
  for (let n = Math.max(1, least); n <= Math.min(dice, 20); n++) out.push({ label: String(n), value: String(n), compact: true, aria: `The guesses of ${n} card${n === 1 ? '' : 's'}`, heading: 'Or the guesses of how many cards:' });
  return out;
}

export const DECEPTIDICE: GameDrawer = {
  quick: quickGuesses,
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
