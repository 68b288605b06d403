// The AI's answers to every decision the rules ask of a figure: its turn (plan.ts), a reaction, a
// dodge, a hex to step into. Each weighs exact expected values (value.ts); nothing here is specific
// to one action kind, so new actions and spells need no AI code beyond their own `value`.
//
// How the AI chooses, in reading order:
//   aiAnswer (below)     one switch over the decision's kind: the whole of the AI's answers.
//   plan.ts, planTurn    a turn: for every hex it can reach, the best legal action from there plus
//                        where it would stand; the highest score wins, ties broken by the Rng.
//   value.ts             what an attack, a blow or a figure is worth; action kinds call it from their
//                        own `value` (actions.ts).
// Speed only, changing no answer: the simulator looks answers up in a table of decisions met before
// (transposition.ts, simDecider); values are memoised per board (state.ts, AiMemo, cleared by clearMemo).
//
// The levels (aiLevel; measured apart in bench/README.md, "AI levels"): easy never dodges, always
// strikes back, ignores replies and the blows it walks past, and jitters its hexes; normal weighs all
// of those, with a rule of thumb for the foe's dodge; hard asks the foe's own dodge rule (value.ts,
// dodgeOdds) and counts the turn a dodger gives up, keeps out of the reach of several foes (plan.ts,
// dangerMap) and weighs a grapple a turn further (grapple.ts). Never the dice.
import type { Decision, Reaction, TurnPlan } from '../protocol';
import type { Figure } from '../figure';
import type { AiDecider, Ctx } from '../state';
import { aiLevel, clearMemo, figureById, figureDistance } from '../state';
import { reactionKind } from '../actions';
import { profileNamed } from '../strike';
import type { TurnTrace } from './plan';
import { bestAction, planTurn } from './plan';
import type { DecisionTable } from './transposition';
import { tableDecider } from './transposition';
import { damageStats, dodgeOdds, KAPPA, worth } from './value';
import { damageSkill } from '../attack';
import { damageDice } from '../injury';
import { armorPoints, effectiveSt, remainingSt } from '../figure';

export { planTurn, bestAction, replayTurn } from './plan';
export type { TurnTrace } from './plan';
export { DecisionTable } from './transposition';
export * from './value';

/** What a landed blow is expected to cost `def`, in its own worth. */
function blowLoss(ctx: Ctx, att: Figure, def: Figure, weapon: string, bonus: 'hit' | 'damage' | null): number {
  const p = profileNamed(att, weapon);
  const rem = remainingSt(def);
  const stronger = p.fatigue && effectiveSt(att) > effectiveSt(def) ? 1 : 0;
  const s = damageStats(damageDice(p, { extraDie: false, grappling: false }), damageSkill(p, bonus) + stronger, armorPoints(def), rem);
  const w = worth(ctx, def);
  return s.pDrop * w + (KAPPA * (s.expected - s.pDrop * rem) * w) / Math.max(1, rem);
}

/** A hex to step into: as far from the enemy as it gets (retreat, escape), or the first offered (drag). */
function pickCell(ctx: Ctx, fig: Figure, cells: readonly number[], purpose: string): number {
  if (purpose === 'drag') return cells[0];
  let best = cells[0];
  let bestD = -1;
  for (const c of cells) {
    let d = Infinity;
    for (const e of ctx.state.figures) if (e.side !== fig.side && e.status === 'standing' && e.id !== fig.grapple) d = Math.min(d, figureDistance(ctx, fig, e, c));
    if (d > bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

export function aiDecide(ctx: Ctx, fig: Figure, d: Decision): unknown {
  return aiAnswer(ctx, fig, d);
}

/** The AI for a fight of the simulator: answers kept in `table` and looked up when met again (ai/transposition.ts). */
export function simDecider(table: DecisionTable): AiDecider {
  return tableDecider(table, aiAnswer);
}

/** The AI's answer; for a turn, `trace` receives how it was chosen (ai/transposition.ts). */
function aiAnswer(ctx: Ctx, fig: Figure, d: Decision, trace?: TurnTrace): unknown {
  // Values worked out on another board are stale (the decisions that read none skip this).
  if (d.kind !== 'cell' && d.kind !== 'order' && d.kind !== 'karma' && d.kind !== 'wish' && d.kind !== 'remedy') clearMemo(ctx);
  switch (d.kind) {
    case 'turn':
      return planTurn(ctx, fig, trace) satisfies TurnPlan;
    case 'action':
      return bestAction(ctx, fig, d.moved);
    case 'order':
      return d.figures[0];
    case 'dodge': {
      // Dodge when the blow is likely to hurt more than the turn a dodge gives up is worth (value.ts,
      // dodgeOdds: the same rule the hard AI expects of a defender). The total and target of the
      // roll that hit are not weighed (the decision table relies on it).
      if (aiLevel(ctx, fig) === 'easy') return false;
      const att = figureById(ctx, d.attacker);
      return dodgeOdds(ctx, fig, blowLoss(ctx, att, fig, d.weapon, d.bonus)) !== null;
    }
    case 'cell':
      return pickCell(ctx, fig, d.cells, d.purpose);
    case 'reaction': {
      // A figure in flight does not turn to fight.
      if (fig.routed) return null;
      const att = figureById(ctx, d.attacker);
      let best: Reaction | null = null;
      let bestValue = aiLevel(ctx, fig) === 'easy' ? -Infinity : 0;
      for (const r of d.options) {
        const v = reactionKind(r.kind).value(ctx, fig, att, r, d.why);
        if (v > bestValue) {
          bestValue = v;
          best = r;
        }
      }
      // The easy AI always strikes back when it can, however poor the trade.
      if (aiLevel(ctx, fig) === 'easy') return d.options.find((r) => r.kind === 'counter') ?? null;
      return best;
    }
    case 'karma':
      // The AI keeps its karma (ruling).
      return false;
    case 'wish':
      // Death is the worst outcome there is: an AI-played hero always spends a wish on it (ruling).
      return true;
    case 'remedy':
      // The same for a healing item given to one lying dying: the first offered (ruling).
      return 0;
  }
}
