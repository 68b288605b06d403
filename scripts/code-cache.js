#!/usr/bin/env node
// The build's second step (after tsc): make dist/code-cache.bin, the V8 code of the modules the CLI
// runs as it starts (src/cli/code-cache.ts). In a throwaway home with the sample hero it plays the
// bundled tutorial to its first question, watches an arena fight, and opens the main menu, each
// with nothing on stdin; each run adds its code to the cache. Without the cache the CLI works the
// same, only slower to start: a failure here is a warning, and the tests say what is wrong with
// the CLI itself.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..');
const cacheFile = path.join(root, 'dist', 'code-cache.bin');
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'law-code-cache-'));
try {
  fs.rmSync(cacheFile, { force: true });
  fs.mkdirSync(path.join(home, 'characters'));
  fs.copyFileSync(path.join(root, 'characters', 'brannoc-the-bold.json'), path.join(home, 'characters', 'brannoc-the-bold.json'));
  const commands = [
    ['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'],
    ['arena', '--auto', '-c', 'Brannoc the Bold', '--seed', '1'],
    [],
  ];
  for (const args of commands) {
    const run = spawnSync(process.execPath, [path.join(root, 'bin', 'law'), ...args], {
      env: { ...process.env, LAW_HOME: home, LAW_CODE_CACHE: 'write' },
      input: '',
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      console.error(`warning: the code cache misses \`law ${args.join(' ')}\` (it exited ${run.status}); law starts slower without it`);
      if (run.stderr) console.error(run.stderr.trim());
    }
  }
} finally {
  fs.rmSync(home, { recursive: true, force: true });
}
