// `law sim`: many arena fights with the AI on both sides, for the odds of a fight before it is
// fought: win rates with 95% confidence intervals, rounds and damage taken, on every core.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, collect, intOption } from '../program';

export interface SimOptions {
  character?: string[];
  party?: string;
  foes?: string;
  map?: string;
  runs: number;
  seed?: string;
  workers?: number;
  difficulty: 'easy' | 'normal' | 'hard';
  /** The foes' level, when it differs from --difficulty (which then sets the party's alone). */
  foeDifficulty?: 'easy' | 'normal' | 'hard';
  flee: boolean;
  json?: boolean;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('sim')
    .description('simulate many fights, AI against AI: win rates with confidence intervals, rounds and damage (a sample duel by default)')
    .option('-c, --character <name>', 'a saved character (or sample) on the party side; repeat for more', collect)
    .option('--party <creatures>', 'creatures on the party side, e.g. "Warrior x4"')
    .option('--foes <creatures>', 'the enemy, e.g. "Goblin x3,Orc" (default "Orc")')
    .option('--map <file|name>', 'a map file or a bundled map (default arena)')
    .option('-n, --runs <n>', 'how many fights', intOption(1, 10_000_000), 1000)
    .option('-s, --seed <seed>', 'seed of the whole run: fight i is seeded from (seed, i)')
    .option('--workers <n>', 'worker threads (default: one per core)', intOption(1, 256))
    .option('--difficulty <level>', 'how well the AI chooses: easy, normal, hard', choiceOption(['easy', 'normal', 'hard'] as const), 'hard')
    .option('--foe-difficulty <level>', "the foes' AI at another level than the party's (--difficulty then sets the party's): easy, normal, hard", choiceOption(['easy', 'normal', 'hard'] as const))
    .option('--no-flee', 'the party may not leave the board')
    .option('--json', 'print the results as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  law sim                                   the sample hero against an orc, 1000 times\n  law sim -c Ajax --foes "Goblin x3" --runs 20000 --seed 1\n  law sim --party "Warrior x4" --foes "Orc x6" --json\n  law sim --party Warrior --foes Warrior --difficulty hard --foe-difficulty normal   the AI levels played against each other\n\nThe same seed gives the same results whatever the number of workers. `law arena --auto` with the\nsame sides, map, difficulty and the seed SEED/i replays fight i.',
    )
    .action(async (opts: SimOptions) => {
      const { simCommand } = await import('./sim-run');
      await simCommand(ctx, opts);
    });
}
