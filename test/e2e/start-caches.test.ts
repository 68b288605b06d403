// The caches of a fast start, as a player meets them (issue 16): the same game with or without them,
// and an adventure of his own, even a copy of a bundled one, always read from its own text.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

function homeWithHero(): string {
  const home = tempHome('law-e2e-caches-');
  fs.mkdirSync(path.join(home, 'characters'));
  fs.copyFileSync(path.join(ROOT, 'characters', 'brannoc-the-bold.json'), path.join(home, 'characters', 'brannoc-the-bold.json'));
  return home;
}

test('law play shows the same first section and question with the caches as without them', () => {
  const play = ['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'];
  const cached = runBin(play, { home: homeWithHero() });
  const plain = runBin(play, { home: homeWithHero(), env: { LAW_CACHES: 'off' } });
  expect(cached.code).toBe(0);
  expect(cached.stdout).toContain('Rats in the Mill');
  expect(cached.stdout).toContain('What do you do?');
  expect(cached.stdout.replace(/\/tmp\/\S+/g, 'HOME')).toBe(plain.stdout.replace(/\/tmp\/\S+/g, 'HOME'));
});

test("a player's own copy of a bundled adventure is read from its own text, not from what the build loaded ahead", () => {
  const home = homeWithHero();
  const mine = path.join(home, 'tutorial.yaml');
  fs.writeFileSync(mine, fs.readFileSync(path.join(ROOT, 'adventures', 'tutorial.yaml'), 'utf8').replace(/^title: .*$/m, 'title: Rats in My Own Mill'));
  const r = runBin(['play', mine, '-c', 'Brannoc the Bold', '--seed', '1'], { home });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Rats in My Own Mill');
  // And one with a mistake is refused by the loader, with where and why.
  fs.writeFileSync(mine, fs.readFileSync(mine, 'utf8').replace(/^start: .*$/m, 'start: 999'));
  const bad = runBin(['play', mine, '-c', 'Brannoc the Bold'], { home });
  expect(bad.code).toBe(1);
  expect(bad.stderr).toMatch(/tutorial\.yaml:\d+:\d+: error LAW\d{4}: .*999/);
});
