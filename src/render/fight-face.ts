// A fight drawn and asked on an Io: the combat log line by line, the board when nobody plays or a
// person is asked, and a person's menus (fight-menus.ts). The rules of the fight and its replay at
// each question are combat/encounter.ts's; this is how a terminal, scripted lines and the tests see
// them. The contract with adventures is runEncounter (adventure/combat-port.ts).
//
// At a terminal with colour, each question is one screen drawn in place (issue 29): the board as it
// is now, every line of the log since the person last answered, the question and its whole menu,
// with the way to stop. Scripted lines, pipes and a terminal without colour get the plain transcript
// of old: the log said line by line, the board said before each question.
import type { Io, Screen } from '../io';
import type { CombatState, Ctx, Decision, EncounterFace, EncounterResult, EncounterSetup, Figure, HexMap } from '../combat';
import { cellLabel, fightEncounter, weaponWord } from '../combat';
import type { CombatEvent } from '../combat/events';
import { CombatLog } from './combat-log';
import { fightBoardLines, renderFightScreen } from './fight-screen';
import { PlayerDecider } from './fight-menus';

export interface EncounterOptions extends EncounterSetup {
  /** Prompts for 'player' figures, and where the map and log are shown. */
  io: Io;
  /** No map or log output (random playthrough tests, the simulator). */
  quiet?: boolean;
  /**
   * A fight whose sheets are not kept (the arena): the log says the XP earned is not kept, so that
   * nobody reads "earns 1 XP" as a gain.
   */
  practice?: boolean;
  /**
   * What stopping in the middle of the fight does, as the fight screen's menu and keys say it: "Save
   * and quit" (an adventure's, the default: its save keeps the fight), "Quit" where nothing is kept.
   */
  leave?: string;
}

/** Runs a fight to its end, shown on the Io and asking its persons' decisions and typed dice there. */
export function runEncounter(options: EncounterOptions): Promise<EncounterResult> {
  return fightEncounter(options, new IoFightFace(options.io, options.map, options.quiet === true, options.practice === true, options.leave ?? 'Save and quit'));
}

/** The fight's face on an Io. */
export class IoFightFace implements EncounterFace {
  readonly watches: boolean;
  /** The context of the run of the fight being shown: the names and weapons of the log's lines. */
  private ctx: Ctx | null = null;
  private readonly log: CombatLog | null;
  private readonly player: PlayerDecider;
  /** Lines of the log shown so far: the board need not be drawn again for a question when none came since. */
  private said = 0;
  /**
   * How many log lines had been shown when the board was last drawn for a question (-1: not since an
   * undo), and whether nobody saw it (drawn while a resumed game's answers were given back).
   */
  private boardAt = -1;
  private boardUnseen = false;
  /** The figure the last board was drawn for (its panel marks it); another figure's question draws it again. */
  private boardFor: string | null = null;
  /** Questions are screens drawn in place (a terminal with colour): the log is kept for them, not said. */
  private readonly inPlace: boolean;
  /** The log since the person last answered, and before that (a screen's story). */
  private news: string[] = [];
  private readonly earlier: string[] = [];
  /** Lines of `news` said already as text (before a roll the person types). */
  private newsSaid = 0;

  constructor(
    private readonly io: Io,
    map: HexMap,
    quiet: boolean,
    practice: boolean,
    private readonly leave: string = 'Save and quit',
  ) {
    const name = (id: string) => this.ctx?.byId.get(id)?.name ?? id;
    const weapon = (id: string, w: string) => {
      const f = this.ctx?.byId.get(id);
      return f ? weaponWord(f, w) : w;
    };
    this.inPlace = io.interactive && io.style.enabled;
    this.log = quiet
      ? null
      : new CombatLog(
          { name, cell: (c) => cellLabel(map, c), weapon, practice },
          (line) => {
            this.said++;
            if (this.inPlace) this.news.push(line);
            else io.say(line);
          },
          io.style,
        );
    this.watches = !quiet;
    this.player = new PlayerDecider(io, () => this.log?.flush(), io.interactive ? (ctx, fig, marks) => this.screen(ctx, fig, marks) : undefined);
  }

  /**
   * The screen of a question: in place, the board drawn for the room the terminal has and the log
   * since the last answer; at a terminal without colour, the menu alone under what was said.
   */
  private screen(ctx: Ctx, fig: Figure | null, marks?: ReadonlySet<number>): Screen {
    if (!this.inPlace) return { top: null, news: [], earlier: [], leave: this.leave };
    const style = this.io.style;
    return {
      top: (width, height) => fightBoardLines(ctx.state, { style, active: fig?.id ?? null, marks, width, height }),
      news: this.news,
      earlier: this.earlier,
      leave: this.leave,
    };
  }

  /** The log kept for the screen so far is said as text (the fight ends, or nobody is left to ask). */
  private sayNews(): void {
    for (const line of this.news.slice(this.newsSaid)) this.io.say(line);
    this.earlier.push(...this.news);
    this.news = [];
    this.newsSaid = 0;
  }

  event(e: CombatEvent, ctx: Ctx, nobodyPlays: boolean): void {
    this.ctx = ctx;
    const log = this.log!;
    // Nobody plays: show the board at the start and each round, so the fight can be followed.
    if (nobodyPlays && (e.t === 'round' || e.t === 'begin')) {
      log.flush();
      if (this.inPlace) this.sayNews();
      if (e.t === 'round') this.showBoard(ctx.state);
    }
    log.event(e);
    if (nobodyPlays && this.inPlace) this.sayNews();
    if (nobodyPlays && e.t === 'begin') this.showBoard(ctx.state);
  }

  beforeQuestion(kind: 'decide' | 'roll'): void {
    this.log?.flush();
    // A roll the person types is asked as a line under what happened: the log so far is said first.
    if (this.inPlace && kind === 'roll') {
      for (const line of this.news.slice(this.newsSaid)) this.io.say(line);
      this.newsSaid = this.news.length;
    }
  }

  async decide(ctx: Ctx, figure: Figure, decision: Decision, canUndo: boolean): Promise<unknown> {
    const unseen = this.io.replaying === true;
    const answer = await this.player.decide(ctx, figure, decision, { canUndo, boardShown: this.boardAt === this.said && !this.boardUnseen && this.boardFor === figure.id });
    this.boardAt = this.said;
    this.boardUnseen = unseen;
    this.boardFor = figure.id;
    // Answered: what the screen showed as news is the story before the next question's.
    this.earlier.push(...this.news);
    this.news = [];
    this.newsSaid = 0;
    return answer;
  }

  undone(): void {
    this.boardAt = -1;
    if (this.inPlace) this.news.push('(Undone: back to the last decision.)');
    else this.io.say('(Undone: back to the last decision.)');
  }

  end(): void {
    this.log?.flush();
    if (this.inPlace) this.sayNews();
  }

  private showBoard(state: CombatState): void {
    this.io.say(renderFightScreen(state, { style: this.io.style }));
  }
}
