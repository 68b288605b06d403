// `law gm ADVENTURE --party "Ana:Brannoc,Ben:Ysolde+Wren" [--dice auto|manual|players]`: a Game
// Master runs an adventure for a table of players: the GM notes, hidden counters and the clock on
// his screen, the players' screen in a second terminal (law view), and his tools at every prompt.
// `law gm --resume FILE` goes on with a GM session; `law gm recap SAVE` writes the evening's recap.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, intOption } from '../program';

export interface GmOptions {
  party?: string;
  seed?: string;
  dice: 'auto' | 'manual' | 'players';
  log?: string;
  force?: boolean;
  resume?: string;
  format: 'markdown' | 'text';
  /** The TV and each player's phone served from this process (gm-serve.ts). */
  serve?: boolean;
  host?: string;
  port?: number;
  publicUrl?: string;
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
    .option('--serve', "the players' screen on a TV page and each player's questions on his phone: law prints a link for each (docs/gm.md)")
    .option('--host <addr>', 'with --serve: the address to listen on (default 0.0.0.0, every network of this machine)')
    .option('--port <n>', 'with --serve: the port (default 8028, or the one a resumed session used; 0 picks a free one)', intOption(0, 65535))
    .option('--public-url <url>', 'with --serve: the address the links are printed with, when a proxy or tunnel serves law (https://...)')
    .addHelpText(
      'after',
      '\nThe players\' screen: law view (in a second terminal or on a TV) follows the session.\n' +
        'GM tools: at any prompt a line starting with ":" (":help" lists them); at a terminal, "GM tools" in every menu.\n' +
        'After the evening: law gm recap SAVE --format markdown.\n' +
        'Served: law gm tutorial --party "Ana:Brannoc,Ben:Ysolde" --serve prints a link for the TV and one for each player.',
    )
    .action(async (adventure: string | undefined, save: string | undefined, opts: GmOptions) => {
      const { gmCommand } = await import('./gm-run');
      await gmCommand(ctx, adventure, save, opts);
    });
}
