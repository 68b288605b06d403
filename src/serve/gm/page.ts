// A GM's-table page's view (pages/gm/wire.ts, GmPage): made from the players' stream by the one view
// function every face uses (gm/view.ts, viewOf) and told in the words `law view` uses
// (gm/story-words.ts). The TV gets the table's view; a player his own (the GM's whispers to him, no
// one else's), and the question asked now only when it is his or the whole table's. What the stream
// does not hold (GM notes, hidden counters, foes out of sight, the dice) cannot be on any page.
// Pure: events, audience, who is online and the question asked now in, the page's view out.
import { formatTime } from '../../adventure/state';
import type { HexMap } from '../../combat/map';
import { cellLabel } from '../../combat/map';
import { questionWords, storyWords, tableOptions } from '../../gm/story-words';
import { flowProse } from '../../render/adventure-events';
import type { StreamEvent } from '../../gm/stream';
import type { Audience, View } from '../../gm/view';
import { viewOf } from '../../gm/view';
import type { Question } from '../pages/common/wire';
import type { GmFight, GmLine, GmMember, GmPage } from '../pages/gm/wire';
import { STORY_MOST } from '../pages/gm/wire';

/** The question a phone may answer now: as the page is sent it, and whose it is (null: the whole table's). */
export interface LiveQuestion {
  readonly question: Question;
  readonly to: string | null;
}

export interface PageInput {
  readonly events: ReadonlyArray<StreamEvent | null>;
  readonly audience: Audience;
  /** Players whose page is open now. */
  readonly online: ReadonlySet<string>;
  /** The question the phones may answer now, if any. */
  readonly live: LiveQuestion | null;
  /** The adventure's title until the stream names it. */
  readonly title?: string;
}

/** The kinds of lines that are prose, flowed as the terminal flows them (render/adventure-events.ts). */
const PROSE: ReadonlySet<string> = new Set(['text', 'whisper', 'say']);

/** The story as the page tells it: the newest STORY_MOST lines, and where the new ones begin. */
function storyOf(view: View): { story: GmLine[]; since: number } {
  const lines: GmLine[] = [];
  let since = 0;
  view.story.forEach((item, k) => {
    if (k === view.sinceDecision) since = lines.length;
    const words = storyWords(item.e);
    // Prose (an adventure's text, the GM's words) goes flowed: the page wraps it to its own width.
    const text = words !== null && PROSE.has(item.e.t) ? flowProse(words) : words;
    if (text !== null) lines.push({ at: item.at, kind: item.e.t, text, undone: item.undone });
  });
  if (view.sinceDecision >= view.story.length) since = lines.length;
  const cut = Math.max(0, lines.length - STORY_MOST);
  return { story: lines.slice(cut), since: Math.max(0, since - cut) };
}

function fightOf(view: View): GmFight | null {
  const f = view.fight;
  if (!f || !f.board) return null;
  const { width, height, terrain } = f.map;
  // The hexes' names as the terminal's board prints them ("c4"): a move's option says one.
  const grid = { width } as HexMap;
  const labels = Array.from({ length: Math.max(0, Math.min(terrain.length, width * height)) }, (_, c) => cellLabel(grid, c));
  const board = f.board;
  const acting = board.active ?? board.figures.find((x) => x.name === f.acting)?.id ?? null;
  return {
    map: { width, height, terrain },
    labels,
    round: board.round,
    acting,
    figures: board.figures.map((x) => ({ id: x.id, letter: x.letter, name: x.name, player: x.player, side: x.side, numbers: [...x.numbers], weapon: x.weapon, state: x.state, cell: x.cell, size: x.size, status: x.status, grapple: x.grapple })),
    floor: board.floor.map((x) => ({ cell: x.cell, word: x.word })),
    effects: board.effects.map((x) => ({ symbol: x.symbol, cells: [...x.cells] })),
    dark: f.dark,
  };
}

/** The page's view for its audience. */
export function gmPage(o: PageInput): GmPage {
  const view = viewOf(o.events, o.audience);
  const you = 'player' in o.audience ? o.audience.player : null;
  const members = (view.party?.members ?? []).map(
    (m): GmMember => ({ name: m.name, player: m.player, st: m.st, dx: m.dx, iq: m.iq, damage: m.damage, fatigue: m.fatigue, gold: m.gold, karma: m.karma, xp: m.xp, items: m.items.map((i) => ({ name: i.name, count: i.count })), spells: (m.spells ?? []).map((s) => ({ name: s.name, cost: s.cost })), status: m.status }),
  );
  // A player's own heroes first, the rest of the party as the players' screen shows it.
  const party = you === null ? members : [...members.filter((m) => m.player === you), ...members.filter((m) => m.player !== you)];
  const { story, since } = storyOf(view);
  const live = o.live;
  // His question only when it is his or the whole table's, and only while the stream asks it.
  const question = you !== null && live !== null && view.question !== null && (live.to === null || live.to === you) ? live.question : null;
  return {
    page: you === null ? 'gm-tv' : 'gm-player',
    title: view.title || o.title || '',
    seats: view.seats.map((s) => ({ player: s.player, heroes: [...s.heroes], online: o.online.has(s.player) })),
    you,
    section: view.section ? view.section.title ?? `Section ${view.section.id}` : null,
    time: view.time !== null ? formatTime(view.time) : null,
    counters: (view.party?.counters ?? []).map((c) => ({ label: c.label, value: c.value })),
    party,
    companions: (view.party?.companions ?? []).map((c) => ({ name: c.name, status: c.status })),
    story,
    since,
    fight: fightOf(view),
    waiting: view.question ? questionWords(view.question) : null,
    choices: view.question ? tableOptions(view.question) : null,
    question,
    ended: view.ended ? { title: view.ended.title, kind: view.ended.kind } : null,
  };
}
