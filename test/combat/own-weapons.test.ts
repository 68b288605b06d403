// An adventure's own weapons (issue 15, item 8): a magic sword fights as its base row of the WEAPONS
// table with its bonus added to the damage roll (WEAPONS, Damage), rides in the pack under its item
// name, is in hand when a fight begins, and comes out of the fight as the pack's item again
// (docs/rulings.md, "An adventure's own weapons").
import { actionKind } from '../../src/combat';
import type { Action } from '../../src/combat';
import { armsAfterFight, updatedSheet } from '../../src/combat/encounter';
import { attackProfiles, grappleProfiles } from '../../src/combat/figure';
import { enchantedWeapon, findCreature, findWeapon } from '../../src/rules';
import { hero } from './fixtures';
import { only, setup } from './harness';

const DAWN = enchantedWeapon(findWeapon('Broad Sword')!, 'Sword of Dawn', 1);
const strike = (target: string, item: string): Action => ({ kind: 'strike', target, item });
const none = () => null;

describe("WEAPONS, Damage: a weapon of the adventure's own adds its bonus to the damage roll", () => {
  test('the same faces: the Broad Sword rolls 5+2 = 7, the Sword of Dawn (Broad Sword, damage +1) 5+2+1 = 8', () => {
    const hit = (weapon: string, items: Array<{ name: string; count: number }>) => {
      const f = setup(
        [
          { id: 'ajax', side: 'party', at: 'c3', character: hero({ dx: 11, weapons: ['Broad Sword'], items }) },
          { id: 'hector', side: 'foes', at: 'd3', character: hero({ name: 'Hector', st: 16 }) },
        ],
        { dice: [[2, 3, 5], [5, 2]], answer: none, arms: [DAWN] },
      );
      actionKind('strike').perform(f.ctx, f.fig('ajax'), strike('hector', weapon));
      return { d: only(f.events, 'damage')[0].damage, a: only(f.events, 'attack')[0], hector: f.fig('hector').damage };
    };
    const plain = hit('Broad Sword', []);
    expect(plain.d).toMatchObject({ expr: '2D6', faces: [5, 2], sum: 7, modifier: 0 });
    expect(plain.hector).toBe(7);
    const magic = hit('Sword of Dawn', [{ name: 'Sword of Dawn', count: 1 }]);
    expect(magic.a.weapon).toBe('Sword of Dawn');
    expect(magic.d).toMatchObject({ expr: '2D6+1', faces: [5, 2], sum: 7, modifier: 1 });
    expect(magic.hector).toBe(8);
  });

  test('the bonus counts in a grapple too (WEAPONS (D)): a Dagger +2 does D6+4 grappling, and its skill is still Dagger', () => {
    const fang = enchantedWeapon(findWeapon('Dagger')!, 'Fang', 2);
    expect(fang).toMatchObject({ damage: 'D6+2', grapplingDamage: 'D6+4', skill: 'Dagger', heft: null, throwable: true });
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: hero({ weapons: [], items: [{ name: 'Fang', count: 1 }] }) }], { arms: [fang] });
    const g = grappleProfiles(f.fig('ajax')).find((p) => p.profile.name === 'Fang')!;
    expect(g.profile.grappleDamage).toEqual({ count: 1, sides: 6, modifier: 4 });
    // A bonus below zero is a curse: a Thrown Rock -1 does D6-5.
    expect(enchantedWeapon(findWeapon('Thrown Rock')!, 'Cursed Pebble', -1).damage).toBe('D6-5');
  });
});

describe("An adventure's own weapons in a fight (ruling)", () => {
  test('carried in the pack, the magic sword is in hand when the fight begins, the sheet\'s weapons carried behind it', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: hero({ weapons: ['Dagger', 'Mace'], items: [{ name: 'Rope', count: 1 }, { name: 'Sword of Dawn', count: 1 }] }) }], { arms: [DAWN] });
    const a = f.fig('ajax');
    expect([a.ready, ...a.carried]).toEqual(['Sword of Dawn', 'Dagger', 'Mace']);
    expect(attackProfiles(a)[0]).toMatchObject({ name: 'Sword of Dawn', damage: { count: 2, sides: 6, modifier: 1 } });
  });

  test('too heavy to wield (heft 12 against ST 11), it is carried and the sheet\'s first weapon is in hand', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: hero({ st: 11, weapons: ['Dagger'], items: [{ name: 'Sword of Dawn', count: 1 }] }) }], { arms: [DAWN] });
    expect([f.fig('ajax').ready, ...f.fig('ajax').carried]).toEqual(['Dagger', 'Sword of Dawn']);
  });

  test('a foe who picks the dropped sword up knows it for what it is; the sheet after the fight holds it in the pack, never in its weapons', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ weapons: ['Dagger'], items: [{ name: 'Sword of Dawn', count: 1 }] }) },
        { id: 'orc', side: 'foes', at: 'd3', creature: findCreature('Orc')! },
      ],
      { arms: [DAWN] },
    );
    const ajax = f.fig('ajax');
    const orc = f.fig('orc');
    ajax.ready = null;
    f.ctx.state.floor.push({ cell: orc.cell, kind: 'weapon', name: 'Sword of Dawn', owner: 'ajax' });
    orc.ready = null;
    const picks = actionKind('pick-up').options(f.ctx, orc, orc.cell, false);
    expect(picks).toContainEqual({ kind: 'pick-up', item: 'Sword of Dawn', cell: orc.cell });
    // Ajax comes out without it: the pack no longer has it, his Dagger is still his.
    expect(updatedSheet(ajax, 0)).toMatchObject({ weapons: ['Dagger'], items: [] });
    ajax.carried.push('Sword of Dawn');
    expect(updatedSheet(ajax, 0)).toMatchObject({ weapons: ['Dagger'], items: [{ name: 'Sword of Dawn', count: 1 }] });
  });

  test('the pack after a fight: as many of each as he came out with, one picked up joins it, the rest as it was', () => {
    const arms = [DAWN, enchantedWeapon(findWeapon('Dagger')!, 'Fang', 2)];
    const items = [{ name: 'Rope', count: 1 }, { name: 'Sword of Dawn', count: 2 }];
    expect(armsAfterFight(items, ['Sword of Dawn', 'Fang'], arms)).toEqual([{ name: 'Rope', count: 1 }, { name: 'Sword of Dawn', count: 1 }, { name: 'Fang', count: 1 }]);
    expect(armsAfterFight(items, [], arms)).toEqual([{ name: 'Rope', count: 1 }]);
  });
});
