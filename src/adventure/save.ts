// Saved games: the state at the entry of the current section, the undo history, and what the game
// was played from (adventure id, version and a digest of its text). Written atomically; on load,
// every field is checked and a save from another adventure, or from a changed one, is refused with
// a message that says which (inkjs keeps a format version and refuses what it cannot read too).
import type { Character } from '../character';
import { readSheet, SheetError } from '../character/sheet';
import { isRngState } from '../dice';
import type { Adventure } from './model';
import type { GameState } from './state';
import { ownRecord, setOwn, STATE_SCHEMA } from './state';
import type { EndingKind } from './model';
import { ENDING_KINDS } from './model';
import type { HistoryEntry } from './game';
import { HISTORY_LIMIT } from './game';
import { JsonSyntaxError, parseJsonText } from '../files/json';
import type { TapedAnswer } from '../io/tape-io';
import { isTapedAnswer } from '../io/tape-io';
import type { Seat } from './players';
import { readSeats } from './players';

export const SAVE_FORMAT = 1;

/**
 * The meaning of the answers a save keeps of a section under way (`pending`): they are menu
 * positions and typed dice, given back on resume to reach the question where the game stopped. A
 * change of the engine that gives the same question other lines or other dice (a menu put in
 * another order, a rule that rolls differently) bumps it; a save of another engine then begins that
 * section again from its start instead of giving its answers to other questions. Saves that do not
 * say it are of engine 1. 2: a magic user's spells come first in his fight menus, and a staff on
 * the floor pays nothing. 3: Change Weapons may drop a shield (a new line in the middle of a turn's
 * menu), animals pick nothing up, and the AI weighs shields otherwise. 4 (issue 31): figures in the
 * line of fire obstruct shots, throws and magic strikes, the fallen hold their hex, a bound figure
 * enters no hex, the Giant and the summoned Warrior hold weapons on the board, a magic strike in a
 * grapple rolls no 3/DX, and Animal Handler guards friends (other menu lines, other dice). 5 (issue
 * 29): a spell that would only help a foe or harm a friend comes after the spells that help, and
 * Heal Wounds and Reverse Death offer friends first (other places in a turn's and a spell's menus);
 * and (issue 26) karma is offered only after a roll a re-roll could change (fewer questions), a counterattack is
 * never a throw, and the shop asks who buys before he pays; and
 * (issue 29 again) a tavern table's questions changed (Deceptidice's guess is typed, Legends and Lies and
 * Treasure ask where they took the one choice), so an answer of a game at an adventure's tavern
 * means another thing.
 */
export const ENGINE_VERSION = 5;

export interface SaveFile {
  format: number;
  /** ENGINE_VERSION of the law that wrote it (1 when absent). */
  engine: number;
  adventure: { id: string; title: string; version: string; digest: string; file: string };
  seed: string;
  /** Whose dice are typed in: nobody's, everyone's, or the players' characters' (law gm --dice players). */
  dice: DiceMode;
  /** Names of the saved characters the party came from, written back at the end. */
  characters: string[];
  /**
   * The sheet files of the party, in party order, and the sheets as they were when the party set
   * out: the end adds the difference the adventure made to each file as it is then. Absent in saves
   * of older laws (the party's sheets are then found by name, and the end writes the party back).
   */
  sheets?: string[];
  started?: Character[];
  state: GameState;
  history: HistoryEntry[];
  /**
   * A game stopped in the middle of a section (in a fight): every answer given since the section
   * began, replayed on resume to reach the very question where it stopped (io/tape-io.ts).
   */
  pending?: TapedAnswer[];
  /** Run by a Game Master (law gm): a resumed game goes on in GM mode. */
  gm?: boolean;
  /** The players at a GM's table and the characters each plays (law gm --party "Ana:Brannoc,..."). */
  seats?: Seat[];
  /** The transcript the game is written to (--log): a resumed game goes on writing it. */
  log?: string;
  /** What a GM's table keeps between stops (gm/table-state.ts reads it): checked when the table opens. */
  table?: Record<string, unknown>;
  /** A served GM's table's links (law gm --serve): the TV's and each player's token, the port; checked when served again. */
  links?: Record<string, unknown>;
}

export type DiceMode = 'auto' | 'manual' | 'players';

/** How many answers one section's record may hold in a save (a long fight gives a few hundred). */
export const PENDING_LIMIT = 100_000;

export class SaveError extends Error {
  override name = 'SaveError';
}

export function makeSave(adventure: Adventure, seed: string, dice: DiceMode, characters: string[], state: GameState, history: HistoryEntry[]): SaveFile {
  return {
    format: SAVE_FORMAT,
    engine: ENGINE_VERSION,
    adventure: { id: adventure.id, title: adventure.title, version: adventure.version, digest: adventure.digest, file: adventure.file },
    seed,
    dice,
    characters,
    state,
    history,
  };
}

export function formatSave(save: SaveFile): string {
  return `${JSON.stringify(save)}\n`;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The dice state as the generator (Alea) leaves it: three fractions from 0 to 1 and a carry, a whole
 * number below 2,091,640. Anything else would turn to NaN within a few rolls.
 */
function isAleaState(r: GameState['rng']): boolean {
  const fraction = (x: number) => x >= 0 && x < 1;
  return fraction(r.s0) && fraction(r.s1) && fraction(r.s2) && Number.isInteger(r.c) && r.c >= 0 && r.c < 2_091_640;
}

/**
 * A mapping of names to whole numbers (counters, visits, shop sales), rebuilt entry by entry: the
 * names come from the adventure, and JSON.parse makes even "__proto__" an own key, so the copy is
 * made with setOwn (an ordinary entry whatever the name) and read only through own() (state.ts).
 */
function numbers(v: unknown, what: string, counts: boolean, fail: (why: string) => never): Record<string, number> {
  if (!isObj(v)) return fail(`${what} must be a mapping of names to numbers`);
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(v)) {
    if (!Number.isSafeInteger(n) || (counts && (n as number) < 0)) fail(`${what}: ${JSON.stringify(k.length > 40 ? `${k.slice(0, 40)}...` : k)} must be a whole number${counts ? ' of 0 or more' : ''}`);
    setOwn(out, k, n as number);
  }
  return out;
}

/** The senders of sections that go back: a list of { to, from } section ids. */
function senders(v: unknown, fail: (why: string) => never): Array<{ to: string; from: string }> {
  if (!Array.isArray(v) || !v.every((e) => isObj(e) && typeof e.to === 'string' && typeof e.from === 'string')) return fail('sentBy must list { to, from } section ids');
  return (v as Array<{ to: string; from: string }>).map((e) => ({ to: e.to, from: e.from }));
}

function readState(v: unknown, where: string): GameState {
  const fail = (why: string): never => {
    throw new SaveError(`${where}: ${why}`);
  };
  if (!isObj(v)) return fail('not a game state');
  if (v.schema !== STATE_SCHEMA) fail(`state version ${String(v.schema)}; this law reads version ${STATE_SCHEMA}`);
  const int = (k: string) => (Number.isSafeInteger(v[k]) ? (v[k] as number) : fail(`${k} must be a whole number`));
  if (typeof v.at !== 'string') fail('"at" must name a section');
  if (!Array.isArray(v.party) || v.party.length === 0) fail('the party is missing');
  const party: Character[] = (v.party as unknown[]).map((c, i) => {
    try {
      const sheet = readSheet(c);
      return sheet;
    } catch (e) {
      if (e instanceof SheetError) return fail(`party member ${i + 1}: ${e.message}`);
      throw e;
    }
  });
  if (!Array.isArray(v.plotwords) || !v.plotwords.every((w) => typeof w === 'string')) fail('plotwords must be a list of words');
  if (!isRngState(v.rng) || !isAleaState(v.rng)) fail('the dice state is damaged');
  if (!Array.isArray(v.taken) || !v.taken.every((t) => typeof t === 'string')) fail('taken must be a list');
  if (!Array.isArray(v.xpEarned) || v.xpEarned.length !== party.length || !v.xpEarned.every((n) => Number.isSafeInteger(n))) fail('xpEarned must give one number a member');
  const ended = v.ended;
  if (ended !== null && !(isObj(ended) && typeof ended.title === 'string' && typeof ended.section === 'string' && ENDING_KINDS.includes(ended.kind as EndingKind))) fail('ended is damaged');
  if (v.previewed !== undefined && v.previewed !== null && typeof v.previewed !== 'string') fail('previewed must name a section');
  // Members left behind in a flight; a save made before there were any has none.
  const leftBehind = v.leftBehind ?? [];
  // What later versions of the language keep; a save made before them has none.
  const names = (k: string): string[] => {
    const x = v[k] ?? [];
    return Array.isArray(x) && x.every((t) => typeof t === 'string') ? (x as string[]) : fail(`${k} must be a list`);
  };
  const numbersList = (k: string): number[] => {
    const x = v[k] ?? [];
    return Array.isArray(x) && x.every((n) => Number.isSafeInteger(n) && n >= 1) ? (x as number[]) : fail(`${k} must list events by number`);
  };
  const lightUntil = v.lightUntil === undefined ? int('began') : int('lightUntil');
  const lightOutSaid = v.lightOutSaid === undefined ? undefined : int('lightOutSaid');
  if (!Array.isArray(leftBehind) || !leftBehind.every((n, k) => Number.isSafeInteger(n) && n >= 0 && n < party.length && leftBehind.indexOf(n) === k)) fail('leftBehind must list members of the party, each once');
  // Members named for tasks and members waiting behind a split party; a save made before them has none.
  const memberList = (x: unknown): x is number[] => Array.isArray(x) && x.every((n, k) => Number.isSafeInteger(n) && n >= 0 && n < party.length && x.indexOf(n) === k);
  const roles = v.roles ?? [];
  if (!Array.isArray(roles) || !roles.every((r) => isObj(r) && typeof r.role === 'string' && memberList(r.members))) fail('roles must name members of the party for each task');
  const waiting = v.waiting ?? [];
  if (!memberList(waiting)) fail('waiting must list members of the party, each once');
  // Karma bards gave for this adventure; a save made before there were any has none.
  const gifts = v.bardGifts ?? [];
  const member = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) < party.length;
  if (!Array.isArray(gifts) || !gifts.every((g) => isObj(g) && member(g.bard) && member(g.to) && Number.isSafeInteger(g.left) && (g.left as number) > 0)) fail('bardGifts must list gifts of karma between members of the party');
  return {
    schema: STATE_SCHEMA,
    at: v.at as string,
    party,
    plotwords: v.plotwords as string[],
    plotwordsEver: Array.isArray(v.plotwordsEver) ? (v.plotwordsEver as unknown[]).filter((w): w is string => typeof w === 'string') : [...(v.plotwords as string[])],
    // In the order newState() makes them, so that a save read and written again is the same text.
    flags: names('flags'),
    counters: numbers(v.counters, 'counters', false, fail),
    time: int('time'),
    began: int('began'),
    // Rebuilt field by field: nothing of the file but what was checked goes into the state.
    rng: { c: (v.rng as GameState['rng']).c, s0: (v.rng as GameState['rng']).s0, s1: (v.rng as GameState['rng']).s1, s2: (v.rng as GameState['rng']).s2 },
    visits: numbers(v.visits, 'visits', true, fail),
    taken: v.taken as string[],
    visitTaken: names('visitTaken'),
    eventsOn: numbersList('eventsOn'),
    eventsFired: numbersList('eventsFired'),
    lightUntil,
    ...(lightOutSaid !== undefined ? { lightOutSaid } : {}),
    sold: numbers(v.sold, 'sold', true, fail),
    previewed: typeof v.previewed === 'string' ? v.previewed : null,
    steps: int('steps'),
    xpEarned: v.xpEarned as number[],
    leftBehind: leftBehind as number[],
    wounds: ownRecord(Object.entries(numbers(v.wounds ?? {}, 'wounds', true, fail))),
    captured: names('captured'),
    companions: names('companions'),
    fallen: names('fallen'),
    tavernWinners: names('tavernWinners'),
    ...(v.sentBy !== undefined ? { sentBy: senders(v.sentBy, fail) } : {}),
    ...(typeof v.splitDead === 'string' ? { splitDead: v.splitDead } : {}),
    roles: (roles as Obj[]).map((r) => ({ role: r.role as string, members: [...(r.members as number[])] })),
    waiting: [...(waiting as number[])],
    bardGifts: (gifts as Obj[]).map((g) => ({ bard: g.bard as number, to: g.to as number, left: g.left as number })),
    ended: ended === null ? null : { section: (ended as Obj).section as string, title: (ended as Obj).title as string, kind: (ended as Obj).kind as EndingKind },
  };
}

/** The party's sheet files and sheets at the start, when recorded: one of each a member, or neither. */
function readSheets(v: Obj, file: string): Pick<SaveFile, 'sheets' | 'started'> {
  if (v.sheets === undefined && v.started === undefined) return {};
  const sheets = v.sheets;
  if (!Array.isArray(sheets) || !sheets.every((f) => typeof f === 'string' && f !== '')) throw new SaveError(`${file}: sheets must list the party's sheet files`);
  if (!Array.isArray(v.started) || v.started.length !== sheets.length) throw new SaveError(`${file}: started must give one sheet a member`);
  const started = v.started.map((c, i) => {
    try {
      return readSheet(c);
    } catch (e) {
      if (e instanceof SheetError) throw new SaveError(`${file}: started, member ${i + 1}: ${e.message}`);
      throw e;
    }
  });
  return { sheets: sheets as string[], started };
}

/** Reads a save file's text; throws SaveError naming the file and the fault. */
export function readSave(text: string, file: string): SaveFile {
  let v: unknown;
  try {
    v = parseJsonText(text);
  } catch (e) {
    // Its place and kind, never its text: a save named by another save may be any file.
    if (e instanceof JsonSyntaxError) throw new SaveError(`${file}: not a saved game (not valid JSON${e.where ? ` at ${e.where.slice(1)}` : ''}: ${e.what})`);
    throw e;
  }
  if (!isObj(v) || typeof v.format !== 'number' || !isObj(v.adventure)) throw new SaveError(`${file}: not a saved game of law`);
  if (v.format > SAVE_FORMAT) throw new SaveError(`${file}: saved by a newer law (save format ${v.format}; this one reads ${SAVE_FORMAT})`);
  const a = v.adventure;
  if (typeof a.id !== 'string' || typeof a.version !== 'string' || typeof a.digest !== 'string') throw new SaveError(`${file}: the adventure it belongs to is not recorded`);
  if (typeof v.seed !== 'string') throw new SaveError(`${file}: the seed is missing`);
  const history = Array.isArray(v.history) ? v.history : [];
  // law keeps the last HISTORY_LIMIT steps: a longer history is not law's, and would take long to read.
  if (history.length > HISTORY_LIMIT) throw new SaveError(`${file}: the history holds ${history.length} steps; law keeps at most ${HISTORY_LIMIT}`);
  return {
    format: v.format,
    engine: typeof v.engine === 'number' ? v.engine : 1,
    adventure: { id: a.id, title: typeof a.title === 'string' ? a.title : a.id, version: a.version, digest: a.digest, file: typeof a.file === 'string' ? a.file : '' },
    seed: v.seed,
    dice: v.dice === 'manual' || v.dice === 'players' ? v.dice : 'auto',
    characters: Array.isArray(v.characters) ? v.characters.filter((n): n is string => typeof n === 'string') : [],
    ...readSheets(v, file),
    state: readState(v.state, `${file}: state`),
    history: history.map((h, i) => {
      if (!isObj(h)) throw new SaveError(`${file}: history step ${i + 1} is damaged`);
      return { state: readState(h.state, `${file}: history step ${i + 1}`), chose: h.chose === true };
    }),
    ...readPending(v, file),
    ...(v.gm === true ? { gm: true } : {}),
    ...readSeatsOf(v, file),
    // A transcript named by a save is written only as a transcript of law (play-log.ts checks it).
    ...(typeof v.log === 'string' && v.log.length > 0 && v.log.length <= 4096 ? { log: v.log } : {}),
    ...(isObj(v.table) ? { table: v.table } : {}),
    ...(isObj(v.links) ? { links: v.links } : {}),
  };
}

/** The players of a GM's table, when the save has them. */
function readSeatsOf(v: Obj, file: string): Pick<SaveFile, 'seats'> {
  if (v.seats === undefined) return {};
  const seats = readSeats(v.seats);
  if (!seats) throw new SaveError(`${file}: seats must list the players and the characters each plays`);
  return { seats };
}

/** The answers of a section under way, when the save has them. */
function readPending(v: Obj, file: string): Pick<SaveFile, 'pending'> {
  if (v.pending === undefined) return {};
  const p = v.pending;
  if (!Array.isArray(p) || p.length > PENDING_LIMIT || !p.every(isTapedAnswer)) throw new SaveError(`${file}: pending must list the answers given in the section under way`);
  return { pending: p };
}

/** Null when the save belongs to this very adventure text; otherwise why it cannot continue. */
export function saveMismatch(save: SaveFile, adventure: Adventure): string | null {
  const a = save.adventure;
  if (a.id !== adventure.id) return `it is a game of "${a.title}" (${a.id}), not of "${adventure.title}" (${adventure.id})`;
  if (a.version !== adventure.version) return `it was saved with version ${a.version} of "${adventure.title}", and ${adventure.file} is now version ${adventure.version}`;
  if (a.digest !== adventure.digest) return `"${adventure.title}" (${adventure.file}) has been changed since the game was saved, though its version is still ${a.version}`;
  // The same adventure, but the save names a section it does not have: edited by hand, or damaged.
  for (const st of [save.state, ...save.history.map((h) => h.state)]) {
    if (!adventure.sections.has(st.at)) return `the save is damaged: it stands at section ${JSON.stringify(st.at.length > 40 ? `${st.at.slice(0, 40)}...` : st.at)}, which "${adventure.title}" does not have`;
  }
  return null;
}
