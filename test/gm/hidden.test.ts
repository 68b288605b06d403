// The players' screen never shows what is the GM's (issue 12; design: "Nobody peeks"): GM notes,
// hidden counters, options the players cannot take, the foes' statistics. Whole games are played
// at random with the GM's session around them, and everything written for the players' screen is
// searched for what must not be there: in a fixture whose every secret carries a marker, and in
// every bundled adventure against its own GM notes and hidden counters.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadAdventureFile } from '../../src/adventure/files';
import type { Adventure } from '../../src/adventure/model';
import { playGame } from '../../src/adventure/game';
import { newGame } from '../../src/adventure/state';
import { randomCharacter, RandomChooser } from '../../src/adventure/playtest';
import { Rng } from '../../src/dice';
import { RecordedIo } from '../../src/io';
import { TableSession } from '../../src/gm/session';
import { parseView, ViewLog } from '../../src/gm/view-log';
import { renderScreen, screenOf } from '../../src/gm/screen';
import type { ViewEntry } from '../../src/gm/view-log';
import { ROOT } from '../helpers/cli';

function load(file: string): Adventure {
  const r = loadAdventureFile(file);
  if (!r.adventure) throw new Error(`${file} does not load`);
  return r.adventure;
}

/** Plays `games` random games of a GM session; returns everything written for the players' screen. */
async function playersScreen(adventure: Adventure, games: number, size: number): Promise<{ text: string; entries: ViewEntry[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'law-view-'));
  const file = path.join(dir, 'game.view.jsonl');
  for (let g = 0; g < games; g++) {
    const rng = Rng.fromSeed(`hidden-${g}`);
    const party = Array.from({ length: size }, (_, i) => randomCharacter(rng, `Hero ${i + 1}`));
    const seats = party.map((c, i) => ({ player: `Player ${i + 1}`, characters: [c.name] }));
    const session = new TableSession(adventure, seats, { view: new ViewLog(file), gmLog: path.join(dir, 'gm.log') }, () => new RecordedIo(), { names: () => [], load: () => 'no maps' });
    await playGame(adventure, newGame(adventure, party, `hidden-${g}`), [], {
      chooser: session.chooser(new RandomChooser(rng)),
      gm: true,
      emit: (e) => session.onEvent(e),
      onRun: (run) => session.onRun(run),
      maxSteps: 300,
    });
  }
  const text = fs.readFileSync(file, 'utf8');
  return { text, entries: parseView(text) };
}

/** Every GM note of an adventure, from its source text. */
function gmNotes(file: string): string[] {
  const notes: string[] = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    const m = /^\s*gm:\s*(.*)$/.exec(line) ?? /[{,]\s*gm:\s*([^,}]+)/.exec(line);
    if (!m) return;
    let note = m[1].trim();
    // A folded note goes on on the lines below it.
    if (note === '' || note === '>' || note === '|' || note === '>-') note = (lines[i + 1] ?? '').trim();
    note = note.replace(/^["']|["']$/g, '');
    if (note.length >= 12) notes.push(note.slice(0, 40));
  });
  return notes;
}

/** Foe rows of the players' board: a lower-case letter, then a name, then no number. */
function foeRowsWithNumbers(entries: ViewEntry[], foes: readonly string[]): string[] {
  const bad: string[] = [];
  for (const e of entries) {
    if (e.t !== 'board') continue;
    const rows = e.text.split('\n').map((line) => /^([A-Za-z]{1,2})  +(.+?)(?:  +(.*))?$/.exec(line)).filter((m) => m !== null);
    // Names of figures (with their numbers) may stand in a state ("grappling Goblin 2").
    const names = rows.map((m) => m[2]).sort((a, b) => b.length - a.length);
    for (const m of rows) {
      if (!/^[a-z]/.test(m[1]) || !foes.some((f) => m[2].startsWith(f))) continue;
      let rest = m[3] ?? '';
      for (const n of names) rest = rest.split(n).join('');
      if (/\d/.test(rest)) bad.push(m[0]);
    }
  }
  return bad;
}

test("issue 12, the players' screen: no GM note, hidden counter, closed option or foe's statistics of a fixture full of them reaches it", async () => {
  const file = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-secrets.yaml');
  const adventure = load(file);
  const { text, entries } = await playersScreen(adventure, 30, 2);
  // The games were played: sections, a fight with its board, checks and the shown counter are there.
  expect(entries.some((e) => e.t === 'board')).toBe(true);
  expect(entries.some((e) => e.t === 'check')).toBe(true);
  expect(entries.some((e) => e.t === 'party' && e.counters.some((c) => c.label === 'Lanterns lit'))).toBe(true);
  expect(text).toContain('The keep');
  // And nothing that is the GM's.
  expect(text).not.toMatch(/GMSECRET/i);
  expect(foeRowsWithNumbers(entries, ['Keep Guard'])).toEqual([]);
});

const bundled = fs
  .readdirSync(path.join(ROOT, 'adventures'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => path.join(ROOT, 'adventures', f));

test.each(bundled.map((f) => [path.basename(f), f]))("issue 12, the players' screen of %s shows none of its GM notes and hidden counters", async (_name, file) => {
  const adventure = load(file);
  const { text, entries } = await playersScreen(adventure, 12, adventure.party.max);
  expect(entries.filter((e) => e.t === 'section').length).toBeGreaterThan(12);
  for (const note of gmNotes(file)) expect({ note, found: text.includes(note) }).toEqual({ note, found: false });
  const hidden = [...adventure.counters.keys()].filter((n) => !adventure.shownCounters.has(n));
  for (const e of entries) {
    if (e.t !== 'party') continue;
    for (const c of e.counters) expect(hidden).not.toContain(c.label);
  }
  for (const name of hidden) expect({ name, found: new RegExp(`\\b${name}\\b\\W*\\d`).test(text) }).toEqual({ name, found: false });
  const foes = [...adventure.creatures.keys()];
  expect(foeRowsWithNumbers(entries, foes)).toEqual([]);
});

test.each(bundled.map((f) => [path.basename(f), f]))("issue 12, the players' screen of %s fits 80 columns, its boards and text at every step", async (_name, file) => {
  const adventure = load(file);
  const { entries } = await playersScreen(adventure, 4, adventure.party.max);
  const wide: string[] = [];
  // The screen as a late-starting view would draw it after each entry.
  for (let k = 1; k <= entries.length; k++) {
    for (const line of renderScreen(screenOf(entries.slice(0, k))).split('\n')) if (line.length > 80) wide.push(line);
  }
  expect(entries.some((e) => e.t === 'board')).toBe(true);
  expect(wide).toEqual([]);
});
