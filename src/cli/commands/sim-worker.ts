// A worker thread of `law sim`: fights the range of runs it is given and sends back the tally,
// with progress every hundred fights.
import { parentPort, workerData } from 'node:worker_threads';
import { parseMap, prepare, runRange } from '../../combat/sim-entry';
import type { SimJob } from './sim-run';

if (parentPort) {
  const port = parentPort;
  const job = workerData as SimJob;
  const template = prepare({
    map: parseMap(job.mapText, job.mapSource),
    figures: job.figures,
    difficulty: job.difficulty,
    sideDifficulty: job.sideDifficulty,
    canFlee: job.canFlee,
  });
  const tally = runRange(template, job.seed, job.from, job.to, (done) => port.postMessage({ type: 'progress', done }));
  port.postMessage({ type: 'done', tally });
}
