// Writing a file so that it is never half-written: the text goes to a temp file beside the target,
// is flushed to the disk, then renamed over the target (a rename within a folder is atomic). A kill
// between the two leaves a temp file behind and the target intact; the next write into that folder
// removes the temp files whose writer is gone.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { processAlive } from './process';

/** `.NAME.PID.RANDOM.tmp`: the pid says whether its writer may still be at work. */
const TEMP = /^\.(.+)\.(\d+)\.[a-z0-9]+\.tmp$/;

/** Removes the temp files in `dir` left by writers that were killed. */
export function removeStaleTemps(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || processAlive(pid)) continue;
    fs.rmSync(path.join(dir, name), { force: true });
  }
}

/** Writes `text` to `file` atomically: a sibling temp file, flushed, then renamed over the target. */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  removeStaleTemps(dir);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    const fd = fs.openSync(tmp, 'wx', 0o644);
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
