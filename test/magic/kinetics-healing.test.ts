// KINETICS (dynamic strikes and pushes, Shock Shield and Avert static) and HEALING (dynamic).
import { figureEffectKind, movementAllowance, canMove, cellDistance } from '../../src/combat';
import { spellCost } from '../../src/magic';
import { findSpell } from '../../src/rules';
import { PASS, castNow, creature, fightOn, optionsOf, run, sheet } from './helpers';

const mage = (spells: string[], over = {}) => sheet({ iq: 16, st: 16, spells, ...over });
const WIN: number[][] = [[4, 4, 4], [6, 6, 6]];

function duel(spells: string[], foe = 'Goblin', foeAt: [number, number] = [4, 3], over = {}) {
  return fightOn([
    { id: 'm', character: mage(spells), at: [3, 3] },
    { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 12, iq: 9, weapons: ['Broad Sword'], armor: 'Leather' }), at: [1, 1] },
    { id: 'g', side: 'foes', creature: creature(foe, over), at: foeAt },
  ]);
}

describe('KINETICS', () => {
  test('KINETICS, Magic Fist: XD6-2 for X fatigue (X at most 2), shot as a missile, not resisted', async () => {
    const f = duel(['Magic Fist'], 'Goblin', [7, 3]);
    expect(optionsOf(f, 'm', 'Magic Fist').filter((a) => a.target === 'g').map((a) => a.x)).toEqual([1, 2]);
    // One 3/IQ (no contest), 3/DX to hit (9 within 10), 2D6-2 = 9, less the goblin's 1 armor (ruling).
    await castNow(f, 'm', { spell: 'Magic Fist', target: 'g', x: 2 }, [PASS, [3, 3, 3], [6, 5]]);
    expect(f.fig('g').damage).toBe(8);
    expect(f.fig('m').fatigue).toBe(2);
  });

  test('KINETICS, Magic Fist: a miss still costs the fatigue of the cast (ruling)', async () => {
    const f = duel(['Magic Fist'], 'Goblin', [7, 3]);
    await castNow(f, 'm', { spell: 'Magic Fist', target: 'g', x: 1 }, [PASS, [6, 6, 6]]);
    expect(f.fig('g').damage).toBe(0);
    expect(f.fig('m').fatigue).toBe(1);
  });

  test('KINETICS, Fireball: XD6-1 for X fatigue, X at most 3', async () => {
    const f = duel(['Fireball'], 'Goblin', [7, 3]);
    expect(optionsOf(f, 'm', 'Fireball').filter((a) => a.target === 'g').map((a) => a.x)).toEqual([1, 2, 3]);
    await castNow(f, 'm', { spell: 'Fireball', target: 'g', x: 3 }, [PASS, [3, 3, 3], [2, 2, 2]]);
    expect(f.fig('g').damage).toBe(6 - 1 - 1);
    expect(f.fig('m').fatigue).toBe(3);
  });

  test('KINETICS, Lightning: XD6 for X fatigue, X at most 4', async () => {
    const f = duel(['Lightning'], 'Troll', [7, 3]);
    expect(optionsOf(f, 'm', 'Lightning').filter((a) => a.target === 'g').map((a) => a.x)).toEqual([1, 2, 3, 4]);
    await castNow(f, 'm', { spell: 'Lightning', target: 'g', x: 4 }, [PASS, [3, 3, 3], [3, 3, 3, 3]]);
    expect(f.fig('g').damage).toBe(12 - 2);
  });

  test('KINETICS, Drop Weapon: the target drops what he holds; 1F, or 2F on ST20+', async () => {
    const f = duel(['Drop Weapon'], 'Orc');
    await castNow(f, 'm', { spell: 'Drop Weapon', target: 'g' }, WIN);
    expect(f.fig('g').ready).toBeNull();
    expect(f.fig('g').shield).toBeNull();
    expect(f.ctx.state.floor.map((i) => i.name).sort()).toEqual(['Axe', 'Small Shield']);
    expect(f.fig('m').fatigue).toBe(1);
    const ogre = duel(['Drop Weapon'], 'Ogre');
    expect(spellCost(ogre.ctx, findSpell('Drop Weapon')!, { kind: 'cast', target: 'g' })).toBe(2);
  });

  test('KINETICS, Break Weapon: the weapon in the target\'s hand shatters', async () => {
    const f = duel(['Break Weapon'], 'Orc');
    await castNow(f, 'm', { spell: 'Break Weapon', target: 'g' }, [PASS]);
    expect(f.fig('g').ready).toBeNull();
    expect(f.ctx.state.floor).toEqual([]);
    expect(f.fig('m').fatigue).toBe(3);
  });

  test('KINETICS, Tripp: the victim is knocked down and loses his next turn (ruling); 2F, 4F on ST30+', async () => {
    const f = duel(['Tripp']);
    await castNow(f, 'm', { spell: 'Tripp', target: 'g' }, WIN);
    expect(f.fig('m').fatigue).toBe(2);
    const e = f.fig('g').effects[0];
    expect(await run(() => figureEffectKind(e.kind).onTurnStart!(f.ctx, f.fig('g'), e), [])).toBe(false);
    expect(f.fig('g').effects).toEqual([]);
    const giant = duel(['Tripp'], 'Troll', [4, 3], { st: 30 });
    expect(spellCost(giant.ctx, findSpell('Tripp')!, { kind: 'cast', target: 'g' })).toBe(4);
  });

  test.each([
    ['Avert-1', 2],
    ['Avert-3', 4],
    ['Avert-7', 6],
  ])('KINETICS, %s: the averted end their move %i hexes farther from the caster than they began (ruling: driven at the start of their turn)', async (spell, push) => {
    const wide = Array.from({ length: 7 }, (_, r) => (r % 2 ? ' ' : '') + Array(16).fill('.').join(' ')).join('\n');
    const f = fightOn([
      { id: 'm', character: mage([spell as string]), at: [3, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [4, 3] },
    ], wide);
    const a = spell === 'Avert-1' ? { spell: 'Avert-1', target: 'g' } : optionsOf(f, 'm', spell as string).find((x) => x.cell === f.cell(4, 3))!;
    await castNow(f, 'm', a, spell === 'Avert-1' ? WIN : [PASS]);
    const g = f.fig('g');
    const e = g.effects.find((x) => x.name === spell)!;
    expect(e.value).toBe(push);
    const before = cellDistance(f.ctx.map, g.cell, f.fig('m').cell);
    expect(await run(() => figureEffectKind(e.kind).onTurnStart!(f.ctx, g, e), [])).toBe(true);
    expect(cellDistance(f.ctx.map, g.cell, f.fig('m').cell)).toBe(before + (push as number));
    expect(canMove(f.ctx, g)).toBe(false);
    expect(movementAllowance(g)).toBe(0);
  });

  test('KINETICS, Shock Shield: D6 to everyone else in the caster\'s hex, armor no help, each turn of his', async () => {
    const f = duel(['Shock Shield'], 'Orc');
    const orc = f.fig('g');
    orc.cell = f.fig('m').cell;
    orc.grapple = 'm';
    f.fig('m').grapple = 'g';
    await castNow(f, 'm', { spell: 'Shock Shield' }, [PASS, [4]]);
    expect(orc.damage).toBe(4);
    const e = f.fig('m').effects.find((x) => x.name === 'Shock Shield')!;
    await run(() => figureEffectKind(e.kind).onTurnStart!(f.ctx, f.fig('m'), e), [[3]]);
    expect(orc.damage).toBe(7);
    expect(f.fig('b').damage).toBe(0);
  });

  test('KINETICS, Blast: D6 to every other figure in the caster\'s hex and next to it, friends too, armor no help', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Blast']), at: [3, 3] },
      { id: 'b', character: sheet({ name: 'Brannoc', armor: 'Leather' }), at: [2, 3] },
      { id: 'g', side: 'foes', creature: creature('Orc'), at: [4, 3] },
      { id: 'far', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
    ]);
    await castNow(f, 'm', { spell: 'Blast' }, [PASS, [2], [5]]);
    expect(f.fig('b').damage).toBe(2);
    expect(f.fig('g').damage).toBe(5);
    expect(f.fig('far').damage).toBe(0);
    expect(f.fig('m').damage).toBe(0);
  });
});

describe('HEALING', () => {
  test('HEALING, Heal Wounds: one damage point healed per fatigue point; the caster may heal himself', async () => {
    const f = duel(['Heal Wounds']);
    f.fig('b').damage = 5;
    f.fig('m').damage = 2;
    expect(optionsOf(f, 'm', 'Heal Wounds').filter((a) => a.target === 'b').map((a) => a.x)).toEqual([1, 2, 3, 4, 5]);
    await castNow(f, 'm', { spell: 'Heal Wounds', target: 'b', x: 3 }, [PASS]);
    expect(f.fig('b').damage).toBe(2);
    await castNow(f, 'm', { spell: 'Heal Wounds', target: 'm', x: 2 }, [PASS]);
    expect(f.fig('m').damage).toBe(0);
    expect(f.fig('m').fatigue).toBe(5);
  });

  test('HEALING, Heal Wounds: an unconscious friend healed below his ST gets up (ruling)', async () => {
    const f = duel(['Heal Wounds']);
    const b = f.fig('b');
    b.damage = 12;
    b.fatigue = 1;
    b.status = 'down';
    await castNow(f, 'm', { spell: 'Heal Wounds', target: 'b', x: 2 }, [PASS]);
    expect(b.status).toBe('standing');
  });

  test('HEALING, Heal Wounds: a dying friend (damage at least ST) can be healed, one at twice his ST cannot', async () => {
    const f = duel(['Heal Wounds']);
    const b = f.fig('b');
    b.damage = 15;
    b.status = 'down';
    expect(optionsOf(f, 'm', 'Heal Wounds').filter((a) => a.target === 'b')).toHaveLength(15);
    await castNow(f, 'm', { spell: 'Heal Wounds', target: 'b', x: 2 }, [PASS]);
    expect(b.damage).toBe(13);
    expect(b.status).toBe('down');
    b.damage = 26;
    expect(optionsOf(f, 'm', 'Heal Wounds').filter((a) => a.target === 'b')).toEqual([]);
  });

  test('HEALING, Reverse Death: revives one killed in this encounter at ST 1, for his ST in fatigue; not past twice his ST', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Reverse Death'], { st: 20 }), at: [3, 3] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 13 }), at: [1, 1] },
      { id: 'c', character: sheet({ name: 'Corwin', st: 10 }), at: [1, 3] },
    ]);
    f.fig('b').damage = 15;
    f.fig('b').status = 'down';
    f.fig('c').damage = 20;
    f.fig('c').status = 'down';
    expect(optionsOf(f, 'm', 'Reverse Death').map((a) => a.target)).toEqual(['b']);
    await castNow(f, 'm', { spell: 'Reverse Death', target: 'b' }, [PASS]);
    expect(f.fig('b').damage).toBe(12);
    expect(f.fig('b').status).toBe('standing');
    expect(f.fig('m').fatigue).toBe(13);
  });

  test('HEALING, Channel Energy: damage moves from one figure to another; the target resists on 3/IQ by the caster\'s margin', async () => {
    const f = duel(['Channel Energy']);
    f.fig('b').damage = 4;
    // Caster 3/IQ: 10 against 16, margin 6. Goblin 3/IQ: 18, fails: 3 points pass.
    await castNow(f, 'm', { spell: 'Channel Energy', target: 'g', item: 'b', x: 3 }, [[4, 3, 3], [6, 6, 6]]);
    expect(f.fig('b').damage).toBe(1);
    expect(f.fig('g').damage).toBe(3);
    expect(f.fig('m').fatigue).toBe(6);
    const g = duel(['Channel Energy']);
    g.fig('b').damage = 4;
    g.fig('g').iq = 16;
    // Caster margin 6; goblin passes 3/IQ by 13: he resists.
    await castNow(g, 'm', { spell: 'Channel Energy', target: 'g', item: 'b', x: 3 }, [[4, 3, 3], [1, 1, 1]]);
    expect(g.fig('g').damage).toBe(0);
    expect(g.fig('m').fatigue).toBe(0);
  });
});
