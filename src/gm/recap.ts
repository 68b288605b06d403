// The recap of a GM's session (law gm recap): the story of the evening as a GM would paste it into
// the group's chat. It is told from the players' stream alone, as the table saw it (view.ts: what an
// undo took back is left out, a fight played again after a stop is told once), so it holds nothing
// the players could not have seen: each scene with what happened in it, who rolled what and how it
// went, the harm taken and healed, the fights and how they ended (with the damage each hero took in
// them), the GM's words to the table, and at the end what each hero came away with (his XP from every
// source, as the game's own end summary counts it, and the damage and fatigue he ends with) and the
// plotwords learned.
import { formatTime } from '../adventure/state';
import type { StreamEvent, StreamMember } from './stream';
import { resolve } from './view';
import { fightOutcome, seatsWords } from './story-words';
import { listed } from '../render/words';

/** The first sentence of a scene's read-aloud text, for the line under its title. */
function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const m = /^(.{20,200}?[.!?])(\s|$)/.exec(flat);
  const s = m ? m[1] : flat;
  return s.length > 200 ? `${s.slice(0, 197)}...` : s;
}

/** What a member came away with between two looks at the party: gold and items, gained and lost. */
function gains(first: StreamMember | undefined, last: StreamMember): string[] {
  const out: string[] = [];
  const gold = last.gold - (first?.gold ?? last.gold);
  if (gold) out.push(`${gold > 0 ? '+' : ''}${gold} gold`);
  const count = (m: StreamMember | undefined, n: string) => m?.items.filter((i) => i.name === n).reduce((s, i) => s + i.count, 0) ?? 0;
  const names = new Set([...(first?.items ?? []).map((i) => i.name), ...last.items.map((i) => i.name)]);
  for (const n of names) {
    const d = count(last, n) - count(first, n);
    if (d > 0) out.push(d > 1 ? `${d} ${n}` : n);
    else if (d < 0) out.push(`lost ${-d > 1 ? `${-d} ` : ''}${n}`);
  }
  return out;
}

export function recapOf(events: ReadonlyArray<StreamEvent | null>, format: 'markdown' | 'text'): string {
  const md = format === 'markdown';
  let title = 'A session of law';
  let seats = '';
  let first: number | null = null;
  let last: number | null = null;
  let ending: string | null = null;
  let firstParty: Extract<StreamEvent, { t: 'party' }> | null = null;
  let lastParty: Extract<StreamEvent, { t: 'party' }> | null = null;
  const plotwords: string[] = [];
  const scenes: Array<{ title: string; line: string | null; happened: string[] }> = [];
  let fight: { foes: string[]; party: string[]; hurt: Map<string, { damage: number; fatigue: number }> } | null = null;
  const scene = () => {
    if (scenes.length === 0) scenes.push({ title: 'Before the first scene', line: null, happened: [] });
    return scenes[scenes.length - 1];
  };
  for (const { e, undone } of resolve(events)) {
    // What an undo took back did not happen.
    if (undone) continue;
    switch (e.t) {
      case 'start':
        title = e.title;
        if (e.seats.length) seats = seatsWords(e.seats).replace(/ plays /g, ' played ');
        break;
      case 'section':
        scenes.push({ title: e.title ?? `Section ${e.id}`, line: null, happened: [] });
        if (e.time !== null) {
          first ??= e.time;
          last = e.time;
        }
        break;
      case 'text': {
        const sc = scene();
        sc.line ??= firstSentence(e.text);
        break;
      }
      case 'chose':
        scene().happened.push(`The party chose: ${e.label}`);
        break;
      case 'roll':
        scene().happened.push(`${e.hero} rolled ${e.check || 'a check'}${e.again ? ` again (${e.again === 'wish' ? 'a wish' : 'karma'})` : ''}: ${e.total}, ${e.passed ? 'passed' : 'failed'}${e.typed ? ' (real dice)' : ''}`);
        break;
      case 'contest':
        scene().happened.push(`${e.hero} tried ${e.check || 'a contest'} against ${e.against ?? 'someone unseen'}: ${e.outcome === 'win' ? 'won' : e.outcome === 'lose' ? 'lost' : 'nobody won'}`);
        break;
      case 'say':
        scene().happened.push(`GM: "${e.text}"`);
        break;
      case 'happened':
        // What the party gained, lost and paid, who came and went, and the harm and healing it met
        // out of a fight (a trap's damage, a night's rest: what the adventure's own effects said).
        if (/ (gains|buys|finds|sells|pays|loses) | joins the party| leaves the party|^The party pays| (takes|suffers) \d+ (damage|fatigue)| (heals|recovers) \d+ damage/.test(` ${e.text}`)) scene().happened.push(e.text.replace(/\.$/, ''));
        break;
      case 'plotword':
        if (!plotwords.includes(e.word)) plotwords.push(e.word);
        scene().happened.push(`Plotword learned: ${e.word}`);
        break;
      case 'fate':
        scene().happened.push(e.fate === 'dead' ? `${e.hero} died` : e.fate === 'unconscious' ? `${e.hero} fell unconscious` : e.fate === 'wish' ? `${e.hero} spent a wish` : e.fate === 'captive' ? `${e.hero} was taken captive` : e.fate === 'left-behind' ? `${e.hero} was left behind` : `${e.by ?? 'Someone'} carried ${e.hero} away`);
        break;
      case 'fight':
        fight = { foes: [...e.foes], party: e.party, hurt: new Map() };
        break;
      case 'note': {
        // Foes seen only later in the fight are named with it.
        if (fight && e.n.k === 'arrive') for (const w of e.n.who) if (!fight.foes.includes(w)) fight.foes.push(w);
        // The damage and fatigue each of the party took in it, told with its end.
        const n = e.n;
        if (fight && (n.k === 'damage' || n.k === 'harm') && n.who !== null && fight.party.includes(n.who)) {
          const was = fight.hurt.get(n.who) ?? { damage: 0, fatigue: 0 };
          if (n.k === 'damage') was[n.fatigue ? 'fatigue' : 'damage'] += n.amount;
          else {
            was.damage += n.damage;
            was.fatigue += n.fatigue;
          }
          fight.hurt.set(n.who, was);
        }
        break;
      }
      case 'board':
        if (fight) for (const f of e.board.figures) if (f.side === 'foes' && !fight.foes.includes(f.name)) fight.foes.push(f.name);
        break;
      case 'fight-end': {
        const took = (name: string) => {
          const h = fight?.hurt.get(name);
          const parts = [h?.damage ? `${h.damage} damage` : '', h?.fatigue ? `${h.fatigue} fatigue` : ''].filter(Boolean);
          return parts.length ? ` after ${parts.join(' and ')}` : '';
        };
        const people = e.party.map((p) => `${p.name} ${p.status}${took(p.name)}${p.xp ? ` (+${p.xp} XP)` : ''}`).join(', ');
        scene().happened.push(`A fight against ${fight?.foes.length ? listed(fight.foes) : 'foes unseen'}: ${fightOutcome(e.outcome)} after ${e.rounds} round${e.rounds === 1 ? '' : 's'}${people ? `; ${people}` : ''}`);
        fight = null;
        break;
      }
      case 'tavern-end':
        scene().happened.push(`${e.hero} ${e.outcome === 'win' ? 'won' : e.outcome === 'draw' ? 'drew' : 'lost'} at ${e.title}`);
        break;
      case 'party':
        firstParty ??= e;
        lastParty = e;
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
  const head = (text: string, level = 2) => out.push('', md ? `${'#'.repeat(level)} ${text}` : `${text}${level === 2 ? ':' : ''}`);
  const item = (text: string) => out.push(md ? `- ${text}` : `  - ${text}`);
  out.push(md ? `# ${title}: the session` : `${title}: the session`);
  const when = first !== null && last !== null ? `From ${formatTime(first)} to ${formatTime(last)} of game time.` : '';
  const said = [when, seats, ending ? `It ended: ${ending}.` : ''].filter(Boolean).join(' ');
  if (said) out.push('', said);
  head('The story');
  if (scenes.length === 0) out.push(md ? '_Nothing was played yet._' : '  Nothing was played yet.');
  for (const sc of scenes) {
    out.push('', md ? `**${sc.title}**${sc.line ? `: ${sc.line}` : ''}` : `${sc.title}${sc.line ? `: ${sc.line}` : ''}`);
    for (const h of sc.happened) item(h);
  }
  head('What each hero came away with');
  if (!lastParty) out.push(md ? '_No hero yet._' : '  No hero yet.');
  for (const m of lastParty?.members ?? []) {
    const was = firstParty?.members.find((x) => x.name === m.name);
    const got = gains(was, m);
    // How he ended the evening: his wounds and weariness as his sheet now has them.
    const worn = [m.damage ? `${m.damage} damage` : '', m.fatigue ? `${m.fatigue} fatigue` : ''].filter(Boolean).join(' and ');
    item(`${m.name}${m.player && m.player !== m.name ? ` (${m.player})` : ''}: ${m.xp} XP${got.length ? `; ${got.join(', ')}` : ''}${worn ? `; ends with ${worn}` : ''}${m.status !== 'standing' ? `; ${m.status}` : ''}`);
  }
  head('Plotwords learned');
  if (plotwords.length === 0) out.push(md ? '_none_' : '  none');
  for (const w of plotwords) item(w);
  return out.join('\n');
}
