// Whether another process still runs: how a lock or a temp file left by a killed writer is known.
import * as fs from 'node:fs';

/** True when a process of this pid exists (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process of this pid started, in the system's clock ticks since boot, where the system
 * tells (Linux's /proc); null elsewhere. A pid is reused once its process is gone: the same pid with
 * another start is another process.
 */
export function processStart(pid: number): string | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (name) state ppid ...": the name may hold spaces and parentheses, so count from the last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const start = fields[19];
  return start && /^\d+$/.test(start) ? start : null;
}

/** True when the process that wrote `start` beside `pid` is still the one running under that pid. */
export function sameProcessAlive(pid: number, start: string | null): boolean {
  if (!processAlive(pid)) return false;
  if (start === null) return true;
  const now = processStart(pid);
  return now === null || now === start;
}
