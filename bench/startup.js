// Start-up: `law --version` against a bare `node -e 0`, interleaved in one run so that both see
// the same machine load. Goal (foundation issue): within 1.5x.
'use strict';
const path = require('node:path');
const { timeCommand, stats, fmt } = require('./lib');

const runs = Number(process.env.RUNS || 30);
const law = path.join(__dirname, '..', 'bin', 'law');
const node = [];
const cli = [];
for (let i = 0; i < 3; i++) {
  timeCommand(process.execPath, ['-e', '0']);
  timeCommand(process.execPath, [law, '--version']);
}
for (let i = 0; i < runs; i++) {
  node.push(timeCommand(process.execPath, ['-e', '0']));
  cli.push(timeCommand(process.execPath, [law, '--version']));
}
const n = stats(node);
const c = stats(cli);
console.log(`startup (${runs} runs each, interleaved)`);
console.log(`  node -e 0        median ${fmt(n.median)} ms  mean ${fmt(n.mean)} ms`);
console.log(`  law --version    median ${fmt(c.median)} ms  mean ${fmt(c.mean)} ms`);
console.log(`  ratio (medians)  ${(c.median / n.median).toFixed(2)}x   goal: within 1.5x`);
