import { chanceAtLeastAfterArmor, chanceAtMost, checkChance, expectedAfterArmor, fixDice, formatPercent, parseDice, sumDistribution, totalDistribution } from '../../src/dice';

describe('exact odds (RESOLVING UNCERTAINTY)', () => {
  test('3D6 has 216 throws and the known counts', () => {
    const d = sumDistribution(3);
    expect(d.outcomes).toBe(216);
    expect(d.ways.reduce((a, b) => a + b, 0)).toBe(216);
    expect(d.ways[10 - 3]).toBe(27);
    expect(d.ways[0]).toBe(1);
  });

  test('3/10 passes exactly half the time and 3/11 62.50%', () => {
    expect(checkChance(3, 10)).toBe(0.5);
    expect(formatPercent(checkChance(3, 10))).toBe('50.00%');
    expect(formatPercent(checkChance(3, 11))).toBe('62.50%');
  });

  test('4/14 is 721 of 1296 throws: 55.63%', () => {
    expect(checkChance(4, 14)).toBe(721 / 1296);
    expect(formatPercent(checkChance(4, 14))).toBe('55.63%');
  });

  test('out of reach and certain checks', () => {
    expect(checkChance(3, 2)).toBe(0);
    expect(checkChance(3, 18)).toBe(1);
    expect(checkChance(3, 25)).toBe(1);
  });

  test('CAMPAIGNING, Curse: each curse adds one to the roll, so it lowers the odds like a point of attribute', () => {
    expect(checkChance(3, 11, 1)).toBe(checkChance(3, 10));
    expect(checkChance(3, 11, 2)).toBe(chanceAtMost(3, 9));
  });

  test('distribution of a modified expression sums to one and shifts by the modifier', () => {
    const dist = totalDistribution(fixDice(parseDice('2D6-1')));
    expect(dist[0][0]).toBe(1);
    expect(dist[dist.length - 1][0]).toBe(11);
    expect(dist.reduce((s, [, p]) => s + p, 0)).toBeCloseTo(1, 12);
  });

  test('ARMOR: expected damage after armor never counts negative damage', () => {
    const d6 = fixDice(parseDice('D6'));
    expect(expectedAfterArmor(d6, 0)).toBeCloseTo(3.5, 12);
    // D6 against 3 points: 1, 2 or 3 through on 4, 5, 6.
    expect(expectedAfterArmor(d6, 3)).toBeCloseTo(1, 12);
    expect(expectedAfterArmor(d6, 6)).toBe(0);
    expect(chanceAtLeastAfterArmor(d6, 3, 2)).toBeCloseTo(2 / 6, 12);
  });
});
