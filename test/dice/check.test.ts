import type { CheckSubject } from '../../src/dice';
import { checkOdds, checkTarget, CheckSyntaxError, formatCheck, NOBODY, parseCheck, rollCheck, ScriptedDice } from '../../src/dice';

const ajax: CheckSubject = {
  name: 'Ajax',
  attribute: (a) => ({ ST: 12, DX: 11, IQ: 9 })[a],
  skillLevel: (s) => (s.toLowerCase() === 'swimming' ? 1 : 0),
  curses: 0,
};

describe('parsing checks (RESOLVING UNCERTAINTY; SKILLS)', () => {
  test('3/DX and 4/IQ', () => {
    expect(parseCheck('3/DX')).toEqual({ dice: 3, attribute: 'DX', value: 0, skill: null, modifier: 0 });
    expect(parseCheck('4/iq')).toMatchObject({ dice: 4, attribute: 'IQ' });
  });

  test('a bare target: 3/11', () => {
    expect(parseCheck('3/11')).toEqual({ dice: 3, attribute: null, value: 11, skill: null, modifier: 0 });
  });

  test('modifiers: 3/DX-2, 3/ST+1', () => {
    expect(parseCheck('3/DX-2').modifier).toBe(-2);
    expect(parseCheck('3/ST + 1').modifier).toBe(1);
  });

  test('assisted: 3/ST+CLIMBING', () => {
    expect(parseCheck('3/ST+CLIMBING').skill).toEqual({ name: 'CLIMBING', mode: 'assisted' });
  });

  test('required: 3/ST against SWIMMING', () => {
    expect(parseCheck('3/ST against SWIMMING').skill).toEqual({ name: 'SWIMMING', mode: 'required' });
  });

  test('skill names with spaces and apostrophes, and a modifier after them', () => {
    const spec = parseCheck("3/IQ+Sorcerer's Tongue-1");
    expect(spec.skill).toEqual({ name: "Sorcerer's Tongue", mode: 'assisted' });
    expect(spec.modifier).toBe(-1);
    expect(parseCheck('3/IQ against land navigation').skill?.name).toBe('land navigation');
  });

  test('round-trips to the rules notation', () => {
    expect(formatCheck(parseCheck('3/st+climbing'))).toBe('3/ST+CLIMBING');
    expect(formatCheck(parseCheck('3/ST against swimming-2'))).toBe('3/ST against SWIMMING-2');
    expect(formatCheck(parseCheck('4/14'))).toBe('4/14');
  });

  test.each(['', 'DX', '3/', '3/XY', '3/DX+', '3/DX+Climbing+Swimming', '0/DX', '3/DX*2'])('refuses %p with a message that shows examples', (t) => {
    expect(() => parseCheck(t)).toThrow(CheckSyntaxError);
    expect(() => parseCheck(t)).toThrow(/examples/);
  });
});

describe('targets and odds', () => {
  test('SKILLS: Ajax (ST12, SWIMMING+1) must roll 13 or less to swim', () => {
    expect(checkTarget(parseCheck('3/ST+SWIMMING'), ajax).target).toBe(13);
  });

  test('assisted: a skill not known adds nothing but the check may be tried', () => {
    const t = checkTarget(parseCheck('3/ST+CLIMBING'), ajax);
    expect(t).toMatchObject({ allowed: true, target: 12, skillLevel: 0 });
  });

  test('required: only one who knows the skill may try', () => {
    expect(checkTarget(parseCheck('3/ST against CLIMBING'), ajax).allowed).toBe(false);
    expect(checkOdds(parseCheck('3/ST against CLIMBING'), ajax)).toBe(0);
    expect(checkTarget(parseCheck('3/ST against SWIMMING'), ajax)).toMatchObject({ allowed: true, target: 13 });
  });

  test('odds of a bare check need no subject', () => {
    expect(checkOdds(parseCheck('3/10'))).toBe(0.5);
    expect(checkOdds(parseCheck('3/10'), NOBODY)).toBe(0.5);
  });

  test('CAMPAIGNING, Curse: a cursed subject has the odds of one point less', () => {
    expect(checkOdds(parseCheck('3/11'), { ...NOBODY, curses: 1 })).toBe(0.5);
  });
});

describe('rolling checks with known dice', () => {
  test('RESOLVING UNCERTAINTY: Ajax (DX11) rolls 2, 3 and 5 for 10 and hits', async () => {
    const r = await rollCheck(parseCheck('3/DX'), ajax, new ScriptedDice([[2, 3, 5]]));
    expect(r).toMatchObject({ passed: true, margin: 1, target: 11 });
    expect(r.throws[0].total).toBe(10);
  });

  test('a total over the target fails with a negative margin', async () => {
    const r = await rollCheck(parseCheck('3/DX'), ajax, new ScriptedDice([[6, 5, 4]]));
    expect(r).toMatchObject({ passed: false, margin: -4 });
  });

  test('CAMPAIGNING, Curse: curses add to the roll; two curses turn an 11 into 13', async () => {
    const cursed = { ...ajax, curses: 2 };
    const r = await rollCheck(parseCheck('3/DX+1'), cursed, new ScriptedDice([[5, 5, 1]]));
    expect(r.throws[0].total).toBe(13);
    expect(r.passed).toBe(false);
    expect(r.margin).toBe(-1);
  });

  test('a required check the subject may not try rolls nothing and fails', async () => {
    const dice = new ScriptedDice([]);
    const r = await rollCheck(parseCheck('3/ST against CLIMBING'), ajax, dice);
    expect(r).toMatchObject({ allowed: false, passed: false });
    expect(r.throws).toHaveLength(0);
  });

  test('CAMPAIGNING, Karma/Wish: after a failed throw a karma point re-rolls the dice', async () => {
    const offered: number[] = [];
    const r = await rollCheck(parseCheck('3/DX'), ajax, new ScriptedDice([[6, 6, 6], [1, 2, 3]]), {
      karma: 2,
      offerReroll: async (res) => {
        offered.push(res.throws.length);
        return true;
      },
    });
    expect(offered).toEqual([1]);
    expect(r).toMatchObject({ passed: true, karmaSpent: 1 });
    expect(r.throws.map((t) => t.total)).toEqual([18, 6]);
  });

  test('karma is offered only while karma lasts, and the caller may decline', async () => {
    const r = await rollCheck(parseCheck('3/DX'), ajax, new ScriptedDice([[6, 6, 6], [6, 6, 5]]), {
      karma: 1,
      offerReroll: async () => true,
    });
    expect(r).toMatchObject({ passed: false, karmaSpent: 1 });
    const declined = await rollCheck(parseCheck('3/DX'), ajax, new ScriptedDice([[6, 6, 6]]), {
      karma: 5,
      offerReroll: async () => false,
    });
    expect(declined).toMatchObject({ passed: false, karmaSpent: 0 });
  });

  test('no karma, no offer', async () => {
    const offer = jest.fn(async () => true);
    await rollCheck(parseCheck('3/DX'), ajax, new ScriptedDice([[6, 6, 6]]), { karma: 0, offerReroll: offer });
    expect(offer).not.toHaveBeenCalled();
  });

  test('a four-die check rolls four dice', async () => {
    const dice = new ScriptedDice([[1, 2, 3, 4]]);
    const r = await rollCheck(parseCheck('4/14'), NOBODY, dice);
    expect(r.throws[0].total).toBe(10);
    expect(r.chance).toBeCloseTo(0.5563, 4);
  });
});
