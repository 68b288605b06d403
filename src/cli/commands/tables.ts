// `law tables [weapons|armor|spells|skills]`: every table of the rules text, readable or as JSON.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption, intOption } from '../program';

export const TABLE_NAMES = ['weapons', 'armor', 'spells', 'skills'] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export interface TablesOptions {
  json?: boolean;
  school?: string;
  maxIq?: number;
  minIq?: number;
  group?: string;
  name?: string;
}

export function register(program: Command, ctx: CliContext): void {
  program
    .command('tables')
    .description('browse the rules tables: weapons, armor (with shields), spells, skills')
    .argument('[table]', `one of ${TABLE_NAMES.join(', ')} (all when left out)`, choiceOption(TABLE_NAMES))
    .option('--json', 'print the rows as JSON')
    .option('--school <school>', 'spells of one school: creation, enchanting, healing, illusion, kinetics, morphing, seeing, summoning')
    .option('--max-iq <n>', 'spells of at most this IQ', intOption(1, 99))
    .option('--min-iq <n>', 'spells of at least this IQ', intOption(1, 99))
    .option('--group <group>', 'weapons or skills of one group (swords, axes, ...; athletics, social, ...)')
    .option('--name <text>', 'rows whose name contains this text')
    .action(async (table: TableName | undefined, opts: TablesOptions) => {
      const { tablesCommand } = await import('./tables-run');
      tablesCommand(ctx, table, opts);
    });
}
