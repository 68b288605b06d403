// The bundled adventures, loaded ahead by the build: a faster start (issue 16; figures in
// bench/README.md, "Start-up").
//
// Reading and checking "The Bell Beneath Greywater" is most of what `law play` does before its first
// prompt: some 60 ms, mostly V8 interpreting the YAML parser and the loader for the first time. The
// build (scripts/start-caches.js) loads each bundled adventure once and keeps the result, when it
// loads with no diagnostic at all, in dist/adventure-cache/, serialized by V8 (the loaded adventure
// is plain data: objects, arrays, maps and sets). A later start of a bundled adventure takes it from
// there.
//
// An entry is used only while every file that made it still has the size and modification time it
// had: the adventure, the map files it read, and every module the build had loaded when it loaded
// it (the loader and what it uses). Anything else, an adventure of the user's own included, goes
// through the loader: a file from a stranger is always checked.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Adventure } from './model';

/** Where the build keeps them, and the checkout the files are named from. */
export const LOAD_CACHE_DIR = path.join(__dirname, '..', 'adventure-cache');
const ROOT = path.join(__dirname, '..', '..');

const FORMAT = 'law-adventure-cache-1';

interface Entry {
  format: typeof FORMAT;
  /** The adventure file, relative to the checkout. */
  source: string;
  /** Every file the result depends on: relative to the checkout, with its size and modification time. */
  files: [string, number, number][];
  adventure: Adventure;
}

export interface LoadCacheOptions {
  dir?: string;
  root?: string;
}

const entryFile = (dir: string, adventureFile: string): string => path.join(dir, `${path.basename(adventureFile)}.v8`);

/**
 * The bundled adventure `file` as the build loaded it, named `shown` as the loader would name it,
 * or null when there is no entry or it no longer holds (then the loader reads the file).
 */
export function adventureLoadedAhead(file: string, shown: string, options: LoadCacheOptions = {}): Adventure | null {
  const dir = options.dir ?? LOAD_CACHE_DIR;
  const root = options.root ?? ROOT;
  let entry: Entry;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const v8 = require('node:v8') as typeof import('node:v8');
    entry = v8.deserialize(fs.readFileSync(entryFile(dir, file))) as Entry;
  } catch {
    return null;
  }
  if (entry === null || typeof entry !== 'object' || entry.format !== FORMAT || entry.source !== path.relative(root, file) || !Array.isArray(entry.files)) return null;
  if (entry.adventure === null || typeof entry.adventure !== 'object') return null;
  for (const dep of entry.files) {
    if (!Array.isArray(dep) || typeof dep[0] !== 'string') return null;
    const st = fs.statSync(path.join(root, dep[0]), { throwIfNoEntry: false });
    if (!st || st.size !== dep[1] || st.mtimeMs !== dep[2]) return null;
  }
  return { ...entry.adventure, file: shown };
}

/**
 * Loads each adventure file and keeps the result of each that loads with no diagnostic (the build).
 * `modules`: the module files the result depends on; by default every module this process has
 * loaded from the checkout once the adventures are loaded. Returns the adventures kept.
 */
export function loadAhead(files: readonly string[], options: LoadCacheOptions & { modules?: readonly string[] } = {}): string[] {
  const dir = options.dir ?? LOAD_CACHE_DIR;
  const root = options.root ?? ROOT;
  // The loader only here, where the build loads the adventures: a start that finds them needs none of it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { loadAdventureFile } = require('./files') as typeof import('./files');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const v8 = require('node:v8') as typeof import('node:v8');
  fs.mkdirSync(dir, { recursive: true });
  const loaded = files.map((file) => {
    const read: string[] = [];
    const r = loadAdventureFile(file, file, read);
    return { file, read, adventure: r.diagnostics.length === 0 ? r.adventure : null };
  });
  const modules = options.modules ?? Object.keys(require.cache);
  // The checkout's compiled modules and packages (not the script that runs the build, say).
  const inside = (f: string): boolean => /^(dist|node_modules)[\\/]/.test(path.relative(root, f));
  const stamp = (f: string): [string, number, number] => {
    const st = fs.statSync(f);
    return [path.relative(root, f), st.size, st.mtimeMs];
  };
  const kept: string[] = [];
  for (const l of loaded) {
    const target = entryFile(dir, l.file);
    if (!l.adventure) {
      fs.rmSync(target, { force: true });
      continue;
    }
    const entry: Entry = {
      format: FORMAT,
      source: path.relative(root, l.file),
      files: [l.file, ...l.read, ...modules.filter(inside)].map(stamp),
      adventure: l.adventure,
    };
    const temp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temp, v8.serialize(entry));
    fs.renameSync(temp, target);
    kept.push(l.file);
  }
  return kept;
}
