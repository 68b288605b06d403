// A lone person at a card table is "You", everywhere the game speaks to him (terminal/people.ts,
// second-person.ts): a hero's game in an adventure played alone (hero-table.ts), the seats line of a
// game at a terminal as in a pipe, and a resumed game, which tells again what happened since his
// last decision (a page of it stopped by Ctrl-C was lost).
import { EndOfInput, RecordedIo } from '../../src/io';
import type { Io, ScreenSize } from '../../src/io/io';
import { PLAIN } from '../../src/io/style';
import { autoPlay, botChoice, loadGame, seenBy, sinceLastDecision, startMatch, takeAction } from '../../src/tavern';
import type { Match, SeatSpec } from '../../src/tavern/frame/match';
import { endingOf, loadFace, playAtTable } from '../../src/tavern/terminal';
import { playHeroTable } from '../../src/tavern/terminal/hero-table';

/** A terminal of `size` over a RecordedIo: each screen said, each page of what happened kept. */
function screenIo(size: ScreenSize, answers: string[] = []): { io: Io; screens: string[]; pages: string[][] } {
  const rec = new RecordedIo(answers);
  const screens: string[] = [];
  const pages: string[][] = [];
  const io: Io = {
    interactive: true,
    style: PLAIN,
    say: (text) => {
      screens.push(text);
      rec.say(text);
    },
    choose: (message, choices) => rec.choose(message, choices),
    askNumber: (message, options) => rec.askNumber(message, options),
    askText: (message, options) => rec.askText(message, options),
    confirm: (message, defaultValue) => rec.confirm(message, defaultValue),
    clearScreen: () => undefined,
    screenSize: () => size,
    pageThrough: async (lines) => {
      if (lines.length) pages.push([...lines]);
    },
  };
  return { io, screens, pages };
}

const TABLE = { game: 'deceptidice', opponents: [{ name: 'Hob Marrow', level: 'normal' as const }, { name: 'Widow Pike', level: 'easy' as const }] };

describe('a hero\'s card game played alone at his screen', () => {
  test('asYou: the seats line, what happened, the table and the questions say "You"; the story\'s ending names the hero', async () => {
    const io = new RecordedIo(['2', '2', '2', '2']);
    await expect(playHeroTable(io, PLAIN, TABLE, 'Ysolde', 'you-1', { asYou: true })).rejects.toBeInstanceOf(EndOfInput);
    expect(io.output).toMatch(/^Deceptidice: You, Hob Marrow, Widow Pike\.\n/);
    expect(io.output).toMatch(/^> You {2,}9 /m);
    expect(io.output).toMatch(/^(Your guess\?|Which guess of 2 cards\?)/m);
    expect(io.output).not.toContain('Ysolde');
    // The same deal at a GM's table (no asYou): the hero keeps his name, in the questions too.
    const gm = new RecordedIo(['2', '2', '2', '2']);
    await expect(playHeroTable(gm, PLAIN, TABLE, 'Ysolde', 'you-1')).rejects.toBeInstanceOf(EndOfInput);
    expect(gm.output).toMatch(/^Deceptidice: Ysolde, Hob Marrow, Widow Pike\.\n/);
    expect(gm.output).toContain('Ysolde, your guess?');
    // The names reach neither the deal nor the bots: the same cards are rolled.
    const rolls = (text: string) => text.match(/^You roll: .*$/gm);
    expect(rolls(io.output)).toEqual(rolls(gm.output));
  });

  test('an opponent called "You" leaves the hero his name (two seats would read alike)', async () => {
    const io = new RecordedIo(['2']);
    const table = { game: 'deceptidice', opponents: [{ name: 'you', level: 'easy' as const }, { name: 'Widow Pike', level: 'easy' as const }] };
    await expect(playHeroTable(io, PLAIN, table, 'Ysolde', 'you-1', { asYou: true })).rejects.toBeInstanceOf(EndOfInput);
    expect(io.output).toMatch(/^Deceptidice: Ysolde, you, Widow Pike\.\n/);
  });

  test('the ending kept for the story names the seats as given', () => {
    const seats: SeatSpec[] = [{ name: 'You', player: 'me' }, { name: 'Hob Marrow', player: 'normal' }];
    const m = startMatch(loadGame('deceptidice'), { names: seats.map((s) => s.name), variants: [] }, seats, 'you-end');
    autoPlay(m);
    const face = loadFace('deceptidice');
    const ending = endingOf(face, m, ['Ysolde', 'Hob Marrow'])!;
    expect(ending).toContain('Ysolde');
    expect(ending).not.toMatch(/\bYou\b/);
    expect(endingOf(face, m)).toMatch(/\bYou\b/);
  });
});

describe('a lone player\'s seats line', () => {
  const seats: SeatSpec[] = [{ name: 'Old Maeve', player: 'normal' }, { name: 'Tobin', player: 'hard', style: 'bold' }, { name: 'You', player: 'me' }];
  const opening = "Dragon's Bluff: Old Maeve (normal), Tobin (hard, bold), You.";
  const deal = () => startMatch(loadGame('dragons-bluff'), { names: seats.map((s) => s.name), variants: [] }, seats, 'you-seats');

  test('reads the same at a terminal as in a pipe, "You" as the seat is named (a terminal once said "..., you.")', async () => {
    const piped = new RecordedIo();
    await expect(playAtTable(deal(), { io: piped, style: PLAIN, opening: [opening] })).rejects.toBeInstanceOf(EndOfInput);
    expect(piped.output.split('\n')[0]).toBe(opening);
    const t = screenIo({ rows: 24, columns: 80 });
    await expect(playAtTable(deal(), { io: t.io, style: PLAIN, opening: [opening] })).rejects.toBeInstanceOf(EndOfInput);
    const first = [...t.pages.flat(), ...t.screens].join('\n');
    expect(first.split('\n')[0]).toBe(opening);
    // The rest is still said to him: "You begin." or a bot's first move, and his own cards.
    expect(first).toMatch(/^Your identity: the /m);
  });
});

describe('a resumed game tells again what happened since the person last decided', () => {
  /** A game of a person (seat 0, played here by a bot) and two bots, `moves` moves in. */
  function played(moves: number): { m: Match; before: number[] } {
    const seats: SeatSpec[] = [{ name: 'You', player: 'me' }, { name: 'Old Maeve', player: 'normal' }, { name: 'Tobin', player: 'normal' }];
    const m = startMatch(loadGame('treasure'), { names: seats.map((s) => s.name), variants: [] }, seats, 'you-resume');
    // Where each of the person's moves began in the events.
    const before: number[] = [];
    for (let k = 0; k < moves && m.game.toAct(m.state) !== null; k++) {
      const seat = m.game.toAct(m.state)!;
      if (seats[seat].player === 'me') before.push(m.events.length);
      takeAction(m, botChoice(m, 'normal'));
    }
    return { m, before };
  }

  test('sinceLastDecision: the first event of his last move; the deal when he has not moved', () => {
    const { m, before } = played(40);
    expect(before.length).toBeGreaterThan(1);
    expect(sinceLastDecision(m)).toBe(before[before.length - 1]);
    expect(sinceLastDecision(played(0).m)).toBe(0);
  });

  test('at a terminal of 16 rows, what happened since then comes whole on its pages before the table', async () => {
    // Played on to a decision of the person's with at least a few lines since his last move.
    const size = { rows: 16, columns: 80 };
    const face = loadFace('treasure');
    let game = played(10);
    for (let moves = 11; moves < 200; moves++) {
      game = played(moves);
      if (game.m.game.toAct(game.m.state) === 0 && game.m.events.length - sinceLastDecision(game.m) >= 4) break;
    }
    const { m } = game;
    const since = m.events.slice(sinceLastDecision(m)).flatMap((e) => (seenBy(e, 0) ? face.tell(e, m.options.names) : []));
    expect(since.length).toBeGreaterThan(0);
    const t = screenIo(size);
    await expect(playAtTable(m, { io: t.io, style: PLAIN, shownEvents: sinceLastDecision(m), opening: ['Treasure, resumed.'] })).rejects.toBeInstanceOf(EndOfInput);
    // They do not fit above the table: paged, none left out.
    expect(t.pages.length).toBeGreaterThan(0);
    const seen = [...t.pages.flat(), ...t.screens].join('\n');
    for (const line of since.filter((l) => !/\bYou\b/.test(l))) expect(seen).toContain(line.split('\n')[0]);
  });
});
