// `law` with no command: the main menu, in a terminal or from scripted lines.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { UsageError } from '../errors';

export function register(program: Command, ctx: CliContext): void {
  // The program takes no arguments of its own; a stray word is a mistyped command.
  program.allowExcessArguments(true).action(async (_opts: unknown, cmd: Command) => {
    if (cmd.args.length > 0) {
      const { suggest } = await import('../../rules/lookup');
      const names = program.commands.map((c) => c.name());
      const close = suggest(cmd.args[0], names, 1);
      const hint = close.length ? ` (did you mean ${close[0]}?)` : '';
      throw new UsageError(`error: unknown command '${cmd.args[0]}'${hint}; see law --help`);
    }
    const { menuCommand } = await import('./menu-run');
    await menuCommand(ctx);
  });
}
