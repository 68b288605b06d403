// What a GM's-table page is sent (serve/gm/ builds it from the players' stream, gm/stream.ts, with
// the one view function every face uses, gm/view.ts `viewOf`; its URL answers it as JSON). Plain
// data, no DOM, so that the server builds its views with these same types (`import type`: the pages
// are compiled for the browser on their own and cannot import the server's code).
//
// Two pages draw it: the TV's ('gm-tv': the players' screen made for a room, the table's view) and
// a player's ('gm-player': his heroes, the story as he may see it with his whispers, and his
// question). The words are the server's (gm/story-words.ts), so that a page says what `law view`
// says; the board and the sheets are data, drawn by the pages.
import type { Question } from '../common/wire.js';
import type { TavernPage } from '../tavern/wire.js';

/** One line of the story as the players' screen tells it. */
export interface GmLine {
  /** The event's place in the players' stream: a page keeps what it has drawn by it. */
  readonly at: number;
  /** The event's kind (stream.ts `t`: "section", "text", "say", "whisper", "roll", "note", ...): the page's style for it. */
  readonly kind: string;
  /** Its words, as `law view` prints them. */
  readonly text: string;
  /** Taken back by an undo: drawn struck out. */
  readonly undone: boolean;
}

/** A member of the party as his players know him (stream.ts StreamMember), with his spells. */
export interface GmMember {
  readonly name: string;
  readonly player: string | null;
  readonly st: number;
  readonly dx: number;
  readonly iq: number;
  readonly damage: number;
  readonly fatigue: number;
  readonly gold: number;
  readonly karma: number;
  readonly xp: number;
  readonly items: readonly { readonly name: string; readonly count: number }[];
  /** The spells he knows, with what each costs in ST as the terminal shows it ("2", "1/turn"). */
  readonly spells: readonly { readonly name: string; readonly cost: string }[];
  readonly status: 'standing' | 'unconscious' | 'dead';
}

/** A figure on the board (stream.ts StreamFigure): a foe's numbers are null, as on the players' screen. */
export interface GmFigure {
  readonly id: string;
  readonly letter: string;
  readonly name: string;
  readonly player: string | null;
  readonly side: 'party' | 'foes';
  /** ST, DX, MA, damage, fatigue, armor; null where the players do not know them. */
  readonly numbers: readonly (number | null)[];
  readonly weapon: string;
  readonly state: string;
  /** Its hex: an index into the map's terrain (row by row). */
  readonly cell: number;
  /** Hexes it takes (1 for a man; a large creature more, around `cell`). */
  readonly size: number;
  readonly status: 'standing' | 'down' | 'fled';
  readonly grapple: string | null;
}

/** The fight under way, as the party sees it. */
export interface GmFight {
  /** One character a hex, row by row: `.` floor, `#` wall, `%` cover, `_` no hex (stream.ts MapShape). */
  readonly map: { readonly width: number; readonly height: number; readonly terrain: string };
  /** The hexes' names as the terminal prints them ("c4"), by cell: what a move option says. */
  readonly labels: readonly string[];
  readonly round: number;
  /** The figure whose turn it is (its id), if any. */
  readonly acting: string | null;
  readonly figures: readonly GmFigure[];
  /** Gear on the ground: the hex and what lies there. */
  readonly floor: readonly { readonly cell: number; readonly word: string }[];
  /** Magic on hexes (a Shadow, a Wall): its symbol as the board draws it, and its hexes. */
  readonly effects: readonly { readonly symbol: string; readonly cells: readonly number[] }[];
  /** Fought in the dark: the page says so (what the party cannot see is not in the view at all). */
  readonly dark: boolean;
}

/** Who sits at the table: a player, the heroes he plays, and whether a page of his is open. */
export interface GmSeat {
  readonly player: string;
  readonly heroes: readonly string[];
  readonly online: boolean;
}

/** A GM's-table page's view (TV or player). */
export interface GmPage {
  readonly page: 'gm-tv' | 'gm-player';
  /** The adventure's title. */
  readonly title: string;
  readonly seats: readonly GmSeat[];
  /** The player this page is for; null on the TV. */
  readonly you: string | null;
  /** Where the party is: the section's title, or null before the first. */
  readonly section: string | null;
  /** The game's clock in words ("Day 1, 8:00 am"), or null where the adventure keeps none. */
  readonly time: string | null;
  /** The counters shown to the players ("Torches: 3"). */
  readonly counters: readonly { readonly label: string; readonly value: number }[];
  /** The whole party (the players' screen shows every member's numbers); a player's page puts his first. */
  readonly party: readonly GmMember[];
  /** Companions travelling with the party. */
  readonly companions: readonly { readonly name: string; readonly status: 'unhurt' | 'wounded' }[];
  /** The story this page may see, oldest first (the newest STORY_MOST lines at most; whispers to this player only). */
  readonly story: readonly GmLine[];
  /** Where in `story` the players last decided: what follows is new to them. */
  readonly since: number;
  readonly fight: GmFight | null;
  /** Who the table waits for, in the terminal's words ("Ben: roll 3D6 for Ysolde (3/IQ)"); null when nobody. */
  readonly waiting: string | null;
  /** The options the table may take now, as the players' screen lists them under whose turn it is (gm/story-words.ts, tableOptions); null in a fight's menus and when nobody chooses. */
  readonly choices: readonly string[] | null;
  /**
   * This page's own question, when the decision or roll is this player's (or the whole table's) to
   * answer from his phone: the terminal's options, in its words. Null on the TV, and when the
   * question is another's. The GM can still answer it at the terminal; then it goes away.
   */
  readonly question: Question | null;
  /** The adventure ended: its ending's title and kind. */
  readonly ended: { readonly title: string; readonly kind: string } | null;
  /**
   * A card game a hero plays now (an adventure's tavern): on his player's page the table as the
   * hero's seat sees it (his hand, what happened since his move, the question as `question`); on the
   * TV the table as everyone sees it, nobody's hand; null on the other players' pages and out of a
   * game.
   */
  readonly tavern?: TavernPage | null;
}

/** The most story lines a page is sent: an evening's story is long, a page shows its end. */
export const STORY_MOST = 400;
