// Fights set up by hand for the rule tests: figures put on named hexes, dice fixed in advance, the
// decisions of 'player' figures answered by the test, every event recorded, and the invariants
// checked after each event.
import type { Character } from '../../src/character';
import type { Creature } from '../../src/rules/creatures';
import type { Weapon } from '../../src/rules/weapons';
import type { Armor } from '../../src/rules/armor';
import type { Roll } from '../../src/dice';
import { Rng } from '../../src/dice';
import type { CombatEvent, Ctx, Decision, Figure, HexMap } from '../../src/combat';
import { aiDecide, buildFigures, cellLabel, createContext, createState, parseCellLabel, parseMap, rebuildOccupancy } from '../../src/combat';
import { invariantProblems } from '../../src/combat/invariants';

export interface Placed {
  id: string;
  side: 'party' | 'foes';
  at: string;
  character?: Character;
  creature?: Creature;
  control?: 'player' | 'ai';
}

/** Dice that hand out fixed faces, checking each throw's size. */
export class FixedDice {
  readonly log: number[][] = [];
  constructor(private readonly queue: number[][]) {}
  rollNow = (count: number, sides: number): Roll => {
    const faces = this.queue.shift();
    if (!faces) throw new Error(`fixed dice ran out (wanted ${count}D${sides})`);
    if (faces.length !== count || faces.some((f) => f < 1 || f > sides)) throw new Error(`fixed dice: wanted ${count}D${sides}, next is [${faces.join(',')}]`);
    this.log.push(faces);
    return { faces, sum: faces.reduce((a, b) => a + b, 0) };
  };
  get left(): number {
    return this.queue.length;
  }
}

export type Answer = (fig: Figure, d: Decision, ctx: Ctx) => unknown;

export interface Fight {
  ctx: Ctx;
  events: CombatEvent[];
  fig(id: string): Figure;
  cell(label: string): number;
  label(cell: number): string;
  dice: FixedDice | null;
}

export const OPEN = parseMap(`name: Open
. . . . . . . .
 . . . . . . . .
. . . . . . . .
 . . . . . . . .
. . . . . . . .
 . . . . . . . .`);

export function setup(placed: Placed[], opts: { map?: HexMap; dice?: number[][]; seed?: string; answer?: Answer; difficulty?: 'easy' | 'normal' | 'hard'; canFlee?: boolean; arms?: readonly Weapon[]; armors?: readonly Armor[] } = {}): Fight {
  const map = opts.map ?? OPEN;
  const figs = buildFigures(placed.map((p) => ({ id: p.id, side: p.side, character: p.character, creature: p.creature, control: p.control ?? 'player' })), opts.arms ?? [], opts.armors ?? []);
  placed.forEach((p, i) => {
    const c = parseCellLabel(map, p.at);
    if (c < 0) throw new Error(`no hex ${p.at}`);
    figs[i].cell = c;
  });
  const events: CombatEvent[] = [];
  const dice = opts.dice ? new FixedDice(opts.dice) : null;
  const rng = Rng.fromSeed(opts.seed ?? 'test');
  const answer =
    opts.answer ??
    (() => {
      throw new Error('this test answers no decisions');
    });
  let ctx: Ctx;
  const check = () => {
    const problems = invariantProblems(ctx);
    if (problems.length > 0) throw new Error(`invariant broken: ${problems.join('; ')}`);
  };
  ctx = createContext(createState(map, figs), {
    rollNow: dice ? dice.rollNow : (count, sides) => {
      const faces = Array.from({ length: count }, () => rng.die(sides));
      return { faces, sum: faces.reduce((a, b) => a + b, 0) };
    },
    emit: (e) => {
      events.push(e);
      // The rules of space and injury hold during the fight; the aftermath heals and kills.
      if (!events.some((x) => x.t === 'end')) check();
    },
    // Dice are automatic here: only the decisions of 'player' figures are asked, and the test answers them.
    ask: (req) => {
      if (req.kind === 'roll') throw new Error(`a roll was asked: ${req.label}`);
      return answer(req.figure, req.decision, ctx);
    },
    ai: aiDecide,
    rng: Rng.fromSeed(`${opts.seed ?? 'test'}:ai`),
    difficulty: opts.difficulty ?? 'hard',
    canFlee: opts.canFlee ?? true,
  });
  rebuildOccupancy(ctx);
  return {
    ctx,
    events,
    dice,
    fig: (id) => ctx.byId.get(id)!,
    cell: (label) => parseCellLabel(map, label),
    label: (cell) => cellLabel(map, cell),
  };
}

/** Events of some types, for assertions. */
export function only<T extends CombatEvent['t']>(events: readonly CombatEvent[], t: T): Array<Extract<CombatEvent, { t: T }>> {
  return events.filter((e) => e.t === t) as Array<Extract<CombatEvent, { t: T }>>;
}
