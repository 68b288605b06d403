// The status panel under the board, within 80 columns: each figure's letter and name, ST, DX after restriction, MA,
// damage and fatigue, armor, weapon in hand, and what state it is in.
import type { Figure } from '../combat/figure';
import { armorPoints, effectiveDx, effectiveSt, movementAllowance, weaponWord } from '../combat/figure';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { renderTable } from './text-table';

/**
 * What state a figure is in, short enough for the panel's last column at 80 columns (issue 16):
 * "standing" when nothing more is to be said (a figure that grapples, gives up its next turn or
 * flees is standing), the partner of a grapple by his map letter as the board shows him. A broken
 * figure on a board with no way off it is "cornered", not "fleeing": it fights on (morale.ts).
 */
export function figureState(f: Figure, letter: (id: string) => string, wayOut = true): string {
  const parts: string[] = [];
  if (f.status === 'fled') parts.push('fled');
  else if (f.status === 'down') parts.push(f.damage >= 2 * f.st ? 'down, beyond saving' : f.damage >= f.st ? 'down, dying' : 'down');
  if (f.status === 'standing' && f.grapple) parts.push(`grappling ${letter(f.grapple)}`);
  if (f.status === 'standing' && f.owesTurn) parts.push('gives up next turn');
  if (f.routed && f.status === 'standing') parts.push(wayOut ? 'fleeing' : 'cornered');
  for (const e of f.effects) {
    const word = effectWord(e);
    if (word !== null && !parts.includes(word)) parts.push(word);
  }
  return parts.length > 0 ? parts.join(', ') : 'standing';
}

/**
 * How the panel names an effect on a figure: by its spell, as a rule, but the effects that are
 * one spell's second effect say what they do, so that a summoned wolf reads "summoned, idle this
 * turn" and not "Summon Wolf, Summon Wolf". Null: nothing worth a word.
 */
function effectWord(e: Figure['effects'][number]): string | null {
  switch (e.kind) {
    // SUMMONING: does nothing the turn it appears (Mind Control: the turn it is taken over).
    case 'magic:dazed':
      return 'idle this turn';
    case 'magic:summoned':
      return 'summoned';
    // An image or an illusion is named by its own effect; "made" only keeps what it cost.
    case 'magic:made':
      return null;
    // Driven by Avert this turn: it acts but walks no farther.
    case 'magic:held':
      return 'no more steps';
    default:
      return e.name ?? e.kind;
  }
}

/** A shield in a few letters: "Small Shield" -> "Sm.Shield"; a shield of another name as it is. */
function shieldWord(name: string): string {
  const size: Record<string, string> = { Small: 'Sm.', Large: 'Lg.', Tower: 'Tw.' };
  const m = /^(\w+) Shield$/.exec(name);
  return m && size[m[1]] ? `${size[m[1]]}Shield` : name;
}

/**
 * What a figure holds: its weapon (unloaded or not), its natural attacks, or bare hands; and its
 * shield, short: "Broad Sword+Sm.Shield" (issue 16, 80 columns).
 */
function weaponCell(f: Figure): string {
  const held = f.ready !== null ? weaponWord(f, f.ready) + (f.loaded ? '' : ' (unloaded)') : f.natural.length ? f.natural.map((a) => a.name).join(', ') : 'bare hands';
  return f.shield ? `${held}+${shieldWord(f.shield.name)}` : held;
}

export interface PanelOptions {
  /** The figure whose turn it is: marked with ">". */
  active?: string | null;
  /** The widest a line may be: the terminal's 80 columns, as the board under it is drawn for (issue 16). */
  width?: number;
  /**
   * The players' screen of a GM's table (gm/player-view.ts): each figure's player, and the foes
   * by name, weapon and state only (their statistics are the GM's).
   */
  players?: boolean;
  /** False when the board has no hex on its rim to leave by (map.ts, hasOpenRim): the broken are cornered. */
  wayOut?: boolean;
}

/**
 * One row of the panel as data: the fight screen makes it from a figure, the players' stream keeps
 * it (gm/fight-report.ts), and drawPanel draws either: one panel for both screens.
 */
export interface PanelRow {
  readonly id: string;
  readonly letter: string;
  readonly name: string;
  /** The player at the table who moves him, on the players' screen. */
  readonly player: string | null;
  readonly side: Figure['side'];
  /** ST, DX after restriction, MA, damage, fatigue, armor: null where the view keeps them (a foe's, for the players). */
  readonly numbers: readonly (number | null)[];
  readonly weapon: string;
  readonly state: string;
}

/** A figure's row; `hidden`: its numbers are not the viewer's to see (a foe's on the players' screen). */
export function panelRow(f: Figure, figures: readonly Figure[], opts: { hidden?: boolean; wayOut?: boolean } = {}): PanelRow {
  const letter = (id: string) => figures.find((x) => x.id === id)?.letter ?? id;
  const numbers = [effectiveSt(f), effectiveDx(f), movementAllowance(f), f.damage, f.fatigue, armorPoints(f)];
  return { id: f.id, letter: f.letter, name: f.name, player: f.player, side: f.side, numbers: opts.hidden ? numbers.map(() => null) : numbers, weapon: weaponCell(f), state: figureState(f, letter, opts.wayOut ?? true) };
}

export function renderPanel(figures: readonly Figure[], style: Style = PLAIN, opts: PanelOptions = {}): string {
  const players = opts.players === true;
  return drawPanel(
    figures.map((f) => panelRow(f, figures, { hidden: players && f.side !== 'party', wayOut: opts.wayOut })),
    style,
    opts,
  );
}

/** The panel drawn from its rows (panelRow), within `width` columns. */
export function drawPanel(rows: readonly PanelRow[], style: Style = PLAIN, opts: Pick<PanelOptions, 'active' | 'width' | 'players'> = {}): string {
  const width = opts.width ?? 80;
  const players = opts.players === true;
  // On the players' screen a foe is marked as one in the Player column, beside his lower-case letter
  // and the board's colour, so that the table tells friend from foe across a room (issue 26).
  const cells = rows.map((r) => [`${opts.active === r.id ? '>' : ' '}${r.letter}`, r.name, ...(players ? [r.side === 'foes' ? 'foe' : (r.player ?? '')] : []), ...r.numbers.map((n) => (n === null ? '' : String(n))), r.weapon, r.state]);
  return renderTable(
    [
      { header: '' },
      { header: 'Name', firm: true },
      ...(players ? [{ header: 'Player', firm: true }] : []),
      { header: 'ST', align: 'right' },
      { header: 'DX', align: 'right' },
      { header: 'MA', align: 'right' },
      { header: 'Dmg', align: 'right' },
      { header: 'Fat', align: 'right' },
      { header: 'Arm', align: 'right' },
      { header: 'Weapon', firm: true },
      // What is left: a long state folds onto a line of its own under this column.
      { header: 'State' },
    ],
    cells,
    // 80 columns with the board above it: one space between columns, no rule line (issue 16); the
    // players' screen too (gm/screen.ts), whose Player column leaves no room for more.
    { style: style.bold, maxWidth: width, gap: 1, rule: false },
  );
}
