// Where adventures are: a path the user gives, or the name of a bundled one under adventures/.
// With no name, `law play` plays the bundled adventure (the tutorial while it is the only one).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import { UserError } from '../errors';
import { displayPath } from '../shared';

/** The bundled adventures' folder: beside src/ and dist/ alike. */
export const BUNDLED_DIR = path.join(__dirname, '..', '..', '..', 'adventures');
export const TUTORIAL = 'tutorial';

export function bundledAdventures(): string[] {
  try {
    return fs
      .readdirSync(BUNDLED_DIR)
      .filter((f) => /\.ya?ml$/.test(f))
      .map((f) => f.replace(/\.ya?ml$/, ''))
      .sort();
  } catch {
    return [];
  }
}

/** The bundled adventure played when none is named: the big one when there is one, else the tutorial. */
export function defaultAdventure(): string {
  const all = bundledAdventures();
  const others = all.filter((n) => n !== TUTORIAL);
  if (others.length > 0) return others[0];
  if (all.includes(TUTORIAL)) return TUTORIAL;
  throw new UserError(`no bundled adventure in ${BUNDLED_DIR}; name an adventure file`);
}

export interface FoundAdventure {
  /** Absolute path. */
  file: string;
  /** As shown in messages: relative to the current directory when inside it. */
  shown: string;
}

export function findAdventure(ctx: CliContext, name: string | undefined): FoundAdventure {
  const wanted = name ?? defaultAdventure();
  const asPath = path.resolve(ctx.cwd, wanted);
  if (name !== undefined && (fs.existsSync(asPath) || /[\\/]|\.ya?ml$/i.test(name))) {
    return { file: asPath, shown: displayPath(ctx, asPath) };
  }
  for (const ext of ['.yaml', '.yml']) {
    const file = path.join(BUNDLED_DIR, `${wanted}${ext}`);
    if (fs.existsSync(file)) return { file, shown: displayPath(ctx, file) };
  }
  const all = bundledAdventures();
  throw new UserError(`no adventure named "${wanted}": give a path to a .yaml file${all.length ? `, or one of the bundled adventures: ${all.join(', ')}` : ''}`);
}

/** The bundled adventures with their titles, the default first, read without loading them. */
export function bundledTitles(): Array<{ name: string; title: string }> {
  const first = (() => {
    try {
      return defaultAdventure();
    } catch {
      return null;
    }
  })();
  return bundledAdventures()
    .map((name) => {
      let title = name;
      try {
        const text = fs.readFileSync(path.join(BUNDLED_DIR, `${name}.yaml`), 'utf8');
        const m = /^title:\s*["']?(.*?)["']?\s*$/m.exec(text);
        if (m) title = m[1];
      } catch {
        // The file is listed but unreadable: loading it will say why.
      }
      return { name, title };
    })
    .sort((a, b) => (a.name === first ? -1 : b.name === first ? 1 : a.name.localeCompare(b.name)));
}
