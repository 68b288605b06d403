// The bundled adventures loaded ahead by the build (issue 16, src/adventure/load-cache.ts): the same
// adventure as the loader's, played the same; never used once a file that made it has changed; and
// an adventure with anything to say about it is always loaded by the loader.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadAdventureFile } from '../../src/adventure/files';
import { adventureLoadedAhead, loadAhead } from '../../src/adventure/load-cache';
import { playtest } from '../../src/adventure/playtest';
import { ROOT, tempHome } from '../helpers/cli';

const BUNDLED = path.join(ROOT, 'adventures');

describe('bundled adventures loaded ahead (issue 16: a fast start)', () => {
  let root: string;
  let dir: string;
  let module: string;
  beforeEach(() => {
    root = fs.realpathSync(tempHome('law-load-ahead-'));
    dir = path.join(root, 'dist', 'adventure-cache');
    fs.cpSync(BUNDLED, path.join(root, 'adventures'), { recursive: true });
    // A stand-in for a module of the loader: the entries depend on it as on the adventure's files.
    module = path.join(root, 'dist', 'adventure', 'loader.js');
    fs.mkdirSync(path.dirname(module), { recursive: true });
    fs.writeFileSync(module, '// the loader\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const bundled = (name: string): string => path.join(root, 'adventures', `${name}.yaml`);
  const ahead = (name: string, shown = name) => adventureLoadedAhead(bundled(name), shown, { dir, root });
  const keep = (...names: string[]) => loadAhead(names.map(bundled), { dir, root, modules: [module] });
  const later = (file: string) => fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));

  test('each bundled adventure is kept, and comes back as the loader reads it, under the name it is shown by', () => {
    const names = fs.readdirSync(BUNDLED).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, ''));
    expect(keep(...names)).toEqual(names.map(bundled));
    for (const name of names) {
      const fresh = loadAdventureFile(bundled(name), `shown/${name}`);
      expect(fresh.diagnostics).toEqual([]);
      expect(ahead(name, `shown/${name}`)).toEqual(fresh.adventure);
    }
  });

  test('the Bell loaded ahead plays as the Bell loaded by the loader: the random tester finds the same games', async () => {
    keep('the-bell-beneath-greywater');
    const fresh = loadAdventureFile(bundled('the-bell-beneath-greywater')).adventure!;
    const kept = ahead('the-bell-beneath-greywater', bundled('the-bell-beneath-greywater'))!;
    const a = await playtest(fresh, { runs: 25, firstSeed: 300 });
    const b = await playtest(kept, { runs: 25, firstSeed: 300 });
    expect(b).toEqual(a);
    expect(a.crashes).toEqual([]);
  });

  test('an edited adventure, map file or loader module is read again, not taken from what was kept', () => {
    keep('the-bell-beneath-greywater');
    expect(ahead('the-bell-beneath-greywater')).not.toBeNull();
    const map = path.join(root, 'adventures', 'maps', 'the-bell-beneath-greywater-fen.map');
    later(map);
    expect(ahead('the-bell-beneath-greywater')).toBeNull();

    keep('the-bell-beneath-greywater');
    fs.appendFileSync(bundled('the-bell-beneath-greywater'), '\n');
    expect(ahead('the-bell-beneath-greywater')).toBeNull();

    keep('the-bell-beneath-greywater');
    fs.writeFileSync(module, '// the loader, changed\n');
    expect(ahead('the-bell-beneath-greywater')).toBeNull();

    keep('the-bell-beneath-greywater');
    fs.rmSync(map);
    expect(ahead('the-bell-beneath-greywater')).toBeNull();
  });

  test('an adventure the loader finds anything wrong with is not kept, and what was kept of it is dropped', () => {
    expect(keep('tutorial')).toEqual([bundled('tutorial')]);
    fs.appendFileSync(bundled('tutorial'), '\nnonsense: 1\n');
    expect(loadAdventureFile(bundled('tutorial')).diagnostics.length).toBeGreaterThan(0);
    expect(keep('tutorial')).toEqual([]);
    expect(fs.existsSync(path.join(dir, 'tutorial.yaml.v8'))).toBe(false);
    expect(ahead('tutorial')).toBeNull();
  });

  test('another adventure of the same file name, or a damaged entry, is read by the loader', () => {
    keep('tutorial');
    const elsewhere = path.join(root, 'mine', 'tutorial.yaml');
    fs.mkdirSync(path.dirname(elsewhere));
    fs.copyFileSync(bundled('tutorial'), elsewhere);
    expect(adventureLoadedAhead(elsewhere, 'tutorial', { dir, root })).toBeNull();
    const entry = path.join(dir, 'tutorial.yaml.v8');
    fs.writeFileSync(entry, fs.readFileSync(entry).subarray(0, 100));
    expect(ahead('tutorial')).toBeNull();
    fs.writeFileSync(entry, 'not a cache');
    expect(ahead('tutorial')).toBeNull();
  });
});
