// What a simulator worker needs, and nothing else: loading the whole combat index in each thread
// would pull in the player's prompts and views for no use.
export { parseMap } from './map';
export { prepare, runRange, runFight, fightSeed, emptyTally, mergeTally, wilson } from './sim';
export type { SimTally, SimSetup, SimTemplate, FightSummary } from './sim';
