// The fuzz test of issue 10: seeded random mutations of the bundled adventures (and the small
// fixture adventures), of a character sheet and of a save, each fed to its loader; and of issue 30:
// the players'-screen file, tavern saves and deck files. Every mutant
// either loads or is refused with the loader's own error (diagnostics for an adventure, StoreError
// for a sheet, SaveError for a save): never another exception, never a hang. A mutated adventure
// that still loads is also linted, drawn, explored a little and played a few steps; a mutated save
// that still belongs to its adventure is played on a few steps. Fixed seeds: a failure names the
// case, and `FUZZ_CASE=kind:n` replays that one alone with its text printed.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Adventure, Chooser, GameState, Prompt } from '../../src/adventure';
import {
  explore, folderReader, formatSave, lintAdventure, loadAdventureText, makeSave, newGame, playGame, playtest, readSave, renderGraph, SaveError, saveMismatch,
} from '../../src/adventure';
import { parseSheetText, StoreError } from '../../src/character/store';
import { Rng } from '../../src/dice';
import { JSON_MUTATIONS, mutate, TEXT_MUTATIONS, YAML_MUTATIONS } from './mutate';
import { parseStream } from '../../src/gm/stream';
import { drawScreen } from '../../src/gm/screen';
import { viewOf } from '../../src/gm/view';
import { recapOf } from '../../src/gm/recap';
import { PLAIN } from '../../src/io/style';
import type { GameId, Match, SeatSpec } from '../../src/tavern';
import { autoPlay, BOT_NAMES, botChoice, GAME_IDS, loadGame, resumeTavern, startMatch, takeAction, TavernError, tavernSave } from '../../src/tavern';
import { parseDeck } from '../../src/cli/commands/tavern-run';
import { UserError } from '../../src/cli/errors';

const ROOT = path.join(__dirname, '..', '..');
const BUNDLED = path.join(ROOT, 'adventures');
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'adventures');
const ONLY = process.env.FUZZ_CASE ?? null;
/** For a longer search by hand: FUZZ_SCALE=10 runs ten times the cases, FUZZ_SEED=x other ones. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const SALT = process.env.FUZZ_SEED ? ` ${process.env.FUZZ_SEED}` : '';

/** The slowest a single case may take: far above any real case, far below a hang. */
const CASE_LIMIT_MS = 15_000;
/** Each test runs many cases: its own time limit, generous for a slow machine. */
const TEST_TIMEOUT_MS = 120_000;

interface Tally {
  cases: number;
  loaded: number;
  refused: number;
  played: number;
  slowest: number;
}

const tallies: Record<string, Tally> = {};
const tally = (kind: string): Tally => (tallies[kind] ??= { cases: 0, loaded: 0, refused: 0, played: 0, slowest: 0 });

afterAll(() => {
  if (process.env.FUZZ_REPORT) console.log(JSON.stringify(tallies, null, 2));
});

/** Runs one case, naming it in any failure: the edits made and how to replay it alone. */
async function fuzzCase(kind: string, n: number, edits: string[], text: string, body: () => Promise<'loaded' | 'refused'> | 'loaded' | 'refused'): Promise<void> {
  const name = `${kind}:${n}`;
  if (ONLY && ONLY !== name) return;
  if (ONLY) console.log(`${name} (${edits.join(', ')}):\n${text.length > 5000 ? `${text.slice(0, 5000)}...` : text}`);
  const t = tally(kind);
  const start = Date.now();
  let outcome: 'loaded' | 'refused';
  try {
    outcome = await body();
  } catch (e) {
    const what = e instanceof Error ? `${e.name}: ${e.message}\n${e.stack ?? ''}` : String(e);
    throw new Error(`fuzz case ${name} (${edits.join(', ')}) threw ${what.slice(0, 3000)}\nreplay: FUZZ_CASE=${name} npx jest test/fuzz`);
  }
  const ms = Date.now() - start;
  if (ms > CASE_LIMIT_MS) throw new Error(`fuzz case ${name} (${edits.join(', ')}) took ${ms} ms\nreplay: FUZZ_CASE=${name} npx jest test/fuzz`);
  t.cases += 1;
  t.slowest = Math.max(t.slowest, ms);
  if (outcome === 'loaded') t.loaded += 1;
  else t.refused += 1;
}

/** A chooser for short random games: any open choice, no karma, the AI fights. */
class AnyChooser implements Chooser {
  readonly combat = { control: 'ai' as const, io: null, quiet: true };
  readonly extras = false;
  constructor(private readonly rng: Rng) {}
  async choose(prompt: Prompt): Promise<number> {
    const open = prompt.items.map((it, i) => ({ it, i })).filter((x) => !x.it.disabled);
    return this.rng.pick(open).i;
  }
  async confirm(): Promise<boolean> {
    return this.rng.next() < 0.3;
  }
}

/** What may stop a played game: a fault of the adventure the loader could not see, said as such. */
const EXPECTED_IN_PLAY = new Set(['AdventureStuck']);

async function playsSafely(adventure: Adventure, uses: Parameters<typeof lintAdventure>[1] | null, seed: number, deep: boolean): Promise<void> {
  if (uses) lintAdventure(adventure, uses);
  renderGraph(adventure, 'mermaid');
  renderGraph(adventure, 'dot');
  const report = await playtest(adventure, { runs: 1, firstSeed: seed, maxSteps: 12 });
  const bad = report.crashes.filter((c) => !EXPECTED_IN_PLAY.has(c.error));
  if (bad.length) throw new Error(`the playthrough crashed: ${bad.map((c) => `${c.error} in section ${c.section}: ${c.message}`).join('; ')}`);
  if (deep) {
    const ex = await explore(adventure, uses, { maxStates: 25 });
    if (ex.crashes.length) throw new Error(`the explorer crashed: ${ex.crashes.map((c) => `section ${c.section}: ${c.message}`).join('; ')}`);
  }
}

/** The adventures mutated: the bundled ones (weighted), and the fixtures, each with its folder for map files. */
function sources(): Array<{ name: string; text: string; dir: string; cases: number }> {
  const out: Array<{ name: string; text: string; dir: string; cases: number }> = [];
  for (const f of fs.readdirSync(BUNDLED).filter((x) => x.endsWith('.yaml')).sort()) {
    const text = fs.readFileSync(path.join(BUNDLED, f), 'utf8');
    // The long adventure costs some ten times more a case than the tutorial.
    out.push({ name: f, text, dir: BUNDLED, cases: Math.round((text.length > 40_000 ? 60 : 300) * SCALE) });
  }
  for (const f of fs.readdirSync(FIXTURES).filter((x) => x.endsWith('.yaml')).sort()) {
    out.push({ name: f, text: fs.readFileSync(path.join(FIXTURES, f), 'utf8'), dir: FIXTURES, cases: Math.round(80 * SCALE) });
  }
  return out;
}

describe('mutated adventures load or are refused with diagnostics; those that load play safely', () => {
  test.each(sources().map((s) => [s.name, s] as const))('%s', async (_name, src) => {
    const rng = Rng.fromSeed(`fuzz adventure ${src.name}${SALT}`);
    const readFile = folderReader(src.dir);
    // The adventure as it is, untimed: the first fight and the first tavern game load their engines.
    const good = loadAdventureText(src.text, src.name, { readFile });
    expect(good.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    await playsSafely(good.adventure!, good.uses, 0, false);
    for (let n = 0; n < src.cases; n++) {
      const { text, edits } = mutate(src.text, rng, YAML_MUTATIONS);
      const seed = rng.between(0, 1_000_000);
      await fuzzCase(`adventure/${src.name}`, n, edits, text, async () => {
        const r = loadAdventureText(text, src.name, { readFile });
        for (const d of r.diagnostics) {
          if (!(d.line >= 1 && d.column >= 1 && typeof d.message === 'string' && d.message !== '')) throw new Error(`a diagnostic without a place or a message: ${JSON.stringify(d)}`);
          if (/Maximum call stack|native code|\[object Object\]/.test(d.message)) throw new Error(`a diagnostic that tells of the program, not the file: ${d.message}`);
        }
        if (!r.adventure) {
          if (!r.diagnostics.some((d) => d.severity === 'error')) throw new Error('refused without an error');
          return 'refused';
        }
        tally(`adventure/${src.name}`).played += 1;
        await playsSafely(r.adventure, r.uses, seed, n % 4 === 0);
        return 'loaded';
      });
    }
  }, TEST_TIMEOUT_MS);
});

describe('mutated character sheets: a sheet or a StoreError', () => {
  const samples = fs.readdirSync(path.join(ROOT, 'characters')).filter((f) => f.endsWith('.json')).sort();
  test.each(samples)('%s', async (file) => {
    const base = fs.readFileSync(path.join(ROOT, 'characters', file), 'utf8');
    const rng = Rng.fromSeed(`fuzz sheet ${file}${SALT}`);
    for (let n = 0; n < 700 * SCALE; n++) {
      // Half the mutants start from the compact form, so that JSON-aware edits keep it parseable.
      const start = rng.next() < 0.5 ? base : JSON.stringify(JSON.parse(base));
      const { text, edits } = mutate(start, rng, JSON_MUTATIONS);
      await fuzzCase(`sheet/${file}`, n, edits, text, () => {
        try {
          const c = parseSheetText(text, file);
          // What loaded reads back the same.
          parseSheetText(JSON.stringify(c), file);
          return 'loaded';
        } catch (e) {
          if (e instanceof StoreError) return 'refused';
          throw e;
        }
      });
    }
  }, TEST_TIMEOUT_MS);
});

describe('mutated saves: a save or a SaveError; a save that fits its adventure plays on', () => {
  let adventure: Adventure;
  let base: string;

  beforeAll(async () => {
    const text = fs.readFileSync(path.join(BUNDLED, 'tutorial.yaml'), 'utf8');
    const r = loadAdventureText(text, 'tutorial.yaml', { readFile: folderReader(BUNDLED) });
    adventure = r.adventure!;
    const hero = parseSheetText(fs.readFileSync(path.join(ROOT, 'characters', 'brannoc-the-bold.json'), 'utf8'), 'brannoc-the-bold.json');
    const saves: Array<{ state: GameState; history: Parameters<typeof makeSave>[5] }> = [];
    await playGame(adventure, newGame(adventure, [hero], 'fuzz'), [], {
      chooser: new AnyChooser(Rng.fromSeed('fuzz save game')),
      emit: () => undefined,
      maxSteps: 6,
      onSection: (s, h) => saves.push({ state: structuredClone(s), history: structuredClone(h) }),
    });
    const last = saves[saves.length - 1];
    base = formatSave(makeSave(adventure, 'fuzz', 'auto', [hero.name], last.state, last.history));
  }, TEST_TIMEOUT_MS);

  test('1,000 mutants', async () => {
    const rng = Rng.fromSeed(`fuzz save${SALT}`);
    for (let n = 0; n < 1000 * SCALE; n++) {
      const { text, edits } = mutate(base, rng, JSON_MUTATIONS);
      const seed = rng.between(0, 1_000_000);
      await fuzzCase('save', n, edits, text, async () => {
        let save;
        try {
          save = readSave(text, 'fuzz.json');
        } catch (e) {
          if (e instanceof SaveError) return 'refused';
          throw e;
        }
        // A save read is written, and reads back to the same text.
        const written = formatSave(save);
        if (formatSave(readSave(written, 'fuzz.json')) !== written) throw new Error('a save read does not write back the same');
        if (saveMismatch(save, adventure) === null && !save.state.ended) {
          tally('save').played += 1;
          try {
            await playGame(adventure, save.state, save.history, { chooser: new AnyChooser(Rng.fromSeed(seed)), emit: () => undefined, maxSteps: 4 });
          } catch (e) {
            if (!(e instanceof Error && EXPECTED_IN_PLAY.has(e.name))) throw e;
          }
        }
        return 'loaded';
      });
    }
  }, TEST_TIMEOUT_MS);
});

// ---- issue 30: the players' screen, tavern saves and deck files -------------------------------------

describe("mutated players'-screen files: the screen and the recap show what they can, never a crash", () => {
  let base = '';

  beforeAll(async () => {
    // A real session of the tutorial at a GM's table, into its fight.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { runInProcess, tempHome } = require('../helpers/cli') as typeof import('../helpers/cli');
    const home = tempHome('law-fuzz-view-');
    // The first choice at every question, fights included, until the input ends.
    const r = await runInProcess(['gm', 'tutorial', '--party', 'Ana:Brannoc the Bold', '--seed', 'fuzz'], { home, input: '1\n'.repeat(300) });
    if (r.code !== 0) throw new Error(`the session for the fuzz test failed: ${r.stderr}`);
    base = fs.readFileSync(path.join(home, 'saves', 'tutorial-brannoc-the-bold.view.jsonl'), 'utf8');
    fs.rmSync(home, { recursive: true, force: true });
  }, TEST_TIMEOUT_MS);

  test('600 mutants', async () => {
    const lines = base.split('\n').length - 1;
    expect(lines).toBeGreaterThan(20);
    const rng = Rng.fromSeed(`fuzz view${SALT}`);
    for (let n = 0; n < 600 * SCALE; n++) {
      // Half the mutants change one line as JSON (a value, a key, nesting), half the file as text.
      let text: string;
      let edits: string[];
      if (rng.next() < 0.5) {
        const all = base.split('\n');
        const i = rng.between(0, all.length - 2);
        const m = mutate(all[i], rng, JSON_MUTATIONS);
        all[i] = m.text.replace(/\n/g, ' ');
        text = all.join('\n');
        edits = [`line ${i + 1}: ${m.edits.join(', ')}`];
      } else {
        ({ text, edits } = mutate(base, rng, TEXT_MUTATIONS));
      }
      await fuzzCase('view', n, edits, text, () => {
        const events = parseStream(text);
        for (const audience of [{ table: true } as const, { player: 'Ana' }]) {
          const view = viewOf(events, audience);
          drawScreen(view);
          drawScreen(view, { style: PLAIN, width: 80, height: 24 });
          drawScreen(view, { width: 120, height: 40, scroll: 5 });
        }
        recapOf(events, 'markdown');
        recapOf(events, 'text');
        return events.filter((e) => e !== null).length === lines ? 'loaded' : 'refused';
      });
    }
  }, TEST_TIMEOUT_MS);
});

/** A game a few moves in: bots' moves for every seat. */
function gameUnderWay(id: GameId, seed: string, moves: number): Match {
  const game = loadGame(id);
  const seats: SeatSpec[] = [{ name: 'You', player: 'me' }, ...BOT_NAMES.slice(0, game.players.min === 2 ? 2 : game.players.min - 1).map((name) => ({ name, player: 'normal' as const }))];
  const m = startMatch(game, { names: seats.map((s) => s.name), variants: [] }, seats, seed);
  for (let k = 0; k < moves && game.toAct(m.state) !== null; k++) takeAction(m, botChoice(m, 'normal'));
  return m;
}

describe('mutated tavern saves: a game resumed or a TavernError; a game resumed plays on to its end', () => {
  test.each(GAME_IDS.map((id) => [id]))('%s: 250 mutants', async (id) => {
    const base = `${JSON.stringify(tavernSave(gameUnderWay(id, `fuzz ${id}`, 6)))}\n`;
    const rng = Rng.fromSeed(`fuzz tavern save ${id}${SALT}`);
    for (let n = 0; n < 250 * SCALE; n++) {
      const { text, edits } = mutate(rng.next() < 0.5 ? base : JSON.stringify(JSON.parse(base), null, 2), rng, JSON_MUTATIONS);
      await fuzzCase(`tavern-save/${id}`, n, edits, text, () => {
        let m: Match;
        try {
          m = resumeTavern(text);
        } catch (e) {
          if (e instanceof TavernError) return 'refused';
          throw e;
        }
        // What resumed is a game the frame can finish (a quarter of them, for time).
        if (n % 4 === 0 && m.game.toAct(m.state) !== null) {
          tally(`tavern-save/${id}`).played += 1;
          autoPlay(m, 'easy');
        }
        return 'loaded';
      });
    }
  }, TEST_TIMEOUT_MS);
});

describe('mutated deck files: the codes of a deck or a UserError at the first bad code; a deck read deals a game', () => {
  test.each(GAME_IDS.map((id) => [id]))('%s: 250 mutants', async (id) => {
    const game = loadGame(id);
    const players = game.players.min;
    const names = ['You', ...BOT_NAMES.slice(0, players - 1)];
    const options = { names, variants: [] as string[] };
    const codes = game.deckCodes(options);
    // The deck's first cards, a comment, commas and spaces: a stacked deck as a person writes one.
    const base = `# the top of the deck\n${codes.slice(0, 8).join(', ')}\n${codes.slice(8, 16).join(' ')}  # more\n`;
    const rng = Rng.fromSeed(`fuzz deck ${id}${SALT}`);
    for (let n = 0; n < 250 * SCALE; n++) {
      const { text, edits } = mutate(base, rng, TEXT_MUTATIONS);
      await fuzzCase(`deck/${id}`, n, edits, text, () => {
        let deck: string[];
        try {
          deck = parseDeck(text, 'deck.txt', game, options);
        } catch (e) {
          if (e instanceof UserError) {
            if (!/^deck\.txt:\d+:\d+: /.test(e.message)) throw new Error(`a deck error without its place: ${e.message}`);
            return 'refused';
          }
          throw e;
        }
        if (n % 4 === 0) {
          tally(`deck/${id}`).played += 1;
          const seats: SeatSpec[] = names.map((name, i) => ({ name, player: i === 0 ? 'me' : 'normal' }));
          autoPlay(startMatch(game, { ...options, deck }, seats, `deck ${n}`), 'easy');
        }
        return 'loaded';
      });
    }
  }, TEST_TIMEOUT_MS);
});
