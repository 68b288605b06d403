// Issue 16, "80 columns": the fight's screen (board, legend, panel) fits an 80x24 terminal with a
// menu under it, and nothing lies unseen under a figure.
import fs from 'node:fs';
import path from 'node:path';
import { harm, parseMap } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { BOARD_LEGEND } from '../../src/render/hex-map';
import { fightBoardLines, renderFightScreen, underFigures } from '../../src/render/fight-screen';
import { renderPanel } from '../../src/render/combat-panel';
import { COLOUR, stripAnsi } from '../../src/io';
import { setup as fightSetup } from '../combat/harness';
import { ROOT, runInProcess, tempHome } from '../helpers/cli';
import { hero } from '../combat/fixtures';
import { setup } from '../combat/render-helpers';

/** Each screen of a transcript: from the blank line before a board to the last choice of the menu after it. */
function screens(stdout: string): Array<{ board: string[]; prompt: string; choices: string[] }> {
  const lines = stdout.split('\n');
  const out: Array<{ board: string[]; prompt: string; choices: string[] }> = [];
  for (let i = 0; i < lines.length; i++) {
    if (!(lines[i] === '' && /^\s+a\s+b\s+c/.test(lines[i + 1] ?? ''))) continue;
    // The board's rows, the legend and what lies under figures, then the panel's header and rows
    // (a row's letter first; a wrapped cell's further lines far indented); the question follows.
    let j = i + 2;
    while (j < lines.length && !/^\s+Name\s/.test(lines[j]) && !/^\s+o: where/.test(lines[j])) j++;
    j++;
    while (j < lines.length && (/^[> ]?[A-Za-z]{1,2}\s/.test(lines[j]) || /^\s{20,}\S/.test(lines[j]))) j++;
    const board = lines.slice(i, j);
    const prompt = lines[j] ?? '';
    const choices: string[] = [];
    for (let k = j + 1; k < lines.length && /^\s+\d+\) /.test(lines[k]); k++) choices.push(lines[k]);
    if (choices.length > 0) out.push({ board, prompt, choices });
  }
  return out;
}

test('the legend says what % is (cover a figure may walk through) and fits 80 columns', () => {
  expect(BOARD_LEGEND).toMatch(/% passable cover/);
  expect(`    ${BOARD_LEGEND}`.length).toBeLessThanOrEqual(80);
});

/** A tiny map: Ajax standing on a fallen Goblin at b2, a Giant Rat at d3. */
function ajaxOnAFallenGoblin() {
  const map = parseMap('name: Tiny\n. . . .\n . . . .\n. . . .');
  const f = setup(map, [
    { id: 'a', side: 'party', at: 'b2', character: hero({ name: 'Ajax' }) },
    { id: 'g', side: 'foes', at: 'b2', creature: findCreature('Goblin')! },
    { id: 'r', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
  ]);
  harm(f.ctx, f.fig('g'), 20, 0);
  return f;
}

test('what lies under a figure is listed under the board: a fallen foe and gear under a standing figure, gear under a fallen one', () => {
  const f = ajaxOnAFallenGoblin();
  harm(f.ctx, f.fig('r'), 20, 0);
  f.ctx.state.floor.push({ cell: f.cell('b2'), kind: 'weapon', name: 'Club', owner: 'g' });
  f.ctx.state.floor.push({ cell: f.cell('d3'), kind: 'shield', name: 'Small Shield', owner: 'r' });
  expect(underFigures(f.ctx.state)).toEqual(['    Under A at b2: Goblin (fallen), a Club', '    Under + (Giant Rat) at d3: a Small Shield']);
  expect(renderFightScreen(f.ctx.state)).toContain('Under A at b2: Goblin (fallen), a Club');
});

test('80x24: every screen of the bundled arena fight is within 80 columns, and board, panel, question and turn menu fit 24 lines', async () => {
  const r = await runInProcess(['arena', '--seed', 'screen-1'], { home: tempHome(), input: '1\n1\n5\n6\n' });
  expect(r.code).toBe(0);
  const all = screens(r.stdout);
  expect(all.length).toBeGreaterThan(0);
  for (const s of all) for (const line of s.board) expect(line.length).toBeLessThanOrEqual(80);
  const turn = all.find((s) => /what now\?$/.test(s.prompt))!;
  expect(turn).toBeDefined();
  expect(turn.board.length + 1 + turn.choices.length).toBeLessThanOrEqual(24);
});

test('80 columns: every board and panel of the tutorial fight played by hand is within 80 columns', async () => {
  const answers = fs.readFileSync(path.join(ROOT, 'test', 'fixtures', 'golden', 'tutorial-fight.input'), 'utf8');
  const r = await runInProcess(['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '5'], { home: tempHome(), input: answers });
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const all = screens(r.stdout);
  expect(all.length).toBeGreaterThan(3);
  for (const s of all) {
    for (const line of s.board) expect(line.length).toBeLessThanOrEqual(80);
    expect(s.board.length).toBeLessThanOrEqual(24 - 1 - 5);
  }
});

test('issue 16, 80 columns: the panel of long names, a shield, a grapple and a turn given up fits, the GM\'s and the players\' alike', () => {
  const f = fightSetup([
    { id: 'b', side: 'party', at: 'b2', character: hero({ name: 'Brannoc the Bold', shield: 'Small Shield' }) },
    { id: 'w', side: 'party', at: 'b3', character: hero({ name: 'Warrior of the Road', shield: 'Large Shield' }) },
    { id: 'g1', side: 'foes', at: 'c2', creature: findCreature('Goblin')! },
    { id: 'g2', side: 'foes', at: 'c3', creature: findCreature('Goblin')! },
  ]);
  f.fig('b').player = 'Alexandra';
  f.fig('g1').name = 'Goblin 1';
  f.fig('g1').owesTurn = true;
  f.fig('g2').name = 'Goblin 2';
  f.fig('g2').ready = null;
  f.fig('g2').grapple = 'b';
  f.fig('b').grapple = 'g2';
  f.fig('w').owesTurn = true;
  const gm = stripAnsi(renderFightScreen(f.ctx.state, { style: COLOUR, active: 'b' })).split('\n');

  const players = renderPanel(f.ctx.state.figures, COLOUR, { players: true }).split('\n').map(stripAnsi);
  for (const line of [...gm, ...players]) expect(line.length).toBeLessThanOrEqual(80);
  // The shield in a few letters, the partner of a grapple by his letter, each on the figure's own line.
  const row = (lines: string[], name: string) => lines.find((l) => l.includes(name))!;
  expect(row(gm, 'Brannoc the Bold')).toMatch(/^>A Brannoc the Bold .* Broad Sword\+Sm\.Shield grappling b$/);
  expect(row(gm, 'Goblin 2')).toMatch(/ bare hands +grappling A$/);
  expect(row(gm, 'Warrior of the Road')).toMatch(/ Broad Sword\+Lg\.Shield /);
  // A state too long for what is left folds onto a line of its own, under the State column.
  const state = gm.find((l) => /Name .* State$/.test(l))!.indexOf('State');
  const g1 = gm.indexOf(row(gm, 'Goblin 1'));
  expect(`${gm[g1].slice(state)} ${gm[g1 + 1].trim()}`).toBe('gives up next turn');
  expect(gm[g1 + 1].indexOf(gm[g1 + 1].trim())).toBe(state);
});
test('issue 29: the fight drawn for a given room: the legend goes first, then what lies under figures, then the panel\'s heading; the board and a row a figure stay', () => {
  const f = ajaxOnAFallenGoblin();
  const whole = fightBoardLines(f.ctx.state);
  // The board's heading and 3 rows, the legend, one line under a figure, the panel's heading and 3 rows.
  expect(whole).toHaveLength(4 + 1 + 1 + 4);
  expect(renderFightScreen(f.ctx.state)).toBe(['', ...whole].join('\n'));
  const legend = whole.indexOf(`    ${BOARD_LEGEND}`);
  expect(legend).toBe(4);
  expect(fightBoardLines(f.ctx.state, { height: 9 })).toEqual(whole.filter((_, i) => i !== legend));
  expect(fightBoardLines(f.ctx.state, { height: 8 })).toEqual([...whole.slice(0, 4), ...whole.slice(6)]);
  expect(fightBoardLines(f.ctx.state, { height: 7 })).toEqual([...whole.slice(0, 4), ...whole.slice(7)]);
  // Narrower than the legend: no legend; the panel folds to the width.
  for (const line of fightBoardLines(f.ctx.state, { width: 60 })) expect(line.length).toBeLessThanOrEqual(60);
  expect(fightBoardLines(f.ctx.state, { width: 60 })).not.toContain(`    ${BOARD_LEGEND}`);
  // The players' panel: the foes' numbers are not on it.
  const players = fightBoardLines(f.ctx.state, { players: true });
  expect(players.find((l) => l.includes('Giant Rat'))).not.toMatch(/\d/);
});
