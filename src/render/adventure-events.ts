// How a game reads on screen: each event of the interpreter becomes a few lines of text. The same
// text goes to the terminal, to scripted stdout and to the --log transcript.
import type { GameEvent } from '../adventure/events';
import { formatTime } from '../adventure/state';
import { curseWords, formatPercent } from '../dice';
import { formatCheckOdds, formatContestResult, formatThrow } from './dice';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { renderSheet } from './character-sheet';
import { wrapText } from './text-table';
import { listed } from './words';

export const TEXT_WIDTH = 78;

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

/**
 * Prose flowed but not wrapped: each paragraph one line, for a face that wraps to its own width (a
 * served page): the same paragraphs wrapProse makes.
 */
export function flowProse(text: string): string {
  return wrapProse(text, Number.POSITIVE_INFINITY);
}

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
      // The engine's one way of writing a check: "3/DX+CLIMBING needs 12: 74.07%" (src/render/dice).
      const extras = [e.helper, e.curses > 0 ? curseWords(e.curses) : null].filter(Boolean);
      const who = `${e.roller}${e.purpose ? ` ${e.purpose}` : ''}`;
      return `${who}: ${formatCheckOdds(e)}${extras.length ? ` (${extras.join('; ')})` : ''}`;
    }
    case 'throw': {
      const again = e.reroll === 'karma' ? 'karma re-roll: ' : e.reroll === 'wish' ? 're-roll for a wish: ' : '';
      return `  ${again}${formatThrow(e, e.curses, style)}`;
    }
    case 'outcome':
      return e.forced ? `  (explored: ${e.outcome})` : null;
    case 'contest':
      return `${e.roller}: ${e.check}, wins at ${e.target} or less; ${e.opponent}: ${e.opponentCheck}, wins at ${e.opponentTarget} or less. ${e.roller} wins ${formatPercent(e.win)}, ${contestRest(e)}`;
    case 'contest-throw': {
      const again = e.reroll === 'karma' ? 'karma re-roll: ' : e.reroll === 'wish' ? 're-roll for a wish: ' : '';
      return `  ${again}${formatContestResult(e.a, e.b, e.result, style)}`;
    }
    case 'contest-outcome':
      return e.forced ? `  (explored: ${e.outcome})` : null;
    case 'random':
            // A table's name is the author's, not the players': they see the roll (issue 32).
      return e.forced ? `  (explored: row ${e.row} of ${e.table ?? 'the table'})` : `Roll ${e.dice}: ${e.total}`;
    case 'fight': {
      const surprise = e.surprise === 'party' ? ' The party has surprise.' : e.surprise === 'foes' ? ' The foes have surprise!' : '';
      // Every count came to 0 (docs/adventure-format.md, Foes that scale): the fight is won at once.
      if (e.foes.length === 0) return style.bold(`On the map "${e.map}" no foe is left to fight ${e.party.join(', ')}: the fight is won at once.`);
      return style.bold(`A fight on the map "${e.map}": ${e.party.join(', ')} against ${e.foes.join(', ')}.${surprise}`);
    }
    case 'fight-end': {
      const how = e.outcome === 'victory' ? 'in victory' : e.outcome === 'fled' ? 'with the party in flight' : e.outcome === 'ended' ? 'by itself, neither side beaten' : 'in defeat';
      const after = e.forced ? ' (explored)' : ` after ${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
      const people = e.party.map((p) => `${p.name}: ${p.status}${p.xp ? `, +${p.xp} XP` : ''}`).join('; ');
      // Where the fight's log was on screen it has just said how the fight ended: only the party is told.
      if (e.shown && e.party.length > 0) return `After the fight: ${e.party.map((p) => `${p.name} ${p.status}${p.xp ? ` (+${p.xp} XP)` : ''}`).join('; ')}.`;
      return `The fight ends ${how}${after}.${people && !e.forced ? ` ${people}.` : ''}`;
    }
    case 'tavern': {
      const others = listed(e.opponents);
      return style.bold(`${e.player} sits down to ${e.title} with ${others}${e.stake > 0 ? `, for a stake of ${e.stake} gold each` : ''}.`);
    }
    case 'tavern-end': {
      const how = e.outcome === 'win' ? `${e.player} wins` : e.outcome === 'draw' ? `${e.player} shares the first place` : `${e.player} loses`;
      return `${how} at ${e.title}${e.forced ? ' (explored)' : ''}.`;
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
    case 'carried':
      return `${e.by} carries ${e.member} away.`;
    case 'captured':
      return style.red(`Taken captive: ${listed(e.members)}.`);
    case 'left-behind':
      return style.red(`${e.member} is left behind in the foes' hands, lost to the party until the adventure ends.`);
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
    case 'effect-result':
    case 'chose':
      return null;
    case 'sheets': {
      const counters = e.counters.map((c) => `${c.label}: ${c.value}${c.hidden ? style.dim(' (GM only)') : ''}`);
      const head = [
        `It is ${formatTime(e.time)}. Plotwords: ${e.plotwords.length ? e.plotwords.join(', ') : 'none'}.`,
        ...(counters.length ? [`${counters.join('; ')}.`] : []),
        ...(e.leftBehind.length ? [style.red(`Left behind in a flight: ${e.leftBehind.join(', ')}.`)] : []),
        ...(e.companions?.length ? [`Companions: ${e.companions.map((c) => `${c.name} (ST ${c.st} DX ${c.dx} IQ ${c.iq}${c.damage ? `, ${c.damage} damage` : ''})`).join(', ')}.`] : []),
      ].join('\n');
      return [head, ...e.party.map((c) => renderSheet(c, style))].join('\n\n');
    }
    case 'end':
      return `\n${style.bold(`*** The end: ${e.ending.title} ***`)}`;
  }
}

/**
 * After a contest's chance to win, the rest: "ties 23.44%, loses 19.55%" when the adventure has an
 * outcome of its own for a draw (nobody wins: both fail, or equal margins); else the draw goes the way
 * of a loss (interpreter, contestFlow), so it is counted in the loss and said to be.
 */
function contestRest(e: { lose: number; draw: number; drawLoses: boolean }): string {
  if (!e.drawLoses) return `ties ${formatPercent(e.draw)}, loses ${formatPercent(e.lose)}`;
  return `loses ${formatPercent(e.lose + e.draw)}${e.draw > 0 ? ' (nobody winning counts as a loss)' : ''}`;
}
