// A player's page at a GM's table (his phone, 360 px wide and up): out of a fight the story as he may
// see it (his whispers marked) in a box of its own, newest at its foot, with the question when a
// decision or a roll is his right under it, as a terminal puts the prompt under the text; then his
// own heroes' sheets. In a fight the board (the hexes the question names tappable) and its question
// come first and the story under them. Who the table waits for, and the rest of the party in short. When his hero sits down at a card game, the game as his seat
// sees it (his hand, the table, what happened since his move) and its question come first.
import { el } from '../common/dom.js';
import { cardGameOf, companionsOf, endingOf, headOf, memberLine, seatsOf, sheetOf, startGmPage, storyOf, waitingOf } from './page.js';

/** The newest story lines shown open on a phone; earlier ones are a tap away. */
const PHONE_STORY = 30;

startGmPage((p, { form, fight, link }) => {
  const taps = p.question?.kind === 'choose' && p.question.choices.some((c) => c.cell !== undefined);
  const mine = p.party.filter((m) => m.player !== null && m.player === p.you);
  const others = p.party.filter((m) => !mine.includes(m));
  // At a card game his hero plays, the game comes first (his cards, the question, the table), his sheets folded under it.
  if (p.tavern) {
    return [headOf(p, p.you), waitingOf(p), endingOf(p), cardGameOf(p.tavern, form), ...mine.map((m) => sheetOf(m, true)), storyOf(p, PHONE_STORY), others.length || p.companions.length ? el('section.others', {}, el('h2', {}, 'The rest of the party'), el('ul', {}, ...others.map(memberLine)), companionsOf(p)) : null, seatsOf(p), link];
  }
  // Out of a fight the story's newest lines come first, where a phone opens, and his question right
  // under them: he reads what happened, then answers (the story's box scrolls; his sheets are under
  // the question). The page brings the story into sight when a new question comes (page.ts).
  const story = storyOf(p, PHONE_STORY);
  if (!fight) {
    story.dataset.lead = '';
    return [headOf(p, p.you), waitingOf(p), endingOf(p), story, form, ...mine.map((m) => sheetOf(m, false)), others.length || p.companions.length ? el('section.others', {}, el('h2', {}, 'The rest of the party'), el('ul', {}, ...others.map(memberLine)), companionsOf(p)) : null, seatsOf(p), link];
  }
  return [
    headOf(p, p.you),
    waitingOf(p),
    endingOf(p),
    // In a fight the panel under the board has his numbers: his sheets fold to a line, and a
    // question that names hexes comes under the board, to tap a hex and then a button.
    ...mine.map((m) => sheetOf(m, true)),
    ...(taps ? [fight, form] : [form, fight]),
    story,
    others.length || p.companions.length ? el('section.others', {}, el('h2', {}, 'The rest of the party'), el('ul', {}, ...others.map(memberLine)), companionsOf(p)) : null,
    seatsOf(p),
    link,
  ];
}, keepStoryAtItsFoot());

/**
 * The story's box shows its newest line when a line comes; between lines, where its player scrolled
 * it to stays (every update draws the page anew).
 */
function keepStoryAtItsFoot(): (p: unknown, app: HTMLElement) => void {
  let last: string | null = null;
  let top = 0;
  return (_p, app) => {
    const list = app.querySelector<HTMLElement>('section.story ol.lines');
    if (!list) return;
    const newest = list.lastElementChild?.getAttribute('data-at') ?? '';
    list.scrollTop = newest !== last ? list.scrollHeight : top;
    last = newest;
    top = list.scrollTop;
    list.addEventListener('scroll', () => (top = list.scrollTop), { passive: true });
  };
}
