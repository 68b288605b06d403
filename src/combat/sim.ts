// Monte Carlo fights (`law sim`): the same engine with automatic dice and the AI on both sides,
// driven synchronously. Fight i is seeded from (seed, i) alone, so the results do not depend on how
// the runs are spread over worker threads. Pure: numbers in, numbers out.
import { AutoDice, Rng } from '../dice';
import type { HexMap } from './map';
import type { Figure, Side } from './figure';
import { cloneFigure } from './figure';
import type { Difficulty } from './state';
import type { CombatantSpec } from './setup';
import { buildFigures, createContext, createState, placeFigures } from './setup';
import { fight } from './turn';
import type { FightOutcome } from './turn';
import { DecisionTable, simDecider } from './ai';
import type { AiDecider, AiMemo } from './state';
import { newMemo } from './state';

export interface SimSetup {
  readonly map: HexMap;
  readonly figures: readonly CombatantSpec[];
  readonly difficulty: Difficulty;
  /** A side's AI at another level than `difficulty` (the levels played against each other: `law sim --foe-difficulty`). */
  readonly sideDifficulty?: Partial<Record<Side, Difficulty>>;
  readonly canFlee: boolean;
  /** The side that gets a free turn first (SEQUENCE OF PLAY, Surprise), as an adventure's fight gives it; none when absent. */
  readonly surprise?: Side | null;
}

/** One fight, in numbers. */
export interface FightSummary {
  readonly outcome: FightOutcome;
  readonly rounds: number;
  /** Damage plus fatigue taken in the fight by each side, summed over its figures. */
  readonly taken: Record<Side, number>;
  /** Figures of each side still standing at the end. */
  readonly standing: Record<Side, number>;
}

/** The figures placed once; each fight starts from copies. */
export interface SimTemplate {
  readonly setup: SimSetup;
  readonly figures: readonly Figure[];
  /** The AI's answers met so far in this run's fights (ai/transposition.ts): same results, found faster. */
  readonly table: DecisionTable;
  readonly decide: AiDecider;
  /** The AI's geometry (reach, distances) by positions, shared by the run's fights (AiMemo.shared). */
  readonly geometry: Map<number, { check: number; geo: unknown }>;
  /** The AI's memo, emptied for each fight (one thread plays a run's fights one after another). */
  readonly memo: AiMemo;
}

export function prepare(setup: SimSetup): SimTemplate {
  const figures = buildFigures(setup.figures);
  const zones = new Map(setup.figures.map((f) => [f.id, f.zone ?? (f.side === 'party' ? 'A' : 'B')]));
  placeFigures(setup.map, figures, (f) => zones.get(f.id)!);
  const table = new DecisionTable();
  return { setup, figures, table, decide: simDecider(table), geometry: new Map(), memo: newMemo() };
}

/** The seed of fight i of a run seeded `seed`. */
export function fightSeed(seed: string, i: number): string {
  return `${seed}/${i}`;
}

const NO_EVENTS = null;

export function runFight(t: SimTemplate, seed: string): FightSummary {
  const figures = t.figures.map(cloneFigure);
  const state = createState(t.setup.map, figures);
  const rng = Rng.fromSeed(seed);
  const dice = new AutoDice(rng);
  const ctx = createContext(state, {
    rollNow: (count, sides) => dice.rollNow(count, sides),
    emit: NO_EVENTS,
    ai: t.decide,
    rng,
    difficulty: t.setup.difficulty,
    sideDifficulty: t.setup.sideDifficulty,
    canFlee: t.setup.canFlee,
    memo: t.memo,
  });
  ctx.memo.shared = t.geometry;
  // Nobody is asked anything (createContext's default answers no request).
  const result = fight(ctx, t.setup.surprise ?? null);
  const taken = { party: 0, foes: 0 };
  const standing = { party: 0, foes: 0 };
  figures.forEach((f, i) => {
    const before = t.figures[i];
    // Figures brought in during the fight (summoned beings, images) are not part of the setup.
    if (!before) return;
    taken[f.side] += f.damage - before.damage + Math.max(0, f.fatigue - before.fatigue);
    if (f.status === 'standing') standing[f.side] += 1;
  });
  return { outcome: result.outcome, rounds: result.rounds, taken, standing };
}

/** Running totals of many fights; two of them add up (one per worker). */
export interface SimTally {
  runs: number;
  outcomes: Record<FightOutcome, number>;
  /** Histograms: value -> fights. */
  rounds: Record<number, number>;
  takenParty: Record<number, number>;
  takenFoes: Record<number, number>;
  roundsSum: number;
  takenSum: Record<Side, number>;
}

export function emptyTally(): SimTally {
  return {
    runs: 0,
    outcomes: { victory: 0, defeat: 0, fled: 0, draw: 0, ended: 0 },
    rounds: {},
    takenParty: {},
    takenFoes: {},
    roundsSum: 0,
    takenSum: { party: 0, foes: 0 },
  };
}

export function addFight(t: SimTally, f: FightSummary): void {
  t.runs += 1;
  t.outcomes[f.outcome] += 1;
  t.rounds[f.rounds] = (t.rounds[f.rounds] ?? 0) + 1;
  t.takenParty[f.taken.party] = (t.takenParty[f.taken.party] ?? 0) + 1;
  t.takenFoes[f.taken.foes] = (t.takenFoes[f.taken.foes] ?? 0) + 1;
  t.roundsSum += f.rounds;
  t.takenSum.party += f.taken.party;
  t.takenSum.foes += f.taken.foes;
}

export function mergeTally(a: SimTally, b: SimTally): SimTally {
  const out = emptyTally();
  for (const t of [a, b]) {
    out.runs += t.runs;
    for (const k of Object.keys(out.outcomes) as FightOutcome[]) out.outcomes[k] += t.outcomes[k];
    for (const [field, src] of [
      ['rounds', t.rounds],
      ['takenParty', t.takenParty],
      ['takenFoes', t.takenFoes],
    ] as const) {
      for (const [k, v] of Object.entries(src)) out[field][Number(k)] = (out[field][Number(k)] ?? 0) + v;
    }
    out.roundsSum += t.roundsSum;
    out.takenSum.party += t.takenSum.party;
    out.takenSum.foes += t.takenSum.foes;
  }
  return out;
}

/** Fights `from` to `to` (exclusive) of a run seeded `seed`. */
export function runRange(t: SimTemplate, seed: string, from: number, to: number, progress?: (done: number) => void): SimTally {
  const tally = emptyTally();
  for (let i = from; i < to; i++) {
    addFight(tally, runFight(t, fightSeed(seed, i)));
    if (progress && (i - from) % 100 === 99) progress(i - from + 1);
  }
  return tally;
}

export { wilson } from '../dice/interval';
