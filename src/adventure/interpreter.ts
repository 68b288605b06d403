// The interpreter: plays one section of a validated adventure. State in (plain JSON, never
// changed), new state and events out; every die from the Rng kept in the state (or from the
// DiceSource given, for real dice at the table); every decision through a Chooser. The play
// command, the random tester and the explorer all drive this same code.
import { checkSubject, skillLevel } from '../character';
import type { CheckResult, CheckSpec, CheckSubject, ContestResult, ContestSide, DiceSource } from '../dice';
import type { Character } from '../character';
import { AutoDice, checkOdds, checkTarget, contestOdds, formatCheck, judgeContest, Rng, rollCheck } from '../dice';
import type { Io } from '../io';
import { PLAIN } from '../io/style';
import type { Chooser, PromptItem } from './chooser';
import type { EncounterFigure } from './combat-port';
import { combatEngine } from './combat-port';
import type { Emit } from './events';
import type { Cond } from './condition';
import { evaluate, formatCondition, holds } from './condition';
import { staysBehind } from './leave-behind';
import type { Adventure, Check, Contest, Effect, Ending, Fight, Flow, Foe, ItemDef, MapDef, MarginOutcome, Next, Option, Paragraph, Pos, RandomTable, SceneCast, SectionId, Shop, StateModifier, TavernTable } from './model';
import type { TableOutcome } from './tavern-port';
import { tavernPort } from './tavern-port';
import type { GameState } from './state';
import { carried, clampSheet, companionLines, condEnv, consciousMembers, counterLines, fallenMembers, giveItem, isAlive, isConscious, leaderOf, livingMembers, own, partyGold, roleMembers, setOwn, takeGold, takeItem, visitsOf } from './state';
import { applyEffects, gainCapped, noteCapped, settleHarm } from './effects';
import { castOutsideCombat, outsideCastingProblem, payForCast, sceneCastingProblem } from '../magic/outside';
import { fightMinutes } from './clock';
import { fightOutcomes } from './walk';
import { nextRule } from './constructs';
import { bardsOf, deadBardsGifts, karmaSpent, recordGift, withdrawGifts } from './bard';
import { parseCheck } from '../dice';
import { formatClock, pronoun } from './words';
import { listed } from '../render/words';

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

/** The adventure has a fault the loader could not see: every option of a section is closed. */
export class AdventureStuck extends Error {
  override name = 'AdventureStuck';
  constructor(
    readonly section: SectionId,
    message: string,
  ) {
    super(message);
  }
}

/** A fight, and no combat engine in this build. */
export class CombatUnavailable extends Error {
  override name = 'CombatUnavailable';
}

/** Thrown inside a run when the last living member dies: the game ends at once. */
export class PartyDead extends Error {
  override name = 'PartyDead';
}

export type Exit = { kind: 'goto'; to: SectionId } | { kind: 'end'; ending: Pick<Ending, 'title' | 'kind'> } | { kind: 'undo' } | { kind: 'quit' };

/** The roller(s) of the check an outcome follows, and its margin: the default "who" of effects. */
export interface Scope {
  rollers: number[];
  margin: number | null;
  /** A companion who rolled instead (docs/rulings.md, "Companions who roll"): only a heal falls on him. */
  companion?: string;
}

/** Who rolls a check or a contest: a member (his place in the party) or a companion with it (by name). */
export type Roller = number | { companion: string };

const NO_SCOPE: Scope = { rollers: [], margin: null };

export interface RollOutcome {
  passed: boolean;
  margin: number;
}

/** The ladder of a check's outcomes from worst to best: fail-by (largest first), fail, pass, pass-by. */
export function checkLadder(check: Check): Array<{ name: string; flow: Flow; lo: number; hi: number }> {
  // Each rung covers a range of margins (target - total), lo..hi inclusive.
  const out: Array<{ name: string; flow: Flow; lo: number; hi: number }> = [];
  const failBy = [...check.failBy].sort((a, b) => b.by - a.by);
  let hi = -1;
  let top = -Infinity;
  for (const f of failBy) {
    out.push({ name: `fail-by ${f.by}`, flow: f.flow, lo: top, hi: -f.by });
    top = -f.by + 1;
  }
  out.push({ name: 'fail', flow: check.fail, lo: top, hi });
  const passBy = [...check.passBy].sort((a, b) => a.by - b.by);
  const passTop = passBy.length ? passBy[0].by - 1 : Infinity;
  out.push({ name: 'pass', flow: check.pass, lo: 0, hi: passTop });
  passBy.forEach((p: MarginOutcome, i) => {
    out.push({ name: `pass-by ${p.by}`, flow: p.flow, lo: p.by, hi: i + 1 < passBy.length ? passBy[i + 1].by - 1 : Infinity });
  });
  return out;
}

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
      const diverted = await this.events();
      if (diverted) exit = diverted;
      else {
        // SKILLS, Bard: the bards play once, as the party enters the adventure's first section.
        if (s.steps === 0) await this.bardsPlay();
        setOwn(s.visits, s.at, visitsOf(s, s.at) + 1);
        s.steps += 1;
        // Options taken "once: visit" come back when the party has been somewhere else.
        s.visitTaken = s.visitTaken.filter((k) => k.startsWith(`${s.at}#`));
        this.emit({ kind: 'section', id: section.id, title: section.title, visit: visitsOf(s, s.at), time: s.time });
        if (section.dark) this.lightUp();
        const skipText = s.previewed === section.id;
        s.previewed = null;
        exit = await this.runFlow(section.flow, NO_SCOPE, { skipText, shop: section.shop });
      }
    } catch (e) {
      if (!(e instanceof PartyDead)) throw e;
      // Those waiting behind a split party live on, and come home (docs/rulings.md, "A party that splits").
      const waitingAlive = (s.waiting ?? []).some((i) => isAlive(s.party[i]));
      const title = waitingAlive ? 'Those who went on are dead' : livingMembers(s).length === 0 && s.party.length > 1 ? 'The whole party is dead' : 'Death';
      exit = { kind: 'end', ending: { title, kind: 'death' } };
    }
    // A bard's karma lasts while he lives and ends with the adventure (docs/rulings.md).
    this.withdrawnGifts(exit.kind === 'end' ? withdrawGifts(s, () => true) : deadBardsGifts(s), exit.kind === 'end');
    s.rng = this.rng.state();
    switch (exit.kind) {
      case 'undo':
      case 'quit':
        return exit;
      case 'goto':
        s.at = exit.to;
        return { kind: 'next', state: s };
      case 'end':
        s.ended = { section: section.id, title: exit.ending.title, kind: exit.ending.kind };
        this.emit({ kind: 'end', section: section.id, ending: exit.ending });
        return { kind: 'end', state: s };
    }
  }

  // ---- events and light ----------------------------------------------------------------------------

  /**
   * The adventure's events, in the file's order, as a section is about to be entered: each fires when
   * its condition holds and did not at the last look (a "once" event only the first time). One that
   * goes on (goto or end) takes the party there; the events after it wait for the next section.
   */
  async events(): Promise<Exit | null> {
    const s = this.s;
    for (const e of this.adventure.events) {
      const now = this.holds(e.when, e.at);
      const was = s.eventsOn.includes(e.number);
      if (!now) {
        if (was) s.eventsOn = s.eventsOn.filter((n) => n !== e.number);
        continue;
      }
      if (was) continue;
      s.eventsOn.push(e.number);
      if (e.once && s.eventsFired.includes(e.number)) continue;
      if (!s.eventsFired.includes(e.number)) s.eventsFired.push(e.number);
      const flow: Flow = { at: e.at, text: e.text, gm: e.gm, effects: e.effects, next: e.next ?? { kind: 'goto', to: s.at, at: e.at } };
      await this.runBody(flow, NO_SCOPE);
      if (e.next) return this.runNext(e.next, NO_SCOPE, null);
    }
    return null;
  }

  /** A light burns now: one was lit and its time has not run out. */
  get lit(): boolean {
    return this.s.time < this.s.lightUntil;
  }

  /** In the dark with no light burning: whoever carries the adventure's light lights one, if anyone does. */
  lightUp(): void {
    const light = this.adventure.light;
    if (!light || this.lit) return;
    const s = this.s;
    const bearer = livingMembers(s).find((i) => carried(s.party[i], light.item) > 0);
    if (bearer === undefined) return;
    takeItem(s.party[bearer], light.item, 1);
    s.lightUntil = s.time + light.minutes;
    const c = s.party[bearer];
    this.emit({ kind: 'effect', member: c.name, text: `${c.name} lights a ${light.item} (${carried(c, light.item)} left); it burns until ${formatClock(s.lightUntil)}` });
  }

  /**
   * A check's spec as it is rolled now: its terms read from the game (`-{alarms}`) and, in a dark
   * section with no light, the adventure's penalty for the dark.
   */
  stateSpec(spec: CheckSpec, modifiers: StateModifier[]): CheckSpec {
    let modifier = spec.modifier;
    const env = condEnv(this.s);
    for (const m of modifiers) modifier += m.sign * evaluate(m.value, env);
    const section = this.adventure.sections.get(this.sectionId);
    const light = this.adventure.light;
    if (section?.dark && light) {
      this.lightUp();
      if (!this.lit && light.dark !== 0) {
        modifier += light.dark;
        this.emit({ kind: 'note', text: `In the dark, with no ${light.item} burning: ${light.dark} to the roll's target.` });
      }
    }
    return modifier === spec.modifier ? spec : { ...spec, modifier };
  }

  // ---- conditions and text -----------------------------------------------------------------------

  holds(cond: Cond | null, at: Pos): boolean {
    if (cond === null) return true;
    const value = holds(cond, condEnv(this.s));
    this.emit({ kind: 'condition', at, value });
    return value;
  }

  /**
   * Text with its placeholders filled (docs/adventure-format.md, "Text"): the roller and his pronouns
   * are the first roller of the check this text follows, else the leader.
   */
  fill(text: string, scope: Scope = this.scope): string {
    const s = this.s;
    const names = livingMembers(s).map((i) => s.party[i].name);
    const party = listed(names);
    // A companion who rolled is {roller}; he has no sheet, so his pronouns are the default ones.
    const roller: { name: string; pronoun?: Character['pronoun'] } = scope.rollers.length === 0 && scope.companion !== undefined ? { name: scope.companion } : s.party[scope.rollers[0] ?? leaderOf(s)];
    return text.replace(/\{\{|\}\}|\{([^{}]*)\}/g, (m, raw: string | undefined) => {
      if (m === '{{') return '{';
      if (m === '}}') return '}';
      const name = (raw ?? '').trim();
      switch (name) {
        case 'hero':
          return s.party[leaderOf(s)].name;
        case 'party':
          return party;
        case 'roller':
          return roller.name;
        case 'gold':
          return String(partyGold(s));
        case 'captured':
          return listed(s.captured);
        default: {
          const word = pronoun(roller, name);
          if (word !== null) return word;
          // A role: the names of those chosen for it ("nobody" before anyone was).
          if (this.adventure.roles.includes(name)) {
            const chosen = roleMembers(s, name).map((i) => s.party[i].name);
            return chosen.length === 0 ? 'nobody' : listed(chosen);
          }
          // The loader let only counters through besides the words above.
          return String(own(s.counters, name));
        }
      }
    });
  }

  /** The scope of the flow whose text is being shown: who rolled, for {roller} and the pronouns. */
  scope: Scope = NO_SCOPE;

  paragraphs(ps: Paragraph[], at: Pos): string[] {
    return ps.filter((p) => this.holds(p.if, at)).map((p) => this.fill(p.text));
  }

  showText(flow: Flow): void {
    const texts = this.paragraphs(flow.text, flow.at);
    if (texts.length) this.emit({ kind: 'text', text: texts.join('\n\n') });
    if (flow.gm && this.options.gm) this.emit({ kind: 'gm', text: flow.gm });
  }

  // ---- flows -----------------------------------------------------------------------------------

  async runFlow(flow: Flow, scope: Scope, opts: { skipText?: boolean; shop?: Shop | null } = {}): Promise<Exit> {
    await this.runBody(flow, scope, opts.skipText ?? false);
    return this.runNext(flow.next, scope, opts.shop ?? null);
  }

  /** Text and effects, without the way on. */
  async runBody(flow: Flow, scope: Scope, skipText = false): Promise<void> {
    this.scope = scope;
    if (!skipText) this.showText(flow);
    else if (flow.gm && this.options.gm) this.emit({ kind: 'gm', text: flow.gm });
    if (flow.effects.length) {
      await applyEffects(this, flow.effects, scope);
      await settleHarm(this);
    }
  }

  async runNext(next: Next, scope: Scope, shop: Shop | null): Promise<Exit> {
    const rule = nextRule(next.kind);
    if (rule) return rule.run(this, next, scope, shop);
    switch (next.kind) {
      case 'goto':
        if (shop) await this.offerShopBeforeGoto(shop);
        return { kind: 'goto', to: next.to };
      case 'branch': {
        if (shop) await this.offerShopBeforeGoto(shop);
        const way = next.branches.find((b) => this.holds(b.if, b.at)) ?? next.branches[next.branches.length - 1];
        return { kind: 'goto', to: way.to };
      }
      case 'options':
        return this.menu(next.options, shop);
      case 'check':
        return this.check(next.check);
      case 'contest':
        return this.contest(next.contest);
      case 'fight':
        return this.fight(next.fight);
      case 'random':
        return this.random(next.table, scope);
      case 'tavern':
        return this.tavern(next.tavern);
      default:
        throw new Error(`no rule plays a way on of kind ${next.kind}`);
    }
  }

  // ---- options ---------------------------------------------------------------------------------

  async menu(options: Option[], shop: Shop | null): Promise<Exit> {
    const s = this.s;
    const removed = new Set<number>();
    const read = new Set<number>();
    let diplomacyTried = false;
    // After Diplomacy passed, the party must take another talk option (SOCIAL, Diplomacy: a talk
    // option replaces a talk option); the others wait until it has.
    let talkOnly = false;
    for (;;) {
      const visible = options.filter((o) => !removed.has(o.number) && !this.taken(o) && this.holds(o.if, o.at));
      const items: Array<PromptItem & { run: () => Promise<Exit | null> }> = [];
      for (const o of visible) {
        const open = this.holds(o.needs, o.at);
        // A game for a stake is offered only when someone who may sit down can pay it.
        const broke = open && o.flow.next.kind === 'tavern' ? this.stakeProblem(o.flow.next.tavern) : null;
        // A spell to cast is offered only to a party with someone who can cast it now.
        const next = o.flow.next;
        const noCaster = open && next.kind === 'check' && next.check.cast ? this.scenePool(next.check.who, next.check.cast).why : null;
        items.push({
          label: o.label,
          tag: 'option',
          disabled: talkOnly && !o.talk ? 'Diplomacy: take another talk option' : !open ? (o.needsText ?? `needs ${formatCondition(o.needs!)}`) : (broke ?? noCaster ?? false),
          run: async () => {
            this.emit({ kind: 'chose', section: this.sectionId, number: o.number, label: o.label, talk: o.talk });
            if (o.talk && !diplomacyTried) {
              const others = visible.filter((x) => x !== o && x.talk && this.holds(x.needs, x.at));
              const diplomat = this.bestAt('Diplomacy');
              if (diplomat !== null && others.length > 0) {
                diplomacyTried = true;
                const preview = this.preview(o.flow);
                this.emit({ kind: 'text', text: preview.text });
                const c = s.party[diplomat];
                const spec: CheckSpec = { dice: 3, attribute: 'IQ', value: 0, skill: { name: 'Diplomacy', mode: 'required' }, modifier: 0 };
                const chance = this.chanceFor(spec, diplomat);
                if (await this.chooser.confirm('diplomacy', `${c.name} may try Diplomacy (${formatCheck(spec)}, ${(chance * 100).toFixed(2)}%) to take another talk option instead, escaping what this one brings. Try it?`, false)) {
                  const r = await this.rollPlain(spec, diplomat, null);
                  if (r.passed) {
                    this.emit({ kind: 'note', text: `${c.name}'s words smooth it over: choose another talk option.` });
                    removed.add(o.number);
                    talkOnly = true;
                    return null;
                  }
                  this.emit({ kind: 'note', text: `Diplomacy fails: what was said stands.` });
                }
                this.take(o);
                if (preview.section) s.previewed = preview.section;
                return this.runFlow(o.flow, NO_SCOPE, { skipText: true });
              }
            }
            this.take(o);
            return this.runFlow(o.flow, NO_SCOPE);
          },
        });
      }
      if (!items.some((i) => !i.disabled)) {
        throw new AdventureStuck(this.sectionId, `section ${this.sectionId} has no option open to this party (line ${options[0]?.at.line ?? '?'})`);
      }
      // Seeing spells (SEEING): read one talk option, or any option, ahead without taking it. The
      // magic engine says who may cast, rolls 3/IQ and takes the fatigue (a staff first).
      const casts = this.chooser.casts !== false;
      for (const [spell, cost, talkOnly, tag] of [['Read Mind', 1, true, 'read-mind'], ['See Future', 3, false, 'see-future']] as const) {
        if (!casts) break;
        const targets = visible.filter((o) => (!talkOnly || o.talk) && !read.has(o.number));
        if (targets.length === 0) continue;
        for (const i of consciousMembers(s)) {
          const c = s.party[i];
          if (outsideCastingProblem(c, spell) !== null) continue;
          items.push({
            label: `${c.name} casts ${spell} (3/IQ, ${cost} fatigue): read ${talkOnly ? 'a talk option' : 'an option'} ahead`,
            tag,
            disabled: false,
            run: async () => {
              const which = await this.chooser.choose({
                key: `read ${this.sectionId}`,
                message: `Which option does ${c.name} read ahead?`,
                items: targets.map((o) => ({ label: o.label, tag: 'read' as const })),
              });
              const o = targets[which];
              if (await this.castOutside(i, spell)) {
                read.add(o.number);
                this.emit({ kind: 'reading', spell, caster: c.name, option: o.label, text: this.preview(o.flow).text });
              }
              return null;
            },
          });
        }
      }
      // Heal Wounds on oneself works between fights too (HEALING): as many points as he can spare.
      for (const i of casts ? consciousMembers(s) : []) {
        const c = s.party[i];
        if (c.damage === 0 || c.spells.length === 0) continue;
        let x = c.damage;
        while (x > 0 && outsideCastingProblem(c, 'Heal Wounds', x) !== null) x--;
        if (x === 0) continue;
        items.push({
          label: `${c.name} casts Heal Wounds (3/IQ): ${x} fatigue heals ${x} damage`,
          tag: 'heal',
          disabled: false,
          run: async () => (await this.castOutside(i, 'Heal Wounds', x), null),
        });
      }
      // The adventure's items that do something when used (a potion drunk), by whoever carries one.
      for (const i of consciousMembers(s)) {
        const c = s.party[i];
        for (const def of this.adventure.items.values()) {
          if (!def.use || carried(c, def.name) === 0) continue;
          items.push({ label: `${c.name} uses ${def.name}${def.consumed ? ` (${carried(c, def.name)} left)` : ''}`, tag: 'use', disabled: false, run: async () => (await this.useItem(i, def), null) });
        }
      }
      if (shop) items.push({ label: `Trade at ${shop.name}`, tag: 'shop', disabled: false, run: async () => (await this.shop(shop), null) });
      for (const i of livingMembers(s)) {
        const c = s.party[i];
        if (c.curses > 0 && c.karma + c.wishes >= 5) {
          items.push({ label: `${c.name} spends 5 karma to lift a curse`, tag: 'lift-curse', disabled: false, run: async () => (this.liftCurse(i), null) });
        }
      }
      if (this.chooser.extras) {
        items.push({ label: 'Character sheets', tag: 'sheets', disabled: false, run: async () => (this.emit({ kind: 'sheets', party: s.party, time: s.time, plotwords: s.plotwords, counters: counterLines(this.adventure, s, this.options.gm), leftBehind: s.leftBehind.map((i) => s.party[i].name), companions: companionLines(this.adventure, s) }), null) });
        if (this.options.canUndo) items.push({ label: 'Undo the last choice', tag: 'undo', disabled: false, run: async () => ({ kind: 'undo' }) });
        items.push({ label: 'Save and quit', tag: 'quit', disabled: false, run: async () => ({ kind: 'quit' }) });
      }
      const k = await this.chooser.choose({ key: `menu ${this.sectionId}`, message: 'What do you do?', items });
      const item = items[k];
      if (!item || item.disabled) throw new Error(`the chooser picked ${k}, which is not an open choice`);
      const exit = await item.run();
      if (exit) return exit;
    }
  }

  /**
   * A member uses one of the adventure's items (docs/adventure-format.md, "Items that do something"):
   * its effects touch him unless they say who, as a check's touch its roller; a consumed one is gone.
   */
  async useItem(i: number, def: ItemDef): Promise<void> {
    const c = this.s.party[i];
    if (def.consumed) takeItem(c, def.name, 1);
    this.emit({ kind: 'effect', member: c.name, text: `${c.name} uses ${def.name}${def.consumed ? ` (${carried(c, def.name)} left)` : ''}` });
    await applyEffects(this, def.use ?? [], { rollers: [i], margin: null });
    await settleHarm(this);
  }

  /** An option taken "once" already: in this game, or in this visit of the section. */
  taken(o: Option): boolean {
    const key = `${this.sectionId}#${o.number}`;
    return o.once === 'game' ? this.s.taken.includes(key) : o.once === 'visit' ? this.s.visitTaken.includes(key) : false;
  }

  take(o: Option): void {
    const key = `${this.sectionId}#${o.number}`;
    if (o.once === 'game') this.s.taken.push(key);
    else if (o.once === 'visit') this.s.visitTaken.push(key);
  }

  /** What an option leads to, as read ahead: its own text, else the text of the section it goes to. */
  preview(flow: Flow): { text: string; section: SectionId | null } {
    const parts = this.paragraphs(flow.text, flow.at);
    let section: SectionId | null = null;
    const rule = nextRule(flow.next.kind);
    const read = rule ? rule.preview(this, flow.next) : null;
    // A branch is read where it would go now.
    const to = read && 'to' in read ? read.to : flow.next.kind === 'goto' ? flow.next.to : flow.next.kind === 'branch' ? (flow.next.branches.find((b) => b.if === null || holds(b.if, condEnv(this.s))) ?? flow.next.branches[flow.next.branches.length - 1]).to : null;
    if (to !== null) {
      const target = this.adventure.sections.get(to);
      if (target && parts.length === 0) {
        parts.push(...this.paragraphs(target.flow.text, target.flow.at));
        section = target.id;
      }
    } else if (read && 'says' in read) parts.push(read.says);
    else if (flow.next.kind === 'check') parts.push(`(It comes to a ${flow.next.check.text} check.)`);
    else if (flow.next.kind === 'contest') parts.push(`(It comes to a contest of ${flow.next.contest.text} against ${flow.next.contest.against.name}.)`);
    else if (flow.next.kind === 'fight') parts.push('(It comes to a fight.)');
    else if (flow.next.kind === 'tavern') parts.push(`(It comes to a game of ${flow.next.tavern.title}.)`);
    return { text: parts.join('\n\n') || '(Nothing can be read of it.)', section };
  }

  /** A spell cast away from the board, through the magic engine; true when it worked. */
  async castOutside(i: number, spell: string, x = 1): Promise<boolean> {
    const c = this.s.party[i];
    const spec: CheckSpec = { dice: 3, attribute: 'IQ', value: 0, skill: null, modifier: 0 };
    const subject = checkSubject(c);
    const t = checkTarget(spec, subject);
    this.emit({ kind: 'check', at: { line: 0, column: 0 }, roller: c.name, check: '3/IQ', spec, purpose: `casts ${spell}`, target: t.target, chance: checkOdds(spec, subject), allowed: true, helper: null, curses: subject.curses });
    const r = await castOutsideCombat(c, spell, this.dice, x);
    const total = r.roll.sum + subject.curses;
    this.emit({ kind: 'throw', roller: c.name, roll: r.roll, total, curses: subject.curses, passed: r.success, margin: r.target - total, reroll: null });
    if (!r.success) {
      this.emit({ kind: 'note', text: 'The spell fails; it costs no fatigue (MAGIC, Fatigue).' });
      return false;
    }
    const healed = c.damage - r.character.damage;
    this.s.party[i] = r.character;
    const parts = [r.staff ? `${r.staff} from the staff` : '', r.fatigue ? `${r.fatigue} fatigue` : ''].filter(Boolean);
    this.emit({ kind: 'effect', member: c.name, text: `${c.name} pays for ${spell}: ${parts.join(', ') || 'nothing'}${healed ? `; ${healed} damage healed` : ''}` });
    return true;
  }

  /** A member spends karma points: those a bard gave him go first (bard.ts). */
  spendKarma(member: number, n: number): void {
    this.s.party[member].karma -= n;
    karmaSpent(this.s, member, n);
  }

  /**
   * SKILLS, TRADES, Bard: each bard throws 3/IQ as the adventure begins; on a success he gives one
   * karma point per level, each to another member his player names (docs/rulings.md).
   */
  async bardsPlay(): Promise<void> {
    const s = this.s;
    for (const { member, level } of bardsOf(s.party)) {
      const bard = s.party[member];
      const others = livingMembers(s).filter((i) => i !== member);
      if (others.length === 0) continue;
      const roll = await this.rollPlain(parseCheck('3/IQ'), member, `sings (Bard: ${level} karma for the party in this adventure)`);
      if (!roll.passed) {
        this.emit({ kind: 'effect', member: bard.name, text: `${bard.name}'s song does not carry: no karma from the Bard this adventure` });
        continue;
      }
      // With one other member every point is his: given at once, said once.
      if (others.length === 1) {
        const to = others[0];
        let given = 0;
        for (let point = 1; point <= level; point++) {
          if (gainCapped(this, s.party[to], 'karma', 1) > 0) {
            recordGift(s, member, to);
            given += 1;
          }
        }
        this.emit({ kind: 'effect', member: s.party[to].name, text: `${s.party[to].name} gains ${given} karma from ${bard.name}'s song, for this adventure` });
        continue;
      }
      for (let point = 1; point <= level; point++) {
        const k = await this.chooser.choose({
          key: `bard ${member}`,
          message: `${bard.name} sings for the party. Who takes a karma point for this adventure${level > 1 ? ` (${point} of ${level})` : ''}?`,
          items: others.map((i) => ({ label: s.party[i].name, detail: `${s.party[i].karma} karma`, tag: 'member' as const })),
        });
        const to = others[k];
        if (gainCapped(this, s.party[to], 'karma', 1) > 0) recordGift(s, member, to);
        this.emit({ kind: 'effect', member: s.party[to].name, text: `${s.party[to].name} gains 1 karma from ${bard.name}'s song, for this adventure` });
      }
    }
  }

  /** The karma of bards who have died goes at once (bard.ts): called as deaths are settled. */
  bardsDied(): void {
    this.withdrawnGifts(deadBardsGifts(this.s), false);
  }

  /** Says which members lost the karma a bard gave them (his death, or the adventure's end). */
  withdrawnGifts(lost: Array<{ member: number; bard: number; points: number }>, atEnd: boolean): void {
    for (const l of lost) {
      const who = this.s.party[l.member].name;
      const bard = this.s.party[l.bard].name;
      this.emit({ kind: 'effect', member: who, text: atEnd ? `${who} loses the ${l.points} karma of ${bard}'s song: it lasted for this adventure only` : `${bard} is dead: ${who} loses the ${l.points} karma of ${bard}'s song` });
    }
  }

  liftCurse(i: number): void {
    // CAMPAIGNING, Curse: five karma lift one curse; a wish may stand in for a karma point.
    const c = this.s.party[i];
    const fromKarma = Math.min(5, c.karma);
    this.spendKarma(i, fromKarma);
    c.wishes -= 5 - fromKarma;
    c.curses -= 1;
    this.emit({ kind: 'effect', member: c.name, text: `${c.name} spends 5 karma${fromKarma < 5 ? ` (${5 - fromKarma} of them wishes)` : ''} and a curse is lifted (${c.curses} left)` });
  }

  /** The conscious member best at a skill he knows (required), or null. */
  bestAt(skill: string): number | null {
    let best: number | null = null;
    for (const i of consciousMembers(this.s)) {
      const c = this.s.party[i];
      const level = skillLevel(c, skill);
      if (level <= 0) continue;
      if (best === null || c.iq + level > this.s.party[best].iq + skillLevel(this.s.party[best], skill)) best = i;
    }
    return best;
  }

  // ---- checks ----------------------------------------------------------------------------------

  /** Leadership (SKILLS): another conscious member adds his level to the roller's check. */
  leadership(roller: number): { bonus: number; helper: string | null } {
    let best = 0;
    let helper: string | null = null;
    for (const i of consciousMembers(this.s)) {
      if (i === roller) continue;
      const level = skillLevel(this.s.party[i], 'Leadership');
      if (level > best) {
        best = level;
        helper = this.s.party[i].name;
      }
    }
    return { bonus: best, helper };
  }

  specFor(spec: CheckSpec, roller: number): { spec: CheckSpec; helper: string | null } {
    const lead = this.leadership(roller);
    if (lead.bonus === 0) return { spec, helper: null };
    return { spec: { ...spec, modifier: spec.modifier + lead.bonus }, helper: `+${lead.bonus} Leadership of ${lead.helper}` };
  }

  chanceFor(spec: CheckSpec, roller: number): number {
    return checkOdds(this.specFor(spec, roller).spec, checkSubject(this.s.party[roller]));
  }

  /** Who rolls a check: the members and the prompt for a chosen one. */
  async rollers(spec: CheckSpec, who: Check['who'], key: string, what: string): Promise<Roller[]> {
    const s = this.s;
    const members = consciousMembers(s);
    // A companion named rolls himself, if he is with the party now; not there, nobody can try.
    if (typeof who === 'object' && 'companion' in who) return s.companions.includes(who.companion) ? [{ companion: who.companion }] : [];
    // Those named for the task roll, each his own (docs/rulings.md, "Choosing who"); none standing: nobody can try.
    if (typeof who === 'object') return roleMembers(s, who.role).filter((i) => members.includes(i));
    if (members.length === 0) return [leaderOf(s)];
    const allowed = members.filter((i) => checkTarget(spec, checkSubject(s.party[i])).allowed);
    switch (who) {
      case 'each':
        return members;
      case 'leader':
        return [members[0]];
      case 'best': {
        const pool = allowed.length ? allowed : members;
        let best = pool[0];
        for (const i of pool) if (this.chanceFor(spec, i) > this.chanceFor(spec, best)) best = i;
        return [best];
      }
      case 'chosen': {
        if (members.length === 1) return members;
        if (allowed.length <= 1) return [allowed[0] ?? members[0]];
        const items: PromptItem[] = members.map((i) => {
          const c = s.party[i];
          const t = checkTarget(this.specFor(spec, i).spec, checkSubject(c));
          return {
            label: c.name,
            tag: 'member',
            detail: t.allowed ? `needs ${t.target} or less: ${(this.chanceFor(spec, i) * 100).toFixed(2)}%` : undefined,
            disabled: t.allowed ? false : `does not know ${spec.skill?.name}`,
          };
        });
        const k = await this.chooser.choose({ key, message: `Who tries ${what}?`, items });
        return [members[k]];
      }
    }
  }

  /**
   * One member rolls a check, showing target and odds first; after a failed throw he may spend
   * karma, or a wish as karma, to roll again (CAMPAIGNING, Karma/Wish). Curses are in the total.
   */
  async rollPlain(spec0: CheckSpec, roller: Roller, purpose: string | null, at?: Pos, fateOutcomes?: Array<{ name: string; lo: number; hi: number }>, leadership = true): Promise<RollOutcome & { forced?: number }> {
    const { c, name, subject } = this.rollerOf(roller);
    // Leadership helps a check, not the casting of a spell (SKILLS, Leadership: "one character's check"),
    // and a member's check only: a companion is no character of the party (docs/rulings.md).
    const { spec, helper } = leadership && typeof roller === 'number' ? this.specFor(spec0, roller) : { spec: spec0, helper: null };
    const t = checkTarget(spec, subject);
    const chance = checkOdds(spec, subject);
    this.emit({ kind: 'check', at: at ?? { line: 0, column: 0 }, roller: name, check: formatCheck(spec0), spec, purpose, target: t.target, chance, allowed: t.allowed, helper, curses: subject.curses });
    if (!t.allowed) return { passed: false, margin: -1 };
    if (fateOutcomes && this.chooser.fate && at) {
      // The explorer picks the outcome; only those the dice can give are offered.
      const lo = spec.dice + subject.curses;
      const hi = spec.dice * 6 + subject.curses;
      const feasible = fateOutcomes.filter((o) => {
        const totalHi = t.target - o.lo; // margin = target - total
        const totalLo = t.target - o.hi;
        return Math.max(lo, totalLo) <= Math.min(hi, totalHi);
      });
      const k = this.chooser.fate({ kind: 'check', at, outcomes: feasible.map((o) => o.name) });
      const o = feasible[k];
      const total = Math.min(hi, Math.max(lo, t.target - Math.max(o.lo, Math.min(o.hi, 0))));
      const margin = t.target - total;
      return { passed: margin >= 0, margin, forced: fateOutcomes.indexOf(o) };
    }
    let shown = 0;
    const spend: Array<'karma' | 'wish'> = [];
    const showThrows = (r: CheckResult) => {
      for (; shown < r.throws.length; shown++) {
        const th = r.throws[shown];
        this.emit({ kind: 'throw', roller: name, roll: th.roll, total: th.total, curses: r.curses, passed: th.passed, margin: th.margin, reroll: shown === 0 ? null : spend[shown - 1] });
      }
    };
    const result = await rollCheck(spec, subject, this.dice, {
      // A companion has no karma nor wishes: nothing to roll again with.
      karma: c ? c.karma + c.wishes : 0,
      offerReroll: async (r) => {
        if (!c) return false;
        showThrows(r);
        const useWish = c.karma - spend.filter((x) => x === 'karma').length <= 0;
        const left = useWish ? c.wishes - spend.filter((x) => x === 'wish').length : c.karma - spend.filter((x) => x === 'karma').length;
        const ok = await this.chooser.confirm(useWish ? 'wish-reroll' : 'karma', useWish ? `${c.name} failed. Spend a wish as a karma point to roll again (${left} left)?` : `${c.name} failed. Spend a karma point to roll again (${left} left)?`, false);
        if (ok) spend.push(useWish ? 'wish' : 'karma');
        return ok;
      },
    });
    showThrows(result);
    for (const x of spend) {
      if (typeof roller !== 'number' || !c) break;
      if (x === 'karma') this.spendKarma(roller, 1);
      else c.wishes -= 1;
    }
    return { passed: result.passed, margin: result.margin };
  }

  /**
   * The one who rolls, as a check sees him: a member with his sheet, or a companion with his stat
   * block's ST, DX and IQ, no skill, no curse, no karma (docs/rulings.md, "Companions who roll").
   */
  rollerOf(roller: Roller): { c: Character | null; name: string; subject: CheckSubject } {
    if (typeof roller === 'number') {
      const c = this.s.party[roller];
      return { c, name: c.name, subject: checkSubject(c) };
    }
    const b = this.adventure.companions.get(roller.companion);
    const st = b?.st ?? 0;
    const dx = b?.dx ?? 0;
    const iq = b?.iq ?? 0;
    return { c: null, name: roller.companion, subject: { name: roller.companion, attribute: (a) => (a === 'ST' ? st : a === 'DX' ? dx : iq), skillLevel: () => 0, curses: 0 } };
  }

  /** The scope an outcome's effects and text see after one roller's roll. */
  scopeOf(roller: Roller, margin: number | null): Scope {
    return typeof roller === 'number' ? { rollers: [roller], margin } : { rollers: [], margin, companion: roller.companion };
  }

  /** Members only: those who roll with `who: each` or a role, for the way on after all. */
  static members(rollers: Roller[]): number[] {
    return rollers.filter((r): r is number => typeof r === 'number');
  }

  async check(check0: Check): Promise<Exit> {
    if (check0.cast) return this.castInScene(check0, check0.cast);
    const check = { ...check0, spec: this.stateSpec(check0.spec, check0.modifiers) };
    // Terms read from the game are asked as they stand ("3/DX-2"): a counter's name may be the GM's.
    const what = check0.modifiers.length ? formatCheck(check.spec) : check.text;
    const rollers = await this.rollers(check.spec, check.who, `who rolls ${this.sectionId}`, what);
    const ladder = checkLadder(check);
    if (rollers.length === 0) return this.nobodyRolls(check.who, check.fail);
    // Several named for the task each roll, as "each" does.
    const each = check.who === 'each' || (typeof check.who === 'object' && rollers.length > 1);
    const results: Array<{ roller: Roller; rung: number; margin: number }> = [];
    for (const i of rollers) {
      const r = await this.rollPlain(check.spec, i, null, check.at, ladder);
      let rung: number;
      if (r.forced !== undefined) rung = r.forced;
      else rung = ladder.findIndex((x) => r.margin >= x.lo && r.margin <= x.hi);
      if (rung < 0) rung = r.passed ? ladder.findIndex((x) => x.name === 'pass') : ladder.findIndex((x) => x.name === 'fail');
      this.emit({ kind: 'outcome', at: check.at, roller: this.rollerOf(i).name, outcome: ladder[rung].name, passed: r.passed, forced: r.forced !== undefined });
      results.push({ roller: i, rung, margin: r.margin });
      if (each) await this.runBody(ladder[rung].flow, this.scopeOf(i, r.margin));
    }
    if (!each) {
      const r = results[0];
      return this.runFlow(ladder[r.rung].flow, this.scopeOf(r.roller, r.margin));
    }
    // Everyone has had his own outcome; the party goes on by the worst of them.
    const worst = results.reduce((w, r) => (r.rung < w.rung ? r : w), results[0]);
    return this.runNext(ladder[worst.rung].flow.next, { rollers: Run.members(rollers), margin: null }, null);
  }

  /** Nobody named for the task stands to roll: it fails without a roll, as a check nobody may try does. */
  async nobodyRolls(who: Check['who'], fail: Flow): Promise<Exit> {
    const text = typeof who !== 'object' ? 'Nobody is there to try it' : 'companion' in who ? `${who.companion} is not with the party to try it` : `Nobody named ${who.role} is there to try it`;
    this.emit({ kind: 'note', text: `${text}: it fails.` });
    return this.runFlow(fail, NO_SCOPE);
  }

  /** The members who can cast a scene's spell now: standing, knowing it, out of metal armor, with strength to spare. */
  scenePool(who: Check['who'], cast: SceneCast): { able: number[]; why: string | null } {
    const s = this.s;
    const pool = typeof who === 'object' && 'role' in who ? roleMembers(s, who.role).filter((i) => consciousMembers(s).includes(i)) : consciousMembers(s);
    const able = pool.filter((i) => sceneCastingProblem(s.party[i], cast.spell, cast.fatigue) === null);
    if (able.length) return { able, why: null };
    if (pool.length === 1) return { able, why: sceneCastingProblem(s.party[pool[0]], cast.spell, cast.fatigue) };
    return { able, why: `nobody ${typeof who === 'object' && 'role' in who ? `named ${who.role} ` : ''}can cast ${cast.spell}` };
  }

  /**
   * A spell cast in a scene (docs/adventure-format.md, "Casting a spell"): a member who can cast it
   * passes 3/IQ (MAGIC) and on a pass pays its fatigue, the staff first; the outcome's effects touch
   * him, as a check's touch its roller. Nobody able: the fail outcome, without a roll.
   */
  async castInScene(check: Check, cast: SceneCast): Promise<Exit> {
    const s = this.s;
    const { able, why } = this.scenePool(check.who, cast);
    if (able.length === 0) {
      this.emit({ kind: 'note', text: `${why ?? `Nobody can cast ${cast.spell}`}: it fails.` });
      return this.runFlow(check.fail, NO_SCOPE);
    }
    let caster = able[0];
    if (check.who === 'best') {
      for (const i of able) if (s.party[i].iq > s.party[caster].iq) caster = i;
    } else if (able.length > 1) {
      const members = typeof check.who === 'object' ? able : consciousMembers(s);
      const k = await this.chooser.choose({
        key: `who casts ${this.sectionId}`,
        message: `Who casts ${cast.spell}?`,
        items: members.map((i) => {
          const problem = sceneCastingProblem(s.party[i], cast.spell, cast.fatigue);
          return { label: s.party[i].name, tag: 'member' as const, detail: problem ? undefined : `IQ ${s.party[i].iq}`, disabled: problem ?? false };
        }),
      });
      caster = members[k];
    }
    const ladder = checkLadder(check);
    const r = await this.rollPlain(check.spec, caster, `${s.party[caster].name} casts ${cast.spell}`, check.at, ladder, false);
    const rung = r.forced ?? ladder.findIndex((x) => x.name === (r.passed ? 'pass' : 'fail'));
    const passed = ladder[rung].name === 'pass';
    this.emit({ kind: 'outcome', at: check.at, roller: s.party[caster].name, outcome: ladder[rung].name, passed, forced: r.forced !== undefined });
    if (passed) {
      const paid = payForCast(s.party[caster], cast.fatigue);
      s.party[caster] = paid.character;
      const parts = [paid.staff ? `${paid.staff} from the staff` : '', paid.fatigue ? `${paid.fatigue} fatigue` : ''].filter(Boolean);
      this.emit({ kind: 'effect', member: s.party[caster].name, text: `${s.party[caster].name} casts ${cast.spell} and pays ${parts.join(', ') || 'nothing'}` });
    } else this.emit({ kind: 'note', text: 'The spell fails; it costs no fatigue (MAGIC, Fatigue).' });
    return this.runFlow(passed ? check.pass : check.fail, { rollers: [caster], margin: r.margin });
  }

  // ---- contests ----------------------------------------------------------------------------------

  opponentSide(contest: Contest): ContestSide {
    const a = contest.against;
    let target = a.spec.value;
    let attribute = a.spec.value;
    if (a.spec.attribute !== null) {
      const creature = this.creature(a.creature ?? '');
      if (!creature) throw new CombatUnavailable(`section ${this.sectionId}: the creature ${a.creature} is not in this build's bestiary`);
      const v = a.spec.attribute === 'ST' ? creature.st : a.spec.attribute === 'DX' ? creature.dx : creature.iq;
      target = v;
      attribute = v;
    }
    return { name: a.name, dice: a.spec.dice, target: target + a.spec.modifier, attribute, curses: 0 };
  }

  creature(name: string): import('./combat-port').Creature | undefined {
    return this.adventure.creatures.get(name) ?? combatEngine()?.findCreature(name);
  }

  async contest(contest0: Contest): Promise<Exit> {
    const contest = { ...contest0, spec: this.stateSpec(contest0.spec, contest0.modifiers) };
    const rollers = await this.rollers(contest.spec, contest.who, `who rolls ${this.sectionId}`, `${contest.text} against ${contest.against.name}`);
    if (rollers.length === 0) return this.nobodyRolls(contest.who, contest.lose);
    const each = contest.who === 'each' || (typeof contest.who === 'object' && rollers.length > 1);
    const b = this.opponentSide(contest);
    const rank = { lose: 0, tie: 1, win: 2 } as const;
    const results: Array<{ roller: Roller; outcome: 'win' | 'lose' | 'tie' }> = [];
    for (const i of rollers) {
      const outcome = await this.contestFor(contest, i, b);
      this.emit({ kind: 'contest-outcome', at: contest.at, roller: this.rollerOf(i).name, outcome: outcome.outcome, forced: outcome.forced });
      results.push({ roller: i, outcome: outcome.outcome });
      if (each) await this.runBody(this.contestFlow(contest, outcome.outcome), this.scopeOf(i, null));
    }
    if (!each) return this.runFlow(this.contestFlow(contest, results[0].outcome), this.scopeOf(results[0].roller, null));
    const worst = results.reduce((w, r) => (rank[r.outcome] < rank[w.outcome] ? r : w), results[0]);
    return this.runNext(this.contestFlow(contest, worst.outcome).next, { rollers: Run.members(rollers), margin: null }, null);
  }

  contestFlow(contest: Contest, outcome: 'win' | 'lose' | 'tie'): Flow {
    return outcome === 'win' ? contest.win : outcome === 'tie' ? (contest.tie ?? contest.lose) : contest.lose;
  }

  /** RESOLVING UNCERTAINTY, Winning a Check: both roll; the loser may spend karma to re-roll his own dice. */
  async contestFor(contest: Pick<Contest, 'at' | 'spec' | 'against' | 'tie'>, roller: Roller, b: ContestSide): Promise<{ outcome: 'win' | 'lose' | 'tie'; forced: boolean }> {
    const { c, name, subject } = this.rollerOf(roller);
    // As in a check: a member's Leadership helps a member, not a companion.
    const { spec, helper } = typeof roller === 'number' ? this.specFor(contest.spec, roller) : { spec: contest.spec, helper: null };
    const t = checkTarget(spec, subject);
    const a: ContestSide = { name, dice: spec.dice, target: t.target, attribute: t.attributeValue, curses: subject.curses };
    const odds = t.allowed ? contestOdds(a, b) : { a: 0, b: 1, neither: 0 };
    this.emit({ kind: 'contest', at: contest.at, roller: name, check: `${formatCheck(contest.spec)}${helper ? ` (${helper})` : ''}`, target: t.target, opponent: b.name ?? 'the opponent', opponentCheck: formatCheck(contest.against.spec), opponentTarget: b.target, win: odds.a, lose: odds.b, draw: odds.neither, drawLoses: contest.tie === null });
    if (!t.allowed) {
      this.emit({ kind: 'note', text: `${name} does not know ${contest.spec.skill?.name}, which this contest requires: ${b.name} wins.` });
      return { outcome: 'lose', forced: false };
    }
    if (this.chooser.fate) {
      const names: Array<'win' | 'lose' | 'tie'> = [];
      if (odds.a > 0) names.push('win');
      if (odds.b > 0) names.push('lose');
      if (odds.neither > 0 && contest.tie) names.push('tie');
      if (names.length === 0) names.push('lose');
      const k = this.chooser.fate({ kind: 'contest', at: contest.at, outcomes: names });
      return { outcome: names[k], forced: true };
    }
    const rb = await this.dice.roll(b.dice, 6, `${b.name}: ${b.dice}D6, wins at ${b.target} or less`);
    const totalB = rb.sum;
    let reroll: 'karma' | 'wish' | null = null;
    for (;;) {
      const ra = await this.dice.roll(a.dice, 6, `${name}: ${a.dice}D6, wins at ${a.target} or less`, name);
      const totalA = ra.sum + (a.curses ?? 0);
      const j = judgeContest(a, b, totalA, totalB);
      const result: ContestResult = {
        ...j,
        a: { roll: ra, total: totalA, within: totalA <= a.target, margin: a.target - totalA },
        b: { roll: rb, total: totalB, within: totalB <= b.target, margin: b.target - totalB },
      };
      this.emit({ kind: 'contest-throw', roller: name, a, b, result, reroll });
      if (j.winner === 'a') return { outcome: 'win', forced: false };
      // A companion has no karma nor wishes to roll again with.
      const canKarma = c !== null && c.karma > 0;
      const canWish = c !== null && !canKarma && c.wishes > 0;
      if (c && typeof roller === 'number' && (canKarma || canWish)) {
        const ok = await this.chooser.confirm(canKarma ? 'karma' : 'wish-reroll', canKarma ? `${c.name} did not win. Spend a karma point to roll again (${c.karma} left)?` : `${c.name} did not win. Spend a wish as a karma point to roll again (${c.wishes} left)?`, false);
        if (ok) {
          if (canKarma) this.spendKarma(roller, 1);
          else c.wishes -= 1;
          reroll = canKarma ? 'karma' : 'wish';
          continue;
        }
      }
      return { outcome: j.winner === null ? 'tie' : 'lose', forced: false };
    }
  }

  // ---- random tables ---------------------------------------------------------------------------

  async random(table: RandomTable, scope: Scope): Promise<Exit> {
    const d = table.dice;
    let row = table.rows[0];
    let total: number | null = null;
    let forced = false;
    if (this.chooser.fate) {
      const lo = d.count + d.modifier;
      const hi = d.count * d.sides + d.modifier;
      const feasible = table.rows.filter((r) => r.to >= lo && r.from <= hi);
      const k = this.chooser.fate({ kind: 'random', at: table.at, outcomes: feasible.map((r) => (r.from === r.to ? String(r.from) : `${r.from}-${r.to}`)) });
      row = feasible[k];
      forced = true;
    } else {
      const roll = await this.dice.roll(d.count, d.sides, `${table.name ? `table ${table.name}: ` : ''}roll ${table.diceText}`);
      total = roll.sum + d.modifier;
      row = table.rows.find((r) => r.from <= total! && total! <= r.to) ?? row;
    }
    this.emit({ kind: 'random', at: table.at, table: table.name, dice: table.diceText, total, row: row.from === row.to ? String(row.from) : `${row.from}-${row.to}`, forced });
    return this.runFlow(row.flow, scope);
  }

  // ---- fights ----------------------------------------------------------------------------------

  async fight(fight: Fight): Promise<Exit> {
    return this.afterFight(fight, await this.encounter(fight));
  }

  /**
   * A fight fought out, its results written to the party's sheets: the section's own, or one the GM
   * sets up on the spot (:fight) on a map of his choosing (`mapDef`).
   */
  async encounter(fight: Fight, mapDef: MapDef = this.adventure.maps.get(fight.map)!): Promise<FightEndKind> {
    const s = this.s;
    const fighters = consciousMembers(s);
    // A foe that keeps its wounds and died of them in an earlier fight is not in this one.
    const gone = (f: Foe) => f.keepsWounds && f.name !== null && own(s.wounds, f.name) >= (this.creature(f.creature)?.st ?? Infinity);
    const foeNames: string[] = [];
    for (const f of fight.foes) if (!gone(f)) for (let k = 0; k < f.count; k++) foeNames.push(figureName(f, k));
    this.emit({ kind: 'fight', at: fight.at, map: fight.map, foes: foeNames, surprise: fight.surprise, party: fighters.map((i) => s.party[i].name) });
    if (this.chooser.fate) {
      const names = fightOutcomes(fight);
      const outcome = names[this.chooser.fate({ kind: 'fight', at: fight.at, outcomes: names })];
      this.emit({ kind: 'fight-end', at: fight.at, outcome, rounds: 0, forced: true, party: fighters.map((i) => ({ name: s.party[i].name, status: 'standing', xp: 0 })) });
      // Explored, not fought: a capture takes those who were in the fight, as a real one would.
      if (outcome === 'defeat' && fight.capture) this.capture([...fighters.map((i) => s.party[i].name), ...s.companions]);
      return outcome;
    }
    const engine = combatEngine();
    if (!engine) throw new CombatUnavailable(`section ${this.sectionId} has a fight, and the combat engine is not part of this build`);
    const map = engine.parseMap(mapDef.text, mapDef.file ?? fight.map);
    const figures: EncounterFigure[] = [];
    const ids = new Map<string, number>();
    const used = new Set<string>();
    const idFor = (name: string) => {
      const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'figure';
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return id;
    };
    for (const i of fighters) {
      const id = idFor(s.party[i].name);
      ids.set(id, i);
      const player = this.chooser.combat.playerOf?.(s.party[i].name) ?? null;
      figures.push({ id, side: 'party', character: structuredClone(s.party[i]), control: this.chooser.combat.control, ...(player !== null ? { player } : {}), ...(fight.partyZone ? { zone: fight.partyZone } : {}) });
    }
    /** Figure ids by the names the fight gives its foes, for `ends: { fallen }` and wounds kept. */
    const foeIds = new Map<string, string>();
    const keepers = new Map<string, string>();
    const add = (f: Foe, side: 'foes' | 'party', round: number | null) => {
      if (side === 'foes' && gone(f)) return;
      const creature = this.creature(f.creature);
      if (!creature) throw new Error(`creature ${f.creature} vanished from the bestiary`);
      for (let k = 0; k < f.count; k++) {
        const name = figureName(f, k);
        // Unnamed, they keep the creature's name: the engine numbers all of one name together.
        const named = f.name ? { ...creature, name } : creature;
        const id = idFor(f.name ?? creature.name);
        const zone = f.zone ?? (side === 'party' ? fight.partyZone : null);
        const wounds = f.keepsWounds && f.name !== null ? own(s.wounds, f.name) : 0;
        if (side === 'foes' && f.name) foeIds.set(name, id);
        if (f.keepsWounds && f.name !== null) keepers.set(id, f.name);
        figures.push({ id, side, creature: named, control: 'ai', ...(zone ? { zone } : {}), ...(wounds > 0 ? { damage: wounds } : {}), ...(round !== null ? { round } : {}) });
      }
    };
    // The companions with the party fight beside it under the AI, with the wounds they carry.
    const companionIds = new Map<string, string>();
    for (const name of s.companions) {
      const creature = this.adventure.companions.get(name);
      if (!creature || own(s.wounds, name) >= creature.st) continue;
      const id = idFor(name);
      companionIds.set(id, name);
      const wounds = own(s.wounds, name);
      figures.push({ id, side: 'party', creature, control: 'ai', ...(fight.partyZone ? { zone: fight.partyZone } : {}), ...(wounds > 0 ? { damage: wounds } : {}) });
    }
    for (const f of fight.allies) add(f, 'party', null);
    for (const f of fight.foes) add(f, 'foes', null);
    for (const group of fight.reinforcements) for (const f of group.foes) add(f, 'foes', group.round);
    const ends = fight.ends ? { rounds: fight.ends.after, fallen: fight.ends.fallen.map((n) => foeIds.get(n) ?? `absent:${n}`) } : null;
    let result: Awaited<ReturnType<typeof engine.runEncounter>>;
    try {
      result = await engine.runEncounter({
        map,
        figures,
        // The adventure's own weapons (a magic sword), carried in the pack under their item names.
        arms: [...this.adventure.items.values()].flatMap((d) => (d.weapon ? [d.weapon] : [])),
        // And its own armors (elven mail), worn in place of the sheet's armor by whoever has one.
        armors: [...this.adventure.items.values()].flatMap((d) => (d.armor ? [d.armor] : [])),
        surprise: fight.surprise,
        io: this.chooser.combat.io ?? silentIo(),
        dice: this.dice,
        rng: this.rng,
        canFlee: fight.fled !== null,
        ...(ends ? { ends } : {}),
        ...(fight.capture ? { capture: true } : {}),
        quiet: this.chooser.combat.quiet,
        ...(this.chooser.combat.tape ? { tape: this.chooser.combat.tape } : {}),
        ...(this.chooser.combat.watch ? { onEvent: this.chooser.combat.watch } : {}),
      });
    } catch (e) {
      // A fight that cannot be set up (no room on the map for every figure): a fault of the
      // adventure the loader could not see, said as such rather than as a crash.
      if (e instanceof Error && e.name === 'EncounterError') throw new AdventureStuck(this.sectionId, `section ${this.sectionId}: the fight on map "${fight.map}" (line ${fight.at.line}) cannot be set up: ${e.message}`);
      throw e;
    }
    // The fight took its rounds of the game's time (docs/rulings.md, "A round's length").
    s.time += fightMinutes(result.rounds);
    for (const p of result.party) {
      const i = ids.get(p.id);
      if (i === undefined) continue;
      const before = s.party[i].xp;
      const karmaBefore = s.party[i].karma;
      s.party[i] = { ...structuredClone(p.character), adventure: s.party[i].adventure };
      // Karma bought re-rolls in the fight: a bard's points went first.
      if (s.party[i].karma < karmaBefore) karmaSpent(s, i, karmaBefore - s.party[i].karma);
      // What the fight gave is held to what a sheet can hold, like every reward (docs/rulings.md).
      for (const field of clampSheet(s.party[i])) noteCapped(this, s.party[i], field);
      s.xpEarned[i] += Math.max(0, s.party[i].xp - before);
      // The fight's aftermath (deaths, wishes) was settled by the combat engine.
      if (!isAlive(s.party[i])) this.reportedDead.add(i);
    }
    this.emit({
      kind: 'fight-end',
      at: fight.at,
      outcome: result.outcome,
      rounds: result.rounds,
      forced: false,
      party: result.party.map((p) => ({ name: p.character.name, status: p.status, xp: p.xp })),
      shown: !this.chooser.combat.quiet && this.chooser.combat.io !== null,
    });
    for (const p of result.party) if (p.status === 'dead') this.emit({ kind: 'dead', member: p.character.name });
    // Foes that keep their wounds take them to the next fight (the dead stay dead: their damage reached their ST).
    for (const f of [...result.foes, ...(result.allies ?? [])]) {
      const name = keepers.get(f.id);
      if (name !== undefined) setOwn(s.wounds, name, f.damage);
    }
    // Companions keep their wounds too; one killed is gone from the party.
    for (const a of result.allies ?? []) {
      const name = companionIds.get(a.id);
      if (name === undefined) continue;
      setOwn(s.wounds, name, a.damage);
      if (a.status === 'dead') {
        s.companions = s.companions.filter((c) => c !== name);
        this.emit({ kind: 'dead', member: name });
      }
    }
    if (result.outcome === 'defeat' && fight.capture) {
      const taken = result.party.filter((p) => p.status !== 'dead' && p.status !== 'fled').map((p) => p.character.name);
      for (const a of result.allies ?? []) if (companionIds.has(a.id) && a.status !== 'dead' && a.status !== 'fled') taken.push(companionIds.get(a.id)!);
      this.capture(taken);
    }
    return result.outcome;
  }

  /** A defeat that captures: who was taken, said now and kept for `{captured}` in the text that follows. */
  capture(names: string[]): void {
    this.s.captured = names;
    if (names.length > 0) this.emit({ kind: 'captured', members: names });
  }

  async afterFight(fight: Fight, outcome: FightEndKind): Promise<Exit> {
    await settleHarm(this);
    if (outcome === 'fled') await this.carryFallen();
    if (outcome === 'victory') return this.runFlow(fight.victory, NO_SCOPE);
    if (outcome === 'fled' && fight.fled) return this.runFlow(fight.fled, NO_SCOPE);
    // The fight's own end; one without it cannot end so (the engine is told of no end).
    if (outcome === 'ended' && fight.ends) return this.runFlow(fight.ends.flow, NO_SCOPE);
    if (fight.defeat) return this.runFlow(fight.defeat, NO_SCOPE);
    return { kind: 'end', ending: { title: 'Defeated', kind: 'defeat' } };
  }

  /**
   * Carrying the fallen away from a flight (a ruling, docs/rulings.md): each conscious member carries
   * one fallen companion, as a grappler carries a man who does not resist (MOVEMENT, Drag), and the
   * player says whom when there are more fallen than carriers. Those nobody carries are left behind
   * in the foes' hands (CAMPAIGNING: foes "killed, captured or routed", the other way round), out of
   * the adventure until it ends.
   */
  async carryFallen(): Promise<void> {
    const s = this.s;
    const carriers = consciousMembers(s);
    let fallen = fallenMembers(s);
    if (carriers.length === 0) return; // nobody got away on his feet: nobody to carry, none to leave
    for (const by of carriers) {
      if (fallen.length === 0) return;
      let k = 0;
      if (fallen.length > 1 && fallen.length > carriers.length - carriers.indexOf(by)) {
        k = await this.chooser.choose({
          key: `carry ${this.sectionId}`,
          message: `${s.party[by].name} can carry one of the fallen away. Whom?`,
          items: fallen.map((i) => ({ label: s.party[i].name, tag: 'member' as const })),
        });
      }
      this.emit({ kind: 'carried', member: s.party[fallen[k]].name, by: s.party[by].name });
      fallen = fallen.filter((_, j) => j !== k);
    }
    for (const i of fallen) {
      s.leftBehind.push(i);
      this.emit({ kind: 'left-behind', member: s.party[i].name });
    }
  }

  // ---- tavern games ------------------------------------------------------------------------------

  /** The members who may be asked to a game: the leader alone (`who: leader`), or everyone standing. */
  tavernPool(t: TavernTable): number[] {
    const members = consciousMembers(this.s);
    return t.who === 'leader' ? members.slice(0, 1) : members;
  }

  /** The members who may sit down at a game: in the pool, and carrying the stake themselves. */
  tavernPlayers(t: TavernTable): number[] {
    return this.tavernPool(t).filter((i) => this.s.party[i].gold >= t.stake);
  }

  /** Why nobody can sit down at a game for its stake, or null when someone can. */
  stakeProblem(t: TavernTable): string | null {
    if (t.stake === 0 || this.tavernPlayers(t).length > 0) return null;
    const pool = this.tavernPool(t);
    if (pool.length === 1) return `the stake is ${t.stake} gold; ${this.s.party[pool[0]].name} has ${this.s.party[pool[0]].gold}`;
    return `the stake is ${t.stake} gold, and nobody has that much`;
  }

  /**
   * A game at a tavern table (the tavern's rules, src/tavern): one member sits down with the stake,
   * the opponents are bots, the deal is seeded from the adventure's dice, and the pot is settled by
   * the gold effect (a win takes every opponent's stake, a loss gives up his own, a draw takes his
   * own back). The outcome's effects touch the member who played, as a check's touch its roller.
   */
  async tavern(t: TavernTable): Promise<Exit> {
    const s = this.s;
    const seats = this.tavernPlayers(t);
    if (seats.length === 0) {
      throw new AdventureStuck(this.sectionId, `section ${this.sectionId}: nobody can sit down at the game of ${t.title} (line ${t.at.line}): ${this.stakeProblem(t) ?? 'nobody is standing'}`);
    }
    let seat = seats[0];
    if (t.who === 'chosen' && seats.length > 1) {
      const members = consciousMembers(s);
      const k = await this.chooser.choose({
        key: `who plays ${this.sectionId}`,
        message: `Who sits down to ${t.title}?`,
        items: members.map((i) => ({
          label: s.party[i].name,
          tag: 'member' as const,
          detail: t.stake > 0 ? `${s.party[i].gold} gold` : undefined,
          disabled: seats.includes(i) ? false : `has ${s.party[i].gold} gold`,
        })),
      });
      seat = members[k];
    }
    const c = s.party[seat];
    this.emit({ kind: 'tavern', at: t.at, game: t.game, title: t.title, player: c.name, opponents: t.opponents.map((o) => o.name), stake: t.stake });
    let outcome: TableOutcome;
    let forced = false;
    if (this.chooser.fate) {
      // The explorer follows every way the game can end, without playing it (a draw too: even
      // without an outcome of its own, it gives the stake back).
      const names: TableOutcome[] = ['win', 'loss', 'draw'];
      outcome = names[this.chooser.fate({ kind: 'tavern', at: t.at, outcomes: names })];
      forced = true;
    } else {
      // The deal comes from the adventure's dice: a replay, an undo or a resumed save deals the same cards.
      const seed = `${this.adventure.id} ${this.sectionId} ${this.rng.between(0, 2_147_483_646)}`;
      const table = { game: t.game, variants: t.variants, opponents: t.opponents.map((o) => ({ name: o.name, level: o.level })) };
      const setup = this.chooser.tavern;
      const port = tavernPort();
      outcome = setup?.io ? (await port.play(setup.io, table, c.name, seed)).outcome : port.auto(table, c.name, seed, setup?.level ?? 'easy').outcome;
    }
    this.emit({ kind: 'tavern-end', at: t.at, player: c.name, title: t.title, outcome, forced });
    const scope: Scope = { rollers: [seat], margin: null };
    const pot = outcome === 'win' ? t.stake * t.opponents.length : outcome === 'loss' ? -t.stake : 0;
    if (pot !== 0) {
      const gold: Effect = { at: t.at, who: 'roller', kind: 'gold', amount: { kind: 'number', value: pot } };
      await applyEffects(this, [gold], scope);
    } else if (t.stake > 0) {
      this.emit({ kind: 'effect', member: c.name, text: `${c.name} takes back the stake of ${t.stake} gold` });
    }
    const flow = outcome === 'win' ? t.win : outcome === 'draw' ? (t.draw ?? t.loss) : t.loss;
    return this.runFlow(flow, scope);
  }

  // ---- shops -------------------------------------------------------------------------------------

  async offerShopBeforeGoto(shop: Shop): Promise<void> {
    if (await this.chooser.confirm(`shop ${this.sectionId}`, `Trade at ${shop.name} before going on?`, false)) await this.shop(shop);
  }

  /** SKILLS, Merchant: 10% off per level for the visit, after winning an IQ check against the shopkeeper. */
  price(list: number, discount: number): number {
    // Ruling: the price is rounded to the nearest gold piece, a half going the buyer's way.
    return Math.max(0, Math.ceil((list * (100 - discount)) / 100 - 0.5));
  }

  async shop(shop: Shop): Promise<void> {
    const s = this.s;
    let discount = 0;
    let haggled = false;
    for (;;) {
      const entries: Array<PromptItem & { act: () => Promise<boolean> }> = [];
      for (const w of shop.sells) {
        const key = `${this.sectionId}#${w.item}`;
        const left = w.stock === null ? null : w.stock - own(s.sold, key);
        const price = this.price(w.price, discount);
        entries.push({
          // What the buyer cannot take home is said before he pays (leave-behind.ts).
          label: `Buy ${w.item} for ${price} gold${shopNote([left !== null ? `${left} left` : '', !w.service && staysBehind(this.adventure, w.item) ? 'for this adventure only' : ''])}`,
          tag: 'buy',
          disabled: left === 0 ? 'sold out' : price > partyGold(s) ? `the party has ${partyGold(s)} gold` : false,
          act: async () => {
            let taker = leaderOf(s);
            const members = consciousMembers(s);
            if (members.length > 1 && !w.service) {
              const k = await this.chooser.choose({ key: `taker ${this.sectionId}`, message: `Who takes the ${w.item}?`, items: members.map((i) => ({ label: s.party[i].name, tag: 'member' as const })) });
              taker = members[k];
            }
            takeGold(s, price);
            setOwn(s.sold, key, own(s.sold, key) + 1);
            if (w.service) {
              // A service is paid from the purse and done to the party (a meal, a night's rest).
              this.emit({ kind: 'effect', member: null, text: `The party pays ${price} gold for ${w.item} (it has ${partyGold(s)} left)` });
              await applyEffects(this, w.service, NO_SCOPE);
              await settleHarm(this);
              return false;
            }
            giveItem(s.party[taker], w.item, 1);
            this.emit({ kind: 'effect', member: s.party[taker].name, text: `${s.party[taker].name} buys ${w.item} for ${price} gold (the party has ${partyGold(s)} left)` });
            return false;
          },
        });
      }
      for (const w of shop.buys) {
        const holder = livingMembers(s).find((i) => carried(s.party[i], w.item) > 0);
        if (holder === undefined) continue;
        entries.push({
          label: `Sell ${w.item} for ${w.price} gold`,
          tag: 'sell',
          disabled: false,
          act: async () => {
            const c = s.party[holder];
            takeItem(c, w.item, 1);
            this.emit({ kind: 'effect', member: c.name, text: `${c.name} sells ${w.item} for ${w.price} gold` });
            gainCapped(this, c, 'gold', w.price);
            return false;
          },
        });
      }
      const merchant = haggled ? null : this.bestAt('Merchant');
      if (merchant !== null) {
        entries.push({
          label: `${s.party[merchant].name} haggles (Merchant: an IQ contest against the shopkeeper's IQ ${shop.iq})`,
          tag: 'haggle',
          disabled: false,
          act: async () => {
            haggled = true;
            const c = s.party[merchant];
            const level = skillLevel(c, 'Merchant');
            const contest = {
              at: shop.at,
              spec: { dice: 3, attribute: 'IQ', value: 0, skill: { name: 'Merchant', mode: 'required' }, modifier: 0 } as CheckSpec,
              against: { name: 'the shopkeeper', spec: { dice: 3, attribute: null, value: shop.iq, skill: null, modifier: 0 } as CheckSpec, creature: null },
              tie: null,
            };
            const b: ContestSide = { name: 'the shopkeeper', dice: 3, target: shop.iq, attribute: shop.iq, curses: 0 };
            const r = await this.contestFor(contest, merchant, b);
            if (r.outcome === 'win') {
              discount = 10 * level;
              this.emit({ kind: 'note', text: `The shopkeeper gives way: ${discount}% off every price for this visit.` });
            } else this.emit({ kind: 'note', text: 'The shopkeeper will not come down.' });
            return false;
          },
        });
      }
      entries.push({ label: 'Leave the shop', tag: 'leave', disabled: false, act: async () => true });
      const k = await this.chooser.choose({ key: `shop ${this.sectionId}`, message: `${shop.name}: the party has ${partyGold(s)} gold.`, items: entries });
      if (await entries[k].act()) return;
    }
  }
}

/** An Io for fights nobody watches: it shows nothing and must never be asked anything. */
export function silentIo(): Io {
  const ask = async (): Promise<never> => {
    throw new Error('a silent fight asked a question: every figure must be under AI control');
  };
  return { interactive: false, style: PLAIN, say: () => undefined, choose: ask, askNumber: ask, askText: ask, confirm: ask };
}

/** How a fight came out, for the adventure. */
type FightEndKind = 'victory' | 'fled' | 'ended' | 'defeat';

/** The name a fight gives the k-th (from 0) of a line of foes: "Grosh", or "Goblin 2" among several. */
function figureName(f: Foe, k: number): string {
  const base = f.name ?? f.creature;
  return f.count > 1 ? `${base} ${k + 1}` : base;
}

/** The notes after a shop's line, in brackets: " (2 left; for this adventure only)", or nothing. */
function shopNote(notes: readonly string[]): string {
  const said = notes.filter((n) => n !== '');
  return said.length > 0 ? ` (${said.join('; ')})` : '';
}
