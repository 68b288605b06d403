// Dice as the rules write them: D3, D6, 2D6-1, 3D6+3, and XD6-2 where X is chosen when casting
// (RESOLVING UNCERTAINTY; WEAPONS, Damage; KINETICS for the X forms).

export interface DiceExpr {
  /** How many dice, or 'X' when the count is chosen at the time of the roll. */
  count: number | 'X';
  sides: number;
  modifier: number;
}

/** A dice expression with its count fixed. */
export interface FixedDice {
  count: number;
  sides: number;
  modifier: number;
}

const DICE_RE = /^\s*(\d+|X)?\s*D\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;

export class DiceSyntaxError extends Error {
  override name = 'DiceSyntaxError';
}

/** Parses `2D6-1`; throws DiceSyntaxError with the text when it is not a dice expression. */
export function parseDice(text: string): DiceExpr {
  const m = DICE_RE.exec(text);
  if (!m) {
    throw new DiceSyntaxError(`"${text}" is not a dice expression (examples: D6, 2D6-1, 3D6+3, XD6-2)`);
  }
  const count = m[1] === undefined ? 1 : m[1].toUpperCase() === 'X' ? 'X' : Number(m[1]);
  const sides = Number(m[2]);
  const modifier = m[3] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  if (count !== 'X' && (count < 1 || count > 100)) {
    throw new DiceSyntaxError(`"${text}": the number of dice must be from 1 to 100`);
  }
  if (sides < 2 || sides > 100) throw new DiceSyntaxError(`"${text}": a die has from 2 to 100 sides`);
  return { count, sides, modifier };
}

export function isDiceExpression(text: string): boolean {
  return DICE_RE.test(text);
}

/** Fixes the X of `XD6-2`; an expression without X is returned as it is. */
export function fixDice(expr: DiceExpr, x?: number): FixedDice {
  if (expr.count !== 'X') return { count: expr.count, sides: expr.sides, modifier: expr.modifier };
  if (x === undefined || !Number.isInteger(x) || x < 1) {
    throw new DiceSyntaxError(`${formatDice(expr)} needs X, a whole number of at least 1`);
  }
  return { count: x, sides: expr.sides, modifier: expr.modifier };
}

/** The rules' way of writing an expression: `D6`, `2D6-1`, `XD6-2`. */
export function formatDice(expr: DiceExpr | FixedDice): string {
  const count = expr.count === 1 ? '' : String(expr.count);
  const mod = expr.modifier === 0 ? '' : expr.modifier > 0 ? `+${expr.modifier}` : String(expr.modifier);
  return `${count}D${expr.sides}${mod}`;
}

/** The sum of the faces plus the modifier; damage and other amounts never fall below zero. */
export function diceTotal(expr: FixedDice, faces: readonly number[], floorAtZero = false): number {
  let sum = expr.modifier;
  for (const f of faces) sum += f;
  return floorAtZero && sum < 0 ? 0 : sum;
}

export function diceMinimum(expr: FixedDice): number {
  return expr.count + expr.modifier;
}

export function diceMaximum(expr: FixedDice): number {
  return expr.count * expr.sides + expr.modifier;
}

export function diceMean(expr: FixedDice): number {
  return (expr.count * (expr.sides + 1)) / 2 + expr.modifier;
}
