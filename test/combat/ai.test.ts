// The AI: it closes to melee, keeps archers at range, focuses the wounded, dodges a blow likely to
// drop it, and plays better at a harder level, all by expected value and without touching the dice.
import { aiDecide, figureDistance, planTurn, prepare, runFight, fightSeed, createContext, createState, buildFigures, placeFigures, fight, parseMap } from '../../src/combat';
import type { Ctx, Decision, Figure } from '../../src/combat';
import { Rng } from '../../src/dice';
import { clearMemo } from '../../src/combat/state';
import { findCreature } from '../../src/rules';
import { FIELD, hero } from './fixtures';
import { setup } from './harness';

describe('AI', () => {
  test('it closes to melee: a swordsman out of reach walks towards the nearest foe', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'a3', character: hero(), control: 'ai' },
        { id: 'orc', side: 'foes', at: 'h3', creature: findCreature('Orc')!, control: 'ai' },
      ],
      { difficulty: 'hard' },
    );
    const a = f.fig('ajax');
    const before = figureDistance(f.ctx, a, f.fig('orc'));
    const plan = planTurn(f.ctx, a);
    expect(plan.path.length).toBeGreaterThan(0);
    expect(figureDistance(f.ctx, a, f.fig('orc'), plan.path[plan.path.length - 1])).toBeLessThan(before);
  });

  test('it strikes when it can reach a foe this turn', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a3', character: hero(), control: 'ai' },
      { id: 'orc', side: 'foes', at: 'e3', creature: findCreature('Orc')!, control: 'ai' },
    ]);
    const plan = planTurn(f.ctx, f.fig('ajax'));
    expect(plan.action?.kind).toBe('strike');
    expect(figureDistance(f.ctx, f.fig('ajax'), f.fig('orc'), plan.path[plan.path.length - 1])).toBe(1);
  });

  test('it keeps archers at range: a bowman shoots from where he stands rather than closing', () => {
    const f = setup([
      { id: 'archer', side: 'party', at: 'a3', character: hero({ weapons: ['Bow', 'Dagger'], skills: { Bow: 1 } }), control: 'ai' },
      { id: 'orc', side: 'foes', at: 'f3', creature: findCreature('Orc')!, control: 'ai' },
    ]);
    const plan = planTurn(f.ctx, f.fig('archer'));
    expect(plan.path).toEqual([]);
    expect(plan.action?.kind).toBe('shoot');
  });

  test('it focuses the wounded: of two like foes within reach, it strikes the one nearer to falling', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'c3', character: hero(), control: 'ai' },
      { id: 'g1', side: 'foes', at: 'd3', creature: findCreature('Goblin')!, control: 'ai' },
      { id: 'g2', side: 'foes', at: 'b3', creature: findCreature('Goblin')!, control: 'ai' },
    ]);
    f.fig('g2').damage = 6;
    expect(planTurn(f.ctx, f.fig('ajax')).action).toMatchObject({ kind: 'strike', target: 'g2' });
    f.fig('g2').damage = 0;
    f.fig('g1').damage = 6;
    // The board changed under the AI: its values are worked out afresh, as before every decision (aiDecide).
    clearMemo(f.ctx);
    expect(planTurn(f.ctx, f.fig('ajax')).action).toMatchObject({ kind: 'strike', target: 'g1' });
  });

  test('it dodges when the blow would likely drop it, not when it would barely scratch', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'c3', character: hero(), control: 'ai' },
      { id: 'orc', side: 'foes', at: 'd3', creature: findCreature('Orc')!, control: 'ai' },
    ]);
    const ajax = f.fig('ajax');
    const d: Decision = { kind: 'dodge', attacker: 'orc', weapon: 'Axe', bonus: null, total: 8, target: 9 };
    ajax.damage = 9; // 3 left: an axe (D6+3) drops him
    expect(aiDecide(f.ctx, ajax, d)).toBe(true);
    ajax.damage = 0;
    const weak = setup([
      { id: 'ajax', side: 'party', at: 'c3', character: hero({ armor: 'Chain' }), control: 'ai' },
      { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')!, control: 'ai' },
    ]);
    expect(aiDecide(weak.ctx, weak.fig('ajax'), { kind: 'dodge', attacker: 'rat', weapon: 'bite', bonus: null, total: 8, target: 12 })).toBe(false);
  });

  test('it never rolls dice to decide: difficulty changes the choices, never the dice', () => {
    for (const level of ['easy', 'normal', 'hard'] as const) {
      let deciding = false;
      const figs = buildFigures([
        { id: 'ajax', side: 'party', character: hero({ skills: { Sword: 1 } }), control: 'ai' },
        { id: 'g1', side: 'foes', creature: findCreature('Goblin')!, control: 'ai' },
        { id: 'g2', side: 'foes', creature: findCreature('Goblin Slinger')!, control: 'ai' },
      ]);
      placeFigures(FIELD, figs, (x) => (x.side === 'party' ? 'A' : 'B'));
      const rng = Rng.fromSeed(`dice-${level}`);
      const ctx = createContext(createState(FIELD, figs), {
        rollNow: (count, sides) => {
          if (deciding) throw new Error('the AI rolled dice while deciding');
          const faces = Array.from({ length: count }, () => rng.die(sides));
          return { faces, sum: faces.reduce((a, b) => a + b, 0) };
        },
        ai: (c: Ctx, fig: Figure, dec: Decision) => {
          deciding = true;
          try {
            return aiDecide(c, fig, dec);
          } finally {
            deciding = false;
          }
        },
        rng: Rng.fromSeed('ai'),
        difficulty: level,
      });
      expect(() => fight(ctx, null)).not.toThrow();
    }
  });

  test('a harder AI wins more: hard against easy, in the same fight from both sides', () => {
    const map = parseMap(`. . . . % . . . . .
 A . . . % . . . . B
A . . . . . . . . B
 . . . . . . % . . .
. . . . . . % . . .`);
    const duel = (party: 'easy' | 'hard', foes: 'easy' | 'hard', seed: string) => {
      let wins = 0;
      for (let i = 0; i < 150; i++) {
        const figs = buildFigures([
          { id: 'a', side: 'party', creature: findCreature('Bandit')!, control: 'ai' },
          { id: 'b', side: 'party', creature: findCreature('Bandit Archer')!, control: 'ai' },
          { id: 'c', side: 'foes', creature: findCreature('Bandit')!, control: 'ai' },
          { id: 'd', side: 'foes', creature: findCreature('Bandit Archer')!, control: 'ai' },
        ]);
        placeFigures(map, figs, (x) => (x.side === 'party' ? 'A' : 'B'));
        const rng = Rng.fromSeed(fightSeed(seed, i));
        const ctx = createContext(createState(map, figs), {
          rollNow: (count, sides) => {
            const faces = Array.from({ length: count }, () => rng.die(sides));
            return { faces, sum: faces.reduce((x, y) => x + y, 0) };
          },
          ai: aiDecide,
          rng,
          difficulty: 'normal',
          sideDifficulty: { party, foes },
        });
        const r = fight(ctx, null);
        if (r.winner === 'party') wins++;
      }
      return wins / 150;
    };
    const hardParty = duel('hard', 'easy', 'ha');
    const hardFoes = 1 - duel('easy', 'hard', 'hb');
    expect(hardParty + hardFoes).toBeGreaterThan(1.15);
  });

  test('the simulator drives the same engine: a fight from a seed comes out the same each time', () => {
    const t = prepare({
      map: FIELD,
      difficulty: 'hard',
      canFlee: true,
      figures: [
        { id: 'ajax', side: 'party', character: hero(), control: 'ai' },
        { id: 'orc', side: 'foes', creature: findCreature('Orc')!, control: 'ai' },
      ],
    });
    expect(runFight(t, 's/1')).toEqual(runFight(t, 's/1'));
  });
});
