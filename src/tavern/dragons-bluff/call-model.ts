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
// 0.467 and 0.227, against 0.530, 0.464, 0.670 and 0.422. Refitted at the sixth stop, once normal
// hid its identity (it lays under a decoy first, and honest cards more) and the Hydras played for
// their early end (steady normals 0.278 of the cards offered to 0.235): 0.298, 0.414, 0.483 and
// 0.192, against 0.497, 0.434, 0.675 and 0.285. Every feature is from hard's view.
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
    rate: 0.235,
    weights: {
      bias: 0.4118, shown: 15.9177, laidHere: -2.7392, mostHere: -0.0494, revealsMatched: -2.2129, revealsBluffs: 1.8018,
      readiness: 0.1672, offered: 0.0424, under: 0.8221, handSize: -1.2614, known: 0.9113,
    },
  },
  {
    rate: 0.145,
    weights: {
      bias: -1.7938, shown: 1.7800, laidHere: 0.1233, mostHere: 0.2335, revealsMatched: 0.0284, revealsBluffs: -0.3836,
      readiness: -0.0455, offered: -0.0152, under: 0.0374, handSize: -0.1530, known: -0.0562,
    },
  },
  {
    rate: 0.422,
    weights: {
      bias: 6.8834, shown: 6.2464, laidHere: -0.8117, mostHere: 0.3016, revealsMatched: -1.3052, revealsBluffs: 2.5645,
      readiness: -0.0198, offered: -0.4542, under: 0.6043, handSize: -1.2948, known: 1.4972,
    },
  },
  {
    rate: 0.065,
    weights: {
      bias: 4.4321, shown: 7.6851, laidHere: -0.8200, mostHere: 0.0168, revealsMatched: -2.1536, revealsBluffs: 1.4561,
      readiness: 2.4195, offered: 0.0638, under: 0.4113, handSize: -1.1077, known: 1.1954,
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
