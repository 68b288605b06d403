// Issue 32, "Done means": adventures written for version 2 of the language (issue 15 and after)
// still validate and play unchanged under version 3. test/fixtures/v2/the-salt-road.yaml is such an
// adventure, written for this test by an author the project never met and never changed since; its
// transcripts (test/fixtures/v2/*.txt) were made by the engine of version 2 (commit 041930c) and are
// never written again: there is no UPDATE switch here on purpose. A difference is a change of
// behaviour an author of version 2 would meet, and must be a deliberate one (docs/adventure-format.md,
// "Versions of the language"). The deliberate changes so far, rules of the engine for every version,
// not of the language: the pair's transcript shows the party's purse shared out, gains and costs
// (issue 26, docs/rulings.md "a party's finds are shared"); the lone hero's menus no longer offer a
// salve that only heals while he is unhurt (issue 29, "A potion is drunk between fights").
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lintAdventure, loadAdventureText, playtest } from '../../src/adventure';
import { ROOT, runInProcess, tempHome } from '../helpers/cli';

const DIR = path.join(ROOT, 'test', 'fixtures', 'v2');
const FILE = path.join(DIR, 'the-salt-road.yaml');

/** Plays the adventure with the sample heroes, a seed and the answers, in a home of its own. */
async function played(seed: string, heroes: string[], answers: string[]): Promise<string> {
  const home = tempHome();
  fs.copyFileSync(FILE, path.join(home, 'the-salt-road.yaml'));
  const r = await runInProcess(['play', 'the-salt-road.yaml', ...heroes.flatMap((h) => ['-c', h]), '--seed', seed], { home, input: answers.map((a) => `${a}\n`).join('') });
  expect(r.code).toBe(0);
  return r.stdout;
}

test('issue 32: an adventure of version 2 unknown to the project validates clean, by the loader and the lint', () => {
  const r = loadAdventureText(fs.readFileSync(FILE, 'utf8'), 'the-salt-road.yaml', { readFile: (rel) => fs.readFileSync(path.join(DIR, rel), 'utf8') });
  expect(r.diagnostics).toEqual([]);
  expect(r.adventure).not.toBeNull();
  expect(lintAdventure(r.adventure!, r.uses!)).toEqual([]);
});

test('issue 32: the version-2 adventure played alone (a companion, a shop, a table, a check with pass-by, a contest, the dark, an event) is byte for byte what version 2 printed', async () => {
  const out = await played('salt3', ['Brannoc the Bold'], ['1', '1', '3', '3', '1', '1', '3', '1', '3', '1', '1', '1', '3', '2']);
  expect(out).toBe(fs.readFileSync(path.join(DIR, 'the-salt-road-alone.txt'), 'utf8'));
});

test('issue 32: the version-2 adventure played by a party of two (a toll, choose, split and rejoin, undo, who: each) is byte for byte what version 2 printed', async () => {
  const out = await played('pair1', ['Brannoc the Bold', 'Ysolde'], ['2', '2', '2', '2', '2', '4', '1', '2']);
  expect(out).toBe(fs.readFileSync(path.join(DIR, 'the-salt-road-pair.txt'), 'utf8'));
});

test('issue 32: the version-2 adventure survives random playthroughs at every party size, fights and all', async () => {
  const r = loadAdventureText(fs.readFileSync(FILE, 'utf8'), 'the-salt-road.yaml');
  for (const partySize of [1, 2, 3]) {
    const report = await playtest(r.adventure!, { runs: 40, partySize });
    expect(report.crashes).toEqual([]);
    expect(report.loops).toEqual([]);
  }
});
