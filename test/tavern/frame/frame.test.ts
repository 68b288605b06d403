// The tavern's frame on a toy game: decks, seats, matches that replay, the search bot, people at one
// screen, and the simulator.
import { expectReplayable } from '../../helpers/tavern';
import { Rng } from '../../../src/dice/rng';
import { RecordedIo } from '../../../src/io';
import { autoPlay, deal, loadGame, nameSeats, REGULARS, regularsText, parsePlayers, styleSeats, playAtTable, resumeTavern, seatPlan, seatReports, shuffle, simulate, stackDeck, startMatch, takeAction, tavernSave, TavernError } from '../../../src/tavern';
import { heroOutcome } from '../../../src/tavern/frame/hero';
import { TOY, TOY_FACE } from './toy-game';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

describe('tavern frame: cards', () => {
  test('a shuffle is a permutation fixed by the seed', () => {
    const a = shuffle([1, 2, 3, 4, 5, 6, 7, 8], Rng.fromSeed('x'));
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(shuffle([1, 2, 3, 4, 5, 6, 7, 8], Rng.fromSeed('x'))).toEqual(a);
  });

  test('a stacked deck puts the listed cards on top in order, the rest beneath', () => {
    const d = stackDeck([1, 2, 3, 4, 5], (n) => `C${n}`, ['c4', 'C2'], Rng.fromSeed(1));
    expect(d.slice(0, 2)).toEqual([4, 2]);
    expect([...d].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test('a stacked deck refuses a card the game does not have, and a card listed too often', () => {
    expect(() => stackDeck([1, 2], (n) => `C${n}`, ['C9'], Rng.fromSeed(1))).toThrow(/"C9", is not a card/);
    expect(() => stackDeck([1, 2], (n) => `C${n}`, ['C1', 'C1'], Rng.fromSeed(1))).toThrow(/listed more times/);
  });

  test('dealing goes one card at a time round the table', () => {
    expect(deal([1, 2, 3, 4, 5, 6, 7], 3, 2)).toEqual([[1, 4], [2, 5], [3, 6]]);
    expect(() => deal([1, 2], 3, 1)).toThrow(TavernError);
  });
});

describe('tavern frame: seats', () => {
  test('--seats reads people and bot levels; a typo is refused', () => {
    expect(parsePlayers('me, Hard,normal')).toEqual(['me', 'hard', 'normal']);
    expect(() => parsePlayers('me,expert')).toThrow(/"expert" in --seats is not a seat/);
    // A bot may take a style (issue 33); a person may not.
    expect(parsePlayers('me,hard:bluffer,normal:Cautious')).toEqual(['me', 'hard', 'normal']);
    expect(() => parsePlayers('me:bold,hard')).toThrow(/"me:bold" in --seats: a bot's style is one of/);
    expect(() => parsePlayers('hard:sly,normal')).toThrow(/"hard:sly" in --seats: a bot's style is one of steady, cautious, bold, bluffer/);
    const seats = nameSeats(['me', 'hard', 'normal', 'easy'], [], true);
    expect(styleSeats(seats, 'me,hard:bluffer,normal:steady,easy')).toEqual([
      { name: 'You', player: 'me' },
      { name: 'Old Maeve', player: 'hard', style: 'bluffer' },
      { name: 'Tobin', player: 'normal' },
      { name: 'Grisa', player: 'easy', style: 'bluffer' },
    ]);
    expect(styleSeats(seats, undefined)).toEqual(seats);
  });

  test('without --seats: one person and bots of the level; --auto puts a bot in the person\'s seat', () => {
    expect(seatPlan(undefined, 3, undefined, 'easy', false)).toEqual(['me', 'easy', 'easy']);
    expect(seatPlan(2, 3, undefined, 'hard', true)).toEqual(['hard', 'hard']);
    expect(() => seatPlan(4, 3, 'me,easy', 'easy', false)).toThrow(/--players 4 but --seats lists 2/);
  });

  test('people are named by --names, else "You" or "Player N"; bots by the tavern\'s regulars', () => {
    expect(nameSeats(['me', 'easy']).map((s) => s.name)).toEqual(['You', 'Old Maeve']);
    expect(nameSeats(['me', 'me', 'hard'], ['Ana']).map((s) => s.name)).toEqual(['Ana', 'Player 2', 'Old Maeve']);
  });

  test('at a person\'s table the regulars play in their styles (issue 33); the simulator\'s bots are steady', () => {
    expect(nameSeats(['me', 'hard', 'normal', 'easy', 'hard'], [], true)).toEqual([
      { name: 'You', player: 'me' },
      { name: 'Old Maeve', player: 'hard', style: 'cautious' },
      { name: 'Tobin', player: 'normal', style: 'bold' },
      { name: 'Grisa', player: 'easy', style: 'bluffer' },
      { name: 'Harl the Tanner', player: 'hard' },
    ]);
    expect(nameSeats(['hard', 'normal']).every((s) => s.style === undefined)).toBe(true);
    const text = regularsText('dragons-bluff');
    for (const r of REGULARS) expect(text).toContain(r.name);
    expect(text).toMatch(/Grisa\s+bluffer\s+lies more than anyone/);
    // Every game's bots play styles now; where the words of a style say too little, the game says more.
    expect(regularsText('treasure')).toContain('a bot given a style in --seats');
    expect(regularsText('treasure')).toContain('a bluffer keeps its hand unread');
    expect(regularsText('legends-and-lies')).toContain('the lies are the anomalies');
    for (const game of ['dragons-bluff', 'deceptidice', 'treasure', 'legends-and-lies']) for (const line of regularsText(game).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});

describe('tavern frame: a match', () => {
  const seats = nameSeats(['normal', 'hard', 'easy']);
  const options = { names: seats.map((s) => s.name), variants: [] };

  test('the same seed and the same actions give the same game, byte for byte', () => {
    expectReplayable(TOY, options, seats, 'seed-1');
  });

  test('an action that is not legal is refused, and nothing changes', () => {
    const m = startMatch(TOY, options, seats, 's');
    const before = JSON.stringify(m.state);
    expect(() => takeAction(m, 'fold')).toThrow(/move 1 \(fold\) is not allowed here/);
    expect(JSON.stringify(m.state)).toBe(before);
  });

  test('a finished game takes no more actions', () => {
    const m = startMatch(TOY, options, seats, 's');
    autoPlay(m);
    expect(() => takeAction(m, 'keep')).toThrow(/the game is over/);
  });

  test('the hero wins alone, draws on a shared first place, else loses', () => {
    expect(heroOutcome({ scores: [6, 2], places: [1, 2] })).toBe('win');
    expect(heroOutcome({ scores: [6, 6], places: [1, 1] })).toBe('draw');
    expect(heroOutcome({ scores: [2, 6], places: [2, 1] })).toBe('loss');
  });
});

describe('tavern frame: a game from its parts (tavernGame)', () => {
  const opts = (n: number, variants: string[] = []) => ({ names: names(n), variants });

  test('the options are checked before the deal: the game\'s own check, then the players and the variants', () => {
    const bluff = loadGame('dragons-bluff');
    expect(() => bluff.setup(opts(2), Rng.fromSeed(1))).toThrow("Dragon's Bluff is for 3 to 4 players, not 2");
    expect(() => bluff.setup(opts(3, ['short']), Rng.fromSeed(1))).toThrow('"short" is not a variant of Dragon\'s Bluff: its variants are long');
    expect(() => loadGame('legends-and-lies').checkOptions(opts(3, ['x']))).toThrow('"x" is not a variant of Legends and Lies: it has none');
    expect(() => loadGame('treasure').checkOptions(opts(9))).toThrow('Treasure with two decks is for 3 to 8 players, not 9');
    expect(() => loadGame('treasure').checkOptions(opts(2, ['two-decks']))).toThrow('Treasure with two decks is for 3 to 8 players, not 2');
  });

  test('the result ranks the final scores (equal scores share a place); the state clones as plain JSON', () => {
    const game = loadGame('treasure');
    const s = game.setup(opts(3), Rng.fromSeed(1));
    expect(game.result(s)).toBeNull();
    s.over = true;
    s.totals = [5, 9, 5];
    expect(game.result(s)).toEqual({ scores: [5, 9, 5], places: [2, 1, 2] });
    const c = game.clone(s);
    expect(c).toEqual(s);
    expect(c.hands).not.toBe(s.hands);
    expect(game.figures(s)).toEqual(s.figures);
  });
});

describe('tavern frame: the search bot (IS-MCTS)', () => {
  test('it swaps a low card and keeps a high one, from its view alone', () => {
    const low = { seat: 0, names: names(2), mine: 1, deckSize: 4, turn: 0, swaps: [] };
    const high = { ...low, mine: 6 };
    expect(TOY.bots.hard.decide(low, ['keep', 'swap'], Rng.fromSeed(1))).toBe('swap');
    expect(TOY.bots.hard.decide(high, ['keep', 'swap'], Rng.fromSeed(1))).toBe('keep');
  });

  test('nobody peeks: games that differ only in cards a seat cannot see give it the same view and decision', () => {
    const seats = nameSeats(['hard', 'hard']);
    const opts = { names: seats.map((s) => s.name), variants: [] };
    const a = startMatch(TOY, { ...opts, deck: ['C2', 'C5', 'C1'] }, seats, 'p');
    const b = startMatch(TOY, { ...opts, deck: ['C2', 'C6', 'C4'] }, seats, 'p');
    expect(TOY.view(a.state, 0)).toEqual(TOY.view(b.state, 0));
    expect(TOY.bots.hard.decide(TOY.view(a.state, 0), TOY.legal(a.state), Rng.fromSeed(9))).toBe(TOY.bots.hard.decide(TOY.view(b.state, 0), TOY.legal(b.state), Rng.fromSeed(9)));
  });
});

describe('tavern frame: people at one screen', () => {
  test('one person: the own private events are shown, the bots play between', async () => {
    const seats = nameSeats(['me', 'normal'], ['Ana']);
    const m = startMatch(TOY, { names: seats.map((s) => s.name), variants: [], deck: ['C1', 'C2', 'C6'] }, seats, 'x');
    const io = new RecordedIo(['2']);
    const result = await playAtTable(m, { io, style: io.style, face: TOY_FACE });
    expect(io.output).toContain('You hold 1.');
    expect(io.output).toContain('Ana, your move:\n   1) Keep your card\n   2) Swap it for the top of the deck\n> 2\nAna swaps.\nAna draws 6.\n');
    expect(result.places[0]).toBe(1);
  });

  test('two people: the screen is handed over before each one\'s cards, and one\'s private draw is never shown to the other', async () => {
    const seats = nameSeats(['me', 'me'], ['Ana', 'Ben']);
    const m = startMatch(TOY, { names: seats.map((s) => s.name), variants: [], deck: ['C1', 'C2', 'C6'] }, seats, 'x');
    const io = new RecordedIo(['', '2', '', '1']);
    await playAtTable(m, { io, style: io.style, face: TOY_FACE });
    const out = io.output;
    const handToBen = out.indexOf('Ben, take the screen');
    expect(out.indexOf('Ana, take the screen')).toBeLessThan(out.indexOf('You hold 1.'));
    expect(out.indexOf('Ana draws 6.')).toBeGreaterThan(-1);
    expect(out.indexOf('Ana draws 6.')).toBeLessThan(handToBen);
    expect(out.slice(handToBen)).not.toContain('draws 6');
    expect(out.slice(handToBen)).toContain('You hold 2.');
  });

  test('two people: after a handover the new holder is shown what happened at the table since he last held the screen', async () => {
    const seats = nameSeats(['me', 'normal', 'me'], ['Ana', 'Ben']);
    const m = startMatch(TOY, { names: seats.map((s) => s.name), variants: [], deck: ['C1', 'C5', 'C2', 'C6'] }, seats, 'x');
    const io = new RecordedIo(['', '2', '', '1']);
    await playAtTable(m, { io, style: io.style, face: TOY_FACE });
    const ben = io.output.slice(io.output.indexOf('Ben, take the screen'));
    // Ana's swap and the bot's keep came while Ben looked away; his own screen shows them after the handover.
    expect(ben).toMatch(/^Ben, take the screen.*\n> \nAna swaps\.\nOld Maeve keeps\.\n/);
    expect(ben).not.toContain('Ana draws');
  });
});

describe('tavern frame: the simulator', () => {
  test('wins add up to the games played, with intervals around each rate', () => {
    const seats = nameSeats(['hard', 'easy']);
    const t = simulate(TOY, { names: seats.map((s) => s.name), variants: [] }, seats, 'sim', 200);
    expect(t.games).toBe(200);
    expect(t.seats[0].wins + t.seats[1].wins).toBeCloseTo(200);
    const r = seatReports(t);
    for (const s of r) expect(s.ci95[0]).toBeLessThanOrEqual(s.winRate);
    expect(r[0].winRate).toBeGreaterThan(r[1].winRate);
    expect(t.actions).toBe(400);
  });
});

describe('tavern frame: saves', () => {
  const seats = nameSeats(['me', 'normal'], ['Ana']);
  const options = { names: seats.map((s) => s.name), variants: [] };
  const load = () => TOY;

  test('a bot\'s style is saved and resumed with its seat (issue 33)', () => {
    const styled = [seats[0], { ...seats[1], style: 'bluffer' as const }];
    const m = startMatch(TOY, options, styled, 'keep');
    takeAction(m, 'swap');
    const text = JSON.stringify(tavernSave(m));
    expect(text).toContain('"style":"bluffer"');
    expect(resumeTavern(text, load).seats).toEqual(styled);
  });

  test('a save replays to the very state it was left in', () => {
    const m = startMatch(TOY, options, seats, 'keep');
    takeAction(m, 'swap');
    const back = resumeTavern(JSON.stringify(tavernSave(m)), load);
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(m.state));
    expect(back.actions).toEqual(['swap']);
  });

  test('a save edited by hand can do nothing a player could not: every field and every move is checked', () => {
    const m = startMatch(TOY, options, seats, 'keep');
    takeAction(m, 'swap');
    const good = tavernSave(m) as unknown as Record<string, unknown>;
    const bad = (patch: Record<string, unknown>) => () => resumeTavern(JSON.stringify({ ...good, ...patch }), load);
    expect(bad({ actions: ['swap', 'fold'] })).toThrow(/move 2 \(fold\) is not allowed here/);
    expect(bad({ kind: 'other' })).toThrow(/not a tavern save/);
    expect(bad({ seats: [{ name: 'Ana', player: 'god' }] })).toThrow(/seat 1: "player" must be/);
    expect(bad({ seats: [{ name: 'A\u202eB', player: 'me' }, seats[1]] })).toThrow(/seat 1 has no usable name/);
    expect(bad({ schema: 9 })).toThrow(/schema 9/);
    expect(bad({ seats: [seats[0], { ...seats[1], style: 'sly' }] })).toThrow(/seat 2: "style" is for a bot, one of steady, cautious, bold, bluffer/);
    expect(bad({ seats: [{ ...seats[0], style: 'bold' }, seats[1]] })).toThrow(/seat 1: "style" is for a bot/);
    expect(() => resumeTavern('{"kind": ', load)).toThrow(/not a tavern save/);
  });
});

describe('tavern frame: words for a lone person', () => {
  test('"You" takes the second person: You guess, You have, your guess', () => {
    const { addressYou } = jest.requireActual('../../../src/tavern/terminal/second-person') as typeof import('../../../src/tavern/terminal/second-person');
    expect(addressYou('You guesses: 1 card of green.')).toBe('You guess: 1 card of green.');
    expect(addressYou('The guess holds: You loses the round.')).toBe('The guess holds: You lose the round.');
    expect(addressYou('You discards a die of 2 cards, face up: B3 Y4. You has 7 left.')).toBe('You discard a die of 2 cards, face up: B3 Y4. You have 7 left.');
    expect(addressYou("Tobin challenges You's guess (2 cards).")).toBe('Tobin challenges your guess (2 cards).');
    expect(addressYou("You's turn. You challenges Tobin's guess.")).toBe('Your turn. You challenge Tobin\'s guess.');
    expect(addressYou('You passes; You is the Liar; You tries.')).toBe('You pass; You are the Liar; You try.');
    expect(addressYou('Tobin calls You: a bluff.')).toBe('Tobin calls you: a bluff.');
    expect(addressYou('You: 1 card of green')).toBe('You: 1 card of green');
  });

  test('a second verb joined by "and" follows the first; "You" inside a sentence is "you", even on a folded line', () => {
    const { addressYou } = jest.requireActual('../../../src/tavern/terminal/second-person') as typeof import('../../../src/tavern/terminal/second-person');
    // Playtest: "You are the Liar and guesses first." and "it held,\n  You lost."
    expect(addressYou('Round 2: everyone rolls; You is the Liar and guesses first.')).toBe('Round 2: everyone rolls; You are the Liar and guess first.');
    expect(addressYou('You keeps one and puts 2 cards back; ESP goes to the Tabloids.')).toBe('You keep one and put 2 cards back; ESP goes to the Tabloids.');
    expect(addressYou('Last round: You challenged Grisa (2 cards of green); it held,\n  You lost.')).toBe('Last round: You challenged Grisa (2 cards of green); it held,\n  you lost.');
    expect(addressYou('Old Maeve, You and Grisa share the win.')).toBe('Old Maeve, you and Grisa share the win.');
    // A second clause with a subject of its own keeps its verb; a table's line keeps its name.
    expect(addressYou('You has 3 cards, and Tobin has 2.')).toBe('You have 3 cards, and Tobin has 2.');
    expect(addressYou('  Tobin: 2 cards of green\n  You: 3 cards of red')).toBe('  Tobin: 2 cards of green\n  You: 3 cards of red');
  });
});
