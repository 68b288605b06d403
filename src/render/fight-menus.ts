// A person plays a figure through an Io: the board and the panel at the start of each of his turns,
// then menus of legal moves and actions only, each with its odds; every prompt works in scripted
// mode (numbered choices; a hex can also be typed as its coordinate, "d5").
import type { Choice, Io, Screen } from '../io';
import { capitalizeFirst } from '../io/style';
import { addressedIo } from '../io/addressed-io';
import { formatCurses, formatPercent } from '../dice';
import type { Action, Decision, Reaction, TurnPlan } from '../combat/protocol';
import type { Figure } from '../combat/figure';
import { effectiveDx, effectiveSt } from '../combat/figure';
import type { Ctx } from '../combat/state';
import { figureById, figureDistance } from '../combat/state';
import { cellLabel } from '../combat/map';
import { actionKind, legalActions, reactionKind } from '../combat/actions';
import { canMove, isStrongGrappler, pathTo, reachable } from '../combat/movement';
import { passChance } from '../combat/checks';
import { ownActionDice } from '../combat/dodge';
import { HAND_OVER, UNDO } from '../combat/encounter';
import { renderFightScreen } from './fight-screen';
import { listed } from './words';

type Move = { kind: 'move' } | { kind: 'act'; action: Action } | { kind: 'spell'; spell: string; options: Action[] } | { kind: 'pass' } | { kind: 'undo' } | { kind: 'hand-over' };

export interface DecideOptions {
  /** Offer "Undo" in the turn's menus: there is a decision of this fight to take back. */
  readonly canUndo?: boolean;
  /** The board was drawn for the last question and nothing has happened since: not drawn again. */
  readonly boardShown?: boolean;
}

const UNDO_CHOICE = 'Undo (back to your last decision in this fight)';
const HAND_OVER_CHOICE = 'Let the AI fight the rest of this fight';

/** The screen of a fight's question at a terminal (fight-face.ts), for the figure asked and the hexes marked. */
export type ScreenOf = (ctx: Ctx, fig: Figure | null, marks?: ReadonlySet<number>) => Screen;

/** The groups a screen with little room folds a turn's menu into (issue 29): the spells, and what is seldom chosen. */
const CAST = 'Cast';
const OTHER = 'Other';
/** Actions that go under "Other...": changing what is in hand, ending a spell. */
const OTHER_KINDS = new Set(['ready', 'pick-up', 'end-spell']);

export class PlayerDecider {
  /** The Io of the question being asked: headed with the player's name at a table. */
  private io: Io;

  constructor(
    private readonly base: Io,
    /** Called before every prompt so that the log is out before the question. */
    private readonly flush: () => void = () => {},
    /** At a terminal: the screen each question is drawn as (fight-face.ts). Absent: scripted lines. */
    private readonly screens?: ScreenOf,
  ) {
    this.io = base;
  }

  /** The screen of a question, when there is a terminal to draw it on. */
  private screen(ctx: Ctx, fig: Figure | null, marks?: ReadonlySet<number>): Screen | undefined {
    return this.screens?.(ctx, fig, marks);
  }

  /** The board is drawn by each question's screen, in place: never said as text. */
  private drawnInPlace(ctx: Ctx): boolean {
    return this.screen(ctx, null)?.top != null;
  }

  /** The board, its legend and (unless only the hexes to move to are being shown) the panel. */
  showBoard(ctx: Ctx, fig: Figure | null, marks?: ReadonlySet<number>): void {
    if (this.drawnInPlace(ctx)) return;
    this.io.say(renderFightScreen(ctx.state, { style: this.io.style, active: fig?.id ?? null, marks }));
  }

  async decide(ctx: Ctx, fig: Figure, d: Decision, options: DecideOptions = {}): Promise<unknown> {
    this.flush();
    // At a table each question goes to the player of the figure ("Ben: Ysolde (B) at c3: what now?").
    this.io = fig.player !== null && fig.player !== fig.name ? addressedIo(this.base, fig.player) : this.base;
    const canUndo = options.canUndo === true;
    const screen = this.screen(ctx, fig);
    // The board as it stands now before every question of the fight but the dice's and the dying's (karma, a wish, a healing item).
    if (d.kind !== 'karma' && d.kind !== 'wish' && d.kind !== 'remedy' && options.boardShown !== true) this.showBoard(ctx, fig);
    switch (d.kind) {
      case 'turn':
        return this.turn(ctx, fig, canUndo);
      case 'action':
        return this.action(ctx, fig, d.moved, canUndo);
      case 'order': {
        const choices = d.figures.map((id) => {
          const f = figureById(ctx, id);
          return { name: `${f.letter} ${f.name}`, value: id, description: `at ${cellLabel(ctx.map, f.cell)}` };
        });
        return this.io.choose('Which of your figures acts next?', choices, screen);
      }
      case 'dodge': {
        const att = figureById(ctx, d.attacker);
        const n = ownActionDice(ctx, fig);
        const dx = effectiveDx(fig);
        return this.io.confirm(
          capitalizeFirst(`${att.name} hits ${fig.name} (rolled ${d.total}, needed ${d.target} or less). Dodge? ${n}/DX needs ${dx}${formatCurses(fig.curses)}: ${formatPercent(passChance(n, dx, fig.curses))}; a dodge costs ${fig.name} the next turn`),
          false,
          screen,
        );
      }
      case 'cell': {
        const what = { retreat: `Where does ${fig.name} step back to?`, drag: `Where does ${fig.name} drag the foe?`, escape: `Where does ${fig.name} escape to?` }[d.purpose];
        return this.io.choose(capitalizeFirst(what), d.cells.map((c) => ({ name: cellLabel(ctx.map, c), value: c, description: this.cellNote(ctx, fig, c) })), this.screen(ctx, fig, new Set(d.cells)));
      }
      case 'reaction': {
        const att = figureById(ctx, d.attacker);
        // After an attack, what happened: a miss is no narrow escape (playtest: "survived" read as a wound).
        const attacked = d.hit === false ? `${att.name}'s attack missed ${fig.name}` : d.hit === true ? `${att.name}'s attack hit ${fig.name}, who still stands` : `${fig.name} survived ${att.name}'s attack`;
        const why = { survived: attacked, passed: `${att.name} goes past ${fig.name} without attacking`, entered: `${att.name} rushes into ${fig.name}'s hex` }[d.why];
        const choices: Array<Choice<Reaction | null | typeof HAND_OVER>> = d.options.map((r) => ({ name: reactionKind(r.kind).describe(ctx, fig, att, r, d.why), value: r }));
        choices.push({ name: d.why === 'entered' ? `Let ${att.name} come (keep your next turn)` : 'No reaction (keep your next turn)', value: null });
        // In the foes' turn too, as on the turn's menus: the AI then answers this and fights on.
        choices.push({ name: HAND_OVER_CHOICE, value: HAND_OVER });
        return this.io.choose(capitalizeFirst(`${why}. React now?`), choices, screen);
      }
      case 'karma': {
        const need = d.target === null ? '' : d.against !== undefined ? `, against ${d.against} (wins at ${d.target} or less)` : `, needed ${d.target} or less`;
        const pay = d.wish ? `Spend a wish as a karma point to roll again? (no karma; ${fig.wishes} wishes left)` : `Spend a karma point to roll again? (${fig.karma} left)`;
        // One default everywhere a re-roll is offered (adventures too): no point is spent without a yes.
        return this.io.confirm(capitalizeFirst(`${d.what}: rolled ${d.total}${need}. ${pay}`), false, screen);
      }
      case 'remedy': {
        // INJURY & EXHAUSTION, Damage: healed to a net ST of one, he lives; if not, he dies (dying.ts).
        // A companion has no player: a member of the party is asked for him (dying.ts).
        const patient = (d.patient !== undefined ? ctx.byId.get(d.patient) : undefined) ?? fig;
        const choices: Array<Choice<number | null>> = d.options.map((o, i) => ({ name: `${o.item}, ${o.carrier === patient.id ? `${fig.name}'s own` : `${o.holder}'s`} (heals ${o.heals})`, value: i }));
        choices.push({ name: 'Nothing', value: null });
        const asked = patient === fig ? '' : `${fig.name}: `;
        return this.io.choose(capitalizeFirst(`${asked}${patient.name} lies dying (damage ${d.damage}, ST ${patient.st}): unless healed to a net ST of 1 or more, ${patient.name} dies. Give ${patient.name} a healing item?`), choices, screen);
      }
      case 'wish':
        return this.io.confirm(
          capitalizeFirst(`${fig.name} has ${d.damage} damage against ST ${fig.st} and will die${d.irreversible ? ' (twice the ST: only a wish helps)' : ''}. Spend a wish to undo all the damage? (${fig.wishes} left)`),
          true,
          screen,
        );
    }
  }

  /** "next to Goblin 1 and Goblin 2" (every enemy it would stand next to), or "3 hexes from Goblin 2". */
  private cellNote(ctx: Ctx, fig: Figure, cell: number): string {
    let nearest: Figure | null = null;
    let dist = Infinity;
    const beside: string[] = [];
    for (const e of ctx.state.figures) {
      if (e.side === fig.side || e.status !== 'standing') continue;
      const d = figureDistance(ctx, fig, e, cell);
      if (d <= 1) beside.push(e.name);
      if (d < dist) {
        dist = d;
        nearest = e;
      }
    }
    if (!nearest) return '';
    if (beside.length > 0) return `next to ${listed(beside)}`;
    return `${dist} hexes from ${nearest.name}`;
  }

  private async turn(ctx: Ctx, fig: Figure, canUndo: boolean): Promise<TurnPlan | typeof UNDO | typeof HAND_OVER> {
    const choices: Array<Choice<Move>> = [];
    const movable = canMove(ctx, fig) && reachable(ctx, fig).cells.length > 1;
    const standing = legalActions(ctx, fig, fig.cell, false);
    if (movable) choices.push({ name: moveLine(ctx, fig, standing.some((a) => a.kind === 'cast')), value: { kind: 'move' } });
    for (const entry of actionMenu(ctx, fig, standing)) {
      choices.push({ name: entry.name, value: 'action' in entry ? { kind: 'act', action: entry.action } : { kind: 'spell', spell: entry.spell, options: entry.options }, ...groupOf(entry) });
    }
    choices.push({ name: 'Pass', value: { kind: 'pass' }, group: OTHER });
    if (canUndo) choices.push({ name: UNDO_CHOICE, value: { kind: 'undo' }, group: OTHER });
    choices.push({ name: HAND_OVER_CHOICE, value: { kind: 'hand-over' }, group: OTHER });
    const where = cellLabel(ctx.map, fig.cell);
    for (;;) {
      const pick = await this.io.choose(capitalizeFirst(`${fig.name} (${fig.letter}) at ${where}: what now?`), choices, this.screen(ctx, fig));
      if (pick.kind === 'undo') return UNDO;
      if (pick.kind === 'hand-over') return HAND_OVER;
      if (pick.kind === 'pass') return { path: [], action: null, decided: true };
      if (pick.kind === 'act') return { path: [], action: pick.action, decided: true };
      if (pick.kind === 'spell') {
        const cast = await this.castTarget(ctx, fig, pick.spell, pick.options);
        if (cast) return { path: [], action: cast, decided: true };
        continue;
      }
      return this.move(ctx, fig);
    }
  }

  /**
   * The targets of one spell: those it helps the side to cast it on first (harmful spells at foes,
   * helpful ones at friends), the rest one step further; Back
   * returns to the turn's menu (null).
   */
  private async castTarget(ctx: Ctx, fig: Figure, spell: string, options: readonly Action[]): Promise<Action | null> {
    const kind = actionKind('cast');
    const { first, rest } = splitTargets(ctx, fig, options);
    type Pick = Action | 'others' | null;
    const line = (a: Action): Choice<Pick> => ({ name: kind.describe(ctx, fig, a), value: a });
    const choices: Array<Choice<Pick>> = first.map(line);
    if (rest.length > 0) choices.push({ name: `Other targets (${wrongWay(ctx, fig, rest)})...`, value: 'others' });
    choices.push({ name: 'Back', value: null });
    const pick = await this.io.choose(`Cast ${spell}: on what?`, choices, this.screen(ctx, fig));
    if (pick !== 'others') return pick;
    const other = await this.io.choose<Action | null>(`Cast ${spell}, other targets:`, [...rest.map((a) => ({ name: kind.describe(ctx, fig, a), value: a })), { name: 'Back', value: null }], this.screen(ctx, fig));
    return other;
  }

  private async move(ctx: Ctx, fig: Figure): Promise<TurnPlan> {
    const strong = fig.grapple !== null && isStrongGrappler(ctx, fig);
    const partner = fig.grapple !== null ? figureById(ctx, fig.grapple) : null;
    const free = reachable(ctx, fig);
    const carrying = strong && partner ? reachable(ctx, fig, fig.cell, undefined, partner) : null;
    const marks = new Set(free.cells.filter((c) => c !== fig.cell));
    this.showBoard(ctx, fig, marks);
    type Dest = { cell: number; carry: boolean } | null;
    const order = (cells: number[]) =>
      [...cells].sort((a, b) => {
        const da = this.nearestEnemy(ctx, fig, a);
        const db = this.nearestEnemy(ctx, fig, b);
        return da - db || free.steps[a] - free.steps[b] || a - b;
      });
    const choices: Array<Choice<Dest>> = [{ name: 'Stay here', value: null, description: cellLabel(ctx.map, fig.cell) }];
    for (const c of order(free.cells.filter((x) => x !== fig.cell))) {
      const steps = free.steps[c];
      choices.push({
        name: cellLabel(ctx.map, c),
        value: { cell: c, carry: false },
        description: `${steps} hex${steps === 1 ? '' : 'es'}${this.cellNote(ctx, fig, c) ? `, ${this.cellNote(ctx, fig, c)}` : ''}${strong ? `, leaving ${partner!.name}` : ''}${ctx.map.edge[c] ? ', at the edge' : ''}`,
      });
    }
    if (carrying && partner) {
      for (const c of order(carrying.cells.filter((x) => x !== fig.cell))) {
        choices.push({ name: `${cellLabel(ctx.map, c)} carrying ${partner.name}`, value: { cell: c, carry: true }, description: `${carrying.steps[c]} hexes` });
      }
    }
    const dest = await this.io.choose(`Move ${fig.name} to (type a hex like ${cellLabel(ctx.map, choices.length > 1 ? (choices[1].value as { cell: number }).cell : fig.cell)}, or a number):`, choices, this.screen(ctx, fig, marks));
    if (dest === null) return { path: [], action: null, decided: false };
    const reach = dest.carry && carrying ? carrying : free;
    return { path: pathTo(reach, dest.cell), action: null, decided: false, carry: dest.carry };
  }

  private nearestEnemy(ctx: Ctx, fig: Figure, cell: number): number {
    let d = Infinity;
    for (const e of ctx.state.figures) if (e.side !== fig.side && e.status === 'standing') d = Math.min(d, figureDistance(ctx, fig, e, cell));
    return d;
  }

  private async action(ctx: Ctx, fig: Figure, moved: boolean, canUndo: boolean): Promise<Action | null | typeof UNDO | typeof HAND_OVER> {
    const legal = legalActions(ctx, fig, fig.cell, moved);
    if (legal.length === 0) return null;
    type Pick = Action | null | typeof UNDO | typeof HAND_OVER | { spell: string; options: Action[] };
    const choices: Array<Choice<Pick>> = actionMenu(ctx, fig, legal).map((e) => ({ name: e.name, value: 'action' in e ? e.action : { spell: e.spell, options: e.options }, ...groupOf(e) }));
    choices.push({ name: 'End the turn (no action)', value: null, group: OTHER });
    if (canUndo) choices.push({ name: UNDO_CHOICE, value: UNDO, group: OTHER });
    // Offered after a move too, as on the turn's menu: the AI then chooses this action (encounter.ts).
    choices.push({ name: HAND_OVER_CHOICE, value: HAND_OVER, group: OTHER });
    for (;;) {
      const pick = await this.io.choose(capitalizeFirst(`${fig.name} at ${cellLabel(ctx.map, fig.cell)}: which action?`), choices, this.screen(ctx, fig));
      if (pick === null || pick === UNDO || pick === HAND_OVER || !('spell' in pick && 'options' in pick)) return pick as Action | null | typeof UNDO | typeof HAND_OVER;
      const cast = await this.castTarget(ctx, fig, pick.spell, pick.options);
      if (cast) return cast;
    }
  }
}

type MenuEntry = { name: string; action: Action } | { name: string; spell: string; options: Action[] };

/**
 * The turn menu's Move: for a magic user, that no spell follows it; in a grapple, why a figure may walk off with no roll (ACTION, Grapple: one of
 * twice his foe's ST is free, as docs/rulings.md says), which the menu otherwise leaves a puzzle
 * beside the Escape that asks for a contest (issue 29).
 */
function moveLine(ctx: Ctx, fig: Figure, castsNow: boolean): string {
  // Casting is the turn's action and allows no move (docs/magic.md): a magic user who could cast
  // here is told so before he moves and finds his spells gone from the menu (issue 29, a lone mage).
  if (fig.grapple === null || !isStrongGrappler(ctx, fig)) return castsNow ? 'Move (then act; no spell after a move)' : 'Move (then act)';
  const foe = figureById(ctx, fig.grapple);
  return `Move (then act; no roll to leave the grapple: ST ${effectiveSt(fig)}, twice ${foe.name}'s ${effectiveSt(foe)})`;
}

/** The group a screen may fold a turn menu's line under: the spells under "Cast", weapon changes under "Other". */
function groupOf(e: MenuEntry): { group?: string } {
  if ('spell' in e || e.action.kind === 'cast') return { group: CAST };
  return OTHER_KINDS.has(e.action.kind) ? { group: OTHER } : {};
}

/**
 * The lines of a turn's menu from the legal actions (the one enumerator the AI and the turn's check
 * also use): every action but a cast as it is; the casts grouped by spell, a spell with one way to
 * cast it on one line, a spell with several targets on one line that opens them (castTarget). A
 * magic user's spells come first: on 80x24 they would otherwise lie past the menu's page, under his
 * staff's throw and his weapon changes (issue 16).
 */
export function actionMenu(ctx: Ctx, fig: Figure, legal: readonly Action[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  const bySpell = new Map<string, Action[]>();
  for (const a of legal) {
    if (a.kind !== 'cast' || a.spell === undefined) {
      out.push({ name: actionKind(a.kind).describe(ctx, fig, a), action: a });
      continue;
    }
    const group = bySpell.get(a.spell);
    if (group) group.push(a);
    else {
      const fresh = [a];
      bySpell.set(a.spell, fresh);
      out.push({ name: '', spell: a.spell, options: fresh });
    }
  }
  const casts = (e: MenuEntry): boolean => 'spell' in e;
  const ordered = fig.character?.type === 'mage' ? [...out.filter(casts), ...out.filter((e) => !casts(e))] : out;
  const named = ordered.map((e): MenuEntry => {
    if ('action' in e) return e;
    const off = offSideNote(ctx, fig, e.options);
    const line = (a: Action) => actionKind('cast').describe(ctx, fig, a);
    if (e.options.length === 1) return { name: off ? withNote(line(e.options[0]), off) : line(e.options[0]), action: e.options[0] };
    const { first, rest } = splitTargets(ctx, fig, e.options);
    const more = rest.length > 0 ? `; also ${wrongWay(ctx, fig, rest)}` : '';
    return { ...e, name: `Cast ${e.spell}... (${off ?? `${first.length} choice${first.length === 1 ? '' : 's'}${more}`})` };
  });
  // A spell that would only go the wrong way (helping a foe, harming a friend) after those that help (issue 29).
  const wrong = (e: MenuEntry): boolean => ('spell' in e ? offSideNote(ctx, fig, e.options) !== null : e.action.kind === 'cast' && offSideNote(ctx, fig, [e.action]) !== null);
  return [...named.filter((e) => !wrong(e)), ...named.filter(wrong)];
}

/** "Cast Blur on Goblin (it would help a foe): IQ contest..." - a note after the line's name, before its odds. */
function withNote(line: string, note: string): string {
  let depth = 0;
  for (let i = 0; i < line.length - 1; i++) {
    if (line[i] === '(') depth++;
    else if (line[i] === ')') depth = Math.max(0, depth - 1);
    else if (line[i] === ':' && line[i + 1] === ' ' && depth === 0) return `${line.slice(0, i)} (${note})${line.slice(i)}`;
  }
  return `${line} (${note})`;
}

/**
 * Casts that go the wrong way, in plain words: "on a foe, which would help him", "on 2 foes, which
 * would help them", "on your own side" (a harmful spell), by the figures they would fall on.
 */
function wrongWay(ctx: Ctx, fig: Figure, casts: readonly Action[]): string {
  const on = new Set(casts.map((a) => a.target ?? `hex ${a.cell ?? ''}`));
  const sides = new Set(casts.map((a) => (a.target === undefined ? 'none' : ctx.byId.get(a.target)?.side === fig.side ? 'own' : 'foe')));
  if (sides.size === 1 && sides.has('foe')) return on.size === 1 ? 'on a foe, which would help him' : `on ${on.size} foes, which would help them`;
  if (sides.size === 1 && sides.has('own')) return 'on your own side';
  return 'where it would work against you';
}

/**
 * For a spell none of whose casts does what it is for (a harmful one with no foe in reach, so it
 * would fall on the caster's own side; a helpful one with only foes to help): said on its line,
 * before it is opened (playtest: "Cast Slow on Ysolde" and a list of friends read as if that were
 * the spell's use; issue 29: "Cast Blur on the drowned brother" offered as if it were a help). Null
 * otherwise.
 */
function offSideNote(ctx: Ctx, fig: Figure, options: readonly Action[]): string | null {
  const meant = actionKind('cast').meant;
  if (meant === undefined || options.some((a) => meant(ctx, fig, a))) return null;
  const way = wrongWay(ctx, fig, options);
  return way === 'on your own side' ? 'no foe in reach: only your own side' : `only ${way}`;
}

/**
 * A spell's casts split in two: those whose effect helps the caster's side (a harmful spell at a foe,
 * a helpful one at a friend: ActionKind.meant), in their order, and the rest. With none, all are first.
 */
function splitTargets(ctx: Ctx, fig: Figure, options: readonly Action[]): { first: Action[]; rest: Action[] } {
  const kind = actionKind('cast');
  const first: Action[] = [];
  const rest: Action[] = [];
  for (const a of options) (kind.meant === undefined || kind.meant(ctx, fig, a) ? first : rest).push(a);
  return first.length === 0 ? { first: rest, rest: [] } : { first, rest };
}
