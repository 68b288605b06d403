// `law graph ADVENTURE [--format mermaid|dot]`: the section graph with checks, fights and endings marked.
import type { Command } from 'commander';
import type { CliContext } from '../context';
import { choiceOption } from '../program';

export function register(program: Command, ctx: CliContext): void {
  program
    .command('graph')
    .description('draw the section graph of an adventure as Mermaid or Graphviz DOT; edges show the option or outcome and its conditions')
    .argument('<adventure>', 'an adventure file, or the name of a bundled adventure')
    .option('--format <format>', 'mermaid or dot', choiceOption(['mermaid', 'dot'] as const), 'mermaid')
    .option('-o, --output <file>', 'write the graph to a file instead of stdout')
    .action(async (adventure: string, opts: { format: 'mermaid' | 'dot'; output?: string }) => {
      const { graphCommand } = await import('./graph-run');
      graphCommand(ctx, adventure, opts);
    });
}
