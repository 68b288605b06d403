// What the served-table benchmarks share (bench/serve.js, bench/serve-gm.js): law started as a child
// until its output says it is ready, the CPU time it used by then, a page following its link's
// Server-Sent Events, an answer posted as a page posts it.
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { spawn } = require('node:child_process');

const BIN = path.join(__dirname, '..', 'bin', 'law');
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** The CPU time a process has used so far (user and system, from /proc: in steps of 10 ms), which a loaded machine slows less than the clock. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Starts law ARGS with LAW_HOME `home`; resolves with the child, what it printed, and the ms until `ready` matched its output. */
function start(home, args, ready, env = {}) {
  return new Promise((resolve, reject) => {
    const t0 = now();
    const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, LAW_HOME: home, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let done = false;
    const look = (d) => {
      out += d.toString('utf8');
      if (!done && ready.test(out)) {
        done = true;
        resolve({ child, ms: now() - t0, cpu: cpuMs(child.pid), out: () => out });
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.on('exit', (code) => done || reject(new Error(`law ${args.join(' ')} exited ${code}:\n${out}`)));
  });
}

const ended = (child) => new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)));

/** A page following its link's stream: every view it receives, with the time it came; `onStatus` is told the status the stream was opened with. */
function follow(url, onView, onStatus = () => {}) {
  const req = http.get(`${url}/events`, { headers: { Accept: 'text/event-stream' } }, (res) => {
    onStatus(res.statusCode);
    let buf = '';
    res.setEncoding('utf8');
    res.on('data', (d) => {
      buf += d;
      let end;
      while ((end = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, end);
        buf = buf.slice(end + 2);
        const data = block.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
        if (/^event: view$/m.test(block) && data) onView(JSON.parse(data), now());
      }
    });
    res.on('error', () => {});
  });
  req.on('error', () => {});
  return () => req.destroy();
}

function post(url, body) {
  return new Promise((resolve) => {
    const text = JSON.stringify(body);
    const req = http.request(`${url}/answer`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
    req.end(text);
  });
}

module.exports = { BIN, now, cpuMs, start, ended, follow, post };
