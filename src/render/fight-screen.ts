// The fight's screen before a question: the board, its legend, the panel and what lies hidden under
// a figure, made to fit an 80x24 terminal with a menu below it (issue 16). One text, said at once,
// so that a terminal knows how many lines the menu under it may take (terminal-io.ts).
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

export function renderFightScreen(state: CombatState, opts: FightScreenOptions = {}): string {
  const style = opts.style ?? PLAIN;
  const lines = ['', renderBoard(state, { style, active: opts.active ?? null, marks: opts.marks })];
  if (opts.marks) {
    lines.push(`    ${MOVE_LEGEND}`);
    return lines.join('\n');
  }
  lines.push(`    ${BOARD_LEGEND}`);
  lines.push(...underFigures(state));
  lines.push(renderPanel(state.figures, style, { active: opts.active ?? null, wayOut: hasOpenRim(state.map) }));
  return lines.join('\n');
}
