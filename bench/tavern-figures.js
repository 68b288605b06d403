// How the tavern's bots play, counted over whole games (issue 33): what a card player notices at the
// table. The bench sees the whole state (it measures; it plays no seat), so it can tell a guess
// false when it was said, or a card laid under its player's own display card. Each game's watcher
// is told every decision before it is played (`decision`) and the finished game (`end`); it sums
// by the player of the seat (a level, "hard:bluffer", "oracle") and `report` turns its sums into
// the figures of bench/README.md.
'use strict';
const path = require('node:path');

/** A sum per player and name. */
class Sums {
  constructor() {
    this.by = new Map();
  }
  add(player, name, x = 1) {
    let m = this.by.get(player);
    if (!m) this.by.set(player, (m = new Map()));
    m.set(name, (m.get(name) ?? 0) + x);
  }
  get(player, name) {
    return this.by.get(player)?.get(name) ?? 0;
  }
  players() {
    return [...this.by.keys()];
  }
}

const share = (a, b) => (b > 0 ? a / b : NaN);
const pctOf = (x) => (Number.isNaN(x) ? '-' : `${(x * 100).toFixed(1)}%`);

// ---- Deceptidice --------------------------------------------------------------------------------

function deceptidice(dist) {
  const g = require(path.join(dist, 'tavern', 'deceptidice', 'guesses'));
  const st = require(path.join(dist, 'tavern', 'deceptidice', 'state'));
  const sums = new Sums();
  return {
    sums,
    decision(s, seat, player, a) {
      // Reading the guesses: how much of the last guess the deciding seat's own top cards show (none,
      // under half its count, half or more), and whether it challenged there and was right; and how
      // many cards matching its own guess a seat holds per die, against the other seats (a guess
      // that says something of its guesser's hand holds more of its own target).
      const said = s.guesses.length ? s.guesses[s.guesses.length - 1] : null;
      if (said && (a.kind === 'challenge' || a.kind === 'guess') && (said.guess.kind === 'number' || said.guess.kind === 'colour')) {
        const own = st.topsOf(s, seat).filter((c) => g.cardMatches(said.guess, c)).length;
        const k = own === 0 ? 0 : own * 2 < said.guess.count ? 1 : 2;
        sums.add(player, `faced${k}`);
        if (a.kind === 'challenge') {
          sums.add(player, `called${k}`);
          if (!st.challengeHolds(s, said)) sums.add(player, `calledWon${k}`);
        }
      }
      if (a.kind === 'guess' && (a.guess.kind === 'number' || a.guess.kind === 'colour')) {
        s.dice.forEach((d, o) => {
          const m = st.topsOf(s, o).filter((c) => g.cardMatches(a.guess, c)).length;
          sums.add(player, o === seat ? 'ownMatch' : 'elseMatch', m);
          sums.add(player, o === seat ? 'ownDice' : 'elseDice', d.length);
        });
      }
      if (a.kind === 'challenge') {
        const last = s.guesses[s.guesses.length - 1];
        const holds = st.challengeHolds(s, last);
        sums.add(player, 'challenges');
        if (!holds) sums.add(player, 'challengesWon');
        return;
      }
      if (a.kind !== 'guess') return;
      const all = s.dice.flatMap((d) => d.map((p) => p[0]));
      const holds = g.guessHolds(a.guess, g.tally(all), g.rolledPower(a.guess, st.topsOf(s, seat)));
      sums.add(player, 'guesses');
      if (!holds) sums.add(player, 'false');
      const n = g.statedNumber(a.guess);
      if (s.guesses.length === 0) {
        sums.add(player, 'openings');
        if (n === 1) sums.add(player, 'openOne');
        sums.add(player, `open:${a.guess.kind}:${n}`);
      } else {
        const prev = g.statedNumber(s.guesses[s.guesses.length - 1].guess);
        sums.add(player, 'raises');
        if (n - prev === 1) sums.add(player, 'raiseOne');
        sums.add(player, `raise:${Math.min(n - prev, 4)}`);
        sums.add(player, 'raiseSum', n - prev);
        // The ceiling: a guess of every die on the table.
        if (n === st.diceOnTable(s)) sums.add(player, 'ceiling');
      }
    },
    end() {},
    report(player) {
      const opens = [...(sums.by.get(player) ?? new Map()).entries()].filter(([k]) => k.startsWith('open:'));
      const top = Math.max(0, ...opens.map(([, v]) => v));
      return {
        'guesses false when said': share(sums.get(player, 'false'), sums.get(player, 'guesses')),
        'openings of 1 card': share(sums.get(player, 'openOne'), sums.get(player, 'openings')),
        'commonest opening': share(top, sums.get(player, 'openings')),
        'raises by one': share(sums.get(player, 'raiseOne'), sums.get(player, 'raises')),
        'mean raise': share(sums.get(player, 'raiseSum'), sums.get(player, 'raises')),
        // How far each raise jumps, in the stated number (+0: the same number, another target): a person varies it.
        'raises +0 / +1 / +2 / +3 / more': [0, 1, 2, 3, 4].map((k) => `${(share(sums.get(player, `raise:${k}`), sums.get(player, 'raises')) * 100).toFixed(0)}%`).join(' / '),
        'challenges won': share(sums.get(player, 'challengesWon'), sums.get(player, 'challenges')),
        // By how much of the last guess its own top cards show: none / under half / half or more.
        'challenges made, own cards show none / some / half+': [0, 1, 2].map((k) => `${(share(sums.get(player, `called${k}`), sums.get(player, `faced${k}`)) * 100).toFixed(0)}%`).join(' / '),
        'challenges won, own cards show none / some / half+': [0, 1, 2].map((k) => `${(share(sums.get(player, `calledWon${k}`), sums.get(player, `called${k}`)) * 100).toFixed(0)}%`).join(' / '),
        'cards per die matching its guess, own / the others\'': `${share(sums.get(player, 'ownMatch'), sums.get(player, 'ownDice')).toFixed(2)} / ${share(sums.get(player, 'elseMatch'), sums.get(player, 'elseDice')).toFixed(2)}`,
      };
    },
  };
}

// ---- Dragon's Bluff -----------------------------------------------------------------------------

/** Calls over cards asked about, for k = 0, 1, 2, 3+ of the layer's called cards matched (`M`) or bluffs (`B`), with how many were asked. */
const ladder = (sums, player, what, of = 'calls') =>
  [0, 1, 2, 3]
    .map((k) => {
      const asked = sums.get(player, `asked${what}${k}`);
      return asked > 0 ? `${(share(sums.get(player, `${of}${what}${k}`), asked) * 100).toFixed(0)}% (${asked})` : '-';
    })
    .join(' / ');

/** The Hydra's mean points and share of wins in the rounds it took (or let pass) its early end: at its first chance, then as played, with how many rounds. */
const hydraEarned = (sums, player, how) => {
  const n = sums.get(player, `hydra${how}`);
  if (n === 0) return '-';
  const mean = (k) => (sums.get(player, `hydra${how}${k}`) / n).toFixed(1);
  const pc = (k) => `${((sums.get(player, `hydra${how}${k}`) / n) * 100).toFixed(0)}%`;
  return `${mean('FirstScore')} -> ${mean('Score')}, ${pc('FirstWon')} -> ${pc('Won')} (${n})`;
};

function dragonsBluff(dist) {
  const scoring = require(path.join(dist, 'tavern', 'dragons-bluff', 'scoring'));
  const sums = new Sums();
  /** The Hydra's first chance this game to end the round early (by the rule, at a turn of its own): what revealing then would have scored, and whether it would have won. */
  let chance = null;
  return {
    sums,
    decision(s, seat, player, a) {
      if (!s.pending && !chance && scoring.mayRevealHydra(s, seat)) {
        const scores = scoring.scoreRound({ ...s, hydraEnd: seat }).map((p, j) => p.total + s.totals[j]);
        const top = Math.max(...scores);
        chance = { seat, score: scores[seat], won: scores[seat] === top ? 1 / scores.filter((t) => t === top).length : 0 };
      }
      if (a.type === 'under' || a.type === 'down') sums.add(player, 'cards');
      if (a.type === 'under') {
        sums.add(player, 'under');
        const own = s.display[a.display] === s.identities[seat];
        if (own) sums.add(player, 'underOwn');
        if (a.card !== s.display[a.display]) sums.add(player, own ? 'bluffsOwn' : 'bluffsElse');
      }
      if (a.type === 'call' || a.type === 'pass') {
        sums.add(player, 'asked');
        // What the layer has shown this round: its cards called so far that matched, and that were bluffs.
        const shown = s.reveals.filter((r) => r.by === s.pending.by);
        const matched = Math.min(3, shown.filter((r) => r.matched).length);
        const caught = Math.min(3, shown.length - shown.filter((r) => r.matched).length);
        sums.add(player, `askedM${matched}`);
        sums.add(player, `askedB${caught}`);
        const col = s.under[s.pending.display];
        if (col[col.length - 1].card !== s.display[s.pending.display]) {
          sums.add(player, `bluffM${matched}`);
          sums.add(player, `bluffB${caught}`);
        }
        if (a.type === 'call') {
          sums.add(player, `callsM${matched}`);
          sums.add(player, `callsB${caught}`);
        }
      }
      if (a.type === 'call') {
        sums.add(player, 'calls');
        const col = s.under[s.pending.display];
        if (col[col.length - 1].card !== s.display[s.pending.display]) sums.add(player, 'callsWon');
      }
      if (a.type === 'reveal') sums.add(player, 'hydraEnds');
    },
    /** Identities read from where each seat laid its cards (the display card it laid most under), and the Hydra's games. */
    end(s, players) {
      const last = s.finished[s.finished.length - 1];
      const seen = chance;
      chance = null;
      players.forEach((player, seat) => {
        const id = last.identities[seat];
        if (id === 'hydra') {
          sums.add(player, 'hydraGames');
          const won = s.totals[seat] === Math.max(...s.totals) ? 1 / s.totals.filter((t) => t === Math.max(...s.totals)).length : 0;
          sums.add(player, 'hydraWins', won);
          // When it could end the round early: did it (at once or later), and what did waiting or revealing earn against revealing at its first chance.
          if (seen && seen.seat === seat) {
            const how = last.hydraEnd === seat ? 'Taken' : 'Waited';
            sums.add(player, 'hydraCould');
            sums.add(player, `hydra${how}`);
            sums.add(player, `hydra${how}Score`, last.scores[seat].total);
            sums.add(player, `hydra${how}Won`, won);
            sums.add(player, `hydra${how}FirstScore`, seen.score);
            sums.add(player, `hydra${how}FirstWon`, seen.won);
          }
          return;
        }
        const laid = s.display.map((_, d) => s.under[d].filter((c) => c.by === seat).length + s.reveals.filter((r) => r.by === seat && r.display === d).length);
        const most = Math.max(...laid);
        if (most === 0) return;
        const top = laid.flatMap((n, d) => (n === most ? [d] : []));
        sums.add(player, 'idSeats');
        if (top.some((d) => s.display[d] === id)) sums.add(player, 'idRead', 1 / top.length);
      });
    },
    report(player) {
      return {
        'cards under own display card': share(sums.get(player, 'underOwn'), sums.get(player, 'cards')),
        'identity read from its plays': share(sums.get(player, 'idRead'), sums.get(player, 'idSeats')),
        'bluffs among cards under the display': share(sums.get(player, 'bluffsOwn') + sums.get(player, 'bluffsElse'), sums.get(player, 'under')),
        'bluffs under its own display card': share(sums.get(player, 'bluffsOwn'), sums.get(player, 'underOwn')),
        'bluffs under another display card': share(sums.get(player, 'bluffsElse'), sums.get(player, 'under') - sums.get(player, 'underOwn')),
        'calls among the cards it was asked about': share(sums.get(player, 'calls'), sums.get(player, 'asked')),
        'calls that caught a bluff': share(sums.get(player, 'callsWon'), sums.get(player, 'calls')),
        // Reading the table: how readily it calls a seat by what that seat's called cards showed this round (the cards asked about in each case).
        'calls after 0 / 1 / 2 / 3+ of the layer\'s called cards matched': ladder(sums, player, 'M'),
        'calls after 0 / 1 / 2 / 3+ of the layer\'s called cards were bluffs': ladder(sums, player, 'B'),
        'bluffs among those cards, after 0 / 1 / 2 / 3+ matched': ladder(sums, player, 'M', 'bluff'),
        'bluffs among those cards, after 0 / 1 / 2 / 3+ bluffs': ladder(sums, player, 'B', 'bluff'),
        'Hydra: games won': share(sums.get(player, 'hydraWins'), sums.get(player, 'hydraGames')),
        'Hydra: rounds ended early': share(sums.get(player, 'hydraEnds'), sums.get(player, 'hydraGames')),
        // "When they can": the rounds in which the rule let it end the round at a turn of its own, and of those how many it ended.
        'Hydra: rounds its early end was possible': share(sums.get(player, 'hydraCould'), sums.get(player, 'hydraGames')),
        'Hydra: early end taken when possible': share(sums.get(player, 'hydraTaken'), sums.get(player, 'hydraCould')),
        // What it made of it: its round's points and wins, against revealing at its first chance (points / wins at the first chance -> as played).
        'Hydra taken: points, wins (first chance -> as played)': hydraEarned(sums, player, 'Taken'),
        'Hydra waited: points, wins (first chance -> as played)': hydraEarned(sums, player, 'Waited'),
      };
    },
  };
}

// ---- the two melding games: the next seat taking a discard --------------------------------------

/** Counts each discard of a seat and whether the next seat's first move takes it. */
function feeding(sums, isDiscard, isTake) {
  let pending = null;
  return (s, seat, player, a) => {
    if (pending && pending.seat !== seat) {
      if (seat === pending.next && isTake(a)) sums.add(pending.player, 'fed');
      pending = null;
    }
    if (isDiscard(s, a)) {
      sums.add(player, 'discards');
      pending = { seat, next: (seat + 1) % s.names.length, player };
    }
  };
}

/**
 * Legends and Lies, "keep anomalies for the moment they pay" in hindsight (issue 33's sixth stop;
 * the bench sees every card, no bot does). What a play earns is the change it makes to the hand
 * scored as it stands (scoring.ts's scoreHand on a copy, nobody out): the seat's score less the
 * others' mean, the play (and its own choices after it, ESP's card, Fish Falls' discards, by hard's
 * weighing) against the card kept in hand. Each play is set beside the best the same card would have
 * earned at any later turn of its seat in that hand (the table as it then stood, the card taken
 * back from where the play left it), and each card caught in hand beside what it cost there and
 * the best it could have earned while held.
 */
function anomalyHindsight(dist, sums) {
  const lies = (f) => require(path.join(dist, 'tavern', 'legends-and-lies', f));
  const deck = lies('deck');
  const st = lies('state');
  const { scoreHand, creaturePoints } = lies('scoring');
  const { view } = lies('view');
  const { normalChoice, HARD_WEIGHTS } = lies('bots');
  const copy = (s) => ({
    ...s,
    hands: s.hands.map((h) => [...h]),
    unknown: [...s.unknown],
    tabloids: [...s.tabloids],
    melds: s.melds.map((ms) => ms.map((m) => ({ creature: m.creature, cards: [...m.cards] }))),
    front: s.front.map((f) => [...f]),
    passing: [...s.passing],
    free: [...s.free],
    look: [...s.look],
    finalLeft: [...s.finalLeft],
    espTop: s.espTop.map((e) => [...e]),
    shown: s.shown.map((e) => [...e]),
    given: s.given.map((e) => [...e]),
    totals: [...s.totals],
    history: [...s.history],
    figures: { ...s.figures },
  });
  const edge = (s, seat) => {
    const c = copy(s);
    c.wentOut = null;
    const r = scoreHand(c);
    let others = 0;
    r.scores.forEach((x, i) => i !== seat && (others += x));
    return r.scores[seat] - others / (r.scores.length - 1);
  };
  const kindOf = (card) => {
    const k = deck.info(card).kind;
    return k === 'proof' || k === 'blurry' ? 'Proof!' : k === 'hoax' ? 'Hoax!' : deck.info(card).name;
  };
  const played = (a) => (a.type === 'meld' ? a.cards.filter(deck.isAnomaly) : a.type === 'add' ? (deck.isAnomaly(a.card) ? [a.card] : []) : a.type === 'anomaly' ? [a.card] : a.type === 'hoax' ? ['hoax'] : []);
  // The play on a copy, then the anomaly's own choices by hard's weighing; the events of the play.
  const after = (s, seat, a) => {
    const c = copy(s);
    const events = st.apply(c, a);
    for (let i = 0; i < 30 && !c.over && st.toAct(c) === seat && !['play', 'draw', 'final', 'over'].includes(c.phase); i++) {
      st.apply(c, normalChoice(view(c, seat), st.legal(c), HARD_WEIGHTS));
    }
    return { c, events };
  };
  const earned = (s, seat, a, card) => {
    const { c, events } = after(s, seat, a);
    let without = s;
    if (a.type === 'meld') {
      // A Proof! laid in a new meld: the meld without it.
      without = copy(c);
      const m = without.melds[seat].find((x) => x.creature === a.creature);
      m.cards.splice(m.cards.lastIndexOf(card), 1);
      without.hands[seat].push(card);
    }
    return { v: edge(c, seat) - edge(without, seat), events, ten: a.creature ? creaturePoints(c, a.creature) >= 10 : false };
  };
  // Takes a played card back where the play left it, so a later play of it stands alone.
  const undo = (s, seat, rec) => {
    const drop = (arr, x) => {
      const i = arr.lastIndexOf(x);
      if (i >= 0) arr.splice(i, 1);
      return i >= 0;
    };
    if (rec.card === 'hoax') {
      drop(s.front[seat], 'hoax');
      if (rec.gone && rec.gone.length) {
        let m = s.melds[rec.target].find((x) => x.creature === rec.creature);
        if (!m) s.melds[rec.target].push((m = { creature: rec.creature, cards: [] }));
        for (const g of rec.gone) if (drop(s.tabloids, g)) m.cards.push(g);
        if (m.cards.length === 0) s.melds[rec.target].splice(s.melds[rec.target].indexOf(m), 1);
      }
    } else if (!drop(s.front[seat], rec.card)) {
      for (const m of s.melds[seat]) if (drop(m.cards, rec.card)) break;
    }
  };
  // The best a card in (or put back in) the seat's hand earns by a play of its own now; null: none legal.
  const bestNow = (s, seat, card, rec) => {
    const c = copy(s);
    if (rec) undo(c, seat, rec);
    if (!c.hands[seat].includes(card)) c.hands[seat].push(card);
    c.phase = 'play';
    c.turn = seat;
    c.anomalyUsed = false;
    c.free = [];
    let top = null;
    for (const a of st.legal(c)) {
      if (a.type === 'meld' || a.type === 'discard' || !played(a).includes(card)) continue;
      const v = earned(c, seat, a, card).v;
      if (top === null || v > top) top = v;
    }
    return top;
  };
  let handNo = -1;
  let open = []; // per seat: this hand's plays, each with what it earned and its best later
  let held = []; // per seat: card -> the best it could have earned while held
  // `ended`: the hand's record (scoring.ts's HandRecord), for the creatures acknowledged at its end.
  const flush = (ended) => {
    for (const recs of open)
      for (const r of recs) {
        if (r.kind === 'Proof!' && !r.ten && ended && ended.doubled.includes(r.creature)) sums.add(r.player, 'hs proofTenLater');
        sums.add(r.player, `hs plays ${r.kind}`);
        sums.add(r.player, `hs at ${r.kind}`, r.at);
        if (r.later === null) continue;
        sums.add(r.player, `hs withLater ${r.kind}`);
        sums.add(r.player, `hs atW ${r.kind}`, r.at);
        sums.add(r.player, `hs later ${r.kind}`, r.later);
        if (r.later >= r.at + 2) sums.add(r.player, `hs paysLater ${r.kind}`);
      }
  };
  const newHand = (s) => {
    if (s.handNo === handNo) return;
    flush(s.history.find((h) => h.hand === handNo));
    handNo = s.handNo;
    open = s.names.map(() => []);
    held = s.names.map(() => new Map());
  };
  const KINDS = ['Proof!', 'Hoax!', 'Crop Circles', 'Cattle Mutilations', 'Tunguska Blast', 'ESP', 'Fish Falls', 'Resurrection'];
  return {
    decision(s, seat, player, a) {
      if (s.teams) return;
      newHand(s);
      if (s.phase === 'final') {
        for (const c of s.hands[seat]) {
          if (!deck.isAnomaly(c)) continue;
          const k = kindOf(c);
          sums.add(player, `hs caught ${k}`);
          sums.add(player, `hs cost ${k}`, deck.handCost(c));
          const best = held[seat].get(c);
          if (best !== undefined) {
            sums.add(player, `hs caughtCould ${k}`);
            sums.add(player, `hs caughtBest ${k}`, best);
          }
        }
        return;
      }
      if (s.phase !== 'play') return;
      for (const card of played(a)) {
        const { v, events, ten } = earned(s, seat, a, card);
        const hoax = events.find((e) => e.type === 'hoax');
        open[seat].push({ card, kind: kindOf(card), player, at: v, later: null, ten, turn: s.handTurns, target: a.seat, creature: a.creature, gone: hoax ? hoax.gone : null });
      }
      if (a.type !== 'discard') return;
      // The seat's turn ends: what each of its earlier plays would earn now, and each anomaly it holds.
      for (const r of open[seat]) {
        if (r.turn === s.handTurns) continue;
        const v = bestNow(s, seat, r.card, r);
        if (v !== null && (r.later === null || v > r.later)) r.later = v;
      }
      for (const c of new Set(s.hands[seat])) {
        if (!deck.isAnomaly(c) || c === a.card) continue;
        const v = bestNow(s, seat, c, null);
        if (v !== null && !(held[seat].get(c) >= v)) held[seat].set(c, v);
      }
    },
    end(s) {
      flush(s.history.find((h) => h.hand === handNo));
      handNo = -1;
      open = [];
    },
    report(player) {
      const g = (n) => sums.get(player, n);
      const f = (x) => (Number.isNaN(x) ? '-' : x.toFixed(1));
      return {
        'Proof! plays below 10 whose creature was acknowledged at the hand\'s end (doubled all the same)': share(g('hs proofTenLater'), g('hs plays Proof!')),
        ...Object.fromEntries(
        KINDS.map((k) => [
          `${k} in hindsight: plays; earned at play; with a later turn: earned / best later; pays 2+ more later; caught: cost / best it could earn`,
          `${g(`hs plays ${k}`)}; ${f(share(g(`hs at ${k}`), g(`hs plays ${k}`)))}; ${g(`hs withLater ${k}`)}: ${f(share(g(`hs atW ${k}`), g(`hs withLater ${k}`)))} / ${f(share(g(`hs later ${k}`), g(`hs withLater ${k}`)))}; ${pctOf(share(g(`hs paysLater ${k}`), g(`hs withLater ${k}`)))}; ${g(`hs caught ${k}`)}: ${f(share(g(`hs cost ${k}`), g(`hs caught ${k}`)))} / ${f(share(g(`hs caughtBest ${k}`), g(`hs caughtCould ${k}`)))}`,
        ]),
      ),
      };
    },
  };
}

/**
 * Legends and Lies, what becomes of a Hoax! kept (issue 33's seventh stop): at each turn a seat
 * could play its Hoax! and ends its turn without it, the best it could have taken then (hard's own
 * count, bots.ts's `hoaxValue`, from that seat's view: the card's points, doubled at 10, any wilds it
 * strands and what it does to the creature's acknowledgement); then what came of the card (played
 * later and what it took then, caught in hand at the hand's end, thrown away, the hand ended some
 * other way), and, turn by turn, what the best target was at the seat's next turn (the rule that
 * cannot see the future can expect that, not the hindsight's best later turn), or whether the hand
 * ended first, or no target was left.
 */
function hoaxKeeping(dist, sums) {
  const lies = (f) => require(path.join(dist, 'tavern', 'legends-and-lies', f));
  const st = lies('state');
  const { view } = lies('view');
  const { hoaxValue, HARD_WEIGHTS } = lies('bots');
  let handNo = -1;
  let open = []; // per seat: the Hoax! kept this hand, {first, player}
  let next = []; // per seat: the best target of the turn it was last kept, awaiting the next turn
  const close = (seat, how) => {
    const o = open[seat];
    if (o) {
      sums.add(o.player, `hk ${how}`);
      sums.add(o.player, `hk ${how} first`, o.first);
    }
    open[seat] = null;
  };
  const newHand = (s) => {
    if (s.handNo === handNo) return;
    open.forEach((o, seat) => o && close(seat, 'ended'));
    next.forEach((x) => x && sums.add(x.player, 'hk nextEnded'));
    handNo = s.handNo;
    open = s.names.map(() => null);
    next = s.names.map(() => null);
  };
  return {
    decision(s, seat, player, a) {
      if (s.teams) return;
      newHand(s);
      if (s.phase === 'final') {
        if (next[seat]) sums.add(player, 'hk nextEnded');
        next[seat] = null;
        if (open[seat] && s.hands[seat].includes('hoax')) close(seat, 'caught');
        return;
      }
      if (s.phase !== 'play' || s.anomalyUsed) return;
      const hoaxes = st.legal(s).filter((x) => x.type === 'hoax');
      if (!hoaxes.length) {
        if (next[seat] && s.hands[seat].includes('hoax')) sums.add(player, 'hk nextNone');
        next[seat] = null;
        if (a.type === 'discard' && a.card === 'hoax' && open[seat]) close(seat, 'thrown');
        return;
      }
      const v = view(s, seat);
      const best = Math.max(...hoaxes.map((h) => hoaxValue(v, h, HARD_WEIGHTS)));
      if (next[seat]) {
        sums.add(player, 'hk nextSeen');
        sums.add(player, 'hk nextGain', best - next[seat].best);
        if (best >= next[seat].best + 2) sums.add(player, 'hk nextUp2');
        next[seat] = null;
      }
      if (a.type === 'hoax') {
        sums.add(player, open[seat] ? 'hk laterPlays' : 'hk atOncePlays');
        if (open[seat]) sums.add(player, 'hk laterTaken', hoaxValue(v, a, HARD_WEIGHTS));
        close(seat, 'played');
      } else if (a.type === 'discard') {
        if (a.card === 'hoax') {
          if (open[seat]) close(seat, 'thrown');
          return;
        }
        sums.add(player, 'hk keptTurns');
        if (!open[seat]) {
          open[seat] = { first: best, player };
          sums.add(player, 'hk kept');
        }
        next[seat] = { best, player };
      }
    },
    end(s) {
      handNo = -2;
      newHand({ handNo: -1, names: [] });
    },
    report(player) {
      const g = (n) => sums.get(player, n);
      const f = (x) => (Number.isNaN(x) ? '-' : x.toFixed(1));
      const kept = g('hk kept');
      const fate = (w) => `${pctOf(share(g(`hk ${w}`), kept))} (${f(share(g(`hk ${w} first`), g(`hk ${w}`)))})`;
      return {
        'Hoax! kept through a turn it could take something (of its Hoax! cards played at once or kept)': share(kept, kept + g('hk atOncePlays')),
        'kept Hoax!: best target when first kept, taken when played later (its count of points)': `${f(share(['played', 'caught', 'thrown', 'ended'].reduce((x, w) => x + g(`hk ${w} first`), 0), kept))} / ${f(share(g('hk laterTaken'), g('hk laterPlays')))}`,
        'kept Hoax!: played later / caught in hand / thrown / hand ended else (best target when kept)': `${fate('played')} / ${fate('caught')} / ${fate('thrown')} / ${fate('ended')}`,
        "turns a Hoax! was kept: next turn's best target less this one's (mean), 2 or more up, the hand ended first, no target": `${g('hk keptTurns')}: ${f(share(g('hk nextGain'), g('hk nextSeen')))}, ${pctOf(share(g('hk nextUp2'), g('hk keptTurns')))}, ${pctOf(share(g('hk nextEnded'), g('hk keptTurns')))}, ${pctOf(share(g('hk nextNone'), g('hk keptTurns')))}`,
      };
    },
  };
}

function legendsAndLies(dist) {
  const deck = require(path.join(dist, 'tavern', 'legends-and-lies', 'deck'));
  const st = require(path.join(dist, 'tavern', 'legends-and-lies', 'state'));
  const { creaturePoints } = require(path.join(dist, 'tavern', 'legends-and-lies', 'scoring'));
  const melds = require(path.join(dist, 'tavern', 'legends-and-lies', 'melds'));
  const sums = new Sums();
  const hindsight = anomalyHindsight(dist, sums);
  const keeping = hoaxKeeping(dist, sums);
  const feed = feeding(
    sums,
    (s, a) => a.type === 'discard',
    (a) => a.type === 'take',
  );
  const anomalyPlay = (a) => a.type === 'anomaly' || a.type === 'hoax' || ((a.type === 'add' || a.type === 'meld') && (a.cards ?? [a.card]).some(deck.isAnomaly));
  // A discard the next seat took that helped it: the card went into a meld of its own that turn
  // (a meld started or one added to).
  let lastDiscard = null;
  let taken = null;
  const helped = (s, seat, player, a) => {
    if (taken && seat === taken.seat && (a.type === 'meld' || a.type === 'add') && (a.cards ?? [a.card]).includes(taken.card)) {
      sums.add(taken.player, 'fedHelped');
      sums.add(taken.player, taken.knowable ? 'fedHelpedKnown' : 'fedHelpedUnknown');
      taken = null;
    }
    if (a.type === 'take' && lastDiscard && seat === (lastDiscard.seat + 1) % s.names.length) taken = { seat, card: lastDiscard.card, player: lastDiscard.player, knowable: lastDiscard.knowable };
    if (a.type === 'discard') {
      if (taken && taken.seat === seat) taken = null;
      lastDiscard = s.phase === 'play' ? { seat, card: a.card, player, knowable: knowable(s, (seat + 1) % s.names.length, a.card) } : null;
      if (s.phase === 'play') chance(s, seat, player, a.card);
    }
  };
  // Feeding a card player could have seen coming (issue 33's sixth stop), from what every seat sees:
  // the next seat may add the card (a creature in play he may add it to: his own meld of it, or
  // anyone's meld of its creature for a card of its own), or he was seen taking a card of its
  // species this hand and may still hold it. The rest is what his hidden cards alone make of it.
  const knowable = (s, next, card) => {
    const sp = deck.naturalOf(card);
    return melds.addTargets(card, s.melds[next], s.melds).length > 0 || (sp !== null && s.shown[next].some((x) => deck.naturalOf(x) === sp));
  };
  // Whether the next seat's true hand (the bench sees it) starts a meld with the card.
  const meldable = (s, next, card) => deck.CREATURES.some((cr) => melds.initialMelds([...s.hands[next], card], cr, () => true).some((m) => m.includes(card)));
  // Chance, for a discard no view could read: of the cards in the discarding hand that no view could
  // read either (what it might have thrown instead), the share the next seat's hand could meld at once.
  const chance = (s, seat, player, card) => {
    const next = (seat + 1) % s.names.length;
    // A partner is never fed; the last card goes out, and the hand ends before anyone could take it.
    if ((s.teams && (next + 2) % 4 === seat) || s.hands[seat].length === 1) return;
    if (knowable(s, next, card)) {
      sums.add(player, 'knowableDiscards');
      return;
    }
    const hand = s.hands[seat];
    const options = [...new Set(hand)].filter((c) => c === card || ((c !== s.took || hand.every((x) => x === c)) && !knowable(s, next, c)));
    sums.add(player, 'blindDiscards');
    if (meldable(s, next, card)) sums.add(player, 'blindMeldable');
    sums.add(player, 'blindChance', options.filter((c) => meldable(s, next, c)).length / options.length);
  };
  // How rushed a hand feels: each seat's own turns in the hand before its first meld, and before it
  // went out (counted by its discards in the play phase).
  let handNo = 0;
  let own = [];
  let melded = [];
  const pace = (s, seat, player, a) => {
    if (s.handNo !== handNo) {
      handNo = s.handNo;
      own = s.names.map(() => 0);
      melded = s.names.map(() => false);
    }
    if (s.phase !== 'play') return;
    if (a.type === 'meld' && !melded[seat]) {
      melded[seat] = true;
      sums.add(player, 'firstMelds');
      sums.add(player, 'turnsToMeld', own[seat] + 1);
    }
    if (a.type === 'discard') {
      own[seat]++;
      if (s.hands[seat].length === 1) {
        sums.add(player, 'outs');
        sums.add(player, 'turnsToOut', own[seat]);
      }
    }
  };
  // When each anomaly is played (issue 33, "keep anomalies for the moment they pay"), by kind: at the
  // first turn it could be played, kept through such a turn and played later, or still in hand at
  // the hand's end (its final discard, or the seat's hand when another went out). `kept[seat]`
  // counts, per card, the copies the seat kept through a turn it could have played them.
  const kindOf = (card) => {
    const k = deck.info(card).kind;
    return k === 'proof' || k === 'blurry' ? 'Proof!' : k === 'hoax' ? 'Hoax!' : deck.info(card).name;
  };
  const played = (a) => (a.type === 'meld' ? a.cards.filter(deck.isAnomaly) : a.type === 'add' ? (deck.isAnomaly(a.card) ? [a.card] : []) : a.type === 'anomaly' || a.type === 'hoax' ? [a.type === 'hoax' ? 'hoax' : a.card] : []);
  let keptHand = -1;
  let kept = [];
  const timing = (s, seat, player, a) => {
    if (s.handNo !== keptHand) {
      keptHand = s.handNo;
      kept = s.names.map(() => new Map());
    }
    if (s.phase === 'final') {
      // Still in hand at the hand's end (the seat that went out holds nothing).
      for (const c of s.hands[seat]) if (deck.isAnomaly(c)) sums.add(player, `caught ${kindOf(c)}`);
      kept[seat] = new Map();
      return;
    }
    if (s.phase !== 'play') return;
    for (const c of played(a)) {
      const k = kept[seat].get(c) ?? 0;
      if (k > 0) {
        kept[seat].set(c, k - 1);
        sums.add(player, `held ${kindOf(c)}`);
      } else sums.add(player, `atOnce ${kindOf(c)}`);
      if (a.type === 'hoax') {
        // What the Hoax! took: the card's points, doubled if its creature stands at 10 or more.
        const doubled = creaturePoints(s, a.creature) >= 10 ? 2 : 1;
        sums.add(player, 'hoaxTaken', deck.meldValue(a.card, a.creature) * doubled);
      }
      if (deck.info(c).kind === 'proof' || c === 'blurry') {
        const creature = a.creature;
        if (creature && creaturePoints(s, creature) < 10 && creaturePoints(s, creature) + deck.info(c).points >= 10) sums.add(player, 'proofTo10');
      }
    }
    if (a.type === 'discard' && !s.anomalyUsed) {
      // The turn ends: every anomaly it could have played now and did not is kept.
      const could = new Set(st.legal(s).filter(anomalyPlay).flatMap(played));
      for (const c of could) kept[seat].set(c, deck.isAnomaly(c) ? s.hands[seat].filter((x) => x === c).length - (a.card === c ? 1 : 0) : 0);
    }
  };
  const KINDS = ['Proof!', 'Hoax!', 'Crop Circles', 'Cattle Mutilations', 'Tunguska Blast', 'ESP', 'Fish Falls', 'Resurrection'];
  return {
    sums,
    decision(s, seat, player, a) {
      feed(s, seat, player, a);
      helped(s, seat, player, a);
      pace(s, seat, player, a);
      timing(s, seat, player, a);
      hindsight.decision(s, seat, player, a);
      keeping.decision(s, seat, player, a);
      if (a.type === 'take' || a.type === 'draw') {
        sums.add(player, 'draws');
        if (a.type === 'take') sums.add(player, 'takes');
      }
      if (s.phase !== 'play') return;
      // A turn with an anomaly it may play: does it play one now, or keep it?
      if (a.type === 'discard' || anomalyPlay(a)) {
        const could = !s.anomalyUsed && st.legal(s).some(anomalyPlay);
        if (could) {
          sums.add(player, 'anomalyChances');
          if (anomalyPlay(a)) sums.add(player, 'anomalyPlayed');
        }
      }
      if (a.type === 'hoax') sums.add(player, 'hoaxes');
    },
    end(s) {
      hindsight.end(s);
      keeping.end(s);
    },
    report(player) {
      return {
        'discards the next seat takes': share(sums.get(player, 'fed'), sums.get(player, 'discards')),
        'discards the next seat took and melded that turn': share(sums.get(player, 'fedHelped'), sums.get(player, 'discards')),
        '... of which its view showed he could use (creature in play, species seen taken)': share(sums.get(player, 'fedHelpedKnown'), sums.get(player, 'discards')),
        '... of which no view could tell (a pair hidden in his hand)': share(sums.get(player, 'fedHelpedUnknown'), sums.get(player, 'discards')),
        'discards its view showed the next seat could use (going out aside)': share(sums.get(player, 'knowableDiscards'), sums.get(player, 'discards')),
        'discards no view could read that his hand could meld at once / chance (its hand\'s other such cards)': `${pctOf(share(sums.get(player, 'blindMeldable'), sums.get(player, 'blindDiscards')))} / ${pctOf(share(sums.get(player, 'blindChance'), sums.get(player, 'blindDiscards')))}`,
        'anomaly played when one could be': share(sums.get(player, 'anomalyPlayed'), sums.get(player, 'anomalyChances')),
        "turns it took the Tabloids' top card": share(sums.get(player, 'takes'), sums.get(player, 'draws')),
        'Hoax! among its anomaly plays': share(sums.get(player, 'hoaxes'), sums.get(player, 'anomalyPlayed')),
        'mean own turn of its first meld in a hand': share(sums.get(player, 'turnsToMeld'), sums.get(player, 'firstMelds')),
        'mean own turns of a hand it went out': share(sums.get(player, 'turnsToOut'), sums.get(player, 'outs')),
        ...Object.fromEntries(
          KINDS.map((k) => {
            const n = ['atOnce', 'held', 'caught'].map((w) => sums.get(player, `${w} ${k}`));
            const all = n[0] + n[1] + n[2];
            const p = (x) => (all ? `${((x / all) * 100).toFixed(0)}%` : '-');
            return [`${k}: played at its first chance / kept, then played / caught in hand (of ${k === 'Proof!' ? 'Proof! cards' : 'them'})`, `${p(n[0])} / ${p(n[1])} / ${p(n[2])}`];
          }),
        ),
        'mean points a Hoax! took (doubled if its creature stood at 10)': share(sums.get(player, 'hoaxTaken'), sums.get(player, 'hoaxes')),
        'Proof! plays that brought their creature to 10': share(sums.get(player, 'proofTo10'), sums.get(player, 'atOnce Proof!') + sums.get(player, 'held Proof!')),
        ...hindsight.report(player),
        ...keeping.report(player),
      };
    },
  };
}

function treasure() {
  const sums = new Sums();
  const feed = feeding(
    sums,
    (s, a) => a.type === 'discard',
    (a) => a.type === 'take',
  );
  // Discards the next seat took that then helped him: laid in a combination of his before the hand ended.
  let last = null;
  const taken = new Map();
  return {
    sums,
    decision(s, seat, player, a) {
      feed(s, seat, player, a);
      if (a.type === 'take' && last && last.next === seat) taken.set(`${seat}/${last.card}`, last.player);
      if (a.type === 'table' || a.type === 'add') {
        for (const card of a.type === 'table' ? a.meld.cards : [a.card]) {
          const key = `${seat}/${card}`;
          if (taken.has(key)) sums.add(taken.get(key), 'fedHelped');
          taken.delete(key);
        }
      }
      if (a.type === 'discard') taken.delete(`${seat}/${a.card}`);
      if (a.type === 'take' || a.type === 'draw') {
        last = null;
        sums.add(player, 'draws');
        if (a.type === 'take') sums.add(player, a.all ? 'pileTakes' : 'takes');
      }
      if (a.type === 'discard') last = { card: a.card, next: (seat + 1) % s.names.length, player };
    },
    end(s, players) {
      last = null;
      taken.clear();
      for (const f of s.finished) {
        players.forEach((p) => sums.add(p, 'hands'));
        if (f.out !== null) sums.add(players[f.out], 'wentOut');
      }
      players.forEach((p) => sums.add(p, 'turns', s.figures.turns));
    },
    report(player) {
      return {
        'discards the next seat takes': share(sums.get(player, 'fed'), sums.get(player, 'discards')),
        'discards the next seat took and laid in a combination': share(sums.get(player, 'fedHelped'), sums.get(player, 'discards')),
        'turns it took the top discard': share(sums.get(player, 'takes'), sums.get(player, 'draws')),
        'turns it took the whole pile': share(sums.get(player, 'pileTakes'), sums.get(player, 'draws')),
        'hands it went out': share(sums.get(player, 'wentOut'), sums.get(player, 'hands')),
        'mean turns in a hand (all seats)': share(sums.get(player, 'turns'), sums.get(player, 'hands')),
      };
    },
  };
}

const WATCHERS = { deceptidice, 'dragons-bluff': dragonsBluff, 'legends-and-lies': legendsAndLies, treasure };

/** A watcher of the game's figures; `dist` holds the rules it counts with. */
function watcher(id, dist) {
  return WATCHERS[id](dist);
}

module.exports = { watcher };
