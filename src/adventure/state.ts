// The state of a game in progress: plain JSON, so that a save, an undo step and the explorer's
// search are all just copies of it. The Rng state lives here too (style.md, boardgame.io): a saved
// game continues with exactly the rolls that would have followed.
import type { Character } from '../character';
import { adjustedDx, isAlive, skillLevel } from '../character';
import type { LimitedField } from '../character/possessions';
import { addCapped, carried, FIELD_LIMITS as SHEET_LIMITS, giveItem, takeItem } from '../character/possessions';
import { knowsSpell } from '../character/spells-known';
import type { RngState } from '../dice';
import { Rng } from '../dice';
import { normalizeName } from '../rules';
import type { Adventure, EndingKind, SectionId } from './model';
import type { Attr, CondEnv, Keyword } from './condition';
import type { BardGift } from './constructs/bard';

export const STATE_SCHEMA = 1;

export interface GameEnd {
  section: SectionId;
  title: string;
  kind: EndingKind;
}

export interface GameState {
  schema: number;
  /** The section the party enters next. */
  at: SectionId;
  party: Character[];
  /** Plotwords in the order the party acquired them. */
  plotwords: string[];
  /** Every plotword ever acquired in this game, crossed out or not: XP comes once for each. */
  plotwordsEver: string[];
  /** The flags set (plotwords declared `xp: false`), in the order set; a save from before has none. */
  flags?: string[];
  counters: Record<string, number>;
  /** Minutes since midnight of day 1. */
  time: number;
  /** The time the adventure began, in the same minutes. */
  began: number;
  rng: RngState;
  /** Times each section has been entered. */
  visits: Record<string, number>;
  /** Options marked "once" already taken: "SECTION#NUMBER". */
  taken: string[];
  /** Options marked "once: visit" taken in this visit of the section: "SECTION#NUMBER". */
  visitTaken: string[];
  /** Events whose condition held when last looked at (by number): they fire again only after it failed. */
  eventsOn: number[];
  /** Events that have fired at least once: a "once" event never again. */
  eventsFired: number[];
  /** The minute the light lit last goes out (docs/adventure-format.md, "Light and dark"); before any, the start. */
  lightUntil: number;
  /** The `lightUntil` whose burning out the party was told of; a save from before has none. */
  lightOutSaid?: number;
  /** Shop stock sold so far: "SECTION#ITEM" to count. */
  sold: Record<string, number>;
  /** A section whose text was already shown (read ahead before Diplomacy failed): not shown again. */
  previewed: SectionId | null;
  /** Sections entered so far. */
  steps: number;
  /** XP each member earned in this adventure, by position in the party. */
  xpEarned: number[];
  /**
   * Members left behind in a flight and taken by the foes, by position in the party: out of the
   * adventure until it ends (docs/rulings.md, "Carrying the fallen away").
   */
  leftBehind: number[];
  /**
   * Wounds carried from one fight to the next, by name: foes that keep theirs (`keep-wounds`) and
   * companions (docs/adventure-format.md, "Fights in stages"); a save from before has none.
   */
  wounds: Record<string, number>;
  /** Who the last capture took (`defeat: { capture: true }`), for `{captured}` in text. */
  captured: string[];
  /** The companions with the party now, in the order they joined (not saved characters: docs/rulings.md, "Companions"). */
  companions: string[];
  /** The companions killed (`dead(NAME)`), in the order they fell; a save from before has none. */
  fallen?: string[];
  /** Who took the first place, alone or shared, in the last tavern game played (`won(NAME)`); a save from before has none. */
  tavernWinners?: string[];
  /** The section that last sent the party to each section that may go `back` (constructs/returning.ts); absent until one did. */
  sentBy?: Array<{ to: string; from: string }>;
  /** Where those waiting go on when all who went on after a split are dead (`split: { dead: 40 }`); absent: the adventure ends. */
  splitDead?: string;
  /**
   * The members the player named for each task (`choose: { as: ROLE }`), by position in the party; a
   * save from before has none.
   */
  roles?: Array<{ role: string; members: number[] }>;
  /** Members waiting behind while the rest of a split party goes on (`split:`), by position; until `rejoin:`. */
  waiting?: number[];
  /** Karma bards gave for this adventure and not spent yet (bard.ts); a save from before has none. */
  bardGifts?: BardGift[];
  ended: GameEnd | null;
}

// ---- names from the file as keys ----------------------------------------------------------------
// Section ids and counter names come from the adventure file, so they may be "constructor" or
// "toString": a plain object read with obj[name] would answer with Object.prototype's function.
// Every read goes through own(), every write through setOwn() (which makes even "__proto__" an
// ordinary entry), so that only what the game recorded is ever found.

/** The number recorded under a name, or 0: never something every object inherits. */
export function own(record: Readonly<Record<string, number>>, key: string): number {
  if (!Object.hasOwn(record, key)) return 0;
  const v = record[key];
  return typeof v === 'number' ? v : 0;
}

export function setOwn(record: Record<string, number>, key: string, value: number): void {
  Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A copy of name-to-number entries as a record without a prototype. */
export function ownRecord(entries: Iterable<[string, number]>): Record<string, number> {
  const out = Object.create(null) as Record<string, number>;
  for (const [k, v] of entries) setOwn(out, k, v);
  return out;
}

/** Times the party has entered a section. */
export function visitsOf(s: GameState, id: SectionId): number {
  return own(s.visits, id);
}

export function counterOf(s: GameState, name: string): number {
  return own(s.counters, name);
}

/** A counter as the sheets view lists it; `hidden` only in a GM's view, for those the players do not see. */
export interface CounterLine {
  label: string;
  value: number;
  hidden: boolean;
}

/**
 * The counters the sheets view lists, in the file's order: those shown to the players, under their
 * labels; with `gm`, every other counter too (a Game Master sees what decides the endings).
 */
export function counterLines(adventure: Adventure, s: GameState, gm = false): CounterLine[] {
  const out: CounterLine[] = [];
  for (const name of adventure.counters.keys()) {
    const label = adventure.shownCounters.get(name);
    if (label !== undefined) out.push({ label, value: counterOf(s, name), hidden: false });
    else if (gm) out.push({ label: name, value: counterOf(s, name), hidden: true });
  }
  return out;
}

/** The companions with the party as the sheets view lists them: their attributes and wounds. */
export function companionLines(adventure: Adventure, s: GameState): Array<{ name: string; st: number; dx: number; iq: number; damage: number }> {
  return s.companions.flatMap((name) => {
    const c = adventure.companions.get(name);
    return c ? [{ name, st: c.st, dx: c.dx, iq: c.iq, damage: own(s.wounds, name) }] : [];
  });
}

// ---- what a character sheet can hold -----------------------------------------------------------

/**
 * The largest values a character sheet may hold, by field, and the one way a tally is added to within
 * them: the character's (character/possessions.ts), named here as the adventure has always named them.
 */
export { SHEET_LIMITS, addCapped };
export type { LimitedField };

/** The most of one item an effect may give or take at once, and the most of one item a shop stocks. */
export const MAX_ITEM_COUNT = 1000;

/** Brings every limited field of a sheet back within its limits (after a fight, a spell): the fields clamped. */
export function clampSheet(c: Character): LimitedField[] {
  const out: LimitedField[] = [];
  for (const field of Object.keys(SHEET_LIMITS) as LimitedField[]) {
    const v = c[field];
    if (!Number.isFinite(v) || v > SHEET_LIMITS[field] || v < 0) {
      c[field] = Number.isFinite(v) ? Math.max(0, Math.min(SHEET_LIMITS[field], Math.trunc(v))) : v > 0 ? SHEET_LIMITS[field] : 0;
      out.push(field);
    }
  }
  return out;
}

export function newGame(adventure: Adventure, party: Character[], seed: string): GameState {
  const counters: Record<string, number> = {};
  for (const [k, v] of adventure.counters) setOwn(counters, k, v);
  return {
    schema: STATE_SCHEMA,
    at: adventure.start,
    party: party.map((c) => ({ ...structuredClone(c), adventure: adventure.id })),
    plotwords: [],
    plotwordsEver: [],
    flags: [],
    counters,
    time: adventure.startTime,
    began: adventure.startTime,
    rng: Rng.fromSeed(seed).state(),
    visits: {},
    taken: [],
    visitTaken: [],
    eventsOn: [],
    eventsFired: [],
    lightUntil: adventure.startTime,
    sold: {},
    previewed: null,
    steps: 0,
    xpEarned: party.map(() => 0),
    leftBehind: [],
    wounds: ownRecord([]),
    captured: [],
    companions: [],
    fallen: [],
    tavernWinners: [],
    roles: [],
    waiting: [],
    bardGifts: [],
    ended: null,
  };
}

// ---- the party ---------------------------------------------------------------------------------

export { isAlive };

/** Damage plus fatigue at or above ST: unconscious and helpless. */
export function isConscious(c: Character): boolean {
  return isAlive(c) && c.damage + c.fatigue < c.st;
}

/** Left behind in a flight, or waiting while the party is split: not in the scene being played. */
export function awayFromParty(s: GameState, i: number): boolean {
  return s.leftBehind.includes(i) || (s.waiting?.includes(i) ?? false);
}

/** The living members still with the party (not left behind in a flight, not waiting behind). */
export function livingMembers(s: GameState): number[] {
  return s.party.map((_, i) => i).filter((i) => isAlive(s.party[i]) && !awayFromParty(s, i));
}

/** The conscious members still with the party (not left behind in a flight, not waiting behind). */
export function consciousMembers(s: GameState): number[] {
  return s.party.map((_, i) => i).filter((i) => isConscious(s.party[i]) && !awayFromParty(s, i));
}

/** The members who hold a role (named for a task), in party order; none before it was chosen. */
export function roleMembers(s: GameState, role: string): number[] {
  return s.roles?.find((r) => r.role === role)?.members ?? [];
}

export function setRole(s: GameState, role: string, members: number[]): void {
  const roles = (s.roles ??= []);
  const held = roles.find((r) => r.role === role);
  if (held) held.members = [...members];
  else roles.push({ role, members: [...members] });
}

/** The living members still with the party who lie unconscious: carried along, or left behind in a flight. */
export function fallenMembers(s: GameState): number[] {
  return livingMembers(s).filter((i) => !isConscious(s.party[i]));
}

/** The first conscious member, else the first living one: who leads, receives and pays first. */
export function leaderOf(s: GameState): number {
  const c = consciousMembers(s);
  if (c.length) return c[0];
  const l = livingMembers(s);
  return l.length ? l[0] : 0;
}

export function attributeOf(c: Character, a: Attr): number {
  return a === 'ST' ? c.st : a === 'DX' ? adjustedDx(c) : c.iq;
}

/** What a character carries, given and taken by the character's own rules (character/possessions.ts). */
export { carried, giveItem, takeItem };

export function partyGold(s: GameState): number {
  return livingMembers(s).reduce((sum, i) => sum + s.party[i].gold, 0);
}

/**
 * Takes gold from the party (docs/rulings.md, "Purchases come out of the buyer's purse"): from the
 * `payer`'s purse first when one pays (a buyer), else in even shares, the odd pieces from the first
 * members; what one lacks is paid by the others in the party's order. What each paid, and what could
 * not be paid.
 */
export function takeGold(s: GameState, amount: number, payer: number | null = null): { paid: number[]; short: number } {
  const paid = s.party.map(() => 0);
  let left = amount;
  const take = (i: number, n: number) => {
    const t = Math.min(s.party[i].gold, n, left);
    s.party[i].gold -= t;
    paid[i] += t;
    left -= t;
  };
  const living = livingMembers(s);
  if (payer !== null) take(payer, left);
  else living.forEach((i, k) => take(i, evenShare(amount, living.length, k)));
  for (const i of living) if (left > 0) take(i, left);
  return { paid, short: left };
}

/** Gold for the party with no one named, in even shares: the odd pieces to the first members. What each is given. */
export function goldShares(s: GameState, amount: number): Array<{ i: number; gold: number }> {
  const living = livingMembers(s);
  if (living.length === 0) return [];
  return living.map((i, k) => ({ i, gold: evenShare(amount, living.length, k) })).filter((x) => x.gold > 0);
}

/** The k-th of `count` even shares of `amount`: the odd pieces go to the first (docs/rulings.md, "a party's finds are shared"). */
function evenShare(amount: number, count: number, k: number): number {
  return Math.floor(amount / count) + (k < amount % count ? 1 : 0);
}

/** What conditions read of the game (docs/adventure-format.md, "Conditions"). */
export function condEnv(s: GameState): CondEnv {
  const living = () => livingMembers(s).map((i) => s.party[i]);
  const sum = (f: (c: Character) => number) => living().reduce((t, c) => t + f(c), 0);
  const most = (f: (c: Character) => number) => living().reduce((m, c) => Math.max(m, f(c)), 0);
  return {
    keyword(name: Keyword): number {
      switch (name) {
        case 'gold':
          return partyGold(s);
        case 'party':
          return livingMembers(s).length;
        case 'day':
          return Math.floor(s.time / 1440) + 1;
        case 'hour':
          return Math.floor((s.time % 1440) / 60);
        case 'hours':
          return Math.floor((s.time - s.began) / 60);
        case 'karma':
          return sum((c) => c.karma);
        case 'wishes':
          return sum((c) => c.wishes);
        case 'curses':
          return sum((c) => c.curses);
        case 'xp':
          return sum((c) => c.xp);
        case 'damage':
          return most((c) => c.damage);
        case 'fatigue':
          return most((c) => c.fatigue);
        case 'lit':
          return s.time < s.lightUntil ? 1 : 0;
      }
    },
    attr: (a) => most((c) => attributeOf(c, a)),
    plotword: (w) => s.plotwords.includes(w) || (s.flags ?? []).includes(w),
    counter: (n) => counterOf(s, n),
    count: (item) => sum((c) => carried(c, item)),
    skill: (name) => most((c) => skillLevel(c, name)),
    spell: (name) => living().filter((c) => knowsSpell(c, name)).length,
    visited: (id) => visitsOf(s, id),
    with: (name) => s.companions.some((c) => normalizeName(c) === normalizeName(name)),
    dead: (name) => (s.fallen ?? []).some((c) => normalizeName(c) === normalizeName(name)),
    won: (name) => (s.tavernWinners ?? []).some((c) => normalizeName(c) === normalizeName(name)),
  };
}

/** The section that last sent the party to section `to` (constructs/returning.ts), or null. */
export function senderOf(s: GameState, to: string): string | null {
  return s.sentBy?.find((e) => e.to === to)?.from ?? null;
}

/** "day 2, 14:30" */
export function formatTime(minutes: number): string {
  const day = Math.floor(minutes / 1440) + 1;
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return `day ${day}, ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
