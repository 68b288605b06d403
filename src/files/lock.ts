// One writer at a time for a file: `withLock(file, fn)` holds `FILE.lock` (created exclusively, with
// the holder's pid inside) while `fn` reads, changes and writes the file. Another law that wants the
// same file waits for the lock; a lock whose holder was killed is taken over. Locks are for quick
// read-change-write steps, never held while a person is asked something; a game that rewrites its
// save while people play claims the save for the whole game instead (`claimFile`).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { processAlive } from './process';

export class LockError extends Error {
  override name = 'LockError';
}

/** How long a writer waits for another one before giving up. */
const WAIT_MS = 10_000;
/** A lock older than this is stale even if its pid lives again (pids are reused). */
const STALE_MS = 60_000;

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

function holder(lock: string): { pid: number; age: number } | null {
  try {
    const text = fs.readFileSync(lock, 'utf8');
    const age = Date.now() - fs.statSync(lock).mtimeMs;
    return { pid: Number(text.trim()), age };
  } catch {
    return null;
  }
}

interface Patience {
  /** How long to wait for a live holder. */
  waitMs: number;
  /** Age past which a lock is stale whoever holds it. */
  staleMs: number;
  /** The error when the wait is over. */
  busy: (pid: number | null) => string;
}

function acquire(lock: string, patience: Patience): void {
  const deadline = Date.now() + patience.waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lock, 'wx', 0o644);
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const h = holder(lock);
    // A lock not yet filled in by its holder (no pid) is waited for, unless it is old.
    if (h && ((h.pid > 0 && !processAlive(h.pid)) || h.age > patience.staleMs)) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new LockError(patience.busy(h && h.pid > 0 ? h.pid : null));
    sleep(Math.min(50, 2 + attempt * 2));
  }
}

/** Runs `fn` while holding the lock of `file`; `shown` names the file in an error. */
export function withLock<T>(file: string, fn: () => T, shown: string = file): T {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  acquire(lock, {
    waitMs: WAIT_MS,
    staleMs: STALE_MS,
    busy: (pid) => `${shown} is being changed by another law${pid ? ` (process ${pid})` : ''}; try again when it has finished`,
  });
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Holds `file` for as long as a game goes on (a saved game, rewritten at every step): another law
 * that wants the same game is told at once, and the claim of a killed holder is taken over. Returns
 * the release. `what` names the file in the error ("saves/x.json").
 */
export function claimFile(file: string, what: string): () => void {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  acquire(lock, {
    waitMs: 0,
    staleMs: Number.POSITIVE_INFINITY,
    busy: (pid) => `${what} is being played in another window${pid ? ` (process ${pid})` : ''}; if no other law is running, remove ${what}.lock and try again`,
  });
  let held = true;
  return () => {
    if (held) fs.rmSync(lock, { force: true });
    held = false;
  };
}
