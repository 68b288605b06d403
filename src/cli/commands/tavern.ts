// `law tavern`: the card games of the rules texts, against bots that see only their own seat, with
// friends around one screen, or bots alone; `law tavern sim` for many bot games and their odds;
// `law tavern rules` for the rules in the project's own words.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, collect, intOption } from '../program';
import type { Level } from '../../tavern/frame/game';
// The ids alone (frame/game.ts loads no game), so the help names every game and cannot fall behind.
import { GAME_IDS } from '../../tavern/frame/game';
import { listed } from '../../render/words';

export interface TavernOptions {
  players?: number;
  seats?: string;
  level: Level;
  names?: string;
  variant?: string[];
  seed?: string;
  deck?: string;
  auto?: boolean;
  json?: boolean;
  resume?: string;
  /** Each person plays from his own phone, the table on a TV page (tavern-serve.ts). */
  serve?: boolean;
  host?: string;
  port?: number;
  publicUrl?: string;
}

export interface TavernSimOptions {
  games: number;
  players?: number;
  seats?: string;
  variant?: string[];
  seed?: string;
  workers?: number;
  json?: boolean;
  /** The bots' level when --seats is not given (`tavern`'s own option, read here too). */
  level?: Level;
  /** Options of `tavern` that the simulator refuses, if given. */
  deck?: string;
  names?: string;
  auto?: boolean;
  resume?: string;
  serve?: boolean;
}

const LEVEL = choiceOption(['easy', 'normal', 'hard'] as const);

/** "deceptidice, dragons-bluff, ... or treasure": the games an argument may name. */
const ANY_GAME = listed(GAME_IDS, 'or');

export function register(program: Command, ctx: CliContext): void {
  const tavern = program
    .command('tavern')
    .description(`play the tavern card games: ${GAME_IDS.join(', ')} (a menu without a game)`)
    .argument('[game]', ANY_GAME)
    .allowExcessArguments(false)
    .option('--players <n>', 'how many seats (default: the game\'s usual number)', intOption(1, 8))
    .option('--seats <list>', 'who sits where, in order: me (a person at this screen), easy, normal or hard (a bot, perhaps in a style: hard:bluffer), e.g. "me,hard,normal"')
    .option('--level <level>', 'the bots\' level when --seats is not given: easy, normal, hard', LEVEL, 'normal')
    .option('--names <list>', 'the people\'s names, in seat order, e.g. "Ana,Ben"')
    .option('--variant <id>', 'play a variant (repeat, or a comma list); `law tavern rules GAME` lists them', collect)
    .option('-s, --seed <seed>', 'seed the deal and the bots, for a game that repeats')
    .option('--deck <file>', 'stack the deck: card codes, top first (the rest shuffled beneath)')
    .option('--auto', 'bots take every seat: watch a game')
    .option('--json', 'end with the game as JSON: seats, every action, each seat\'s score and place')
    .option('--resume <file>', 'go on with a game left unfinished (saved under saves/ after every move)')
    .option('--serve', 'each person plays from his own phone, the table on a TV page: law prints a link for each (docs/serve.md)')
    .option('--host <addr>', 'with --serve: the address to listen on (default 0.0.0.0, every network of this machine)')
    .option('--port <n>', 'with --serve: the port (default 8028, or the one a resumed game used; 0 picks a free one)', intOption(0, 65535))
    .option('--public-url <url>', 'with --serve: the address the links are printed with, when a proxy or tunnel serves law (https://...)')
    .addHelpText(
      'after',
      '\nExamples:\n  law tavern                                   a menu of the games\n  law tavern deceptidice                       you against normal bots (4 players)\n  law tavern dragons-bluff --seats "me,hard,hard,easy" --seed 7\n  law tavern deceptidice --seats "me,me,normal" --names "Ana,Ben"   two people at one screen\n  law tavern deceptidice --auto --json --seed 3\n  law tavern --resume saves/tavern-deceptidice.json\n  law tavern deceptidice --serve --seats "me,me,normal" --names "Ana,Ben"   each on his phone\n\nA game with a person in it is saved after every move under $LAW_HOME/saves/ until it ends.\nWith stdin not a terminal, each prompt reads one line: a number picks a choice.',
    )
    .action(async (game: string | undefined, opts: TavernOptions) => {
      const { tavernCommand } = await import('./tavern-run');
      await tavernCommand(ctx, game, opts);
    });

  tavern
    .command('sim')
    .description('many games with bots in every seat: win rates with 95% intervals, game length, the game\'s own figures')
    .argument('<game>', ANY_GAME)
    .allowExcessArguments(false)
    .option('-n, --games <n>', 'how many games', intOption(1, 10_000_000), 1000)
    .option('--seats <list>', 'the bots, in seat order, e.g. "hard,normal,easy" or "hard:bluffer,normal,normal" (default: --level in every seat, steady)')
    .option('--level <level>', 'the bots\' level when --seats is not given', LEVEL, 'normal')
    .option('--players <n>', 'how many seats when --seats is not given', intOption(1, 8))
    .option('--variant <id>', 'play a variant (repeat, or a comma list)', collect)
    .option('-s, --seed <seed>', 'seed of the run: game i is seeded SEED/i')
    .option('--workers <n>', 'worker threads (default: one per core); the results do not depend on it', intOption(1, 256))
    .option('--json', 'print the results as JSON')
    .addHelpText('after', '\nExamples:\n  law tavern sim deceptidice --games 2000 --seats "hard,normal" --seed 1\n  law tavern sim dragons-bluff --games 500 --seats "normal,easy,easy" --json\n\nGame i of a run replays with `law tavern GAME --seats ... --seed SEED/i --auto`.')
    .action(async (game: string, _opts: TavernSimOptions, cmd: Command) => {
      // `tavern` itself takes --seed, --json, --seats ... and commander gives it those it sees after
      // `sim` too: the simulator reads them merged (its own win).
      const { tavernSimCommand } = await import('./tavern-run');
      await tavernSimCommand(ctx, game, cmd.optsWithGlobals<TavernSimOptions>());
    });

  tavern
    .command('rules')
    .description('the rules of a tavern game in the project\'s own words, with its variants')
    .argument('[game]', `${ANY_GAME} (all games listed without one)`)
    .allowExcessArguments(false)
    .action(async (game: string | undefined) => {
      const { tavernRulesCommand } = await import('./tavern-run');
      tavernRulesCommand(ctx, game);
    });
}
