// The pages' files (dist/pages: the scripts tsc compiled from pages/ and the style sheets), read once
// when the server starts and served from memory by exact name: a request names a file of this list
// or gets 404, so no path a request makes up can reach any other file. Nothing comes from anywhere
// else: a page works on a network with no internet.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { PageKind } from './seat';

export interface Asset {
  readonly type: string;
  readonly body: Buffer;
}

const TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Where the build puts the pages: dist/pages beside dist/cli (the same from src/ under the tests). */
export const PAGES_DIR = path.resolve(__dirname, '..', '..', 'dist', 'pages');

/** Each page's script and style sheet, under PAGES_DIR. */
export const PAGE_FILES: Readonly<Record<PageKind, { readonly script: string; readonly style: string }>> = {
  'tavern-tv': { script: 'tavern/tv.js', style: 'law.css' },
  'tavern-seat': { script: 'tavern/seat.js', style: 'law.css' },
  'gm-tv': { script: 'gm/tv.js', style: 'law.css' },
  'gm-player': { script: 'gm/player.js', style: 'law.css' },
};

/** Every page file, by its name under PAGES_DIR ("tavern/seat.js"); throws if the pages were not built. */
export function readAssets(dir: string = PAGES_DIR): Map<string, Asset> {
  const out = new Map<string, Asset>();
  const walk = (sub: string) => {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const name = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(name);
      else if (e.isFile() && TYPES[path.extname(e.name)]) out.set(name, { type: TYPES[path.extname(e.name)], body: fs.readFileSync(path.join(dir, name)) });
    }
  };
  walk('');
  for (const f of Object.values(PAGE_FILES)) if (!out.has(f.script) || !out.has(f.style)) throw new Error(`the pages are not built (${f.script} is missing from ${dir}): run npm run build`);
  return out;
}
