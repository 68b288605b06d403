// The served table (issue 28, `law tavern GAME --serve`), from outside as the pages see it:
//
// 1. Start-up: the time until a person can play, at a terminal (`law tavern deceptidice --seats
//    me,normal`: its first question shown) and served (the same with --serve: its links printed),
//    interleaved. Goal: the server adds no more than 30 ms.
// 2. Latency: a Deceptidice game between four people, with the TV and eight phones (two for each
//    person) following it over Server-Sent Events. Each answer is posted as a phone would; the time
//    from the answer's POST to the first view each page receives after it is taken for every page
//    and move. Goal: p95 within 200 ms.
// 3. Memory: the server's resident memory (from /proc) as the game goes on, each phone dropping its
//    stream and opening a new one every few moves (a phone that sleeps and wakes), and a JSON view
//    asked of every link after every move; then, the game over and the table still open, phones
//    coming and going (VISITS times: each opens its stream, asks its view as JSON and leaves).
//    Goal: flat.
//
//   node bench/serve.js        (after npm run build; RUNS=N for the start-up's rounds, default 15)
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { stats, fmt } = require('./lib');
const serveLib = require('./serve-lib');
const { cpuMs, ended, follow, now, post } = serveLib;

const runs = Number(process.env.RUNS || 15);
// How often phones open the table after the game (VISITS=N): 6,000 by default.
const VISITS = Number(process.env.VISITS || 6000);
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'law-bench-serve-'));
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

const start = (args, ready, env) => serveLib.start(home, args, ready, env);

async function startUp() {
  const terminal = [];
  const served = [];
  const terminalCpu = [];
  const servedCpu = [];
  const game = ['tavern', 'deceptidice', '--seats', 'me,normal', '--seed', 'bench'];
  for (let i = 0; i < runs; i++) {
    fs.rmSync(path.join(home, 'saves'), { recursive: true, force: true });
    const t = await start(game, /What kind of guess\?|Which|Your guess\?/);
    terminal.push(t.ms);
    terminalCpu.push(t.cpu);
    t.child.stdin.end();
    await ended(t.child);
    fs.rmSync(path.join(home, 'saves'), { recursive: true, force: true });
    const s = await start([...game, '--serve', '--host', '127.0.0.1', '--port', '0'], /^TV: http\S+$/m);
    served.push(s.ms);
    servedCpu.push(s.cpu);
    s.child.kill('SIGINT');
    await ended(s.child);
  }
  const a = stats(terminal);
  const b = stats(served);
  console.log(`Start-up, ${runs} rounds interleaved (median, min-max):`);
  console.log(`  at a terminal, to the first question  ${fmt(a.median)} ms (${fmt(a.min)}-${fmt(a.max)})`);
  console.log(`  served, to the links printed          ${fmt(b.median)} ms (${fmt(b.min)}-${fmt(b.max)})`);
  console.log(`  what serving adds                     ${fmt(b.median - a.median)} ms (goal: 30 ms at most)`);
  const c = stats(terminalCpu);
  const d = stats(servedCpu);
  console.log(`  CPU time used by then (user + system, median): at a terminal ${fmt(c.median)} ms, served ${fmt(d.median)} ms, what serving adds ${fmt(d.median - c.median)} ms`);
  console.log(`  (load average now: ${os.loadavg().map((x) => x.toFixed(1)).join(', ')})`);
}

function getJson(url) {
  return new Promise((resolve) => {
    http.get(url, { headers: { Accept: 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', () => resolve(0));
  });
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

async function latencyAndMemory() {
  const names = ['Ana', 'Ben', 'Cai', 'Dora'];
  fs.rmSync(path.join(home, 'saves'), { recursive: true, force: true });
  const run = await start(['tavern', 'deceptidice', '--serve', '--seats', 'me,me,me,me', '--names', names.join(','), '--seed', 'bench/serve', '--host', '127.0.0.1', '--port', '0'], new RegExp(`^${names[3]}: http\\S+$`, 'm'), { LAW_SERVE_BOT_PAUSE: '0' });
  const links = {};
  for (const n of ['TV', ...names]) links[n] = new RegExp(`^${n}: (http\\S+)$`, 'm').exec(run.out())[1];
  // The pages: the TV, and two phones for each person; the first of each person's is the hand that answers.
  const pages = [{ name: 'TV', url: links.TV }, ...names.flatMap((n) => [{ name: n, url: links[n], hand: true }, { name: n, url: links[n] }])];
  let latest = new Map(); // page -> its last view
  let since = 0; // when the last answer was posted
  let arrivals = new Map(); // page -> ms from the last answer to its first view after it
  const open = (p) => (p.close = follow(p.url, (view, at) => {
    latest.set(p, view);
    if (since && !arrivals.has(p) && at >= since) arrivals.set(p, at - since);
  }));
  pages.forEach(open);
  await pause(500);
  const samples = [];
  let missed = 0;
  let tableMoves = 0; // answers that moved the table (not a step of a decision)
  const memory = [{ move: 0, kb: rssKb(run.child.pid) }];
  let moves = 0;
  let picks = 0; // choices made
  for (let tries = 0; tries < 5000; tries++) {
    if (latest.get(pages[0])?.over) break;
    const hand = pages.find((p) => p.hand && latest.get(p)?.question);
    if (!hand) {
      await pause(5);
      continue;
    }
    const view = latest.get(hand);
    const q = view.question;
    const body = { question: q.id };
    if (q.kind === 'choose') {
      // As the tests' players pick (test/helpers/served.ts, playToTheEnd): the pick moves on with each
      // choice made, not with each answer, or a guess typed empty and its list would fall on "(back)"
      // every time.
      const usable = q.choices.map((c, k) => (c.disabled ? -1 : k)).filter((k) => k >= 0);
      body.choice = usable[(picks++ * 7 + 3) % usable.length];
    } else if (q.kind === 'number') body.value = q.min ?? 0;
    else if (q.kind === 'confirm') body.value = true;
    // A typed question (Deceptidice's guess, issue 29): an empty line lists what may be said, as choices
    // (the tests' firstAnswer).
    else body.value = q.default ?? '';
    arrivals = new Map();
    since = now();
    latest.delete(hand);
    const status = await post(hand.url, body);
    if (status !== 204) {
      since = 0;
      // 429 (the bench answers faster than people, past the link's rate limit): the phone still shows
      // its question and answers it a moment later; a 409 waits for the view that moved on.
      if (status === 429 && !latest.has(hand)) latest.set(hand, view);
      await pause(status === 429 ? 300 : 20);
      continue;
    }
    moves++;
    // Every page's view after the answer. A step of a decision (the kind of guess before its number)
    // changes the asking seat's view alone: the TV's view changes with every move of the table, and
    // then every page's does. A page whose view did not come within a second is counted as missed.
    for (let w = 0; w < 200 && arrivals.size < pages.length; w++) {
      if (!arrivals.has(pages[0]) && arrivals.has(hand) && now() - since > 150) break;
      await pause(5);
    }
    if (arrivals.has(pages[0])) {
      tableMoves++;
      missed += pages.length - arrivals.size;
      samples.push(...arrivals.values());
    }
    since = 0;
    // Every link's view as JSON, as a page that reloads asks for it.
    for (const n of ['TV', ...names]) await getJson(links[n]);
    if (moves % 8 === 0) {
      // Every phone sleeps and wakes: its stream drops, a new one opens.
      for (const p of pages.slice(1)) {
        p.close();
        open(p);
      }
      await pause(100);
      memory.push({ move: moves, kb: rssKb(run.child.pid) });
    }
  }
  memory.push({ move: moves, kb: rssKb(run.child.pid) });
  // The evening goes on after the game (the table stays open until Ctrl-C): phones come and go, VISITS
  // times in all, each opening its stream, reading its view as JSON and leaving, paced under the links' rate limits.
  const evening = [{ visits: 0, kb: rssKb(run.child.pid) }];
  const links5 = ['TV', ...names].map((n) => links[n]);
  for (let v = 1; v <= VISITS; v++) {
    const url = links5[v % links5.length];
    const close = follow(url, () => {});
    await getJson(url);
    await pause(12);
    close();
    if (v % (VISITS / 5) === 0) evening.push({ visits: v, kb: rssKb(run.child.pid) });
  }
  pages.forEach((p) => p.close());
  run.child.kill('SIGINT');
  await ended(run.child);
  const s = [...samples].sort((a, b) => a - b);
  const pct = (p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  console.log(`Latency, a game of Deceptidice between four people to its end (${moves} answers, ${tableMoves} of them moves of the table), the TV and 8 phones over SSE:`);
  console.log(`  from an answer's POST to each page's next view, ${s.length} arrivals on the moves of the table: p50 ${fmt(pct(50))} ms, p95 ${fmt(pct(95))} ms, p99 ${fmt(pct(99))} ms, max ${fmt(s[s.length - 1])} ms (goal: p95 within 200 ms)${missed ? `; ${missed} page(s) got no view within a second` : '; every page got every move'}`);
  const kb = memory.map((m) => m.kb);
  console.log(`Memory, the server's resident set (every phone dropping and opening its stream every 8 moves, each link's JSON asked after every move):`);
  console.log(`  ${memory.map((m) => `${m.move}: ${(m.kb / 1024).toFixed(1)}`).join(', ')} MB (answers: MB); first ${(kb[0] / 1024).toFixed(1)}, highest ${(Math.max(...kb) / 1024).toFixed(1)}, last ${(kb[kb.length - 1] / 1024).toFixed(1)} MB`);
  console.log(`  then, the game over, phones opening the table ${VISITS} times (visits: MB): ${evening.map((m) => `${m.visits}: ${(m.kb / 1024).toFixed(1)}`).join(', ')}`);
}

(async () => {
  try {
    await startUp();
    await latencyAndMemory();
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
})().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
