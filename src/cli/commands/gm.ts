// `law gm ADVENTURE --party "Ana:Brannoc,Ben:Ysolde+Wren" [--dice auto|manual|players]`: a Game
// Master runs an adventure for a table of players: the GM notes, hidden counters and the clock on
// his screen, the players' screen in a second terminal (law view), and his tools at every prompt.
// `law gm --resume FILE` goes on with a GM session; `law gm recap SAVE` writes the evening's recap.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption } from '../program';

export interface GmOptions {
  party?: string;
  seed?: string;
  dice: 'auto' | 'manual' | 'players';
  log?: string;
  force?: boolean;
  resume?: string;
  format: 'markdown' | 'text';
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('gm')
    .description('run an adventure as Game Master for a table of players; law gm recap SAVE writes a recap of the session')
    .argument('[adventure]', 'a bundled adventure or the path of an adventure file (or "recap")')
    .argument('[save]', 'with recap: the saved game of the session')
    .option('--party <players>', 'the players and their saved characters: "Ana:Brannoc,Ben:Ysolde+Wren,Cy" (a bare name plays himself)')
    .option('-s, --seed <seed>', 'seed the dice')
    .option('--dice <mode>', "auto; manual: every roll typed in; players: the players' characters' rolls typed in, the rest rolled", choiceOption(['auto', 'manual', 'players'] as const), 'auto')
    .option('--resume <file>', 'go on with a saved GM session')
    .option('--log <file>', 'write a transcript of the session to a file')
    .option('--force', 'let --log replace a file that is not a transcript of law')
    .option('--format <format>', 'recap: markdown or text', choiceOption(['markdown', 'text'] as const), 'markdown')
    .addHelpText(
      'after',
      '\nThe players\' screen: law view (in a second terminal or on a TV) follows the session.\n' +
        'GM tools: at any prompt a line starting with ":" (":help" lists them); at a terminal, "GM tools" in every menu.\n' +
        'After the evening: law gm recap SAVE --format markdown.',
    )
    .action(async (adventure: string | undefined, save: string | undefined, opts: GmOptions) => {
      const { gmCommand } = await import('./gm-run');
      await gmCommand(ctx, adventure, save, opts);
    });
}
