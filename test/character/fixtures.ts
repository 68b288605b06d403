import type { Character, CreationInput } from '../../src/character';
import { createCharacter } from '../../src/character';

export const FIGHTER: CreationInput = {
  name: 'Ajax',
  type: 'normal',
  st: 12,
  dx: 11,
  iq: 9,
  skills: { Sword: 1, Climbing: 2 },
  spells: [],
  weapons: ['Broad Sword', 'Dagger'],
  armor: 'Leather',
  shield: 'Small Shield',
};

export const MAGE: CreationInput = {
  name: 'Medea',
  type: 'mage',
  st: 9,
  dx: 11,
  iq: 12,
  skills: {},
  spells: ['Blur', 'Slow', 'Fire-1'],
  weapons: ['Dagger'],
  armor: null,
  shield: null,
};

export function make(input: Partial<CreationInput> = {}): Character {
  const r = createCharacter({ ...FIGHTER, ...input });
  if (!r.character) throw new Error(r.errors.join('; '));
  return r.character;
}
