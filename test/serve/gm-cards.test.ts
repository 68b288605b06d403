// A card game inside an adventure at a served GM's table (serve/gm/table.ts, cardWatch; issue 28):
// the hero's player's page gets the game as the hero's seat sees it, the TV the table as everyone
// sees it, the other players nothing of it; nobody's hand is on a page not his; the pages go back to
// the story when the game is over.
import { ServedGmTable } from '../../src/serve/gm/table';
import { heroMatch } from '../../src/tavern/frame/hero';
import { botChoice, seatToAct, takeAction } from '../../src/tavern/frame/match';

const table = () => new ServedGmTable({ title: 'The Eel Barrel', players: ['Ana', 'Ben'], events: [], soon: (f) => f() });

test("Nobody peeks: Ysolde's hand at Dragon's Bluff is on Ben's page alone, the TV shows the table, Ana's page nothing of the game", () => {
  const t = table();
  let changes = 0;
  t.onChange(() => changes++);
  const watch = t.cardWatch(() => 'Ben');
  const m = heroMatch({ game: 'dragons-bluff', opponents: [{ name: 'Hob', level: 'easy' }, { name: 'Pike', level: 'easy' }] }, 'Ysolde', 'me', 'cards 1');
  expect(t.view('Ben').tavern).toBeNull();
  watch.start(m, 'Ysolde');
  expect(changes).toBe(1);

  const ben = t.view('Ben').tavern!;
  expect(ben).toMatchObject({ page: 'tavern-seat', you: 0, game: { id: 'dragons-bluff' }, since: null, question: null });
  const hand = (ben.view as { hand: string[] }).hand;
  expect(hand.length).toBeGreaterThan(0);
  expect(t.view('Ana').tavern).toBeNull();
  const tv = t.view(null).tavern!;
  expect(tv).toMatchObject({ page: 'tavern-tv', you: null, question: null });
  for (const key of ['hand', 'myDown', 'identity']) {
    expect(tv.view).not.toHaveProperty(key);
    expect(JSON.stringify(t.view(null))).not.toContain(`"${key}"`);
    expect(JSON.stringify(t.view('Ana'))).not.toContain(`"${key}"`);
  }

  // Moves made: what happened since the hero's last move is marked on his page; the TV's log holds no event for one seat alone.
  let heroMoved = false;
  for (let i = 0; i < 400 && seatToAct(m) !== null; i++) {
    const seat = seatToAct(m)!;
    takeAction(m, botChoice(m, 'easy'));
    watch.moved();
    if (seat === 0) heroMoved = true;
    if (heroMoved) expect(t.view('Ben').tavern!.since).not.toBeNull();
    expect(t.view(null).tavern!.log.every((e) => !e.own)).toBe(true);
  }
  expect(heroMoved).toBe(true);
  expect(t.view(null).tavern!.over).not.toBeNull();

  // The game is over: every page is back to the story.
  watch.end();
  for (const who of [null, 'Ana', 'Ben']) expect(t.view(who).tavern).toBeNull();
});
