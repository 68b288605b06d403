// The players' screen in a terminal (`law view`): a view of the players' stream (view.ts) drawn to
// fit the terminal it is in, 80x24 and up. At the top the adventure, the section and the clock; then
// the party, or in a fight the board, its legend and its panel as the fight screen draws them
// (render/hex-map.ts, render/combat-panel.ts: one drawing for both); then the story, newest at the
// bottom, earlier lines a scroll away; and at the foot who must decide or roll now, and what.
import { formatTime } from '../adventure/state';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { foldLine } from '../io/fold-line';
import { renderTable } from '../render/text-table';
import { wrapProse } from '../render/adventure-events';
import { BOARD_LEGEND, renderBoard } from '../render/hex-map';
import { drawPanel } from '../render/combat-panel';
import { underLines } from '../render/fight-screen';
import type { HexMap } from '../combat/map';
import { parseMap } from '../combat/map';
import type { MapShape } from './stream';
import type { StoryItem, View } from './view';
import { questionWords, seatsWords, storyWords, tableOptions } from './story-words';

export interface ScreenOptions {
  readonly style?: Style;
  /** The terminal's columns (at least 80 is drawn for; fewer fold). */
  readonly width?: number;
  /** The terminal's rows; absent: the whole story, as for --once. */
  readonly height?: number;
  /** Lines of the story scrolled back from the newest (0: following the game). */
  readonly scroll?: number;
}

export interface Screen {
  lines: string[];
  /** Story lines above what is shown (scrolled past or not yet reached): how far a scroll can go. */
  above: number;
}

const maps = new Map<string, HexMap>();

/** The fight's map from the stream's shape, parsed once (the map's text form: odd rows half a hex right). */
export function mapOf(shape: MapShape): HexMap {
  const key = `${shape.width}x${shape.height}:${shape.terrain}`;
  let map = maps.get(key);
  if (!map) {
    const rows: string[] = [];
    for (let r = 0; r < shape.height; r++) rows.push(`${r & 1 ? ' ' : ''}${shape.terrain.slice(r * shape.width, (r + 1) * shape.width).split('').join(' ')}`);
    map = parseMap(rows.join('\n'));
    maps.set(key, map);
  }
  return map;
}

/** The lines of one item of the story, folded to the width. */
function itemLines(item: StoryItem, width: number, style: Style): string[] {
  const text = storyWords(item.e);
  if (text === null) return [];
  let lines: string[];
  if (item.e.t === 'text') lines = wrapProse(text, Math.min(78, width - 1)).split('\n');
  else if (item.e.t === 'whisper') lines = wrapProse(text, Math.min(78, width - 1)).split('\n');
  else lines = text.split('\n').flatMap((l) => foldLine(l, '    ', width));
  if (item.undone) return lines.map((l, i) => style.dim(i === 0 ? `(undone) ${l}` : l)).flatMap((l) => foldLine(l, '    ', width));
  switch (item.e.t) {
    case 'section':
      return ['', style.bold(lines[0])];
    case 'say':
      return lines.map((l) => style.yellow(l));
    case 'whisper':
      return lines.map((l) => style.magenta(l));
    case 'chose':
      return lines.map((l) => style.cyan(l));
    case 'end':
      return ['', ...lines.map((l) => style.bold(l))];
    default:
      return lines;
  }
}

/** Every line of the story, oldest first. */
export function storyLines(view: View, width = 80, style: Style = PLAIN): string[] {
  return view.story.flatMap((item) => itemLines(item, width, style));
}

/** The top: the adventure, the section, the clock, and the party (unless the board shows it). */
function headLines(view: View, width: number, style: Style): string[] {
  const where = view.section ? `${view.section.title ?? `section ${view.section.id}`}` : 'waiting for the game to begin';
  const head = foldLine(`${view.title || 'law'}  |  ${where}${view.time !== null ? `  |  ${formatTime(view.time)}` : ''}`, '  ', width).map((l) => style.bold(l));
  if (view.fight || !view.party) return head;
  const p = view.party;
  const table = renderTable(
    [{ header: 'Character' }, { header: 'Player' }, { header: 'ST', align: 'right' }, { header: 'DX', align: 'right' }, { header: 'IQ', align: 'right' }, { header: 'Dmg', align: 'right' }, { header: 'Fat', align: 'right' }, { header: 'Gold', align: 'right' }, { header: 'State' }],
    p.members.map((m) => [m.name, m.player ?? '', String(m.st), String(m.dx), String(m.iq), String(m.damage), String(m.fatigue), String(m.gold), m.status]),
    { maxWidth: width, rule: false, style: style.bold },
  ).split('\n');
  const more: string[] = [];
  if (p.companions?.length) more.push(...foldLine(`With the party: ${p.companions.map((c) => `${c.name} (${c.status})`).join(', ')}`, '  ', width));
  if (p.counters.length) more.push(...foldLine(p.counters.map((c) => `${c.label}: ${c.value}`).join('   '), '', width));
  return [...head, ...table, ...more];
}

/** The fight's board, its legend, what lies under figures, and the panel: the fight screen's own drawing. */
function boardLines(view: View, width: number, style: Style): string[] {
  const fight = view.fight;
  if (!fight || !fight.board) return [];
  let map: HexMap;
  try {
    map = mapOf(fight.map);
  } catch {
    // A damaged map in the file: the story goes on without the board.
    return [];
  }
  const on = (c: number) => Number.isInteger(c) && c >= 0 && c < map.cells;
  const b = {
    ...fight.board,
    figures: fight.board.figures.filter((f) => on(f.cell) && [1, 3, 4, 7].includes(f.size)),
    floor: fight.board.floor.filter((i) => on(i.cell)),
    effects: fight.board.effects.map((h) => ({ symbol: h.symbol.slice(0, 1) || '~', cells: h.cells.filter(on) })),
  };
  // The acting figure: the board's own, or the one whose turn the fight last said it was.
  const active = b.active ?? b.figures.find((f) => f.name === fight.acting)?.id ?? null;
  const board = renderBoard({ map, figures: b.figures, floor: b.floor, hexEffects: b.effects }, { style, active });
  const legend = `    ${BOARD_LEGEND}${fight.dark ? '  (dark: foes seen only close by)' : ''}`;
  const under = underLines(map, b.figures, b.floor);
  const panel = drawPanel(b.figures, style, { active, width, players: true });
  return [...board.split('\n'), ...foldLine(legend, '    ', width), ...under.flatMap((l) => foldLine(l, '      ', width)), ...panel.split('\n')];
}

/** The foot: who must decide or roll now, and the options he may take. */
function footLines(view: View, width: number, style: Style, room: number): string[] {
  if (view.ended) return [];
  const q = view.question;
  if (!q) return [];
  const head = (view.mine ? 'Your turn. ' : '') + questionWords(q);
  const out = foldLine(head, '    ', width).map((l) => style.bold(style.yellow(l)));
  const options = tableOptions(q);
  if (options) {
    const lines = options.flatMap((o, i) => foldLine(`  ${i + 1}) ${o}`, '     ', width));
    const most = Math.max(3, room);
    if (lines.length <= most) out.push(...lines);
    else out.push(...lines.slice(0, most - 1), `  ... and ${lines.length - most + 1} more`);
  }
  return out;
}

/** The screen of a view: every line fits `width`, and with `height` the whole fits the terminal. */
export function drawScreen(view: View, opts: ScreenOptions = {}): Screen {
  const style = opts.style ?? PLAIN;
  const width = Math.max(40, opts.width ?? 80);
  const head = headLines(view, width, style);
  if (view.seats.length && view.story.length === 0) head.push('', ...foldLine(seatsWords(view.seats), '  ', width));
  const board = boardLines(view, width, style);
  const story = storyLines(view, width, style);
  if (opts.height === undefined) {
    const foot = footLines(view, width, style, 100);
    return { lines: [...head, ...board, ...story, ...(foot.length ? ['', ...foot] : [])], above: 0 };
  }
  const height = Math.max(10, opts.height);
  // The story keeps at least a few lines; the options give way to it.
  const foot = footLines(view, width, style, Math.max(3, Math.floor((height - head.length - board.length) / 3)));
  const room = Math.max(3, height - head.length - board.length - (foot.length ? foot.length + 1 : 0));
  const scroll = Math.max(0, Math.min(opts.scroll ?? 0, Math.max(0, story.length - room)));
  const end = story.length - scroll;
  let start = Math.max(0, end - room);
  const shown = story.slice(start, end);
  // Lines scrolled past are said to be there, in the first line of the story's room.
  if (start > 0 || scroll > 0) {
    const mark = style.dim(`-- ${start} earlier line${start === 1 ? '' : 's'} (Up/PgUp)${scroll > 0 ? `, ${scroll} later (End: back to the game)` : ''} --`);
    if (shown.length >= room) shown.shift();
    shown.unshift(mark);
    start += 1;
  }
  const lines = [...head, ...board, ...shown];
  while (lines.length < height - (foot.length ? foot.length + 1 : 0)) lines.push('');
  if (foot.length) lines.push('', ...foot);
  return { lines: lines.slice(0, height), above: Math.max(0, story.length - room) };
}
