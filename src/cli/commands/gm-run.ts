// The work of `law gm`: `law play` with the party named, GM notes and the clock shown.
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import type { GmOptions } from './gm';
import { playCommand } from './play-run';

export async function gmCommand(ctx: CliContext, adventure: string, opts: GmOptions): Promise<void> {
  const party = opts.party.split(',').map((n) => n.trim()).filter((n) => n !== '');
  if (party.length === 0) throw new UsageError('--party names the players\' characters: --party "Ajax,Hector"');
  await playCommand(ctx, adventure, { character: party, seed: opts.seed, dice: opts.dice, log: opts.log, force: opts.force, gm: true });
}
