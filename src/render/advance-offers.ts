// What XP buys for a hero, as `law character advance NAME` prints it (issue 29): each kind of
// purchase on its own lines within 80 columns, what he can buy now with its cost and what he has
// ("Sword 1 -> 2"), then what is out of reach and why, and how to buy one.
import type { Character, Offer } from '../character';
import { foldLine } from '../io/fold-line';
import type { Style } from '../io/style';

/** An item's words held together on one line when folded ("Sword 1 -> 2"): no-break spaces, made plain after. */
const keep = (s: string) => s.replace(/ /g, '\u00a0');
const fold = (line: string, width = 80) => foldLine(line, '    ', width).map((l) => l.replace(/\u00a0/g, ' '));

interface Group {
  readonly title: string;
  readonly has: (o: Offer) => boolean;
  /** The offer as a list item, its kind said by the title: "Sword 1 -> 2", "Acrobat", "Blur". */
  readonly item: (o: Offer) => string;
}

const GROUPS: readonly Group[] = [
  { title: 'Attributes', has: (o) => o.purchase.kind === 'attribute', item: (o) => keep(o.bought) },
  { title: 'Skills to raise', has: (o) => o.purchase.kind === 'skill' && !o.bought.endsWith('(new skill)'), item: (o) => keep(o.bought) },
  { title: 'New skills', has: (o) => o.purchase.kind === 'skill' && o.bought.endsWith('(new skill)'), item: (o) => o.bought.replace(/ 1 \(new skill\)$/, '') },
  { title: 'Spells to learn', has: (o) => o.purchase.kind === 'spell', item: (o) => o.bought.replace(/^the spell /, '') },
  { title: 'Staff', has: (o) => o.purchase.kind === 'staff', item: (o) => keep(o.bought.replace(/^staff /, '')) },
];

/** "New skills: 10 XP each: a, b; 20 XP each: c, d", one item alone at its price ("ST 12 -> 13 for 13 XP"). */
function listLine(head: string, g: Group, list: readonly Offer[]): string {
  const byCost = new Map<number, Offer[]>();
  for (const o of list) byCost.set(o.cost, [...(byCost.get(o.cost) ?? []), o]);
  const parts = [...byCost.entries()]
    .sort(([a], [b]) => a - b)
    .map(([cost, l]) => (l.length === 1 || cost === 0 ? l.map((o) => `${g.item(o)}${cost ? ` for ${cost} XP` : ''}`).join(', ') : `${cost} XP each: ${l.map(g.item).join(', ')}`));
  return `${head}: ${parts.join('; ')}`;
}

/** What cannot be had, by its reason once each: 'more XP', 'not during "The Bell"', a limit of the rules. */
function reasons(offers: readonly Offer[]): Map<string, Offer[]> {
  const m = new Map<string, Offer[]>();
  for (const o of offers.filter((x) => x.why !== null)) {
    const why = /^.*costs \d+ XP; /.test(o.why!) ? 'more XP' : o.why!.replace(/^.* is in the middle of (".*"): .*$/, 'not during $1');
    m.set(why, [...(m.get(why) ?? []), o]);
  }
  return m;
}

export function offersText(c: Character, offers: readonly Offer[], style: Style, law: string): string {
  const purse = [`${c.xp} XP`, ...(c.karma ? [`${c.karma} karma`] : []), ...(c.wishes ? [`${c.wishes} ${c.wishes === 1 ? 'wish' : 'wishes'}`] : [])].join(', ');
  const lines = [style.bold(`${c.name} has ${purse}. What XP buys:`)];
  const later: string[] = [];
  for (const g of GROUPS) {
    const mine = offers.filter(g.has);
    if (mine.length === 0) continue;
    const now = mine.filter((o) => o.why === null);
    if (now.length > 0) lines.push(...fold(listLine(g.title, g, now)));
    for (const [why, list] of reasons(mine)) {
      const head = why === 'more XP' ? `${g.title} (more than ${c.xp} XP)` : why.startsWith('not during') ? `${g.title} (${why})` : `${g.title}: ${why}`;
      later.push(...fold(why === 'more XP' || why.startsWith('not during') ? listLine(head, g, list) : head, 78));
    }
  }
  if (lines.length === 1) lines.push('Nothing yet.');
  if (later.length > 0) lines.push(style.dim('Out of reach now:'), ...later.map((l) => style.dim(`  ${l}`)));
  const name = /\s/.test(c.name) ? JSON.stringify(c.name) : c.name;
  lines.push(...fold(`Buy one: ${law} character advance ${name} --attribute ST|DX|IQ, --skill NAME, --spell NAME or --staff N`));
  return lines.join('\n');
}

/** The main menu's "spend XP" (issue 29): each purchase he can afford, saying what he has and its price. */
export function offerLabel(o: Offer): string {
  const p = o.purchase;
  const what = p.kind === 'attribute' ? `Raise ${o.bought}` : p.kind === 'skill' ? (o.bought.endsWith('(new skill)') ? `New skill ${p.skill}` : `Raise ${o.bought}`) : p.kind === 'spell' ? `Learn ${p.spell}` : `Raise ${o.bought}`;
  return `${what} for ${o.cost} XP`;
}

/** What he cannot buy now, a line a kind for the menu: "Spells to learn: 20 XP each (Mira has 0 XP)". */
export function outOfReach(c: Character, offers: readonly Offer[]): string[] {
  const out: string[] = [];
  for (const g of GROUPS) {
    for (const [why, list] of reasons(offers.filter(g.has))) {
      const costs = [...new Set(list.map((o) => o.cost))].sort((a, b) => a - b);
      const price = list.length === 1 ? `${g.item(list[0]).replace(/\u00a0/g, ' ')}${list[0].cost ? ` for ${list[0].cost} XP` : ''}` : costs.length === 1 ? `${costs[0]} XP each` : `${costs[0]} to ${costs[costs.length - 1]} XP`;
      out.push(`${g.title}: ${price} (${why === 'more XP' ? `${c.name} has ${c.xp} XP` : why})`);
    }
  }
  return out;
}

/** The offers in the order the listing shows them: attributes, skills to raise, new skills, spells, staff. */
export const inListOrder = (offers: readonly Offer[]): Offer[] => GROUPS.flatMap((g) => offers.filter(g.has));
