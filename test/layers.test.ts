// The layers of src/ (README, "Layout"; docs/combat.md, "Events, not text"): the core emits events
// and asks questions through interfaces it owns, and the faces draw them. The core's folders import
// no face and nothing built on them; io/ (the seam to a person) is below render/ and imports none of
// the faces drawn on it. Read from the import lines of every source file, so a new file is checked
// the day it is written.
import * as fs from 'node:fs';
import * as path from 'node:path';

const SRC = path.join(__dirname, '..', 'src');

/** The rules, with no face: what a second face (the served pages) draws the same way. */
const CORE = ['dice', 'rules', 'character', 'combat', 'magic'];
/** What draws or asks a person, and what is built on the core and the faces. */
const ABOVE_CORE = ['io', 'render', 'cli', 'gm', 'adventure', 'tavern', 'serve'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : e.name.endsWith('.ts') ? [p] : [];
  });
}

/** Every module a file imports, requires or loads lazily, as a path under src/ ('combat/figure'); packages left out. */
function importsOf(file: string): Array<{ line: number; target: string }> {
  const out: Array<{ line: number; target: string }> = [];
  const text = fs.readFileSync(file, 'utf8');
  const pattern = /(?:\bfrom\s+|\bimport\s+|\brequire\(\s*|\bimport\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
  for (const m of text.matchAll(pattern)) {
    const line = text.slice(0, m.index).split('\n').length;
    out.push({ line, target: path.relative(SRC, path.resolve(path.dirname(file), m[1])).split(path.sep).join('/') });
  }
  return out;
}

/** The top folder of src/ a path lies in ('combat' for 'combat/ai/plan'). */
const folderOf = (rel: string): string => rel.split('/')[0];

/** Each import from a file under `from` into one of `banned`, as "file:line imports target". */
function crossings(from: readonly string[], banned: readonly string[]): string[] {
  const out: string[] = [];
  for (const folder of from) {
    for (const file of sourceFiles(path.join(SRC, folder))) {
      for (const { line, target } of importsOf(file)) {
        if (banned.includes(folderOf(target))) out.push(`${path.relative(SRC, file)}:${line} imports ${target}`);
      }
    }
  }
  return out;
}

describe('the layers of src/', () => {
  test('the reader of import lines sees them: combat imports dice, the arena its face, the adventure its lazy door to the fight', () => {
    // Without this, a broken pattern would find no import at all and every check below would pass.
    expect(crossings(['combat'], ['dice']).length).toBeGreaterThan(5);
    expect(crossings(['cli'], ['render'])).toEqual(expect.arrayContaining([expect.stringMatching(/^cli\/commands\/arena-run\.ts:\d+ imports render\/fight-face$/)]));
    // A lazy require and a dynamic import are imports too.
    expect(crossings(['adventure'], ['render'])).toEqual(expect.arrayContaining([expect.stringMatching(/^adventure\/combat-port\.ts:\d+ imports render\/fight-face$/)]));
  });

  test('the core (dice, rules, character, combat, magic) imports no face (io, render, cli) and nothing built above it', () => {
    expect(crossings(CORE, ABOVE_CORE)).toEqual([]);
  });

  test('io/, the seam to a person, imports none of the faces drawn on it nor anything above', () => {
    expect(crossings(['io'], ['render', 'cli', 'gm', 'adventure', 'tavern', 'serve'])).toEqual([]);
  });

  test('every folder of src/ is a layer this test knows, so a new one is placed on purpose', () => {
    const folders = fs.readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const known = [...CORE, ...ABOVE_CORE, 'text', 'files'];
    expect(folders.filter((f) => !known.includes(f))).toEqual([]);
  });
});
