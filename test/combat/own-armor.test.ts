// An adventure's own armor (issue 15, item 8): an elven mail is its base row of the ARMOR table with
// the author's points and DX restriction (ARMOR, A/R), worn in place of the sheet's armor by whoever
// has it in his pack when the fight begins, and metal if its base is (MAGIC, Metal)
// (docs/rulings.md, "An adventure's own armor").
import { actionKind } from '../../src/combat';
import type { Action } from '../../src/combat';
import { updatedSheet } from '../../src/combat/encounter';
import { armorWorn } from '../../src/combat/figure';
import { castingBar } from '../../src/magic';
import { enchantedArmor, findArmor } from '../../src/rules';
import { hero } from './fixtures';
import { only, setup } from './harness';

const ELVEN = enchantedArmor(findArmor('Chain')!, 'Elven Mail', { stops: 4, dx: -1 });
const ROBE = enchantedArmor(findArmor('Cloth')!, 'Warded Robe', { stops: 2 });
const none = () => null;
const strike = (target: string, item: string): Action => ({ kind: 'strike', target, item });

describe("ARMOR, A/R: an armor of the adventure's own", () => {
  test('it is its base row under its own name, with the points and DX restriction the author gives, metal as its base is', () => {
    expect(ELVEN).toEqual({ name: 'Elven Mail', kind: 'armor', points: 4, restriction: 1, metal: true });
    expect(ROBE).toEqual({ name: 'Warded Robe', kind: 'armor', points: 2, restriction: 1, metal: false });
    expect(enchantedArmor(findArmor('Plate')!, 'Rusted Plate')).toMatchObject({ points: 5, restriction: 4 });
  });

  test('ARMOR, A: the same blow of 7 (Broad Sword 2D6, faces 5 and 2) does 5 through Leather (2), 3 through the Elven Mail it is worn in place of', () => {
    const blow = (items: Array<{ name: string; count: number }>) => {
      const f = setup(
        [
          { id: 'hector', side: 'foes', at: 'c3', character: hero({ name: 'Hector', dx: 11 }) },
          { id: 'ajax', side: 'party', at: 'd3', character: hero({ st: 16, armor: 'Leather', items }) },
        ],
        { dice: [[2, 3, 5], [5, 2]], answer: none, armors: [ELVEN] },
      );
      actionKind('strike').perform(f.ctx, f.fig('hector'), strike('ajax', 'Broad Sword'));
      return { sum: only(f.events, 'damage')[0].damage.sum, ajax: f.fig('ajax') };
    };
    const leather = blow([]);
    expect(leather.sum).toBe(7);
    expect(leather.ajax.damage).toBe(5);
    const mail = blow([{ name: 'Rope', count: 1 }, { name: 'Elven Mail', count: 1 }]);
    expect(mail.sum).toBe(7);
    expect(mail.ajax.armor).toBe(4);
    expect(mail.ajax.damage).toBe(3);
  });

  test('ARMOR, R: its restriction comes off DX in place of the sheet armor\'s (DX 11 in Leather is 9, in the Elven Mail 10)', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ dx: 11, armor: 'Leather', items: [{ name: 'Elven Mail', count: 1 }] }) },
        { id: 'bion', side: 'party', at: 'c4', character: hero({ name: 'Bion', dx: 11, armor: 'Leather' }) },
      ],
      { armors: [ELVEN] },
    );
    expect(f.fig('ajax').dx).toBe(10);
    expect(f.fig('bion').dx).toBe(9);
  });

  test('ruling: the first of the adventure\'s armors in the pack is worn; the sheet keeps its own armor, and the pack its mail, after the fight', () => {
    const c = hero({ armor: 'Plate', items: [{ name: 'Warded Robe', count: 1 }, { name: 'Elven Mail', count: 1 }] });
    expect(armorWorn(c, [ELVEN, ROBE])).toBe(ROBE);
    expect(armorWorn({ ...c, items: [] }, [ELVEN, ROBE])).toMatchObject({ name: 'Plate', points: 5 });
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: c }], { armors: [ELVEN, ROBE] });
    expect(updatedSheet(f.fig('ajax'), 0)).toMatchObject({ armor: 'Plate', items: c.items });
  });

  test('MAGIC, Metal: a mage in the Elven Mail (Chain) cannot cast; in the Warded Robe (Cloth) he can', () => {
    const mage = (item: string) => {
      const f = setup([{ id: 'mira', side: 'party', at: 'a3', character: hero({ name: 'Mira', type: 'mage', iq: 13, weapons: [], spells: ['Magic Fist'], items: [{ name: item, count: 1 }] }) }], { armors: [ELVEN, ROBE] });
      return castingBar(f.ctx, f.fig('mira'));
    };
    expect(mage('Elven Mail')).toBe('wears metal armor');
    expect(mage('Warded Robe')).toBeNull();
  });
});
