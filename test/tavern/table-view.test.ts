// The table's view of every game (design.md, "Nobody peeks"): what a screen every player looks at (the
// TV of `law tavern --serve`) is given. It must hold nothing any seat cannot see: every deal that
// agrees with what one seat sees gives the same table view, whichever seat that is. And a seat sees
// at least the table: each of the table view's parts is in the seat's view too (with the seat's own
// cards added where the game shows them, e.g. the tops of its own dice).
import { Rng } from '../../src/dice/rng';
import { botChoice, GAME_IDS, loadGame, nameSeats, startMatch, takeAction } from '../../src/tavern';

const TABLES: Record<string, { players: number; variants: string[] }> = {
  deceptidice: { players: 3, variants: ['swap', 'predictable', 'power-cards'] },
  'dragons-bluff': { players: 4, variants: [] },
  'legends-and-lies': { players: 4, variants: [] },
  treasure: { players: 3, variants: ['long'] },
};

/** The parts of the table that a seat's view may show with more in them (its own cards among them). */
const FILLED_IN: Record<string, string[]> = { deceptidice: ['seats'], 'dragons-bluff': ['under'] };

describe('the table view of every game', () => {
  test.each([...GAME_IDS])('%s: the same for every deal a seat cannot tell apart; each seat sees all of it', (id) => {
    const game = loadGame(id);
    const { players, variants } = TABLES[id];
    const seats = nameSeats(Array.from({ length: players }, () => 'normal' as const));
    const m = startMatch(game, { names: seats.map((x) => x.name), variants }, seats, `table-view/${id}`);
    const rng = Rng.fromSeed(`table-view/${id}`);
    let checked = 0;
    for (let step = 0; step < 150; step++) {
      const table = game.tableView(m.state) as Record<string, unknown>;
      expect(table).not.toHaveProperty('seat');
      for (let k = 0; k < players; k++) {
        const seatView = game.view(m.state, k) as Record<string, unknown>;
        for (const [key, value] of Object.entries(table)) if (!FILLED_IN[id]?.includes(key)) expect([key, seatView[key]]).toEqual([key, value]);
        if (game.toAct(m.state) === null) continue;
        const other = game.determinize(seatView, rng);
        expect(game.tableView(other)).toEqual(table);
        checked++;
      }
      if (game.toAct(m.state) === null) break;
      takeAction(m, botChoice(m, 'normal'));
    }
    expect(checked).toBeGreaterThan(60);
  });

  test('Deceptidice: the table shows a die\'s top card only once it is face up for all', () => {
    const game = loadGame('deceptidice');
    const seats = nameSeats(['normal', 'normal', 'normal']);
    const m = startMatch(game, { names: seats.map((x) => x.name), variants: ['predictable'] }, seats, 'table-view/tops');
    const tops = () => (game.tableView(m.state) as { seats: { dice: { top: string | null; revealed: boolean }[] }[] }).seats.flatMap((s) => s.dice);
    expect(tops().every((d) => d.top === null && !d.revealed)).toBe(true);
    // "More predictable": on his turn a seat first turns up one of his dice.
    let revealed = 0;
    for (let step = 0; step < 12; step++) {
      takeAction(m, botChoice(m, 'normal'));
      expect(tops().every((d) => (d.top !== null) === d.revealed)).toBe(true);
      revealed = Math.max(revealed, tops().filter((d) => d.revealed).length);
    }
    expect(revealed).toBeGreaterThan(1);
  });
});
