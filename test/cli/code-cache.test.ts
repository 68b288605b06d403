// The V8 code cache of a fast start (issue 16, src/cli/code-cache.ts): modules run the same with it,
// an edited module is never given another text's code, and a bad cache file is only a slower start.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vm from 'node:vm';
import { decodeCache, encodeCache } from '../../src/cli/code-cache';
import { ROOT, tempHome } from '../helpers/cli';

const COMPILED = path.join(ROOT, 'dist', 'cli', 'code-cache.js');

/** Runs `main` in a child Node with the cache installed; prints its answer and the cache's report. */
function runWithCache(root: string, cacheFile: string, mode: 'read' | 'write', main: string, env: Record<string, string> = {}): { answer: string; report: { used: number; rejected: number; compiled: number } } {
  const script = `
    const { installCodeCache } = require(${JSON.stringify(COMPILED)});
    const report = installCodeCache({ root: ${JSON.stringify(root)}, file: ${JSON.stringify(cacheFile)}, mode: ${JSON.stringify(mode)} });
    process.on('exit', () => process.stderr.write('\\n' + JSON.stringify(report) + '\\n'));
    ${main}`;
  const r = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, input: '' });
  if (r.status !== 0) throw new Error(`the child failed (${r.status}): ${r.stderr}`);
  const last = r.stderr.trim().split('\n').pop() ?? '';
  return { answer: r.stdout, report: JSON.parse(last) as { used: number; rejected: number; compiled: number } };
}

describe('a code cache for a fast start (issue 16)', () => {
  test('the file keeps each entry: its module, size, time and code', () => {
    const entries = [
      { file: 'dist/a.js', size: 10, mtimeMs: 1700000000123.25, code: Buffer.from([1, 2, 3]) },
      { file: 'node_modules/b/index.js', size: 0, mtimeMs: 5, code: Buffer.alloc(0) },
      { file: 'dist/é.js', size: 7, mtimeMs: 9, code: Buffer.from('code') },
    ];
    const back = decodeCache(encodeCache(entries));
    expect([...back.values()].map((e) => ({ ...e, code: [...e.code] }))).toEqual(entries.map((e) => ({ ...e, code: [...e.code] })));
  });

  test('a foreign, damaged or cut short file is an empty cache', () => {
    const good = encodeCache([{ file: 'dist/a.js', size: 10, mtimeMs: 1, code: Buffer.from('0123456789') }]);
    expect(decodeCache(Buffer.from('')).size).toBe(0);
    expect(decodeCache(Buffer.from('something else\n')).size).toBe(0);
    expect(decodeCache(Buffer.from('law-code-cache-1 {not json\n')).size).toBe(0);
    expect(decodeCache(Buffer.from('law-code-cache-1 [["a.js",1,1,-4]]\n')).size).toBe(0);
    expect(decodeCache(good.subarray(0, good.length - 1)).size).toBe(0);
    expect(decodeCache(good).size).toBe(1);
  });

  test('V8 alone checks only the length: it would run code cached for another text of the same length (why the cache looks at the files)', () => {
    const old = new vm.Script('(function () { return 2 * 21; })');
    (old.runInThisContext() as () => number)();
    const edited = new vm.Script('(function () { return 3 * 21; })', { cachedData: old.createCachedData() });
    expect(edited.cachedDataRejected).toBe(false);
    expect((edited.runInThisContext() as () => number)()).toBe(42);
  });

  describe('in a module tree of its own', () => {
    let root: string;
    let cacheFile: string;
    const main = `const m = require('./lib/answer'); console.log(m.answer(), m.where(), require.resolve('./lib/answer') === require('node:path').join(process.cwd(), 'lib', 'answer.js'));`;
    beforeEach(() => {
      root = fs.realpathSync(tempHome('law-code-cache-'));
      cacheFile = path.join(root, 'cache.bin');
      fs.mkdirSync(path.join(root, 'lib'));
      fs.writeFileSync(path.join(root, 'lib', 'answer.js'), `'use strict';\nconst { twice } = require('./twice');\nexports.answer = () => 'one ' + twice(21);\nexports.where = () => require('node:path').basename(__dirname) + '/' + require('node:path').basename(__filename);\n`);
      fs.writeFileSync(path.join(root, 'lib', 'twice.js'), `exports.twice = (n) => n * 2;\n`);
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    test('a module runs the same from the cache: its require, require.resolve, __dirname and __filename', () => {
      const made = runWithCache(root, cacheFile, 'write', main);
      expect(made.answer).toBe('one 42 lib/answer.js true\n');
      expect(made.report).toEqual({ used: 0, rejected: 0, compiled: 2 });
      expect(decodeCache(fs.readFileSync(cacheFile)).size).toBe(2);
      const used = runWithCache(root, cacheFile, 'read', main);
      expect(used).toEqual({ answer: 'one 42 lib/answer.js true\n', report: { used: 2, rejected: 0, compiled: 0 } });
    });

    test('a second run that writes adds its modules to the cache and keeps the others (the build runs several commands)', () => {
      fs.writeFileSync(path.join(root, 'lib', 'other.js'), `exports.other = () => 'other';\n`);
      runWithCache(root, cacheFile, 'write', main);
      const second = runWithCache(root, cacheFile, 'write', `console.log(require('./lib/other').other(), require('./lib/twice').twice(2));`);
      expect(second).toEqual({ answer: 'other 4\n', report: { used: 1, rejected: 0, compiled: 1 } });
      expect([...decodeCache(fs.readFileSync(cacheFile)).keys()].sort()).toEqual([path.join('lib', 'answer.js'), path.join('lib', 'other.js'), path.join('lib', 'twice.js')]);
      expect(runWithCache(root, cacheFile, 'read', `${main} console.log(require('./lib/other').other());`)).toEqual({ answer: 'one 42 lib/answer.js true\nother\n', report: { used: 3, rejected: 0, compiled: 0 } });
    });

    test('an edited module of the same length is compiled afresh, not run as the code cached for its old text', () => {
      runWithCache(root, cacheFile, 'write', main);
      const file = path.join(root, 'lib', 'twice.js');
      const edited = `exports.twice = (n) => n * 3;\n`;
      expect(edited.length).toBe(fs.readFileSync(file, 'utf8').length);
      fs.writeFileSync(file, edited);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      const r = runWithCache(root, cacheFile, 'read', main);
      expect(r).toEqual({ answer: 'one 63 lib/answer.js true\n', report: { used: 1, rejected: 0, compiled: 1 } });
    });

    test('a damaged cache file, or none, only compiles', () => {
      runWithCache(root, cacheFile, 'write', main);
      const buf = fs.readFileSync(cacheFile);
      fs.writeFileSync(cacheFile, buf.subarray(0, buf.length - 10));
      expect(runWithCache(root, cacheFile, 'read', main)).toEqual({ answer: 'one 42 lib/answer.js true\n', report: { used: 0, rejected: 0, compiled: 2 } });
      fs.rmSync(cacheFile);
      expect(runWithCache(root, cacheFile, 'read', main)).toEqual({ answer: 'one 42 lib/answer.js true\n', report: { used: 0, rejected: 0, compiled: 2 } });
    });

    test("code V8 cannot take (another V8's, or its bytes spoiled) is refused by V8 and the module compiled", () => {
      runWithCache(root, cacheFile, 'write', main);
      const entries = [...decodeCache(fs.readFileSync(cacheFile)).values()].map((e) => ({ ...e, code: Buffer.from(e.code).fill(7, 0, 16) }));
      fs.writeFileSync(cacheFile, encodeCache(entries));
      expect(runWithCache(root, cacheFile, 'read', main)).toEqual({ answer: 'one 42 lib/answer.js true\n', report: { used: 0, rejected: 2, compiled: 0 } });
    });

    test('an ES module (.mjs, or in a "type": "module" package) is loaded by Node as before', () => {
      fs.writeFileSync(path.join(root, 'lib', 'esm.mjs'), 'export const seven = 7;\n');
      fs.mkdirSync(path.join(root, 'node_modules', 'esm-pkg'), { recursive: true });
      fs.writeFileSync(path.join(root, 'node_modules', 'esm-pkg', 'package.json'), JSON.stringify({ name: 'esm-pkg', type: 'module', main: 'index.js' }));
      fs.writeFileSync(path.join(root, 'node_modules', 'esm-pkg', 'index.js'), 'export const eight = 8;\n');
      const uses = `${main} console.log(require('./lib/esm.mjs').seven, require('esm-pkg').eight);`;
      const r = runWithCache(root, cacheFile, 'write', uses);
      expect(r).toEqual({ answer: 'one 42 lib/answer.js true\n7 8\n', report: { used: 0, rejected: 0, compiled: 2 } });
      expect(runWithCache(root, cacheFile, 'read', uses)).toEqual({ answer: 'one 42 lib/answer.js true\n7 8\n', report: { used: 2, rejected: 0, compiled: 0 } });
    });

    test('a module with a dynamic import() is compiled by Node as before (a vm.Script of Node 20 cannot load it)', () => {
      fs.writeFileSync(path.join(root, 'lib', 'twice.js'), `exports.twice = (n) => n * 2;\nexports.later = () => import('node:path');\n`);
      const r = runWithCache(root, cacheFile, 'write', `${main} require('./lib/twice').later().then((p) => console.log(typeof p.join));`);
      expect(r).toEqual({ answer: 'one 42 lib/answer.js true\nfunction\n', report: { used: 0, rejected: 0, compiled: 1 } });
    });
  });

  test('law play reaches the same first prompt with the cache as without it, and takes its code for nearly every module', () => {
    const home = tempHome('law-code-cache-play-');
    fs.mkdirSync(path.join(home, 'characters'));
    fs.copyFileSync(path.join(ROOT, 'characters', 'brannoc-the-bold.json'), path.join(home, 'characters', 'brannoc-the-bold.json'));
    const cacheFile = path.join(home, 'cache.bin');
    const play = `process.env.LAW_CACHES = 'off'; require(${JSON.stringify(path.join(ROOT, 'dist', 'cli', 'main.js'))}).main([process.execPath, 'law', 'play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1']);`;
    const fresh = () => fs.rmSync(path.join(home, 'saves'), { recursive: true, force: true });
    try {
      const made = runWithCache(ROOT, cacheFile, 'write', play, { LAW_HOME: home });
      fresh();
      const used = runWithCache(ROOT, cacheFile, 'read', play, { LAW_HOME: home });
      expect(made.answer).toMatch(/What do you do\?/);
      expect(used.answer).toBe(made.answer);
      expect(used.report.rejected).toBe(0);
      expect(used.report.compiled).toBe(0);
      expect(used.report.used).toBe(made.report.compiled);
      expect(used.report.used).toBeGreaterThan(50);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });

  test('the build leaves a cache of the modules law play, law arena and law validate load (npm test and npm start build it)', () => {
    const cache = decodeCache(fs.readFileSync(path.join(ROOT, 'dist', 'code-cache.bin')));
    const modules = ['cli/program.js', 'cli/commands/play-run.js', 'adventure/interpreter.js', 'combat/encounter.js', 'adventure/loader.js'].map((m) => path.join('dist', ...m.split('/')));
    expect([...cache.keys()]).toEqual(expect.arrayContaining([...modules, path.join('node_modules', 'js-yaml', 'dist', 'js-yaml.js')]));
  });
});
