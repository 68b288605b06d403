// The changes a player makes to a sheet as a printed adventure tells him (docs/companion.md): gold,
// items, XP, karma, wishes and curses gained or lost, damage and fatigue taken or healed, karma and
// wishes spent. Each is checked against what a sheet holds and the rules, through the rules an
// adventure's effects use (possessions.ts, recovery.ts, fortune.ts): what cannot be done is refused
// with why, and nothing is changed. The input sheet is never changed; the result is a new one.
import type { Character, Item } from './model';
import { SHEET_LIMITS } from './sheet';
import type { LimitedField } from './possessions';
import { addCapped, carried, FIELD_LIMITS, giveItem, takeItem } from './possessions';
import { addFatigue } from './recovery';
import { canLiftCurse, CURSE_LIFT_KARMA, liftCurse, wishAwayDamage } from './fortune';
import { isAlive } from './derived';
import { findArmor, findWeapon, normalizeName } from '../rules';
import { unsafeCharacters } from '../text/safe-text';

export class ChangeError extends Error {
  override name = 'ChangeError';
}

/** A sheet after a change, and what the change did in words, a line each. */
export interface ChangeResult {
  character: Character;
  said: string[];
}

export interface ItemCount {
  name: string;
  count: number;
}

/** The most of one item a single change gives or takes, as for an adventure's effect (MAX_ITEM_COUNT). */
export const MAX_ITEMS_AT_ONCE = 1000;

/** What a book gives or takes: each a count of at least one, or left out. */
export interface Tallies {
  gold?: number;
  xp?: number;
  karma?: number;
  wishes?: number;
  curses?: number;
  items?: ItemCount[];
}

const WORDS: Record<LimitedField, [string, string]> = {
  gold: ['gold', 'gold'],
  xp: ['XP', 'XP'],
  damage: ['damage', 'damage'],
  fatigue: ['fatigue', 'fatigue'],
  karma: ['karma', 'karma'],
  wishes: ['wish', 'wishes'],
  curses: ['curse', 'curses'],
};

/** "3 gold", "1 wish", "2 wishes". */
export function amount(field: LimitedField, n: number): string {
  return `${n.toLocaleString('en-US')} ${WORDS[field][n === 1 ? 0 : 1]}`;
}

function copy(c: Character): Character {
  return structuredClone(c);
}

/** Refuses a change to the sheet of the dead (undo from the journal is the way back). */
export function mustLive(c: Character, what: string): void {
  if (!isAlive(c)) throw new ChangeError(`${c.name} is dead (damage ${c.damage}, ST ${c.st}): ${what}; a wish may negate the damage (law character spend "${c.name}" --wish), or take back what killed ${c.name} (law character journal "${c.name}")`);
}

/** A text the player typed for the sheet: trimmed, printable, within what a sheet holds. */
export function sheetText(text: string, what: string): string {
  const t = text.trim();
  if (t === '') throw new ChangeError(`${what} is empty`);
  const bad = unsafeCharacters(t);
  if (bad) throw new ChangeError(`${what} ${JSON.stringify(t)} ${bad}`);
  if (t.length > SHEET_LIMITS.text) throw new ChangeError(`${what} is ${t.length} characters long; a sheet holds at most ${SHEET_LIMITS.text}`);
  return t;
}

/** The name under which the sheet knows an item: the rules' spelling of a weapon or armor, or the pack's. */
function itemWord(c: Character, name: string): string {
  const n = normalizeName(name);
  const weapon = findWeapon(name);
  if (weapon && normalizeName(weapon.name) === n) return weapon.name;
  const armor = findArmor(name);
  if (armor && normalizeName(armor.name) === n) return armor.name;
  return c.items.find((it) => normalizeName(it.name) === n)?.name ?? name;
}

function countOf(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_ITEMS_AT_ONCE) throw new ChangeError(`${what}: a count is a whole number from 1 to ${MAX_ITEMS_AT_ONCE}`);
}

/** "Silver Key", "3 Torch". */
function counted(i: ItemCount): string {
  return i.count > 1 ? `${i.count} ${i.name}` : i.name;
}

/** Everything he carries, for an error that names an item he has not: "Torch x2, Rope, Broad Sword". */
export function belongings(c: Character): string {
  const all = [...c.items.map((i: Item) => (i.count > 1 ? `${i.name} x${i.count}` : i.name)), ...c.weapons, ...(c.armor ? [c.armor] : []), ...(c.shield ? [c.shield] : [])];
  return all.length ? all.join(', ') : 'nothing';
}

/** Adds to a tally, refusing what the sheet cannot hold. */
function addTally(c: Character, field: LimitedField, n: number, said: string[]): void {
  const before = c[field];
  const r = addCapped(c, field, n);
  if (r.capped) throw new ChangeError(`${c.name} has ${amount(field, before)}; ${n.toLocaleString('en-US')} more would pass ${FIELD_LIMITS[field].toLocaleString('en-US')}, the most a character sheet holds`);
  said.push(`${c.name} gains ${amount(field, n)} (now ${c[field].toLocaleString('en-US')}).`);
}

/** Takes from a tally, refusing to go below nothing. */
function takeTally(c: Character, field: LimitedField, n: number, said: string[], verb = 'loses'): void {
  if (c[field] < n) throw new ChangeError(`${c.name} has ${amount(field, c[field])}, less than the ${n.toLocaleString('en-US')} to ${verb === 'loses' ? 'lose' : verb.replace(/s$/, '')}`);
  c[field] -= n;
  said.push(`${c.name} ${verb} ${amount(field, n)} (${c[field].toLocaleString('en-US')} left).`);
}

/** The book gives: gold, XP, karma, wishes, curses and items, all or nothing. */
export function gain(c0: Character, g: Tallies): ChangeResult {
  const c = copy(c0);
  mustLive(c0, 'the dead gain nothing');
  const said: string[] = [];
  for (const field of ['gold', 'xp', 'karma', 'wishes'] as const) {
    const n = g[field];
    if (n !== undefined) addTally(c, field, n, said);
  }
  if (g.curses !== undefined) {
    const before = c.curses;
    if (addCapped(c, 'curses', g.curses).capped) throw new ChangeError(`${c.name} bears ${amount('curses', before)}; a sheet holds at most ${FIELD_LIMITS.curses.toLocaleString('en-US')}`);
    // CAMPAIGNING, Curse: one added to each of his rolls, a curse at a time.
    said.push(`${c.name} is cursed: +${c.curses} to every roll until lifted.`);
  }
  for (const it of g.items ?? []) {
    const name = itemWord(c, sheetText(it.name, 'an item\'s name'));
    countOf(it.count, name);
    const weaponsBefore = c.weapons.length;
    const wornBefore = [c.armor, c.shield];
    giveItem(c, name, it.count);
    const held = c.items.find((x) => normalizeName(x.name) === normalizeName(name));
    if (held && held.count > SHEET_LIMITS.count) throw new ChangeError(`${c.name} would carry ${held.count.toLocaleString('en-US')} ${name}; a sheet holds at most ${SHEET_LIMITS.count.toLocaleString('en-US')} of one item`);
    if (c.items.length > SHEET_LIMITS.list || c.weapons.length > SHEET_LIMITS.list) throw new ChangeError(`${c.name} carries as many kinds of thing as a sheet holds (${SHEET_LIMITS.list})`);
    // Where it went, as the rules of possessions put it: among the weapons, worn, or in the pack.
    const where = c.weapons.length > weaponsBefore ? ' (among the weapons)' : c.armor !== wornBefore[0] || c.shield !== wornBefore[1] ? ' (worn)' : held && held.count > it.count ? ` (${held.count} now)` : '';
    said.push(`${c.name} gains ${counted({ name, count: it.count })}${where}.`);
  }
  return { character: c, said };
}

/** The book takes: gold, XP, karma, wishes, curses lifted, items; refused when he has less. */
export function lose(c0: Character, l: Tallies): ChangeResult {
  const c = copy(c0);
  const said: string[] = [];
  for (const field of ['gold', 'xp', 'karma', 'wishes'] as const) {
    const n = l[field];
    if (n !== undefined) takeTally(c, field, n, said);
  }
  if (l.curses !== undefined) {
    if (c.curses < l.curses) throw new ChangeError(`${c.name} bears ${amount('curses', c.curses)}; ${l.curses} cannot be lifted`);
    c.curses -= l.curses;
    said.push(`${l.curses === 1 ? 'A curse' : `${l.curses} curses`} on ${c.name} lifted (${c.curses} left).`);
  }
  for (const it of l.items ?? []) takeItems(c, it, 'loses', said);
  return { character: c, said };
}

/** Takes items from the sheet; refused when he carries fewer. */
function takeItems(c: Character, it: ItemCount, verb: 'loses' | 'uses' | 'sells', said: string[]): void {
  const name = itemWord(c, sheetText(it.name, 'an item\'s name'));
  countOf(it.count, name);
  const has = carried(c, name);
  if (has === 0) throw new ChangeError(`${c.name} carries no ${name} (carried: ${belongings(c)})`);
  if (has < it.count) throw new ChangeError(`${c.name} carries ${has} ${name}, fewer than the ${it.count} to ${verb.replace(/s$/, '')}`);
  takeItem(c, name, it.count);
  const left = carried(c, name);
  said.push(`${c.name} ${verb} ${counted({ name, count: it.count })}${left ? ` (${left} left)` : ''}.`);
}

/** An item used up as the book says (a potion drunk, a torch burnt out): it leaves the sheet. */
export function useItem(c0: Character, it: ItemCount): ChangeResult {
  mustLive(c0, 'the dead use nothing');
  const c = copy(c0);
  const said: string[] = [];
  takeItems(c, it, 'uses', said);
  return { character: c, said };
}

/** What he is after harm, in words: killed (outside a fight, at once: docs/rulings.md), out, or on his feet. */
function harmState(c: Character, said: string[]): void {
  if (!isAlive(c)) {
    said.push(`${c.name} is killed: damage ${c.damage} reaches ST ${c.st} (outside a fight that is death at once).`);
    if (c.wishes > 0) said.push(`A wish negates all damage, even now: law character spend "${c.name}" --wish (${amount('wishes', c.wishes)} left).`);
  } else if (c.damage + c.fatigue >= c.st) said.push(`${c.name} falls unconscious (damage ${c.damage} and fatigue ${c.fatigue} reach ST ${c.st}).`);
  else said.push(`${c.name}: damage ${c.damage}, fatigue ${c.fatigue}; ${c.st - c.damage - c.fatigue} to go before unconscious.`);
}

/**
 * Damage and fatigue the book deals. Damage is what the book says (armor stops blows in a fight, not
 * a trap's: docs/rulings.md); fatigue is counted a point at a time, and a point that finds him
 * unconscious is damage (INJURY & EXHAUSTION, Fatigue).
 */
export function hurt(c0: Character, damage: number, fatigue: number, how: { damage?: string; fatigue?: string } = {}): ChangeResult {
  mustLive(c0, 'the dead can be hurt no more');
  const c = copy(c0);
  const said: string[] = [];
  if (damage > 0) {
    const taken = addCapped(c, 'damage', damage).added;
    said.push(`${c.name} takes ${taken} damage${how.damage ?? ''}.`);
  }
  if (fatigue > 0) {
    const r = addFatigue(c, fatigue);
    said.push(`${c.name} suffers ${r.fatigue} fatigue${r.damage ? ` and ${r.damage} damage (fatigue while unconscious)` : ''}${how.fatigue ?? ''}.`);
  }
  harmState(c, said);
  return { character: c, said };
}

/** Healing the book gives (a potion, a healer's hand): never more than he has taken. */
export function heal(c0: Character, damage: number, fatigue: number, how: { damage?: string; fatigue?: string } = {}): ChangeResult {
  mustLive(c0, 'healing comes too late');
  const c = copy(c0);
  const said: string[] = [];
  if (damage > 0) {
    const healed = Math.min(c.damage, damage);
    c.damage -= healed;
    said.push(`${c.name} heals ${healed} damage${how.damage ?? ''}${healed < damage ? ' (all there was)' : ''}.`);
  }
  if (fatigue > 0) {
    const rested = Math.min(c.fatigue, fatigue);
    c.fatigue -= rested;
    said.push(`${c.name} recovers ${rested} fatigue${how.fatigue ?? ''}${rested < fatigue ? ' (all there was)' : ''}.`);
  }
  harmState(c, said);
  return { character: c, said };
}

/** A purchase at the book's price (its total, in gold): the gold is paid, the item carried. */
export function buy(c0: Character, it: ItemCount, price: number): ChangeResult {
  mustLive(c0, 'the dead buy nothing');
  const c = copy(c0);
  const said: string[] = [];
  if (price > 0) takeTally(c, 'gold', price, said, 'pays');
  const got = gain(c, { items: [it] });
  return { character: got.character, said: [...said, ...got.said] };
}

/** A sale at the book's price: the item leaves the sheet, the gold comes in. */
export function sell(c0: Character, it: ItemCount, price: number): ChangeResult {
  mustLive(c0, 'the dead sell nothing');
  const c = copy(c0);
  const said: string[] = [];
  takeItems(c, it, 'sells', said);
  if (price > 0) addTally(c, 'gold', price, said);
  return { character: c, said };
}

/** What a player spends of his fortune (CAMPAIGNING, Karma/Wish and Curse). */
export interface Spending {
  /** Karma points, each a re-roll of one set of dice the book asked for. */
  karma?: number;
  /** A wish, to negate all his damage. */
  wish?: boolean;
  /** Five karma (wishes making up the rest) to lift a curse. */
  liftCurse?: boolean;
}

export function spend(c0: Character, s: Spending): ChangeResult {
  const c = copy(c0);
  const said: string[] = [];
  if (s.wish) {
    if (c.wishes === 0) throw new ChangeError(`${c.name} has no wish to spend`);
    if (c.damage === 0) throw new ChangeError(`${c.name} has no damage for a wish to negate (a wish spent as a karma point: law character lose "${c.name}" --wishes 1)`);
    const dead = !isAlive(c);
    const healed = wishAwayDamage(c);
    said.push(`${c.name} spends a wish: ${healed} damage negated${dead ? `, and ${c.name} lives` : ''} (${amount('wishes', c.wishes)} left).`);
  }
  if (!isAlive(c)) mustLive(c, 'the dead spend nothing but a wish');
  if (s.karma !== undefined) takeTally(c, 'karma', s.karma, said, 'spends');
  if (s.liftCurse) {
    if (c.curses === 0) throw new ChangeError(`${c.name} bears no curse to lift`);
    if (!canLiftCurse(c)) throw new ChangeError(`lifting a curse takes ${CURSE_LIFT_KARMA} karma (wishes may make up the rest); ${c.name} has ${amount('karma', c.karma)} and ${amount('wishes', c.wishes)}`);
    const paid = liftCurse(c);
    said.push(`${c.name} spends ${CURSE_LIFT_KARMA} karma${paid.wishes ? ` (${paid.wishes} of them ${paid.wishes === 1 ? 'a wish' : 'wishes'})` : ''} and a curse is lifted (${c.curses} left).`);
  }
  return { character: c, said };
}
