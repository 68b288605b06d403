// The board in a terminal: columns lettered a, b, c..., rows numbered from 1, odd rows shifted half
// a hex to the right as on the map text. Figures are letters, the party's upper case and the foes'
// lower case, coloured by side when colour is on, the acting figure shown inverse; two letters in
// one hex are a grapple. Plain text when colour is off.
import type { HexMap } from '../combat/map';
import { Terrain, columnName } from '../combat/map';
import type { Figure } from '../combat/figure';
import type { FloorItem } from '../combat/state';
import type { HexEffect } from '../combat/effect-hooks';
import { hexEffectKind } from '../combat/effect-hooks';
import { footprint } from '../combat/state';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';

/**
 * What the board draws of a figure: a fight's own Figure, or a figure as the players' stream keeps
 * it (gm/fight-report.ts): the same drawing for the fight screen and the players' screen.
 */
export type BoardFigure = Pick<Figure, 'id' | 'letter' | 'side' | 'cell' | 'size' | 'status' | 'grapple'>;

/** A hex effect as the board draws it: its cells and its kind, or the symbol the stream kept for it. */
export interface BoardHexEffect {
  readonly cells: readonly number[];
  readonly kind?: HexEffect['kind'];
  readonly symbol?: string;
}

export interface BoardView {
  readonly map: HexMap;
  readonly figures: readonly BoardFigure[];
  readonly floor?: readonly Pick<FloorItem, 'cell'>[];
  readonly hexEffects?: readonly BoardHexEffect[];
}

export interface BoardOptions {
  readonly style?: Style;
  /** The figure whose turn it is, shown inverse. */
  readonly active?: string | null;
  /** Cells marked 'o': where the acting figure can move. */
  readonly marks?: ReadonlySet<number>;
}

/** The legend under the board: one line within 80 columns (with its indent of four). */
export const BOARD_LEGEND = 'A-Z party  a-z foes  Ab grapple  + fallen  * gear  # wall  % passable cover';
export const MOVE_LEGEND = 'o: where you can move';

export function renderBoard(view: BoardView, opts: BoardOptions = {}): string {
  const style = opts.style ?? PLAIN;
  const { map } = view;
  const content: string[] = new Array(map.cells).fill('');
  const paint: Array<(s: string) => string> = new Array(map.cells).fill((s: string) => s);
  for (let c = 0; c < map.cells; c++) {
    const t = map.terrain[c];
    if (t === Terrain.None) content[c] = '';
    else if (t === Terrain.Wall) {
      content[c] = '#';
      paint[c] = style.gray;
    } else if (t === Terrain.Obstacle) {
      content[c] = '%';
      paint[c] = style.yellow;
    } else {
      content[c] = opts.marks?.has(c) ? 'o' : '.';
      paint[c] = opts.marks?.has(c) ? style.green : style.dim;
    }
  }
  for (const h of view.hexEffects ?? []) {
    const sym = h.symbol ?? (h.kind !== undefined ? hexEffectKind(h.kind).symbol : undefined) ?? '~';
    for (const c of h.cells) {
      content[c] = sym;
      paint[c] = style.magenta;
    }
  }
  for (const item of view.floor ?? []) {
    if (map.terrain[item.cell] !== Terrain.Wall) {
      content[item.cell] = '*';
      paint[item.cell] = style.yellow;
    }
  }
  for (const f of view.figures) {
    if (f.status !== 'down' || f.cell < 0) continue;
    content[f.cell] = '+';
    paint[f.cell] = style.gray;
  }
  for (const f of view.figures) {
    if (f.status !== 'standing' || f.cell < 0) continue;
    const cells = f.size > 1 ? (footprint(map, f.cell, f.size) ?? [f.cell]) : [f.cell];
    const colour = f.side === 'party' ? style.cyan : style.red;
    const active = opts.active === f.id;
    for (const c of cells) {
      const letters = /^[A-Za-z]$/.test(content[c]) && f.grapple !== null ? content[c] + f.letter : f.letter;
      content[c] = letters;
      paint[c] = active ? (s: string) => style.inverse(style.bold(colour(s))) : (s: string) => style.bold(colour(s));
    }
  }
  const lines: string[] = [];
  let header = '    ';
  for (let col = 0; col < map.width; col++) header += ` ${columnName(col).padEnd(2)} `;
  lines.push(header.trimEnd());
  for (let row = 0; row < map.height; row++) {
    let line = `${String(row + 1).padStart(3)} ${row & 1 ? '  ' : ''}`;
    let last = 0;
    const pieces: string[] = [];
    for (let col = 0; col < map.width; col++) {
      const c = row * map.width + col;
      const text = content[c];
      pieces.push(` ${text === '' ? '  ' : paint[c](text.padEnd(2).slice(0, text.length)) + ' '.repeat(2 - Math.min(2, text.length))} `);
      if (text !== '') last = col + 1;
    }
    line += pieces.slice(0, last).join('');
    lines.push(line.replace(/\s+$/, ''));
  }
  return lines.join('\n');
}
