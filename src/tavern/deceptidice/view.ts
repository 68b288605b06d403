// What one seat may know, and full states rebuilt from that alone. A player sees the top cards of
// his own dice ("Gameplay": he looks at each roll), the sizes of everyone's dice, what lies face up
// (discards, revealed dice, the tops a challenge showed), what was said, and what he alone drew in a
// swap. Never the others' hidden cards, the order of the draw pile or the Rng state.
import { Rng } from '../../dice/rng';
import { shuffle } from '../frame/cards';
import type { Card } from './cards';
import { deckFor, minus } from './cards';
import type { Figures, Phase, RoundRecord, Said, State } from './state';

export interface DieView {
  readonly size: number;
  /** The top card, if this seat may see it (its own die, or a revealed one). */
  readonly top: Card | null;
  readonly revealed: boolean;
}

export interface SeatView {
  readonly name: string;
  readonly cards: number;
  readonly dice: readonly DieView[];
  /** Cards everyone knows this seat holds (shown at challenges or at the start). */
  readonly known: readonly Card[];
  /** The dice it gave up, face up. */
  readonly discards: readonly (readonly Card[])[];
}

export interface View {
  readonly seat: number;
  readonly variants: readonly string[];
  readonly diceEach: number;
  readonly round: number;
  readonly liar: number;
  /** The seat to act, null once the game is over. */
  readonly turn: number | null;
  readonly phase: Phase;
  readonly seats: readonly SeatView[];
  /** Cards this seat alone knows it holds (drawn in a swap), besides its known ones. */
  readonly mySecret: readonly Card[];
  readonly drawSize: number;
  /** The draw pile's bottom cards that everyone saw go there, top to bottom. */
  readonly drawKnown: readonly Card[];
  readonly guesses: readonly Said[];
  readonly history: readonly RoundRecord[];
  readonly figures: Readonly<Figures>;
}

/**
 * What the whole table sees, nobody's own cards: the TV's view. Each die's top card is in it only
 * once it is face up for all (a revealed die); everything else a seat's view adds is its own.
 */
export type TableView = Omit<View, 'seat' | 'mySecret'>;

/** The table as `seat` sees it, or with `seat` null as everyone does (a die's top: its owner's, or face up for all). */
function tableFor(s: State, seat: number | null): TableView {
  return {
    variants: [...s.variants],
    diceEach: s.diceEach,
    round: s.round,
    liar: s.liar,
    turn: s.phase === 'over' ? null : s.turn,
    phase: s.phase,
    seats: s.names.map((name, o) => ({
      name,
      cards: s.dice[o].reduce((n, d) => n + d.length, 0),
      dice: s.dice[o].map((d, i) => ({ size: d.length, top: o === seat || s.revealed[o][i] ? d[0] : null, revealed: s.revealed[o][i] })),
      known: [...s.known[o]],
      discards: s.discards[o].map((p) => [...p]),
    })),
    drawSize: s.draw.length,
    drawKnown: s.draw.slice(s.draw.length - s.drawKnown),
    guesses: [...s.guesses],
    history: s.history.map((r) => ({ ...r })),
    figures: { ...s.figures },
  };
}

export function tableView(s: State): TableView {
  return tableFor(s, null);
}

export function view(s: State, seat: number): View {
  return { seat, ...tableFor(s, seat), mySecret: [...s.secret[seat]] };
}

/** The cards this seat can place for certain, and the cards each seat must hold beyond its visible tops. */
function placed(v: View): { fixed: Card[]; required: Card[][] } {
  const fixed: Card[] = [...v.drawKnown];
  const required: Card[][] = [];
  v.seats.forEach((sv, o) => {
    for (const p of sv.discards) fixed.push(...p);
    const tops = sv.dice.flatMap((d) => (d.top === null ? [] : [d.top]));
    fixed.push(...tops);
    const known = o === v.seat ? [...sv.known, ...v.mySecret] : [...sv.known];
    required.push(minus(known, tops));
  });
  return { fixed, required };
}

/**
 * A full state that agrees with the view: the unseen cards dealt at random to every hidden place
 * (each seat keeping the cards everyone knows it holds), and a new Rng for what is still to be shuffled.
 */
export function determinize(v: View, rng: Rng): State {
  return dealt(v, dealer(v)(rng));
}

/** One deal of what a view cannot see: every seat's dice, the draw pile's unknown cards, and a seed for the state's Rng. */
export interface Deal {
  readonly dice: Card[][][];
  readonly pool: Card[];
  readonly seed: number;
}

/**
 * `determinize`'s deal for one view many times (a bot deals hundreds of worlds a decision, and most
 * need only the dice): what the view places for certain is worked out once, each call deals afresh
 * with the Rng it is given.
 */
export function dealer(v: View): (rng: Rng) => Deal {
  const { fixed, required } = placed(v);
  const unseen = minus(deckFor(v.variants), [...fixed, ...required.flat()]);
  const hiddenOf = v.seats.map((sv) => sv.dice.reduce((n, d) => n + d.size - (d.top === null ? 0 : 1), 0));
  return (rng) => {
    const pool = shuffle([...unseen], rng);
    const dice = v.seats.map((sv, o) => {
      const fill = shuffle([...required[o], ...pool.splice(0, hiddenOf[o] - required[o].length)], rng);
      return sv.dice.map((d) => {
        const top = d.top === null ? fill.shift()! : d.top;
        return [top, ...fill.splice(0, d.size - 1)];
      });
    });
    return { dice, pool, seed: rng.next() };
  };
}

/** The full state of a deal: the view's public part, the dealt dice and the draw pile. */
function dealt(v: View, { dice, pool, seed }: Deal): State {
  if (pool.length !== v.drawSize - v.drawKnown.length) throw new Error(`determinize: ${pool.length} cards left for a draw pile of ${v.drawSize - v.drawKnown.length} unknown cards`);
  const last = v.history.length - 1;
  return {
    names: v.seats.map((s) => s.name),
    variants: [...v.variants],
    diceEach: v.diceEach,
    dice,
    revealed: v.seats.map((s) => s.dice.map((d) => d.revealed)),
    draw: [...pool, ...v.drawKnown],
    drawKnown: v.drawKnown.length,
    discards: v.seats.map((s) => s.discards.map((p) => [...p])),
    known: v.seats.map((s) => [...s.known]),
    secret: v.seats.map((_, o) => (o === v.seat ? [...v.mySecret] : [])),
    round: v.round,
    liar: v.liar,
    turn: v.turn ?? v.liar,
    phase: v.phase,
    guesses: [...v.guesses],
    history: v.history.map((r, i) => (i === last ? { ...r } : r)),
    figures: { ...v.figures },
    rng: Rng.fromSeed(String(seed)).state(),
  };
}
