// The state machine of Legends and Lies: the state (plain JSON), the actions, whose decision it is,
// what is legal and what an action does (Summary of Play, Drawing, Melding, Anomaly Cards,
// Discarding, Going out, the Four Player Partners Game). A turn is a row of small actions: the draw
// (or, with partners, a card passed), then melds, additions and one anomaly in any order, each
// anomaly's own choices as actions of their own, and the discard that ends it. What happens is
// returned as events (events.ts), which terminal.ts tells in words.
import { Rng } from '../../dice/rng';
import type { RngState } from '../../dice/rng';
import { deal, shuffle } from '../frame/cards';
import type { GameOptions } from '../frame/game';
import { overOf } from '../frame/game';
import type { Creature } from './deck';
import { CREATURES, fullDeck, handDeck, info, isAnomaly, isExpedition, sortCards } from './deck';
import type { Event } from './events';
import type { Meld } from './melds';
import { addTargets, distinct, initialMelds, isStranded, meldOf } from './melds';
import type { HandRecord } from './scoring';
import { gameEnds, nextDealer, scoreHand, standing } from './scoring';

export type Phase = 'pass' | 'draw' | 'swapBack' | 'play' | 'crop' | 'esp' | 'fish' | 'raise' | 'raiseDiscard' | 'final' | 'over';

export interface Figures {
  hands: number;
  turns: number;
  melds: number;
  cardsAdded: number;
  anomalies: number;
  hoaxes: number;
  wentOut: number;
  ranOut: number;
  reshuffles: number;
  discredited: number;
  doubled: number;
  shutouts: number;
  extraHands: number;
  drawnGames: number;
}

export interface State {
  names: string[];
  /** The four-player partners game: seats 0 and 2 against 1 and 3. */
  teams: boolean;
  /** The number of the hand being played, from 1. */
  handNo: number;
  dealer: number;
  /** The seat whose turn it is (while a partner passes back, the seat that passed first). */
  turn: number;
  phase: Phase;
  hands: string[][];
  /** The draw pile, top first. */
  unknown: string[];
  /** The discard pile, bottom first: its top card is the last. */
  tabloids: string[];
  /** Each seat's melds, in the order they were started. */
  melds: Meld[][];
  /** Strange Occurrences and Hoax! cards in front of each seat, in the order played. */
  front: string[][];
  /** Partners, after the deal: the card each seat has put aside for its partner (null: not yet). */
  passing: (string | null)[];
  /** Partners, in a turn: the card the seat to play passes face down, while its partner chooses one back. */
  swapCard: string | null;
  /** The card the seat to play took from the Tabloids' top this turn (seen by all), if it did. */
  took: string | null;
  /** The turn's one anomaly play is made. */
  anomalyUsed: boolean;
  /** Anomaly cards gained with Crop Circles this turn: each may still be played. */
  free: string[];
  /** ESP: the cards being looked at. */
  look: string[];
  /** The Phenomenon being resolved (ESP, Fish Falls, Resurrection): it goes to the Tabloids after. */
  aside: string | null;
  /** Fish Falls: cards discarded so far. */
  fished: number;
  /** Turns played in this hand (a turn ends with its discard). */
  handTurns: number;
  /** The Unknown has run out once this hand (and was made again from the Tabloids). */
  ranOut: boolean;
  /** The seat that went out; null while nobody has (or when the Unknown ran out a second time). */
  wentOut: number | null;
  /** The seats still to make their final discard, in order. */
  finalLeft: number[];
  /** Per seat: the top cards of the Unknown it knows (ESP), top first. */
  espTop: string[][];
  /** Per seat: cards everyone saw it take into its hand (from the Tabloids), while it may hold them. */
  shown: string[][];
  /** Per seat (partners): cards its partner passed it, known to both, while it may hold them. */
  given: string[][];
  /** Each seat's own total of points (partners: a team's score is the sum of both). */
  totals: number[];
  history: HandRecord[];
  /** The extra hand after a tie at the top is being played. */
  extra: boolean;
  over: boolean;
  figures: Figures;
  rng: RngState;
}

export type Action =
  | { readonly type: 'pass'; readonly card: string }
  | { readonly type: 'draw' }
  | { readonly type: 'take' }
  | { readonly type: 'swap'; readonly card: string }
  | { readonly type: 'swapBack'; readonly card: string }
  | { readonly type: 'meld'; readonly creature: Creature; readonly cards: readonly string[] }
  | { readonly type: 'add'; readonly creature: Creature; readonly card: string }
  | { readonly type: 'anomaly'; readonly card: string }
  | { readonly type: 'hoax'; readonly seat: number; readonly creature: Creature; readonly card: string }
  | { readonly type: 'cropDraw' }
  | { readonly type: 'cropTake'; readonly card: string }
  | { readonly type: 'keep'; readonly card: string }
  | { readonly type: 'fish'; readonly card: string }
  | { readonly type: 'fishStop' }
  | { readonly type: 'raise'; readonly card: string }
  | { readonly type: 'raiseDiscard'; readonly card: string }
  | { readonly type: 'discard'; readonly card: string };

/**
 * Ruling: a hand also ends after this many turns, as when the Unknown runs out a second time. The
 * text's hand ends only when someone goes out or the Unknown runs out, and players who only ever take
 * the Tabloids' top card never empty the Unknown; a hand of bots takes a few dozen turns at most.
 */
export const MAX_HAND_TURNS = 200;

/** Cards dealt to each player: ten with two or three players, eight with four. */
export const handSize = (players: number): number => (players === 4 ? 8 : 10);

/** Anomaly cards played by themselves (Proof! cards are played into melds). */
export const PLAYED_ALONE = ['crop', 'cattle', 'blast', 'esp', 'fish', 'resurrect'] as const;

export const partnerOf = (seat: number): number => (seat + 2) % 4;
export const leftOf = (s: Pick<State, 'names'>, seat: number): number => (seat + 1) % s.names.length;

const emptyFigures = (): Figures => ({
  hands: 0,
  turns: 0,
  melds: 0,
  cardsAdded: 0,
  anomalies: 0,
  hoaxes: 0,
  wentOut: 0,
  ranOut: 0,
  reshuffles: 0,
  discredited: 0,
  doubled: 0,
  shutouts: 0,
  extraHands: 0,
  drawnGames: 0,
});

/** What a new hand starts without: nothing passed, taken, looked at or known of the last hand. */
export function forgetLastHand(s: State): void {
  s.passing = s.names.map(() => null);
  s.swapCard = null;
  s.took = null;
  s.look = [];
  s.aside = null;
  s.fished = 0;
  s.handTurns = 0;
  s.ranOut = false;
  s.wentOut = null;
  s.finalLeft = [];
  s.espTop = s.names.map(() => []);
  s.shown = s.names.map(() => []);
  s.given = s.names.map(() => []);
}

/** A new hand from `deck` (top first): the deal, the first card of the Tabloids, the first decision. */
function dealHand(s: State, deck: string[], events: Event[]): void {
  const n = s.names.length;
  s.hands = deal(deck, n, handSize(n));
  s.tabloids = [deck.shift()!];
  s.unknown = deck;
  s.melds = s.names.map(() => []);
  s.front = s.names.map(() => []);
  forgetLastHand(s);
  s.figures.hands++;
  events.push({ type: 'deal', hand: s.handNo, extra: s.extra, dealer: s.dealer, each: s.hands[0].length, tabloid: s.tabloids[0] });
  s.hands.forEach((cards, seat) => events.push({ type: 'dealt', seat, cards: sortCards(cards), only: [seat] }));
  events.push(s.teams ? { type: 'partners' } : { type: 'begins', seat: leftOf(s, s.dealer) });
  if (s.teams) {
    // Four Player Partners Game, Setup: each passes a card face down to his partner, from the dealer's left.
    s.phase = 'pass';
    s.turn = leftOf(s, s.dealer);
    s.anomalyUsed = false;
    s.free = [];
  } else startTurn(s, leftOf(s, s.dealer), events);
}

/** Every card of the deck, by code. */
export const deckCodes = (): string[] => fullDeck();

/** Setup: deals hand 1 and draws the first dealer at random (ruling), from options the frame has checked. */
export function setup(options: GameOptions, rng: Rng, events: Event[]): State {
  const n = options.names.length;
  const deck = handDeck(options.deck, rng);
  const s: State = {
    names: [...options.names],
    teams: n === 4,
    handNo: 1,
    dealer: 0,
    turn: 0,
    phase: 'draw',
    hands: [],
    unknown: [],
    tabloids: [],
    melds: [],
    front: [],
    passing: [],
    swapCard: null,
    took: null,
    anomalyUsed: false,
    free: [],
    look: [],
    aside: null,
    fished: 0,
    handTurns: 0,
    ranOut: false,
    wentOut: null,
    finalLeft: [],
    espTop: [],
    shown: [],
    given: [],
    totals: options.names.map(() => 0),
    history: [],
    extra: false,
    over: false,
    figures: emptyFigures(),
    rng: rng.state(),
  };
  // Ruling: the text's "most likely to be the subject of a tabloid story" cannot be asked of a
  // program; the first dealer is drawn at random, after the deal (the deal goes round from seat 1).
  s.dealer = Math.floor(rng.next() * n);
  s.rng = rng.state();
  dealHand(s, deck, events);
  return s;
}

export function toAct(s: State): number | null {
  if (s.over) return null;
  if (s.phase === 'swapBack') return partnerOf(s.turn);
  if (s.phase === 'final') return s.finalLeft[0];
  return s.turn;
}

/** Whether the seat to play may play anomaly card `code` now: the turn's one play, or a card gained with Crop Circles. */
export const mayPlayAnomaly = (s: Pick<State, 'anomalyUsed' | 'free'>, code: string): boolean => !s.anomalyUsed || s.free.includes(code);

/** The players a Hoax! may target: every expedition or Proof! card in play (all meld cards are). */
function hoaxTargets(s: State): Action[] {
  const out: Action[] = [];
  s.melds.forEach((ms, seat) => {
    for (const m of ms) for (const card of distinct(m.cards)) out.push({ type: 'hoax', seat, creature: m.creature, card });
  });
  return out;
}

const hasExpeditionIn = (cards: readonly string[]): boolean => cards.some(isExpedition);

/** Whether the anomaly `code`, played by itself, leaves a card to discard and has something to do. */
function mayPlayAlone(s: State, code: string): boolean {
  const h = s.hands[s.turn].length;
  switch (code) {
    case 'crop':
      return s.unknown.length > 0 || s.tabloids.length > 0;
    case 'cattle':
      return h - 1 + (s.unknown.length > 0 ? 1 : 0) >= 1;
    case 'blast':
      return h >= 2;
    case 'esp':
      return s.unknown.length > 0;
    case 'fish':
      return h >= 3;
    case 'resurrect':
      return h >= 2 && hasExpeditionIn(s.tabloids);
    default:
      return false;
  }
}

/** Steps 2 to 4 of a turn: melds, additions, one anomaly, and the discard; `only` lists one type of action. */
function playActions(s: State, only?: Action['type']): Action[] {
  const seat = s.turn;
  const hand = s.hands[seat];
  const out: Action[] = [];
  const mayAnomaly = (c: string) => mayPlayAnomaly(s, c);
  const kinds = kindsOf(hand);
  // Discarding: never an action that leaves no card to discard.
  if (hand.length >= 4 && (!only || only === 'meld')) {
    for (const creature of CREATURES) {
      if (meldOf(s.melds[seat], creature)) continue;
      for (const cards of initialMelds(hand, creature, mayAnomaly)) out.push({ type: 'meld', creature, cards });
    }
  }
  if (hand.length >= 2 && (!only || only === 'add')) {
    for (const card of kinds) {
      if (isAnomaly(card) && !(info(card).kind === 'proof' || card === 'blurry')) continue;
      if (isAnomaly(card) && !mayAnomaly(card)) continue;
      for (const creature of addTargets(card, s.melds[seat], s.melds)) out.push({ type: 'add', creature, card });
    }
  }
  if (!only || only === 'anomaly') {
    for (const card of kinds) {
      if (!mayAnomaly(card)) continue;
      if ((PLAYED_ALONE as readonly string[]).includes(card) && mayPlayAlone(s, card)) out.push({ type: 'anomaly', card });
    }
  }
  if ((!only || only === 'hoax') && hand.includes('hoax') && mayAnomaly('hoax') && hand.length >= 2) out.push(...hoaxTargets(s));
  if (!only || only === 'discard') for (const card of kinds) out.push({ type: 'discard', card });
  return out;
}

/** The kinds of card in a list, each once, sorted by creature (the order of the menus). */
export const kindsOf = (cards: readonly string[]): string[] => distinct(sortCards(cards));

export function legal(s: State, only?: Action['type']): Action[] {
  if (s.over) return [];
  const seat = toAct(s)!;
  const hand = s.hands[seat];
  switch (s.phase) {
    case 'pass':
      return kindsOf(hand).map((card) => ({ type: 'pass', card }));
    case 'draw': {
      const out: Action[] = [];
      if (s.unknown.length > 0) out.push({ type: 'draw' });
      if (s.tabloids.length > 0) out.push({ type: 'take' });
      if (s.teams) for (const card of kindsOf(hand)) out.push({ type: 'swap', card });
      return out;
    }
    case 'swapBack':
      return kindsOf(hand).map((card) => ({ type: 'swapBack', card }));
    case 'play':
      return playActions(s, only);
    case 'crop': {
      const out: Action[] = [];
      if (s.unknown.length > 0) out.push({ type: 'cropDraw' });
      for (const card of kindsOf(s.tabloids)) out.push({ type: 'cropTake', card });
      return out;
    }
    case 'esp':
      return kindsOf(s.look).map((card) => ({ type: 'keep', card }));
    case 'fish': {
      const out: Action[] = hand.length >= 2 ? kindsOf(hand).map((card) => ({ type: 'fish', card })) : [];
      if (s.fished >= 1) out.push({ type: 'fishStop' });
      return out;
    }
    case 'raise':
      return kindsOf(s.tabloids.filter(isExpedition)).map((card) => ({ type: 'raise', card }));
    case 'raiseDiscard':
      return kindsOf(hand).map((card) => ({ type: 'raiseDiscard', card }));
    case 'final':
      return kindsOf(hand).map((card) => ({ type: 'discard', card }));
    default:
      return [];
  }
}

export function actionKey(a: Action): string {
  switch (a.type) {
    case 'meld':
      return `meld:${a.creature}:${[...a.cards].sort().join('+')}`;
    case 'add':
      return `add:${a.creature}:${a.card}`;
    case 'hoax':
      return `hoax:${a.seat + 1}:${a.creature}:${a.card}`;
    case 'draw':
    case 'take':
    case 'cropDraw':
    case 'fishStop':
      return a.type;
    default:
      return `${a.type}:${a.card}`;
  }
}

/** The same test as listing the legal actions, listing only those of the action's type. */
export function isLegal(s: State, a: Action): boolean {
  const key = actionKey(a);
  return legal(s, a.type).some((b) => b.type === a.type && actionKey(b) === key);
}

// ---- moving cards ----------------------------------------------------------------------------------

/** Takes one `code` out of a seat's hand; what the table knew it held of that code is one less. */
function fromHand(s: State, seat: number, code: string): void {
  const hand = s.hands[seat];
  const i = hand.lastIndexOf(code);
  if (i < 0) throw new Error(`${s.names[seat]} holds no ${code}`);
  hand.splice(i, 1);
  for (const known of [s.shown[seat], s.given[seat]]) {
    const k = known.indexOf(code);
    if (k >= 0) known.splice(k, 1);
  }
}

/** The top card of the Unknown; every seat's knowledge of the top moves down with it. */
function drawTop(s: State): string {
  const card = s.unknown.shift()!;
  for (const e of s.espTop) e.shift();
  return card;
}

function takeFromTabloids(s: State, code: string): void {
  const i = s.tabloids.lastIndexOf(code);
  if (i < 0) throw new Error(`no ${code} in the Tabloids`);
  s.tabloids.splice(i, 1);
}

/** Anomaly Cards: the turn's one play is spent, or a card gained with Crop Circles is played. */
function useAnomaly(s: State, code: string): void {
  if (!s.anomalyUsed) s.anomalyUsed = true;
  else {
    const i = s.free.indexOf(code);
    if (i < 0) throw new Error(`a second anomaly (${code}) in one turn`);
    s.free.splice(i, 1);
  }
  s.figures.anomalies++;
}

/** Shuffles `cards` into the Unknown with the state's Rng; nobody knows the top any more. */
function shuffleIntoUnknown(s: State, cards: string[]): void {
  const rng = Rng.fromState(s.rng);
  s.unknown = shuffle([...s.unknown, ...cards], rng);
  s.rng = rng.state();
  for (const e of s.espTop) e.length = 0;
}

/**
 * Removes `cards` lost by a meld (a Hoax!) to the Tabloids and, when the meld holds no card of its
 * creature's own any more, its wilds too ("immediately discarded to the Tabloids").
 */
function dropFromMeld(s: State, seat: number, m: Meld, card: string): string[] {
  const i = m.cards.lastIndexOf(card);
  m.cards.splice(i, 1);
  const gone = [card];
  if (isStranded(m)) gone.push(...m.cards.splice(0));
  if (m.cards.length === 0) s.melds[seat].splice(s.melds[seat].indexOf(m), 1);
  s.tabloids.push(...gone);
  return gone;
}

// ---- the turn ---------------------------------------------------------------------------------------

/**
 * A seat's turn begins with its draw. Drawing: the first time the Unknown is empty when a draw is
 * due, the Tabloids but their top card are shuffled into a new Unknown; the second time, the hand
 * ends as if someone had gone out (ruling: nobody has; everyone makes a final discard, this seat
 * first, and nobody can score the shutout).
 */
function startTurn(s: State, seat: number, events: Event[]): void {
  s.turn = seat;
  s.took = null;
  s.anomalyUsed = false;
  s.free = [];
  s.phase = 'draw';
  if (s.handTurns >= MAX_HAND_TURNS) {
    events.push({ type: 'tooLong', turns: s.handTurns, first: seat });
    endWithoutOut(s, seat);
    return;
  }
  if (s.unknown.length > 0) return;
  if (!s.ranOut) {
    s.ranOut = true;
    s.figures.reshuffles++;
    const top = s.tabloids.pop()!;
    const rest = s.tabloids.splice(0);
    s.tabloids = [top];
    shuffleIntoUnknown(s, rest);
    events.push({ type: 'reshuffle', unknown: s.unknown.length });
    if (s.unknown.length > 0) return;
  }
  events.push({ type: 'ranOut', first: seat });
  s.figures.ranOut++;
  endWithoutOut(s, seat);
}

/** The hand ends with nobody gone out: everyone makes a final discard, `seat` first. */
function endWithoutOut(s: State, seat: number): void {
  s.wentOut = null;
  s.finalLeft = s.names.map((_, i) => (seat + i) % s.names.length);
  s.phase = 'final';
}

/** Going out: an empty hand after the discard; every other seat from the left of that one discards once more. */
function afterDiscard(s: State, seat: number, events: Event[]): void {
  s.figures.turns++;
  s.handTurns++;
  if (s.hands[seat].length > 0) {
    startTurn(s, leftOf(s, seat), events);
    return;
  }
  s.wentOut = seat;
  s.figures.wentOut++;
  events.push({ type: 'out', seat });
  s.finalLeft = s.names.map((_, i) => (seat + 1 + i) % s.names.length).filter((i) => i !== seat);
  s.phase = 'final';
}

/** Scoring, then the next hand or the end of the game (Continuing Play, Winning the Game). */
function endHand(s: State, events: Event[]): void {
  const record = scoreHand(s);
  s.history.push(record);
  record.scores.forEach((p, seat) => (s.totals[seat] += p));
  s.figures.discredited += Object.values(record.discredited).reduce((a, b) => a + (b ?? 0), 0);
  s.figures.doubled += record.doubled.length;
  if (record.shutout) s.figures.shutouts++;
  events.push({ type: 'scored', record, totals: [...s.totals], teams: s.teams ? standing(s) : null });
  const end = gameEnds(s);
  if (end === 'over') {
    s.over = true;
    s.phase = 'over';
    if (s.extra) s.figures.extraHands++;
    const st = standing(s);
    if (st.filter((x) => x === Math.max(...st)).length > (s.teams ? 2 : 1)) s.figures.drawnGames++;
    events.push({ ...overOf(st), teams: s.teams });
    return;
  }
  if (end === 'extra') {
    s.extra = true;
    events.push({ type: 'extraHand', teams: s.teams });
  }
  s.dealer = nextDealer(s);
  s.handNo++;
  const rng = Rng.fromState(s.rng);
  const deck = handDeck(undefined, rng);
  s.rng = rng.state();
  dealHand(s, deck, events);
}

/** Winning the Game: the scores that win (with partners, each seat its team's), once the game is over. */
export function finalScores(s: State): number[] | null {
  return s.over ? standing(s) : null;
}

/** Plays a legal action of the seat to act (the frame refuses any other, changing nothing). */
export function apply(s: State, a: Action): Event[] {
  const seat = toAct(s)!;
  const events: Event[] = [];
  switch (a.type) {
    case 'pass': {
      fromHand(s, seat, a.card);
      s.passing[seat] = a.card;
      events.push({ type: 'chose', seat, partner: partnerOf(seat) }, { type: 'passing', seat, card: a.card, only: [seat] });
      const next = leftOf(s, seat);
      if (s.passing[next] === null) {
        s.turn = next;
        break;
      }
      // Everyone has chosen: the cards change hands together.
      for (let i = 0; i < 4; i++) {
        const card = s.passing[i]!;
        s.hands[partnerOf(i)].push(card);
        s.given[partnerOf(i)].push(card);
      }
      s.names.forEach((_, i) => events.push({ type: 'passedYou', seat: i, from: partnerOf(i), card: s.passing[partnerOf(i)]!, only: [i] }));
      s.passing = s.names.map(() => null);
      startTurn(s, leftOf(s, s.dealer), events);
      break;
    }
    case 'draw': {
      const card = drawTop(s);
      s.hands[seat].push(card);
      s.phase = 'play';
      events.push({ type: 'draw', seat }, { type: 'drew', seat, cards: [card], only: [seat] });
      break;
    }
    case 'take': {
      const card = s.tabloids.pop()!;
      s.hands[seat].push(card);
      s.shown[seat].push(card);
      s.took = card;
      s.phase = 'play';
      events.push({ type: 'take', seat, card });
      break;
    }
    case 'swap': {
      fromHand(s, seat, a.card);
      s.swapCard = a.card;
      s.phase = 'swapBack';
      events.push({ type: 'swap', seat, partner: partnerOf(seat) }, { type: 'passing', seat, card: a.card, only: [seat] });
      break;
    }
    case 'swapBack': {
      const player = s.turn;
      fromHand(s, seat, a.card);
      const given = s.swapCard!;
      s.swapCard = null;
      s.hands[seat].push(given);
      s.given[seat].push(given);
      s.hands[player].push(a.card);
      s.given[player].push(a.card);
      s.phase = 'play';
      events.push({ type: 'swapBack', seat, player }, { type: 'swappedBack', seat, gave: a.card, got: given, only: [seat] }, { type: 'received', seat: player, card: a.card, only: [player] });
      break;
    }
    case 'meld': {
      for (const c of a.cards) fromHand(s, seat, c);
      for (const c of a.cards) if (isAnomaly(c)) useAnomaly(s, c);
      s.melds[seat].push({ creature: a.creature, cards: [...a.cards] });
      s.figures.melds++;
      events.push({ type: 'meld', seat, creature: a.creature, cards: [...a.cards] });
      break;
    }
    case 'add': {
      fromHand(s, seat, a.card);
      if (isAnomaly(a.card)) useAnomaly(s, a.card);
      let m = meldOf(s.melds[seat], a.creature);
      if (!m) {
        m = { creature: a.creature, cards: [] };
        s.melds[seat].push(m);
      }
      m.cards.push(a.card);
      s.figures.cardsAdded++;
      events.push({ type: 'add', seat, creature: a.creature, card: a.card, size: m.cards.length });
      break;
    }
    case 'anomaly':
      playAnomaly(s, seat, a.card, events);
      break;
    case 'hoax': {
      fromHand(s, seat, 'hoax');
      useAnomaly(s, 'hoax');
      s.front[seat].push('hoax');
      s.figures.hoaxes++;
      const m = meldOf(s.melds[a.seat], a.creature)!;
      const gone = dropFromMeld(s, a.seat, m, a.card);
      events.push({ type: 'hoax', seat, target: a.seat, creature: a.creature, gone });
      break;
    }
    case 'cropDraw': {
      const drawn: string[] = [];
      for (let i = 0; i < 2 && s.unknown.length > 0; i++) drawn.push(drawTop(s));
      s.hands[seat].push(...drawn);
      s.free.push(...drawn.filter(isAnomaly));
      s.phase = 'play';
      events.push({ type: 'drawCards', seat, count: drawn.length }, { type: 'drew', seat, cards: drawn, only: [seat] });
      break;
    }
    case 'cropTake': {
      takeFromTabloids(s, a.card);
      s.hands[seat].push(a.card);
      s.shown[seat].push(a.card);
      if (isAnomaly(a.card)) s.free.push(a.card);
      s.phase = 'play';
      events.push({ type: 'cropTake', seat, card: a.card });
      break;
    }
    case 'keep': {
      const i = s.look.indexOf(a.card);
      s.look.splice(i, 1);
      s.hands[seat].push(a.card);
      const back = s.look.splice(0);
      s.unknown.unshift(...back);
      // Ruling: the others cannot tell which card was kept: what they knew of the top is lost.
      s.espTop = s.names.map((_, j) => (j === seat ? [...back] : []));
      s.tabloids.push(s.aside!);
      s.aside = null;
      s.phase = 'play';
      events.push({ type: 'keep', seat, back: back.length }, { type: 'kept', seat, card: a.card, top: [...back], only: [seat] });
      break;
    }
    case 'fish': {
      fromHand(s, seat, a.card);
      s.tabloids.push(a.card);
      s.fished++;
      events.push({ type: 'fish', seat, card: a.card });
      if (s.fished === 3 || s.hands[seat].length === 1) endFish(s, seat, events);
      break;
    }
    case 'fishStop':
      endFish(s, seat, events);
      break;
    case 'raise': {
      takeFromTabloids(s, a.card);
      s.hands[seat].push(a.card);
      s.shown[seat].push(a.card);
      s.phase = 'raiseDiscard';
      events.push({ type: 'raise', seat, card: a.card });
      break;
    }
    case 'raiseDiscard': {
      fromHand(s, seat, a.card);
      s.tabloids.push(a.card, s.aside!);
      s.aside = null;
      s.phase = 'play';
      events.push({ type: 'raiseDiscard', seat, card: a.card });
      break;
    }
    case 'discard': {
      fromHand(s, seat, a.card);
      s.tabloids.push(a.card);
      events.push({ type: 'discard', seat, card: a.card, final: s.phase === 'final' });
      if (s.phase === 'final') {
        s.finalLeft.shift();
        if (s.finalLeft.length === 0) endHand(s, events);
      } else afterDiscard(s, seat, events);
      break;
    }
  }
  return events;
}

function endFish(s: State, seat: number, events: Event[]): void {
  s.tabloids.push(s.aside!);
  s.aside = null;
  s.phase = 'play';
  events.push({ type: 'fishEnd', seat, left: s.hands[seat].length });
}

/** Anomaly cards played by themselves: what each does (Card Explanations; the rest are rulings, deck.ts). */
function playAnomaly(s: State, seat: number, code: string, events: Event[]): void {
  fromHand(s, seat, code);
  useAnomaly(s, code);
  events.push({ type: 'anomaly', seat, card: code });
  switch (code) {
    case 'crop':
      s.front[seat].push(code);
      s.phase = 'crop';
      break;
    case 'cattle': {
      s.front[seat].push(code);
      if (s.unknown.length > 0) {
        const card = drawTop(s);
        s.hands[seat].push(card);
        events.push({ type: 'drawCards', seat, count: 1 }, { type: 'drew', seat, cards: [card], only: [seat] });
      }
      break;
    }
    case 'blast': {
      s.front[seat].push(code);
      const top = s.tabloids.pop();
      const rest = s.tabloids.splice(0);
      if (top !== undefined) s.tabloids.push(top);
      shuffleIntoUnknown(s, rest);
      events.push({ type: 'blast', moved: rest.length, unknown: s.unknown.length });
      break;
    }
    case 'esp':
      s.aside = code;
      s.look = s.unknown.splice(0, 3);
      for (const e of s.espTop) e.splice(0, s.look.length);
      s.phase = 'esp';
      events.push({ type: 'see', seat, cards: [...s.look], only: [seat] });
      break;
    case 'fish':
      s.aside = code;
      s.fished = 0;
      s.phase = 'fish';
      break;
    case 'resurrect':
      s.aside = code;
      s.phase = 'raise';
      break;
    default:
      throw new Error(`${code} is not played by itself`);
  }
}

