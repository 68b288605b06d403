// SKILLS that act in a fight (Tactician, Stalker, Streetwise, Unarmed Combat) and the rulings on
// morale, fleeing and stalemates (docs/rulings.md, "Combat").
import { actionKind, checkMorale, fight, figureTurn, parseMap } from '../../src/combat';
import { hasOpenRim } from '../../src/combat/map';
import { rollCheck } from '../../src/combat/checks';
import { eventText } from '../../src/render/combat-log';
import { renderFightScreen } from '../../src/render/fight-screen';
import type { TurnPlan } from '../../src/combat';
import { findCreature } from '../../src/rules';
import { hero } from './fixtures';
import { only, setup } from './harness';

describe('SKILLS in combat', () => {
  test('Tactician: a member of the side that lost the initiative steals it by winning an IQ check', () => {
    const f = setup(
      [
        { id: 'cap', side: 'party', at: 'b3', character: hero({ name: 'Captain', iq: 12, skills: { Tactician: 1 } }), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'h6', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      { seed: 'tactician' },
    );
    const queue = [[1], [6], [4, 4, 4], [1, 1, 1]];
    const inner = f.ctx.rollNow!;
    (f.ctx as { rollNow: typeof inner }).rollNow = (c, s) => (queue.length ? { faces: queue[0], sum: queue.shift()!.reduce((a, b) => a + b, 0) } : inner(c, s));
    fight(f.ctx, null);
    const [t] = only(f.events, 'tactician');
    expect(t).toMatchObject({ figure: 'cap', stolen: true });
    expect(t.contest.a.target).toBe(13);
    expect(f.ctx.state.initiative).toBe('party');
  });

  test('Stalker: at the start of a fight the stalker (not his party) gets a free turn by winning a DX check against the enemy IQ', () => {
    const f = setup(
      [
        { id: 'stalker', side: 'party', at: 'b3', character: hero({ name: 'Stalker', skills: { Stalker: 2 } }), control: 'ai' },
        { id: 'friend', side: 'party', at: 'b5', character: hero({ name: 'Friend' }), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'h6', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      { seed: 'stalker' },
    );
    const queue = [[1], [6], [3, 3, 3], [1, 1, 1]];
    const inner = f.ctx.rollNow!;
    (f.ctx as { rollNow: typeof inner }).rollNow = (c, s) => (queue.length ? { faces: queue[0], sum: queue.shift()!.reduce((a, b) => a + b, 0) } : inner(c, s));
    fight(f.ctx, null);
    const [s] = only(f.events, 'stalker');
    expect(s).toMatchObject({ figure: 'stalker', freeTurn: true });
    const turns = only(f.events, 'turn').map((e) => e.figure);
    expect(turns[0]).toBe('stalker'); // before the foes, who won the initiative
    expect(turns[1]).toBe('rat');
  });

  test('Streetwise: a member of the surprised side negates surprise by winning an IQ check against the enemy DX', () => {
    const f = setup(
      [
        { id: 'thief', side: 'party', at: 'b3', character: hero({ name: 'Thief', iq: 11, skills: { Streetwise: 2 } }), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'h6', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      { seed: 'street' },
    );
    const queue = [[4, 4, 4], [1, 1, 1]];
    const inner = f.ctx.rollNow!;
    (f.ctx as { rollNow: typeof inner }).rollNow = (c, s) => (queue.length ? { faces: queue[0], sum: queue.shift()!.reduce((a, b) => a + b, 0) } : inner(c, s));
    fight(f.ctx, 'foes');
    expect(only(f.events, 'streetwise')[0]).toMatchObject({ figure: 'thief', negated: true });
    expect(only(f.events, 'surprise')).toEqual([]);
    expect(only(f.events, 'initiative').length).toBeGreaterThan(0);
  });

  test('Unarmed Combat: its levels add to bare-handed damage out of a grapple and to ST in grappling checks (ruling)', () => {
    const f = setup(
      [
        { id: 'monk', side: 'party', at: 'c3', character: hero({ name: 'Monk', st: 10, weapons: [], skills: { 'Unarmed Combat': 2 } }) },
        { id: 'rat', side: 'foes', at: 'd3', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[1, 1, 1], [1]], answer: () => null },
    );
    actionKind('strike').perform(f.ctx, f.fig('monk'), { kind: 'strike', target: 'rat', item: 'Unarmed', bonus: 'damage' });
    expect(only(f.events, 'damage')[0].damage).toMatchObject({ sum: 1, skill: 2, stronger: 1, amount: 4, fatigue: true });
    expect(actionKind('escape').describe).toBeDefined();
    const g = setup([
      { id: 'monk', side: 'party', at: 'c3', character: hero({ name: 'Monk', st: 10, weapons: [], skills: { 'Unarmed Combat': 2 } }) },
      { id: 'orc', side: 'foes', at: 'c3', creature: findCreature('Orc')! },
    ]);
    g.fig('monk').grapple = 'orc';
    g.fig('orc').grapple = 'monk';
    expect(actionKind('escape').describe(g.ctx, g.fig('monk'), { kind: 'escape' })).toMatch(/\(12 against 13\)/);
  });
});

describe('CAMPAIGNING, Karma in a fight', () => {
  test('a re-roll bought with karma is said once, after the hero\'s name, in the log and on the players\' screen (playtest: "Brannoc: Brannoc spends...")', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'b3', character: hero({ name: 'Ajax', karma: 1 }) },
        { id: 'rat', side: 'foes', at: 'c3', creature: findCreature('Giant Rat')! },
      ],
      { dice: [[6, 6, 6], [1, 1, 1]], answer: (_fig, d) => (d.kind === 'karma' ? true : null) },
    );
    const check = rollCheck(f.ctx, f.fig('ajax'), 3, 'DX', 11, () => 'Ajax climbs');
    expect(check.throws).toHaveLength(2);
    expect(f.fig('ajax').karma).toBe(0);
    const spent = only(f.events, 'effect').find((e) => e.text.includes('karma'))!;
    const view = { name: (id: string) => f.fig(id).name, cell: (c: number) => `c${c}` };
    expect(eventText(spent, view)).toBe('Ajax: spends a karma point to roll again (Ajax climbs)');
  });
});

describe('Morale, fleeing and stalemate (rulings)', () => {
  test('Morale: having lost half its figures, a side rolls 3/IQ for its steadiest; failing, its AI figures flee', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'b3', character: hero(), control: 'ai' },
        { id: 'g1', side: 'foes', at: 'f3', creature: findCreature('Goblin')!, control: 'ai' },
        { id: 'g2', side: 'foes', at: 'f4', creature: findCreature('Goblin')!, control: 'ai' },
      ],
      { dice: [[6, 6, 1]] },
    );
    f.fig('g1').status = 'down';
    f.fig('g1').damage = 9;
    checkMorale(f.ctx, 'foes');
    const [m] = only(f.events, 'morale');
    // Goblin IQ 7, one standing against one: +0, so 3/IQ needs 7.
    expect(m).toMatchObject({ side: 'foes', figure: 'g2', modifier: 0, broke: true });
    expect(m.check.target).toBe(7);
    expect(f.fig('g2').routed).toBe(true);
    // No new loss: no second check.
    checkMorale(f.ctx, 'foes');
    expect(only(f.events, 'morale')).toHaveLength(1);
  });

  test('Morale: the fearless (the unliving, the summoned) never break', () => {
    const f = setup([
      { id: 'ajax', side: 'party', at: 'b3', character: hero(), control: 'ai' },
      { id: 's1', side: 'foes', at: 'f3', creature: findCreature('Skeleton')!, control: 'ai' },
      { id: 's2', side: 'foes', at: 'f4', creature: findCreature('Skeleton')!, control: 'ai' },
    ]);
    f.fig('s1').status = 'down';
    checkMorale(f.ctx, 'foes');
    expect(only(f.events, 'morale')).toEqual([]);
  });

  test('Fleeing: a broken figure runs for the rim and leaves the board; the fight is won when every foe is down or gone', () => {
    const f = setup(
      [
        { id: 'ajax', side: 'party', at: 'a3', character: hero(), control: 'ai' },
        { id: 'rat', side: 'foes', at: 'g3', creature: findCreature('Giant Rat')!, control: 'ai' },
      ],
      { seed: 'flee' },
    );
    f.fig('rat').routed = true;
    figureTurn(f.ctx, f.fig('rat'));
    expect(f.fig('rat').status).toBe('fled');
    expect(only(f.events, 'flee')).toHaveLength(1);
    expect(require('../../src/combat').fightOutcome(f.ctx)).toMatchObject({ outcome: 'victory', winner: 'party' });
  });

  test('Fleeing (ruling "fighting only when cornered"): the panel says a broken figure flees where the board has a way off, and is cornered where walls close it all round', () => {
    const walled = parseMap(`# # # # #
 # . . . #
# . . . #
 # # # # #`);
    const roster = [
      { id: 'ajax', side: 'party' as const, at: 'b2', character: hero(), control: 'ai' as const },
      { id: 'rat', side: 'foes' as const, at: 'd3', creature: findCreature('Giant Rat')!, control: 'ai' as const },
    ];
    const open = setup(roster);
    const shut = setup(roster, { map: walled });
    expect(hasOpenRim(open.ctx.map)).toBe(true);
    expect(hasOpenRim(shut.ctx.map)).toBe(false);
    const state = (f: ReturnType<typeof setup>) => {
      f.fig('rat').routed = true;
      return renderFightScreen(f.ctx.state).split('\n').find((l) => l.includes('Giant Rat'))!;
    };
    expect(state(open)).toMatch(/fleeing$/);
    expect(state(shut)).toMatch(/cornered$/);
    // Cornered, it has no rim to run for, so it fights as it would unbroken: it does not stand still.
    figureTurn(shut.ctx, shut.fig('rat'));
    expect(shut.fig('rat').status).toBe('standing');
    expect(only(shut.events, 'attack').length + only(shut.events, 'move').length).toBeGreaterThan(0);
  });

  test('Fleeing: the party may not leave the board when the encounter forbids it', () => {
    const f = setup([{ id: 'ajax', side: 'party', at: 'a3', character: hero() }], { canFlee: false });
    expect(actionKind('flee').options(f.ctx, f.fig('ajax'), f.fig('ajax').cell, true)).toEqual([]);
    const g = setup([{ id: 'ajax', side: 'party', at: 'a3', character: hero() }]);
    expect(actionKind('flee').options(g.ctx, g.fig('ajax'), g.fig('ajax').cell, true)).toEqual([{ kind: 'flee' }]);
    expect(actionKind('flee').options(g.ctx, g.fig('ajax'), g.cell('c3'), true)).toEqual([]);
  });

  test('Stalemate: when nobody is harmed for 20 rounds in a row the fight breaks off (ruling)', () => {
    const f = setup(
      [
        { id: 'a', side: 'party', at: 'a1', character: hero({ name: 'A' }), control: 'player' },
        { id: 'b', side: 'foes', at: 'h6', character: hero({ name: 'B' }), control: 'player' },
      ],
      { answer: (fig, d) => (d.kind === 'turn' ? ({ path: [], action: null, decided: true } satisfies TurnPlan) : null) },
    );
    const r = fight(f.ctx, null);
    expect(r).toMatchObject({ outcome: 'draw', winner: null, rounds: 20 });
    expect(only(f.events, 'stalemate')).toEqual([{ t: 'stalemate', rounds: 20 }]);
  });
});
