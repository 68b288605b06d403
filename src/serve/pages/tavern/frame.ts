// A tavern page, TV or phone, drawn from the view the table sends: whose turn it is, the table (each
// game draws its own, games/), on a phone the person's own cards and the question he is asked, what
// happened (on a phone: since his last move, marked), and the end. Drawn anew from every view; a
// question's form is kept while it is the same question, so a half-typed answer survives an update.
import { el, fill } from '../common/dom.js';
import type { Connection } from '../common/live.js';
import { follow } from '../common/live.js';
import type { Quick } from '../common/question.js';
import { questionForm } from '../common/question.js';
import { DRAWERS } from './games/index.js';
import type { LogEntry, TavernPage } from './wire.js';

/** How many of the newest entries of what happened the TV shows. */
const TV_LOG = 14;

export interface GameDrawer {
  /** The seat's own cards, on its phone. */
  mine(p: TavernPage): HTMLElement | null;
  /** The table, as the page's view shows it. */
  table(p: TavernPage): HTMLElement;
  /** A typed question's usual answers as buttons, for a phone (the table checks them as typed). */
  quick?(p: TavernPage, q: NonNullable<TavernPage['question']>): Quick[];
}

function entry(e: LogEntry, fresh: boolean): HTMLElement {
  return el(`li${e.own ? '.own' : ''}${fresh ? '.fresh' : ''}`, {}, ...e.lines.map((l) => el('span.line', {}, l)));
}

function seatsLine(p: TavernPage): HTMLElement {
  return el(
    'ul.seats',
    { 'aria-label': 'Seats' },
    ...p.seats.map((s, i) =>
      el(
        `li${i === p.turn ? '.turn' : ''}${i === p.you ? '.you' : ''}`,
        {},
        el('span.name', {}, s.name),
        ' ',
        el('span.who', {}, s.player === 'person' ? (s.online ? 'phone on' : 'phone off') : s.player),
      ),
    ),
  );
}

/** What happened: on a phone the entries since the seat's last move first (marked), earlier ones folded away. */
function logOf(p: TavernPage): HTMLElement {
  if (p.page === 'tavern-tv') return el('section.log', {}, el('h2', {}, 'At the table'), el('ol', {}, ...p.log.slice(-TV_LOG).map((e) => entry(e, false))));
  const since = p.since ?? -1;
  const fresh = p.log.filter((e) => e.n >= since);
  const earlier = p.log.filter((e) => e.n < since);
  return el(
    'section.log',
    {},
    el('h2', {}, p.since === null ? 'What happened' : 'Since your last move'),
    el('ol', {}, ...fresh.map((e) => entry(e, p.since !== null))),
    earlier.length ? el('details', { 'data-keep': 'earlier' }, el('summary', {}, `Earlier (${earlier.length})`), el('ol', {}, ...earlier.map((e) => entry(e, false)))) : null,
  );
}

/**
 * A tavern page's parts under its header: the end, on a phone the seat's own cards, the question's
 * `form`, the game's notes, the table beside what happened, the seats. A GM's page draws a card
 * game inside an adventure with them too (pages/gm/page.ts).
 */
export function tavernParts(p: TavernPage, form: HTMLElement | null): (HTMLElement | null)[] {
  const drawer = DRAWERS[p.game.id];
  return [
    p.over ? el('section.over', {}, el('h2', {}, 'The game is over'), el('p', {}, p.over.line)) : null,
    p.you !== null ? drawer?.mine(p) ?? null : null,
    form,
    ...p.notes.map((n) => el('p.note', {}, n)),
    el('div.body', {}, drawer ? drawer.table(p) : el('p', {}, `No drawing for ${p.game.id}`), logOf(p)),
    seatsLine(p),
  ];
}

/** A typed question's usual answers as buttons, as the game's drawing offers them. */
export function tavernQuick(p: TavernPage, q: NonNullable<TavernPage['question']>): Quick[] {
  return DRAWERS[p.game.id]?.quick?.(p, q) ?? [];
}

/** Follows the table and draws each view it sends into #app. */
export function startPage(): void {
  const app = document.getElementById('app')!;
  const link = el('p.link', { role: 'status' });
  let form: { id: string; node: HTMLElement } | null = null;
  let lastTurnMine = false;
  const draw = (p: TavernPage) => {
    const mine = p.you !== null && p.turn === p.you;
    document.title = `${p.game.title}: ${p.you === null ? 'TV' : p.seats[p.you].name}`;
    const asked = p.question !== null && form?.id !== p.question.id;
    if (p.question && asked) form = { id: p.question.id, node: questionForm(p.question, tavernQuick(p, p.question)) };
    if (!p.question) form = null;
    // A phone in a pocket says when the turn comes to it.
    // (Browsers allow it only once the person has touched the page.)
    if (mine && !lastTurnMine && navigator.userActivation?.hasBeenActive && 'vibrate' in navigator) navigator.vibrate(200);
    lastTurnMine = mine;
    // What the person opened (the earlier entries) stays open across updates.
    const opened = new Set([...app.querySelectorAll<HTMLElement>('details[data-keep][open]')].map((d) => d.dataset.keep));
    fill(
      app,
      el('header', {}, el('h1', {}, p.game.title, p.you === null ? null : el('span.you', {}, ` · ${p.seats[p.you].name}`)), el(`p.status${mine ? '.yours' : ''}${p.over ? '.over' : ''}`, { role: 'status' }, p.status)),
      ...tavernParts(p, form?.node ?? null),
      link,
    );
    for (const d of app.querySelectorAll<HTMLDetailsElement>('details[data-keep]')) if (opened.has(d.dataset.keep)) d.open = true;
    // A new question is brought into sight on a phone scrolled away from it (reading what happened).
    if (asked && form) {
      const box = form.node.getBoundingClientRect();
      if (box.top < 0 || box.top > window.innerHeight - 80) form.node.scrollIntoView({ block: 'start' });
    }
    // The TV cannot be scrolled: what happened shows its newest entries, the older going off the top.
    if (p.page === 'tavern-tv') for (const list of app.querySelectorAll('section.log ol')) list.scrollTop = list.scrollHeight;
  };
  const state = (c: Connection) => {
    link.textContent = c === 'live' ? '' : c === 'connecting' ? 'Connecting to the table...' : 'The table cannot be reached: trying again...';
    document.body.classList.toggle('offline', c === 'lost');
  };
  follow<TavernPage>(draw, state);
}
