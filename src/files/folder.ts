// Making the folders law keeps its files in. Node's own recursive mkdir spins for ever on a file
// system that refuses folders with ENOENT (LAW_HOME=/proc): this one makes a folder a level at a
// time, and a folder that cannot be made although the one above it exists is an error at once.
import * as fs from 'node:fs';
import * as path from 'node:path';

function isFolder(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function mkdirError(code: string, dir: string): NodeJS.ErrnoException {
  const e: NodeJS.ErrnoException = new Error(`${code}: cannot make the folder ${dir}`);
  e.code = code;
  e.syscall = 'mkdir';
  e.path = dir;
  return e;
}

/** Makes `dir` and the folders above it that are missing; a folder there already (or a link to one) is fine. */
export function ensureDir(dir: string): void {
  const missing: string[] = [];
  let at = path.resolve(dir);
  // Up to the first folder that exists...
  for (;;) {
    try {
      fs.mkdirSync(at);
      break;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
      if (code === 'EEXIST') {
        if (isFolder(at)) break;
        throw mkdirError('ENOTDIR', at);
      }
      const up = path.dirname(at);
      if (code !== 'ENOENT' || up === at || missing.length > 200) throw mkdirError(code, at);
      missing.push(at);
      at = up;
    }
  }
  // ...then down again, each made once its parent is there.
  for (const d of missing.reverse()) {
    try {
      fs.mkdirSync(d);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
      if (code === 'EEXIST' && isFolder(d)) continue;
      throw mkdirError(code === 'EEXIST' ? 'ENOTDIR' : code, d);
    }
  }
}
