// The report of `law sim`: outcomes with 95% confidence intervals (Wilson), and histograms of the
// rounds fought and of the damage each side took, as text or as JSON. Same seed, same report.
import type { SimTally } from '../combat/sim';
import { wilson } from '../combat/sim';
import { formatPercent } from '../dice';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { renderTable } from './text-table';

export interface SimReport {
  readonly title: string;
  readonly map: string | null;
  readonly seed: string;
  readonly difficulty: string;
  readonly tally: SimTally;
}

const OUTCOMES = [
  ['victory', 'The party wins'],
  ['defeat', 'The foes win'],
  ['fled', 'The party flees'],
  ['draw', 'Stalemate'],
] as const;

interface Histogram {
  mean: number;
  min: number;
  max: number;
  /** value -> fights, every value seen. */
  counts: Record<string, number>;
}

function histogram(h: Record<number, number>, runs: number): Histogram {
  const keys = Object.keys(h).map(Number).sort((a, b) => a - b);
  let sum = 0;
  for (const k of keys) sum += k * h[k];
  const counts: Record<string, number> = {};
  for (const k of keys) counts[String(k)] = h[k];
  return { mean: runs ? sum / runs : 0, min: keys[0] ?? 0, max: keys[keys.length - 1] ?? 0, counts };
}

export function simJson(r: SimReport): unknown {
  const { tally } = r;
  const outcomes: Record<string, { count: number; share: number; ci95: [number, number] }> = {};
  for (const [key] of OUTCOMES) {
    const k = tally.outcomes[key];
    const ci = wilson(k, tally.runs);
    outcomes[key] = { count: k, share: tally.runs ? k / tally.runs : 0, ci95: [ci.low, ci.high] };
  }
  return {
    title: r.title,
    map: r.map,
    seed: r.seed,
    difficulty: r.difficulty,
    runs: tally.runs,
    outcomes,
    rounds: histogram(tally.rounds, tally.runs),
    taken: { party: histogram(tally.takenParty, tally.runs), foes: histogram(tally.takenFoes, tally.runs) },
  };
}

/** Bars for a histogram, values grouped into at most `buckets` ranges. */
function bars(h: Record<number, number>, runs: number, buckets = 12, width = 30): string[] {
  const keys = Object.keys(h).map(Number).sort((a, b) => a - b);
  if (keys.length === 0) return [];
  const lo = keys[0];
  const hi = keys[keys.length - 1];
  const size = Math.max(1, Math.ceil((hi - lo + 1) / buckets));
  const groups: Array<{ label: string; count: number }> = [];
  for (let start = lo; start <= hi; start += size) {
    const end = Math.min(hi, start + size - 1);
    let count = 0;
    for (const k of keys) if (k >= start && k <= end) count += h[k];
    groups.push({ label: start === end ? String(start) : `${start}-${end}`, count });
  }
  const most = Math.max(...groups.map((g) => g.count));
  const labelWidth = Math.max(...groups.map((g) => g.label.length));
  const countWidth = String(most).length;
  return groups.map((g) => {
    const bar = '#'.repeat(most ? Math.round((g.count / most) * width) : 0);
    return `  ${g.label.padStart(labelWidth)}  ${String(g.count).padStart(countWidth)}  ${formatPercent(runs ? g.count / runs : 0, 1).padStart(6)}  ${bar}`;
  });
}

export function renderSimReport(r: SimReport, style: Style = PLAIN): string {
  const { tally } = r;
  const out: string[] = [];
  out.push(style.bold(`${r.title}${r.map ? ` at ${r.map}` : ''}: ${tally.runs} fight${tally.runs === 1 ? '' : 's'}, seed ${r.seed}, ${r.difficulty} AI.`));
  out.push('');
  const rows = OUTCOMES.filter(([key]) => key === 'victory' || key === 'defeat' || tally.outcomes[key] > 0).map(([key, label]) => {
    const k = tally.outcomes[key];
    const ci = wilson(k, tally.runs);
    return [label, String(k), formatPercent(tally.runs ? k / tally.runs : 0), `${formatPercent(ci.low)} - ${formatPercent(ci.high)}`];
  });
  out.push(renderTable([{ header: 'Outcome' }, { header: 'Fights', align: 'right' }, { header: 'Share', align: 'right' }, { header: '95% interval', align: 'right' }], rows, { style: style.bold }));
  const rounds = histogram(tally.rounds, tally.runs);
  out.push('');
  out.push(`Rounds: average ${rounds.mean.toFixed(2)} (from ${rounds.min} to ${rounds.max})`);
  out.push(...bars(tally.rounds, tally.runs));
  for (const [label, h] of [
    ['party', tally.takenParty],
    ['foes', tally.takenFoes],
  ] as const) {
    const s = histogram(h, tally.runs);
    out.push('');
    out.push(`Damage and fatigue taken by the ${label}: average ${s.mean.toFixed(2)} (from ${s.min} to ${s.max})`);
    out.push(...bars(h, tally.runs));
  }
  return out.join('\n');
}
