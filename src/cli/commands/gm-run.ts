// The work of `law gm`: `law play` with the table's players, the GM's screen and tools, and the
// players' screen; or the recap of a session.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import { UsageError, UserError } from '../errors';
import { displayPath } from '../shared';
import { parseSeats, SeatError } from '../../adventure/players';
import { parseStream, readStreamText, streamFileOf } from '../../gm/stream';
import { recapOf } from '../../gm/recap';
import type { GmOptions } from './gm';
import { playCommand } from './play-run';
import { FileRefused } from '../../files';

export async function gmCommand(ctx: CliContext, adventure: string | undefined, save: string | undefined, opts: GmOptions): Promise<void> {
  if (adventure === 'recap') {
    if (opts.serve) throw new UsageError('a recap is not served: leave out --serve');
    return recap(ctx, save, opts);
  }
  if (!opts.serve && (opts.host !== undefined || opts.port !== undefined || opts.publicUrl !== undefined)) throw new UsageError('--host, --port and --public-url go with --serve');
  // A public address is checked before anything is played or written.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (opts.serve && opts.publicUrl !== undefined) (require('./serve-common') as typeof import('./serve-common')).publicBase(opts.publicUrl);
  const serve = opts.serve ? { host: opts.host, port: opts.port, publicUrl: opts.publicUrl } : undefined;
  if (save !== undefined) throw new UsageError(`law gm takes one adventure; "${save}" is one too many (law gm recap SAVE writes a recap)`);
  if (opts.resume !== undefined) {
    if (opts.party !== undefined) throw new UsageError('a resumed session goes on with its own players: leave out --party');
    await playCommand(ctx, adventure, { resume: opts.resume, seed: opts.seed, dice: opts.dice, log: opts.log, force: opts.force, gm: true, serve });
    return;
  }
  if (opts.party === undefined) throw new UsageError('name the players and their characters: law gm ADVENTURE --party "Ana:Brannoc,Ben:Ysolde+Wren"');
  let seats;
  try {
    seats = parseSeats(opts.party);
  } catch (e) {
    if (e instanceof SeatError) throw new UsageError(`--party: ${e.message}`);
    throw e;
  }
  await playCommand(ctx, adventure, { seats, seed: opts.seed, dice: opts.dice, log: opts.log, force: opts.force, gm: true, serve });
}

function recap(ctx: CliContext, save: string | undefined, opts: GmOptions): void {
  if (save === undefined) throw new UsageError('name the saved game of the session: law gm recap SAVE');
  const given = path.resolve(ctx.cwd, save);
  const file = given.endsWith('.view.jsonl') ? given : streamFileOf(given);
  let text: string;
  try {
    text = readStreamText(file);
  } catch (e) {
    if (!(e instanceof FileRefused)) throw e;
    if (e.code === 'ENOENT') throw new UserError(fs.existsSync(given) ? `${displayPath(ctx, given)} was not played with law gm: it has no session log to recap` : `${displayPath(ctx, given)}: no such saved game`);
    throw new UserError(`${displayPath(ctx, file)}: cannot read the session (${e.code})${e.hint ? `; ${e.hint}` : ''}`);
  }
  ctx.out(recapOf(parseStream(text), opts.format));
}
