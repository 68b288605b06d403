// What the server sends a tavern page and what the page reads (issue 28) are written on two sides of a
// wall: the pages are compiled for the browser on their own (tsconfig.pages.json), so they cannot
// import the server's types; the server builds with the pages' own plain types where it can (a tavern
// page, a question, a card's look). This file holds the rest to one shape: tsc (which type-checks the
// tests) refuses it when a game's view changes on one side only; and it builds every game's real
// views, the TV's and each person's, as the server sends them.
import type { DeceptidiceView, DragonsBluffView, LegendsView, TavernPage, TreasureView } from '../../src/serve/pages/tavern/wire';
import { ServedTavern } from '../../src/serve/tavern/table';
import type * as Deceptidice from '../../src/tavern/deceptidice/view';
import type * as DragonsBluff from '../../src/tavern/dragons-bluff/view';
import type * as Legends from '../../src/tavern/legends-and-lies/view';
import type * as Treasure from '../../src/tavern/treasure/view';
import { GAME_IDS, loadGame, nameSeats, startMatch } from '../../src/tavern';
import { loadFace } from '../../src/tavern/terminal/face';

/** Compiles only when a value of type `From` may be read as `To`. */
function fits<From extends To, To>(): true {
  return true;
}

describe('the tavern pages\' wire', () => {
  test('each game\'s views, the seat\'s and the table\'s, have what its page draws', () => {
    expect(fits<Deceptidice.View, DeceptidiceView>() && fits<Deceptidice.TableView, DeceptidiceView>()).toBe(true);
    expect(fits<DragonsBluff.View, DragonsBluffView>() && fits<DragonsBluff.TableView, DragonsBluffView>()).toBe(true);
    expect(fits<Legends.View, LegendsView>() && fits<Legends.TableView, LegendsView>()).toBe(true);
    expect(fits<Treasure.View, TreasureView>() && fits<Treasure.TableView, TreasureView>()).toBe(true);
  });

  test.each([...GAME_IDS])('%s: the TV\'s and each person\'s views are plain JSON, and every card a person holds has a look', (id) => {
    const game = loadGame(id);
    const seats = nameSeats(['me', 'me', 'normal']);
    const m = startMatch(game, { names: seats.map((s) => s.name), variants: [] }, seats, `wire/${id}`);
    const table = new ServedTavern({ match: m, face: loadFace(id), run: 'wire', botPause: 0, wait: async () => {} });
    const [tv, ...phones] = table.seats.map((s) => s.view() as TavernPage);
    expect(phones).toHaveLength(2);
    for (const v of [tv, ...phones]) expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(tv).toMatchObject({ page: 'tavern-tv', you: null, question: null, since: null });
    phones.forEach((v, i) => {
      expect(v).toMatchObject({ page: 'tavern-seat', you: i });
      const own = v.view as { hand?: string[]; seats?: { dice?: { top: string | null }[] }[] };
      const held = own.hand ?? (own.seats?.[i].dice ?? []).flatMap((d) => (d.top === null ? [] : [d.top]));
      expect(held.length).toBeGreaterThan(0);
      for (const code of held) expect(v.cards[code]).toMatchObject({ name: expect.any(String), mark: expect.any(String) });
    });
  });
});
