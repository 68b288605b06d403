import type { Spell, SpellSchool } from '../../src/rules';
import { SCHOOLS, SPELLS, beingWeapon, findWeapon } from '../../src/rules';

const DICE = /^(\d+|X)?D\d+([+-]\d+)?$/;

function spell(name: string): Spell {
  const row = SPELLS.find((s) => s.name === name);
  if (row === undefined) throw new Error(`no spell ${name}`);
  return row;
}

const names = (rows: readonly Spell[]) => rows.map((s) => s.name);

describe('MAGIC: the spell list', () => {
  it('has 73 spells', () => {
    expect(SPELLS).toHaveLength(73);
  });

  it('has 8 schools with 13/19/3/11/11/4/3/9 spells, in the rules order', () => {
    expect(SCHOOLS.map((s) => s.name)).toEqual(['creation', 'enchanting', 'healing', 'illusion', 'kinetics', 'morphing', 'seeing', 'summoning']);
    expect(SCHOOLS.map((school) => SPELLS.filter((s) => s.school === school.name).length)).toEqual([13, 19, 3, 11, 11, 4, 3, 9]);
    const order = SPELLS.map((s) => SCHOOLS.findIndex((school) => school.name === s.school));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('lists each school by rising IQ, as the rules head them (IQ 9 Spells, IQ 10 Spells...)', () => {
    for (const school of SCHOOLS) {
      const iqs = SPELLS.filter((s) => s.school === school.name).map((s) => s.iq);
      expect(iqs).toEqual([...iqs].sort((a, b) => a - b));
    }
  });

  it('has unique names', () => {
    expect(new Set(names(SPELLS)).size).toBe(SPELLS.length);
  });

  it('puts every spell between IQ 8 and IQ 18', () => {
    for (const s of SPELLS) {
      expect(s.iq).toBeGreaterThanOrEqual(8);
      expect(s.iq).toBeLessThanOrEqual(18);
    }
  });

  it('writes every damage as a dice expression, creatures included', () => {
    for (const s of SPELLS) {
      if (s.damage !== undefined) expect(s.damage).toMatch(DICE);
      for (const attack of s.creature?.attacks ?? []) expect(attack.damage).toMatch(DICE);
    }
  });

  it('gives every spell a description of its own', () => {
    for (const s of SPELLS) expect(s.description.length).toBeGreaterThan(10);
    expect(new Set(SPELLS.map((s) => s.description)).size).toBe(SPELLS.length);
  });

  it.each<[string, SpellSchool, number, number]>([
    ['Fire-1', 'creation', 9, 1],
    ['Flash', 'creation', 10, 3],
    ['Wall-7', 'creation', 16, 6],
    ['Blur', 'enchanting', 8, 2],
    ['Iron Flesh', 'enchanting', 15, 4],
    ['Sleep-7', 'illusion', 16, 8],
    ['Mind Control', 'illusion', 13, 5],
    ['Avert-7', 'kinetics', 15, 4],
    ['Weredragon', 'morphing', 17, 5],
    ['See Future', 'seeing', 14, 3],
    ['Summon Dragon', 'summoning', 16, 9],
    ['Teleport', 'summoning', 15, 1],
  ])('%s: %s, IQ %p, %pF', (name, school, iq, fatigue) => {
    expect(spell(name)).toMatchObject({ school, iq, cost: { kind: 'fixed', fatigue } });
  });
});

describe('MAGIC, Fatigue: costs that are not a plain number', () => {
  it('KINETICS: Drop Weapon costs 1F, 2F against ST20+; Tripp 2F, 4F against ST30+', () => {
    expect(spell('Drop Weapon').cost).toEqual({ kind: 'by-target-st', fatigue: 1, heavierFatigue: 2, stThreshold: 20 });
    expect(spell('Tripp').cost).toEqual({ kind: 'by-target-st', fatigue: 2, heavierFatigue: 4, stThreshold: 30 });
  });

  it('KINETICS: Magic Fist, Fireball and Lightning take X fatigue up to 2, 3 and 4', () => {
    expect(['Magic Fist', 'Fireball', 'Lightning'].map((n) => spell(n).cost)).toEqual([
      { kind: 'per-point', max: 2 },
      { kind: 'per-point', max: 3 },
      { kind: 'per-point', max: 4 },
    ]);
    expect(['Magic Fist', 'Fireball', 'Lightning'].map((n) => spell(n).damage)).toEqual(['XD6-2', 'XD6-1', 'XD6']);
  });

  it('Clumsiness, Confusion, Heal Wounds and Death take any number of fatigue points', () => {
    const open = SPELLS.filter((s) => s.cost.kind === 'per-point' && s.cost.max === null);
    expect(names(open)).toEqual(['Clumsiness', 'Confusion', 'Death', 'Heal Wounds']);
  });

  it('cost of the original: Destroy Created Object and Remove Enchantment', () => {
    expect(names(SPELLS.filter((s) => s.cost.kind === 'original'))).toEqual(['Destroy Created Object', 'Remove Enchantment']);
  });

  it('HEALING and SUMMONING: Reverse Death, Channel Energy and Raise the Dead', () => {
    expect(spell('Reverse Death').cost).toEqual({ kind: 'revived-st' });
    expect(spell('Channel Energy').cost).toEqual({ kind: 'transferred-plus', plus: 3 });
    expect(spell('Raise the Dead').cost).toEqual({ kind: 'spirit-iq' });
  });
});

describe('MAGIC, Spells: static and dynamic', () => {
  it('follows each school, save Avert and Shock Shield, which are static in KINETICS', () => {
    const exceptions = SPELLS.filter((s) => s.duration !== SCHOOLS.find((school) => school.name === s.school)?.duration);
    expect(names(exceptions)).toEqual(['Avert-1', 'Shock Shield', 'Avert-3', 'Avert-7']);
    expect(exceptions.every((s) => s.duration === 'static')).toBe(true);
  });

  it('CREATION, ENCHANTING, ILLUSION, MORPHING and SUMMONING are static; the others dynamic', () => {
    expect(SCHOOLS.filter((s) => s.duration === 'static').map((s) => s.name)).toEqual([
      'creation',
      'enchanting',
      'illusion',
      'morphing',
      'summoning',
    ]);
  });
});

describe('MAGIC, Direct Spells (ruling: cast upon one being)', () => {
  it('KINETICS: the magic strikes are missiles, not direct', () => {
    for (const n of ['Magic Fist', 'Fireball', 'Lightning']) expect(spell(n)).toMatchObject({ direct: false, missile: true });
  });

  it('the spells aimed at one being are direct, except those with their own resistance', () => {
    const onOne = SPELLS.filter((s) => s.target === 'being' && s.missile !== true && s.resist === undefined);
    expect(onOne.every((s) => s.direct)).toBe(true);
    expect(names(SPELLS.filter((s) => s.direct))).toEqual(names(onOne));
  });

  it('area spells, created objects, self spells and summons are never direct', () => {
    for (const s of SPELLS.filter((x) => x.target !== 'being')) expect(s.direct).toBe(false);
    for (const n of ['Fire-1', 'Rope', 'Slippery Floor-7', 'Sleep-4', 'Avert-3', 'Blast', 'Werebear', 'Summon Bear']) {
      expect(spell(n).direct).toBe(false);
    }
  });

  it('a sample of direct spells: Slow, Freeze, Mind Control, Sleep-1, Avert-1, Drop Weapon, Teleport', () => {
    for (const n of ['Slow', 'Freeze', 'Mind Control', 'Sleep-1', 'Avert-1', 'Drop Weapon', 'Teleport']) expect(spell(n).direct).toBe(true);
  });

  it('Channel Energy and Raise the Dead carry the resistance their text gives', () => {
    expect(spell('Channel Energy').resist).toEqual({ kind: 'margin', attribute: 'IQ' });
    expect(spell('Raise the Dead').resist).toEqual({ kind: 'contest-tie-resists', attribute: 'IQ' });
  });
});

describe('MAGIC, Multi-Hex Spells', () => {
  it('every series has versions of 1 and then 3 or 4 and then 7 hexes, rising in IQ', () => {
    const families = new Set(SPELLS.filter((s) => s.hexes !== null).map((s) => s.family));
    expect([...families]).toEqual(['Fire', 'Shadow', 'Wall', 'Slippery Floor', 'Image', 'Illusion', 'Sleep', 'Avert']);
    for (const f of families) {
      const versions = SPELLS.filter((s) => s.family === f);
      const sizes = versions.map((s) => s.hexes);
      expect(sizes[0]).toBe(1);
      expect(sizes[sizes.length - 1]).toBe(7);
      expect(versions.map((s) => s.iq)).toEqual([...versions.map((s) => s.iq)].sort((a, b) => a - b));
      expect(versions.every((s) => s.name === `${f}-${s.hexes}`)).toBe(true);
    }
  });

  it('ILLUSION: Image, Illusion and Sleep come in 1, 4 and 7 hexes', () => {
    expect(SPELLS.filter((s) => s.family === 'Sleep').map((s) => s.hexes)).toEqual([1, 4, 7]);
  });

  it('CREATION: Rope holds ST20, Super Rope ST40 and includes Rope', () => {
    expect(spell('Rope')).toMatchObject({ family: 'Rope', stLimit: 20, hexes: null });
    expect(spell('Super Rope')).toMatchObject({ family: 'Rope', stLimit: 40, includes: ['Rope'] });
  });

  it('KINETICS: Avert pushes 2, 4 and 6 hexes', () => {
    expect(SPELLS.filter((s) => s.family === 'Avert').map((s) => s.pushHexes)).toEqual([2, 4, 6]);
  });
});

describe('spell facts', () => {
  it('CREATION: Fire burns 2 points through armor', () => {
    for (const n of ['Fire-1', 'Fire-3', 'Fire-7']) expect(spell(n)).toMatchObject({ damagePoints: 2, ignoresArmor: true });
  });

  it('KINETICS: Shock Shield and Blast do D6 through armor', () => {
    expect(spell('Shock Shield')).toMatchObject({ damage: 'D6', ignoresArmor: true, target: 'caster' });
    expect(spell('Blast')).toMatchObject({ damage: 'D6', ignoresArmor: true, radius: 1 });
  });

  it('ENCHANTING: Stone Flesh stops 4, Iron Flesh 6', () => {
    expect(spell('Stone Flesh').stops).toBe(4);
    expect(spell('Iron Flesh').stops).toBe(6);
  });

  it('ILLUSION: Dispel Illusions reaches 15 hexes', () => {
    expect(spell('Dispel Illusions').radius).toBe(15);
  });

  it('MORPHING: Werewolf keeps ST, Werebear triples it with damage counting a third on return', () => {
    expect(spell('Werewolf').creature).toMatchObject({ st: 'x1', dx: 13, ma: 8, armor: 1 });
    expect(spell('Werewolf').returnDamageDivisor).toBeUndefined();
    expect(spell('Werebear')).toMatchObject({ returnDamageDivisor: 3, creature: { st: 'x3', dx: 11, armor: 2 } });
    expect(spell('Weregoyle')).toMatchObject({ returnDamageDivisor: 2, creature: { st: 'x2', flying: true, ma: 16 } });
  });

  it('MORPHING: a morph keeps the caster IQ, so no creature IQ is given', () => {
    for (const s of SPELLS.filter((x) => x.school === 'morphing')) {
      expect(s.creature).toBeDefined();
      expect(s.creature?.iq).toBeUndefined();
      expect(typeof s.creature?.st).toBe('string');
    }
  });

  it('SUMMONING: Summon Giant is ST30 DX9 IQ8 MA8 with a 3D6+3 club (a weapon in hand, not teeth and claws)', () => {
    expect(spell('Summon Giant').creature).toEqual({
      name: 'Giant',
      st: 30,
      dx: 9,
      iq: 8,
      ma: 8,
      attacks: [],
      weapon: "Giant's Club",
      armor: 0,
    });
    expect(beingWeapon("Giant's Club")).toMatchObject({ damage: '3D6+3', group: 'clubs', twoHanded: false, throwable: false, grappling: false, heft: null });
    // Not a row of the WEAPONS table, which keeps its 25 rows.
    expect(findWeapon("Giant's Club")).toBeUndefined();
  });

  it('SUMMONING: Summon Warrior is ST12 DX12 IQ8 with the Broad Sword (2D6) and a Small Shield (1/0)', () => {
    expect(spell('Summon Warrior').creature).toMatchObject({ attacks: [], weapon: 'Broad Sword', shield: 'Small Shield', armor: 0 });
    expect(findWeapon('Broad Sword')!.damage).toBe('2D6');
  });

  it('SUMMONING: the dragons breathe fire as a missile, the small one fills 4 hexes, the great one 7', () => {
    const small = spell('Summon Small Dragon').creature;
    const great = spell('Summon Dragon').creature;
    expect(small).toMatchObject({ st: 30, dx: 13, iq: 16, ma: 16, hexes: 4, armor: 3 });
    expect(great).toMatchObject({ st: 60, dx: 14, iq: 20, ma: 20, hexes: 7, armor: 5 });
    expect(great?.attacks).toEqual([
      { name: 'breathe fire', damage: '4D6', missile: true },
      { name: 'bite/claws', damage: '4D6' },
    ]);
  });

  it('every summoning but Teleport and Raise the Dead calls a creature with its own IQ', () => {
    const callers = SPELLS.filter((s) => s.school === 'summoning' && s.target === 'summoned');
    expect(callers).toHaveLength(7);
    for (const s of callers) expect(typeof s.creature?.iq).toBe('number');
  });
});
