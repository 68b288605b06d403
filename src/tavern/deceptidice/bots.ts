// The bots of Deceptidice, each deciding from its seat's view alone. They all weigh guesses the same
// way: deal the cards they cannot see at random many times (`determinize`, consistent with what
// they know) and count in how many of those worlds a guess holds (`guessHolds`, the game's own rule).
//   easy   - a person's rough reckoning: its own matching top cards plus a fair share of the rest,
//            too bold or too timid now and then, and careless with its discard.
//   normal - sound: the chance the last guess holds against the chance of its own best guess.
//   hard   - plays the round out: for the challenge and each candidate guess, who ends up the
//            round's loser and what that leaves hard of the game (outlook.ts: its chance to win from
//            the counts of cards left), the others reckoning like normal in each dealt world, and
//            worlds believed as far as they fit the others' guesses (hard-bot.ts), and each seat
//            reckoning with the cards it is known to hold. It bluffs where the next seat is believed
//            hardly ever to call. Its budget is a number of worlds.
// A style leans normal and hard (game.ts, STYLES): cautious challenges only when surer, bold
// challenges sooner and raises by up to three cards more, a bluffer now and then says what it
// believes false.
import type { Rng } from '../../dice/rng';
import type { Bot, Style } from '../frame/game';
import type { Card } from './cards';
import { deckFor, isWild } from './cards';
import type { Guess, Tally } from './guesses';
import { cardMatches, guessHolds, height, rolledPower, statedNumber, tally } from './guesses';
import type { Action } from './state';
import { topCards } from './state';
import type { View } from './view';
import { dealer } from './view';
import type { HardSettings } from './hard-bot';
import { believedWeights, HARD, hardBid } from './hard-bot';
import { tableReader } from './beliefs';
import { nearlyAsLikely, slackOf, withinJump } from './persons-guess';

/** Sampled worlds: the top cards of every seat, and how much each world is believed. */
interface Worlds {
  readonly tops: Card[][][];
  readonly tallies: Tally[];
  readonly weights: number[];
}

/**
 * `n` worlds consistent with the view, each believed as far as the others' guesses this round fit
 * it (`believedWeights`, hard-bot.ts: a guess a seat would hardly say from that world's hand makes
 * the world less likely), as sharply as `belief` (0: all alike).
 */
function sampleWorlds(v: View, n: number, rng: Rng, belief = 0): Worlds {
  const tops: Card[][][] = [];
  const tallies: Tally[] = [];
  const deal = dealer(v);
  for (let i = 0; i < n; i++) {
    const t = deal(rng).dice.map(topCards);
    tops.push(t);
    tallies.push(tally(t.flat()));
  }
  return { tops, tallies, weights: believedWeights(v, tops, belief) };
}

/** The believed chance that `g`, said by `guesser`, holds. */
function chance(ws: Worlds, g: Guess, guesser: number): number {
  let yes = 0;
  let all = 0;
  for (let i = 0; i < ws.tallies.length; i++) {
    all += ws.weights[i];
    if (guessHolds(g, ws.tallies[i], rolledPower(g, ws.tops[i][guesser]))) yes += ws.weights[i];
  }
  return all > 0 ? yes / all : 0;
}

const guessesIn = (legal: readonly Action[]): Guess[] => legal.flatMap((a) => (a.kind === 'guess' ? [a.guess] : []));
const lower = (a: Guess, b: Guess) => {
  const [x, y] = height(a);
  const [z, w] = height(b);
  return x - z || y - w;
};

/** The guess with the best score; among near-equal scores the lowest guess (it leaves the most room). */
function bestBy(guesses: readonly Guess[], score: (g: Guess) => number): { guess: Guess; score: number } {
  let best = guesses[0];
  let top = -Infinity;
  for (const g of guesses) {
    const s = score(g);
    if (s > top + 1e-9 || (Math.abs(s - top) <= 1e-9 && lower(g, best) < 0)) {
      top = s;
      best = g;
    }
  }
  return { guess: best, score: top };
}

/** Discard: the smallest die keeps the most cards ("Objective": more cards left is better). */
function smallestDie(v: View, legal: readonly Action[]): Action {
  let best = legal[0];
  for (const a of legal) if (a.kind === 'discard' && best.kind === 'discard' && v.seats[v.seat].dice[a.die].size < v.seats[v.seat].dice[best.die].size) best = a;
  return best;
}

/**
 * Swap: wildcards and power cards are worth keeping (they match more, or allow a power guess);
 * give an ordinary card everyone has seen for an unknown one, or take another player's special card.
 */
function sensibleSwap(legal: readonly Action[]): Action {
  const special = (c: Card | null) => c !== null && (isWild(c) || !/^[RBGY][1-6]$/.test(c));
  const swaps = legal.filter((a) => a.kind === 'swap' && !special(a.give));
  const taking = swaps.find((a) => a.kind === 'swap' && special(a.take));
  if (taking) return taking;
  const fromDraw = swaps.find((a) => a.kind === 'swap' && a.with === null);
  return fromDraw ?? legal.find((a) => a.kind === 'keep') ?? legal[0];
}

function otherPhases(v: View, legal: readonly Action[], rng: Rng, careless: boolean): Action {
  switch (v.phase) {
    case 'discard':
      return careless && rng.next() < 0.3 ? rng.pick(legal) : smallestDie(v, legal);
    case 'swap':
      return careless ? rng.pick(legal) : sensibleSwap(legal);
    default:
      return rng.pick(legal);
  }
}

// --- easy -----------------------------------------------------------------------------------------

/** A rough count: the matching cards it can see plus a fair share of the dice it cannot. */
function roughCount(v: View, g: Guess): number {
  const seen = v.seats.flatMap((s) => s.dice.flatMap((d) => (d.top === null ? [] : [d.top])));
  const hidden = v.seats.reduce((n, s) => n + s.dice.filter((d) => d.top === null).length, 0);
  const deck = deckFor(v.variants);
  const share = deck.filter((c) => cardMatches(g, c)).length / deck.length;
  return seen.filter((c) => cardMatches(g, c)).length + hidden * share;
}

const roughCountOf = (g: Guess): number => (g.kind === 'number' || g.kind === 'colour' ? g.count : Infinity);

const easy: Bot<View, Action> = {
  decide(v, legal, rng) {
    if (v.phase !== 'bid') return otherPhases(v, legal, rng, true);
    const plain = guessesIn(legal).filter((g) => g.kind === 'number' || g.kind === 'colour');
    const last = v.guesses[v.guesses.length - 1];
    const challenge = legal.find((a) => a.kind === 'challenge');
    if (challenge && last) {
      const mood = rng.next() * 2 - 0.5; // sometimes bold, sometimes timid
      const believed = roughCount(v, last.guess) + 0.5 + mood;
      // A straight, a vague or a power guess is past its rough counting: it doubts one half the time.
      const exotic = last.guess.kind !== 'number' && last.guess.kind !== 'colour';
      const doubts = exotic ? rng.next() < 0.5 : roughCountOf(last.guess) > believed;
      if (plain.length === 0 || doubts || rng.next() < 0.08) return challenge;
    }
    if (plain.length === 0) return challenge ?? rng.pick(legal);
    // The lowest count it may say, on the target it sees most of (now and then any target).
    const least = Math.min(...plain.map((g) => roughCountOf(g)));
    const options = plain.filter((g) => roughCountOf(g) === least);
    const pickOne = rng.next() < 0.2 ? rng.pick(options) : bestBy(options, (g) => roughCount(v, g)).guess;
    return { kind: 'guess', guess: pickOne };
  },
};

// --- normal ---------------------------------------------------------------------------------------

const NORMAL_WORLDS = 120;

/**
 * The normal bot's settings. `belief`: how sharply its worlds are believed by how well the others'
 * guesses this round fit them (0: every dealt world alike, as before issue 33's sixth stop).
 */
export const NORMAL = { belief: 0 };

/** The most cards a bold raise adds to the safest guess. */
const BOLD_JUMP = 3;

/** How much surer than its own best guess a style wants a challenge to be (steady: not at all). */
const CHALLENGE_LEAN: Readonly<Record<Style, number>> = { steady: 0, cautious: 0.15, bold: -0.1, bluffer: 0 };

/**
 * A style's lean on the guess a bot would say (`best`, believed to hold with chance `score`): bold
 * jumps to the highest guess nearly as safe, up to BOLD_JUMP cards more; a bluffer, two times in five, says a guess it believes
 * likelier false than true but not hopeless. Steady and cautious keep the safest.
 */
function styledGuess(v: View, guesses: readonly Guess[], best: Guess, score: number, rng: Rng, style: Style, ws: () => Worlds): Guess {
  if (style === 'bold') {
    // Up to three cards more than the safest guess says: a raise a person makes.
    const w = ws();
    const most = statedNumber(best) + BOLD_JUMP;
    const near = guesses.filter((g) => statedNumber(g) <= most && chance(w, g, v.seat) >= score - 0.15);
    return near.reduce((a, b) => (lower(a, b) < 0 ? b : a), best);
  }
  if (style === 'bluffer' && rng.next() < 0.4) {
    const w = ws();
    const lies = guesses.filter((g) => {
      const c = chance(w, g, v.seat);
      return c >= 0.2 && c < Math.min(0.5, score - 0.2);
    });
    if (lies.length) return rng.pick(lies);
  }
  return best;
}

/** A person's guess (persons-guess.ts): any guess within a card of the safest and nearly as likely, at random. */
function personsGuess(v: View, guesses: readonly Guess[], best: Guess, score: number, rng: Rng, ws: Worlds): Guess {
  const slack = slackOf(rng.next());
  const near = guesses.filter((g) => withinJump(g, best) && nearlyAsLikely(chance(ws, g, v.seat), score, slack));
  return near.length ? rng.pick(near) : best;
}

const normal: Bot<View, Action> = {
  decide(v, legal, rng, style = 'steady') {
    if (v.phase !== 'bid') return otherPhases(v, legal, rng, false);
    const ws = sampleWorlds(v, NORMAL_WORLDS, rng, NORMAL.belief);
    const guesses = guessesIn(legal);
    const last = v.guesses[v.guesses.length - 1];
    const challenge = legal.find((a) => a.kind === 'challenge');
    const mine = guesses.length ? bestBy(guesses, (g) => chance(ws, g, v.seat)) : null;
    if (challenge && last) {
      // The last guess read with what its guesser has shown this game (beliefs.ts).
      const wins = 1 - tableReader(v.history, v.seats.length)(chance(ws, last.guess, last.seat), last.seat);
      if (!mine || wins > mine.score + CHALLENGE_LEAN[style]) return challenge;
    }
    const guess = personsGuess(v, guesses, mine!.guess, mine!.score, rng, ws);
    if (style === 'steady') return { kind: 'guess', guess };
    return { kind: 'guess', guess: styledGuess(v, guesses, guess, chance(ws, guess, v.seat), rng, style, () => ws) };
  },
};

// --- hard -----------------------------------------------------------------------------------------
// The bid is in hard-bot.ts: the action whose round end leaves it the best chance to win the game,
// the rest of the round played out in dealt worlds with the others reckoning like the normal bot.

export type { HardSettings } from './hard-bot';
export { HARD } from './hard-bot';

export function hardDecide(v: View, legal: readonly Action[], rng: Rng, h: HardSettings): Action {
  if (v.phase !== 'bid') return otherPhases(v, legal, rng, false);
  return hardBid(v, legal, rng, h);
}

/** Hard in a style: its own bid, leaned as normal's guesses are (its challenges are its own). */
function styledHard(v: View, legal: readonly Action[], rng: Rng, style: Style): Action {
  const a = hardDecide(v, legal, rng, HARD);
  if (style === 'steady' || style === 'cautious' || a.kind !== 'guess') return a;
  let worlds: Worlds | null = null;
  const ws = () => (worlds ??= sampleWorlds(v, NORMAL_WORLDS, rng));
  return { kind: 'guess', guess: styledGuess(v, guessesIn(legal), a.guess, chance(ws(), a.guess, v.seat), rng, style, ws) };
}

const hard: Bot<View, Action> = { decide: (v, legal, rng, style = 'steady') => styledHard(v, legal, rng, style) };

export const BOTS = { easy, normal, hard } as const;
