// Reading the table: what a bot believes of each seat's honesty from what that seat has shown in
// this game. A challenge turns every top card face up ("Gameplay"), so every guess said in a
// challenged round can then be checked by all (the game's own `guessHolds` on the tops it showed):
// the guesses of a seat that held and failed are its record. A seat that has shown nothing is
// believed like anyone (a prior worth a few guesses); one whose guesses keep failing is believed
// less, its next guess challenged sooner, and one whose guesses always held, challenged later.
// Everything here is public, the same for every seat.
import { guessHolds, rolledPower, tally } from './guesses';
import type { RoundRecord } from './state';

/** What a bot expects of a seat's guesses before it has seen any: the share that hold, and how many guesses that expectation weighs. */
export const HONEST_PRIOR = { holds: 0.92, weight: 4 } as const;

/** How far a seat's record moves the odds the bot gives its guesses (1: all the way, 0: not at all). */
export const READING = 1;

/** Per seat, the share of its guesses believed to hold, from the rounds finished this game (the prior mixed in). */
export function honestyOf(history: readonly RoundRecord[], seats: number): number[] {
  const said = new Array<number>(seats).fill(0);
  const held = new Array<number>(seats).fill(0);
  for (const r of history) {
    const t = tally(r.tops.flat());
    for (const g of r.guesses) {
      said[g.seat]++;
      if (guessHolds(g.guess, t, rolledPower(g.guess, r.tops[g.seat]))) held[g.seat]++;
    }
  }
  return said.map((n, o) => (held[o] + HONEST_PRIOR.holds * HONEST_PRIOR.weight) / (n + HONEST_PRIOR.weight));
}

const odds = (p: number) => p / (1 - p);

/**
 * How much likelier than anyone's a seat's guess is to hold, as a factor on the odds: 1 for a seat
 * as honest as the prior, below 1 for one whose guesses failed, above for one whose guesses held.
 */
export function credence(honesty: number): number {
  return (odds(honesty) / odds(HONEST_PRIOR.holds)) ** READING;
}

/** A chance that a guess holds, read with its guesser's credence (odds multiplied). */
export function readChance(p: number, credenceOf: number): number {
  if (p <= 0 || p >= 1 || credenceOf === 1) return p;
  const o = odds(p) * credenceOf;
  return o / (1 + o);
}

/** The chance that a guess holds, read with what its guesser has shown. */
export type Reader = (p: number, guesser: number) => number;

/** A reader for a table with this history: each seat's credence worked out once. */
export function tableReader(history: readonly RoundRecord[], seats: number): Reader {
  const c = honestyOf(history, seats).map(credence);
  return (p, guesser) => readChance(p, c[guesser]);
}

/**
 * Per seat, the share of low guesses (a number or a colour, of at most half the dice on the table)
 * it has challenged this game, from the finished rounds: each guess of a round was faced by the
 * seat after its guesser, raised over but for the last, which the round's challenger called. A
 * sound player never calls so low a guess (a safe raise is always left to him: the normal bot never
 * did in 2,000 such guesses faced); a seat that does calls on a whim, and a bluff said before it is
 * called as often (hard-bot.ts, `bluffAmong`). `prior`: low guesses believed faced without a call
 * before any is seen. With hard's cap of one call in a hundred, one whim seen is enough to stop its
 * bluffs before that seat for the rest of the game.
 */
export function lowCallsOf(history: readonly RoundRecord[], seats: number, prior = 4): number[] {
  const faced = new Array<number>(seats).fill(0);
  const called = new Array<number>(seats).fill(0);
  for (const r of history) {
    const dice = r.tops.reduce((n, t) => n + t.length, 0);
    r.guesses.forEach((said, i) => {
      const g = said.guess;
      if ((g.kind !== 'number' && g.kind !== 'colour') || g.count * 2 > dice) return;
      const last = i === r.guesses.length - 1;
      const by = last ? r.challenger : (said.seat + 1) % seats;
      faced[by]++;
      if (last) called[by]++;
    });
  }
  return faced.map((n, o) => called[o] / (n + prior));
}
