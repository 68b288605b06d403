// The work of `law tavern`: choosing a game and its seats, a game played at this screen or by bots
// alone, the simulator's report, and the rules. The games themselves live in src/tavern/.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CliContext } from '../context';
import type { Io } from '../../io';
import { EndOfInput } from '../../io';
import type { AnyGame, GameOptions, Match, Player, SeatSpec, TavernEvent, TavernResult, TavernSimTally } from '../../tavern';
import { GAME_INFO, MAX_SEAT_NAME, regularsText, STYLED_GAMES, styleSeats, TavernError, autoPlay, emptyTavernTally, endingOf, resumeTavern, sinceLastDecision, tavernSave, isGameId, loadFace, loadGame, mergeTavernTally, nameSeats, playAtTable, GAME_IDS, publicEvents, rulesText, seatPlan, seatsText, seatReports, simulateRange, startMatch, told } from '../../tavern';
import { renderTable } from '../../render/text-table';
import { formatPercent } from '../../dice';
import { UsageError, UserError } from '../errors';
import { displayPath, seedFrom } from '../shared';
import { runInWorkers } from '../workers';
import { claimFile, ensureDir, FileRefused, fileProblem, LockError, readRegularFile, writeFileAtomic } from '../../files';
import type { TavernOptions, TavernSimOptions } from './tavern';

/** A seed given with --seed: a save keeps it, so it must be one a save can hold. */
function seedOf(ctx: CliContext, seed: string | undefined): string {
  if (seed !== undefined && (seed.trim() === '' || seed.length > 200 || /\p{C}/u.test(seed))) throw new UsageError('--seed must be 1 to 200 printable characters');
  return seedFrom(ctx, seed);
}

/** The game named on the command line, or a usage error that lists the games. */
function gameNamed(id: string): AnyGame {
  const wanted = id.toLowerCase();
  if (!isGameId(wanted)) throw new UsageError(`"${id}" is not a tavern game: the games are ${GAME_IDS.join(', ')}`);
  return loadGame(wanted);
}

/** `--variant a --variant b,c`: checked against the game's own list. */
function variantsOf(game: AnyGame, given: readonly string[] | undefined): string[] {
  const ids = (given ?? []).flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()).filter((v) => v !== '');
  for (const v of ids) {
    if (!game.variants.some((x) => x.id === v)) {
      const known = game.variants.map((x) => x.id).join(', ') || 'none';
      throw new UsageError(`"${v}" is not a variant of ${game.title}: its variants are ${known}`);
    }
  }
  return [...new Set(ids)];
}

function checkPlayers(game: AnyGame, n: number): void {
  const { min, max } = game.players;
  if (n < min || n > max) throw new UsageError(`${game.title} is for ${min} to ${max} players, not ${n}`);
}

/** The largest deck file read: a list of card codes. */
const MAX_DECK_BYTES = 64 * 1024;
/** The largest tavern save read: a game's seats and moves. */
const MAX_TAVERN_SAVE_BYTES = 16 * 1024 * 1024;

/** A word of a file quoted in an error: at most 24 characters of it (the output shows controls as symbols). */
const quoted = (word: string): string => JSON.stringify(word.length > 24 ? `${word.slice(0, 24)}...` : word);

/** A stacked deck file: card codes top first, separated by spaces, commas or lines; `#` starts a comment. */
export function readDeckFile(ctx: CliContext, file: string, game: AnyGame, options: GameOptions): string[] {
  const full = path.resolve(ctx.cwd, file);
  const shown = displayPath(ctx, full);
  let text: string;
  try {
    text = readRegularFile(full, MAX_DECK_BYTES, 'a deck file (a list of card codes)');
  } catch (e) {
    if (e instanceof FileRefused) throw new UserError(`${shown}: cannot read the deck (${e.code})${e.hint && e.code !== 'ENOENT' ? `; ${e.hint}` : ''}`);
    throw e;
  }
  return parseDeck(text, shown, game, options);
}

/** The card codes of a deck file's text (`shown` is its name in errors); a UserError at the first code that is not a card left in the deck. */
export function parseDeck(text: string, shown: string, game: AnyGame, options: GameOptions): string[] {
  // Every code checked against what is left of the deck, so a mistake is shown where it stands.
  const left = new Map<string, number>();
  for (const c of game.deckCodes(options)) left.set(c.toLowerCase(), (left.get(c.toLowerCase()) ?? 0) + 1);
  const codes: string[] = [];
  text.replace(/^\uFEFF/, '').split('\n').forEach((line, i) => {
    const body = line.replace(/#.*$/, '');
    const re = /[^\s,]+/g;
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const key = m[0].toLowerCase();
      const n = left.get(key);
      const at = `${shown}:${i + 1}:${m.index + 1}`;
      if (n === undefined) throw new UserError(`${at}: ${quoted(m[0])} is not a card of ${game.title} (see \`law tavern rules ${game.id}\` for the card codes)`);
      if (n === 0) throw new UserError(`${at}: one ${quoted(m[0])} too many: the deck holds ${game.deckCodes(options).filter((c) => c.toLowerCase() === key).length}`);
      left.set(key, n - 1);
      codes.push(m[0]);
    }
  });
  return codes;
}

/** Runs `fn`, turning the tavern's errors into a user's error (exit 1) or, for options, a usage error (exit 2). */
function tavernErrors<T>(fn: () => T, usage = false): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof TavernError) throw usage ? new UsageError(e.message) : new UserError(e.message);
    throw e;
  }
}

/** The end of a game as a table: place, seat, score (the game's last event has said how it ended). */
export function renderResult(seats: readonly SeatSpec[], result: TavernResult, ctx: CliContext): string {
  const order = seats.map((_, i) => i).sort((a, b) => result.places[a] - result.places[b] || a - b);
  const rows = order.map((i) => [String(result.places[i]), seats[i].name, seats[i].player === 'me' ? 'person' : `${seats[i].player} bot`, String(result.scores[i])]);
  return renderTable([{ header: 'Place', align: 'right' }, { header: 'Seat' }, { header: 'Player' }, { header: 'Score', align: 'right' }], rows, { style: ctx.style.bold });
}

export function matchJson(m: Match, result: TavernResult): unknown {
  return {
    game: m.game.id,
    seed: m.seed,
    variants: m.options.variants,
    ...(m.options.deck ? { deck: m.options.deck } : {}),
    seats: m.seats.map((s, i) => ({ seat: i + 1, name: s.name, player: s.player, score: result.scores[i], place: result.places[i] })),
    actions: m.actions,
    figures: m.game.figures(m.state),
    summary: endingOf(loadFace(m.game.id), m),
  };
}

interface Setup {
  game: AnyGame;
  seats: SeatSpec[];
  options: GameOptions;
  seed: string;
}

function setUp(ctx: CliContext, game: AnyGame, opts: TavernOptions): Setup {
  const plan: Player[] = tavernErrors(() => seatPlan(opts.players, game.players.default, opts.seats, opts.level, Boolean(opts.auto)), true);
  checkPlayers(game, plan.length);
  const people = (opts.names ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const humans = plan.filter((p) => p === 'me').length;
  if (people.length > humans) throw new UsageError(`--names gives ${people.length} names for ${humans} ${humans === 1 ? 'person' : 'people'} in --seats`);
  for (const n of people) if (n.length > MAX_SEAT_NAME || /[\p{C}]/u.test(n)) throw new UsageError(`"${n}" is not a name a table can use (at most ${MAX_SEAT_NAME} printable characters)`);
  if (new Set(people.map((n) => n.toLowerCase())).size < people.length) throw new UsageError('--names gives one name twice: each person needs a name of their own');
  // At a person's table the regulars play in their styles (in the games whose bots have styles);
  // watched (--auto) too, as they would play a person.
  const seats = styleSeats(nameSeats(plan, people, STYLED_GAMES.includes(game.id)), opts.seats);
  const variants = variantsOf(game, opts.variant);
  const base: GameOptions = { names: seats.map((s) => s.name), variants };
  tavernErrors(() => game.checkOptions?.(base), true);
  const deck = opts.deck ? readDeckFile(ctx, opts.deck, game, base) : undefined;
  return { game, seats, options: deck ? { ...base, deck } : base, seed: seedOf(ctx, opts.seed) };
}

/**
 * Claims a new save file for a game with people in it: the first free saves/tavern-GAME[-N].json,
 * claimed (a lock beside it) before it is made, so that two games started side by side never share
 * one. An empty file under a name nobody claims was left by a law killed before its first save: it
 * is taken.
 */
function claimSavePath(ctx: CliContext, game: AnyGame): { file: string; release: () => void } {
  const dir = path.join(ctx.home, 'saves');
  const cannot = (e: unknown) => new UserError(`cannot save the game in ${displayPath(ctx, dir)} (${(e as NodeJS.ErrnoException).code ?? 'error'}); check that LAW_HOME can be written`);
  try {
    ensureDir(dir);
  } catch (e) {
    throw new UserError(`cannot make the saves folder ${displayPath(ctx, dir)} (${(e as NodeJS.ErrnoException).code ?? 'error'}); check that LAW_HOME can be written`);
  }
  for (let n = 1; n < 10_000; n++) {
    const file = path.join(dir, `tavern-${game.id}${n === 1 ? '' : `-${n}`}.json`);
    let release: () => void;
    try {
      release = claimFile(file, displayPath(ctx, file));
    } catch (e) {
      if (e instanceof LockError) continue;
      throw cannot(e);
    }
    try {
      const st = fs.lstatSync(file, { throwIfNoEntry: false });
      if (st === undefined) fs.closeSync(fs.openSync(file, 'wx'));
      else if (!(st.isFile() && st.size === 0)) {
        release();
        continue;
      }
      return { file, release };
    } catch (e) {
      release();
      throw cannot(e);
    }
  }
  throw new UserError(`${displayPath(ctx, dir)} holds too many unfinished tavern games: resume or remove some`);
}

const moves = (n: number) => `${n} move${n === 1 ? '' : 's'}`;

/** Who sits where, and with --seed the same deal again (shown once the game is over: the seed deals every hidden card). */
export function replayHint(ctx: CliContext, m: Match): string {
  const seats = m.seats.map((s) => s.player).join(',');
  const variants = m.options.variants.length ? ` --variant ${m.options.variants.join(',')}` : '';
  return `The same deal again: ${ctx.law} tavern ${m.game.id} --seats ${seats} --seed ${JSON.stringify(m.seed)}${variants}${m.options.deck ? ' --deck FILE' : ''}`;
}

function watchBots(ctx: CliContext, m: Match, opts: TavernOptions): void {
  // Watching bots: only what the whole table sees is printed.
  const face = loadFace(m.game.id);
  const say = opts.json ? () => {} : (events: readonly TavernEvent[]) => told(face, publicEvents(events), m.options.names).forEach((line) => ctx.out(line));
  if (!opts.json) ctx.out(`${m.game.title} (seed ${m.seed}): ${m.seats.map((x) => `${x.name} (${x.player}${x.style ? `, ${x.style}` : ''})`).join(', ')}.`);
  say(m.events);
  const result = autoPlay(m, 'normal', say);
  if (opts.json) ctx.out(JSON.stringify(matchJson(m, result), null, 2));
  else ctx.out(renderResult(m.seats, result, ctx));
}

/**
 * Saves a game to `file`, whole or not at all; `links` (a served game's, tavern-serve.ts) are kept
 * in it as they were given, so that a game served again gives its people the same links.
 */
export function saverOf(ctx: CliContext, file: string, links: () => unknown = () => undefined): (m: Match) => void {
  const shown = displayPath(ctx, file);
  return (x: Match) => {
    try {
      const kept = links();
      writeFileAtomic(file, `${JSON.stringify(kept === undefined ? tavernSave(x) : { ...tavernSave(x), links: kept })}\n`);
    } catch (e) {
      // The save before this move is whole (writeFileAtomic): the game goes on from it once there is room.
      const problem = fileProblem(e, (p) => displayPath(ctx, p));
      const after = x.actions.length === 0 ? 'nothing was played yet' : `\`${ctx.law} tavern --resume ${shown}\` goes on from the last move saved`;
      throw new UserError(problem ? `${problem}; ${after}` : `cannot save the game to ${shown} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); check that the folder can be written`);
    }
  };
}

/**
 * A game with people at this screen, saved to `file` (claimed by the caller: `release` frees it)
 * after every move until it ends; with --serve, each person at his own phone (tavern-serve.ts).
 * `links` are a served game's links read from its save; `opening` says the game and who sits where.
 */
async function playWithPeople(ctx: CliContext, m: Match, file: string, release: () => void, opts: TavernOptions, opening: string, shownEvents = 0, links?: unknown): Promise<void> {
  if (opts.serve) {
    ctx.io().say(opening);
    const { serveGame } = await import('./tavern-serve');
    await serveGame(ctx, m, { file, release, links }, opts);
    return;
  }
  const io = ctx.io();
  const shown = displayPath(ctx, file);
  const save = saverOf(ctx, file, () => links);
  // Saved before the first move too: the way back to a game is its save, never its seed, which
  // would show every hidden card to whoever replays it with --auto.
  try {
    save(m);
    const result = await playAtTable(m, { io, style: ctx.style, afterAction: save, shownEvents, opening: [opening] });
    fs.rmSync(file, { force: true });
    io.say('');
    io.say(renderResult(m.seats, result, ctx));
    io.say(replayHint(ctx, m));
    if (opts.json) ctx.out(JSON.stringify(matchJson(m, result), null, 2));
  } catch (e) {
    if (e instanceof EndOfInput) {
      save(m);
      io.say(`The game is saved after ${moves(m.actions.length)}; \`${ctx.law} tavern --resume ${shown}\` goes on with it.`);
      return;
    }
    throw e;
  } finally {
    release();
  }
}

/** Who sits at the table, in seat order: a person by name, a bot by name, level and style if any ("Tobin (normal, bold)"). */
const whoSits = (seats: readonly Setup['seats'][number][]): string => seats.map((x) => (x.player === 'me' ? x.name : `${x.name} (${x.player}${x.style ? `, ${x.style}` : ''})`)).join(', ');

async function playGame(ctx: CliContext, s: Setup, opts: TavernOptions): Promise<void> {
  const m = tavernErrors(() => startMatch(s.game, s.options, s.seats, s.seed));
  if (s.seats.every((x) => x.player !== 'me')) {
    if (opts.serve) throw new UsageError('--serve serves the people\'s seats: give --seats at least one "me"');
    watchBots(ctx, m, opts);
    return;
  }
  const { file, release } = claimSavePath(ctx, s.game);
  await playWithPeople(ctx, m, file, release, opts, ctx.style.bold(`${s.game.title}`) + `: ${whoSits(s.seats)}.`);
}

async function resumeGame(ctx: CliContext, file: string, opts: TavernOptions): Promise<void> {
  const full = path.resolve(ctx.cwd, file);
  const shown = displayPath(ctx, full);
  // One law plays a saved game at a time: a second window is told at once.
  let release: () => void;
  try {
    release = claimFile(full, shown);
  } catch (e) {
    if (e instanceof LockError) throw new UserError(e.message);
    throw new UserError(`${shown}: cannot read the save (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let playing = false;
  try {
    let text: string;
    try {
      text = readRegularFile(full, MAX_TAVERN_SAVE_BYTES, 'a tavern save');
    } catch (e) {
      if (e instanceof FileRefused) throw new UserError(`${shown}: cannot read the save (${e.code})${e.hint && e.code !== 'ENOENT' ? `; ${e.hint}` : ''}`);
      throw e;
    }
    // A law killed after making the save's file and before its first save leaves it empty: nothing
    // was played, and the file is cleared.
    if (text === '' && /^tavern-.*\.json$/.test(path.basename(full))) {
      fs.rmSync(full, { force: true });
      throw new UserError(`${shown}: the game was stopped before its first move was saved, so there is nothing to resume; the empty save is removed`);
    }
    let m: Match;
    let links: unknown;
    try {
      m = resumeTavern(text);
      links = (JSON.parse(text) as { links?: unknown }).links;
    } catch (e) {
      if (e instanceof TavernError) throw new UserError(`${shown}: ${e.message}`);
      throw e;
    }
    if (m.game.toAct(m.state) === null) {
      // The game had ended, and law was stopped before it removed the save: the end is shown, and
      // the save removed, as at the end of a game.
      const result = m.game.result(m.state)!;
      ctx.out(`${m.game.title}: this game had ended after ${moves(m.actions.length)}; law was stopped before it cleared the save, which is removed now.`);
      ctx.out(renderResult(m.seats, result, ctx));
      ctx.out(replayHint(ctx, m));
      if (opts.json) ctx.out(JSON.stringify(matchJson(m, result), null, 2));
      fs.rmSync(full, { force: true });
      return;
    }
    if (m.seats.every((x) => x.player !== 'me')) throw new UserError(`${shown}: nobody at this screen plays in this game`);
    playing = true;
    const opening = `${m.game.title}, resumed after ${moves(m.actions.length)}: ${whoSits(m.seats)}.`;
    // What happened since a person last decided is shown again: it may have been cut short
    // (stopped on the first of its pages) or be out of sight.
    await playWithPeople(ctx, m, full, release, opts, opening, sinceLastDecision(m), links);
  } finally {
    if (!playing) release();
  }
}

export async function tavernCommand(ctx: CliContext, gameId: string | undefined, opts: TavernOptions): Promise<void> {
  if (!opts.serve && (opts.host !== undefined || opts.port !== undefined || opts.publicUrl !== undefined)) throw new UsageError('--host, --port and --public-url go with --serve');
  if (opts.resume !== undefined) {
    if (gameId !== undefined || opts.auto || opts.deck || opts.seats || opts.players !== undefined || opts.variant || opts.seed !== undefined || opts.names !== undefined) {
      throw new UsageError('--resume goes on with a saved game as it was: give no game and no other options of the game');
    }
    await resumeGame(ctx, opts.resume, opts);
    return;
  }
  if (gameId === undefined) {
    if (opts.auto || opts.json || opts.deck || opts.seats || opts.players !== undefined || opts.variant || opts.serve) throw new UsageError('name the game: law tavern GAME [options]; `law tavern` alone opens the menu');
    await tavernMenu(ctx, ctx.io(), opts);
    return;
  }
  const game = gameNamed(gameId);
  await playGame(ctx, setUp(ctx, game, opts), opts);
}

/** The tavern's menu: pick a game, then play it against bots or read its rules. */
export async function tavernMenu(ctx: CliContext, io: Io, opts: Partial<TavernOptions> = {}): Promise<void> {
  try {
    io.say(ctx.style.bold('The Eel and Anchor') + ': a table by the fire, a deck of cards, and regulars with coin to lose.');
    let games = 0;
    for (;;) {
      const id = await io.choose('Which game?', [
        ...GAME_IDS.map((g) => ({ name: `${GAME_INFO[g].title} (${seatsText(GAME_INFO[g].players)} players)`, value: g as string | null, description: GAME_INFO[g].blurb })),
        { name: 'Leave the tavern', value: null },
      ]);
      if (id === null) return;
      const game = loadGame(id);
      const what = await io.choose(`${game.title}:`, [
        { name: 'Play against the regulars (bots)', value: 'play' as const },
        { name: 'Read the rules', value: 'rules' as const },
        { name: 'Back', value: 'back' as const },
      ]);
      if (what === 'back') continue;
      if (what === 'rules') {
        io.say(rulesText(game));
        // The rules are longer than a screen: at a terminal, the menu asked next would scroll them
        // away at once, so the reader says when he is done. Scripted input has nobody to wait for.
        if (io.interactive) await io.askText('Press Enter to go back', { default: '' });
        continue;
      }
      const level = await io.choose('How well should the others play?', [
        { name: 'Easy: they make the mistakes people make', value: 'easy' as const },
        { name: 'Normal: sound players', value: 'normal' as const },
        { name: 'Hard: they think it through', value: 'hard' as const },
      ]);
      const players = await io.askNumber('How many players, you included?', { min: game.players.min, max: game.players.max, default: game.players.default });
      // With --seed, the n-th game of the visit is seeded SEED/n: the same visit, not the same deal again.
      games++;
      await playGame(ctx, setUp(ctx, game, { level, players, seed: opts.seed === undefined ? undefined : `${opts.seed}/${games}` }), { level });
    }
  } catch (e) {
    if (e instanceof EndOfInput) return;
    throw e;
  }
}

export function tavernRulesCommand(ctx: CliContext, gameId: string | undefined): void {
  if (gameId === undefined) {
    const rows = (Object.keys(GAME_INFO) as Array<keyof typeof GAME_INFO>).map((g) => [g, GAME_INFO[g].title, seatsText(GAME_INFO[g].players), GAME_INFO[g].blurb]);
    ctx.out(renderTable([{ header: 'Game' }, { header: 'Title' }, { header: 'Players' }, { header: 'What it is', width: 50 }], rows, { style: ctx.style.bold }));
    ctx.out(`\`${ctx.law} tavern rules GAME\` gives the rules of one game.`);
    return;
  }
  const game = gameNamed(gameId);
  ctx.out(rulesText(game));
  ctx.out(`\n${regularsText(game.id)}`);
}

/** What one worker of `law tavern sim` is asked to play. */
export interface TavernSimJob {
  game: string;
  options: GameOptions;
  seats: SeatSpec[];
  seed: string;
  from: number;
  to: number;
}

/** Fewer games than this per worker are not worth a thread. */
const MIN_PER_WORKER = 20;

export function tavernSimJson(t: TavernSimTally): unknown {
  const means: Record<string, number> = {};
  for (const [k, v] of Object.entries(t.figures)) means[k] = t.games ? v / t.games : 0;
  return {
    game: t.game,
    seed: t.seed,
    variants: t.variants,
    games: t.games,
    seats: seatReports(t),
    actions: { mean: t.games ? t.actions / t.games : 0, min: t.games ? t.minActions : 0, max: t.maxActions },
    figures: means,
  };
}

export async function tavernSimCommand(ctx: CliContext, gameId: string, opts: TavernSimOptions): Promise<void> {
  const game = gameNamed(gameId);
  for (const [flag, given] of [['--deck', opts.deck], ['--names', opts.names], ['--auto', opts.auto], ['--resume', opts.resume], ['--serve', opts.serve]] as const) {
    if (given !== undefined) throw new UsageError(`${flag} is not an option of law tavern sim: the simulator seats bots only, on a new deal each game`);
  }
  const plan = tavernErrors(() => seatPlan(opts.players, game.players.default, opts.seats, opts.level ?? 'normal', true), true);
  checkPlayers(game, plan.length);
  const seats = styleSeats(nameSeats(plan), opts.seats);
  const variants = variantsOf(game, opts.variant);
  const seed = seedOf(ctx, opts.seed);
  const bar = ctx.stderr.isTTY && opts.games >= 50;
  const progress = bar ? (done: number) => ctx.stderr.write(`\r${done}/${opts.games} games`) : undefined;
  const options: GameOptions = { names: seats.map((s) => s.name), variants };
  tavernErrors(() => game.checkOptions?.(options), true);
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  // Threads run compiled JavaScript; from the TypeScript sources (tests) the games stay in this thread.
  const threadsPossible = __filename.endsWith('.js');
  const workers = threadsPossible ? Math.max(1, Math.min(opts.workers ?? cores, Math.ceil(opts.games / MIN_PER_WORKER))) : 1;
  const started = ctx.now();
  let tally: TavernSimTally;
  try {
    tally =
      workers === 1
        ? simulateRange(game, options, seats, seed, 0, opts.games, progress)
        : await runInWorkers<Omit<TavernSimJob, 'from' | 'to'>, TavernSimTally>('tavern-sim-worker.js', { game: game.id, options, seats, seed }, opts.games, workers, mergeTavernTally, emptyTavernTally(game, options, seats, seed), progress ?? (() => {}));
  } finally {
    if (bar) ctx.stderr.write('\r\x1b[K');
  }
  const seconds = Math.max(1e-3, (ctx.now() - started) / 1000);
  if (opts.json) {
    ctx.out(JSON.stringify(tavernSimJson(tally), null, 2));
    return;
  }
  const out: string[] = [];
  out.push(`${game.title}: ${tally.games} games, seed ${seed}${variants.length ? `, variants ${variants.join(', ')}` : ''}`);
  out.push('');
  const rows = seatReports(tally).map((r, i) => [String(i + 1), r.name, seats[i].style ? `${r.player}:${seats[i].style}` : r.player, formatPercent(r.winRate), `${formatPercent(r.ci95[0])} - ${formatPercent(r.ci95[1])}`, r.meanPlace.toFixed(2), r.meanScore.toFixed(2)]);
  out.push(
    renderTable(
      [{ header: 'Seat', align: 'right' }, { header: 'Name' }, { header: 'Bot' }, { header: 'Wins', align: 'right' }, { header: '95% interval', align: 'right' }, { header: 'Place', align: 'right' }, { header: 'Score', align: 'right' }],
      rows,
      { style: ctx.style.bold },
    ),
  );
  out.push('');
  out.push(`Moves a game: ${(tally.actions / Math.max(1, tally.games)).toFixed(1)} on average (${tally.minActions} to ${tally.maxActions}).`);
  for (const [k, v] of Object.entries(tally.figures)) {
    const line = `${k}: ${(v / Math.max(1, tally.games)).toFixed(2)} a game`;
    const base = k.endsWith('Won') ? tally.figures[k.slice(0, -3)] : undefined;
    out.push(base ? `${line} (${formatPercent(v / base)} of ${k.slice(0, -3)})` : line);
  }
  ctx.out(out.join('\n'));
  // Timing varies from run to run, so it goes to stderr: stdout stays the same for the same seed.
  ctx.err(`${tally.games} games in ${seconds.toFixed(2)} s (${(tally.games / seconds).toFixed(1)} games/s, ${workers} worker${workers === 1 ? '' : 's'})`);
}
