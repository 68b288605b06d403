// Information-set Monte Carlo tree search (single observer; Cowling, Powley and Whitehouse, 2012),
// as OpenSpiel's ISMCTSBot does it: each iteration deals the cards the searching seat cannot see at
// random, consistent with its view (`determinize`), walks one tree shared by all those deals using
// only the actions legal in this deal, and plays the rest out. Nodes count how often they were
// available beside how often they were chosen, so an action legal in few deals is not undervalued.
// The budget is a number of iterations, not a time, so that a bot decides the same on every machine.
import type { Rng } from '../../dice/rng';
import type { Bot, TavernGame, TavernResult } from './game';

interface Node {
  readonly children: Map<string, Node>;
  /** The seat whose action led here (its rewards are summed), -1 at the root. */
  readonly seat: number;
  visits: number;
  available: number;
  reward: number;
}

export interface SearchSettings<S, A> {
  /** Iterations per decision. */
  readonly iterations: number;
  /** UCB exploration constant. */
  readonly exploration?: number;
  /** How the play-out after the tree chooses (default: a legal action at random). */
  readonly rollout?: (state: S, legal: readonly A[], rng: Rng) => A;
  /** A seat's reward of a finished game, 0 to 1 (default: by place). */
  readonly reward?: (result: TavernResult, seat: number) => number;
}

/** 1 for the first place, 0 for the last, evenly between. */
export function placeReward(result: TavernResult, seat: number): number {
  const n = result.places.length;
  return n <= 1 ? 1 : (n - result.places[seat]) / (n - 1);
}

const node = (seat: number): Node => ({ children: new Map(), seat, visits: 0, available: 0, reward: 0 });

export function ismctsChoice<S, A, V>(game: TavernGame<S, A, V>, view: V, legal: readonly A[], rng: Rng, settings: SearchSettings<S, A>): A {
  if (legal.length === 1) return legal[0];
  const c = settings.exploration ?? 0.7;
  const reward = settings.reward ?? placeReward;
  const root = node(-1);
  const path: Node[] = [];
  for (let i = 0; i < settings.iterations; i++) {
    const state = game.determinize(view, rng);
    let at = root;
    path.length = 0;
    path.push(root);
    let result = game.result(state);
    // Selection and expansion.
    while (result === null) {
      const seat = game.toAct(state)!;
      const here = game.legal(state);
      // Each action's key is made once a step: the tree is looked up by key for every legal action.
      const children: Array<Node | undefined> = [];
      const untried: number[] = [];
      for (let k = 0; k < here.length; k++) {
        const child = at.children.get(game.actionKey(here[k]));
        children.push(child);
        if (child) child.available++;
        else untried.push(k);
      }
      let chosen: A;
      let next: Node;
      if (untried.length > 0) {
        const k = untried[Math.floor(rng.next() * untried.length)];
        chosen = here[k];
        next = node(seat);
        at.children.set(game.actionKey(chosen), next);
        next.available = 1;
      } else {
        let best = -Infinity;
        chosen = here[0];
        next = children[0]!;
        for (let k = 0; k < here.length; k++) {
          const child = children[k]!;
          const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > best) {
            best = score;
            chosen = here[k];
            next = child;
          }
        }
      }
      game.apply(state, chosen);
      at = next;
      path.push(at);
      result = game.result(state);
      if (untried.length > 0) break;
    }
    // Play-out.
    while (result === null) {
      const here = game.legal(state);
      const a = settings.rollout ? settings.rollout(state, here, rng) : here[Math.floor(rng.next() * here.length)];
      game.apply(state, a);
      result = game.result(state);
    }
    for (const n of path) {
      n.visits++;
      if (n.seat >= 0) n.reward += reward(result, n.seat);
    }
  }
  let best = legal[0];
  let most = -1;
  for (const a of legal) {
    const child = root.children.get(game.actionKey(a));
    const v = child ? child.visits : 0;
    if (v > most) {
      most = v;
      best = a;
    }
  }
  return best;
}

/** A bot that searches with `settings` from its view. */
export function ismctsBot<S, A, V>(game: () => TavernGame<S, A, V>, settings: SearchSettings<S, A>): Bot<V, A> {
  return { decide: (view, legal, rng) => ismctsChoice(game(), view, legal, rng, settings) };
}
