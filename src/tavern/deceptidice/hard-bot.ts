// The hard bot's bid: which of challenge or a guess leaves it the best GAME at the round's end.
// The loser of a round (the challenged guesser if his guess fails, else the challenger) discards a
// die, the game ends when a seat is down to 3 cards and is ranked by cards left ("Objective"), so
// a round is worth to hard what its chance to win the game is once its loser has given up a die
// (outlook.ts, from the public counts of cards): being the loser costs most, but a round lost by
// the leader is worth more than one lost by the seat that trails. The bot
//   1. deals the cards it cannot see many times (`determinize`: worlds consistent with its view),
//   2. weighs each world by how likely the others' guesses of this round were in it, if they reckon
//      like the normal bot (each raises to the guess most likely to hold from its own top cards and
//      what it knows of each hand),
//   3. for the challenge and for each candidate guess (the lowest count of each target and a few
//      jumps above it), plays the rest of the round out in every world, every seat (itself
//      included) deciding like the normal bot from what it alone sees in that world: the others
//      say a person's guess as the normal bot does (persons-guess.ts: a slack and a pick drawn with
//      the world's own random numbers, the same for every candidate), itself the safest, and
//   4. picks the action whose round ends cost it least in all, over the believed worlds (each
//      play-out's loser priced by the outlook: the chance to win it gives up against the best end),
//      or instead of its safest guess a bluff that costs hardly more and that the next seat is
//      believed hardly ever to challenge (`bluffAmong`: only a round's last guess is checked).
// Nobody's choice is read from the world beyond its own top cards and what lies face up, so the
// play-out models players, not peeking. The normal bot's reckoning is copied as a model (a
// belief about players): its count of worlds becomes a reckoned chance for guesses of a number or
// a colour, knowing, as its dealt worlds do, the cards each seat is known to hold (`matchingTops`;
// without them the model mistook when a normal would challenge, and every bluff cost hard 5 to 10
// points, issue 33's stops three to six); other kinds of guess (variants) get a rougher share of
// the bot's own worlds.
// Whether a guess holds is always the game's own `guessHolds`; which guesses may follow, `higherGuesses`.
import type { Rng } from '../../dice/rng';
import type { Card } from './cards';
import { deckFor, minus, union } from './cards';
import type { Guess, Tally } from './guesses';
import { cardMatches, guessHolds, guessKey, height, rolledPower, statedNumber, tally } from './guesses';
import type { Action, Said } from './state';
import { higherGuesses, topCards } from './state';
import type { View } from './view';
import { dealer } from './view';
import { credence, honestyOf, lowCallsOf, readChance } from './beliefs';
import { nearlyAsLikely, RAISE_SLACK, slackOf, withinJump } from './persons-guess';
import { roundWorth } from './outlook';

export interface HardSettings {
  /** Worlds dealt a decision (the budget; every candidate is played out in each). */
  readonly worlds: number;
  /** How sharply a world is believed by the others' guesses fitting it (0: not at all). */
  readonly belief: number;
  /** Guesses above the lowest count of a target that are tried (jumps). */
  readonly jumps: number;
  /** Targets tried at each jump level, the likeliest to hold first. */
  readonly perLevel: number;
  /**
   * A bluff: when its safest action is a guess, hard says instead a guess it believes likelier false
   * than true, if one costs at most this much more, says no more cards than the safest, and is one
   * the next seat is believed to challenge at most `callCap` of the time: a guess nobody calls is
   * as good as a true one, since only the last guess of a round is ever checked ("Gameplay"). Of
   * those, the least likely to hold. (Tried at every stop of issue 33 and dropped while the play-outs
   * modelled the others without the cards each seat is known to hold: the bluffs were called far
   * more often than believed and cost 5 to 10 points among normals. With them, 0.02 and a cap of
   * 0.01 cost nothing measurable among normals; bench/README.md, issue 33's seventh stop:
   * Deceptidice.) The model's chances are a little too spread (`matchingTops`' binomial), so a
   * bluff's risk is underrated somewhat; the bench's count of bluffs called is the check.
   */
  readonly bluff: number;
  /** Targets tried besides at the lowest count, believed likelier false than true but not hopeless: the bluffs a person weighs. */
  readonly bluffs: number;
  /** The most often the next seat may be believed to challenge a bluff (see `bluff`). */
  readonly callCap: number;
  /**
   * Who says a person's guess in the play-outs (persons-guess.ts: any guess within a card of the
   * safest and nearly as likely, drawn with the play-out's own random numbers): 0 nobody (everyone
   * says the safest), 1 the others (hard itself the safest), 2 everyone.
   */
  readonly persons: number;
  /**
   * A person's variety: when its safest action is a guess, any guess whose believed loss is within
   * the noise of the safest's may be said instead, one picked at random, so its raises and openings
   * are not one fixed jump. Within the noise: its loss exceeds the safest's by at most `vary`
   * standard errors of the difference (the two played out in the same worlds with the same random
   * numbers, so the difference is measured world by world) and by at most `varyCap` (0: always
   * the safest).
   */
  readonly vary: number;
  readonly varyCap: number;
  /** Whether the variety may say a guess higher than the safest (1) or only one as high or lower (0: it leaves the room a tie kept). */
  readonly varyUp: number;
  /**
   * What a round's end costs: 0, being its loser (the round lost is all that counts); 1, the game
   * it leaves (outlook.ts: the chance to win from the counts after each seat's loss, so who else
   * loses matters: the leader, the one who trails, a loss that ends the game).
   */
  readonly worth: number;
  /** The share of later rounds the outlook has hard lose (the others share the rest alike). */
  readonly lossRate: number;
  /**
   * How far the others in the play-outs believe a guess for its having been said, as a shift of its
   * log-odds of holding (0: they weigh a guess by their own cards alone). A normal that reads the
   * round's guesses (bots.ts, `NORMAL.belief`) believes the guess before it about 2.0 more in
   * log-odds than its own cards alone would have it, on the average (bench/README.md, issue 33's
   * sixth stop): one factor for every position, a model cheaper than reading in every play-out.
   */
  readonly readLift: number;
}

export const HARD: HardSettings = { worlds: 300, belief: 12, jumps: 2, perLevel: 6, bluff: 0.02, bluffs: 4, callCap: 0.01, persons: 1, vary: 1, varyCap: 0, varyUp: 0, worth: 1, lossRate: 0.17, readLift: 0 };

/** Turns of a play-out that draw their own random numbers (later turns reuse them in order). */
const DRAWN_TURNS = 8;

/** Guesses of a number or a colour: the kinds a count of matching top cards decides. */
const plain = (g: Guess): g is Extract<Guess, { kind: 'number' | 'colour' }> => g.kind === 'number' || g.kind === 'colour';

/** A guess without its count: "a number less than 4", "red"; other kinds are their own target. */
const targetKeys = new WeakMap<Guess, string>();
function targetKey(g: Guess): string {
  let k = targetKeys.get(g);
  if (k === undefined) {
    k = plain(g) ? guessKey({ ...g, count: 0 }) : guessKey(g);
    targetKeys.set(g, k);
  }
  return k;
}

const compareHeight = (a: Guess, b: Guess): number => {
  const [x, y] = height(a);
  const [z, w] = height(b);
  return x - z || y - w;
};

function choose(a: number, b: number): number {
  if (b < 0 || b > a) return 0;
  let r = 1;
  for (let i = 1; i <= b; i++) r = (r * (a - b + i)) / i;
  return r;
}

/** What a seat reckoning a guess knows of another seat's hidden cards, for one target. */
export interface HiddenHand {
  /** Its cards not face up, and how many of them are its hidden tops (one a die not revealed). */
  readonly cards: number;
  readonly tops: number;
  /** Of those cards, how many all know it holds, and how many of these match the target. */
  readonly known: number;
  readonly knownMatch: number;
}

/**
 * How many of the other seats' hidden tops match a target, as a seat that cannot see them reckons
 * it: the chance of each count 0, 1, ... Each seat's hidden cards are the cards known to be its own
 * and the rest drawn from the cards the reckoning seat cannot place, each matching with chance `q`
 * (a binomial: near enough to drawing without replacement, though it spreads the count a little
 * wider than the dealt worlds do, most where few cards are left); its hidden tops are a random few of its
 * hidden cards (a hypergeometric draw: the dice are made without looking, "Gameplay"); the seats'
 * counts add up.
 */
export function matchingTops(q: number, hands: readonly HiddenHand[]): number[] {
  let dist = [1];
  for (const h of hands) {
    if (h.tops === 0) continue;
    const open = Math.max(0, h.cards - h.known);
    const one = new Array<number>(h.tops + 1).fill(0);
    for (let j = 0; j <= open; j++) {
      const pj = choose(open, j) * q ** j * (1 - q) ** (open - j);
      if (pj === 0) continue;
      const k = Math.min(h.cards, h.knownMatch + j);
      for (let m = 0; m <= h.tops; m++) one[m] += (pj * choose(k, m) * choose(h.cards - k, h.tops - m)) / choose(h.cards, h.tops);
    }
    const sum = new Array<number>(dist.length + h.tops).fill(0);
    for (let a = 0; a < dist.length; a++) for (let b = 0; b <= h.tops; b++) sum[a + b] += dist[a] * one[b];
    dist = sum;
  }
  return dist;
}

/** One dealt world: every seat's top cards, their tally, and per seat its hand. */
interface World {
  readonly tops: Card[][];
  readonly tally: Tally;
  /**
   * hand[seat]: what the seat's reckoning depends on in this world (its unrevealed top cards), as a
   * number the same in every world where that is the same.
   */
  readonly hand: number[];
  weight: number;
}

/**
 * A modelled seat's turn: the safest guess (null: the challenge) with its chance and the challenge's,
 * and the guesses a person weighs beside the safest (within a card of it), likeliest first, with
 * their chances: the slack drawn each turn keeps a prefix of them.
 */
type Turn = { guess: Guess | null; best: number; challenge: number; near: Guess[]; nearChance: number[] };

/** The guesses the normal bot weighs after a guess: each with its target's index and its count (plain guesses). */
interface Options {
  readonly guesses: Guess[];
  readonly target: number[];
  readonly count: number[];
  /** Every legal guess of each option's target, lowest first (a person may say one a card higher). */
  readonly ladder: Guess[][];
  /** The normal bot's turns after this guess, by seat, the guesser and the seat's hand (see `turnKey`). */
  readonly turns: Map<number, Turn>;
}

/** What a decision knows of the table, shared by all its worlds. */
class Table {
  readonly seats: number;
  readonly dice: number;
  /** Plain targets: one guess standing for each (its count ignored), and their index by key. */
  readonly targets: Guess[] = [];
  readonly targetIndex = new Map<string, number>();
  /** Revealed tops (face up for all) matching each target. */
  readonly revealedMatch: number[];
  /** Unrevealed dice per seat. */
  readonly hiddenOf: number[];
  /**
   * What every seat reckons from (as the bots' dealt worlds place cards, view.ts): per seat, its
   * cards not face up and, among them, the cards all know it holds (`required`), with their matches
   * of each target; per reckoning seat, the cards it cannot place (the deck less what lies face up
   * and what the others are known to hold), with their matches.
   */
  private readonly hiddenCards: number[] = [];
  private readonly required: Card[][] = [];
  private readonly requiredMatch: number[][] = [];
  private readonly poolSize: number[] = [];
  private readonly poolMatch: number[][] = [];
  /** Per hand (World.hand): its seat, and the cards its seat knows of its own (its hidden tops and its known cards): how many, and how many match each target. */
  private readonly handSeat: number[] = [];
  private readonly handOwnSize: number[] = [];
  private readonly handOwnMatch: number[][] = [];
  /** The chances of at least 0, 1, ... matching hidden tops among the others, by seat, target and what the seat knows of its own. */
  private readonly othersTops = new Map<number, Float64Array>();
  /** The same, found once per hand and target. */
  private readonly handAtLeast: (Float64Array | undefined)[][] = [];
  readonly worlds: World[] = [];
  private readonly follow = new Map<string, Options>();
  private readonly followOf = new Map<Guess | null, Options>();
  private readonly rough = new Map<string, number>();
  /** Per card, whether it matches each target (the game's `cardMatches`, asked once a decision). */
  private readonly matchOf = new Map<Card, boolean[]>();
  /** Per guess, its target's index (-1: not a plain guess). */
  private readonly indexOf = new WeakMap<Guess, number>();
  /** Hands met so far, numbered (World.hand), their matches of each target, and the cards' numbers in their keys. */
  private readonly hands = new Map<number | string, number>();
  private readonly handCounts: number[][] = [];
  private readonly cardIds = new Map<Card, number>();
  /** Each seat's credence from what it has shown this game (beliefs.ts), public. */
  readonly credence: number[];

  constructor(
    readonly v: View,
    private readonly readLift = 0,
  ) {
    this.seats = v.seats.length;
    this.dice = v.seats.reduce((n, s) => n + s.dice.length, 0);
    for (const g of higherGuesses(v.variants, this.dice, null)) {
      if (!plain(g)) continue;
      const k = targetKey(g);
      if (!this.targetIndex.has(k)) {
        this.targetIndex.set(k, this.targets.length);
        this.targets.push(g);
      }
    }
    this.credence = honestyOf(v.history, this.seats).map(credence);
    const revealed = v.seats.flatMap((s) => s.dice.flatMap((d) => (d.revealed && d.top !== null ? [d.top] : [])));
    const publicCards = [...v.drawKnown, ...v.seats.flatMap((s) => s.discards.flat()), ...revealed];
    this.revealedMatch = this.targets.map((t) => revealed.filter((c) => cardMatches(t, c)).length);
    this.hiddenOf = v.seats.map((s) => s.dice.filter((d) => !d.revealed).length);
    // A seat holds the cards all know it holds, beyond its tops face up (what the seat deciding alone
    // drew is its own knowledge, added to its hands below).
    v.seats.forEach((sv) => {
      const shown = sv.dice.flatMap((d) => (d.revealed && d.top !== null ? [d.top] : []));
      const req = minus(sv.known, shown);
      this.hiddenCards.push(sv.cards - shown.length);
      this.required.push(req);
      this.requiredMatch.push(this.targets.map((t) => req.filter((c) => cardMatches(t, c)).length));
    });
    const unplaced = minus(deckFor(v.variants), publicCards);
    for (let s = 0; s < this.seats; s++) {
      const pool = minus(unplaced, this.required.flatMap((req, o) => (o === s ? [] : req)));
      this.poolSize.push(pool.length);
      this.poolMatch.push(this.targets.map((t) => pool.filter((c) => cardMatches(t, c)).length));
    }
  }

  addWorld(tops: Card[][]): void {
    const hand = tops.map((t, o) => this.handOf(t, o));
    this.worlds.push({ tops, tally: tally(tops.flat()), hand, weight: 1 });
  }

  /**
   * The number of a seat's hand: its unrevealed top cards as a multiset (all a seat's reckoning
   * depends on beyond what lies face up), numbered the first time it is met, with its matches of
   * each target counted then.
   */
  private handOf(t: Card[], o: number): number {
    const ids: number[] = [];
    t.forEach((c, i) => {
      if (this.v.seats[o].dice[i].revealed) return;
      let id = this.cardIds.get(c);
      if (id === undefined) {
        id = this.cardIds.size + 1;
        this.cardIds.set(c, id);
      }
      ids.push(id);
    });
    ids.sort((a, b) => a - b);
    // Up to eight cards of fewer than 64 kinds fit a number exactly; more, a string.
    const key = ids.length <= 8 && this.cardIds.size < 64 ? ids.reduce((k, id) => k * 64 + id, o + 1) : `${o}:${ids.join(',')}`;
    let id = this.hands.get(key);
    if (id === undefined) {
      id = this.handCounts.length;
      this.hands.set(key, id);
      const counts = this.targets.map(() => 0);
      t.forEach((c, i) => {
        if (this.v.seats[o].dice[i].revealed) return;
        const m = this.matches(c);
        for (let k = 0; k < counts.length; k++) if (m[k]) counts[k]++;
      });
      this.handCounts.push(counts);
      // What the seat knows of its own cards: its hidden tops and the cards known to be its own.
      const shown = t.filter((_, i) => this.v.seats[o].dice[i].revealed);
      const known = o === this.v.seat ? minus([...this.v.seats[o].known, ...this.v.mySecret], shown) : this.required[o];
      const own = union(t.filter((_, i) => !this.v.seats[o].dice[i].revealed), known);
      this.handSeat.push(o);
      this.handOwnSize.push(own.length);
      const ownMatch = this.targets.map(() => 0);
      for (const c of own) {
        const m = this.matches(c);
        for (let k = 0; k < ownMatch.length; k++) if (m[k]) ownMatch[k]++;
      }
      this.handOwnMatch.push(ownMatch);
      this.handAtLeast.push(new Array<Float64Array | undefined>(this.targets.length));
    }
    return id;
  }

  private matches(c: Card): boolean[] {
    let m = this.matchOf.get(c);
    if (!m) {
      m = this.targets.map((g) => cardMatches(g, c));
      this.matchOf.set(c, m);
    }
    return m;
  }

  /** The index of a plain guess's target, -1 for other kinds. */
  targetOf(g: Guess): number {
    let t = this.indexOf.get(g);
    if (t === undefined) {
      t = plain(g) ? this.targetIndex.get(targetKey(g))! : -1;
      this.indexOf.set(g, t);
    }
    return t;
  }

  /**
   * The chance the seat of `hand` gives a plain guess of `count` on target `t`: the matching cards it
   * sees (face up, and its own hidden tops), and how many of the others' hidden tops it reckons
   * match (`matchingTops`, knowing the cards each seat is known to hold, as its dealt worlds do).
   * Reckoned once a decision for each seat, target and what the seat knows of its own cards.
   */
  private plainChance(hand: number, t: number, count: number): number {
    if (count > this.dice) return 0;
    const need = count - this.revealedMatch[t] - this.handCounts[hand][t];
    if (need <= 0) return 1;
    let atLeast = this.handAtLeast[hand][t];
    if (!atLeast) atLeast = this.handAtLeast[hand][t] = this.atLeastFor(hand, t);
    return need < atLeast.length ? atLeast[need] : 0;
  }

  private atLeastFor(hand: number, t: number): Float64Array {
    const s = this.handSeat[hand];
    const ownSize = this.handOwnSize[hand];
    const ownMatch = this.handOwnMatch[hand][t];
    const key = ((s * this.targets.length + t) * 64 + ownMatch) * 64 + ownSize;
    let atLeast = this.othersTops.get(key);
    if (!atLeast) {
      const size = this.poolSize[s] - ownSize;
      const q = size > 0 ? Math.max(0, this.poolMatch[s][t] - ownMatch) / size : 0;
      const hands = this.v.seats.flatMap((_, o) =>
        o === s ? [] : [{ cards: this.hiddenCards[o], tops: this.hiddenOf[o], known: this.required[o].length, knownMatch: this.requiredMatch[o][t] }],
      );
      const dist = matchingTops(q, hands);
      atLeast = new Float64Array(this.dice + 2);
      for (let k = dist.length - 1; k >= 0; k--) atLeast[k] = dist[k] + (k + 1 < atLeast.length ? atLeast[k + 1] : 0);
      this.othersTops.set(key, atLeast);
    }
    return atLeast;
  }

  /**
   * The chance `seat` gives guess `g` (said by `guesser`) in world `w`, reckoning like the normal bot:
   * the matching cards it sees and those it reckons among the others' hidden tops (`plainChance`).
   */
  chance(w: World, seat: number, g: Guess, guesser: number): number {
    const t = this.targetOf(g);
    if (t < 0) return this.roughChance(w, seat, g, guesser);
    return this.plainChance(w.hand[seat], t, (g as Extract<Guess, { kind: 'number' | 'colour' }>).count);
  }

  /**
   * Other kinds of guess (Variants): the share of all dealt worlds (unweighted) in which the guess
   * holds; a seat's own power guess only if it rolled the card (it knows that much).
   */
  private roughChance(w: World, seat: number, g: Guess, guesser: number): number {
    if (g.kind === 'power' && seat === guesser && !rolledPower(g, w.tops[seat])) return 0;
    const own = g.kind === 'power' && seat === guesser;
    const key = `${guessKey(g)}|${own ? 'own' : guesser}`;
    let p = this.rough.get(key);
    if (p === undefined) {
      let yes = 0;
      for (const x of this.worlds) if (guessHolds(g, x.tally, own || rolledPower(g, x.tops[guesser]))) yes++;
      p = this.worlds.length ? yes / this.worlds.length : 0;
      this.rough.set(key, p);
    }
    return p;
  }

  /** The guesses the normal bot weighs after `prev`: the lowest of each target (higher ones only hold less often). */
  following(prev: Guess | null): Options {
    let out = this.followOf.get(prev);
    if (out) return out;
    const k = prev ? guessKey(prev) : '';
    out = this.follow.get(k);
    if (!out) {
      const seen = new Map<string, number>();
      const guesses: Guess[] = [];
      const ladder: Guess[][] = [];
      for (const g of higherGuesses(this.v.variants, this.dice, prev)) {
        const t = targetKey(g);
        const at = seen.get(t);
        if (at !== undefined) {
          ladder[at].push(g);
          continue;
        }
        seen.set(t, guesses.length);
        guesses.push(g);
        ladder.push([g]);
      }
      out = { guesses, target: guesses.map((g) => this.targetOf(g)), count: guesses.map((g) => (plain(g) ? g.count : 0)), ladder, turns: new Map() };
      this.follow.set(k, out);
    }
    this.followOf.set(prev, out);
    return out;
  }

  /**
   * The normal bot's turn as a model: its likeliest guess (the lowest among near-equal ones), or the
   * challenge when the last guess is likelier to fail than that guess is to hold.
   */
  normalTurn(w: World, seat: number, prev: Said | null): Turn {
    const options = this.following(prev ? prev.guess : null);
    // A seat reckons from its own hand, what lies face up and what was said: the same turn in every
    // world where its hand is the same, worked out once.
    const key = (w.hand[seat] * (this.seats + 1) + (prev ? prev.seat + 1 : 0)) * this.seats + seat;
    let turn = options.turns.get(key);
    if (!turn) {
      turn = this.reckon(w, seat, prev, options);
      options.turns.set(key, turn);
    }
    return turn;
  }

  private reckon(w: World, seat: number, prev: Said | null, options: Options): Turn {
    let best = -Infinity;
    let guess: Guess | null = null;
    for (let i = 0; i < options.guesses.length; i++) {
      const t = options.target[i];
      const p = t >= 0 ? this.plainChance(w.hand[seat], t, options.count[i]) : this.roughChance(w, seat, options.guesses[i], seat);
      if (p > best + 1e-9) {
        best = p;
        guess = options.guesses[i];
      }
    }
    // The challenge, the last guess read with what its guesser has shown (beliefs.ts).
    // A seat that reads the round's guesses believes the last one more for its having been said (`readLift`).
    const challenge = prev ? 1 - readChance(this.chance(w, seat, prev.guess, prev.seat), this.credence[prev.seat] * Math.exp(this.readLift)) : -Infinity;
    // A person's choices: every guess within a card of the safest that is within the widest slack of it.
    const near: { g: Guess; p: number }[] = [];
    if (guess !== null && challenge <= best) {
      for (let i = 0; i < options.guesses.length; i++) {
        const t = options.target[i];
        for (const g of options.ladder[i]) {
          if (!withinJump(g, guess)) break;
          const p = t >= 0 ? this.plainChance(w.hand[seat], t, (g as Extract<Guess, { kind: 'number' | 'colour' }>).count) : this.roughChance(w, seat, g, seat);
          if (!nearlyAsLikely(p, best, RAISE_SLACK)) break;
          near.push({ g, p });
        }
      }
      near.sort((a, b) => b.p - a.p);
    }
    return { guess: challenge > best ? null : guess, best, challenge, near: near.map((n) => n.g), nearChance: near.map((n) => n.p) };
  }

  /**
   * A person's guess in a modelled turn (persons-guess.ts), drawn from two uniform numbers: the
   * slack keeps the likeliest of the near guesses, and one of those is picked.
   */
  personsGuess(turn: Turn, slackDraw: number, pickDraw: number): Guess {
    const slack = slackOf(slackDraw);
    let n = 0;
    while (n < turn.near.length && nearlyAsLikely(turn.nearChance[n], turn.best, slack)) n++;
    return n > 0 ? turn.near[Math.floor(pickDraw * n)] : turn.guess!;
  }

  /**
   * Plays the round out in world `w` from `prev`, `seat` to act; the round's loser. Seats for whom
   * `person(seat)` say a person's guess, drawn from `draws` (two numbers a turn, the same for every
   * candidate played out in this world, so candidates differ by their own merit, not by luck).
   */
  loserAfter(w: World, prev: Said, seat: number, draws?: Float64Array, person?: (seat: number) => boolean): number {
    for (let turnNo = 0; ; turnNo++) {
      const turn = this.normalTurn(w, seat, prev);
      if (turn.guess === null) return guessHolds(prev.guess, w.tally, rolledPower(prev.guess, w.tops[prev.seat])) ? seat : prev.seat;
      let guess = turn.guess;
      if (draws && person && person(seat)) {
        const d = 2 * (turnNo % DRAWN_TURNS);
        guess = this.personsGuess(turn, draws[d], draws[d + 1]);
      }
      prev = { seat, guess };
      seat = (seat + 1) % this.seats;
    }
  }
}

/**
 * The chance hard's play-outs believe `seat` gives guess `g` in the world `tops` (every seat's top
 * cards), hard deciding from `v`: the model of another seat's reckoning, for the tests to hold
 * against that seat's own dealt worlds.
 */
export function modelledChance(v: View, tops: Card[][], seat: number, g: Guess): number {
  const table = new Table(v);
  table.addWorld(tops);
  return table.chance(table.worlds[0], seat, g, seat);
}

/**
 * Belief: a world is weighted by how well each guess the others said this round fits it, for a
 * player reckoning like the normal bot: exp(belief x (chance of what he said - chance of his best
 * option)), his best option being his likeliest guess or the challenge.
 */
function weigh(table: Table, v: View, belief: number): void {
  if (belief <= 0) return;
  // A seat whose guesses have failed says less by them (reading the table, beliefs.ts).
  const sharp = table.credence.map((c) => belief * Math.min(1, c));
  for (const w of table.worlds) {
    let log = 0;
    v.guesses.forEach((said, i) => {
      if (said.seat === v.seat) return;
      const prev = i > 0 ? v.guesses[i - 1] : null;
      const turn = table.normalTurn(w, said.seat, prev);
      log += sharp[said.seat] * (table.chance(w, said.seat, said.guess, said.seat) - Math.max(turn.best, turn.challenge));
    });
    w.weight = Math.exp(log);
  }
}

/**
 * How much each of these worlds (every seat's top cards, consistent with `v`) is believed once the
 * others' guesses of this round are read (`weigh`, the one rule of how a guess fits a hand): the
 * normal bot reads the table with it, as hard does.
 */
export function believedWeights(v: View, worlds: readonly Card[][][], belief: number): number[] {
  if (belief <= 0 || !v.guesses.some((said) => said.seat !== v.seat)) return worlds.map(() => 1);
  const table = new Table(v);
  for (const tops of worlds) table.addWorld(tops);
  weigh(table, v, belief);
  return table.worlds.map((w) => w.weight);
}

/** A decision's dealt worlds, believed, with each world's random numbers for its play-outs. */
interface Dealt {
  readonly table: Table;
  readonly draws: Float64Array[] | null;
  readonly total: number;
  /** What each seat's loss of the round costs hard (`costs`). */
  readonly cost: readonly number[];
}

/** Among round ends worth the same, the one hard does not lose (a tie-break, far below any worth that differs). */
const OWN_LOSS = 1e-3;

/**
 * What each seat's loss of the round costs hard, in [0, 1]: being the loser (`worth` 0), or the
 * chance to win the game it gives up against the best round end (`worth` 1; outlook.ts), so the
 * cheapest loser costs nothing and a play-out's running sum only grows (the pruning stays sound).
 */
function costs(v: View, h: HardSettings): number[] {
  if (h.worth <= 0) return v.seats.map((_, o) => (o === v.seat ? 1 : 0));
  const worth = roundWorth(v.seats.map((s) => s.cards), v.seat, v.diceEach, h.lossRate);
  const best = Math.max(...worth);
  return worth.map((w, o) => (best - w + (o === v.seat ? OWN_LOSS : 0)) / (1 + OWN_LOSS));
}

function dealWorlds(v: View, rng: Rng, h: HardSettings, n: number): Dealt {
  const table = new Table(v, h.readLift);
  const deal = dealer(v);
  for (let i = 0; i < n; i++) {
    table.addWorld(deal(rng).dice.map(topCards));
  }
  // Each world's random numbers for the persons of its play-outs, drawn once for all candidates.
  const draws = h.persons > 0 ? table.worlds.map(() => Float64Array.from({ length: 2 * DRAWN_TURNS }, () => rng.next())) : null;
  weigh(table, v, h.belief);
  let total = 0;
  for (const w of table.worlds) total += w.weight;
  return { table, draws, total, cost: costs(v, h) };
}

/**
 * What saying `g` is believed to cost hard: each world's play-out priced by the cost of its loser
 * (`costs`: with `worth` 0, the share of worlds in which hard ends up the round's loser); the
 * play-outs stop once the cost reaches `stop` (the candidate is out of the running: costs are never
 * negative, so the sum only grows).
 */
function loss(d: Dealt, v: View, h: HardSettings, g: Guess, stop: number, lost?: Float64Array): number {
  const said = { seat: v.seat, guess: g };
  const next = (v.seat + 1) % v.seats.length;
  const person = (seat: number) => h.persons > 1 || seat !== v.seat;
  const enough = (stop - 1e-9) * d.total;
  let sum = 0;
  for (let i = 0; i < d.table.worlds.length; i++) {
    const w = d.table.worlds[i];
    const cost = d.cost[d.table.loserAfter(w, said, next, d.draws ? d.draws[i] : undefined, person)];
    if (cost > 0) {
      sum += w.weight * cost;
      if (lost) lost[i] = cost;
    }
    if (sum >= enough && sum / d.total >= stop - 1e-9) break;
  }
  return d.total > 0 ? sum / d.total : 0;
}

/**
 * Whether a guess costs hardly more than the safest, within the noise: by at most
 * `varyCap`, and by at most `vary` standard errors of the difference, measured world by world (both
 * played out in the same worlds, with the same random numbers).
 */
function withinNoise(worlds: readonly World[], total: number, t: { lose: number; lost?: Float64Array }, best: { lose: number; lost?: Float64Array }, h: HardSettings): boolean {
  const diff = t.lose - best.lose;
  if (diff <= 1e-9) return true;
  if (diff > h.varyCap + 1e-9 || !t.lost || !best.lost || total <= 0) return false;
  let spread = 0;
  for (let i = 0; i < worlds.length; i++) {
    const d = t.lost[i] - best.lost[i] - diff;
    spread += worlds[i].weight * worlds[i].weight * d * d;
  }
  return diff <= (h.vary * Math.sqrt(spread)) / total + 1e-9;
}

/** The hard bot's choice in the bid phase: the action whose round end is believed to cost it least. */
export function hardBid(v: View, legal: readonly Action[], rng: Rng, h: HardSettings): Action {
  return weighBid(v, legal, rng, h).action;
}

/**
 * A bid weighed: the action chosen and the safest (the cheapest), each with its believed cost (with
 * `worth` 0, the chance it loses the round: the bench's calibration).
 */
export interface WeighedBid {
  readonly action: Action;
  readonly lose: number;
  readonly safest: Action;
  readonly safestLose: number;
}

export function weighBid(v: View, legal: readonly Action[], rng: Rng, h: HardSettings): WeighedBid {
  const dealt = dealWorlds(v, rng, h, h.worlds);
  const { table, total } = dealt;
  const believed = (f: (w: World) => boolean): number => {
    let sum = 0;
    for (const w of table.worlds) if (f(w)) sum += w.weight;
    return total > 0 ? sum / total : 0;
  };

  // Candidates: for each target its lowest legal guess and a few jumps above it, the likeliest
  // targets at each level (a jump can leave the next player only bad choices).
  const groups = new Map<string, Guess[]>();
  for (const a of legal) {
    if (a.kind !== 'guess') continue;
    const k = targetKey(a.guess);
    const list = groups.get(k) ?? [];
    if (list.length <= h.jumps) list.push(a.guess);
    groups.set(k, list);
  }
  const holds = (g: Guess) => believed((w) => guessHolds(g, w.tally, rolledPower(g, w.tops[v.seat])));
  const candidates: Guess[] = [];
  const chanceOf = new Map<Guess, number>();
  for (let j = 0; j <= h.jumps; j++) {
    const level = [...groups.values()].flatMap((list) => (list[j] ? [{ g: list[j], p: holds(list[j]) }] : []));
    level.sort((a, b) => b.p - a.p || compareHeight(a.g, b.g));
    for (const c of level) chanceOf.set(c.g, c.p);
    candidates.push(...level.slice(0, h.perLevel).map((c) => c.g));
    // Bluffs: at the lowest count, a few targets it believes more likely false than true but not hopeless.
    if (j === 0 && h.bluffs > 0) candidates.push(...level.filter((c) => c.p >= 0.15 && c.p < 0.5).slice(-h.bluffs).map((c) => c.g));
  }
  candidates.sort(compareHeight);

  // Every action tried, with its believed cost.
  const tried: Tried[] = [];
  let least = Infinity;
  const last = v.guesses.length ? v.guesses[v.guesses.length - 1] : null;
  if (last && legal.some((a) => a.kind === 'challenge')) {
    // The last guess read with what its guesser has shown this game (beliefs.ts).
    const holdsAfter = readChance(
      believed((w) => guessHolds(last.guess, w.tally, rolledPower(last.guess, w.tops[last.seat]))),
      table.credence[last.seat],
    );
    least = holdsAfter * dealt.cost[v.seat] + (1 - holdsAfter) * dealt.cost[last.seat];
    tried.push({ action: { kind: 'challenge' }, lose: least, holds: 1 });
  }
  // The worlds each guess loses in (kept to measure the noise of a difference, for variety).
  const keep = h.vary > 0 && h.varyCap > 0;
  for (const g of candidates) {
    // Pruned: a candidate's play-outs stop once it has lost too much weight to be near the best so far.
    const bound = least + Math.max(h.bluff, keep ? h.varyCap : 0);
    const lost = keep ? new Float64Array(table.worlds.length) : undefined;
    const lose = loss(dealt, v, h, g, bound, lost);
    if (lose < bound - 1e-9) tried.push({ action: { kind: 'guess', guess: g }, lose, holds: chanceOf.get(g) ?? holds(g), lost });
    least = Math.min(least, lose);
  }
  // The safest action; when that is a guess, a bluff if one is as good (`bluff`), else one of the
  // guesses as safe within the noise (`vary`); a challenge that is safest is made.
  let safest: (typeof tried)[number] | null = null;
  for (const t of tried) if (!safest || t.lose < safest.lose - 1e-9) safest = t;
  if (!safest) return { action: legal[0], lose: NaN, safest: legal[0], safestLose: NaN };
  const chosen = (t: (typeof tried)[number]): WeighedBid => ({ action: t.action, lose: t.lose, safest: safest!.action, safestLose: safest!.lose });
  if (safest.action.kind === 'challenge') return chosen(safest);
  const bluff = h.bluff > 0 ? bluffAmong(table, v, h, tried, safest as (typeof tried)[number] & { action: { kind: 'guess' } }, least) : null;
  if (bluff) return chosen(bluff);
  if (keep) {
    // A person's variety: one of the guesses as safe within the noise, at random.
    const low = (t: (typeof tried)[number]) => h.varyUp > 0 || (t.action.kind === 'guess' && safest!.action.kind === 'guess' && compareHeight(t.action.guess, safest!.action.guess) <= 0);
    const near = tried.filter((t) => t.action.kind === 'guess' && low(t) && withinNoise(table.worlds, total, t, safest!, h));
    return chosen(near.length > 1 ? rng.pick(near) : safest);
  }
  return chosen(safest);
}

/** An action weighed: its believed cost and its chance to hold (a guess; 1 for the challenge). */
interface Tried {
  readonly action: Action;
  readonly lose: number;
  readonly holds: number;
  readonly lost?: Float64Array;
}

/**
 * The bluff hard says instead of its safest guess, if any (`HardSettings.bluff`): a guess believed
 * likelier false than true, of no more cards than the safest, costing at most `bluff` more, that
 * the next seat is believed to challenge at most `callCap` of the time (its own turn in each
 * believed world: it challenges where the guess looks likelier to fail than its best raise is to
 * hold; and as often again as it has called low guesses on a whim this game); the least likely to
 * hold of those.
 */
function bluffAmong(table: Table, v: View, h: HardSettings, tried: readonly Tried[], safest: Tried & { action: { kind: 'guess' } }, least: number): Tried | null {
  const next = (v.seat + 1) % v.seats.length;
  // Besides the reckoning the model gives the next seat, the whims it has shown: how often it has
  // called a low guess this game (beliefs.ts; a sound player never does, an easy one often).
  const whim = lowCallsOf(v.history, v.seats.length)[next];
  if (whim > h.callCap) return null;
  const calledOften = (g: Guess): boolean => {
    const said = { seat: v.seat, guess: g };
    let called = 0;
    let all = 0;
    for (const w of table.worlds) {
      all += w.weight;
      if (table.normalTurn(w, next, said).guess === null) called += w.weight;
    }
    const modelled = all > 0 ? called / all : 1;
    return modelled + (1 - modelled) * whim > h.callCap + 1e-9;
  };
  let best: Tried | null = null;
  for (const t of tried) {
    if (t.action.kind !== 'guess' || t.holds >= 0.5 || t.lose > least + h.bluff + 1e-9) continue;
    if (statedNumber(t.action.guess) > statedNumber(safest.action.guess)) continue;
    if (best && (t.holds > best.holds + 1e-9 || (Math.abs(t.holds - best.holds) <= 1e-9 && t.lose >= best.lose))) continue;
    if (!calledOften(t.action.guess)) best = t;
  }
  return best;
}
