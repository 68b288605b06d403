// The oracle: a reference bot that plays with every card face up (issue 33). It is kept here, in
// bench/, and never offered to a player: it reads the whole state, which no seat may. Beside the
// fair bots it marks what information can buy: the share of the oracle's edge over a fair share that
// a fair bot reaches is how much of what can be won it wins. Each game's oracle is the project's own
// weighing given what a fair seat cannot have: the hidden cards themselves. It decides from the
// state and the legal actions: `oracle(id, dist)(state, seat, legal, rng)`.
'use strict';
const path = require('node:path');

// ---- Deceptidice: every top card known ----------------------------------------------------------

function deceptidice(dist) {
  const g = require(path.join(dist, 'tavern', 'deceptidice', 'guesses'));
  const st = require(path.join(dist, 'tavern', 'deceptidice', 'state'));
  const higher = (a, b) => {
    const [x, y] = g.height(a);
    const [z, w] = g.height(b);
    return x - z || y - w;
  };
  return (s, seat, legal) => {
    if (s.phase === 'discard') {
      // The smallest die keeps the most cards.
      return legal.reduce((best, a) => (s.dice[seat][a.die].length < s.dice[seat][best.die].length ? a : best));
    }
    if (s.phase !== 'bid') return legal.find((a) => a.kind === 'keep') ?? legal[0];
    const all = s.dice.flatMap((d) => d.map((p) => p[0]));
    const t = g.tally(all);
    const holds = (guess, by) => g.guessHolds(guess, t, g.rolledPower(guess, st.topsOf(s, by)));
    const last = s.guesses[s.guesses.length - 1];
    // A false guess is challenged, always.
    if (last && !holds(last.guess, last.seat)) return { kind: 'challenge' };
    const guesses = legal.filter((a) => a.kind === 'guess');
    const true_ = guesses.filter((a) => holds(a.guess, seat));
    if (true_.length) {
      // The highest true guess leaves the next player only a truth to challenge or a lie to say;
      // one below it leaves him the highest truth, and the player after him cornered. The oracle
      // corners whichever of the two has more cards (the one it must beat), the later on a tie.
      const n = s.names.length;
      const cards = (o) => s.dice[o].reduce((k, d) => k + d.length, 0);
      const next = (seat + 1) % n;
      const after = (seat + 2) % n;
      const top = true_.reduce((best, a) => (higher(a.guess, best.guess) > 0 ? a : best));
      if (n < 3 || after === seat || cards(next) > cards(after)) return top;
      const [h] = g.height(top.guess);
      const below = true_.filter((a) => g.height(a.guess)[0] === h - 2);
      return below.length ? below[0] : top;
    }
    if (guesses.length === 0) return { kind: 'challenge' };
    // Nothing true is left to say: the lowest lie, on the target nearest to the truth.
    const count = (guess) => all.filter((c) => g.cardMatches(guess, c)).length;
    return guesses.reduce((best, a) => {
      const d = higher(a.guess, best.guess);
      return d < 0 || (d === 0 && count(a.guess) > count(best.guess)) ? a : best;
    });
  };
}

// ---- Dragon's Bluff: every identity and every face-down card known ------------------------------

function dragonsBluff(dist) {
  const sc = require(path.join(dist, 'tavern', 'dragons-bluff', 'scoring'));
  const views = require(path.join(dist, 'tavern', 'dragons-bluff', 'view'));
  // Since issue 33's fourth stop hard reads the table's calls (call-model.ts); the oracle lays by
  // the same reading (its own seat's view: how the table will take a card is not in the hidden
  // cards), else hard out-reads it there and its edge marks nothing.
  const calls = require(path.join(dist, 'tavern', 'dragons-bluff', 'call-model'));
  const RIVALRY = 0.3;
  return (s, seat, legal, rng) => {
    const id = s.identities[seat];
    const heldByOthers = s.display.map((k) => (s.identities.some((x, j) => j !== seat && x === k) ? 1 : 0));
    if (s.pending) {
      const col = s.under[s.pending.display];
      const match = col[col.length - 1].card === s.display[s.pending.display] ? 1 : 0;
      const d = s.pending.display;
      const removal = s.display[d] === id ? -sc.VP_PER_DISPLAY_CARD : RIVALRY * sc.VP_PER_DISPLAY_CARD * heldByOthers[d];
      const worth = removal + (1 - match) * (RIVALRY * 2 + (id === 'hydra' ? 1 : 0)) + match * sc.VP_PER_FACE_UP;
      return { type: worth > 0 ? 'call' : 'pass' };
    }
    if (legal.some((a) => a.type === 'reveal')) {
      const mine = s.totals[seat] + sc.HYDRA_EARLY_END_VP + sc.VP_PER_FACE_UP * s.penalties[seat].length + sc.VP_PER_FACE_DOWN * s.down[seat].length;
      if (s.names.every((_, j) => j === seat || s.totals[j] + sc.scoreSeat(s, j).total < mine)) return { type: 'reveal' };
    }
    // The plays weighed as the fair bots weigh them, with whose display card is whose known.
    const v = views.view(s, seat);
    const worth = (a) => {
      const keep = a.card === id && !(a.type === 'under' && s.display[a.display] === id) ? -2 : 0;
      if (a.type === 'down') return sc.VP_PER_FACE_DOWN + keep;
      const kind = s.display[a.display];
      const stays = (kind === id ? sc.VP_PER_DISPLAY_CARD : 0) - RIVALRY * sc.VP_PER_DISPLAY_CARD * heldByOthers[a.display];
      const q = calls.fittedCallRisk(v, a.display, 3);
      const called = a.card === kind ? RIVALRY * 2 + (id === 'hydra' ? 1 : 0) : sc.VP_PER_FACE_UP;
      return (1 - q) * stays + q * called + keep;
    };
    let best = [];
    let top = -Infinity;
    for (const a of legal) {
      if (a.type === 'reveal') continue;
      const w = worth(a);
      if (w > top + 1e-9) {
        top = w;
        best = [a];
      } else if (Math.abs(w - top) <= 1e-9) best.push(a);
    }
    return best[Math.floor(rng.next() * best.length)];
  };
}

// ---- Legends and Lies: every hand and the Unknown known ----------------------------------------

function legendsAndLies(dist) {
  const bots = require(path.join(dist, 'tavern', 'legends-and-lies', 'bots'));
  const views = require(path.join(dist, 'tavern', 'legends-and-lies', 'view'));
  // Since issue 33's third stop, hard looks ahead near the hand's end over dealt worlds; the oracle
  // plays the same candidates out once in the true world (every hand and the Unknown's order known,
  // every seat's choice its weighing's), so what it looks ahead at is what happens. An older build
  // has no look-ahead: its oracle only weighs.
  let look = null;
  try {
    look = bots.lookCandidates ? require(path.join(dist, 'tavern', 'legends-and-lies', 'look-ahead')) : null;
  } catch {
    look = null;
  }
  const weighed = (s, seat, legal, v) => {
    // The next seat's whole hand, as if shown: what a discard gives him is known.
    const shown = s.hands.map((h, j) => (j === seat ? v.shown[j] : [...h]));
    const t = { ...v, shown };
    if (s.phase === 'draw' && !s.teams) {
      const take = legal.find((a) => a.type === 'take');
      const top = s.tabloids[s.tabloids.length - 1];
      const next = s.unknown[0];
      if (take && next !== undefined && s.hands[seat].some((c) => c !== top) && bots.gainValue(t, top, bots.HARD_WEIGHTS) > bots.gainValue(t, next, bots.HARD_WEIGHTS)) return take;
      return legal.find((a) => a.type === 'draw') ?? take ?? legal[0];
    }
    return bots.normalChoice(t, legal, bots.HARD_WEIGHTS);
  };
  return (s, seat, legal) => {
    const v = views.view(s, seat);
    const chosen = weighed(s, seat, legal, v);
    if (!look || s.teams) return chosen;
    const candidates = bots.lookCandidates(v, legal, chosen, bots.HARD_WEIGHTS, bots.HARD_LOOK);
    if (candidates.length < 2) return chosen;
    const policy = (t, here) => bots.normalChoice(t, here, t.seat === seat ? bots.HARD_WEIGHTS : bots.NORMAL);
    let best = chosen;
    let most = -Infinity;
    for (const a of candidates) {
      const x = look.playOut(v, structuredClone(s), a, policy);
      if (x > most) {
        most = x;
        best = a;
      }
    }
    return best;
  };
}

// ---- Treasure: every hand and the draw pile known -----------------------------------------------

function treasure(dist) {
  const bots = require(path.join(dist, 'tavern', 'treasure', 'bots'));
  const views = require(path.join(dist, 'tavern', 'treasure', 'view'));
  return (s, seat, legal, rng) => {
    const v = views.view(s, seat);
    const n = s.names.length;
    const next = (seat + 1) % n;
    // The others' hands are known; the draw pile but its top card is counted as known too (it is
    // told to a seat that is not the next one, whose cards the discard is weighed against), so what
    // the seat cannot see is the top card alone: a draw is weighed as that very card.
    const known = s.hands.map((h, j) => (j === seat ? v.known[j] : [...h]));
    const aside = n > 2 ? (seat + 2) % n : next;
    known[aside] = [...known[aside], ...s.draw.slice(0, -1)];
    return bots.hardDecide({ ...v, known }, legal, rng);
  };
}

const ORACLES = { deceptidice, 'dragons-bluff': dragonsBluff, 'legends-and-lies': legendsAndLies, treasure };

/** The oracle of a game, reading the rules' helpers from `dist`. */
function oracle(id, dist) {
  return ORACLES[id](dist);
}

module.exports = { oracle };
