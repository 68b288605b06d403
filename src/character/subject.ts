// A character as the one who makes a check: DX after armor restriction (ARMOR, Restriction), skill
// levels by their rules names, and curses (CAMPAIGNING, Curse).
import type { Attribute, CheckSubject } from '../dice';
import { findSkill } from '../rules';
import type { Character } from './model';
import { adjustedDx } from './derived';

export function skillLevel(c: Pick<Character, 'skills'>, name: string): number {
  const skill = findSkill(name);
  return skill ? (c.skills[skill.name] ?? 0) : 0;
}

export function checkSubject(c: Character): CheckSubject {
  return {
    name: c.name,
    attribute: (a: Attribute) => (a === 'ST' ? c.st : a === 'DX' ? adjustedDx(c) : c.iq),
    skillLevel: (s) => skillLevel(c, s),
    curses: c.curses,
  };
}
