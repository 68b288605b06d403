// `law validate ADVENTURE...`: the schema, every reference and the lint, each problem with its code
// and file:line:column; optionally the exhaustive explorer and random playthroughs. Exit 1 on any error.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { intOption } from '../program';

export interface ValidateOptions {
  json?: boolean;
  strict?: boolean;
  explore?: boolean;
  playtest?: number;
  party?: number;
  seed?: number;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('validate')
    .description('check adventures: schema, references and lint (exit 1 on any error)')
    .argument('<adventure...>', 'adventure files, or names of bundled adventures')
    .option('--json', 'print the problems as JSON')
    .option('--strict', 'treat warnings as errors')
    .option('--explore', 'follow every option and both sides of every check at every party size the adventure allows (or --party N), and report what is never reached')
    .option('--playtest <n>', 'play N random games (game i seeded from i, each preferring what it has not seen) and report crashes, coverage, endings, deaths and check odds', intOption(1, 1_000_000))
    .option('--party <n>', 'party size for --explore (default: every allowed size) and --playtest (default: the adventure\'s smallest)', intOption(1, 12))
    .option('--seed <n>', 'first seed for --playtest: replays start at game N', intOption(0, 1_000_000_000))
    .addHelpText('after', '\nCodes (LAW0001...) are listed in docs/adventure-format.md.')
    .action(async (files: string[], opts: ValidateOptions) => {
      const { validateCommand } = await import('./validate-run');
      await validateCommand(ctx, files, opts);
    });
}
