// A tavern game served: the TV's page and each person's phone. The game is played as at a terminal
// (frame/match.ts): bots decide from their seat's view; a person is asked through his own seat's
// questions (question.ts), by the game's own face (its small questions, with the same options the
// terminal offers), and answers from his phone. Each page is given a view built for it alone: a
// person's is his seat's view and the events his seat may see (eventsFor); the TV's is the table's
// view and the public events (publicEvents). No screen is handed over: nobody else's cards are ever
// on a page.
//
// A served seat is a ServedSeat (seat.ts): a view, a signal when it changed, and answers checked
// against the question asked now. The GM's table serves its players the same way.
import type { TavernEvent, TavernResult } from '../../tavern/frame/game';
import { publicEvents } from '../../tavern/frame/game';
import type { Match } from '../../tavern/frame/match';
import { botChoice, seatToAct, takeAction } from '../../tavern/frame/match';
import type { AnyFace } from '../../tavern/terminal/face';
import { EndOfInput } from '../../io/io';
import type { Question } from '../question';
import { SeatQuestions, StartOver } from '../question';
import type { Refusal, ServedSeat, ServedTable } from '../seat';
import type { TavernPage } from '../pages/tavern/wire';
import { TavernViews } from './views';


export interface ServedTavernOptions {
  readonly match: Match;
  /** The game's face: its words for events, menus and questions (the terminal's, shared). */
  readonly face: AnyFace;
  /** Names this run of the server: a question of an earlier run is never taken for one of this. */
  readonly run: string;
  /** Milliseconds a bot waits before it moves, so that the table can follow; 0 in tests. */
  readonly botPause: number;
  /** Waits `ms` milliseconds (the CLI's timer; the core keeps no clock). */
  readonly wait: (ms: number) => Promise<void>;
  /** Called after every action, e.g. to save the game. */
  readonly afterAction?: (m: Match) => void;
  /** The public events' words, as they happen: the host's terminal prints them. */
  readonly tell?: (lines: readonly string[]) => void;
  /** A person's page came or went (connected pages 0 -> 1 or 1 -> 0). */
  readonly presence?: (name: string, online: boolean) => void;
}

export class ServedTavern implements ServedTable {
  readonly title: string;
  readonly seats: readonly ServedSeat[];
  /** The people's seats, by seat index. */
  readonly people: readonly number[];
  private readonly m: Match;
  private readonly face: AnyFace;
  /** The pages' views (views.ts). */
  private readonly views: TavernViews;
  private readonly listeners = new Set<() => void>();
  private readonly questions = new Map<number, SeatQuestions>();
  private readonly notes = new Map<number, string[]>();
  private readonly online = new Map<number, number>();
  private stopped = false;

  constructor(private readonly o: ServedTavernOptions) {
    const m = o.match;
    this.m = m;
    this.face = o.face;
    this.title = m.game.title;
    this.people = m.seats.flatMap((s, i) => (s.player === 'me' ? [i] : []));
    for (const seat of this.people) this.questions.set(seat, new SeatQuestions(o.run, () => this.changed()));
    this.views = new TavernViews({
      match: m,
      face: o.face,
      online: (seat) => (this.online.get(seat) ?? 0) > 0,
      question: (seat) => this.questions.get(seat)?.question ?? null,
      notes: (seat) => this.notes.get(seat) ?? [],
    });
    const tv: ServedSeat = {
      name: 'TV',
      page: 'tavern-tv',
      view: () => this.tvView(),
      answer: (): Refusal => ({ status: 409, error: 'the TV is asked nothing' }),
    };
    this.seats = [
      tv,
      ...this.people.map(
        (seat): ServedSeat => ({
          name: m.seats[seat].name,
          page: 'tavern-seat',
          view: () => this.seatView(seat),
          answer: (body) => this.questions.get(seat)!.answer(body),
          connected: (pages) => this.connected(seat, pages),
        }),
      ),
    ];
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const l of this.listeners) l();
  }

  private connected(seat: number, pages: number): void {
    const before = this.online.get(seat) ?? 0;
    this.online.set(seat, pages);
    if ((before > 0) !== (pages > 0)) {
      this.o.presence?.(this.m.seats[seat].name, pages > 0);
      this.changed();
    }
  }

  /** Plays the game to its end. Stopped (`stop`), it ends with EndOfInput, every move made so far kept. */
  async play(): Promise<TavernResult> {
    const m = this.m;
    const say = (events: readonly TavernEvent[]) => {
      const lines = publicEvents(events).flatMap((e) => this.face.tell(e, m.options.names) as string[]);
      if (lines.length) this.o.tell?.(lines);
    };
    say(m.events);
    for (;;) {
      if (this.stopped) throw new EndOfInput('the table was closed');
      const seat = seatToAct(m);
      if (seat === null) break;
      const spec = m.seats[seat];
      let action: unknown;
      if (spec.player === 'me') action = await this.askPerson(seat);
      else {
        await this.o.wait(this.o.botPause);
        if (this.stopped) throw new EndOfInput('the table was closed');
        action = botChoice(m, spec.player);
      }
      const events = takeAction(m, action);
      this.views.moved();
      this.o.afterAction?.(m);
      say(events);
      this.changed();
    }
    return m.game.result(m.state)!;
  }

  /** A person's move, asked on his page by the game's own face; a page may start the decision again. */
  private async askPerson(seat: number): Promise<unknown> {
    const m = this.m;
    const name = m.seats[seat].name;
    const q = this.questions.get(seat)!;
    const notes: string[] = [];
    this.notes.set(seat, notes);
    const io = q.io(name, (text) => {
      notes.push(text);
      this.changed();
    });
    const view = m.game.view(m.state, seat);
    const legal = m.game.legal(m.state);
    for (;;) {
      q.begin();
      try {
        return this.face.ask
          ? await this.face.ask(view, legal, io, name)
          : await io.choose(`${name}, your move:`, legal.map((a: unknown) => ({ name: this.face.describe(a, view), value: a })));
      } catch (e) {
        if (e instanceof StartOver) continue;
        throw e;
      } finally {
        notes.length = 0;
      }
    }
  }

  /** Stops the game: a pending question ends, no bot moves again; what was played is kept. */
  stop(): void {
    this.stopped = true;
    for (const q of this.questions.values()) q.stop();
  }



  /** The TV's view: the table's view and the public events; nobody's cards. */
  tvView(): TavernPage {
    return this.views.tvView();
  }

  /** A person's view: his seat's view, the events his seat may see, his question. */
  seatView(seat: number): TavernPage {
    return this.views.seatView(seat);
  }
}
