// `npm run bench`: every benchmark in this folder, one after another (or those named: node bench/run.js odds).
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const only = process.argv.slice(2);
const files = fs
  .readdirSync(__dirname)
  .filter((f) => f.endsWith('.js') && !['run.js', 'lib.js'].includes(f))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.js$/, '')));
for (const f of files) {
  const r = spawnSync(process.execPath, [path.join(__dirname, f)], { stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
  console.log('');
}
