// A person plays a figure through an Io: the board and the panel at the start of each of his turns,
// then menus of legal moves and actions only, each with its odds; every prompt works in scripted
// mode (numbered choices; a hex can also be typed as its coordinate, "d5").
import type { Choice, Io } from '../io';
import { capitalizeFirst } from '../io/style';
import { addressedIo } from '../io/addressed-io';
import { formatCurses, formatPercent } from '../dice';
import type { Action, Decision, Reaction, TurnPlan } from '../combat/protocol';
import type { Figure } from '../combat/figure';
import { effectiveDx } from '../combat/figure';
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

export class PlayerDecider {
  /** The Io of the question being asked: headed with the player's name at a table. */
  private io: Io;

  constructor(
    private readonly base: Io,
    /** Called before every prompt so that the log is out before the question. */
    private readonly flush: () => void = () => {},
  ) {
    this.io = base;
  }

  /** The board, its legend and (unless only the hexes to move to are being shown) the panel. */
  showBoard(ctx: Ctx, fig: Figure | null, marks?: ReadonlySet<number>): void {
    this.io.say(renderFightScreen(ctx.state, { style: this.io.style, active: fig?.id ?? null, marks }));
  }

  async decide(ctx: Ctx, fig: Figure, d: Decision, options: DecideOptions = {}): Promise<unknown> {
    this.flush();
    // At a table each question goes to the player of the figure ("Ben: Ysolde (B) at c3: what now?").
    this.io = fig.player !== null && fig.player !== fig.name ? addressedIo(this.base, fig.player) : this.base;
    const canUndo = options.canUndo === true;
    // The board as it stands now before every question of the fight but the dice's (karma, a wish).
    if (d.kind !== 'karma' && d.kind !== 'wish' && options.boardShown !== true) this.showBoard(ctx, fig);
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
        return this.io.choose('Which of your figures acts next?', choices);
      }
      case 'dodge': {
        const att = figureById(ctx, d.attacker);
        const n = ownActionDice(ctx, fig);
        const dx = effectiveDx(fig);
        return this.io.confirm(
          capitalizeFirst(`${att.name} hits ${fig.name} (rolled ${d.total}, needed ${d.target} or less). Dodge? ${n}/DX needs ${dx}${formatCurses(fig.curses)}: ${formatPercent(passChance(n, dx, fig.curses))}; a dodge costs ${fig.name} the next turn`),
          false,
        );
      }
      case 'cell': {
        const what = { retreat: `Where does ${fig.name} step back to?`, drag: `Where does ${fig.name} drag the foe?`, escape: `Where does ${fig.name} escape to?` }[d.purpose];
        return this.io.choose(capitalizeFirst(what), d.cells.map((c) => ({ name: cellLabel(ctx.map, c), value: c, description: this.cellNote(ctx, fig, c) })));
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
        return this.io.choose(capitalizeFirst(`${why}. React now?`), choices);
      }
      case 'karma': {
        const need = d.target === null ? '' : d.against !== undefined ? `, against ${d.against} (wins at ${d.target} or less)` : `, needed ${d.target} or less`;
        const pay = d.wish ? `Spend a wish as a karma point to roll again? (no karma; ${fig.wishes} wishes left)` : `Spend a karma point to roll again? (${fig.karma} left)`;
        // One default everywhere a re-roll is offered (adventures too): no point is spent without a yes.
        return this.io.confirm(capitalizeFirst(`${d.what}: rolled ${d.total}${need}. ${pay}`), false);
      }
      case 'wish':
        return this.io.confirm(
          capitalizeFirst(`${fig.name} has ${d.damage} damage against ST ${fig.st} and will die${d.irreversible ? ' (twice the ST: only a wish helps)' : ''}. Spend a wish to undo all the damage? (${fig.wishes} left)`),
          true,
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
    const menu = actionMenu(ctx, fig, legalActions(ctx, fig, fig.cell, false));
    // A caster cannot move in the turn he casts (CAST SPELL): the move says so, not the menu after it (issue 26).
    const casts = menu.some((entry) => 'spell' in entry || ('action' in entry && entry.action.kind === 'cast'));
    if (movable) choices.push({ name: 'Move (then act)', value: { kind: 'move' }, ...(casts ? { description: 'no casting after a move: a caster stands to cast' } : {}) });
    for (const entry of menu) {
      choices.push({ name: entry.name, value: 'action' in entry ? { kind: 'act', action: entry.action } : { kind: 'spell', spell: entry.spell, options: entry.options } });
    }
    choices.push({ name: 'Pass', value: { kind: 'pass' } });
    if (canUndo) choices.push({ name: UNDO_CHOICE, value: { kind: 'undo' } });
    choices.push({ name: HAND_OVER_CHOICE, value: { kind: 'hand-over' } });
    const where = cellLabel(ctx.map, fig.cell);
    for (;;) {
      const pick = await this.io.choose(capitalizeFirst(`${fig.name} (${fig.letter}) at ${where}: what now?`), choices);
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
    if (rest.length > 0) choices.push({ name: `Other targets (${rest.length})...`, value: 'others' });
    choices.push({ name: 'Back', value: null });
    const pick = await this.io.choose(`Cast ${spell}: on what?`, choices);
    if (pick !== 'others') return pick;
    const other = await this.io.choose<Action | null>(`Cast ${spell}, other targets:`, [...rest.map((a) => ({ name: kind.describe(ctx, fig, a), value: a })), { name: 'Back', value: null }]);
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
    const dest = await this.io.choose(`Move ${fig.name} to (type a hex like ${cellLabel(ctx.map, choices.length > 1 ? (choices[1].value as { cell: number }).cell : fig.cell)}, or a number):`, choices);
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
    const choices: Array<Choice<Pick>> = actionMenu(ctx, fig, legal).map((e) => ({ name: e.name, value: 'action' in e ? e.action : { spell: e.spell, options: e.options } }));
    choices.push({ name: 'End the turn (no action)', value: null });
    if (canUndo) choices.push({ name: UNDO_CHOICE, value: UNDO });
    // Offered after a move too, as on the turn's menu: the AI then chooses this action (encounter.ts).
    choices.push({ name: HAND_OVER_CHOICE, value: HAND_OVER });
    for (;;) {
      const pick = await this.io.choose(capitalizeFirst(`${fig.name} at ${cellLabel(ctx.map, fig.cell)}: which action?`), choices);
      if (pick === null || pick === UNDO || pick === HAND_OVER || !('spell' in pick && 'options' in pick)) return pick as Action | null | typeof UNDO | typeof HAND_OVER;
      const cast = await this.castTarget(ctx, fig, pick.spell, pick.options);
      if (cast) return cast;
    }
  }
}

type MenuEntry = { name: string; action: Action } | { name: string; spell: string; options: Action[] };

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
  return ordered.map((e) => {
    if ('action' in e) return e;
    const off = offSideNote(ctx, fig, e.options);
    if (e.options.length === 1) return { name: `${actionKind('cast').describe(ctx, fig, e.options[0])}${off ? ` (${off})` : ''}`, action: e.options[0] };
    const { first } = splitTargets(ctx, fig, e.options);
    const more = e.options.length - first.length;
    return { ...e, name: `Cast ${e.spell}... (${first.length} choice${first.length === 1 ? '' : 's'}${more > 0 ? `, ${more} more a step away` : ''}${off ? `; ${off}` : ''})` };
  });
}

/**
 * For a spell none of whose casts does what it is for (a harmful one with no foe in reach, so it
 * would fall on the caster's own side): said on its line, before it is opened (playtest: "Cast
 * Slow on Ysolde" and a list of friends read as if that were the spell's use). Null otherwise.
 */
function offSideNote(ctx: Ctx, fig: Figure, options: readonly Action[]): string | null {
  const meant = actionKind('cast').meant;
  if (meant === undefined || options.some((a) => meant(ctx, fig, a))) return null;
  const own = options.every((a) => a.target !== undefined && ctx.byId.get(a.target)?.side === fig.side);
  return own ? 'no foe in reach: only your own side' : 'not where it is meant for';
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
