// Scoring of a hand (Scoring, Shutouts of the rules text and of the Four Player Partners Game), the
// next dealer, the end of the game and the places. One function per rule; the game, the bots and the
// tests call these.
import type { Colour, Creature } from './deck';
import { CREATURES, handCost, info, meldValue, SPECIES_INFO, speciesOf } from './deck';
import type { Meld } from './melds';
import { isStranded } from './melds';

/** What one seat scored in a hand, by its parts. */
export interface SeatScore {
  /** Its meld cards, doubled for the creatures acknowledged. */
  readonly melds: number;
  /** Strange Occurrences and Hoax! cards in front of it (Crop Circles doubled with the Extraterrestrials). */
  readonly front: number;
  /** Minus the points of the cards left in its hand. */
  readonly hand: number;
  /** Its points for the Extraterrestrial Life Forms at face value (melds and Crop Circles), for the shutout. */
  readonly aliens: number;
  /** What it adds to its total (0 when shut out). */
  readonly total: number;
  /** Shut out by the aliens' mother ship: scores 0 this hand. */
  readonly zeroed: boolean;
}

export interface HandRecord {
  readonly hand: number;
  readonly dealer: number;
  /** The seat that went out; null when the Unknown ran out a second time. */
  readonly wentOut: number | null;
  /** Cards each creature lost to the Tabloids (wilds left unattached included). */
  readonly discredited: Partial<Record<Creature, number>>;
  /** Each creature's points at face value after the discrediting. */
  readonly creaturePoints: Partial<Record<Creature, number>>;
  /** The creatures acknowledged (10 points or more): their cards count double. */
  readonly doubled: Creature[];
  /** The seats of the shutout (the one who went out, or his team), or null. */
  readonly shutout: number[] | null;
  readonly parts: SeatScore[];
  readonly scores: number[];
}

/** A creature is acknowledged at this many points (face value, all players' cards together). */
export const ACKNOWLEDGED = 10;
/** The shutout: the Extraterrestrial points of the player who went out (15 for a team). */
export const SHUTOUT = 10;
export const TEAM_SHUTOUT = 15;
/** The game ends at the end of a hand when someone has this many points (a team 150). */
export const TARGET = 100;
export const TEAM_TARGET = 150;
/** Ruling: a game ends after this many hands at the latest (the text has no limit; bots never near it). */
export const MAX_HANDS = 40;

interface Table {
  names: readonly string[];
  teams: boolean;
  handNo: number;
  dealer: number;
  wentOut: number | null;
  hands: string[][];
  tabloids: string[];
  melds: Meld[][];
  front: string[][];
}

/** The colour a creature's cards (and its Proof!) have; Crop Circles are yellow too. */
export const colourOf = (c: Creature): Colour => SPECIES_INFO[speciesOf(c)].colour;

/** How many cards of each colour the Tabloids hold (wilds and most anomalies have none). */
export function tabloidColours(tabloids: readonly string[]): Map<Colour, number> {
  const m = new Map<Colour, number>();
  for (const c of tabloids) {
    const colour = info(c).colour;
    if (colour) m.set(colour, (m.get(colour) ?? 0) + 1);
  }
  return m;
}

/**
 * Scoring, the discrediting: for each card in the Tabloids of a creature's colour, a card is removed
 * from the largest meld of that creature (every meld of that size, when several tie); a Bigfoot/Yeti
 * card counts against Bigfoot and Yeti both. Ruling: the card removed is the last one played into
 * the meld; wilds left with no card of the creature's own go too (Blurry Photo's explanation). The
 * cards removed go to the Tabloids after the count; the count is made of the pile as the final
 * discards left it. Returns the cards each creature lost.
 */
export function discredit(t: Pick<Table, 'tabloids' | 'melds'>): Partial<Record<Creature, number>> {
  const colours = tabloidColours(t.tabloids);
  const lost: Partial<Record<Creature, number>> = {};
  const removed: string[] = [];
  for (const creature of CREATURES) {
    const k = colours.get(colourOf(creature)) ?? 0;
    for (let i = 0; i < k; i++) {
      const melds = t.melds.flatMap((ms, seat) => ms.filter((m) => m.creature === creature).map((m) => ({ seat, m })));
      if (melds.length === 0) break;
      const largest = Math.max(...melds.map((x) => x.m.cards.length));
      for (const { seat, m } of melds) {
        if (m.cards.length !== largest) continue;
        const gone = [m.cards.pop()!];
        if (isStranded(m)) gone.push(...m.cards.splice(0));
        if (m.cards.length === 0) t.melds[seat].splice(t.melds[seat].indexOf(m), 1);
        removed.push(...gone);
        lost[creature] = (lost[creature] ?? 0) + gone.length;
      }
    }
  }
  t.tabloids.push(...removed);
  return lost;
}

/** The cards face up: every seat's melds and what lies in front of it. */
export interface FaceUp {
  readonly melds: readonly (readonly Meld[])[];
  readonly front: readonly (readonly string[])[];
}

/** A meld's points at face value (before any doubling): what its cards are worth in it. */
export const meldPoints = (m: Meld): number => m.cards.reduce((s, c) => s + meldValue(c, m.creature), 0);

/** A creature's points at face value: every player's meld cards of it, and for the Extraterrestrials every Crop Circles in play. */
export function creaturePoints(t: FaceUp, creature: Creature): number {
  let sum = 0;
  for (const ms of t.melds) for (const m of ms) if (m.creature === creature) sum += meldPoints(m);
  if (creature === 'aliens') for (const f of t.front) for (const c of f) if (c === 'crop') sum += info('crop').points;
  return sum;
}

/** A seat's Extraterrestrial points at face value: its own meld cards of them and its Crop Circles. */
export function alienPoints(t: FaceUp, seat: number): number {
  let sum = 0;
  for (const m of t.melds[seat]) if (m.creature === 'aliens') for (const c of m.cards) sum += meldValue(c, 'aliens');
  for (const c of t.front[seat]) if (c === 'crop') sum += info('crop').points;
  return sum;
}

/** What a seat's hand costs: each card its points (deck.ts, `handCost`). */
export const handPenalty = (hand: readonly string[]): number => hand.reduce((s, c) => s + handCost(c), 0);

/** A seat's score of the hand, before any shutout: its melds (doubled where acknowledged), what lies in front of it, less its hand. */
function seatScore(t: Table, seat: number, doubled: ReadonlySet<Creature>): Omit<SeatScore, 'total' | 'zeroed'> & { sum: number } {
  let melds = 0;
  for (const m of t.melds[seat]) for (const c of m.cards) melds += meldValue(c, m.creature) * (doubled.has(m.creature) ? 2 : 1);
  let front = 0;
  for (const c of t.front[seat]) front += info(c).points * (c === 'crop' && doubled.has('aliens') ? 2 : 1);
  const hand = -handPenalty(t.hands[seat]);
  return { melds, front, hand: hand === 0 ? 0 : hand, aliens: alienPoints(t, seat), sum: melds + front + hand };
}

/**
 * Scores the hand as it stands: the discrediting (which changes the melds and the Tabloids), the
 * creatures acknowledged, every seat's points, the shutout. Ruling: the shutout counts the
 * Extraterrestrial points at face value (before doubling), and the seats shut out score 0, their
 * hand's cards costing nothing either.
 */
export function scoreHand(t: Table): HandRecord {
  const discredited = discredit(t);
  const points: Partial<Record<Creature, number>> = {};
  const doubled: Creature[] = [];
  for (const c of CREATURES) {
    if (!t.melds.some((ms) => ms.some((m) => m.creature === c)) && !(c === 'aliens' && t.front.some((f) => f.includes('crop')))) continue;
    points[c] = creaturePoints(t, c);
    if (points[c]! >= ACKNOWLEDGED) doubled.push(c);
  }
  const set = new Set(doubled);
  const raw = t.names.map((_, seat) => seatScore(t, seat, set));
  let shutout: number[] | null = null;
  const w = t.wentOut;
  if (w !== null) {
    const team = t.teams ? [w, (w + 2) % 4] : [w];
    const aliens = team.reduce((s, i) => s + raw[i].aliens, 0);
    if (aliens >= (t.teams ? TEAM_SHUTOUT : SHUTOUT)) shutout = team;
  }
  const parts: SeatScore[] = raw.map((r, seat) => {
    const zeroed = shutout !== null && !shutout.includes(seat);
    return { melds: r.melds, front: r.front, hand: r.hand, aliens: r.aliens, total: zeroed ? 0 : r.sum, zeroed };
  });
  return { hand: t.handNo, dealer: t.dealer, wentOut: w, discredited, creaturePoints: points, doubled, shutout, parts, scores: parts.map((p) => p.total) };
}

/** The scores that win: each seat's total, or with partners the team's total (both partners the same). */
export function standing(s: { teams: boolean; totals: readonly number[] }): number[] {
  return s.teams ? s.totals.map((t, i) => t + s.totals[(i + 2) % 4]) : [...s.totals];
}

/**
 * Continuing Play: the highest score deals the next hand; on a tie for the highest, the player to the
 * left of the last dealer. Partners: always the player to the left of the last dealer.
 */
export function nextDealer(s: { teams: boolean; totals: readonly number[]; dealer: number; names: readonly string[] }): number {
  const left = (s.dealer + 1) % s.names.length;
  if (s.teams) return left;
  const best = Math.max(...s.totals);
  const top = s.totals.flatMap((t, i) => (t === best ? [i] : []));
  return top.length === 1 ? top[0] : left;
}

/**
 * Winning the Game: at the end of a hand where someone has 100 points or more (a team 150), the
 * largest total wins; on a tie for the largest, one more hand, after which a tie is a draw.
 * Ruling: "reached 100 or greater" (not "greater than 100"); the game also ends after MAX_HANDS.
 */
export function gameEnds(s: { teams: boolean; totals: readonly number[]; extra: boolean; handNo: number }): 'over' | 'extra' | 'go' {
  if (s.extra) return 'over';
  const scores = standing(s);
  const best = Math.max(...scores);
  if (best >= (s.teams ? TEAM_TARGET : TARGET)) {
    const leaders = scores.filter((x) => x === best).length;
    return leaders === (s.teams ? 2 : 1) ? 'over' : 'extra';
  }
  return s.handNo >= MAX_HANDS ? 'over' : 'go';
}
