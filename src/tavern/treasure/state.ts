// The state machine of Treasure: the deal and the turn of Loot (rules/README.md) with the changes of
// the Treasure text: take the top discard or the whole discard pile, table sets, runs and colours,
// add to them, discard; the god cards' effects (gods.ts) and the end when a hand is empty.
//
// A turn is a sequence of small actions of the seat to act: first draw or take (phase 'draw'), then
// any number of new combinations and cards added to combinations, then one discard, which ends the
// turn (phase 'meld'). The state is plain JSON; the reshuffles draw on the Rng state kept inside it.
// What happens is returned as events (events.ts), which terminal.ts tells in words.
import { Rng } from '../../dice/rng';
import type { RngState } from '../../dice/rng';
import { deal, shuffle } from '../frame/cards';
import type { GameOptions, VariantInfo } from '../frame/game';
import { overOf, TavernError } from '../frame/game';
import type { Combo, End, Meld } from './combos';
import { additions, addTo, comboOf, countsOf, fits, holds, meldValid, minimalMelds } from './combos';
import { cardInfo, dealDeck, fullDeck, HAND_SIZE } from './deck';
import type { Event } from './events';
import type { Effects } from './gods';
import { effectsOf } from './gods';
import type { SeatScore } from './scoring';
import { scoreSeats } from './scoring';

export const TWO_DECKS = 'two-decks';
export const LONG = 'long';
export const VARIANTS: readonly VariantInfo[] = [
  {
    id: TWO_DECKS,
    summary: "two decks shuffled together, 3 to 8 players (5 or more always play so). No god effect counts twice; a cancelling god cancels both copies of its god, and a second copy of the cancelling god, in the same kind, cancels the cancellation. The Builder's draw happens once.",
  },
  { id: LONG, summary: 'one hand per player, a different player beginning each; the highest total wins.' },
];

export const ONE_DECK_PLAYERS = { min: 2, max: 4 } as const;
export const TWO_DECK_PLAYERS = { min: 3, max: 8 } as const;
/** Ruling: a hand nobody has gone out of after this many turns each is scored as it stands. */
export const MOST_TURNS_EACH = 40;
/** Cards each player draws when the Builder is tabled in a set. */
export const BUILDER_DRAW = 3;

export type Phase = 'draw' | 'meld';
/** How a hand ended: someone went out, the draw pile could not be rebuilt, the turn limit. */
export type EndReason = 'out' | 'stuck' | 'limit';

export interface HandRecord {
  /** Every hand as it was at the end (shown to all then). */
  readonly hands: string[][];
  readonly scores: SeatScore[];
  readonly ended: EndReason;
  /** The seat that went out, if one did. */
  readonly out: number | null;
}

export interface Figures {
  turns: number;
  draws: number;
  topTakes: number;
  pileTakes: number;
  pileCards: number;
  melds: number;
  adds: number;
  addsToOthers: number;
  godsTabled: number;
  rebuilds: number;
  builderDraws: number;
  handsOut: number;
  handsStuck: number;
  handsAtLimit: number;
}

export interface State {
  names: string[];
  variants: string[];
  decks: number;
  /** Hands to play: 1, or one per player in the long variant. */
  rounds: number;
  round: number;
  hands: string[][];
  /** The draw pile, its top card last. */
  draw: string[];
  /** The discard pile, spread face up, its top card last. */
  discard: string[];
  table: Combo[];
  first: number;
  turn: number;
  phase: Phase;
  /** The card taken from the top of the discard pile this turn: it may not go straight back. */
  takenTop: string | null;
  /** For each seat, cards all saw it take from the discard pile and not yet seen leave its hand. */
  known: string[][];
  /** Turns finished in this hand. */
  turnsTaken: number;
  /** The Builder's three cards were drawn this hand (never twice). */
  builderDrawn: boolean;
  finished: HandRecord[];
  totals: number[];
  over: boolean;
  figures: Figures;
  rng: RngState;
}

export type Action =
  | { readonly type: 'draw' }
  /** The top card of the discard pile, or (all) the whole pile. */
  | { readonly type: 'take'; readonly all: boolean }
  | { readonly type: 'table'; readonly meld: Meld }
  /** A card from hand added to combination `combo` (its index on the table), at an end of a run. */
  | { readonly type: 'add'; readonly card: string; readonly combo: number; readonly end?: End }
  | { readonly type: 'discard'; readonly card: string };

/** Ruling: two decks in the two-decks variant, and always with five players or more. */
export function decksOf(options: Pick<GameOptions, 'names' | 'variants'>): number {
  return options.variants.includes(TWO_DECKS) || options.names.length > ONE_DECK_PLAYERS.max ? 2 : 1;
}

/** Checks the number of players against the decks in play (one deck 2-4, two decks 3-8). */
export function checkOptions(options: Pick<GameOptions, 'names' | 'variants'>): void {
  const n = options.names.length;
  const two = decksOf(options) === 2;
  const r = two ? TWO_DECK_PLAYERS : ONE_DECK_PLAYERS;
  if (n < r.min || n > r.max) {
    throw new TavernError(
      two ? `Treasure with two decks is for ${r.min} to ${r.max} players, not ${n}` : `Treasure is for ${r.min} to ${r.max} players with one deck, not ${n}`,
    );
  }
}

function emptyFigures(): Figures {
  return { turns: 0, draws: 0, topTakes: 0, pileTakes: 0, pileCards: 0, melds: 0, adds: 0, addsToOthers: 0, godsTabled: 0, rebuilds: 0, builderDraws: 0, handsOut: 0, handsStuck: 0, handsAtLimit: 0 };
}

type Deal = Pick<State, 'hands' | 'draw' | 'discard' | 'table' | 'first' | 'turn' | 'phase' | 'takenTop' | 'known' | 'turnsTaken' | 'builderDrawn'>;

/** Loot's deal: nine cards each, one at a time round the table from seat 1; the next card starts the discard pile. */
function newHand(n: number, deck: string[], first: number): Deal {
  const hands = deal(deck, n, HAND_SIZE);
  const discard = [deck.shift()!];
  return { hands, draw: deck.reverse(), discard, table: [], first, turn: first, phase: 'draw', takenTop: null, known: hands.map(() => []), turnsTaken: 0, builderDrawn: false };
}

/** Every card of the decks these options play with, by code. */
export const deckCodes = (options: GameOptions): string[] => fullDeck(decksOf(options));

/** Setup, from options the frame has checked: the deck shuffled (or stacked) and dealt; the first player drawn at random. */
export function setup(options: GameOptions, rng: Rng, events: Event[]): State {
  const n = options.names.length;
  const decks = decksOf(options);
  const deck = dealDeck(decks, options.deck, rng);
  const hand = newHand(n, deck, 0);
  const first = Math.floor(rng.next() * n);
  const s: State = {
    names: [...options.names],
    variants: [...options.variants],
    decks,
    rounds: options.variants.includes(LONG) ? n : 1,
    round: 1,
    ...hand,
    first,
    turn: first,
    finished: [],
    totals: options.names.map(() => 0),
    over: false,
    figures: emptyFigures(),
    rng: rng.state(),
  };
  dealOut(s, events);
  return s;
}

/** What a deal shows: the discard pile's first card and who begins to all, each seat its hand. */
function dealOut(s: State, events: Event[]): void {
  events.push({ type: 'deal', round: s.round, rounds: s.rounds, discard: s.discard[0], first: s.first });
  s.hands.forEach((cards, seat) => events.push({ type: 'dealt', seat, cards: [...cards], only: [seat] }));
}

export function toAct(s: State): number | null {
  return s.over ? null : s.turn;
}

/** May `seat` lay cards on combination `c` now (its own, or another's when an effect permits)? */
export function mayAddTo(c: Combo, seat: number, e: Effects): boolean {
  return c.owner === seat || e.permit[c.kind];
}

/** The cards the seat may discard: any in hand, but not the card just taken from the discard pile's top (unless it is all that is left). */
export function discardable(s: Pick<State, 'hands' | 'takenTop'>, seat: number): string[] {
  const counts = countsOf(s.hands[seat]);
  const hand = s.hands[seat];
  return [...counts.keys()].filter((c) => !(c === s.takenTop && counts.get(c) === 1 && hand.length > 1));
}

/** Loot and Treasure: draw, or take the top discard or the whole pile; then table, add and discard. */
export function legal(s: State): Action[] {
  if (s.over) return [];
  const seat = s.turn;
  if (s.phase === 'draw') {
    const out: Action[] = [];
    if (s.draw.length > 0) out.push({ type: 'draw' });
    if (s.discard.length > 0) out.push({ type: 'take', all: false });
    if (s.discard.length > 1) out.push({ type: 'take', all: true });
    return out;
  }
  const e = effectsOf(s.table);
  const out: Action[] = minimalMelds(s.hands[seat], e, e).map((meld) => ({ type: 'table', meld }) as Action);
  for (const x of additions(s.hands[seat], s.table, seat, e)) out.push({ type: 'add', ...x });
  for (const card of discardable(s, seat).sort()) out.push({ type: 'discard', card });
  return out;
}

export function actionKey(a: Action): string {
  switch (a.type) {
    case 'draw':
      return 'draw';
    case 'take':
      return a.all ? 'take-all' : 'take';
    case 'table': {
      const m = a.meld;
      const at = m.kind === 'set' ? m.rank : m.kind === 'run' ? m.lo : m.colour;
      return `table:${m.kind}:${at}:${m.cards.join(',')}`;
    }
    case 'add':
      return `add:${a.card}:${a.combo + 1}${a.end ? `:${a.end}` : ''}`;
    case 'discard':
      return `discard:${a.card}`;
  }
}

/** The same test as `legal`, without listing them. */
export function isLegal(s: State, a: Action): boolean {
  if (s.over || typeof a !== 'object' || a === null) return false;
  const seat = s.turn;
  const hand = s.hands[seat];
  if (s.phase === 'draw') {
    if (a.type === 'draw') return s.draw.length > 0;
    if (a.type === 'take') return a.all === true ? s.discard.length > 1 : a.all === false && s.discard.length > 0;
    return false;
  }
  switch (a.type) {
    case 'table': {
      const m = a.meld;
      if (!m || !Array.isArray(m.cards) || !m.cards.every((c) => typeof c === 'string')) return false;
      const e = effectsOf(s.table);
      return holds(hand, m.cards) && meldValid(m, e, e);
    }
    case 'add': {
      const c = s.table[a.combo];
      if (!c || typeof a.card !== 'string' || !hand.includes(a.card)) return false;
      if (a.end !== undefined && a.end !== 'low' && a.end !== 'high') return false;
      const e = effectsOf(s.table);
      return mayAddTo(c, seat, e) && fits(a.card, c, a.end, e);
    }
    case 'discard':
      return typeof a.card === 'string' && discardable(s, seat).includes(a.card);
    default:
      return false;
  }
}

function removeOne(list: string[], code: string): boolean {
  const i = list.indexOf(code);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** A card leaves the seat's hand: if all knew it was there, they now know it is gone. */
function leaveHand(s: State, seat: number, code: string): void {
  removeOne(s.hands[seat], code);
  removeOne(s.known[seat], code);
}

/** Loot: the draw pile ran out: all discards but the top one, shuffled, are the new draw pile. False if there are none. */
function rebuild(s: State, events: Event[]): boolean {
  if (s.discard.length < 2) return false;
  const top = s.discard.pop()!;
  const rng = Rng.fromState(s.rng);
  s.draw = shuffle(s.discard, rng);
  s.rng = rng.state();
  s.discard = [top];
  s.figures.rebuilds++;
  events.push({ type: 'rebuild', size: s.draw.length });
  return true;
}

/** One card from the draw pile (rebuilt first if empty), or null when none can be had. */
function drawOne(s: State, events: Event[]): string | null {
  if (s.draw.length === 0 && !rebuild(s, events)) return null;
  return s.draw.pop()!;
}

/** The Builder in a set: everyone draws three cards, the player who tabled it first, then clockwise. */
function builderDraw(s: State, events: Event[]): void {
  s.builderDrawn = true;
  s.figures.builderDraws++;
  events.push({ type: 'builder' });
  const n = s.names.length;
  for (let k = 0; k < n; k++) {
    const seat = (s.turn + k) % n;
    const got: string[] = [];
    for (let i = 0; i < BUILDER_DRAW; i++) {
      const c = drawOne(s, events);
      if (c === null) break;
      got.push(c);
    }
    s.hands[seat].push(...got);
    events.push({ type: 'draws', seat, count: got.length });
    if (got.length) events.push({ type: 'drewCards', seat, cards: got, only: [seat] });
  }
}

/** After cards were tabled: what the gods changed (gods cancelled, cancellations undone, effects now in force), and the Builder's draw. */
function afterTabling(s: State, before: Effects, events: Event[]): void {
  const after = effectsOf(s.table);
  for (const god of after.cancelled) if (!before.cancelled.includes(god)) events.push({ type: 'cancelled', god });
  for (const god of before.cancelled) if (!after.cancelled.includes(god)) events.push({ type: 'restored', god });
  for (const effect of after.active) if (!before.active.includes(effect)) events.push({ type: 'inForce', effect });
  if (after.present.includes('builder:set') && !s.builderDrawn) builderDraw(s, events);
}

function endHand(s: State, reason: EndReason, events: Event[]): void {
  const scores = scoreSeats(s.table, s.hands);
  const out = reason === 'out' ? s.turn : null;
  s.finished.push({ hands: s.hands.map((h) => [...h]), scores, ended: reason, out });
  scores.forEach((p, seat) => (s.totals[seat] += p.total));
  if (reason === 'out') s.figures.handsOut++;
  else if (reason === 'stuck') s.figures.handsStuck++;
  else s.figures.handsAtLimit++;
  const hands = s.hands.map((h) => [...h]);
  events.push({ type: 'scored', reason, out, turnsEach: s.turnsTaken / s.names.length, round: s.round, rounds: s.rounds, hands, scores: [...scores] });
  if (s.round < s.rounds) {
    s.round++;
    const rng = Rng.fromState(s.rng);
    const deck = dealDeck(s.decks, undefined, rng);
    Object.assign(s, newHand(s.names.length, deck, (s.first + 1) % s.names.length));
    s.rng = rng.state();
    dealOut(s, events);
  } else {
    s.over = true;
    events.push({ ...overOf(s.totals), rounds: s.rounds });
  }
}

/** The end: the totals of all the hands, once the game is over. */
export function finalScores(s: State): number[] | null {
  return s.over ? [...s.totals] : null;
}

/** The turn is over: the draw pile rebuilt if it ran out; the hand ends if it cannot be, or at the turn limit. */
function endTurn(s: State, events: Event[]): void {
  s.turnsTaken++;
  s.figures.turns++;
  s.takenTop = null;
  s.phase = 'draw';
  if (s.draw.length === 0 && !rebuild(s, events)) {
    endHand(s, 'stuck', events);
    return;
  }
  if (s.turnsTaken >= MOST_TURNS_EACH * s.names.length) {
    endHand(s, 'limit', events);
    return;
  }
  s.turn = (s.turn + 1) % s.names.length;
}

/** A hand emptied by tabling: the player goes out, with no discard (the text's "by placing them on the table"). */
function goneOut(s: State, seat: number, events: Event[]): void {
  if (s.hands[seat].length > 0) return;
  s.figures.turns++;
  endHand(s, 'out', events);
}

/** A copy of a combination as it lies now, for an event. */
const copyOf = (c: Combo): Combo => ({ ...c, cards: c.cards.map((t) => ({ ...t })) });

/** Plays a legal action of the seat to act (the frame refuses any other, changing nothing). */
export function apply(s: State, a: Action): Event[] {
  const seat = s.turn;
  const events: Event[] = [];
  switch (a.type) {
    case 'draw': {
      const c = s.draw.pop()!;
      s.hands[seat].push(c);
      s.figures.draws++;
      s.phase = 'meld';
      events.push({ type: 'draw', seat, left: s.draw.length }, { type: 'drew', seat, card: c, only: [seat] });
      break;
    }
    case 'take': {
      const taken = a.all ? s.discard.splice(0) : [s.discard.pop()!];
      s.takenTop = taken[taken.length - 1];
      s.hands[seat].push(...taken);
      s.known[seat].push(...taken);
      if (a.all) {
        s.figures.pileTakes++;
        s.figures.pileCards += taken.length;
      } else s.figures.topTakes++;
      s.phase = 'meld';
      events.push({ type: 'take', seat, cards: [...taken], all: a.all });
      break;
    }
    case 'table': {
      const before = effectsOf(s.table);
      for (const c of a.meld.cards) leaveHand(s, seat, c);
      s.table.push(comboOf(a.meld, seat));
      s.figures.melds++;
      s.figures.godsTabled += a.meld.cards.filter((c) => cardInfo(c).kind === 'god').length;
      events.push({ type: 'table', seat, index: s.table.length - 1, combo: copyOf(s.table[s.table.length - 1]) });
      afterTabling(s, before, events);
      goneOut(s, seat, events);
      break;
    }
    case 'add': {
      const before = effectsOf(s.table);
      const c = s.table[a.combo];
      const was = copyOf(c);
      leaveHand(s, seat, a.card);
      addTo(c, a.card, seat, a.end);
      s.figures.adds++;
      if (c.owner !== seat) s.figures.addsToOthers++;
      if (cardInfo(a.card).kind === 'god') s.figures.godsTabled++;
      events.push({ type: 'add', seat, card: a.card, index: a.combo, before: was, after: copyOf(c) });
      afterTabling(s, before, events);
      goneOut(s, seat, events);
      break;
    }
    case 'discard': {
      leaveHand(s, seat, a.card);
      s.discard.push(a.card);
      events.push({ type: 'discard', seat, card: a.card });
      if (s.hands[seat].length === 0) {
        s.figures.turns++;
        endHand(s, 'out', events);
      } else endTurn(s, events);
      break;
    }
  }
  return events;
}
