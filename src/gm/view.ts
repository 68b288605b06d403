// What the players may see, made from their stream (stream.ts) by one function for every face: the
// table's view (the TV, `law view`) or one player's (the table's, and what is his alone: the GM's
// whispers to him, and his questions marked as his to answer). Data in, data out: the terminal draws
// a view (screen.ts), the recap tells one (recap.ts), a served page will draw the same.
//
// The stream is read as it was written, with what was taken back marked: an undo marks the events it
// takes back (they stay, struck out, so the table sees what was undone), and a resumed session plays
// its section again from its start, so what the stopped session wrote of that section gives way to
// the same events written again.
import type { BoardState, MapShape, Question, StreamEvent, StreamSeat } from './stream';

/** Who the view is for: the table (the TV), or one player at it. */
export type Audience = { readonly table: true } | { readonly player: string };

export const TABLE: Audience = { table: true };

/** The kinds of events that tell the story. */
export type StoryEvent = Extract<StreamEvent, { t: 'section' | 'text' | 'say' | 'whisper' | 'chose' | 'roll' | 'contest' | 'happened' | 'plotword' | 'fate' | 'fight' | 'note' | 'fight-end' | 'tavern' | 'tavern-end' | 'end' }>;

export interface StoryItem {
  /** The event's place in the stream. */
  at: number;
  e: StoryEvent;
  /** Taken back by an undo: shown as such, left out of the recap. */
  undone: boolean;
}

export interface View {
  title: string;
  seats: StreamSeat[];
  section: { id: string; title: string | null } | null;
  time: number | null;
  party: Extract<StreamEvent, { t: 'party' }> | null;
  /** Everything told, oldest first. */
  story: StoryItem[];
  /** Where in `story` the players last decided (chose, rolled, answered): what follows is new to them. */
  sinceDecision: number;
  /** The fight under way: its map, its board as it now stands, whether it is fought in the dark. */
  fight: { map: MapShape; board: BoardState | null; dark: boolean; started: number; acting: string | null } | null;
  /** The question waiting for an answer: who must decide or roll, and what he may answer. */
  question: Question | null;
  /** For a player's view: the question is his (or the whole table's) to answer. */
  mine: boolean;
  ended: { title: string; kind: string } | null;
}

const STORY: ReadonlySet<string> = new Set(['section', 'text', 'say', 'whisper', 'chose', 'roll', 'contest', 'happened', 'plotword', 'fate', 'fight', 'note', 'fight-end', 'tavern', 'tavern-end', 'end']);

/** Each event at its place, with what an undo took back (undone) and what a resumed section wrote again (gone). */
export interface Resolved {
  at: number;
  e: StreamEvent;
  undone: boolean;
}

/**
 * The stream as it stands: events a resumed session wrote again in place of the stopped one's are
 * kept once; events an undo took back are marked.
 */
export function resolve(events: ReadonlyArray<StreamEvent | null>): Resolved[] {
  const undone = new Set<number>();
  const gone = new Set<number>();
  /** Where each step of the game was entered, latest first wins. */
  const sectionAt = new Map<number, number>();
  let pendingUndo: number | null = null;
  let resumedAt: number | null = null;
  const mark = (set: Set<number>, from: number, to: number) => {
    for (let k = from; k < to; k++) if (!gone.has(k)) set.add(k);
  };
  events.forEach((e, i) => {
    if (e === null) return;
    switch (e.t) {
      case 'start':
        if (e.resumed) resumedAt = i;
        else {
          // A session begun afresh (a stream holding more than one game): its steps count anew.
          sectionAt.clear();
          pendingUndo = null;
          resumedAt = null;
        }
        break;
      case 'undo':
        if (e.from !== undefined && e.from >= 0 && e.from < i) mark(undone, e.from, i);
        else pendingUndo = i;
        break;
      case 'section': {
        const before = sectionAt.get(e.step);
        if (before !== undefined && before < i) {
          // The game is back at a step it had entered: by an undo, or by a resumed session playing
          // the section again from its start.
          if (pendingUndo !== null && pendingUndo > before) mark(undone, before, pendingUndo);
          else if (resumedAt !== null && resumedAt > before) mark(gone, before, resumedAt);
          else mark(undone, before, i);
        }
        // Steps after this one belong to a past that was taken back.
        for (const [step, at] of sectionAt) if (step >= e.step && at < i) sectionAt.delete(step);
        sectionAt.set(e.step, i);
        pendingUndo = null;
        break;
      }
      default:
        break;
    }
  });
  const out: Resolved[] = [];
  events.forEach((e, i) => {
    if (e !== null && !gone.has(i)) out.push({ at: i, e, undone: undone.has(i) });
  });
  return out;
}

/** The view of the stream for an audience. */
export function viewOf(events: ReadonlyArray<StreamEvent | null>, audience: Audience = TABLE): View {
  const player = 'player' in audience ? audience.player : null;
  const v: View = { title: '', seats: [], section: null, time: null, party: null, story: [], sinceDecision: 0, fight: null, question: null, mine: false, ended: null };
  // Questions still open, oldest first: a roll asked in the middle of a menu (a GM's :check) is
  // answered, and the menu it interrupted is the question again.
  let open: Question[] = [];
  const ask = () => (v.question = open.length ? open[open.length - 1] : null);
  for (const { at, e, undone } of resolve(events)) {
    if (STORY.has(e.t)) {
      // A whisper is for the player it is to.
      if (e.t === 'whisper' && e.to !== player) continue;
      v.story.push({ at, e: e as StoryEvent, undone });
    }
    if (undone) continue;
    switch (e.t) {
      case 'start':
        v.title = e.title;
        v.seats = e.seats;
        // A resumed session asks its question again.
        open = [];
        ask();
        break;
      case 'section':
        v.section = { id: e.id, title: e.title };
        v.time = e.time;
        v.ended = null;
        break;
      case 'party':
        v.party = e;
        v.time = e.time;
        break;
      case 'question':
        open.push(e.q);
        ask();
        break;
      case 'answered':
        open = open.filter((q) => q.id !== e.id);
        ask();
        v.sinceDecision = v.story.length;
        break;
      case 'chose':
        open = [];
        ask();
        v.sinceDecision = v.story.length;
        break;
      case 'fight':
        v.fight = { map: e.map, board: null, dark: e.dark, started: v.story.length - 1, acting: null };
        break;
      case 'board':
        if (v.fight) v.fight.board = e.board;
        break;
      case 'note':
        // The figure whose turn it is: marked on the board until the next one's, or the next round.
        if (v.fight && e.n.k === 'turn') v.fight.acting = e.n.who;
        if (v.fight && e.n.k === 'round') v.fight.acting = null;
        break;
      case 'fight-end':
        v.fight = null;
        break;
      case 'end':
        v.ended = { title: e.title, kind: e.kind };
        v.fight = null;
        break;
      default:
        break;
    }
  }
  if (v.ended) v.question = null;
  v.mine = v.question !== null && player !== null && (v.question.to.player === null || v.question.to.player === player);
  return v;
}
