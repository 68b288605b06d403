// A worker thread of `law tavern sim`: plays the range of games it is given and sends back the tally,
// with progress every ten games.
import { parentPort, workerData } from 'node:worker_threads';
import { loadGame, simulateRange } from '../../tavern';
import type { TavernSimJob } from './tavern-run';

if (parentPort) {
  const port = parentPort;
  const job = workerData as TavernSimJob;
  const tally = simulateRange(loadGame(job.game), job.options, job.seats, job.seed, job.from, job.to, (done) => port.postMessage({ type: 'progress', done }));
  port.postMessage({ type: 'done', tally });
}
