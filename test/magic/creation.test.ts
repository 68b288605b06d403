// CREATION: fire, flash, shadow, destroying created objects, rope, walls (static, on hexes).
import { armorPoints, attackDice, canSee, cellBlockedByEffect, cellDistance, figureEffectKind, placeFigure } from '../../src/combat';
import { refusesCell } from '../../src/combat/movement';
import { effectiveDx } from '../../src/combat';
import { PASS, castNow, creature, fightOn, optionsOf, run, sheet } from './helpers';

const mage = (spells: string[], over = {}) => sheet({ iq: 16, spells, ...over });

function contiguous(f: ReturnType<typeof fightOn>, cells: readonly number[]): boolean {
  const seen = new Set([cells[0]]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of cells) if (!seen.has(c) && [...seen].some((s) => cellDistance(f.ctx.map, s, c) === 1)) (seen.add(c), (grew = true));
  }
  return seen.size === cells.length;
}

describe('CREATION', () => {
  test('CREATION, Fire-1: 2 damage on entering the hex, armor no help; wild animals will not enter', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Fire-1']), at: [1, 1] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [5, 3] },
      { id: 'r', side: 'foes', creature: creature('Giant Rat'), at: [7, 3] },
    ]);
    const hex = f.cell(5, 2);
    expect(await castNow(f, 'm', { spell: 'Fire-1', cell: hex }, [PASS])).toBe(true);
    expect(f.fig('m').fatigue).toBe(1);
    const orc = f.fig('o');
    expect(armorPoints(orc)).toBeGreaterThan(0);
    await run(() => placeFigure(f.ctx, orc, hex), []);
    expect(orc.damage).toBe(2);
    expect(refusesCell(f.ctx, f.fig('r'), hex)).toBe(true);
    expect(refusesCell(f.ctx, orc, hex)).toBe(false);
  });

  test('CREATION, Fire-1: whoever stands in the fire at the start of his turn burns again (ruling)', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Fire-1']), at: [1, 1] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [5, 3] },
    ]);
    await castNow(f, 'm', { spell: 'Fire-1', cell: f.cell(5, 3) }, [PASS]);
    expect(f.fig('o').damage).toBe(2);
    const h = f.ctx.state.hexEffects[0];
    const { hexEffectKind } = await import('../../src/combat');
    await run(() => hexEffectKind(h.kind).onTurnStart!(f.ctx, f.fig('o'), h), []);
    expect(f.fig('o').damage).toBe(4);
  });

  test.each([
    ['Fire-3', 3],
    ['Fire-7', 7],
    ['Shadow-3', 3],
    ['Shadow-7', 7],
    ['Wall-3', 3],
    ['Wall-7', 7],
  ])('CREATION, %s: a contiguous area of %i hexes', async (spell, size) => {
    const f = fightOn([
      { id: 'm', character: mage([spell as string]), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [8, 5] },
    ]);
    const a = optionsOf(f, 'm', spell as string)[0];
    expect(a).toBeDefined();
    await castNow(f, 'm', a, [PASS]);
    const cells = f.ctx.state.hexEffects[0].cells;
    expect(new Set(cells).size).toBe(size);
    expect(contiguous(f, cells)).toBe(true);
  });

  test('CREATION, Flash: everyone but the caster is at DX-2; a second flash adds nothing', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Flash']), at: [1, 1] },
      { id: 'b', character: sheet({ name: 'Brannoc', dx: 12 }), at: [2, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 1] },
    ]);
    await castNow(f, 'm', { spell: 'Flash' }, [PASS]);
    expect(effectiveDx(f.fig('m'))).toBe(10);
    expect(effectiveDx(f.fig('b'))).toBe(10);
    expect(effectiveDx(f.fig('g'))).toBe(8);
    expect(f.fig('m').fatigue).toBe(3);
    expect(optionsOf(f, 'm', 'Flash')).toEqual([]);
  });

  test('CREATION, Shadow-1: attacks into or out of the hex are 4/DX', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Shadow-1']), at: [1, 1] },
      { id: 'b', character: sheet({ name: 'Brannoc' }), at: [4, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [5, 3] },
    ]);
    expect(attackDice(f.ctx, f.fig('b'), f.fig('g'))).toBe(3);
    await castNow(f, 'm', { spell: 'Shadow-1', cell: f.cell(5, 3) }, [PASS]);
    expect(attackDice(f.ctx, f.fig('b'), f.fig('g'))).toBe(4);
    expect(attackDice(f.ctx, f.fig('g'), f.fig('b'))).toBe(4);
    // Shadow hinders aim but does not hide (ruling): sight passes through it.
    expect(canSee(f.ctx, f.cell(1, 1), f.cell(5, 3))).toBe(true);
  });

  test('CREATION, Wall-1: blocks movement and sight like a real wall, and cannot be raised on an occupied hex', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Wall-1']), at: [1, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [5, 3] },
    ]);
    expect(optionsOf(f, 'm', 'Wall-1').some((a) => a.cell === f.cell(5, 3))).toBe(false);
    expect(canSee(f.ctx, f.cell(1, 3), f.cell(5, 3))).toBe(true);
    await castNow(f, 'm', { spell: 'Wall-1', cell: f.cell(3, 3) }, [PASS]);
    expect(cellBlockedByEffect(f.ctx, f.cell(3, 3))).toBe(true);
    expect(canSee(f.ctx, f.cell(1, 3), f.cell(5, 3))).toBe(false);
    expect(f.fig('m').fatigue).toBe(2);
  });

  test('CREATION, Destroy Created Object: undoes a creation the caster could cast, for its original cost', async () => {
    const f = fightOn([{ id: 'm', character: mage(['Wall-3', 'Destroy Created Object']), at: [1, 3] }, { id: 'g', side: 'foes', creature: creature('Goblin'), at: [8, 3] }]);
    const wall = optionsOf(f, 'm', 'Wall-3')[0];
    await castNow(f, 'm', wall, [PASS]);
    expect(f.fig('m').fatigue).toBe(4);
    const undo = optionsOf(f, 'm', 'Destroy Created Object');
    expect(undo).toHaveLength(1);
    await castNow(f, 'm', undo[0], [PASS]);
    expect(f.ctx.state.hexEffects).toEqual([]);
    expect(f.fig('m').fatigue).toBe(8);
  });

  test('CREATION, Rope: the bound cannot move and act at 4/DX; passing 4/DX makes the rope vanish; ST20 at most', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Rope']), at: [1, 1] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [4, 1] },
      { id: 't', side: 'foes', creature: creature('Troll'), at: [6, 1] },
      { id: 'b', character: sheet({ name: 'Brannoc' }), at: [3, 1] },
    ]);
    expect(optionsOf(f, 'm', 'Rope').map((a) => a.target)).not.toContain('t');
    await castNow(f, 'm', { spell: 'Rope', target: 'g' }, [PASS]);
    const g = f.fig('g');
    const { canMove } = await import('../../src/combat');
    expect(canMove(f.ctx, g)).toBe(false);
    expect(attackDice(f.ctx, g, f.fig('b'))).toBe(4);
    const e = g.effects.find((x) => x.name === 'Rope')!;
    // 4/DX: 4 dice within DX10 frees him.
    await run(() => figureEffectKind(e.kind).onTurnStart!(f.ctx, g, e), [[1, 2, 3, 3]]);
    expect(g.effects).toEqual([]);
    expect(canMove(f.ctx, g)).toBe(true);
  });

  test('CREATION, Super Rope: binds creatures up to ST40 and brings Rope with it', () => {
    const f = fightOn([
      { id: 'm', character: mage(['Super Rope']), at: [1, 1] },
      { id: 't', side: 'foes', creature: creature('Troll'), at: [6, 1] },
    ]);
    expect(optionsOf(f, 'm', 'Super Rope').map((a) => a.target)).toContain('t');
    expect(optionsOf(f, 'm', 'Rope').map((a) => a.target)).not.toContain('t');
  });
});
