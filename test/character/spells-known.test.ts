import { knownSpells, knowsSpell } from '../../src/character';

const names = (c: { spells: string[]; iq: number }) => knownSpells(c).map((s) => s.name);

describe('MAGIC, Multi-Hex Spells', () => {
  test('a larger version brings the smaller ones', () => {
    expect(names({ spells: ['Fire-7'], iq: 16 })).toEqual(['Fire-1', 'Fire-3', 'Fire-7']);
  });

  test('a smaller version brings the larger ones when IQ reaches them', () => {
    expect(names({ spells: ['Shadow-1'], iq: 10 })).toEqual(['Shadow-1']);
    expect(names({ spells: ['Shadow-1'], iq: 12 })).toEqual(['Shadow-1', 'Shadow-3']);
    expect(names({ spells: ['Shadow-1'], iq: 15 })).toEqual(['Shadow-1', 'Shadow-3', 'Shadow-7']);
  });

  test('Super Rope includes Rope, but Rope does not grow into Super Rope', () => {
    expect(names({ spells: ['Super Rope'], iq: 15 })).toEqual(['Rope', 'Super Rope']);
    expect(names({ spells: ['Rope'], iq: 18 })).toEqual(['Rope']);
  });

  test('spells outside a series are just themselves', () => {
    expect(knowsSpell({ spells: ['Blur'], iq: 8 }, 'blur')).toBe(true);
    expect(knowsSpell({ spells: ['Blur'], iq: 8 }, 'Slow')).toBe(false);
  });
});
