// How rolls read on screen, everywhere in the engine: "3/DX needs 11: 62.50% - rolled 4+3+2 = 9, pass by 2".
import type { CheckResult, CheckThrow, ContestResult, ContestSide, Roll } from '../dice';
import { formatCheck, formatPercent } from '../dice';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';

export function formatFaces(roll: Roll, extra = 0): string {
  const curse = extra > 0 ? `+${extra} curse${extra > 1 ? 's' : ''}` : '';
  const total = roll.sum + extra;
  // A total typed in by hand, or a single die, needs no sum shown.
  if ((roll.faces === null || roll.faces.length === 1) && !curse) return String(total);
  return `${roll.faces ? roll.faces.join('+') : roll.sum}${curse} = ${total}`;
}

/**
 * Dice and their modifier summed, the one way every roll of dice reads (`law roll`, damage in
 * fights, effects in adventures): "3+3+1 = 7", "2+2-1 = 3"; one die or a typed total alone: "4".
 */
export function formatDiceSum(faces: readonly number[] | null, sum: number, modifier: number): string {
  const mod = modifier === 0 ? '' : modifier > 0 ? `+${modifier}` : String(modifier);
  if ((faces === null || faces.length === 1) && mod === '') return String(sum);
  return `${faces ? faces.join('+') : sum}${mod} = ${sum + modifier}`;
}

export function formatThrow(t: CheckThrow, curses: number, style: Style = PLAIN): string {
  const verdict = t.passed
    ? style.green(`pass (margin ${t.margin})`)
    : style.red(`fail (margin ${t.margin})`);
  return `${t.roll.typed ? 'typed' : 'rolled'} ${formatFaces(t.roll, curses)}, ${verdict}`;
}

/** The heading of a check before its roll: `3/DX+CLIMBING needs 12: 74.07%`. */
export function formatCheckOdds(r: Pick<CheckResult, 'spec' | 'target' | 'chance' | 'allowed'>): string {
  if (!r.allowed) return `${formatCheck(r.spec)}: not allowed without the skill`;
  return `${formatCheck(r.spec)} needs ${r.target}: ${formatPercent(r.chance)}`;
}

export function formatCheckResult(r: CheckResult, style: Style = PLAIN): string {
  if (!r.allowed) return formatCheckOdds(r);
  const parts = r.throws.map((t, i) => (i === 0 ? '' : 'karma re-roll: ') + formatThrow(t, r.curses, style));
  return `${formatCheckOdds(r)} - ${parts.join('; ')}`;
}

export function formatContestResult(
  a: ContestSide,
  b: ContestSide,
  r: ContestResult,
  style: Style = PLAIN,
): string {
  const side = (s: ContestSide, x: ContestResult['a']) =>
    `${s.name ?? '?'} ${formatFaces(x.roll, s.curses ?? 0)} (wins at ${s.target} or less${x.within ? '' : ', over'})`;
  const how: Record<ContestResult['how'], string> = {
    higher: 'the higher total within its target wins',
    'only-within': 'only one total is within its target',
    'tie-attribute': 'a tie goes to the higher attribute',
    'tie-even': 'a tie of totals and attributes: nobody wins',
    'both-exceed': 'both exceed their targets: both fail',
  };
  const winner = r.winner === null ? style.yellow('nobody wins') : style.green(`${(r.winner === 'a' ? a : b).name ?? r.winner} wins`);
  const by = r.difference > 0 ? ` by ${r.difference}` : '';
  return `${side(a, r.a)} against ${side(b, r.b)}: ${winner}${by} (${how[r.how]})`;
}
