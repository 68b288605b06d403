// The built `law tavern` as a user runs it: the menu, rules, a game with a person from scripted
// stdin (saved, resumed, finished), bots alone, the simulator, and every kind of mistake.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { lines, runBin, tempHome } from '../helpers/cli';

/** The games of the tavern, each tried end to end below. */
const GAMES = ['deceptidice', 'dragons-bluff', 'legends-and-lies', 'treasure'];
const many = (answer: string | number, n: number) => lines(...Array<string | number>(n).fill(answer));

describe('e2e: law tavern', () => {
  let home: string;
  beforeEach(() => {
    home = tempHome('law-tavern-');
  });

  test('law tavern rules lists the games; law tavern rules GAME gives the rules and the variants', () => {
    const all = runBin(['tavern', 'rules'], { home });
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/deceptidice\s+Deceptidice\s+2-8/);
    expect(all.stdout).toMatch(/dragons-bluff\s+Dragon's Bluff\s+3-4/);
    expect(all.stdout).toMatch(/legends-and-lies\s+Legends and Lies\s+2-4/);
    expect(all.stdout).toMatch(/treasure\s+Treasure\s+2-8/);
    const d = runBin(['tavern', 'rules', 'deceptidice'], { home });
    expect(d.code).toBe(0);
    expect(d.stdout).toContain('Variants (--variant ID):');
    expect(d.stdout).toMatch(/straights/);
    const b = runBin(['tavern', 'rules', 'dragons-bluff'], { home });
    expect(b.stdout).toMatch(/long/);
    // The regulars and their styles (issue 33), and whether this game's bots play them.
    expect(b.stdout).toMatch(/Old Maeve\s+cautious\s+bluffs little/);
    expect(b.stdout).toMatch(/Grisa\s+bluffer\s+lies more than anyone/);
    expect(b.stdout).toContain('never what it may see');
    expect(d.stdout).toContain('a bot given a style in --seats');
    const watched = runBin(['tavern', 'dragons-bluff', '--auto', '--seed', '2'], { home });
    expect(watched.stdout.split('\n')[0]).toBe("Dragon's Bluff (seed 2): Old Maeve (normal, cautious), Tobin (normal, bold), Grisa (normal, bluffer), Harl the Tanner (normal).");
  });

  test('law --help, law tavern --help and law tavern rules --help name every game', () => {
    // commander folds long help lines, so the words are compared with the whitespace squeezed.
    const squeezed = (args: string[]) => runBin(args, { home }).stdout.replace(/\s+/g, ' ');
    expect(squeezed(['--help'])).toContain('tavern card games: deceptidice, dragons-bluff, legends-and-lies, treasure');
    const tavern = squeezed(['tavern', '--help']);
    expect(tavern).toContain('game deceptidice, dragons-bluff, legends-and-lies or treasure');
    expect(squeezed(['tavern', 'rules', '--help'])).toContain('deceptidice, dragons-bluff, legends-and-lies or treasure');
    expect(squeezed(['tavern', 'sim', '--help'])).toContain('deceptidice, dragons-bluff, legends-and-lies or treasure');
  });

  test.each(GAMES)('law tavern rules %s fits 80 columns and lists each variant once (playtest: variants twice, lines of 104)', (game) => {
    const r = runBin(['tavern', 'rules', game], { home });
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((line) => line.length > 80)).toEqual([]);
    // One list of variants at most (Legends and Lies has none)...
    expect(lines.filter((line) => /^variants/i.test(line))).toEqual(game === 'legends-and-lies' ? [] : ['Variants (--variant ID):']);
    // ... and in it, a variant is a line "  ID  what it does": no id comes twice.
    const heading = lines.indexOf('Variants (--variant ID):');
    const ids = heading < 0 ? [] : lines.slice(heading + 1).flatMap((line) => /^ {2}([a-z-]+) {2}/.exec(line)?.[1] ?? []);
    expect(ids.length > 0).toBe(game !== 'legends-and-lies');
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('bots alone (--auto --json): the same seed gives the same game; places and scores for every seat', () => {
    for (const game of GAMES) {
      const a = runBin(['tavern', game, '--auto', '--seed', 'e2e', '--json'], { home });
      expect(a.stderr).toBe('');
      expect(a.code).toBe(0);
      const j = JSON.parse(a.stdout);
      expect(j.game).toBe(game);
      expect(j.seats.length).toBeGreaterThanOrEqual(2);
      expect(j.seats.some((s: { place: number }) => s.place === 1)).toBe(true);
      expect(j.actions.length).toBeGreaterThan(0);
      expect(runBin(['tavern', game, '--auto', '--seed', 'e2e', '--json'], { home }).stdout).toBe(a.stdout);
    }
  });

  test.each(GAMES)('a person plays %s from scripted stdin to its end, answering 1 to every question', (game) => {
    const seats = game === 'dragons-bluff' ? 'me,normal,easy' : 'me,normal';
    const r = runBin(['tavern', game, '--seats', seats, '--seed', 'whole'], { home, input: many(1, 3000) });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Place\s+Seat\s+Player\s+Score/);
    expect(r.stdout).toContain(`The same deal again: law tavern ${game}`);
  });

  test('bots alone without --json: the public moves, then the table of places', () => {
    const r = runBin(['tavern', 'dragons-bluff', '--auto', '--seed', '4', '--seats', 'easy,normal,hard'], { home });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Dragon's Bluff \(seed 4\): Old Maeve \(easy, cautious\), Tobin \(normal, bold\), Grisa \(hard, bluffer\)\./);
    expect(r.stdout).toMatch(/Place\s+Seat\s+Player\s+Score/);
  });

  test('a person plays from scripted stdin; the end of input saves the game, --resume finishes it and removes the save', () => {
    const first = runBin(['tavern', 'deceptidice', '--seats', 'me,easy', '--seed', 'p1'], { home, input: many(1, 3) });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Deceptidice: You, Old Maeve \(easy\)\.\n/);
    expect(first.stdout).not.toContain('p1'); // the seed deals every hidden card: not shown until the end
    expect(first.stdout).toMatch(/\nYour guess\? /); // a lone person is not called by name
    const save = path.join(home, 'saves', 'tavern-deceptidice.json');
    expect(first.stdout).toContain('law tavern --resume saves/tavern-deceptidice.json');
    expect(JSON.parse(fs.readFileSync(save, 'utf8'))).toMatchObject({ kind: 'law-tavern', game: 'deceptidice', seed: 'p1' });
    const done = runBin(['tavern', '--resume', 'saves/tavern-deceptidice.json'], { home, input: many(1, 400) });
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toMatch(/resumed after \d+ moves/);
    // What happened since the person's last answer is told again (it may have been cut short, as a
    // terminal's page stopped by Ctrl-C was): the resumed game begins where his last move did.
    const sinceAnswer = first.stdout.slice(first.stdout.lastIndexOf('\n> 1\n')).split('\n').slice(2);
    const told = sinceAnswer.slice(0, sinceAnswer.indexOf(''));
    expect(told.length).toBeGreaterThan(0);
    expect(done.stdout).toContain(`moves: You, Old Maeve (easy).\n${told.join('\n')}\n\n`);
    expect(done.stdout).toMatch(/Place\s+Seat\s+Player\s+Score/);
    expect(done.stdout).toContain('The same deal again: law tavern deceptidice --seats me,easy --seed "p1"');
    expect(fs.existsSync(save)).toBe(false);
  });

  test('a game is saved from its deal, and two games side by side get saves of their own', () => {
    const a = runBin(['tavern', 'deceptidice', '--seats', 'me,easy'], { home, input: '' });
    const b = runBin(['tavern', 'dragons-bluff'], { home, input: '' });
    const c = runBin(['tavern', 'deceptidice'], { home, input: '' });
    // The first player is drawn at random: the bot may have moved before the person was asked.
    expect(a.stdout).toMatch(/The game is saved after [01] moves?; `law tavern --resume saves\/tavern-deceptidice.json` goes on with it\./);
    expect(b.stdout).toContain('saves/tavern-dragons-bluff.json');
    expect(c.stdout).toContain('saves/tavern-deceptidice-2.json');
    expect(fs.readdirSync(path.join(home, 'saves')).sort()).toEqual(['tavern-deceptidice-2.json', 'tavern-deceptidice.json', 'tavern-dragons-bluff.json']);
  });

  test('the same seed and the same answers give the same transcript', () => {
    const a = runBin(['tavern', 'dragons-bluff', '--seed', 't', '--level', 'easy'], { home, input: many(1, 300) });
    const b = runBin(['tavern', 'dragons-bluff', '--seed', 't', '--level', 'easy'], { home: tempHome('law-tavern-'), input: many(1, 300) });
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });

  test('two people at one screen are each asked to take it before their own cards are shown', () => {
    const r = runBin(['tavern', 'deceptidice', '--seats', 'me,me', '--names', 'Ana,Ben', '--seed', 'h'], { home, input: many(1, 20) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Ana, take the screen (the others look away) and press Enter.');
    expect(r.stdout).toContain('Ben, take the screen (the others look away) and press Enter.');
  });

  test('the simulator: win rates with intervals; the same results whatever the number of workers', () => {
    const one = runBin(['tavern', 'sim', 'deceptidice', '--games', '40', '--seats', 'normal,easy', '--seed', 's', '--json', '--workers', '1'], { home });
    expect(one.code).toBe(0);
    const j = JSON.parse(one.stdout);
    expect(j.games).toBe(40);
    expect(j.seats).toHaveLength(2);
    expect(j.seats[0].wins ?? j.seats[0].winRate).toBeDefined();
    expect(j.seats[0].ci95[0]).toBeLessThanOrEqual(j.seats[0].winRate);
    expect(j.figures.rounds).toBeGreaterThan(0);
    const two = runBin(['tavern', 'sim', 'deceptidice', '--games', '40', '--seats', 'normal,easy', '--seed', 's', '--json', '--workers', '2'], { home });
    expect(two.stdout).toBe(one.stdout);
    const levelled = JSON.parse(runBin(['tavern', 'sim', 'deceptidice', '--games', '4', '--players', '3', '--level', 'easy', '--seed', 's', '--json'], { home }).stdout);
    expect(levelled.seats.map((s: { player: string }) => s.player)).toEqual(['easy', 'easy', 'easy']);
    const text = runBin(['tavern', 'sim', 'dragons-bluff', '--games', '10', '--seed', 's'], { home });
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/95% interval/);
    expect(text.stderr).toMatch(/10 games in [\d.]+ s/);
    // A bot's style in --seats (issue 33): the same results on one worker or two, shown in the table.
    const styled = ['tavern', 'sim', 'dragons-bluff', '--games', '30', '--seats', 'hard:bluffer,normal,hard:cautious', '--seed', 's'];
    const s1 = runBin([...styled, '--workers', '1'], { home });
    expect(s1.stdout).toMatch(/Old Maeve\s+hard:bluffer/);
    expect(s1.stdout).toMatch(/Grisa\s+hard:cautious/);
    expect(runBin([...styled, '--workers', '2', '--json'], { home }).stdout).toBe(runBin([...styled, '--workers', '1', '--json'], { home }).stdout);
    // A person's game says each bot's style too, as a watched one does.
    const sat = runBin(['tavern', 'dragons-bluff', '--seats', 'me,hard,normal:bold', '--seed', 's'], { home, input: '' });
    expect(sat.stdout.split('\n')[0]).toBe("Dragon's Bluff: You, Old Maeve (hard, cautious), Tobin (normal, bold).");
    const bad = runBin(['tavern', 'sim', 'dragons-bluff', '--seats', 'hard:sly,normal,normal'], { home });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('law: "hard:sly" in --seats: a bot\'s style is one of steady, cautious, bold, bluffer, as in "hard:bluffer"\n');
  });

  test('the main menu opens the tavern: a game\'s rules, then leave', () => {
    const r = runBin([], { home, input: lines(6, 1, 2, 3, 3, 7) });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Which game?');
    expect(r.stdout).toContain('Variants (--variant ID):');
  });

  describe('mistakes', () => {
    test('an unknown game, variant, seat or player count is a usage error (exit 2), with what is allowed', () => {
      const g = runBin(['tavern', 'poker'], { home });
      expect(g).toMatchObject({ code: 2, stdout: '' });
      expect(g.stderr).toBe('law: "poker" is not a tavern game: the games are deceptidice, dragons-bluff, legends-and-lies, treasure\n');
      // A variant's own number of players is checked like any other option.
      expect(runBin(['tavern', 'treasure', '--players', '2', '--variant', 'two-decks'], { home })).toMatchObject({ code: 2, stderr: 'law: Treasure with two decks is for 3 to 8 players, not 2\n' });
      expect(runBin(['tavern', 'deceptidice', '--variant', 'nope'], { home }).stderr).toMatch(/^law: "nope" is not a variant of Deceptidice: its variants are .*straights/);
      expect(runBin(['tavern', 'dragons-bluff', '--players', '2'], { home })).toMatchObject({ code: 2, stderr: "law: Dragon's Bluff is for 3 to 4 players, not 2\n" });
      expect(runBin(['tavern', 'deceptidice', '--seats', 'me,wizard'], { home })).toMatchObject({ code: 2, stderr: 'law: "wizard" in --seats is not a seat: use me, easy, normal or hard (a bot may take a style: "hard:bluffer")\n' });
      expect(runBin(['tavern', 'sim', 'deceptidice', '--games', '0'], { home }).code).toBe(2);
      expect(runBin(['tavern', 'deceptidice', 'extra'], { home })).toMatchObject({ code: 2, stdout: '' });
      expect(runBin(['tavern', 'rules', 'deceptidice', 'extra'], { home }).code).toBe(2);
      expect(runBin(['tavern', 'deceptidice', '--seed', 'x'.repeat(201)], { home })).toMatchObject({ code: 2, stderr: 'law: --seed must be 1 to 200 printable characters\n' });
      expect(runBin(['tavern', 'deceptidice', '--seats', 'me,me', '--names', 'Ana,ana'], { home }).code).toBe(2);
      expect(runBin(['tavern', 'sim', 'deceptidice', '--deck', 'x.txt'], { home })).toMatchObject({ code: 2, stderr: 'law: --deck is not an option of law tavern sim: the simulator seats bots only, on a new deal each game\n' });
    });

    test('a bad deck file is reported at its line and column (exit 1), nothing played', () => {
      fs.writeFileSync(path.join(home, 'deck.txt'), '# top first\nZZ9\n');
      const r = runBin(['tavern', 'deceptidice', '--auto', '--deck', 'deck.txt'], { home });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^law: deck\.txt:2:1: "ZZ9" is not a card of Deceptidice/);
      expect(runBin(['tavern', 'deceptidice', '--auto', '--deck', 'missing.txt'], { home }).stderr).toBe('law: missing.txt: cannot read the deck (ENOENT)\n');
    });

    test('a damaged save is reported and left as it is', () => {
      const file = path.join(home, 'bad.json');
      fs.writeFileSync(file, '{"kind":"law-tavern","schema":1,"game":"deceptidice","seed":"x","variants":[],"seats":[{"name":"A","player":"me"},{"name":"B","player":"easy"}],"actions":[{"nonsense":true}]}');
      const before = fs.readFileSync(file, 'utf8');
      const r = runBin(['tavern', '--resume', 'bad.json'], { home });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^law: bad\.json: /);
      expect(r.stderr).not.toMatch(/at .*\.js/);
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    });
  });
});
