// `law tavern GAME --serve` over plain HTTP against the built bin/law (issue 28): the contract (a line
// `TV: URL` and `NAME: URL` a person; every page's URL answers its view as JSON; an unknown or
// mistyped token gets 404 and nothing else), views built for one seat alone, a game played to its end
// from two "phones" with a bot, 1,000 hostile requests in the middle of a game that change nothing,
// and Ctrl-C, --resume with the same links, a save that is the owner's alone.
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { runBin, tempHome } from '../helpers/cli';
import type { PageView, ServedRun } from '../helpers/served';
import { firstAnswer, getJson, playToTheEnd, post, startServed } from '../helpers/served';

const SEATS = ['--seats', 'me,me,normal', '--names', 'Ana,Ben', '--host', '127.0.0.1', '--port', '0'];

jest.setTimeout(120_000);

interface DiceView {
  seats: { name: string; dice: { top: string | null; revealed: boolean }[] }[];
  mySecret?: string[];
}

const running: ServedRun[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) await r.stop();
});

async function serve(args: string[], home: string, names = ['Ana', 'Ben']): Promise<ServedRun> {
  const r = await startServed(args, home, names);
  running.push(r);
  return r;
}

/** The raw status line and body of a request written by hand (a path no client would send). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(text));
    let got = '';
    s.on('data', (d) => (got += d.toString('latin1')));
    s.on('close', () => resolve(got));
    s.on('error', () => resolve(got));
    s.setTimeout(3000, () => s.destroy());
  });
}

describe('law tavern --serve over HTTP', () => {
  test('the links, the views a seat and the TV are given, 404 for a wrong token, a game played to its end from two phones', async () => {
    const home = tempHome();
    const r = await serve(['tavern', 'deceptidice', '--serve', ...SEATS, '--seed', 'serve/1'], home);
    const { TV: tv, Ana: ana, Ben: ben } = r.links;
    // Each link its own token of 128 bits (22 characters of base64url) on 127.0.0.1.
    for (const url of [tv, ana, ben]) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/t\/[A-Za-z0-9_-]{22}$/);
    expect(new Set([tv, ana, ben]).size).toBe(3);

    const a = await getJson<PageView>(ana);
    const b = await getJson<PageView>(ben);
    const t = await getJson<PageView>(tv);
    expect(a).toMatchObject({ page: 'tavern-seat', you: 0 });
    expect(t).toMatchObject({ page: 'tavern-tv', you: null, question: null });
    // Nobody peeks: Ana sees her own dice's tops and none of Ben's; the TV sees nobody's.
    const av = a.view as unknown as DiceView;
    const tvv = t.view as unknown as DiceView;
    expect(av.seats[0].dice.every((d) => d.top !== null)).toBe(true);
    expect(av.seats[1].dice.every((d) => d.top === null)).toBe(true);
    expect((b.view as unknown as DiceView).seats[0].dice.every((d) => d.top === null)).toBe(true);
    expect(tvv.seats.every((s) => s.dice.every((d) => d.top === null))).toBe(true);
    expect(tvv).not.toHaveProperty('mySecret');
    expect(tvv).not.toHaveProperty('seat');
    // Each private event is in its own seat's log alone: Ana's roll in hers, in nobody else's.
    expect(a.log.some((e) => e.own)).toBe(true);
    expect(t.log.some((e) => e.own)).toBe(false);
    // Whose turn it is, said on every page.
    for (const v of [a, b, t]) expect(v.status).toMatch(/turn|over/);

    // The page itself: HTML with its script and style sheet from law, a Content-Security-Policy.
    const page = await fetch(ana);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('src="../assets/tavern/seat.js"');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(new URL('../assets/tavern/seat.js', ana));
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);

    // A mistyped token, a guessed one, a made-up path: 404 and nothing else.
    const token = ana.slice(-22);
    const typo = ana.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const url of [typo, `${typo}/events`, tv.replace(/\/t\/.*/, '/t/'), tv.replace(/\/t\/.*/, '/'), tv.replace(/\/t\/.*/, '/assets/nothing.js')]) {
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      expect([url, res.status]).toEqual([url, 404]);
      expect(await res.text()).toBe('Not found\n');
    }

    const answers = await playToTheEnd(tv, [ana, ben]);
    expect(answers).toBeGreaterThan(3);
    const end = await getJson<PageView>(tv);
    expect(end.over!.line).toMatch(/wins|share the win/);
    expect(end.status).toBe('The game is over.');
    const endA = await getJson<PageView>(ana);
    expect(endA.over).toEqual(end.over);
    // The end: the result on the terminal, the save removed, and Ctrl-C closes the table with exit 0.
    expect(await r.stop()).toBe(0);
    expect(r.output()).toMatch(/Place +Seat/);
    expect(fs.readdirSync(path.join(home, 'saves')).filter((f) => f.endsWith('.json'))).toEqual([]);
  });

  test('1,000 hostile requests in the middle of a game change nothing; the game then ends with nothing lost', async () => {
    const home = tempHome();
    const r = await serve(['tavern', 'deceptidice', '--serve', ...SEATS, '--seed', 'serve/2'], home);
    const { TV: tv, Ana: ana, Ben: ben } = r.links;
    const port = Number(new URL(tv).port);
    // A few moves first, to be in the middle of a game.
    let moved = 0;
    while (moved < 3) {
      for (const url of [ana, ben]) {
        const v = await getJson<PageView>(url);
        if (v.question) {
          const rr = await post(url, firstAnswer(v.question));
          if (rr.status === 204) moved++;
        }
      }
    }
    await new Promise((res) => setTimeout(res, 200));
    const asked = async () => {
      for (const url of [ana, ben]) {
        const v = await getJson<PageView>(url);
        if (v.question) return { url, v };
      }
      return null;
    };
    const before = await asked();
    expect(before).not.toBeNull();
    const old = before!.v.question!;
    const snapshot = async () => Promise.all([tv, ana, ben].map((u) => getJson<PageView>(u).then((v) => JSON.stringify({ ...v, seats: null }))));
    const was = await snapshot();

    // Slow clients: connections that send half a request and wait.
    const slow = Array.from({ length: 10 }, () => {
      const s = net.connect(port, '127.0.0.1', () => s.write('GET /t/'));
      s.on('error', () => {});
      return s;
    });
    const token = (url: string) => url.slice(-22);
    const base = tv.slice(0, -25);
    const guess = (i: number) => `${base}/t/${token(ana).slice(0, 21)}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26]}`.replace(ana, `${base}/t/zzzzzzzzzzzzzzzzzzzzzz`);
    const huge = 'x'.repeat(100_000);
    const kinds: Array<() => Promise<number>> = [
      () => fetch(`${base}/t/${Math.random().toString(36).slice(2)}aaaaaaaaaaaaa`, { headers: { Accept: 'application/json' } }).then((x) => x.status),
      (i = Math.floor(Math.random() * 1000)) => fetch(guess(i)).then((x) => x.status),
      () => post(before!.url, huge).then((x) => x.status),
      () => post(before!.url, '{"question": ').then((x) => x.status),
      () => post(before!.url, { question: old.id, choice: 999 }).then((x) => x.status),
      () => post(before!.url, { question: old.id, choice: -1 }).then((x) => x.status),
      () => post(before!.url, { question: 'x-1', choice: 0 }).then((x) => x.status),
      () => post(before!.url, `{"__proto__": {"polluted": true}, "question": "${old.id}", "choice": 0}`).then((x) => x.status),
      () => post(before!.url, { constructor: { prototype: { polluted: true } }, question: old.id, choice: 0 }).then((x) => x.status),
      () => post(before!.url, { question: old.id, choice: 0, restart: true }).then((x) => x.status),
      () => post(before!.url, [old.id, 0]).then((x) => x.status),
      () => post(tv, { question: old.id, choice: 0 }).then((x) => x.status),
      () => fetch(`${before!.url}/answer`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' }).then((x) => x.status),
      () => fetch(`${before!.url}/answer`, { method: 'GET' }).then((x) => x.status),
      () => fetch(before!.url, { method: 'DELETE' }).then((x) => x.status),
      () => raw(port, `POST /t/${token(before!.url)}/answer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{`).then((x) => Number(x.slice(9, 12))),
      () => raw(port, 'GET /assets/../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n').then((x) => Number(x.slice(9, 12))),
      () => raw(port, 'GET /assets/%2e%2e/%2e%2e/package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n').then((x) => Number(x.slice(9, 12))),
      () => raw(port, 'GARBAGE\r\n\r\n').then((x) => Number(x.slice(9, 12))),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i += 50) {
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, k) => kinds[(i + k) % kinds.length]()))));
    }
    expect(statuses).toHaveLength(1000);
    const wrong = statuses.filter((s) => s < 400 || s > 499);
    expect(wrong).toEqual([]);
    // Nothing changed: the same question, the same views (who is connected aside).
    await new Promise((res) => setTimeout(res, 1100));
    expect(await snapshot()).toEqual(was);
    for (const s of slow) s.destroy();
    // The old question is still the one asked: answered now it is taken; replayed it is refused.
    const first = await post(before!.url, { question: old.id, choice: 0 });
    if (first.status === 429) await new Promise((res) => setTimeout(res, 2000));
    const taken = first.status === 204 ? first : await post(before!.url, { question: old.id, choice: 0 });
    expect(taken.status).toBe(204);
    expect((await post(before!.url, { question: old.id, choice: 0 })).status).toBe(409);
    await playToTheEnd(tv, [ana, ben]);
    const end = await getJson<PageView>(tv);
    expect(end.over).not.toBeNull();
    expect(await r.stop()).toBe(0);
    expect(r.output()).not.toMatch(/internal error|Error:/);
  });

  test('Ctrl-C saves the game (mode 600, the links in it); --resume FILE --serve gives the same links and the table where it was', async () => {
    const home = tempHome();
    const first = await serve(['tavern', 'deceptidice', '--serve', ...SEATS, '--seed', 'serve/3'], home);
    let moved = 0;
    while (moved < 2) {
      for (const url of [first.links.Ana, first.links.Ben]) {
        const v = await getJson<PageView>(url);
        if (v.question && (await post(url, firstAnswer(v.question))).status === 204) moved++;
      }
    }
    await new Promise((res) => setTimeout(res, 200));
    const was = await getJson<PageView>(first.links.Ana);
    expect(await first.stop()).toBe(0);
    const said = first.output();
    const m = /`law tavern --resume (\S+) --serve` goes on with it, with the same links/.exec(said);
    expect(m).not.toBeNull();
    const save = path.resolve(home, m![1]);
    expect(fs.statSync(save).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(fs.readFileSync(save, 'utf8')) as { links: { tv: string; seats: (string | null)[] } };
    expect(kept.links.tv).toBe(first.links.TV.slice(-22));
    expect(kept.links.seats[2]).toBeNull();

    const again = await serve(['tavern', '--resume', save, '--serve', '--host', '127.0.0.1', '--port', '0'], home);
    for (const n of ['TV', 'Ana', 'Ben']) expect(again.links[n].slice(-22)).toBe(first.links[n].slice(-22));
    const now = await getJson<PageView>(again.links.Ana);
    expect(now.view).toEqual(was.view);
    expect(now.since).toBe(was.since);
    expect(now.log.map((e) => e.lines)).toEqual(was.log.map((e) => e.lines));
    // The old links' tokens open the same seats, a page of the old run answers nothing of this one.
    if (was.question) expect((await post(again.links.Ana, firstAnswer(was.question))).status).toBe(409);
    expect(await again.stop()).toBe(0);
  });

  test('a command without --serve never loads the server, its pages or the QR codes', () => {
    const preload = path.join(__dirname, '..', 'helpers', 'loaded-modules.js');
    const loaded = (args: string[]): string[] => {
      const r = runBin(args, { home: tempHome(), env: { NODE_OPTIONS: `--require ${preload}` } });
      const m = /^LOADED: (.*)$/m.exec(r.stderr);
      expect(m).not.toBeNull();
      return JSON.parse(m![1]) as string[];
    };
    for (const args of [['tavern', 'deceptidice', '--seats', 'me,normal', '--seed', 's'], ['tavern', 'treasure', '--auto', '--seed', 's'], ['--version']]) {
      const files = loaded(args);
      if (args[0] === 'tavern') expect(files).toContain(`dist/tavern/${args[1]}/index.js`);
      expect(files.filter((f) => f.startsWith('dist/serve/') || f.includes('tavern-serve') || f.includes('qrcode-generator'))).toEqual([]);
    }
  });

  test('usage: --port without --serve, a table of bots alone, a port in use', async () => {
    const home = tempHome();
    expect(runBin(['tavern', 'deceptidice', '--port', '9'], { home })).toMatchObject({ code: 2, stderr: expect.stringContaining('--host, --port and --public-url go with --serve') });
    expect(runBin(['tavern', 'deceptidice', '--serve', '--seats', 'normal,easy'], { home })).toMatchObject({ code: 2, stderr: expect.stringContaining('at least one "me"') });
    const r = await serve(['tavern', 'deceptidice', '--serve', ...SEATS], home);
    const port = new URL(r.links.TV).port;
    const busy = runBin(['tavern', 'deceptidice', '--serve', '--seats', 'me,normal', '--host', '127.0.0.1', '--port', port], { home });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toContain(`port ${port} is in use`);
  });
});
