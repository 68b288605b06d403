// Every game's events, checked alike (design.md, "Nobody peeks" and "The core emits, faces draw"):
// a seat's stream of events (eventsFor) carries nothing its view does not, so a web page of one seat
// can be sent its events as they come without leaking another seat's hidden cards; the game's last
// event says how it ended; the terminal face has words for every event.
import { Rng } from '../../src/dice/rng';
import type { AnyGame, TavernEvent } from '../../src/tavern';
import { autoPlay, botChoice, eventsFor, GAME_IDS, gameOver, loadFace, loadGame, nameSeats, publicEvents, seenBy, startMatch, takeAction } from '../../src/tavern';

const TABLES: Record<string, { players: number; variants: string[] }> = {
  deceptidice: { players: 3, variants: ['swap', 'predictable', 'power-cards'] },
  'dragons-bluff': { players: 4, variants: [] },
  'legends-and-lies': { players: 4, variants: [] },
  treasure: { players: 3, variants: ['long'] },
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Up to `most` of the legal actions, picked with `rng`: the searches below try each. */
function some<A>(legal: readonly A[], most: number, rng: Rng): A[] {
  const left = [...legal];
  const out: A[] = [];
  while (left.length && out.length < most) out.push(left.splice(Math.floor(rng.next() * left.length), 1)[0]);
  return out;
}

/**
 * At the state `s`, with `actor` to act: for each other seat, (1) two actions of the actor that leave
 * that seat the same view leave it the same events, and (2) a deal that differs only in what that
 * seat cannot see gives it, for the same action, the same events whenever its view after is the same.
 */
function checkBlindEvents(game: AnyGame, s: unknown, actor: number, rng: Rng): number {
  let checked = 0;
  const after = (state: unknown, action: unknown) => {
    const t = game.clone(state);
    return { t, events: game.apply(t, action) as TavernEvent[] };
  };
  const tried = some(game.legal(s), 5, rng).map((a) => ({ a, ...after(s, a) }));
  for (let k = 0; k < (s as { names: string[] }).names.length; k++) {
    if (k === actor) continue;
    for (let i = 0; i < tried.length; i++) {
      for (let j = i + 1; j < tried.length; j++) {
        if (!same(game.view(tried[i].t, k), game.view(tried[j].t, k))) continue;
        expect(eventsFor(tried[j].events, k)).toEqual(eventsFor(tried[i].events, k));
        checked++;
      }
    }
    const other = game.determinize(game.view(s, k), rng);
    const a = tried[0].a;
    const key = game.actionKey(a);
    if (game.toAct(other) !== actor || !game.legal(other).some((b: unknown) => game.actionKey(b) === key)) continue;
    const mine = after(s, a);
    const theirs = after(other, a);
    if (!same(game.view(mine.t, k), game.view(theirs.t, k))) continue;
    expect(eventsFor(theirs.events, k)).toEqual(eventsFor(mine.events, k));
    checked++;
  }
  return checked;
}

describe('the events of every game', () => {
  test.each([...GAME_IDS])('%s: a seat\'s events carry nothing its view does not', (id) => {
    const game = loadGame(id);
    const { players, variants } = TABLES[id];
    const seats = nameSeats(Array.from({ length: players }, () => 'normal' as const));
    const m = startMatch(game, { names: seats.map((x) => x.name), variants }, seats, `events/${id}`);
    const rng = Rng.fromSeed(`events/${id}`);
    let checked = 0;
    for (let step = 0; step < 120 && game.toAct(m.state) !== null; step++) {
      checked += checkBlindEvents(game, m.state, game.toAct(m.state)!, rng);
      takeAction(m, botChoice(m, 'normal'));
    }
    // The searches found many pairs to compare (a test that compares nothing proves nothing).
    expect(checked).toBeGreaterThan(20);
  });

  test.each([...GAME_IDS])('%s: private events are each one seat\'s; the last event is the public `over` with the result; the terminal tells every event', (id) => {
    const game = loadGame(id);
    const face = loadFace(id);
    const { players, variants } = TABLES[id];
    const seats = nameSeats(Array.from({ length: players }, () => 'easy' as const));
    const m = startMatch(game, { names: seats.map((x) => x.name), variants }, seats, `over/${id}`);
    const result = autoPlay(m, 'easy');
    for (const e of m.events) {
      if (e.only) expect(e.only).toHaveLength(1);
      expect(Array.isArray(face.tell(e, m.options.names))).toBe(true);
    }
    const over = gameOver(m.events)!;
    expect(over).toMatchObject({ type: 'over', scores: result.scores, places: result.places });
    expect(over.only).toBeUndefined();
    expect(m.events.filter((e) => e.type === 'over')).toHaveLength(1);
    // Each seat's stream: the public events and its own, in order.
    for (let k = 0; k < players; k++) expect(eventsFor(m.events, k)).toEqual(m.events.filter((e) => seenBy(e, k)));
    expect(publicEvents(m.events).every((e) => !e.only)).toBe(true);
    // Every kind of event of a game has words (one unknown to the face would throw or say nothing useful).
    const types = new Set(m.events.map((e) => e.type));
    for (const t of types) {
      const e = m.events.find((x) => x.type === t)!;
      expect(face.tell(e, m.options.names).every((line: unknown) => typeof line === 'string' && line.length > 0)).toBe(true);
    }
  });
});
