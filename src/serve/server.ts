// The web face's server: Node's http, in the same process as the game, with Server-Sent Events for the
// live updates. It holds no rule and knows no game: a link's token opens one ServedSeat (seat.ts),
// whose view it sends as JSON or draws with the seat's page, whose updates it streams, and to which
// it hands answers. Everything that comes in is untrusted: tokens are looked up in constant time,
// bodies and rates are limited, files are served by exact name from memory, every answer is checked
// by the seat, and whatever a request does, it gets a 4xx and the game goes on.
//
//   GET  /t/TOKEN           the seat's page (HTML), or its view with `Accept: application/json`
//   GET  /t/TOKEN/events    the seat's view now and after every change (text/event-stream)
//   POST /t/TOKEN/answer    an answer to the seat's question (JSON): 204, or 4xx and why
//   GET  /assets/NAME       the pages' scripts and style sheets
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Asset } from './assets';
import { PAGE_FILES } from './assets';
import type { Limits } from './limits';
import { LIMITS, RateLimiter } from './limits';
import type { ServedSeat, ServedTable } from './seat';
import { TokenBook } from './tokens';

export interface ServerOptions {
  readonly host: string;
  readonly port: number;
  readonly table: ServedTable;
  /** Each link: its token and the seat it opens. */
  readonly links: readonly { readonly token: string; readonly seat: ServedSeat }[];
  readonly assets: ReadonlyMap<string, Asset>;
  readonly limits?: Partial<Limits>;
  /** Milliseconds now (for the rate limits); the CLI's clock. */
  readonly now: () => number;
}

export interface RunningServer {
  /** The port listened on (the one given, or the free one found for port 0). */
  readonly port: number;
  /** Stops listening, ends every stream and connection. */
  close(): Promise<void>;
}

/**
 * What every answer carries: scripts and styles from this server only (no inline script, no other
 * site), nothing framed, no referrer sent with a link (a page's URL holds its token), no sniffing.
 */
const SECURITY: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const SEAT_PATH = /^\/t\/([^/]{1,100})(\/events|\/answer)?$/;
const ASSET_PATH = /^\/assets\/([a-z0-9][a-z0-9/_.-]{0,100})$/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of a seat's page: its style sheet and script (relative, so that a proxy may serve law under a path of its own). */
function pageHtml(seat: ServedSeat, title: string): string {
  const files = PAGE_FILES[seat.page];
  const heading = escapeHtml(`${title}: ${seat.name}`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="dark">',
    // No icon to fetch: a browser asks for /favicon.ico otherwise, and gets a 404.
    '<link rel="icon" href="data:,">',
    `<title>${heading}</title>`,
    `<link rel="stylesheet" href="../assets/${files.style}">`,
    `<script type="module" src="../assets/${files.script}"></script>`,
    '</head>',
    `<body class="${seat.page}">`,
    `<main id="app"><h1>${heading}</h1><p class="loading">Joining the table...</p></main>`,
    '<noscript><p>This page needs JavaScript to follow the table.</p></noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A live stream of one seat's view. */
interface Stream {
  readonly seat: ServedSeat;
  readonly res: http.ServerResponse;
}

export function startServer(o: ServerOptions): Promise<RunningServer> {
  const limits: Limits = { ...LIMITS, ...o.limits };
  const book = new TokenBook<ServedSeat>();
  for (const l of o.links) book.add(l.token, l.seat);
  const seatRate = new RateLimiter(limits.seatBurst, limits.seatPerSecond, o.now);
  const strangerRate = new RateLimiter(limits.strangerBurst, limits.strangerPerSecond, o.now);
  const streams: Stream[] = [];
  /** Per seat, the view last sent on its streams: a change that leaves a seat's view as it was sends it nothing. */
  const lastSent = new Map<ServedSeat, string>();

  const send = (res: http.ServerResponse, status: number, type: string | null, body: string | Buffer, extra: Record<string, string> = {}) => {
    if (res.headersSent) return;
    const headers: Record<string, string> = { ...SECURITY, 'Cache-Control': 'no-store', ...extra };
    // A request refused with a body it may still be sending: the connection is closed, not kept waiting for the rest.
    const method = res.req?.method;
    if (status >= 400 && method !== 'GET' && method !== 'HEAD') headers.Connection = 'close';
    if (type) headers['Content-Type'] = type;
    res.writeHead(status, headers);
    res.end(body);
  };
  const refuse = (res: http.ServerResponse, status: number, error: string, extra: Record<string, string> = {}) => send(res, status, 'application/json; charset=utf-8', `${JSON.stringify({ error })}\n`, extra);
  /** An unknown link: 404 and nothing else. */
  const notFound = (res: http.ServerResponse) => send(res, 404, 'text/plain; charset=utf-8', 'Not found\n');

  const openStream = (seat: ServedSeat, req: http.IncomingMessage, res: http.ServerResponse) => {
    const mine = streams.filter((s) => s.seat === seat);
    // A phone that reloads leaves its old stream behind for a while: the oldest gives way.
    if (mine.length >= limits.streamsPerSeat) mine[0].res.destroy();
    if (streams.length >= limits.streams) return refuse(res, 503, 'too many pages are open at this table');
    res.writeHead(200, { ...SECURITY, 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    const json = JSON.stringify(seat.view());
    res.write(`retry: 2000\n\nevent: view\ndata: ${json}\n\n`);
    const s: Stream = { seat, res };
    streams.push(s);
    seat.connected?.(streams.filter((x) => x.seat === seat).length);
    // A stream has no request timeout of its own: it lives until its page goes.
    req.socket.setTimeout(0);
    const gone = () => {
      const i = streams.indexOf(s);
      if (i < 0) return;
      streams.splice(i, 1);
      seat.connected?.(streams.filter((x) => x.seat === seat).length);
    };
    res.on('close', gone);
    res.on('error', gone);
  };

  const push = () => {
    const seats = new Set(streams.map((s) => s.seat));
    for (const seat of seats) {
      const json = JSON.stringify(seat.view());
      if (lastSent.get(seat) === json) continue;
      lastSent.set(seat, json);
      const chunk = `event: view\ndata: ${json}\n\n`;
      for (const s of streams.filter((x) => x.seat === seat)) {
        // A reader too slow to take what it is sent is dropped: its page reconnects and gets the view then.
        if (s.res.writableLength > limits.streamBacklogBytes) s.res.destroy();
        else s.res.write(chunk);
      }
    }
  };
  const stopWatching = o.table.onChange(push);
  const heartbeat = setInterval(() => {
    for (const s of streams) s.res.write(':\n\n');
  }, limits.heartbeatMs);
  heartbeat.unref();

  const readBody = (req: http.IncomingMessage): Promise<string | null> =>
    new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = (v: string | null) => {
        if (done) return;
        done = true;
        resolve(v);
      };
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size > limits.bodyBytes) {
          finish(null);
          req.pause();
          return;
        }
        if (!done) chunks.push(c);
      });
      req.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
      req.on('error', () => finish(null));
      req.on('close', () => finish(null));
    });

  const answer = async (seat: ServedSeat, req: http.IncomingMessage, res: http.ServerResponse) => {
    const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') return refuse(res, 415, 'an answer is sent as application/json');
    const length = Number(req.headers['content-length'] ?? NaN);
    const tooLarge = () => refuse(res, 413, `an answer is at most ${limits.bodyBytes} bytes`, { Connection: 'close' });
    if (length > limits.bodyBytes) {
      tooLarge();
      res.on('finish', () => req.destroy());
      return;
    }
    const text = await readBody(req);
    if (text === null) {
      tooLarge();
      res.on('finish', () => req.destroy());
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(res, 400, 'the answer is not JSON');
    }
    const refused = seat.answer(body);
    if (refused) return refuse(res, refused.status, refused.error);
    send(res, 204, null, '');
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = req.url ?? '';
    const pathname = url.split('?')[0];
    const method = req.method ?? '';
    const from = req.socket.remoteAddress ?? '?';
    const asset = ASSET_PATH.exec(pathname);
    if (asset) {
      const a = o.assets.get(asset[1]);
      if (!a) return notFound(res);
      if (method !== 'GET' && method !== 'HEAD') return refuse(res, 405, 'use GET', { Allow: 'GET, HEAD' });
      return send(res, 200, a.type, a.body, { 'Cache-Control': 'no-cache' });
    }
    const m = SEAT_PATH.exec(pathname);
    const seat = m ? book.find(m[1]) : undefined;
    if (!m || !seat) {
      if (!strangerRate.take(from)) return refuse(res, 429, 'too many requests', { 'Retry-After': '5' });
      return notFound(res);
    }
    if (!seatRate.take(m[1])) return refuse(res, 429, 'too many requests from this link', { 'Retry-After': '1' });
    const part = m[2] ?? '';
    if (part === '/answer') {
      if (method !== 'POST') return refuse(res, 405, 'answers are POSTed', { Allow: 'POST' });
      return answer(seat, req, res);
    }
    if (method !== 'GET' && method !== 'HEAD') return refuse(res, 405, 'use GET', { Allow: 'GET, HEAD' });
    if (part === '/events') return openStream(seat, req, res);
    const accept = String(req.headers.accept ?? '');
    if (accept.includes('application/json') && !accept.includes('text/html')) return send(res, 200, 'application/json; charset=utf-8', `${JSON.stringify(seat.view())}\n`);
    return send(res, 200, 'text/html; charset=utf-8', pageHtml(seat, o.table.title));
  };

  const server = http.createServer({ headersTimeout: limits.headersMs, requestTimeout: limits.requestMs }, (req, res) => {
    handle(req, res).catch(() => {
      // A bug meeting a request must not stop the table: the request gets a 500, the game goes on.
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal error\n');
      else res.destroy();
    });
  });
  server.maxConnections = limits.connections;
  server.on('clientError', (_e, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    socket.destroy();
  });

  return new Promise((resolve, reject) => {
    const failed = (e: Error) => {
      clearInterval(heartbeat);
      stopWatching();
      reject(e);
    };
    server.once('error', failed);
    server.listen(o.port, o.host, () => {
      server.off('error', failed);
      const port = (server.address() as AddressInfo).port;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(heartbeat);
            stopWatching();
            for (const s of [...streams]) s.res.end();
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
