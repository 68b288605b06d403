// `law gm ADVENTURE --party ... --serve`: the GM's session served to a TV page and to each player's
// phone (src/serve/gm/) from this process, beside the terminal and `law view`. Prints a link for the
// TV and one for each player (and their QR codes on a terminal); keeps the links in the save (mode
// 600: the GM's alone) so that `law gm --resume FILE --serve` gives the same links; says who is
// waited for and who answered from his phone. Ctrl-C stops the table cleanly: the question asked
// now ends as at the end of input, the game is saved, the server closed.
//
// Loaded only with --serve: a command without it never loads the server (bench/README.md, "Start-up").
import * as crypto from 'node:crypto';
import type { CliContext } from '../context';
import type { Io } from '../../io';
import type { TableSession } from '../../gm/session';
import type { StreamEvent, StreamWriter } from '../../gm/stream';
import { parseStream, readStreamText, streamFileOf } from '../../gm/stream';
import { ServedGmTable } from '../../serve/gm/table';
import { PhoneQuestions } from '../../serve/gm/questions';
import { PhoneIo } from '../../serve/gm/phone-io';
import { readAssets } from '../../serve/assets';
import { startServer } from '../../serve/server';
import type { RunningServer } from '../../serve/server';
import { baseUrl, qrBlock, qrLines, seatUrl } from '../../serve/links';
import { isTokenText, newToken } from '../../serve/tokens';
import { UserError } from '../errors';
import { DEFAULT_PORT, listenProblem, printLinks, publicBase } from './serve-common';

/** A served session's links as its save keeps them: the TV's token, each player's, the port. */
export interface GmLinks {
  readonly tv: string;
  readonly players: Readonly<Record<string, string>>;
  port: number;
}

/** The links a save holds, if they fit this table (a token for the TV and one for each player, all different); else null. */
export function readGmLinks(raw: unknown, players: readonly string[]): GmLinks | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const p = r.players;
  if (!isTokenText(r.tv) || typeof p !== 'object' || p === null || Array.isArray(p)) return null;
  const own = (name: string) => (Object.prototype.hasOwnProperty.call(p, name) ? (p as Record<string, unknown>)[name] : undefined);
  if (!players.every((name) => isTokenText(own(name)))) return null;
  const tokens = [r.tv, ...players.map((name) => own(name) as string)];
  if (new Set(tokens).size !== tokens.length) return null;
  const port = Number.isInteger(r.port) && (r.port as number) > 0 && (r.port as number) < 65536 ? (r.port as number) : DEFAULT_PORT;
  return { tv: r.tv, players: Object.fromEntries(players.map((name) => [name, own(name) as string])), port };
}

export interface ServeOptions {
  readonly host?: string;
  readonly port?: number;
  readonly publicUrl?: string;
}

/** A GM's table being served: made before the game's Io, started once the session is open. */
export class ServedSession {
  readonly links: GmLinks;
  private readonly table: ServedGmTable;
  private readonly phones: PhoneQuestions;
  private phoneIo: PhoneIo | null = null;
  private server: RunningServer | null = null;
  private stopSignal: (() => void) | null = null;

  constructor(
    private readonly ctx: CliContext,
    private readonly opts: ServeOptions,
    title: string,
    private readonly players: readonly string[],
    saveFile: string,
    keptLinks: unknown,
  ) {
    // A resumed session's pages show the story told so far.
    let events: (StreamEvent | null)[] = [];
    try {
      events = parseStream(readStreamText(streamFileOf(saveFile)));
    } catch {
      // No stream yet (a new session), or one that cannot be read: the pages begin with what comes.
    }
    this.table = new ServedGmTable({
      title,
      players,
      events,
      soon: (f) => setImmediate(f),
      // Said before the GM's next question, not under the one open (phone-io.ts).
      presence: (name, online) => {
        this.presence.delete(name);
        this.presence.set(name, online);
      },
    });
    this.phones = new PhoneQuestions(crypto.randomBytes(4).toString('hex'), () => this.table.changed());
    this.table.phones = this.phones;
    const kept = readGmLinks(keptLinks, players);
    this.links = { tv: kept?.tv ?? newToken(), players: Object.fromEntries(players.map((p) => [p, kept?.players[p] ?? newToken()])), port: kept?.port ?? DEFAULT_PORT };
  }

  /** Pages opened or closed since the GM was last told, each player's latest. */
  private readonly presence = new Map<string, boolean>();

  /** "(Ana's page is open; Ben's page closed.)", or null when nothing changed. */
  private presenceNews(): string | null {
    if (this.presence.size === 0) return null;
    const said = [...this.presence].map(([name, online]) => (online ? `${name}'s page is open` : `${name}'s page closed`));
    this.presence.clear();
    return `(${said.join('; ')}.)`;
  }

  /** The terminal's Io, its players' questions put on their phones too. */
  io(terminal: Io): Io {
    this.phoneIo = new PhoneIo(terminal, this.phones, (p) => this.table.online(p), () => this.presenceNews());
    return this.phoneIo;
  }

  /** The session feeds the pages: its stream's events, its players' questions. */
  attach(session: TableSession, stream: StreamWriter): void {
    session.watchQuestions((q, options) => this.phones.offer(q, options));
    session.watchTavern(this.table.cardWatch(() => session.cardPlayer));
    session.linkLines = (who) => this.linkLines(who);
    stream.onWritten = (e, at) => this.table.written(e, at);
  }

  /** Listens, prints the links, and stops the table on Ctrl-C. `saved` writes the save with the links (the port found). */
  async start(saved: () => void): Promise<void> {
    const host = this.opts.host ?? '0.0.0.0';
    const wanted = this.opts.port ?? this.links.port;
    let assets;
    try {
      assets = readAssets();
    } catch (e) {
      throw new UserError((e as Error).message);
    }
    try {
      this.server = await startServer({
        host,
        port: wanted,
        table: this.table,
        links: [{ token: this.links.tv, seat: this.table.seats[0] }, ...this.players.map((p, k) => ({ token: this.links.players[p], seat: this.table.seats[k + 1] }))],
        assets,
        now: () => Date.now(),
      });
    } catch (e) {
      throw listenProblem(e as NodeJS.ErrnoException, host, wanted);
    }
    this.links.port = this.server.port;
    saved();
    const base = this.opts.publicUrl !== undefined ? publicBase(this.opts.publicUrl) : baseUrl(host, this.server.port);
    this.urls = [{ name: 'TV', url: seatUrl(base, this.links.tv) }, ...this.players.map((p) => ({ name: p, url: seatUrl(base, this.links.players[p]) }))];
    // At a terminal through its Io, whose pager shows each row of codes whole before the GM begins.
    const say = this.ctx.interactive ? (t: string) => this.ctx.io().say(t) : (t: string) => this.ctx.out(t);
    printLinks(this.ctx, this.urls, say);
    say(
      [
        "Open the TV's link on the screen everyone sees, and give each player his own",
        'link: his questions come to his phone, and can still be answered here.',
        'Ctrl-C stops the table; the game is saved.',
        '',
      ].join('\n'),
    );
    // Ctrl-C (or a kill) stops the table: the question asked now ends, and the game is saved as at
    // the end of input. A second one does not wait.
    let stops = 0;
    const stop = () => {
      stops += 1;
      if (stops > 1) process.exit(130);
      this.phoneIo?.stop();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    this.stopSignal = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    };
    // At a terminal the story would scroll the links and their codes away at once: the GM begins
    // when the pages are open (a script, or a test, goes straight on).
    if (!this.ctx.interactive) return;
    for (;;) {
      const line = (await this.ctx.io().askText('Press Enter to begin once the pages are open (:links shows them):')).trim();
      const news = this.presenceNews();
      if (news !== null) this.ctx.out(this.ctx.style.dim(news));
      const links = /^:links\b\s*(.*)$/i.exec(line);
      if (!links) return;
      for (const l of this.linkLines(links[1] || undefined)) this.ctx.out(l);
    }
  }

  /** The links printed at the start: the TV's first. */
  private urls: Array<{ name: string; url: string }> = [];

  /**
   * What the GM's :links shows: every link with whether its page is open; with a name (the TV or a
   * player, its start will do), that link under its QR code, to be scanned from the GM's screen.
   */
  private linkLines(who: string | undefined): string[] {
    if (this.urls.length === 0) return ['The table is not served yet.'];
    const open = (name: string) => (name === 'TV' ? this.table.tvPages > 0 : this.table.online(name));
    if (who === undefined) return [...this.urls.map((u) => `${u.name}: ${u.url}  (${open(u.name) ? 'page open' : 'not open'})`), "(:links NAME shows that link's QR code.)"];
    const key = who.toLowerCase();
    const found = this.urls.filter((u) => u.name.toLowerCase().startsWith(key));
    const u = this.urls.find((x) => x.name.toLowerCase() === key) ?? (found.length === 1 ? found[0] : null);
    if (!u) return [`No link is ${who}'s: ${this.urls.map((x) => x.name).join(', ')}.`];
    return [...qrBlock([{ caption: u.name, lines: qrLines(u.url) }], this.ctx.stdout.columns ?? 80), `${u.name}: ${u.url}`];
  }

  /** Closes the server (the session ended or stopped). */
  async close(): Promise<void> {
    this.stopSignal?.();
    this.stopSignal = null;
    this.phoneIo?.stop();
    await this.server?.close();
    this.server = null;
  }
}
