// ACTION, Entering an Enemy's Space; Grapple; Drag; Escape.
import { actionKind, effectiveDx, figureTurn, legalActions, walk } from '../../src/combat';
import type { TurnPlan } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';
import type { Answer } from './harness';
import { only, setup } from './harness';

const pair = (dice: number[][], answer: Answer, a = hero({ name: 'Ajax', shield: 'Large Shield' }), h = hero({ name: 'Hector', weapons: ['Broad Sword', 'Dagger'] })) =>
  setup(
    [
      { id: 'ajax', side: 'party', at: 'c3', character: a },
      { id: 'hector', side: 'foes', at: 'd3', character: h },
    ],
    { dice, answer },
  );

describe("ACTION, Entering an Enemy's Space", () => {
  test('Entering as an action: the defender strikes first with an extra die of damage; then both drop weapons and shields and grapple', () => {
    const f = pair([[1, 1, 1], [1, 1, 1]], (fig, d) => (d.kind === 'reaction' ? (expect(d.why).toBe('entered'), d.options.find((o) => o.kind === 'counter')!) : null));
    const a = f.fig('ajax');
    expect(effectiveDx(a)).toBe(10); // the large shield's restriction
    actionKind('enter').perform(f.ctx, a, { kind: 'enter', target: 'hector' });
    const [atk] = only(f.events, 'attack');
    expect(atk).toMatchObject({ attacker: 'hector', role: 'preempt', hit: true });
    const [dmg] = only(f.events, 'damage');
    expect(dmg.damage.expr).toBe('3D6'); // the Broad Sword's 2D6 and one more die
    expect(a.damage).toBe(3 - 2); // 1+1+1, less the large shield's 2
    expect(a.grapple).toBe('hector');
    expect(f.fig('hector').grapple).toBe('ajax');
    expect(a.cell).toBe(f.fig('hector').cell);
    expect(a.ready).toBeNull();
    expect(a.shield).toBeNull();
    expect(effectiveDx(a)).toBe(11); // no shield, no restriction
    expect(f.fig('hector').ready).toBeNull();
    expect(f.fig('hector').carried).toEqual(['Dagger']);
    expect(f.fig('hector').owesTurn).toBe(true);
  });

  test('Entering: a preemptive blow that knocks the attacker out stops him at the edge of the hex', () => {
    const f = pair([[1, 1, 1], [6, 6, 6]], (fig, d) => (d.kind === 'reaction' ? d.options.find((o) => o.kind === 'counter')! : null), hero({ name: 'Ajax', st: 9 }));
    actionKind('enter').perform(f.ctx, f.fig('ajax'), { kind: 'enter', target: 'hector' });
    expect(f.fig('ajax').status).toBe('down');
    expect(f.fig('ajax').grapple).toBeNull();
    expect(f.label(f.fig('ajax').cell)).toBe('c3');
  });
});

describe('ACTION, Grapple', () => {
  const grappling = (dice: number[][], answer: Answer = () => null) => {
    const f = pair(dice, answer);
    actionKind('enter').perform(f.ctx, f.fig('ajax'), { kind: 'enter', target: 'hector' });
    return f;
  };

  test('Grapple: grapplers can only attack each other, and only one who began his turn grappling', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'c3', character: hero({ name: 'Ajax' }) },
      { id: 'hector', side: 'foes', at: 'd3', character: hero({ name: 'Hector' }) },
      { id: 'rat', side: 'foes', at: 'c4', creature: findCreature('Giant Rat')! },
    ], { answer: () => null });
    actionKind('enter').perform(f.ctx, f.fig('ajax'), { kind: 'enter', target: 'hector' });
    const a = f.fig('ajax');
    // Just entered: no attack this turn at all.
    expect(legalActions(f.ctx, a, a.cell, true).filter((x) => x.kind === 'strike')).toEqual([]);
    a.grappledAtTurnStart = true;
    const strikes = legalActions(f.ctx, a, a.cell, false).filter((x) => x.kind === 'strike');
    expect(strikes.map((s) => s.target)).toEqual(['hector']);
  });

  test('Grapple: attacks hit automatically; bare hands deal D3 fatigue, a dagger D6+2 (WEAPONS (D))', () => {
    const f = grappling([[2], [3]], () => null);
    const a = f.fig('ajax');
    a.grappledAtTurnStart = true;
    actionKind('strike').perform(f.ctx, a, { kind: 'strike', target: 'hector', item: 'Unarmed' });
    const [atk] = only(f.events, 'attack');
    expect(atk).toMatchObject({ mode: 'grapple', check: null, hit: true });
    expect(f.fig('hector').fatigue).toBe(2);
    // Hector draws his dagger (a turn), then stabs.
    const h = f.fig('hector');
    actionKind('ready').perform(f.ctx, h, { kind: 'ready', item: 'Dagger' });
    h.grappledAtTurnStart = true;
    actionKind('strike').perform(f.ctx, h, { kind: 'strike', target: 'ajax', item: 'Dagger' });
    const dmg = only(f.events, 'damage').pop()!;
    expect(dmg.damage).toMatchObject({ expr: 'D6+2', sum: 3, amount: 5 });
  });

  test('Grapple: the defender who survives may counterattack, hitting automatically too', () => {
    const f = grappling([[1], [1]], (fig, d) => (d.kind === 'reaction' && d.why === 'survived' ? d.options[0] : null));
    const a = f.fig('ajax');
    a.grappledAtTurnStart = true;
    actionKind('strike').perform(f.ctx, a, { kind: 'strike', target: 'hector', item: 'Unarmed' });
    expect(only(f.events, 'attack').map((e) => [e.attacker, e.role, e.mode, e.check])).toEqual([
      ['ajax', 'action', 'grapple', null],
      ['hector', 'counter', 'grapple', null],
    ]);
  });

  test('Drag: winning a ST check, a grappler drags his foe into an adjacent free hex', () => {
    const f = grappling([[1, 1, 1], [6, 6, 6]], (fig, d) => (d.kind === 'cell' ? d.cells[d.cells.length - 1] : null));
    const a = f.fig('ajax');
    const from = a.cell;
    actionKind('drag').perform(f.ctx, a, { kind: 'drag' });
    const [drag] = only(f.events, 'drag');
    expect(drag.contest!.winner).toBe('ajax');
    expect(a.cell).not.toBe(from);
    expect(f.fig('hector').cell).toBe(a.cell);
    expect(a.grapple).toBe('hector');
  });

  test('Escape: winning a ST check, a grappler escapes into an empty adjacent hex; failing, he stays held', () => {
    const f = grappling([[6, 6, 6], [1, 1, 1], [1, 1, 1], [6, 6, 6]], (fig, d) => (d.kind === 'cell' ? d.cells[0] : null));
    const a = f.fig('ajax');
    actionKind('escape').perform(f.ctx, a, { kind: 'escape' });
    expect(a.grapple).toBe('hector');
    actionKind('escape').perform(f.ctx, a, { kind: 'escape' });
    expect(a.grapple).toBeNull();
    expect(f.fig('hector').grapple).toBeNull();
    expect(a.cell).not.toBe(f.fig('hector').cell);
  });

  test('Escape and Drag: twice the foe\'s ST frees a grappler to walk away, or to carry his foe along', () => {
    const f = setup(
      [
        { id: 'ogre', side: 'party', at: 'c3', creature: findCreature('Ogre')! },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
      ],
      { answer: () => null },
    );
    const o = f.fig('ogre');
    const r = f.fig('rat');
    o.grapple = 'rat';
    r.grapple = 'ogre';
    o.cell = r.cell;
    require('../../src/combat').rebuildOccupancy(f.ctx);
    walk(f.ctx, o, [f.cell('e3'), f.cell('f3')], true);
    expect(r.cell).toBe(f.cell('f3'));
    expect(o.grapple).toBe('rat');
    walk(f.ctx, o, [f.cell('g3')], false);
    expect(o.grapple).toBeNull();
    expect(r.cell).toBe(f.cell('f3'));
    expect(only(f.events, 'escape')[0].contest).toBeNull();
    // The rat (ST5) cannot walk away from a grapple.
    const f2 = setup([{ id: 'ogre', side: 'party', at: 'c3', creature: findCreature('Ogre')! }, { id: 'rat', side: 'foes', at: 'c3', creature: findCreature('Giant Rat')! }], {
      answer: (fig, d) => (d.kind === 'turn' ? ({ path: [f2.cell('d3')], action: null, decided: true } satisfies TurnPlan) : null),
    });
    f2.fig('ogre').grapple = 'rat';
    f2.fig('rat').grapple = 'ogre';
    require('../../src/combat').rebuildOccupancy(f2.ctx);
    expect(() => figureTurn(f2.ctx, f2.fig('rat'))).toThrow(/cannot walk/);
  });
});
