// What every served table's command shares (law tavern --serve, law gm --serve): the port it listens
// on by default, the public address given with --public-url, why it could not listen in a person's
// words, and its links printed (with their QR codes on a terminal). Loaded only with --serve.
import type { CliContext } from '../context';
import { qrLines, qrRows } from '../../serve/links';
import { UsageError, UserError } from '../errors';

/** The port a table listens on when none is given: the same each evening, so the links stay the same. */
export const DEFAULT_PORT = 8028;

/** "https://law.example.org/table": a public address given with --public-url, checked. */
export function publicBase(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UsageError(`--public-url ${JSON.stringify(url.slice(0, 60))} is not a URL: give one such as https://law.example.org`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new UsageError('--public-url must start with https:// (or http://)');
  if (u.search || u.hash || u.username || u.password) throw new UsageError('--public-url is a plain address: no query, fragment or password');
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

/** Why the server could not listen, in a person's words. */
export function listenProblem(e: NodeJS.ErrnoException, host: string, port: number): UserError {
  if (e.code === 'EADDRINUSE') return new UserError(`port ${port} is in use (another law, or another program): give --port N, or --port 0 for a free one`);
  if (e.code === 'EACCES') return new UserError(`port ${port} may not be used by this user: give a port above 1023, or --port 0`);
  if (e.code === 'EADDRNOTAVAIL' || e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN') return new UserError(`${host} is not an address of this machine: give --host with one of its addresses, or 0.0.0.0 for all`);
  return new UserError(`cannot listen on ${host}:${port} (${e.code ?? e.message})`);
}

/**
 * The links, each on a line `NAME: URL` (what tools read), under their QR codes when stdout is a
 * terminal. `say` shows each row of codes as one text: said to a terminal's Io (law gm and law
 * tavern, which wait for Enter before the first move), its pager shows every row whole on a screen
 * of its own, to be scanned, instead of scrolling the first ones away (io/pager.ts).
 */
export function printLinks(ctx: CliContext, urls: readonly { name: string; url: string }[], say: (text: string) => void = (t) => ctx.out(t)): void {
  if (ctx.stdout.isTTY) {
    say('');
    for (const row of qrRows(urls.map((u) => ({ caption: u.name, lines: qrLines(u.url) })), ctx.stdout.columns ?? 80)) say(row.join('\n'));
  }
  say(['', ...urls.map((u) => `${u.name}: ${u.url}`)].join('\n'));
}
