// The work of `law tavern`: choosing a game and its seats, a game played at this screen or by bots
// alone, the simulator's report, and the rules. The games themselves live in src/tavern/.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import type { Io } from '../../io';
import { EndOfInput } from '../../io';
import type { AnyGame, GameOptions, Match, Player, SeatSpec, TavernResult } from '../../tavern';
import { GAME_INFO, TavernError, autoPlay, isGameId, loadGame, nameSeats, playAtTable, readyGames, seatPlan, seatReports, simulate, startMatch } from '../../tavern';
import { renderTable } from '../../render/table';
import { formatPercent } from '../../dice';
import { UsageError, UserError } from '../errors';
import { displayPath, seedFrom } from '../shared';
import type { TavernOptions, TavernSimOptions } from './tavern';

/** The game named on the command line, or a usage error that lists the games. */
function gameNamed(id: string): AnyGame {
  const wanted = id.toLowerCase();
  if (isGameId(wanted) && !GAME_INFO[wanted].ready) throw new UserError(`${GAME_INFO[wanted].title} is not in the tavern yet; the games are ${readyGames().join(', ')}`);
  if (!isGameId(wanted)) throw new UsageError(`"${id}" is not a tavern game: the games are ${readyGames().join(', ')}`);
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

/** A stacked deck file: card codes top first, separated by spaces, commas or lines; `#` starts a comment. */
export function readDeckFile(ctx: CliContext, file: string, game: AnyGame, options: GameOptions): string[] {
  const full = path.resolve(ctx.cwd, file);
  const shown = displayPath(ctx, full);
  let text: string;
  try {
    const stat = fs.statSync(full);
    if (!stat.isFile()) throw new UserError(`${shown}: not a file`);
    if (stat.size > 64 * 1024) throw new UserError(`${shown}: too large for a deck (${stat.size} bytes; a deck file is a list of card codes)`);
    text = fs.readFileSync(full, 'utf8');
  } catch (e) {
    if (e instanceof UserError) throw e;
    throw new UserError(`${shown}: cannot read the deck (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
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
      if (n === undefined) throw new UserError(`${at}: "${m[0]}" is not a card of ${game.title} (see \`law tavern rules ${game.id}\` for the card codes)`);
      if (n === 0) throw new UserError(`${at}: one "${m[0]}" too many: the deck holds ${game.deckCodes(options).filter((c) => c.toLowerCase() === key).length}`);
      left.set(key, n - 1);
      codes.push(m[0]);
    }
  });
  return codes;
}

function tavernErrors<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof TavernError) throw new UserError(e.message);
    throw e;
  }
}

/** The end of a game as a table: place, seat, score. */
export function renderResult(seats: readonly SeatSpec[], result: TavernResult, ctx: CliContext): string {
  const order = seats.map((_, i) => i).sort((a, b) => result.places[a] - result.places[b] || a - b);
  const rows = order.map((i) => [String(result.places[i]), seats[i].name, seats[i].player === 'me' ? 'person' : `${seats[i].player} bot`, String(result.scores[i])]);
  return [result.summary, renderTable([{ header: 'Place', align: 'right' }, { header: 'Seat' }, { header: 'Player' }, { header: 'Score', align: 'right' }], rows, { style: ctx.style.bold })].join('\n');
}

function matchJson(m: Match, result: TavernResult): unknown {
  return {
    game: m.game.id,
    seed: m.seed,
    variants: m.options.variants,
    ...(m.options.deck ? { deck: m.options.deck } : {}),
    seats: m.seats.map((s, i) => ({ seat: i + 1, name: s.name, player: s.player, score: result.scores[i], place: result.places[i] })),
    actions: m.actions,
    figures: m.game.figures(m.state),
    summary: result.summary,
  };
}

interface Setup {
  game: AnyGame;
  seats: SeatSpec[];
  options: GameOptions;
  seed: string;
}

function setUp(ctx: CliContext, game: AnyGame, opts: TavernOptions): Setup {
  const plan: Player[] = tavernErrors(() => seatPlan(opts.players, game.players.default, opts.seats, opts.level, Boolean(opts.auto)));
  checkPlayers(game, plan.length);
  const people = (opts.names ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const humans = plan.filter((p) => p === 'me').length;
  if (people.length > humans) throw new UsageError(`--names gives ${people.length} names for ${humans} ${humans === 1 ? 'person' : 'people'} in --seats`);
  for (const n of people) if (n.length > 24 || /[\p{C}]/u.test(n)) throw new UsageError(`"${n}" is not a name a table can use (at most 24 printable characters)`);
  const seats = nameSeats(plan, people);
  const variants = variantsOf(game, opts.variant);
  const base: GameOptions = { names: seats.map((s) => s.name), variants };
  const deck = opts.deck ? readDeckFile(ctx, opts.deck, game, base) : undefined;
  return { game, seats, options: deck ? { ...base, deck } : base, seed: seedFrom(ctx, opts.seed) };
}

async function playGame(ctx: CliContext, s: Setup, opts: TavernOptions): Promise<void> {
  const m = tavernErrors(() => startMatch(s.game, s.options, s.seats, s.seed));
  const everyBot = s.seats.every((x) => x.player !== 'me');
  if (everyBot) {
    // Watching bots: only what the whole table sees is printed.
    const say = opts.json ? () => {} : (t: string) => ctx.out(t);
    if (!opts.json) say(`${s.game.title} (seed ${s.seed}): ${s.seats.map((x) => `${x.name} (${x.player})`).join(', ')}.`);
    for (const e of m.events) if (!e.only) say(e.text);
    const result = autoPlay(m, 'normal', (events) => {
      for (const e of events) if (!e.only) say(e.text);
    });
    if (opts.json) ctx.out(JSON.stringify(matchJson(m, result), null, 2));
    else ctx.out(renderResult(s.seats, result, ctx));
    return;
  }
  const io = ctx.io();
  io.say(ctx.style.bold(`${s.game.title}`) + ` (seed ${s.seed}): ${s.seats.map((x) => (x.player === 'me' ? x.name : `${x.name} (${x.player})`)).join(', ')}.`);
  try {
    const result = await playAtTable(m, { io, style: ctx.style });
    io.say('');
    io.say(renderResult(s.seats, result, ctx));
    if (opts.json) ctx.out(JSON.stringify(matchJson(m, result), null, 2));
  } catch (e) {
    if (e instanceof EndOfInput) {
      io.say(`The game is left unfinished after ${m.actions.length} moves; \`law tavern ${s.game.id} --seed ${s.seed}\` deals the same cards again.`);
      return;
    }
    throw e;
  }
}

export async function tavernCommand(ctx: CliContext, gameId: string | undefined, opts: TavernOptions): Promise<void> {
  if (gameId === undefined) {
    if (opts.auto || opts.json || opts.deck || opts.seats || opts.players !== undefined || opts.variant) throw new UsageError('name the game: law tavern GAME [options]; `law tavern` alone opens the menu');
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
    for (;;) {
      const id = await io.choose('Which game?', [
        ...readyGames().map((g) => ({ name: `${GAME_INFO[g].title} (${GAME_INFO[g].players} players)`, value: g as string | null, description: GAME_INFO[g].blurb })),
        { name: 'Leave the tavern', value: null },
      ]);
      if (id === null) return;
      const game = loadGame(id);
      const what = await io.choose(`${game.title}:`, [
        { name: `Play against ${game.players.default - 1} bot${game.players.default > 2 ? 's' : ''}`, value: 'play' as const },
        { name: 'Read the rules', value: 'rules' as const },
        { name: 'Back', value: 'back' as const },
      ]);
      if (what === 'back') continue;
      if (what === 'rules') {
        io.say(rulesText(game));
        continue;
      }
      const level = await io.choose('How well should the others play?', [
        { name: 'Easy: they make the mistakes people make', value: 'easy' as const },
        { name: 'Normal: sound players', value: 'normal' as const },
        { name: 'Hard: they think it through', value: 'hard' as const },
      ]);
      const players = await io.askNumber('How many players, you included?', { min: game.players.min, max: game.players.max, default: game.players.default });
      await playGame(ctx, setUp(ctx, game, { level, players, seed: opts.seed }), { level });
    }
  } catch (e) {
    if (e instanceof EndOfInput) return;
    throw e;
  }
}

function rulesText(game: AnyGame): string {
  const variants = game.variants.length ? ['', 'Variants (--variant ID):', ...game.variants.map((v) => `  ${v.id.padEnd(14)} ${v.summary}`)] : [];
  return [game.rules.trimEnd(), ...variants].join('\n');
}

export function tavernRulesCommand(ctx: CliContext, gameId: string | undefined): void {
  if (gameId === undefined) {
    const rows = (Object.keys(GAME_INFO) as Array<keyof typeof GAME_INFO>).map((g) => [g, GAME_INFO[g].title, GAME_INFO[g].players, GAME_INFO[g].blurb]);
    ctx.out(renderTable([{ header: 'Game' }, { header: 'Title' }, { header: 'Players' }, { header: 'What it is', width: 50 }], rows, { style: ctx.style.bold }));
    ctx.out('`law tavern rules GAME` gives the rules of one game.');
    return;
  }
  ctx.out(rulesText(gameNamed(gameId)));
}

export function tavernSimJson(t: ReturnType<typeof simulate>): unknown {
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
  const plan = tavernErrors(() => seatPlan(opts.players, game.players.default, opts.seats, 'normal', true));
  checkPlayers(game, plan.length);
  const seats = nameSeats(plan);
  const variants = variantsOf(game, opts.variant);
  const seed = seedFrom(ctx, opts.seed);
  const bar = ctx.stderr.isTTY && opts.games >= 50;
  const tally = simulate(game, { names: seats.map((s) => s.name), variants }, seats, seed, opts.games, bar ? (done) => ctx.stderr.write(`\r${done}/${opts.games} games`) : undefined);
  if (bar) ctx.stderr.write('\r\x1b[K');
  if (opts.json) {
    ctx.out(JSON.stringify(tavernSimJson(tally), null, 2));
    return;
  }
  const out: string[] = [];
  out.push(`${game.title}: ${tally.games} games, seed ${seed}${variants.length ? `, variants ${variants.join(', ')}` : ''}`);
  out.push('');
  const rows = seatReports(tally).map((r, i) => [String(i + 1), r.name, r.player, formatPercent(r.winRate), `${formatPercent(r.ci95[0])} - ${formatPercent(r.ci95[1])}`, r.meanPlace.toFixed(2), r.meanScore.toFixed(2)]);
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
}
