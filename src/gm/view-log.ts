// What the players' screen reads (`law view`): a file beside the save, one JSON entry a line, that
// the GM's session appends to as it plays. Only entries made by player-view.ts go in, and they are
// built from what the players may know: the guarantee that no GM note, hidden counter or foe's
// statistics reaches the players' screen holds by construction, not by a filter at the screen.
import * as fs from 'node:fs';

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

/** Appends entries to a view file; one session (the holder of the save) writes it. */
export class ViewLog {
  constructor(readonly file: string) {}

  add(entry: ViewEntry): void {
    try {
      fs.appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    } catch {
      // The players' screen is a convenience: a full disk or a removed folder must not stop the game.
    }
  }
}

/** The entries of a view file's text; a last line still being written (no newline yet) waits. */
export function parseView(text: string): ViewEntry[] {
  const out: ViewEntry[] = [];
  const lines = text.split('\n');
  lines.pop();
  for (const line of lines) {
    if (line.trim() === '') continue;
    try {
      const v = JSON.parse(line) as unknown;
      if (typeof v === 'object' && v !== null && typeof (v as { t?: unknown }).t === 'string') out.push(v as ViewEntry);
    } catch {
      // A damaged line is skipped: the screen shows what it can.
    }
  }
  return out;
}
