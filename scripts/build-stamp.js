// What the build was made from, as one line: every input's path, size and time of change (the
// TypeScript sources, the configurations, the bundled adventures loaded ahead, the pages' and the caches' scripts).
// The build writes it into dist/ (start-caches.js); `npm start` (start.js) builds again only when
// the line it reads now differs (issue 29: `npm start` rebuilt every time, 22 s on a busy machine).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const STAMP = path.join(root, 'dist', '.build-stamp');

function walk(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else if (e.isFile()) out.push(full);
  }
}

function inputs(top) {
  const files = [];
  walk(path.join(top, 'src'), files);
  walk(path.join(top, 'adventures'), files);
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build-pages.js', 'scripts/start-caches.js', 'scripts/build-stamp.js']) files.push(path.join(top, f));
  return files.sort();
}

/** The inputs under `top` (the project) as they are now. */
function fingerprint(top = root) {
  return inputs(top)
    .map((f) => {
      try {
        const st = fs.statSync(f);
        return `${path.relative(top, f)} ${st.size} ${Math.round(st.mtimeMs)}`;
      } catch {
        return `${path.relative(top, f)} -`;
      }
    })
    .join('\n');
}

/** Is dist/ the build of the inputs as they are now (and whole: its entry point is there)? */
function upToDate() {
  try {
    return fs.existsSync(path.join(root, 'dist', 'cli', 'main.js')) && fs.readFileSync(STAMP, 'utf8') === fingerprint();
  } catch {
    return false;
  }
}

function writeStamp() {
  fs.writeFileSync(STAMP, fingerprint());
}

module.exports = { fingerprint, upToDate, writeStamp, STAMP };
