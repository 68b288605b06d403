#!/usr/bin/env node
// The README's test command: build the CLI (e2e tests run bin/law), run jest with JSON results,
// and end with the plain summary line "N passed, N failed".
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const results = path.join(root, '.jest-results.json');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const build = spawnSync(npx, ['tsc', '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('the build failed: see the TypeScript errors above');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
// The served pages (src/serve/pages, compiled for browsers into dist/pages).
const pages = spawnSync(process.execPath, [path.join(__dirname, 'build-pages.js')], { cwd: root, stdio: 'inherit' });
if (pages.status !== 0) {
  console.error('the build of the served pages failed: see the TypeScript errors above');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
// The caches of a fast start (a warning, not a failure, if they cannot be made).
spawnSync(process.execPath, [path.join(__dirname, 'start-caches.js')], { cwd: root, stdio: 'inherit' });
const typecheck = spawnSync(npx, ['tsc', '-p', 'tsconfig.json', '--noEmit'], { cwd: root, stdio: 'inherit' });
if (typecheck.status !== 0) {
  console.error('the type check of the tests failed: see the TypeScript errors above');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

fs.rmSync(results, { force: true });
const args = ['jest', '--json', `--outputFile=${results}`, ...process.argv.slice(2)];
// The whole project was type-checked just above: jest need not check each file again (jest.config.js).
const jest = spawnSync(npx, args, { cwd: root, stdio: ['inherit', 'inherit', 'inherit'], env: { ...process.env, LAW_TYPECHECKED: '1' } });
let passed = 0;
let failed = 0;
try {
  const r = JSON.parse(fs.readFileSync(results, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
} catch {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);
