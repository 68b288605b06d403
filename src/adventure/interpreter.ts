// The interpreter: plays one section of a validated adventure. State in (plain JSON, never
// changed), new state and events out; every die from the Rng kept in the state (or from the
// DiceSource given, for real dice at the table); every decision through a Chooser. The play
// command, the random tester and the explorer all drive this same code.
//
// This is the section's walk: entering it (events, the bards' song, the dark), its flow of text,
// effects and one way on, and leaving it. Each way on is played by its construct (constructs/index.ts
// lists them: a check by check.ts, a fight by fight.ts...), each effect by its verb (constructs/verbs.ts).
import type { DiceSource } from '../dice';
import { AutoDice, Rng } from '../dice';
import type { Chooser } from './chooser';
import type { Emit } from './events';
import type { Cond } from './condition';
import { holds } from './condition';
import type { Adventure, Fight, Flow, MapDef, Next, Pos, SectionId, Shop } from './model';
import type { GameState } from './state';
import { condEnv, isAlive, isConscious, livingMembers, setOwn, visitsOf } from './state';
import type { Exit, Scope } from './run-shared';
import { NO_SCOPE, PartyDead } from './run-shared';
import type { NextKind, NextRule } from './constructs/construct';
import { constructs, nextRule } from './constructs';
import type { Effect } from './constructs/verbs';
import type { Creature } from './combat-port';
import type { FightEndKind } from './constructs/fight';

export type SectionResult =
  | { kind: 'next'; state: GameState }
  | { kind: 'end'; state: GameState }
  | { kind: 'undo' }
  | { kind: 'quit' };

export interface PlayOptions {
  chooser: Chooser;
  emit: Emit;
  /** Real dice typed at the table; by default the dice come from the Rng in the state. */
  dice?: DiceSource;
  /** There is a choice to go back to (offered only when the chooser shows extras). */
  canUndo?: boolean;
  /** Show GM notes. */
  gm?: boolean;
  /** Told of each section's working copy as it begins: the GM's tools change the game through it. */
  onRun?: (run: Run) => void;
}

export { AdventureStuck, CombatUnavailable, PartyDead, NO_SCOPE } from './run-shared';
export type { Exit, Scope } from './run-shared';
export type { Roller, RollOutcome } from './constructs/rolls';

/** Runs one section: from entering it to the way out (another section, an ending, undo or quit). */
export async function playSection(adventure: Adventure, state: GameState, options: PlayOptions): Promise<SectionResult> {
  if (state.ended) return { kind: 'end', state };
  const run = new Run(adventure, structuredClone(state), options);
  return run.play();
}

/** The working copy of one section's play. */
export class Run {
  readonly rng: Rng;
  readonly dice: DiceSource;
  readonly chooser: Chooser;
  readonly emit: Emit;
  /** Members dead or unconscious already reported, so each is told once. */
  readonly reportedDead = new Set<number>();
  readonly reportedOut = new Set<number>();

  constructor(
    readonly adventure: Adventure,
    readonly s: GameState,
    readonly options: PlayOptions,
  ) {
    this.rng = Rng.fromState(s.rng);
    // Dice with an automatic part draw it from the game's generator, kept in the state.
    this.dice = options.dice?.bind ? options.dice.bind(this.rng) : (options.dice ?? new AutoDice(this.rng));
    this.chooser = options.chooser;
    this.emit = options.emit;
    s.party.forEach((c, i) => {
      if (!isAlive(c)) this.reportedDead.add(i);
      else if (!isConscious(c)) this.reportedOut.add(i);
    });
    options.onRun?.(this);
  }

  get sectionId(): SectionId {
    return this.s.at;
  }

  async play(): Promise<SectionResult> {
    const s = this.s;
    const section = this.adventure.sections.get(s.at);
    if (!section) throw new Error(`section ${s.at} does not exist`);
    let exit: Exit;
    try {
      // The adventure's events come first: one may take the party elsewhere before it enters.
      const diverted = this.adventure.events.length ? await constructs.events().fireEvents(this) : null;
      if (diverted) exit = diverted;
      else {
        // SKILLS, Bard: the bards play once, as the party enters the adventure's first section.
        if (s.steps === 0) await constructs.bard().bardsPlay(this);
        setOwn(s.visits, s.at, visitsOf(s, s.at) + 1);
        s.steps += 1;
        // Options taken "once: visit" come back when the party has been somewhere else.
        s.visitTaken = s.visitTaken.filter((k) => k.startsWith(`${s.at}#`));
        this.emit({ kind: 'section', id: section.id, title: section.title, visit: visitsOf(s, s.at), time: s.time });
        if (section.dark) constructs.light().lightUp(this);
        const skipText = s.previewed === section.id;
        s.previewed = null;
        exit = await this.runFlow(section.flow, NO_SCOPE, { skipText, shop: section.shop });
      }
    } catch (e) {
      if (!(e instanceof PartyDead)) throw e;
      // Those waiting behind a split party live on, and come home (docs/rulings.md, "A party that splits").
      const waitingAlive = (s.waiting ?? []).some((i) => isAlive(s.party[i]));
      // The author may say where those waiting go on then (`split: { role, dead: 40 }`).
      const on = waitingAlive ? s.splitDead : undefined;
      if (on !== undefined) {
        const waiting = (s.waiting ?? []).filter((i) => isAlive(s.party[i]));
        s.waiting = [];
        delete s.splitDead;
        this.emit({ kind: 'note', text: `Those who went on are dead; ${waiting.map((i) => s.party[i].name).join(', ')} ${waiting.length === 1 ? 'goes' : 'go'} on.` });
        exit = { kind: 'goto', to: on };
      } else {
      const title = waitingAlive ? 'Those who went on are dead' : livingMembers(s).length === 0 && s.party.length > 1 ? 'The whole party is dead' : 'Death';
      exit = { kind: 'end', ending: { title, kind: 'death' } };
      }
    }
    // A bard's karma lasts while he lives and ends with the adventure (docs/rulings.md).
    const bard = constructs.bard();
    bard.withdrawnGifts(this, exit.kind === 'end' ? bard.withdrawGifts(s, () => true) : bard.deadBardsGifts(s), exit.kind === 'end');
    s.rng = this.rng.state();
    switch (exit.kind) {
      case 'undo':
      case 'quit':
        return exit;
      case 'goto':
        constructs.returning().noteSender(this.adventure, s, s.at, exit.to, exit.back === true);
        s.at = exit.to;
        return { kind: 'next', state: s };
      case 'end':
        s.ended = { section: section.id, title: exit.ending.title, kind: exit.ending.kind };
        this.emit({ kind: 'end', section: section.id, ending: exit.ending });
        return { kind: 'end', state: s };
    }
  }


  // ---- conditions and text -----------------------------------------------------------------------

  holds(cond: Cond | null, at: Pos): boolean {
    if (cond === null) return true;
    const value = holds(cond, condEnv(this.s));
    this.emit({ kind: 'condition', at, value });
    return value;
  }

  /** The scope of the flow whose text is being shown: who rolled, for {roller} and the pronouns. */
  scope: Scope = NO_SCOPE;

  /** Text with its placeholders filled (constructs/text.ts). */
  fill(text: string, scope: Scope = this.scope): string {
    return constructs.text().fill(this, text, scope);
  }

  // ---- flows -----------------------------------------------------------------------------------

  async runFlow(flow: Flow, scope: Scope, opts: { skipText?: boolean; shop?: Shop | null } = {}): Promise<Exit> {
    await this.runBody(flow, scope, opts.skipText ?? false);
    return this.runNext(flow.next, scope, opts.shop ?? null);
  }

  /** Text and effects, without the way on. */
  async runBody(flow: Flow, scope: Scope, skipText = false): Promise<void> {
    this.scope = scope;
    if (!skipText) constructs.text().showText(this, flow);
    else if (flow.gm && this.options.gm) this.emit({ kind: 'gm', text: flow.gm });
    if (flow.effects.length) {
      await this.applyEffects(flow.effects, scope);
      await this.settleHarm();
    }
  }

  /** The way on, played by its construct. */
  async runNext(next: Next, scope: Scope, shop: Shop | null): Promise<Exit> {
    return this.rule(next).run(this, next, scope, shop);
  }

  /** The rule of a way on (constructs/index.ts). */
  rule(next: Next): NextRule<NextKind> {
    return nextRule(next.kind);
  }

  /** Effects done now, each by its verb (constructs/verbs.ts). */
  async applyEffects(effects: readonly Effect[], scope: Scope): Promise<void> {
    await constructs.verbs().applyEffects(this, effects, scope);
  }

  /** After anything that hurts: deaths, wishes, the unconscious (constructs/harm.ts). */
  async settleHarm(): Promise<void> {
    await constructs.harm().settleHarm(this);
  }

  // ---- for the GM's tools ----------------------------------------------------------------------

  /** A creature of the adventure or of the bestiary. */
  creature(name: string): Creature | undefined {
    return constructs.creatures().creatureNamed(this, name);
  }

  /** A fight fought out, its results on the sheets (constructs/fight.ts): the GM's :fight on a map of his choosing. */
  async encounter(fight: Fight, mapDef?: MapDef): Promise<FightEndKind> {
    return constructs.fight().encounter(this, fight, mapDef);
  }
}
