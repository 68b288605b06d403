// What the players' stream takes of the game and of a fight (src/gm/report.ts, fight-report.ts;
// issue 26, "Nobody peeks"): a foe's effect lines only as something happening, the party's own in
// full; the board after every event as it then stands; a foe out of every member's sight neither
// drawn nor named (docs/rulings.md, "What the party sees of a fight"); the party's purse and sleep,
// never the GM's bookkeeping.
import type { CombatEvent, CombatState } from '../../src/combat';
import { parseMap } from '../../src/combat';
import { AutoDice, Rng } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { runEncounter } from '../../src/render/fight-face';
import { findCreature } from '../../src/rules';
import { FightReporter } from '../../src/gm/fight-report';
import { Reporter } from '../../src/gm/report';
import type { BoardState, StreamEvent } from '../../src/gm/stream';
import { drawScreen, storyLines } from '../../src/gm/screen';
import { viewOf } from '../../src/gm/view';
import { FIELD, hero } from '../combat/fixtures';
import { setup } from '../combat/harness';
import { load } from '../adventure/helpers';

const state = {
  figures: [
    { id: 'ysolde', name: 'Ysolde', side: 'party', status: 'standing', cell: 0, size: 1, effects: [] },
    { id: 'shaman', name: 'Goblin Shaman', side: 'foes', status: 'standing', cell: 1, size: 1, effects: [] },
  ],
  map: FIELD,
  hexEffects: [],
} as unknown as CombatState;

test("issue 12, the players' screen: a foe's effect line is not shown word for word; the party's is", () => {
  const r = new FightReporter(false);
  expect(r.note({ t: 'effect', figure: 'shaman', text: 'makes an illusion of a Wolf: 3/IQ needs 11, rolled 9' }, state)).toEqual({ k: 'effect', who: 'Goblin Shaman', text: null });
  expect(r.note({ t: 'effect', figure: 'ysolde', text: 'casts Blur' }, state)).toEqual({ k: 'effect', who: 'Ysolde', text: 'casts Blur' });
  expect(r.note({ t: 'effect', figure: null, text: 'The GM ends the fight: the foes give up the field' }, state)).toEqual({ k: 'effect', who: null, text: 'The GM ends the fight: the foes give up the field' });
  const lines = storyLines(viewOf([{ t: 'note', n: { k: 'effect', who: 'Goblin Shaman', text: null } }]));
  expect(lines).toEqual(['Goblin Shaman does something.']);
});

test("issue 32, item 8, the players' screen: a healing item given to one lying dying after a fight is told, who gave what to whom", () => {
  const r = new FightReporter(false);
  const party = { ...state, figures: [...state.figures, { id: 'bran', name: 'Bran', side: 'party', status: 'standing', cell: 2, size: 1, effects: [] }] } as unknown as CombatState;
  const n = r.note({ t: 'remedy', figure: 'ysolde', giver: 'bran', item: 'Poultice', faces: [3], healed: 3, damage: 6, st: 9 }, party);
  expect(n).toEqual({ k: 'effect', who: 'Bran', text: 'gives Ysolde the Poultice: 3 damage healed' });
  expect(storyLines(viewOf([{ t: 'note', n: n! }]))).toEqual(['Bran: gives Ysolde the Poultice: 3 damage healed.']);
});

test("issue 12, the players' screen: the author's paragraphs are joined and wrapped, not folded line by line", () => {
  // As YAML gives it: a paragraph broken where the author's editor broke it, a blank line, another.
  const text = 'The cellar door is round the back,\nunder the wheel.\n\n"The key\'s lost," he admits.\n  (a line kept as written)';
  const screen = drawScreen(viewOf([{ t: 'text', text }])).lines.join('\n');
  expect(screen).toContain('The cellar door is round the back, under the wheel.\n\n"The key\'s lost," he admits.\n  (a line kept as written)');
});

test("the players' stream has the party's sleep and its purse, never the GM's bookkeeping (review: a sleep until a set hour moved the clock with no line)", () => {
  const r = new Reporter(load('law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\nsections:\n  1:\n    end: Over\n'), []);
  const line = (text: string) => r.game({ kind: 'effect', member: null, text });
  expect(line('The party sleeps until 06:00: all fatigue recovered')).toEqual([{ t: 'happened', hero: null, text: 'The party sleeps until 06:00: all fatigue recovered' }]);
  expect(line('A full night of sleep, waking at 06:00: all fatigue recovered')).toHaveLength(1);
  expect(line('Old Tam joins the party')).toHaveLength(1);
  expect(line('Plotword TOBIN-PUNT is crossed out')).toEqual([]);
  // The GM's tables: the dice and the row are his; what the row leads to, the text tells.
  expect(r.game({ kind: 'random', at: { line: 1, column: 1 }, table: 'strand', dice: '1D6', total: 3, row: '3', forced: false })).toEqual([]);
});

test('issue 26, item 3: the board after every event of a fight is the board as it then stands: a move shows the figure where it went, a fall shows him fallen', async () => {
  const reporter = new FightReporter(false);
  const boards: Array<{ e: CombatEvent; board: BoardState | null; figures: Map<string, { cell: number; status: string }> }> = [];
  let last: BoardState | null = null;
  await runEncounter({
    map: FIELD,
    io: new RecordedIo(),
    quiet: true,
    dice: new AutoDice(Rng.fromSeed('board')),
    rng: Rng.fromSeed('board:ai'),
    figures: [
      { id: 'ajax', side: 'party', character: hero({ skills: { Sword: 1 } }), control: 'ai' },
      { id: 'goblin-1', side: 'foes', creature: findCreature('Goblin')!, control: 'ai' },
      { id: 'goblin-2', side: 'foes', creature: findCreature('Goblin')!, control: 'ai' },
    ],
    onEvent: (e, s) => {
      for (const out of reporter.event(e, s)) if (out.t === 'board') last = out.board;
      boards.push({ e, board: last, figures: new Map(s.figures.map((f) => [f.id, { cell: f.cell, status: f.status }])) });
    },
  });
  const moves = boards.filter((b) => b.e.t === 'move' && b.e.path.length > 0);
  const falls = boards.filter((b) => b.e.t === 'fall');
  expect(moves.length).toBeGreaterThan(0);
  expect(falls.length).toBeGreaterThan(0);
  for (const b of [...moves, ...falls]) {
    for (const f of b.board!.figures) {
      expect({ id: f.id, cell: f.cell, status: f.status }).toEqual({ id: f.id, ...b.figures.get(f.id)! });
    }
  }
});

test('issue 26, item 6: a foe out of every member\'s sight is neither drawn, listed nor named; in the dark only one beside a member is seen', () => {
  // A wall across the field: the goblin behind it is out of Ajax's sight, the rat beside him is not.
  const walled = parseMap(`name: Walled
. . . # . . .
 . . . # . . .
. . . # . . .
 . . . # . . .`);
  const f = setup(
    [
      { id: 'ajax', side: 'party', at: 'b2', character: hero() },
      { id: 'rat', side: 'foes', at: 'c2', creature: findCreature('Giant Rat')! },
      { id: 'goblin', side: 'foes', at: 'f2', creature: findCreature('Goblin')! },
      { id: 'far', side: 'foes', at: 'a4', creature: findCreature('Goblin')! },
    ],
    { map: walled },
  );
  const day = new FightReporter(false);
  expect(day.board(f.ctx.state).figures.map((x) => x.id)).toEqual(['ajax', 'rat', 'far']);
  expect(day.begin(f.ctx.state).foes).toEqual(['Giant Rat', 'Goblin 2']);
  expect(day.note({ t: 'move', figure: 'goblin', path: [f.cell('g2')], carried: null }, f.ctx.state)).toBeNull();
  expect(day.note({ t: 'attack', attacker: 'goblin', defender: 'ajax', mode: 'shoot', role: 'action', weapon: 'Sling', bonus: null, skill: 0, check: null, hit: true }, f.ctx.state)).toMatchObject({ who: null, at: 'Ajax' });
  const dark = new FightReporter(true);
  expect(dark.board(f.ctx.state).figures.map((x) => x.id)).toEqual(['ajax', 'rat']);
  // Drawn, the board has no letter for a foe unseen, and the panel no row.
  const events: StreamEvent[] = [dark.begin(f.ctx.state), { t: 'board', board: dark.board(f.ctx.state) }];
  const screen = drawScreen(viewOf(events)).lines.join('\n');
  expect(screen).toContain('Giant Rat');
  expect(screen).not.toContain('Goblin');
  expect(screen).toContain('(dark: foes seen only close by)');
});
