// A game with people at the screen: bots move on their own, a person is asked through the Io. What
// the seat holding the screen may see is shown as it happens. With two or more people on one
// screen, the screen is cleared and handed over before a person's own cards are shown, and the new
// holder is first shown what he may see of all that happened since he last held it (his own cards
// dealt or drawn included), so nothing said at the table is lost to him by the clearing.
//
// At a terminal whose size is known, each of a person's decisions is one screen drawn in place
// (issue 29): what happened since his last decision, the table as his seat sees it, laid out to fit
// what is left (a game's compact layout on a small terminal), and under it the question, with the
// room the question needs kept free. What happened that does not fit above the table is shown
// first, a screenful at a time, each read before Enter goes on. Nothing he needs is left in the
// scrollback. Scripted play and pipes print every event as it happens, as before.
import type { Io, ScreenSize } from '../../io/io';
import type { Style } from '../../io/style';
import { stripAnsi } from '../../io/style';
import { foldLine } from '../../io/fold-line';
import type { TavernEvent, TavernResult } from '../frame/game';
import { seenBy } from '../frame/game';
import type { Match } from '../frame/match';
import { botChoice, takeAction } from '../frame/match';
import type { AnyFace } from './face';
import { loadFace } from './face';
import { addressYou, ioForYou } from './second-person';

export interface TableSettings {
  readonly io: Io;
  readonly style: Style;
  /** The game's terminal face; absent, the one of the game's id. */
  readonly face?: AnyFace;
  /** Called after every action, e.g. to save the game so far. */
  readonly afterAction?: (m: Match) => void;
  /** Events before this index were shown already (a resumed game): not shown again. */
  readonly shownEvents?: number;
  /**
   * Lines told before the game's first event (its title and who sits where): said first, and at a
   * terminal drawn in place the first of what happened on the first decision's screen (said
   * before it, the screen would clear them unread).
   */
  readonly opening?: readonly string[];
}

/**
 * Rows kept under the table for a person's question: the question, a page of at least five choices
 * (a longer list scrolls in it), the help line under it, and the line a first answer leaves when a
 * second small question follows.
 */
export const QUESTION_ROWS = 9;

/** The lines of what happened that the table makes room for, at least (more where the table leaves room). */
const LOG_ROWS = 6;

/** The fewest rows a screen is drawn for: below it, the table is printed as in a pipe. */
const MIN_SCREEN_ROWS = 16;

const foldedLines = (lines: readonly string[], columns: number): string[] => {
  const width = Math.max(20, columns);
  // A face may tell an event in lines of its own ("...\n  Tabloids."): each is a line of the screen.
  return lines.flatMap((text) => text.split('\n')).flatMap((line) => (stripAnsi(line).length <= width ? [line] : foldLine(line, '  ', width)));
};

/**
 * One screen of a decision, in `size` (the rows above the question): the newest lines of what
 * happened that fit above the table, marked when older ones were left out (`paged`: they were
 * shown on a page before it), then the table.
 */
export function decisionScreen(happened: readonly string[], table: string, size: ScreenSize, style: Style, paged = false): string {
  const tableLines = table.split('\n');
  const folded = foldedLines(happened, size.columns);
  // The table and a blank line above it.
  const room = Math.max(0, size.rows - tableLines.length - 1);
  let shown = folded;
  if (folded.length > room) {
    const kept = room > 1 ? folded.slice(folded.length - (room - 1)) : [];
    const left = folded.length - kept.length;
    const lines = `${left} earlier line${left === 1 ? '' : 's'}`;
    shown = kept.length ? [style.dim(paged ? `(${lines} on the page before)` : `(and ${lines})`), ...kept] : [];
  }
  return [...shown, ...(shown.length ? [''] : []), ...tableLines].join('\n');
}

/** Plays the match to its end; people answer through `io`. End of input ends it (EndOfInput). */
export async function playAtTable(m: Match, t: TableSettings): Promise<TavernResult> {
  const { style } = t;
  const face = t.face ?? loadFace(m.game.id);
  const names = m.options.names;
  // A lone person seated as "You" is addressed as such (second-person.ts): each line of what
  // happened, the table and every question. The opening is said as it is written: it lists the
  // seats by name ("Dragon's Bluff: Old Maeve (normal), Tobin (hard), You."), and a pipe and a
  // screen say it alike.
  const you = m.seats.some((s) => s.player === 'me' && s.name === 'You');
  const io = you ? ioForYou(t.io) : t.io;
  const address = you ? addressYou : (text: string) => text;
  const people = m.seats.flatMap((s, i) => (s.player === 'me' ? [i] : []));
  const shared = people.length > 1;
  // The seat that holds the screen now; with one person, always that person.
  let holder: number | null = people.length === 1 ? people[0] : null;
  // For each person, how many of the match's events the screen had shown when he last gave it up:
  // a handover clears the screen, so he is shown again what he may see of what came after.
  const seenUpTo = new Map<number, number>(people.map((p) => [p, t.shownEvents ?? 0]));
  // A terminal of known size draws each decision as one screen (the module's header).
  const screen = (): ScreenSize | undefined => {
    const size = io.interactive && io.clearScreen ? io.screenSize?.() : undefined;
    return size && size.rows >= MIN_SCREEN_ROWS ? size : undefined;
  };
  // On such a screen, for each person, the events before this index were on a screen of his.
  const drawnUpTo = new Map<number, number>(people.map((p) => [p, t.shownEvents ?? 0]));

  const mayShow = (e: TavernEvent) => !e.only || (holder !== null && seenBy(e, holder));
  const lines = (events: readonly TavernEvent[]) => events.flatMap((e) => (mayShow(e) ? face.tell(e, names).map((line) => (e.only ? style.dim(line) : line)) : []));
  const show = (events: readonly TavernEvent[]) => {
    if (!screen()) for (const line of lines(events)) io.say(line);
  };
  if (!screen()) for (const line of t.opening ?? []) t.io.say(line);
  let opening = screen() ? [...(t.opening ?? [])] : [];
  show(m.events.slice(t.shownEvents ?? 0));

  for (;;) {
    const seat = m.game.toAct(m.state);
    if (seat === null) break;
    const spec = m.seats[seat];
    let action: unknown;
    if (spec.player !== 'me') {
      action = botChoice(m, spec.player);
    } else {
      if (shared && holder !== seat) {
        if (holder !== null) seenUpTo.set(holder, m.events.length);
        holder = null;
        if (io.interactive) io.clearScreen?.();
        await io.askText(`${spec.name}, take the screen (the others look away) and press Enter.`, { default: '' });
        holder = seat;
        show(m.events.slice(seenUpTo.get(seat)));
      }
      const view = m.game.view(m.state, seat);
      const size = screen();
      if (size) {
        // Addressed line by line before the lines are folded to the screen's width ("You has" reads
        // "You have", a letter wider), and the screen said through the Io as it is.
        const happened = [...opening, ...lines(m.events.slice(drawnUpTo.get(seat))).map(address)];
        opening = [];
        drawnUpTo.set(seat, m.events.length);
        const question = face.questionRows?.(view) ?? QUESTION_ROWS;
        // The newest few lines of what happened are kept room for before the table is laid out.
        const folded = foldedLines(happened, size.columns);
        const told = Math.min(LOG_ROWS, folded.length);
        const room = { rows: Math.max(1, size.rows - question - (told ? told + 1 : 0)), columns: size.columns };
        const table = address(face.show(view, style, room));
        const above = size.rows - question - table.split('\n').length - 1;
        // What will not all fit above the table is read whole first, on pages of its own
        // (io.pageThrough), and what stands unread (an adventure's text before its card game)
        // before that: the screen once began "(and 9 earlier lines)", and those were never shown.
        const paged = folded.length > Math.max(0, above) && t.io.pageThrough !== undefined;
        await t.io.pageThrough?.(paged ? folded : []);
        t.io.clearScreen!(true);
        t.io.say(decisionScreen(folded, table, { rows: size.rows - question, columns: size.columns }, style, paged));
      } else {
        io.say('');
        io.say(face.show(view, style));
      }
      const legal = m.game.legal(m.state);
      action = face.ask
        ? await face.ask(view, legal, io, spec.name)
        : await io.choose(
            `${spec.name}, your move:`,
            legal.map((a: unknown) => ({ name: face.describe(a, view), value: a })),
          );
    }
    show(takeAction(m, action));
    t.afterAction?.(m);
  }
  // No clear at the end: nothing is secret any more, and the last events say how the game ended.
  if (screen() && holder !== null) for (const line of lines(m.events.slice(drawnUpTo.get(holder)))) io.say(line);
  return m.game.result(m.state)!;
}
