// How a game reads on screen: each event of the interpreter becomes a few lines of text. The same
// text goes to the terminal, to scripted stdout and to the --log transcript.
import type { GameEvent } from '../adventure/events';
import { formatTime } from '../adventure/state';
import type { Roll } from '../dice';
import { formatPercent } from '../dice';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { renderSheet } from './character-sheet';
import { wrapText } from './table';

export const TEXT_WIDTH = 78;

function faces(roll: Roll, curses = 0): string {
  const curse = curses > 0 ? `+${curses} curse${curses > 1 ? 's' : ''}` : '';
  const total = roll.sum + curses;
  if ((roll.faces === null || roll.faces.length === 1) && !curse) return String(total);
  return `${roll.faces ? roll.faces.join('+') : roll.sum}${curse} = ${total}`;
}

/**
 * Prose reflowed to the text width: paragraphs are separated by blank lines, and the lines of a
 * paragraph are joined and wrapped again. A line that begins with a space (verse, a list, a sign on
 * a wall) is kept as the author wrote it.
 */
export function wrapProse(text: string, width = TEXT_WIDTH): string {
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(...wrapText(para.join(' '), width));
    para = [];
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      flush();
      out.push('');
    } else if (/^\s/.test(line)) {
      flush();
      out.push(line);
    } else para.push(line.trim());
  }
  flush();
  return out.join('\n');
}

const WHY: Record<string, string> = {
  higher: 'the higher total within its target wins',
  'only-within': 'only one total is within its target',
  'tie-attribute': 'equal totals: the higher attribute wins',
  'tie-even': 'equal totals and attributes: nobody wins',
  'both-exceed': 'both totals are over their targets: both fail',
};

/** The lines of one event, or null for events that are not shown (counted by testers only). */
export function renderEvent(e: GameEvent, style: Style = PLAIN, options: { clock?: boolean } = {}): string | null {
  switch (e.kind) {
    case 'section':
      return `\n${style.bold(`== ${e.id}${e.title ? `: ${e.title}` : ''} ==`)}${options.clock ? style.dim(` (${formatTime(e.time)})`) : ''}`;
    case 'text':
      return wrapProse(e.text);
    case 'gm':
      return style.magenta(wrapProse(`[GM] ${e.text}`));
    case 'effect':
      return `  * ${e.text}`;
    case 'check': {
      if (!e.allowed) return `${e.roller} cannot try ${e.check}: it needs a skill ${e.roller} does not know.`;
      const extras = [e.helper, e.curses > 0 ? `+${e.curses} to the roll for curses` : null].filter(Boolean);
      return `${e.roller} rolls ${e.check}${extras.length ? ` (${extras.join('; ')})` : ''}: needs ${e.target} or less, ${formatPercent(e.chance)}`;
    }
    case 'throw': {
      const verdict = e.passed ? style.green(`pass by ${e.margin}`) : style.red(`fail by ${-e.margin}`);
      const again = e.reroll === 'karma' ? 'karma re-roll: ' : e.reroll === 'wish' ? 're-roll for a wish: ' : '';
      return `  ${again}rolled ${faces(e.roll, e.curses)}: ${verdict}`;
    }
    case 'outcome':
      return e.forced ? `  (explored: ${e.outcome})` : null;
    case 'contest':
      return `${e.roller} ${e.check} wins at ${e.target} or less, against ${e.opponent} ${e.opponentCheck} at ${e.opponentTarget} or less: ${formatPercent(e.win)} to win, ${formatPercent(e.lose)} to lose`;
    case 'contest-throw': {
      const again = e.reroll === 'karma' ? 'karma re-roll: ' : e.reroll === 'wish' ? 're-roll for a wish: ' : '';
      const who = e.winner === 'party' ? style.green(`${e.roller} wins`) : e.winner === 'opponent' ? style.red(`${e.opponent} wins`) : style.yellow('nobody wins');
      return `  ${again}${e.roller} rolled ${faces(e.roll)}${e.total !== e.roll.sum ? ` (${e.total} with curses)` : ''}, ${e.opponent} rolled ${faces(e.opponentRoll)}: ${who} (${WHY[e.how] ?? e.how})`;
    }
    case 'contest-outcome':
      return e.forced ? `  (explored: ${e.outcome})` : null;
    case 'random':
      return e.forced ? `  (explored: row ${e.row} of ${e.table ?? 'the table'})` : `Roll ${e.dice}${e.table ? ` on table ${e.table}` : ''}: ${e.total}`;
    case 'fight': {
      const surprise = e.surprise === 'party' ? ' The party has surprise.' : e.surprise === 'foes' ? ' The foes have surprise!' : '';
      return style.bold(`A fight on the map "${e.map}": ${e.party.join(', ')} against ${e.foes.join(', ')}.${surprise}`);
    }
    case 'fight-end': {
      const how = e.outcome === 'victory' ? 'in victory' : e.outcome === 'fled' ? 'with the party in flight' : 'in defeat';
      const after = e.forced ? ' (explored)' : ` after ${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
      const people = e.party.map((p) => `${p.name}: ${p.status}${p.xp ? `, +${p.xp} XP` : ''}`).join('; ');
      return `The fight ends ${how}${after}.${people && !e.forced ? ` ${people}.` : ''}`;
    }
    case 'plotword':
      return style.cyan(e.xp ? `  * Plotword ${e.word}: each character gains ${e.xp} XP` : `  * Plotword ${e.word} again (no more XP for it)`);
    case 'killed':
      return style.red(`${e.member} is killed!`);
    case 'wish':
      return style.green(`${e.member} spends a wish: all damage is gone.`);
    case 'dead':
      return style.red(`${e.member} is dead.`);
    case 'unconscious':
      return style.yellow(`${e.member} falls unconscious.`);
    case 'helpless':
      return style.yellow('No one is left standing. The party lies helpless until a night has passed, and wakes with its fatigue gone.');
    case 'reading':
      return `${style.cyan(`${e.caster} reads ahead with ${e.spell}: "${e.option}"`)}\n${wrapProse(e.text)
        .split('\n')
        .map((l) => `  | ${l}`)
        .join('\n')}`;
    case 'note':
      return wrapProse(e.text);
    case 'condition':
    case 'chose':
      return null;
    case 'sheets':
      return [`It is ${formatTime(e.time)}. Plotwords: ${e.plotwords.length ? e.plotwords.join(', ') : 'none'}.`, ...e.party.map((c) => renderSheet(c, style))].join('\n\n');
    case 'end':
      return `\n${style.bold(`*** The end: ${e.ending.title} ***`)}`;
  }
}
