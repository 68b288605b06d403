// Issue 16, "Words": what a player reads says each thing once.
import { runBin, tempHome } from '../helpers/cli';

test('the arena says once that it changes no saved character', () => {
  const home = tempHome();
  const r = runBin(['arena', '--auto', '--seed', '1'], { home });
  expect(r.code).toBe(0);
  expect(r.stdout.match(/The arena changes no saved character\./g)).toHaveLength(1);
});
