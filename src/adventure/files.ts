// Adventures on disk: reading a YAML file and the map files it names (relative to its folder).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { LoadResult, Uses } from './loader';
import { loadAdventureText } from './loader';

export interface FileLoadResult extends LoadResult {
  uses: Uses | null;
  text: string | null;
}

/** Loads an adventure file; a file that cannot be read is one diagnostic (LAW0026), not a throw. */
export function loadAdventureFile(file: string, shown: string = file): FileLoadResult {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    return {
      adventure: null,
      uses: null,
      text: null,
      diagnostics: [{ code: 'LAW0026', severity: 'error', file: shown, line: 1, column: 1, message: `cannot read the adventure (${code})`, hint: code === 'ENOENT' ? 'check the path, or give the name of a bundled adventure' : null }],
    };
  }
  const dir = path.dirname(file);
  const result = loadAdventureText(text, shown, { readFile: (rel) => fs.readFileSync(path.resolve(dir, rel), 'utf8') });
  return { ...result, text };
}
