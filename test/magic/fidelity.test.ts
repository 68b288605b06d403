// Issue 17: clauses of the rules text that played wrong in fights with magic. Each test is named
// after its rules section.
import { actionKind, armorPoints, attack, attackProfiles, harm, legalActions, reactionOptions } from '../../src/combat';
import { enchantedWeapon, findWeapon } from '../../src/rules';
import type { Weapon } from '../../src/rules';
import { vanish } from '../../src/magic/core';
import { describeCast, castValue } from '../../src/magic';
import { oddsText } from '../../src/combat/strike';
import { figureState } from '../../src/render/combat-panel';
import type { Fight } from './helpers';
import { FAIL, PASS, castNow, creature, fightOn, optionsOf, run, sheet } from './helpers';
import { payFatigue } from '../../src/magic/core';

const mage = (spells: string[], over = {}) => sheet({ iq: 16, st: 20, spells, ...over });

/** Puts `a` and `b` in one grapple in `a`'s hex. */
function grapple(f: Fight, a: string, b: string): void {
  const x = f.fig(a);
  const y = f.fig(b);
  y.cell = x.cell;
  x.grapple = y.id;
  y.grapple = x.id;
  x.ready = null;
  y.ready = null;
  y.shield = null;
  // As if `a`'s turn began in the grapple (ACTION, Grapple: only then may he attack in it).
  x.grappledAtTurnStart = true;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('../../src/combat') as typeof import('../../src/combat')).rebuildOccupancy(f.ctx);
}

/** A strike by `att` on `def` with its first weapon, the dice given (hit roll, then damage). */
async function strike(f: Fight, att: string, def: string, rolls: number[][]) {
  const p = attackProfiles(f.fig(att)).find((x) => x.melee)!;
  return run(() => attack(f.ctx, f.fig(att), f.fig(def), { mode: 'strike', role: 'action', profile: p, bonus: null }), rolls);
}

describe('Issue 17: magic in fights, against the rules text', () => {
  test('ACTION, Grapple: a caster held in a grapple casts only at his foe (Magic Fist, Fireball, Lightning, Death, Sleep)', () => {
    const spells = ['Magic Fist', 'Fireball', 'Lightning', 'Death', 'Sleep-1', 'Summon Wolf', 'Image-1'];
    const f = fightOn([
      { id: 'm', character: mage(spells, { st: 12 }), at: [2, 3] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [3, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
    ]);
    grapple(f, 'm', 'o');
    for (const spell of spells) {
      const targets = optionsOf(f, 'm', spell).map((a) => a.target ?? `cell ${a.cell}`);
      // The strike spells aim at the grapple partner, not at everyone but him.
      if (['Magic Fist', 'Fireball', 'Lightning', 'Death', 'Sleep-1'].includes(spell)) expect(new Set(targets.filter((t) => t !== 'm'))).toEqual(new Set(['o']));
      else expect(targets).toEqual([]);
    }
  });

  test('ACTION, Grapple: a caster twice his foe\'s ST is free to aim his spells at anyone (Drag)', () => {
    const f = fightOn([
      { id: 'm', character: mage(['Magic Fist'], { st: 30 }), at: [2, 3] },
      { id: 'o', side: 'foes', creature: creature('Goblin'), at: [3, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
    ]);
    grapple(f, 'm', 'o');
    expect(new Set(optionsOf(f, 'm', 'Magic Fist').map((a) => a.target))).toEqual(new Set(['o', 'g']));
  });

  test('INJURY & EXHAUSTION, Fatigue: a spell\'s cost past unconsciousness is damage, point by point (payFatigue)', () => {
    const f = fightOn([{ id: 'm', character: mage([], { st: 10 }), at: [2, 3] }]);
    const m = f.fig('m');
    m.damage = 6;
    payFatigue(f.ctx, m, 6, harm);
    expect([m.damage, m.fatigue]).toEqual([8, 4]);
    expect(m.status).toBe('down');
  });

  test('INJURY & EXHAUSTION, Damage: Channel Energy cannot drain (nor wake) a body with twice its ST in damage', () => {
    const f = fightOn([
      { id: 'm', character: mage(['Channel Energy', 'Heal Wounds'], { st: 16 }), at: [2, 2] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 5 }), at: [3, 2] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [5, 2] },
    ]);
    harm(f.ctx, f.fig('b'), 10, 0);
    expect(optionsOf(f, 'm', 'Channel Energy').filter((a) => a.item === 'b')).toEqual([]);
    expect(optionsOf(f, 'm', 'Heal Wounds')).toEqual([]);
  });

  test('ILLUSION: an image vanishes upon touch, even when armor stops the whole blow', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Image-1']), at: [2, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin', { weapon: undefined, attacks: [{ name: 'claw', damage: '1D6-5' }] }), at: [6, 3] },
    ]);
    await castNow(f, 'm', optionsOf(f, 'm', 'Image-1').find((a) => a.cell === f.cell(5, 3))!, [PASS]);
    const img = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    // Hit at 3; 1D6-5 on a 1 is 0 points, none through the warrior image's shield.
    await strike(f, 'g', img.id, [[1, 1, 1], [1]]);
    expect(img.status).toBe('fled');
  });

  test('ILLUSION, Sleep-1: the sleeper wakes when attacked, even by a blow that misses', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Sleep-1']), at: [2, 3] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 12, iq: 9, weapons: ['Broad Sword'] }), at: [5, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
    ]);
    await castNow(f, 'm', { spell: 'Sleep-1', target: 'g' }, [[4, 4, 4], [6, 6, 6]]);
    expect(f.fig('g').effects.some((e) => e.name === 'Sleep-1')).toBe(true);
    await strike(f, 'b', 'g', [FAIL]);
    expect(f.fig('g').effects.some((e) => e.name === 'Sleep-1')).toBe(false);
  });

  test('ACTION, Grapple: a figure in a grapple does nothing but the grapple\'s actions: it does not shake a sleeper awake', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Sleep-1']), at: [2, 3] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 13 }), at: [5, 2] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
      { id: 'h', side: 'foes', creature: creature('Goblin'), at: [6, 2] },
    ]);
    await castNow(f, 'm', { spell: 'Sleep-1', target: 'g' }, [[4, 4, 4], [6, 6, 6]]);
    expect(legalActions(f.ctx, f.fig('h'), f.fig('h').cell, false).filter((a) => a.kind === 'shake')).toHaveLength(1);
    grapple(f, 'h', 'b');
    f.fig('h').grappledAtTurnStart = true;
    expect(legalActions(f.ctx, f.fig('h'), f.fig('h').cell, false).filter((a) => a.kind === 'shake')).toEqual([]);
    expect(actionKind('shake').options(f.ctx, f.fig('h'), f.fig('h').cell, false)).toEqual([]);
  });

  test('CREATION, Rope: a bound figure who passes 4/DX on an attack is free of the rope', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Rope']), at: [1, 1] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 13, dx: 12 }), at: [5, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
    ]);
    await castNow(f, 'm', { spell: 'Rope', target: 'g' }, [PASS]);
    expect(f.fig('g').effects.some((e) => e.name === 'Rope')).toBe(true);
    // 4/DX at DX 10: four dice totalling 8 pass; then the club's damage.
    const club = attackProfiles(f.fig('g')).find((x) => x.melee)!;
    await strike(f, 'g', 'b', [[2, 2, 2, 2], Array(club.damage.count).fill(1)]);
    expect(f.fig('g').effects.some((e) => e.name === 'Rope')).toBe(false);
  });

  test('MAGIC, Cast Spell: a summoned being appears only in a hex in the caster\'s line of sight (SUMMONING)', () => {
    const map = ['. . # . . . . .', ' . . # . . . . .', '. . # . . . . .', ' . . # . . . . .', '. . # . . . . .'].join('\n');
    const f = fightOn([{ id: 'm', character: mage(['Summon Wolf']), at: [3, 2] }], map);
    const cells = optionsOf(f, 'm', 'Summon Wolf').map((a) => a.cell!);
    expect(cells.length).toBeGreaterThan(0);
    // Nothing beyond the wall, two columns to the west.
    expect(cells.filter((c) => c % 8 <= 1)).toEqual([]);
  });
});

describe('Issue 31: magic in fights, against the rules text (round 3)', () => {
  test('CREATION, Rope: the bound cannot move, so he neither enters a foe\'s hex nor escapes, drags or leaves the board', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Rope']), at: [1, 1] },
      { id: 't', character: sheet({ name: 'Tia', st: 13, dx: 12 }), at: [5, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3] },
      { id: 'h', side: 'foes', creature: creature('Goblin'), at: [0, 5] },
    ]);
    const kinds = (id: string) => legalActions(f.ctx, f.fig(id), f.fig(id).cell, false).map((a) => a.kind);
    expect(kinds('g')).toContain('enter');
    expect(kinds('h')).toContain('flee');
    await castNow(f, 'm', { spell: 'Rope', target: 'g' }, [PASS]);
    await castNow(f, 'm', { spell: 'Rope', target: 'h' }, [PASS]);
    // Entering a hex is moving: neither as an action nor as a reaction.
    expect(kinds('g')).not.toContain('enter');
    expect(reactionOptions(f.ctx, f.fig('g'), f.fig('t'), 'survived').map((r) => r.kind)).not.toContain('enter');
    expect(kinds('h')).not.toContain('flee');
    // Entered by Tia, he may not step out of the grapple nor drag her: both are steps of his own.
    grapple(f, 't', 'g');
    expect(kinds('g')).not.toContain('escape');
    expect(kinds('g')).not.toContain('drag');
    expect(kinds('t')).toEqual(expect.arrayContaining(['escape', 'drag']));
  });

  test('CREATION, Rope: a dodge that passes 4/DX frees the bound figure, who then steps back free', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Rope']), at: [1, 1] },
      { id: 't', character: sheet({ name: 'Tia', st: 13, dx: 12 }), at: [5, 3] },
      { id: 'g', side: 'foes', creature: creature('Goblin'), at: [6, 3], control: 'player' },
    ]);
    await castNow(f, 'm', { spell: 'Rope', target: 'g' }, [PASS]);
    const from = f.fig('g').cell;
    // Tia hits (3 within 12); the goblin dodges at 4/DX (8 within DX10) and steps back.
    const p = attackProfiles(f.fig('t')).find((x) => x.melee)!;
    await run(() => attack(f.ctx, f.fig('t'), f.fig('g'), { mode: 'strike', role: 'action', profile: p, bonus: null }), [[1, 1, 1], [2, 2, 2, 2]], (d) => (d.kind === 'dodge' ? true : d.kind === 'cell' ? d.cells[0] : null));
    expect(f.fig('g').effects.some((e) => e.name === 'Rope')).toBe(false);
    expect(f.fig('g').cell).not.toBe(from);
    expect(f.texts()).toContain('Goblin passes 4/DX: the rope vanishes');
  });
});

describe('Issue 31: weapons a creature carries are weapons on the board', () => {
  const kinetic = () => mage(['Drop Weapon', 'Break Weapon', 'Summon Giant', 'Summon Warrior']);

  test('SUMMONING, Summon Giant; KINETICS, Drop Weapon and Break Weapon: the Giant\'s club (3D6+3) is a weapon in his hand, to be dropped or broken', async () => {
    const f = fightOn([
      { id: 'm', character: kinetic(), at: [1, 1] },
      { id: 'b', character: sheet({ name: 'Brannoc', st: 30 }), at: [3, 3] },
      { id: 'g', side: 'foes', creature: creature('Giant'), at: [4, 3] },
    ]);
    const g = f.fig('g');
    expect(g.ready).toBe("Giant's Club");
    expect(attackProfiles(g).map((p) => [p.name, p.damage.count, p.damage.modifier, p.throwable])).toEqual([["Giant's Club", 3, 3, false]]);
    expect(optionsOf(f, 'm', 'Drop Weapon').map((a) => a.target)).toContain('g');
    expect(optionsOf(f, 'm', 'Break Weapon').map((a) => a.target)).toContain('g');
    // Dropped (the giant resists with 18 against the caster's 12), it lies in his hex; only he takes it up again.
    await castNow(f, 'm', { spell: 'Drop Weapon', target: 'g' }, [[4, 4, 4], [6, 6, 6]]);
    expect(g.ready).toBeNull();
    expect(f.ctx.state.floor).toEqual([{ cell: g.cell, kind: 'weapon', name: "Giant's Club", owner: 'g' }]);
    expect(attackProfiles(g).map((p) => p.name)).toEqual(['Unarmed']);
    expect(actionKind('pick-up').options(f.ctx, f.fig('b'), g.cell, true)).toEqual([]);
    expect(actionKind('pick-up').options(f.ctx, g, g.cell, true)).toEqual([{ kind: 'pick-up', item: "Giant's Club", cell: g.cell }]);
    actionKind('pick-up').perform(f.ctx, g, { kind: 'pick-up', item: "Giant's Club", cell: g.cell });
    // Broken, it is gone.
    await castNow(f, 'm', { spell: 'Break Weapon', target: 'g' }, [PASS]);
    expect([g.ready, g.carried, f.ctx.state.floor]).toEqual([null, [], []]);
  });

  test('SUMMONING: a summoned Giant holds his club, and a summoned Warrior his broadsword and shield (1/0), as weapons on the board', async () => {
    const f = fightOn([{ id: 'm', character: kinetic(), at: [1, 1] }]);
    await castNow(f, 'm', { spell: 'Summon Giant', cell: f.cell(3, 1) }, [PASS]);
    const giant = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    expect(giant.ready).toBe("Giant's Club");
    await castNow(f, 'm', { spell: 'Summon Warrior', cell: f.cell(1, 3) }, [PASS]);
    const warrior = f.ctx.state.figures.find((x) => x.summoner === 'm' && x.status === 'standing')!;
    expect([warrior.ready, warrior.shield?.name, armorPoints(warrior)]).toEqual(['Broad Sword', 'Small Shield', 1]);
  });

  test('KINETICS, Break Weapon: "cannot be used on magical weapons": an adventure\'s own weapon is not broken', () => {
    const dawn = enchantedWeapon(findWeapon('Broad Sword')!, 'Sword of Dawn', 1);
    const f = fightOn([
      { id: 'm', character: kinetic(), at: [1, 1] },
      { id: 'o', side: 'foes', creature: creature('Bandit'), at: [4, 3] },
    ]);
    const o = f.fig('o');
    expect(optionsOf(f, 'm', 'Break Weapon').map((a) => a.target)).toEqual(['o']);
    (o as { arms: readonly Weapon[] }).arms = [dawn];
    o.ready = 'Sword of Dawn';
    expect(optionsOf(f, 'm', 'Break Weapon')).toEqual([]);
  });

  test('SUMMONING: what a summoned being brought goes with it, from the hands of whoever took it up (ruling "A being\'s own weapon")', async () => {
    const f = fightOn([
      { id: 'm', character: kinetic(), at: [1, 1] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [3, 3] },
    ]);
    await castNow(f, 'm', { spell: 'Summon Warrior', cell: f.cell(3, 2) }, [PASS]);
    const warrior = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    // The warrior's sword lies in the orc's hex; the orc takes it up.
    warrior.ready = null;
    f.ctx.state.floor.push({ cell: f.fig('o').cell, kind: 'weapon', name: 'Broad Sword', owner: warrior.id });
    actionKind('pick-up').perform(f.ctx, f.fig('o'), { kind: 'pick-up', item: 'Broad Sword', cell: f.fig('o').cell });
    expect(f.fig('o').carried).toEqual(['Broad Sword']);
    vanish(f.ctx, warrior, 'willed away');
    expect(f.fig('o').carried).toEqual([]);
    expect(f.texts()).toContain("Warrior's Broad Sword vanishes with it");
  });
});

describe('Issue 31: the magic strikes in a grapple and against Reverse Missiles', () => {
  test('ACTION, Grapple: "attacks automatically hit": a magic strike at the foe who grapples the caster hits without a roll to hit (KINETICS)', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Magic Fist'], { st: 12 }), at: [2, 3] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [3, 3] },
    ]);
    grapple(f, 'm', 'o');
    const a = optionsOf(f, 'm', 'Magic Fist').find((x) => x.target === 'o' && x.x === 1)!;
    expect(describeCast(f.ctx, f.fig('m'), a)).toMatch(/then it hits automatically \(a grapple\): 98\.15% in all/);
    // The 3/IQ, then the damage at once: 1D6-2 on a 6 is 4, less the orc's leather (2), no shield in a grapple.
    await castNow(f, 'm', a, [PASS, [6]]);
    expect(f.fig('o').damage).toBe(2);
    // Only a grappler who began his turn grappling attacks in it.
    f.fig('m').grappledAtTurnStart = false;
    expect(optionsOf(f, 'm', 'Magic Fist').filter((x) => x.target === 'o')).toEqual([]);
  });

  test('ENCHANTING, Reverse Missiles: the menu and the AI weigh a magic strike or a shot at the subject as turning back on the shooter', async () => {
    const f = fightOn([
      { id: 'm', character: mage(['Magic Fist', 'Reverse Missiles']), at: [2, 3] },
      { id: 'a', side: 'foes', creature: creature('Bandit Archer'), at: [6, 3] },
      { id: 'o', side: 'foes', creature: creature('Orc'), at: [6, 5] },
    ]);
    // The orc is under Reverse Missiles (cast by their side's mage, say).
    f.fig('o').effects.push({ kind: 'magic:reverse-missiles', name: 'Reverse Missiles', turnsLeft: null });
    const fist = optionsOf(f, 'm', 'Magic Fist').find((x) => x.target === 'o' && x.x === 2)!;
    const line = describeCast(f.ctx, f.fig('m'), fist);
    expect(line).toMatch(/then it turns back on Mage \(Reverse Missiles\): 3\/DX needs 10/);
    expect(line).toMatch(/to drop Mage$|to drop Mage;/);
    expect(castValue(f.ctx, f.fig('m'), fist)).toBeLessThan(0);
    // A shot at him: the archer's menu line says where the arrow goes.
    const bow = attackProfiles(f.fig('a')).find((p) => p.missile)!;
    expect(oddsText(f.ctx, f.fig('a'), f.fig('o'), bow, null, 'shoot')).toMatch(/^turns back on Bandit Archer \(Reverse Missiles\): 3\/DX needs 12.*to drop Bandit Archer$/);
  });
});

describe('Issue 31: also seen', () => {
  test('ILLUSION: "disbelieve ... by winning an IQ check against the caster": the two sides of the contest are told apart, and an illusion is never named like another figure', async () => {
    const f = fightOn([
      { id: 'm', side: 'foes', character: mage(['Illusion-1']), at: [1, 1] },
      { id: 'w', creature: creature('Warrior'), at: [4, 3] },
    ]);
    await castNow(f, 'm', optionsOf(f, 'm', 'Illusion-1').find((a) => a.cell === f.cell(5, 3))!, [PASS]);
    const ill = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    expect(ill.name).toBe('Warrior 2');
    const labels: string[] = [];
    await run(() => actionKind('disbelieve').perform(f.ctx, f.fig('w'), { kind: 'disbelieve', target: ill.id }), [[6, 6, 6], [1, 1, 1]], () => null, labels);
    expect(labels).toEqual([
      'Warrior, disbelieving Warrior 2: 3D6, wins at 8 or less',
      "Warrior 2, holding against Warrior's disbelief (its maker's IQ): 3D6, wins at 16 or less",
    ]);
  });

  test('SUMMONING: a summoned wolf\'s state says it was summoned and does nothing the turn it appears, not the spell\'s name twice', async () => {
    const f = fightOn([{ id: 'm', character: mage(['Summon Wolf']), at: [1, 1] }]);
    await castNow(f, 'm', { spell: 'Summon Wolf', cell: f.cell(3, 1) }, [PASS]);
    const wolf = f.ctx.state.figures.find((x) => x.summoner === 'm')!;
    expect(figureState(wolf, (id) => id)).toBe('summoned, idle this turn');
  });
});
