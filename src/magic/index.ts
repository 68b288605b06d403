// Magic (MAGIC and its eight schools) as data plus handlers registered with the combat pipeline:
// registerMagic makes every spell castable in any fight (combat/builtin.ts calls it, so the turn
// loop knows the spells). Outside fights, the adventure calls castOutsideCombat for Read Mind, See
// Future and the like.
import { registerSpellEffects } from './effect-kinds';
import { registerCasting } from './cast';

export { castOptions, castSpell, castValue, describeCast } from './cast';
export { castingBar, spellsOf, staffLeft, spellCost } from './core';
export { spellHandler, unhandledSpells, illusionShape, revivable } from './schools';
export { OUTSIDE_COMBAT_SPELLS, OutsideCastError, canCastOutsideCombat, castOutsideCombat, outsideCastingProblem, payForCast, sceneCastingProblem } from './outside';
export type { OutsideCast } from './outside';

let registered = false;

/** Magic's effect kinds, actions and reaction join combat's registries; once, however often it is called. */
export function registerMagic(): void {
  if (registered) return;
  registered = true;
  registerSpellEffects();
  registerCasting();
}
