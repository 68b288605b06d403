// The work of the companion commands that change a sheet as the book says (companion.ts): gain, lose,
// use, hurt, heal, spend, begin, at, finish, remember, forget. The rules are the character's
// (character/changes.ts, book.ts); this file reads the command line, rolls dice a command names, and
// hands the change to companion-sheets.ts.
import type { Character, ChangeResult, ItemCount, Tallies } from '../../character';
import { beginBook, buy, crossPlotwords, finishBook, forget, gain, gainPlotwords, heal, hurt, lose, markSection, remember, sell, spend, useItem } from '../../character';
import { diceTotal, fixDice, formatDice, parseDice, Rng } from '../../dice';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { seedFrom, userErrors } from '../shared';
import type { HarmOptions, SpendOptions, TallyOptions, UseOptions } from './companion';
import type { SheetChange } from './companion-sheets';
import { changeNamed, partyNames } from './companion-sheets';

/** "Torch x3" (or "Torch*3") is three torches; anything else one. */
export function parseItem(text: string): ItemCount {
  const m = /^(.*\S)\s*[x*]\s*(\d+)$/i.exec(text.trim());
  if (m && !/\s[x*]?$/i.test(m[1])) return { name: m[1].trim(), count: Number(m[2]) };
  return { name: text.trim(), count: 1 };
}

/** Two results in one: the second made on the sheet the first left. */
function then(a: ChangeResult, b: (c: Character) => ChangeResult): ChangeResult {
  const r = b(a.character);
  return { character: r.character, said: [...a.said, ...r.said] };
}

export function gainCommand(ctx: CliContext, names: string[], opts: TallyOptions, verb: 'gain' | 'lose'): void {
  const t: Tallies = {};
  if (opts.gold !== undefined) t.gold = opts.gold;
  if (opts.xp !== undefined) t.xp = opts.xp;
  if (opts.karma !== undefined) t.karma = opts.karma;
  if (opts.wishes !== undefined) t.wishes = opts.wishes;
  if (opts.curse !== undefined) t.curses = opts.curse;
  if (opts.item?.length) t.items = opts.item.map(parseItem);
  const words = opts.plotword ?? [];
  if (Object.keys(t).length === 0 && words.length === 0) {
    throw new UsageError(`say what he ${verb}s: --gold N, --xp N, --karma N, --wishes N, --curse N, --item NAME or --plotword WORD`);
  }
  const apply = (now: Character): ChangeResult => {
    const first = Object.keys(t).length ? (verb === 'gain' ? gain(now, t) : lose(now, t)) : { character: now, said: [] };
    return words.length ? then(first, (c) => (verb === 'gain' ? gainPlotwords(c, words) : crossPlotwords(c, words))) : first;
  };
  changeNamed(ctx, names, { what: verb, apply, ...extras(opts) });
}

/** The --note and --at every change may carry. */
function extras(opts: { note?: string; at?: string }): { note?: string; at?: string } {
  return { ...(opts.note ? { note: opts.note } : {}), ...(opts.at !== undefined ? { at: opts.at } : {}) };
}

export function useCommand(ctx: CliContext, name: string, item: string, opts: UseOptions): void {
  const it = parseItem(item);
  // A potion drunk: the item goes, and it heals what the book says.
  const seed = seedFrom(ctx, opts.seed);
  let rng: Rng | null = null;
  const healing = opts.heal === undefined ? null : points(opts.heal, '--heal', () => (rng ??= Rng.fromSeed(seed)));
  changeNamed(ctx, [name], { what: 'use', apply: (now) => (healing ? then(useItem(now, it), (c) => heal(c, healing.value, 0, { damage: healing.how })) : useItem(now, it)), ...extras(opts) });
  if (rng && opts.seed === undefined) ctx.out(ctx.style.dim(`  (dice seed ${seed})`));
}

export function tradeCommand(ctx: CliContext, verb: 'buy' | 'sell', name: string, item: string, opts: { price: number; at?: string; note?: string }): void {
  const it = parseItem(item);
  changeNamed(ctx, [name], { what: verb, apply: (now) => (verb === 'buy' ? buy(now, it, opts.price) : sell(now, it, opts.price)), ...extras(opts) });
}

/** A number of points, or dice rolled now (once for the whole command). */
function points(text: string, what: string, roll: () => Rng): { value: number; how: string } {
  const t = text.trim();
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (n > 9999) throw new UsageError(`${what}: at most 9999 points, not ${t}`);
    return { value: n, how: '' };
  }
  if (!/d/i.test(t)) throw new UsageError(`${what}: "${text}" is neither a number of points nor dice (1D6, 2D6-1)`);
  const expr = userErrors(() => fixDice(parseDice(t)));
  const r = roll();
  const faces = Array.from({ length: expr.count }, () => r.die(expr.sides));
  const value = diceTotal(expr, faces, true);
  return { value, how: ` (${formatDice(expr)} rolled ${faces.join('+')}${expr.modifier ? (expr.modifier > 0 ? `+${expr.modifier}` : String(expr.modifier)) : ''} = ${value})` };
}

export function harmCommand(ctx: CliContext, name: string, damage: string | undefined, opts: HarmOptions, verb: 'hurt' | 'heal'): void {
  if (damage === undefined && opts.fatigue === undefined) throw new UsageError(`say how much: law character ${verb} NAME 3 (damage), or --fatigue 2; dice too: 1D6`);
  if (opts.inFight && verb === 'heal') throw new UsageError('--in-fight is for damage taken (law character hurt)');
  let rng: Rng | null = null;
  const seed = seedFrom(ctx, opts.seed);
  const roll = () => (rng ??= Rng.fromSeed(seed));
  const d = damage === undefined ? { value: 0, how: '' } : points(damage, 'damage', roll);
  const f = opts.fatigue === undefined ? { value: 0, how: '' } : points(opts.fatigue, '--fatigue', roll);
  const change: SheetChange = {
    what: verb,
    apply: (now) => (verb === 'hurt' ? hurt(now, d.value, f.value, { damage: d.how, fatigue: f.how }) : heal(now, d.value, f.value, { damage: d.how, fatigue: f.how })),
    ...extras(opts),
    // Damage of a fight fought by hand is what a Medic may treat after it (SKILLS, Medic).
    ...(opts.inFight ? { fight: (before: Character, after: Character) => ({ damage: Math.max(0, after.damage - before.damage), treated: false }) } : {}),
  };
  changeNamed(ctx, [name], change);
  if (rng && opts.seed === undefined) ctx.out(ctx.style.dim(`  (dice seed ${seed})`));
}

export function spendCommand(ctx: CliContext, name: string, opts: SpendOptions): void {
  if (opts.karma === undefined && !opts.wish && !opts.liftCurse) throw new UsageError('say what he spends: --karma N, --wish or --lift-curse');
  changeNamed(ctx, [name], { what: 'spend', apply: (now) => spend(now, { ...(opts.karma !== undefined ? { karma: opts.karma } : {}), wish: opts.wish === true, liftCurse: opts.liftCurse === true }), ...extras(opts) });
}

export function beginCommand(ctx: CliContext, name: string, title: string, opts: { section?: string; party?: string; note?: string }): void {
  changeNamed(ctx, [name, ...partyNames(opts.party)], { what: 'begin', apply: (now) => beginBook(now, title, opts.section ?? null), ...(opts.note ? { note: opts.note } : {}) });
}

export function atCommand(ctx: CliContext, name: string, section: string, opts: { party?: string; note?: string }): void {
  changeNamed(ctx, [name, ...partyNames(opts.party)], { what: 'at', apply: (now) => markSection(now, section), ...(opts.note ? { note: opts.note } : {}) });
}

export function finishCommand(ctx: CliContext, names: string[], opts: { note?: string }): void {
  changeNamed(ctx, names, { what: 'finish', apply: finishBook, ...(opts.note ? { note: opts.note } : {}) });
}

export function rememberCommand(ctx: CliContext, name: string, text: string): void {
  changeNamed(ctx, [name], { what: 'remember', apply: (now) => remember(now, text) });
}

export function forgetCommand(ctx: CliContext, name: string, n: number): void {
  changeNamed(ctx, [name], { what: 'forget', apply: (now) => forget(now, n) });
}
