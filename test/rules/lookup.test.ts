import { figureFromCreature } from '../../src/combat';
import {
  ARMOR_TABLE,
  creatureProblems,
  editDistance,
  findArmor,
  findCreature,
  findShield,
  findSkill,
  findSpell,
  findWeapon,
  normalizeName,
  SKILLS,
  SPELLS,
  spellFamily,
  suggest,
  WEAPONS,
  weaponNamed,
  weaponsForSkill,
} from '../../src/rules';

describe('lookups by typed name', () => {
  it('finds every row by its own name', () => {
    for (const w of WEAPONS) expect(findWeapon(w.name)).toBe(w);
    for (const a of ARMOR_TABLE) expect(findArmor(a.name)).toBe(a);
    for (const s of SPELLS) expect(findSpell(s.name)).toBe(s);
    for (const s of SKILLS) expect(findSkill(s.name)).toBe(s);
  });

  it.each([
    ['CLIMBING', 'Climbing'],
    ['land navigation', 'Land Navigation'],
    ['Sorcerers Tongue', "Sorcerer's Tongue"],
    ['sorcerer’s tongue', "Sorcerer's Tongue"],
    ['pole_arms', 'Pole Arms'],
    ['polearms', 'Pole Arms'],
    ['unarmed-combat', 'Unarmed Combat'],
    ['navigator', 'Navigator/Pilot'],
  ])('findSkill(%p) is %s', (typed, name) => {
    expect(findSkill(typed)?.name).toBe(name);
  });

  it.each([
    ['Broadsword', 'Broad Sword'],
    ['broad_sword', 'Broad Sword'],
    ['2-handed sword', '2-Handed Sword'],
    ['Two-Handed Sword', '2-Handed Sword'],
    ['two handed sword', '2-Handed Sword'],
    ['MORNING STAR', 'Morningstar'],
    ['long bow', 'Longbow'],
    ['battleaxe', 'Battle Axe'],
  ])('findWeapon(%p) is %s', (typed, name) => {
    expect(findWeapon(typed)?.name).toBe(name);
  });

  it.each([
    ['fire 3', 'Fire-3'],
    ['FIRE-7', 'Fire-7'],
    ['slipperyfloor1', 'Slippery Floor-1'],
    ['summon small-dragon', 'Summon Small Dragon'],
    ['raise the dead', 'Raise the Dead'],
    ['trip', 'Tripp'],
  ])('findSpell(%p) is %s', (typed, name) => {
    expect(findSpell(typed)?.name).toBe(name);
  });

  it('findArmor finds armor and shields, and common names of armor', () => {
    expect(findArmor('tower shield')?.kind).toBe('shield');
    expect(findArmor('Chain Mail')?.name).toBe('Chain');
    expect(findArmor('plate')?.points).toBe(5);
  });

  it('returns undefined for names not in the rules', () => {
    expect(findWeapon('Lightsaber')).toBeUndefined();
    expect(findSpell('Fire-2')).toBeUndefined();
    expect(findSkill('')).toBeUndefined();
    expect(findArmor('Mithril')).toBeUndefined();
  });

  it('normalizeName drops case, spaces, hyphens, apostrophes and underscores', () => {
    expect(normalizeName(" Sorcerer's_Tongue - x")).toBe('sorcererstonguex');
  });
});

describe('suggest', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('sword', 'sword')).toBe(0);
    expect(editDistance('swrod', 'sword')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('offers the closest names for a misspelling', () => {
    expect(suggest('Fireblal', SPELLS.map((s) => s.name))[0]).toBe('Fireball');
    expect(suggest('Lightening', SPELLS.map((s) => s.name))).toEqual(['Lightning']);
    expect(suggest('clmbing', SKILLS.map((s) => s.name))[0]).toBe('Climbing');
    expect(suggest('halbred', WEAPONS.map((w) => w.name))).toEqual(['Halberd']);
  });

  it('offers names that contain what was typed', () => {
    expect(suggest('summon', SPELLS.map((s) => s.name))).toEqual(['Summon Wolf', 'Summon Warrior', 'Summon Bear']);
    expect(suggest('summon', SPELLS.map((s) => s.name), 10)).toHaveLength(7);
  });

  it('offers nothing when nothing is close', () => {
    expect(suggest('xyzzy', WEAPONS.map((w) => w.name))).toEqual([]);
    expect(suggest('', WEAPONS.map((w) => w.name))).toEqual([]);
  });
});

describe('MAGIC, Multi-Hex Spells: spellFamily', () => {
  it('lists the versions of a series smallest first, from any member or the series name', () => {
    const fire = ['Fire-1', 'Fire-3', 'Fire-7'];
    expect(spellFamily('Fire-3').map((s) => s.name)).toEqual(fire);
    expect(spellFamily('fire').map((s) => s.name)).toEqual(fire);
    expect(spellFamily('Illusion').map((s) => s.name)).toEqual(['Illusion-1', 'Illusion-4', 'Illusion-7']);
    expect(spellFamily('slippery floor').map((s) => s.hexes)).toEqual([1, 3, 7]);
  });

  it('puts Rope before Super Rope', () => {
    expect(spellFamily('Super Rope').map((s) => s.name)).toEqual(['Rope', 'Super Rope']);
  });

  it('gives a spell outside any series alone, and an unknown name nothing', () => {
    expect(spellFamily('Blur').map((s) => s.name)).toEqual(['Blur']);
    expect(spellFamily('Fire-2')).toEqual([]);
  });
});

describe('WEAPONS skills (ruling): the rows each weapon skill covers', () => {
  const covered = (skill: string) => weaponsForSkill(skill).map((w) => w.name);

  it('Axe: every axe and every club', () => {
    expect(covered('Axe')).toEqual(['Club', 'Mace', 'Morningstar', 'Maul', 'Hatchet', 'Axe', 'Battle Axe']);
  });

  it('Bow: bow and longbow, not the crossbows', () => {
    expect(covered('Bow')).toEqual(['Bow', 'Longbow']);
  });

  it('Sword: the swords but not the dagger, which has its own skill', () => {
    expect(covered('Sword')).toEqual(['Rapier', 'Cutlass', 'Short Sword', 'Broad Sword', 'Bastard Sword', '2-Handed Sword']);
    expect(covered('Dagger')).toEqual(['Dagger']);
  });

  it('Pole Arms: javelin, spear, halberd and pike', () => {
    expect(covered('pole arms')).toEqual(['Javelin', 'Spear', 'Halberd', 'Pike']);
  });

  it('Unarmed Combat: unarmed; no skill for sling, thrown rock, crossbow or arbalest', () => {
    expect(covered('Unarmed Combat')).toEqual(['Unarmed']);
    expect(WEAPONS.filter((w) => w.skill === null).map((w) => w.name)).toEqual(['Thrown Rock', 'Sling', 'Crossbow', 'Arbalest']);
  });

  it('is empty for a skill that is not a weapon skill', () => {
    expect(weaponsForSkill('Climbing')).toEqual([]);
    expect(weaponsForSkill('nonsense')).toEqual([]);
  });
});

describe('one lookup for a weapon or shield a stat block names (issue 27)', () => {
  // An adventure's inline creature is checked by creatureProblems and armed by figureFromCreature:
  // both read its names as findWeapon and findShield do, so what passes the check fights.
  const bandit = { ...findCreature('Bandit')!, weapon: 'broad-sword', weapons: ['Rock'], shield: 'small shield', attacks: [], st: 14 };

  it('a stat block with another spelling and an alias passes the check', () => {
    expect(findWeapon('broad-sword')?.name).toBe('Broad Sword');
    expect(findWeapon('Rock')?.name).toBe('Thrown Rock');
    expect(findShield('small shield')?.name).toBe('Small Shield');
    expect(findShield('Chain Mail')).toBeUndefined();
    expect(creatureProblems(bandit)).toEqual([]);
  });

  it('and the figure made of it holds the rows of the table under their own names', () => {
    const f = figureFromCreature({ id: 'b', side: 'foes', control: 'ai' }, bandit);
    expect(f.ready).toBe('Broad Sword');
    expect(f.carried).toEqual(['Thrown Rock']);
    expect(f.shield?.name).toBe('Small Shield');
  });

  it('names the engine wrote itself are the table\'s own, exactly: an alias there may be an adventure\'s own weapon', () => {
    expect(weaponNamed('Broad Sword')?.name).toBe('Broad Sword');
    expect(weaponNamed('Rock')).toBeUndefined();
    expect(weaponNamed('broad sword')).toBeUndefined();
  });
});
