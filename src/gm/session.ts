// A GM's session (law gm): the players at the table and their characters, the players' stream fed as
// the game goes (stream.ts: what they may know, made by report.ts and fight-report.ts), the questions
// of the game addressed to the player they are for, and the GM's tools at every prompt. The play
// command plays the adventure as always; this is what it adds around it for a table.
import { lyingDying } from '../combat/dying';
import { appendWhole } from '../files/atomic';
import { shownText } from '../text/safe-text';
import type { Adventure, MapDef } from '../adventure/model';
import type { GameEvent } from '../adventure/events';
import type { Chooser, Prompt } from '../adventure/chooser';
import type { TavernWatch } from '../adventure/tavern-port';
import type { Match } from '../tavern/frame/match';
import type { Run } from '../adventure/interpreter';
import type { GameState } from '../adventure/state';
import { formatTime } from '../adventure/state';
import type { HistoryEntry } from '../adventure/game';
import { MenuChanged } from '../adventure/run-shared';
import type { CombatEvent } from '../combat/events';
import type { Figure } from '../combat/figure';
import type { CombatState } from '../combat/state';
import type { DiceSource, Roll } from '../dice';
import type { Choice, Io, NumberOptions, Screen, TextOptions } from '../io';
import { relayIo } from '../io/addressed-io';
import { stripAnsi } from '../io/style';
import type { ConsoleHost } from './console';
import { runConsoleLine } from './console';
import type { Seat } from '../adventure/players';
import { playerOf } from '../adventure/players';
import { Reporter } from './report';
import { FightReporter } from './fight-report';
import type { Question, StreamEvent, StreamMember, StreamWriter } from './stream';
import type { TableState } from './table-state';
import { emptyTable, maskMember, unmasked } from './table-state';

export interface SessionFiles {
  stream: StreamWriter;
  /** The GM's own log: every use of his tools and what came of it, with the game time. */
  gmLog: string;
  /** Told of the first line of the GM's log that could not be written. */
  gmLogFailed?: (e: unknown) => void;
}

/** What the session has done since a step of the game began: what an undo to it would take back. */
interface Doing {
  /** The step of the game (GameState.steps) it was done in. */
  step: number;
  what: string;
  /** More than an answer: a fight, a roll, a GM's tool. */
  weighty: boolean;
}

/**
 * Told of each question put to the players while it is asked (a served table puts it on their
 * phones, serve/gm/): the stream's question, and the places of the choices asked of the terminal
 * that are its options, in order (null: every enabled one). Returns what ends it.
 */
export type QuestionWatcher = (q: Question, options: readonly number[] | null) => () => void;

export class TableSession implements ConsoleHost {
  private live: Run | null = null;
  private fighting = false;
  /** The last board of the fight under way, as the GM's tools may ask of it (who lies dying). */
  private fightState: CombatState | null = null;
  private lastParty = '';
  readonly reporter: Reporter;
  private fightReporter: FightReporter | null = null;
  /** For each event of the fight under way, where its stream events began (an undo in the fight goes back there). */
  private fightMarks: number[] = [];
  private fightEvents = 0;
  /** A tool run :secret: nothing of it goes to the players. */
  private secret = 0;
  /** The undo history as the game last saved it. */
  private history: readonly HistoryEntry[] = [];
  private doings: Doing[] = [];
  /** The game has ended: the GM's last tools before the session closes. */
  private over = false;
  /** Text was read out since the last question: a section that goes on by itself waits for the GM. */
  private unread = false;

  constructor(
    readonly adventure: Adventure,
    readonly seats: readonly Seat[],
    private readonly files: SessionFiles,
    private readonly io: () => Io,
    private readonly bundledMaps: { names: () => string[]; load: (name: string) => MapDef | string },
    /** What the table keeps between stops (the karma's way, what the GM hid): from the save. */
    readonly table: TableState = emptyTable(),
  ) {
    this.reporter = new Reporter(adventure, seats);
  }

  /** Writes an event to the players' stream, unless a secret tool is at work; its place. */
  private write(e: StreamEvent): number {
    if (this.secret > 0) return -1;
    return this.files.stream.add(e);
  }

  // ---- the game's hooks --------------------------------------------------------------------------

  /** The session begins or goes on: the stream says who plays whom. */
  start(title: string, resumed: boolean): void {
    this.write({ t: 'start', v: 2, title, resumed, seats: this.seats.map((s) => ({ player: s.player, heroes: [...s.characters] })) });
  }

  /** The section under way begins: the GM's tools work on it. */
  onRun(run: Run): void {
    this.live = run;
    this.updateParty();
  }

  /** The game saved at a section's entry, with its history: what an undo would go back to. */
  onSection(state: GameState, history: readonly HistoryEntry[]): void {
    this.history = history;
    this.doings = this.doings.filter((d) => d.step <= state.steps);
  }

  /** Every event of the game: what the players may know of it goes to their stream. */
  onEvent(e: GameEvent): void {
    const step = this.live?.s.steps ?? 0;
    if (e.kind === 'section') this.doings.push({ step, what: `section ${e.id}${e.title ? ` (${e.title})` : ''}`, weighty: false });
    if (e.kind === 'throw' || e.kind === 'contest-throw') this.doings.push({ step, what: `${e.roller}'s roll`, weighty: true });
    if (e.kind === 'fight') {
      this.fighting = true;
      this.fightEvents = 0;
      this.fightMarks = [];
      this.fightReporter = new FightReporter(this.inTheDark());
      this.doings.push({ step, what: `the fight against ${e.foes.join(', ')}`, weighty: true });
    }
    if (e.kind === 'fight-end') {
      this.fighting = false;
      this.fightReporter = null;
      this.fightState = null;
    }
    if (e.kind === 'end') this.over = true;
    if (e.kind === 'text') this.unread = true;
    for (const out of this.reporter.game(e)) this.write(out.t === 'section' ? { ...out, step } : out);
    if (e.kind !== 'text' && e.kind !== 'condition' && e.kind !== 'effect-result' && e.kind !== 'gm' && e.kind !== 'check' && e.kind !== 'contest') this.updateParty();
  }

  /** The party sees little here: a dark section with no light burning (docs/rulings.md). */
  private inTheDark(): boolean {
    const run = this.live;
    if (!run) return false;
    const section = this.adventure.sections.get(run.s.at);
    return section?.dark === true && !(run.s.time < run.s.lightUntil);
  }

  /** Every event of a fight, with the board as it stands after it. */
  onCombat(e: CombatEvent, state: CombatState): void {
    this.fightState = state;
    this.fightReporter ??= new FightReporter(this.inTheDark());
    this.fightMarks[this.fightEvents++] = this.files.stream.length;
    if (e.t === 'begin') this.write(this.fightReporter.begin(state));
    for (const out of this.fightReporter.event(e, state)) this.write(out);
  }

  /** A decision of the fight was taken back: the events shown since it are undone. */
  onFightUndo(events: number): void {
    const from = this.fightMarks[events] ?? this.files.stream.length;
    this.fightEvents = events;
    this.fightMarks.length = events;
    this.write({ t: 'undo', from, what: 'decision' });
    this.fightReporter?.forgetBoard();
  }

  /** The party as the players know it, written when it changed. */
  private updateParty(): void {
    if (!this.live) return;
    const entry = this.reporter.party(this.live.s, (i, m) => maskMember(this.table, m));
    const key = JSON.stringify(entry);
    if (key === this.lastParty) return;
    this.lastParty = key;
    this.write(entry);
  }

  /** Tells the players' stream of changes the tools made (a clock moved, fatigue) at once. */
  partyChanged(): void {
    this.updateParty();
  }

  // ---- questions ---------------------------------------------------------------------------------

  private watcher: QuestionWatcher | null = null;

  /** A served table watches the players' questions (serve/gm/). */
  watchQuestions(watcher: QuestionWatcher | null): void {
    this.watcher = watcher;
  }

  /**
   * Asks through `ask`, with the question on the players' stream while it waits. `options`: the
   * places of the choices that are the question's options (a menu's items the players may take).
   */
  private async asking<T>(q: Question | null, ask: () => Promise<T>, options: readonly number[] | null = null, offered: Question | null = q): Promise<T> {
    this.unread = false;
    if (q) this.write({ t: 'question', q });
    // Not for a question the players never see (a secret tool's): `write` left it out. `offered`:
    // the question as its player's phone is asked it, when the stream may not hold all of it.
    const done = q && offered && this.secret === 0 ? this.watcher?.(offered, options) : undefined;
    let answer: T;
    try {
      answer = await ask();
    } finally {
      done?.();
    }
    if (q) this.write({ t: 'answered', id: q.id });
    return answer;
  }

  /** The hex a fight's choice names, when it names one: a move's, a target figure's, a spell's aim. */
  private cellOf(value: unknown, message: string): number | undefined {
    const s = this.fightState;
    if (!s) return undefined;
    // A hex asked for by itself ("Where does Brannoc step back to?") is the choice's value.
    if (typeof value === 'number') return /^where /i.test(message) && Number.isInteger(value) ? value : undefined;
    // "Stay here" of a move (render/fight-menus.ts): the hex the mover stands on, tapped on his own figure.
    if (value === null) {
      const mover = /\bMove (.+) to \(/.exec(message)?.[1];
      return s.figures.find((f) => f.side === 'party' && f.name === mover)?.cell;
    }
    if (typeof value !== 'object' || value === null) return undefined;
    const v = value as { cell?: unknown; target?: unknown; action?: { cell?: unknown; target?: unknown } };
    const a = v.action ?? v;
    if (typeof a.cell === 'number') return a.cell;
    if (typeof a.target === 'string') {
      const f = s.figures.find((x) => x.id === a.target);
      // Only a figure the party can see: its hex is on their board.
      if (f && this.fightReporter?.sees(s, f)) return f.cell;
    }
    return undefined;
  }

  /** The player and hero a line of the fight's menus is put to ("Ana: Brannoc the Bold (A) at b2: what now?"). */
  private fightQuestion(message: string, ask: Question['ask'], options?: Question['options']): Question {
    let text = message;
    let player: string | null = null;
    for (const s of this.seats) {
      if (text.startsWith(`${s.player}: `)) {
        player = s.player;
        text = text.slice(s.player.length + 2);
        break;
      }
    }
    const to = this.reporter.addressee(text, false);
    return { id: this.files.stream.length, key: 'fight', to: { player: player ?? to.player, hero: to.hero }, ask, text: this.reporter.unnamed(text), ...(options ? { options } : {}) };
  }

  /** The Io of a fight at the table: its questions go on the players' stream as they are asked. */
  private fightIo(io: Io): Io {
    const session = this;
    return relayIo(io, {
      // The screen goes through: at the GM's terminal a fight is one screen drawn in place too (issue 29).
      choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T> {
        const options = choices.filter((c) => !c.disabled).map((c) => {
          const cell = session.cellOf(c.value, message);
          return { label: session.reporter.unnamed(c.name), ...(c.description ? { detail: session.reporter.unnamed(c.description) } : {}), ...(cell !== undefined ? { cell } : {}) };
        });
        return session.asking(session.fightQuestion(message, 'choose', options), () => io.choose(message, choices, screen));
      },
      askNumber: (message: string, options?: NumberOptions) => session.asking(session.fightQuestion(message, 'number'), () => io.askNumber(message, options)),
      askText: (message: string, options?: TextOptions) => session.asking(session.fightQuestion(message, 'text'), () => io.askText(message, options)),
      confirm: (message: string, defaultValue?: boolean, screen?: Screen) => session.asking(session.fightQuestion(message, 'confirm'), () => io.confirm(message, defaultValue, screen)),
    });
  }

  private fightIos = new WeakMap<Io, Io>();

  // ---- a card game in the adventure (a tavern: adventure/constructs/tavern.ts) ----------------------

  private tavernIos = new WeakMap<Io, Io>();
  /** The game a hero plays now at a tavern table, and the hero. */
  private cards: { match: Match; hero: string } | null = null;
  private cardWatcher: TavernWatch | null = null;

  /** A served table follows the card games (serve/gm/table.ts: the hero's player's page shows his). */
  watchTavern(watch: TavernWatch | null): void {
    this.cardWatcher = watch;
  }

  /** The player of the hero at the card table now, if any. */
  get cardPlayer(): string | null {
    return this.cards ? playerOf(this.seats, this.cards.hero) : null;
  }

  private tavernWatch(inner: TavernWatch | undefined): TavernWatch {
    const session = this;
    return {
      start(match, hero) {
        session.cards = { match, hero };
        inner?.start(match, hero);
        session.cardWatcher?.start(match, hero);
      },
      moved() {
        inner?.moved();
        session.cardWatcher?.moved();
      },
      end() {
        session.cards = null;
        inner?.end();
        session.cardWatcher?.end();
      },
    };
  }

  /**
   * A card game's question, put to the player of the hero who plays: the stream says only whom the
   * table waits for (the choices name the hero's cards: nobody else may read them); his phone is
   * offered the question whole.
   */
  private cardQuestion(message: string, ask: Question['ask'], options?: Question['options']): { q: Question; offered: Question } | null {
    const c = this.cards;
    const player = c ? playerOf(this.seats, c.hero) : null;
    // A hero no player sits for is played at the terminal alone: his cards go to nobody's phone.
    if (!c || player === null) return null;
    const to = { player, hero: c.hero };
    const q: Question = { id: this.files.stream.length, key: 'tavern', to, ask, text: `a move at ${c.match.game.title}` };
    return { q, offered: { ...q, text: stripAnsi(message), ...(options ? { options } : {}) } };
  }

  private cardAsking<T>(message: string, ask: Question['ask'], io: () => Promise<T>, options?: Question['options']): Promise<T> {
    const c = this.cardQuestion(message, ask, options);
    return c ? this.asking(c.q, io, null, c.offered) : io();
  }

  /** The Io of a card game at the table: its questions go to the hero's player, as a fight's do. */
  private tavernIo(io: Io): Io {
    const session = this;
    const relayed = relayIo(io, {
      choose<T>(message: string, choices: ReadonlyArray<Choice<T>>, screen?: Screen): Promise<T> {
        const options = choices.filter((c) => !c.disabled).map((c) => ({ label: stripAnsi(c.name), ...(c.description ? { detail: stripAnsi(c.description) } : {}) }));
        return session.cardAsking(message, 'choose', () => io.choose(message, choices, screen), options);
      },
      askNumber: (message: string, options?: NumberOptions) => session.cardAsking(message, 'number', () => io.askNumber(message, options)),
      askText: (message: string, options?: TextOptions) => session.cardAsking(message, 'text', () => io.askText(message, options)),
      confirm: (message: string, defaultValue?: boolean, screen?: Screen) => session.cardAsking(message, 'confirm', () => io.confirm(message, defaultValue, screen)),
    });
    // The game draws each decision as one screen at a terminal that can (tavern/terminal/people.ts), as before.
    if (io.clearScreen) relayed.clearScreen = (keep?: boolean) => io.clearScreen!(keep);
    if (io.screenSize) relayed.screenSize = () => io.screenSize!();
    return relayed;
  }

  /**
   * The chooser of a table: the options the players may take go on their stream, and a question
   * about one character goes to his player ("Ben: Ysolde failed. Spend a karma point...?").
   */
  chooser(inner: Chooser): Chooser {
    const session = this;
    return {
      get combat() {
        const io = inner.combat.io;
        let fio = io ? session.fightIos.get(io) : null;
        if (io && !fio) session.fightIos.set(io, (fio = session.fightIo(io)));
        return {
          ...inner.combat,
          io: fio ?? null,
          playerOf: (name: string) => playerOf(session.seats, name),
          watch: (e: CombatEvent, s: CombatState) => session.onCombat(e, s),
          undone: (events: number) => session.onFightUndo(events),
          karmaCall: (hero: string) => session.karmaCall(hero),
        };
      },
      get tavern() {
        const t = inner.tavern;
        if (!t?.io) return t;
        let tio = session.tavernIos.get(t.io);
        if (!tio) session.tavernIos.set(t.io, (tio = session.tavernIo(t.io)));
        // The GM, the TV and the players' phones read the game: the hero keeps his name in it.
        return { ...t, io: tio, watch: session.tavernWatch(t.watch), asYou: false };
      },
      get extras() {
        return inner.extras;
      },
      get casts() {
        return inner.casts;
      },
      async choose(prompt: Prompt): Promise<number> {
        // A question about one character goes to his player (a bard's song, who a fighter carries
        // away); choosing among the members for the party ("Who tries 3/ST?") is for all the players.
        const who = session.addressee(prompt.message) ?? (prompt.items.some((i) => i.tag === 'member') ? 'The players choose' : null);
        const q = session.reporter.question(session.files.stream.length, prompt);
        const wasMenu = session.menuOpen;
        session.menuOpen = prompt.key.startsWith('menu ');
        let k: number;
        try {
          k = await session.asking(q?.q ?? null, () => inner.choose(who ? { ...prompt, message: `${who}: ${prompt.message}` } : prompt), session.reporter.playersItems(prompt));
        } finally {
          session.menuOpen = wasMenu;
        }
        // The party's own undo takes back its last choice: the players see it taken back.
        if (prompt.items[k]?.tag === 'undo') session.write({ t: 'undo', what: 'section' });
        for (const e of session.reporter.picked(prompt, k)) session.write(e);
        return k;
      },
      async confirm(key: string, message: string, defaultValue: boolean): Promise<boolean> {
        if (key === 'karma' || key === 'wish-reroll') {
          const hero = session.reporter.addressee(message, false).hero;
          const called = hero ? session.karmaCall(hero) : null;
          if (called !== null) return called;
        }
        const who = session.addressee(message);
        const q = session.reporter.confirm(session.files.stream.length, key, message).q;
        return session.asking(q, () => inner.confirm(key, who ? `${who}: ${message}` : message, defaultValue));
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

  /**
   * Real dice typed in for a hero of the table: while the GM waits for them, the stream says who
   * rolls what ("Ben: roll 3D6 for Ysolde"). Only the dice typed in pass through here (the foes',
   * the world's and the tables' roll themselves, or are the GM's to type under --dice manual).
   */
  typedDice(typed: DiceSource): DiceSource {
    const session = this;
    return {
      manual: typed.manual,
      async roll(count: number, sides: number, label: string, roller?: string | null): Promise<Roll> {
        const hero = roller && session.live?.s.party.some((c) => c.name === roller) ? roller : null;
        const player = hero ? playerOf(session.seats, hero) : null;
        if (!hero || !player || session.secret > 0) return typed.roll(count, sides, label, roller);
        const what = label.replace(/^[^:]*: /, '').replace(new RegExp(`^${hero.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[:,]? ?`), '').trim();
        const q: Question = { id: session.files.stream.length, key: 'roll', to: { player, hero }, ask: 'roll', text: `roll ${count}D${sides}`, roll: { dice: count, sides, what: what ? session.reporter.unnamed(what) : null, ...(sides === 3 ? { halves: true } : {}) } };
        return session.asking(q, () => typed.roll(count, sides, label, roller));
      },
    };
  }

  // ---- pauses -----------------------------------------------------------------------------------------

  /**
   * Before the next section scrolls in: when the last one was read out and went on by itself (a goto,
   * a check that leads on), the GM says when he has read it aloud. Asked of the terminal itself, not
   * kept with the game's answers: a resumed game, or one played from a script, does not wait.
   */
  async pause(io: Io): Promise<void> {
    if (!this.unread || this.over) return;
    this.unread = false;
    // A tool typed here runs, and the GM is asked again (his :note, his :say while he reads).
    for (;;) {
      const line = (await io.askText('(Read aloud? Enter goes on to the next section; ":" for GM tools)')).trim();
      if (!line.startsWith(':')) return;
      await this.command(line);
    }
  }

  /**
   * The adventure has ended: a last prompt for the GM's tools (the share-out of the gold an
   * adventure's note asks for) before the sheets are written and the session closes.
   */
  async lastWord(io: Io): Promise<void> {
    this.over = true;
    for (;;) {
      let line: string;
      try {
        line = (await io.askText("The adventure is over. GM tools before the session closes (:gold NAME N, :give...), or Enter to close it:")).trim();
      } catch (e) {
        if (e instanceof Error && e.name === 'EndOfInput') return;
        throw e;
      }
      if (line === '') return;
      await this.command(line.startsWith(':') ? line : `:${line}`);
    }
  }

  // ---- karma -----------------------------------------------------------------------------------------

  /**
   * Whether a hero re-rolls for karma without being asked: at a table that makes karma the players'
   * call (:karma call), he does when his player said so beforehand (:karma NAME), and not otherwise;
   * null: ask him.
   */
  karmaCall(hero: string): boolean | null {
    if (this.table.karma !== 'call') return null;
    const i = this.table.armed.indexOf(hero);
    if (i < 0) return false;
    this.table.armed.splice(i, 1);
    return true;
  }

  // ---- the GM's console ----------------------------------------------------------------------------

  /** A tool run again from the record of a resumed game: it was logged when the GM used it. */
  private rerun = false;
  private logFailed = false;

  /** A command line typed at a prompt, or (`rerun`) given back from the record of a resumed game. */
  async command(line: string, rerun = false): Promise<void> {
    this.rerun = rerun;
    this.toolUsed = false;
    try {
      await runConsoleLine(this, line);
    } finally {
      this.rerun = false;
      this.updateParty();
    }
    // A tool that changed the game at a section's menu: the menu is built again (options.ts), typed
    // or run again from the record alike, so a resumed game asks what the live one asked.
    if (this.toolUsed && this.menuOpen && !this.fighting) throw new MenuChanged();
  }

  /** A section's menu is asked now (the chooser's "menu N"): a tool that changes the game rebuilds it. */
  private menuOpen = false;
  /** The tool just run was one an undo would take back (used). */
  private toolUsed = false;

  run(): Run | null {
    return this.live;
  }

  inFight(): boolean {
    return this.fighting;
  }

  ended(): boolean {
    return this.over;
  }

  /**
   * The party's figures lying dying in the fight under way: damage at ST or more, short of twice it.
   * The companions with the party too: the party's healing items are offered for them as for a hero.
   */
  dying(): Array<{ name: string; damage: number; st: number }> {
    const s = this.fightState;
    if (!s) return [];
    const companions = new Set(this.live?.s.companions ?? []);
    return s.figures
      .filter((f: Figure) => f.side === 'party' && (f.character !== null || (f.summoner === null && companions.has(f.name))) && f.status === 'down' && lyingDying(f))
      .map((f) => ({ name: f.name, damage: f.damage, st: f.st }));
  }

  say(text: string): void {
    this.io().say(this.io().style.magenta(text));
  }

  async ask(message: string): Promise<boolean> {
    // Given back on a resume like any answer: the record keeps it in its place (io/tape-io.ts).
    return this.io().confirm(message, false);
  }

  log(text: string): void {
    if (this.rerun) return;
    const when = this.live ? `${formatTime(this.live.s.time)}, section ${this.live.s.at}` : 'before the game';
    try {
      // Read with a pager: what a section's id or a typed line holds is written as text (safe-text.ts).
      appendWhole(this.files.gmLog, shownText(`[${when}] ${text}`) + '\n', { follow: false, mode: 0o600 });
    } catch (e) {
      // The log is the GM's aid: a failure to write it does not stop the game; he is told once.
      if (!this.logFailed) this.files.gmLogFailed?.(e);
      this.logFailed = true;
    }
  }

  /** A served table's :links (cli/commands/gm-serve.ts sets it): null when the table is not served. */
  linkLines: ((who: string | undefined) => string[]) | null = null;

  links(who: string | undefined): string[] | null {
    return this.linkLines ? this.linkLines(who) : null;
  }

  announce(text: string): void {
    this.write({ t: 'say', text });
  }

  /** A player at the table by his name or a hero's he plays (its start will do); null when none is. */
  player(name: string): Seat | null {
    const key = name.toLowerCase();
    const exact = this.seats.find((s) => s.player.toLowerCase() === key) ?? this.seats.find((s) => s.characters.some((c) => c.toLowerCase() === key));
    if (exact) return exact;
    const some = this.seats.filter((s) => s.player.toLowerCase().startsWith(key) || s.characters.some((c) => c.toLowerCase().startsWith(key)));
    return some.length === 1 ? some[0] : null;
  }

  whisper(to: string, text: string): void {
    this.write({ t: 'whisper', to, text });
  }

  /** Runs a tool with the players' stream closed to it; what it changed of the party stays hidden from them. */
  async secretly(act: () => Promise<void>): Promise<void> {
    const run = this.live;
    const before = run ? structuredClone(run.s.party) : null;
    this.secret += 1;
    try {
      await act();
    } finally {
      this.secret -= 1;
      if (run && before) unmasked(this.table, before, run.s.party);
    }
  }

  inSecret(): boolean {
    return this.secret > 0;
  }

  rolled(r: { hero: string; check: string; total: number; faces: number[] | null; passed: boolean; typed: boolean }): void {
    this.write({ t: 'roll', ...r, again: null });
  }

  /** The players learn what the GM hid: their party as it is. */
  reveal(): string[] {
    const told = this.table.hidden.map((h) => h.name);
    this.table.hidden = [];
    this.updateParty();
    return told;
  }

  /**
   * What the GM's :undo would take back: the section it goes back to, and what was done since in
   * the game (sections, fights, rolls, the GM's tools); `weighty` when it is more than the last answer.
   */
  undoSummary(): { to: string; undoes: string[]; weighty: boolean } | null {
    const run = this.live;
    if (!run) return null;
    let target: HistoryEntry | undefined;
    for (let j = this.history.length - 1; j >= 0; j--) if (this.history[j].chose) {
      target = this.history[j];
      break;
    }
    target ??= this.history[0];
    if (!target) return null;
    const step = target.state.steps + 1;
    // The section gone back to is entered again: what is taken back of it is the answer given there.
    const since = this.doings.filter((d) => d.step >= step && !(d.step === step && d.what.startsWith('section ')));
    const section = this.adventure.sections.get(target.state.at);
    return {
      to: `section ${target.state.at}${section?.title ? ` (${section.title})` : ''}`,
      undoes: [`the answer in section ${target.state.at}`, ...since.map((d) => d.what)],
      // Sections that went on by themselves are part of the last answer; a fight, a roll or a tool is more.
      weighty: since.some((d) => d.weighty),
    };
  }

  /** A GM's tool was used in the section under way: an undo would take it back too. */
  used(line: string): void {
    this.toolUsed = true;
    this.doings.push({ step: this.live?.s.steps ?? 0, what: `the GM's ${line.split(/\s+/)[0]}`, weighty: true });
  }

  /** The GM's undo goes back: the players see what came since taken back. */
  undone(): void {
    this.write({ t: 'undo', what: 'section' });
  }

  map(name: string): MapDef | string {
    return this.bundledMaps.load(name);
  }

  maps(): string[] {
    return this.bundledMaps.names();
  }
}

export type { StreamMember };
