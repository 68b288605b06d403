// A served table for the tests: the built bin/law started with --serve on 127.0.0.1 and a free port,
// its links read from what it prints, and people who play from "phones" over plain HTTP.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { BIN, ROOT } from './cli';

export interface ServedRun {
  readonly child: ChildProcess;
  /** The links printed, by name ("TV", "Ana", ...). */
  readonly links: Record<string, string>;
  /** Everything printed so far. */
  output(): string;
  /** Ctrl-C, and the exit code. */
  stop(): Promise<number | null>;
  /** The exit code once the process ends by itself or after stop(). */
  readonly exited: Promise<number | null>;
}

/**
 * Starts `law ARGS` (which must include --serve) and waits until every link is printed. `stdin`: a
 * pipe the test types the terminal's lines into (a GM's session reads its terminal), left open.
 */
export function startServed(args: readonly string[], home: string, names: readonly string[], env: Record<string, string> = {}, stdin = false): Promise<ServedRun> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LAW_HOME: home, LAW_SERVE_BOT_PAUSE: '0', LAW_COMMAND: 'law', ...env },
    stdio: [stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const look = setInterval(() => {
      const links: Record<string, string> = {};
      for (const n of ['TV', ...names]) {
        const m = new RegExp(`^${n}: (http\\S+)$`, 'm').exec(out);
        if (m) links[n] = m[1];
      }
      if (Object.keys(links).length === names.length + 1) {
        clearInterval(look);
        resolve({ child, links, output: () => out, exited, stop: () => (child.kill('SIGINT'), exited) });
      } else if (child.exitCode !== null || Date.now() - started > 20_000) {
        clearInterval(look);
        child.kill('SIGKILL');
        reject(new Error(`law did not print its links:\n${out}`));
      }
    }, 25);
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Reply {
  status: number;
  body: string;
}

/** A page's view as JSON; a 429 (a link that asked too often: the tests poll, where a page follows a stream) waits and asks again. */
export async function getJson<T = Record<string, unknown>>(url: string): Promise<T> {
  for (let tries = 0; ; tries++) {
    const r = await fetch(url, { headers: { Accept: 'application/json' } });
    if (r.status === 429 && tries < 40) {
      await r.arrayBuffer();
      await pause(250);
      continue;
    }
    if (r.status !== 200) throw new Error(`GET ${url}: ${r.status}`);
    return (await r.json()) as T;
  }
}

/** A page's view once `ok` holds of it (the table moves on by itself between two requests). */
export async function until<T>(url: string, ok: (v: T) => boolean, tries = 200): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const v = await getJson<T>(url);
    if (ok(v)) return v;
    await pause(25);
  }
  throw new Error(`${url}: the page never came to what was waited for`);
}

/** The first answer to a question: its first choice, or an empty line where it is typed (which lists what may be said). */
export function firstAnswer(q: NonNullable<PageView['question']>): { question: string; choice: number } | { question: string; value: string } {
  return q.kind === 'text' ? { question: q.id, value: '' } : { question: q.id, choice: 0 };
}

export async function post(url: string, body: unknown): Promise<Reply> {
  const r = await fetch(`${url}/answer`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: r.status, body: await r.text() };
}

export interface PageView {
  turn: number | null;
  you: number | null;
  status: string;
  question: { id: string; kind: string; step: number; prompt: string; choices?: { label: string; disabled?: string }[] } | null;
  over: { line: string } | null;
  view: Record<string, unknown>;
  log: { n: number; lines: string[]; own: boolean }[];
  since: number | null;
}

/**
 * People at their phones: each answers its question when it has one, picking a choice with `pick`
 * (default: a pseudo-random enabled one; a typed question is sent empty, which lists its choices), until the TV says the game is over. A 429 waits and tries
 * again; a 409 (the question moved on) is read again. Returns how many answers were taken.
 */
export async function playToTheEnd(tv: string, phones: readonly string[], most = 2000, pick?: (q: NonNullable<PageView['question']>, n: number) => number): Promise<number> {
  let taken = 0;
  let n = 0;
  for (let i = 0; i < most; i++) {
    const t = await getJson<PageView>(tv);
    if (t.over) return taken;
    let asked = false;
    for (const url of phones) {
      const v = await getJson<PageView>(url);
      if (!v.question) continue;
      asked = true;
      if (v.question.kind === 'text') {
        // A question typed on the phone (Deceptidice's guess, issue 29): OK on an empty field lists
        // what may be said, as buttons.
        const r = await post(url, firstAnswer(v.question));
        if (r.status === 429) await pause(300);
        else if (r.status !== 204 && r.status !== 409) throw new Error(`answer refused: ${r.status} ${r.body}`);
        continue;
      }
      if (v.question.kind !== 'choose') continue;
      const usable = v.question.choices!.map((c, k) => (c.disabled ? -1 : k)).filter((k) => k >= 0);
      const choice = pick ? pick(v.question, n) : usable[(n * 7 + 3) % usable.length];
      n++;
      const r = await post(url, { question: v.question.id, choice });
      if (r.status === 204) taken++;
      else if (r.status === 429) await pause(300);
      else if (r.status !== 409) throw new Error(`answer refused: ${r.status} ${r.body}`);
    }
    if (!asked) await pause(15);
  }
  throw new Error('the game did not end');
}
