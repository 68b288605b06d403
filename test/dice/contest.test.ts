import type { ContestSide } from '../../src/dice';
import { contestOdds, judgeContest, rollContest, ScriptedDice } from '../../src/dice';

const side = (target: number, attribute = target, dice = 3): ContestSide => ({ dice, target, attribute });

describe('RESOLVING UNCERTAINTY, Winning a Check', () => {
  test('the higher total wins when it does not exceed its attribute', () => {
    expect(judgeContest(side(12), side(11), 10, 8)).toMatchObject({ winner: 'a', how: 'higher', difference: 2 });
    expect(judgeContest(side(12), side(11), 7, 9)).toMatchObject({ winner: 'b', how: 'higher', difference: 2 });
  });

  test('a total over its attribute loses to one within, even a lower one', () => {
    expect(judgeContest(side(12), side(11), 13, 4)).toMatchObject({ winner: 'b', how: 'only-within' });
    expect(judgeContest(side(12), side(11), 5, 12)).toMatchObject({ winner: 'a', how: 'only-within' });
  });

  test('on a tie the higher attribute wins', () => {
    expect(judgeContest(side(12), side(11), 9, 9)).toMatchObject({ winner: 'a', how: 'tie-attribute' });
    expect(judgeContest(side(10), side(13), 9, 9)).toMatchObject({ winner: 'b', how: 'tie-attribute' });
  });

  test('the attribute, not attribute plus skill, breaks a tie', () => {
    // A has DX10 with STEALTH+3 (wins at 13), B has IQ11.
    expect(judgeContest(side(13, 10), side(11, 11), 9, 9).winner).toBe('b');
  });

  test('ruling: a tie of totals and attributes is won by nobody', () => {
    expect(judgeContest(side(11), side(11), 9, 9)).toMatchObject({ winner: null, how: 'tie-even' });
  });

  test('if both exceed their attributes, both fail', () => {
    expect(judgeContest(side(10), side(10), 12, 11)).toMatchObject({ winner: null, how: 'both-exceed' });
  });

  test('rolls each side with its dice and records the margins', async () => {
    const r = await rollContest({ ...side(12), name: 'Ajax' }, { ...side(11), name: 'Hector', curses: 1 }, new ScriptedDice([[3, 3, 4], [2, 2, 2]]));
    expect(r.winner).toBe('a');
    expect(r.a).toMatchObject({ total: 10, within: true, margin: 2 });
    expect(r.b).toMatchObject({ total: 7, within: true, margin: 4 });
    expect(r.difference).toBe(3);
  });

  test('exact odds add up to one and favour the better side', () => {
    const o = contestOdds(side(12), side(11));
    expect(o.a + o.b + o.neither).toBeCloseTo(1, 12);
    expect(o.a).toBeGreaterThan(o.b);
    const even = contestOdds(side(10), side(10));
    expect(even.a).toBeCloseTo(even.b, 12);
  });

  test('exact odds match an enumeration of every pair of throws', () => {
    const a = side(11, 11);
    const b = { ...side(14, 12, 4) };
    let wins = 0;
    let total = 0;
    const faces = [1, 2, 3, 4, 5, 6];
    for (const x of faces) for (const y of faces) for (const z of faces) {
      for (const p of faces) for (const q of faces) for (const r of faces) for (const s of faces) {
        total += 1;
        if (judgeContest(a, b, x + y + z, p + q + r + s).winner === 'a') wins += 1;
      }
    }
    expect(contestOdds(a, b).a).toBeCloseTo(wins / total, 12);
  });
});
