// SEQUENCE OF PLAY and MOVEMENT: initiative, surprise, alternating turns, a character's turn.
import { actionKind, fight, figureTurn, legalActions, sideTurn, reachable, movementAllowance, effectiveDx, armorPoints } from '../../src/combat';
import type { Action, Decision, TurnPlan } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';
import { only, setup } from './harness';

const ajax = (o = {}) => hero({ name: 'Ajax', ...o });
const hector = (o = {}) => hero({ name: 'Hector', st: 12, dx: 12, armor: 'Cloth', shield: 'Large Shield', weapons: ['Spear'], ...o });

describe('SEQUENCE OF PLAY', () => {
  test('Initiative: a die for each side, the higher moves first, a tie is rolled again', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'b2', character: ajax(), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'g5', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      { seed: 'init' },
    );
    // Take over the dice for the initiative only: 3-3 (tie), then 2-5.
    const queue = [[3], [3], [2], [5]];
    const inner = f.ctx.rollNow!;
    (f.ctx as { rollNow: typeof inner }).rollNow = (c, s) => (queue.length ? { faces: queue[0], sum: queue.shift()![0] } : inner(c, s));
    fight(f.ctx, null);
    const init = only(f.events, 'initiative');
    expect(init.slice(0, 2)).toEqual([
      { t: 'initiative', party: 3, foes: 3, winner: null },
      { t: 'initiative', party: 2, foes: 5, winner: 'foes' },
    ]);
    expect(f.ctx.state.initiative).toBe('foes');
    const firstTurn = f.events.find((e) => e.t === 'turn');
    expect(firstTurn).toEqual({ t: 'turn', figure: 'rat' });
  });

  test('Surprise: the surprising side has one free, unopposed turn (no reaction), then takes the first turn', () => {
    let asked = 0;
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: ajax(), control: 'player' },
        { id: 'orc', side: 'foes', at: 'd3', creature: findCreature('Orc')!, control: 'ai' },
      ],
      {
        seed: 'surprise',
        answer: (fig, d) => {
          asked++;
          if (d.kind === 'turn') return { path: [], action: null, decided: true } satisfies TurnPlan;
          return null;
        },
      },
    );
    fight(f.ctx, 'foes');
    expect(only(f.events, 'surprise')).toEqual([{ t: 'surprise', side: 'foes' }]);
    const sides = only(f.events, 'side-turn');
    expect(sides[0]).toEqual({ t: 'side-turn', side: 'foes', free: true });
    expect(sides[1]).toEqual({ t: 'side-turn', side: 'foes', free: false });
    expect(only(f.events, 'initiative')).toEqual([]);
    // In the free turn the orc attacked and Ajax was offered nothing (no dodge, no counterattack).
    const turnStarts = f.events.map((e, i) => (e.t === 'side-turn' ? i : -1)).filter((i) => i >= 0);
    const inFree = f.events.slice(turnStarts[0], turnStarts[1]);
    expect(inFree.some((e) => (e.t === 'attack' && e.attacker === 'orc') || (e.t === 'enter' && e.figure === 'orc'))).toBe(true);
    expect(inFree.some((e) => e.t === 'dodge' || e.t === 'react' || (e.t === 'attack' && e.attacker === 'ajax'))).toBe(false);
    expect(asked).toBeGreaterThan(0);
  });

  test("Player's Turn: a person with several figures picks which acts next", () => {
    const order: string[] = [];
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'b2', character: ajax(), control: 'player' },
        { id: 'hector', side: 'party', at: 'b4', character: hector(), control: 'player' },
        { id: 'rat', side: 'foes', at: 'h6', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      {
        answer: (fig, d) => {
          if (d.kind === 'order') return d.figures[d.figures.length - 1];
          if (d.kind === 'turn') {
            order.push(fig.id);
            return { path: [], action: null, decided: true };
          }
          return null;
        },
      },
    );
    sideTurn(f.ctx, 'party', false);
    expect(order).toEqual(['hector', 'ajax']);
  });

  test('Sides alternate turns until one side alone stands: the fight ends with a winner', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'b2', character: ajax({ skills: { Sword: 2 } }), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'g5', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      { seed: 'alternate' },
    );
    const r = fight(f.ctx, null);
    const turns = only(f.events, 'side-turn').map((e) => e.side);
    for (let i = 1; i < turns.length; i++) expect(turns[i]).not.toBe(turns[i - 1]);
    expect(r.winner === 'party' ? f.fig('rat').status : f.fig('ajax').status).not.toBe('standing');
    expect(only(f.events, 'end')).toHaveLength(1);
  });
});

describe("Character's turn and MOVEMENT", () => {
  test('MOVEMENT: MA is half the adjusted DX (Hector DX12 in cloth with a large shield: DX10, MA5; ARMOR, Restriction)', () => {
    const f = setup([{ id: 'hector', side: 'party', at: 'b2', character: hector() }]);
    const h = f.fig('hector');
    expect(effectiveDx(h)).toBe(10);
    expect(movementAllowance(h)).toBe(5);
    expect(armorPoints(h)).toBe(3);
  });

  test('MOVEMENT: a figure may move up to its MA and no further', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'a1', character: ajax() }]);
    const r = reachable(f.ctx, f.fig('ajax'));
    for (const c of r.cells) expect(r.steps[c]).toBeLessThanOrEqual(5);
    expect(r.cells).toContain(f.cell('f1'));
    expect(r.cells).not.toContain(f.cell('g1'));
  });

  test('Space: a figure cannot walk through an enemy, may pass a friend but not stop on him', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'a1', character: ajax() },
        { id: 'friend', side: 'party', at: 'b1', character: hector() },
        { id: 'rat', side: 'foes', at: 'b2', creature: findCreature('Giant Rat')! },
      ],
    );
    const r = reachable(f.ctx, f.fig('ajax'), undefined, 2);
    expect(r.steps[f.cell('b1')]).toBe(-1); // the friend's hex: pass, not stop
    expect(r.steps[f.cell('c1')]).toBe(2); // through the friend
    expect(r.steps[f.cell('b2')]).toBe(-1); // the enemy's hex
  });

  test("Character's turn: move, then one action; no move after acting", () => {
    const decisions: Decision['kind'][] = [];
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'a3', character: ajax() },
        { id: 'rat', side: 'foes', at: 'e3', creature: findCreature('Giant Rat')!, control: 'player' },
      ],
      {
        dice: [[1, 1, 1], [6, 6]],
        answer: (fig, d, ctx) => {
          if (fig.id === 'rat') return d.kind === 'dodge' ? false : null;
          decisions.push(d.kind);
          if (d.kind === 'turn') {
            const path = ['b3', 'c3', 'd3'].map(f.cell);
            return { path, action: null, decided: false } satisfies TurnPlan;
          }
          if (d.kind === 'action') {
            expect(d.moved).toBe(true);
            const kinds = new Set(legalActions(ctx, fig, fig.cell, true).map((a) => a.kind));
            expect(kinds.has('ready')).toBe(false);
            return { kind: 'strike', target: 'rat', item: 'Broad Sword' } satisfies Action;
          }
          return null;
        },
      },
    );
    figureTurn(f.ctx, f.fig('ajax'));
    expect(decisions).toEqual(['turn', 'action']);
    const kinds = f.events.map((e) => e.t).filter((t) => ['move', 'attack', 'damage'].includes(t));
    expect(kinds).toEqual(['move', 'attack', 'damage']);
    expect(f.label(f.fig('ajax').cell)).toBe('d3');
  });

  test('MOVEMENT: a path longer than the MA is refused', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'a1', character: ajax({ dx: 8 }) }, { id: 'rat', side: 'foes', at: 'h6', creature: findCreature('Giant Rat')! }], {
      answer: (fig, d) => (d.kind === 'turn' ? { path: ['b1', 'c1', 'd1', 'e1', 'f1'].map(f.cell), action: null, decided: true } : null),
    });
    expect(() => figureTurn(f.ctx, f.fig('ajax'))).toThrow(/cannot walk/);
  });

  test('Change Weapons and Shoot may not follow a move (ACTION)', () => {
    const f = setup([
      { id: 'archer', side: 'party', at: 'a1', character: ajax({ weapons: ['Bow', 'Dagger'] }) },
      { id: 'rat', side: 'foes', at: 'h6', creature: findCreature('Giant Rat')! },
    ]);
    const a = f.fig('archer');
    const still = actionKind('shoot').options(f.ctx, a, a.cell, false);
    expect(still.length).toBeGreaterThan(0);
    const kinds = (moved: boolean) => new Set(legalActions(f.ctx, a, a.cell, moved).map((x) => x.kind));
    expect(kinds(false).has('shoot')).toBe(true);
    expect(kinds(false).has('ready')).toBe(true);
    expect(kinds(true).has('shoot')).toBe(false);
    expect(kinds(true).has('ready')).toBe(false);
  });
});
