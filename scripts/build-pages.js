#!/usr/bin/env node
// The build's step for the served pages (law tavern --serve): the project's tsc compiles the pages'
// TypeScript (src/serve/pages, for browsers: ES modules, the DOM) into dist/pages, and their style
// sheets are copied beside. No bundler: the browser loads the modules as they are, all from law.
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const from = path.join(root, 'src', 'serve', 'pages');
const to = path.join(root, 'dist', 'pages');

fs.rmSync(to, { recursive: true, force: true });
const tsc = require.resolve('typescript/bin/tsc');
const run = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.pages.json')], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status || 1);
const copy = (sub) => {
  for (const e of fs.readdirSync(path.join(from, sub), { withFileTypes: true })) {
    const name = path.join(sub, e.name);
    if (e.isDirectory()) copy(name);
    else if (e.name.endsWith('.css')) {
      fs.mkdirSync(path.join(to, sub), { recursive: true });
      fs.copyFileSync(path.join(from, name), path.join(to, name));
    }
  }
};
copy('');
