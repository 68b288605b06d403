// The links a served table prints: one for the TV and one for each person, each with its token, at an
// address the phones can reach; and each as a QR code a phone's camera reads off the terminal.
import * as os from 'node:os';

/** The addresses that listen on every interface: a link then names the machine's own address on the network. */
const EVERYWHERE = new Set(['0.0.0.0', '::', '']);

const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/;

/**
 * The address a phone on the same network reaches this machine at: the first private IPv4 address
 * of an interface that is up (a home network's), else any non-internal IPv4 one, else loopback.
 */
export function networkAddress(interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces()): string {
  const all = Object.values(interfaces).flatMap((list) => list ?? []).filter((i) => i.family === 'IPv4' && !i.internal);
  return (all.find((i) => PRIVATE.test(i.address)) ?? all[0])?.address ?? '127.0.0.1';
}

/** "http://192.168.1.20:8028": where the links point, from the address listened on and the port. */
export function baseUrl(host: string, port: number, interfaces?: NodeJS.Dict<os.NetworkInterfaceInfo[]>): string {
  const name = EVERYWHERE.has(host) ? networkAddress(interfaces) : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** A link to a seat: the base (a public URL given with --url, or the listening address) and its token. */
export function seatUrl(base: string, token: string): string {
  return `${base.replace(/\/+$/, '')}/t/${token}`;
}

/**
 * A QR code of `text` for a terminal: two rows of modules a line, drawn in light blocks on the
 * terminal's dark ground (a dark module is a blank), with the quiet zone of two modules around it
 * the readers need. A terminal with a light ground shows it inverted, which phones read too.
 */
export function qrLines(text: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const qrcode = require('qrcode-generator') as typeof import('qrcode-generator');
  const qr = qrcode(0, 'L');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 2;
  const light = (r: number, c: number) => r < 0 || c < 0 || r >= n || c >= n || !qr.isDark(r, c);
  const lines: string[] = [];
  for (let r = -quiet; r < n + quiet; r += 2) {
    let line = '';
    for (let c = -quiet; c < n + quiet; c++) {
      const top = light(r, c);
      const bottom = r + 1 < n + quiet ? light(r + 1, c) : false;
      line += top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ';
    }
    lines.push(line);
  }
  return lines;
}

/** QR codes side by side, each under its caption, as many in a row as fit in `width` columns. */
export function qrBlock(codes: readonly { caption: string; lines: readonly string[] }[], width: number): string[] {
  return qrRows(codes, width).flat();
}

/** The same, row by row: each row of codes side by side with its captions' line, to be shown whole. */
export function qrRows(codes: readonly { caption: string; lines: readonly string[] }[], width: number): string[][] {
  const out: string[][] = [];
  const gap = 3;
  let row: typeof codes[number][] = [];
  let used = 0;
  const flush = () => {
    if (!row.length) return;
    const w = row.map((c) => Math.max(c.lines[0]?.length ?? 0, c.caption.length));
    const block = [row.map((c, i) => c.caption.slice(0, w[i]).padEnd(w[i])).join(' '.repeat(gap)).trimEnd()];
    const height = Math.max(...row.map((c) => c.lines.length));
    for (let k = 0; k < height; k++) block.push(row.map((c, i) => (c.lines[k] ?? '').padEnd(w[i])).join(' '.repeat(gap)).trimEnd());
    out.push(block);
    row = [];
    used = 0;
  };
  for (const c of codes) {
    const w = Math.max(c.lines[0]?.length ?? 0, c.caption.length);
    if (row.length && used + gap + w > width) flush();
    used += (row.length ? gap : 0) + w;
    row.push(c);
  }
  flush();
  return out;
}
