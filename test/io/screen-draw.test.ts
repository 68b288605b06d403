// Issue 29: a screen question drawn for a terminal's size (io/screen-draw.ts): what stands above, the
// story since the last answer, the question and the whole menu, within the width and height.
import type { Screen } from '../../src/io';
import { COLOUR, PLAIN, stripAnsi } from '../../src/io';
import type { MenuEntry } from '../../src/io/screen-menu';
import { startState } from '../../src/io/screen-menu';
import { drawScreen } from '../../src/io/screen-draw';

/** A board of 10 lines, a legend of 1 and a panel of 5, that gives up its legend, then its panel's heading, when short of room. */
function top(width: number, height: number): string[] {
  const board = Array.from({ length: 10 }, (_, i) => `board ${i}`);
  const panel = ['Name ST DX', ...Array.from({ length: 4 }, (_, i) => `figure ${i}`)];
  if (height >= 16) return [...board, 'legend', ...panel];
  if (height >= 15) return [...board, ...panel];
  return [...board, ...panel.slice(1)];
}

const story = Array.from({ length: 6 }, (_, i) => `event ${i}: ${'word '.repeat(i === 5 ? 25 : 3)}`.trim());

const turn: MenuEntry[] = [
  { name: 'Move (then act)' },
  { name: 'Cast Blur... (1 choice)', group: 'Cast' },
  { name: 'Cast Sleep-1... (2 choices)', group: 'Cast' },
  { name: 'Cast Fireball... (6 choices)', group: 'Cast' },
  { name: 'Throw staff at Giant Rat 1 (62.50%)', detail: '3/DX needs 11, 62.50%; D6 damage; expect 1.6 damage' },
  { name: 'Throw staff at Giant Rat 2 (62.50%)', detail: '3/DX needs 11, 62.50%; D6 damage; expect 1.6 damage' },
  { name: 'Change weapons: put away the staff', group: 'Other' },
  { name: 'Pass', group: 'Other' },
  { name: 'Undo (back to your last decision in this fight)', group: 'Other' },
  { name: 'Let the AI fight the rest of this fight', group: 'Other' },
  { name: 'Save and quit', group: 'Other' },
];

const screen: Screen = { top, news: story, earlier: ['before 1', 'before 2'], leave: 'Save and quit' };

test('80x24: the board, the newest event, the question, every line of the menu (its groups folded) and the keys with Ctrl-C, within the width', () => {
  const d = drawScreen({ width: 80, height: 24, screen, message: 'Mira (A) at b2: what now?', entries: turn, state: startState(turn), back: 0, style: COLOUR });
  const lines = d.lines.map(stripAnsi);
  expect(lines).toHaveLength(24);
  for (const l of lines) expect(l.length).toBeLessThan(80);
  expect(lines[0]).toBe('board 0');
  expect(lines).toContain('figure 3');
  // The newest event whole (it folds to two lines), the question after it.
  const newest = lines.findIndex((l) => l.startsWith('event 5'));
  expect(newest).toBeGreaterThan(0);
  expect(lines.indexOf('? Mira (A) at b2: what now?')).toBeGreaterThan(newest);
  expect(d.folded).toBe(true);
  const menu = lines.filter((l) => /^[❯ ] \d+\. /.test(l)).map((l) => l.slice(2));
  expect(menu).toEqual([
    '1. Move (then act)',
    '2. Cast... (Blur, Sleep-1, Fireball)',
    '3. Throw staff at Giant Rat 1 (62.50%)',
    '4. Throw staff at Giant Rat 2 (62.50%)',
    '5. Other... (Change weapons, Pass, Undo, Let the AI, Save and quit)',
  ]);
  expect(lines[23]).toMatch(/↑↓ Enter • PgUp \d+ more lines • Ctrl-C save and quit/);
});

test('rows left over show the start of an older event that does not fit whole, cut with "…", not blank rows', () => {
  // The board leaves 3 rows of story: the newest event (1 line) and 2 of the 4-line event before it.
  const long = `counter: ${'long words '.repeat(30)}`.trim();
  const board = (width: number, height: number) => Array.from({ length: Math.max(height, 14) }, (_, i) => `board ${i}`).slice(0, Math.max(height, 14));
  const entries: MenuEntry[] = [{ name: 'Strike' }, { name: 'Pass' }];
  const d = drawScreen({ width: 40, height: 22, screen: { top: board, news: [long, 'newest event'], earlier: [], leave: 'Save and quit' }, message: 'what now?', entries, state: startState(entries), back: 0, style: PLAIN });
  const lines = d.lines;
  const newest = lines.indexOf('newest event');
  expect(newest).toBeGreaterThan(0);
  expect(lines[newest - 1]).toMatch(/…$/);
  expect(lines.some((l) => l.startsWith('counter: long words'))).toBe(true);
  expect(lines.slice(0, newest).filter((l) => l === '')).toEqual([]);
});

test('a larger terminal uses its room: the whole menu unfolded, the legend, the story since the last answer and before it', () => {
  const d = drawScreen({ width: 120, height: 50, screen, message: 'Mira (A) at b2: what now?', entries: turn, state: startState(turn), back: 0, style: PLAIN });
  expect(d.folded).toBe(false);
  expect(d.lines).toHaveLength(50);
  expect(d.lines).toContain('legend');
  for (const e of story) expect(d.lines.join('\n')).toContain(e.slice(0, 20));
  expect(d.lines).toContain('before 1');
  for (const e of turn) expect(d.lines.some((l) => l.includes(e.name))).toBe(true);
  expect(d.lines[49]).not.toMatch(/PgUp \d+ more/);
});

test('the highlighted choice\'s words under the menu; what is typed and where it leads; a refused answer said in its place', () => {
  const at = drawScreen({ width: 80, height: 24, screen, message: 'What now?', entries: turn, state: { ...startState(turn), cursor: { entry: 4 } }, back: 0, style: PLAIN });
  expect(at.lines).toContain('3/DX needs 11, 62.50%; D6 damage; expect 1.6 damage');
  const typed = drawScreen({ width: 80, height: 24, screen, message: 'What now?', entries: turn, state: { ...startState(turn), typed: 'th', cursor: { entry: 4 } }, back: 0, style: PLAIN });
  expect(typed.lines[23]).toBe('› th  Enter: Throw staff at Giant Rat 1 (62.50%)');
  const refused = drawScreen({ width: 80, height: 24, screen, message: 'What now?', entries: turn, state: { ...startState(turn), problem: '"zz" is not one of the choices' }, back: 0, style: PLAIN });
  expect(refused.lines[23]).toBe('! "zz" is not one of the choices: type again, or move with ↑↓');
});

test('a long list of short names (the hexes of a move) stands in columns, all of it on 80x24', () => {
  const hexes: MenuEntry[] = [{ name: 'Stay here', detail: 'c2' }, ...Array.from({ length: 35 }, (_, i) => ({ name: `${'abcdefg'[i % 7]}${2 + Math.floor(i / 7)}`, detail: '3 hexes' }))];
  const d = drawScreen({ width: 80, height: 24, screen: { ...screen, top: (w, h) => top(w, h).slice(0, 10) }, message: 'Move Mira to:', entries: hexes, state: startState(hexes), back: 0, style: PLAIN });
  expect(d.across).toBeGreaterThan(1);
  const text = d.lines.join('\n');
  expect(text).toContain('36. ');
  expect(text).not.toContain('more below');
  for (const l of d.lines) expect(l.length).toBeLessThan(80);
});

test('PgUp: the story read back, its last page first; the menu gives way to it', () => {
  const long: Screen = { ...screen, earlier: Array.from({ length: 40 }, (_, i) => `old ${i}`) };
  const page = drawScreen({ width: 80, height: 24, screen: long, message: 'What now?', entries: turn, state: startState(turn), back: 1, style: PLAIN });
  expect(page.lines[0]).toMatch(/^The story so far: lines \d+-\d+ of \d+$/);
  expect(page.lines).toHaveLength(24);
  expect(page.lines.join('\n')).toContain('event 5');
  const further = drawScreen({ width: 80, height: 24, screen: long, message: 'What now?', entries: turn, state: startState(turn), back: 30, style: PLAIN });
  expect(further.lines).toContain('old 0');
});
