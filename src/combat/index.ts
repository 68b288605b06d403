// Tactical combat on the hex grid (SEQUENCE OF PLAY, MOVEMENT, ACTION, INJURY & EXHAUSTION, WEAPONS,
// ARMOR): the one engine that adventures, the arena, the simulator and the tests drive.
export * from './hex';
export * from './map';
export type { Side, Control, FigureStatus, Figure, AttackProfile, NaturalAttack, HeldShield } from './figure';
export {
  SIDES,
  otherSide,
  effectiveSt,
  effectiveDx,
  effectiveIq,
  movementAllowance,
  armorPoints,
  remainingSt,
  attackProfiles,
  figureFromCharacter,
  figureFromCreature,
  cloneFigure,
  FigureError,
  weaponWord,
} from './figure';
export * from './effect-hooks';
export * from './events';
export * from './protocol';
export * from './state';
export * from './actions';
export { decide } from './decide';
export { passChance, roll, rollCheck, rollContest, contestWinChance } from './checks';
export { harm, fall, releaseGrapple, rollDamage, unrecoverable, touch } from './injury';
export { fatigueSplit } from '../rules/fatigue';
export { attack, attackDice, attackTarget } from './attack';
export { offerReaction, canReact } from './reactions';
export { reachable, pathTo, placeFigure, canMove, walk, heldInGrapple, isStrongGrappler } from './movement';
export { canSee, lineOfFire } from './sight';
export { fight, figureTurn, sideTurn, isOver, fightOutcome, STALEMATE_ROUNDS, MAX_ROUNDS } from './turn';
export type { FightResult, FightOutcome } from './turn';
export { checkMorale } from './morale';
export { aftermath, finalStatus } from './aftermath';
export type { GivenFromPack, Pack, Remedy } from './dying';
export { giveRemedies, healFallen, lyingDying } from './dying';
export type { FinalStatus } from './aftermath';
export * from './setup';
export { aiDecide, planTurn, bestAction, replayTurn, simDecider, DecisionTable } from './ai';
export type { TurnTrace } from './ai';
export * from './encounter';
export { prepare, runFight, runRange, fightSeed, emptyTally, mergeTally, addFight, wilson } from './sim';
export type { SimSetup, SimTemplate, SimTally, FightSummary } from './sim';
export { invariantProblems } from './invariants';
