// Issue 17: clauses of the rules text that played wrong in fights. Each test is named after its rules
// section.
import { actionKind, aftermath, attackProfiles, fatigueSplit, harm, rollCheck, rollContest, rollDamage } from '../../src/combat';
import type { Decision, FightResult } from '../../src/combat';
import { initiative } from '../../src/combat/turn';
import { findCreature } from '../../src/rules';
import { PlayerDecider } from '../../src/render/fight-menus';
import { RecordedIo } from '../../src/io';
import { hero } from './fixtures';
import { only, setup } from './harness';

const won: FightResult = { outcome: 'victory', winner: 'party', rounds: 3 };

describe('Issue 17: fights against the rules text', () => {
  test('INJURY & EXHAUSTION, Fatigue: each fatigue point past unconsciousness is damage (ST 10, 6 damage, 6 fatigue: 8 damage, 4 fatigue)', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: hero({ st: 10 }) }]);
    const a = f.fig('ajax');
    harm(f.ctx, a, 6, 0);
    harm(f.ctx, a, 0, 6);
    expect([a.damage, a.fatigue, a.status]).toEqual([8, 4, 'down']);
    expect(fatigueSplit(10, 6, 0, 6)).toEqual({ damage: 2, fatigue: 4 });
    expect(fatigueSplit(10, 0, 0, 3)).toEqual({ damage: 0, fatigue: 3 });
  });

  test('INJURY & EXHAUSTION, Fatigue: a bare-handed blow that knocks a figure out counts its points past ST as damage', () => {
    const f = setup(
      [
        { id: 'monk', side: 'party', at: 'c3', character: hero({ name: 'Monk', st: 12, weapons: [] }), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[3]] },
    );
    const rat = f.fig('rat');
    rat.damage = 3;
    // D3 on a 3, one more for the stronger: 4 fatigue on ST 5 with 3 damage: 2 fatigue, 2 damage.
    rollDamage(f.ctx, f.fig('monk'), rat, attackProfiles(f.fig('monk')).find((p) => p.name === 'Unarmed')!, { skill: 0, extraDie: false, grappling: false });
    expect([rat.damage, rat.fatigue]).toEqual([5, 2]);
  });

  test('INJURY & EXHAUSTION, Damage: twice ST in damage is beyond the Medic (ST 5 with 10 damage stays dead)', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ st: 5 }) },
        { id: 'galen', side: 'party', at: 'd3', character: hero({ name: 'Galen', skills: { Medic: 3 } }) },
      ],
      { dice: [] },
    );
    harm(f.ctx, f.fig('ajax'), 10, 0);
    const r = aftermath(f.ctx, won);
    expect(only(f.events, 'medic')).toEqual([]);
    expect(f.fig('ajax').damage).toBe(10);
    expect(r.status.get('ajax')).toBe('dead');
  });

  test('WEAPONS skills, Unarmed Combat: "+1 damage unarmed or +1ST while grappling": inside a grapple the levels go to ST, not to damage', () => {
    const f = setup(
      [
        { id: 'monk', side: 'party', at: 'c3', character: hero({ name: 'Monk', st: 10, weapons: [], skills: { 'Unarmed Combat': 2 } }) },
        { id: 'orc', side: 'foes', at: 'c3', creature: findCreature('Orc')! },
      ],
      { dice: [[1]], answer: () => null },
    );
    const monk = f.fig('monk');
    const orc = f.fig('orc');
    monk.grapple = 'orc';
    orc.grapple = 'monk';
    orc.ready = null;
    orc.shield = null;
    monk.grappledAtTurnStart = true;
    actionKind('strike').perform(f.ctx, monk, { kind: 'strike', target: 'orc', item: 'Unarmed', bonus: 'damage' });
    // D3 on a 1 and no levels; the orc's leather stops it all.
    expect(only(f.events, 'damage')[0].damage).toMatchObject({ sum: 1, skill: 0, amount: 0 });
    expect(actionKind('escape').describe(f.ctx, monk, { kind: 'escape' })).toMatch(/\(12 against 13\)/);
  });
});

describe('SKILLS, TRADES in fights', () => {
  test('SKILLS, Animal Handler: winning an IQ check keeps an animal from attacking him', () => {
    const f = setup(
      [
        { id: 'hal', side: 'party', at: 'c3', character: hero({ name: 'Hal', iq: 10, skills: { 'Animal Handler': 2 } }), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      // Hal's 11 within his 12 against the rat's 3: calmed, no roll to hit.
      { dice: [[4, 4, 3], [1, 1, 1]] },
    );
    actionKind('strike').perform(f.ctx, f.fig('rat'), { kind: 'strike', target: 'hal', item: 'bite' });
    expect(only(f.events, 'attack')).toEqual([]);
    expect(f.fig('hal').damage).toBe(0);
    const g = setup(
      [
        { id: 'hal', side: 'party', at: 'c3', character: hero({ name: 'Hal', iq: 10, skills: { 'Animal Handler': 2 } }) },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      // Lost (15 over 12): the rat bites, and misses; Hal does not answer.
      { dice: [[5, 5, 5], [1, 1, 1], [6, 6, 6]], answer: () => null },
    );
    actionKind('strike').perform(g.ctx, g.fig('rat'), { kind: 'strike', target: 'hal', item: 'bite' });
    expect(only(g.events, 'attack')).toHaveLength(1);
  });
});

describe('CAMPAIGNING, Karma/Wish in fights', () => {
  const yes = (asked: Decision[]) => (_f: unknown, d: Decision) => {
    asked.push(d);
    return d.kind === 'karma';
  };

  test('CAMPAIGNING, Karma/Wish: a karma point re-rolls a lost contest (the spender\'s own dice)', () => {
    const asked: Decision[] = [];
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ karma: 1 }) },
        { id: 'orc', side: 'foes', at: 'd3', creature: findCreature('Orc')!, control: 'ai' },
      ],
      { dice: [[6, 6, 5], [3, 3, 3], [4, 4, 3]], answer: yes(asked) },
    );
    const c = rollContest(f.ctx, { fig: f.fig('ajax'), dice: 3, target: 12, attribute: 12 }, { fig: f.fig('orc'), dice: 3, target: 13, attribute: 13 }, 'escaping');
    expect(asked).toEqual([{ kind: 'karma', what: 'escaping', total: 17, target: 12, against: 9, wish: false }]);
    expect(c.a.total).toBe(11);
    expect(c.winner).toBe('ajax');
    expect(f.fig('ajax').karma).toBe(0);
  });

  test('CAMPAIGNING, Karma/Wish: a karma point re-rolls a damage roll', () => {
    const asked: Decision[] = [];
    let first = true;
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ karma: 2 }) },
        { id: 'orc', side: 'foes', at: 'd3', creature: findCreature('Orc')!, control: 'ai' },
      ],
      {
        dice: [[1, 1], [6, 6]],
        answer: (_f, d) => {
          asked.push(d);
          const again = first;
          first = false;
          return again;
        },
      },
    );
    const p = attackProfiles(f.fig('ajax')).find((x) => x.melee)!;
    rollDamage(f.ctx, f.fig('ajax'), f.fig('orc'), p, { skill: 0, extraDie: false, grappling: false });
    expect(asked.map((d) => d.kind === 'karma' && d.target)).toEqual([null, null]);
    expect(f.fig('ajax').karma).toBe(1);
    // 12 less the orc's leather and shield.
    expect(only(f.events, 'damage')[0].damage.sum).toBe(12);
  });

  test('CAMPAIGNING, Karma/Wish: a karma point re-rolls the party\'s initiative die', () => {
    const asked: Decision[] = [];
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ karma: 1 }) },
        { id: 'orc', side: 'foes', at: 'f3', creature: findCreature('Orc')!, control: 'ai' },
      ],
      { dice: [[1], [5], [6]], answer: yes(asked) },
    );
    expect(initiative(f.ctx)).toBe('party');
    expect(asked).toHaveLength(1);
    expect(f.fig('ajax').karma).toBe(0);
  });

  test('CAMPAIGNING, Karma/Wish: a person is asked with no as the default, in fights as in adventures (issue 16)', async () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: hero({ karma: 2 }) }]);
    // An empty answer takes the default.
    const io = new RecordedIo(['', '']);
    const p = new PlayerDecider(io);
    expect(await p.decide(f.ctx, f.fig('ajax'), { kind: 'karma', what: 'Ajax strikes', total: 14, target: 11 })).toBe(false);
    expect(await p.decide(f.ctx, f.fig('ajax'), { kind: 'karma', what: 'damage', total: 3, target: null })).toBe(false);
    expect(io.output.match(/\(y\/n\) \[n\]/g)).toHaveLength(2);
  });

  test('CAMPAIGNING, Karma/Wish: with no karma left, a wish may be spent as a karma point', () => {
    const asked: Decision[] = [];
    const f = setup([{ id: 'ajax', side: 'party', at: 'c3', character: hero({ karma: 0, wishes: 1 }) }], { dice: [[6, 6, 6], [1, 1, 1]], answer: yes(asked) });
    const c = rollCheck(f.ctx, f.fig('ajax'), 3, 'DX', 11, () => 'Ajax strikes');
    expect(asked).toEqual([{ kind: 'karma', what: 'Ajax strikes', total: 18, target: 11, wish: true }]);
    expect(c.passed).toBe(true);
    expect(f.fig('ajax').wishes).toBe(0);
  });
});
