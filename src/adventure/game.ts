// A whole game: section after section until an ending, with the undo history (style.md, Kai
// Chronicles: gamebook players ask for a way back). The history keeps the state at the entry of
// each section passed; "undo" goes back to the last section where the player chose something.
import type { Adventure, SectionId } from './model';
import type { GameState } from './state';
import type { PlayOptions, SectionResult } from './interpreter';
import { AdventureStuck, playSection } from './interpreter';

export interface HistoryEntry {
  state: GameState;
  /** The player chose an option in this section, so undo may come back here. */
  chose: boolean;
}

/** How many steps back undo can reach. */
export const HISTORY_LIMIT = 100;

export interface GameOptions extends Omit<PlayOptions, 'canUndo'> {
  /** Called at the entry of every section, before it is played: the autosave. */
  onSection?: (state: GameState, history: HistoryEntry[]) => void;
  /** Awaited before a section is played, after its autosave: a GM's table waits for him to have read the last one aloud. */
  beforeSection?: (state: GameState) => Promise<void>;
  /** Stop after this many sections (a loop the testers must report). */
  maxSteps?: number;
}

export interface GameResult {
  state: GameState;
  history: HistoryEntry[];
  /** ended: an ending was reached; quit: the player saved and left; steps: maxSteps ran out. */
  how: 'ended' | 'quit' | 'steps';
}

export function canUndo(history: readonly HistoryEntry[]): boolean {
  return history.some((h) => h.chose);
}

/** The state to go back to, and the history before it; null when there is no choice to undo. */
export function undo(history: readonly HistoryEntry[]): { state: GameState; history: HistoryEntry[] } | null {
  for (let j = history.length - 1; j >= 0; j--) {
    if (history[j].chose) return { state: history[j].state, history: history.slice(0, j) };
  }
  return null;
}

/**
 * The GM sends the party to another section from the middle of one (:goto): thrown from a prompt, it
 * ends the section where it stands; `state` is its working copy, with what happened in it so far.
 */
export class SectionJump extends Error {
  override name = 'SectionJump';
  constructor(
    readonly to: SectionId,
    readonly state: GameState,
  ) {
    super(`to section ${to}`);
  }
}

/**
 * The GM takes back the last step (:undo): the game goes back to the entry of the last section
 * before this one where the party chose something (or the GM sent it with :goto), as a player's
 * undo does; the section just before may have gone on by itself (a goto, a table) and would lead
 * straight back here. With no such section, back to the first.
 */
export class StepBack extends Error {
  override name = 'StepBack';
}

/**
 * Sections in a row with no choice of the player's before the game is called stuck: a loop with no
 * way out (a branching goto that never opens its way on) would otherwise run, and save, forever. No
 * adventure goes this far without a question.
 */
export const UNASKED_LIMIT = 1000;

export async function playGame(adventure: Adventure, start: GameState, history0: HistoryEntry[], options: GameOptions): Promise<GameResult> {
  let state = start;
  let history = [...history0];
  let steps = 0;
  let unasked = 0;
  for (;;) {
    if (state.ended) return { state, history, how: 'ended' };
    if (options.maxSteps !== undefined && steps >= options.maxSteps) return { state, history, how: 'steps' };
    options.onSection?.(state, history);
    if (options.beforeSection) await options.beforeSection(state);
    let chose = false;
    const emit = options.emit;
    let res: SectionResult;
    try {
      res = await playSection(adventure, state, {
        ...options,
        canUndo: canUndo(history),
        emit: (e) => {
          if (e.kind === 'chose') chose = true;
          emit(e);
        },
      });
    } catch (e) {
      if (e instanceof SectionJump) {
        history.push({ state, chose: true });
        state = { ...structuredClone(e.state), at: e.to, previewed: null };
        steps += 1;
        continue;
      }
      if (e instanceof StepBack) {
        const back = undo(history) ?? (history.length ? { state: history[0].state, history: [] } : null);
        if (back) {
          state = back.state;
          history = back.history;
        }
        continue;
      }
      throw e;
    }
    steps += 1;
    unasked = chose ? 0 : unasked + 1;
    if (unasked >= UNASKED_LIMIT) throw new AdventureStuck(state.at, `section ${state.at}: the game went through ${UNASKED_LIMIT} sections in a row without a question to the party, a loop with no way out (law validate --explore shows where)`);
    switch (res.kind) {
      case 'quit':
        return { state, history, how: 'quit' };
      case 'undo': {
        const back = undo(history);
        if (back) {
          state = back.state;
          history = back.history;
        }
        break;
      }
      case 'next':
      case 'end':
        history.push({ state, chose });
        if (history.length > HISTORY_LIMIT) history = history.slice(history.length - HISTORY_LIMIT);
        state = res.state;
        break;
    }
  }
}
