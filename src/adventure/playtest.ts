// The random-playthrough tester: N whole games, game i seeded from i (its dice, its party and its
// choices), so any failure replays alone with `--playtest 1 --seed i`. Each game prefers the option that
// leads where this game has been least (so an always-open way out does not end most games early),
// spends karma and wishes when it can, and lets the AI fight. The report gives crashes, coverage
// (sections reached of all), per-section visits, the spread of endings, deaths, XP, and every
// check's observed rate.
import { EndingTally } from './ending-tally';
import type { Character } from '../character';
import { createCharacter } from '../character/creation';
import { Rng } from '../dice';
import { ARMOR_TABLE, SKILLS, SPELLS, WEAPONS } from '../rules';
import type { Chooser, Prompt } from './chooser';
import type { GameEvent } from './events';
import { playGame } from './game';
import type { Adventure, SectionId } from './model';
import { isAlive, newGame } from './state';
import { flowShape, optionsOf, sectionShape } from './walk';

export interface PlaytestOptions {
  runs: number;
  /** Game i uses seed firstSeed + i. */
  firstSeed?: number;
  partySize?: number;
  /** A game that enters more sections than this is reported as a loop. */
  maxSteps?: number;
  /** Called after each game, for a progress display. */
  onGame?: (done: number) => void;
}

export interface CheckStat {
  at: string;
  section: SectionId;
  text: string;
  tries: number;
  passes: number;
  /** The mean of the odds shown before each roll. */
  expected: number;
}

export interface PlaytestReport {
  runs: number;
  firstSeed: number;
  /**
   * Where characters died, most deaths first: in a section, or in a fight there (its line: a death
   * told after a fight and before the party leaves the section is the fight's).
   */
  deathsAt: Array<{ section: SectionId; fight: number | null; deaths: number }>;
  /** Games that stopped on an error: `error` is its name (AdventureStuck: a fault of the adventure; anything else: of law). */
  crashes: Array<{ seed: number; section: SectionId; message: string; error: string }>;
  loops: number[];
  visits: Map<SectionId, number>;
  endings: Array<{ title: string; kind: string; count: number }>;
  /** Games in which the whole party died. */
  deaths: number;
  /** Characters who died, over all games. */
  charactersDead: number;
  characters: number;
  averageXp: number;
  averageSections: number;
  checks: CheckStat[];
  /** Sections entered in at least one game, of all the adventure's sections, and those never entered. */
  coverage: { reached: number; total: number; never: SectionId[] };
  /** Every tavern game played: how often the party's seat won, lost and drew. */
  games: GameStat[];
}

export interface GameStat {
  at: string;
  section: SectionId;
  title: string;
  wins: number;
  losses: number;
  draws: number;
}

const NAMES = ['Aldric', 'Brenna', 'Corin', 'Dara', 'Edric', 'Fenna', 'Garth', 'Hilde', 'Ivo', 'Jora', 'Kell', 'Lysa'];

/** A new character by the creation rules, every choice drawn from `rng`. */
/**
 * The spells an adventure asks its heroes to cast in a scene (`cast:`), found anywhere in its
 * sections: the random tester's mages learn them, so that its games take those ways too.
 */
export function sceneSpells(adventure: Adventure): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || seen.has(v)) return;
    seen.add(v);
    if (v instanceof Map) {
      for (const x of v.values()) visit(x);
      return;
    }
    const cast = (v as { cast?: { spell?: unknown } }).cast;
    if (cast && typeof cast.spell === 'string') found.add(cast.spell);
    for (const x of Object.values(v)) visit(x);
  };
  visit(adventure.sections);
  return [...found];
}

/** A hero made by the rules at random; a mage knows first what the adventure casts (`wanted`). */
export function randomCharacter(rng: Rng, name: string, wanted: readonly string[] = []): Character {
  for (;;) {
    const extra = [0, 0, 0];
    for (let k = 0; k < 8; k++) extra[rng.between(0, 2)] += 1;
    const [st, dx, iq] = extra.map((e) => 8 + e);
    const mage = rng.next() < 0.3;
    const skills: Record<string, number> = {};
    const spells: string[] = [];
    if (mage) {
      for (const w of wanted) if (spells.length < 3 && (SPELLS.find((s) => s.name === w)?.iq ?? 99) <= iq) spells.push(w);
      const pool = SPELLS.filter((s) => s.iq <= iq && s.hexes === null && s.family === null);
      while (spells.length < 3 && pool.length > spells.length) {
        const s = rng.pick(pool).name;
        if (!spells.includes(s)) spells.push(s);
      }
    } else {
      const pool = SKILLS.filter((s) => s.mageXpCost === null);
      for (let p = 0; p < 3; p++) {
        const s = rng.pick(pool).name;
        skills[s] = (skills[s] ?? 0) + 1;
      }
    }
    const weapons = WEAPONS.filter((w) => w.name !== 'Unarmed' && (w.heft === null || w.heft <= st) && (!mage || w.name === 'Dagger'));
    const weapon = rng.pick(weapons);
    const armors = [null, ...ARMOR_TABLE.filter((a) => a.kind === 'armor' && (!mage || !a.metal)).map((a) => a.name)];
    const armor = rng.pick(armors);
    const shield = !weapon.twoHanded && !mage && rng.next() < 0.5 ? rng.pick(ARMOR_TABLE.filter((a) => a.kind === 'shield')).name : null;
    const report = createCharacter({ name, type: mage ? 'mage' : 'normal', st, dx, iq, skills, spells, weapons: [weapon.name], armor, shield });
    if (report.character) return report.character;
  }
}

/**
 * Where every option of every section can lead, so that the random tester can prefer what is new.
 * An option is known by its section and label (the chooser sees labels, as a player does).
 */
export class CoverageGuide {
  private readonly targets = new Map<string, { to: SectionId[]; ends: boolean }>();
  /** Sections that only end the adventure: going there is leaving, not exploring. */
  private readonly endings = new Set<SectionId>();

  constructor(adventure: Adventure) {
    for (const section of adventure.sections.values()) {
      const shape = sectionShape(section);
      if (shape.edges.length === 0 && shape.endings.length > 0) this.endings.add(section.id);
      for (const o of optionsOf(section.flow)) {
        const k = `${section.id}#${o.label}`;
        const sh = flowShape(section.id, o.flow);
        const t = this.targets.get(k) ?? { to: [], ends: false };
        t.to.push(...sh.edges.map((e) => e.to));
        t.ends ||= sh.endings.length > 0;
        this.targets.set(k, t);
      }
    }
  }

  /**
   * How stale an option is in this game: the fewest visits among the sections it can lead to (an
   * option with a check leads to each side's section), or ENDING_STALENESS when it can only end
   * the adventure. Lower is newer.
   */
  staleness(section: SectionId, label: string, visits: ReadonlyMap<SectionId, number>): number {
    const t = this.targets.get(`${section}#${label}`);
    const onward = (t?.to ?? []).filter((id) => !this.endings.has(id));
    if (onward.length === 0) return ENDING_STALENESS;
    return Math.min(...onward.map((id) => visits.get(id) ?? 0));
  }
}

/**
 * Leaving counts as going to a section already seen twice: while something around is new the game
 * goes on, but an always-open "leave" is still taken now and then, so endings keep their spread.
 */
const ENDING_STALENESS = 2;
/** Each step of staleness divides an option's weight by this. */
const STALE_FACTOR = 2;

/**
 * Picks at random. Without a guide, each option taken least in this game is equally likely. With a
 * guide (the random tester), options are weighted by novelty: an option's weight is halved for
 * each visit, in this game, of the least-visited section it leads to, and for each time it was taken;
 * so a game goes on into what it has not seen instead of taking the always-open way out. All memory
 * is of the current game, so game i still replays alone from its seed.
 * (Exported for the tests of what a chooser sees.)
 */
export class RandomChooser implements Chooser {
  readonly combat = { control: 'ai' as const, io: null, quiet: true };
  /**
   * Tavern games are played out, with an easy bot in the party's seat: the spread of endings then
   * follows the real odds of the game against the opponents the author chose, and every table the
   * adventure sets is dealt and played to its end.
   */
  readonly tavern = { io: null, level: 'easy' as const };
  readonly extras = false;
  private readonly used = new Map<string, number>();
  private readonly visits = new Map<SectionId, number>();
  private shopActs = 0;

  constructor(
    private readonly rng: Rng,
    private readonly guide: CoverageGuide | null = null,
  ) {}

  /** The game entered a section (the guide's novelty counts visits of this game). */
  entered(section: SectionId): void {
    this.visits.set(section, (this.visits.get(section) ?? 0) + 1);
  }

  async choose(prompt: Prompt): Promise<number> {
    const enabled = prompt.items.map((it, i) => ({ it, i })).filter((x) => !x.it.disabled);
    if (prompt.key.startsWith('menu ')) {
      this.shopActs = 0;
      const side = enabled.filter((x) => x.it.tag !== 'option');
      // Now and then a spell, the shop or a lifted curse, so that they are played too.
      if (side.length && this.rng.next() < 0.1) return this.rng.pick(side).i;
      const opts = enabled.filter((x) => x.it.tag === 'option');
      const counts = opts.map((x) => this.used.get(`${prompt.key}#${x.it.label}`) ?? 0);
      let pick: (typeof opts)[number];
      if (this.guide) {
        const section = prompt.key.slice('menu '.length);
        const weights = opts.map((x, k) => STALE_FACTOR ** -(this.guide!.staleness(section, x.it.label, this.visits) + counts[k]));
        let r = this.rng.next() * weights.reduce((a, b) => a + b, 0);
        let k = 0;
        while (k < opts.length - 1 && r >= weights[k]) r -= weights[k++];
        pick = opts[k];
      } else {
        const least = Math.min(...counts);
        pick = this.rng.pick(opts.filter((_, k) => counts[k] === least));
      }
      const k = `${prompt.key}#${pick.it.label}`;
      this.used.set(k, (this.used.get(k) ?? 0) + 1);
      return pick.i;
    }
    if (prompt.key.startsWith('shop ')) {
      this.shopActs += 1;
      const leave = enabled.find((x) => x.it.tag === 'leave')!;
      if (this.shopActs > 3 || this.rng.next() < 0.4) return leave.i;
      return this.rng.pick(enabled).i;
    }
    return this.rng.pick(enabled).i;
  }

  async confirm(key: string): Promise<boolean> {
    if (key === 'karma' || key === 'wish' || key === 'wish-reroll') return true;
    return this.rng.next() < 0.4;
  }
}

export async function playtest(adventure: Adventure, options: PlaytestOptions): Promise<PlaytestReport> {
  const first = options.firstSeed ?? 0;
  const size = options.partySize ?? adventure.party.min;
  const maxSteps = options.maxSteps ?? Math.max(500, adventure.sections.size * 20);
  const report: PlaytestReport = {
    runs: options.runs,
    firstSeed: first,
    crashes: [],
    loops: [],
    visits: new Map(),
    endings: [],
    deaths: 0,
    deathsAt: [],
    charactersDead: 0,
    characters: 0,
    averageXp: 0,
    averageSections: 0,
    checks: [],
    coverage: { reached: 0, total: adventure.sections.size, never: [] },
    games: [],
  };
  const games = new Map<string, GameStat>();
  const endings = new EndingTally();
  const checks = new Map<string, CheckStat>();
  let xp = 0;
  const deathsAt = new Map<string, { section: SectionId; fight: number | null; deaths: number }>();
  let fightLine: number | null = null;
  let sections = 0;
  let section: SectionId = adventure.start;
  let pending: { key: string; chance: number } | null = null;
  const sectionOf = new Map<string, SectionId>();
  const guide = new CoverageGuide(adventure);
  let chooser: RandomChooser | null = null;
  const onEvent = (e: GameEvent) => {
    endings.see(e);
    switch (e.kind) {
      case 'section':
        chooser?.entered(e.id);
        section = e.id;
        fightLine = null;
        sections += 1;
        report.visits.set(e.id, (report.visits.get(e.id) ?? 0) + 1);
        break;
      // A row for each place and each check as it was rolled there: a modifier worked out in play
      // (the dark, a counter) makes rows of their own, each with its own tries and odds.
      case 'check': {
        const at = `${e.at.line}:${e.at.column}`;
        pending = e.allowed && e.at.line > 0 ? { key: `${at} ${e.check}`, chance: e.chance } : null;
        if (pending) sectionOf.set(pending.key, section);
        if (pending && !checks.has(pending.key)) checks.set(pending.key, { at, section, text: e.check, tries: 0, passes: 0, expected: 0 });
        break;
      }
      case 'contest': {
        const at = `${e.at.line}:${e.at.column}`;
        const text = `${e.check} vs ${e.opponent}`;
        pending = { key: `${at} ${text}`, chance: e.win };
        if (!checks.has(pending.key)) checks.set(pending.key, { at, section, text, tries: 0, passes: 0, expected: 0 });
        break;
      }
      case 'outcome':
      case 'contest-outcome': {
        const p = pending as { key: string; chance: number } | null;
        if (!p) break;
        const st = checks.get(p.key)!;
        st.tries += 1;
        st.expected += p.chance;
        if ((e.kind === 'outcome' && e.passed) || (e.kind === 'contest-outcome' && e.outcome === 'win')) st.passes += 1;
        pending = null;
        break;
      }
      case 'fight':
        fightLine = e.at.line;
        break;
      case 'dead': {
        const key = `${section}#${fightLine ?? ''}`;
        const d = deathsAt.get(key) ?? { section, fight: fightLine, deaths: 0 };
        d.deaths += 1;
        deathsAt.set(key, d);
        break;
      }
      case 'tavern-end': {
        const key = `${e.at.line}:${e.at.column}`;
        const g = games.get(key) ?? { at: key, section, title: e.title, wins: 0, losses: 0, draws: 0 };
        games.set(key, g);
        if (e.outcome === 'win') g.wins += 1;
        else if (e.outcome === 'loss') g.losses += 1;
        else g.draws += 1;
        break;
      }
      default:
        break;
    }
  };
  const casts = sceneSpells(adventure);
  for (let run = 0; run < options.runs; run++) {
    const seed = first + run;
    const rng = Rng.fromSeed(`choices ${seed}`);
    const party = Array.from({ length: size }, (_, i) => randomCharacter(rng, NAMES[i % NAMES.length], casts));
    section = adventure.start;
    try {
      chooser = new RandomChooser(rng, guide);
      const result = await playGame(adventure, newGame(adventure, party, String(seed)), [], { chooser, emit: onEvent, maxSteps });
      if (result.how === 'steps') report.loops.push(seed);
      const final = result.state;
      report.characters += final.party.length;
      xp += final.xpEarned.reduce((a, b) => a + b, 0);
      const dead = final.party.filter((c) => !isAlive(c)).length;
      report.charactersDead += dead;
      if (final.ended?.kind === 'death' && dead === final.party.length) report.deaths += 1;
    } catch (e) {
      report.crashes.push({ seed, section, message: e instanceof Error ? e.message : String(e), error: e instanceof Error ? e.name : typeof e });
    }
    options.onGame?.(run + 1);
  }
  report.endings = endings.list();
  report.deathsAt = [...deathsAt.values()].sort((a, b) => b.deaths - a.deaths);
  report.averageXp = report.characters ? xp / report.characters : 0;
  report.averageSections = options.runs ? sections / options.runs : 0;
  report.games = [...games.values()];
  const never = [...adventure.sections.keys()].filter((id) => !report.visits.has(id));
  report.coverage = { reached: adventure.sections.size - never.length, total: adventure.sections.size, never };
  report.checks = [...checks.values()].map((c) => ({ ...c, expected: c.tries ? c.expected / c.tries : 0 }));
  return report;
}
