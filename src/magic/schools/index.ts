// Every spell of MAGIC as a handler, one file a school (CREATION ... SUMMONING): which casts are
// legal (targets, hexes, fatigue X), what a cast is worth to the AI, and what it does once cast and
// paid for. This file is the table: which handler serves which spell of the rules' table.
import type { Spell } from '../../rules';
import { SPELLS } from '../../rules';
import type { SpellHandler } from './handler';
import { ENCHANT, enchantment, removeHandler, deathHandler } from './enchanting';
import { HEX_KIND, hexSpell, ropeHandler, flashHandler, destroyHandler } from './creation';
import { healHandler, reverseDeathHandler, channelHandler } from './healing';
import { imageHandler, sleepHandler, mindControlHandler, dispelHandler } from './illusion';
import { strikeHandler, dropHandler, breakHandler, trippHandler, avertHandler, shockHandler, blastHandler } from './kinetics';
import { morphHandler } from './morphing';
import { revealHandler, adventureOnly } from './seeing';
import { summonHandler, teleportHandler, raiseHandler } from './summoning';

export type { SpellHandler } from './handler';
export { illusionShape } from './illusion';
export { revivable } from './healing';
export { strikeProfile } from './kinetics';
export { summonedBy } from './summoning';

function handlerFor(spell: Spell): SpellHandler | null {
  const n = spell.name;
  if (ENCHANT[n]) return enchantment(ENCHANT[n]);
  if (spell.family && HEX_KIND[spell.family]) return hexSpell(spell.family);
  switch (spell.family) {
    case 'Rope':
      return ropeHandler;
    case 'Image':
      return imageHandler(false);
    case 'Illusion':
      return imageHandler(true);
    case 'Sleep':
      return sleepHandler(spell.hexes !== 1);
    case 'Avert':
      return avertHandler(spell.hexes !== 1);
  }
  if (spell.school === 'morphing') return morphHandler;
  if (spell.school === 'summoning' && spell.creature) return summonHandler;
  const by: Record<string, SpellHandler> = {
    Flash: flashHandler,
    'Destroy Created Object': destroyHandler,
    'Remove Enchantment': removeHandler,
    Death: deathHandler,
    'Heal Wounds': healHandler,
    'Reverse Death': reverseDeathHandler,
    'Channel Energy': channelHandler,
    'Mind Control': mindControlHandler,
    'Dispel Illusions': dispelHandler,
    'Magic Fist': strikeHandler,
    Fireball: strikeHandler,
    Lightning: strikeHandler,
    'Drop Weapon': dropHandler,
    'Break Weapon': breakHandler,
    Tripp: trippHandler,
    'Shock Shield': shockHandler,
    Blast: blastHandler,
    'Reveal Magic': revealHandler,
    'Read Mind': adventureOnly,
    'See Future': adventureOnly,
    Teleport: teleportHandler,
    'Raise the Dead': raiseHandler,
  };
  return by[n] ?? null;
}

const HANDLERS = new Map<string, SpellHandler>();
for (const s of SPELLS) {
  const h = handlerFor(s);
  if (h) HANDLERS.set(s.name, h);
}

export function spellHandler(name: string): SpellHandler | undefined {
  return HANDLERS.get(name);
}

/** Spells of the table without a handler (none, when magic is complete). */
export function unhandledSpells(): string[] {
  return SPELLS.filter((s) => !HANDLERS.has(s.name)).map((s) => s.name);
}
