// The bots of Deceptidice, each deciding from its seat's view alone. They all weigh guesses the same
// way: deal the cards they cannot see at random many times (`determinize`, consistent with what
// they know) and count in how many of those worlds a guess holds (`guessHolds`, the game's own rule).
//   easy   - a person's rough reckoning: its own matching top cards plus a fair share of the rest,
//            too bold or too timid now and then, and careless with its discard.
//   normal - sound: the chance the last guess holds against the chance of its own best guess.
//   hard   - reads the others' guesses too (a belief model: worlds where a player's guess matches
//            his own top cards weigh more), and looks one reply ahead: would the next player
//            challenge its guess, and would the guess then hold? Its budget is a number of worlds.
import type { Rng } from '../../dice/rng';
import type { Bot } from '../frame/game';
import type { Card } from './cards';
import { COLOURS, NUMBERS, deckFor, isWild } from './cards';
import type { Guess, Tally } from './guesses';
import { cardMatches, guessHolds, height, rolledPower, tally } from './guesses';
import type { Action, State } from './state';
import { topsOf } from './state';
import type { View } from './view';
import { determinize } from './view';

/** Sampled worlds: the top cards of every seat, and how much each world is believed. */
interface Worlds {
  readonly tops: Card[][][];
  readonly tallies: Tally[];
  readonly weights: number[];
}

/**
 * How much a guess seems to rest on the guesser's own top cards: the own cards that count towards
 * it (a bot's belief about players, not a rule of the game).
 */
function support(g: Guess, own: readonly Card[]): number {
  switch (g.kind) {
    case 'power':
      return rolledPower(g, own) ? 3 : 0;
    case 'same': {
      const t = tally(own);
      const most = g.of === 'number' ? Math.max(...NUMBERS.map((n) => t.numbers[n])) : Math.max(...COLOURS.map((c) => t.colours[c]));
      return most + t.wilds;
    }
    default:
      return own.filter((c) => cardMatches(g, c)).length;
  }
}

/**
 * `n` worlds consistent with the view. With `belief` > 0 a world is weighted by how well the others'
 * guesses of this round fit their top cards in it: (1 + belief x support) for each guess.
 */
function sampleWorlds(v: View, n: number, rng: Rng, belief: number): Worlds {
  const tops: Card[][][] = [];
  const tallies: Tally[] = [];
  const weights: number[] = [];
  for (let i = 0; i < n; i++) {
    const s: State = determinize(v, rng);
    const t = s.dice.map((_, o) => topsOf(s, o));
    let w = 1;
    if (belief > 0) {
      for (const said of v.guesses) {
        if (said.seat === v.seat) continue;
        const own = t[said.seat];
        w *= said.guess.kind === 'power' ? (rolledPower(said.guess, own) ? 1 : 0.2) : 1 + belief * support(said.guess, own);
      }
    }
    tops.push(t);
    tallies.push(tally(t.flat()));
    weights.push(w);
  }
  return { tops, tallies, weights };
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
      if (plain.length === 0 || roughCountOf(last.guess) > believed || rng.next() < 0.08) return challenge;
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

const normal: Bot<View, Action> = {
  decide(v, legal, rng) {
    if (v.phase !== 'bid') return otherPhases(v, legal, rng, false);
    const ws = sampleWorlds(v, NORMAL_WORLDS, rng, 0);
    const guesses = guessesIn(legal);
    const last = v.guesses[v.guesses.length - 1];
    const challenge = legal.find((a) => a.kind === 'challenge');
    const mine = guesses.length ? bestBy(guesses, (g) => chance(ws, g, v.seat)) : null;
    if (challenge && last) {
      const wins = 1 - chance(ws, last.guess, last.seat);
      if (!mine || wins > mine.score) return challenge;
    }
    return { kind: 'guess', guess: mine!.guess };
  },
};

// --- hard -----------------------------------------------------------------------------------------

export interface HardSettings {
  /** Worlds sampled a decision (the budget). */
  readonly worlds: number;
  /** How much a guess is believed to reflect the guesser's own top cards. */
  readonly belief: number;
  /** The chance the next player challenges, by how likely the guess looks to him. */
  readonly challengeBelow: number;
  /** What the round is worth to this seat when the next player raises instead of challenging. */
  readonly afterRaise: number;
}

export const HARD: HardSettings = { worlds: 300, belief: 2, challengeBelow: 0.5, afterRaise: 0.55 };

/**
 * How a guess looks to `seat` in a world: the matching cards it sees (its own tops and the revealed
 * ones) and a fair share of the tops it cannot see, against the guess's count.
 */
function looksTrueTo(v: View, tops: readonly Card[][], seat: number, g: Guess, share: number): number {
  let seen = 0;
  let hidden = 0;
  v.seats.forEach((s, o) => {
    s.dice.forEach((d, i) => {
      if (o === seat || d.revealed) seen += cardMatches(g, tops[o][i]) ? 1 : 0;
      else hidden++;
    });
  });
  const need = (g.kind === 'number' || g.kind === 'colour' ? g.count : 0) - seen;
  if (need <= 0) return 1;
  if (need > hidden) return 0;
  // Binomial tail: at least `need` of `hidden` cards match.
  let p = 0;
  let term = Math.pow(1 - share, hidden);
  for (let k = 0; k <= hidden; k++) {
    if (k >= need) p += term;
    term = (term * (hidden - k) * share) / ((k + 1) * (1 - share));
  }
  return p;
}

export function hardDecide(v: View, legal: readonly Action[], rng: Rng, h: HardSettings): Action {
  if (v.phase !== 'bid') return otherPhases(v, legal, rng, false);
  const ws = sampleWorlds(v, h.worlds, rng, h.belief);
  const guesses = guessesIn(legal);
  const last = v.guesses[v.guesses.length - 1];
  const challenge = legal.find((a) => a.kind === 'challenge');
  const next = (v.seat + 1) % v.seats.length;
  const deck = deckFor(v.variants);
  let total = 0;
  for (const w of ws.weights) total += w;
  // A guess is worth: where the next player would challenge, whether it holds; elsewhere, the round goes on.
  const value = (g: Guess): number => {
    const p = chance(ws, g, v.seat);
    // With more players a raise passes the risk on; the look ahead is for a duel.
    if (v.seats.length > 2) return p;
    if (g.kind !== 'number' && g.kind !== 'colour') return p * (1 - p) + h.afterRaise * p;
    const share = deck.filter((c) => cardMatches(g, c)).length / deck.length;
    let sum = 0;
    for (let i = 0; i < ws.tops.length; i++) {
      const q = looksTrueTo(v, ws.tops[i], next, g, share);
      const challenged = q < h.challengeBelow ? 1 : 0;
      const holds = guessHolds(g, ws.tallies[i], false) ? 1 : 0;
      sum += ws.weights[i] * (challenged * holds + (1 - challenged) * h.afterRaise * (0.5 + 0.5 * holds));
    }
    return total > 0 ? sum / total : 0;
  };
  // Only guesses with a fair chance are worth the look ahead.
  const candidates = guesses.map((g) => ({ g, p: chance(ws, g, v.seat) })).sort((a, b) => b.p - a.p || lower(a.g, b.g)).slice(0, 12);
  const mine = candidates.length ? bestBy(candidates.map((c) => c.g), value) : null;
  if (challenge && last) {
    const wins = 1 - chance(ws, last.guess, last.seat);
    if (!mine || wins > mine.score) return challenge;
  }
  return { kind: 'guess', guess: mine!.guess };
}

const hard: Bot<View, Action> = { decide: (v, legal, rng) => hardDecide(v, legal, rng, HARD) };

export const BOTS = { easy, normal, hard } as const;
