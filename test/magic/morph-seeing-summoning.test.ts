// MORPHING (the caster takes a creature's form), SEEING (Reveal Magic; Read Mind and See Future for
// adventures) and SUMMONING (beings from another plane, Teleport, Raise the Dead).
import { actionKind, reactionKind, attackProfiles, cellDistance, effectiveIq, fall, figureEffectKind, harm, legalActions, movementAllowance, armorPoints } from '../../src/combat';
import { ScriptedDice } from '../../src/dice';
import { castOutsideCombat, canCastOutsideCombat, castingBar, outsideCastingProblem } from '../../src/magic';
import { PASS, castNow, creature, fightOn, optionsOf, run, sheet } from './helpers';

const mage = (spells: string[], over = {}) => sheet({ name: 'Morgana', iq: 18, st: 16, spells, ...over });

function alone(spells: string[], over = {}) {
  return fightOn([
    { id: 'm', character: mage(spells, over), at: [4, 3] },
    { id: 'g', side: 'foes', creature: creature('Goblin'), at: [8, 5] },
  ]);
}

describe('MORPHING', () => {
  test.each([
    ['Werewolf', 16, 13, 8, 1, 'bite', 2],
    ['Werebear', 48, 11, 5, 2, 'bite/claws', 4],
    ['Weregoyle', 32, 11, 16, 3, 'claws', 4],
    ['Weredragon', 48, 13, 16, 3, 'breathe fire', 5],
  ])('MORPHING, %s: the caster takes the creature\'s ST %i, DX %i, MA %i, armor %i and %s; keeps his IQ; cannot cast', async (spell, st, dx, ma, armor, attackName, cost) => {
    const f = alone([spell as string, 'Blur']);
    await castNow(f, 'm', { spell: spell as string }, [PASS]);
    const m = f.fig('m');
    expect(m.st).toBe(st);
    expect(m.dx).toBe(dx);
    expect(movementAllowance(m)).toBe(ma);
    expect(armorPoints(m)).toBe(armor);
    expect(attackProfiles(m).map((p) => p.name)).toContain(attackName);
    expect(effectiveIq(m)).toBe(18);
    expect(castingBar(f.ctx, m)).toBe('cannot cast while morphed');
    expect(m.fatigue).toBe(cost);
  });

  test('MORPHING, Werebear: damage taken as a bear counts a third, rounded up, back in human form', async () => {
    const f = alone(['Werebear']);
    await castNow(f, 'm', { spell: 'Werebear' }, [PASS]);
    const m = f.fig('m');
    harm(f.ctx, m, 7, 0);
    const back = legalActions(f.ctx, m, m.cell, false).find((a) => a.kind === 'end-spell')!;
    await run(() => actionKind('end-spell').perform(f.ctx, m, back), []);
    expect(m.st).toBe(16);
    expect(m.damage).toBe(3);
    expect(castingBar(f.ctx, m)).toBeNull();
  });

  test('MORPHING, Weregoyle: damage taken as a gargoyle counts half, rounded up, and it flies', async () => {
    const f = alone(['Weregoyle']);
    await castNow(f, 'm', { spell: 'Weregoyle' }, [PASS]);
    const m = f.fig('m');
    expect(m.flying).toBe(true);
    harm(f.ctx, m, 5, 0);
    await run(() => actionKind('end-spell').perform(f.ctx, m, { kind: 'end-spell', item: 'morph' }), []);
    expect(m.damage).toBe(3);
    expect(m.flying).toBe(false);
  });

  test('MORPHING, Weredragon: fire breath is shot like a missile; unconscious, the caster returns to human form', async () => {
    const f = alone(['Weredragon']);
    await castNow(f, 'm', { spell: 'Weredragon' }, [PASS]);
    const m = f.fig('m');
    expect(attackProfiles(m).find((p) => p.name === 'breathe fire')!.missile).toBe(true);
    harm(f.ctx, m, 48, 0);
    expect(m.status).toBe('down');
    expect(m.st).toBe(16);
    expect(m.damage).toBe(16);
  });

  test('MORPHING, Werewolf: damage taken as a wolf counts in full on return', async () => {
    const f = alone(['Werewolf']);
    await castNow(f, 'm', { spell: 'Werewolf' }, [PASS]);
    const m = f.fig('m');
    harm(f.ctx, m, 5, 0);
    const e = m.effects.find((x) => x.name === 'Werewolf')!;
    figureEffectKind(e.kind).onFall!(f.ctx, m, e);
    expect(m.damage).toBe(5);
    expect(m.dx).toBe(10);
  });
});

describe('SEEING', () => {
  test('SEEING, Reveal Magic: the caster senses every spell in play, images named as such', async () => {
    const f = alone(['Reveal Magic', 'Image-1', 'Fire-1']);
    await castNow(f, 'm', optionsOf(f, 'm', 'Image-1')[0], [PASS]);
    await castNow(f, 'm', optionsOf(f, 'm', 'Fire-1')[0], [PASS]);
    await castNow(f, 'm', { spell: 'Reveal Magic' }, [PASS]);
    const said = f.texts().find((t) => /senses magic/.test(t))!;
    expect(said).toMatch(/Image-1 on Warrior/);
    expect(said).toMatch(/Fire-1 at/);
    expect(f.fig('m').fatigue).toBe(1 + 1 + 1);
  });

  test('SEEING, Read Mind: cast outside a fight on 3/IQ for 1 fatigue; the adventure shows a talk option ahead', async () => {
    const c = mage(['Read Mind'], { iq: 12 });
    expect(canCastOutsideCombat(c, 'Read Mind')).toBe(true);
    const r = await castOutsideCombat(c, 'Read Mind', new ScriptedDice([[4, 4, 4]]));
    expect(r.success).toBe(true);
    expect(r.fatigue).toBe(1);
    expect(r.character.fatigue).toBe(1);
    expect(c.fatigue).toBe(0);
    const fail = await castOutsideCombat(c, 'Read Mind', new ScriptedDice([[5, 4, 4]]));
    expect(fail.success).toBe(false);
    expect(fail.character.fatigue).toBe(0);
  });

  test('SEEING, See Future: 3 fatigue, from the staff first; unknown, in metal, or too tired it cannot be cast', async () => {
    const c = mage(['See Future'], { iq: 14, staff: { capacity: 2, charge: 2 } });
    const r = await castOutsideCombat(c, 'See Future', new ScriptedDice([[1, 1, 1]]));
    expect(r).toMatchObject({ success: true, staff: 2, fatigue: 1 });
    expect(r.character.staff).toEqual({ capacity: 2, charge: 0 });
    expect(outsideCastingProblem(mage([], { iq: 14 }), 'See Future')).toBe('Morgana does not know See Future');
    expect(outsideCastingProblem({ ...c, armor: 'Chain' }, 'See Future')).toBe('Morgana wears metal armor and cannot cast');
    expect(outsideCastingProblem({ ...c, staff: null, fatigue: 13 }, 'See Future')).toMatch(/too tired/);
    expect(outsideCastingProblem(c, 'Fireball')).toMatch(/is cast in a fight/);
    // In a fight, neither is offered: they read the adventure's options.
    const f = alone(['Read Mind', 'See Future']);
    expect(optionsOf(f, 'm', 'Read Mind')).toEqual([]);
    expect(optionsOf(f, 'm', 'See Future')).toEqual([]);
  });
});

describe('SUMMONING', () => {
  test.each([
    ['Summon Wolf', 'Wolf', 10, 13, 6, 3, 1],
    ['Summon Warrior', 'Warrior', 12, 12, 8, 3, 1],
    ['Summon Bear', 'Bear', 30, 11, 6, 5, 1],
    ['Summon Gargoyle', 'Gargoyle', 20, 11, 8, 5, 1],
    ['Summon Giant', 'Giant', 30, 9, 8, 5, 1],
    ['Summon Small Dragon', 'Small Dragon', 30, 13, 16, 6, 4],
    ['Summon Dragon', 'Dragon', 60, 14, 20, 9, 7],
  ])('SUMMONING, %s: a %s (ST%i DX%i IQ%i) appears within two hexes and does nothing on its first turn', async (spell, name, st, dx, iq, cost, size) => {
    const f = alone([spell as string], { st: 20 });
    const options = optionsOf(f, 'm', spell as string);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((a) => cellDistance(f.ctx.map, a.cell!, f.fig('m').cell) <= 2)).toBe(true);
    await castNow(f, 'm', options[0], [PASS]);
    const being = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    expect(being).toMatchObject({ name, st, dx, iq, size, side: 'party' });
    expect(f.fig('m').fatigue).toBe(cost);
    const dazed = being.effects.find((e) => e.kind === 'magic:dazed')!;
    expect(await run(() => figureEffectKind(dazed.kind).onTurnStart!(f.ctx, being, dazed), [])).toBe(false);
  });

  test('SUMMONING: one summoned being at a time; it vanishes when the caster falls unconscious', async () => {
    const f = alone(['Summon Wolf', 'Summon Warrior'], { st: 20 });
    await castNow(f, 'm', optionsOf(f, 'm', 'Summon Wolf')[0], [PASS]);
    await castNow(f, 'm', optionsOf(f, 'm', 'Summon Warrior')[0], [PASS]);
    const made = f.ctx.state.figures.filter((x) => x.summoner === 'm');
    expect(made.map((x) => x.status)).toEqual(['fled', 'standing']);
    fall(f.ctx, f.fig('m'));
    expect(made[1].status).toBe('fled');
  });

  test('SUMMONING: the caster may will his being away', async () => {
    const f = alone(['Summon Wolf']);
    await castNow(f, 'm', optionsOf(f, 'm', 'Summon Wolf')[0], [PASS]);
    const wolf = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    const away = legalActions(f.ctx, f.fig('m'), f.fig('m').cell, false).find((a) => a.kind === 'end-spell')!;
    await run(() => actionKind('end-spell').perform(f.ctx, f.fig('m'), away), []);
    expect(wolf.status).toBe('fled');
  });

  test('SUMMONING, Teleport: any figure to another hex, never into a wall or onto another figure', async () => {
    const map = ['. . . . . . . .', ' . . . # . . . .', '. . . . . . . .', ' . . . . . . . .'].join('\n');
    const f = fightOn([
      { id: 'm', character: mage(['Teleport']), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [4, 2] },
    ], map);
    const options = optionsOf(f, 'm', 'Teleport');
    const wall = f.cell(3, 1);
    expect(options.some((a) => a.cell === wall)).toBe(false);
    expect(options.some((a) => a.cell === f.fig('m').cell)).toBe(false);
    const to = f.cell(5, 3);
    await castNow(f, 'm', { spell: 'Teleport', target: 'g', cell: to }, [[4, 4, 4], [6, 6, 6]]);
    expect(f.fig('g').cell).toBe(to);
    expect(f.fig('m').fatigue).toBe(1);
  });

  test('SUMMONING, Teleport as a preemptive counterattack (MAGIC, Direct Spells): the reaction keeps the hex it sends the foe to', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Teleport']), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [2, 1] },
    ]);
    const reactions = reactionKind('cast').options(f.ctx, f.fig('m'), f.fig('g'), 'entered');
    expect(reactions.length).toBeGreaterThan(0);
    expect(reactions.every((r) => typeof r.cell === 'number')).toBe(true);
    const r = reactions[0];
    await run(() => reactionKind('cast').perform(f.ctx, f.fig('m'), f.fig('g'), r, 'entered'), [[4, 4, 4], [6, 6, 6]]);
    expect(f.fig('g').cell).toBe(r.cell);
  });

  test('SUMMONING, Raise the Dead: a dead character\'s spirit takes a host, keeping his DX, IQ and side, with the host\'s ST', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Raise the Dead'], { st: 20 }), at: [2, 2] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 13, iq: 9 }), at: [1, 1] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [4, 2] },
    ]);
    f.fig('b').damage = 14;
    f.fig('b').status = 'down';
    expect(optionsOf(f, 'm', 'Raise the Dead')).toEqual([{ kind: 'cast', spell: 'Raise the Dead', target: 'o', item: 'b' }]);
    // Caster 3/IQ; then the spirit (9) against the host (8 within 8): the spirit is higher and wins.
    await castNow(f, 'm', { spell: 'Raise the Dead', target: 'o', item: 'b' }, [PASS, [3, 3, 3], [2, 3, 3]]);
    const host = f.fig('o');
    expect(host).toMatchObject({ side: 'party', dx: 13, iq: 9, st: 13 });
    expect(f.fig('m').fatigue).toBe(9);
  });

  test('SUMMONING, Raise the Dead: the host keeps his body by winning or tying the IQ contest', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Raise the Dead'], { st: 20 }), at: [2, 2] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 13, iq: 9 }), at: [1, 1] },
      { id: 'o', side: 'foes', creature: creature('Orc', { iq: 9 }), at: [4, 2] },
    ]);
    f.fig('b').damage = 14;
    f.fig('b').status = 'down';
    await castNow(f, 'm', { spell: 'Raise the Dead', target: 'o', item: 'b' }, [PASS, [3, 3, 2], [2, 3, 3]]);
    expect(f.fig('o').side).toBe('foes');
    expect(f.fig('m').fatigue).toBe(0);
  });
});
