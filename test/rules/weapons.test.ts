import type { Weapon } from '../../src/rules';
import { SKILLS, WEAPON_GROUPS, WEAPONS } from '../../src/rules';

const DICE = /^(\d+|X)?D\d+([+-]\d+)?$/;

function weapon(name: string): Weapon {
  const row = WEAPONS.find((w) => w.name === name);
  if (row === undefined) throw new Error(`no weapon ${name}`);
  return row;
}

describe('WEAPONS table', () => {
  it('has 25 rows, Unarmed included, in the rules order', () => {
    expect(WEAPONS).toHaveLength(25);
    expect(WEAPONS[0].name).toBe('Unarmed');
    expect(WEAPONS[WEAPONS.length - 1].name).toBe('Arbalest');
  });

  it('has the rules headings with their row counts, each group in one block', () => {
    const counts = WEAPON_GROUPS.map((g) => WEAPONS.filter((w) => w.group === g).length);
    expect(counts).toEqual([1, 7, 4, 3, 4, 6]);
    const order = WEAPONS.map((w) => WEAPON_GROUPS.indexOf(w.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has unique names', () => {
    expect(new Set(WEAPONS.map((w) => w.name)).size).toBe(WEAPONS.length);
  });

  it('writes every damage as a dice expression', () => {
    for (const w of WEAPONS) {
      expect(w.damage).toMatch(DICE);
      if (w.grapplingDamage !== null) expect(w.grapplingDamage).toMatch(DICE);
    }
  });

  it.each<[string, string, number | null, string | null, number | null]>([
    ['Unarmed', 'D3', null, '1-', null],
    ['Dagger', 'D6', null, '1-', 2],
    ['Cutlass', '2D6-2', 10, '1', null],
    ['Bastard Sword', '2D6+1', 13, '1', null],
    ['2-Handed Sword', '3D6-1', 14, '1', null],
    ['Club', 'D6', 9, '1', 2],
    ['Morningstar', '2D6+1', 13, '1', null],
    ['Hatchet', 'D6+1', 9, '1-', 1],
    ['Battle Axe', '3D6', 15, '1', null],
    ['Spear', 'D6+2', 11, '1++', 2],
    ['Pike', '2D6', 13, '2', null],
    ['Thrown Rock', 'D6-4', 6, null, 2],
    ['Longbow', 'D6+2', 11, null, 7],
    ['Arbalest', '3D6', 14, null, 8],
  ])('WEAPONS: %s is %s, heft %p, reach %p, range %p', (name, damage, heft, reach, range) => {
    expect(weapon(name)).toMatchObject({ damage, heft, reach, range });
  });

  it('WEAPONS (2): exactly the eight rows marked two-handed (the arbalest is not marked)', () => {
    expect(WEAPONS.filter((w) => w.twoHanded).map((w) => w.name)).toEqual([
      '2-Handed Sword',
      'Maul',
      'Battle Axe',
      'Halberd',
      'Pike',
      'Bow',
      'Longbow',
      'Crossbow',
    ]);
  });

  it('WEAPONS (T): dagger, club, hatchet, javelin and spear can be thrown, and the thrown rock', () => {
    expect(WEAPONS.filter((w) => w.throwable).map((w) => w.name)).toEqual(['Dagger', 'Club', 'Hatchet', 'Javelin', 'Spear', 'Thrown Rock']);
  });

  it('WEAPONS (G, D): only the dagger is used grappling, for D6+2', () => {
    expect(WEAPONS.filter((w) => w.grappling).map((w) => [w.name, w.grapplingDamage])).toEqual([['Dagger', 'D6+2']]);
    expect(WEAPONS.filter((w) => w.grapplingDamage !== null)).toHaveLength(1);
  });

  it('WEAPONS (R, R3): the crossbow reloads in one turn, the arbalest in three, nothing else reloads', () => {
    expect(WEAPONS.filter((w) => w.reloadTurns > 0).map((w) => [w.name, w.reloadTurns])).toEqual([
      ['Crossbow', 1],
      ['Arbalest', 3],
    ]);
  });

  it('WEAPONS (U): only unarmed attacks deal fatigue', () => {
    expect(WEAPONS.filter((w) => w.fatigueDamage).map((w) => w.name)).toEqual(['Unarmed']);
  });

  it('WEAPONS: the MISSILES rows are the missiles and have no reach but a range', () => {
    const missiles = WEAPONS.filter((w) => w.missile);
    expect(missiles.map((w) => w.name)).toEqual(['Thrown Rock', 'Sling', 'Bow', 'Longbow', 'Crossbow', 'Arbalest']);
    for (const w of missiles) {
      expect(w.reach).toBeNull();
      expect(w.range).toBeGreaterThan(0);
    }
  });

  it('gives every weapon with a range either a throw or a missile', () => {
    for (const w of WEAPONS.filter((x) => x.range !== null)) expect(w.throwable || w.missile).toBe(true);
  });

  it('names only weapon skills as the skill of a weapon', () => {
    const weaponSkills = SKILLS.filter((s) => s.group === 'weapons').map((s) => s.name);
    for (const w of WEAPONS) if (w.skill !== null) expect(weaponSkills).toContain(w.skill);
    expect(new Set(WEAPONS.map((w) => w.skill).filter((s) => s !== null))).toEqual(new Set(weaponSkills));
  });
});
