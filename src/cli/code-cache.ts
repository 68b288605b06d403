// A V8 code cache for the CLI's own modules and its packages: a faster start (issue 16; figures in
// bench/README.md, "Start-up").
//
// Most of what `law play` does before its first prompt is V8 compiling JavaScript: the top of each
// of about a hundred modules, then each function the first time it runs. Node 22 can keep that work
// between runs (module.enableCompileCache); Node 20 cannot. So the build runs `law play tutorial` to
// its first prompt once with LAW_CODE_CACHE=write (scripts/start-caches.js), and at its exit keeps each
// module's code as V8 has compiled it by then, the functions that ran included, in one file. A later
// start gives V8 that code with the module's source, and V8 skips the compiling it already did.
//
// V8 refuses a cache made by another V8 or with other flags, and then simply compiles. But it checks
// only the source's length, not its text. So, as Python does with its .pyc files, the cache keeps
// each module file's size and modification time, and an entry is given to V8 only while the file
// still has both: a rebuilt or edited file is compiled afresh. (Looking at the files costs under a
// millisecond; keeping and comparing their texts cost 2 ms, hashing them in JavaScript 4 to 5 ms,
// and loading node:crypto or node:zlib to hash them natively about 3 ms.)
//
// LAW_CACHES=off starts without it, and without the adventures loaded ahead (to measure them, or to
// rule them out).
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';
// `module` is Node's own loader; its `_compile` is the one step it lets a program replace.
import Module = require('node:module');

/** The parts of Node's Module that are not in its public types. */
interface LoaderModule {
  exports: unknown;
  require(id: string): unknown;
}
interface LoaderStatics {
  prototype: { _compile(this: LoaderModule, content: string, filename: string, format?: string): unknown };
  _resolveFilename(request: string, parent: LoaderModule, isMain: boolean, options?: { paths?: string[] }): string;
  _extensions: unknown;
  _cache: unknown;
  _resolveLookupPaths(request: string, parent: LoaderModule): string[] | null;
}

/** One module's entry: its file's size and modification time when it was made, and V8's code. */
export interface CacheEntry {
  file: string;
  size: number;
  mtimeMs: number;
  code: Buffer;
}

const MAGIC = 'law-code-cache-1';

/** The cache file: a header line (the format and a JSON index), then every entry's code in turn. */
export function encodeCache(entries: readonly CacheEntry[]): Buffer {
  const index = entries.map((e) => [e.file, e.size, e.mtimeMs, e.code.length]);
  const head = Buffer.from(`${MAGIC} ${JSON.stringify(index)}\n`);
  return Buffer.concat([head, ...entries.map((e) => e.code)]);
}

/** The entries of a cache file, by file; an unreadable or foreign file is an empty cache. */
export function decodeCache(buf: Buffer): Map<string, CacheEntry> {
  const entries = new Map<string, CacheEntry>();
  const end = buf.indexOf(10);
  if (end < 0 || buf.toString('latin1', 0, MAGIC.length + 1) !== `${MAGIC} `) return entries;
  let index: unknown;
  try {
    index = JSON.parse(buf.toString('utf8', MAGIC.length + 1, end));
  } catch {
    return entries;
  }
  if (!Array.isArray(index)) return entries;
  let at = end + 1;
  for (const row of index as unknown[]) {
    if (!Array.isArray(row) || row.length !== 4) return new Map();
    const [file, size, mtimeMs, codeSize] = row as unknown[];
    if (typeof file !== 'string' || !isSize(size) || typeof mtimeMs !== 'number' || !isSize(codeSize) || at + codeSize > buf.length) return new Map();
    entries.set(file, { file, size, mtimeMs, code: buf.subarray(at, at + codeSize) });
    at += codeSize;
  }
  return entries;
}

function isSize(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

export interface CodeCacheOptions {
  /** The folder whose modules are cached (the checkout: dist/ and node_modules/). */
  root: string;
  /** The cache file. */
  file: string;
  /**
   * 'read' uses the cache. 'write' uses it too, and at the process's exit writes it again with the
   * code of every module this process loaded, functions compiled since included, beside the entries
   * of the modules it did not load: the build runs several commands so, one after another.
   */
  mode: 'read' | 'write';
}

/** What the cache did in this process, for its tests. */
export interface CodeCacheReport {
  used: number;
  rejected: number;
  compiled: number;
}

/**
 * Installs the cache in Node's module loader for the modules under `root`. Anything else, and any
 * module it cannot compile the way Node would, goes through Node's own compile unchanged.
 */
export function installCodeCache(options: CodeCacheOptions): CodeCacheReport {
  const report: CodeCacheReport = { used: 0, rejected: 0, compiled: 0 };
  const loader = Module as unknown as LoaderStatics;
  const nodeCompile = loader.prototype._compile;
  const root = options.root.endsWith(path.sep) ? options.root : options.root + path.sep;
  let cache: Map<string, CacheEntry> | null = null;
  const made: { file: string; size: number; mtimeMs: number; script: vm.Script }[] = [];

  loader.prototype._compile = function compileWithCache(this: LoaderModule, content: string, filename: string, format?: string): unknown {
    // A module outside the checkout, an ES module (Node 20.19 on says so with a format: an .mjs
    // file, a "type": "module" package, ES syntax it detected), a script with a #! line (V8 reads it
    // only at a script's very start) or one with a dynamic import() (a vm.Script of Node 20 has no
    // loader for it) is Node's, as Node would compile it.
    if (!filename.startsWith(root) || (format !== undefined && format !== 'commonjs') || content.startsWith('#!') || content.includes('import(')) return nodeCompile.call(this, content, filename, format);
    const file = filename.slice(root.length);
    let cachedData: Buffer | undefined;
    cache ??= readCache(options.file);
    const entry = cache.get(file);
    const now = entry || options.mode === 'write' ? fs.statSync(filename, { throwIfNoEntry: false }) : undefined;
    if (entry && now && now.size === entry.size && now.mtimeMs === entry.mtimeMs) cachedData = entry.code;
    // Node wraps a module's source in this function before compiling it; the same words keep the
    // line numbers of its stack traces (the first line shifts by the wrapper's width).
    const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) { ${content}\n})`, { filename, cachedData });
    if (cachedData) {
      if (script.cachedDataRejected) report.rejected++;
      else report.used++;
    } else report.compiled++;
    if (options.mode === 'write' && now) made.push({ file, size: now.size, mtimeMs: now.mtimeMs, script });
    const wrapper = script.runInThisContext({ displayErrors: true }) as (...args: unknown[]) => unknown;
    return wrapper.call(this.exports, this.exports, requireFor(this, loader), this, filename, path.dirname(filename));
  };

  if (options.mode === 'write') {
    process.on('exit', () => {
      if (made.length === 0) return;
      // Made at the exit, the code holds every function V8 compiled while the command ran, and
      // those it was given from the cache. A module already kept keeps the code of the first command
      // that ran it (the build runs law play first): a later command's functions would only be more
      // code for that start to read (the reader of an adventure construct, beside its run).
      const entries = new Map(cache);
      for (const m of made) {
        const kept = entries.get(m.file);
        if (kept && kept.size === m.size && kept.mtimeMs === m.mtimeMs) continue;
        entries.set(m.file, { file: m.file, size: m.size, mtimeMs: m.mtimeMs, code: m.script.createCachedData() });
      }
      const temp = `${options.file}.${process.pid}.tmp`;
      fs.writeFileSync(temp, encodeCache([...entries.values()]));
      fs.renameSync(temp, options.file);
    });
  }
  return report;
}

function readCache(file: string): Map<string, CacheEntry> {
  try {
    return decodeCache(fs.readFileSync(file));
  } catch {
    return new Map();
  }
}

/** The program's main module (bin/law), as every module's require.main says. */
const PROGRAM = require.main;

/** The `require` Node gives a module (its internal makeRequireFunction, in the parts modules use). */
function requireFor(mod: LoaderModule, loader: LoaderStatics): NodeJS.Require {
  const require = ((id: string) => mod.require(id)) as NodeJS.Require;
  const resolve = ((request: string, options?: { paths?: string[] }) => loader._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => loader._resolveLookupPaths(request, mod);
  require.resolve = resolve;
  require.main = PROGRAM;
  require.extensions = loader._extensions as NodeJS.Require['extensions'];
  require.cache = loader._cache as NodeJS.Require['cache'];
  return require;
}

/** The CLI's cache (dist/code-cache.bin), as bin/law installs it: not with LAW_CACHES=off; the build's LAW_CODE_CACHE=write. */
export function installLawCodeCache(env: NodeJS.ProcessEnv): void {
  if (env.LAW_CACHES === 'off') return;
  // Node 22 keeps compiled code itself (module.enableCompileCache): this stand-in is for Node 20.
  if (typeof (Module as unknown as { enableCompileCache?: unknown }).enableCompileCache === 'function') return;
  installCodeCache({ root: path.join(__dirname, '..', '..'), file: path.join(__dirname, '..', 'code-cache.bin'), mode: env.LAW_CODE_CACHE === 'write' ? 'write' : 'read' });
}
