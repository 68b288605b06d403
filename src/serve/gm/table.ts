// A GM's session served: the TV's page and each player's phone (issue 28). The session feeds its
// players' stream as ever (gm/stream.ts); every event written is kept here too, and each page is
// sent the view made for it from the stream (page.ts): the TV the table's, a player his own. A
// player's question is on his phone while the terminal asks it (questions.ts, phone-io.ts).
import type { StreamEvent } from '../../gm/stream';
import { TABLE } from '../../gm/view';
import type { GmPage } from '../pages/gm/wire';
import type { ServedSeat, ServedTable } from '../seat';
import { gmPage } from './page';
import type { PhoneQuestions } from './questions';
import type { TavernWatch } from '../../adventure/tavern-port';
import { loadFace } from '../../tavern/terminal/face';
import { TavernViews } from '../tavern/views';

export interface ServedGmOptions {
  /** The adventure's title (until the stream names it). */
  readonly title: string;
  /** The players, in seating order. */
  readonly players: readonly string[];
  /** What the stream held already (a resumed session), each at its place. */
  readonly events: ReadonlyArray<StreamEvent | null>;
  /** A player's page came or went (connected pages 0 -> 1 or 1 -> 0). */
  readonly presence?: (player: string, online: boolean) => void;
  /** Runs `f` soon, once for many changes (the CLI's setImmediate; a test's at once). */
  readonly soon: (f: () => void) => void;
}

export class ServedGmTable implements ServedTable {
  readonly title: string;
  readonly seats: readonly ServedSeat[];
  private readonly events: (StreamEvent | null)[];
  private readonly pages = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private pending = false;
  /** The questions on the phones: set once the terminal's Io is made (phone-io.ts). */
  phones: PhoneQuestions | null = null;

  constructor(private readonly o: ServedGmOptions) {
    this.title = o.title;
    this.events = [...o.events];
    const tv: ServedSeat = {
      name: 'TV',
      page: 'gm-tv',
      view: () => this.view(null),
      answer: () => ({ status: 409, error: 'the TV is asked nothing' }),
      connected: (pages) => (this.tvPages = pages),
    };
    this.seats = [
      tv,
      ...o.players.map(
        (player): ServedSeat => ({
          name: player,
          page: 'gm-player',
          view: () => this.view(player),
          answer: (body) => (this.phones ? this.phones.answer(player, body) : { status: 409, error: 'nothing is asked of you now' }),
          connected: (pages) => this.connected(player, pages),
        }),
      ),
    ];
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Something changed: the pages are told once, soon, for all that changed meanwhile. */
  changed(): void {
    if (this.pending) return;
    this.pending = true;
    this.o.soon(() => {
      this.pending = false;
      for (const l of this.listeners) l();
    });
  }

  /** An event the session wrote to the players' stream, at its place. */
  written(event: StreamEvent, at: number): void {
    this.events[at] = event;
    this.changed();
  }

  /** How many TV pages are open (the GM's :links says it). */
  tvPages = 0;

  /** Is a page of this player's open? */
  online(player: string): boolean {
    return (this.pages.get(player) ?? 0) > 0;
  }

  private connected(player: string, pages: number): void {
    const before = this.online(player);
    this.pages.set(player, pages);
    if (before !== pages > 0) {
      this.o.presence?.(player, pages > 0);
      this.changed();
    }
  }

  /** The view of the TV (null) or of a player. */
  view(player: string | null): GmPage {
    const online = new Set(this.o.players.filter((p) => this.online(p)));
    const page = gmPage({ events: this.events, audience: player === null ? TABLE : { player }, online, live: this.phones?.live() ?? null, title: this.title });
    return { ...page, tavern: this.cardsFor(player, page) };
  }

  /** A hero's card game now (an adventure's tavern): its views (serve/tavern/views.ts), his seat, his player. */
  private cards: { views: TavernViews; seat: number; player: string | null } | null = null;

  /** The card game as the page of `player` (null: the TV) shows it: the seat's to its player, the table's to the TV, none to the others. */
  private cardsFor(player: string | null, page: GmPage): GmPage['tavern'] {
    const c = this.cards;
    if (!c) return null;
    if (player === null) return c.views.tvView();
    if (player !== c.player) return null;
    // The question is the page's own (the terminal's, on his phone too: phone-io.ts).
    return { ...c.views.seatView(c.seat), question: page.question };
  }

  /** Follows a hero's card games (gm/session.ts, watchTavern); `player` names the player of the hero now playing. */
  cardWatch(player: () => string | null): TavernWatch {
    return {
      start: (match) => {
        const who = player();
        const seat = Math.max(0, match.seats.findIndex((s) => s.player === 'me'));
        const views = new TavernViews({ match, face: loadFace(match.game.id), online: () => who !== null && this.online(who), question: () => null, notes: () => [] });
        this.cards = { views, seat, player: who };
        this.changed();
      },
      moved: () => {
        this.cards?.views.moved();
        this.changed();
      },
      end: () => {
        this.cards = null;
        this.changed();
      },
    };
  }
}
