// `law play [ADVENTURE] [-c NAME ...] [--seed S] [--resume FILE] [--dice auto|manual] [--log FILE]`:
// an adventure for one hero or a party, in a terminal or from scripted stdin.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import type { Seat } from '../../adventure/players';
import { choiceOption, collect } from '../program';
import { register as registerValidate } from './validate';
import { register as registerGraph } from './graph';
import { register as registerGm } from './gm';
import { register as registerView } from './view';

export interface PlayOptions {
  character?: string[];
  seed?: string;
  resume?: string;
  dice: 'auto' | 'manual' | 'players';
  log?: string;
  gm?: boolean;
  /** The players of a GM's table (law gm --party), in seating order. */
  seats?: Seat[];
  autoFight?: boolean;
  abandon?: string;
  force?: boolean;
  /** A GM's table served to a TV page and the players' phones (law gm --serve, gm-serve.ts). */
  serve?: { host?: string; port?: number; publicUrl?: string };
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('play')
    .description('play an adventure: the bundled one, or a YAML file you name')
    .argument('[adventure]', 'a bundled adventure (tutorial, ...) or the path of an adventure file')
    .option('-c, --character <name>', 'a saved character who goes; repeat for a party', collect)
    .option('-s, --seed <seed>', 'seed the dice, for a game that can be replayed exactly')
    .option('--resume <file>', 'continue a saved game (games are saved at every section)')
    .option('--dice <mode>', 'auto, or manual to roll real dice and type them in', choiceOption(['auto', 'manual'] as const), 'auto')
    .option('--log <file>', 'write a transcript of the whole game to a file')
    .option('--force', 'let --log replace a file that is not a transcript of law')
    .option('--abandon <file>', 'give up a saved game: its heroes are free again, as they were when it began')
    .option('--gm', 'show the notes the adventure keeps for the Game Master')
    .option('--auto-fight', 'let the computer fight for the party')
    .addHelpText(
      'after',
      '\nGames are saved in $LAW_HOME/saves/ at every section; "Undo the last choice" in the menu goes back one choice.\n' +
        'When stdin is not a terminal every prompt reads one line (a number picks a choice); at the end of input the game is saved.',
    )
    .action(async (adventure: string | undefined, opts: PlayOptions) => {
      const { playCommand } = await import('./play-run');
      await playCommand(ctx, adventure, opts);
    });
}

/** The adventure commands, registered by one line of program.ts: play, gm, view, validate and graph. */
export const registers = [register, registerGm, registerView, registerValidate, registerGraph];
