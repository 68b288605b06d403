#!/usr/bin/env node
// `npm start`: the main menu, built first only when a source changed since the last build
// (build-stamp.js), so that a second start is as quick as `bin/law` (bench/README.md, "npm start").
// Arguments after `npm start --` go to law.
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { upToDate } = require('./build-stamp');

const root = path.join(__dirname, '..');
if (!upToDate()) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
require(path.join(root, 'dist', 'cli', 'main.js')).main([process.argv[0], path.join(root, 'bin', 'law'), ...process.argv.slice(2)]);
