import { ARMOR_TABLE, ARMORS, SHIELDS } from '../../src/rules';

describe('ARMOR table', () => {
  it('has 4 armors and 3 shields, armors first', () => {
    expect(ARMORS).toHaveLength(4);
    expect(SHIELDS).toHaveLength(3);
    expect(ARMOR_TABLE.map((a) => a.name)).toEqual([...ARMORS, ...SHIELDS].map((a) => a.name));
    expect(ARMORS.every((a) => a.kind === 'armor')).toBe(true);
    expect(SHIELDS.every((a) => a.kind === 'shield')).toBe(true);
  });

  it('has unique names', () => {
    expect(new Set(ARMOR_TABLE.map((a) => a.name)).size).toBe(ARMOR_TABLE.length);
  });

  it.each<[string, number, number]>([
    ['Cloth', 1, 1],
    ['Leather', 2, 2],
    ['Chain', 3, 3],
    ['Plate', 5, 4],
    ['Small Shield', 1, 0],
    ['Large Shield', 2, 1],
    ['Tower Shield', 3, 2],
  ])('ARMOR: %s is A%p / R%p', (name, points, restriction) => {
    expect(ARMOR_TABLE.find((a) => a.name === name)).toMatchObject({ points, restriction });
  });

  it('ARMOR, Restriction: the worked example, cloth and a large shield take DX12 to DX10', () => {
    const cloth = ARMOR_TABLE.find((a) => a.name === 'Cloth');
    const large = ARMOR_TABLE.find((a) => a.name === 'Large Shield');
    expect(12 - (cloth?.restriction ?? 0) - (large?.restriction ?? 0)).toBe(10);
  });

  it('MAGIC, Metal (ruling): chain and plate are metal; cloth, leather and shields are not', () => {
    expect(ARMOR_TABLE.filter((a) => a.metal).map((a) => a.name)).toEqual(['Chain', 'Plate']);
  });
});
