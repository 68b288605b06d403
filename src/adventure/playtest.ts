// The random-playthrough tester: N whole games, game i seeded from i (its dice, its party and its
// choices), so any failure replays alone with `--playtest 1 --seed i`. Each game prefers the option it
// has taken least, spends karma and wishes when it can, and lets the AI fight. The report gives
// crashes, per-section visits, the spread of endings, deaths, XP, and every check's observed rate.
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
export function randomCharacter(rng: Rng, name: string): Character {
  for (;;) {
    const extra = [0, 0, 0];
    for (let k = 0; k < 8; k++) extra[rng.between(0, 2)] += 1;
    const [st, dx, iq] = extra.map((e) => 8 + e);
    const mage = rng.next() < 0.3;
    const skills: Record<string, number> = {};
    const spells: string[] = [];
    if (mage) {
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

/** Picks at random, weighted towards options not yet taken (exported for the tests of what a chooser sees). */
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
  private shopActs = 0;

  constructor(private readonly rng: Rng) {}

  async choose(prompt: Prompt): Promise<number> {
    const enabled = prompt.items.map((it, i) => ({ it, i })).filter((x) => !x.it.disabled);
    if (prompt.key.startsWith('menu ')) {
      this.shopActs = 0;
      const side = enabled.filter((x) => x.it.tag !== 'option');
      // Now and then a spell, the shop or a lifted curse, so that they are played too.
      if (side.length && this.rng.next() < 0.1) return this.rng.pick(side).i;
      const opts = enabled.filter((x) => x.it.tag === 'option');
      const counts = opts.map((x) => this.used.get(`${prompt.key}#${x.it.label}`) ?? 0);
      const least = Math.min(...counts);
      const pick = this.rng.pick(opts.filter((_, k) => counts[k] === least));
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
    charactersDead: 0,
    characters: 0,
    averageXp: 0,
    averageSections: 0,
    checks: [],
    games: [],
  };
  const games = new Map<string, GameStat>();
  const endings = new EndingTally();
  const checks = new Map<string, CheckStat>();
  let xp = 0;
  let sections = 0;
  let section: SectionId = adventure.start;
  let pending: { key: string; chance: number } | null = null;
  const sectionOf = new Map<string, SectionId>();
  const onEvent = (e: GameEvent) => {
    switch (e.kind) {
      case 'section':
        section = e.id;
        sections += 1;
        report.visits.set(e.id, (report.visits.get(e.id) ?? 0) + 1);
        break;
      case 'check':
        pending = e.allowed && e.at.line > 0 ? { key: `${e.at.line}:${e.at.column}`, chance: e.chance } : null;
        if (pending) sectionOf.set(pending.key, section);
        if (pending && !checks.has(pending.key)) checks.set(pending.key, { at: pending.key, section, text: e.check, tries: 0, passes: 0, expected: 0 });
        break;
      case 'contest': {
        pending = { key: `${e.at.line}:${e.at.column}`, chance: e.win };
        if (!checks.has(pending.key)) checks.set(pending.key, { at: pending.key, section, text: `${e.check} vs ${e.opponent}`, tries: 0, passes: 0, expected: 0 });
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
      case 'tavern-end': {
        const key = `${e.at.line}:${e.at.column}`;
        const g = games.get(key) ?? { at: key, section, title: e.title, wins: 0, losses: 0, draws: 0 };
        games.set(key, g);
        if (e.outcome === 'win') g.wins += 1;
        else if (e.outcome === 'loss') g.losses += 1;
        else g.draws += 1;
        break;
      }
      case 'end': {
        endings.add(e.ending);
        break;
      }
      default:
        break;
    }
  };
  for (let run = 0; run < options.runs; run++) {
    const seed = first + run;
    const rng = Rng.fromSeed(`choices ${seed}`);
    const party = Array.from({ length: size }, (_, i) => randomCharacter(rng, NAMES[i % NAMES.length]));
    section = adventure.start;
    try {
      const result = await playGame(adventure, newGame(adventure, party, String(seed)), [], { chooser: new RandomChooser(rng), emit: onEvent, maxSteps });
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
  report.averageXp = report.characters ? xp / report.characters : 0;
  report.averageSections = options.runs ? sections / options.runs : 0;
  report.games = [...games.values()];
  report.checks = [...checks.values()].map((c) => ({ ...c, expected: c.tries ? c.expected / c.tries : 0 }));
  return report;
}
