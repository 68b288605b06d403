// A tavern game's pages' views, built for each page alone from the game's own view functions: a
// seat's is its seat's view and the events it may see (eventsFor), with what happened since its last
// move marked; the TV's is the table's view and the public events (publicEvents), nobody's cards.
// One builder for every table that shows a game: the tavern's own (table.ts) and a card game inside
// an adventure at a served GM's table (serve/gm/table.ts).
import type { GameOver, TavernEvent } from '../../tavern/frame/game';
import { eventsFor, gameOver } from '../../tavern/frame/game';
import type { Match } from '../../tavern/frame/match';
import { seatToAct, startMatch, takeAction } from '../../tavern/frame/match';
import type { AnyFace } from '../../tavern/terminal/face';
import type { Question } from '../question';
import type { CardLook, LogEntry, SeatLine, TavernPage } from '../pages/tavern/wire';
import { cardLooks, gameNames } from './card-looks';

/** The most entries of what happened a page is sent (the newest); older ones were seen as they came. */
export const LOG_MOST = 120;

export interface TavernViewsOptions {
  readonly match: Match;
  /** The game's face: its words for events and endings (the terminal's, shared). */
  readonly face: AnyFace;
  /** Is a page of this person's seat open now? */
  readonly online: (seat: number) => boolean;
  /** The question the seat's page may answer now. */
  readonly question: (seat: number) => Question | null;
  /** What the game said to the seat outside its events while asking (rare). */
  readonly notes: (seat: number) => readonly string[];
}

export class TavernViews {
  private readonly m: Match;
  private readonly face: AnyFace;
  private readonly cards: Record<string, CardLook>;
  private readonly names: Record<string, string>;
  /** Per seat, the index of the first event of its last move. */
  private readonly lastMove = new Map<number, number>();
  /** The words of each event, told once (an event never changes). */
  private readonly told: (readonly string[])[] = [];
  /** Who acts next, and where his move's events will begin. */
  private next: { seat: number | null; from: number };

  constructor(private readonly o: TavernViewsOptions) {
    const m = o.match;
    this.m = m;
    this.face = o.face;
    this.cards = cardLooks(m.game.id, m.game.deckCodes(m.options));
    this.names = gameNames(m.game.id);
    this.findLastMoves();
    this.next = { seat: seatToAct(m), from: m.events.length };
  }

  /** A resumed game: who made each move is found by playing the moves again on the same deal. */
  private findLastMoves(): void {
    const m = this.m;
    if (m.actions.length === 0) return;
    const again = startMatch(m.game, m.options, m.seats, m.seed);
    for (const a of m.actions) {
      const seat = seatToAct(again)!;
      const from = again.events.length;
      takeAction(again, a);
      this.lastMove.set(seat, from);
    }
  }

  /** A move was made (by the seat that was to act): what happened since is new to that seat. */
  moved(): void {
    if (this.next.seat !== null) this.lastMove.set(this.next.seat, this.next.from);
    this.next = { seat: seatToAct(this.m), from: this.m.events.length };
  }
  private words(n: number): readonly string[] {
    return (this.told[n] ??= this.face.tell(this.m.events[n], this.m.options.names));
  }

  /** The newest LOG_MOST told events among those `seat` may see (null: the public ones). */
  private logFor(seat: number | null): LogEntry[] {
    const events = this.m.events;
    const out: LogEntry[] = [];
    for (let n = events.length - 1; n >= 0 && out.length < LOG_MOST; n--) {
      const e = events[n];
      if (seat === null ? e.only : eventsFor([e], seat).length === 0) continue;
      const lines = this.words(n);
      if (lines.length) out.push({ n, type: e.type, lines, own: Boolean(e.only) });
    }
    return out.reverse();
  }

  private seatLines(): SeatLine[] {
    return this.m.seats.map((s, i) => (s.player === 'me' ? { name: s.name, player: 'person', online: this.o.online(i) } : { name: s.name, player: `${s.player} bot` }));
  }

  private status(you: number | null): string {
    const seat = seatToAct(this.m);
    if (seat === null) return 'The game is over.';
    if (seat === you) return 'Your turn.';
    const s = this.m.seats[seat];
    if (s.player !== 'me') return `${s.name}'s turn (a bot).`;
    return this.o.online(seat) ? `${s.name}'s turn.` : `${s.name}'s turn: waiting for ${s.name}'s phone.`;
  }

  private common(you: number | null) {
    const m = this.m;
    const over = gameOver(m.events) as (GameOver & TavernEvent) | null;
    return {
      game: { id: m.game.id, title: m.game.title },
      seats: this.seatLines(),
      you,
      turn: seatToAct(m),
      status: this.status(you),
      cards: this.cards,
      names: this.names,
      over: over ? { line: this.face.ending(over, m.options.names), scores: [...over.scores], places: [...over.places] } : null,
    };
  }

  /** The TV's view: the table's view and the public events; nobody's cards. */
  tvView(): TavernPage {
    return { page: 'tavern-tv', ...this.common(null), view: this.m.game.tableView(this.m.state), log: this.logFor(null), since: null, notes: [], question: null };
  }

  /** A person's view: his seat's view, the events his seat may see, his question. */
  seatView(seat: number): TavernPage {
    return {
      page: 'tavern-seat',
      ...this.common(seat),
      view: this.m.game.view(this.m.state, seat),
      log: this.logFor(seat),
      since: this.lastMove.get(seat) ?? null,
      notes: [...this.o.notes(seat)],
      question: this.o.question(seat),
    };
  }
}
