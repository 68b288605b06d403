// Combinations (the text's second paragraph and Loot's): a set is three or more cards of one rank
// (a god at its rank), a run four or more cards of consecutive ranks, whatever their suits (Loot,
// rules/README.md), a colour four or more cards of one suit, or of gods. A card lies in one
// combination only, but a colour whose cards hold a run counts those cards as a run too.
//
// Each tabled card records what it counts as there: a changing card, or a card an effect lets
// change, counts as the rank or suit its place needs, for good (rulings.md, "Treasure").
import type { Colour, Suit } from './deck';
import { cardInfo, COLOURS, RANKS } from './deck';

export type Kind = 'set' | 'run' | 'colour';

/** A card on the table: its code, the seat it scores for, and what it counts as there. */
export interface Tabled {
  readonly code: string;
  readonly by: number;
  readonly rank: number | null;
  readonly colour: Colour | null;
}

export type Combo =
  | { readonly owner: number; readonly kind: 'set'; readonly rank: number; cards: Tabled[] }
  | { readonly owner: number; readonly kind: 'run'; lo: number; hi: number; cards: Tabled[] }
  | { readonly owner: number; readonly kind: 'colour'; readonly colour: Colour; cards: Tabled[] };

/** A new combination as a player tables it: a set of a rank, a run from `lo` (cards in rank order), a colour. */
export type Meld =
  | { readonly kind: 'set'; readonly rank: number; readonly cards: readonly string[] }
  | { readonly kind: 'run'; readonly lo: number; readonly cards: readonly string[] }
  | { readonly kind: 'colour'; readonly colour: Colour; readonly cards: readonly string[] };

/** Adding a card to a combination: at which end of a run. */
export type End = 'low' | 'high';

/** What the table lets a card count as (gods.ts). */
export interface Changes {
  readonly rockAnyRank: boolean;
  readonly waveAnyRank: boolean;
  readonly warriorAnySuit: boolean;
  readonly queenAnySuit: boolean;
}

export const isChanging = (code: string): boolean => cardInfo(code).kind === 'changing';

/** What a card may count as under each of the 16 sets of changes: the ranks (index 1-9) and colours it may take. */
interface Options {
  readonly ranks: readonly boolean[];
  readonly colours: ReadonlyMap<Colour, boolean>;
}

const OPTIONS = new Map<string, Options[]>();

const changeIndex = (ch: Changes): number => (ch.rockAnyRank ? 1 : 0) | (ch.waveAnyRank ? 2 : 0) | (ch.warriorAnySuit ? 4 : 0) | (ch.queenAnySuit ? 8 : 0);

function optionsOf(code: string, ch: Changes): Options {
  let all = OPTIONS.get(code);
  if (!all) {
    const c = cardInfo(code);
    all = Array.from({ length: 16 }, (_, k) => {
      const rock = (k & 1) !== 0;
      const wave = (k & 2) !== 0;
      const warrior = (k & 4) !== 0;
      const queen = (k & 8) !== 0;
      const ranks = Array.from({ length: 10 }, (_, r) => {
        if (r === 0) return false;
        if (c.kind === 'changing' || c.rank === r) return true;
        return c.kind === 'number' && ((c.colour === 'P' && rock) || (c.colour === 'B' && wave));
      });
      const colours = new Map<Colour, boolean>(
        COLOURS.map((col) => {
          if (c.kind === 'changing') return [col, col !== 'gods'];
          if (c.colour === col) return [col, true];
          if (col === 'gods') return [col, false];
          return [col, (c.rank === 5 && warrior) || (c.rank === 1 && queen)];
        }),
      );
      return { ranks, colours };
    });
    OPTIONS.set(code, all);
  }
  return all[changeIndex(ch)];
}

/** May `code` count as rank `rank` in a set or a run? */
export function mayBeRank(code: string, rank: number, ch: Changes): boolean {
  return optionsOf(code, ch).ranks[rank] === true;
}

/** May `code` count as colour `colour` in a colour? A changing card stands for a card of a suit, never a god. */
export function mayBeColour(code: string, colour: Colour, ch: Changes): boolean {
  return optionsOf(code, ch).colours.get(colour) === true;
}

/** What a card counts as in a set of `rank` or a run at `rank`: that rank, its own suit (a changing card: none). */
export function asRank(code: string, by: number, rank: number): Tabled {
  return { code, by, rank, colour: cardInfo(code).colour };
}

/** What a card counts as in a colour: that colour, its own rank (a changing card: none). */
export function asColour(code: string, by: number, colour: Colour): Tabled {
  return { code, by, rank: cardInfo(code).rank, colour };
}

/** Ruling: changing cards may never outnumber the other cards of their combination. */
export function wildsOk(codes: readonly string[]): boolean {
  let wild = 0;
  for (const c of codes) if (isChanging(c)) wild++;
  return wild <= codes.length - wild;
}

/**
 * The cards of a colour that also form a run: for each stretch of `minRun` or more consecutive
 * ranks among its cards, one card of each rank (the first laid). True where a card is in a run.
 */
export function runPart(c: Combo, minRun: number): boolean[] {
  const first = new Map<number, number>();
  c.cards.forEach((t, i) => {
    if (t.rank !== null && !first.has(t.rank)) first.set(t.rank, i);
  });
  const out = c.cards.map(() => false);
  let start = 1;
  for (let r = 1; r <= 10; r++) {
    if (r <= 9 && first.has(r)) continue;
    if (r - start >= minRun) for (let k = start; k < r; k++) out[first.get(k)!] = true;
    start = r + 1;
  }
  return out;
}

/** The ranks a colour's run part covers, as "1-4" stretches. */
export function runStretches(c: Combo, minRun: number): string[] {
  const part = runPart(c, minRun);
  const ranks = c.cards.filter((_, i) => part[i]).map((t) => t.rank!).sort((a, b) => a - b);
  const out: string[] = [];
  let i = 0;
  while (i < ranks.length) {
    let j = i;
    while (j + 1 < ranks.length && ranks[j + 1] === ranks[j] + 1) j++;
    out.push(`${ranks[i]}-${ranks[j]}`);
    i = j + 1;
  }
  return out;
}

/** The lengths each kind needs now. */
export interface Lengths {
  readonly minSet: number;
  readonly minRun: number;
  readonly minColour: number;
}

/** The hand as code -> count. */
export function countsOf(hand: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of hand) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Does `hand` hold all of `cards` (as a multiset)? */
export function holds(hand: readonly string[], cards: readonly string[]): boolean {
  const m = countsOf(hand);
  for (const c of cards) {
    const n = m.get(c) ?? 0;
    if (n === 0) return false;
    m.set(c, n - 1);
  }
  return true;
}

/** Is `meld` a combination that may be tabled now (its cards from the hand aside)? */
export function meldValid(meld: Meld, ch: Changes, len: Lengths): boolean {
  const cards = meld.cards;
  if (!wildsOk(cards)) return false;
  switch (meld.kind) {
    case 'set':
      return RANKS.includes(meld.rank as never) && cards.length >= len.minSet && cards.every((c) => mayBeRank(c, meld.rank, ch));
    case 'run':
      return Number.isInteger(meld.lo) && meld.lo >= 1 && cards.length >= len.minRun && meld.lo + cards.length - 1 <= 9 && cards.every((c, i) => mayBeRank(c, meld.lo + i, ch));
    case 'colour':
      return COLOURS.includes(meld.colour) && cards.length >= len.minColour && cards.every((c) => mayBeColour(c, meld.colour, ch));
  }
}

/** The cards of a meld as they lie on the table. */
export function tabledCards(meld: Meld, by: number): Tabled[] {
  switch (meld.kind) {
    case 'set':
      return meld.cards.map((c) => asRank(c, by, meld.rank));
    case 'run':
      return meld.cards.map((c, i) => asRank(c, by, meld.lo + i));
    case 'colour':
      return meld.cards.map((c) => asColour(c, by, meld.colour));
  }
}

export function comboOf(meld: Meld, owner: number): Combo {
  const cards = tabledCards(meld, owner);
  switch (meld.kind) {
    case 'set':
      return { owner, kind: 'set', rank: meld.rank, cards };
    case 'run':
      return { owner, kind: 'run', lo: meld.lo, hi: meld.lo + meld.cards.length - 1, cards };
    case 'colour':
      return { owner, kind: 'colour', colour: meld.colour, cards };
  }
}

/** May `code` be added to combination `c` (at `end` of a run)? Whose it is is checked elsewhere. */
export function fits(code: string, c: Combo, end: End | undefined, ch: Changes): boolean {
  if (!wildsOk([...c.cards.map((t) => t.code), code])) return false;
  switch (c.kind) {
    case 'set':
      return end === undefined && mayBeRank(code, c.rank, ch);
    case 'run':
      if (end === 'low') return c.lo > 1 && mayBeRank(code, c.lo - 1, ch);
      if (end === 'high') return c.hi < 9 && mayBeRank(code, c.hi + 1, ch);
      return false;
    case 'colour':
      return end === undefined && mayBeColour(code, c.colour, ch);
  }
}

/** Lays `code` on combination `c` for seat `by` (checked by `fits`). */
export function addTo(c: Combo, code: string, by: number, end: End | undefined): void {
  switch (c.kind) {
    case 'set':
      c.cards.push(asRank(code, by, c.rank));
      break;
    case 'run':
      if (end === 'low') {
        c.lo--;
        c.cards.unshift(asRank(code, by, c.lo));
      } else {
        c.hi++;
        c.cards.push(asRank(code, by, c.hi));
      }
      break;
    case 'colour':
      c.cards.push(asColour(code, by, c.colour));
      break;
  }
}

/** A card of the hand laid on a combination of the table (its index), at an end of a run. */
export interface Addition {
  readonly card: string;
  readonly combo: number;
  readonly end?: End;
}

/**
 * Every card of `hand` that fits a combination `seat` may lay on: its own, or another's when an
 * effect permits that kind (`permit`), with the end of a run it goes to.
 */
export function additions(hand: readonly string[], table: readonly Combo[], seat: number, ch: Changes & { readonly permit: Readonly<Record<Kind, boolean>> }): Addition[] {
  const out: Addition[] = [];
  const codes = [...new Set(hand)].sort();
  table.forEach((c, combo) => {
    if (c.owner !== seat && !ch.permit[c.kind]) return;
    for (const card of codes) {
      if (c.kind === 'run') {
        for (const end of ['low', 'high'] as const) if (fits(card, c, end, ch)) out.push({ card, combo, end });
      } else if (fits(card, c, undefined, ch)) out.push({ card, combo });
    }
  });
  return out;
}

/** The most new combinations of one kind listed at a time (a hand full of cards that may change). */
export const MOST_MELDS_A_KIND = 240;

/** Multisets of `size` codes from `candidates` (each at most its count in `counts`), in order. */
function multisets(candidates: readonly string[], counts: ReadonlyMap<string, number>, size: number, out: string[][], most: number): void {
  const pick: string[] = [];
  const used = candidates.map(() => 0);
  const walk = (from: number) => {
    if (out.length >= most) return;
    if (pick.length === size) {
      if (wildsOk(pick)) out.push([...pick]);
      return;
    }
    for (let k = from; k < candidates.length; k++) {
      if (used[k] >= counts.get(candidates[k])!) continue;
      used[k]++;
      pick.push(candidates[k]);
      walk(k);
      pick.pop();
      used[k]--;
    }
  };
  walk(0);
}

/**
 * Every combination of the least length each kind needs that `hand` can table now: sets by rank,
 * runs by their lowest rank, colours by colour (only those holding `must`, if given). Larger ones
 * are built by adding cards one at a time (`fits`), which reaches every larger combination, so the
 * list stays short.
 */
export function minimalMelds(hand: readonly string[], ch: Changes, len: Lengths, must?: string): Meld[] {
  const counts = countsOf(hand);
  const codes = [...counts.keys()].sort();
  const opts = codes.map((c) => optionsOf(c, ch));
  const mustOpts = must === undefined ? null : optionsOf(must, ch);
  const out: Meld[] = [];
  const wanted = (cards: readonly string[]) => must === undefined || cards.includes(must);
  const ofRank = (r: number) => {
    const cand: string[] = [];
    for (let k = 0; k < codes.length; k++) if (opts[k].ranks[r]) cand.push(codes[k]);
    return cand;
  };
  for (const rank of RANKS) {
    if (mustOpts && !mustOpts.ranks[rank]) continue;
    const cand = ofRank(rank);
    if (cand.length === 0) continue;
    const found: string[][] = [];
    multisets(cand, counts, len.minSet, found, MOST_MELDS_A_KIND);
    for (const cards of found) if (wanted(cards)) out.push({ kind: 'set', rank, cards });
  }
  const byRank = RANKS.map((r) => ofRank(r));
  const runs: Meld[] = [];
  for (let lo = 1; lo + len.minRun - 1 <= 9; lo++) {
    if (mustOpts) {
      let can = false;
      for (let r = lo; r < lo + len.minRun; r++) if (mustOpts.ranks[r]) can = true;
      if (!can) continue;
    }
    const cand = Array.from({ length: len.minRun }, (_, i) => byRank[lo + i - 1]);
    if (cand.some((x) => x.length === 0)) continue;
    const pick: string[] = [];
    const used = new Map<string, number>();
    const walk = (i: number) => {
      if (runs.length >= MOST_MELDS_A_KIND) return;
      if (i === len.minRun) {
        if (wildsOk(pick) && wanted(pick)) runs.push({ kind: 'run', lo, cards: [...pick] });
        return;
      }
      for (const c of cand[i]) {
        const u = used.get(c) ?? 0;
        if (u >= counts.get(c)!) continue;
        used.set(c, u + 1);
        pick.push(c);
        walk(i + 1);
        pick.pop();
        used.set(c, u);
      }
    };
    walk(0);
  }
  out.push(...runs);
  for (const colour of COLOURS) {
    if (mustOpts && !mustOpts.colours.get(colour)) continue;
    const cand: string[] = [];
    for (let k = 0; k < codes.length; k++) if (opts[k].colours.get(colour)) cand.push(codes[k]);
    if (cand.length < len.minColour - 0 && cand.every((c) => counts.get(c)! === 1)) continue;
    const found: string[][] = [];
    multisets(cand, counts, len.minColour, found, MOST_MELDS_A_KIND);
    for (const cards of found) if (wanted(cards)) out.push({ kind: 'colour', colour, cards });
  }
  return out;
}

/** "set of fives", "run 4-7", "colour of wind". */
export function comboLabel(c: Combo | Meld): string {
  switch (c.kind) {
    case 'set':
      return `set of ${['', 'ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'sevens', 'eights', 'nines'][c.rank]}`;
    case 'run':
      return `run ${c.lo}-${'hi' in c ? c.hi : c.lo + c.cards.length - 1}`;
    case 'colour':
      return c.colour === 'gods' ? 'colour of gods' : `colour of ${({ W: 'wind', G: 'leaf', R: 'flame', B: 'wave', P: 'rock' } as Record<Suit, string>)[c.colour]}`;
  }
}

