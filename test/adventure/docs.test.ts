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

test('every effect verb of the one table (VERBS) has its row in the document\'s Effects table, and the table names no other verb (issue 27)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { EFFECT_KEYS } = require('../../src/adventure/constructs/verbs') as typeof import('../../src/adventure/constructs/verbs');
  const section = doc.slice(doc.indexOf('\n## Effects\n'));
  const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| Effect |')));
  const documented = new Set([...table.matchAll(/^\| `([a-z-]+):/gm)].map((m) => m[1]));
  expect([...EFFECT_KEYS].sort()).toEqual([...documented].sort());
});
