// Creatures (docs/adventure-format.md, "Fights"): the stat blocks of `creatures:` (and of
// `companions:`, companions.ts), checked here as the combat engine will set them up, and a creature
// looked up in play: the adventure's own first, else the bestiary.
//
//   creatures: { Bog Troll: { st: 20, dx: 11, iq: 6, armor: 3, attacks: [{ name: claws, damage: 2D6 }], description: ... } }
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import { DiceSyntaxError, parseDice } from '../../dice';
import { creatureProblems, normalizeName, WEAPONS } from '../../rules';
import type { Pos } from '../model';
import type { Run } from '../interpreter';
import type { Creature } from '../combat-port';
import { combatEngine } from '../combat-port';
import type { Json } from '../schema-kit';
import { DICE, object } from '../schema-kit';

export const CREATURE_KEYS = ['st', 'dx', 'iq', 'ma', 'armor', 'attacks', 'weapon', 'shield', 'armor-name', 'flying', 'animal', 'hexes', 'description'] as const;
export const ATTACK_KEYS = ['name', 'damage', 'missile', 'range'] as const;

/** A stat block (under `creatures:` or `companions:`), checked as the combat engine will set it up. */
export function readCreature(a: AdventureReader, name: string, node: AnyNode, at: Pos): Creature | null {
  const w = `creature "${name}"`;
  const map = a.r.map(node, w, at);
  if (!map) return null;
  const before = a.r.diags.list.length;
  const f = a.r.fields(map, w, CREATURE_KEYS, ['st', 'dx', 'iq', 'armor', 'description']);
  const st = a.r.int(f.get('st'), `ST of ${w}`, 1, 999);
  const dx = a.r.int(f.get('dx'), `DX of ${w}`, 1, 99);
  const iq = a.r.int(f.get('iq'), `IQ of ${w}`, 1, 99);
  const ma = f.has('ma') ? a.r.int(f.get('ma'), `MA of ${w}`, 0, 99) : undefined;
  const armor = a.r.int(f.get('armor'), `armor of ${w}`, 0, 99);
  const description = a.r.str(f.get('description'), `the description of ${w}`) ?? '';
  const attacks: Creature['attacks'] = [];
  const af = f.get('attacks');
  if (af) {
    for (const item of (a.r.seq(af.value, `the attacks of ${w}`, af.pos)?.items ?? []) as AnyNode[]) {
      const am = a.r.map(item, `an attack of ${w}`, af.pos);
      if (!am) continue;
      const fa = a.r.fields(am, `an attack of ${w}`, ATTACK_KEYS, ['name', 'damage']);
      const aname = a.r.str(fa.get('name'), `the name of an attack of ${w}`);
      const dmg = a.r.str(fa.get('damage'), `the damage of an attack of ${w}`);
      if (dmg !== null) {
        try {
          if (parseDice(dmg).count === 'X') throw new DiceSyntaxError(`"${dmg}": a creature's damage has a fixed number of dice`);
        } catch (e) {
          if (!(e instanceof DiceSyntaxError)) throw e;
          a.r.error('LAW0008', a.r.pos(fa.get('damage')!.value), `${w}: ${e.message}`);
        }
      }
      const missile = a.r.bool(fa.get('missile'), `"missile" of an attack of ${w}`) ?? undefined;
      const range = fa.has('range') ? (a.r.int(fa.get('range'), `the range of an attack of ${w}`, 1, 99) ?? undefined) : undefined;
      if (aname !== null && dmg !== null) attacks.push({ name: aname, damage: dmg, ...(missile !== undefined ? { missile } : {}), ...(range !== undefined ? { range } : {}) });
    }
  }
  const weapon = a.r.str(f.get('weapon'), `the weapon of ${w}`) ?? undefined;
  const shield = a.r.str(f.get('shield'), `the shield of ${w}`) ?? undefined;
  const armorName = a.r.str(f.get('armor-name'), `the armor name of ${w}`) ?? undefined;
  const flying = a.r.bool(f.get('flying'), `"flying" of ${w}`) ?? undefined;
  const animal = a.r.bool(f.get('animal'), `"animal" of ${w}`) ?? undefined;
  const hexes = f.has('hexes') ? (a.r.int(f.get('hexes'), `the size of ${w}`, 1, 7) ?? undefined) : undefined;
  if (weapon !== undefined && !WEAPONS.some((x) => normalizeName(x.name) === normalizeName(weapon))) {
    const close = a.r.closest(weapon, WEAPONS.map((x) => x.name));
    a.r.error('LAW0025', a.r.pos(f.get('weapon')!.value), `${w}: "${weapon}" is not a weapon of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables weapons');
  }
  if (attacks.length === 0 && weapon === undefined) a.r.error('LAW0003', a.r.pos(map), `${w} has neither attacks nor a weapon`, 'add "weapon: Club" or "attacks: [{ name: bite, damage: 1D6 }]"');
  if (st === null || dx === null || iq === null || armor === null) return null;
  const c: Creature = { name, st, dx, iq, armor, attacks, description };
  // Every fault found so far is reported already; the engine's own check follows only on a clean block.
  const clean = a.r.diags.list.length === before;
  if (ma !== undefined && ma !== null) c.ma = ma;
  if (weapon !== undefined) c.weapon = weapon;
  if (shield !== undefined) c.shield = shield;
  if (armorName !== undefined) c.armorName = armorName;
  if (flying !== undefined) c.flying = flying;
  if (animal !== undefined) c.animal = animal;
  if (hexes !== undefined) c.hexes = hexes;
  // What the combat engine refuses to set up (its own check of a stat block) is refused here, at
  // the key at fault, so that no fight of a loaded adventure can fail to begin.
  if (clean) {
    const reported = new Set<string>();
    for (const problem of creatureProblems(c)) {
      const field = /^([a-z]+)/.exec(problem)?.[1] ?? '';
      const key = field === 'armorName' ? 'armor-name' : field;
      if (reported.has(problem)) continue;
      reported.add(problem);
      const kf = f.get(key);
      a.r.error('LAW0025', kf ? a.r.pos(kf.value, kf.pos) : a.r.pos(map), `${w} cannot fight: ${problem}`, key === 'hexes' ? 'the combat engine plays creatures of 1, 4 or 7 hexes (the dragons)' : null);
    }
    if (reported.size > 0) return null;
  }
  return c;
}

/**
 * `creatures:`: the adventure's own creatures by name. One that cannot fight is reported where it is
 * declared and noted in `refused` (by its normalized name), so that its uses are not reported too.
 */
export function readCreatures(a: AdventureReader, f: Field | undefined, refused: Set<string>): Map<string, Creature> {
  const creatures = new Map<string, Creature>();
  if (!f) return creatures;
  a.entries(f, 'creatures', 'a creature name', (name, value, k) => {
    const c = readCreature(a, name, value, a.r.pos(k));
    if (c) creatures.set(name, c);
    else refused.add(normalizeName(name));
  });
  return creatures;
}

/** A creature in play: the adventure's own, else the bestiary's (none when the combat engine is not built in). */
export function creatureNamed(run: Run, name: string): Creature | undefined {
  return run.adventure.creatures.get(name) ?? combatEngine()?.findCreature(name);
}

/** A stat block in the schema (`creatures:` and `companions:`). */
export function creatureSchema(): Json {
  return {
    // Something to fight with: a weapon of the rules, or attacks of its own.
    anyOf: [{ required: ['weapon'] }, { required: ['attacks'], properties: { attacks: { type: 'array', minItems: 1 } } }],
    ...object(
      CREATURE_KEYS,
      {
        st: { type: 'integer', minimum: 1, maximum: 999 },
        dx: { type: 'integer', minimum: 1, maximum: 99 },
        iq: { type: 'integer', minimum: 1, maximum: 99 },
        ma: { type: 'integer', minimum: 0, maximum: 99 },
        armor: { type: 'integer', minimum: 0, maximum: 99 },
        attacks: { type: 'array', items: object(ATTACK_KEYS, { name: { type: 'string' }, damage: { type: 'string', pattern: DICE }, missile: { type: 'boolean' }, range: { type: 'integer', minimum: 1, maximum: 99 } }, ['name', 'damage']) },
        weapon: { type: 'string' },
        shield: { type: 'string' },
        'armor-name': { type: 'string' },
        flying: { type: 'boolean' },
        animal: { type: 'boolean' },
        hexes: { enum: [1, 4, 7], description: 'Hexes the creature fills: 1 (default), 4 or 7, the sizes the combat engine plays.' },
        description: { type: 'string' },
      },
      ['st', 'dx', 'iq', 'armor', 'description'],
    ),
  };
}
