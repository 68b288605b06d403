// The players' stream never holds what is the GM's (issues 12 and 26; design: "Nobody peeks"): GM
// notes, hidden counters, options the players cannot take, the foes' statistics, the GM's random
// tables, contests against opponents never met, foes the party cannot see in the dark, the GM's
// secret rolls and secret changes; and a whisper reaches only the view of the player it is for.
// Whole games are played at random with the GM's session around them, the GM using his tools at
// random prompts, and everything written for the players is searched for what must not be there: in
// a fixture whose every secret carries a marker, and in every bundled adventure against its own GM
// notes and hidden counters.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { StreamEvent } from '../../src/gm/stream';
import { drawScreen, storyLines } from '../../src/gm/screen';
import { TABLE, viewOf } from '../../src/gm/view';
import { recapOf } from '../../src/gm/recap';
import { ROOT } from '../helpers/cli';
import { load, playersStream } from '../helpers/players-stream';

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

const only = <T extends StreamEvent['t']>(events: Array<StreamEvent | null>, t: T) => events.filter((e): e is Extract<StreamEvent, { t: T }> => e?.t === t);

/** Foe rows of the players' boards that show a number: their statistics are the GM's. */
function foeNumbers(events: Array<StreamEvent | null>): string[] {
  return only(events, 'board').flatMap((b) => b.board.figures.filter((f) => f.side === 'foes' && f.numbers.some((n) => n !== null)).map((f) => f.name));
}

describe("the players' stream holds nothing of the GM's (issues 12 and 26)", () => {
  const file = path.join(ROOT, 'test', 'fixtures', 'adventures', 'gm-secrets.yaml');
  let played: { text: string; events: Array<StreamEvent | null>; gmLog: string };

  beforeAll(async () => {
    played = await playersStream(load(file), 40, 2, true);
  }, 120_000);

  test('no GM note, hidden counter, closed option or foe\'s statistics of a fixture full of them reaches it', () => {
    const { text, events } = played;
    // The games were played: sections, fights with their boards, checks and the shown counter are there.
    expect(only(events, 'board').length).toBeGreaterThan(0);
    expect(only(events, 'roll').length).toBeGreaterThan(0);
    expect(only(events, 'party').some((e) => e.counters.some((c) => c.label === 'Lanterns lit'))).toBe(true);
    expect(text).toContain('The keep');
    // And nothing that is the GM's.
    expect(text).not.toMatch(/GMSECRET/i);
    expect(foeNumbers(events)).toEqual([]);
  });

  test("the GM's random table: its name, its dice and its row never reach the players; the row's text does", () => {
    const { text } = played;
    expect(text).toMatch(/Rain in the courtyard|Stars over the courtyard/);
    expect(text).not.toMatch(/gmsecret_weather|1D6/i);
  });

  test('a contest against an opponent the party never met names him nowhere: "someone" in the question and the result', () => {
    const { events } = played;
    const contests = only(events, 'contest');
    expect(contests.length).toBeGreaterThan(0);
    expect(contests.every((c) => c.against === null)).toBe(true);
    expect(only(events, 'question').some((q) => q.q.text.includes('against someone'))).toBe(true);
  });

  test('in the dark, a foe is on the board only beside a standing member of the party (the fog)', () => {
    const { events } = played;
    let dark = false;
    let map: { width: number } | null = null;
    let checked = 0;
    for (const e of events) {
      if (e?.t === 'fight') {
        dark = e.dark;
        map = e.map;
      }
      if (e?.t !== 'board' || !dark || !map) continue;
      const { width } = map;
      const at = (c: number) => ({ q: (c % width) - ((Math.floor(c / width) - (Math.floor(c / width) & 1)) >> 1), r: Math.floor(c / width) });
      const near = (a: number, b: number) => {
        const x = at(a);
        const y = at(b);
        return Math.max(Math.abs(x.q - y.q), Math.abs(x.r - y.r), Math.abs(x.q + x.r - y.q - y.r)) <= 1;
      };
      const party = e.board.figures.filter((f) => f.side === 'party' && f.status === 'standing');
      for (const foe of e.board.figures.filter((f) => f.side === 'foes')) {
        checked++;
        expect({ foe: foe.name, seen: party.some((m) => near(m.cell, foe.cell)) }).toEqual({ foe: foe.name, seen: true });
      }
    }
    expect(only(events, 'fight').some((f) => f.dark)).toBe(true);
    expect(checked).toBeGreaterThanOrEqual(0);
  });

  test("the GM's secret roll and secret changes: no roll of his 5/IQ, his ring never seen, the coin he took still shown", () => {
    const { events, text, gmLog } = played;
    // The GM's own log has them all, with what came of them.
    expect(gmLog).toMatch(/GM tool: :secret check Alda 5\/IQ -> secretly: Alda rolled \d+: (pass|fail)/);
    expect(gmLog).toContain('GM tool: :secret take Alda Lucky Coin -> secretly');
    expect(only(events, 'roll').some((r) => r.check === '5/IQ')).toBe(false);
    expect(text).not.toContain('Gmsecret Ring');
    // After the secret :take the party as the players know it still holds the Lucky Coin, in every game.
    const games = events.reduce<Array<Array<StreamEvent | null>>>((all, e) => (e?.t === 'start' ? [...all, [e]] : (all[all.length - 1].push(e), all)), []);
    expect(games).toHaveLength(40);
    for (const game of games) {
      const coins = only(game, 'party').map((p) => p.members[0].items.some((i) => i.name === 'Lucky Coin'));
      const first = coins.indexOf(true);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(coins.slice(first).every(Boolean)).toBe(true);
    }
  });

  test("a whisper is in the stream for its player: his view shows it, the table's, the other player's and the recap do not", () => {
    const { events } = played;
    expect(only(events, 'whisper').length).toBeGreaterThan(0);
    expect(only(events, 'whisper').every((w) => w.to === 'Ana')).toBe(true);
    expect(storyLines(viewOf(events, { player: 'Ana' })).join('\n')).toContain('WHISPERED');
    for (const lines of [storyLines(viewOf(events, TABLE)), storyLines(viewOf(events, { player: 'Ben' })), drawScreen(viewOf(events, TABLE)).lines, [recapOf(events, 'markdown')]]) expect(lines.join('\n')).not.toContain('WHISPERED');
  });
});

const bundled = fs
  .readdirSync(path.join(ROOT, 'adventures'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => path.join(ROOT, 'adventures', f));

test.each(bundled.map((f) => [path.basename(f), f]))("issue 12, the players' stream of %s holds none of its GM notes and hidden counters", async (_name, file) => {
  const adventure = load(file);
  const { text, events } = await playersStream(adventure, 12, adventure.party.max);
  expect(only(events, 'section').length).toBeGreaterThan(12);
  for (const note of gmNotes(file)) expect({ note, found: text.includes(note) }).toEqual({ note, found: false });
  const hidden = [...adventure.counters.keys()].filter((n) => !adventure.shownCounters.has(n));
  for (const e of only(events, 'party')) for (const c of e.counters) expect(hidden).not.toContain(c.label);
  for (const name of hidden) expect({ name, found: new RegExp(`\\b${name}\\b\\W*\\d`).test(text) }).toEqual({ name, found: false });
  expect(foeNumbers(events)).toEqual([]);
});

test.each(bundled.map((f) => [path.basename(f), f]))("issue 12, the players' screen of %s fits 80x24, its boards and text at every step", async (_name, file) => {
  const adventure = load(file);
  const { events } = await playersStream(adventure, 3, adventure.party.max);
  const wide: string[] = [];
  let tall = 0;
  // The screen as a late-starting view would draw it after each event.
  for (let k = 1; k <= events.length; k += 3) {
    const lines = drawScreen(viewOf(events.slice(0, k)), { width: 80, height: 24 }).lines;
    tall = Math.max(tall, lines.length);
    for (const line of lines) if (line.length > 80) wide.push(line);
  }
  expect(only(events, 'board').length).toBeGreaterThan(0);
  expect(wide).toEqual([]);
  expect(tall).toBeLessThanOrEqual(24);
});
