// The command a hint names (issue 29: after the README's install `law` was not on the PATH, yet the
// game said "Continue with: law play --resume ..."): the command the user ran. `npm start` and
// `npx law` name themselves; `law` when the `law` on the PATH is this very program; else the path
// the program was run by (`bin/law`, relative to the current folder when it lies below it). A
// person or a test may set it with LAW_COMMAND.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliEnv } from './context';

const same = (a: string, b: string): boolean => {
  try {
    return fs.realpathSync(a) === fs.realpathSync(b);
  } catch {
    return false;
  }
};

export function invokedAs(env: Pick<CliEnv, 'env' | 'cwd' | 'script'>): string {
  const e = env.env;
  if (e.LAW_COMMAND && e.LAW_COMMAND.trim() !== '' && !/\p{C}/u.test(e.LAW_COMMAND)) return e.LAW_COMMAND.trim();
  if (e.npm_lifecycle_event === 'start') return 'npm start --';
  if (e.npm_command === 'exec') return 'npx law';
  const script = env.script;
  if (!script) return 'law';
  for (const dir of (e.PATH ?? '').split(path.delimiter)) if (dir !== '' && same(path.join(dir, 'law'), script)) return 'law';
  const full = path.resolve(env.cwd, script);
  const rel = path.relative(env.cwd, full);
  const shown = rel.startsWith('..') || path.isAbsolute(rel) ? full : rel.includes(path.sep) ? rel : `./${rel}`;
  return /\s/.test(shown) ? JSON.stringify(shown) : shown;
}
