// What one seat may know, and full states guessed from it. A seat sees its own hand and identity,
// the display, who laid each face-down card and where (a card's face only if the seat laid it
// itself), the face-up penalty cards, every reveal, and the hand sizes; never another's hand or
// identity, a face-down card it did not play, the unseen rest or the Rng state.
import { Rng } from '../../dice/rng';
import { shuffle } from '../frame/cards';
import type { Card, Dragon } from './deck';
import { copiesOf, HYDRA, KINDS } from './deck';
import type { Figures, Pending, Reveal, RoundRecord, State, UnderCard } from './state';

/** A face-down card under a display card: who laid it (seen by all), its face only for its player. */
export interface UnderSeen {
  readonly by: number;
  readonly card: Card | null;
}

export interface View {
  readonly seat: number;
  readonly names: string[];
  readonly rounds: number;
  readonly round: number;
  readonly display: Dragon[];
  readonly identity: Card;
  readonly hand: Card[];
  readonly handSizes: number[];
  readonly under: UnderSeen[][];
  /** The seat's own face-down cards in front of it. */
  readonly myDown: Card[];
  readonly downCounts: number[];
  readonly penalties: Card[][];
  readonly restSize: number;
  readonly first: number;
  readonly turn: number;
  readonly pending: Pending | null;
  readonly hydraEnd: number | null;
  readonly reveals: Reveal[];
  readonly finished: RoundRecord[];
  readonly totals: number[];
  readonly over: boolean;
  readonly figures: Figures;
}

/**
 * What the whole table sees, nobody's own cards: the TV's view. Who laid each face-down card and
 * where, never its face; no identity and no hand.
 */
export type TableView = Omit<View, 'seat' | 'identity' | 'hand' | 'myDown'>;

/** The table as `seat` sees it (the faces of the cards it laid), or with `seat` null as everyone does. */
function tableFor(s: State, seat: number | null): TableView {
  return {
    names: [...s.names],
    rounds: s.rounds,
    round: s.round,
    display: [...s.display],
    handSizes: s.hands.map((h) => h.length),
    under: s.under.map((u) => u.map((c) => ({ by: c.by, card: c.by === seat ? c.card : null }))),
    downCounts: s.down.map((d) => d.length),
    penalties: s.penalties.map((p) => [...p]),
    restSize: s.rest.length,
    first: s.first,
    turn: s.turn,
    pending: s.pending ? { ...s.pending } : null,
    hydraEnd: s.hydraEnd,
    reveals: s.reveals.map((r) => ({ ...r })),
    finished: s.finished.map((f) => ({ ...f, identities: [...f.identities], scores: [...f.scores] })),
    totals: [...s.totals],
    over: s.over,
    figures: { ...s.figures },
  };
}

export function tableView(s: State): TableView {
  return tableFor(s, null);
}

export function view(s: State, seat: number): View {
  return { seat, identity: s.identities[seat], hand: [...s.hands[seat]], myDown: [...s.down[seat]], ...tableFor(s, seat) };
}

/** How many of each kind the seat cannot see (in others' hands, identities, face-down cards, the rest). */
export function unseenCounts(v: View): Map<Card, number> {
  const u = new Map<Card, number>(KINDS.map((k) => [k, copiesOf(k)]));
  const seen = (c: Card) => u.set(c, u.get(c)! - 1);
  v.display.forEach(seen);
  v.hand.forEach(seen);
  seen(v.identity);
  v.myDown.forEach(seen);
  for (const col of v.under) for (const c of col) if (c.card !== null) seen(c.card);
  for (const p of v.penalties) p.forEach(seen);
  return u;
}

/** One way the others' identities may lie, and its weight. */
export interface IdentityGuess {
  /** By seat; the viewer's own seat holds its own identity. */
  readonly identities: Card[];
  readonly weight: number;
}

/**
 * Every way the other seats' identities may lie: distinct cards among the Hydra and the displayed
 * kinds (the pairs), never the viewer's own, each of a kind with an unseen copy. A deal is weighted
 * by the number of unseen copies of each kind it uses (that many cards could be that identity), so
 * sampling by weight is sampling a uniformly random deal of the unseen cards; `belief` multiplies in
 * a bot's own judgement of a seat's identity.
 */
export function identityGuesses(v: View, belief?: (seat: number, id: Card) => number): IdentityGuess[] {
  const u = unseenCounts(v);
  const kinds: Card[] = [...v.display, HYDRA].filter((k) => k !== v.identity && u.get(k)! > 0);
  const others = v.names.map((_, i) => i).filter((i) => i !== v.seat);
  const out: IdentityGuess[] = [];
  const ids: Card[] = v.names.map(() => v.identity);
  const walk = (k: number, used: Set<Card>, w: number) => {
    if (k === others.length) {
      if (w > 0) out.push({ identities: [...ids], weight: w });
      return;
    }
    for (const c of kinds) {
      if (used.has(c)) continue;
      ids[others[k]] = c;
      used.add(c);
      walk(k + 1, used, w * u.get(c)! * (belief ? belief(others[k], c) : 1));
      used.delete(c);
    }
  };
  walk(0, new Set(), 1);
  return out;
}

function pickGuess(guesses: readonly IdentityGuess[], rng: Rng): IdentityGuess {
  const total = guesses.reduce((s, g) => s + g.weight, 0);
  let r = rng.next() * total;
  for (const g of guesses) {
    r -= g.weight;
    if (r < 0) return g;
  }
  return guesses[guesses.length - 1];
}

/**
 * A full state that agrees with the view: the others' identities drawn from `guesses` (default:
 * every consistent deal, uniformly), the other unseen cards shuffled and dealt to the others' hands,
 * the face-down cards the viewer did not play and the unseen rest; a fresh Rng state from `rng`.
 */
export function determinize(v: View, rng: Rng, guesses: readonly IdentityGuess[] = identityGuesses(v)): State {
  const u = unseenCounts(v);
  // Once the game is over the identities are shown to all; before, they are guessed.
  const identities: Card[] = v.over ? [...v.finished[v.finished.length - 1].identities] : [...pickGuess(guesses, rng).identities];
  identities.forEach((c, i) => i !== v.seat && u.set(c, u.get(c)! - 1));
  const pool: Card[] = [];
  for (const [k, count] of u) for (let i = 0; i < count; i++) pool.push(k);
  shuffle(pool, rng);
  const under: UnderCard[][] = v.under.map((col) => col.map((c) => ({ by: c.by, card: c.card ?? pool.pop()! })));
  const down = v.names.map((_, i) => (i === v.seat ? [...v.myDown] : pool.splice(pool.length - v.downCounts[i], v.downCounts[i])));
  const hands = v.names.map((_, i) => (i === v.seat ? [...v.hand] : pool.splice(pool.length - v.handSizes[i], v.handSizes[i])));
  if (pool.length !== v.restSize) throw new Error(`determinize: ${pool.length} unseen cards left for a rest of ${v.restSize}`);
  return {
    names: [...v.names],
    rounds: v.rounds,
    round: v.round,
    display: [...v.display],
    identities,
    hands,
    rest: pool,
    under,
    down,
    penalties: v.penalties.map((p) => [...p]),
    first: v.first,
    turn: v.turn,
    pending: v.pending ? { ...v.pending } : null,
    hydraEnd: v.hydraEnd,
    reveals: v.reveals.map((r) => ({ ...r })),
    finished: [...v.finished],
    totals: [...v.totals],
    over: v.over,
    figures: { ...v.figures },
    rng: Rng.fromSeed(`determinize/${rng.next()}`).state(),
  };
}
