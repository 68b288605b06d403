// The status panel under the board, within 80 columns: each figure's letter and name, ST, DX after restriction, MA,
// damage and fatigue, armor, weapon in hand, and what state it is in.
import type { Figure } from '../combat/figure';
import { armorPoints, effectiveDx, effectiveSt, movementAllowance, weaponWord } from '../combat/figure';
import type { Style } from '../io/style';
import { PLAIN } from '../io/style';
import { renderTable } from './table';

export function figureState(f: Figure, name: (id: string) => string): string {
  const parts: string[] = [];
  if (f.status === 'fled') parts.push('fled');
  else if (f.status === 'down') parts.push(f.damage >= 2 * f.st ? 'down, beyond saving' : f.damage >= f.st ? 'down, dying' : 'down');
  else parts.push('standing');
  if (f.status === 'standing' && f.grapple) parts.push(`grappling ${name(f.grapple)}`);
  if (f.status === 'standing' && f.owesTurn) parts.push('gives up next turn');
  if (f.routed && f.status === 'standing') parts.push('fleeing');
  for (const e of f.effects) parts.push(e.name ?? e.kind);
  return parts.join(', ');
}

/** What a figure holds: its weapon (unloaded or not), its natural attacks, or bare hands; and its shield. */
function weaponCell(f: Figure): string {
  return [f.ready !== null ? weaponWord(f, f.ready) : (f.natural.length ? f.natural.map((a) => a.name).join(', ') : 'bare hands'), f.shield?.name].filter(Boolean).join(' + ') + (f.ready && !f.loaded ? ' (unloaded)' : '');
}

export interface PanelOptions {
  /** The figure whose turn it is: marked with ">". */
  active?: string | null;
  /**
   * The players' screen of a GM's table (table/player-view.ts): each figure's player, and the foes
   * by name, weapon and state only (their statistics are the GM's); the wider layout of that screen.
   */
  players?: boolean;
}

export function renderPanel(figures: readonly Figure[], style: Style = PLAIN, opts: PanelOptions = {}): string {
  const name = (id: string) => figures.find((f) => f.id === id)?.name ?? id;
  const players = opts.players === true;
  const rows = figures.map((f) => {
    const shown = !players || f.side === 'party';
    const numbers = [effectiveSt(f), effectiveDx(f), movementAllowance(f), f.damage, f.fatigue, armorPoints(f)].map((n) => (shown ? String(n) : ''));
    return [`${opts.active === f.id ? '>' : ' '}${f.letter}`, f.name, ...(players ? [f.player ?? ''] : []), ...numbers, weaponCell(f), figureState(f, name)];
  });
  return renderTable(
    [
      { header: '' },
      { header: 'Name' },
      ...(players ? [{ header: 'Player' }] : []),
      { header: 'ST', align: 'right' },
      { header: 'DX', align: 'right' },
      { header: 'MA', align: 'right' },
      { header: 'Dmg', align: 'right' },
      { header: 'Fat', align: 'right' },
      { header: 'Arm', align: 'right' },
      { header: 'Weapon' },
      { header: 'State' },
    ],
    rows,
    // 80 columns with the board above it: one space between columns, no rule line (issue 16). The
    // players' screen has the room for its own wider layout (table/screen.ts).
    players ? { maxWidth: 80 } : { style: style.bold, maxWidth: 80, gap: 1, rule: false },
  );
}
