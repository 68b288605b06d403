import type { Skill } from '../../src/rules';
import { SKILL_GROUPS, SKILLS } from '../../src/rules';

function skill(name: string): Skill {
  const row = SKILLS.find((s) => s.name === name);
  if (row === undefined) throw new Error(`no skill ${name}`);
  return row;
}

describe('SKILLS', () => {
  it('has 39 skills in 6 groups of 4/8/6/4/11/6, in the rules order', () => {
    expect(SKILLS).toHaveLength(39);
    expect(SKILL_GROUPS).toEqual(['athletics', 'social', 'survival', 'thief', 'trades', 'weapons']);
    expect(SKILL_GROUPS.map((g) => SKILLS.filter((s) => s.group === g).length)).toEqual([4, 8, 6, 4, 11, 6]);
    const order = SKILLS.map((s) => SKILL_GROUPS.indexOf(s.group));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('has unique names, beginning with Acrobat and ending with Unarmed Combat', () => {
    expect(new Set(SKILLS.map((s) => s.name)).size).toBe(39);
    expect(SKILLS[0].name).toBe('Acrobat');
    expect(SKILLS[38].name).toBe('Unarmed Combat');
  });

  it.each<[string, string, string]>([
    ['Acrobat', 'DX', 'check'],
    ['Climbing', 'ST', 'check'],
    ['Swimming', 'ST', 'check'],
    ['Diplomacy', 'IQ', 'check'],
    ['Land Navigation', 'IQ', 'check'],
    ['Thief', 'DX', 'check'],
    ['Crafts', 'DX', 'check'],
    ['Charisma', 'IQ', 'contest'],
    ['Merchant', 'IQ', 'contest'],
  ])('SKILLS: %s rolls %s (%s)', (name, attribute, use) => {
    expect(skill(name)).toMatchObject({ attribute, use });
  });

  it('SURVIVAL and THIEF: Stealth and Stalker pit DX against IQ, Streetwise IQ against DX', () => {
    expect(skill('Stealth')).toMatchObject({ use: 'contest', attribute: 'DX', opposedBy: 'IQ' });
    expect(skill('Stalker')).toMatchObject({ use: 'contest', attribute: 'DX', opposedBy: 'IQ' });
    expect(skill('Streetwise')).toMatchObject({ use: 'contest', attribute: 'IQ', opposedBy: 'DX' });
  });

  it('a contest always names the opposing attribute, and only a contest does', () => {
    for (const s of SKILLS) expect(s.opposedBy !== null).toBe(s.use === 'contest');
  });

  it('WEAPONS: the six weapon skills are bonuses, rolled against nothing', () => {
    const weapons = SKILLS.filter((s) => s.group === 'weapons');
    expect(weapons.map((s) => s.name)).toEqual(['Axe', 'Bow', 'Dagger', 'Pole Arms', 'Sword', 'Unarmed Combat']);
    for (const s of weapons) expect(s).toMatchObject({ use: 'bonus', attribute: null });
    expect(weapons.every((s) => s.perLevel !== null)).toBe(true);
  });

  it('SOCIAL and TRADES: only the Sorcerer\'s Tongue and Alchemist cost a magic user 10XP', () => {
    expect(SKILLS.filter((s) => s.mageXpCost !== null).map((s) => [s.name, s.mageXpCost])).toEqual([
      ["Sorcerer's Tongue", 10],
      ['Alchemist', 10],
    ]);
  });

  it('the per-level skills outside WEAPONS are Leadership, Bard, Medic and Merchant', () => {
    const perLevel = SKILLS.filter((s) => s.group !== 'weapons' && s.perLevel !== null).map((s) => s.name);
    expect(perLevel).toEqual(['Leadership', 'Bard', 'Medic', 'Merchant']);
    expect(skill('Merchant').perLevel).toContain('10%');
  });

  it('Leadership is the one special skill, with no attribute of its own', () => {
    expect(SKILLS.filter((s) => s.use === 'special').map((s) => s.name)).toEqual(['Leadership']);
    expect(skill('Leadership').attribute).toBeNull();
  });
});
