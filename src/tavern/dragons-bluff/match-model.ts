// Hard's reading of a card just laid: whether it matches its display card, weighed from what the
// table shows (issue 33, fourth stop). The belief in beliefs.ts (`matchChance`: a seat's honesty
// from its reveals, capped by the chance it held the kind) was measured against what the cards
// turned out to be at hard's calls, and it told too low: told 20-30% the cards matched 43% of the
// time among normals, told 40-50% 59%. A logistic reading of that belief and of the signs behind
// it, fitted to the cards hard was asked about (bench/dragons-bluff-fit.js: 2,000 games among
// normals and 2,000 among easies, seeds `tune` and `t3`), tells it as it was: on other seeds its
// log-loss is 0.587 among normals and 0.544 among easies, against 0.657 and 0.610 for the belief
// alone. Refitted at the fifth stop, once normal believed a seat whose called cards kept matching
// (the table it reads had changed): 0.592 and 0.544, against 0.647 and 0.616. Refitted at the
// sixth stop, once normal hid its identity and the Hydras played for their early end: 0.471 and
// 0.558, against 0.590 and 0.616 (hard among normals on t4, t5: 59.4%, 58.1% before the refit,
// 63.7%, 63.8% after). Every feature is
// from the seat's view; the weights are the table's habits, as TABLE is.
import type { Card } from './deck';
import { HYDRA } from './deck';
import type { Honesty } from './beliefs';
import { heldChance, laidUnder, logistic, logit, matchChance } from './beliefs';
import type { View } from './view';
import { unseenCounts } from './view';

/** The weight of each feature of a laid card (the log-odds it matches), in the order of `matchFeatures`. */
export interface MatchWeights {
  readonly bias: number;
  /** The log-odds that the seat held the kind (beliefs.ts, heldChance). */
  readonly held: number;
  /** The log-odds of the seat's honesty there (its reveals, where it is believed to lay its own). */
  readonly rate: number;
  /** The chance the display card is the seat's own identity. */
  readonly own: number;
  /** The chance the seat is the Hydra. */
  readonly hydra: number;
  /** Cards the seat had laid under this display card before this one. */
  readonly laidHere: number;
  /** Cards the seat had laid under any display card before this one. */
  readonly laidTotal: number;
  /** 1 when this display card is (one of) those the seat has laid most under. */
  readonly mostHere: number;
  /** The seat's cards called this round that matched, and that did not. */
  readonly revealsMatched: number;
  readonly revealsBluffs: number;
  /** Cards left in the seat's hand. */
  readonly handSize: number;
  /** Copies of the kind the reader cannot see. */
  readonly unseen: number;
  /** Cards under this display card before this one (anyone's). */
  readonly othersUnder: number;
  /** The log-odds of the belief alone (matchChance). */
  readonly told: number;
}

/** Fitted as said above (bench/dragons-bluff-fit.js prints them). */
export const MATCH_WEIGHTS: MatchWeights = {
  bias: 0.3050,
  held: 0.9450,
  rate: 0.8192,
  own: 1.4571,
  hydra: 0.6195,
  laidHere: -0.6574,
  laidTotal: -0.0794,
  mostHere: -0.0666,
  revealsMatched: -0.0139,
  revealsBluffs: 0.1552,
  handSize: 0.0796,
  unseen: -0.0822,
  othersUnder: -0.2362,
  told: -0.1457,
};


/** What the reader sees of the card `by` has just laid under display card `d`, by the names of MatchWeights. */
export function matchFeatures(v: View, by: number, d: number, chances: readonly Map<Card, number>[], honesty: readonly Honesty[], choice: number): Record<keyof MatchWeights, number> {
  const kind = v.display[d];
  const own = chances[by].get(kind) ?? 0;
  const laid = v.display.map((_, k) => laidUnder(v, by, k));
  const reveals = v.reveals.filter((r) => r.by === by);
  const matched = reveals.filter((r) => r.matched).length;
  return {
    bias: 1,
    held: logit(heldChance(v, by, kind)),
    rate: logit(own * honesty[by].own + (1 - own) * honesty[by].other),
    own,
    hydra: chances[by].get(HYDRA) ?? 0,
    // The card just laid is counted in `laid` and lies under `d`: "before" leaves it out.
    laidHere: laid[d] - 1,
    laidTotal: laid.reduce((a, b) => a + b, 0) - 1,
    mostHere: laid.every((n, k) => k === d || n <= laid[d]) ? 1 : 0,
    revealsMatched: matched,
    revealsBluffs: reveals.length - matched,
    handSize: v.handSizes[by],
    unseen: unseenCounts(v).get(kind)!,
    othersUnder: v.under[d].length - 1,
    told: logit(matchChance(v, by, d, chances, honesty, choice)),
  };
}

/** The chance the card just laid matches, read with `w`. */
export function fittedMatch(v: View, by: number, d: number, chances: readonly Map<Card, number>[], honesty: readonly Honesty[], choice: number, w: MatchWeights = MATCH_WEIGHTS): number {
  const f = matchFeatures(v, by, d, chances, honesty, choice);
  let z = 0;
  for (const k of Object.keys(w) as (keyof MatchWeights)[]) z += w[k] * f[k];
  return logistic(z);
}
