// What one seat may know, and full states guessed from it. A seat sees its own hand, everything on
// the table, the whole discard pile (spread face up: a card may be taken from under the top only
// with the whole pile, but every card in it was seen going down), the size of every hand and of the
// draw pile, and the cards each other seat was seen to take from the discard pile and has not
// been seen to table or discard since. Never another hand's other cards, the order of the draw
// pile or the Rng state. At the end of a hand all hands are shown (the scoring).
import { Rng } from '../../dice/rng';
import { shuffle } from '../frame/cards';
import type { Combo } from './combos';
import { fullDeck } from './deck';
import type { Effects } from './gods';
import { effectsOf } from './gods';
import type { SeatScore } from './scoring';
import { scoreSeats } from './scoring';
import type { Figures, HandRecord, Phase, State } from './state';

export interface View {
  readonly seat: number;
  readonly names: string[];
  readonly variants: string[];
  readonly decks: number;
  readonly rounds: number;
  readonly round: number;
  readonly hand: string[];
  readonly handSizes: number[];
  /** Cards known to be in each seat's hand (taken from the discard pile in sight of all). */
  readonly known: string[][];
  readonly drawSize: number;
  /** The discard pile, bottom first, its top card last. */
  readonly discard: string[];
  readonly table: Combo[];
  readonly first: number;
  readonly turn: number;
  readonly phase: Phase;
  readonly takenTop: string | null;
  readonly turnsTaken: number;
  readonly builderDrawn: boolean;
  readonly finished: HandRecord[];
  readonly totals: number[];
  readonly over: boolean;
  readonly figures: Figures;
  // What the rules make of the table now, worked out once here so that no face works it out again.
  /** The gods at work: the effects in force, those cancelled, the lengths a combination needs. */
  readonly effects: Effects;
  /** Each seat's points on the table now. */
  readonly tablePoints: number[];
  /** This seat's score if the hand ended now (its own hand counted). */
  readonly ifEnded: SeatScore;
}

/** What the whole table sees, nobody's own hand: the TV's view (the points on the table are everyone's to see). */
export type TableView = Omit<View, 'seat' | 'hand' | 'ifEnded'>;

/** What a state and every view of it hold alike: all that every seat sees, the same fields by the same names. */
type Public = Pick<State, 'names' | 'variants' | 'decks' | 'rounds' | 'round' | 'discard' | 'table' | 'first' | 'turn' | 'phase' | 'takenTop' | 'known' | 'turnsTaken' | 'builderDrawn' | 'finished' | 'totals' | 'over' | 'figures'>;

/** The public part of a state or a view, copied: a view and a state guessed from it share no array with where they came from. */
function copyPublic(x: Public): Public {
  return {
    names: [...x.names],
    variants: [...x.variants],
    decks: x.decks,
    rounds: x.rounds,
    round: x.round,
    discard: [...x.discard],
    table: x.table.map((c) => ({ ...c, cards: c.cards.map((t) => ({ ...t })) })),
    first: x.first,
    turn: x.turn,
    phase: x.phase,
    takenTop: x.takenTop,
    known: x.known.map((k) => [...k]),
    turnsTaken: x.turnsTaken,
    builderDrawn: x.builderDrawn,
    finished: x.finished.map((f) => ({ ...f, hands: f.hands.map((h) => [...h]), scores: [...f.scores] })),
    totals: [...x.totals],
    over: x.over,
    figures: { ...x.figures },
  };
}

/** The table, with the gods' effects and each seat's points on it already worked out. */
function tableFor(s: State, effects: Effects, tablePoints: number[]): TableView {
  return { ...copyPublic(s), handSizes: s.hands.map((h) => h.length), drawSize: s.draw.length, effects, tablePoints };
}

export function tableView(s: State): TableView {
  const effects = effectsOf(s.table);
  // Each seat's points on the table do not depend on any hand: they are worked out with none.
  return tableFor(s, effects, scoreSeats(s.table, s.names.map(() => []), effects).map((x) => x.table));
}

export function view(s: State, seat: number): View {
  const effects = effectsOf(s.table);
  const scores = scoreSeats(s.table, s.names.map((_, i) => (i === seat ? s.hands[seat] : [])), effects);
  return { seat, hand: [...s.hands[seat]], ...tableFor(s, effects, scores.map((x) => x.table)), ifEnded: scores[seat] };
}

/** The cards the seat cannot see, as a list (the draw pile and the unknown part of the others' hands). */
export function unseenCards(v: View): string[] {
  const left = new Map<string, number>();
  for (const c of fullDeck(v.decks)) left.set(c, (left.get(c) ?? 0) + 1);
  const seen = (c: string) => left.set(c, left.get(c)! - 1);
  v.hand.forEach(seen);
  v.discard.forEach(seen);
  for (const c of v.table) for (const t of c.cards) seen(t.code);
  v.known.forEach((k, i) => i !== v.seat && k.forEach(seen));
  const out: string[] = [];
  for (const [c, n] of left) {
    if (n < 0) throw new Error(`view: more ${c} seen than the deck holds`);
    for (let i = 0; i < n; i++) out.push(c);
  }
  return out;
}

/**
 * A full state that agrees with the view: each other hand its known cards and unseen cards dealt at
 * random, the rest of the unseen cards the draw pile in a random order, and a new Rng state.
 */
export function determinize(v: View, rng: Rng): State {
  const pool = shuffle(unseenCards(v), rng);
  const hands = v.names.map((_, i) => {
    if (i === v.seat) return [...v.hand];
    const hidden = v.handSizes[i] - v.known[i].length;
    return [...v.known[i], ...pool.splice(pool.length - hidden, hidden)];
  });
  if (pool.length !== v.drawSize) throw new Error(`determinize: ${pool.length} unseen cards left for a draw pile of ${v.drawSize}`);
  return { ...copyPublic(v), hands, draw: pool, rng: Rng.fromSeed(`determinize/${rng.next()}`).state() };
}
