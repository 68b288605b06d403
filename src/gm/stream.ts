// The players' stream: what a GM's session tells the players, as typed events, one JSON object a line
// in a file beside the save (SAVE.view.jsonl). The session writes it (session.ts) from what the
// players may know only (report.ts, fight-report.ts): GM notes, hidden counters, hidden rolls, secret
// changes, foes out of sight and the GM's tables have no event to go in. What a screen shows is made
// from it by one function (view.ts), for the table or for one player (his whispers, his questions);
// the terminal's `law view` is one face of it, the recap another, and a served page (issue 28) draws
// the same views. The events hold data, not sentences: the words are the faces' (story-words.ts).
import { appendWhole } from '../files/atomic';
import { readRegularFile } from '../files/read';
import type { PanelRow } from '../render/combat-panel';

/** The stream's format: a reader skips what it does not know, and refuses nothing for a newer one. */
export const STREAM_VERSION = 2;

/** A player and the heroes he plays, in seating order. */
export interface StreamSeat {
  player: string;
  heroes: string[];
}

/** A member of the party as his players know him: his sheet's numbers, his purse and pack, what he earned. */
export interface StreamMember {
  name: string;
  player: string | null;
  st: number;
  dx: number;
  iq: number;
  damage: number;
  fatigue: number;
  gold: number;
  karma: number;
  /** XP earned on this adventure so far, from every source (the end's summary says the same). */
  xp: number;
  items: Array<{ name: string; count: number }>;
  status: 'standing' | 'unconscious' | 'dead';
  /** The spells he can cast, with their cost as his sheet says it ("2", "1/turn"); absent when he knows none. */
  spells?: Array<{ name: string; cost: string }>;
}

/** Whom a question is put to: a player about one of his heroes, or the whole table (player null). */
export interface Addressee {
  player: string | null;
  hero: string | null;
}

/**
 * A question waiting for an answer, as data: who must decide or roll, and what he may answer. `id`
 * is the question's place in the stream, so that an answer given elsewhere (a phone) names it.
 */
export interface Question {
  id: number;
  /** The game's own name of the decision ("menu 2", "who rolls 8", "fight turn"). */
  key: string;
  to: Addressee;
  /** choose: one of `options`; confirm: yes or no; roll: real dice, typed in; number, text: typed. */
  ask: 'choose' | 'confirm' | 'roll' | 'number' | 'text';
  /** What is asked, in the terminal's words, without the addressee. */
  text: string;
  /**
   * The options the players may take, each with its odds or price as the terminal shows them, and
   * in a fight the hex it names (a move's, a target's), by its index in the map (a phone taps it).
   */
  options?: Array<{ label: string; detail?: string; cell?: number }>;
  /** A roll of real dice: how many of how many sides, what for, and whether a D6 is read as a D3. */
  roll?: { dice: number; sides: number; what: string | null; halves?: boolean };
}

/** A fight's map as the board draws it: one character a hex, row by row (. floor, # wall, % cover, _ none). */
export interface MapShape {
  width: number;
  height: number;
  terrain: string;
}

/** A figure on the players' board: where he stands and his panel row (a foe's numbers left out). */
export interface StreamFigure extends PanelRow {
  cell: number;
  size: number;
  status: 'standing' | 'down' | 'fled';
  grapple: string | null;
}

/** The board after an event of a fight: the figures the party can see, the gear on the ground, magic on hexes. */
export interface BoardState {
  round: number;
  /** The figure whose turn it is. */
  active: string | null;
  figures: StreamFigure[];
  /** Gear on the ground: the hex and what lies there ("staff", "Club"). */
  floor: Array<{ cell: number; word: string }>;
  effects: Array<{ symbol: string; cells: number[] }>;
}

/**
 * A line of a fight as data. Figures are named as the players know them; `who` null is a figure the
 * party cannot see. A foe's rolls, targets and effects' words stay out.
 */
export type FightNote =
  | { k: 'round'; round: number }
  | { k: 'surprise'; side: 'party' | 'foes' }
  | { k: 'initiative'; side: 'party' | 'foes' }
  /** A side's turn: the order its players take their turns in (SEQUENCE OF PLAY). */
  | { k: 'side'; side: 'party' | 'foes'; players: string[] }
  | { k: 'turn'; who: string | null; player: string | null }
  | { k: 'move'; who: string | null; to: string | null }
  | { k: 'attack'; who: string | null; at: string | null; how: 'strike' | 'shoot' | 'throw' | 'grapple'; hit: boolean; roll: { total: number; target: number } | null }
  | { k: 'damage'; who: string | null; amount: number; fatigue: boolean }
  | { k: 'harm'; who: string | null; damage: number; fatigue: number; cause: string }
  | { k: 'dodge'; who: string | null; from: string | null; dodged: boolean }
  | { k: 'fall'; who: string | null }
  | { k: 'flee'; who: string | null }
  | { k: 'drop'; who: string | null; items: string[] }
  | { k: 'ready'; who: string | null; weapon: string }
  | { k: 'pick-up'; who: string | null; item: string }
  | { k: 'morale'; side: 'party' | 'foes' }
  /** Something a figure did by magic or otherwise: the words for the party's own, nothing of a foe's. */
  | { k: 'effect'; who: string | null; text: string | null }
  | { k: 'cast'; who: string | null; spell: string; on: string | null; works: boolean }
  | { k: 'death'; who: string | null }
  | { k: 'xp'; who: string; xp: number }
  | { k: 'medic'; who: string; patient: string; healed: number }
  | { k: 'wish'; who: string }
  | { k: 'stalemate' }
  | { k: 'arrive'; who: string[] };

export type StreamEvent =
  /** The session began, or was resumed: the adventure and who plays whom. */
  | { t: 'start'; v: number; title: string; resumed: boolean; seats: StreamSeat[] }
  /** The party enters a section; `step` counts the sections of the game, so an undo or a resume is seen. */
  | { t: 'section'; id: string; title: string | null; time: number | null; step: number }
  /** Read-aloud text. */
  | { t: 'text'; text: string }
  /** The GM to the table (:say). */
  | { t: 'say'; text: string }
  /** The GM to one player (:whisper): only his view shows it. */
  | { t: 'whisper'; to: string; text: string }
  | { t: 'question'; q: Question }
  /** The question `id` was answered. */
  | { t: 'answered'; id: number }
  /** An option the party took. */
  | { t: 'chose'; label: string }
  /** One throw of a check by a member (or a companion), and whether it passed. */
  | { t: 'roll'; hero: string; check: string; total: number; faces: number[] | null; passed: boolean; typed: boolean; again: 'karma' | 'wish' | null }
  /** A contest and how it went for the member; `against` null: an opponent the party has not met. */
  | { t: 'contest'; hero: string; check: string; against: string | null; outcome: 'win' | 'lose' | 'tie' }
  /** What happened to a member or the party, in the adventure's own words. */
  | { t: 'happened'; hero: string | null; text: string }
  | { t: 'plotword'; word: string; xp: number }
  /** What befell a member. */
  | { t: 'fate'; hero: string; fate: 'dead' | 'unconscious' | 'wish' | 'captive' | 'left-behind' | 'carried'; by?: string }
  /** The party as it stands, the clock, and the counters shown to players. */
  | { t: 'party'; time: number; members: StreamMember[]; counters: Array<{ label: string; value: number }>; companions?: Array<{ name: string; status: 'unhurt' | 'wounded' }> }
  /** A fight begins: its map, the party, and the foes the party can see. `dark`: it is fought where the party sees little. */
  | { t: 'fight'; map: MapShape; party: string[]; foes: string[]; dark: boolean }
  | { t: 'note'; n: FightNote }
  /** The board after the last event. */
  | { t: 'board'; board: BoardState }
  | { t: 'fight-end'; outcome: string; rounds: number; party: Array<{ name: string; status: string; xp: number }> }
  | { t: 'tavern'; hero: string; title: string; stake: number }
  /** `ending`: the game's own line for its end, with every seat's score (the card game's panel goes when it ends). */
  | { t: 'tavern-end'; hero: string; title: string; outcome: 'win' | 'loss' | 'draw'; ending?: string }
  /**
   * What came before was taken back. `from`: the first event undone (a decision in a fight); absent,
   * it runs back to the section the game enters next (an undo of sections).
   */
  | { t: 'undo'; from?: number; what: 'decision' | 'section' }
  | { t: 'end'; title: string; kind: string };

export type StreamKind = StreamEvent['t'];

/** The stream's file for a save: beside it, with the same name. */
export function streamFileOf(saveFile: string): string {
  return saveFile.replace(/\.json$/i, '') + '.view.jsonl';
}

/** The GM's log for a save: beside it, with the same name. */
export function gmLogOf(saveFile: string): string {
  return saveFile.replace(/\.json$/i, '') + '.gm.log';
}

/** The largest stream file read: an evening's session writes a few megabytes at most. */
export const MAX_STREAM_BYTES = 64 * 1024 * 1024;

/** The text of a stream file: a regular file (a link is followed), bounded; FileRefused otherwise. */
export function readStreamText(file: string): string {
  return readRegularFile(file, MAX_STREAM_BYTES, "a players' screen file");
}

/**
 * Appends events to a stream file; one session (the holder of the save) writes it. Each line goes
 * in whole or not at all, and never through a symbolic link (README, "Where things are kept").
 */
export class StreamWriter {
  private told = false;

  /**
   * `length`: the events the file holds already (a resumed session appends after them); `failed`
   * is told of the first event that could not be written.
   */
  constructor(
    readonly file: string,
    public length = 0,
    private readonly failed: (e: unknown) => void = () => {},
  ) {}

  /** Told of each event written, at its place (a served table's pages follow the stream so). */
  onWritten: ((event: StreamEvent, at: number) => void) | null = null;

  /** Writes the event; its place in the stream. */
  add(event: StreamEvent): number {
    const at = this.length;
    try {
      appendWhole(this.file, `${JSON.stringify(event)}\n`, { follow: false });
      this.length += 1;
    } catch (e) {
      // The players' screen is a convenience: a full disk or a removed folder must not stop the
      // game, and the GM is told once.
      if (!this.told) this.failed(e);
      this.told = true;
      return at;
    }
    this.onWritten?.(event, at);
    return at;
  }
}

// ---- reading: the file may be damaged or written by anyone -----------------------------------------

/** The most entries of a list one event may hold: far more than a game makes. */
const MOST = 1000;
/** The most hexes a map has (combat/map.ts: 100 a side). */
const MOST_HEXES = 10_000;

type Obj = Record<string, unknown>;
const str = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown): boolean => v === null || str(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const int = (v: unknown): v is number => Number.isInteger(v);
const bool = (v: unknown): v is boolean => typeof v === 'boolean';
const oneOf = (v: unknown, words: readonly string[]): boolean => str(v) && words.includes(v);
const strings = (v: unknown, most = MOST): boolean => Array.isArray(v) && v.length <= most && v.every(str);
const ints = (v: unknown, most = MOST_HEXES): boolean => Array.isArray(v) && v.length <= most && v.every(int);
const obj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown, each: (x: Obj) => boolean, most = MOST): boolean => Array.isArray(v) && v.length <= most && v.every((x) => obj(x) && each(x));
const SIDES = ['party', 'foes'] as const;

const addressee = (v: unknown): boolean => obj(v) && strOrNull(v.player) && strOrNull(v.hero);

const question = (q: unknown): boolean =>
  obj(q) &&
  int(q.id) &&
  str(q.key) &&
  addressee(q.to) &&
  oneOf(q.ask, ['choose', 'confirm', 'roll', 'number', 'text']) &&
  str(q.text) &&
  (q.options === undefined || list(q.options, (o) => str(o.label) && (o.detail === undefined || str(o.detail)) && (o.cell === undefined || int(o.cell)))) &&
  (q.roll === undefined || (obj(q.roll) && int(q.roll.dice) && int(q.roll.sides) && strOrNull(q.roll.what) && (q.roll.halves === undefined || bool(q.roll.halves))));

const figure = (f: Obj): boolean =>
  str(f.id) &&
  str(f.letter) &&
  str(f.name) &&
  strOrNull(f.player) &&
  oneOf(f.side, SIDES) &&
  Array.isArray(f.numbers) &&
  f.numbers.length === 6 &&
  f.numbers.every((n) => n === null || num(n)) &&
  str(f.weapon) &&
  str(f.state) &&
  int(f.cell) &&
  int(f.size) &&
  oneOf(f.status, ['standing', 'down', 'fled']) &&
  strOrNull(f.grapple);

const board = (b: unknown): boolean =>
  obj(b) && int(b.round) && strOrNull(b.active) && list(b.figures, figure) && list(b.floor, (f) => int(f.cell) && str(f.word), MOST_HEXES) && list(b.effects, (e) => str(e.symbol) && ints(e.cells));

const who = (v: unknown): boolean => strOrNull(v);

/** What each fight note must hold. */
const NOTES: Readonly<Record<FightNote['k'], (n: Obj) => boolean>> = {
  round: (n) => int(n.round),
  surprise: (n) => oneOf(n.side, SIDES),
  initiative: (n) => oneOf(n.side, SIDES),
  side: (n) => oneOf(n.side, SIDES) && strings(n.players),
  turn: (n) => who(n.who) && strOrNull(n.player),
  move: (n) => who(n.who) && strOrNull(n.to),
  attack: (n) => who(n.who) && who(n.at) && oneOf(n.how, ['strike', 'shoot', 'throw', 'grapple']) && bool(n.hit) && (n.roll === null || (obj(n.roll) && num(n.roll.total) && num(n.roll.target))),
  damage: (n) => who(n.who) && num(n.amount) && bool(n.fatigue),
  harm: (n) => who(n.who) && num(n.damage) && num(n.fatigue) && str(n.cause),
  dodge: (n) => who(n.who) && who(n.from) && bool(n.dodged),
  fall: (n) => who(n.who),
  flee: (n) => who(n.who),
  drop: (n) => who(n.who) && strings(n.items),
  ready: (n) => who(n.who) && str(n.weapon),
  'pick-up': (n) => who(n.who) && str(n.item),
  morale: (n) => oneOf(n.side, SIDES),
  effect: (n) => who(n.who) && strOrNull(n.text),
  cast: (n) => who(n.who) && str(n.spell) && who(n.on) && bool(n.works),
  death: (n) => who(n.who),
  xp: (n) => str(n.who) && num(n.xp),
  medic: (n) => str(n.who) && str(n.patient) && num(n.healed),
  wish: (n) => str(n.who),
  stalemate: () => true,
  arrive: (n) => strings(n.who),
};

const note = (v: unknown): boolean => obj(v) && str(v.k) && Object.prototype.hasOwnProperty.call(NOTES, v.k) && NOTES[v.k as FightNote['k']](v);

const member = (m: Obj): boolean =>
  str(m.name) &&
  strOrNull(m.player) &&
  ['st', 'dx', 'iq', 'damage', 'fatigue', 'gold', 'karma', 'xp'].every((k) => num(m[k])) &&
  list(m.items, (i) => str(i.name) && num(i.count)) &&
  (m.spells === undefined || list(m.spells, (x) => str(x.name) && str(x.cost))) &&
  oneOf(m.status, ['standing', 'unconscious', 'dead']);

/** What each kind of event must hold, field by field. */
const SHAPES: Readonly<Record<StreamKind, (e: Obj) => boolean>> = {
  start: (e) => int(e.v) && str(e.title) && bool(e.resumed) && list(e.seats, (s) => str(s.player) && strings(s.heroes)),
  section: (e) => str(e.id) && strOrNull(e.title) && (e.time === null || num(e.time)) && int(e.step),
  text: (e) => str(e.text),
  say: (e) => str(e.text),
  whisper: (e) => str(e.to) && str(e.text),
  question: (e) => question(e.q),
  answered: (e) => int(e.id),
  chose: (e) => str(e.label),
  roll: (e) => str(e.hero) && str(e.check) && num(e.total) && (e.faces === null || ints(e.faces, 100)) && bool(e.passed) && bool(e.typed) && (e.again === null || oneOf(e.again, ['karma', 'wish'])),
  contest: (e) => str(e.hero) && str(e.check) && strOrNull(e.against) && oneOf(e.outcome, ['win', 'lose', 'tie']),
  happened: (e) => strOrNull(e.hero) && str(e.text),
  plotword: (e) => str(e.word) && num(e.xp),
  fate: (e) => str(e.hero) && oneOf(e.fate, ['dead', 'unconscious', 'wish', 'captive', 'left-behind', 'carried']) && (e.by === undefined || str(e.by)),
  party: (e) =>
    num(e.time) &&
    list(e.members, member) &&
    list(e.counters, (c) => str(c.label) && num(c.value)) &&
    (e.companions === undefined || list(e.companions, (c) => str(c.name) && oneOf(c.status, ['unhurt', 'wounded']))),
  fight: (e) =>
    obj(e.map) && int(e.map.width) && int(e.map.height) && str(e.map.terrain) && e.map.width > 0 && e.map.height > 0 && e.map.width * e.map.height === e.map.terrain.length && e.map.terrain.length <= MOST_HEXES && strings(e.party) && strings(e.foes) && bool(e.dark),
  note: (e) => note(e.n),
  board: (e) => board(e.board),
  'fight-end': (e) => str(e.outcome) && num(e.rounds) && list(e.party, (p) => str(p.name) && str(p.status) && num(p.xp)),
  tavern: (e) => str(e.hero) && str(e.title) && num(e.stake),
  'tavern-end': (e) => str(e.hero) && str(e.title) && oneOf(e.outcome, ['win', 'loss', 'draw']) && (e.ending === undefined || str(e.ending)),
  undo: (e) => (e.from === undefined || int(e.from)) && oneOf(e.what, ['decision', 'section']),
  end: (e) => str(e.title) && str(e.kind),
};

/** The event a parsed line holds, or null when it is not one the stream knows. */
export function streamEvent(v: unknown): StreamEvent | null {
  if (!obj(v)) return null;
  const shape = str(v.t) && Object.prototype.hasOwnProperty.call(SHAPES, v.t) ? SHAPES[v.t as StreamKind] : null;
  return shape && shape(v) ? (v as unknown as StreamEvent) : null;
}

/**
 * The events of a stream file's text, each at its place (a damaged line keeps its place, as null, so
 * that an undo's `from` and a question's id still point where they did). A last line still being
 * written (no newline yet) waits.
 */
export function parseStream(text: string): Array<StreamEvent | null> {
  const lines = text.split('\n');
  lines.pop();
  return lines.map((line) => {
    if (line.trim() === '') return null;
    try {
      return streamEvent(JSON.parse(line));
    } catch {
      return null;
    }
  });
}

/** How many lines a stream file's text holds: where a resumed session's next event goes. */
export function streamLength(text: string): number {
  return text.split('\n').length - 1;
}
