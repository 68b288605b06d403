// What the players' screen reads (`law view`): a file beside the save, one JSON entry a line, that
// the GM's session appends to as it plays. Only entries made by player-view.ts go in, and they are
// built from what the players may know: the guarantee that no GM note, hidden counter or foe's
// statistics reaches the players' screen holds by construction, not by a filter at the screen.
import { appendWhole } from '../files/atomic';

export interface ViewMember {
  name: string;
  /** The player at the table who plays him. */
  player: string | null;
  st: number;
  dx: number;
  iq: number;
  damage: number;
  fatigue: number;
  gold: number;
  karma: number;
  status: 'standing' | 'unconscious' | 'dead';
}

/** A companion with the party, as the players see him: his name and how he is, never his statistics. */
export interface ViewCompanion {
  name: string;
  status: 'unhurt' | 'wounded';
}

export type ViewEntry =
  /** The session began or was resumed. */
  | { t: 'start'; title: string; resumed: boolean }
  | { t: 'section'; id: string; title: string | null; time: number }
  /** Read-aloud text. */
  | { t: 'text'; text: string }
  /** The options the players may take now. */
  | { t: 'options'; labels: string[] }
  | { t: 'chose'; label: string }
  /** A line every player may see: a check's result, what happened to a member, a line of a fight. */
  | { t: 'line'; text: string }
  /** A check and how it went, for the recap. */
  | { t: 'check'; roller: string; check: string; total: number; passed: boolean; typed: boolean }
  | { t: 'fight'; party: string[]; foes: string[] }
  /** The map and the players' panel of a fight under way. */
  | { t: 'board'; text: string }
  | { t: 'fight-end'; outcome: string; rounds: number; party: Array<{ name: string; status: string; xp: number }> }
  | { t: 'plotword'; word: string }
  /** The party as it stands, the clock, and the counters shown to the players. */
  | { t: 'party'; time: number; members: ViewMember[]; counters: Array<{ label: string; value: number }>; companions?: ViewCompanion[] }
  /** Something the GM tells the table through the screen (:say). */
  | { t: 'announce'; text: string }
  /** The GM took back the last step: what follows replaces it. */
  | { t: 'undo' }
  | { t: 'end'; title: string; kind: string };

/** The players' screen's file for a save: beside it, with the same name. */
export function viewFileOf(saveFile: string): string {
  return saveFile.replace(/\.json$/i, '') + '.view.jsonl';
}

/**
 * Appends entries to a view file; one session (the holder of the save) writes it. Each line goes in
 * whole or not at all, and never through a symbolic link (README, "Where things are kept").
 */
export class ViewLog {
  private told = false;

  /** `failed` is told of the first entry that could not be written. */
  constructor(
    readonly file: string,
    private readonly failed: (e: unknown) => void = () => {},
  ) {}

  add(entry: ViewEntry): void {
    try {
      appendWhole(this.file, `${JSON.stringify(entry)}\n`, { follow: false });
    } catch (e) {
      // The players' screen is a convenience: a full disk or a removed folder must not stop the
      // game, and the GM is told once.
      if (!this.told) this.failed(e);
      this.told = true;
    }
  }
}

/** The most labels, members, names or counters one entry may hold: far more than a game shows. */
const MOST = 1000;

type Obj = Record<string, unknown>;
const str = (v: unknown): v is string => typeof v === 'string';
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.length <= MOST && v.every(str);
const list = (v: unknown, each: (x: Obj) => boolean): boolean => Array.isArray(v) && v.length <= MOST && v.every((x) => typeof x === 'object' && x !== null && each(x as Obj));

/** What each kind of entry must hold, field by field: the file may be damaged or written by anyone. */
const SHAPES: Readonly<Record<ViewEntry['t'], (e: Obj) => boolean>> = {
  start: (e) => str(e.title) && typeof e.resumed === 'boolean',
  section: (e) => str(e.id) && (e.title === null || str(e.title)) && num(e.time),
  text: (e) => str(e.text),
  options: (e) => strings(e.labels),
  chose: (e) => str(e.label),
  line: (e) => str(e.text),
  check: (e) => str(e.roller) && str(e.check) && num(e.total) && typeof e.passed === 'boolean' && typeof e.typed === 'boolean',
  fight: (e) => strings(e.party) && strings(e.foes),
  board: (e) => str(e.text),
  'fight-end': (e) => str(e.outcome) && num(e.rounds) && list(e.party, (p) => str(p.name) && str(p.status) && num(p.xp)),
  plotword: (e) => str(e.word),
  party: (e) =>
    num(e.time) &&
    list(e.members, (m) => str(m.name) && (m.player === null || str(m.player)) && ['st', 'dx', 'iq', 'damage', 'fatigue', 'gold', 'karma'].every((k) => num(m[k])) && str(m.status)) &&
    list(e.counters, (c) => str(c.label) && num(c.value)) &&
    (e.companions === undefined || list(e.companions, (c) => str(c.name) && str(c.status))),
  announce: (e) => str(e.text),
  undo: () => true,
  end: (e) => str(e.title) && str(e.kind),
};

/** The entry a parsed line holds, or null when it is not one the players' screen can show. */
export function viewEntry(v: unknown): ViewEntry | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const e = v as Obj;
  const shape = typeof e.t === 'string' && Object.prototype.hasOwnProperty.call(SHAPES, e.t) ? SHAPES[e.t as ViewEntry['t']] : null;
  return shape && shape(e) ? (e as unknown as ViewEntry) : null;
}

/**
 * The entries of a view file's text; a last line still being written (no newline yet) waits. A
 * damaged line (not JSON, an unknown kind, a field of the wrong type) is skipped: the screen shows
 * what it can.
 */
export function parseView(text: string): ViewEntry[] {
  const out: ViewEntry[] = [];
  const lines = text.split('\n');
  lines.pop();
  for (const line of lines) {
    if (line.trim() === '') continue;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      continue;
    }
    const entry = viewEntry(v);
    if (entry) out.push(entry);
  }
  return out;
}
