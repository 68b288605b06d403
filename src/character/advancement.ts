// CAMPAIGNING, Advancement and Charging Staffs/Wands: what XP buys and when. An attribute point costs
// XP equal to its new value and may be bought at any time; between adventures a normal character
// buys a skill level for 10 XP or a spell for 20, a magic user a spell for 10 or a skill for 20 (10
// for Sorcerer's Tongue and Alchemist); staff capacity costs 2 XP a point up to IQ. A karma point
// may stand in for one XP, and a wish for a karma point, so for one XP too (Karma/Wish).
import type { Attribute } from '../dice';
import type { Skill, Spell } from '../rules';
import { findSkill, findSpell, SKILLS, SPELLS } from '../rules';
import type { Character } from './model';
import { ATTRIBUTE_KEYS } from './model';
import { knowsSpell } from './spells-known';
import { SHEET_LIMITS } from './sheet';
import { unknownName } from './creation';

export const XP_COSTS = {
  skill: { normal: 10, mage: 20 },
  spell: { normal: 20, mage: 10 },
  staffPoint: 2,
} as const;

export type Purchase =
  | { kind: 'attribute'; attribute: Attribute }
  | { kind: 'skill'; skill: string }
  | { kind: 'spell'; spell: string }
  | { kind: 'staff'; points: number };

export interface PurchaseOptions {
  /** Let karma pay what XP cannot. */
  useKarma?: boolean;
  /** Let wishes pay, each as a karma point, what XP and karma cannot (karma is spent first). */
  useWishes?: boolean;
}

export interface PurchaseResult {
  character: Character;
  /** What was bought, in words: "ST 12 -> 13". */
  bought: string;
  xpSpent: number;
  karmaSpent: number;
  wishesSpent: number;
}

export class AdvanceError extends Error {
  override name = 'AdvanceError';
}

export function skillCost(c: Pick<Character, 'type'>, skill: Skill): number {
  if (c.type === 'mage' && skill.mageXpCost !== null) return skill.mageXpCost;
  return XP_COSTS.skill[c.type];
}

export function spellCost(c: Pick<Character, 'type'>): number {
  return XP_COSTS.spell[c.type];
}

export function attributeCost(c: Character, attribute: Attribute): number {
  return c[ATTRIBUTE_KEYS[attribute]] + 1;
}

function betweenAdventures(c: Character, what: string): void {
  if (c.adventure !== null) {
    throw new AdvanceError(`${c.name} is in the middle of "${c.adventure}": ${what} can only be bought between adventures`);
  }
}

/** Works out a purchase without changing `c`; throws AdvanceError with the reason when it cannot be made. */
export function purchase(c: Character, p: Purchase, options: PurchaseOptions = {}): PurchaseResult {
  const next: Character = structuredClone(c);
  let cost: number;
  let bought: string;
  switch (p.kind) {
    case 'attribute': {
      const key = ATTRIBUTE_KEYS[p.attribute];
      if (c[key] >= SHEET_LIMITS.attribute) throw new AdvanceError(`${p.attribute} ${c[key]} is as high as a sheet holds (${SHEET_LIMITS.attribute})`);
      cost = c[key] + 1;
      next[key] = c[key] + 1;
      bought = `${p.attribute} ${c[key]} -> ${next[key]}`;
      break;
    }
    case 'skill': {
      const skill = findSkill(p.skill);
      if (!skill) throw new AdvanceError(unknownName('a skill', p.skill, SKILLS.map((s) => s.name)));
      betweenAdventures(c, 'skills');
      cost = skillCost(c, skill);
      const level = c.skills[skill.name] ?? 0;
      if (level >= SHEET_LIMITS.level) throw new AdvanceError(`${skill.name} ${level} is as high as a sheet holds`);
      next.skills = { ...c.skills, [skill.name]: level + 1 };
      bought = level === 0 ? `${skill.name} 1 (new skill)` : `${skill.name} ${level} -> ${level + 1}`;
      break;
    }
    case 'spell': {
      const spell: Spell | undefined = findSpell(p.spell);
      if (!spell) throw new AdvanceError(unknownName('a spell', p.spell, SPELLS.map((s) => s.name)));
      betweenAdventures(c, 'spells');
      if (spell.iq > c.iq) throw new AdvanceError(`${spell.name} needs IQ ${spell.iq}; ${c.name} has IQ ${c.iq}`);
      if (knowsSpell(c, spell.name)) throw new AdvanceError(`${c.name} already knows ${spell.name}`);
      cost = spellCost(c);
      next.spells = [...c.spells, spell.name];
      bought = `the spell ${spell.name}`;
      break;
    }
    case 'staff': {
      if (!Number.isInteger(p.points) || p.points < 1) throw new AdvanceError('staff capacity is bought a whole point at a time (--staff 1 or more)');
      if (c.type !== 'mage' && c.spells.length === 0) throw new AdvanceError(`${c.name} knows no spells: a staff holds power only for a magic user`);
      const before = c.staff?.capacity ?? 0;
      const after = before + p.points;
      if (after > c.iq) throw new AdvanceError(`a staff holds at most IQ (${c.iq}) points; ${c.name}'s holds ${before}, so at most ${c.iq - before} more`);
      cost = p.points * XP_COSTS.staffPoint;
      // Any piece of wood serves (MAGIC, Staffs/Wands): buying capacity without one gives one.
      next.staff = { capacity: after, charge: (c.staff?.charge ?? 0) + p.points };
      bought = `staff capacity ${before} -> ${after}`;
      break;
    }
  }
  // XP first; then karma, one point for one XP; then wishes, each standing in for a karma point
  // (CAMPAIGNING, Karma/Wish: "a wish can be used as a karma point"), only when asked for each.
  const short = Math.max(0, cost - c.xp);
  const karmaOk = options.useKarma === true || options.useWishes === true;
  const karmaSpent = karmaOk ? Math.min(short, c.karma) : 0;
  const wishesSpent = options.useWishes ? Math.min(short - karmaSpent, c.wishes) : 0;
  if (karmaSpent + wishesSpent < short) {
    const hints: string[] = [];
    if (!karmaOk && c.karma > 0) hints.push(`add --use-karma to pay with karma too: ${c.karma}`);
    if (!options.useWishes && c.wishes > 0) hints.push(`add --use-wishes to pay with wishes after karma: ${c.wishes}`);
    const has = [`${c.xp} XP`, ...(karmaOk ? [`${c.karma} karma`] : []), ...(options.useWishes ? [`${c.wishes} ${c.wishes === 1 ? 'wish' : 'wishes'}`] : [])];
    const had = has.length > 1 ? `${has.slice(0, -1).join(', ')} and ${has[has.length - 1]}` : has[0];
    throw new AdvanceError(`${bought} costs ${cost} XP; ${c.name} has ${had}${hints.length > 0 ? ` (${hints.join('; ')})` : ''}`);
  }
  next.xp = c.xp - (cost - karmaSpent - wishesSpent);
  next.karma = c.karma - karmaSpent;
  next.wishes = c.wishes - wishesSpent;
  return { character: next, bought, xpSpent: cost - karmaSpent - wishesSpent, karmaSpent, wishesSpent };
}

/** A thing XP may buy, as the sheet stands: what it changes, its price, and why it cannot be had now. */
export interface Offer {
  readonly purchase: Purchase;
  /** What it buys, as a purchase says it: "ST 12 -> 13", "Sword 1 -> 2", "the spell Blur". */
  readonly bought: string;
  /** Its price in XP. */
  readonly cost: number;
  /** Why it cannot be bought now (the rules, or too little XP); null when it can. */
  readonly why: string | null;
}

/**
 * Everything XP may buy for `c` (issue 29: `law character advance NAME` and the menu's "spend XP"
 * list it all with its cost and what he has): the three attributes, every skill, the spells his IQ
 * allows that he does not know, and a point of staff capacity. Each is judged by `purchase` itself,
 * first as if XP were no object (the rules' reasons), then against the XP he has.
 */
export function offers(c: Character): Offer[] {
  const wanted: Purchase[] = [
    ...(['ST', 'DX', 'IQ'] as const).map((attribute): Purchase => ({ kind: 'attribute', attribute })),
    ...SKILLS.map((s): Purchase => ({ kind: 'skill', skill: s.name })),
    ...SPELLS.filter((s) => s.iq <= c.iq && !knowsSpell(c, s.name)).map((s): Purchase => ({ kind: 'spell', spell: s.name })),
    ...(c.type === 'mage' || c.spells.length > 0 ? [{ kind: 'staff', points: 1 } as Purchase] : []),
  ];
  // Judged with XP no object and between adventures (what it buys, its price, the rules' limits),
  // then as he stands: in the middle of an adventure, then against the XP he has.
  const rich: Character = { ...c, xp: Number.MAX_SAFE_INTEGER };
  const refusal = (f: () => unknown): string | null => {
    try {
      f();
      return null;
    } catch (e) {
      if (e instanceof AdvanceError) return e.message;
      throw e;
    }
  };
  return wanted.map((p): Offer => {
    let r: PurchaseResult;
    try {
      r = purchase({ ...rich, adventure: null }, p);
    } catch (e) {
      if (!(e instanceof AdvanceError)) throw e;
      // A purchase the rules refuse whatever the XP: a sheet at its limit, a staff as large as IQ.
      return { purchase: p, bought: describePurchase(p), cost: 0, why: e.message };
    }
    const why = refusal(() => purchase(rich, p)) ?? (r.xpSpent > c.xp ? `${r.bought} costs ${r.xpSpent} XP; ${c.name} has ${c.xp} XP` : null);
    return { purchase: p, bought: r.bought, cost: r.xpSpent, why };
  });
}

const describePurchase = (p: Purchase): string => (p.kind === 'attribute' ? p.attribute : p.kind === 'skill' ? p.skill : p.kind === 'spell' ? `the spell ${p.spell}` : `${p.points} point of staff capacity`);
