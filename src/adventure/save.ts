// Saved games: the state at the entry of the current section, the undo history, and what the game
// was played from (adventure id, version and a digest of its text). Written atomically; on load,
// every field is checked and a save from another adventure, or from a changed one, is refused with
// a message that says which (inkjs keeps a format version and refuses what it cannot read too).
import type { Character } from '../character';
import { readSheet, SheetError } from '../character/sheet';
import { isRngState } from '../dice';
import type { Adventure } from './model';
import type { GameState } from './state';
import { STATE_SCHEMA } from './state';
import type { HistoryEntry } from './game';

export const SAVE_FORMAT = 1;

export interface SaveFile {
  format: number;
  adventure: { id: string; title: string; version: string; digest: string; file: string };
  seed: string;
  dice: 'auto' | 'manual';
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
}

export class SaveError extends Error {
  override name = 'SaveError';
}

export function makeSave(adventure: Adventure, seed: string, dice: 'auto' | 'manual', characters: string[], state: GameState, history: HistoryEntry[]): SaveFile {
  return {
    format: SAVE_FORMAT,
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

function readState(v: unknown, where: string): GameState {
  const fail = (why: string): never => {
    throw new SaveError(`${where}: ${why}`);
  };
  if (!isObj(v)) return fail('not a game state');
  if (v.schema !== STATE_SCHEMA) fail(`state version ${String(v.schema)}; this law reads version ${STATE_SCHEMA}`);
  const int = (k: string) => (typeof v[k] === 'number' && Number.isInteger(v[k]) ? (v[k] as number) : fail(`${k} must be a whole number`));
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
  if (!isObj(v.counters) || !Object.values(v.counters).every((n) => typeof n === 'number')) fail('counters must map names to numbers');
  if (!isRngState(v.rng)) fail('the dice state is damaged');
  if (!isObj(v.visits)) fail('visits must be a mapping');
  if (!Array.isArray(v.taken)) fail('taken must be a list');
  if (!isObj(v.sold)) fail('sold must be a mapping');
  if (!Array.isArray(v.xpEarned) || v.xpEarned.length !== party.length) fail('xpEarned must give one number a member');
  const ended = v.ended;
  if (ended !== null && !(isObj(ended) && typeof ended.title === 'string' && typeof ended.section === 'string')) fail('ended is damaged');
  return {
    schema: STATE_SCHEMA,
    at: v.at as string,
    party,
    plotwords: v.plotwords as string[],
    plotwordsEver: Array.isArray(v.plotwordsEver) ? (v.plotwordsEver as unknown[]).filter((w): w is string => typeof w === 'string') : [...(v.plotwords as string[])],
    counters: v.counters as Record<string, number>,
    time: int('time'),
    began: int('began'),
    rng: v.rng as GameState['rng'],
    visits: v.visits as Record<string, number>,
    taken: v.taken as string[],
    sold: v.sold as Record<string, number>,
    previewed: typeof v.previewed === 'string' ? v.previewed : null,
    steps: int('steps'),
    xpEarned: v.xpEarned as number[],
    ended: ended as GameState['ended'],
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
    v = JSON.parse(text);
  } catch (e) {
    throw new SaveError(`${file}: not a saved game (${(e as Error).message})`);
  }
  if (!isObj(v) || typeof v.format !== 'number' || !isObj(v.adventure)) throw new SaveError(`${file}: not a saved game of law`);
  if (v.format > SAVE_FORMAT) throw new SaveError(`${file}: saved by a newer law (save format ${v.format}; this one reads ${SAVE_FORMAT})`);
  const a = v.adventure;
  if (typeof a.id !== 'string' || typeof a.version !== 'string' || typeof a.digest !== 'string') throw new SaveError(`${file}: the adventure it belongs to is not recorded`);
  if (typeof v.seed !== 'string') throw new SaveError(`${file}: the seed is missing`);
  const history = Array.isArray(v.history) ? v.history : [];
  return {
    format: v.format,
    adventure: { id: a.id, title: typeof a.title === 'string' ? a.title : a.id, version: a.version, digest: a.digest, file: typeof a.file === 'string' ? a.file : '' },
    seed: v.seed,
    dice: v.dice === 'manual' ? 'manual' : 'auto',
    characters: Array.isArray(v.characters) ? v.characters.filter((n): n is string => typeof n === 'string') : [],
    ...readSheets(v, file),
    state: readState(v.state, `${file}: state`),
    history: history.map((h, i) => {
      if (!isObj(h)) throw new SaveError(`${file}: history step ${i + 1} is damaged`);
      return { state: readState(h.state, `${file}: history step ${i + 1}`), chose: h.chose === true };
    }),
  };
}

/** Null when the save belongs to this very adventure text; otherwise why it cannot continue. */
export function saveMismatch(save: SaveFile, adventure: Adventure): string | null {
  const a = save.adventure;
  if (a.id !== adventure.id) return `it is a game of "${a.title}" (${a.id}), not of "${adventure.title}" (${adventure.id})`;
  if (a.version !== adventure.version) return `it was saved with version ${a.version} of "${adventure.title}", and ${adventure.file} is now version ${adventure.version}`;
  if (a.digest !== adventure.digest) return `"${adventure.title}" (${adventure.file}) has been changed since the game was saved, though its version is still ${a.version}`;
  return null;
}
