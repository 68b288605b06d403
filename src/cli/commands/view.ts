// `law view [SAVE] [--once]`: the players' screen of a GM session, in a second terminal or on a TV.
import type { Command } from 'commander';
import type { CliContext } from '../context';

export interface ViewOptions {
  once?: boolean;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('view')
    .description("the players' screen of a GM session (law gm): what the players may see, kept current")
    .argument('[save]', 'the saved game of the session (default: the GM session played last)')
    .option('--once', 'print the screen as it stands and exit')
    .addHelpText('after', "\nRun it in a second terminal (or on a TV) beside law gm. It shows the read-aloud text, the options, the\nchecks' results, the fight's board, the party and the clock; never the GM's notes, hidden counters or the foes' statistics.")
    .action(async (save: string | undefined, opts: ViewOptions) => {
      const { viewCommand } = await import('./view-run');
      await viewCommand(ctx, save, opts);
    });
}
