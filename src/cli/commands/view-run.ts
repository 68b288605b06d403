// The work of `law view`: find the session's stream (beside its save), draw the players' screen
// (gm/screen.ts) for the table or one player, and with no --once draw it again whenever the session
// adds to it, the terminal is resized or the story is scrolled, until Ctrl-C or q. Started before any
// session it waits for one; following no save by name, it goes over to a newer session when one begins.
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CliContext } from '../context';
import { UserError } from '../errors';
import { displayPath } from '../shared';
import { parseStream, readStreamText, streamFileOf } from '../../gm/stream';
import { drawScreen } from '../../gm/screen';
import type { Audience } from '../../gm/view';
import { TABLE, viewOf } from '../../gm/view';
import { FileRefused } from '../../files';
import { terminalText } from '../../text/safe-text';
import type { ViewOptions } from './view';

export { MAX_STREAM_BYTES as MAX_VIEW_BYTES, readStreamText as readViewText } from '../../gm/stream';

/** The stream file of the GM session written to last, in the saves folder; null when there is none. */
function latestStream(ctx: CliContext): string | null {
  const dir = path.join(ctx.home, 'saves');
  let best: { file: string; at: number } | null = null;
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    // No saves folder: nothing to show yet.
  }
  for (const n of names) {
    if (!n.endsWith('.view.jsonl')) continue;
    const file = path.join(dir, n);
    // A link to nowhere, or a file gone since the folder was read, is no session.
    const st = fs.statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) continue;
    if (!best || st.mtimeMs > best.at) best = { file, at: st.mtimeMs };
  }
  return best?.file ?? null;
}

function namedStream(ctx: CliContext, save: string): string {
  const given = path.resolve(ctx.cwd, save);
  const file = given.endsWith('.view.jsonl') ? given : streamFileOf(given);
  if (!fs.existsSync(file)) {
    if (!fs.existsSync(given)) throw new UserError(`${displayPath(ctx, given)}: no such saved game`);
    throw new UserError(`${displayPath(ctx, given)} has no players' screen: it was not played with law gm`);
  }
  return file;
}

/** The keys of a terminal that scroll the story, and the ones that quit. */
const KEYS: Record<string, 'up' | 'down' | 'pgup' | 'pgdn' | 'home' | 'end' | 'quit'> = {
  '\x1b[A': 'up',
  k: 'up',
  '\x1b[B': 'down',
  j: 'down',
  '\x1b[5~': 'pgup',
  '\x1b[6~': 'pgdn',
  ' ': 'pgdn',
  '\x1b[H': 'home',
  '\x1b[1~': 'home',
  '\x1b[F': 'end',
  '\x1b[4~': 'end',
  q: 'quit',
  '\x03': 'quit',
};

export async function viewCommand(ctx: CliContext, save: string | undefined, opts: ViewOptions): Promise<void> {
  const audience: Audience = opts.player ? { player: opts.player } : TABLE;
  const read = (file: string) => {
    try {
      return readStreamText(file);
    } catch (e) {
      if (e instanceof FileRefused) throw new UserError(`${displayPath(ctx, file)}: cannot read the players' screen (${e.code})${e.hint && e.code !== 'ENOENT' ? `; ${e.hint}` : ''}`);
      throw e;
    }
  };
  /** The player asked for, as the session seats him ("ben" is Ben); a refusal when he is not at the table. */
  const checkPlayer = (events: ReturnType<typeof parseStream>): Audience => {
    if (!('player' in audience)) return audience;
    const seats = events.flatMap((e) => (e?.t === 'start' ? e.seats : []));
    if (seats.length === 0) return audience;
    const key = audience.player.toLowerCase();
    const seat = seats.find((s) => s.player.toLowerCase() === key) ?? seats.find((s) => s.heroes.some((h) => h.toLowerCase() === key));
    if (!seat) throw new UserError(`--player ${audience.player}: nobody at this table is called so (${[...new Set(seats.map((s) => s.player))].join(', ')})`);
    return { player: seat.player };
  };
  if (opts.once) {
    const file = save !== undefined ? namedStream(ctx, save) : latestStream(ctx);
    if (file === null) throw new UserError(`no GM session in ${displayPath(ctx, path.join(ctx.home, 'saves'))}: start one with law gm ADVENTURE --party "Ana:Brannoc,Ben:Ysolde", then run law view`);
    const events = parseStream(read(file));
    ctx.out(drawScreen(viewOf(events, checkPlayer(events)), { style: ctx.style, width: (ctx.stdout as { columns?: number }).columns ?? 80 }).lines.join('\n'));
    return;
  }
  const fixed = save !== undefined ? namedStream(ctx, save) : null;
  const term = ctx.stdout as { rows?: number; columns?: number; on?: (ev: string, f: () => void) => void; off?: (ev: string, f: () => void) => void };
  let file: string | null = fixed;
  let text = '';
  let scroll = 0;
  let above = 0;
  let shown = '';
  const draw = (force = false) => {
    // Following no save by name: a newer session is followed as soon as it begins.
    if (!fixed) file = latestStream(ctx) ?? file;
    let now = '';
    if (file) {
      try {
        now = read(file);
      } catch {
        // The file went away for a moment (a resumed session starts it again): the next tick reads it.
        return;
      }
    }
    text = now;
    const rows = Math.max(10, (term.rows ?? 24) - 1);
    const width = term.columns ?? 80;
    let lines: string[];
    if (file === null) {
      lines = ['law view: waiting for a GM session to begin', '', `It shows the players' screen of the next one started in ${displayPath(ctx, path.join(ctx.home, 'saves'))}:`, '  law gm ADVENTURE --party "Ana:Brannoc,Ben:Ysolde"', '', 'Ctrl-C or q to stop.'];
    } else {
      const events = parseStream(text);
      const screen = drawScreen(viewOf(events, checkPlayer(events)), { style: ctx.style, width, height: rows, scroll });
      above = screen.above;
      lines = screen.lines;
    }
    const out = lines.join('\n');
    if (!force && out === shown) return;
    shown = out;
    // The screen is cleared by law; what the file holds is shown as text, never as the terminal's orders.
    ctx.stdout.write(`\x1b[2J\x1b[H${terminalText(out, ctx.style.enabled)}\n`);
  };
  draw(true);
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      try {
        draw();
      } catch {
        // A damaged moment of the file: the next tick reads it again.
      }
    }, 300);
    const redraw = () => draw(true);
    term.on?.('resize', redraw);
    const stdin = ctx.stdin as NodeJS.ReadStream;
    const keys = (data: Buffer | string) => {
      const key = KEYS[data.toString()];
      if (!key) return;
      const page = Math.max(1, (term.rows ?? 24) - 8);
      if (key === 'quit') return stop();
      scroll = key === 'up' ? scroll + 1 : key === 'down' ? scroll - 1 : key === 'pgup' ? scroll + page : key === 'pgdn' ? scroll - page : key === 'home' ? above : 0;
      scroll = Math.max(0, Math.min(scroll, above));
      draw(true);
    };
    const raw = stdin.isTTY === true && typeof stdin.setRawMode === 'function';
    if (raw) {
      stdin.setRawMode(true);
      stdin.resume();
      stdin.on('data', keys);
    }
    function stop(): void {
      clearInterval(timer);
      term.off?.('resize', redraw);
      if (raw) {
        stdin.off('data', keys);
        stdin.setRawMode(false);
        stdin.pause();
      }
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    }
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
