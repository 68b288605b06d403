// The shape of an adventure as a graph: where each section can lead, and by what (an option, a side
// of a check, a row of a table). The lint and `law graph` read it; the interpreter never does.
import type { Adventure, Fight, Flow, Next, Option, Pos, Section, SectionId, TavernTable } from './model';
import type { Cond } from './condition';
import { formatCondition } from './condition';
import { nextRule } from './constructs';

export type StepKind = 'option' | 'check' | 'contest' | 'fight' | 'random' | 'tavern' | 'goto';

export interface Edge {
  from: SectionId;
  to: SectionId;
  /** What leads there: an option's label, "pass", "fail-by 3", "victory", "4-6"... */
  label: string;
  kind: StepKind;
  at: Pos;
  /** The conditions of the options on the way, as written: "if party >= 2", "needs has(Rope)". */
  when: string[];
}

export interface EndingPlace {
  section: SectionId;
  title: string;
  kind: string;
  at: Pos;
}

export interface SectionShape {
  id: SectionId;
  edges: Edge[];
  endings: EndingPlace[];
  checks: string[];
  fights: string[];
  /** Tavern games: "Deceptidice, stake 5". */
  games: string[];
  tables: number;
  talk: boolean;
  shop: boolean;
}

export function sectionShape(section: Section): SectionShape {
  return flowShape(section.id, section.flow, section.shop !== null);
}

/** The shape of one flow of section `id` (the whole section's, or one option's): where it can lead. */
export function flowShape(id: SectionId, start: Flow, shop = false): SectionShape {
  const section = { id };
  const shape: SectionShape = { id, edges: [], endings: [], checks: [], fights: [], games: [], tables: 0, talk: false, shop };
  const visit = (flow: Flow, label: string, kind: StepKind, when: string[] = []): void => {
    const next = flow.next;
    const rule = nextRule(next.kind);
    if (rule) {
      rule.shape(next, { shape, label, kind, when, visit: (f, l, k, w = when) => visit(f, l, k as StepKind, w), edge: (to, l, at) => shape.edges.push({ from: section.id, to, label: l, kind, at, when }) });
      return;
    }
    switch (next.kind) {
      case 'goto':
        shape.edges.push({ from: section.id, to: next.to, label, kind, at: next.at, when });
        break;
      case 'branch':
        for (const b of next.branches) shape.edges.push({ from: section.id, to: b.to, label: [label, b.if ? `if ${formatCondition(b.if)}` : 'otherwise'].filter(Boolean).join(': '), kind, at: b.at, when });
        break;
      case 'options':
        for (const o of next.options) {
          if (o.talk) shape.talk = true;
          const own = [...(o.if ? [`if ${formatCondition(o.if)}`] : []), ...(o.needs ? [`needs ${formatCondition(o.needs)}`] : [])];
          visit(o.flow, o.label, 'option', [...when, ...own]);
        }
        break;
      case 'check': {
        const c = next.check;
        shape.checks.push(c.text);
        visit(c.pass, `${c.text} pass`, 'check', when);
        visit(c.fail, `${c.text} fail`, 'check', when);
        for (const m of c.passBy) visit(m.flow, `${c.text} pass by ${m.by}+`, 'check', when);
        for (const m of c.failBy) visit(m.flow, `${c.text} fail by ${m.by}+`, 'check', when);
        break;
      }
      case 'contest': {
        const c = next.contest;
        shape.checks.push(`${c.text} vs ${c.against.name}`);
        visit(c.win, `${c.text} win`, 'contest', when);
        visit(c.lose, `${c.text} lose`, 'contest', when);
        if (c.tie) visit(c.tie, `${c.text} tie`, 'contest', when);
        break;
      }
      case 'fight': {
        const f = next.fight;
        shape.fights.push(f.foes.map((x) => (x.count > 1 ? `${x.count} ${x.creature}` : x.creature)).join(', '));
        visit(f.victory, 'victory', 'fight', when);
        if (f.fled) visit(f.fled, 'fled', 'fight', when);
        if (f.ends) visit(f.ends.flow, 'the fight ends', 'fight', when);
        if (f.defeat) visit(f.defeat, 'defeat', 'fight', when);
        else shape.endings.push({ section: section.id, title: 'Defeated', kind: 'defeat', at: f.at });
        break;
      }
      case 'random':
        shape.tables += 1;
        for (const r of next.table.rows) visit(r.flow, `${next.table.diceText} ${r.from === r.to ? r.from : `${r.from}-${r.to}`}`, 'random', when);
        break;
      case 'tavern': {
        const t = next.tavern;
        shape.games.push(`${t.title}${t.stake ? `, stake ${t.stake}` : ''}`);
        visit(t.win, `${t.title} win`, 'tavern', when);
        visit(t.loss, `${t.title} loss`, 'tavern', when);
        if (t.draw) visit(t.draw, `${t.title} draw`, 'tavern', when);
        break;
      }
    }
  };
  visit(start, '', 'goto');
  return shape;
}

/** Every option of a section's flow, in the menus nested under checks, tables and fights too. */
export function optionsOf(flow: Flow): Option[] {
  const out: Option[] = [];
  const walk = (f: Flow): void => {
    const n = f.next;
    switch (n.kind) {
      case 'options':
        for (const o of n.options) {
          out.push(o);
          walk(o.flow);
        }
        break;
      case 'check':
        for (const x of [n.check.pass, n.check.fail, ...n.check.passBy.map((m) => m.flow), ...n.check.failBy.map((m) => m.flow)]) walk(x);
        break;
      case 'contest':
        for (const x of [n.contest.win, n.contest.lose, ...(n.contest.tie ? [n.contest.tie] : [])]) walk(x);
        break;
      case 'random':
        for (const r of n.table.rows) walk(r.flow);
        break;
      case 'fight':
        for (const x of [n.fight.victory, ...(n.fight.fled ? [n.fight.fled] : []), ...(n.fight.defeat ? [n.fight.defeat] : [])]) walk(x);
        break;
      case 'tavern':
        for (const x of tavernFlows(n.tavern)) walk(x);
        break;
      default:
        break;
    }
  };
  walk(flow);
  return out;
}

export function shapes(adventure: Adventure): Map<SectionId, SectionShape> {
  const out = new Map<SectionId, SectionShape>();
  for (const s of adventure.sections.values()) out.set(s.id, sectionShape(s));
  return out;
}

/**
 * Where the adventure's events can take the party: the sections they go to, and whether one can end
 * the adventure. An event may fire as any section is entered, so these are ways on from everywhere.
 */
export function eventWays(adventure: Adventure): { targets: SectionId[]; ends: boolean } {
  const targets: SectionId[] = [];
  let ends = false;
  const add = (n: Next | null): void => {
    if (n?.kind === 'goto') targets.push(n.to);
    else if (n?.kind === 'branch') targets.push(...n.branches.map((b) => b.to));
    else if (n?.kind === 'end') ends = true;
  };
  for (const e of adventure.events) add(e.next);
  return { targets, ends };
}

/** Sections reachable from the start by any path, ignoring conditions (an event's way from anywhere). */
export function reachable(adventure: Adventure, all = shapes(adventure)): Set<SectionId> {
  const seen = new Set<SectionId>([adventure.start, ...eventWays(adventure).targets]);
  const queue = [...seen];
  while (queue.length) {
    const id = queue.pop()!;
    for (const e of all.get(id)?.edges ?? []) {
      if (!seen.has(e.to)) {
        seen.add(e.to);
        queue.push(e.to);
      }
    }
  }
  return seen;
}

/** Every place where the explorer can branch, and what each can lead to. */
export interface Points {
  options: Array<{ section: SectionId; number: number; label: string; at: Pos }>;
  /** Checks, contests, tables and fights: their place and the names of their outcomes. */
  chances: Array<{ section: SectionId; kind: 'check' | 'contest' | 'random' | 'fight' | 'tavern'; text: string; at: Pos; outcomes: string[] }>;
  conditions: Array<{ section: SectionId; at: Pos }>;
}

export function collectPoints(adventure: Adventure): Points {
  const points: Points = { options: [], chances: [], conditions: [] };
  const flow = (section: SectionId, f: Flow): void => {
    if (f.text.some((p) => p.if !== null)) points.conditions.push({ section, at: f.at });
    const n = f.next;
    switch (n.kind) {
      case 'branch':
        for (const b of n.branches) if (b.if) points.conditions.push({ section, at: b.at });
        break;
      case 'options':
        for (const o of n.options) {
          points.options.push({ section, number: o.number, label: o.label, at: o.at });
          if (o.if || o.needs) points.conditions.push({ section, at: o.at });
          flow(section, o.flow);
        }
        break;
      case 'check': {
        const c = n.check;
        const outcomes = ['fail', 'pass', ...c.passBy.map((m) => `pass-by ${m.by}`), ...c.failBy.map((m) => `fail-by ${m.by}`)];
        points.chances.push({ section, kind: 'check', text: c.text, at: c.at, outcomes });
        for (const x of [c.pass, c.fail, ...c.passBy.map((m) => m.flow), ...c.failBy.map((m) => m.flow)]) flow(section, x);
        break;
      }
      case 'contest': {
        const c = n.contest;
        points.chances.push({ section, kind: 'contest', text: `${c.text} vs ${c.against.name}`, at: c.at, outcomes: ['win', 'lose', ...(c.tie ? ['tie'] : [])] });
        for (const x of [c.win, c.lose, ...(c.tie ? [c.tie] : [])]) flow(section, x);
        break;
      }
      case 'random': {
        const t = n.table;
        points.chances.push({ section, kind: 'random', text: t.name ? `table ${t.name}` : `${t.diceText} table`, at: t.at, outcomes: t.rows.map((r) => (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`)) });
        for (const r of t.rows) flow(section, r.flow);
        break;
      }
      case 'fight': {
        const x = n.fight;
        points.chances.push({ section, kind: 'fight', text: `fight on ${x.map}`, at: x.at, outcomes: fightOutcomes(x) });
        for (const y of fightFlows(x)) flow(section, y);
        break;
      }
      case 'tavern': {
        const t = n.tavern;
        // A draw without its own outcome goes by the loss: it is not a separate way to follow.
        points.chances.push({ section, kind: 'tavern', text: `game of ${t.title}`, at: t.at, outcomes: ['win', 'loss', ...(t.draw ? ['draw'] : [])] });
        for (const y of tavernFlows(t)) flow(section, y);
        break;
      }
      default:
        break;
    }
  };
  for (const s of adventure.sections.values()) flow(s.id, s.flow);
  // An event's condition is looked at as every section is entered; it is reported under "events".
  for (const e of adventure.events) {
    points.conditions.push({ section: 'events', at: e.at });
    if (e.next?.kind === 'branch') for (const b of e.next.branches) if (b.if) points.conditions.push({ section: 'events', at: b.at });
  }
  // A named table used in several places is one point.
  const seen = new Set<string>();
  points.chances = points.chances.filter((c) => {
    const k = `${c.at.line}:${c.at.column}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return points;
}

/** Every condition written in the adventure: paragraphs, options' "if" and "needs". */
export function collectConditions(adventure: Adventure): Cond[] {
  const out: Cond[] = [];
  const flow = (f: Flow): void => {
    for (const p of f.text) if (p.if) out.push(p.if);
    const n = f.next;
    switch (n.kind) {
      case 'branch':
        for (const b of n.branches) if (b.if) out.push(b.if);
        break;
      case 'options':
        for (const o of n.options) {
          if (o.if) out.push(o.if);
          if (o.needs) out.push(o.needs);
          flow(o.flow);
        }
        break;
      case 'check':
        for (const x of [n.check.pass, n.check.fail, ...n.check.passBy.map((m) => m.flow), ...n.check.failBy.map((m) => m.flow)]) flow(x);
        break;
      case 'contest':
        for (const x of [n.contest.win, n.contest.lose, ...(n.contest.tie ? [n.contest.tie] : [])]) flow(x);
        break;
      case 'random':
        for (const r of n.table.rows) flow(r.flow);
        break;
      case 'fight':
        for (const x of fightFlows(n.fight)) flow(x);
        break;
      case 'tavern':
        for (const x of tavernFlows(n.tavern)) flow(x);
        break;
      default:
        break;
    }
  };
  for (const s of adventure.sections.values()) flow(s.flow);
  for (const t of adventure.tables.values()) for (const r of t.rows) flow(r.flow);
  for (const e of adventure.events) {
    out.push(e.when);
    for (const p of e.text) if (p.if) out.push(p.if);
    if (e.next?.kind === 'branch') for (const b of e.next.branches) if (b.if) out.push(b.if);
  }
  return out;
}

/** The outcomes of a tavern game: win, loss, and draw when it has its own. */
export function tavernFlows(t: TavernTable): Flow[] {
  return [t.win, t.loss, ...(t.draw ? [t.draw] : [])];
}

/** The outcomes a fight can have, in the order the testers name them. */
export function fightOutcomes(f: Fight): Array<'victory' | 'fled' | 'ended' | 'defeat'> {
  return ['victory', ...(f.fled ? ['fled' as const] : []), ...(f.ends ? ['ended' as const] : []), 'defeat'];
}

/** The flows a fight goes on by: victory, flight, its own end, defeat (those it has). */
export function fightFlows(f: Fight): Flow[] {
  return [f.victory, ...(f.fled ? [f.fled] : []), ...(f.ends ? [f.ends.flow] : []), ...(f.defeat ? [f.defeat] : [])];
}
