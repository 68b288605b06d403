// The bots of Dragon's Bluff, each deciding from its seat's view, the legal actions and its own Rng:
// - easy: plays its identity's cards honestly most of the time, otherwise by whim, now and then
//   under a decoy display card; calls now and then, and reveals as the Hydra whenever it may (a
//   hasty person's game);
// - normal: weighs each play and each call by its expected points, from what it has seen: cards
//   counted, identities guessed from where each seat lays, each seat's honesty from its reveals this
//   round (beliefs.ts); it minds what its own plays tell the table of its identity, and keeps its
//   own display card from being the one it has laid most under (it lays as often under a decoy);
//   as the Hydra it weighs how far it is from both conditions of its early end (face-up cards, not
//   the most in front) and reveals at its first chance;
// - hard: the same weighing, reading the table sooner (it trusts a seat's own reveals over what it
//   expects of anyone, and takes a seat's choice of display card as a sign of the card it held),
//   calling by a fitted reading of the card laid (match-model.ts) and laying by a fitted reading
//   of each seat's calls (call-model.ts), hiding its identity as normal does, playing the Hydra for
//   its early end as normal does (with its own weights), minding the seat it
//   guesses is leading most, and leaving a doubtful call to a later seat that has shown it calls
//   (fitted and tuned in self-play: see bench/README.md). It
//   searches nothing: an IS-MCTS over its calls (600 iterations, before issue 33) won less among
//   normals than this weighing and took up to seconds a call.
// A style (cautious, bold, bluffer) leans a bot's weighing: how much it bluffs, how readily it
// calls, how soon the Hydra ends the round. It changes how the bot plays, never what it may see.
import type { Rng } from '../../dice/rng';
import type { Bot, Level, Style } from '../frame/game';
import type { Honesty, HonestyPrior } from './beliefs';
import { beliefGuesses, honestyOf, identityChances, laidUnder, LEAN, matchChance, publicIdentity } from './beliefs';
import type { Card } from './deck';
import type { Caller } from './call-model';
import { CALLERS, fittedCallRisk } from './call-model';
import type { MatchWeights } from './match-model';
import { fittedMatch, MATCH_WEIGHTS } from './match-model';
import { DISPLAY_SIZE, HAND_SIZE, HYDRA } from './deck';
import { cardsInFront, hasMostInFront, HYDRA_EARLY_END_VP, HYDRA_LEAST_FACE_UP, VP_PER_DISPLAY_CARD, VP_PER_FACE_DOWN, VP_PER_FACE_UP } from './scoring';
import type { Action, State } from './state';
import type { View } from './view';

const pick = <T>(items: readonly T[], rng: Rng): T => items[Math.floor(rng.next() * items.length)];

// ---- how a seat plays: its level and its style ------------------------------------------------------

/** The numbers a bot weighs by (its level's, leaned by its style). */
export interface Temper {
  /** What it expects of a seat's honesty before that seat has shown anything, and how firmly. */
  readonly prior: HonestyPrior;
  /** How much likelier a seat's identity becomes with each card it lays under a display card. */
  readonly lean: number;
  /** How much a point to an opponent counts against a point of its own. */
  readonly rivalry: number;
  /** How much it minds the table reading its identity from a play (points per card still to lay). */
  readonly exposure: number;
  /** Points added to the worth of a bluff (a style's taste for lying). */
  readonly bluff: number;
  /** The expected worth a call must have (high: cautious; below 0: calls readily). */
  readonly callMargin: number;
  /** What more a call must be worth for each seat still to be asked after it, who may call instead at no risk to it. */
  readonly leaveMargin: number;
  /**
   * What more a call must be worth for each call it lost this round (the card matched, and went
   * face up in front of it): a caller whose calls keep costing him grows careful, as a person does.
   */
  readonly sober: number;
  /** What the Hydra makes of each face-up card it still lacks for its early end (`hydraDistance`). */
  readonly hydraStep: number;
  /**
   * The lead over every other guessed score the Hydra wants before it ends the round (below 0:
   * it reveals though behind; issue 33, sixth stop: the Hydras that waited won far less often
   * than they would have by revealing at once).
   */
  readonly hydraLead: number;
  /**
   * What the Hydra makes of each card the seat with the most in front still needs to have more
   * than it (the rule's other condition, `hydraDistance`): a card more in front of it pushes its
   * early end away, one in front of the seat with the most brings it nearer.
   */
  readonly hydraMost: number;
  /** How much more a face-up card lacked weighs with the hand empty than full (0: the same all round). */
  readonly hydraLate: number;
  /** The lean by which it judges what a play shows of its identity (below `lean`: it minds its exposure longer). */
  readonly exposureLean: number;
  /**
   * What it pays for the chance that a watcher reads its identity as the display card it has laid
   * most under (`readAsOwn`, ties split). Issue 33, sixth stop: normal and hard 5 bring that read
   * to about chance (a seat blind to its identity: one in six); normal 1 (a cost only when its own
   * display card led alone) let it be read half the time, hard 0 two times in five.
   */
  readonly hide: number;
  /** How much more a point to the leading opponent (by guessed score) counts than a point to another. */
  readonly leader: number;
  /** How much a seat's choice of display card tells that it held that kind (beliefs.ts, matchChance; 1: nothing). */
  readonly choice: number;
  /** The fitted reading of a laid card (match-model.ts) it calls by, or null: the belief alone (`matchChance`). */
  readonly reading: MatchWeights | null;
  /** The fitted reading of the table's calls (call-model.ts) it lays by, or null: its rule of thumb (`callRisk`). */
  readonly calls: readonly Caller[] | null;
}

/**
 * The table's habits as the bots have measured them: most cards under a seat's own display card are
 * bluffs, most elsewhere are not; a little over half the cards called match (issue 33, fifth stop:
 * among normals 58%, among easies 45-55%), a share worth two called cards against a seat's own.
 */
const TABLE: HonestyPrior = { own: 0.25, other: 0.9, weight: 6, called: 0.55, calledWeight: 2 };

// Tuned in self-play (bench/README.md, issue 33, third stop): normal hides its identity (`hide`,
// `exposureLean`) and plays the Hydra for its early end (`hydraStep`, `hydraMost`); hard reads a
// play as a sign of the card held (`choice`), leaves fewer calls to later seats, and minds the
// points of the seat it guesses is leading twice as much as another's (`leader`, `rivalry`);
// fourth stop: hard calls and lays by its fitted readings (`reading`, `calls`), and with a call
// risk it can read it no longer needs a distaste for bluffing (`bluff` 0.5, was -1); sixth stop:
// the Hydra weighs both conditions of its early end (`hydraStep`, `hydraMost`) and reveals at its
// first chance (`hydraLead` -10), hard as much for a face-up card lacked as for one the seat with
// the most lacks (4, 4: a larger step made it take face-up cards too soon and end a quarter of its
// rounds), normal minding the second more (3, 8: its own calls gave it the most); hard wants its
// face-up cards more as the round runs out (`hydraLate` 0.5: on t4, t5, tune its early ends rose
// from 27%, 24%, 24% of its Hydra rounds to 41%, 36%, 38%, its wins unchanged); and both pay
// for being read by where they lay (`hide` 5). A bold caller sobers after each call it loses in a
// round (`sober` 0.5: after one it calls as readily as steady; played at 80x24, Tobin called on
// after three lost calls in a row).
export const NORMAL: Temper = {
  prior: TABLE, lean: 3, rivalry: 0.3, exposure: 2, bluff: 0, callMargin: 0, leaveMargin: 0, sober: 0,
  hydraStep: 3, hydraLead: -10, hydraMost: 8, hydraLate: 0, exposureLean: 1.8, choice: 1, hide: 5, leader: 0, reading: null, calls: null,
};
export const HARD: Temper = {
  prior: { ...TABLE, weight: 3 }, lean: 3, rivalry: 0.2, exposure: 2, bluff: 0.5, callMargin: 0.3, leaveMargin: 1, sober: 0,
  hydraStep: 4, hydraLead: -10, hydraMost: 4, hydraLate: 0.5, exposureLean: 3, choice: 0.7, hide: 5, leader: 1, reading: MATCH_WEIGHTS, calls: CALLERS,
};

/** A style's lean on a level's temper. */
export function tempered(t: Temper, style: Style): Temper {
  switch (style) {
    case 'cautious':
      return { ...t, bluff: t.bluff - 1, callMargin: t.callMargin + 0.6, exposure: t.exposure * 1.5, hydraLead: t.hydraLead + 3 };
    case 'bold':
      return { ...t, callMargin: t.callMargin - 0.5, sober: t.sober + 0.5, exposure: t.exposure * 0.5, hydraStep: t.hydraStep + 1, hydraMost: t.hydraMost + 1, hydraLead: t.hydraLead - 2 };
    case 'bluffer':
      return { ...t, bluff: t.bluff + 1.2, exposure: t.exposure * 0.7 };
    default:
      return t;
  }
}

// ---- easy ----------------------------------------------------------------------------------------

/** Easy's habits: how often it lays its own kind at home, lies there, lays honestly elsewhere, feeds a decoy. */
export interface EasyHabits {
  /** The chance it lays a card of its own kind under its own display card when it can. */
  readonly home: number;
  /** The chance it lays any card under its own display card (a bluff, mostly). */
  readonly lie: number;
  /** The chance it lays a card honestly where it belongs, whoever's display card it is. */
  readonly honest: number;
  /** The chance it lays under its decoy: the other display card it has laid most under (a first one at random). */
  readonly decoy: number;
}

export const EASY: EasyHabits = { home: 0.8, lie: 0.25, honest: 0.35, decoy: 0.15 };

/** The display card, not its own, that the seat has laid most under this round (the first such at random). */
function decoyOf(v: View, own: number, rng: Rng): number {
  const others = v.display.map((_, d) => d).filter((d) => d !== own);
  const laid = others.map((d) => laidUnder(v, v.seat, d));
  const most = Math.max(...laid);
  return most > 0 ? others[laid.indexOf(most)] : pick(others, rng);
}

export function easyDecide(v: View, legal: readonly Action[], rng: Rng, style: Style, h: EasyHabits = EASY): Action {
  const find = (t: Action['type']) => legal.find((a) => a.type === t);
  if (v.pending) {
    const laid = laidUnder(v, v.pending.by, v.pending.display);
    const mood = style === 'bold' ? 0.15 : style === 'cautious' ? -0.05 : 0;
    return rng.next() < (laid >= 2 ? 0.3 : 0.1) + mood ? find('call')! : find('pass')!;
  }
  const reveal = find('reveal');
  if (reveal) return reveal;
  const display = v.display as readonly Card[];
  const own = display.indexOf(v.identity);
  if (own >= 0 && v.hand.includes(v.identity) && rng.next() < h.home) return { type: 'under', card: v.identity, display: own };
  const card = pick(v.hand, rng);
  const r = rng.next();
  const lie = style === 'bluffer' ? 0.3 : style === 'cautious' ? -0.15 : 0;
  if (own >= 0 && r < h.lie + lie) return { type: 'under', card, display: own };
  if (own >= 0 && r < h.lie + lie + h.decoy) {
    // Its decoy, with a card of that kind if it has one.
    const d = decoyOf(v, own, rng);
    return { type: 'under', card: v.hand.includes(display[d]) ? display[d] : card, display: d };
  }
  if (v.hand.some((c) => display.includes(c)) && r < h.lie + h.decoy + h.honest - lie) {
    // An honest card where it belongs, whoever's display card it is.
    const honest = v.hand.filter((c) => display.includes(c));
    const c = pick(honest, rng);
    return { type: 'under', card: c, display: display.indexOf(c) };
  }
  if (r < 0.85) return { type: 'under', card, display: Math.floor(rng.next() * DISPLAY_SIZE) };
  return { type: 'down', card };
}

// ---- normal and hard: the weighing -----------------------------------------------------------------

/** A card of the own kind kept for the own display card (the one safe +3) is worth this much more. */
const KEEP_OWN = 2;

/** What a seat makes of the table when it decides, from its view. */
interface Reading {
  readonly v: View;
  readonly t: Temper;
  /** For each seat, the chance of each identity. */
  readonly chances: Map<Card, number>[];
  /** For each display card: the chance another seat holds it as identity. */
  readonly heldByOthers: readonly number[];
  /** How much each seat's points count against the bot's (1 each; more for the leader, by `leader`). */
  readonly rivals: readonly number[];
  /** Each seat's honesty, as far as its reveals this round show it. */
  readonly honesty: readonly Honesty[];
  /** How honest the table has seen this seat be. */
  readonly mine: Honesty;
  /** The chance any card laid this round is called (the round so far, a prior of one in four). */
  readonly callRate: number;
}

function readView(v: View, t: Temper): Reading {
  const chances = identityChances(v, beliefGuesses(v, t.lean));
  const rivals = rivalWeights(v, chances, t.leader);
  const heldByOthers = v.display.map((k) => chances.reduce((sum, m, j) => (j === v.seat ? sum : sum + rivals[j] * (m.get(k) ?? 0)), 0));
  const honesty = honestyOf(v, chances, t.prior);
  // The own seat as the table reads it: its identity guessed from its plays alone.
  const pub = publicIdentity(v, v.seat, null, t.lean);
  const seenBy = chances.map((m, j) => (j === v.seat ? new Map<Card, number>(v.display.map((k, d) => [k, pub[d]])) : m));
  const mine = honestyOf(v, seenBy, t.prior)[v.seat];
  const laidAll = v.under.reduce((sum, col) => sum + col.length, 0) + v.reveals.length;
  return { v, t, chances, heldByOthers, rivals, honesty, mine, callRate: (v.reveals.length + 0.5) / (laidAll + 2) };
}

/**
 * The chance a card laid under display card `d` is called: the round's rate of calls, more where
 * the table reads the seat's identity (a card there scores for it) and believes the seat bluffs.
 */
function callRisk(r: Reading, d: number): number {
  const own = publicIdentity(r.v, r.v.seat, d, r.t.lean)[d];
  const believed = own * r.mine.own + (1 - own) * r.mine.other;
  return Math.min(0.9, r.callRate * (0.3 + 2 * own) * (1.6 - believed));
}

/**
 * The cards in front of each seat as the scoring rules read them (the faces of others' face-down
 * cards are not seen, and the rule counts them only), with `more` cards added in front of seat `at`.
 */
function frontOf(v: View, at = -1, more = 0): Pick<State, 'down' | 'penalties'> {
  return {
    down: v.downCounts.map((n, j) => Array<Card>(n + (j === at ? more : 0)).fill(HYDRA)),
    penalties: v.penalties.map((p) => [...p]),
  };
}

/**
 * How far the Hydra is from its early end, by the rule's two conditions (`mayRevealHydra`): the
 * face-up cards it still lacks, each worth `hydraStep`, and the cards the seat with the most in
 * front would still need to have more than it, each worth `hydraMost`; with one card more in
 * front of seat `at` (face up or face down), to ask what a play or a call would do.
 */
function hydraDistance(r: Reading, at = -1, faceUp = true): number {
  const { v, t } = r;
  const front = frontOf(v, faceUp ? -1 : at, 1);
  if (faceUp && at >= 0) front.penalties[at].push(HYDRA);
  const lacks = Math.max(0, HYDRA_LEAST_FACE_UP - front.penalties[v.seat].length);
  let more = 0;
  while (hasMostInFront(front, v.seat) && more < 2 * HAND_SIZE) {
    // One card more in front of the other seat with the most: how many until it has more than the Hydra.
    const others = v.names.map((_, j) => (j === v.seat ? -1 : cardsInFront(front, j)));
    front.down[others.indexOf(Math.max(...others))].push(HYDRA);
    more++;
  }
  // A face-up card lacked weighs more as the hand empties (`hydraLate`): fewer turns are left to get it.
  const late = 1 + t.hydraLate * (1 - v.hand.length / HAND_SIZE);
  return t.hydraStep * late * lacks + t.hydraMost * more;
}

/**
 * What a card more in front of seat `at` (face up or down) is worth to the Hydra: how much nearer
 * it brings its early end (below 0: further). `at` null: one of the other seats, each alike (the
 * caller of an honest card of its own, not yet known).
 */
function hydraNearer(r: Reading, at: number | null, faceUp = true): number {
  const { v } = r;
  if (v.identity !== HYDRA) return 0;
  const now = hydraDistance(r);
  if (at !== null) return now - hydraDistance(r, at, faceUp);
  const others = v.names.map((_, j) => j).filter((j) => j !== v.seat);
  return others.reduce((sum, j) => sum + now - hydraDistance(r, j, faceUp), 0) / others.length;
}

/**
 * How a watcher would read the seat's identity after one more card under display card `d`, if the
 * round ended then: the display card it has laid most under is its identity, ties split (what a
 * card player reads first, and what bench/tavern-figures.js counts). The share that is `own`.
 */
function readAsOwn(v: View, own: number, d: number): number {
  const laid = v.display.map((_, k) => laidUnder(v, v.seat, k) + (k === d ? 1 : 0));
  const most = Math.max(...laid);
  return laid[own] === most ? 1 / laid.filter((n) => n === most).length : 0;
}

/** The expected worth of a play to the seat: its own points less `rivalry` times the others'. */
function playWorth(r: Reading, a: Extract<Action, { type: 'under' | 'down' }>): number {
  const { v, t } = r;
  const keep = a.card === v.identity && !(a.type === 'under' && v.display[a.display] === v.identity) ? -KEEP_OWN : 0;
  // A face-down card is one more in front of the Hydra, which must not have the most to reveal.
  if (a.type === 'down') return VP_PER_FACE_DOWN + keep + hydraNearer(r, v.seat, false);
  const kind = v.display[a.display];
  const mineHere = kind === v.identity;
  const stays = (mineHere ? VP_PER_DISPLAY_CARD : 0) - t.rivalry * VP_PER_DISPLAY_CARD * r.heldByOthers[a.display];
  const q = t.calls ? fittedCallRisk(v, a.display, t.lean, t.calls) : callRisk(r, a.display);
  const honest = a.card === kind;
  // Called: a match costs the caller 2 (and is a face-up card in front of another, for my Hydra);
  // a bluff costs me 2 (and is one more face-up card towards my Hydra's early end).
  const called = honest ? t.rivalry * 2 + (v.identity === HYDRA ? 1 + hydraNearer(r, null) : 0) : VP_PER_FACE_UP + hydraNearer(r, v.seat);
  // What the table reads of my identity after this play, for every card still to lay.
  let shown = 0;
  let leads = 0;
  if (v.identity !== HYDRA && t.exposure > 0) {
    const own = v.display.indexOf(v.identity as never);
    if (own >= 0) shown = (publicIdentity(v, v.seat, a.display, t.exposureLean)[own] - publicIdentity(v, v.seat, null, t.exposureLean)[own]) * (v.hand.length - 1);
    // And what a watcher reads first: the display card it has laid most under.
    if (own >= 0 && t.hide > 0) leads = t.hide * readAsOwn(v, own, a.display);
  }
  return (1 - q) * stays + q * called + keep - t.exposure * shown - leads + (honest ? 0 : t.bluff);
}

/** The expected worth of calling the card just laid under display card `d`, against letting it lie. */
function callWorth(r: Reading, d: number, match: number): number {
  const { v, t } = r;
  // The card leaves the display either way: its holder loses what it scored.
  const removal = v.display[d] === v.identity ? -VP_PER_DISPLAY_CARD : t.rivalry * VP_PER_DISPLAY_CARD * r.heldByOthers[d];
  const hydra = v.identity === HYDRA ? 1 + hydraNearer(r, v.pending!.by) : 0;
  return removal + (1 - match) * (t.rivalry * 2 * r.rivals[v.pending!.by] + hydra) + match * (VP_PER_FACE_UP + hydraNearer(r, v.seat));
}

/**
 * The chance a seat still to be asked calls the card pending, from how readily each such seat has
 * called this round: its calls over the cards the others laid (each was offered to it, unless an
 * earlier seat called first), a prior of one in four.
 */
function laterCall(v: View): number {
  const n = v.names.length;
  const p = v.pending!;
  let none = 1;
  for (let k = p.asked + 1; k < n; k++) {
    const j = (p.by + k) % n;
    let offered = 0;
    v.under.forEach((col) => col.forEach((c) => c.by !== j && offered++));
    const calls = v.reveals.filter((x) => x.caller === j).length;
    offered += v.reveals.filter((x) => x.by !== j).length;
    none *= 1 - (calls + 0.5) / (offered + 2);
  }
  return 1 - none;
}

/** What the card called by someone else is worth to the seat: it leaves the display, and its layer or its caller pays. */
function leftWorth(r: Reading, d: number, match: number): number {
  const { v, t } = r;
  const removal = v.display[d] === v.identity ? -VP_PER_DISPLAY_CARD : t.rivalry * VP_PER_DISPLAY_CARD * r.heldByOthers[d];
  return Math.max(0, removal + t.rivalry * 2 * (1 - match) + t.rivalry * 2 * match);
}

/** How much each other seat's points count: 1, and 1 + `leader` for the one whose guessed total is highest. */
function rivalWeights(v: View, chances: readonly Map<Card, number>[], leader: number): number[] {
  const ones = v.names.map(() => 1);
  if (leader === 0) return ones;
  const guessed = v.names.map((_, j) => (j === v.seat ? -Infinity : v.totals[j] + guessedScore(v, chances, j)));
  ones[guessed.indexOf(Math.max(...guessed))] += leader;
  return ones;
}

/** A seat's score so far as the bot guesses it (display cards by its guessed identity, penalties). */
function guessedScore(v: View, chances: readonly Map<Card, number>[], j: number): number {
  let display = 0;
  v.display.forEach((k, d) => (display += VP_PER_DISPLAY_CARD * v.under[d].length * (chances[j].get(k) ?? 0)));
  return display + VP_PER_FACE_UP * v.penalties[j].length + VP_PER_FACE_DOWN * v.downCounts[j];
}

/** The Hydra reveals when its 10 VP put it ahead of everyone's guessed score by its lead (totals of past rounds included). */
function revealPays(r: Reading): boolean {
  const { v } = r;
  const me = v.totals[v.seat] + HYDRA_EARLY_END_VP + VP_PER_FACE_UP * v.penalties[v.seat].length + VP_PER_FACE_DOWN * v.myDown.length;
  return v.names.every((_, j) => j === v.seat || v.totals[j] + guessedScore(v, r.chances, j) + r.t.hydraLead < me);
}

export function weighedDecide(v: View, legal: readonly Action[], rng: Rng, t: Temper): Action {
  if (legal.length === 1) return legal[0];
  const r = readView(v, t);
  if (v.pending) {
    const match = t.reading
      ? fittedMatch(v, v.pending.by, v.pending.display, r.chances, r.honesty, t.choice, t.reading)
      : matchChance(v, v.pending.by, v.pending.display, r.chances, r.honesty, t.choice);
    const d = v.pending.display;
    const leave = t.leaveMargin * laterCall(v) * leftWorth(r, d, match);
    const lost = v.reveals.filter((x) => x.caller === v.seat && x.matched).length;
    return legal.find((a) => a.type === (callWorth(r, d, match) > t.callMargin + t.sober * lost + leave ? 'call' : 'pass'))!;
  }
  const reveal = legal.find((a) => a.type === 'reveal');
  if (reveal && revealPays(r)) return reveal;
  let best: Action[] = [];
  let top = -Infinity;
  for (const a of legal) {
    if (a.type !== 'under' && a.type !== 'down') continue;
    const w = playWorth(r, a);
    if (w > top + 1e-9) {
      top = w;
      best = [a];
    } else if (Math.abs(w - top) <= 1e-9) best.push(a);
  }
  return pick(best, rng);
}

export function makeBots(): Record<Level, Bot<View, Action>> {
  return {
    easy: { decide: (v, legal, rng, style = 'steady') => easyDecide(v, legal, rng, style) },
    normal: { decide: (v, legal, rng, style = 'steady') => weighedDecide(v, legal, rng, tempered(NORMAL, style)) },
    hard: { decide: (v, legal, rng, style = 'steady') => weighedDecide(v, legal, rng, tempered(HARD, style)) },
  };
}
