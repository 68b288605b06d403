// `law gm ADVENTURE --party ... --serve` over plain HTTP against the built bin/law (issue 28, second
// half): the links (`TV: URL`, `NAME: URL`), each page's view as JSON, 404 for a wrong token; a
// choice and a roll answered from the players' phones (checked as typed; a replayed answer 409, an
// illegal one 422), the GM answering for a player at the terminal, a whisper on one phone alone;
// 1,000 hostile requests in the middle of the session that change nothing; Ctrl-C with the game
// saved (mode 600, the links in it), --resume --serve with the same links, and the adventure
// played to its end from the phones with nothing lost.
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { runBin, tempHome } from '../helpers/cli';
import type { ServedRun } from '../helpers/served';
import { getJson, post, startServed, until } from '../helpers/served';
import type { GmPage } from '../../src/serve/pages/gm/wire';
import type { Question } from '../../src/serve/pages/common/wire';

jest.setTimeout(120_000);

const NAMES = ['Ana', 'Ben'];
const HERE = ['--serve', '--host', '127.0.0.1', '--port', '0'];

const running: ServedRun[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) if (r.child.exitCode === null) await r.stop();
});

async function serve(args: string[], home: string): Promise<ServedRun> {
  const r = await startServed(args, home, NAMES, {}, true);
  running.push(r);
  return r;
}

const pause = (ms: number) => new Promise((res) => setTimeout(res, ms));

const asked = (v: GmPage): Question => v.question!;

test("law gm --serve: the TV and two phones, a choice and a roll from the phones, 1,000 hostile requests, Ctrl-C, --resume with the same links, the adventure to its end", async () => {
  const home = tempHome();
  const r = await serve(['gm', 'tutorial', '--party', 'Ana:Brannoc,Ben:Ysolde', '--seed', '7', '--dice', 'players', ...HERE], home);
  const { TV: tv, Ana: ana, Ben: ben } = r.links;
  for (const url of [tv, ana, ben]) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/t\/[A-Za-z0-9_-]{22}$/);
  expect(new Set([tv, ana, ben]).size).toBe(3);

  // The whole table's first question: on both phones, never on the TV, which says whom it waits for.
  const a1 = await until<GmPage>(ana, (v) => v.question !== null);
  const t1 = await getJson<GmPage>(tv);
  expect(t1).toMatchObject({ page: 'gm-tv', you: null, title: 'Rats in the Mill', question: null, waiting: 'The players choose: What do you do?' });
  expect(t1.seats.map((s) => [s.player, s.heroes])).toEqual([
    ['Ana', ['Brannoc the Bold']],
    ['Ben', ['Ysolde']],
  ]);
  expect(a1).toMatchObject({ page: 'gm-player', you: 'Ana' });
  // The players' options only: not the GM's sheets nor his save and quit.
  expect(asked(a1)).toMatchObject({ kind: 'choose', prompt: 'What do you do?', choices: [{ label: '"Leave it to me."' }, { label: '"What does it pay?"' }, { label: 'Walk on and find an inn' }] });
  expect((await getJson<GmPage>(ben)).question).toEqual(a1.question);
  const page = await fetch(ana);
  expect(await page.text()).toContain('src="../assets/gm/player.js"');
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  // A mistyped token: 404 and nothing else.
  const typo = ana.slice(0, -1) + (ana.endsWith('A') ? 'B' : 'A');
  const wrong = await fetch(typo, { headers: { Accept: 'application/json' } });
  expect([wrong.status, await wrong.text()]).toEqual([404, 'Not found\n']);

  // Ana answers from her phone; her second tab and Ben's answer to the same question are refused.
  expect((await post(ana, { question: asked(a1).id, choice: 0 })).status).toBe(204);
  expect((await post(ana, { question: asked(a1).id, choice: 0 })).status).toBe(409);
  expect((await post(ben, { question: asked(a1).id, choice: 0 })).status).toBe(409);
  // The next one the GM answers at the terminal, for the players: the phones' question goes away.
  const a2 = await until<GmPage>(ana, (v) => v.question !== null && v.question.id !== asked(a1).id);
  r.child.stdin!.write('1\n');
  const b3 = await until<GmPage>(ben, (v) => v.question !== null && v.question.id !== asked(a2).id);
  expect(asked(b3).prompt).toBe('Who tries 3/ST?');
  expect((await post(ana, { question: asked(a2).id, choice: 0 })).status).toBe(409);
  // The GM whispers to Ben: on his page alone.
  r.child.stdin!.write(':whisper Ben the rats fear fire\n');
  await until<GmPage>(ben, (v) => v.story.some((l) => l.text.includes('the rats fear fire')));
  for (const url of [tv, ana]) expect(JSON.stringify(await getJson<GmPage>(url))).not.toContain('the rats fear fire');
  // The links scroll away once the story begins: :links shows them again, with whose pages are open
  // (none here: the "phones" are plain requests), and :links NAME that one's link under its QR code.
  const before = r.output().length;
  r.child.stdin!.write(':links\n:links be\n');
  const linked = await (async () => {
    for (let i = 0; i < 200 && !/shows that link's QR code[^]*\nBen: http\S+\n/.test(r.output().slice(before)); i++) await pause(25);
    return r.output().slice(before);
  })();
  for (const [name, url] of [['TV', tv], ['Ana', ana], ['Ben', ben]]) expect(linked).toContain(`${name}: ${url}  (not open)`);
  expect(linked).toMatch(/\nBen: http\S+\n/);
  expect((await post(ben, { question: asked(b3).id, choice: 0 })).status).toBe(204);

  // Ana's roll of real dice, on her phone alone; typed as at the terminal, checked as there.
  const a4 = await until<GmPage>(ana, (v) => v.question?.kind === 'roll');
  expect(asked(a4)).toMatchObject({ kind: 'roll', dice: 3, sides: 6, what: '3/ST needs 13' });
  const b4 = await getJson<GmPage>(ben);
  expect(b4.question).toBeNull();
  expect(b4.waiting).toBe('Ana: roll 3D6 for Brannoc the Bold (3/ST needs 13)');
  expect((await post(ben, { question: asked(a4).id, value: '4 3 2' })).status).toBe(409);
  const illegal = await post(ana, { question: asked(a4).id, value: '4 3 9' });
  expect(illegal).toMatchObject({ status: 422, body: expect.stringContaining('a D6 shows 1 to 6, not 9') });
  expect((await post(ana, { question: asked(a4).id, value: '4 3 2' })).status).toBe(204);
  const mid = await until<GmPage>(tv, (v) => v.section === 'In the dark' && v.waiting !== null);
  expect(mid.story.map((l) => l.text)).toContain('Brannoc the Bold rolls 3/ST: 9, passes (real dice).');
  expect(r.output()).toContain('Ana answered from his phone: 4 3 2');
  expect(r.output()).toContain('typed 4+3+2 = 9, pass');

  // 1,000 hostile requests in the middle of the session: each a 4xx, nothing changed.
  const a5 = await until<GmPage>(ana, (v) => v.question !== null);
  const q5 = asked(a5);
  const snapshot = () => Promise.all([tv, ana, ben].map((u) => getJson<GmPage>(u).then((v) => JSON.stringify({ ...v, seats: null }))));
  const was = await snapshot();
  const port = Number(new URL(tv).port);
  const base = tv.slice(0, -25);
  const slow = Array.from({ length: 10 }, () => {
    const s = net.connect(port, '127.0.0.1', () => s.write('GET /t/'));
    s.on('error', () => {});
    return s;
  });
  const raw = (text: string): Promise<number> =>
    new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => s.write(text));
      let got = '';
      s.on('data', (d) => (got += d.toString('latin1')));
      s.on('close', () => resolve(Number(got.slice(9, 12))));
      s.on('error', () => resolve(Number(got.slice(9, 12))));
      s.setTimeout(3000, () => s.destroy());
    });
  const kinds: Array<() => Promise<number>> = [
    () => fetch(`${base}/t/${Math.random().toString(36).slice(2)}aaaaaaaaaaaaa`, { headers: { Accept: 'application/json' } }).then((x) => x.status),
    () => fetch(`${base}/t/${ana.slice(-22, -1)}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(Math.random() * 26)]}`.replace(ana, `${base}/t/zzzzzzzzzzzzzzzzzzzzzz`)).then((x) => x.status),
    () => post(ana, 'x'.repeat(100_000)).then((x) => x.status),
    () => post(ana, '{"question": ').then((x) => x.status),
    () => post(ana, { question: q5.id, choice: 999 }).then((x) => x.status),
    () => post(ana, { question: q5.id, choice: -1 }).then((x) => x.status),
    () => post(ana, { question: q5.id, value: 'nonsense' }).then((x) => x.status),
    () => post(ana, { question: asked(a1).id, choice: 0 }).then((x) => x.status),
    () => post(ana, `{"__proto__": {"polluted": true}, "question": "${q5.id}", "choice": 0}`).then((x) => x.status),
    () => post(ana, { constructor: { prototype: { polluted: true } }, question: q5.id, choice: 0 }).then((x) => x.status),
    () => post(ana, { question: q5.id, restart: true }).then((x) => x.status),
    () => post(tv, { question: q5.id, choice: 0 }).then((x) => x.status),
    () => fetch(`${ana}/answer`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' }).then((x) => x.status),
    () => fetch(ana, { method: 'DELETE' }).then((x) => x.status),
    () => raw(`POST /t/${ana.slice(-22)}/answer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n{`),
    () => raw('GET /assets/../../package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    () => raw('GARBAGE\r\n\r\n'),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < 1000; i += 50) statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, k) => kinds[(i + k) % kinds.length]()))));
  expect(statuses).toHaveLength(1000);
  expect(statuses.filter((s) => s < 400 || s > 499)).toEqual([]);
  for (const s of slow) s.destroy();
  await pause(1100);
  expect(await snapshot()).toEqual(was);
  expect(r.output()).not.toMatch(/internal error|Error:/);

  // Ctrl-C: the question ends, the game is saved (the GM's alone, the links in it).
  expect(await r.stop()).toBe(0);
  const m = /continue it with: law gm --resume (\S+) --serve \(the same links\)/.exec(r.output());
  expect(m).not.toBeNull();
  const save = path.resolve(home, m![1]);
  expect(fs.statSync(save).mode & 0o777).toBe(0o600);
  const kept = JSON.parse(fs.readFileSync(save, 'utf8')) as { links: { tv: string; players: Record<string, string> } };
  expect(kept.links).toMatchObject({ tv: tv.slice(-22), players: { Ana: ana.slice(-22), Ben: ben.slice(-22) } });

  // Resumed and served again: the same links, the story as it was, the question asked again.
  const again = await serve(['gm', '--resume', save, ...HERE], home);
  for (const n of ['TV', ...NAMES]) expect(again.links[n].slice(-22)).toBe(r.links[n].slice(-22));
  const back = await until<GmPage>(again.links.Ana, (v) => v.question !== null);
  expect(asked(back).prompt).toBe(q5.prompt);
  expect(back.story.map((l) => l.text)).toContain('Brannoc the Bold rolls 3/ST: 9, passes (real dice).');
  // A question of the run before is not one of this run's.
  expect((await post(again.links.Ana, { question: q5.id, choice: 0 })).status).toBe(409);

  // The rest of the adventure from the phones (a fight left to the AI from a phone); the GM closes the session.
  let answers = 0;
  for (let i = 0; i < 400; i++) {
    const t = await getJson<GmPage>(again.links.TV);
    if (t.ended) break;
    let any = false;
    for (const url of [again.links.Ana, again.links.Ben]) {
      const q = (await getJson<GmPage>(url)).question;
      if (!q) continue;
      any = true;
      const body =
        q.kind === 'choose'
          ? { choice: Math.max(0, q.choices.findIndex((c) => c.label.startsWith('Let the AI'))) }
          : q.kind === 'roll'
            ? { value: q.dice === 3 ? '10' : String(q.dice) }
            : q.kind === 'confirm'
              ? { value: false }
              : q.kind === 'number'
                ? { value: q.min ?? 1 }
                : { value: '' };
      const res = await post(url, { question: q.id, ...body });
      if (res.status === 204) answers++;
      else expect([409, 429]).toContain(res.status);
      break;
    }
    if (!any) await pause(25);
  }
  const end = await getJson<GmPage>(again.links.TV);
  expect(end.ended).toEqual({ title: 'The mill is saved', kind: 'victory' });
  expect(answers).toBeGreaterThan(10);
  again.child.stdin!.write('\n');
  expect(await again.exited).toBe(0);
  expect(again.output()).toContain('The sheets are saved.');
  // The players' terminal screen beside it read the same stream.
  const view = runBin(['view', save, '--once'], { home });
  expect(view.code).toBe(0);
  expect(view.stdout).toContain('*** The end: The mill is saved ***');
  expect(view.stdout).not.toContain('the rats fear fire');
});

test('law gm without --serve never loads the server; --port goes with --serve; a bad --public-url is refused before anything is saved', () => {
  const home = tempHome();
  const preload = path.join(__dirname, '..', 'helpers', 'loaded-modules.js');
  const r = runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc', '--seed', '1'], { home, env: { NODE_OPTIONS: `--require ${preload}` } });
  const m = /^LOADED: (.*)$/m.exec(r.stderr);
  expect(m).not.toBeNull();
  const files = JSON.parse(m![1]) as string[];
  expect(files).toContain('dist/gm/session.js');
  expect(files.filter((f) => f.startsWith('dist/serve/') || f.includes('gm-serve') || f.includes('qrcode-generator'))).toEqual([]);
  expect(runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc', '--port', '9'], { home })).toMatchObject({ code: 2, stderr: expect.stringContaining('--host, --port and --public-url go with --serve') });
  // A public address that is none: refused before anything is played or saved.
  const clean = tempHome();
  expect(runBin(['gm', 'tutorial', '--party', 'Ana:Brannoc', '--serve', '--public-url', 'ftp://x'], { home: clean })).toMatchObject({ code: 2, stderr: expect.stringContaining('--public-url must start with https://') });
  expect(fs.existsSync(path.join(clean, 'saves'))).toBe(false);
});
