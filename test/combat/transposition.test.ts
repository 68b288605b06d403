// The simulator's decision table (ai/transposition.ts) must change no result: a run plays out the same with
// it as without it, ties broken by the same draws, and boards that differ in anything the AI reads
// are never confused.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AiDecider, CombatEvent, CombatantSpec, Ctx, HexMap, TurnPlan } from '../../src/combat';
import { aiDecide, buildFigures, createContext, createState, DecisionTable, fight, parseMap, placeFigures, planTurn, prepare, replayTurn, runFight, simDecider } from '../../src/combat';
import type { TurnTrace } from '../../src/combat';
import { cloneFigure } from '../../src/combat/figure';
import { AutoDice, Rng } from '../../src/dice';
import { findCreature } from '../../src/rules';
import { FIELD, hero } from './fixtures';
import { OPEN, setup } from './harness';

const ARENA = parseMap(fs.readFileSync(path.join(__dirname, '..', '..', 'adventures', 'maps', 'arena.map'), 'utf8'), 'arena');
const creature = (name: string) => findCreature(name)!;
const foes = (name: string, n: number, side: 'party' | 'foes' = 'foes'): CombatantSpec[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${side}-${name}-${i}`, side, creature: creature(name), control: 'ai' as const }));

const DUEL: CombatantSpec[] = [{ id: 'ajax', side: 'party', character: hero({ weapons: ['Broad Sword', 'Dagger'], skills: { Sword: 2 }, armor: 'Leather', shield: 'Small Shield' }), control: 'ai' }, ...foes('Orc', 1)];
const SKIRMISH: CombatantSpec[] = [...foes('Bandit', 2, 'party'), ...foes('Bandit Archer', 1, 'party'), ...foes('Goblin', 3), ...foes('Goblin Slinger', 1)];

/**
 * A whole fight with every event recorded, and the Rng's next draw after it (the draws it made);
 * `shared`: the run's geometry, as the simulator shares it between fights.
 */
function record(map: HexMap, specs: CombatantSpec[], difficulty: 'easy' | 'normal' | 'hard', seed: string, ai: AiDecider, shared: Ctx['memo']['shared'] = null): string {
  const t = prepare({ map, figures: specs, difficulty, canFlee: true });
  const figures = t.figures.map(cloneFigure);
  const rng = Rng.fromSeed(seed);
  const dice = new AutoDice(rng);
  const events: CombatEvent[] = [];
  const ctx = createContext(createState(map, figures), { rollNow: (c, s) => dice.rollNow(c, s), emit: (e) => events.push(e), ai, rng, difficulty, canFlee: true });
  ctx.memo.shared = shared;
  const result = fight(ctx, null);
  return JSON.stringify({ result, events, next: rng.next() });
}

describe('the decision table and shared geometry of the simulator (ai/transposition.ts, ai/plan.ts)', () => {
  test.each([
    ['a duel, hard', ARENA, DUEL, 'hard', 0.25],
    ['a duel, normal', ARENA, DUEL, 'normal', 0.25],
    ['bandits and an archer against goblins and a slinger, hard', ARENA, SKIRMISH, 'hard', 0.01],
  ] as const)('%s: every fight of a run plays out event for event as without the table', (_name, map, specs, difficulty, hitShare) => {
    const table = new DecisionTable();
    const withTable = simDecider(table);
    const shared = new Map();
    const runs = specs.length > 2 ? 12 : 60;
    for (let i = 0; i < runs; i++) {
      expect(record(map, [...specs], difficulty, `table/${i}`, withTable, shared)).toBe(record(map, [...specs], difficulty, `table/${i}`, aiDecide));
    }
    // The fights met boards they had met before: the table was used, not bypassed.
    expect(table.stats.hits).toBeGreaterThan(table.stats.lookups * hitShare);
  });

  test('runFight of a template (the table inside) gives the summaries of the plain AI', () => {
    const t = prepare({ map: ARENA, figures: DUEL, difficulty: 'hard', canFlee: true });
    const plain = prepare({ map: ARENA, figures: DUEL, difficulty: 'hard', canFlee: true });
    (plain as { decide: AiDecider }).decide = aiDecide;
    for (let i = 0; i < 150; i++) expect(runFight(t, `sum/${i}`)).toEqual(runFight(plain, `sum/${i}`));
    expect(t.table.stats.hits).toBeGreaterThan(0);
  });

  test('a tie between equal hexes is replayed with the same draws and the same choice', () => {
    // Far from its foe on a long open field, corner to corner, a fighter has several hexes as near
    // the foe and as many steps away as each other: ties, broken by the Rng.
    const LONG = parseMap(['name: Long', ...Array.from({ length: 5 }, (_, r) => `${r % 2 ? ' ' : ''}${r === 0 ? 'A' : '.'}${' .'.repeat(14)} ${r === 4 ? 'B' : '.'}`)].join('\n'));
    const specs: CombatantSpec[] = [{ id: 'ajax', side: 'party', character: hero(), control: 'ai' }, ...foes('Orc', 1)];
    const figs = buildFigures(specs);
    placeFigures(LONG, figs, (f) => (f.side === 'party' ? 'A' : 'B'));
    let ties = 0;
    for (let i = 0; i < 20; i++) {
      const makeCtx = (): Ctx =>
        createContext(createState(LONG, figs.map(cloneFigure)), { rollNow: null, ai: aiDecide, rng: Rng.fromSeed(`tie/${i}`), difficulty: 'normal', canFlee: true });
      const a = makeCtx();
      const trace: TurnTrace = { drawsBefore: 0, plans: [] };
      const chosen = planTurn(a, a.state.figures[0], trace);
      if (trace.plans.length > 1) ties += 1;
      const b = makeCtx();
      const replayed: TurnPlan = replayTurn(b, trace);
      expect(replayed).toEqual(chosen);
      expect(b.rng.next()).toBe(a.rng.next());
    }
    expect(ties).toBe(20);
  });

  /** Ajax and an orc on an open field, and a table-backed AI deciding for them. */
  function duelOnOpen(difficulty: 'easy' | 'normal' | 'hard', table = new DecisionTable()) {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'b3', character: hero(), control: 'ai' },
        { id: 'orc', side: 'foes', at: 'g3', creature: creature('Orc'), control: 'ai' },
      ],
      { map: OPEN, difficulty },
    );
    const decide = simDecider(table);
    return { table, f, turn: () => decide(f.ctx, f.fig('ajax'), { kind: 'turn' }) };
  }

  test('boards that differ only in a weapon on the floor are looked up apart', () => {
    const { table, f, turn } = duelOnOpen('hard');
    turn();
    expect(table.stats).toMatchObject({ lookups: 1, hits: 0 });
    f.ctx.state.floor.push({ cell: f.cell('c3'), kind: 'weapon', name: 'Dagger', owner: 'orc' });
    turn();
    expect(table.stats).toMatchObject({ lookups: 2, hits: 0 });
    f.ctx.state.floor.pop();
    turn();
    expect(table.stats).toMatchObject({ lookups: 3, hits: 1 });
    // Whose the weapon was is read only when the fight ends (aftermath.ts): not part of the key.
    f.ctx.state.floor.push({ cell: f.cell('c3'), kind: 'weapon', name: 'Dagger', owner: 'ajax' });
    turn();
    expect(table.stats).toMatchObject({ lookups: 4, hits: 2 });
  });

  test('a hex to step into is chosen afresh, never kept', () => {
    const { table, f } = duelOnOpen('hard');
    const decide = simDecider(table);
    const cells = [f.cell('a1'), f.cell('f5')];
    const first = decide(f.ctx, f.fig('ajax'), { kind: 'cell', purpose: 'retreat', cells });
    expect(decide(f.ctx, f.fig('ajax'), { kind: 'cell', purpose: 'retreat', cells })).toBe(first);
    expect(table.stats).toMatchObject({ lookups: 0, size: 0 });
  });

  test('one table serving fights at two levels keeps their answers apart', () => {
    const table = new DecisionTable();
    duelOnOpen('normal', table).turn();
    duelOnOpen('hard', table).turn();
    expect(table.stats).toMatchObject({ lookups: 2, hits: 0 });
    duelOnOpen('hard', table).turn();
    expect(table.stats).toMatchObject({ lookups: 3, hits: 1 });
  });

  test('the easy AI, which draws for every hex, is never looked up', () => {
    const { table, turn } = duelOnOpen('easy');
    turn();
    turn();
    expect(table.stats.lookups).toBe(0);
  });
});
