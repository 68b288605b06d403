// Splitting a simulator's run over worker threads: game or fight i always seeded from the run's seed
// and i, so worker w plays the range [from, to) and the tallies merge to what one thread would get.
// Used by `law sim` and `law tavern sim`.
import * as path from 'node:path';

type Message<T> = { type: 'progress'; done: number } | { type: 'done'; tally: T };

/**
 * Runs `script` (a compiled worker beside this file's commands) on `workers` threads, each given `job`
 * with its range of the `total` runs, and merges their tallies in order.
 */
export async function runInWorkers<J extends object, T>(script: string, job: J, total: number, workers: number, merge: (a: T, b: T) => T, initial: T, onProgress: (done: number) => void): Promise<T> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  const file = path.join(__dirname, 'commands', script);
  const done = new Array<number>(workers).fill(0);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const from = Math.floor((total * w) / workers);
      const to = Math.floor((total * (w + 1)) / workers);
      return new Promise<T>((resolve, reject) => {
        const worker = new Worker(file, { workerData: { ...job, from, to } });
        worker.on('message', (m: Message<T>) => {
          if (m.type === 'progress') {
            done[w] = m.done;
            onProgress(done.reduce((a, b) => a + b, 0));
          } else resolve(m.tally);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`a simulator worker (${script}) stopped with code ${code}`));
        });
      });
    }),
  );
  return parts.reduce(merge, initial);
}
