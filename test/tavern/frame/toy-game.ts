// A tiny game for the frame's tests: each seat holds one hidden card of 1..6; in turn each may keep
// it or swap it for the top of the deck; the highest card wins (ties share). Small enough that the
// right move is known: swap a low card, keep a high one. TOY_FACE is its terminal face.
import { Rng } from '../../../src/dice/rng';
import type { RngState } from '../../../src/dice/rng';
import type { Bot, GameOptions, GameOver, TavernGame, TavernResult, TerminalFace } from '../../../src/tavern';
import { ismctsChoice, overOf, stackDeck, TavernError } from '../../../src/tavern';

export interface ToyState {
  names: string[];
  hands: number[];
  deck: number[];
  turn: number;
  swaps: boolean[];
  rng: RngState;
}
export type ToyAction = 'keep' | 'swap';
export type ToyEvent = { type: 'keep' | 'swap'; seat: number } | { type: 'drew'; seat: number; card: number; only: [number] } | GameOver;
export interface ToyView {
  seat: number;
  names: string[];
  mine: number;
  deckSize: number;
  turn: number;
  swaps: boolean[];
}

const code = (n: number) => `C${n}`;

export const TOY: TavernGame<ToyState, ToyAction, ToyView, ToyEvent> = {
  id: 'deceptidice',
  title: 'Toy',
  players: { min: 2, max: 4, default: 2 },
  variants: [],
  rules: 'Keep or swap; the highest card wins.',
  deckCodes: () => [1, 2, 3, 4, 5, 6].map(code),
  checkOptions: () => {},
  setup(options: GameOptions, rng: Rng): ToyState {
    const deck = stackDeck([1, 2, 3, 4, 5, 6], code, options.deck, rng);
    const n = options.names.length;
    if (n > 4) throw new TavernError('too many');
    const hands = deck.splice(0, n);
    return { names: [...options.names], hands, deck, turn: 0, swaps: [], rng: rng.state() };
  },
  clone: (s) => JSON.parse(JSON.stringify(s)) as ToyState,
  toAct: (s) => (s.turn < s.hands.length ? s.turn : null),
  legal: () => ['keep', 'swap'],
  apply(s, a): ToyEvent[] {
    const seat = s.turn;
    const events: ToyEvent[] = [{ type: a, seat }];
    if (a === 'swap') {
      s.deck.push(s.hands[seat]);
      s.hands[seat] = s.deck.shift()!;
      events.push({ type: 'drew', seat, card: s.hands[seat], only: [seat] });
    }
    s.swaps.push(a === 'swap');
    s.turn++;
    const r = TOY.result(s);
    if (r) events.push(overOf(r.scores));
    return events;
  },
  view: (s, seat) => ({ seat, names: [...s.names], mine: s.hands[seat], deckSize: s.deck.length, turn: s.turn, swaps: [...s.swaps] }),
  tableView: (s) => ({ names: [...s.names], deckSize: s.deck.length, turn: s.turn, swaps: [...s.swaps] }),
  determinize(v, rng): ToyState {
    const unseen = [1, 2, 3, 4, 5, 6].filter((c) => c !== v.mine);
    for (let i = unseen.length - 1; i > 0; i--) {
      const j = Math.floor(rng.next() * (i + 1));
      [unseen[i], unseen[j]] = [unseen[j], unseen[i]];
    }
    const hands = v.names.map((_, i) => (i === v.seat ? v.mine : unseen.shift()!));
    return { names: [...v.names], hands, deck: unseen, turn: v.turn, swaps: [...v.swaps], rng: Rng.fromSeed(String(rng.next())).state() };
  },
  result(s): TavernResult | null {
    if (s.turn < s.hands.length) return null;
    const top = Math.max(...s.hands);
    return { scores: [...s.hands], places: s.hands.map((h) => (h === top ? 1 : 1 + s.hands.filter((x) => x > h).length)) };
  },
  actionKey: (a) => a,
  figures: (s) => ({ swaps: s.swaps.filter(Boolean).length }),
  bots: {
    easy: { decide: (_v, legal, rng) => legal[Math.floor(rng.next() * legal.length)] } as Bot<ToyView, ToyAction>,
    normal: { decide: (v) => (v.mine <= 3 ? 'swap' : 'keep') } as Bot<ToyView, ToyAction>,
    hard: { decide: (v, legal, rng) => ismctsChoice(TOY, v, legal, rng, { iterations: 300 }) } as Bot<ToyView, ToyAction>,
  },
};

export const TOY_FACE: TerminalFace<ToyAction, ToyView, ToyEvent> = {
  tell(e, names) {
    switch (e.type) {
      case 'keep':
        return [`${names[e.seat]} keeps.`];
      case 'swap':
        return [`${names[e.seat]} swaps.`];
      case 'drew':
        return [`${names[e.seat]} draws ${e.card}.`];
      case 'over':
        return [];
    }
  },
  ending: (e) => `The highest card is ${Math.max(...e.scores)}.`,
  describe: (a) => (a === 'keep' ? 'Keep your card' : 'Swap it for the top of the deck'),
  show: (v) => `You hold ${v.mine}.`,
};
