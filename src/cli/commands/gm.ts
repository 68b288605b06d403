// `law gm ADVENTURE --party A,B,C [--seed S] [--dice auto|manual]`: a Game Master runs an adventure
// for a table of players: the GM notes are shown, the game clock heads every section, and the
// players may roll real dice for the GM to type in.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption } from '../program';

export interface GmOptions {
  party: string;
  seed?: string;
  dice: 'auto' | 'manual';
  log?: string;
  force?: boolean;
  resume?: string;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('gm')
    .description('run an adventure as Game Master for a party: GM notes and the game clock shown')
    .argument('<adventure>', 'a bundled adventure or the path of an adventure file')
    .requiredOption('--party <names>', 'the saved characters of the players, separated by commas: "Ajax,Hector"')
    .option('-s, --seed <seed>', 'seed the dice')
    .option('--dice <mode>', 'auto, or manual for the players\' real dice', choiceOption(['auto', 'manual'] as const), 'auto')
    .option('--log <file>', 'write a transcript of the session to a file')
    .option('--force', 'let --log replace a file that is not a transcript of law')
    .action(async (adventure: string, opts: GmOptions) => {
      const { gmCommand } = await import('./gm-run');
      await gmCommand(ctx, adventure, opts);
    });
}
