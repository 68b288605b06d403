// Issue 16, "Words": what a player reads says each thing once.
import { runBin, tempHome } from '../helpers/cli';

test('the arena says once that it changes no saved character', () => {
  const home = tempHome();
  const r = runBin(['arena', '--auto', '--seed', '1'], { home });
  expect(r.code).toBe(0);
  expect(r.stdout.match(/The arena changes no saved character\./g)).toHaveLength(1);
});

test('the arena says the XP earned is not kept, where it is earned, and does not list it as earned at the end (playtest)', () => {
  const home = tempHome();
  const r = runBin(['arena', '--auto', '--seed', '1'], { home });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Brannoc the Bold earns 1 XP (not kept: the arena is practice).');
  expect(r.stdout).not.toMatch(/earns \d+ XP\.$/m);
  expect(r.stdout).not.toContain('XP earned');
});
