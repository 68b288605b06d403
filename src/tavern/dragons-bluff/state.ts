// The state machine of Dragon's Bluff: the state (plain JSON), the actions, whose decision it is,
// what is legal and what an action does (Setup, Gameplay and Game End of the rules text). Every
// decision is an action of the seat to act: play a card (under a display card or face down in
// front of oneself), call a bluff or pass, reveal as the Hydra. What happens is returned as events
// (events.ts), which terminal.ts tells in words.
import { Rng } from '../../dice/rng';
import type { RngState } from '../../dice/rng';
import type { GameOptions } from '../frame/game';
import type { VariantInfo } from '../frame/game';
import { overOf } from '../frame/game';
import { askedSeat, resolveCall } from './calls';
import type { Card, Dragon } from './deck';
import { cardCode, dealRound, DISPLAY_SIZE, fullDeck, KINDS, roundDeck } from './deck';
import type { Event } from './events';
import type { ScoreParts } from './scoring';
import { mayRevealHydra, scoreRound } from './scoring';

export const LONG = 'long';
/** Rounds of the long variant ("Play 3 rounds"). */
export const LONG_ROUNDS = 3;

/** A card face down under a display card, and who played it (that is seen by all). */
export interface UnderCard {
  readonly card: Card;
  readonly by: number;
}

/** A called bluff, as everyone saw it. */
export interface Reveal {
  readonly by: number;
  readonly caller: number;
  readonly display: number;
  readonly card: Card;
  readonly matched: boolean;
}

/** A card just played under a display card, waiting for the other seats to call or pass. */
export interface Pending {
  readonly by: number;
  readonly display: number;
  /** The next seat to be asked is the `asked`-th after the player, clockwise (1 .. n-1). */
  asked: number;
}

/** A finished round of the long variant (or the only round), as it was revealed and scored. */
export interface RoundRecord {
  readonly identities: Card[];
  readonly scores: ScoreParts[];
  readonly hydraEnd: number | null;
}

export interface Figures {
  turns: number;
  calls: number;
  callsWon: number;
  hydraEnds: number;
}

export interface State {
  names: string[];
  /** 1, or 3 in the long variant. */
  rounds: number;
  round: number;
  display: Dragon[];
  identities: Card[];
  hands: Card[][];
  /** The cards nobody sees (Setup: "Remaining cards are not examined"). */
  rest: Card[];
  under: UnderCard[][];
  down: Card[][];
  penalties: Card[][];
  first: number;
  /** The seat whose turn it is (while a call is pending: the seat that played). */
  turn: number;
  pending: Pending | null;
  /** The seat that revealed as the Hydra this round, if one did. */
  hydraEnd: number | null;
  /** The reveals of this round, in order. */
  reveals: Reveal[];
  finished: RoundRecord[];
  totals: number[];
  over: boolean;
  figures: Figures;
  rng: RngState;
}

export type Action =
  | { readonly type: 'under'; readonly card: Card; readonly display: number }
  | { readonly type: 'down'; readonly card: Card }
  | { readonly type: 'call' }
  | { readonly type: 'pass' }
  | { readonly type: 'reveal' };

function newRound(s: Pick<State, 'names'>, deck: Card[], rng: Rng, stacked: boolean, first: number) {
  const n = s.names.length;
  const dealt = dealRound(deck, n, rng, stacked);
  return {
    ...dealt,
    under: dealt.display.map(() => [] as UnderCard[]),
    down: s.names.map(() => [] as Card[]),
    penalties: s.names.map(() => [] as Card[]),
    first,
    turn: first,
    pending: null,
    hydraEnd: null,
    reveals: [] as Reveal[],
  };
}

export const VARIANTS: readonly VariantInfo[] = [
  { id: LONG, summary: `${LONG_ROUNDS} rounds, each dealt anew from the whole deck, the next seat clockwise beginning each; the highest total wins.` },
];

/** Every card of the deck, by code. */
export const deckCodes = (): string[] => fullDeck().map(cardCode);

/** Setup: deals round 1 and picks the first player at random (ruling), from options the frame has checked. */
export function setup(options: GameOptions, rng: Rng, events: Event[]): State {
  const n = options.names.length;
  const deck = roundDeck(options.deck, rng);
  const stacked = (options.deck?.length ?? 0) > 0;
  const names = [...options.names];
  // Ruling: "the first player to claim" and "the youngest" cannot be played by a program: the first
  // player is drawn at random, after the deal.
  const dealt = newRound({ names }, deck, rng, stacked, 0);
  const first = Math.floor(rng.next() * n);
  const s: State = {
    names,
    rounds: options.variants.includes(LONG) ? LONG_ROUNDS : 1,
    round: 1,
    ...dealt,
    first,
    turn: first,
    finished: [],
    totals: names.map(() => 0),
    over: false,
    figures: { turns: 0, calls: 0, callsWon: 0, hydraEnds: 0 },
    rng: rng.state(),
  };
  dealOut(s, events);
  return s;
}

/** What a deal shows: the display and who begins to all, each seat its identity and hand. */
function dealOut(s: State, events: Event[]): void {
  events.push({ type: 'round', round: s.round, display: [...s.display], first: s.first });
  s.names.forEach((_, seat) => events.push({ type: 'dealt', seat, identity: s.identities[seat], hand: [...s.hands[seat]], only: [seat] }));
}

export function toAct(s: State): number | null {
  if (s.over) return null;
  if (s.pending) return askedSeat(s.pending.by, s.pending.asked, s.names.length);
  return s.turn;
}

/** The kinds in a hand, each once, in the fixed order of kinds: copies are alike, so one action each. */
export function kindsIn(hand: readonly Card[]): Card[] {
  return KINDS.filter((k) => hand.includes(k));
}

/**
 * Gameplay: in turn, a card face down under one of the display cards or face down in front of
 * oneself; the Hydra, when it may, reveals instead. While a card waits for calls: call or pass.
 */
export function legal(s: State): Action[] {
  if (s.over) return [];
  if (s.pending) return [{ type: 'call' }, { type: 'pass' }];
  const seat = s.turn;
  const out: Action[] = [];
  for (const card of kindsIn(s.hands[seat])) {
    for (let d = 0; d < DISPLAY_SIZE; d++) out.push({ type: 'under', card, display: d });
    out.push({ type: 'down', card });
  }
  if (mayRevealHydra(s, seat)) out.push({ type: 'reveal' });
  return out;
}

export function actionKey(a: Action): string {
  switch (a.type) {
    case 'under':
      return `under:${a.card}:${a.display + 1}`;
    case 'down':
      return `down:${a.card}`;
    default:
      return a.type;
  }
}

/** The same test as `legal`, without listing them (the searches apply many actions). */
export function isLegal(s: State, a: Action): boolean {
  if (s.over) return false;
  if (s.pending) return a.type === 'call' || a.type === 'pass';
  switch (a.type) {
    case 'under':
      return s.hands[s.turn].includes(a.card) && Number.isInteger(a.display) && a.display >= 0 && a.display < DISPLAY_SIZE;
    case 'down':
      return s.hands[s.turn].includes(a.card);
    case 'reveal':
      return mayRevealHydra(s, s.turn);
    default:
      return false;
  }
}

function takeFromHand(s: State, seat: number, card: Card): void {
  const hand = s.hands[seat];
  hand.splice(hand.indexOf(card), 1);
}

/** The turn passes clockwise; when every hand is empty the round ends (Game End). */
function nextTurn(s: State, events: Event[]): void {
  s.pending = null;
  if (s.hands.every((h) => h.length === 0)) {
    endRound(s, events);
    return;
  }
  s.turn = (s.turn + 1) % s.names.length;
}

/**
 * Game End: identities revealed and the round scored; in the long variant the next round is dealt
 * from the whole deck with the state's Rng, and its first player is the next seat clockwise from the
 * last round's (ruling).
 */
function endRound(s: State, events: Event[]): void {
  const scores = scoreRound(s);
  s.finished.push({ identities: [...s.identities], scores, hydraEnd: s.hydraEnd });
  scores.forEach((p, seat) => (s.totals[seat] += p.total));
  events.push({
    type: 'scored',
    round: s.round,
    rounds: s.rounds,
    identities: [...s.identities],
    display: [...s.display],
    under: s.under.map((col) => col.map((c) => ({ by: c.by, card: c.card }))),
    down: s.down.map((d) => [...d]),
    scores: [...scores],
  });
  if (s.round < s.rounds) {
    s.round++;
    const rng = Rng.fromState(s.rng);
    const round = newRound(s, roundDeck(undefined, rng), rng, false, (s.first + 1) % s.names.length);
    Object.assign(s, round);
    s.rng = rng.state();
    dealOut(s, events);
  } else {
    s.over = true;
    events.push(overOf(s.totals));
  }
}

/** Game End: the totals of all rounds, once the game is over. */
export function finalScores(s: State): number[] | null {
  return s.over ? [...s.totals] : null;
}

/** Plays a legal action of the seat to act (the frame refuses any other, changing nothing). */
export function apply(s: State, a: Action): Event[] {
  const seat = toAct(s)!;
  const events: Event[] = [];
  switch (a.type) {
    case 'under': {
      takeFromHand(s, seat, a.card);
      s.under[a.display].push({ card: a.card, by: seat });
      s.pending = { by: seat, display: a.display, asked: 1 };
      s.figures.turns++;
      events.push({ type: 'under', seat, display: a.display, dragon: s.display[a.display] }, { type: 'laid', seat, card: a.card, only: [seat] });
      break;
    }
    case 'down': {
      takeFromHand(s, seat, a.card);
      s.down[seat].push(a.card);
      s.figures.turns++;
      events.push({ type: 'down', seat }, { type: 'laid', seat, card: a.card, only: [seat] });
      nextTurn(s, events);
      break;
    }
    case 'pass': {
      const p = s.pending!;
      p.asked++;
      events.push({ type: 'pass', seat });
      if (p.asked >= s.names.length) {
        events.push({ type: 'uncalled', by: p.by, display: p.display });
        nextTurn(s, events);
      }
      break;
    }
    case 'call': {
      // Ruling: the first call is the only one: the card is revealed and the asking stops.
      const r = resolveCall(s, seat);
      s.reveals.push(r);
      s.figures.calls++;
      if (!r.matched) s.figures.callsWon++;
      events.push({ type: 'called', caller: r.caller, by: r.by, display: r.display, dragon: s.display[r.display], card: r.card, matched: r.matched });
      nextTurn(s, events);
      break;
    }
    case 'reveal': {
      s.hydraEnd = seat;
      s.figures.turns++;
      s.figures.hydraEnds++;
      events.push({ type: 'hydra', seat });
      endRound(s, events);
      break;
    }
  }
  return events;
}
