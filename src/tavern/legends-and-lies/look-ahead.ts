// The hard bot's look-ahead at the few decisions that decide a hand (issue 33): a hand lasts about
// three turns a seat, and going out first decides most of them, so at its draw and at its discard
// the hard bot
//   1. deals the cards it cannot see many times (`determinize`: the others' hands and the Unknown,
//      dealt from what its own view leaves unseen, hand sizes from the view; never the true hands),
//   2. in every dealt world plays each candidate (a few, pruned by its own weighing) and then the
//      rest of the hand, every seat (itself included) choosing with the weighing from what that
//      seat alone sees in the world (the game's own `view`, `legal` and `apply`),
//   3. scores the hand with the game's own scoring and takes the candidate with the best mean
//      outcome: its standing after the hand less the best opponent's (a won or lost game counts more).
// Every candidate is played out in the same worlds (paired), so luck of the deal falls on all alike.
// The budget is a number of worlds, not a time, so the bot decides the same on every machine.
import { Rng } from '../../dice/rng';
import type { Table } from './bots';
import type { Action, State } from './state';
import { apply, legal as legalOf, toAct } from './state';
import { standing } from './scoring';
import type { View } from './view';
import { determinize } from './view';

/** How a seat chooses in a play-out: from what it alone sees of the world. */
export type Policy = (t: Table, legal: readonly Action[]) => Action;

/**
 * What `seat` sees of a dealt world, as the weighing reads it: its own hand and what lies face up,
 * the same as its `view` gives (ESP's look only on its own turn), without copying the world: a
 * view's copies cost most of a play-out.
 */
function tableOf(s: State, seat: number): Table {
  return {
    seat,
    names: s.names,
    teams: s.teams,
    phase: s.phase,
    turn: s.turn,
    hand: s.hands[seat],
    melds: s.melds,
    front: s.front,
    tabloids: s.tabloids,
    handSizes: s.hands.map((h) => h.length),
    unknownSize: s.unknown.length,
    ranOut: s.ranOut,
    shown: s.shown,
    look: s.turn === seat ? s.look : [],
    fished: s.fished,
    took: s.took,
    totals: s.totals,
  };
}

/** What a game won or lost at the end of a played-out hand counts, in points of standing. */
const GAME_END = 40;

const friend = (v: View, i: number): boolean => i === v.seat || (v.teams && (i + 2) % 4 === v.seat);

/** The seat's standing less the best opponent's, once the hand in play is scored. */
function outcome(v: View, s: State): number {
  const st = standing(s);
  let rival = -Infinity;
  st.forEach((x, i) => {
    if (!friend(v, i) && x > rival) rival = x;
  });
  const diff = st[v.seat] - rival;
  if (!s.over) return diff;
  return diff + (diff > 0 ? GAME_END : diff < 0 ? -GAME_END : 0);
}

/** Plays `first` and then the rest of the hand in `s` (changing it); the outcome for the view's seat. (bench/tavern-oracle.js plays it in the true world.) */
export function playOut(v: View, s: State, first: Action, policy: Policy): number {
  const hands = s.history.length;
  apply(s, first);
  while (s.history.length === hands && !s.over) {
    const seat = toAct(s);
    if (seat === null) break;
    const here = legalOf(s);
    apply(s, here.length === 1 ? here[0] : policy(tableOf(s, seat), here));
  }
  return outcome(v, s);
}

/**
 * The candidate with the best mean outcome over `worlds` dealt worlds, each candidate played out in
 * every world. The first candidate is the weighing's own choice: another is taken only when it beats
 * it by more than `z` standard errors of their paired differences (a hand's outcome swings by many
 * points, and a few worlds cannot tell close candidates apart: following noise loses).
 */
export function lookAhead(v: View, candidates: readonly Action[], rng: Rng, worlds: number, z: number, policy: Policy): Action {
  const outcomes = candidates.map(() => [] as number[]);
  for (let i = 0; i < worlds; i++) {
    // One deal per world, dealt again for each candidate from the same seed: the play-outs are paired.
    const seed = `look/${rng.next()}`;
    candidates.forEach((a, k) => {
      outcomes[k].push(playOut(v, determinize(v, Rng.fromSeed(seed)), a, policy));
    });
  }
  let top = 0;
  let most = 0;
  for (let k = 1; k < candidates.length; k++) {
    const d = outcomes[k].map((x, i) => x - outcomes[0][i]);
    const mean = d.reduce((a, b) => a + b, 0) / worlds;
    const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, worlds - 1));
    const edge = mean - z * (sd / Math.sqrt(worlds));
    if (edge > most) {
      most = edge;
      top = k;
    }
  }
  return candidates[top];
}
