#!/usr/bin/env node
// The build's second step (after tsc): the caches of a fast start (bench/README.md, "Start-up").
//
// 1. The bundled adventures, loaded ahead into dist/adventure-cache/ (src/adventure/load-cache.ts).
// 2. dist/code-cache.bin, the V8 code of the modules the CLI runs as it starts
//    (src/cli/code-cache.ts). In a throwaway home with the sample hero it plays the bundled
//    tutorial to its first question, watches an arena fight, opens the main menu and validates the
//    tutorial (the loader, for adventures of the user's own), each with nothing on stdin; each run
//    adds its code to the cache.
//
// Without them the CLI works the same, only slower to start: a failure here is a warning, and the
// tests say what is wrong with the CLI itself.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..');
const adventures = path.join(root, 'adventures');

try {
  const { loadAhead, LOAD_CACHE_DIR } = require(path.join(root, 'dist', 'adventure', 'load-cache.js'));
  fs.rmSync(LOAD_CACHE_DIR, { recursive: true, force: true });
  const files = fs.readdirSync(adventures).filter((f) => /\.ya?ml$/.test(f)).map((f) => path.join(adventures, f));
  const kept = loadAhead(files);
  for (const f of files.filter((x) => !kept.includes(x))) console.error(`warning: ${path.relative(root, f)} has diagnostics, so it is not loaded ahead (law validate shows them)`);
} catch (e) {
  console.error(`warning: the bundled adventures were not loaded ahead (${e instanceof Error ? e.message : String(e)}); law starts slower without it`);
}

const cacheFile = path.join(root, 'dist', 'code-cache.bin');
let home = null;
try {
  fs.rmSync(cacheFile, { force: true });
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'law-code-cache-'));
  fs.mkdirSync(path.join(home, 'characters'));
  fs.copyFileSync(path.join(root, 'characters', 'brannoc-the-bold.json'), path.join(home, 'characters', 'brannoc-the-bold.json'));
  const commands = [
    ['play', 'tutorial', '-c', 'Brannoc the Bold', '--seed', '1'],
    ['arena', '--auto', '-c', 'Brannoc the Bold', '--seed', '1'],
    [],
    ['validate', 'tutorial'],
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
} catch (e) {
  console.error(`warning: no code cache was made (${e instanceof Error ? e.message : String(e)}); law starts slower without it`);
} finally {
  if (home) fs.rmSync(home, { recursive: true, force: true });
}

// The build is whole: what it was made from is noted, so that `npm start` skips the next build
// while nothing changes (build-stamp.js).
try {
  require('./build-stamp').writeStamp();
} catch (e) {
  console.error(`warning: the build's stamp was not written (${e instanceof Error ? e.message : String(e)}); npm start builds again next time`);
}
