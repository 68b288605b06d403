// A GM's session (law gm): the players at the table and their characters, the players' screen fed
// as the game goes, and the GM's tools at every prompt. The play command plays the adventure as
// always; this is what it adds around it for a table.
import { appendWhole } from '../files/atomic';
import { shownText } from '../text/safe-text';
import type { Adventure, MapDef } from '../adventure/model';
import type { GameEvent } from '../adventure/events';
import type { Chooser, Prompt } from '../adventure/chooser';
import type { Run } from '../adventure/interpreter';
import { formatTime } from '../adventure/state';
import type { CombatEvent } from '../combat/events';
import type { CombatState } from '../combat/state';
import type { Io } from '../io';
import type { ConsoleHost } from './console';
import { runConsoleLine } from './console';
import { combatLine, entriesOfEvent, optionsOfPrompt, partyEntry, playersBoard } from './player-view';
import type { Seat } from '../adventure/players';
import { playerOf } from '../adventure/players';
import type { ViewLog } from './view-log';

export interface SessionFiles {
  view: ViewLog;
  /** The GM's own log: every use of his tools, with the game time. */
  gmLog: string;
  /** Told of the first line of the GM's log that could not be written. */
  gmLogFailed?: (e: unknown) => void;
}

export class TableSession implements ConsoleHost {
  private live: Run | null = null;
  private fighting = false;
  private lastCheck: { roller: string; check: string } | null = null;
  private lastParty = '';
  private lastBoard = '';

  constructor(
    readonly adventure: Adventure,
    readonly seats: readonly Seat[],
    private readonly files: SessionFiles,
    private readonly io: () => Io,
    private readonly bundledMaps: { names: () => string[]; load: (name: string) => MapDef | string },
  ) {}

  // ---- the game's hooks --------------------------------------------------------------------------

  /** The section under way begins: the GM's tools work on it. */
  onRun(run: Run): void {
    this.live = run;
    this.updateParty();
  }

  /** Every event of the game: what the players may see of it goes to their screen. */
  onEvent(e: GameEvent): void {
    if (e.kind === 'check') this.lastCheck = { roller: e.roller, check: e.check };
    if (e.kind === 'fight') this.fighting = true;
    if (e.kind === 'fight-end') this.fighting = false;
    for (const entry of entriesOfEvent(e, this.lastCheck)) this.files.view.add(entry);
    if (e.kind !== 'text' && e.kind !== 'condition' && e.kind !== 'effect-result' && e.kind !== 'gm') this.updateParty();
  }

  /** Every event of a fight, with the board as it stands. */
  onCombat(e: CombatEvent, state: CombatState): void {
    const line = combatLine(e, state);
    if (line !== null) this.files.view.add({ t: 'line', text: line });
    if (e.t === 'begin' || e.t === 'round' || e.t === 'turn' || e.t === 'end') {
      const board = playersBoard(state);
      if (board !== this.lastBoard) {
        this.lastBoard = board;
        this.files.view.add({ t: 'board', text: board });
      }
    }
  }

  private updateParty(): void {
    if (!this.live) return;
    const entry = partyEntry(this.adventure, this.live.s, this.seats);
    const key = JSON.stringify(entry);
    if (key === this.lastParty) return;
    this.lastParty = key;
    this.files.view.add(entry);
  }

  /**
   * The chooser of a table: the options the players may take go to their screen, and a question
   * about one character goes to his player ("Ben: Ysolde failed. Spend a karma point...?").
   */
  chooser(inner: Chooser): Chooser {
    const session = this;
    return {
      get combat() {
        return { ...inner.combat, playerOf: (name: string) => playerOf(session.seats, name), watch: (e: CombatEvent, s: CombatState) => session.onCombat(e, s) };
      },
      get tavern() {
        return inner.tavern;
      },
      get extras() {
        return inner.extras;
      },
      get casts() {
        return inner.casts;
      },
      choose(prompt: Prompt): Promise<number> {
        const options = optionsOfPrompt(prompt);
        if (options) session.files.view.add(options);
        // A question about one character goes to his player (a bard's song, who a fighter carries
        // away); choosing among the members for the party ("Who tries 3/ST?") is for all the players.
        const who = session.addressee(prompt.message) ?? (prompt.items.some((i) => i.tag === 'member') ? 'The players choose' : null);
        return inner.choose(who ? { ...prompt, message: `${who}: ${prompt.message}` } : prompt);
      },
      confirm(key: string, message: string, defaultValue: boolean): Promise<boolean> {
        const who = session.addressee(message);
        return inner.confirm(key, who ? `${who}: ${message}` : message, defaultValue);
      },
    };
  }

  /** The player a question is about, when it starts with the name of one of his characters. */
  private addressee(message: string): string | null {
    for (const seat of this.seats) {
      for (const c of seat.characters) if (seat.player !== c && message.startsWith(c)) return seat.player;
    }
    return null;
  }

  // ---- the GM's console ----------------------------------------------------------------------------

  /** A tool run again from the record of a resumed game: it was logged when the GM used it. */
  private rerun = false;
  private logFailed = false;

  /** A command line typed at a prompt, or (`rerun`) given back from the record of a resumed game. */
  async command(line: string, rerun = false): Promise<void> {
    this.rerun = rerun;
    try {
      await runConsoleLine(this, line);
    } finally {
      this.rerun = false;
    }
  }

  run(): Run | null {
    return this.live;
  }

  inFight(): boolean {
    return this.fighting;
  }

  say(text: string): void {
    this.io().say(this.io().style.magenta(text));
  }

  log(text: string): void {
    if (this.rerun) return;
    const when = this.live ? `${formatTime(this.live.s.time)}, section ${this.live.s.at}` : 'before the game';
    try {
      // Read with a pager: what a section's id or a typed line holds is written as text (safe-text.ts).
      appendWhole(this.files.gmLog, shownText(`[${when}] ${text}`) + '\n', { follow: false });
    } catch (e) {
      // The log is the GM's aid: a failure to write it does not stop the game; he is told once.
      if (!this.logFailed) this.files.gmLogFailed?.(e);
      this.logFailed = true;
    }
  }

  announce(text: string): void {
    this.files.view.add({ t: 'announce', text });
  }

  map(name: string): MapDef | string {
    return this.bundledMaps.load(name);
  }

  maps(): string[] {
    return this.bundledMaps.names();
  }
}
