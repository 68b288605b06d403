// A small fight for magic tests: a map, figures placed by column and row, scripted dice, and the
// events the rules emit. Decisions default to "no" (no reaction, no dodge, no karma).
import type { Character } from '../../src/character';
import type { Creature } from '../../src/rules/creatures';
import { findCreature } from '../../src/rules';
import { Rng, ScriptedDice } from '../../src/dice';
import type { CombatEvent, Ctx, Decision, Figure, Request } from '../../src/combat';
import { createContext, createState, figureFromCharacter, figureFromCreature, nobodyToAsk, parseMap } from '../../src/combat';

export const OPEN_MAP = ['. . . . . . . . . .', ' . . . . . . . . . .', '. . . . . . . . . .', ' . . . . . . . . . .', '. . . . . . . . . .', ' . . . . . . . . . .', '. . . . . . . . . .'].join('\n');

export function sheet(over: Partial<Character> = {}): Character {
  return {
    schema: 1,
    name: 'Mage',
    type: 'mage',
    st: 12,
    dx: 10,
    iq: 16,
    xp: 0,
    skills: {},
    spells: [],
    weapons: [],
    armor: null,
    shield: null,
    staff: { capacity: 0, charge: 0 },
    gold: 0,
    items: [],
    damage: 0,
    fatigue: 0,
    karma: 0,
    wishes: 0,
    curses: 0,
    adventure: null,
    save: null,
    ...over,
  };
}

export function creature(name: string, over: Partial<Creature> = {}): Creature {
  const c = findCreature(name);
  if (!c) throw new Error(`no creature ${name}`);
  return { ...c, ...over };
}

export interface Placed {
  id: string;
  side?: 'party' | 'foes';
  character?: Character;
  creature?: Creature;
  at: [number, number];
  /** Default 'ai'; a 'player' figure's decisions go to run()'s `decide`. */
  control?: 'ai' | 'player';
}

export interface Fight {
  ctx: Ctx;
  events: CombatEvent[];
  fig(id: string): Figure;
  cell(col: number, row: number): number;
  texts(): string[];
}

export function fightOn(placed: Placed[], mapText = OPEN_MAP): Fight {
  const map = parseMap(mapText);
  const figures = placed.map((p) => {
    const seed = { id: p.id, side: p.side ?? 'party', control: p.control ?? ('ai' as const) };
    const f = p.character ? figureFromCharacter(seed, p.character) : figureFromCreature(seed, p.creature!);
    f.cell = p.at[1] * map.width + p.at[0];
    f.letter = p.id[0];
    return f;
  });
  const events: CombatEvent[] = [];
  // Every roll is asked (no automatic dice): run() answers them from its scripted faces.
  const ctx = createContext(createState(map, figures), { ai: () => null, rng: Rng.fromSeed('magic'), emit: (e) => events.push(e), ask: (r) => answering(r) });
  return {
    ctx,
    events,
    fig: (id) => ctx.byId.get(id)!,
    cell: (col, row) => row * map.width + col,
    texts: () => events.filter((e) => e.t === 'effect' || e.t === 'harm').map((e) => (e.t === 'effect' ? e.text : `${e.figure} harmed ${e.damage} by ${e.cause}`)),
  };
}

/** Who answers the requests of the fights made by fightOn: run() while a rule runs, nobody otherwise. */
let answering: (r: Request) => unknown = nobodyToAsk;

/**
 * Runs a rule with scripted dice; `decide` answers decisions (default: no); `labels` collects what
 * each roll was asked as. Fails if dice are left over.
 */
export async function run<T>(rule: () => T, rolls: number[][], decide: (d: Decision, f: Figure) => unknown = () => null, labels?: string[]): Promise<T> {
  const queue = rolls.map((r) => [...r]);
  answering = (r) => {
    if (r.kind === 'decide') return decide(r.decision, r.figure);
    labels?.push(r.label);
    const faces = queue.shift();
    if (!faces) throw new Error(`scripted dice ran out at "${r.label}"`);
    if (faces.length !== r.count || faces.some((x) => x < 1 || x > r.sides)) throw new Error(`scripted dice: "${r.label}" wants ${r.count}D${r.sides}, got [${faces.join(',')}]`);
    return { faces, sum: faces.reduce((a, b) => a + b, 0) };
  };
  try {
    const out = rule();
    if (queue.length !== 0) throw new Error(`${queue.length} scripted rolls left over`);
    return out;
  } finally {
    answering = nobodyToAsk;
  }
}

/** Casts with scripted dice: `rolls` are the caster's 3/IQ (and the target's, for a contest), then the spell's own. */
export async function castNow(f: Fight, caster: string, a: { spell?: string; target?: string; cell?: number; x?: number; item?: string }, rolls: number[][]): Promise<boolean> {
  const { castSpell } = await import('../../src/magic');
  return run(() => castSpell(f.ctx, f.fig(caster), { kind: 'cast', ...a }), rolls);
}

/** The cast actions of one spell open to `caster` now. */
export function optionsOf(f: Fight, caster: string, spell: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { castOptions } = require('../../src/magic') as typeof import('../../src/magic');
  return castOptions(f.ctx, f.fig(caster), f.fig(caster).cell).filter((a) => a.spell === spell);
}

/** Three dice that pass any 3/IQ of 3 or more. */
export const PASS: number[] = [1, 1, 1];
/** Three dice that fail every check. */
export const FAIL: number[] = [6, 6, 6];
