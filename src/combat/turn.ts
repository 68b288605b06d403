// SEQUENCE OF PLAY: initiative by a die roll (or surprise: one free, unopposed turn, then the first
// turn), then the sides alternate turns until one side alone remains. In a side's turn each of its
// figures takes its turn in any order the side chooses: it may move up to its MA and then take one
// action, and cannot move after acting (Character's turn; MOVEMENT; ACTION). The skills that act
// at the start of a fight are applied here: Streetwise against surprise, Tactician for the
// initiative, Stalker for a free turn (SKILLS).
import type { Figure, Side } from './figure';
import { effectiveDx, effectiveIq, movementAllowance, otherSide, skillLevel } from './figure';
import { figureEffectKind, hexEffectKind, effectAllows } from './effect-hooks';
import type { Action, Decision, TurnPlan } from './protocol';
import type { Ctx } from './state';
import type { ContestLog } from './events';
import { emit, figureById, figureDistance, footprint, rebuildOccupancy } from './state';
import { cellDistance, isStandable } from './map';
import { actionKind, isLegal } from './actions';
import { mayReroll, offerReroll, roll, rollContest } from './checks';
import { decide } from './decide';
import type { WalkResult } from './movement';
import { canMove, walk } from './movement';
import { offerReaction } from './reactions';
import { checkMorale } from './morale';
import { addFigure, placeFigures } from './setup';
import './builtin';

/** Rounds in a row without harm, a fall or a flight that end a fight as a stalemate (ruling). */
export const STALEMATE_ROUNDS = 20;
/** No fight runs longer than this many rounds (ruling: a stalemate). */
export const MAX_ROUNDS = 300;

export type FightOutcome = 'victory' | 'defeat' | 'fled' | 'draw' | 'ended';

export interface FightResult {
  /** From the party's side: victory, defeat, fled; draw is a stalemate; ended: the fight's own end came first (Stages). */
  readonly outcome: FightOutcome;
  readonly winner: Side | null;
  readonly rounds: number;
}

function standingCount(ctx: Ctx, side: Side): number {
  let n = 0;
  for (const f of ctx.state.figures) if (f.side === side && f.status === 'standing') n++;
  return n;
}

/** The fight is over when one side has nobody standing. */
export function isOver(ctx: Ctx): boolean {
  let party = false;
  let foes = false;
  const figs = ctx.state.figures;
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i];
    if (f.status !== 'standing') continue;
    if (f.side === 'party') party = true;
    else if (f.side === 'foes') foes = true;
    if (party && foes) return false;
  }
  return true;
}

/**
 * Who won (ruling): the party wins when no foe stands and one of its own does; when none of the
 * party stands, it fled if one of it left the board, else it is defeated.
 */
export function fightOutcome(ctx: Ctx): FightResult {
  const rounds = ctx.state.round;
  if (standingCount(ctx, 'party') > 0) {
    if (standingCount(ctx, 'foes') === 0) return { outcome: 'victory', winner: 'party', rounds };
    return { outcome: 'draw', winner: null, rounds };
  }
  // A summoned being or an image that vanished (MAGIC) did not flee.
  const fled = ctx.state.figures.some((f) => f.side === 'party' && f.status === 'fled' && f.summoner === null);
  return { outcome: fled ? 'fled' : 'defeat', winner: 'foes', rounds };
}

/** A side's best at something: the standing figure with the highest value. */
function best(ctx: Ctx, side: Side, score: (f: Figure) => number): Figure | null {
  let top: Figure | null = null;
  for (const f of ctx.state.figures) {
    if (f.side !== side || f.status !== 'standing') continue;
    if (top === null || score(f) > score(top)) top = f;
  }
  return top;
}

/**
 * A fight in stages, as an adventure writes it (docs/adventure-format.md, "Fights in stages"): figures
 * that come onto the map at the start of a later round, and an end of its own besides one side
 * falling: after a number of rounds, or once every one of some figures is down.
 */
export interface Stages {
  /** Figures not on the map at the start; each comes at the start of its round (2 or later), into its zone. */
  readonly arrivals: ReadonlyArray<{ readonly round: number; readonly figure: Figure; readonly zone: string }>;
  /** The fight ends when this round is over (null: it runs until a side falls). */
  readonly rounds: number | null;
  /** The fight ends as soon as every one of these figures (ids) is down: killed, unconscious or fled. */
  readonly fallen: readonly string[];
}

/** Brings onto the map the figures due this round, placed in their zones around who stands there now. */
function arrive(ctx: Ctx, stages: Stages): void {
  const due = stages.arrivals.filter((a) => a.round === ctx.state.round);
  if (due.length === 0) return;
  const zones = new Map(due.map((a) => [a.figure.id, a.zone]));
  placeFigures(ctx.map, due.map((a) => a.figure), (f) => zones.get(f.id)!, (cell) => ctx.occ[cell] !== 0);
  for (const a of due) {
    addFigure(ctx, a.figure, a.figure.cell);
    // They count among their side for morale from now on (a side breaks when half of it has fallen).
    (ctx.state.started as Record<Side, number>)[a.figure.side] += 1;
  }
  if (ctx.emit) emit(ctx, { t: 'arrive', figures: due.map((a) => a.figure.id) });
}

/** The fight's own end has come: every figure it waits for is down (none given: never). */
function allFallen(ctx: Ctx, stages: Stages): boolean {
  if (stages.fallen.length === 0) return false;
  return stages.fallen.every((id) => {
    const f = ctx.byId.get(id);
    // One not on the map yet is still to come; one who never comes (not in the fight at all) is no obstacle.
    return f ? f.status !== 'standing' : !stages.arrivals.some((a) => a.figure.id === id);
  });
}

function endedByStages(ctx: Ctx, why: 'rounds' | 'fallen'): FightResult {
  ctx.state.active = null;
  const rounds = ctx.state.round;
  if (ctx.emit) {
    // After its rounds the end's own line says so ("The fight ends after 4 rounds"); a fall it says why.
    if (why === 'fallen') emit(ctx, { t: 'effect', figure: null, text: 'The fight ends: those it was about have fallen' });
    emit(ctx, { t: 'end', winner: null, rounds, outcome: 'ended' });
  }
  return { outcome: 'ended', winner: null, rounds };
}

/** Runs a whole fight from the placed state to its end (in stages when an adventure says so). */
export function fight(ctx: Ctx, surprise: Side | null, stages: Stages | null = null): FightResult {
  rebuildOccupancy(ctx);
  if (ctx.emit) emit(ctx, { t: 'begin', map: ctx.map.name ?? null, figures: ctx.state.figures.map((f) => f.id) });
  if (isOver(ctx)) return end(ctx);
  let first: Side;
  if (surprise !== null) {
    first = surpriseTurns(ctx, surprise);
    if (isOver(ctx)) return end(ctx);
  } else {
    first = initiative(ctx);
  }
  ctx.state.initiative = first;
  stalkers(ctx);
  if (isOver(ctx)) return end(ctx);
  const second = otherSide(first);
  for (;;) {
    beginRound(ctx);
    if (stages) arrive(ctx, stages);
    sideTurn(ctx, first, false);
    if (isOver(ctx)) return end(ctx);
    if (stages && allFallen(ctx, stages)) return endedByStages(ctx, 'fallen');
    sideTurn(ctx, second, false);
    if (isOver(ctx)) return end(ctx);
    if (stages && allFallen(ctx, stages)) return endedByStages(ctx, 'fallen');
    if (stages?.rounds !== null && stages?.rounds !== undefined && ctx.state.round >= stages.rounds) return endedByStages(ctx, 'rounds');
    if (stalemate(ctx)) return end(ctx);
  }
}

function beginRound(ctx: Ctx): void {
  ctx.state.round += 1;
  ctx.eventful = false;
  if (ctx.emit) emit(ctx, { t: 'round', round: ctx.state.round });
}

/** The end of a round: a quiet one counts towards a stalemate (ruling); true when the fight ends so. */
function stalemate(ctx: Ctx): boolean {
  ctx.state.quietRounds = ctx.eventful ? 0 : ctx.state.quietRounds + 1;
  if (ctx.state.quietRounds < STALEMATE_ROUNDS && ctx.state.round < MAX_ROUNDS) return false;
  if (ctx.emit) emit(ctx, { t: 'stalemate', rounds: ctx.state.round });
  return true;
}

/**
 * The surprise part of fight(): Streetwise, then the free turn; returns the side that goes first.
 * Streetwise: a member of the surprised side may negate surprise by winning an IQ check against the
 * enemy's DX (SKILLS, THIEF). The best at it tries, against the best DX among the enemy.
 */
function surpriseTurns(ctx: Ctx, surprise: Side): Side {
  let surprised: Side | null = surprise;
  const streetwise = bestSkillContest(ctx, otherSide(surprise), 'Streetwise', (f) => effectiveDx(f), 'Streetwise against surprise');
  if (streetwise) {
    const { user, contest } = streetwise;
    const negated = contest.winner === user.id;
    if (ctx.emit) emit(ctx, { t: 'streetwise', figure: user.id, contest, negated });
    if (negated) surprised = null;
  }
  if (surprised === null) return initiative(ctx);
  if (ctx.emit) emit(ctx, { t: 'surprise', side: surprised });
  ctx.unopposed = true;
  sideTurn(ctx, surprised, true);
  ctx.unopposed = false;
  return surprised;
}

function end(ctx: Ctx): FightResult {
  const r = fightOutcome(ctx);
  ctx.state.active = null;
  if (ctx.emit) emit(ctx, { t: 'end', winner: r.winner, rounds: r.rounds, outcome: r.outcome });
  return r;
}

/** Initiative: a die for each side, again on a tie; then Tactician may steal it (SKILLS, SURVIVAL). */
export function initiative(ctx: Ctx): Side {
  let winner: Side | null = null;
  let p = 0;
  let f = 0;
  for (let i = 0; i < 50 && winner === null; i++) {
    p = (roll(ctx, 1, 6, () => 'Initiative for the party: 1D6', sideRoller(ctx, 'party'))).sum;
    f = (roll(ctx, 1, 6, () => 'Initiative for the foes: 1D6', sideRoller(ctx, 'foes'))).sum;
    winner = p > f ? 'party' : f > p ? 'foes' : null;
    // CAMPAIGNING, Karma/Wish: a person on the side that lost may buy its die again.
    for (let buyer = rerollBuyer(ctx, winner, 'party'); buyer !== null && winner === 'foes'; buyer = rerollBuyer(ctx, winner, 'party')) {
      if (!(offerReroll(ctx, buyer, 'Initiative for the party', p, null, f))) break;
      p = (roll(ctx, 1, 6, () => 'Initiative for the party: 1D6', sideRoller(ctx, 'party'))).sum;
      winner = p > f ? 'party' : f > p ? 'foes' : null;
    }
    for (let buyer = rerollBuyer(ctx, winner, 'foes'); buyer !== null && winner === 'party'; buyer = rerollBuyer(ctx, winner, 'foes')) {
      if (!(offerReroll(ctx, buyer, 'Initiative for the foes', f, null, p))) break;
      f = (roll(ctx, 1, 6, () => 'Initiative for the foes: 1D6', sideRoller(ctx, 'foes'))).sum;
      winner = p > f ? 'party' : f > p ? 'foes' : null;
    }
    if (ctx.emit) emit(ctx, { t: 'initiative', party: p, foes: f, winner });
  }
  return tactician(ctx, winner ?? 'party');
}

/** The first standing person's figure of `side` that could buy a re-roll of its initiative die, when `side` lost it. */
/** Who throws a side's initiative die: a person's figure when the side has one standing (his player rolls it), else its first. */
function sideRoller(ctx: Ctx, side: Side): Figure | null {
  let first: Figure | null = null;
  for (const x of ctx.state.figures) {
    if (x.side !== side || x.status !== 'standing') continue;
    if (x.control === 'player') return x;
    first ??= x;
  }
  return first;
}

function rerollBuyer(ctx: Ctx, winner: Side | null, side: Side): Figure | null {
  if (winner === null || winner === side) return null;
  for (const x of ctx.state.figures) if (x.side === side && x.status === 'standing' && mayReroll(x)) return x;
  return null;
}

/**
 * A skill used against an enemy (SKILLS): the user's attribute plus his levels in the skill against
 * the rival's attribute, 3 dice each (Winning a Check).
 */
function skillContest(ctx: Ctx, user: Figure, skill: string, own: number, rival: Figure, theirs: number, what: string): ContestLog {
  return rollContest(ctx, { fig: user, dice: 3, target: own + skillLevel(user, skill), attribute: own }, { fig: rival, dice: 3, target: theirs, attribute: theirs }, what);
}

/**
 * A side's best at an IQ skill against the other side's best at `against` (Streetwise against the
 * ambushers' DX, Tactician against their IQ): that skill contest, or null when nobody on the side
 * has the skill.
 */
function bestSkillContest(ctx: Ctx, side: Side, skill: string, against: (f: Figure) => number, what: string): { user: Figure; contest: ContestLog } | null {
  const user = best(ctx, side, (f) => skillLevel(f, skill));
  const rival = best(ctx, otherSide(side), against);
  if (!user || !rival || skillLevel(user, skill) <= 0) return null;
  return { user, contest: skillContest(ctx, user, skill, effectiveIq(user), rival, against(rival), what) };
}

/** Tactician: the side that lost the initiative may steal it (SKILLS, SURVIVAL). Returns who goes first. */
function tactician(ctx: Ctx, first: Side): Side {
  const loser = otherSide(first);
  const tactician = bestSkillContest(ctx, loser, 'Tactician', (f) => effectiveIq(f), 'Tactician for the initiative');
  if (tactician) {
    const { user, contest } = tactician;
    const stolen = contest.winner === user.id;
    if (ctx.emit) emit(ctx, { t: 'tactician', figure: user.id, contest, stolen });
    if (stolen) return loser;
  }
  return first;
}

/** Stalker: a free turn for the character (not his party) who wins a DX check against the enemy's IQ. */
function stalkers(ctx: Ctx): void {
  for (const fig of [...ctx.state.figures]) {
    const level = skillLevel(fig, 'Stalker');
    if (level <= 0 || fig.status !== 'standing') continue;
    const rival = best(ctx, otherSide(fig.side), (x) => effectiveIq(x));
    if (!rival) return;
    const contest = skillContest(ctx, fig, 'Stalker', effectiveDx(fig), rival, effectiveIq(rival), 'Stalker for a free turn');
    const freeTurn = contest.winner === fig.id;
    if (ctx.emit) emit(ctx, { t: 'stalker', figure: fig.id, contest, freeTurn });
    if (freeTurn) {
      ctx.state.active = fig.side;
      figureTurn(ctx, fig);
      if (isOver(ctx)) return;
    }
  }
}

/** Figures whose done mark in sideTurn is a bit of a 32-bit number. */
const DONE_BITS = 30;

/**
 * One side's turn: each of its standing figures in turn (SEQUENCE OF PLAY, Player's Turn). The
 * persons' figures go first, in the order the side's players pick; the AI's go engaged first, then
 * the nearest to an enemy (aiOrder).
 */
export function sideTurn(ctx: Ctx, side: Side, free: boolean): void {
  ctx.state.active = side;
  if (ctx.emit) emit(ctx, { t: 'side-turn', side, free });
  if (!free) checkMorale(ctx, side);
  const figs = ctx.state.figures;
  // Done this turn, by index in the figures (ids are unique, and figures are only ever added): bits
  // of a number for the first DONE_BITS, a list only past them. An empty list grows a block of
  // seventeen slots at its first entry, and this runs every side turn.
  let doneBits = 0;
  let doneMore: boolean[] | null = null;
  // Figures that reacted give this turn up first (ACTION, Reaction).
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i];
    if (f.side === side && f.status === 'standing' && f.owesTurn) {
      f.owesTurn = false;
      if (i < DONE_BITS) doneBits |= 1 << i;
      else (doneMore ??= [])[i] = true;
      if (ctx.emit) emit(ctx, { t: 'skip', figure: f.id, why: 'reacted' });
    }
  }
  for (;;) {
    if (isOver(ctx)) break;
    // The next figure: the AI's pick among those waiting, or a person's. The first waiting figure's
    // distance is worked out only when a second one waits: a lone figure goes next whatever it is.
    let next = -1;
    let nextKey = Infinity;
    let keyKnown = false;
    let people = 0;
    let person = -1;
    for (let i = 0; i < figs.length; i++) {
      const f = figs[i];
      if (f.side !== side || f.status !== 'standing') continue;
      if (i < DONE_BITS ? (doneBits & (1 << i)) !== 0 : doneMore !== null && doneMore[i] === true) continue;
      if (f.control === 'player') {
        people++;
        if (person < 0) person = i;
      }
      if (next < 0) {
        next = i;
        continue;
      }
      if (!keyKnown) {
        nextKey = orderKey(ctx, figs[next]);
        keyKnown = true;
      }
      const d = orderKey(ctx, f);
      if (d < nextKey) {
        nextKey = d;
        next = i;
      }
    }
    if (next < 0) break;
    if (people === 1) next = person;
    else if (people > 1) {
      // At a table, the player of the first waiting figure moves all of his before the next player
      // begins (SEQUENCE OF PLAY, Player's Turn): only his are offered.
      const seat = figs[person].player;
      const waiting: string[] = [];
      for (let i = 0; i < figs.length; i++) {
        const f = figs[i];
        const done = i < DONE_BITS ? (doneBits & (1 << i)) !== 0 : doneMore !== null && doneMore[i] === true;
        if (f.side === side && f.status === 'standing' && f.control === 'player' && !done && (seat === null || f.player === seat)) waiting.push(f.id);
      }
      const id = waiting.length === 1 ? waiting[0] : decide(ctx, figs[person], { kind: 'order', figures: waiting });
      next = typeof id === 'string' && waiting.includes(id) ? figs.indexOf(figureById(ctx, id)) : -1;
      if (next < 0) throw new Error(`${JSON.stringify(id)} is not waiting for a turn`);
    }
    if (next < DONE_BITS) doneBits |= 1 << next;
    else (doneMore ??= [])[next] = true;
    figureTurn(ctx, figs[next]);
  }
  tickEffects(ctx, side);
}

/** What aiOrder sorts the waiting figures by (lowest first): 0 for a grappler, else the nearest enemy. */
function orderKey(ctx: Ctx, f: Figure): number {
  return f.grapple !== null ? 0 : nearestEnemy(ctx, f);
}

function nearestEnemy(ctx: Ctx, f: Figure): number {
  let d = Infinity;
  for (const e of ctx.state.figures) if (e.side !== f.side && e.status === 'standing') d = Math.min(d, figureDistance(ctx, f, e));
  return d;
}

/** Effects with a count of turns lose one at the end of their figure's side's turn. */
function tickEffects(ctx: Ctx, side: Side): void {
  for (const f of ctx.state.figures) {
    if (f.side !== side || f.effects.length === 0) continue;
    for (const e of f.effects) if (e.turnsLeft !== null) e.turnsLeft -= 1;
    f.effects = f.effects.filter((e) => e.turnsLeft === null || e.turnsLeft > 0);
  }
  for (const h of ctx.state.hexEffects) {
    const src = h.source !== undefined ? ctx.byId.get(h.source) : undefined;
    if (h.turnsLeft !== null && src?.side === side) h.turnsLeft -= 1;
  }
  // An empty list stays as it is (filtering it would only make another empty one).
  if (ctx.state.hexEffects.length > 0) ctx.state.hexEffects = ctx.state.hexEffects.filter((h) => h.turnsLeft === null || h.turnsLeft > 0);
}

/**
 * A plan's path must be a walk of neighbouring hexes within the MA, ending where the figure may stand
 * (a hex no other figure holds, or the grappled foe being carried).
 */
function validPath(ctx: Ctx, fig: Figure, plan: TurnPlan): boolean {
  if (plan.path.length === 0) return true;
  if (!canMove(ctx, fig) || plan.path.length > movementAllowance(fig)) return false;
  let prev = fig.cell;
  const path = plan.path;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c < 0 || c >= ctx.map.cells || cellDistance(ctx.map, prev, c) !== 1) return false;
    prev = c;
  }
  const dest = plan.path[plan.path.length - 1];
  const carrying = plan.carry && fig.grapple !== null ? figureById(ctx, fig.grapple) : null;
  if (fig.size <= 1) {
    // One hex: footprint() is the hex itself when it can be stood on.
    if (dest < 0 || !isStandable(ctx.map, dest)) return false;
    // Nobody else stands there, nor lies there (MOVEMENT, Space: the fallen hold their hex too).
    const k = ctx.occ[dest];
    return k === 0 || (k > 0 && (ctx.state.figures[k - 1] === fig || ctx.state.figures[k - 1] === carrying));
  }
  const fp = footprint(ctx.map, dest, fig.size);
  if (!fp) return false;
  for (const c of fp) {
    const k = ctx.occ[c];
    if (k !== 0 && ctx.state.figures[k - 1] !== fig && ctx.state.figures[k - 1] !== carrying) return false;
  }
  return true;
}

/**
 * The start of a figure's turn under effects: each of its own and of its hex's that acts then (a
 * spell wearing off, fire burning); false when the figure loses its turn or falls, or can neither
 * move nor act.
 */
function turnStartEffects(ctx: Ctx, fig: Figure): boolean {
  for (const e of [...fig.effects]) {
    const f = figureEffectKind(e.kind).onTurnStart;
    if (f && !(f(ctx, fig, e))) {
      if (ctx.emit) emit(ctx, { t: 'skip', figure: fig.id, why: 'effect' });
      return false;
    }
    if (fig.status !== 'standing') return false;
  }
  for (const h of [...ctx.state.hexEffects]) {
    const f = hexEffectKind(h.kind).onTurnStart;
    if (f && h.cells.includes(fig.cell) && !(f(ctx, fig, h))) {
      if (ctx.emit) emit(ctx, { t: 'skip', figure: fig.id, why: 'effect' });
      return false;
    }
    if (fig.status !== 'standing') return false;
  }
  if (!canMove(ctx, fig) && fig.effects.length > 0 && !effectAllows(fig, 'canAct')) {
    if (ctx.emit) emit(ctx, { t: 'skip', figure: fig.id, why: 'cannot act' });
    return false;
  }
  return true;
}

/**
 * A figure `fig` walked past who may now react to it (ACTION, Reaction: passing adjacent without
 * attacking): not attacked by it this turn, standing, not its grapple partner, still next to it.
 */
function passedBy(ctx: Ctx, fig: Figure, id: string): Figure | null {
  if (ctx.attacked.has(id)) return null;
  const e = figureById(ctx, id);
  return e.status === 'standing' && e.id !== fig.grapple && figureDistance(ctx, fig, e) === 1 ? e : null;
}

// Decisions are read-only data: the turn's questions are asked with the same objects every time.
const TURN_DECISION: Decision = { kind: 'turn' };
const ACTION_AFTER_MOVE: Decision = { kind: 'action', moved: true };
const ACTION_IN_PLACE: Decision = { kind: 'action', moved: false };

/** One figure's turn: move, then one action (Character's turn). */
export function figureTurn(ctx: Ctx, fig: Figure): void {
  if (fig.status !== 'standing') return;
  if (fig.owesTurn) {
    fig.owesTurn = false;
    if (ctx.emit) emit(ctx, { t: 'skip', figure: fig.id, why: 'reacted' });
    return;
  }
  ctx.acting = fig;
  // Nobody keeps the set of the last turn. A used one is replaced rather than emptied: clear() is a
  // call into the runtime that costs about twice a new Set, and most turns attack somebody.
  if (ctx.attacked.size > 0) ctx.attacked = new Set();
  turnOf(ctx, fig);
  ctx.acting = null;
}

function turnOf(ctx: Ctx, fig: Figure): void {
  fig.grappledAtTurnStart = fig.grapple !== null;
  if (ctx.emit) emit(ctx, { t: 'turn', figure: fig.id });
  if ((fig.effects.length > 0 || ctx.state.hexEffects.length > 0) && !turnStartEffects(ctx, fig)) return;
  const plan = decide(ctx, fig, TURN_DECISION) as TurnPlan;
  if (!validPath(ctx, fig, plan)) throw new Error(`${fig.name} cannot walk ${JSON.stringify(plan.path)}`);
  let moved = false;
  let walked: WalkResult | null = null;
  if (plan.path.length > 0) {
    walked = walk(ctx, fig, plan.path, plan.carry === true);
    moved = true;
  }
  if (fig.status !== 'standing') return;
  let action: Action | null = plan.action;
  // The planned action, found legal here, need not be checked again (nothing happens in between).
  let legal = false;
  if (!plan.decided || walked?.interrupted || (action !== null && !(legal = isLegal(ctx, fig, action, moved)))) {
    action = decide(ctx, fig, moved ? ACTION_AFTER_MOVE : ACTION_IN_PLACE) as Action | null;
    legal = false;
  }
  if (action) {
    if (!legal && !isLegal(ctx, fig, action, moved)) throw new Error(`${fig.name} cannot ${JSON.stringify(action)} now`);
    actionKind(action.kind).perform(ctx, fig, action);
  } else if (!moved) {
    if (ctx.emit) emit(ctx, { t: 'pass', figure: fig.id });
  }
  // Passing adjacent without attacking: those still next to it may react now (ACTION, Reaction).
  if (walked && fig.status === 'standing') {
    for (const id of walked.passed) {
      if (walked.offered.includes(id)) continue;
      const e = passedBy(ctx, fig, id);
      if (e !== null) {
        offerReaction(ctx, e, fig, 'passed');
        if (fig.status !== 'standing') break;
      }
    }
  }
}
