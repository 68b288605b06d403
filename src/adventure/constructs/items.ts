// Items (docs/adventure-format.md, "Items"): the items an adventure declares under `items:`
// (besides the rules' weapons, armor, shields and a new character's belongings, known already), items
// that do something when used (a potion), weapons and armor of the adventure's own, and the verbs
// gain and lose.
//
//   items: { Silver Key: A small key., Healing Draught: { use: [heal: 4], consumed: true }, Ogre-bane: { weapon: Broad Sword, damage: +1 } }
import type { AdventureReader } from '../reader';
import type { Field, Reader } from '../yaml-reader';
import { isMap, isScalar, isSeq } from '../yaml-nodes';
import { CREATION } from '../../character/creation';
import type { Armor, Weapon } from '../../rules';
import { ARMOR_TABLE, ARMORS, enchantedArmor, enchantedWeapon, findArmor, findWeapon, normalizeName, OWN_ARMOR_LIMITS, WEAPONS } from '../../rules';
import type { Pos } from '../model';
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import { carried, consciousMembers, giveItem, leaderOf, livingMembers, MAX_ITEM_COUNT, takeItem } from '../state';
import type { Json } from '../schema-kit';
import { object, ref } from '../schema-kit';
import type { EffectOf, VerbValue } from './construct';
import type { Effect } from './verbs';
import { targets } from './effect-kit';
import type { MenuEntry } from './options';
import type { Remedy } from '../combat-port';

export interface ItemDef {
  at: Pos;
  name: string;
  description: string;
  /** Built in: a rules weapon, armor or shield, or a belonging every new character has. */
  builtin: boolean;
  /** What using it does (a potion drunk), its effects on the member who uses it; null: it is not used. */
  use: Effect[] | null;
  /** Used up when used. */
  consumed: boolean;
  /** Goes home with the hero when the adventure ends, instead of staying with the adventure. */
  keeps: boolean;
  /**
   * A weapon of the adventure's own (a magic sword): its base row of the WEAPONS table under the item's
   * name, its damage bonus in its dice; null: not a weapon of the adventure's.
   */
  weapon: Weapon | null;
  /**
   * An armor of the adventure's own (elven mail): its base row of the ARMOR table under the item's
   * name, with the author's points and DX restriction; null: not an armor of the adventure's.
   */
  armor: Armor | null;
}

export const ITEM_KEYS = ['description', 'use', 'consumed', 'keeps', 'weapon', 'damage', 'armor', 'stops', 'dx'] as const;
/** The least and the most a weapon of the adventure's own adds to its base weapon's damage. */
export const WEAPON_BONUS = { min: -9, max: 9 } as const;

/** The items every adventure knows without a declaration: a new character's belongings, the rules' weapons, armor and shields. */
const BUILTIN_ITEMS: readonly string[] = [
  ...CREATION.belongings.map((b) => b.name),
  ...WEAPONS.filter((w) => w.name !== 'Unarmed').map((w) => w.name),
  ...ARMOR_TABLE.map((a) => a.name),
];

/**
 * `items:`: every item the adventure knows, built-in ones first. What using one does is read later,
 * once the counters are known (its text may show one): `uses` holds those fields for readItemUses.
 */
export function readItems(a: AdventureReader, f: Field | undefined, uses: Array<{ name: string; field: Field }>): Map<string, ItemDef> {
  const origin = { line: 1, column: 1 };
  const items = new Map<string, ItemDef>();
  for (const b of BUILTIN_ITEMS) items.set(b, { at: origin, name: b, description: '', builtin: true, use: null, consumed: false, keeps: true, weapon: null, armor: null });
  if (!f) return items;
  const r = a.r;
  a.entries(f, 'items', 'an item name', (name, v, k) => {
    const at = r.pos(k);
    let description = '';
    const use: Effect[] | null = null;
    let consumed = false;
    let keeps = false;
    let weapon: Weapon | null = null;
    let armor: Armor | null = null;
    if (isMap(v)) {
      const fields = r.fields(v, `item "${name}"`, ITEM_KEYS);
      description = r.str(fields.get('description'), `the description of item "${name}"`) ?? '';
      // Read once the counters are known: its text may show one ({tolls}).
      if (fields.has('use')) uses.push({ name, field: fields.get('use')! });
      consumed = r.bool(fields.get('consumed'), `"consumed" of item "${name}"`) ?? false;
      keeps = r.bool(fields.get('keeps'), `"keeps" of item "${name}"`) ?? false;
      if (consumed && !fields.has('use')) r.error('LAW0041', fields.get('consumed')!.pos, `item "${name}" is consumed, but has no "use"`, 'say what using it does: "use: [heal: 4]"');
      const useNode = fields.get('use')?.value;
      if (useNode && isSeq(useNode) && useNode.items.length === 0) r.error('LAW0041', fields.get('use')!.pos, `item "${name}": "use" lists no effect`, 'for example "use: [heal: 4]"');
      weapon = itemWeapon(r, name, fields, keeps);
      armor = itemArmor(r, name, fields, keeps);
    } else if (isScalar(v) && (v.value === null || typeof v.value === 'string')) description = (v.value as string | null) ?? '';
    else r.error('LAW0004', r.pos(v, at), `item "${name}" is described by text, not ${r.kindOf(v)}`);
    const clash = [...items.keys()].find((n) => normalizeName(n) === normalizeName(name));
    if (clash && !items.get(clash)!.builtin) r.error('LAW0023', at, `item "${name}" is declared twice`);
    else if (clash) r.error('LAW0023', at, `"${name}" is already an item of the rules (${clash})`, 'weapons, armor, shields and the belongings of a new character need no declaration');
    else items.set(name, { at, name, description, builtin: false, use, consumed, keeps, weapon, armor });
  });
  return items;
}

/** What using each item does, read once the counters are known. */
export function readItemUses(a: AdventureReader, items: Map<string, ItemDef>, uses: ReadonlyArray<{ name: string; field: Field }>): void {
  for (const u of uses) {
    const def = items.get(u.name);
    if (def) def.use = a.effects(u.field, `the use of item "${u.name}"`);
  }
}

/**
 * An item declared as a weapon of the adventure's own (`weapon: Broad Sword, damage: +1`): its base row
 * of the WEAPONS table with the bonus in its damage, or null when it is not a weapon or is written wrong.
 */
function itemWeapon(r: Reader, name: string, fields: Map<string, Field>, keeps: boolean): Weapon | null {
  const wf = fields.get('weapon');
  const df = fields.get('damage');
  if (!wf) {
    if (df) r.error('LAW0041', df.pos, `item "${name}" has a damage bonus, but is not a weapon`, 'name the weapon it is: "weapon: Broad Sword"');
    return null;
  }
  const baseName = r.str(wf, `the weapon of item "${name}"`);
  const bonus = df ? r.int(df, `the damage bonus of item "${name}"`, WEAPON_BONUS.min, WEAPON_BONUS.max) : 0;
  if (baseName === null || bonus === null) return null;
  const base = findWeapon(baseName);
  if (!base || base.name === 'Unarmed') {
    const close = r.closest(baseName, WEAPONS.filter((w) => w.name !== 'Unarmed').map((w) => w.name));
    r.error('LAW0025', r.pos(wf.value, wf.pos), `item "${name}": "${baseName.length > 40 ? `${baseName.slice(0, 40)}...` : baseName}" is not a weapon of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables weapons');
    return null;
  }
  // It leaves with the adventure: a sheet holds only the rules' weapons, and at home nothing would
  // say what it is (docs/rulings.md, "An adventure's own weapons").
  if (keeps) {
    r.error('LAW0041', fields.get('keeps')!.pos, `item "${name}" is a weapon of the adventure's own, which cannot go home with the hero`, `give the hero a weapon of the rules ("gain: ${base.name}") or gold as the reward he keeps`);
    return null;
  }
  return enchantedWeapon(base, name, bonus);
}

/**
 * An item declared as an armor of the adventure's own (`armor: Chain, stops: 4, dx: -1`): its base
 * armor row of the ARMOR table with the author's points and DX restriction, or null when it is not an
 * armor or is written wrong. A shield cannot be the base: a shield is held and dropped in a fight,
 * and the fight knows shields only by the table's rows (docs/rulings.md, "An adventure's own armor").
 */
function itemArmor(r: Reader, name: string, fields: Map<string, Field>, keeps: boolean): Armor | null {
  const af = fields.get('armor');
  if (!af) {
    for (const k of ['stops', 'dx'] as const) {
      const f = fields.get(k);
      if (f) r.error('LAW0041', f.pos, `item "${name}" has "${k}", but is not an armor`, 'name the armor it is: "armor: Chain"');
    }
    return null;
  }
  if (fields.has('weapon')) {
    r.error('LAW0041', af.pos, `item "${name}" is both a weapon and an armor`, 'declare the weapon and the armor as two items');
    return null;
  }
  const baseName = r.str(af, `the armor of item "${name}"`);
  const sf = fields.get('stops');
  const xf = fields.get('dx');
  const stops = sf ? r.int(sf, `the damage item "${name}" stops`, 0, OWN_ARMOR_LIMITS.stops) : undefined;
  const dx = xf ? r.int(xf, `the DX change of item "${name}"`, -OWN_ARMOR_LIMITS.dx, 0) : undefined;
  if (baseName === null || stops === null || dx === null) return null;
  const base = findArmor(baseName);
  if (!base || base.kind !== 'armor') {
    const close = r.closest(baseName, ARMORS.map((a) => a.name));
    const shown = baseName.length > 40 ? `${baseName.slice(0, 40)}...` : baseName;
    r.error('LAW0025', r.pos(af.value, af.pos), base ? `item "${name}": "${base.name}" is a shield, and an adventure's own armor is worn armor` : `item "${name}": "${shown}" is not an armor of the rules`, base ? `base it on ${ARMORS.map((a) => a.name).join(', ')}` : close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables armor');
    return null;
  }
  // It leaves with the adventure, as its weapons do (docs/rulings.md, "An adventure's own armor").
  if (keeps) {
    r.error('LAW0041', fields.get('keeps')!.pos, `item "${name}" is an armor of the adventure's own, which cannot go home with the hero`, `give the hero an armor of the rules ("gain: ${base.name}") or gold as the reward he keeps`);
    return null;
  }
  return enchantedArmor(base, name, { ...(stops !== undefined ? { stops } : {}), ...(dx !== undefined ? { dx } : {}) });
}

/** `items:` at the top of the file, in the schema. */
export function itemsSchema(): Json {
  return {
    type: 'object',
    additionalProperties: {
      oneOf: [
        { type: ['string', 'null'] },
        {
          ...object(ITEM_KEYS, {
            description: { type: 'string' },
            use: { type: 'array', minItems: 1, items: ref('effect'), description: 'What using it does, to the member who uses it: "[heal: 4]".' },
            consumed: { type: 'boolean', description: 'Used up when used (a potion).' },
            keeps: { type: 'boolean', description: 'Goes home with the hero at the end, instead of staying with the adventure. Not on a weapon of the adventure\'s own.' },
            weapon: { type: 'string', description: 'A weapon of the adventure\'s own: the weapon of the rules it fights as ("Broad Sword").' },
            damage: { type: 'integer', minimum: WEAPON_BONUS.min, maximum: WEAPON_BONUS.max, description: 'Added to every damage roll made with the weapon: "damage: +1".' },
            armor: { type: 'string', description: 'An armor of the adventure\'s own, worn in place of its bearer\'s: the armor of the rules it is ("Chain"), not a shield.' },
            stops: { type: 'integer', minimum: 0, maximum: OWN_ARMOR_LIMITS.stops, description: 'With armor: the damage it stops on each hit, in place of its base armor\'s.' },
            dx: { type: 'integer', minimum: -OWN_ARMOR_LIMITS.dx, maximum: 0, description: 'With armor: what it takes off DX (and MA), in place of its base armor\'s: "dx: -1".' },
          }),
          dependencies: { consumed: ['use'], damage: ['weapon'], stops: ['armor'], dx: ['armor'] },
          // The adventure's own weapons and armors stay with the adventure; an item is one or the other.
          allOf: [
            { not: { required: ['weapon', 'keeps'], properties: { keeps: { const: true } } } },
            { not: { required: ['armor', 'keeps'], properties: { keeps: { const: true } } } },
            { not: { required: ['weapon', 'armor'] } },
          ],
        },
      ],
    },
  };
}

/**
 * A member uses one of the adventure's items (docs/adventure-format.md, "Items that do something"):
 * its effects touch him unless they say who, as a check's touch its roller; a consumed one is gone.
 */
async function useItem(run: Run, i: number, def: ItemDef): Promise<void> {
  const c = run.s.party[i];
  if (def.consumed) takeItem(c, def.name, 1);
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} uses ${def.name}${def.consumed ? ` (${carried(c, def.name)} left)` : ''}` });
  await run.applyEffects(def.use ?? [], { rollers: [i], margin: null });
  await run.settleHarm();
}

/** An item whose use only heals the member who uses it (a potion, a poultice). */
export function onlyHeals(def: ItemDef): boolean {
  return def.use !== null && def.use.every((e) => e.kind === 'heal' && e.companion === undefined && (e.who === null || e.who === 'roller'));
}

/**
 * What an item heals when given to one lying dying after a fight (docs/rulings.md, "Healing the
 * dying after a fight"): an item whose use is one heal of the member who uses it, by a number, dice
 * or all; null for any other (its other effects are the story's, used from a section's menu).
 */
export function remedyOf(def: ItemDef): Remedy | null {
  if (!onlyHeals(def) || def.use!.length !== 1) return null;
  const e = def.use![0];
  if (e.kind !== 'heal') return null;
  const a = e.amount;
  const heals: Remedy['heals'] | null =
    a.kind === 'all' ? 'all' : a.kind === 'number' && a.value > 0 ? { count: 0, sides: 6, modifier: a.value } : a.kind === 'dice' && a.sign > 0 ? a.dice : null;
  return heals === null ? null : { item: def.name, heals, consumed: def.consumed };
}

/** The menu's "uses ...": the adventure's items that do something when used (a potion drunk), by whoever carries one. */
export function useEntries(run: Run): MenuEntry[] {
  const s = run.s;
  const entries: MenuEntry[] = [];
  for (const i of consciousMembers(s)) {
    const c = s.party[i];
    for (const def of run.adventure.items.values()) {
      if (!def.use || carried(c, def.name) === 0) continue;
      // A potion that only heals is offered to the hurt alone: none wasted by a slip of the key, and
      // no line on every menu while he is whole (docs/rulings.md, "A potion is drunk between fights").
      if (c.damage === 0 && onlyHeals(def)) continue;
      entries.push({ label: `${c.name} uses ${def.name}${def.consumed ? ` (${carried(c, def.name)} left)` : ''}`, tag: 'use', disabled: false, run: async () => (await useItem(run, i, def), null) });
    }
  }
  return entries;
}

/** `gain: Rope`, `lose: 2 Torch`: an item and how many (1 when no count is written). */
export function readItemEffect<K extends 'gain' | 'lose'>(v: VerbValue<K>): EffectOf<K> | null {
  const { a, verb, where: w, at: vAt } = v;
  const text = a.r.name(v.value, `the item of ${w}`, v.field.pos);
  if (text === null) return null;
  const m = /^(\d+)\s+(.+)$/.exec(text);
  const count = m ? Number(m[1]) : 1;
  const e = { ...v.base, kind: verb, item: m ? m[2].trim() : text, count } as EffectOf<K>;
  if (count < 1) {
    a.r.error('LAW0019', vAt, `${w}: a count is at least 1`);
    return null;
  }
  if (count > MAX_ITEM_COUNT) {
    a.r.error('LAW0025', vAt, `${w}: ${verb} ${m![1].length > 16 ? `${m![1].slice(0, 16)}...` : m![1]} is more than the ${MAX_ITEM_COUNT} of one item an effect may ${verb === 'gain' ? 'give' : 'take'}`, `write at most "${verb}: ${MAX_ITEM_COUNT} ${e.item}"`);
    return null;
  }
  a.refs.push({ kind: 'item', name: e.item, at: vAt, where: w, resolve: (c) => (e.item = c) });
  return e;
}

/** `gain:`: to the roller after a check, else to the leader (or those `who` names: `party`, each living member). */
export async function gain(run: Run, e: EffectOf<'gain'>, scope: Scope): Promise<void> {
  const s = run.s;
  const who = e.who === null && scope.rollers.length === 0 ? [leaderOf(s)] : await targets(run, e.who, scope);
  for (const i of who) {
    giveItem(s.party[i], e.item, e.count);
    run.emit({ kind: 'effect', member: s.party[i].name, text: `${s.party[i].name} gains ${e.count > 1 ? `${e.count} ` : ''}${e.item}` });
  }
}

/** `lose:`: taken from whoever carries it, the roller's first after a check; the explorer is told whether anything was taken. */
export async function lose(run: Run, e: EffectOf<'lose'>, scope: Scope): Promise<void> {
  const s = run.s;
  const who = e.who === null && scope.rollers.length === 0 ? livingMembers(s) : e.who === 'party' ? livingMembers(s) : await targets(run, e.who, scope);
  let left = e.count;
  for (const i of who) {
    if (left === 0) break;
    const took = takeItem(s.party[i], e.item, left);
    if (took > 0) run.emit({ kind: 'effect', member: s.party[i].name, text: `${s.party[i].name} loses ${took > 1 ? `${took} ` : ''}${e.item}` });
    left -= took;
  }
  run.emit({ kind: 'effect-result', at: e.at, effect: `lose: ${e.count > 1 ? `${e.count} ` : ''}${e.item}`, did: left < e.count });
}
