// Figures and maps shared by the combat tests.
import type { Character } from '../../src/character';
import { parseMap } from '../../src/combat';

export function hero(overrides: Partial<Character> = {}): Character {
  return {
    schema: 1,
    name: 'Ajax',
    type: 'normal',
    st: 12,
    dx: 11,
    iq: 9,
    xp: 0,
    skills: {},
    spells: [],
    weapons: ['Broad Sword'],
    armor: null,
    shield: null,
    staff: null,
    gold: 0,
    items: [],
    damage: 0,
    fatigue: 0,
    karma: 0,
    wishes: 0,
    curses: 0,
    adventure: null,
    save: null,
    ...overrides,
  };
}

/** A 7 x 5 open field: zone A on the left, zone B on the right. */
export const FIELD = parseMap(`name: Field
A . . . . . B
 A . . . . . B
A . . . . . B
 A . . . . . B
A . . . . . B`);

/** Two hexes side by side with room around: for fights worked out by hand. */
export const DUEL = parseMap(`name: Duel
. . . . .
 . . A B .
. . . . .`);
