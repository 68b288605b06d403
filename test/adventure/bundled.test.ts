// Every bundled adventure (adventures/*.yaml): validates clean, the explorer reaches every section
// (with no effect that never does anything) and follows every side of every chance without a crash,
// and random playthroughs survive (1,000 a game; the Lamp's 300, the Bell's in its own test file).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { explore, loadAdventureFile, lintAdventure, playtest } from '../../src/adventure';
import { ROOT } from '../helpers/cli';

const DIR = path.join(ROOT, 'adventures');
const bundled = fs.readdirSync(DIR).filter((f) => f.endsWith('.yaml')).sort();

test('the tutorial is bundled', () => {
  expect(bundled).toContain('tutorial.yaml');
});

describe.each(bundled)('%s', (file) => {
  const loaded = loadAdventureFile(path.join(DIR, file), `adventures/${file}`);

  test('validates clean: no error, no warning', () => {
    const lint = loaded.adventure && loaded.uses ? lintAdventure(loaded.adventure, loaded.uses) : [];
    expect([...loaded.diagnostics, ...lint]).toEqual([]);
  });

  // The Lamp is explored at 3 and at 5 in table-adventure.test.ts, with these checks and its endings:
  // not a third time here (the suite's time).
  if (file !== 'the-lamp-at-skerry-head.yaml') test('the exhaustive explorer reaches every section, with no crash and no section left without an open option', async () => {
    // The smallest party only: every size of the Lamp (3 to 5) takes minutes on a shared machine;
    // the sweep over sizes is tested in tools.test.ts.
    const report = await explore(loaded.adventure!, loaded.uses, { partySizes: [loaded.adventure!.party.min] });
    expect(report.crashes).toEqual([]);
    expect(report.stuck).toEqual([]);
    expect(report.unreached).toEqual([]);
    expect(report.idleEffects).toEqual([]);
    expect(report.endings.length).toBeGreaterThan(0);
  }, 300_000);

  if (file === 'tutorial.yaml') {
    test('the tutorial is small enough to explore completely: every option and every outcome', async () => {
      const report = await explore(loaded.adventure!, loaded.uses);
      expect(report.truncated).toBe(false);
      expect(report.optionsNeverTaken).toEqual([]);
      expect(report.outcomesNeverSeen).toEqual([]);
    });
  }

  // The Bell's own test file plays the same 1,000 games and checks every ending is reached: not a
  // second time here. The Lamp, explored whole at 3 and at 5 in table-adventure.test.ts, is played
  // 300 times here (the suite's time: 1,000 took half a minute).
  const runs = file === 'the-lamp-at-skerry-head.yaml' ? 300 : 1000;
  if (file !== 'the-bell-beneath-greywater.yaml') test(`survives ${runs.toLocaleString('en')} random playthroughs (game i seeded from i)`, async () => {
    const adv = loaded.adventure!;
    const report = await playtest(adv, { runs });
    expect(report.crashes).toEqual([]);
    expect(report.loops).toEqual([]);
    expect(report.endings.reduce((n, e) => n + e.count, 0)).toBe(runs);
  }, 600_000);

  test('a full party plays it too', async () => {
    const adv = loaded.adventure!;
    const report = await playtest(adv, { runs: 100, partySize: adv.party.max, firstSeed: 5000 });
    expect(report.crashes).toEqual([]);
    expect(report.loops).toEqual([]);
  }, 300_000);
});
