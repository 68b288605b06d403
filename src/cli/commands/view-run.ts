// The work of `law view`: find the session's view file (beside its save), draw the players' screen,
// and with no --once draw it again whenever the session adds to it, until Ctrl-C.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import { UserError } from '../errors';
import { displayPath } from '../shared';
import { parseView, viewFileOf } from '../../gm/view-log';
import { renderScreen, screenOf } from '../../gm/screen';
import { FileRefused, readRegularFile } from '../../files';
import { terminalText } from '../../text/safe-text';
import type { ViewOptions } from './view';

/** The largest players' screen file read: an evening's session writes a few megabytes at most. */
export const MAX_VIEW_BYTES = 64 * 1024 * 1024;

/** The text of a players' screen file: a regular file (a link is followed), bounded; FileRefused otherwise. */
export function readViewText(file: string): string {
  return readRegularFile(file, MAX_VIEW_BYTES, "a players' screen file");
}

/** The view file of the GM session written to last, in the saves folder. */
function latestView(ctx: CliContext): string {
  const dir = path.join(ctx.home, 'saves');
  let best: { file: string; at: number } | null = null;
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    // No saves folder: nothing to show.
  }
  for (const n of names) {
    if (!n.endsWith('.view.jsonl')) continue;
    const file = path.join(dir, n);
    // A link to nowhere, or a file gone since the folder was read, is no session.
    const st = fs.statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) continue;
    if (!best || st.mtimeMs > best.at) best = { file, at: st.mtimeMs };
  }
  if (!best) throw new UserError(`no GM session in ${displayPath(ctx, dir)}: start one with law gm ADVENTURE --party "Ana:Brannoc,Ben:Ysolde", then run law view`);
  return best.file;
}

function viewFileFor(ctx: CliContext, save: string | undefined): string {
  if (save === undefined) return latestView(ctx);
  const given = path.resolve(ctx.cwd, save);
  const file = given.endsWith('.view.jsonl') ? given : viewFileOf(given);
  if (!fs.existsSync(file)) {
    if (!fs.existsSync(given)) throw new UserError(`${displayPath(ctx, given)}: no such saved game`);
    throw new UserError(`${displayPath(ctx, given)} has no players' screen: it was not played with law gm`);
  }
  return file;
}

export async function viewCommand(ctx: CliContext, save: string | undefined, opts: ViewOptions): Promise<void> {
  const file = viewFileFor(ctx, save);
  const read = () => {
    try {
      return readViewText(file);
    } catch (e) {
      if (e instanceof FileRefused) throw new UserError(`${displayPath(ctx, file)}: cannot read the players' screen (${e.code})${e.hint && e.code !== 'ENOENT' ? `; ${e.hint}` : ''}`);
      throw e;
    }
  };
  if (opts.once) {
    ctx.out(renderScreen(screenOf(parseView(read())), ctx.style));
    return;
  }
  // Following the session: the screen is drawn again whenever the file changes, until Ctrl-C.
  let last = '';
  const draw = () => {
    const text = read();
    if (text === last) return;
    last = text;
    const rows = (ctx.stdout as { rows?: number }).rows;
    // The screen is cleared by law; what the file holds is shown as text, never as the terminal's orders.
    ctx.stdout.write(`\x1b[2J\x1b[H${terminalText(renderScreen(screenOf(parseView(text)), ctx.style, rows ? rows - 1 : undefined), ctx.style.enabled)}\n`);
  };
  draw();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      try {
        draw();
      } catch {
        // The file went away for a moment (a resumed session starts it again): the next tick reads it.
      }
    }, 300);
    const stop = () => {
      clearInterval(timer);
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
