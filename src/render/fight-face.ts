// A fight drawn and asked on an Io: the combat log line by line, the board when nobody plays or a
// person is asked, and a person's menus (fight-menus.ts). The rules of the fight and its replay at
// each question are combat/encounter.ts's; this is how a terminal, scripted lines and the tests see
// them. The contract with adventures is runEncounter (adventure/combat-port.ts).
import type { Io } from '../io';
import type { CombatState, Ctx, Decision, EncounterFace, EncounterResult, EncounterSetup, Figure, HexMap } from '../combat';
import { cellLabel, fightEncounter, weaponWord } from '../combat';
import type { CombatEvent } from '../combat/events';
import { CombatLog } from './combat-log';
import { renderFightScreen } from './fight-screen';
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
}

/** Runs a fight to its end, shown on the Io and asking its persons' decisions and typed dice there. */
export function runEncounter(options: EncounterOptions): Promise<EncounterResult> {
  return fightEncounter(options, new IoFightFace(options.io, options.map, options.quiet === true, options.practice === true));
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

  constructor(
    private readonly io: Io,
    map: HexMap,
    quiet: boolean,
    practice: boolean,
  ) {
    const name = (id: string) => this.ctx?.byId.get(id)?.name ?? id;
    const weapon = (id: string, w: string) => {
      const f = this.ctx?.byId.get(id);
      return f ? weaponWord(f, w) : w;
    };
    this.log = quiet
      ? null
      : new CombatLog(
          { name, cell: (c) => cellLabel(map, c), weapon, practice },
          (line) => {
            this.said++;
            io.say(line);
          },
          io.style,
        );
    this.watches = !quiet;
    this.player = new PlayerDecider(io, () => this.log?.flush());
  }

  event(e: CombatEvent, ctx: Ctx, nobodyPlays: boolean): void {
    this.ctx = ctx;
    const log = this.log!;
    // Nobody plays: show the board at the start and each round, so the fight can be followed.
    if (nobodyPlays && (e.t === 'round' || e.t === 'begin')) {
      log.flush();
      if (e.t === 'round') this.showBoard(ctx.state);
    }
    log.event(e);
    if (nobodyPlays && e.t === 'begin') this.showBoard(ctx.state);
  }

  beforeQuestion(): void {
    this.log?.flush();
  }

  async decide(ctx: Ctx, figure: Figure, decision: Decision, canUndo: boolean): Promise<unknown> {
    const unseen = this.io.replaying === true;
    const answer = await this.player.decide(ctx, figure, decision, { canUndo, boardShown: this.boardAt === this.said && !this.boardUnseen && this.boardFor === figure.id });
    this.boardAt = this.said;
    this.boardUnseen = unseen;
    this.boardFor = figure.id;
    return answer;
  }

  undone(): void {
    this.boardAt = -1;
    this.io.say('(Undone: back to the last decision.)');
  }

  end(): void {
    this.log?.flush();
  }

  private showBoard(state: CombatState): void {
    this.io.say(renderFightScreen(state, { style: this.io.style }));
  }
}
