// A GM's evening served (issue 28): latency and memory over a whole session and late in a long
// one. Each page's view is made from the whole players' stream (src/serve/gm/page.ts, gmPage through
// gm/view.ts, viewOf), so its cost grows with the stream; an evening is a few thousand events.
//
// `law gm the-lamp-at-skerry-head --serve` from outside, four players answering from their phones
// (--dice players: their rolls typed on the phones; a fight left to the AI from a phone; elsewhere an
// option drawn from the bench's own seeded sequence, never leaving Skerrow while the table may stay),
// with the TV and 8 phones (two for each player) following over Server-Sent Events, one phone in four
// dropping its stream and opening a new one every 10 answers (a phone that sleeps and wakes):
//
// 1. First session: the Lamp begun, MOST answers (60), then Ctrl-C (a break: the game saved).
// 2. Second session: `law gm --resume ... --serve`, played to the adventure's end.
// 3. The same second session again, from the same break, on a stream made as long as several
//    evenings: the first session's stream copied after itself up to EVENTS events (12,000), each copy
//    a game begun afresh with its places (question ids, an undo's start) moved. A copied stream,
//    labelled as such: what it measures is the cost of the views' walk over that many events.
//
// For each: the time from each answer's POST to the first view each page receives after it (goal:
// p95 within 200 ms), and the server's resident set (/proc, VmRSS) at its start, every 25 answers and
// at its end (goal: flat). If nothing is on any phone for 2 s, each answering phone asks its view as
// JSON (a question found so, which its stream did not bring, is counted), else the GM presses Enter.
//
//   node bench/serve-gm-evening.js        (after npm run build; MOST=N, EVENTS=N)
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { fmt } = require('./lib');
const serveLib = require('./serve-lib');
const { BIN, ended, follow, post, now } = serveLib;

// The answers of the evening's first session (MOST=N): the game is stopped and saved after them.
const MOST = Number(process.env.MOST || 60);
// The longer stream's length (EVENTS=N, 12,000 by default).
const EVENTS = Number(process.env.EVENTS || 12000);
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'law-bench-serve-gm-evening-'));
/** The law home as it stood at the break (made by main, removed at the end). */
let kept = null;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));
const names = ['Ana', 'Ben', 'Cy', 'Dee'];
const served = ['--serve', '--host', '127.0.0.1', '--port', '0'];
const newGame = (seed) => ['gm', 'the-lamp-at-skerry-head', '--party', 'Ana:Brannoc,Ben:Ysolde,Cy:Wren,Dee:Cora', '--dice', 'players', '--seed', seed, ...served];
/** The game stopped last, to be resumed (the save beside the stream). */
const resumed = () => ['gm', '--resume', streamFile().replace(/\.view\.jsonl$/, '.json'), ...served];
/** A page's view as JSON (null when refused). */
const getView = (url) =>
  new Promise((resolve) => {
    http.get(url, { headers: { Accept: 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve(res.statusCode === 200 ? JSON.parse(text) : null));
    }).on('error', () => resolve(null));
  });
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const streamFile = () => {
  const dir = path.join(home, 'saves');
  const f = fs.existsSync(dir) ? fs.readdirSync(dir).find((x) => x.endsWith('.view.jsonl')) : undefined;
  return f ? path.join(dir, f) : null;
};
const streamEvents = () => {
  const f = streamFile();
  return f ? fs.readFileSync(f, 'utf8').split('\n').length - 1 : 0;
};

/**
 * One session of the Lamp played to its end from the phones. With `measure`, the TV and 8 phones
 * follow it and each answer's arrivals are timed; without, the answering phones alone follow it.
 */
async function session(args, seed, measure, most = MOST) {
  const run = await serveLib.start(home, args, /^Dee: http\S+$/m, { LAW_COMMAND: 'law' });
  const links = {};
  for (const n of ['TV', ...names]) links[n] = new RegExp(`^${n}: (http\\S+)$`, 'm').exec(run.out())[1];
  const pages = [{ name: 'TV', url: links.TV }, ...names.flatMap((n) => (measure ? [{ name: n, url: links[n], hand: true }, { name: n, url: links[n] }] : [{ name: n, url: links[n], hand: true }]))];
  const latest = new Map();
  let since = 0;
  let arrivals = new Map();
  // A stream refused (429: a link that opened too many too fast) is opened again 2 s later, as a
  // browser's EventSource does (the server's `retry: 2000`).
  let refusedStreams = 0;
  const open = (p) =>
    (p.close = follow(
      p.url,
      (view, at) => {
        latest.set(p, view);
        if (since && !arrivals.has(p) && at >= since) arrivals.set(p, at - since);
      },
      (status) => {
        if (status === 200) return;
        refusedStreams++;
        const retry = setTimeout(() => open(p), 2000);
        p.close = () => clearTimeout(retry);
      },
    ));
  pages.forEach(open);
  await pause(300);
  const memory = [{ answers: 0, mb: rssMb(run.child.pid) }];
  const samples = [];
  let answers = 0;
  let missed = 0;
  let reconnects = 0;
  let enters = 0;
  let stale = 0;
  let limited = 0;
  let again = null;
  let idleSince = 0;
  // A small seeded generator (mulberry32) of the bench's own: the same walk every run.
  let a = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 7);
  const draw = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let tries = 0; tries < 20000 && answers < most; tries++) {
    if (latest.get(pages[0])?.ended) break;
    const hand = pages.find((p) => p.hand && latest.get(p)?.question);
    if (!hand) {
      // Nothing on any phone for two seconds: the terminal asks the GM (a question the phones do not
      // get); he presses Enter, as at the table.
      if (tries - idleSince > 400) {
        idleSince = tries;
        // A page asks its view as JSON (as a reload does): a question its stream did not bring is counted.
        let found = false;
        for (const p of pages.filter((x) => x.hand)) {
          const v = await getView(p.url);
          if (v?.question) {
            latest.set(p, v);
            found = true;
          }
        }
        if (found) {
          stale++;
          continue;
        }
        run.child.stdin.write('\n');
        enters++;
      }
      await pause(5);
      continue;
    }
    idleSince = tries;
    const view = latest.get(hand);
    const q = view.question;
    // A question answered again after a 429 gets the same answer (the walk stays the same).
    const body = again?.question === q.id ? again : { question: q.id };
    const answered = again?.question === q.id;
    again = null;
    if (answered) {
      // The same answer as before the 429.
    } else if (q.kind === 'choose') {
      // A fight is left to the AI; elsewhere the players wander: any option they may take, drawn
      // from the bench's own seeded sequence (the first option every time walks in circles).
      const ai = q.choices.findIndex((c) => c.label.startsWith('Let the AI'));
      // A table that means to play the evening through does not leave Skerrow while it may stay.
      const open = q.choices.map((c, k) => (c.disabled ? -1 : k)).filter((k) => k >= 0);
      const staying = open.filter((k) => !/^(Leave|Turn back)/.test(q.choices[k].label));
      const usable = staying.length ? staying : open;
      body.choice = ai >= 0 ? ai : usable[Math.floor(draw() * usable.length)];
    }
    // The players' own dice, typed: 8 on three dice (most checks pass), the most on fewer (damage),
    // so that the party lives through the evening's fights.
    else if (q.kind === 'roll') body.value = q.dice === 3 ? '8' : String(q.dice * (q.halves ? 3 : q.sides ?? 6));
    else if (q.kind === 'confirm') body.value = false;
    else if (q.kind === 'number') body.value = q.min ?? 1;
    else body.value = '';
    arrivals = new Map();
    since = now();
    latest.delete(hand);
    const status = await post(hand.url, body);
    if (status !== 204) {
      since = 0;
      // 429: the bench answers faster than a person, past the link's rate limit: the phone still
      // shows the question, and answers it again a moment later.
      if (status === 429) {
        limited++;
        again = body;
        if (!latest.has(hand)) latest.set(hand, view);
        await pause(300);
      } else await pause(20);
      continue;
    }
    answers++;
    // Every page's next view (within a second), before the next answer: a phone answers what it shows.
    for (let w = 0; w < 200 && arrivals.size < pages.length; w++) await pause(5);
    if (measure) {
      missed += pages.length - arrivals.size;
      samples.push(...arrivals.values());
      if (answers % 10 === 0) {
        // A phone that sleeps and wakes: one in four drops its stream and opens a new one.
        for (const p of pages.slice(1).filter((_, k) => (k + answers / 10) % 4 === 0)) {
          p.close();
          open(p);
          reconnects++;
        }
      }
      if (answers % 25 === 0) memory.push({ answers, mb: rssMb(run.child.pid) });
    }
    since = 0;
  }
  const over = Boolean(latest.get(pages[0])?.ended);
  memory.push({ answers, mb: rssMb(run.child.pid) });
  pages.forEach((p) => p.close());
  // The end's last Enter; a game not over by `most` answers is stopped as a GM stops one (Ctrl-C: saved).
  if (over) run.child.stdin.write('\n');
  else run.child.kill('SIGINT');
  await ended(run.child);
  return { answers, samples, missed, memory, reconnects, over, enters, stale, limited, refusedStreams };
}

/** The stream's events copied after themselves until it holds `most`: each copy's places (question ids, an undo's start) moved to where the copy stands. */
function lengthen(most) {
  const file = streamFile();
  const lines = fs.readFileSync(file, 'utf8').split('\n').slice(0, -1);
  const out = [...lines];
  let copies = 0;
  while (out.length + lines.length <= most) {
    const at = out.length;
    for (const line of lines) {
      const e = JSON.parse(line);
      if (e.t === 'question') e.q.id += at;
      if (e.t === 'answered') e.id += at;
      if (e.t === 'undo' && e.from !== undefined) e.from += at;
      out.push(JSON.stringify(e));
    }
    copies++;
  }
  fs.writeFileSync(file, `${out.join('\n')}\n`);
  return { recorded: lines.length, copies };
}

function report(what, r, events) {
  const s = [...r.samples].sort((a, b) => a - b);
  const pct = (p) => s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  console.log(`${what} (the stream ${events}, ${r.answers} answers${r.over ? ', the game over' : ''}${r.enters ? `, ${r.enters} Enter(s) at the GM's terminal` : ''}${r.stale ? `, ${r.stale} question(s) found by asking the JSON view, not brought by the stream` : ''}${r.limited ? `, ${r.limited} answer(s) sent again after a 429` : ''}${r.refusedStreams ? `, ${r.refusedStreams} stream(s) refused and opened again 2 s later` : ''}), the TV and 8 phones over SSE, ${r.reconnects} streams dropped and opened again:`);
  console.log(`  from an answer's POST to each page's next view, ${s.length} arrivals: p50 ${fmt(pct(50))} ms, p95 ${fmt(pct(95))} ms, p99 ${fmt(pct(99))} ms, max ${fmt(s[s.length - 1])} ms (goal: p95 within 200 ms)${r.missed ? `; ${r.missed} page-answer(s) got no view within a second` : '; every page got every answer'}`);
  console.log(`  the server's resident set (answers: MB): ${r.memory.map((m) => `${m.answers}: ${m.mb.toFixed(1)}`).join(', ')}`);
}

async function main() {
  for (const [name, dx, iq] of [['Wren', '13', '8'], ['Cora', '12', '9']]) {
    const r = spawnSync(process.execPath, [BIN, 'character', 'create', name, '--st', '11', '--dx', dx, '--iq', iq, '--type', 'normal', '--skills', 'Sword:2,Bow:1', '--weapon', 'Short Sword', '--armor', 'Leather'], { env: { ...process.env, LAW_HOME: home }, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
  }
  // The evening: the game begun, a break (Ctrl-C, the game saved), then resumed and played to its end.
  const first = await session(newGame('bench/evening'), 'bench/evening-1', true, MOST);
  report('First session: the Lamp begun', first, `0 -> ${streamEvents()} events`);
  if (first.over) return;
  // The law home at the break (the save, its stream, the characters it holds), to go back to.
  kept = fs.mkdtempSync(path.join(os.tmpdir(), 'law-bench-serve-gm-break-'));
  const dirs = fs.readdirSync(home);
  for (const d of dirs) fs.cpSync(path.join(home, d), path.join(kept, d), { recursive: true });
  const at = streamEvents();
  const second = await session(resumed(), 'bench/evening-2', true, 5000);
  report('Second session: the game resumed after the break and played to its end', second, `${at} -> ${streamEvents()} events`);
  // The same second session on a stream as long as several evenings: the first session's stream
  // copied after itself, then the game resumed from the same break and played the same way.
  for (const d of fs.readdirSync(home)) fs.rmSync(path.join(home, d), { recursive: true, force: true });
  for (const d of dirs) fs.cpSync(path.join(kept, d), path.join(home, d), { recursive: true });
  const { recorded, copies } = lengthen(EVENTS);
  const before = streamEvents();
  const late = await session(resumed(), 'bench/evening-2', true, 5000);
  report(`The same, on a longer stream (the first session's ${recorded} events and ${copies} copies of them after it, each a game begun afresh, its places moved)`, late, `${before} -> ${streamEvents()} events`);
}

main()
  .then(() => console.log(`  (load average now: ${os.loadavg().map((x) => x.toFixed(1)).join(', ')}; ${new Date().toISOString().slice(0, 16)} UTC)`))
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => {
    fs.rmSync(home, { recursive: true, force: true });
    if (kept) fs.rmSync(kept, { recursive: true, force: true });
  });
