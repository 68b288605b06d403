// What "the identity read from its plays" (bench/tavern-figures.js) is by chance in Dragon's Bluff:
// the share of seats whose display card laid most under (ties split) is their identity, for a seat
// blind to its identity. Two such seats, on the round's own deal (src/tavern/dragons-bluff/deck.ts):
// one that lays every card under a display card at random (1/6 by symmetry), and one that lays
// each card under the display card of its kind when there is one, else at random (its identity's
// kind has a copy fewer in the hands, so it is read a little less). After `npm run build`:
//   node bench/dragons-bluff-chance.js [deals, default 20000] [players, default 3]
'use strict';
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist');
const { dealRound, roundDeck, HYDRA } = require(path.join(dist, 'tavern', 'dragons-bluff', 'deck'));
const { Rng } = require(path.join(dist, 'dice', 'rng'));

const DEALS = Number(process.argv[2] || 20000);
const PLAYERS = Number(process.argv[3] || 3);

/** The share of a read that names `id`: the display cards laid most under, ties split. */
function read(display, laid, id) {
  const most = Math.max(...laid);
  const top = laid.flatMap((n, k) => (n === most ? [k] : []));
  return top.some((k) => display[k] === id) ? 1 / top.length : 0;
}

let honest = 0;
let random = 0;
let seats = 0;
for (let i = 0; i < DEALS; i++) {
  const rng = Rng.fromSeed(`chance/${i}`);
  const d = dealRound(roundDeck(undefined, rng), PLAYERS, rng, false);
  d.identities.forEach((id, s) => {
    if (id === HYDRA) return;
    const byKind = d.display.map(() => 0);
    const atRandom = d.display.map(() => 0);
    for (const c of d.hands[s]) {
      const at = d.display.indexOf(c);
      byKind[at >= 0 ? at : Math.floor(rng.next() * d.display.length)]++;
      atRandom[Math.floor(rng.next() * d.display.length)]++;
    }
    honest += read(d.display, byKind, id);
    random += read(d.display, atRandom, id);
    seats++;
  });
}
const pct = (x) => `${((x / seats) * 100).toFixed(1)}%`;
console.log(`${seats} seats (${DEALS} deals, ${PLAYERS} players), identity read from where they lay, blind to it:`);
console.log(`  every card under a display card at random: ${pct(random)}`);
console.log(`  each card under its own kind when displayed, else at random: ${pct(honest)}`);
