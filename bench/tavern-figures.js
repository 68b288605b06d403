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

function dragonsBluff() {
  const sums = new Sums();
  return {
    sums,
    decision(s, seat, player, a) {
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
      players.forEach((player, seat) => {
        const id = last.identities[seat];
        if (id === 'hydra') {
          sums.add(player, 'hydraGames');
          if (s.totals[seat] === Math.max(...s.totals)) sums.add(player, 'hydraWins', 1 / s.totals.filter((t) => t === Math.max(...s.totals)).length);
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

function legendsAndLies(dist) {
  const deck = require(path.join(dist, 'tavern', 'legends-and-lies', 'deck'));
  const st = require(path.join(dist, 'tavern', 'legends-and-lies', 'state'));
  const { creaturePoints } = require(path.join(dist, 'tavern', 'legends-and-lies', 'scoring'));
  const sums = new Sums();
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
      taken = null;
    }
    if (a.type === 'take' && lastDiscard && seat === (lastDiscard.seat + 1) % s.names.length) taken = { seat, card: lastDiscard.card, player: lastDiscard.player };
    if (a.type === 'discard') {
      if (taken && taken.seat === seat) taken = null;
      lastDiscard = s.phase === 'play' ? { seat, card: a.card, player } : null;
    }
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
    end() {},
    report(player) {
      return {
        'discards the next seat takes': share(sums.get(player, 'fed'), sums.get(player, 'discards')),
        'discards the next seat took and melded that turn': share(sums.get(player, 'fedHelped'), sums.get(player, 'discards')),
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
