// MAGIC, Multi-Hex Spells: a larger version of a spell brings the smaller ones with it, and a smaller
// one brings the larger ones as soon as the caster's IQ reaches them. Super Rope includes Rope.
import type { Spell } from '../rules';
import { SPELLS, findSpell, spellFamily } from '../rules';
import type { Character } from './model';

/** Every spell the character can cast, learned or following from one learned, in rules order. */
export function knownSpells(c: Pick<Character, 'spells' | 'iq'>): Spell[] {
  const known = new Set<Spell>();
  for (const name of c.spells) {
    const spell = findSpell(name);
    if (!spell) continue;
    known.add(spell);
    const family = spellFamily(spell.name);
    const at = family.indexOf(spell);
    family.forEach((version, i) => {
      if (i < at) known.add(version);
      // Only hex versions grow with IQ; Rope does not become Super Rope.
      else if (i > at && version.hexes !== null && spell.hexes !== null && version.iq <= c.iq) known.add(version);
    });
  }
  return SPELLS.filter((s) => known.has(s));
}

export function knowsSpell(c: Pick<Character, 'spells' | 'iq'>, name: string): boolean {
  const spell = findSpell(name);
  return spell !== undefined && knownSpells(c).includes(spell);
}

/** The learned spell that already brings `spell` along, if any (Fire-1 comes with Fire-3). */
export function impliedBy(c: Pick<Character, 'spells' | 'iq'>, spell: Spell): Spell | undefined {
  for (const name of c.spells) {
    const learned = findSpell(name);
    if (!learned || learned === spell) continue;
    if (knownSpells({ spells: [learned.name], iq: c.iq }).includes(spell)) return learned;
  }
  return undefined;
}
