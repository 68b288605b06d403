// The bots of Dragon's Bluff, each deciding from its seat's view, the legal actions and its own Rng:
// - easy: plays its identity's cards honestly, otherwise plays by whim; calls now and then, and
//   reveals as the Hydra whenever it may (a hasty person's game);
// - normal: weighs each play and each call by its expected points, from what it has seen (cards
//   counted, identities guessed from where each seat plays, see beliefs.ts);
// - hard: plays as normal, and decides every call by a search (IS-MCTS, an iteration budget) over
//   hidden cards dealt by the same beliefs (the card just played a match as often as the cards and
//   this round's reveals say), the rest of the round played out as the normal bot would play it.
import type { Rng } from '../../dice/rng';
import type { Bot, Level, TavernGame, TavernResult } from '../frame/game';
import { ismctsChoice, placeReward } from '../frame/ismcts';
import { beliefDeterminize, beliefGuesses, identityChances, laidUnder, LEAN, pendingMatchChance } from './beliefs';
import type { Card, Dragon } from './deck';
import { DISPLAY_SIZE, HYDRA } from './deck';
import { HYDRA_EARLY_END_VP, mayRevealHydra, scoreSeat, VP_PER_DISPLAY_CARD, VP_PER_FACE_DOWN, VP_PER_FACE_UP } from './scoring';
import type { Action, State } from './state';
import { toAct } from './state';
import type { View } from './view';

type Game = TavernGame<State, Action, View>;

const pick = <T>(items: readonly T[], rng: Rng): T => items[Math.floor(rng.next() * items.length)];

// ---- easy ----------------------------------------------------------------------------------------

function easyDecide(v: View, legal: readonly Action[], rng: Rng): Action {
  const find = (t: Action['type']) => legal.find((a) => a.type === t);
  if (v.pending) {
    const laid = laidUnder(v, v.pending.by, v.pending.display);
    return rng.next() < (laid >= 2 ? 0.3 : 0.1) ? find('call')! : find('pass')!;
  }
  const reveal = find('reveal');
  if (reveal) return reveal;
  const own = (v.display as readonly Card[]).indexOf(v.identity);
  if (own >= 0 && v.hand.includes(v.identity) && rng.next() < 0.8) return { type: 'under', card: v.identity, display: own };
  const card = pick(v.hand, rng);
  const r = rng.next();
  if (own >= 0 && r < 0.4) return { type: 'under', card, display: own };
  if (r < 0.75) return { type: 'under', card, display: Math.floor(rng.next() * DISPLAY_SIZE) };
  return { type: 'down', card };
}

// ---- normal --------------------------------------------------------------------------------------

/** How much a point to an opponent counts against a point of one's own (tuned in self-play). */
const RIVALRY = 0.3;
/** A card of the own kind kept for the own display card (the one safe +3) is worth this much more. */
const KEEP_OWN = 2;

/** What a seat makes of the table when it decides, from its view (normal) or a dealt state (play-outs). */
interface Reading {
  readonly identity: Card;
  readonly display: readonly Dragon[];
  /** For each display card: the chance another seat holds it as identity. */
  readonly heldByOthers: readonly number[];
  /** For each display card: the chance a card the seat lays there now is called. */
  readonly callRisk: readonly number[];
}

/** The chance a card laid now is called: this round's calls per card laid (a prior of 1 in 4), more where the seat has laid before. */
function callRisks(laidHere: readonly number[], laidAll: number, calls: number): number[] {
  const rate = (calls + 0.5) / (laidAll + 2);
  return laidHere.map((n) => Math.min(0.85, rate + 0.12 * n));
}

function readView(v: View, chances: Map<Card, number>[]): Reading {
  const heldByOthers = v.display.map((k) => chances.reduce((sum, m, j) => (j === v.seat ? sum : sum + (m.get(k) ?? 0)), 0));
  const laidAll = v.under.reduce((sum, col) => sum + col.length, 0) + v.reveals.length;
  const callRisk = callRisks(v.display.map((_, d) => laidUnder(v, v.seat, d)), laidAll, v.reveals.length);
  return { identity: v.identity, display: v.display, heldByOthers, callRisk };
}

/** The expected worth of a play to the seat: its own points less RIVALRY times the others'. */
function playWorth(r: Reading, a: Action): number {
  const keep = (a.type === 'under' || a.type === 'down') && a.card === r.identity && !(a.type === 'under' && r.display[a.display] === r.identity) ? -KEEP_OWN : 0;
  if (a.type === 'down') return VP_PER_FACE_DOWN + keep;
  if (a.type !== 'under') return 0;
  const kind = r.display[a.display];
  const stays = (kind === r.identity ? VP_PER_DISPLAY_CARD : 0) - RIVALRY * VP_PER_DISPLAY_CARD * r.heldByOthers[a.display];
  const q = r.callRisk[a.display];
  // A called match costs the caller 2 (and the Hydra, if mine, gains a face-up card); a called bluff costs me 2.
  const called = a.card === kind ? RIVALRY * 2 + (r.identity === HYDRA ? 1 : 0) : VP_PER_FACE_UP;
  return (1 - q) * stays + q * called + keep;
}

/** The play of highest worth (the Hydra's reveal is decided apart); ties at random. */
function bestPlay(r: Reading, legal: readonly Action[], rng: Rng): Action {
  let best: Action[] = [];
  let top = -Infinity;
  for (const a of legal) {
    if (a.type === 'reveal') continue;
    const w = playWorth(r, a);
    if (w > top + 1e-9) {
      top = w;
      best = [a];
    } else if (Math.abs(w - top) <= 1e-9) best.push(a);
  }
  return pick(best, rng);
}

/** The expected worth of calling a card just laid under display card `d`, against passing (0). */
function callWorth(r: Reading, d: number, match: number): number {
  // The card leaves the display either way: its holder loses what it scored.
  const removal = r.display[d] === r.identity ? -VP_PER_DISPLAY_CARD : RIVALRY * VP_PER_DISPLAY_CARD * r.heldByOthers[d];
  const hydraMine = r.identity === HYDRA ? 1 : 0;
  return removal + (1 - match) * (RIVALRY * 2 + hydraMine) + match * VP_PER_FACE_UP;
}

/** A seat's score so far as the bot guesses it (display cards by its guessed identity, penalties). */
function guessedScore(v: View, chances: Map<Card, number>[], j: number): number {
  let display = 0;
  v.display.forEach((k, d) => (display += VP_PER_DISPLAY_CARD * v.under[d].length * (chances[j].get(k) ?? 0)));
  return display + VP_PER_FACE_UP * v.penalties[j].length + VP_PER_FACE_DOWN * v.downCounts[j];
}

/** The Hydra reveals when its 10 VP put it ahead of everyone's guessed score (totals of past rounds included). */
function revealPays(v: View, chances: Map<Card, number>[]): boolean {
  const me = v.totals[v.seat] + HYDRA_EARLY_END_VP + VP_PER_FACE_UP * v.penalties[v.seat].length + VP_PER_FACE_DOWN * v.myDown.length;
  return v.names.every((_, j) => j === v.seat || v.totals[j] + guessedScore(v, chances, j) < me);
}

function normalDecide(v: View, legal: readonly Action[], rng: Rng): Action {
  const chances = identityChances(v, beliefGuesses(v));
  const r = readView(v, chances);
  if (v.pending) return legal.find((a) => a.type === (callWorth(r, v.pending!.display, pendingMatchChance(v, chances)) > 0 ? 'call' : 'pass'))!;
  const reveal = legal.find((a) => a.type === 'reveal');
  if (reveal && revealPays(v, chances)) return reveal;
  return bestPlay(r, legal, rng);
}

// ---- hard ----------------------------------------------------------------------------------------

/** Iterations of the search a decision (a budget of work, not of time, so decisions repeat). */
export const HARD_ITERATIONS = 600;

/** What the search expects of the table in its play-outs, read from the view at the root. */
interface Habits {
  /** The chance a card called is a match (this round's reveals, a prior of one in two). */
  readonly match: number;
}

/**
 * The normal bot's reading for a seat of a dealt state, made quickly for the play-outs: identities
 * guessed from where each seat has laid cards (LEAN per card, as beliefs.ts), without the count of
 * cards, and the same call risks.
 */
function readState(s: State, seat: number): Reading {
  const n = s.names.length;
  const id = s.identities[seat];
  const laid = s.names.map(() => s.display.map(() => 0));
  s.under.forEach((col, d) => col.forEach((c) => laid[c.by][d]++));
  for (const r of s.reveals) laid[r.by][r.display]++;
  const heldByOthers = s.display.map(() => 0);
  for (let j = 0; j < n; j++) {
    if (j === seat) continue;
    const w = s.display.map((k, d) => (k === id ? 0 : LEAN ** laid[j][d]));
    const total = w.reduce((a, b) => a + b, 0) + (id === HYDRA ? 0 : 1);
    w.forEach((x, d) => (heldByOthers[d] += x / total));
  }
  const laidAll = s.under.reduce((sum, col) => sum + col.length, 0) + s.reveals.length;
  return { identity: id, display: s.display, heldByOthers, callRisk: callRisks(laid[seat], laidAll, s.reveals.length) };
}

/** The play-out of the search: every seat plays as the normal bot would from what it knows of the dealt state. */
export function rolloutChoice(s: State, legal: readonly Action[], rng: Rng, habits: Habits): Action {
  const seat = toAct(s)!;
  const r = readState(s, seat);
  if (s.pending) return callWorth(r, s.pending.display, habits.match) > 0 ? { type: 'call' } : { type: 'pass' };
  if (mayRevealHydra(s, seat)) {
    const mine = s.totals[seat] + HYDRA_EARLY_END_VP + VP_PER_FACE_UP * s.penalties[seat].length + VP_PER_FACE_DOWN * s.down[seat].length;
    if (s.names.every((_, j) => j === seat || s.totals[j] + scoreSeat(s, j).total < mine)) return { type: 'reveal' };
  }
  return bestPlay(r, legal, rng);
}

/**
 * The moves the search considers: a card under the own display card (honest or a bluff), a card
 * under its own kind elsewhere (honest), a card face down, the Hydra's reveal. A bluff under
 * another's display card gives points away and is left out, to spend the iterations on the rest.
 */
export function shortlist(s: State, legal: readonly Action[]): Action[] {
  if (s.pending) return [...legal];
  const id = s.identities[s.turn];
  return legal.filter((a) => a.type !== 'under' || s.display[a.display] === id || s.display[a.display] === a.card);
}

/**
 * The search's reward: the lead over the best other score, squashed to 0..1. Smoother than the
 * place alone, so a few hundred play-outs tell good moves from bad.
 */
export function marginReward(result: TavernResult, seat: number): number {
  const best = Math.max(...result.scores.filter((_, j) => j !== seat));
  const margin = result.scores[seat] - best;
  return 0.5 * placeReward(result, seat) + 0.5 / (1 + Math.exp(-margin / MARGIN_SCALE));
}

/** VP of lead that count as most of a win in the search's reward. */
const MARGIN_SCALE = 4;

function hardDecide(game: () => Game, v: View, legal: readonly Action[], rng: Rng): Action {
  if (legal.length === 1) return legal[0];
  // Plays: the normal bot's weighing (searching them did worse in trials, the play-outs being too
  // rough a picture of the table's plays); calls and passes: searched.
  if (!v.pending) return normalDecide(v, legal, rng);
  const guesses = beliefGuesses(v);
  const pendingMatch = v.pending && v.pending.by !== v.seat ? pendingMatchChance(v, identityChances(v, guesses)) : null;
  const matched = v.reveals.filter((x) => x.matched).length;
  const habits: Habits = { match: (matched + 1.5) / (v.reveals.length + 3) };
  const g = game();
  const searched: Game = {
    ...g,
    legal: (s) => shortlist(s, g.legal(s)),
    determinize: (view, r) => beliefDeterminize(view, r, guesses, pendingMatch),
  };
  return ismctsChoice(searched, v, legal, rng, { iterations: HARD_ITERATIONS, rollout: (s, here, r) => rolloutChoice(s, here, r, habits), reward: marginReward });
}

export function makeBots(game: () => Game): Record<Level, Bot<View, Action>> {
  return {
    easy: { decide: easyDecide },
    normal: { decide: normalDecide },
    hard: { decide: (v, legal, rng) => hardDecide(game, v, legal, rng) },
  };
}
