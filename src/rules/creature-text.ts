// A creature the bestiary lacks, written on one line as a printed adventure gives its foes (law arena
// --creature, or a file of such lines with --creatures): its name, a colon, then its figures separated
// by commas:
//
//   Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club
//   Giant Rat: ST 6, DX 12, IQ 4, MA 12, bite 1D6-1, animal
//   Gate Guard: ST 12, DX 11, IQ 9, armor 4, weapon Spear, shield Small Shield
//
// The same limits as an adventure's creature (ST 1-999, DX and IQ 1-99, MA and armor 0-99, 1, 4 or 7
// hexes), then the combat engine's own check of a stat block (creatureProblems), as the adventure
// loader runs it: a foe that is accepted can fight.
import type { Creature } from './creatures';
import { creatureProblems } from './creatures';
import { ARMOR_TABLE } from './armor';
import { WEAPONS } from './weapons';
import { normalizeName, suggest } from './lookup';
import { unsafeCharacters } from '../text/safe-text';

export class CreatureTextError extends Error {
  override name = 'CreatureTextError';
}

const NUMBERS: Record<string, { key: 'st' | 'dx' | 'iq' | 'ma' | 'armor' | 'hexes'; min: number; max: number; word: string }> = {
  st: { key: 'st', min: 1, max: 999, word: 'ST' },
  dx: { key: 'dx', min: 1, max: 99, word: 'DX' },
  iq: { key: 'iq', min: 1, max: 99, word: 'IQ' },
  ma: { key: 'ma', min: 0, max: 99, word: 'MA' },
  armor: { key: 'armor', min: 0, max: 99, word: 'armor' },
  hexes: { key: 'hexes', min: 1, max: 7, word: 'hexes' },
};

const DICE = /^(\d*)\s*d\s*(\d+)\s*([+-]\s*\d+)?$/i;

/** A creature from its line; throws CreatureTextError saying what is wrong. */
export function parseCreatureText(line: string): Creature {
  const text = line.trim();
  const colon = text.indexOf(':');
  const example = 'write it as "Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club"';
  if (colon <= 0) throw new CreatureTextError(`"${text}": a creature starts with its name and a colon; ${example}`);
  const name = text.slice(0, colon).trim();
  if (name.length > 40) throw new CreatureTextError(`"${name}": a creature's name has at most 40 characters`);
  const unsafe = unsafeCharacters(name);
  if (unsafe) throw new CreatureTextError(`a creature's name ${unsafe}`);
  const c: Creature = { name, st: 0, dx: 0, iq: 0, armor: 0, attacks: [], description: 'a foe of the printed adventure' };
  const seen = new Set<string>();
  for (const raw of text.slice(colon + 1).split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const m = /^(\S+)\s*(.*)$/.exec(part)!;
    const key = m[1].toLowerCase();
    const rest = m[2].trim();
    const num = NUMBERS[key];
    if (num) {
      if (!/^\d+$/.test(rest)) throw new CreatureTextError(`${name}: ${num.word} is a whole number, not "${rest}"`);
      const v = Number(rest);
      if (v < num.min || v > num.max) throw new CreatureTextError(`${name}: ${num.word} is from ${num.min} to ${num.max}, not ${v}`);
      if (seen.has(key)) throw new CreatureTextError(`${name}: ${num.word} is given twice`);
      seen.add(key);
      c[num.key] = v;
    } else if (key === 'weapon' || key === 'shield') {
      const rows = key === 'weapon' ? WEAPONS.map((w) => w.name) : ARMOR_TABLE.filter((a) => a.kind === 'shield').map((a) => a.name);
      const row = rows.find((r) => normalizeName(r) === normalizeName(rest));
      if (!row) {
        const close = suggest(rest, rows);
        throw new CreatureTextError(`${name}: "${rest}" is not a ${key} of the rules${close.length ? `; did you mean ${close.join(' or ')}?` : ` (law tables ${key === 'weapon' ? 'weapons' : 'armor'})`}`);
      }
      c[key] = row;
    } else if (key === 'flying' || key === 'animal') {
      if (rest !== '') throw new CreatureTextError(`${name}: "${part}": ${key} takes no value`);
      c[key] = true;
    } else {
      // An attack of its own: its name, then its damage dice ("bite 1D6-1", "tail lash 2D6").
      const words = part.split(/\s+/);
      const dice = words.pop()!;
      if (words.length === 0 || !DICE.test(dice)) {
        throw new CreatureTextError(`${name}: "${part}" is neither ST, DX, IQ, MA, armor, hexes, weapon, shield, flying, animal nor an attack with its dice ("bite 1D6-1")`);
      }
      c.attacks.push({ name: words.join(' '), damage: dice.toUpperCase().replace(/\s+/g, '') });
    }
  }
  for (const k of ['st', 'dx', 'iq'] as const) if (!seen.has(k)) throw new CreatureTextError(`${name}: give its ${NUMBERS[k].word}; ${example}`);
  if (!c.weapon && c.attacks.length === 0) throw new CreatureTextError(`${name}: give it a weapon ("weapon Club") or an attack ("bite 1D6")`);
  const problems = creatureProblems(c);
  if (problems.length) throw new CreatureTextError(`${name} cannot fight: ${problems.join('; ')}`);
  return c;
}

/**
 * Creatures from a file of such lines: blank lines and lines starting with # are skipped; a fault
 * is reported as `FILE:LINE: what`. Two creatures of one name are refused.
 */
export function parseCreatureFile(text: string, shown: string): Creature[] {
  const out: Creature[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const t = line.trim();
    if (t === '' || t.startsWith('#')) return;
    let c: Creature;
    try {
      c = parseCreatureText(t);
    } catch (e) {
      if (e instanceof CreatureTextError) throw new CreatureTextError(`${shown}:${i + 1}: ${e.message}`);
      throw e;
    }
    if (out.some((o) => normalizeName(o.name) === normalizeName(c.name))) throw new CreatureTextError(`${shown}:${i + 1}: ${c.name} is described twice`);
    out.push(c);
  });
  if (out.length === 0) throw new CreatureTextError(`${shown}: describes no creature (one a line: "Bog Troll: ST 30, DX 11, IQ 8, armor 3, weapon Club")`);
  return out;
}
