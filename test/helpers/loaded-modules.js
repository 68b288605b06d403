// Preloaded with `node --require` (NODE_OPTIONS) into the built bin/law by a test: when the process
// ends, it writes to stderr a line `LOADED: ` and the JSON list of the modules it loaded (their paths
// relative to the project, packages by their folder under node_modules), so that the test can say
// what a command loads and what it never does.
'use strict';
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
process.on('exit', () => {
  const loaded = Object.keys(require.cache).map((f) => path.relative(root, f).split(path.sep).join('/'));
  process.stderr.write(`\nLOADED: ${JSON.stringify(loaded)}\n`);
});
