// A game with people at the screen: bots move on their own, a person is asked through the Io. What
// the seat holding the screen may see is shown as it happens. With two or more people on one
// screen, the screen is cleared and handed over before a person's own cards are shown, and the new
// holder is first shown what he may see of all that happened since he last held it (his own cards
// dealt or drawn included), so nothing said at the table is lost to him by the clearing.
import type { Io } from '../../io/io';
import type { Style } from '../../io/style';
import type { TavernEvent, TavernResult } from '../frame/game';
import { seenBy } from '../frame/game';
import type { Match } from '../frame/match';
import { botChoice, takeAction } from '../frame/match';
import type { AnyFace } from './face';
import { loadFace } from './face';
import { ioForYou } from './second-person';

export interface TableSettings {
  readonly io: Io;
  readonly style: Style;
  /** The game's terminal face; absent, the one of the game's id. */
  readonly face?: AnyFace;
  /** Called after every action, e.g. to save the game so far. */
  readonly afterAction?: (m: Match) => void;
  /** Events before this index were shown already (a resumed game): not shown again. */
  readonly shownEvents?: number;
}

/** Plays the match to its end; people answer through `io`. End of input ends it (EndOfInput). */
export async function playAtTable(m: Match, t: TableSettings): Promise<TavernResult> {
  const { style } = t;
  const face = t.face ?? loadFace(m.game.id);
  const names = m.options.names;
  // A lone person seated as "You" is addressed as such (second-person.ts).
  const io = m.seats.some((s) => s.player === 'me' && s.name === 'You') ? ioForYou(t.io) : t.io;
  const people = m.seats.flatMap((s, i) => (s.player === 'me' ? [i] : []));
  const shared = people.length > 1;
  // The seat that holds the screen now; with one person, always that person.
  let holder: number | null = people.length === 1 ? people[0] : null;
  // For each person, how many of the match's events the screen had shown when he last gave it up:
  // a handover clears the screen, so he is shown again what he may see of what came after.
  const seenUpTo = new Map<number, number>(people.map((p) => [p, t.shownEvents ?? 0]));

  const mayShow = (e: TavernEvent) => !e.only || (holder !== null && seenBy(e, holder));
  const show = (events: readonly TavernEvent[]) => {
    for (const e of events) if (mayShow(e)) for (const line of face.tell(e, names)) io.say(e.only ? style.dim(line) : line);
  };
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
      io.say('');
      io.say(face.show(view, style));
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
  return m.game.result(m.state)!;
}
