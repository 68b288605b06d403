// Every complete example of docs/adventure-format.md (a yaml block that begins with "law: 1") loads
// and passes the lint without a problem: the reference cannot drift from the language.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { formatDiagnostic, validateText } from '../../src/adventure';
import { ROOT } from '../helpers/cli';

const doc = fs.readFileSync(path.join(ROOT, 'docs', 'adventure-format.md'), 'utf8');
const examples = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]).filter((t) => /^(#.*\n)*law: 1\n/.test(t));

test('the document has a complete example for each feature', () => {
  expect(examples.length).toBeGreaterThanOrEqual(14);
});

test.each(examples.map((e) => [/^id: (.*)$/m.exec(e)![1], e]))('example %s is a valid adventure, without warnings', (_id, text) => {
  const { diagnostics } = validateText(text, 'example.yaml');
  expect(diagnostics.map(formatDiagnostic)).toEqual([]);
});

test('the tavern games the document names for `game` are every game of the tavern, with its number of players (issue 30)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { GAME_INFO } = require('../../src/tavern/registry') as typeof import('../../src/tavern/registry');
  const row = /^\| `game` \| (.*)$/m.exec(doc)![1];
  for (const [id, info] of Object.entries(GAME_INFO)) {
    const { min, max } = info.players;
    expect(row).toMatch(new RegExp(`\`${id}\` \\(${min} (to|or) ${max}( players)?\\)`));
  }
  expect(row).not.toMatch(/not in the tavern/);
});
