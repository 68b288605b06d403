import { diceMaximum, diceMean, diceMinimum, diceTotal, DiceSyntaxError, fixDice, formatDice, parseDice } from '../../src/dice';

describe('dice expressions as the rules write them (WEAPONS, Damage)', () => {
  test.each([
    ['D3', 1, 3, 0],
    ['D6', 1, 6, 0],
    ['2D6-1', 2, 6, -1],
    ['3D6+3', 3, 6, 3],
    ['1D6+1', 1, 6, 1],
    ['d6-4', 1, 6, -4],
    [' 2 D 6 + 2 ', 2, 6, 2],
  ])('%s', (text, count, sides, modifier) => {
    expect(parseDice(text)).toEqual({ count, sides, modifier });
  });

  test('XD6-2 takes its X when fixed (KINETICS, Magic Fist)', () => {
    const e = parseDice('XD6-2');
    expect(e.count).toBe('X');
    expect(fixDice(e, 2)).toEqual({ count: 2, sides: 6, modifier: -2 });
    expect(() => fixDice(e)).toThrow(DiceSyntaxError);
    expect(() => fixDice(e, 0)).toThrow(/needs X/);
  });

  test.each(['', '2D', 'D1', '2X6', '3/11', '0D6', 'D6+', '2D6*2'])('refuses %p', (text) => {
    expect(() => parseDice(text)).toThrow(DiceSyntaxError);
  });

  test('formats back in the rules notation', () => {
    expect(formatDice(parseDice('1d6+0'))).toBe('D6');
    expect(formatDice(parseDice('2d6-1'))).toBe('2D6-1');
    expect(formatDice(parseDice('xd6-2'))).toBe('XD6-2');
  });

  test('WEAPONS, Damage: Ajax rolls 5 and 2 on 2D6-1 for six points', () => {
    expect(diceTotal(fixDice(parseDice('2D6-1')), [5, 2])).toBe(6);
  });

  test('a total can be floored at zero for damage (Thrown Rock D6-4)', () => {
    const rock = fixDice(parseDice('D6-4'));
    expect(diceTotal(rock, [1])).toBe(-3);
    expect(diceTotal(rock, [1], true)).toBe(0);
  });

  test('minimum, maximum, mean', () => {
    const e = fixDice(parseDice('3D6+3'));
    expect([diceMinimum(e), diceMaximum(e), diceMean(e)]).toEqual([6, 21, 13.5]);
  });
});
