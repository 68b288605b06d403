// An adventure's own armor (issue 15, item 8; docs/rulings.md, "An adventure's own armor"): an item
// declared as an armor of the rules with its own points and DX restriction (ARMOR, A/R), checked by
// the loader with codes and places, worn in the fight in place of the hero's armor, left behind at the end.
import type { EncounterOptions } from '../../src/adventure/combat-port';
import { setCombatEngine } from '../../src/adventure/combat-port';
import { leaveBehind } from '../../src/adventure/leave-behind';
import { loadAdventureText, playtest } from '../../src/adventure';
import { codes, hero, load, play, sectionsOf, winningEngine } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\n';
const withItem = (item: string) => `${HEAD}items:\n  Elven Mail: ${item}\nsections:\n  1:\n    do: [gain: Elven Mail]\n    end: X\n`;

describe("the loader: an item that is an armor of the adventure's own (ARMOR table)", () => {
  test('an armor of the rules (its aliases too), with stops from 0 to 9 and dx from -9 to 0, passes', () => {
    expect(codes(withItem('{ armor: Chain, stops: 4, dx: -1 }'))).toEqual([]);
    expect(codes(withItem('{ armor: Chain Mail }'))).toEqual([]);
    expect(codes(withItem('{ armor: Cloth, stops: 0, dx: 0 }'))).toEqual([]);
    const a = load(withItem('{ description: Light., armor: Plate Mail, dx: -2 }'));
    expect(a.items.get('Elven Mail')!.armor).toEqual({ name: 'Elven Mail', kind: 'armor', points: 5, restriction: 2, metal: true });
    expect(a.items.get('Elven Mail')!.weapon).toBeNull();
  });

  test('a base that is not an armor of the rules is LAW0025 at the name, with the closest names; a shield is refused as a base', () => {
    expect(codes(withItem('{ armor: Chian }'))).toEqual([['LAW0025', 7, 24]]);
    const [d] = loadAdventureText(withItem('{ armor: Chian }'), 't.yaml').diagnostics;
    expect(d.message).toBe('item "Elven Mail": "Chian" is not an armor of the rules');
    expect(d.hint).toContain('Chain');
    const [s] = loadAdventureText(withItem('{ armor: Large Shield }'), 't.yaml').diagnostics;
    expect([s.code, s.message]).toEqual(['LAW0025', 'item "Elven Mail": "Large Shield" is a shield, and an adventure\'s own armor is worn armor']);
  });

  test('stops or dx out of range is LAW0025 at the value; stops or dx without armor, or armor with weapon, is LAW0041', () => {
    expect(codes(withItem('{ armor: Chain, stops: 10 }'))).toEqual([['LAW0025', 7, 38]]);
    expect(codes(withItem('{ armor: Chain, dx: 1 }'))).toEqual([['LAW0025', 7, 35]]);
    expect(codes(withItem('{ description: Rings., stops: 4 }'))).toEqual([['LAW0041', 7, 38]]);
    expect(codes(withItem('{ weapon: Mace, armor: Chain }'))).toEqual([['LAW0041', 7, 31]]);
  });

  test("ruling: an armor of the adventure's own cannot be marked keeps: true (LAW0041 at keeps)", () => {
    expect(codes(withItem('{ armor: Chain, keeps: true }'))).toEqual([['LAW0041', 7, 31]]);
    expect(codes(withItem('{ armor: Chain, keeps: false }'))).toEqual([]);
  });
});

describe('in play (fixture own-armor.yaml)', () => {
  afterEach(() => setCombatEngine(undefined));

  test('gained, it is in the pack; the fight is given the adventure\'s armors and the hero with his own armor on the sheet; at the end it stays behind', async () => {
    const asked: EncounterOptions[] = [];
    setCombatEngine(winningEngine(asked));
    const adventure = load('own-armor');
    const ajax = hero({ armor: 'Leather' });
    const p = await play(adventure, [ajax], { answers: ['1'] });
    expect(sectionsOf(p.events)).toEqual(['1', '2', '3']);
    expect(asked[0].armors).toEqual([{ name: 'Elven Mail', kind: 'armor', points: 4, restriction: 1, metal: true }]);
    expect(asked[0].figures[0].character).toMatchObject({ armor: 'Leather', items: expect.arrayContaining([{ name: 'Elven Mail', count: 1 }]) });
    const home = leaveBehind(adventure, p.state.party, [ajax]);
    expect(home.left).toEqual([['Elven Mail']]);
    expect(home.party[0].armor).toBe('Leather');
  });

  test('with the real combat engine, whole games play through without a fault, both ends reached', async () => {
    const report = await playtest(load('own-armor'), { runs: 20 });
    expect(report.crashes).toEqual([]);
    expect(report.loops).toEqual([]);
    expect(report.endings.reduce((n, e) => n + e.count, 0)).toBe(20);
    expect(report.coverage.never).toEqual([]);
  });
});
