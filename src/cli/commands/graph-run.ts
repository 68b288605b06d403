// The work of `law graph`.
import * as path from 'node:path';
import type { CliContext } from '../context';
import { formatDiagnostic, loadAdventureFile } from '../../adventure';
import { renderGraph } from '../../adventure/graph';
import { writeFileAtomic } from '../../files';
import { shownText } from '../../text/safe-text';
import { UserError } from '../errors';
import { displayPath } from '../shared';
import { findAdventure } from './play-find';

export function graphCommand(ctx: CliContext, name: string, opts: { format: 'mermaid' | 'dot'; output?: string }): void {
  const found = findAdventure(ctx, name);
  const r = loadAdventureFile(found.file, found.shown);
  if (!r.adventure) {
    const errors = r.diagnostics.filter((d) => d.severity === 'error');
    throw new UserError(`${found.shown} has errors; fix them first (law validate ${found.shown}):\n${errors.slice(0, 5).map(formatDiagnostic).join('\n')}`);
  }
  // Titles are the author's: a graph file shows them as text, as the terminal does.
  const text = shownText(renderGraph(r.adventure, opts.format));
  if (opts.output === undefined) {
    ctx.stdout.write(text);
    return;
  }
  const file = path.resolve(ctx.cwd, opts.output);
  try {
    writeFileAtomic(file, text);
  } catch (e) {
    throw new UserError(`${opts.output}: cannot write (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  ctx.out(`Wrote the ${opts.format} graph of ${r.adventure.sections.size} sections to ${displayPath(ctx, file)}.`);
}
