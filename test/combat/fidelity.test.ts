// Issue 17: clauses of the rules text that played wrong in fights. Each test is named after its rules
// section.
import '../../src/magic';
import { actionKind, aftermath, armorPoints, attackProfiles, canSee, effectiveDx, fatigueSplit, harm, legalActions, parseMap, reachable, rollCheck, rollContest, rollDamage } from '../../src/combat';
import { retreatCells } from '../../src/combat/dodge';
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
    // Asked once: the re-roll's 12 is damage at its most, which no second re-roll could raise (ruling
    // "Karma is offered only where a re-roll could change the result", issue 26).
    expect(asked.map((d) => d.kind === 'karma' && d.target)).toEqual([null]);
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

describe('Issue 31: fights against the rules text (round 3)', () => {

  test('SKILLS, Animal Handler: "prevent animal attacks": a handler keeps an animal from attacking a friend he can see', () => {
    const party = (asleep: boolean) => {
      const f = setup(
        [
          { id: 'hal', side: 'party', at: 'c3', character: hero({ name: 'Hal', iq: 10, skills: { 'Animal Handler': 2 } }), control: 'ai' },
          { id: 'ajax', side: 'party', at: 'e3', character: hero() },
          { id: 'rat', side: 'foes', at: 'f3', creature: findCreature('Giant Rat')!, control: 'ai' },
        ],
        // Hal's 11 within his 12 against the rat's 3: calmed, no roll to hit. Asleep, he cannot: the
        // rat rolls 18 to hit and misses.
        { dice: asleep ? [[6, 6, 6]] : [[4, 4, 3], [1, 1, 1]], answer: () => null },
      );
      if (asleep) f.fig('hal').effects.push({ kind: 'magic:sleep', name: 'Sleep-1', turnsLeft: null });
      actionKind('strike').perform(f.ctx, f.fig('rat'), { kind: 'strike', target: 'ajax', item: 'bite' });
      return f;
    };
    const f = party(false);
    expect(only(f.events, 'attack')).toEqual([]);
    expect(only(f.events, 'effect').map((e) => e.text)).toEqual(['Animal Handler 2: keeps Giant Rat from attacking Ajax: 11 against 3']);
    expect(only(party(true).events, 'attack')).toHaveLength(1);
  });

  test('MOVEMENT, Space: "only one character can occupy a space": nobody stops in the hex where a fallen figure lies, though he may step over him', () => {
    const corridor = parseMap('. . . .');
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'a1', character: hero() },
        { id: 'rat', side: 'foes', at: 'b1', creature: findCreature('Giant Rat')! },
        { id: 'orc', side: 'foes', at: 'd1', creature: findCreature('Orc')! },
      ],
      { map: corridor },
    );
    harm(f.ctx, f.fig('rat'), 10, 0);
    const reach = reachable(f.ctx, f.fig('ajax'));
    expect(reach.steps[f.cell('b1')]).toBe(-1);
    expect(reach.steps[f.cell('c1')]).toBe(2);
    // Nor does a dodge, an escape or a drag end there: the hex is not vacant.
    expect(retreatCells(f.ctx, f.fig('ajax'), f.fig('orc'))).toEqual([]);
    // One already there when his foe fell in the grapple stays, and may walk off.
    const g = setup(
      [
        { id: 'ajax', side: 'party', at: 'b1', character: hero() },
        { id: 'rat', side: 'foes', at: 'b1', creature: findCreature('Giant Rat')! },
      ],
      { map: corridor },
    );
    g.fig('ajax').grapple = 'rat';
    g.fig('rat').grapple = 'ajax';
    harm(g.ctx, g.fig('rat'), 10, 0);
    expect(g.fig('ajax').grapple).toBeNull();
    expect(reachable(g.ctx, g.fig('ajax')).cells.map((c) => g.label(c)).sort()).toEqual(['a1', 'b1', 'c1', 'd1']);
  });
  test('ARMOR: a creature\'s shield counts as a character\'s does: armor 2 and a Small Shield stop 3, a Large Shield takes 1 off DX', () => {
    const block = { name: 'Shieldman', st: 12, dx: 10, iq: 8, armor: 2, armorName: 'Leather', weapon: 'Short Sword', attacks: [], description: 'A guard behind his shield.' };
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'c3', character: hero({ st: 12, weapons: ['Broad Sword'] }), control: 'ai' },
        { id: 'small', side: 'foes', at: 'd3', creature: { ...block, shield: 'Small Shield' } },
        { id: 'large', side: 'foes', at: 'e3', creature: { ...block, shield: 'Large Shield' } },
      ],
      { dice: [[3, 3]] },
    );
    const small = f.fig('small');
    expect([armorPoints(small), effectiveDx(small)]).toEqual([3, 10]);
    expect([armorPoints(f.fig('large')), effectiveDx(f.fig('large'))]).toEqual([4, 9]);
    // A hit of 6 loses 3 to leather and shield, as on a hero with the same gear.
    rollDamage(f.ctx, f.fig('ajax'), small, attackProfiles(f.fig('ajax'))[0], { skill: 0, extraDie: false, grappling: false });
    expect(small.damage).toBe(3);
    // The bestiary keeps its foes' protection: the Orc's leather (2) and small shield (1).
    const orc = setup([{ id: 'orc', side: 'foes', at: 'c3', creature: findCreature('Orc')! }]).fig('orc');
    expect([orc.armor, orc.shield?.points, armorPoints(orc)]).toEqual([2, 1, 3]);
  });

  test('ACTION, Shoot/Throw: "an unobstructed defender": a figure standing in the line of fire obstructs a shot, a throw and a magic strike', () => {
    const shots = (f: ReturnType<typeof setup>, id: string) =>
      legalActions(f.ctx, f.fig(id), f.fig(id).cell, false)
        .filter((a) => a.kind === 'shoot' || a.kind === 'throw' || a.kind === 'cast')
        .map((a) => `${a.kind} ${a.target}`);
    const f = setup([
      { id: 'archer', side: 'party', at: 'b2', creature: findCreature('Bandit Archer')! },
      { id: 'cultist', side: 'party', at: 'b3', creature: findCreature('Cultist')! },
      { id: 'mage', side: 'party', at: 'b4', character: hero({ name: 'Ysolde', type: 'mage', iq: 12, weapons: [], spells: ['Magic Fist'] }) },
      { id: 'near', side: 'foes', at: 'd2', creature: findCreature('Goblin')! },
      { id: 'far', side: 'foes', at: 'f2', creature: findCreature('Goblin')! },
    ]);
    // b2 to f2 runs along row 2 through c2, d2 and e2: the goblin at d2 stands in the way of the other.
    expect(shots(f, 'archer')).toContain('shoot near');
    expect(shots(f, 'archer')).not.toContain('shoot far');
    // The fallen lie below the line: knocked out, the near goblin no longer shields the far one.
    harm(f.ctx, f.fig('near'), 20, 0);
    expect(shots(f, 'archer')).toContain('shoot far');
    // A throw (the cultist's dagger, within his ST) and a magic strike (KINETICS: they act as missiles).
    const g = setup([
      { id: 'cultist', side: 'party', at: 'b2', creature: findCreature('Cultist')! },
      { id: 'mage', side: 'party', at: 'b4', character: hero({ name: 'Ysolde', type: 'mage', iq: 12, weapons: [], spells: ['Magic Fist'] }) },
      { id: 'friend', side: 'party', at: 'd4', creature: findCreature('Bandit')! },
      { id: 'near', side: 'foes', at: 'd2', creature: findCreature('Goblin')! },
      { id: 'far', side: 'foes', at: 'f2', creature: findCreature('Goblin')! },
      { id: 'beyond', side: 'foes', at: 'f4', creature: findCreature('Goblin')! },
    ]);
    expect(shots(g, 'cultist')).toContain('throw near');
    expect(shots(g, 'cultist')).not.toContain('throw far');
    // A friend in the way obstructs as a foe does.
    expect(shots(g, 'mage')).not.toContain('cast beyond');
    expect(shots(g, 'mage')).toContain('cast far');
  });

  test('ACTION, Shoot/Throw (ruling): a line of fire that runs along the edge between two hexes is clear while one side of it is free', () => {
    // From b2 to d3 the line runs between c2 and c3.
    const at = (blockers: string[]) =>
      setup([
        { id: 'archer', side: 'party', at: 'b2', creature: findCreature('Bandit Archer')! },
        { id: 'target', side: 'foes', at: 'd3', creature: findCreature('Goblin')! },
        ...blockers.map((cell, i) => ({ id: `b${i}`, side: 'foes' as const, at: cell, creature: findCreature('Goblin')! })),
      ]);
    const canShoot = (f: ReturnType<typeof setup>) => legalActions(f.ctx, f.fig('archer'), f.fig('archer').cell, false).some((a) => a.kind === 'shoot' && a.target === 'target');
    expect(canShoot(at([]))).toBe(true);
    expect(canShoot(at(['c2']))).toBe(true);
    expect(canShoot(at(['c3']))).toBe(true);
    expect(canShoot(at(['c2', 'c3']))).toBe(false);
    // Sight is not a line of fire: figures never block it (a spell is cast into a hex in sight).
    const f = at(['c2', 'c3']);
    expect(canSee(f.ctx, f.cell('b2'), f.cell('d3'))).toBe(true);
  });
});
