// The players' screen as it stands after a session's entries (view-log.ts): the adventure's title,
// the clock, the party, the counters shown to players, then the fight's board or the latest text,
// and the options the players may take. `law view` draws it again whenever the file grows.
import { formatTime } from '../adventure/state';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { renderTable } from '../render/text-table';
import { foldLine } from '../io/fold-line';
import { wrapProse } from '../render/adventure-events';
import type { ViewEntry } from './view-log';

export interface Screen {
  title: string;
  section: { id: string; title: string | null } | null;
  time: number | null;
  party: Extract<ViewEntry, { t: 'party' }> | null;
  /** What was read aloud and what happened since the section began, oldest first. */
  lines: string[];
  /** The board of the fight under way, or null. */
  board: string | null;
  options: string[];
  ended: string | null;
}

const KEEP = 60;

export function screenOf(entries: readonly ViewEntry[]): Screen {
  const s: Screen = { title: '', section: null, time: null, party: null, lines: [], board: null, options: [], ended: null };
  const add = (text: string) => {
    s.lines.push(text);
    if (s.lines.length > KEEP) s.lines.splice(0, s.lines.length - KEEP);
  };
  for (const e of entries) {
    switch (e.t) {
      case 'start':
        s.title = e.title;
        break;
      case 'section':
        s.section = { id: e.id, title: e.title };
        s.time = e.time;
        s.lines = [];
        s.options = [];
        s.board = null;
        break;
      case 'text':
        // The author's paragraphs joined and wrapped, as the GM's own screen shows them.
        add(wrapProse(e.text));
        break;
      case 'options':
        s.options = e.labels;
        break;
      case 'chose':
        s.options = [];
        add(`> ${e.label}`);
        break;
      case 'line':
        add(e.text);
        break;
      case 'fight':
        s.options = [];
        add(`A fight: ${e.party.join(', ')} against ${e.foes.join(', ')}.`);
        break;
      case 'board':
        s.board = e.text;
        break;
      case 'fight-end':
        s.board = null;
        add(`The fight ends: ${e.outcome === 'victory' ? 'victory' : e.outcome === 'fled' ? 'the party flees' : e.outcome === 'ended' ? 'by itself, neither side beaten' : 'defeat'} after ${e.rounds} round${e.rounds === 1 ? '' : 's'}.`);
        break;
      case 'plotword':
        add(`Plotword: ${e.word}`);
        break;
      case 'party':
        s.party = e;
        s.time = e.time;
        break;
      case 'announce':
        add(`GM: ${e.text}`);
        break;
      case 'undo':
        add('(The GM takes that back.)');
        break;
      case 'end':
        s.ended = e.title;
        s.options = [];
        s.board = null;
        break;
      case 'check':
        break;
    }
  }
  return s;
}

/** The players' screen's width. */
const WIDTH = 80;

/**
 * The screen as text, at most `rows` lines high when given (the latest lines kept), and no wider
 * than 80 columns (a TV or a small terminal beside the GM's): tables narrow their widest columns,
 * text folds at a word; the hex map, as drawn, fits the bundled maps.
 */
export function renderScreen(s: Screen, style: Style = PLAIN, rows?: number): string {
  const head: string[] = [];
  const where = s.section ? `section ${s.section.id}${s.section.title ? `: ${s.section.title}` : ''}` : 'waiting for the game to begin';
  head.push(...foldLine(`${s.title || 'law'}  |  ${where}${s.time !== null ? `  |  ${formatTime(s.time)}` : ''}`, '  ', WIDTH).map((l) => style.bold(l)));
  if (s.party) {
    head.push(
      renderTable(
        [{ header: 'Character' }, { header: 'Player' }, { header: 'ST', align: 'right' }, { header: 'DX', align: 'right' }, { header: 'IQ', align: 'right' }, { header: 'Dmg', align: 'right' }, { header: 'Fat', align: 'right' }, { header: 'Gold', align: 'right' }, { header: 'State' }],
        s.party.members.map((m) => [m.name, m.player ?? '', String(m.st), String(m.dx), String(m.iq), String(m.damage), String(m.fatigue), String(m.gold), m.status]),
        { maxWidth: WIDTH },
      ),
    );
    if (s.party.companions?.length) head.push(...foldLine(`With the party: ${s.party.companions.map((c) => `${c.name} (${c.status})`).join(', ')}`, '  ', WIDTH));
    if (s.party.counters.length) head.push(...foldLine(s.party.counters.map((c) => `${c.label}: ${c.value}`).join('   '), '', WIDTH));
  }
  const tail: string[] = [];
  if (s.ended) tail.push(style.bold(`*** The end: ${s.ended} ***`));
  else if (s.options.length) tail.push('What do you do?', ...s.options.flatMap((o, i) => foldLine(`  ${i + 1}) ${o}`, '     ', WIDTH)));
  const body: string[] = [];
  if (s.board) body.push(s.board);
  body.push(...s.lines.flatMap((l) => l.split('\n')).flatMap((l) => foldLine(l, undefined, WIDTH)));
  let lines = [...head.flatMap((h) => h.split('\n')), '', ...body];
  if (rows !== undefined) {
    const room = Math.max(4, rows - tail.length - 1);
    if (lines.length > room) {
      // The head and the board stay; the oldest lines of text give way.
      const fixed = head.flatMap((h) => h.split('\n')).length + 1 + (s.board ? s.board.split('\n').length : 0);
      const keep = Math.max(0, room - fixed);
      const text = s.lines.flatMap((l) => l.split('\n')).flatMap((l) => foldLine(l, undefined, WIDTH));
      lines = [...lines.slice(0, fixed), ...text.slice(Math.max(0, text.length - keep))];
    }
  }
  return [...lines, ...(tail.length ? ['', ...tail] : [])].join('\n');
}
