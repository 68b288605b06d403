// ACTION, Shoot/Throw, Change Weapons; WEAPONS (heft, two-handed, reloading, unarmed).
import { actionKind, attackProfiles, figureTurn, legalActions, parseMap } from '../../src/combat';
import type { Figure } from '../../src/combat';
import { attackProfilesWith, cloneFigure, grappleProfiles } from '../../src/combat/figure';
import type { Action, TurnPlan } from '../../src/combat';
import { creatureProblems, findCreature } from '../../src/rules';
import { hero } from './fixtures';
import { only, setup } from './harness';

const kinds = (f: ReturnType<typeof setup>, id: string, moved = false) => legalActions(f.ctx, f.fig(id), f.fig(id).cell, moved);

describe('ACTION, Shoot/Throw', () => {
  test('Shoot: missile range exceeds the board: any foe in sight can be shot, however far', () => {
    const wide = parseMap(`. . . . . . . . . . . . . . . . . . . . . . . . . . . . . .`);
    const f = setup(
      [
        { id: 'archer', side: 'party', at: 'a1', character: hero({ weapons: ['Longbow'] }) },
        { id: 'rat', side: 'foes', at: 'ad1', creature: findCreature('Giant Rat')! },
      ],
      { map: wide },
    );
    const shots = actionKind('shoot').options(f.ctx, f.fig('archer'), f.fig('archer').cell, false);
    expect(shots.map((s) => s.target)).toEqual(['rat']);
  });

  test('Shoot: only an unobstructed defender: a wall or an obstacle between them blocks the shot', () => {
    const walled = parseMap(`. . . # . . .
 . . . # . . .
. . . # . . .`);
    const f = setup(
      [
        { id: 'archer', side: 'party', at: 'a2', character: hero({ weapons: ['Bow'] }) },
        { id: 'rat', side: 'foes', at: 'g2', creature: findCreature('Giant Rat')! },
      ],
      { map: walled },
    );
    expect(actionKind('shoot').options(f.ctx, f.fig('archer'), f.fig('archer').cell, false)).toEqual([]);
  });

  test('Shoot: a shooter cannot move in the turn he shoots', () => {
    const f = setup([
      { id: 'archer', side: 'party', at: 'a1', character: hero({ weapons: ['Bow'] }) },
      { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
    ]);
    expect(kinds(f, 'archer', false).some((a) => a.kind === 'shoot')).toBe(true);
    expect(kinds(f, 'archer', true).some((a) => a.kind === 'shoot')).toBe(false);
  });

  test('Throw: a thrower may move first; his range is his ST in hexes', () => {
    const wide = parseMap(`. . . . . . . . . . . . . . . . . . . .`);
    const f = setup(
      [
        { id: 'thrower', side: 'party', at: 'a1', character: hero({ st: 9, weapons: ['Javelin'] }) },
        { id: 'near', side: 'foes', at: 'j1', creature: findCreature('Giant Rat')! },
        { id: 'far', side: 'foes', at: 'k1', creature: findCreature('Giant Rat')! },
      ],
      { map: wide },
    );
    const t = f.fig('thrower');
    const throws = actionKind('throw').options(f.ctx, t, t.cell, true);
    expect(throws.map((a) => a.target)).toEqual(['near']); // 9 hexes away: in range; 10: not
    expect(kinds(f, 'thrower', true).some((a) => a.kind === 'throw')).toBe(true);
  });

  test('Throw: the AI weighs each thrower\'s own throw, even two of one side at the same distance on one board', () => {
    const wide = parseMap(`. . . . . . . . . .`);
    const f = setup(
      [
        { id: 'deft', side: 'party', at: 'a1', character: hero({ dx: 14, weapons: ['Javelin'] }) },
        { id: 'clumsy', side: 'party', at: 'i1', character: hero({ dx: 8, weapons: ['Javelin'] }) },
        { id: 'rat', side: 'foes', at: 'e1', creature: findCreature('Giant Rat')! },
      ],
      { map: wide },
    );
    const value = (id: string) => {
      const t = f.fig(id);
      const [a] = actionKind('throw').options(f.ctx, t, t.cell, false);
      return actionKind('throw').value(f.ctx, t, a, t.cell);
    };
    const deft = value('deft');
    const clumsy = value('clumsy');
    // Both 4 hexes from the rat with the same weapon: the memo must not hand one the other's value.
    expect(clumsy).toBeLessThan(deft);
    f.ctx.memo.numbers.clear();
    expect(value('clumsy')).toBe(clumsy);
  });

  test('Throw: the weapon lands in the target hex, hit or miss, and must be picked up there before it is thrown again', () => {
    const f = setup(
      [
        { id: 'thrower', side: 'party', at: 'a3', character: hero({ weapons: ['Spear'] }) },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[6, 6, 6]], answer: () => null },
    );
    const t = f.fig('thrower');
    actionKind('throw').perform(f.ctx, t, { kind: 'throw', target: 'rat', item: 'Spear' });
    expect(only(f.events, 'attack')[0]).toMatchObject({ mode: 'throw', hit: false });
    expect(t.ready).toBeNull();
    expect(f.ctx.state.floor).toEqual([{ cell: f.cell('d3'), kind: 'weapon', name: 'Spear', owner: 'thrower' }]);
    expect(actionKind('throw').options(f.ctx, t, t.cell, false)).toEqual([]);
    // Walk into the hex where it lies (the rat has moved off) and pick it up: ready again.
    f.fig('rat').cell = f.cell('f5');
    require('../../src/combat').rebuildOccupancy(f.ctx);
    t.cell = f.cell('d3');
    const pick = actionKind('pick-up').options(f.ctx, t, t.cell, true);
    expect(pick).toEqual([{ kind: 'pick-up', item: 'Spear', cell: f.cell('d3') }]);
    actionKind('pick-up').perform(f.ctx, t, pick[0]);
    expect(t.ready).toBe('Spear');
    expect(f.ctx.state.floor).toEqual([]);
  });

  test('ruling "Animals take up no gear": a giant rat on a dropped shield and dagger picks up neither; a goblin there may', () => {
    const f = setup(
      [
        { id: 'hero', side: 'party', at: 'a1', character: hero() },
        { id: 'rat', side: 'foes', at: 'c3', creature: findCreature('Giant Rat')! },
        { id: 'gob', side: 'foes', at: 'e3', creature: findCreature('Goblin')! },
      ],
      { answer: () => null },
    );
    for (const at of ['c3', 'e3']) {
      f.ctx.state.floor.push({ cell: f.cell(at), kind: 'shield', name: 'Small Shield', owner: 'hero' });
      f.ctx.state.floor.push({ cell: f.cell(at), kind: 'weapon', name: 'Dagger', owner: 'hero' });
    }
    const rat = f.fig('rat');
    expect(rat.animal).toBe(true);
    expect(actionKind('pick-up').options(f.ctx, rat, rat.cell, true)).toEqual([]);
    expect(legalActions(f.ctx, rat, rat.cell, true).some((a) => a.kind === 'pick-up')).toBe(false);
    const gob = f.fig('gob');
    gob.shield = null;
    expect(actionKind('pick-up').options(f.ctx, gob, gob.cell, true).map((a) => a.item)).toContain('Small Shield');
  });

  test('Shoot: a defender who survives a shot may shoot back; no dodge against missiles', () => {
    const f = setup(
      [
        { id: 'a', side: 'party', at: 'a1', character: hero({ name: 'A', weapons: ['Bow'] }) },
        { id: 'b', side: 'foes', at: 'f5', character: hero({ name: 'B', weapons: ['Sling'] }) },
      ],
      { dice: [[6, 6, 6], [1, 1, 1], [5]], answer: (fig, d) => (d.kind === 'reaction' ? d.options[0] : null) },
    );
    actionKind('shoot').perform(f.ctx, f.fig('a'), { kind: 'shoot', target: 'b', item: 'Bow' });
    expect(only(f.events, 'attack').map((e) => [e.attacker, e.role, e.mode])).toEqual([
      ['a', 'action', 'shoot'],
      ['b', 'counter', 'shoot'],
    ]);
    expect(f.fig('a').damage).toBe(4); // Sling D6-1
  });

  test('WEAPONS (R): a crossbow must be reloaded for a turn before it shoots again; (R3) an arbalest for three', () => {
    const f = setup(
      [
        { id: 'x', side: 'party', at: 'a1', character: hero({ st: 14, weapons: ['Crossbow'] }) },
        { id: 'y', side: 'party', at: 'a3', character: hero({ name: 'Y', st: 14, weapons: ['Arbalest'] }) },
        { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[6, 6, 6], [6, 6, 6]], answer: () => null },
    );
    const x = f.fig('x');
    actionKind('shoot').perform(f.ctx, x, { kind: 'shoot', target: 'rat', item: 'Crossbow' });
    expect(x.loaded).toBe(false);
    expect(kinds(f, 'x').some((a) => a.kind === 'shoot')).toBe(false);
    actionKind('reload').perform(f.ctx, x, { kind: 'reload', item: 'Crossbow' });
    expect(x.loaded).toBe(true);
    const y = f.fig('y');
    actionKind('shoot').perform(f.ctx, y, { kind: 'shoot', target: 'rat', item: 'Arbalest' });
    for (let i = 1; i <= 3; i++) {
      expect(y.loaded).toBe(false);
      actionKind('reload').perform(f.ctx, y, { kind: 'reload', item: 'Arbalest' });
    }
    expect(y.loaded).toBe(true);
    expect(only(f.events, 'reload').map((e) => `${e.done}/${e.of}`)).toEqual(['1/1', '1/3', '2/3', '3/3']);
  });
});

describe('ACTION, Change Weapons; WEAPONS', () => {
  test('Change Weapons: a turn to ready another carried weapon, not after moving', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a1', character: hero({ weapons: ['Broad Sword', 'Dagger'] }) },
      { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
    ]);
    const a = f.fig('ajax');
    const ready = kinds(f, 'ajax').filter((x) => x.kind === 'ready');
    expect(ready.map((x) => x.item)).toEqual(['Dagger', '']);
    actionKind('ready').perform(f.ctx, a, ready[0]);
    expect(a.ready).toBe('Dagger');
    expect(a.carried).toEqual(['Broad Sword']);
    expect(kinds(f, 'ajax', true).some((x) => x.kind === 'ready')).toBe(false);
  });

  test('WEAPONS, Heft: a weapon heavier than the figure\'s ST cannot be wielded', () => {
    const f = setup([
      { id: 'weak', side: 'party', at: 'a1', character: hero({ st: 10, weapons: ['Dagger', 'Battle Axe'] }) },
      { id: 'orc', side: 'foes', at: 'b1', creature: findCreature('Orc Chieftain')! },
    ]);
    expect(kinds(f, 'weak').filter((x) => x.kind === 'ready').map((x) => x.item)).toEqual(['']);
    // A figure left too weak for the weapon in hand (ST 15 for the Battle Axe) fights bare-handed.
    const orc = f.fig('orc');
    expect(attackProfiles(orc).map((p) => p.name)).toEqual(['Battle Axe']);
    orc.st = 14;
    expect(attackProfiles(orc).map((p) => p.name)).toEqual(['Unarmed']);
    // A stat block that gives a creature a weapon beyond its ST is refused before the fight.
    expect(creatureProblems({ ...findCreature('Orc')!, st: 9 })).toContain('weapon: Axe needs ST12; the creature has ST9');
  });

  test('WEAPONS (G): what a figure can fight with in a grapple follows the weapons it carries, for every copy of it (profiles are cached per skills)', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a1', character: hero({ st: 12, weapons: ['Broad Sword', 'Dagger'] }) },
      { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
    ]);
    const a = f.fig('ajax');
    const names = (fig: Figure) => grappleProfiles(fig).map((g) => `${g.profile.name}${g.drawn ? ' (drawn)' : ''}`);
    expect(names(a)).toEqual(['Unarmed', 'Dagger (drawn)']);
    // Copies share the skills object (and its cache) but not their weapons.
    const other = { ...cloneFigure(a), carried: ['Broad Sword'] };
    const third = { ...cloneFigure(a), ready: null, carried: ['Dagger', 'Dagger'] };
    expect(names(other)).toEqual(['Unarmed']);
    expect(names(third)).toEqual(['Unarmed', 'Dagger (drawn)']);
    expect(names(a)).toEqual(['Unarmed', 'Dagger (drawn)']);
    // Attack profiles with another weapon in hand, without a copy of the figure.
    expect(attackProfilesWith(a, 'Dagger').map((p) => p.name)).toEqual(['Dagger']);
    expect(attackProfilesWith(a, null).map((p) => p.name)).toEqual(['Unarmed']);
    expect(attackProfiles(a).map((p) => p.name)).toEqual(['Broad Sword']);
  });

  test('WEAPONS (2): a two-handed weapon cannot be readied while a shield is carried; dropping the shield is a change of weapons (ruling)', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a1', character: hero({ st: 15, weapons: ['Broad Sword', 'Battle Axe'], shield: 'Small Shield' }) },
      { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
    ]);
    const a = f.fig('ajax');
    const ready = kinds(f, 'ajax').filter((x) => x.kind === 'ready');
    expect(ready.map((x) => x.item)).toEqual(['', 'Small Shield']);
    expect(actionKind('ready').describe(f.ctx, a, ready[1])).toBe('Change weapons: drop the Small Shield (to free both hands)');
    // Not after moving: it is Change Weapons, which takes the turn.
    expect(kinds(f, 'ajax', true).some((x) => x.kind === 'ready')).toBe(false);
    actionKind('ready').perform(f.ctx, a, ready[1]);
    expect(a.shield).toBeNull();
    expect(a.ready).toBe('Broad Sword');
    expect(f.ctx.state.floor).toEqual([{ cell: a.cell, kind: 'shield', name: 'Small Shield', owner: 'ajax' }]);
    expect(only(f.events, 'drop')).toEqual([{ t: 'drop', figure: 'ajax', items: ['Small Shield'], cell: a.cell }]);
    // Next turn the two-handed axe can be readied, and the shield picked up again.
    expect(kinds(f, 'ajax').filter((x) => x.kind === 'ready').map((x) => x.item)).toEqual(['Battle Axe', '']);
    expect(kinds(f, 'ajax').some((x) => x.kind === 'pick-up' && x.item === 'Small Shield')).toBe(true);
  });

  test('Dropping the shield is offered only when it is in the way (ruling): not to a fighter with one-handed weapons', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'a1', character: hero({ weapons: ['Broad Sword', 'Dagger'], shield: 'Small Shield' }) },
      { id: 'weak', side: 'party', at: 'a3', character: hero({ st: 10, weapons: ['Dagger', 'Battle Axe'], shield: 'Small Shield' }) },
      { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
    ]);
    expect(kinds(f, 'ajax').filter((x) => x.kind === 'ready').map((x) => x.item)).toEqual(['Dagger', '']);
    // A two-handed weapon too heavy for him is no reason to drop the shield.
    expect(kinds(f, 'weak').filter((x) => x.kind === 'ready').map((x) => x.item)).toEqual(['']);
  });

  test('Dropping the shield is not offered where it would not help (review): a caster in metal armor still could not cast; a grappler cannot ready a two-handed weapon', () => {
    const f = setup([
      { id: 'mage', side: 'party', at: 'a1', character: hero({ type: 'mage', iq: 13, spells: ['Magic Fist'], weapons: ['Club'], armor: 'Chain', shield: 'Small Shield' }) },
      { id: 'ajax', side: 'party', at: 'a3', character: hero({ st: 15, weapons: ['Broad Sword', 'Battle Axe'], shield: 'Small Shield' }) },
      { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
    ]);
    expect(kinds(f, 'mage').some((x) => x.kind === 'ready' && x.item === 'Small Shield')).toBe(false);
    expect(kinds(f, 'ajax').some((x) => x.kind === 'ready' && x.item === 'Small Shield')).toBe(true);
    f.fig('ajax').grapple = 'rat';
    expect(kinds(f, 'ajax').some((x) => x.kind === 'ready' && x.item === 'Small Shield')).toBe(false);
  });

  test('WEAPONS (U): bare hands deal D3 fatigue, one more when the attacker is the stronger', () => {
    const f = setup(
      [
        { id: 'brute', side: 'party', at: 'c3', character: hero({ st: 14, weapons: [] }) },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[1, 1, 1], [2]], answer: () => null },
    );
    actionKind('strike').perform(f.ctx, f.fig('brute'), { kind: 'strike', target: 'rat', item: 'Unarmed' });
    const [d] = only(f.events, 'damage');
    expect(d.damage).toMatchObject({ expr: 'D3', sum: 2, stronger: 1, amount: 3, fatigue: true });
    expect(f.fig('rat').fatigue).toBe(3);
    expect(f.fig('rat').damage).toBe(0);
  });

  test('Change Weapons: a weapon readied in the turn leaves no move (plan with a path and a stationary action is refused)', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'a1', character: hero({ weapons: ['Broad Sword', 'Dagger'] }) },
        { id: 'rat', side: 'foes', at: 'f5', creature: findCreature('Giant Rat')! },
      ],
      { answer: (fig, d) => (d.kind === 'turn' ? ({ path: [f.cell('b1')], action: { kind: 'ready', item: 'Dagger' } as Action, decided: true } satisfies TurnPlan) : null) },
    );
    // The illegal plan falls back to asking for an action after the move, which this test does not answer.
    expect(() => figureTurn(f.ctx, f.fig('ajax'))).not.toThrow();
    expect(f.fig('ajax').ready).toBe('Broad Sword');
  });
});
