// `law roll EXPR` and `law odds EXPR`: any dice expression, check or contest of the rules, rolled or
// weighed exactly. EXPR is `2D6-1`, `3/11`, `4/14`, `3/DX+CLIMBING` (with -c NAME), or
// `3/12 vs 3/11` for a contest (RESOLVING UNCERTAINTY, Winning a Check).
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, intOption } from '../program';

interface RollOptions {
  seed?: string;
  character?: string;
  opponent?: string;
  curses?: number;
  dice: 'auto' | 'manual';
  json?: boolean;
}

interface OddsOptions {
  character?: string;
  opponent?: string;
  curses?: number;
  json?: boolean;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('roll')
    .description('roll dice or a check: 2D6-1, 3D6, 3/11, 4/14, 3/DX+CLIMBING -c NAME, "3/12 vs 3/11"')
    .argument('<expr...>', 'a dice expression, a check N/TARGET, or a contest "N/A vs N/B"')
    .option('-s, --seed <seed>', 'seed the dice, for a roll that repeats')
    .option('-c, --character <name>', 'the saved character who rolls (for 3/DX, skills and curses)')
    .option('--opponent <name>', 'the saved character on the other side of a contest')
    .option('--curses <n>', 'curses, each adding one to the roll', intOption(0, 99))
    .option('--dice <mode>', 'auto, or manual to type in real dice', choiceOption(['auto', 'manual'] as const), 'auto')
    .option('--json', 'print the result as JSON')
    .action(async (expr: string[], opts: RollOptions) => {
      const { rollCommand } = await import('./roll-run');
      await rollCommand(ctx, expr.join(' '), opts);
    });
  program
    .command('odds')
    .description('exact chance of a check or contest, or the spread of a dice expression: 3/10 -> 50.00%')
    .argument('<expr...>', 'a check N/TARGET, a contest "N/A vs N/B", or dice such as 2D6+1')
    .option('-c, --character <name>', 'the saved character who rolls (for 3/DX, skills and curses)')
    .option('--opponent <name>', 'the saved character on the other side of a contest')
    .option('--curses <n>', 'curses, each adding one to the roll', intOption(0, 99))
    .option('--json', 'print the odds as JSON')
    .action(async (expr: string[], opts: OddsOptions) => {
      const { oddsCommand } = await import('./roll-run');
      await oddsCommand(ctx, expr.join(' '), opts);
    });
}
