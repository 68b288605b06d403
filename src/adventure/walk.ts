// The shape of an adventure as a graph: where each section can lead, and by what (an option, a side
// of a check, a row of a table). The lint, `law graph` and the testers read it; the interpreter never
// does. Each way on says its own part (its NextRule in constructs/); this walks them.
import type { Adventure, Flow, Next, Option, Pos, Section, SectionId } from './model';
import type { Chance } from './constructs/construct';
import type { Cond } from './condition';
import { nextRule } from './constructs';
import { allEffects, effectConditions } from './constructs/conditional-effects';
import { effectsTextConditions, paragraphsTextConditions } from './constructs/varying-text';
import type { Effect } from './constructs/verbs';

/** What leads along an edge: a way on's kind of step (goto, option, check, contest, fight, random, tavern...). */
export type StepKind = string;

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
  /** It goes `back` somewhere: to each section that leads to it (shapes() draws those edges). */
  returns?: boolean;
  /** Its ways `back` with no section of their own for when nothing sent the party (`back: true`). */
  bare?: Pos[];
}

export function sectionShape(section: Section): SectionShape {
  return flowShape(section.id, section.flow, section.shop !== null);
}

/** The shape of one flow of section `id` (the whole section's, or one option's): where it can lead. */
export function flowShape(id: SectionId, start: Flow, shop = false): SectionShape {
  const shape: SectionShape = { id, edges: [], endings: [], checks: [], fights: [], games: [], tables: 0, talk: false, shop };
  // Each way on says what it is and where it leads (constructs/index.ts); this follows its outcomes.
  const visit = (flow: Flow, label: string, kind: StepKind, when: string[] = []): void => {
    const next = flow.next;
    // A split may say where those waiting go on when all who went on are dead.
    for (const e of allEffects(flow.effects)) if (e.kind === 'split' && e.dead !== undefined) shape.edges.push({ from: id, to: e.dead, label: 'all who went on are dead', kind: 'split', at: e.at, when });
    nextRule(next.kind).shape(next, {
      shape,
      label,
      kind,
      when,
      visit: (f, l, k, w = when) => visit(f, l, k, w),
      edge: (to, l, at) => shape.edges.push({ from: id, to, label: l, kind, at, when }),
    });
  };
  visit(start, '', 'goto');
  return shape;
}

/** Every option of a section's flow, in the menus nested under checks, tables and fights too. */
export function optionsOf(flow: Flow): Option[] {
  const out: Option[] = [];
  const walk = (f: Flow): void => {
    const n = f.next;
    if (n.kind === 'options') {
      for (const o of n.options) {
        out.push(o);
        walk(o.flow);
      }
    } else for (const x of nextRule(n.kind).outcomes(n)) walk(x);
  };
  walk(flow);
  return out;
}

export function shapes(adventure: Adventure): Map<SectionId, SectionShape> {
  const out = new Map<SectionId, SectionShape>();
  for (const s of adventure.sections.values()) out.set(s.id, sectionShape(s));
  // A section that goes back leads to every section that leads to it (constructs/returning.ts).
  for (const shape of out.values()) {
    if (!shape.returns) continue;
    const senders = new Set([...out.values()].flatMap((o) => o.edges.filter((e) => e.to === shape.id && e.from !== shape.id).map((e) => e.from)));
    for (const from of senders) shape.edges.push({ from: shape.id, to: from, label: 'back', kind: 'back', at: { line: 0, column: 0 }, when: [] });
  }
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
  chances: Array<{ section: SectionId } & Chance>;
  conditions: Array<{ section: SectionId; at: Pos }>;
}

export function collectPoints(adventure: Adventure): Points {
  const points: Points = { options: [], chances: [], conditions: [] };
  const effects = (section: SectionId, list: readonly Effect[]): void => {
    for (const c of [...effectConditions(list), ...effectsTextConditions(list)]) points.conditions.push({ section, at: c.at });
  };
  const flow = (section: SectionId, f: Flow): void => {
    if (f.text.some((p) => p.if !== null)) points.conditions.push({ section, at: f.at });
    for (const c of paragraphsTextConditions(f.text)) points.conditions.push({ section, at: c.at });
    effects(section, f.effects);
    const n = f.next;
    if (n.kind === 'options') {
      for (const o of n.options) {
        points.options.push({ section, number: o.number, label: o.label, at: o.at });
        if (o.if || o.needs) points.conditions.push({ section, at: o.at });
        flow(section, o.flow);
      }
      return;
    }
    const rule = nextRule(n.kind);
    for (const c of rule.conditions?.(n) ?? []) points.conditions.push({ section, at: c.at });
    const chance = rule.chance?.(n);
    if (chance) points.chances.push({ section, ...chance });
    for (const x of rule.outcomes(n)) flow(section, x);
  };
  for (const s of adventure.sections.values()) {
    flow(s.id, s.flow);
    for (const w of s.shop?.sells ?? []) effects(s.id, w.service ?? []);
  }
  // What an item does is done wherever it is used: reported under "items".
  for (const item of adventure.items.values()) effects('items', item.use ?? []);
  // An event's condition is looked at as every section is entered; it is reported under "events".
  for (const e of adventure.events) {
    effects('events', e.effects);
    points.conditions.push({ section: 'events', at: e.at });
    for (const c of paragraphsTextConditions(e.text)) points.conditions.push({ section: 'events', at: c.at });
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
  const effects = (list: readonly Effect[]): void => {
    for (const c of [...effectConditions(list), ...effectsTextConditions(list)]) out.push(c.cond);
  };
  const flow = (f: Flow): void => {
    for (const p of f.text) if (p.if) out.push(p.if);
    for (const c of paragraphsTextConditions(f.text)) out.push(c.cond);
    effects(f.effects);
    const n = f.next;
    if (n.kind === 'options') {
      for (const o of n.options) {
        if (o.if) out.push(o.if);
        if (o.needs) out.push(o.needs);
        flow(o.flow);
      }
      return;
    }
    const rule = nextRule(n.kind);
    for (const c of rule.conditions?.(n) ?? []) out.push(c.cond);
    for (const x of rule.outcomes(n)) flow(x);
  };
  for (const s of adventure.sections.values()) {
    flow(s.flow);
    for (const w of s.shop?.sells ?? []) effects(w.service ?? []);
  }
  for (const t of adventure.tables.values()) for (const r of t.rows) flow(r.flow);
  for (const item of adventure.items.values()) effects(item.use ?? []);
  for (const e of adventure.events) {
    effects(e.effects);
    out.push(e.when);
    for (const p of e.text) if (p.if) out.push(p.if);
    for (const c of paragraphsTextConditions(e.text)) out.push(c.cond);
    if (e.next?.kind === 'branch') for (const b of e.next.branches) if (b.if) out.push(b.if);
  }
  return out;
}
