// The tavern's rules know no face (design.md, "The core emits, faces draw"): the frame and every
// game's rules import nothing from io/, render/ or cli/, nor a terminal face; the terminal's words
// live in the faces alone (src/tavern/terminal/ and each game's terminal.ts), so a second face (the
// web pages of --serve) draws the same events and views.
import * as fs from 'node:fs';
import * as path from 'node:path';

const SRC = path.join(__dirname, '..', '..', 'src');
const TAVERN = path.join(SRC, 'tavern');

/** Every module a file imports or requires, as a path under src/ (relative imports only). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|require\(|import\(|import)\s*'(\.[^']+)'/g)].map((m) => m[1]);
  return specs.map((s) => path.relative(SRC, path.resolve(path.dirname(file), s)));
}

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

const isFace = (file: string) => file.startsWith(path.join(TAVERN, 'terminal') + path.sep) || path.basename(file) === 'terminal.ts';
/** The tavern's index re-exports the terminal face for the command line: it is the folder's public face, not a rule. */
const RULES = tsFiles(TAVERN).filter((f) => !isFace(f) && f !== path.join(TAVERN, 'index.ts'));

describe('the tavern\'s layers', () => {
  test('the rules files exist where they are looked for', () => {
    expect(RULES.map((f) => path.relative(TAVERN, f))).toEqual(expect.arrayContaining(['frame/game.ts', 'frame/match.ts', 'deceptidice/state.ts', 'treasure/gods.ts']));
  });

  test.each(RULES.map((f) => path.relative(TAVERN, f)))('%s imports no face (io/, render/, cli/, a terminal face)', (rel) => {
    const bad = importsOf(path.join(TAVERN, rel)).filter((p) => /^(io|render|cli)(\/|$)/.test(p) || /^tavern\/terminal(\/|$)/.test(p) || /^tavern\/[^/]+\/terminal$/.test(p));
    expect(bad).toEqual([]);
  });
});
