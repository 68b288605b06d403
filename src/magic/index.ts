// Magic (MAGIC and its eight schools) as data plus handlers registered with the combat pipeline:
// importing this module once makes every spell castable in any fight (the turn loop imports it).
// Outside fights, the adventure calls castOutsideCombat for Read Mind, See Future and the like.
import './effect-kinds';
import './cast';

export { castOptions, castSpell, castValue, describeCast } from './cast';
export { castingBar, spellsOf, staffLeft, spellCost } from './core';
export { spellHandler, unhandledSpells, illusionShape, revivable } from './schools';
export { OUTSIDE_COMBAT_SPELLS, OutsideCastError, canCastOutsideCombat, castOutsideCombat, outsideCastingProblem, payForCast, sceneCastingProblem } from './outside';
export type { OutsideCast } from './outside';

