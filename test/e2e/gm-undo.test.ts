// The GM's :undo (issue 16's leftover, docs/gm.md): back to the last section where the party chose,
// passing over a section that went on by itself, which would only lead straight back.
import * as path from 'node:path';
import { ROOT, runBin, tempHome } from '../helpers/cli';

const STAIR = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-undo.yaml');

test(':undo after a section that went on by itself goes back to the section where the party chose', () => {
  const home = tempHome();
  const r = runBin(['gm', STAIR, '--party', 'Ana:Brannoc', '--seed', '1'], { home, input: '1\n:undo\n2\n' });
  expect(r.code).toBe(0);
  const out = r.stdout;
  const landing = out.indexOf('A landing, and a draught from below.');
  const back = out.indexOf('Back to the start of the last section where the party chose.');
  expect(landing).toBeGreaterThan(0);
  expect(back).toBeGreaterThan(landing);
  // After the undo: the door again, and its other way taken; not the stair and the landing again.
  const after = out.slice(back);
  expect(after).toContain('A door at the top of a stair.');
  expect(after).not.toContain('The stair turns and turns.');
  expect(after).toContain('The bottom');
});

test(':undo in the first section is refused, and the game goes on', () => {
  const home = tempHome();
  const r = runBin(['gm', STAIR, '--party', 'Ana:Brannoc', '--seed', '1'], { home, input: ':undo\n2\n' });
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('nothing to undo: this is the first section of the game');
  expect(r.stdout).toContain('The bottom');
});
