// The exhaustive explorer: drives the interpreter down every option and every side of every check,
// contest, table and fight, and reports what it never reached. Search is over states at section
// entry (the same JSON as a save); two states that no condition of the adventure could tell apart
// are explored once. Inside a section, each path of decisions is replayed from the entry state.
import type { Diagnostic } from './diagnostics';
import { Diagnostics } from './diagnostics';
import { EndingTally } from './ending-tally';
import type { Character } from '../character';
import { newSheet } from '../character/creation';
import { SKILLS, SPELLS } from '../rules';
import type { Chooser, FatePoint, Prompt } from './chooser';
import type { GameEvent } from './events';
import { AdventureStuck, playSection } from './interpreter';
import type { Uses } from './loader';
import type { Adventure, Pos, SectionId } from './model';
import type { GameState } from './state';
import { condEnv, isAlive, isConscious, newGame } from './state';
import { collectConditions, collectPoints } from './walk';
import type { Cond } from './condition';
import { evaluate } from './condition';
import { listed } from '../render/words';

export interface ExploreOptions {
  /**
   * The parties to explore with, all of one size; by default, for each party size, a plain party and
   * a party of masters of every skill and spell (see probeParties).
   */
  parties?: Character[][];
  /** The party sizes to explore (ignored with `parties`); by default every size the adventure allows. */
  partySizes?: number[];
  /** Stop after this many distinct states per party (the report says whether everything was covered by then). */
  maxStates?: number;
}

/** What a condition did at one party size: always true, always false, both, or never met. */
export type ConditionSeen = 'true' | 'false' | 'both' | 'unseen';

export interface ExploreReport {
  states: number;
  truncated: boolean;
  sections: number;
  unreached: SectionId[];
  optionsNeverTaken: Array<{ section: SectionId; number: number; label: string; at: Pos }>;
  outcomesNeverSeen: Array<{ section: SectionId; kind: string; text: string; at: Pos; missing: string[] }>;
  /** Conditions always true (or always false) at every party size explored. */
  conditionsOneSided: Array<{ section: SectionId; at: Pos; always: boolean }>;
  /** The party sizes explored, smallest first. */
  sizes: number[];
  /** Sections reached at some party sizes only: `sizes` are those at which they were never reached. */
  unreachedAtSomeSizes: Array<{ section: SectionId; sizes: number[] }>;
  /** Conditions both true and false over all sizes, but one-sided at some: what each size saw. */
  conditionsBySize: Array<{ section: SectionId; at: Pos; seen: Array<{ size: number; seen: ConditionSeen }> }>;
  endings: Array<{ title: string; kind: string; count: number }>;
  /** Effects that came to nothing every time they happened, at every size (LAW0111): "lose: Lamp Oil" when nobody carries any. */
  idleEffects: Array<{ section: SectionId; at: Pos; effect: string }>;
  /** A section with no open option, or a crash, and the party sizes at which it happened. */
  stuck: Array<{ section: SectionId; message: string; sizes: number[] }>;
  crashes: Array<{ section: SectionId; message: string; sizes: number[] }>;
}

function probe(name: string, master: boolean): Character {
  return newSheet({
    name,
    type: master ? 'mage' : 'normal',
    st: master ? 16 : 11,
    dx: master ? 14 : 11,
    iq: master ? 20 : 10,
    skills: master ? Object.fromEntries(SKILLS.map((s) => [s.name, 1])) : {},
    spells: master ? SPELLS.map((s) => s.name) : [],
    weapons: ['Broad Sword'],
    armor: null,
    shield: null,
    staff: master ? { capacity: 20, charge: 20 } : null,
    gold: master ? 100_000 : 0,
  });
}

/**
 * Two probe parties of `size` (by default the adventure's smallest): nobody knows anything and has
 * nothing; everybody knows everything and is rich.
 */
export function probeParties(adventure: Adventure, size = adventure.party.min): Character[][] {
  const names = ['Ash', 'Birch', 'Cedar', 'Damson', 'Elm', 'Fir', 'Gorse', 'Hazel', 'Ivy', 'Juniper', 'Kale', 'Larch'];
  const make = (master: boolean) => Array.from({ length: size }, (_, i) => probe(`${master ? 'Master' : 'Plain'} ${names[i]}`, master));
  return [make(false), make(true)];
}

class ExploreChooser implements Chooser {
  readonly combat = { control: 'ai' as const, io: null, quiet: true };
  readonly extras = false;
  readonly casts = false;
  readonly picks: number[] = [];
  readonly arities: number[] = [];
  private shopped = false;
  private bought = false;
  private usedItem = false;

  constructor(private readonly prefix: readonly number[]) {}

  private branch(arity: number): number {
    const d = this.picks.length;
    if (d > 500) throw new Error('more than 500 decisions in one section: a loop inside it?');
    const pick = d < this.prefix.length ? this.prefix[d] : 0;
    this.picks.push(pick);
    this.arities.push(arity);
    return pick;
  }

  async choose(prompt: Prompt): Promise<number> {
    const enabled = prompt.items.map((it, i) => ({ it, i })).filter((x) => !x.it.disabled);
    if (prompt.key.startsWith('menu ')) {
      // Every option, the shop and the use of an item once per section (a potion may open what a
      // condition closes); spells and sheets change nothing the search needs.
      const alts = enabled.filter((x) => x.it.tag === 'option' || (x.it.tag === 'shop' && !this.shopped) || (x.it.tag === 'use' && !this.usedItem));
      const k = alts[this.branch(alts.length)];
      if (k.it.tag === 'shop') this.shopped = true;
      if (k.it.tag === 'use') this.usedItem = true;
      return k.i;
    }
    if (prompt.key.startsWith('shop ')) {
      // One purchase (or none) a visit: enough to open what an item opens, and finite.
      const leave = prompt.items.findIndex((x) => x.tag === 'leave');
      if (this.bought) return leave;
      const alts = enabled.filter((x) => x.it.tag === 'buy' || x.it.tag === 'leave');
      const k = alts[this.branch(alts.length)];
      if (k.it.tag === 'buy') this.bought = true;
      return k.i;
    }
    return enabled[0].i;
  }

  async confirm(key: string): Promise<boolean> {
    if (key.startsWith('shop ') && !this.shopped) {
      const yes = this.branch(2) === 1;
      if (yes) this.shopped = true;
      return yes;
    }
    return false;
  }

  fate(point: FatePoint): number {
    return this.branch(point.outcomes.length);
  }
}

/**
 * What tells two states apart for the search: the section, plotwords, counters, what is carried,
 * who stands, and the truth of every condition the adventure contains. Gold, time, damage and
 * visit counts enter only through those conditions (predicate abstraction): two states that no
 * condition can tell apart now are explored once.
 */
function stateKey(s: GameState, uses: Uses | null, conds: readonly Cond[]): string {
  const counted = uses?.keywords.has('count') ?? true;
  const party = s.party.map((c) => [
    isAlive(c) ? (isConscious(c) ? 2 : 1) : 0,
    [...new Set([...c.items.map((i) => (counted ? `${i.name}:${i.count}` : i.name)), ...c.weapons, c.armor ?? '', c.shield ?? ''])].sort().join(','),
  ]);
  const env = condEnv(s);
  const truth = conds.map((c) => (evaluate(c, env) !== 0 ? '1' : '0')).join('');
  // Events, options taken this visit and a light burning change what comes next as much as "taken" does.
  const later = [[...s.visitTaken].sort(), [...s.eventsOn].sort(), [...s.eventsFired].sort(), s.time < s.lightUntil];
  // Where a section that goes back returns to changes what comes next too.
  return JSON.stringify([s.at, [...s.plotwords, ...(s.flags ?? [])].sort(), s.counters, [...s.taken].sort(), s.sold, party, truth, later, s.sentBy ?? null]);
}

/** What the search saw with the parties of one size, before it is put together with the other sizes. */
interface SizeRun {
  size: number;
  states: number;
  truncated: boolean;
  visits: Map<SectionId, number>;
  taken: Set<string>;
  seenOutcomes: Map<string, Set<string>>;
  conditions: Map<string, { t: boolean; f: boolean }>;
  /** Effects that can come to nothing: where they stand, and whether they ever did anything. */
  effects: Map<string, { section: SectionId; effect: string; did: boolean }>;
  endings: EndingTally;
  stuck: Map<string, { section: SectionId; message: string }>;
  crashes: Map<string, { section: SectionId; message: string }>;
}

/** Sizes as a person writes them: "1", "1 and 3", "2-4". */
export function formatSizes(sizes: readonly number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < sizes.length; ) {
    let j = i;
    while (j + 1 < sizes.length && sizes[j + 1] === sizes[j] + 1) j++;
    // Three or more in a row make a range; two in a row stay two sizes.
    if (j > i + 1) {
      runs.push(`${sizes[i]}-${sizes[j]}`);
      i = j + 1;
    } else {
      runs.push(String(sizes[i]));
      i += 1;
    }
  }
  return listed(runs);
}

/**
 * Explores with the probe parties of every party size the adventure allows (or those asked for) and
 * puts the sizes together: a section is unreached, or a condition one-sided, only when it is so at
 * every size; what holds at some sizes only is reported apart, with the sizes.
 */
export async function explore(adventure: Adventure, uses: Uses | null, options: ExploreOptions = {}): Promise<ExploreReport> {
  const maxStates = options.maxStates ?? 5_000;
  const runs: SizeRun[] = [];
  if (options.parties) {
    runs.push(await exploreSize(adventure, uses, options.parties, options.parties[0]?.length ?? adventure.party.min, maxStates));
  } else {
    const { min, max } = adventure.party;
    const sizes = options.partySizes ?? Array.from({ length: Math.max(1, max - min + 1) }, (_, i) => min + i);
    for (const size of [...new Set(sizes)].sort((a, b) => a - b)) runs.push(await exploreSize(adventure, uses, probeParties(adventure, size), size, maxStates));
  }
  return mergeRuns(adventure, runs);
}

async function exploreSize(adventure: Adventure, uses: Uses | null, parties: Character[][], size: number, maxStates: number): Promise<SizeRun> {
  const visits = new Map<SectionId, number>();
  const taken = new Set<string>();
  const seenOutcomes = new Map<string, Set<string>>();
  const conditions = new Map<string, { t: boolean; f: boolean }>();
  const endings = new EndingTally();
  const stuck = new Map<string, { section: SectionId; message: string }>();
  const crashes = new Map<string, { section: SectionId; message: string }>();
  const effects = new Map<string, { section: SectionId; effect: string; did: boolean }>();
  let states = 0;
  let truncated = false;
  let section: SectionId = adventure.start;
  const posKey = (p: Pos) => `${p.line}:${p.column}`;
  const seen = (at: Pos, outcome: string) => {
    const k = posKey(at);
    if (!seenOutcomes.has(k)) seenOutcomes.set(k, new Set());
    seenOutcomes.get(k)!.add(outcome);
  };
  const onEvent = (e: GameEvent) => {
    endings.see(e);
    switch (e.kind) {
      case 'section':
        section = e.id;
        visits.set(e.id, (visits.get(e.id) ?? 0) + 1);
        break;
      case 'effect-result': {
        const k = posKey(e.at);
        const x = effects.get(k) ?? { section, effect: e.effect, did: false };
        x.did ||= e.did;
        effects.set(k, x);
        break;
      }
      case 'chose':
        taken.add(`${e.section}#${e.number}`);
        break;
      // Each place where the game can branch, with the outcome it took there.
      case 'outcome':
      case 'contest-outcome':
      case 'fight-end':
      case 'tavern-end':
        seen(e.at, e.outcome);
        break;
      case 'random':
        seen(e.at, e.row);
        break;
      case 'condition': {
        const k = posKey(e.at);
        const c = conditions.get(k) ?? { t: false, f: false };
        if (e.value) c.t = true;
        else c.f = true;
        conditions.set(k, c);
        break;
      }
      default:
        break;
    }
  };

  const conds = collectConditions(adventure);
  const targets = collectPoints(adventure);
  /** Every section, option and outcome seen: nothing more for the search to find. */
  const covered = (): boolean =>
    visits.size === adventure.sections.size &&
    targets.options.every((o) => taken.has(`${o.section}#${o.number}`)) &&
    targets.chances.every((c) => c.outcomes.every((o) => seenOutcomes.get(`${c.at.line}:${c.at.column}`)?.has(o)));
  for (const party of parties) {
    const seen = new Set<string>();
    // Novelty first: each state is scored by what it brings that no state expanded so far had at its
    // section (the section itself, each plotword held, each item carried). The most novel state is
    // expanded next, the oldest among equals, so a large adventure is covered broadly, every
    // plotword carried everywhere, before the search goes deep in any one corner. Scores only fall
    // as features are seen, so a state is scored again when it comes up, and put back if it fell.
    const known = new Set<string>();
    const features = (st: GameState): string[] => {
      const f = [st.at];
      for (const w of [...st.plotwords, ...(st.flags ?? [])]) f.push(`${st.at}|${w}`);
      for (const c of st.party) for (const it of c.items) f.push(`${st.at}|${it.name}`);
      for (const [k, v] of Object.entries(st.counters)) f.push(`${st.at}|${k}=${v}`);
      return f;
    };
    const novelty = (st: GameState) => features(st).filter((x) => !known.has(x)).length;
    const heap: Array<{ score: number; order: number; state: GameState }> = [];
    let order = 0;
    const better = (a: (typeof heap)[number], b: (typeof heap)[number]) => a.score > b.score || (a.score === b.score && a.order < b.order);
    const heapPush = (e: (typeof heap)[number]) => {
      heap.push(e);
      for (let i = heap.length - 1; i > 0; ) {
        const up = (i - 1) >> 1;
        if (!better(heap[i], heap[up])) break;
        [heap[i], heap[up]] = [heap[up], heap[i]];
        i = up;
      }
    };
    const heapPop = () => {
      const top = heap[0];
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        for (let i = 0; ; ) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < heap.length && better(heap[l], heap[m])) m = l;
          if (r < heap.length && better(heap[r], heap[m])) m = r;
          if (m === i) break;
          [heap[i], heap[m]] = [heap[m], heap[i]];
          i = m;
        }
      }
      return top;
    };
    // A state is queued once: its key is taken when it is found, not when it is expanded.
    const push = (st: GameState) => {
      const key = stateKey(st, uses, conds);
      if (seen.has(key)) return;
      seen.add(key);
      heapPush({ score: novelty(st), order: order++, state: st });
    };
    const next = (): GameState | undefined => {
      while (heap.length) {
        const top = heapPop();
        const now = novelty(top.state);
        if (now < top.score) {
          heapPush({ ...top, score: now });
          continue;
        }
        for (const x of features(top.state)) known.add(x);
        return top.state;
      }
      return undefined;
    };
    push(newGame(adventure, party, 'explore'));
    let count = 0;
    for (let state = next(); state; state = next()) {
      if (++count > maxStates) {
        truncated = !covered();
        break;
      }
      states += 1;
      const paths: number[][] = [[]];
      while (paths.length) {
        const prefix = paths.pop()!;
        const chooser = new ExploreChooser(prefix);
        try {
          const res = await playSection(adventure, state, { chooser, emit: onEvent });
          if (res.kind === 'next') push(res.state);
        } catch (e) {
          const message = e instanceof Error ? e.message : String(e);
          if (e instanceof AdventureStuck) stuck.set(`${e.section}:${message}`, { section: e.section, message });
          else crashes.set(`${state.at}:${message}`, { section: state.at, message });
        }
        for (let d = prefix.length; d < chooser.picks.length; d++) {
          for (let alt = 1; alt < chooser.arities[d]; alt++) paths.push([...chooser.picks.slice(0, d), alt]);
        }
      }
    }
  }

  return { size, states, truncated, visits, taken, seenOutcomes, conditions, effects, endings, stuck, crashes };
}

function mergeRuns(adventure: Adventure, runs: SizeRun[]): ExploreReport {
  const sizes = runs.map((r) => r.size);
  const posKey = (p: Pos) => `${p.line}:${p.column}`;
  const visits = new Set(runs.flatMap((r) => [...r.visits.keys()]));
  const taken = new Set(runs.flatMap((r) => [...r.taken]));
  const seenOutcomes = new Map<string, Set<string>>();
  const conditions = new Map<string, { t: boolean; f: boolean }>();
  const effects = new Map<string, { section: SectionId; effect: string; did: boolean }>();
  const endings = new EndingTally();
  const problems = (pick: (r: SizeRun) => Map<string, { section: SectionId; message: string }>) => {
    const all = new Map<string, { section: SectionId; message: string; sizes: number[] }>();
    for (const r of runs) {
      for (const [k, v] of pick(r)) {
        const x = all.get(k) ?? { ...v, sizes: [] };
        x.sizes.push(r.size);
        all.set(k, x);
      }
    }
    return [...all.values()];
  };
  for (const r of runs) {
    for (const [k, v] of r.seenOutcomes) seenOutcomes.set(k, new Set([...(seenOutcomes.get(k) ?? []), ...v]));
    for (const [k, v] of r.conditions) {
      const c = conditions.get(k) ?? { t: false, f: false };
      conditions.set(k, { t: c.t || v.t, f: c.f || v.f });
    }
    for (const [k, v] of r.effects) {
      const x = effects.get(k);
      effects.set(k, x ? { ...x, did: x.did || v.did } : { ...v });
    }
    endings.merge(r.endings);
  }
  const points = collectPoints(adventure);
  const unreached = [...adventure.sections.keys()].filter((id) => !visits.has(id));
  const reachedSections = visits;
  const where = (k: string) => {
    const [line, column] = k.split(':').map(Number);
    const p = points.conditions.find((c) => c.at.line === line && c.at.column === column);
    return { section: p?.section ?? '?', at: { line, column } };
  };
  const seenAt = (r: SizeRun, k: string): ConditionSeen => {
    const c = r.conditions.get(k);
    return !c ? 'unseen' : c.t && c.f ? 'both' : c.t ? 'true' : 'false';
  };
  const byPlace = (a: { at: Pos }, b: { at: Pos }) => a.at.line - b.at.line || a.at.column - b.at.column;
  return {
    states: runs.reduce((n, r) => n + r.states, 0),
    truncated: runs.some((r) => r.truncated),
    sections: adventure.sections.size,
    unreached,
    sizes,
    unreachedAtSomeSizes: [...adventure.sections.keys()]
      .filter((id) => visits.has(id) && runs.some((r) => !r.visits.has(id)))
      .map((section) => ({ section, sizes: runs.filter((r) => !r.visits.has(section)).map((r) => r.size) })),
    conditionsBySize: [...conditions.entries()]
      .filter(([k, v]) => v.t && v.f && runs.some((r) => seenAt(r, k) !== 'both'))
      .map(([k]) => ({ ...where(k), seen: runs.map((r) => ({ size: r.size, seen: seenAt(r, k) })) }))
      .sort(byPlace),
    optionsNeverTaken: points.options.filter((o) => reachedSections.has(o.section) && !taken.has(`${o.section}#${o.number}`)),
    outcomesNeverSeen: points.chances
      .filter((c) => reachedSections.has(c.section))
      .map((c) => {
        const seenHere = seenOutcomes.get(posKey(c.at)) ?? new Set<string>();
        return { section: c.section, kind: c.kind, text: c.text, at: c.at, missing: c.outcomes.filter((o) => !seenHere.has(o)) };
      })
      .filter((c) => c.missing.length > 0),
    conditionsOneSided: [...conditions.entries()]
      .filter(([, v]) => v.t !== v.f)
      .map(([k, v]) => ({ ...where(k), always: v.t }))
      .sort(byPlace),
    endings: endings.list(),
    idleEffects: [...effects.entries()]
      .filter(([, v]) => !v.did)
      .map(([k, v]) => {
        const [line, column] = k.split(':').map(Number);
        return { section: v.section, at: { line, column }, effect: v.effect };
      })
      .sort(byPlace),
    stuck: problems((r) => r.stuck),
    crashes: problems((r) => r.crashes),
  };
}

/**
 * The explorer's findings that are faults at a place of the file, as diagnostics: effects that never
 * did anything on any path the explorer followed, at any party size (LAW0111, a warning).
 */
export function exploreDiagnostics(report: ExploreReport, file: string): Diagnostic[] {
  const d = new Diagnostics(file);
  for (const x of report.idleEffects) {
    const [verb, what] = x.effect.split(/:\s*/, 2);
    const why = verb === 'lose' ? `whenever it happens, nobody it falls on carries ${what}` : `the plotword ${what} is never set when it happens`;
    const hint = verb === 'lose' ? `check the item's name and where the party gets it, or move the effect to where it can take something` : `set the plotword before this point, or remove the effect`;
    d.add('LAW0111', x.at, `section ${x.section}: "${x.effect}" never does anything: ${why}${report.truncated ? ' (in the states explored)' : ''}`, hint);
  }
  return d.sorted();
}
