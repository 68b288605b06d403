// What one seat may know, and full states guessed from it. A seat sees its own hand; everything face
// up: the melds, the cards in front of each player, and (ruling) the whole Tabloids pile, every card
// of which was seen when it was discarded, and any of which Crop Circles may take; the sizes of the
// hands and of the Unknown; the cards everyone saw a player take into his hand; with partners, the
// cards passed between the seat and its partner; its own knowledge of the Unknown's top (ESP) and
// how many top cards each other seat knows. Never another's hand, a card passed face down between
// others, the order of the Unknown beyond what it saw, or the Rng state.
import { Rng } from '../../dice/rng';
import { shuffle } from '../frame/cards';
import type { Creature } from './deck';
import { fullDeck } from './deck';
import type { Meld } from './melds';
import type { HandRecord } from './scoring';
import { creaturePoints, standing, TARGET, TEAM_TARGET } from './scoring';
import type { Figures, Phase, State } from './state';
import { toAct } from './state';

export interface View {
  readonly seat: number;
  readonly names: string[];
  readonly teams: boolean;
  readonly handNo: number;
  readonly dealer: number;
  readonly turn: number;
  /** The seat to decide now (a partner passing back, a final discard), null once the game is over. */
  readonly toAct: number | null;
  readonly phase: Phase;
  readonly hand: string[];
  readonly handSizes: number[];
  readonly unknownSize: number;
  /** The whole Tabloids pile, bottom first. */
  readonly tabloids: string[];
  readonly melds: Meld[][];
  readonly front: string[][];
  /** Each creature in play, its points at face value as the table stands. */
  readonly creatureTotals: Partial<Record<Creature, number>>;
  /** The scores that win, seat by seat: each seat's total, or with partners its team's. */
  readonly standing: number[];
  /** The score that ends the game (Winning the Game: 100, a team 150). */
  readonly target: number;
  /** Partners after the deal: who has put a card aside for his partner. */
  readonly passed: boolean[];
  /** The card this seat puts aside for its partner (at the deal, or passing instead of drawing). */
  readonly myPass: string | null;
  /** A card is on its way face down from the seat to play to its partner. */
  readonly swapping: boolean;
  /** The card the seat to play took from the Tabloids' top this turn, if it did. */
  readonly took: string | null;
  readonly anomalyUsed: boolean;
  /** This seat's cards gained with Crop Circles this turn that it may still play (its own turn only). */
  readonly free: string[];
  /** ESP: the cards this seat looks at; `lookSize` for everyone. */
  readonly look: string[];
  readonly lookSize: number;
  readonly aside: string | null;
  readonly fished: number;
  readonly handTurns: number;
  readonly ranOut: boolean;
  readonly wentOut: number | null;
  readonly finalLeft: number[];
  /** The top of the Unknown as this seat knows it (ESP), and how many top cards each seat knows. */
  readonly knownTop: string[];
  readonly knownTopCounts: number[];
  /** Per seat: cards everyone saw it take into its hand, while it may hold them. */
  readonly shown: string[][];
  /** Per seat: cards its partner passed it, known here only for this seat and its partner (else empty). */
  readonly given: string[][];
  readonly totals: number[];
  readonly history: HandRecord[];
  readonly extra: boolean;
  readonly over: boolean;
  readonly figures: Figures;
}

const partners = (a: number, b: number, teams: boolean) => teams && (a + 2) % 4 === b;

/**
 * What the whole table sees, nobody's own cards: the TV's view. No hand, no card passed face down,
 * nothing a seat alone looks at (ESP, the top of the Unknown), no Crop Circles' cards still to play.
 */
export type TableView = Omit<View, 'seat' | 'hand' | 'myPass' | 'free' | 'look' | 'knownTop' | 'given'>;

/** What a state and every view of it hold alike: all that every seat sees, the same fields by the same names. */
type Public = Pick<State, 'names' | 'teams' | 'handNo' | 'dealer' | 'turn' | 'phase' | 'tabloids' | 'melds' | 'front' | 'took' | 'anomalyUsed' | 'aside' | 'fished' | 'handTurns' | 'ranOut' | 'wentOut' | 'finalLeft' | 'shown' | 'totals' | 'history' | 'extra' | 'over' | 'figures'>;

/** The public part of a state or a view, copied: a view and a state guessed from it share no array with where they came from. */
function copyPublic(x: Public): Public {
  return {
    names: [...x.names],
    teams: x.teams,
    handNo: x.handNo,
    dealer: x.dealer,
    turn: x.turn,
    phase: x.phase,
    tabloids: [...x.tabloids],
    melds: x.melds.map((ms) => ms.map((m) => ({ creature: m.creature, cards: [...m.cards] }))),
    front: x.front.map((f) => [...f]),
    took: x.took,
    anomalyUsed: x.anomalyUsed,
    aside: x.aside,
    fished: x.fished,
    handTurns: x.handTurns,
    ranOut: x.ranOut,
    wentOut: x.wentOut,
    finalLeft: [...x.finalLeft],
    shown: x.shown.map((c) => [...c]),
    totals: [...x.totals],
    history: [...x.history],
    extra: x.extra,
    over: x.over,
    figures: { ...x.figures },
  };
}

export function tableView(s: State): TableView {
  const totals: Partial<Record<Creature, number>> = {};
  for (const ms of s.melds) for (const m of ms) totals[m.creature] = 0;
  if (s.front.some((f) => f.includes('crop'))) totals.aliens = 0;
  for (const c of Object.keys(totals) as Creature[]) totals[c] = creaturePoints(s, c);
  return {
    ...copyPublic(s),
    toAct: toAct(s),
    handSizes: s.hands.map((h) => h.length),
    unknownSize: s.unknown.length,
    creatureTotals: totals,
    standing: standing(s),
    target: s.teams ? TEAM_TARGET : TARGET,
    passed: s.passing.map((p) => p !== null),
    swapping: s.swapCard !== null,
    lookSize: s.look.length,
    knownTopCounts: s.espTop.map((e) => e.length),
  };
}

export function view(s: State, seat: number): View {
  const mine = s.turn === seat;
  return {
    seat,
    ...tableView(s),
    hand: [...s.hands[seat]],
    myPass: s.phase === 'pass' ? s.passing[seat] ?? null : s.phase === 'swapBack' && mine ? s.swapCard : null,
    free: mine ? [...s.free] : [],
    look: mine ? [...s.look] : [],
    knownTop: [...s.espTop[seat]],
    given: s.given.map((g, i) => (i === seat || partners(i, seat, s.teams) ? [...g] : [])),
  };
}

/** Takes one of each of `cards` out of `pool` (a multiset). */
function takeOut(pool: string[], cards: readonly string[]): void {
  for (const c of cards) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`determinize: ${c} is seen more often than the deck holds it`);
    pool.splice(i, 1);
  }
}

/**
 * A full state that agrees with the view: the cards the seat cannot see (the others' hands beyond
 * what it knows they hold, cards passed face down, the Unknown below what it saw) dealt at random,
 * and a fresh Rng state from `rng`.
 */
export function determinize(v: View, rng: Rng): State {
  const pool = fullDeck();
  takeOut(pool, v.hand);
  takeOut(pool, v.tabloids);
  for (const ms of v.melds) for (const m of ms) takeOut(pool, m.cards);
  for (const f of v.front) takeOut(pool, f);
  if (v.aside) takeOut(pool, [v.aside]);
  takeOut(pool, v.look);
  takeOut(pool, v.knownTop);
  if (v.myPass) takeOut(pool, [v.myPass]);
  // What the seat knows others hold: cards taken in sight of all, and what it passed its partner.
  const required = v.names.map((_, i) => (i === v.seat ? [] : [...v.shown[i], ...v.given[i]]));
  for (const r of required) takeOut(pool, r);
  shuffle(pool, rng);
  const hands = v.names.map((_, i) => {
    if (i === v.seat) return [...v.hand];
    const fill = pool.splice(pool.length - (v.handSizes[i] - required[i].length), v.handSizes[i] - required[i].length);
    return shuffle([...required[i], ...fill], rng);
  });
  const mineSwap = v.turn === v.seat && v.phase === 'swapBack';
  const passing = v.names.map((_, i) => (v.phase !== 'pass' || !v.passed[i] ? null : i === v.seat ? v.myPass : pool.pop()!));
  const swapCard = v.swapping ? (mineSwap ? v.myPass : pool.pop()!) : null;
  const look = v.lookSize > 0 ? (v.look.length ? [...v.look] : pool.splice(pool.length - v.lookSize, v.lookSize)) : [];
  const below = v.unknownSize - v.knownTop.length;
  if (pool.length !== below) throw new Error(`determinize: ${pool.length} unseen cards for ${below} unseen places of the Unknown`);
  const unknown = [...v.knownTop, ...pool];
  const espTop = v.knownTopCounts.map((k, i) => (i === v.seat ? [...v.knownTop] : unknown.slice(0, k)));
  return {
    ...copyPublic(v),
    hands,
    unknown,
    passing: v.phase === 'pass' ? passing : v.names.map(() => null),
    swapCard,
    free: [...v.free],
    look,
    espTop,
    given: v.given.map((g) => [...g]),
    rng: Rng.fromSeed(`determinize/${rng.next()}`).state(),
  };
}
