// A GM's-table page, TV or phone, drawn from the view the table sends (GmPage): at the top the
// adventure, where the party is, the clock and the counters; who the table waits for; the party; the
// board in a fight; the story, newest at the bottom, what is new since the players last decided
// marked and what an undo took back struck out; the seats with who has a page open; the ending. The
// TV's and the player's pages differ in what they put first (tv.ts, player.ts). Drawn anew from every
// view; a question's form is kept while it is the same question, so a half-entered answer survives.
import { cls, el, fill } from '../common/dom.js';
import type { Connection } from '../common/live.js';
import { follow } from '../common/live.js';
import type { AskForm } from '../common/question.js';
import { askForm } from '../common/question.js';
import { drawBoard, fightPanel, targetsOf } from './board.js';
import { tavernParts, tavernQuick } from '../tavern/frame.js';
import type { TavernPage } from '../tavern/wire.js';
import type { GmLine, GmMember, GmPage } from './wire.js';

/** The top: the adventure, where the party is, the clock, the counters. */
export function headOf(p: GmPage, who: string | null): HTMLElement {
  const where = [p.section ?? 'Waiting for the game to begin', p.time].filter((s): s is string => !!s);
  return el(
    'header',
    {},
    el('h1', {}, p.title || 'law', who ? el('span.you', {}, ` · ${who}`) : null),
    el('p.where', {}, ...where.flatMap((w, i) => [i ? el('span.sep', {}, ' · ') : null, el(i ? 'span.time' : 'span.section', {}, w)])),
    p.counters.length ? el('p.counters', {}, ...p.counters.map((c) => el('span.counter', {}, `${c.label}: `, el('strong', {}, String(c.value))))) : null,
  );
}

/** Who the table waits for, in the terminal's words; on a phone asked the question, "Your turn". */
export function waitingOf(p: GmPage): HTMLElement {
  if (p.ended) return el('p.status.over', { role: 'status' }, 'The adventure is over.');
  const yours = p.question !== null;
  return el(`p.status${yours ? '.yours' : ''}`, { role: 'status' }, yours ? `Your turn. ${p.waiting ?? ''}`.trim() : (p.waiting ?? 'Nobody to wait for: the GM tells the story.'));
}

/** The options the table may take now, numbered as the GM's terminal numbers them; null when there are none to show. */
export function choicesOf(p: GmPage): HTMLElement | null {
  if (!p.choices || p.choices.length === 0 || p.ended) return null;
  return el('section.choices', {}, el('h2', {}, 'The choices'), el('ol', {}, ...p.choices.map((c) => el('li', {}, c))));
}

/** The whole party's numbers, one row a member: the players' screen's table. */
export function partyTable(p: GmPage): HTMLElement {
  const head = ['Character', 'Player', 'ST', 'DX', 'IQ', 'Dmg', 'Fat', 'Gold', 'State'];
  return el(
    'section.party',
    {},
    el('h2', {}, 'The party'),
    el(
      'table.party-table',
      {},
      el('thead', {}, el('tr', {}, ...head.map((h) => el('th', {}, h)))),
      el(
        'tbody',
        {},
        ...p.party.map((m) =>
          el(
            `tr.st-${cls(m.status)}${m.player !== null && m.player === p.you ? '.mine' : ''}`,
            {},
            el('td.name', {}, m.name),
            el('td', {}, m.player ?? ''),
            ...[m.st, m.dx, m.iq].map((n) => el('td.num', {}, String(n))),
            el(`td.num${m.damage ? '.hurt' : ''}`, {}, String(m.damage)),
            el(`td.num${m.fatigue ? '.tired' : ''}`, {}, String(m.fatigue)),
            el('td.num', {}, String(m.gold)),
            el('td', {}, m.status),
          ),
        ),
      ),
    ),
    companionsOf(p),
  );
}

export function companionsOf(p: GmPage): HTMLElement | null {
  return p.companions.length ? el('p.companions', {}, 'With the party: ', p.companions.map((c) => `${c.name} (${c.status})`).join(', ')) : null;
}

/** A hero's sheet, as his player needs it at the table; `folded`: a line that opens to it. */
export function sheetOf(m: GmMember, folded = false): HTMLElement {
  const stat = (name: string, value: string | number, extra = '') => el(`div.stat${extra}`, {}, el('span.k', {}, name), el('span.v', {}, String(value)));
  // ST is what damage and fatigue are taken from: what he has left says how near he is to falling.
  const left = m.st - m.damage - m.fatigue;
  const name = el('h2', {}, m.name, m.status !== 'standing' ? el('span.tag.bad', {}, m.status) : null);
  const body = [
    el('div.stats', {}, stat('ST', m.st), stat('DX', m.dx), stat('IQ', m.iq), stat('Damage', m.damage, m.damage ? '.hurt' : ''), stat('Fatigue', m.fatigue, m.fatigue ? '.tired' : ''), stat('ST left', left, left <= 3 ? '.hurt' : ''), stat('Karma', m.karma), stat('Gold', m.gold), stat('XP', m.xp)),
    m.items.length ? el('div.items', {}, el('h3', {}, 'Items'), el('ul', {}, ...m.items.map((i) => el('li', {}, i.count > 1 ? `${i.name} ×${i.count}` : i.name)))) : null,
    m.spells.length ? el('div.spells', {}, el('h3', {}, 'Spells'), el('ul', {}, ...m.spells.map((s) => el('li', {}, s.name, ' ', el('span.cost', {}, s.cost))))) : null,
  ];
  if (!folded) return el(`section.sheet.st-${cls(m.status)}`, {}, name, ...body);
  return el(`section.sheet.folded.st-${cls(m.status)}`, {}, el('details', { 'data-keep': `sheet:${m.name}` }, el('summary', {}, name, el('span.dim', {}, `ST ${m.st} · Dmg ${m.damage} · Fat ${m.fatigue} · ST left ${left}`)), ...body));
}

/** One member in a line: the rest of the party on a phone. */
export function memberLine(m: GmMember): HTMLElement {
  return el(`li.st-${cls(m.status)}`, {}, el('strong', {}, m.name), m.player ? el('span.dim', {}, ` (${m.player})`) : null, ` ST ${m.st} DX ${m.dx} IQ ${m.iq} · Dmg ${m.damage} · Fat ${m.fatigue}`, m.status !== 'standing' ? el('span.tag.bad', {}, m.status) : null);
}

function lineOf(l: GmLine, fresh: boolean): HTMLElement {
  // Prose comes flowed (serve/gm/page.ts): a paragraph a line, wrapped by the page to its width.
  const text = l.undone ? el('s', {}, l.text) : el('span', {}, l.text);
  return el(`li.k-${cls(l.kind)}${fresh ? '.fresh' : ''}${l.undone ? '.undone' : ''}`, { 'data-at': String(l.at) }, l.kind === 'whisper' ? el('span.tag.whisper', {}, 'whisper') : null, l.undone ? el('span.tag', {}, 'undone') : null, text);
}

/** The story, oldest first; what came since the players last decided is marked as new. `most`: the newest lines shown, earlier folded away. */
export function storyOf(p: GmPage, most: number): HTMLElement {
  const since = Math.max(0, Math.min(p.since, p.story.length));
  const lines = p.story.map((l, i) => ({ l, fresh: i >= since && since > 0 }));
  const shown = lines.slice(-most);
  const earlier = lines.slice(0, lines.length - shown.length);
  const items: HTMLElement[] = [];
  let marked = false;
  for (const s of shown) {
    if (s.fresh && !marked) {
      items.push(el('li.new-mark', { 'aria-label': 'new since the last decision' }, 'New since the last decision'));
      marked = true;
    }
    items.push(lineOf(s.l, s.fresh));
  }
  return el(
    'section.story',
    {},
    el('h2', {}, 'The story'),
    earlier.length ? el('details', { 'data-keep': 'earlier' }, el('summary', {}, `Earlier (${earlier.length} lines)`), el('ol', {}, ...earlier.map((s) => lineOf(s.l, false)))) : null,
    p.story.length ? el('ol.lines', {}, ...items) : el('p.dim', {}, 'Nothing has happened yet.'),
  );
}

/** Who sits at the table, with a dot for a page open. */
export function seatsOf(p: GmPage): HTMLElement {
  return el(
    'ul.seats',
    { 'aria-label': 'Seats' },
    ...p.seats.map((s) => {
      const waited = p.waiting !== null && p.waiting.startsWith(`${s.player}:`);
      return el(
        `li${waited ? '.turn' : ''}${s.player === p.you ? '.you' : ''}`,
        {},
        el(`span.dot${s.online ? '.on' : ''}`, { 'aria-label': s.online ? 'page open' : 'no page open', title: s.online ? 'page open' : 'no page open' }),
        el('span.name', {}, s.player),
        s.heroes.length && !(s.heroes.length === 1 && s.heroes[0] === s.player) ? el('span.who', {}, ` ${s.heroes.join(', ')}`) : null,
      );
    }),
  );
}

export function endingOf(p: GmPage): HTMLElement | null {
  return p.ended ? el(`section.over.end-${cls(p.ended.kind)}`, {}, el('p.ending', {}, p.ended.title, ' ', el('span.dim', {}, `(${p.ended.kind})`))) : null;
}

/** The board and its panel, hexes the question names lit and tappable through `form`. */
export function fightOf(p: GmPage, form: AskForm | null): HTMLElement | null {
  if (!p.fight) return null;
  const q = p.question;
  const targets = q && q.kind === 'choose' ? targetsOf(q.choices) : new Map();
  return el('section.fight', {}, drawBoard(p.fight, targets, form ? (i) => form.pick(i) : undefined), fightPanel(p.fight));
}

/**
 * A card game a hero plays now (an adventure's tavern), drawn as the tavern's own pages draw it
 * (pages/tavern/frame.ts): on the hero's player's phone his cards and the question's `form`, on the
 * TV the table as everyone sees it.
 */
export function cardGameOf(t: TavernPage, form: HTMLElement | null): HTMLElement {
  const mine = t.you !== null && t.turn === t.you;
  return el('section.cardgame', { 'aria-label': t.game.title }, el('h2', {}, t.game.title), el(`p.card-status${mine ? '.yours' : ''}`, {}, t.status), ...tavernParts(t, form));
}

/** What each page puts where: the TV's and a phone's layouts. */
export type Layout = (p: GmPage, parts: { form: HTMLElement | null; fight: HTMLElement | null; link: HTMLElement }) => (HTMLElement | null)[];

/** Follows the table and draws each view it sends into #app, laid out by `layout`. */
export function startGmPage(layout: Layout, after?: (p: GmPage, app: HTMLElement) => void): void {
  const app = document.getElementById('app')!;
  const link = el('p.link', { role: 'status' });
  let form: { id: string; ask: AskForm } | null = null;
  let wasMine = false;
  // A board wider than a phone scrolls sideways: where the player scrolled it stays across updates,
  // and a new turn or question brings the acting figure to the middle.
  let boardKey = '';
  let boardLeft = 0;
  const keepBoardInSight = (p: GmPage) => {
    const box = app.querySelector<HTMLElement>('.board-scroll');
    if (!box || box.scrollWidth <= box.clientWidth + 1) return;
    const key = `${p.fight?.acting ?? ''}|${p.question?.id ?? ''}`;
    const focus = box.querySelector('.fig.acting') ?? box.querySelector('.target');
    if (key !== boardKey && focus) {
      const f = focus.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      box.scrollLeft = Math.max(0, box.scrollLeft + f.left + f.width / 2 - (b.left + b.width / 2));
    } else box.scrollLeft = boardLeft;
    boardKey = key;
  };
  const draw = (p: GmPage) => {
    const me = p.you;
    document.title = `${p.title || 'law'}: ${me ?? 'TV'}`;
    const asked = p.question !== null && form?.id !== p.question.id;
    // In a card game a typed question gets the game's usual answers as buttons, as on the tavern's pages.
    if (p.question && asked) form = { id: p.question.id, ask: askForm(p.question, p.tavern ? tavernQuick(p.tavern, p.question) : []) };
    if (!p.question) form = null;
    const mine = p.question !== null;
    // A phone in a pocket says when a decision or a roll comes to it (once its person has touched the page).
    if (mine && !wasMine && navigator.userActivation?.hasBeenActive && 'vibrate' in navigator) navigator.vibrate(200);
    wasMine = mine;
    const before = app.querySelector<HTMLElement>('.board-scroll');
    if (before) boardLeft = before.scrollLeft;
    // What the player opened (the earlier story, a folded sheet) stays open across updates.
    const opened = new Set([...app.querySelectorAll<HTMLElement>('details[data-keep][open]')].map((d) => d.dataset.keep));
    fill(app, ...layout(p, { form: form?.ask.node ?? null, fight: fightOf(p, form?.ask ?? null), link }));
    for (const d of app.querySelectorAll<HTMLDetailsElement>('details[data-keep]')) if (opened.has(d.dataset.keep)) d.open = true;
    keepBoardInSight(p);
    if (asked && form) {
      // A new question is brought into sight on a phone scrolled away from it; one that names hexes, with the board.
      // A page that puts the story's newest lines over the question (a phone out of a fight) brings them too.
      const lit = app.querySelector('.board-svg .target') ? app.querySelector('section.fight') : null;
      const node = (lit ?? app.querySelector('section.story[data-lead]') ?? form.ask.node) as HTMLElement;
      const box = node.getBoundingClientRect();
      if (box.top < 0 || box.top > window.innerHeight - 80) node.scrollIntoView({ block: 'start' });
    }
    after?.(p, app);
  };
  const state = (c: Connection) => {
    link.textContent = c === 'live' ? '' : c === 'connecting' ? 'Connecting to the table...' : 'The table cannot be reached: trying again...';
    document.body.classList.toggle('offline', c === 'lost');
  };
  follow<GmPage>(draw, state);
}
