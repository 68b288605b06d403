// Hard's reading of the table's calls: the chance each other seat calls a card hard lays, weighed
// from what the table has shown (issue 33, fourth stop). Hard's old guess (`callRisk` in bots.ts:
// the round's rate of calls, leaned by how the table reads its identity) was a rule of thumb, and
// it feared the wrong places: among normals half the cards hard laid honestly were called. Four
// kinds of caller are fitted to every call or pass of the other seats on a card hard laid
// (bench/dragons-bluff-fit.js, seeds `tune` and `t3`, 2,000 games of hard among each of: steady
// normals, easies, bold normals, cautious normals), and each seat is read as a mixture of them by
// its own calls this round. On other seeds each kind's log-loss among its own table is 0.394,
// 0.442, 0.483 and 0.238, against 0.651, 0.463, 0.543 and 0.492 for its rate of calls alone.
// Refitted at the fifth stop, once normal believed a seat whose called cards kept matching and so
// called less (steady 0.379 of the cards offered to 0.278, bold 0.618 to 0.460): 0.372, 0.443,
// 0.467 and 0.227, against 0.530, 0.464, 0.670 and 0.422. Every feature is from hard's view.
import { laidUnder, logit, publicIdentity } from './beliefs';
import type { View } from './view';

/** The weight of each feature (the log-odds the seat calls), in the order of `callFeatures`. */
export interface CallWeights {
  readonly bias: number;
  /** After the play, the chance the table reads this display card as the layer's identity. */
  readonly shown: number;
  /** Cards the layer had laid under this display card before. */
  readonly laidHere: number;
  /** 1 when this display card is then (one of) those the layer has laid most under. */
  readonly mostHere: number;
  /** The layer's cards called this round that matched, and that did not. */
  readonly revealsMatched: number;
  readonly revealsBluffs: number;
  /** The log-odds of the seat's calls over the cards it was offered (a prior of one in four). */
  readonly readiness: number;
  /** Cards the seat has been offered this round. */
  readonly offered: number;
  /** Cards under this display card before this one. */
  readonly under: number;
  /** Cards left in the layer's hand before the play. */
  readonly handSize: number;
  /** Face-up cards of the display card's kind. */
  readonly known: number;
}

/** A kind of caller: how often it calls the cards it is offered, and how it weighs a card it is offered. */
export interface Caller {
  readonly rate: number;
  readonly weights: CallWeights;
}

/**
 * Four kinds of caller, fitted apart (bench/dragons-bluff-fit.js): a ready one that minds where
 * the layer lays (steady normals), a slow one that calls at whim (easies), an eager one that calls
 * nearly everything (bold normals) and a wary one that calls only what it has good reason to
 * (cautious normals). `rate` is how often each calls the cards it is offered (as `readiness`
 * counts them, at a round's end). A seat is read as a mixture of the four by its calls this round.
 */
export const CALLERS: readonly Caller[] = [
  {
    rate: 0.278,
    weights: {
      bias: 2.9748, shown: 11.8070, laidHere: -2.2364, mostHere: 0.1545, revealsMatched: -1.6910, revealsBluffs: 1.6755,
      readiness: 0.8475, offered: -0.0741, under: 0.6136, handSize: -1.2077, known: 0.8550,
    },
  },
  {
    rate: 0.15,
    weights: {
      bias: -1.8612, shown: -0.2546, laidHere: 0.7309, mostHere: 0.2761, revealsMatched: 0.0783, revealsBluffs: -0.2738,
      readiness: -0.0245, offered: -0.0126, under: -0.0458, handSize: -0.0431, known: -0.0337,
    },
  },
  {
    rate: 0.46,
    weights: {
      bias: 6.4854, shown: 6.9639, laidHere: -0.3199, mostHere: 0.1221, revealsMatched: -1.8148, revealsBluffs: 2.8454,
      readiness: 0.1123, offered: -0.2575, under: 0.7498, handSize: -1.2676, known: 1.1945,
    },
  },
  {
    rate: 0.109,
    weights: {
      bias: 7.7105, shown: 3.8601, laidHere: 0.0059, mostHere: 0.8503, revealsMatched: -2.4414, revealsBluffs: 1.1655,
      readiness: 2.3266, offered: -0.2632, under: 0.5163, handSize: -1.4641, known: 0.5375,
    },
  },
];

/** Seat `j`'s calls this round over the cards it was offered (each card another laid, unless an earlier seat called first). */
export function readiness(v: View, j: number): { calls: number; offered: number } {
  let offered = 0;
  v.under.forEach((col) => col.forEach((c) => c.by !== j && offered++));
  offered += v.reveals.filter((x) => x.by !== j).length;
  return { calls: v.reveals.filter((x) => x.caller === j).length, offered };
}

/** What the reader sees, before it lays a card under display card `d`, of how seat `j` will take it. */
export function callFeatures(v: View, d: number, j: number, lean: number): Record<keyof CallWeights, number> {
  const laid = v.display.map((_, k) => laidUnder(v, v.seat, k) + (k === d ? 1 : 0));
  const mine = v.reveals.filter((r) => r.by === v.seat);
  const matched = mine.filter((r) => r.matched).length;
  const r = readiness(v, j);
  return {
    bias: 1,
    shown: publicIdentity(v, v.seat, d, lean)[d],
    laidHere: laid[d] - 1,
    mostHere: laid.every((n, k) => k === d || n <= laid[d]) ? 1 : 0,
    revealsMatched: matched,
    revealsBluffs: mine.length - matched,
    readiness: logit((r.calls + 0.5) / (r.offered + 2)),
    offered: r.offered,
    under: v.under[d].length,
    handSize: v.hand.length,
    known: v.penalties.flat().filter((c) => c === v.display[d]).length,
  };
}

/** How likely seat `j` is each kind of caller, by its calls this round (each kind as likely before). */
export function callerChances(v: View, j: number, callers: readonly Caller[] = CALLERS): number[] {
  const { calls, offered } = readiness(v, j);
  const logs = callers.map((c) => calls * Math.log(c.rate) + (offered - calls) * Math.log(1 - c.rate));
  const top = Math.max(...logs);
  const w = logs.map((l) => Math.exp(l - top));
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}

/** The chance some other seat calls a card the reader lays under display card `d`. */
export function fittedCallRisk(v: View, d: number, lean: number, callers: readonly Caller[] = CALLERS): number {
  let none = 1;
  v.names.forEach((_, j) => {
    if (j === v.seat) return;
    const f = callFeatures(v, d, j, lean);
    const chances = callerChances(v, j, callers);
    let p = 0;
    callers.forEach((c, i) => {
      let z = 0;
      for (const k of Object.keys(c.weights) as (keyof CallWeights)[]) z += c.weights[k] * f[k];
      p += chances[i] / (1 + Math.exp(-z));
    });
    none *= 1 - p;
  });
  return 1 - none;
}
