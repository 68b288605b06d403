import { createCharacter, CREATION, parseNameList, parseSkillList } from '../../src/character';
import { FIGHTER, MAGE } from './fixtures';

describe('CHARACTERS, New Characters', () => {
  test('a fighter of 32 points with three points of skills is made', () => {
    const r = createCharacter(FIGHTER);
    expect(r.errors).toEqual([]);
    expect(r.character).toMatchObject({ name: 'Ajax', type: 'normal', st: 12, dx: 11, iq: 9, xp: 0, skills: { Sword: 1, Climbing: 2 } });
  });

  test('a mage of 32 points with three spells of IQ at most his is made, with an empty staff', () => {
    const r = createCharacter(MAGE);
    expect(r.errors).toEqual([]);
    expect(r.character?.spells).toEqual(['Blur', 'Slow', 'Fire-1']);
    expect(r.character?.staff).toEqual({ capacity: 0, charge: 0 });
  });

  test('33 points are refused with the count', () => {
    const r = createCharacter({ ...FIGHTER, st: 13 });
    expect(r.character).toBeNull();
    expect(r.errors.join()).toMatch(/= 33 points; a new character has exactly 32 \(1 too many\)/);
  });

  test('31 points are refused too', () => {
    expect(createCharacter({ ...FIGHTER, st: 11 }).errors.join()).toMatch(/1 left to place/);
  });

  test('each attribute at least 8', () => {
    const r = createCharacter({ ...FIGHTER, st: 17, dx: 8, iq: 7 });
    expect(r.errors.join()).toMatch(/IQ7 is below the minimum of 8/);
  });

  test('a normal character takes exactly three points of skills', () => {
    expect(createCharacter({ ...FIGHTER, skills: { Sword: 1 } }).errors.join()).toMatch(/3 points of skills; these add up to 1/);
    expect(createCharacter({ ...FIGHTER, skills: { Sword: 2, Climbing: 2 } }).errors.join()).toMatch(/add up to 4/);
  });

  test('skill names are read as people type them and stored by their rules names', () => {
    const r = createCharacter({ ...FIGHTER, skills: { sword: 1, 'land navigation': 2 } });
    expect(r.character?.skills).toEqual({ Sword: 1, 'Land Navigation': 2 });
  });

  test('an unknown skill is named with a suggestion', () => {
    expect(createCharacter({ ...FIGHTER, skills: { Swrod: 1, Climbing: 2 } }).errors.join()).toMatch(/"Swrod" is not a skill; did you mean Sword/);
  });

  test('a magic user takes three spells, none above his IQ', () => {
    expect(createCharacter({ ...MAGE, spells: ['Blur', 'Slow'] }).errors.join()).toMatch(/3 points of spells/);
    expect(createCharacter({ ...MAGE, spells: ['Blur', 'Slow', 'Fire-7'] }).errors.join()).toMatch(/Fire-7 needs IQ 16; IQ12/);
  });

  test('MAGIC, Multi-Hex Spells: a smaller version is not a new spell when the larger one is chosen', () => {
    expect(createCharacter({ ...MAGE, spells: ['Fire-1', 'Fire-3', 'Blur'] }).errors.join()).toMatch(/Fire-1 comes with Fire-3/);
  });

  test('normal characters start with skills and mages with spells', () => {
    expect(createCharacter({ ...FIGHTER, spells: ['Blur'] }).errors.join()).toMatch(/skills, not spells/);
    expect(createCharacter({ ...MAGE, skills: { Sword: 1 } }).errors.join()).toMatch(/spells, not skills/);
  });

  test('WEAPONS, Heft: a weapon heavier than ST is refused', () => {
    expect(createCharacter({ ...FIGHTER, weapons: ['Battle Axe'] }).errors.join()).toMatch(/Battle Axe has heft 15: it needs ST15, and this character has ST12/);
  });

  test('WEAPONS: no shield with a two-handed weapon in hand', () => {
    const r = createCharacter({ ...FIGHTER, st: 14, dx: 9, weapons: ['2-Handed Sword'], shield: 'Small Shield' });
    expect(r.errors.join()).toMatch(/2-Handed Sword is two-handed: it cannot be used with a shield/);
    expect(createCharacter({ ...FIGHTER, st: 14, dx: 9, weapons: ['2-Handed Sword'], shield: null }).errors).toEqual([]);
  });

  test('MAGIC, Metal: a mage in chain is warned, not refused', () => {
    const r = createCharacter({ ...MAGE, armor: 'Chain' });
    expect(r.character).not.toBeNull();
    expect(r.warnings.join()).toMatch(/Chain is metal armor: a magic user wearing it cannot cast/);
    expect(createCharacter({ ...MAGE, armor: 'Leather' }).warnings).toEqual([]);
  });

  test('ruling "So is a shield on a mage": a magic user with a shield is warned that it bars casting, not refused', () => {
    const r = createCharacter({ ...MAGE, shield: 'Small Shield' });
    expect(r.character?.shield).toBe('Small Shield');
    expect(r.warnings).toEqual(['Small Shield: a magic user holding a shield cannot cast; dropping it in a fight takes a turn']);
    expect(createCharacter({ ...FIGHTER, shield: 'Small Shield' }).warnings).toEqual([]);
  });

  test('armor and shield names are checked and not swapped', () => {
    expect(createCharacter({ ...FIGHTER, armor: 'Mithril' }).errors.join()).toMatch(/"Mithril" is not an armor/);
    expect(createCharacter({ ...FIGHTER, armor: 'Small Shield' }).errors.join()).toMatch(/is a shield/);
    expect(createCharacter({ ...FIGHTER, shield: 'Plate' }).errors.join()).toMatch(/is armor, not a shield/);
  });

  test('at most two weapons, each once', () => {
    expect(createCharacter({ ...FIGHTER, weapons: ['Dagger', 'Club', 'Sling'] }).errors.join()).toMatch(/at most 2 weapons/);
    expect(createCharacter({ ...FIGHTER, weapons: ['Dagger', 'dagger'] }).errors.join()).toMatch(/listed twice/);
  });

  test('every problem is reported at once', () => {
    const r = createCharacter({ ...FIGHTER, name: '', st: 20, weapons: ['Laser'] });
    expect(r.errors.length).toBeGreaterThanOrEqual(3);
  });

  test('ruling: starting gold and belongings', () => {
    const c = createCharacter(FIGHTER).character!;
    expect(c.gold).toBe(CREATION.gold);
    expect(c.items.map((i) => i.name)).toEqual(CREATION.belongings.map((i) => i.name));
    expect([c.damage, c.fatigue, c.karma, c.wishes, c.curses, c.adventure]).toEqual([0, 0, 0, 0, 0, null]);
  });

  test('names must hold a letter or digit and no control characters', () => {
    expect(createCharacter({ ...FIGHTER, name: '...' }).errors.join()).toMatch(/letter or digit/);
    expect(createCharacter({ ...FIGHTER, name: 'a\u0007b' }).errors.join()).toMatch(/control/);
    expect(createCharacter({ ...FIGHTER, name: 'x'.repeat(41) }).errors.join()).toMatch(/at most 40/);
  });

  test('skill and name lists from the command line', () => {
    expect(parseSkillList('Sword:1, Climbing:2')).toEqual({ Sword: 1, Climbing: 2 });
    expect(parseSkillList('Sword, Sword')).toEqual({ Sword: 2 });
    expect(parseNameList(' Blur, Slow ,,Fire-1')).toEqual(['Blur', 'Slow', 'Fire-1']);
  });
});
