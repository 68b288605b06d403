// The TV's page at a GM's table: the players' screen made for a room. At the top the adventure, where
// the party is and the clock, and who the table waits for in large type; the party's numbers with the
// options the table may take (or, in a fight, the board and its panel; at a card game, its table as
// everyone sees it) beside the story,
// newest at the bottom; the seats at the foot. It never scrolls: the story's older lines go off the
// top. It follows the table by itself.
import { el } from '../common/dom.js';
import { cardGameOf, choicesOf, endingOf, headOf, partyTable, seatsOf, startGmPage, storyOf, waitingOf } from './page.js';

/** The story lines the TV is given to show; the newest that fit are seen. */
const TV_STORY = 60;

startGmPage(
  (p, { fight, link }) => [
    headOf(p, null),
    waitingOf(p),
    endingOf(p),
    // In a fight the board and its panel take the party's place, as on the players' screen.
    // At a card game, the table as everyone sees it (nobody's hand) takes it.
    // Out of a fight the options the table may take go under the party, as on the players' screen.
    el(`div.body${fight ? '.fighting' : ''}`, {}, el('div.main', {}, ...(p.tavern ? [cardGameOf(p.tavern, null)] : fight ? [fight] : [partyTable(p), choicesOf(p)])), storyOf(p, TV_STORY)),
    seatsOf(p),
    link,
  ],
  (_p, app) => {
    // The newest line at the bottom, always in sight.
    for (const list of app.querySelectorAll('section.story ol.lines, section.cardgame section.log ol')) list.scrollTop = list.scrollHeight;
  },
);
