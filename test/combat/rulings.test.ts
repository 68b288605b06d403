// The combat rulings of docs/rulings.md ("Combat") not tested elsewhere, one test each.
import { actionKind, aftermath, aiDecide, attackProfiles, buildFigures, footprint, harm, legalActions, parseMap, placeFigures, rebuildOccupancy, reachable, cellLabel } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';
import { only, setup } from './harness';

describe('Combat rulings', () => {
  test('The fallen are not attacked: nobody aims a blow at one who lies helpless', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a1', character: hero() },
      { id: 'rat', side: 'foes', at: 'b1', creature: findCreature('Giant Rat')! },
    ]);
    harm(f.ctx, f.fig('rat'), 10, 0);
    expect(legalActions(f.ctx, f.fig('ajax'), f.fig('ajax').cell, false).some((a) => a.target === 'rat')).toBe(false);
  });

  test('Large creatures fill a fixed shape: seven hexes (a hex and its ring) or four (a diamond)', () => {
    const map = parseMap('. . . . .\n . . . . .\n. . . . .\n . . . . .');
    const c = 2 * 5 + 2;
    expect(footprint(map, c, 7)!.map((x) => cellLabel(map, x)).sort()).toEqual(['b2', 'b3', 'c2', 'c3', 'c4', 'd3', 'b4'].sort());
    expect(footprint(map, c, 4)).toHaveLength(4);
    expect(footprint(map, 0, 7)).toBeNull(); // a corner: part of the shape is off the board
  });

  test('Start zones: figures beyond a zone\'s hexes stand in the nearest free hexes', () => {
    const map = parseMap('A . . .\n . . . .\n. . . B');
    const figs = buildFigures([
      { id: 'a', side: 'party', character: hero({ name: 'A' }), control: 'ai' },
      { id: 'b', side: 'party', character: hero({ name: 'B' }), control: 'ai' },
      { id: 'c', side: 'party', character: hero({ name: 'C' }), control: 'ai' },
    ]);
    placeFigures(map, figs, () => 'A');
    expect(figs.map((x) => cellLabel(map, x.cell))).toEqual(['a1', 'b1', 'a2']);
  });

  test('WEAPONS: a missile weapon in hand leaves no hand to punch with: its bearer shoots, also at point-blank', () => {
    const f = setup([
      { id: 'archer', side: 'party', at: 'c3', character: hero({ weapons: ['Bow'] }) },
      { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
    ]);
    const a = f.fig('archer');
    expect(attackProfiles(a).map((p) => p.name)).toEqual(['Bow']);
    const kinds = legalActions(f.ctx, a, a.cell, false).map((x) => x.kind);
    expect(kinds).toContain('shoot');
    expect(kinds).not.toContain('strike');
  });

  test('ARMOR stops bare-handed blows too: fatigue is reduced like damage', () => {
    const f = setup(
      [
        { id: 'brute', side: 'party', at: 'c3', character: hero({ st: 14, weapons: [] }) },
        { id: 'knight', side: 'foes', at: 'd3', character: hero({ name: 'Knight', armor: 'Plate' }) },
      ],
      { dice: [[1, 1, 1], [3]], answer: () => null },
    );
    actionKind('strike').perform(f.ctx, f.fig('brute'), { kind: 'strike', target: 'knight', item: 'Unarmed' });
    expect(only(f.events, 'damage')[0].damage).toMatchObject({ sum: 3, stronger: 1, armor: 5, amount: 0 });
  });

  test('Grapple: a creature keeps its teeth and claws inside a grapple', () => {
    const f = setup([
      { id: 'wolf', side: 'party', at: 'c3', creature: findCreature('Wolf')! },
      { id: 'ajax', side: 'foes', at: 'c3', character: hero() },
    ]);
    const w = f.fig('wolf');
    w.grapple = 'ajax';
    f.fig('ajax').grapple = 'wolf';
    w.grappledAtTurnStart = true;
    rebuildOccupancy(f.ctx);
    expect(actionKind('strike').options(f.ctx, w, w.cell, false)).toEqual([{ kind: 'strike', target: 'ajax', item: 'bite' }]);
  });

  test('SKILLS, Leadership: the leader gives up his turn to add his level to an ally\'s next check', () => {
    const f = setup(
      [
        { id: 'cap', side: 'party', at: 'a1', character: hero({ name: 'Captain', skills: { Leadership: 2 } }) },
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ dx: 9 }) },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[4, 4, 3], [1, 1]], answer: () => null },
    );
    const cap = f.fig('cap');
    expect(legalActions(f.ctx, cap, cap.cell, true).some((a) => a.kind === 'lead')).toBe(false); // it takes the whole turn
    const lead = legalActions(f.ctx, cap, cap.cell, false).filter((a) => a.kind === 'lead');
    expect(lead).toEqual([{ kind: 'lead', target: 'ajax' }]);
    actionKind('lead').perform(f.ctx, cap, lead[0]);
    actionKind('strike').perform(f.ctx, f.fig('ajax'), { kind: 'strike', target: 'rat', item: 'Broad Sword' });
    const [a] = only(f.events, 'attack');
    expect(a.check).toMatchObject({ target: 11, passed: true }); // DX9 + 2: 11 passes where 9 would not
    expect(f.fig('ajax').boost).toBe(0);
  });

  test('The AI keeps its karma, and an AI-played hero spends a wish rather than die', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'a1', character: hero({ karma: 3, wishes: 1 }), control: 'ai' }]);
    expect(aiDecide(f.ctx, f.fig('ajax'), { kind: 'karma', what: 'x', total: 15, target: 11 })).toBe(false);
    expect(aiDecide(f.ctx, f.fig('ajax'), { kind: 'wish', damage: 14, irreversible: false })).toBe(true);
  });

  test('After a victory the party takes back the weapons and shields it dropped or threw', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'a1', character: hero({ shield: 'Small Shield' }) }]);
    const a = f.fig('ajax');
    f.ctx.state.floor.push({ cell: a.cell, kind: 'weapon', name: 'Broad Sword', owner: 'ajax' }, { cell: a.cell, kind: 'shield', name: 'Small Shield', owner: 'ajax' });
    a.ready = null;
    a.shield = null;
    f.events.push({ t: 'end', winner: 'party', rounds: 1, outcome: 'victory' });
    aftermath(f.ctx, { outcome: 'victory', winner: 'party', rounds: 1 });
    expect(a.ready).toBe('Broad Sword');
    expect((a as { shield: { name: string } | null }).shield?.name).toBe('Small Shield');
    expect(f.ctx.state.floor).toEqual([]);
  });

  test('After a victory the party takes back what a fallen foe picked up of its gear; a foe who fled keeps it', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a1', character: hero({ shield: 'Small Shield' }), control: 'ai' },
      { id: 'gob', side: 'foes', at: 'b1', creature: findCreature('Goblin')!, control: 'ai' },
      { id: 'orc', side: 'foes', at: 'c1', creature: findCreature('Orc')!, control: 'ai' },
    ]);
    const [a, gob, orc] = [f.fig('ajax'), f.fig('gob'), f.fig('orc')];
    a.shield = null;
    a.ready = null;
    // The shield and the sword lay where the goblin and the orc stood, and each picked his up.
    f.ctx.state.floor.push({ cell: gob.cell, kind: 'shield', name: 'Small Shield', owner: 'ajax' }, { cell: orc.cell, kind: 'weapon', name: 'Broad Sword', owner: 'ajax' });
    actionKind('pick-up').perform(f.ctx, gob, { kind: 'pick-up', item: 'Small Shield', cell: gob.cell });
    actionKind('pick-up').perform(f.ctx, orc, { kind: 'pick-up', item: 'Broad Sword', cell: orc.cell });
    expect(gob.shield?.name).toBe('Small Shield');
    harm(f.ctx, gob, 20, 0);
    orc.status = 'fled';
    f.events.push({ t: 'end', winner: 'party', rounds: 1, outcome: 'victory' });
    aftermath(f.ctx, { outcome: 'victory', winner: 'party', rounds: 1 });
    expect((a as { shield: { name: string } | null }).shield?.name).toBe('Small Shield');
    expect(gob.shield).toBeNull();
    expect(a.ready).toBeNull();
    expect(orc.carried.includes('Broad Sword') || orc.ready === 'Broad Sword').toBe(true);
  });
});
