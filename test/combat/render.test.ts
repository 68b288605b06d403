// The player's view: the board, the panel, the log lines and the simulator's report.
import { Readable } from 'node:stream';
import { COLOUR, PLAIN, stripAnsi } from '../../src/io';
import { renderBoard } from '../../src/render/hex-map';
import { renderPanel } from '../../src/render/combat-panel';
import { CombatLog, damageText, eventText } from '../../src/render/combat-log';
import { renderSimReport } from '../../src/render/combat-sim';
import { addFight, emptyTally, harm, parseMap, weaponWord } from '../../src/combat';
import { actionMenu } from '../../src/render/fight-menus';
import { legalActions } from '../../src/combat/actions';
import { underFigures } from '../../src/render/fight-screen';
import { renderSheet } from '../../src/render/character-sheet';
import type { Character } from '../../src/character';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { run } from '../../src/cli/program';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';
import { setup, tempHomeFor } from './render-helpers';

const MAP = parseMap('name: Tiny\n. # . %\n . . . .\n. . . .');

describe('the board', () => {
  test('coordinates, terrain, figures as letters by side, a grapple as two letters, the fallen and the floor', () => {
    const f = setup(MAP, [
      { id: 'a', side: 'party', at: 'a1', character: hero({ name: 'Ajax' }) },
      { id: 'b', side: 'party', at: 'c2', character: hero({ name: 'Bors' }) },
      { id: 'g', side: 'foes', at: 'c2', creature: findCreature('Goblin')! },
      { id: 'r', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
    ]);
    f.fig('b').grapple = 'g';
    f.fig('g').grapple = 'b';
    harm(f.ctx, f.fig('r'), 9, 0);
    f.ctx.state.floor.push({ cell: f.cell('b3'), kind: 'weapon', name: 'Spear', owner: 'a' });
    expect(renderBoard(f.ctx.state)).toBe(
      [
        '     a   b   c   d',
        '  1  A   #   .   %',
        '  2    .   .   Ba  .',
        '  3  .   *   .   +',
      ].join('\n'),
    );
  });

  test('in colour: the sides in their colours and the acting figure inverse; the text underneath unchanged', () => {
    const f = setup(MAP, [
      { id: 'a', side: 'party', at: 'a1', character: hero({ name: 'Ajax' }) },
      { id: 'r', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
    ]);
    const plain = renderBoard(f.ctx.state);
    const colour = renderBoard(f.ctx.state, { style: COLOUR, active: 'a' });
    expect(colour).toContain('\x1b[7m'); // inverse for the acting figure
    expect(colour).toContain('\x1b[36m'); // the party in cyan
    expect(colour).toContain('\x1b[31m'); // the foes in red
    expect(stripAnsi(colour)).toBe(plain);
    expect(renderBoard(f.ctx.state, { marks: new Set([f.cell('b2')]) })).toContain('o');
  });

  test('the panel: ST, DX after restriction, MA, damage, fatigue, armor, weapon and state', () => {
    const f = setup(MAP, [{ id: 'h', side: 'party', at: 'a1', character: hero({ name: 'Hector', dx: 12, armor: 'Cloth', shield: 'Large Shield', weapons: ['Spear'], damage: 2 }) }]);
    const lines = renderPanel(f.ctx.state.figures, PLAIN, { active: 'h' }).split('\n');
    expect(lines[0]).toMatch(/Name\s+ST\s+DX\s+MA\s+Dmg\s+Fat\s+Arm\s+Weapon\s+State/);
    expect(lines[1]).toMatch(/^>A\s+Hector\s+12\s+10\s+5\s+2\s+0\s+3\s+Spear\+Lg\.Shield\s+standing$/);
  });
});

describe('the log', () => {
  const view = { name: (id: string) => ({ a: 'Ajax', h: 'Hector' })[id] ?? id, cell: (c: number) => `c${c}` };

  test('damage reads as the dice, the modifiers, the armor and what gets through', () => {
    expect(damageText({ expr: '2D6-1', faces: [5, 2], sum: 7, modifier: -1, skill: 0, stronger: 0, armor: 3, amount: 3, fatigue: false })).toBe('2D6-1 rolled 5+2-1 = 6 - 3 armor = 3 damage');
    expect(damageText({ expr: '2D6', faces: [4, 4], sum: 8, modifier: 0, skill: 2, stronger: 0, armor: 1, amount: 9, fatigue: false })).toBe('2D6 rolled 4+4 = 8 +2 skill = 10 - 1 armor = 9 damage');
    expect(damageText({ expr: 'D3', faces: [2], sum: 2, modifier: 0, skill: 0, stronger: 1, armor: 0, amount: 3, fatigue: true })).toBe('D3 rolled 2 +1 stronger = 3 fatigue');
    expect(damageText({ expr: '2D6', faces: null, sum: 9, modifier: 0, skill: 0, stronger: 0, armor: 2, amount: 7, fatigue: false })).toBe('2D6 rolled 9 - 2 armor = 7 damage');
  });

  test('damage rolled at zero or below is no damage, never negative damage (issue 16; INJURY, armor stops what it stops)', () => {
    expect(damageText({ expr: 'D6-2', faces: [1], sum: 1, modifier: -2, skill: 0, stronger: 0, armor: 0, amount: 0, fatigue: false })).toBe('D6-2 rolled 1-2 = -1: no damage');
    expect(damageText({ expr: 'D6-2', faces: [2], sum: 2, modifier: -2, skill: 0, stronger: 0, armor: 1, amount: 0, fatigue: false })).toBe('D6-2 rolled 2-2 = 0: no damage');
    expect(damageText({ expr: 'D6-3', faces: [1], sum: 1, modifier: -3, skill: 1, stronger: 0, armor: 0, amount: 0, fatigue: false })).toBe('D6-3 rolled 1-3 = -2 +1 skill = -1: no damage');
    const line = eventText({ t: 'damage', attacker: 'a', defender: 'h', left: 9, damage: { expr: 'D6-2', faces: [1], sum: 1, modifier: -2, skill: 0, stronger: 0, armor: 0, amount: 0, fatigue: false } }, view);
    expect(line).toBe('D6-2 rolled 1-2 = -1: no damage (Hector can take 9 more)');
  });

  test('an attack reads with its target and odds; karma re-rolls and curses show', () => {
    const line = eventText(
      {
        t: 'attack', attacker: 'a', defender: 'h', mode: 'strike', role: 'action', weapon: 'Broad Sword', bonus: 'hit', skill: 2, hit: true,
        check: { dice: 3, attribute: 'DX', target: 13, chance: 0.838, curses: 1, passed: true, margin: 2, throws: [
          { faces: [6, 6, 5], sum: 17, total: 18, passed: false, margin: -5 },
          { faces: [4, 3, 3], sum: 10, total: 11, passed: true, margin: 2 },
        ] },
      },
      view,
    );
    expect(line).toBe('Ajax strikes Hector with Broad Sword (+2 to hit): 3/DX needs 13 (+1 to the roll for a curse): 83.80% - rolled 6+6+5+1 curse = 18, fail (margin -5); karma re-roll: rolled 4+3+3+1 curse = 11, pass (margin 2)');
  });

  test('a cursed fighter\'s menu says what his curse adds, so that "needs 11" at 50% reads true (MAGIC, curses; playtest)', () => {
    const f = setup(MAP, [
      { id: 'a', side: 'party', at: 'a2', character: hero({ name: 'Ajax', dx: 11, curses: 1 }) },
      { id: 'g', side: 'foes', at: 'b2', creature: findCreature('Goblin')! },
    ]);
    const names = actionMenu(f.ctx, f.fig('a'), legalActions(f.ctx, f.fig('a'), f.fig('a').cell, false)).map((e) => e.name);
    const strike = names.find((n) => n.startsWith('Strike Goblin'))!;
    // Needs 11 on three dice, each roll one higher: as needing 10, 50.00%.
    expect(strike).toMatch(/: 3\/DX needs 11 \(\+1 to the roll for a curse\), 50\.00%;/);
    f.fig('a').curses = 0;
    const clean = actionMenu(f.ctx, f.fig('a'), legalActions(f.ctx, f.fig('a'), f.fig('a').cell, false)).map((e) => e.name);
    expect(clean.find((n) => n.startsWith('Strike Goblin'))).toMatch(/: 3\/DX needs 11, 62\.50%;/);
  });

  test('a map named with its article reads as prose where the fight begins: "at the Hall of the Lamp", not "at The Hall" (playtest)', () => {
    expect(eventText({ t: 'begin', map: 'The Hall of the Lamp', figures: [] }, view)).toBe('The fight begins at the Hall of the Lamp.');
    expect(eventText({ t: 'begin', map: 'Gull Point', figures: [] }, view)).toBe('The fight begins at Gull Point.');
  });

  test('a line that opens with a creature\'s name starts with a capital, in colour too (issue 16)', () => {
    const written: string[] = [];
    const names = { b: 'drowned brother', h: 'Hector' } as Record<string, string>;
    const log = new CombatLog({ name: (id) => names[id], cell: (c) => `c${c}` }, (l) => written.push(l), COLOUR);
    log.event({ t: 'pass', figure: 'b' });
    log.event({ t: 'fall', figure: 'b', damage: 9, fatigue: 0, st: 9 });
    expect(written.map(stripAnsi)).toEqual(['Drowned brother waits.', 'Drowned brother falls unconscious (damage 9 + fatigue 0 >= ST 9) - dying unless healed after the fight.']);
    expect(written[1].startsWith('\x1b[')).toBe(true);
  });
});

test('the simulator\'s report: outcomes with 95% intervals, rounds and damage with bars', () => {
  const tally = emptyTally();
  for (let i = 0; i < 10; i++) addFight(tally, { outcome: i < 7 ? 'victory' : 'defeat', rounds: 3 + (i % 4), taken: { party: i, foes: 12 }, standing: { party: 1, foes: 0 } });
  const text = renderSimReport({ title: 'Ajax against Orc', map: 'The Arena', seed: 's', difficulty: 'hard', tally });
  expect(text).toMatch(/^Ajax against Orc at The Arena: 10 fights, seed s, hard AI\./);
  expect(text).toMatch(/The party wins\s+7\s+70\.00%\s+39\.68% - 89\.22%/);
  expect(text).toMatch(/Rounds: average 4\.30 \(from 3 to 6\)/);
  expect(text).toMatch(/\n\s+3\s+3\s+30\.0%\s+#+/);
});

test('law sim shows a progress bar on a terminal, on stderr', async () => {
  let err = '';
  const code = await run(['sim', '--runs', '500', '--seed', 'bar', '--foes', 'Giant Rat', '--json'], {
    env: { LAW_HOME: tempHomeFor() },
    cwd: process.cwd(),
    stdin: Readable.from(['']) as unknown as NodeJS.ReadableStream,
    stdout: { write: () => true },
    stderr: { write: (s: string) => (err += s), isTTY: true },
    now: () => 0,
  });
  expect(code).toBe(0);
  expect(err).toMatch(/\r\[#+\.*\]\s+\d+% \d+\/500 fights/);
});

describe('a magic user\'s staff is his Club, and reads "staff" in a fight (ruling "A magic user\'s staff is his Club"; issue 16)', () => {
  const ysolde = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'characters', 'ysolde.json'), 'utf8')) as Character;
  const fight = () =>
    setup(MAP, [
      { id: 'y', side: 'party', at: 'a2', character: ysolde },
      { id: 'g', side: 'foes', at: 'b2', creature: findCreature('Goblin')! },
    ]);

  test('the panel: Ysolde holds her staff, the goblin his Club', () => {
    const f = fight();
    expect(f.fig('y').ready).toBe('Club');
    const lines = renderPanel(f.ctx.state.figures).split('\n');
    expect(lines.find((l) => l.includes('Ysolde'))).toMatch(/ staff +standing$/);
    expect(lines.find((l) => l.includes('Goblin'))).toMatch(/ Club +standing$/);
  });

  test('the menu: "put away the staff"; the strike "with staff"', () => {
    const f = fight();
    const names = actionMenu(f.ctx, f.fig('y'), legalActions(f.ctx, f.fig('y'), f.fig('y').cell, false)).map((e) => e.name);
    expect(names).toContain('Change weapons: put away the staff, ready the Dagger (D6)');
    expect(names).toContain("Throw staff at Goblin: 3/DX needs 11, 62.50%; D6 damage; expect 1.6 damage, 0.00% to drop Goblin (it lands in Goblin's hex)");
    expect(names.find((n) => n.startsWith('Strike Goblin'))).toMatch(/^Strike Goblin with staff: /);
    const goblin = actionMenu(f.ctx, f.fig('g'), legalActions(f.ctx, f.fig('g'), f.fig('g').cell, false)).map((e) => e.name);
    expect(goblin.find((n) => n.startsWith('Strike Ysolde'))).toMatch(/^Strike Ysolde with Club: /);
    // A magic user's spells come first, so that 80x24 shows them on the menu's first page (issue 16).
    const casts = names.filter((n) => n.startsWith('Cast '));
    expect(casts.length).toBeGreaterThan(0);
    expect(names.slice(0, casts.length)).toEqual(casts);
  });

  test('a harmful spell with no foe in reach says so on its line, instead of reading as if it were meant for a friend (playtest)', () => {
    const walled = parseMap('name: Walled\n. . # . .\n . . # . .');
    const f = setup(walled, [
      { id: 'y', side: 'party', at: 'a1', character: ysolde },
      { id: 'g', side: 'foes', at: 'e1', creature: findCreature('Goblin')! },
    ]);
    const names = actionMenu(f.ctx, f.fig('y'), legalActions(f.ctx, f.fig('y'), f.fig('y').cell, false)).map((e) => e.name);
    expect(names.find((n) => n.startsWith('Cast Slow'))).toMatch(/^Cast Slow on Ysolde \(no foe in reach: only your own side\): /);
    // Blur on herself is what Blur is for: no note.
    expect(names.find((n) => n.startsWith('Cast Blur'))).not.toMatch(/no foe in reach/);
    // With the goblin in sight, Slow is meant for him, and the line says nothing more.
    const open = fight();
    const spells = actionMenu(open.ctx, open.fig('y'), legalActions(open.ctx, open.fig('y'), open.fig('y').cell, false)).map((e) => e.name);
    expect(spells.filter((n) => n.startsWith('Cast Slow')).every((n) => !n.includes('no foe in reach'))).toBe(true);
  });

  test('the log and the floor: "takes back the staff", "drops the staff", "a staff" under a figure; a goblin\'s Club stays "Club"', () => {
    const f = fight();
    const view = { name: (id: string) => f.fig(id).name, cell: (c: number) => `c${c}`, weapon: (id: string, w: string) => weaponWord(f.fig(id), w) };
    expect(eventText({ t: 'pick-up-after', figure: 'y', items: ['Club', 'Dagger'] }, view)).toBe('Ysolde takes back the staff and the Dagger.');
    expect(eventText({ t: 'drop', figure: 'y', items: ['Club'], cell: 0 }, view)).toBe('Ysolde drops the staff.');
    expect(eventText({ t: 'ready', figure: 'y', from: 'Club', to: 'Dagger' }, view)).toBe('Ysolde readies the Dagger (puts the staff away).');
    expect(eventText({ t: 'pick-up-after', figure: 'g', items: ['Club'] }, view)).toBe('Goblin takes back the Club.');
    f.ctx.state.floor.push({ cell: f.fig('g').cell, kind: 'weapon', name: 'Club', owner: 'y' });
    expect(underFigures(f.ctx.state)).toEqual([expect.stringMatching(/Under a at b2: a staff$/)]);
  });

  test('a goblin\'s club that Ysolde picks up is a Club, in her menu, in the log, and on her sheet after the fight (playtest)', () => {
    const f = fight();
    const y = f.fig('y');
    f.ctx.state.floor.push({ cell: y.cell, kind: 'weapon', name: 'Club', owner: 'g' });
    const pick = legalActions(f.ctx, y, y.cell, true).find((a) => a.kind === 'pick-up')!;
    expect(actionMenu(f.ctx, y, [pick]).map((e) => e.name)).toEqual(['Pick up the Club and carry it']);
    const view = { name: (id: string) => f.fig(id).name, cell: (c: number) => `c${c}`, weapon: (id: string, w: string) => weaponWord(f.fig(id), w) };
    expect(eventText({ t: 'pick-up', figure: 'y', item: 'Club', readied: false, owner: 'g' }, view)).toBe('Ysolde picks up the Club.');
    expect(eventText({ t: 'pick-up', figure: 'y', item: 'Club', readied: true, owner: 'y' }, view)).toBe('Ysolde picks up the staff and holds it ready.');
    // Her sheet with the club she brought home: the first Club is her staff, the second a club.
    const sheet = renderSheet({ ...ysolde, weapons: [...ysolde.weapons, 'Club'] });
    const weapons = sheet.split('\n').find((l) => l.startsWith('Weapons'))!;
    expect(weapons.match(/staff \(/g)).toHaveLength(1);
    expect(weapons).toMatch(/; Club \(D6, heft 9, can be thrown\)$/);
  });
});
