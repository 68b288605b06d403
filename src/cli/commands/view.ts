// `law view [SAVE] [--once]`: the players' screen of a GM session, in a second terminal or on a TV.
import type { Command } from 'commander';
import type { CliContext } from '../context';

export interface ViewOptions {
  once?: boolean;
  /** One player's view: the table's, and what the GM whispered to him. */
  player?: string;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('view')
    .description("the players' screen of a GM session (law gm): what the players may see, kept current")
    .argument('[save]', 'the saved game of the session (default: the GM session played last)')
    .option('--once', 'print the screen as it stands and exit')
    .option('--player <name>', "one player's view: the table's, with what the GM whispers to him (by his name or his hero's)")
    .addHelpText(
      'after',
      "\nRun it in a second terminal (or on a TV) beside law gm; started first, it waits for the session. It keeps the\nstory (Up, PgUp, Home scroll back; End follows the game again; q quits), says who must decide or roll, and\ndraws the fight's board after every move; never the GM's notes, hidden counters, hidden rolls or the foes'\nstatistics, nor a foe the party cannot see.",
    )
    .action(async (save: string | undefined, opts: ViewOptions) => {
      const { viewCommand } = await import('./view-run');
      await viewCommand(ctx, save, opts);
    });
}
