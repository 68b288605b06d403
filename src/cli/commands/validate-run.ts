// The work of `law validate`: every diagnostic of every file (load, references, lint), then on
// request the exhaustive explorer and the random playthroughs.
import type { CliContext } from '../context';
import type { Adventure, ConditionSeen, Diagnostic, ExploreReport, PlaytestReport, Uses } from '../../adventure';
import { explore, exploreDiagnostics, formatDiagnostic, formatSizes, lintAdventure, loadAdventureFile, playtest } from '../../adventure';
import { formatPercent } from '../../dice';
import { renderTable } from '../../render/text-table';
import type { ValidateOptions } from './validate';
import { findAdventure } from './play-find';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const partyOf = (sizes: readonly number[]) => (sizes.length === 1 ? `a party of ${sizes[0]}` : `parties of ${formatSizes(sizes)}`);

const SEEN_WORDS: Record<ConditionSeen, string> = { true: 'always true', false: 'always false', both: 'true and false', unseen: 'never met' };

export function exploreText(r: ExploreReport): string {
  const lines: string[] = [];
  lines.push(`Explored ${r.states} states with ${partyOf(r.sizes)}${r.truncated ? ' (stopped at the limit: the search is not complete)' : ''}:`);
  const atEvery = r.sizes.length > 1 ? ' at any party size' : '';
  lines.push(r.unreached.length ? `  sections never reached${atEvery}: ${r.unreached.join(', ')}` : `  every one of the ${r.sections} sections was reached`);
  for (const u of r.unreachedAtSomeSizes) lines.push(`  section ${u.section} was never reached with ${partyOf(u.sizes)}`);
  if (r.optionsNeverTaken.length) {
    lines.push('  options never taken:');
    for (const o of r.optionsNeverTaken) lines.push(`    line ${o.at.line}: section ${o.section} option ${o.number} "${o.label}"`);
  } else lines.push('  every option of the reached sections was taken');
  if (r.outcomesNeverSeen.length) {
    lines.push('  outcomes never seen:');
    for (const c of r.outcomesNeverSeen) lines.push(`    line ${c.at.line}: section ${c.section} ${c.kind} ${c.text}: ${c.missing.join(', ')}`);
  } else lines.push('  every side of every check, contest, table and fight was followed');
  // A search stopped early saw only some paths: the other side may be on one it did not follow.
  const onPaths = r.truncated ? ' on the paths followed (the search stopped early)' : '';
  for (const c of r.conditionsOneSided) lines.push(`  line ${c.at.line}: a condition in section ${c.section} was always ${c.always ? 'true' : 'false'}${atEvery}${onPaths}`);
  for (const c of r.conditionsBySize) {
    // The sizes grouped by what the condition did at them: "always false at size 1; always true at sizes 2-3".
    const groups = new Map<ConditionSeen, number[]>();
    for (const x of c.seen) groups.set(x.seen, [...(groups.get(x.seen) ?? []), x.size]);
    const parts = [...groups].map(([seen, sizes]) => `${SEEN_WORDS[seen]} at size${sizes.length === 1 ? '' : 's'} ${formatSizes(sizes)}`);
    lines.push(`  line ${c.at.line}: a condition in section ${c.section} depends on the party's size: ${parts.join('; ')}`);
  }
  lines.push(`  endings: ${r.endings.map((e) => `${e.title} (${e.kind}, ${plural(e.count, 'path')})`).join('; ') || 'none reached'}`);
  const sizesNote = (sizes: number[]) => (r.sizes.length > 1 ? ` (with ${partyOf(sizes)})` : '');
  if (!r.truncated && r.endings.length === 0) lines.push('  NO ENDING: every way the explorer followed goes round without end; no ending can be reached');
  for (const s of r.stuck) lines.push(`  STUCK: ${s.message}${sizesNote(s.sizes)}`);
  for (const c of r.crashes) lines.push(`  CRASH in section ${c.section}: ${c.message}${sizesNote(c.sizes)}`);
  return lines.join('\n');
}

export function playtestText(r: PlaytestReport, file: string, adventure: Adventure): string {
  const lines: string[] = [];
  const last = r.firstSeed + r.runs - 1;
  lines.push(`${plural(r.runs, 'random game')} (seeds ${r.firstSeed}${r.runs > 1 ? `-${last}` : ''}), ${r.characters / Math.max(1, r.runs)} character${r.characters === r.runs ? '' : 's'} each:`);
  if (r.crashes.length === 0) lines.push('  crashes: none');
  for (const c of r.crashes.slice(0, 10)) lines.push(`  CRASH seed ${c.seed}, section ${c.section}: ${c.message} (replay: law validate ${file} --playtest 1 --seed ${c.seed})`);
  if (r.crashes.length > 10) lines.push(`  ... and ${r.crashes.length - 10} more crashes`);
  if (r.loops.length) lines.push(`  LOOPS: ${plural(r.loops.length, 'game')} never ended (seeds ${r.loops.slice(0, 10).join(', ')})`);
  const games = Math.max(1, r.runs - r.crashes.length);
  lines.push(`  endings: ${r.endings.map((e) => `${e.title} ${formatPercent(e.count / games, 1)}`).join(', ') || 'none'}`);
  lines.push(`  deaths: ${plural(r.deaths, 'game')} (${formatPercent(r.deaths / games, 1)}) ended with the whole party dead; ${plural(r.charactersDead, 'character')} of ${r.characters} died`);
  if (r.deathsAt.length) {
    const where = r.deathsAt.slice(0, 8).map((d) => `section ${d.section}${d.fight !== null ? ` (the fight at line ${d.fight})` : ''} ${d.deaths}`);
    lines.push(`  where characters died: ${where.join('; ')}${r.deathsAt.length > 8 ? `; ${r.deathsAt.length - 8} more places` : ''}`);
  }
  lines.push(`  average XP earned per character: ${r.averageXp.toFixed(2)}; average sections per game: ${r.averageSections.toFixed(1)}`);
  const { reached, total, never } = r.coverage;
  lines.push(`  coverage: ${reached} of ${total} sections reached (${formatPercent(reached / Math.max(1, total), 1)})${never.length ? `; never reached: ${never.join(', ')}` : ''}`);
  const visits = [...adventure.sections.keys()].map((id) => `${id}:${r.visits.get(id) ?? 0}`);
  lines.push(`  visits by section: ${visits.join(' ')}`);
  if (r.checks.length) {
    lines.push('  checks and contests (observed success, karma re-rolls counted, against the odds shown before the first roll):');
    const rows = r.checks
      .filter((c) => c.tries > 0)
      .sort((a, b) => Number(a.at.split(':')[0]) - Number(b.at.split(':')[0]))
      .map((c) => ({ line: c.at.split(':')[0], section: c.section, check: c.text, tries: String(c.tries), observed: c.tries ? formatPercent(c.passes / c.tries, 1) : '-', odds: formatPercent(c.expected, 1) }));
    const table = renderTable(
      [
        { header: 'line', align: 'right' },
        { header: 'section' },
        { header: 'check' },
        { header: 'tries', align: 'right' },
        { header: 'observed', align: 'right' },
        { header: 'odds', align: 'right' },
      ],
      rows.map((r2) => [r2.line, r2.section, r2.check, r2.tries, r2.observed, r2.odds]),
    );
    lines.push(...table.split('\n').map((l) => `    ${l}`));
  }
  return lines.join('\n');
}

export async function validateCommand(ctx: CliContext, names: string[], opts: ValidateOptions): Promise<void> {
  const out: Array<Record<string, unknown>> = [];
  let failed = false;
  for (const name of names) {
    const found = findAdventure(ctx, name);
    const r = loadAdventureFile(found.file, found.shown);
    let diagnostics: Diagnostic[] = r.diagnostics;
    if (r.adventure && r.uses) diagnostics = [...diagnostics, ...lintAdventure(r.adventure, r.uses as Uses)].sort((a, b) => a.line - b.line || a.column - b.column);
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    const warnings = diagnostics.length - errors;
    if (errors > 0 || (opts.strict && warnings > 0)) failed = true;
    const entry: Record<string, unknown> = { file: found.shown, sections: r.adventure?.sections.size ?? null, errors, warnings, diagnostics };
    if (!opts.json) {
      for (const d of diagnostics) ctx.out(formatDiagnostic(d));
      const size = r.adventure ? `${plural(r.adventure.sections.size, 'section')}, ` : '';
      ctx.out(`${found.shown}: ${size}${errors || warnings ? [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ') : 'no problems'}`);
    }
    if (r.adventure && errors === 0) {
      if (opts.party !== undefined && (opts.party < r.adventure.party.min || opts.party > r.adventure.party.max)) {
        const { UserError } = await import('../errors');
        throw new UserError(`--party ${opts.party}: "${r.adventure.title}" is for ${r.adventure.party.min} to ${r.adventure.party.max}`);
      }
      if (opts.explore) {
        // Every size the adventure allows unless one is asked for: a "party >= 2" branch is only
        // unreached, or its condition always false, if no allowed party can open it.
        const report = await explore(r.adventure, r.uses, opts.party !== undefined ? { partySizes: [opts.party] } : {});
        // Every path followed to its end and none reached an ending: a loop with no way out that the
        // loader cannot see (a branching goto that never opens its way out).
        const noEnding = !report.truncated && report.endings.length === 0;
        if (report.crashes.length || report.stuck.length || noEnding) failed = true;
        // What the explorer finds at a place of the file is a diagnostic like the lint's.
        const explored = exploreDiagnostics(report, found.shown);
        if (opts.strict && explored.length) failed = true;
        if (opts.json) entry.explore = { ...report, diagnostics: explored };
        else {
          for (const d of explored) ctx.out(formatDiagnostic(d));
          ctx.out(exploreText(report));
        }
      }
      if (opts.playtest !== undefined) {
        const size = opts.party ?? r.adventure.party.min;
        const report = await playtest(r.adventure, { runs: opts.playtest, firstSeed: opts.seed ?? 0, partySize: size });
        if (report.crashes.length || report.loops.length) failed = true;
        if (opts.json) entry.playtest = { ...report, visits: Object.fromEntries(report.visits) };
        else ctx.out(playtestText(report, found.shown, r.adventure));
      }
    }
    out.push(entry);
  }
  if (opts.json) ctx.out(JSON.stringify(out.length === 1 ? out[0] : out, null, 2));
  if (failed) ctx.exitCode = 1;
}
