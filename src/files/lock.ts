// One writer at a time for a file: `withLock(file, fn)` holds `FILE.lock` (created exclusively, with
// the holder's pid inside) while `fn` reads, changes and writes the file. Another law that wants the
// same file waits for the lock; a lock whose holder was killed is taken over. Locks are for quick
// read-change-write steps, never held while a person is asked something; a game that rewrites its
// save while people play claims the save for the whole game instead (`claimFile`).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { linkTarget } from './atomic';
import { ensureDir } from './folder';
import { processStart, sameProcessAlive } from './process';

export class LockError extends Error {
  override name = 'LockError';
}

/** How long a writer waits for another one before giving up. */
const WAIT_MS = 10_000;
/** A lock older than this is stale even if its pid lives again (pids are reused). */
const STALE_MS = 60_000;
/**
 * A lock with no pid in it yet is a holder between creating it and writing its pid, a matter of
 * microseconds; one still empty after this long was left by a writer killed in between.
 */
const EMPTY_GRACE_MS = 1_000;

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}

/**
 * What a lock says of its holder: "PID RANDOM START" (START, where the system tells it, is when the
 * holder began: a pid reused by another process does not keep a lock alive).
 */
function holder(lock: string): { pid: number; start: string | null; age: number; text: string } | null {
  try {
    const text = fs.readFileSync(lock, 'utf8');
    const age = Date.now() - fs.statSync(lock).mtimeMs;
    const words = text.trim().split(/\s+/);
    return { pid: Number(words[0]), start: words[2] && /^\d+$/.test(words[2]) ? words[2] : null, age, text };
  } catch {
    return null;
  }
}

/** This process's mark in a lock it holds. */
function ownToken(): string {
  const start = processStart(process.pid);
  return `${process.pid} ${Math.random().toString(36).slice(2)}${start ? ` ${start}` : ''}\n`;
}

/**
 * Takes a stale lock out of the way: renamed aside (only one of two laws that found it stale can
 * rename it), then checked to be the very lock judged stale. Had another law just taken it over, its
 * fresh lock is put back.
 */
function clearStale(lock: string, judged: string): void {
  const aside = `${lock}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    fs.renameSync(lock, aside);
  } catch {
    return; // someone else moved it first
  }
  let text = '';
  try {
    text = fs.readFileSync(aside, 'utf8');
  } catch {
    // unreadable: treat as the stale one
  }
  if (text !== judged) {
    try {
      fs.linkSync(aside, lock);
    } catch {
      // a third lock stands there now: that one rules
    }
  }
  fs.rmSync(aside, { force: true });
}

interface Patience {
  /** How long to wait for a live holder. */
  waitMs: number;
  /** Age past which a lock is stale whoever holds it. */
  staleMs: number;
  /** The error when the wait is over. */
  busy: (pid: number | null) => string;
}

/** Creates the lock for this process; returns its token, the text only this holder wrote. */
function acquire(lock: string, patience: Patience): string {
  const deadline = Date.now() + patience.waitMs;
  const token = ownToken();
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(lock, 'wx', 0o644);
      fs.writeSync(fd, token);
      fs.closeSync(fd);
      return token;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const h = holder(lock);
    const filled = h !== null && h.pid > 0;
    // A lock not yet filled in by its holder (no pid) is waited for, unless it is left over from a
    // writer killed before it wrote its pid.
    if (h && ((filled && !sameProcessAlive(h.pid, h.start)) || h.age > patience.staleMs || (!filled && h.age > EMPTY_GRACE_MS))) {
      clearStale(lock, h.text);
      continue;
    }
    if (Date.now() >= deadline && (filled || h === null)) throw new LockError(patience.busy(filled ? h!.pid : null));
    sleep(Math.min(50, 2 + attempt * 2));
  }
}

/** Removes the lock if it is still this holder's (a holder thought dead may have lost it). */
function release(lock: string, token: string): void {
  try {
    if (fs.readFileSync(lock, 'utf8') === token) fs.rmSync(lock, { force: true });
  } catch {
    // already gone
  }
}

/** Runs `fn` while holding the lock of `file`; `shown` names the file in an error. */
export function withLock<T>(file: string, fn: () => T, shown: string = file): T {
  // One lock for one file, however it is reached: beside the file a link points to.
  const real = linkTarget(file);
  const lock = `${real}.lock`;
  ensureDir(path.dirname(real));
  const token = acquire(lock, {
    waitMs: WAIT_MS,
    staleMs: STALE_MS,
    busy: (pid) => `${shown} is being changed by another law${pid ? ` (process ${pid})` : ''}; try again when it has finished`,
  });
  try {
    return fn();
  } finally {
    release(lock, token);
  }
}

/**
 * Holds `file` for as long as a game goes on (a saved game, rewritten at every step): another law
 * that wants the same game is told at once, and the claim of a killed holder is taken over. Returns
 * the release. `what` names the file in the error ("saves/x.json").
 */
export function claimFile(file: string, what: string): () => void {
  const real = linkTarget(file);
  const lock = `${real}.lock`;
  // No folder is made: a claim is for a save whose folder exists (a new game makes its saves folder).
  const token = acquire(lock, {
    waitMs: 0,
    staleMs: Number.POSITIVE_INFINITY,
    busy: (pid) => `${what} is being played in another window${pid ? ` (process ${pid})` : ''}; if no other law is running, remove ${what}.lock and try again`,
  });
  let held = true;
  return () => {
    if (held) release(lock, token);
    held = false;
  };
}
