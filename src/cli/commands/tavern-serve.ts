// `law tavern GAME --serve`: the game served to a TV page and to each person's phone (src/serve/), from
// this process. Prints a link for the TV and one for each person (and their QR codes on a terminal),
// the public events as they happen, and who joins; saves after every move as at a terminal, with the
// links in the save (mode 600: the owner's alone) so that `--resume FILE --serve` gives the same
// links. Ctrl-C stops the table cleanly: the game is saved, the server closed.
//
// Loaded only with --serve: a command without it never loads the server (bench/README.md, "Start-up").
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import type { CliContext } from '../context';
import { EndOfInput } from '../../io/io';
import type { Match } from '../../tavern/frame/match';
import { loadFace } from '../../tavern/terminal/face';
import { ServedTavern } from '../../serve/tavern/table';
import { readAssets } from '../../serve/assets';
import { startServer } from '../../serve/server';
import type { RunningServer } from '../../serve/server';
import { baseUrl, seatUrl } from '../../serve/links';
import { isTokenText, newToken } from '../../serve/tokens';
import { UserError } from '../errors';
import { displayPath } from '../shared';
import type { TavernOptions } from './tavern';
import { matchJson, renderResult, replayHint, saverOf } from './tavern-run';
import { DEFAULT_PORT, listenProblem, printLinks, publicBase } from './serve-common';

export { DEFAULT_PORT };

/** Milliseconds a bot waits before it moves, so that the table sees each move come (LAW_SERVE_BOT_PAUSE changes it; the tests set 0). */
const BOT_PAUSE = 900;

/** A served game's links as its save keeps them: the TV's token, each seat's (null for a bot), the port. */
export interface SavedLinks {
  readonly tv: string;
  readonly seats: readonly (string | null)[];
  readonly port: number;
}

/** The links a save holds, if they fit this table (a token for the TV and one for each person); else null. */
export function readLinks(raw: unknown, m: Match): SavedLinks | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!isTokenText(r.tv) || !Array.isArray(r.seats) || r.seats.length !== m.seats.length) return null;
  const seats = r.seats as unknown[];
  if (!m.seats.every((s, i) => (s.player === 'me' ? isTokenText(seats[i]) : seats[i] === null))) return null;
  const tokens = [r.tv, ...seats.filter((t) => t !== null)];
  if (new Set(tokens).size !== tokens.length) return null;
  const port = Number.isInteger(r.port) && (r.port as number) > 0 && (r.port as number) < 65536 ? (r.port as number) : DEFAULT_PORT;
  return { tv: r.tv, seats: seats as (string | null)[], port };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Serves the match until it ends and Ctrl-C closes the table, or Ctrl-C stops it before (saved).
 * `save.file` is the game's save (claimed: `release` frees it); `save.links` the links a resumed save held.
 */
export async function serveGame(ctx: CliContext, m: Match, save: { file: string; release: () => void; links?: unknown }, opts: TavernOptions): Promise<void> {
  const { file, release } = save;
  const shown = displayPath(ctx, file);
  const kept = readLinks(save.links, m);
  const links: SavedLinks = {
    tv: kept?.tv ?? newToken(),
    seats: m.seats.map((s, i) => (s.player === 'me' ? kept?.seats[i] ?? newToken() : null)),
    port: kept?.port ?? DEFAULT_PORT,
  };
  const host = opts.host ?? '0.0.0.0';
  const wanted = opts.port ?? links.port;
  const pause = Number(ctx.env.LAW_SERVE_BOT_PAUSE ?? BOT_PAUSE);
  let server: RunningServer | null = null;
  try {
    const assets = (() => {
      try {
        return readAssets();
      } catch (e) {
        throw new UserError((e as Error).message);
      }
    })();
    let port = wanted;
    const writeSave = saverOf(ctx, file, () => ({ ...links, port }));
    const table = new ServedTavern({
      match: m,
      face: loadFace(m.game.id),
      run: crypto.randomBytes(4).toString('hex'),
      botPause: Number.isFinite(pause) && pause >= 0 ? pause : BOT_PAUSE,
      wait: sleep,
      afterAction: writeSave,
      tell: (lines) => lines.forEach((line) => ctx.out(line)),
      presence: (name, online) => ctx.out(ctx.style.dim(online ? `(${name}'s page is open.)` : `(${name}'s page closed.)`)),
    });
    const people = m.seats.flatMap((s, i) => (s.player === 'me' ? [i] : []));
    try {
      server = await startServer({
        host,
        port: wanted,
        table,
        links: [{ token: links.tv, seat: table.seats[0] }, ...people.map((seat, k) => ({ token: links.seats[seat]!, seat: table.seats[k + 1] }))],
        assets,
        now: () => Date.now(),
      });
    } catch (e) {
      throw listenProblem(e as NodeJS.ErrnoException, host, wanted);
    }
    port = server.port;
    // The links are in the save from now on: it is the owner's alone.
    fs.chmodSync(file, 0o600);
    writeSave(m);

    const base = opts.publicUrl !== undefined ? publicBase(opts.publicUrl) : baseUrl(host, port);
    const urls = [{ name: 'TV', url: seatUrl(base, links.tv) }, ...people.map((seat) => ({ name: m.seats[seat].name, url: seatUrl(base, links.seats[seat]!) }))];
    // At a terminal through its Io, whose pager shows each row of codes whole (and folds the words
    // at spaces) before the first move; a script gets the lines as they are.
    const say = ctx.interactive ? (t: string) => ctx.io().say(t) : (t: string) => ctx.out(t);
    printLinks(ctx, urls, say);
    say(`Open the TV's link on the screen everyone sees, and give each person his own link. Ctrl-C stops the table; the game is saved in ${shown} after every move.\n`);

    // Ctrl-C (or a kill) stops the table: a question pending ends, the game stays saved.
    let interrupted = false;
    let closed: () => void = () => {};
    const whenClosed = new Promise<void>((resolve) => (closed = resolve));
    const stop = () => {
      interrupted = true;
      table.stop();
      closed();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    try {
      // At a terminal the moves would scroll the links and their codes away at once: the table
      // begins when the pages are open (a script, or a test, goes straight on), as law gm's does.
      if (ctx.interactive) await ctx.io().askText('Press Enter to begin once the pages are open:');
      const result = await table.play();
      fs.rmSync(file, { force: true });
      ctx.out('');
      ctx.out(renderResult(m.seats, result, ctx));
      ctx.out(replayHint(ctx, m));
      if (opts.json) ctx.out(JSON.stringify(matchJson(m, result), null, 2));
      ctx.out('The pages show the end of the game. Ctrl-C closes the table.');
      if (!interrupted) await whenClosed;
    } catch (e) {
      if (!(e instanceof EndOfInput)) throw e;
      say('');
      say(`The table is closed. The game is saved after ${m.actions.length} move${m.actions.length === 1 ? '' : 's'}; \`${ctx.law} tavern --resume ${shown} --serve\` goes on with it, with the same links.`);
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    }
  } finally {
    await server?.close();
    release();
  }
}
