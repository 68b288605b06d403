// An adventure's own weapons (issue 15, item 8; docs/rulings.md, "An adventure's own weapons"): an item
// declared as a weapon of the rules with a damage bonus, checked by the loader with codes and places,
// carried in the pack, handed to the fight as one of the fight's own weapons, and left behind at the end.
import type { EncounterOptions } from '../../src/adventure/combat-port';
import { setCombatEngine } from '../../src/adventure/combat-port';
import type { CombatEvent } from '../../src/combat';
import { leaveBehind } from '../../src/adventure/leave-behind';
import { loadAdventureText, playtest } from '../../src/adventure';
import { byLabel, codes, hero, load, play, sectionsOf, winningEngine } from './helpers';

const HEAD = 'law: 1\nid: t\ntitle: T\nversion: "1"\nstart: 1\n';
const withItem = (item: string) => `${HEAD}items:\n  Sword of Dawn: ${item}\nsections:\n  1:\n    do: [gain: Sword of Dawn]\n    end: X\n`;

describe('the loader: an item that is a weapon of the adventure\'s own (WEAPONS table)', () => {
  test('a base weapon of the rules (aliases and spacing as the rules\' lookup takes them) and a bonus from -9 to +9 pass', () => {
    expect(codes(withItem('{ weapon: Broad Sword, damage: +1 }'))).toEqual([]);
    expect(codes(withItem('{ weapon: broadsword, damage: -2 }'))).toEqual([]);
    expect(codes(withItem('{ weapon: Two-Handed Sword }'))).toEqual([]);
    const a = load(withItem('{ description: Bright., weapon: Broadsword, damage: 2 }'));
    expect(a.items.get('Sword of Dawn')!.weapon).toMatchObject({ name: 'Sword of Dawn', damage: '2D6+2', heft: 12, skill: 'Sword' });
  });

  test('a base that is not a weapon of the rules is LAW0025 at the name, with the closest names; Unarmed is not a weapon to enchant', () => {
    expect(codes(withItem('{ weapon: Brod Sword, damage: 1 }'))).toEqual([['LAW0025', 7, 28]]);
    expect(codes(withItem('{ weapon: Unarmed }'))).toEqual([['LAW0025', 7, 28]]);
    const [d] = loadAdventureText(withItem('{ weapon: Brod Sword }'), 't.yaml').diagnostics;
    expect(d.message).toBe('item "Sword of Dawn": "Brod Sword" is not a weapon of the rules');
    expect(d.hint).toContain('Broad Sword');
  });

  test('a bonus out of range or not a whole number is LAW0025 at the bonus; a bonus without a weapon is LAW0041', () => {
    expect(codes(withItem('{ weapon: Mace, damage: 10 }'))).toEqual([['LAW0025', 7, 42]]);
    expect(codes(withItem('{ weapon: Mace, damage: 1D6 }')).map(([c, l]) => [c, l])).toEqual([['LAW0004', 7]]);
    expect(codes(withItem('{ description: A sword., damage: 1 }'))).toEqual([['LAW0041', 7, 43]]);
  });

  test("ruling: a weapon of the adventure's own cannot be marked keeps: true (LAW0041 at keeps)", () => {
    expect(codes(withItem('{ weapon: Mace, keeps: true }'))).toEqual([['LAW0041', 7, 34]]);
    expect(codes(withItem('{ weapon: Mace, keeps: false }'))).toEqual([]);
  });
});

describe('in play (fixture own-weapons.yaml)', () => {
  afterEach(() => setCombatEngine(undefined));

  test('gained, it is in the pack; the fight is given the adventure\'s weapons and the hero with it in his pack; at the end it stays behind', async () => {
    const asked: EncounterOptions[] = [];
    setCombatEngine(winningEngine(asked));
    const adventure = load('own-weapons');
    const ajax = hero({ weapons: ['Dagger'] });
    const p = await play(adventure, [ajax], { answers: ['1'] });
    expect(sectionsOf(p.events)).toEqual(['1', '2', '3']);
    expect(asked[0].arms).toEqual([expect.objectContaining({ name: 'Sword of Dawn', damage: '2D6+1' })]);
    expect(asked[0].figures[0].character).toMatchObject({ weapons: ['Dagger'], items: expect.arrayContaining([{ name: 'Sword of Dawn', count: 1 }]) });
    const home = leaveBehind(adventure, p.state.party, [ajax]);
    expect(home.left).toEqual([['Sword of Dawn']]);
    expect(home.party[0].weapons).toEqual(['Dagger']);
    expect(home.party[0].items.some((i) => i.name === 'Sword of Dawn')).toBe(false);
  });

  test('with the real combat engine, the hero strikes with the Sword of Dawn and rolls 2D6+1; after the fight it is in his pack, not his weapons', async () => {
    const seen: Array<{ weapon: string; expr: string | null }> = [];
    const base = byLabel(['Take it into the barrow']);
    const chooser = {
      ...base,
      combat: {
        ...base.combat,
        watch: (e: CombatEvent) => {
          if (e.t === 'attack' && e.attacker === 'ajax') seen.push({ weapon: e.weapon, expr: null });
          if (e.t === 'damage' && e.attacker === 'ajax') seen[seen.length - 1].expr = e.damage.expr;
        },
      },
    };
    const p = await play(load('own-weapons'), [hero({ st: 14, dx: 14, weapons: ['Dagger'] })], { chooser, seed: 'dawn' });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((a) => a.weapon === 'Sword of Dawn')).toBe(true);
    expect(seen.filter((a) => a.expr !== null).every((a) => a.expr === '2D6+1')).toBe(true);
    const ajax = p.state.party[0];
    expect(ajax.weapons).toEqual(['Dagger']);
    if (ajax.damage < ajax.st) expect(ajax.items).toContainEqual({ name: 'Sword of Dawn', count: 1 });
  });

  test('with the real combat engine, whole games play through without a fault, both ends reached', async () => {
    const report = await playtest(load('own-weapons'), { runs: 20 });
    expect(report.crashes).toEqual([]);
    expect(report.loops).toEqual([]);
    expect(report.endings.reduce((n, e) => n + e.count, 0)).toBe(20);
    expect(report.coverage.never).toEqual([]);
  });
});
