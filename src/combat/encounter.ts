// The one way adventures (and the arena) run a fight: figures from sheets and the bestiary placed on
// a map, every rule of combat, the aftermath of INJURY & EXHAUSTION and the XP of CAMPAIGNING, and
// the updated sheets back. The people watch and decide through a face the rules know only as
// EncounterFace (render/fight-face.ts draws it on an Io); the contract with adventures is
// adventure/combat-port.ts (docs/combat.md, "For programmers").
import type { Character, Item } from '../character';
import type { Creature } from '../rules/creatures';
import type { Weapon } from '../rules/weapons';
import type { Armor } from '../rules/armor';
import type { DiceSource, Roll, Rng } from '../dice';
import { AutoDice, PlayersDice } from '../dice';
import type { HexMap } from './map';
import type { Figure } from './figure';
import { cloneFigure } from './figure';
import type { CombatState, Ctx, Difficulty } from './state';
import type { CombatEvent } from './events';
import type { Decision } from './protocol';
import { isPending, Pending } from './protocol';
import { buildFigures, createContext, createState, placeFigures } from './setup';
import type { FightResult, Stages } from './turn';
import { fight } from './turn';
import { effectsToSheet, endFightEffects } from './effect-hooks';
import type { Aftermath, FinalStatus } from './aftermath';
import { aftermath, finalStatus } from './aftermath';
import { aiDecide } from './ai';
import type { GivenFromPack, Pack, Remedy } from './dying';
import { healFallen } from './dying';

/** The answer that takes back the person's last decision in the fight (runEncounter runs it again without it). */
export const UNDO: unique symbol = Symbol('undo');

/**
 * The answer that hands the rest of the fight to the AI: from this question on, the AI decides for
 * every figure of the person's (runEncounter), at a GM's table those of the player who asked, the
 * others' players playing on. Kept among the answers, so a replay hands over at the same question.
 */
export const HAND_OVER = 'hand-over';
/** The GM's `:fight ai`: the AI decides for every figure a person played. */
export const HAND_OVER_ALL = 'hand-over-all';

export interface EncounterFigure {
  /** Unique in the encounter, e.g. 'ajax', 'goblin-2'. */
  id: string;
  side: 'party' | 'foes';
  /** A player character as he stands now (damage, fatigue, gear, spells). */
  character?: Character;
  /** Or a creature: a bestiary row or an inline stat block of the same shape. */
  creature?: Creature;
  /** Who decides its moves: a person through Io, or the AI. */
  control: 'player' | 'ai';
  /** The player at the table who moves it: a side's players take their turns one after another. */
  player?: string;
  /** Start zone of the map ('A', 'B', ...); default: party 'A', foes 'B'. */
  zone?: string;
  /** A creature's wounds from an earlier fight (an adventure's foe or companion who keeps them). */
  damage?: number;
  /** Not on the map at the start: it comes into its zone at the start of this round (2 or later). */
  round?: number;
  /**
   * A creature that goes on with the party after the fight (an adventure's companion): tended after
   * it as a member is, by a Medic and with the party's healing items, if he lies dying.
   */
  companion?: boolean;
}

/** What a fight is: who, where, and the dice; the people who watch and decide are its face (EncounterFace). */
export interface EncounterSetup {
  map: HexMap;
  figures: EncounterFigure[];
  /**
   * Weapons of the fight's own that are not rows of the WEAPONS table (an adventure's magic sword), known
   * to every figure. A character carries one as an item of his pack under its name (figure.ts).
   */
  arms?: readonly Weapon[];
  /**
   * Armors of the fight's own that are not rows of the ARMOR table (an adventure's elven mail): a
   * character with one in his pack wears it in place of his sheet's armor (figure.ts, armorWorn).
   */
  armors?: readonly Armor[];
  /** SEQUENCE OF PLAY, Surprise. */
  surprise?: 'party' | 'foes' | null;
  /** Every die roll (auto or manual). */
  dice: DiceSource;
  /** AI tie-breaks and anything that is not a die roll. */
  rng: Rng;
  difficulty?: Difficulty;
  /** May the party flee off the map edge (default true). */
  canFlee?: boolean;
  /** The fight's own end (outcome 'ended'): after this many rounds, or once these figures (ids) are all down. */
  ends?: { rounds?: number | null; fallen?: readonly string[] };
  /**
   * A defeat captures instead of killing (docs/rulings.md, "Taken captive"): the victors keep a fallen
   * character alive whose wounds would kill him, unless they reach twice his ST.
   */
  capture?: boolean;
  /**
   * The healing items the party may give one lying dying when the fight is over (an adventure's
   * potions: dying.ts), found in the packs of those with him.
   */
  remedies?: readonly Remedy[];
  /** The packs of those with the party who are not in the fight (unconscious before it): their healing items may be given too. */
  packs?: readonly Pack[];
  /** Every event as it happens, shown or not (transcripts, tests); each once, however often the fight runs again. */
  onEvent?: (e: CombatEvent, state: CombatState) => void;
  /** A decision was taken back: the events after the first `events` given to onEvent are undone (the players' stream marks them). */
  onUndo?: (events: number) => void;
  /**
   * A person's figure re-rolls for karma without being asked: true or false as his table has called
   * it (law gm, `:karma call`); null or absent: he is asked. Called for the character's name.
   */
  karmaCall?: (character: string) => boolean | null;
  /**
   * The record of the Io's answers that a save keeps (the play command's): an undo inside the fight
   * takes back the answers of the decisions it undoes from it too.
   */
  tape?: AnswerTape;
}

/**
 * The people's side of a fight: what they are shown and what they decide. The rules know them only
 * through this; a face draws the events and asks the questions its own way (render/fight-face.ts on
 * an Io: the log, the board and a person's menus).
 */
export interface EncounterFace {
  /** Shown the fight's events (event() is called); false: none are made for it. */
  readonly watches: boolean;
  /**
   * An event not shown before, as it happens, with the context of the run of the fight it happened
   * in (names, the board). `nobodyPlays`: no person has a figure in the fight (from its start, or
   * since he handed it to the AI), so a face may draw the board at its start and each round.
   */
  event(e: CombatEvent, ctx: Ctx, nobodyPlays: boolean): void;
  /** A question is about to be asked (a person's decision, or a roll he types): what waits to be shown goes first. */
  beforeQuestion(kind: 'decide' | 'roll'): void;
  /**
   * A person's decision for one of his figures: the answer the decision names, or UNDO (offered only
   * with `canUndo`) or HAND_OVER. A FightOrder thrown from it is the GM's word on the fight.
   */
  decide(ctx: Ctx, figure: Figure, decision: Decision, canUndo: boolean): Promise<unknown>;
  /** The last decision was taken back: the fight stands again as it was when it was asked. */
  undone(): void;
  /** The fight is over: what waits to be shown goes out. */
  end(): void;
}

/** A record of answers that can be cut back to an earlier length. */
export interface AnswerTape {
  readonly length: number;
  truncate(length: number): void;
}

export interface EncounterResult {
  /** victory: every foe killed, captured or routed; ended: the fight's own end (`ends`) came first. */
  outcome: 'victory' | 'defeat' | 'fled' | 'ended';
  rounds: number;
  party: Array<{
    id: string;
    /** The updated sheet: damage, fatigue after the point recovered, karma and wishes spent, weapons, XP. */
    character: Character;
    status: 'standing' | 'unconscious' | 'dead' | 'fled';
    /** XP earned in this encounter (already added to the sheet). */
    xp: number;
  }>;
  /** Those that came onto the map; `damage`: their wounds at the end, for an adventure that keeps them. */
  foes: Array<{ id: string; name: string; status: 'standing' | 'unconscious' | 'dead' | 'fled'; damage: number }>;
  /** Party members that are creatures (summoned, hired animals, companions): no sheet to update. */
  allies?: Array<{ id: string; name: string; status: 'standing' | 'unconscious' | 'dead' | 'fled'; damage: number }>;
  /** A stalemate (no harm for many rounds) ends as 'fled' for the party (ruling); this tells it apart. */
  stalemate?: boolean;
  /** Healing items given to the dying out of the packs of those not in the fight: off their sheets. */
  fromPacks?: GivenFromPack[];
}

/**
 * The GM's word on the fight under way (law gm, :fight): thrown from a question of the fight, it
 * hands the party's figures to the AI ('ai'), or ends the fight now with the outcome he declares.
 */
export class FightOrder extends Error {
  override name = 'FightOrder';
  constructor(
    readonly order: 'ai' | 'victory' | 'defeat' | 'fled',
    /** Heroes the GM heals before the fight ends (one lying dying would die of his wounds): by the start of the name. */
    readonly heals: ReadonlyArray<{ readonly name: string; readonly points: number }> = [],
  ) {
    super(`the GM orders the fight: ${order}`);
  }
}

/** The answer that ends the fight with the GM's outcome, kept among the answers like any other. */
interface Declared {
  readonly declared: 'victory' | 'defeat' | 'fled';
  readonly heals?: FightOrder['heals'];
}

function isDeclared(a: unknown): a is Declared {
  return typeof a === 'object' && a !== null && typeof (a as Declared).declared === 'string';
}

/** Thrown inside the rules when the replay reaches the GM's declared end. */
class DeclaredEnd {
  constructor(
    readonly outcome: Declared['declared'],
    readonly heals: FightOrder['heals'] = [],
  ) {}
}

/**
 * The fight as the GM ended it: on a victory the foes still standing give up the field, on a flight
 * the party's standing figures leave it; the rest stays as it stood.
 */
function declaredResult(ctx: Ctx, outcome: Declared['declared'], heals: FightOrder['heals'] = []): FightResult {
  // The GM's healing first: a potion or a spell he rules was given in time (docs/gm.md).
  for (const h of heals) {
    const f = ctx.state.figures.find((x) => x.side === 'party' && x.name.toLowerCase().startsWith(h.name.toLowerCase()));
    if (!f || h.points <= 0) continue;
    const healed = healFallen(f, h.points);
    ctx.emit?.({ t: 'effect', figure: f.id, text: `is healed ${healed} damage by the GM's word` });
  }
  for (const f of ctx.state.figures) {
    if (f.status !== 'standing') continue;
    if ((outcome === 'victory' && f.side === 'foes') || (outcome === 'fled' && f.side === 'party')) f.status = 'fled';
  }
  ctx.state.active = null;
  ctx.emit?.({ t: 'effect', figure: null, text: `The GM ends the fight: ${outcome === 'victory' ? 'the foes give up the field' : outcome === 'fled' ? 'the party gets away' : 'the party is beaten'}` });
  const winner = outcome === 'victory' ? 'party' : outcome === 'defeat' ? 'foes' : null;
  ctx.emit?.({ t: 'end', winner, rounds: ctx.state.round, outcome });
  return { outcome, winner, rounds: ctx.state.round };
}

/** The automatic part of the dice: all of them, the foes' and the world's (`--dice players`), or none. */
function autoPartOf(dice: DiceSource): AutoDice | null {
  return dice instanceof AutoDice ? dice : dice instanceof PlayersDice ? dice.auto : null;
}

/** Dice that can answer at once: the automatic ones. */
function rollNowOf(dice: DiceSource): ((count: number, sides: number) => Roll) | null {
  const auto = autoPartOf(dice);
  return auto ? (count, sides) => auto.rollNow(count, sides) : null;
}

/** Figures whose dice are typed in though the rest roll themselves: the players' characters at a table. */
function typedOf(dice: DiceSource): ((by: Figure | null) => boolean) | null {
  return dice instanceof PlayersDice ? (by) => by !== null && by.character !== null && dice.typedFor(by.character.name) : null;
}

/** The generators a fight draws from: its own, and the automatic dice's when they have another. */
function generatorsOf(options: EncounterSetup): Rng[] {
  const out = [options.rng];
  const auto = autoPartOf(options.dice);
  if (auto && auto.rng !== options.rng) out.push(auto.rng);
  return out;
}

/**
 * The weapons on the sheet after a fight: those he had before, in their order, that he still has, then
 * those he picked up. Between fights the first weapon of the sheet is the one in hand, so a weapon
 * readied in the fight (a dagger drawn in a grapple) does not stay in hand after it (ruling).
 */
export function weaponsAfterFight(before: readonly string[], has: readonly string[]): string[] {
  const left = [...has];
  const kept: string[] = [];
  for (const w of before) {
    const i = left.indexOf(w);
    if (i < 0) continue;
    kept.push(w);
    left.splice(i, 1);
  }
  return [...kept, ...left];
}

/**
 * The pack after a fight, for the fight's own weapons, which a character carries there under their
 * item names: as many of each as he came out with (one lost or taken is gone, one picked up joins
 * the pack); the rest of the pack as it was.
 */
export function armsAfterFight(items: readonly Item[], has: readonly string[], arms: readonly Weapon[]): Item[] {
  const count = (n: string) => has.filter((h) => h === n).length;
  const out: Item[] = [];
  for (const it of items) {
    if (!arms.some((a) => a.name === it.name)) out.push(it);
    else if (count(it.name) > 0) out.push({ ...it, count: count(it.name) });
  }
  for (const n of new Set(has)) if (!items.some((it) => it.name === n)) out.push({ name: n, count: count(n) });
  return out;
}

/** The pack less what was given to the dying after the fight (dying.ts), one of each name given. */
function spendGiven(items: Item[], given: readonly string[]): Item[] {
  if (given.length === 0) return items;
  const out = items.map((it) => ({ ...it }));
  for (const g of given) {
    const it = out.find((x) => x.name === g && x.count > 0);
    if (it) it.count -= 1;
  }
  return out.filter((it) => it.count > 0);
}

/** The sheet as the fight left it. */
export function updatedSheet(f: Figure, xp: number): Character {
  const c = structuredClone(f.character!);
  c.damage = f.damage;
  c.fatigue = f.fatigue;
  c.karma = f.karma;
  c.wishes = f.wishes;
  const has = f.ready !== null ? [f.ready, ...f.carried] : f.carried;
  const own = (n: string) => f.arms.some((a) => a.name === n);
  c.weapons = weaponsAfterFight(c.weapons, has.filter((n) => !own(n)));
  c.items = spendGiven(armsAfterFight(c.items, has.filter(own), f.arms), f.given ?? []);
  c.shield = f.shield?.name ?? null;
  c.xp = c.xp + xp;
  effectsToSheet(f, c);
  return c;
}

/**
 * Runs a fight to its end, asking the persons' decisions of the face and the typed dice of the dice.
 * A fight is a function of its start, its seed and the answers given (protocol.ts): at each question
 * the fight stops, the answer is asked, and the fight runs again from its start with every answer so
 * far, its generators put back where they stood at the start. Only the events not shown before are
 * shown, so each is seen once. An answer of UNDO takes back the last decision: the fight runs again
 * without it, and the board is as it was when it was asked.
 */
export async function fightEncounter(options: EncounterSetup, face: EncounterFace): Promise<EncounterResult> {
  const { map } = options;
  // Names and map letters are given over every figure, those who come later too, so none is shared.
  const everyone = buildFigures(options.figures, options.arms ?? [], options.armors ?? []);
  const zones = new Map(options.figures.map((f) => [f.id, f.zone ?? (f.side === 'party' ? 'A' : 'B')]));
  const arrivesAt = new Map(options.figures.filter((f) => (f.round ?? 1) > 1).map((f) => [f.id, f.round!]));
  options.figures.forEach((spec, i) => {
    if (spec.damage === undefined || spec.damage <= 0) return;
    const f = everyone[i];
    f.damage = spec.damage;
    // Wounds brought in are not this fight's: a Medic heals only these (aftermath.ts).
    (f as { damageBefore: number }).damageBefore = spec.damage;
    if (f.damage + f.fatigue >= f.st) f.status = 'down';
  });
  const start = everyone.filter((f) => !arrivesAt.has(f.id));
  const later = everyone.filter((f) => arrivesAt.has(f.id));
  placeFigures(map, start, (f) => zones.get(f.id)!);
  const stagesOf = (): Stages | null =>
    later.length === 0 && !options.ends
      ? null
      : {
          arrivals: later.map((f) => ({ round: arrivesAt.get(f.id)!, figure: cloneFigure(f), zone: zones.get(f.id)! })),
          rounds: options.ends?.rounds ?? null,
          fallen: options.ends?.fallen ?? [],
        };
  // No person has a figure from the start: the fight is watched, as it is after a hand-over (handedOver).
  const aiOnly = !start.some((f) => f.control === 'player');
  const generators = generatorsOf(options);
  const startingPoint = generators.map((g) => g.state());
  const rollNow = rollNowOf(options.dice);
  /** The answers so far, and for each what had been shown when it was asked (for undo). */
  const answers: unknown[] = [];
  const asked: Array<{ decision: boolean; events: number; tape: number }> = [];
  let shown = 0;
  /** The GM handed the fight to the AI while a roll was asked: the next decision is the AI's. */
  let handOverNext = false;
  for (;;) {
    generators.forEach((g, i) => g.restore(startingPoint[i]));
    const state = createState(map, start.map(cloneFigure));
    let emitted = 0;
    /** The person handed this fight to the AI (HAND_OVER): from then on it is watched like an AI-only one. */
    let handedOver = false;
    const emit =
      face.watches || options.onEvent
        ? (e: CombatEvent) => {
            // Events shown by an earlier run of this fight are not shown again.
            if (emitted++ < shown) return;
            shown = emitted;
            options.onEvent?.(e, state);
            if (face.watches) face.event(e, run, aiOnly || handedOver);
          }
        : null;
    let used = 0;
    const run: Ctx = createContext(state, {
      rollNow,
      typed: typedOf(options.dice),
      ask: (request) => {
        if (used < answers.length) {
          const a = answers[used++];
          if (isDeclared(a)) throw new DeclaredEnd(a.declared, a.heals ?? []);
          if ((a !== HAND_OVER && a !== HAND_OVER_ALL) || request.kind !== 'decide') return a;
          // The fight was handed to the AI here: it decides for the person's figures from now on. A
          // player at a GM's table hands over his own; the GM's order, or a lone player, all of them.
          const whose = a === HAND_OVER ? request.figure.player : null;
          for (const f of run.state.figures) if (f.control === 'player' && (whose === null || f.player === whose)) f.control = 'ai';
          handedOver = !run.state.figures.some((f) => f.control === 'player');
          run.emit?.({ t: 'effect', figure: request.figure.id, text: 'the AI fights the rest of this fight' });
          return run.ai(run, request.figure, request.decision);
        }
        throw new Pending(request);
      },
      emit,
      ai: aiDecide,
      rng: options.rng,
      difficulty: options.difficulty ?? 'normal',
      canFlee: options.canFlee ?? true,
    });
    let result: FightResult;
    let after: Aftermath;
    /** The fight is over and its aftermath under way (a wish, a healing item for the dying asked). */
    let over = false;
    try {
      try {
        result = fight(run, options.surprise ?? null, stagesOf());
      } catch (e) {
        if (!(e instanceof DeclaredEnd)) throw e;
        result = declaredResult(run, e.outcome, e.heals);
      }
      over = true;
      endFightEffects(run);
      after = aftermath(run, result, { capture: options.capture === true, remedies: options.remedies ?? [], packs: options.packs ?? [], companions: options.figures.filter((f) => f.companion === true).map((f) => f.id) });
    } catch (e) {
      if (!isPending(e)) throw e;
      const request = e.request;
      face.beforeQuestion(request.kind);
      const tape = options.tape?.length ?? 0;
      const canUndo = asked.some((x) => x.decision);
      let answer: unknown;
      // A table where karma is the players' call answers for them, once: no person was asked.
      const called = request.kind === 'decide' && request.decision.kind === 'karma' && request.figure.character ? (options.karmaCall?.(request.figure.character.name) ?? null) : null;
      try {
        if (request.kind === 'decide' && handOverNext) answer = HAND_OVER_ALL;
        else if (called !== null) answer = called;
        else if (request.kind === 'roll') answer = await options.dice.roll(request.count, request.sides, request.label, request.roller ?? null);
        else answer = await face.decide(run, request.figure, request.decision, canUndo);
      } catch (e) {
        if (!(e instanceof FightOrder)) throw e;
        // Once the fight is over there is no end left to order: the question is asked again.
        if (over && e.order !== 'ai') continue;
        if (e.order !== 'ai') answer = { declared: e.order, ...(e.heals.length ? { heals: e.heals } : {}) } satisfies Declared;
        else if (request.kind === 'decide') answer = HAND_OVER_ALL;
        else {
          // A roll is being typed: the AI takes over at the next decision.
          handOverNext = true;
          continue;
        }
      }
      handOverNext = false;
      if (answer === UNDO) {
        let k = asked.length - 1;
        while (k >= 0 && !asked[k].decision) k--;
        if (k < 0) continue;
        shown = asked[k].events;
        options.tape?.truncate(asked[k].tape);
        answers.length = k;
        asked.length = k;
        face.undone();
        options.onUndo?.(shown);
        continue;
      }
      answers.push(answer);
      asked.push({ decision: request.kind === 'decide' && called === null, events: emitted, tape });
      continue;
    }
    face.end();
    return encounterResult(options, start, run.state.figures, result, after);
  }
}

/** What the fight comes to for the adventure: the party's sheets, who stands, who fell. */
function encounterResult(options: EncounterSetup, start: readonly Figure[], figs: readonly Figure[], result: FightResult, after: Aftermath): EncounterResult {
  const status = (f: Figure): FinalStatus => after.status.get(f.id) ?? finalStatus(f);
  return {
    outcome: result.outcome === 'draw' ? 'fled' : result.outcome,
    rounds: result.rounds,
    // By the side each began on: a hero under an enemy's Mind Control is still the party's.
    party: figs
      .filter((f) => f.character !== null && options.figures.some((o) => o.id === f.id && o.side === 'party'))
      .map((f) => {
        const xp = after.xp.get(f.id) ?? 0;
        return { id: f.id, character: updatedSheet(f, xp), status: status(f), xp };
      }),
    foes: figs.filter((f) => f.side === 'foes').map((f) => ({ id: f.id, name: f.name, status: finalStatus(f), damage: f.damage })),
    ...(figs.some((f) => f.side === 'party' && f.character === null)
      ? { allies: figs.filter((f) => f.side === 'party' && f.character === null).map((f) => ({ id: f.id, name: f.name, status: status(f), damage: f.damage })) }
      : {}),
    ...(result.outcome === 'draw' ? { stalemate: true } : {}),
    ...(after.fromPacks.length ? { fromPacks: [...after.fromPacks] } : {}),
  };
}
