// A player's page at a GM's table (his phone, 360 px wide and up): the question when a decision or a
// roll is his, his own heroes' sheets, the board in a fight (the hexes the question names
// tappable), the story as he may see it (his whispers marked), who the table waits for otherwise,
// and the rest of the party in short. When his hero sits down at a card game, the game as his seat
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
  return [
    headOf(p, p.you),
    waitingOf(p),
    endingOf(p),
    // Out of a fight his question comes first, where a phone opens (his sheets under it). In a fight
    // the panel under the board has his numbers: his sheets fold to a line, and a question that
    // names hexes comes under the board, to tap a hex and then a button.
    ...(fight ? [] : [form]),
    ...mine.map((m) => sheetOf(m, fight !== null)),
    ...(fight ? (taps ? [fight, form] : [form, fight]) : []),
    storyOf(p, PHONE_STORY),
    others.length || p.companions.length ? el('section.others', {}, el('h2', {}, 'The rest of the party'), el('ul', {}, ...others.map(memberLine)), companionsOf(p)) : null,
    seatsOf(p),
    link,
  ];
});
