// The recap of a GM's session (law gm recap): what the GM sends the players after the evening. It is
// made from the players' screen's entries alone (view-log.ts), so it tells nothing they could not
// have seen: sections visited, checks and their results, fights and their outcomes, XP, loot,
// plotwords, and how it ended.
import { formatTime } from '../adventure/state';
import type { ViewEntry } from './view-log';

export function recapOf(entries: readonly ViewEntry[], format: 'markdown' | 'text'): string {
  const md = format === 'markdown';
  let title = 'A session of law';
  const sections: string[] = [];
  const checks: string[] = [];
  const fights: string[] = [];
  const loot: string[] = [];
  const xp = new Map<string, number>();
  const plotwords: string[] = [];
  let first: number | null = null;
  let last: number | null = null;
  let ending: string | null = null;
  const addXp = (name: string, n: number) => xp.set(name, (xp.get(name) ?? 0) + n);
  for (const e of entries) {
    switch (e.t) {
      case 'start':
        title = e.title;
        break;
      case 'section':
        sections.push(`${e.id}${e.title ? ` (${e.title})` : ''}`);
        first ??= e.time;
        last = e.time;
        break;
      case 'check':
        checks.push(`${e.roller}, ${e.check}: ${e.total}, ${e.passed ? 'passed' : 'failed'}${e.typed ? ' (real dice)' : ''}`);
        break;
      case 'fight':
        fights.push(`${e.party.join(', ')} against ${e.foes.join(', ')}`);
        break;
      case 'fight-end': {
        const how = e.outcome === 'victory' ? 'won' : e.outcome === 'fled' ? 'fled' : e.outcome === 'ended' ? 'broke off' : 'lost';
        const people = e.party.map((p) => `${p.name} ${p.status}${p.xp ? `, +${p.xp} XP` : ''}`).join('; ');
        if (fights.length) fights[fights.length - 1] += `: ${how} in ${e.rounds} round${e.rounds === 1 ? '' : 's'}${people ? ` (${people})` : ''}`;
        for (const p of e.party) if (p.xp) addXp(p.name, p.xp);
        break;
      }
      case 'line': {
        const gain = /^(.+?) gains (\d+) XP/.exec(e.text);
        if (gain) addXp(gain[1], Number(gain[2]));
        else if (/ (gains|buys|finds) /.test(e.text) && !/ gains \d+ (karma|wish)/.test(e.text)) loot.push(e.text);
        break;
      }
      case 'plotword':
        if (!plotwords.includes(e.word)) plotwords.push(e.word);
        break;
      case 'party':
        last = e.time;
        break;
      case 'end':
        ending = e.title;
        break;
      default:
        break;
    }
  }
  const out: string[] = [];
  const head = (text: string) => out.push('', md ? `## ${text}` : `${text}:`);
  const list = (items: string[], none: string) => {
    if (items.length === 0) out.push(md ? `_${none}_` : `  ${none}`);
    for (const i of items) out.push(md ? `- ${i}` : `  - ${i}`);
  };
  out.push(md ? `# ${title}: the session` : `${title}: the session`);
  if (first !== null && last !== null) out.push('', `From ${formatTime(first)} to ${formatTime(last)} of game time${ending ? `; it ended: ${ending}` : ''}.`);
  head('Sections visited');
  list(sections, 'none');
  head('Checks');
  list(checks, 'no checks');
  head('Fights');
  list(fights, 'no fights');
  head('Experience');
  list([...xp].map(([name, n]) => `${name}: ${n} XP`), 'no XP from fights (plotwords give 1 XP each)');
  head('Loot');
  list(loot, 'nothing found');
  head('Plotwords');
  list(plotwords, 'none');
  return out.join('\n');
}
