// Small timing helpers shared by the benchmarks. Benchmarks print figures; they assert nothing.
'use strict';
const { spawnSync } = require('node:child_process');

/** Wall-clock milliseconds of one run of a command, as a user would wait for it. */
function timeCommand(cmd, args, opts = {}) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], ...opts });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
  return ms;
}

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { n: s.length, min: s[0], median, mean, max: s[s.length - 1] };
}

function fmt(ms) {
  return ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(1) : ms.toFixed(3);
}

/** Calls fn until `ms` milliseconds have passed; returns calls per second. */
function throughput(fn, ms = 1000) {
  let n = 0;
  const end = process.hrtime.bigint() + BigInt(ms) * 1_000_000n;
  while (process.hrtime.bigint() < end) {
    for (let i = 0; i < 100; i++) fn();
    n += 100;
  }
  return n / (ms / 1000);
}

module.exports = { timeCommand, stats, fmt, throughput };
