// The work of `law sim`: the runs split over worker threads (fight i always seeded from the run's
// seed and i, so the split changes nothing), a progress bar on a terminal, the report.
import * as os from 'node:os';
import type { CliContext } from '../context';
import type { SimOptions } from './sim';
import type { CombatantSpec } from '../../combat/setup';
import { EncounterError } from '../../combat/setup';
import type { SimTally } from '../../combat/sim';
import { emptyTally, mergeTally, prepare, runRange } from '../../combat/sim';
import type { Difficulty } from '../../combat/state';
import type { Side } from '../../combat/figure';
import { renderSimReport, simJson } from '../../render/combat-sim';
import { UserError } from '../errors';
import { seedFrom } from '../shared';
import { runInWorkers } from '../workers';
import { buildSides, loadMap } from './arena-sides';

export const DEFAULT_SIM_FOES = 'Orc';

/** What one worker is asked to do. */
export interface SimJob {
  mapText: string;
  mapSource?: string;
  figures: CombatantSpec[];
  difficulty: Difficulty;
  sideDifficulty?: Partial<Record<Side, Difficulty>>;
  canFlee: boolean;
  seed: string;
  from: number;
  to: number;
}

/** Fewer than this many fights per worker is not worth a thread. */
const MIN_PER_WORKER = 250;

function progressBar(ctx: CliContext, total: number): { update(done: number): void; end(): void } {
  if (!ctx.stderr.isTTY || total < 500) return { update() {}, end() {} };
  const width = 30;
  let last = -1;
  return {
    update(done: number) {
      const pct = Math.floor((done / total) * 100);
      if (pct === last) return;
      last = pct;
      const fill = Math.round((done / total) * width);
      ctx.stderr.write(`\r[${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${String(pct).padStart(3)}% ${done}/${total} fights`);
    },
    end() {
      ctx.stderr.write('\r\x1b[K');
    },
  };
}

export async function simCommand(ctx: CliContext, opts: SimOptions): Promise<void> {
  const sides = buildSides(ctx, opts, { foes: DEFAULT_SIM_FOES }, true);
  const map = loadMap(ctx, opts.map);
  const seed = seedFrom(ctx, opts.seed);
  // --foe-difficulty plays the foes at another level; --difficulty then sets the party's alone.
  const sideDifficulty = opts.foeDifficulty !== undefined && opts.foeDifficulty !== opts.difficulty ? { party: opts.difficulty, foes: opts.foeDifficulty } : undefined;
  const setup = { map, figures: sides.figures, difficulty: opts.difficulty, sideDifficulty, canFlee: opts.flee };
  let template;
  try {
    template = prepare(setup);
  } catch (e) {
    if (e instanceof EncounterError) throw new UserError(e.message);
    throw e;
  }
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  // Threads run compiled JavaScript; from the TypeScript sources (tests) the fights stay in this thread.
  const threadsPossible = __filename.endsWith('.js');
  const workers = threadsPossible ? Math.max(1, Math.min(opts.workers ?? cores, Math.ceil(opts.runs / MIN_PER_WORKER), opts.runs)) : 1;
  const bar = progressBar(ctx, opts.runs);
  const started = ctx.now();
  let tally: SimTally;
  try {
    tally =
      workers === 1
        ? runRange(template, seed, 0, opts.runs, (done) => bar.update(done))
        : await runInWorkers<Omit<SimJob, 'from' | 'to'>, SimTally>('sim-worker.js', { mapText: map.text, mapSource: map.source, figures: sides.figures, difficulty: opts.difficulty, sideDifficulty, canFlee: opts.flee, seed }, opts.runs, workers, mergeTally, emptyTally(), (done) => bar.update(done));
  } finally {
    bar.end();
  }
  const seconds = Math.max(1e-3, (ctx.now() - started) / 1000);
  const difficulty = sideDifficulty ? `${sideDifficulty.party} (party) against ${sideDifficulty.foes} (foes)` : opts.difficulty;
  const report = { title: sides.title, map: map.name ?? null, seed, difficulty, tally };
  if (opts.json) ctx.out(JSON.stringify(simJson(report)));
  else ctx.out(renderSimReport(report, ctx.style));
  // Timing varies from run to run, so it goes to stderr: stdout stays the same for the same seed.
  if (!opts.json) ctx.err(`${tally.runs} fights in ${seconds.toFixed(2)} s (${Math.round(tally.runs / seconds)} fights/s, ${workers} worker${workers === 1 ? '' : 's'})`);
}
