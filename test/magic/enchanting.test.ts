// ENCHANTING: static spells that change how beings fight and move, and Death.
import {
  armorPoints, attack, attackDice, attackTarget, attackProfiles, canMove, effectiveDx, effectiveIq, effectiveSt,
  figureEffectKind, hexEffectKind, legalActions, movementAllowance, reactionOptions,
} from '../../src/combat';
import { PASS, castNow, creature, fightOn, optionsOf, run, sheet } from './helpers';

const mage = (spells: string[], over = {}) => sheet({ iq: 16, st: 16, spells, ...over });
const WIN: number[][] = [[4, 4, 4], [6, 6, 6]]; // the caster's 12 within IQ16, the target over his IQ

function duel(spells: string[], foe = 'Goblin') {
  return fightOn([
    { id: 'm', character: mage(spells), at: [1, 1] },
    { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 12, iq: 9, weapons: ['Broad Sword'] }), at: [3, 3] },
    { id: 'g', side: 'foes', creature: creature(foe), at: [4, 3] },
  ]);
}

describe('ENCHANTING', () => {
  test('ENCHANTING, Blur: attacks on the subject roll 4/DX', async () => {
    const f = duel(['Blur']);
    expect(attackDice(f.ctx, f.fig('g'), f.fig('b'))).toBe(3);
    await castNow(f, 'm', { spell: 'Blur', target: 'b' }, [PASS]);
    expect(attackDice(f.ctx, f.fig('g'), f.fig('b'))).toBe(4);
    expect(f.fig('m').fatigue).toBe(2);
  });

  test('ENCHANTING, Slow: the target moves half his MA, rounded down (ruling)', async () => {
    const f = duel(['Slow']);
    expect(movementAllowance(f.fig('g'))).toBe(5);
    await castNow(f, 'm', { spell: 'Slow', target: 'g' }, WIN);
    expect(movementAllowance(f.fig('g'))).toBe(2);
  });

  test('ENCHANTING, Assist: +1 to the ST, DX or IQ chosen, the caster included', async () => {
    const f = duel(['Assist']);
    expect(optionsOf(f, 'm', 'Assist').filter((a) => a.target === 'm').map((a) => a.item)).toEqual(['ST', 'DX', 'IQ']);
    await castNow(f, 'm', { spell: 'Assist', target: 'm', item: 'IQ' }, [PASS]);
    expect(effectiveIq(f.fig('m'))).toBe(17);
    await castNow(f, 'm', { spell: 'Assist', target: 'b', item: 'ST' }, [PASS]);
    expect(effectiveSt(f.fig('b'))).toBe(14);
    expect(f.fig('m').fatigue).toBe(2);
  });

  test('ENCHANTING, Clumsiness: DX-1 for every fatigue point spent', async () => {
    const f = duel(['Clumsiness']);
    expect(optionsOf(f, 'm', 'Clumsiness').filter((a) => a.target === 'g').map((a) => a.x)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    await castNow(f, 'm', { spell: 'Clumsiness', target: 'g', x: 3 }, WIN);
    expect(effectiveDx(f.fig('g'))).toBe(7);
    expect(f.fig('m').fatigue).toBe(3);
  });

  test('ENCHANTING, Confusion: IQ-1 for every fatigue point spent', async () => {
    const f = duel(['Confusion']);
    await castNow(f, 'm', { spell: 'Confusion', target: 'g', x: 2 }, WIN);
    expect(effectiveIq(f.fig('g'))).toBe(5);
    expect(f.fig('m').fatigue).toBe(2);
  });

  test('ENCHANTING, Speed: the subject\'s MA is doubled', async () => {
    const f = duel(['Speed']);
    await castNow(f, 'm', { spell: 'Speed', target: 'b' }, [PASS]);
    expect(movementAllowance(f.fig('b'))).toBe(12);
  });

  test.each([
    ['Slippery Floor-1', 1, 1],
    ['Slippery Floor-3', 3, 2],
    ['Slippery Floor-7', 7, 3],
  ])('ENCHANTING, %s: %i slippery hexes; fighting there is 4/DX, failing 3/DX there is a fall and a lost turn', async (spell, size, cost) => {
    const f = duel([spell as string]);
    const a = optionsOf(f, 'm', spell as string).find((x) => x.cell === f.cell(4, 3))!;
    await castNow(f, 'm', a, [PASS]);
    const h = f.ctx.state.hexEffects[0];
    expect(h.cells).toHaveLength(size as number);
    expect(f.fig('m').fatigue).toBe(cost);
    expect(attackDice(f.ctx, f.fig('g'), f.fig('b'))).toBe(4);
    const k = hexEffectKind(h.kind);
    expect(await run(() => k.onTurnStart!(f.ctx, f.fig('g'), h), [[3, 3, 3]])).toBe(true);
    expect(await run(() => k.onTurnStart!(f.ctx, f.fig('g'), h), [[5, 5, 5]])).toBe(false);
  });

  test('ENCHANTING, Reverse Missiles: a missile aimed at the subject strikes the shooter', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Reverse Missiles']), at: [1, 1] },
      { id: 's', side: 'foes', creature: creature('Goblin Slinger'), at: [7, 1] },
    ]);
    await castNow(f, 'm', { spell: 'Reverse Missiles', target: 'm' }, [PASS]);
    const sling = attackProfiles(f.fig('s')).find((p) => p.name === 'Sling')!;
    // The slinger's 3/DX hits (9 within 11), the damage 6-1 = 5 lands on himself.
    await run(() => attack(f.ctx, f.fig('s'), f.fig('m'), { mode: 'shoot', role: 'action', profile: sling, bonus: null }), [[3, 3, 3], [6]]);
    expect(f.fig('m').damage).toBe(0);
    expect(f.fig('s').damage).toBe(5);
  });

  test('ENCHANTING, Reverse Missiles: a magic strike is a missile too, and turns on its caster', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Reverse Missiles']), at: [1, 1] },
      { id: 'w', side: 'foes', character: mage(['Magic Fist'], { name: 'Witch', st: 12 }), at: [6, 1] },
    ]);
    await castNow(f, 'm', { spell: 'Reverse Missiles', target: 'm' }, [PASS]);
    await castNow(f, 'w', { spell: 'Magic Fist', target: 'm', x: 2 }, [PASS, [3, 3, 3], [5, 5]]);
    expect(f.fig('m').damage).toBe(0);
    expect(f.fig('w').damage).toBe(8);
  });

  test('ENCHANTING, Freeze: no move and no action for the encounter; a frozen magic user may still cast', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Freeze']), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [2, 1] },
      { id: 'e', side: 'foes', character: mage(['Blur'], { name: 'Hexer', iq: 9 }), at: [3, 3] },
    ]);
    await castNow(f, 'm', { spell: 'Freeze', target: 'g' }, WIN);
    expect(canMove(f.ctx, f.fig('g'))).toBe(false);
    expect(legalActions(f.ctx, f.fig('g'), f.fig('g').cell, false)).toEqual([]);
    await castNow(f, 'm', { spell: 'Freeze', target: 'e' }, [[3, 3, 3], [6, 6, 6]]);
    expect(canMove(f.ctx, f.fig('e'))).toBe(false);
    expect(new Set(legalActions(f.ctx, f.fig('e'), f.fig('e').cell, false).map((a) => a.kind))).toEqual(new Set(['cast']));
  });

  test('ENCHANTING, Freeze: a frozen magic user reacts only with a spell, never a blow', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Freeze']), at: [2, 3] },
      { id: 'e', side: 'foes', character: mage(['Slow'], { name: 'Hexer', iq: 9 }), at: [3, 3] },
    ]);
    expect(reactionOptions(f.ctx, f.fig('e'), f.fig('m'), 'survived').map((r) => r.kind)).toContain('counter');
    await castNow(f, 'm', { spell: 'Freeze', target: 'e' }, [[3, 3, 3], [6, 6, 6]]);
    expect(new Set(reactionOptions(f.ctx, f.fig('e'), f.fig('m'), 'entered').map((r) => r.kind))).toEqual(new Set(['cast']));
    expect(reactionOptions(f.ctx, f.fig('e'), f.fig('m'), 'survived')).toEqual([]);
  });

  test('ENCHANTING, Freeze: a frozen magic user cannot dodge either', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Freeze']), at: [2, 3], control: 'player' },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [3, 3] },
    ]);
    f.fig('m').effects.push({ kind: 'magic:freeze', name: 'Freeze', turnsLeft: null, data: { cost: 4, caster: true } });
    const asked: string[] = [];
    const club = attackProfiles(f.fig('g'))[0];
    await run(() => attack(f.ctx, f.fig('g'), f.fig('m'), { mode: 'strike', role: 'action', profile: club, bonus: null }), [[3, 3, 3], [3]], (d) => {
      asked.push(d.kind);
      return null;
    });
    expect(asked).toEqual([]);
    expect(f.fig('m').damage).toBe(3);
  });

  test('ENCHANTING, Invisibility: DX-4 to hit the target, unless grappling him', async () => {
    const f = duel(['Invisibility']);
    const p = attackProfiles(f.fig('g'))[0];
    expect(attackTarget(f.fig('g'), f.fig('b'), p, null)).toBe(10);
    await castNow(f, 'm', { spell: 'Invisibility', target: 'b' }, [PASS]);
    expect(attackTarget(f.fig('g'), f.fig('b'), p, null)).toBe(6);
    f.fig('g').grapple = 'b';
    expect(attackTarget(f.fig('g'), f.fig('b'), p, null)).toBe(10);
  });

  test('ENCHANTING, Magical Sight: the subject casts through walls and other obstructions', async () => {
    const map = ['. . . . . .', ' . . # . . .', '. . # . . .', ' . . # . . .', '. . . . . .'].join('\n');
    const f = fightOn([
      { id: 'm', character: mage(['Magical Sight', 'Slow']), at: [0, 2] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [5, 2] },
    ], map);
    expect(optionsOf(f, 'm', 'Slow').map((a) => a.target)).toEqual(['m']);
    await castNow(f, 'm', { spell: 'Magical Sight', target: 'm' }, [PASS]);
    expect(optionsOf(f, 'm', 'Slow').map((a) => a.target)).toEqual(['m', 'g']);
  });

  test('ENCHANTING, Magical Sight: the subject also shoots through obstructions', async () => {
    const map = ['. . . . . .', ' . . # . . .', '. . # . . .', ' . . # . . .', '. . . . . .'].join('\n');
    const f = fightOn([
      { id: 'm', character: mage(['Magical Sight']), at: [0, 0] },
      { id: 'a', character: sheet({ name: 'Archer', type: 'normal', st: 12, weapons: ['Bow'] }), at: [0, 2] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [5, 2] },
    ], map);
    const shots = () => legalActions(f.ctx, f.fig('a'), f.fig('a').cell, false).filter((x) => x.kind === 'shoot');
    expect(shots()).toEqual([]);
    await castNow(f, 'm', { spell: 'Magical Sight', target: 'a' }, [PASS]);
    expect(shots().map((x) => x.target)).toEqual(['g']);
  });

  test('ENCHANTING, Flight: the target moves 12 hexes and is hit on 4/DX while flying', async () => {
    const f = duel(['Flight']);
    await castNow(f, 'm', { spell: 'Flight', target: 'b' }, [PASS]);
    expect(movementAllowance(f.fig('b'))).toBe(12);
    expect(attackDice(f.ctx, f.fig('g'), f.fig('b'))).toBe(4);
    expect(f.fig('b').flying).toBe(true);
  });

  test('ENCHANTING, Stone Flesh: 4 points stopped on each hit; no other armor spell stacks on it', async () => {
    const f = duel(['Stone Flesh', 'Iron Flesh']);
    const before = armorPoints(f.fig('b'));
    await castNow(f, 'm', { spell: 'Stone Flesh', target: 'b' }, [PASS]);
    expect(armorPoints(f.fig('b'))).toBe(before + 4);
    expect(optionsOf(f, 'm', 'Iron Flesh').map((a) => a.target)).not.toContain('b');
  });

  test('ENCHANTING, Iron Flesh: 6 points stopped on each hit; no other armor spell stacks on it', async () => {
    const f = duel(['Stone Flesh', 'Iron Flesh']);
    await castNow(f, 'm', { spell: 'Iron Flesh', target: 'm' }, [PASS]);
    expect(armorPoints(f.fig('m'))).toBe(6);
    expect(optionsOf(f, 'm', 'Stone Flesh').map((a) => a.target)).not.toContain('m');
    expect(f.fig('m').fatigue).toBe(4);
  });

  test('ENCHANTING, Remove Enchantment: ends an enchantment the caster could cast, for what it cost', async () => {
    const f = duel(['Clumsiness', 'Remove Enchantment']);
    await castNow(f, 'm', { spell: 'Clumsiness', target: 'g', x: 3 }, WIN);
    const undo = optionsOf(f, 'm', 'Remove Enchantment');
    expect(undo).toEqual([{ kind: 'cast', spell: 'Remove Enchantment', target: 'g', item: 'Clumsiness' }]);
    await castNow(f, 'm', undo[0], [PASS]);
    expect(effectiveDx(f.fig('g'))).toBe(10);
    expect(f.fig('m').fatigue).toBe(6);
  });

  test('ENCHANTING, Remove Enchantment: only enchantments the caster knows', async () => {
    const f = duel(['Remove Enchantment']);
    f.fig('g').effects.push({ kind: 'magic:blur', name: 'Blur', turnsLeft: null, data: { cost: 2 } });
    expect(optionsOf(f, 'm', 'Remove Enchantment')).toEqual([]);
  });

  test('ENCHANTING, Spell Shield: the subject is safe from direct spells, friendly ones too (ruling)', async () => {
    const f = duel(['Spell Shield', 'Blur']);
    await castNow(f, 'm', { spell: 'Spell Shield', target: 'b' }, [PASS]);
    expect(f.fig('m').fatigue).toBe(4);
    await castNow(f, 'm', { spell: 'Blur', target: 'b' }, [PASS]);
    expect(f.fig('b').effects.map((e) => e.name)).toEqual(['Spell Shield']);
  });

  test('ENCHANTING, Death: one damage point per fatigue point spent, armor no help (ruling)', async () => {
    const f = duel(['Death'], 'Orc');
    await castNow(f, 'm', { spell: 'Death', target: 'g', x: 5 }, WIN);
    expect(f.fig('g').damage).toBe(5);
    expect(f.fig('m').fatigue).toBe(5);
  });

  test('ENCHANTING: enchantments last the encounter (static: no count of turns)', async () => {
    const f = duel(['Blur']);
    await castNow(f, 'm', { spell: 'Blur', target: 'b' }, [PASS]);
    expect(f.fig('b').effects[0].turnsLeft).toBeNull();
    expect(figureEffectKind(f.fig('b').effects[0].kind).defendDice!(f.fig('b').effects[0])).toBe(4);
  });
});
