// The fight as a screen shows it: the board, its legend, the panel and what lies hidden under a
// figure, fitted to the width and height it is given (an 80x24 terminal with the story and a menu
// under it, issues 16 and 29). One pure function for every face that draws a fight.
import { cellLabel, hasOpenRim } from '../combat/map';
import type { HexMap } from '../combat/map';
import { weaponWord } from '../combat/figure';
import type { CombatState } from '../combat/state';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import type { BoardFigure } from './hex-map';
import { BOARD_LEGEND, MOVE_LEGEND, renderBoard } from './hex-map';
import { renderPanel } from './combat-panel';

export interface FightScreenOptions {
  readonly style?: Style;
  /** The figure whose turn it is. */
  readonly active?: string | null;
  /** Cells a move may end on: the board with these marked, and no panel. */
  readonly marks?: ReadonlySet<number>;
  /**
   * The players' screen of a GM's table: the panel with each figure's player, and the foes by name,
   * weapon and state only (combat-panel.ts).
   */
  readonly players?: boolean;
  /** The columns the lines may take (the panel folds to them); default 80. */
  readonly width?: number;
  /**
   * The rows they may take: what matters least goes first when they do not fit (the legend, then what
   * lies under figures, then the panel's heading); the board and one row a figure always stay.
   * Default: no limit.
   */
  readonly height?: number;
}

/**
 * One line per hex where something cannot be seen on the board because a figure stands or lies on
 * it: "Under B at f3: Goblin 1 (fallen), a Club". A board shows one thing a hex.
 */
export function underFigures(state: CombatState): string[] {
  // A mage's dropped staff is "a staff" (figure.ts, weaponWord), a goblin's club "a Club".
  const floor = state.floor.map((item) => {
    const owner = state.figures.find((f) => f.id === item.owner);
    return { cell: item.cell, word: owner ? weaponWord(owner, item.name) : item.name };
  });
  return underLines(state.map, state.figures, floor);
}

/**
 * The lines of underFigures from the board as data: the figures and the words for the gear on the
 * ground (the fight screen's, or the players' stream's, gm/fight-report.ts).
 */
export function underLines(map: HexMap, figures: readonly (BoardFigure & { readonly name: string })[], floor: readonly { readonly cell: number; readonly word: string }[]): string[] {
  const out: string[] = [];
  const cells = new Map<number, { top: BoardFigure & { readonly name: string }; hidden: string[] }>();
  const onTop = (cell: number) => figures.find((f) => f.cell === cell && f.status === 'standing') ?? figures.find((f) => f.cell === cell && f.status === 'down');
  for (const f of figures) {
    if (f.cell < 0 || f.status !== 'down') continue;
    const top = onTop(f.cell);
    if (!top || top === f) continue;
    const entry = cells.get(f.cell) ?? { top, hidden: [] };
    entry.hidden.push(`${f.name} (fallen)`);
    cells.set(f.cell, entry);
  }
  for (const item of floor) {
    const top = onTop(item.cell);
    if (!top) continue;
    const entry = cells.get(item.cell) ?? { top, hidden: [] };
    entry.hidden.push(`${/^[AEIOU]/i.test(item.word) ? 'an' : 'a'} ${item.word}`);
    cells.set(item.cell, entry);
  }
  for (const [cell, { top, hidden }] of [...cells].sort((a, b) => a[0] - b[0])) {
    const who = top.status === 'standing' ? top.letter : `+ (${top.name})`;
    out.push(`    Under ${who} at ${cellLabel(map, cell)}: ${hidden.join(', ')}`);
  }
  return out;
}

/**
 * The fight as it stands, as lines for a screen of the given width and height: the board, its
 * legend, what lies under figures and the panel (one function for every face that draws a fight:
 * the terminal's fight screen, the scripted transcript, the players' screen). Pure: state in, lines
 * out.
 */
export function fightBoardLines(state: CombatState, opts: FightScreenOptions = {}): string[] {
  const style = opts.style ?? PLAIN;
  const width = opts.width ?? 80;
  const height = opts.height ?? Infinity;
  const board = renderBoard(state, { style, active: opts.active ?? null, marks: opts.marks }).split('\n');
  if (opts.marks) return board.length < height ? [...board, `    ${MOVE_LEGEND}`] : board;
  const panel = renderPanel(state.figures, style, { active: opts.active ?? null, wayOut: hasOpenRim(state.map), width, players: opts.players === true }).split('\n');
  const legend = `    ${BOARD_LEGEND}`.length <= width ? [`    ${BOARD_LEGEND}`] : [];
  const under = underFigures(state);
  // What can go, least needed first: the legend (the same every fight), then the lines under
  // figures (the '*' and '+' still show there is something), then the panel's heading.
  const fits = (n: number) => n <= height;
  if (fits(board.length + legend.length + under.length + panel.length)) return [...board, ...legend, ...under, ...panel];
  if (fits(board.length + under.length + panel.length)) return [...board, ...under, ...panel];
  if (fits(board.length + panel.length)) return [...board, ...panel];
  return [...board, ...panel.slice(1)];
}

export function renderFightScreen(state: CombatState, opts: FightScreenOptions = {}): string {
  return ['', ...fightBoardLines(state, opts)].join('\n');
}
