// The fight's board as SVG, drawn from the view the page is sent (GmFight) in the terminal's geometry
// (render/hex-map.ts): columns lettered a, b, c..., rows numbered from 1, odd rows half a hex to the
// right, each hex named as the terminal names it ("c4"). Floor, walls, cover and no hex; the party and
// the foes by letter and colour, the fallen crossed, large figures over all their hexes, gear on the
// ground, magic on hexes, the acting figure ringed. The hexes a question's choices name are lit and
// may be tapped: a tap answers that choice (through the question's form). Built element by element:
// nothing of the view (names come from adventure files) is ever read as markup.
import { cls, el } from '../common/dom.js';
import { figureCells } from './hexes.js';
import type { GmFight } from './wire.js';

const SVG = 'http://www.w3.org/2000/svg';
/** A hex's centre to a corner, in the drawing's units; a pointy-topped hex is √3 of it wide. */
const R = 10;
const W = Math.sqrt(3) * R;
/** Room at the left for the rows' numbers and at the top for the columns' letters. */
const LEFT = 14;
const TOP = 14;

function svg(tag: string, attrs: Record<string, string | number> = {}, ...children: (Node | string | null)[]): SVGElement {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  for (const c of children) if (c !== null) e.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return e;
}

/** The centre of a cell (row by row, odd rows half a hex right). */
function centre(cell: number, width: number): { x: number; y: number } {
  const col = cell % width;
  const row = (cell - col) / width;
  return { x: LEFT + W / 2 + W * col + (row & 1 ? W / 2 : 0), y: TOP + R + 1.5 * R * row };
}

function hexPoints(x: number, y: number, r = R): string {
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(x + r * Math.cos(a)).toFixed(2)},${(y + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

/** What a tap on a hex does: answers the question's choices that name it. */
export type HexTap = (choices: readonly number[]) => void;

/**
 * The board. `targets`: the hexes the question's choices name (cell to the choices' indices and
 * their labels); `tap`: answers them.
 */
export function drawBoard(fight: GmFight, targets: ReadonlyMap<number, { readonly indices: readonly number[]; readonly label: string }> = new Map(), tap?: HexTap): HTMLElement {
  const { width, height, terrain } = fight.map;
  const cells = Math.min(width * height, terrain.length);
  const on = (c: number) => Number.isInteger(c) && c >= 0 && c < cells && terrain[c] !== '_';
  const boxW = LEFT + W * width + W / 2 + 4;
  const boxH = TOP + 1.5 * R * (height - 1) + 2 * R + 4;
  const root = svg('svg', { viewBox: `0 0 ${boxW.toFixed(1)} ${boxH.toFixed(1)}`, role: 'group', 'aria-label': `The board, round ${fight.round}`, class: 'board-svg' });
  // A wide board keeps its hexes large enough to tap: the box scrolls sideways on a phone.
  root.style.minWidth = `${Math.round(width * 32)}px`;
  const label = (c: number) => fight.labels[c] ?? '';

  // The columns' letters over the first row, the rows' numbers left of each row.
  for (let col = 0; col < width; col++) {
    const name = label(col).replace(/\d+$/, '');
    root.append(svg('text', { x: (LEFT + W / 2 + W * col).toFixed(1), y: TOP - 4, class: 'axis' }, name));
  }
  for (let row = 0; row < height; row++) root.append(svg('text', { x: 2, y: (TOP + R + 1.5 * R * row + 3).toFixed(1), class: 'axis row' }, String(row + 1)));

  const ground = svg('g', { class: 'ground' });
  for (let c = 0; c < cells; c++) {
    if (!on(c)) continue;
    const { x, y } = centre(c, width);
    const t = terrain[c] === '#' ? 'wall' : terrain[c] === '%' ? 'cover' : 'floor';
    ground.append(svg('polygon', { points: hexPoints(x, y), class: `hex t-${t}` }, svg('title', {}, `${label(c)}${t === 'wall' ? ': wall' : t === 'cover' ? ': cover' : ''}`)));
    if (t === 'wall' || t === 'cover') ground.append(svg('text', { x: x.toFixed(1), y: (y + 3.5).toFixed(1), class: `mark m-${t}` }, t === 'wall' ? '#' : '%'));
  }
  root.append(ground);

  for (const e of fight.effects) {
    const symbol = [...e.symbol][0] ?? '~';
    for (const c of e.cells) {
      if (!on(c)) continue;
      const { x, y } = centre(c, width);
      root.append(svg('polygon', { points: hexPoints(x, y, R * 0.86), class: 'effect' }), svg('text', { x: (x - R * 0.45).toFixed(1), y: (y - R * 0.2).toFixed(1), class: 'mark m-effect' }, symbol));
    }
  }
  for (const item of fight.floor) {
    if (!on(item.cell) || terrain[item.cell] === '#') continue;
    const { x, y } = centre(item.cell, width);
    root.append(svg('text', { x: (x + R * 0.48).toFixed(1), y: (y + R * 0.72).toFixed(1), class: 'mark m-gear' }, svg('title', {}, `${label(item.cell)}: ${item.word}`), '*'));
  }

  // The fallen under the standing (a figure may stand over one who lies there).
  for (const f of fight.figures) {
    if (f.status !== 'down' || !on(f.cell)) continue;
    const { x, y } = centre(f.cell, width);
    root.append(
      svg(
        'g',
        { class: `fig fallen side-${cls(f.side)}` },
        svg('title', {}, `${f.name} (${f.letter}), fallen, ${label(f.cell)}`),
        svg('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: (R * 0.62).toFixed(1) }),
        svg('text', { x: x.toFixed(1), y: (y + 3.6).toFixed(1) }, f.letter),
        svg('path', { d: `M${(x - 5).toFixed(1)} ${(y - 5).toFixed(1)}L${(x + 5).toFixed(1)} ${(y + 5).toFixed(1)}M${(x + 5).toFixed(1)} ${(y - 5).toFixed(1)}L${(x - 5).toFixed(1)} ${(y + 5).toFixed(1)}`, class: 'cross' }),
      ),
    );
  }
  // Two standing in one hex grapple: their letters side by side, as the terminal's "Ab".
  const standing = fight.figures.filter((f) => f.status === 'standing' && on(f.cell));
  const sharing = new Map<number, number>();
  for (const f of standing) sharing.set(f.cell, (sharing.get(f.cell) ?? 0) + 1);
  const placed = new Map<number, number>();
  for (const f of standing) {
    const acting = f.id === fight.acting;
    const g = svg('g', { class: `fig side-${cls(f.side)}${acting ? ' acting' : ''}${f.size > 1 ? ' large' : ''}` }, svg('title', {}, `${f.name} (${f.letter})${f.player ? `, ${f.player}` : ''}, ${label(f.cell)}${acting ? ': acting' : ''}`));
    const fill = figureCells(f.cell, f.size, width, height, (c) => on(c) && terrain[c] !== '#');
    if (fill.length > 1) for (const c of fill) g.append(svg('polygon', { points: hexPoints(centre(c, width).x, centre(c, width).y, R * 0.92), class: 'body' }));
    const { x: cx, y } = centre(f.cell, width);
    const two = (sharing.get(f.cell) ?? 1) > 1;
    const nth = placed.get(f.cell) ?? 0;
    placed.set(f.cell, nth + 1);
    const x = two ? cx + (nth === 0 ? -R * 0.38 : R * 0.38) : cx;
    const r = two ? R * 0.44 : R * 0.7;
    g.append(svg('circle', { cx: x.toFixed(1), cy: y.toFixed(1), r: r.toFixed(1), class: 'token' }), svg('text', { x: x.toFixed(1), y: (y + (two ? 2.8 : 3.8)).toFixed(1), class: two ? 'small' : '' }, f.letter));
    root.append(g);
  }

  // The hexes the question names, lit over everything, each a button.
  for (const [c, t] of targets) {
    if (!on(c)) continue;
    const { x, y } = centre(c, width);
    const hit = svg('polygon', { points: hexPoints(x, y), class: 'target', tabindex: 0, role: 'button', 'aria-label': t.label, 'data-cell': label(c) }, svg('title', {}, t.label));
    if (tap) {
      hit.addEventListener('click', () => tap(t.indices));
      hit.addEventListener('keydown', (e) => {
        const k = (e as KeyboardEvent).key;
        if (k === 'Enter' || k === ' ') {
          e.preventDefault();
          tap(t.indices);
        }
      });
    }
    root.append(hit);
  }

  const legend = el('p.legend', {}, 'A-Z party · a-z foes · ⨯ fallen · * gear · # wall · % cover', targets.size ? ' · lit: tap to choose' : null, fight.dark ? el('strong.dark', {}, ' · In the dark: foes are seen only close by') : null);
  return el('div.board', {}, el('h2', {}, `The fight · round ${fight.round}`), el('div.board-scroll', {}, root as unknown as HTMLElement), legend);
}

/** The figures' panel under the board, as the players' screen shows it: a foe's numbers are not known. */
export function fightPanel(fight: GmFight): HTMLElement {
  const head = ['', 'Name', 'Player', 'ST', 'DX', 'MA', 'Dmg', 'Fat', 'Arm', 'Weapon', 'State'];
  const rows = fight.figures.map((f) =>
    el(
      `tr.side-${cls(f.side)}${f.id === fight.acting ? '.acting' : ''}${f.status !== 'standing' ? `.${cls(f.status)}` : ''}`,
      {},
      el('td.letter', {}, `${f.id === fight.acting ? '▶' : ''}${f.letter}`),
      el('td', {}, f.name),
      el('td', {}, f.side === 'foes' ? 'foe' : (f.player ?? '')),
      ...[0, 1, 2, 3, 4, 5].map((i) => el('td.num', {}, f.numbers[i] === null || f.numbers[i] === undefined ? '' : String(f.numbers[i]))),
      el('td', {}, f.weapon),
      el('td', {}, f.state),
    ),
  );
  return el('div.panel-scroll', {}, el('table.panel', {}, el('thead', {}, el('tr', {}, ...head.map((h) => el('th', {}, h)))), el('tbody', {}, ...rows)));
}

/** The hexes a question's choices name: cell to the choices (their indices) and what a tap says. */
export function targetsOf(choices: readonly { readonly label: string; readonly disabled?: string; readonly cell?: number }[]): Map<number, { indices: number[]; label: string }> {
  const out = new Map<number, { indices: number[]; label: string }>();
  choices.forEach((c, i) => {
    if (c.cell === undefined || c.disabled) return;
    const t = out.get(c.cell);
    if (t) {
      t.indices.push(i);
      t.label = `${t.label} / ${c.label}`;
    } else out.set(c.cell, { indices: [i], label: c.label });
  });
  return out;
}
