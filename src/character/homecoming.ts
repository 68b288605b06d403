// The end of an adventure, on the sheet: what the adventure changed (XP, gold, items, gear, karma,
// wishes, curses, attributes, a staff) is the difference between the party as it set out and as it
// came back, and that difference is added to the sheet as it is now. Something bought while the
// hero was away (an attribute may be bought at any time, CAMPAIGNING) is therefore kept, and
// nothing is written over the sheet from an old copy. Then the hero recovers fully between
// adventures (INJURY & EXHAUSTION, Recovery); the dead stay dead.
import type { Character, Item } from './model';
import { SHEET_LIMITS } from './sheet';

export interface Homecoming {
  character: Character;
  /** What could not be added in full because the sheet holds no more ("gold 1000000000 (the most a sheet holds)"). */
  capped: string[];
}

/** `now + (end - start)`, kept within `0..max`; a cut is noted in `capped`. */
function addDelta(label: string, now: number, start: number, end: number, min: number, max: number, capped: string[]): number {
  const raw = now + (end - start);
  if (raw > max) {
    capped.push(`${label} ${max} (the most a sheet holds; ${raw - max} lost)`);
    return max;
  }
  return Math.max(min, raw);
}

/** Counts by name of a list of names or items. */
function tally(list: ReadonlyArray<string | Item>): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of list) {
    const [name, n] = typeof x === 'string' ? [x, 1] : [x.name, x.count];
    m.set(name, (m.get(name) ?? 0) + n);
  }
  return m;
}

function itemsAfter(now: readonly Item[], start: readonly Item[], end: readonly Item[], capped: string[]): Item[] {
  const s = tally(start);
  const e = tally(end);
  const out: Item[] = [];
  const seen = new Set<string>();
  const add = (name: string, have: number) => {
    if (seen.has(name)) return;
    seen.add(name);
    const count = addDelta(name, have, s.get(name) ?? 0, e.get(name) ?? 0, 0, SHEET_LIMITS.count, capped);
    if (count > 0) out.push({ name, count });
  };
  const n = tally(now);
  for (const [name, have] of n) add(name, have);
  for (const name of e.keys()) add(name, 0);
  return out;
}

/** Weapons: those lost on the way are taken off the sheet, those found are added after the rest. */
function weaponsAfter(now: readonly string[], start: readonly string[], end: readonly string[]): string[] {
  if (now.length === start.length && now.every((w, i) => w === start[i])) return [...end];
  const lost = tally(start);
  for (const w of end) lost.set(w, (lost.get(w) ?? 0) - 1);
  const out: string[] = [];
  for (const w of now) {
    const l = lost.get(w) ?? 0;
    if (l > 0) lost.set(w, l - 1);
    else out.push(w);
  }
  const found = tally(end);
  for (const w of start) found.set(w, (found.get(w) ?? 0) - 1);
  for (const w of end) {
    const f = found.get(w) ?? 0;
    if (f > 0) {
      out.push(w);
      found.set(w, f - 1);
    }
  }
  return out;
}

function skillsAfter(now: Character['skills'], start: Character['skills'], end: Character['skills'], capped: string[]): Character['skills'] {
  const out: Record<string, number> = {};
  for (const name of new Set([...Object.keys(now), ...Object.keys(end), ...Object.keys(start)])) {
    const level = addDelta(name, now[name] ?? 0, start[name] ?? 0, end[name] ?? 0, 0, SHEET_LIMITS.level, capped);
    if (level > 0) out[name] = level;
  }
  return out;
}

function spellsAfter(now: readonly string[], start: readonly string[], end: readonly string[]): string[] {
  const forgotten = start.filter((s) => !end.includes(s));
  const learned = end.filter((s) => !start.includes(s) && !now.includes(s));
  return [...now.filter((s) => !forgotten.includes(s)), ...learned];
}

/**
 * What happened between `start` and `end` (an adventure, a fight kept beside a printed adventure, a
 * change taken back from the journal) added to the sheet `now`: every count changes by its
 * difference, within what a sheet holds; weapons and spells lost leave it and those found join it;
 * armor and shield follow `end` if they changed. Damage, fatigue and a staff's charge are left as
 * `now` has them: `comeHome` and `addChanges` say what becomes of them.
 */
function differenceAdded(now: Character, start: Character, end: Character, capped: string[]): Character {
  const attr = (k: 'st' | 'dx' | 'iq') => addDelta(k.toUpperCase(), now[k], start[k], end[k], 1, SHEET_LIMITS.attribute, capped);
  const num = (k: 'xp' | 'gold' | 'karma' | 'wishes' | 'curses', max: number) => addDelta(k, now[k], start[k], end[k], 0, max, capped);
  const st = attr('st');
  const iq = attr('iq');
  const capacity = Math.min(iq, addDelta('staff', now.staff?.capacity ?? 0, start.staff?.capacity ?? 0, end.staff?.capacity ?? 0, 0, SHEET_LIMITS.attribute, capped));
  const hadStaff = now.staff !== null || end.staff !== null;
  return {
    ...structuredClone(now),
    st,
    dx: attr('dx'),
    iq,
    xp: num('xp', SHEET_LIMITS.xp),
    gold: num('gold', SHEET_LIMITS.gold),
    karma: num('karma', SHEET_LIMITS.tally),
    wishes: num('wishes', SHEET_LIMITS.tally),
    curses: num('curses', SHEET_LIMITS.tally),
    items: itemsAfter(now.items, start.items, end.items, capped),
    weapons: weaponsAfter(now.weapons, start.weapons, end.weapons),
    armor: end.armor !== start.armor ? end.armor : now.armor,
    shield: end.shield !== start.shield ? end.shield : now.shield,
    skills: skillsAfter(now.skills, start.skills, end.skills, capped),
    spells: spellsAfter(now.spells, start.spells, end.spells),
    staff: hadStaff ? { capacity, charge: Math.min(capacity, now.staff?.charge ?? 0) } : null,
  };
}

/**
 * The sheet `now` after the adventure that took `start` out and brought `end` back: the adventure's
 * changes added to it, the hero recovered, and the sheet free for the next adventure.
 */
export function comeHome(now: Character, start: Character, end: Character): Homecoming {
  const capped: string[] = [];
  const added = differenceAdded(now, start, end, capped);
  const dead = end.damage >= end.st;
  const capacity = added.staff?.capacity ?? 0;
  const character: Character = {
    ...added,
    // Recovery between adventures: damage and fatigue gone, a staff refilled; the dead stay dead.
    damage: dead ? Math.min(SHEET_LIMITS.tally, Math.max(end.damage, added.st)) : 0,
    fatigue: dead ? Math.min(SHEET_LIMITS.tally, end.fatigue) : 0,
    staff: added.staff ? { capacity, charge: dead ? Math.min(capacity, end.staff?.charge ?? 0) : capacity } : null,
    adventure: null,
    save: null,
  };
  return { character, capped };
}

/**
 * The sheet `now` with what happened between `start` and `end` added, its wounds and weariness too (a
 * fight kept beside a printed adventure, a change taken back): damage, fatigue and the staff's charge
 * change by their difference like the rest. Nobody recovers, and the sheet stays on its adventure.
 */
export function addChanges(now: Character, start: Character, end: Character): Homecoming {
  const capped: string[] = [];
  const added = differenceAdded(now, start, end, capped);
  const damage = addDelta('damage', now.damage, start.damage, end.damage, 0, SHEET_LIMITS.tally, capped);
  const fatigue = addDelta('fatigue', now.fatigue, start.fatigue, end.fatigue, 0, SHEET_LIMITS.tally, capped);
  const staff = added.staff ? { capacity: added.staff.capacity, charge: Math.max(0, Math.min(added.staff.capacity, (now.staff?.charge ?? 0) + (end.staff?.charge ?? 0) - (start.staff?.charge ?? 0))) } : null;
  return { character: { ...added, damage, fatigue, staff }, capped };
}
