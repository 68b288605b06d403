// Companions (docs/adventure-format.md, "Companions"): those who join the party for a while, declared
// under `companions:` with stat blocks as creatures have (creatures.ts), and the verbs join and
// leave. A companion is with the party or not; one killed in a fight cannot join again
// (docs/rulings.md, "Companions"). In play a companion fights beside the party (fight.ts), rolls a
// check named for him (rolls.ts), heals (harm.ts) and rests (time.ts).
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import { isMap, isScalar } from '../yaml-nodes';
import type { Json } from '../schema-kit';
import { creatureSchema } from './creatures';
import type { Run } from '../interpreter';
import type { Creature } from '../combat-port';
import { readCreature } from './creatures';
import { normalizeName } from '../../rules';
import { own } from '../state';
import type { EffectOf, VerbValue } from './construct';

/** `join: Old Tam`, `leave: Old Tam`: a companion under "companions:". */
export function readCompanionEffect<K extends 'join' | 'leave'>(v: VerbValue<K>): EffectOf<K> | null {
  const { a, verb, where: w, at: vAt } = v;
  const name = a.r.name(v.value, `the companion of ${w}`, v.field.pos);
  if (name === null) return null;
  const e = { ...v.base, kind: verb, companion: name } as EffectOf<K>;
  if (verb === 'join') a.uses.companionsJoined.add(normalizeName(name));
  a.refs.push({ kind: 'companion', name, at: vAt, where: w, resolve: (c) => (e.companion = c) });
  return e;
}

export function join(run: Run, e: EffectOf<'join'>): void {
  const s = run.s;
  const st = run.adventure.companions.get(e.companion)?.st ?? 0;
  if (!s.companions.includes(e.companion) && own(s.wounds, e.companion) < st) {
    s.companions.push(e.companion);
    run.emit({ kind: 'effect', member: null, text: `${e.companion} joins the party` });
  }
}

export function leave(run: Run, e: EffectOf<'leave'>): void {
  const s = run.s;
  if (s.companions.includes(e.companion)) {
    s.companions = s.companions.filter((c) => c !== e.companion);
    run.emit({ kind: 'effect', member: null, text: `${e.companion} leaves the party` });
  }
}

/** The pronouns a companion's declaration may give him ({he}, {him}, {his} when he rolls). */
export const COMPANION_PRONOUNS = ['he', 'she', 'they'] as const;
export type CompanionPronoun = (typeof COMPANION_PRONOUNS)[number];

/**
 * `companions:`: stat blocks by name, as creatures have, and each one's pronoun (`pronoun: she`; he
 * when none, as a character sheet's). One that cannot fight is reported where it is declared and
 * noted in `refused` (as "companion:" and its normalized name).
 */
export function readCompanions(a: AdventureReader, f: Field | undefined, refused: Set<string>): { companions: Map<string, Creature>; pronouns: Map<string, CompanionPronoun> } {
  const companions = new Map<string, Creature>();
  const pronouns = new Map<string, CompanionPronoun>();
  if (!f) return { companions, pronouns };
  a.entries(f, 'companions', 'a companion name', (name, value, k) => {
    if ([...companions.keys()].some((n) => normalizeName(n) === normalizeName(name))) {
      a.r.error('LAW0023', a.r.pos(k), `companion "${name}" is declared twice`);
      return;
    }
    // The pronoun is the companion's own key; the rest is a creature's stat block.
    let block: AnyNode = value;
    if (isMap(value)) {
      const pair = value.items.find((p) => isScalar(p.key) && p.key.value === 'pronoun');
      if (pair) {
        block = { ...value, items: value.items.filter((p) => p !== pair) };
        const word = isScalar(pair.value) ? pair.value.value : null;
        if ((COMPANION_PRONOUNS as readonly unknown[]).includes(word)) pronouns.set(name, word as CompanionPronoun);
        else a.r.error('LAW0025', a.r.pos(pair.value as AnyNode, a.r.pos(k)), `companion "${name}": the pronoun is ${COMPANION_PRONOUNS.join(', ')}, not ${a.r.kindOf(pair.value as AnyNode)}`, 'it says how {he}, {him} and {his} speak of him when he rolls');
      }
    }
    const c = readCreature(a, name, block, a.r.pos(k));
    if (c) companions.set(name, c);
    else refused.add(`companion:${normalizeName(name)}`);
  });
  return { companions, pronouns };
}

/** A companion in the schema: a creature's stat block, and a pronoun. */
export function companionSchema(): Json {
  const creature = creatureSchema() as { properties: Record<string, Json> } & Json;
  return { ...creature, properties: { ...creature.properties, pronoun: { enum: [...COMPANION_PRONOUNS], description: 'How {he}, {him} and {his} speak of him when he rolls: he (default), she or they.' } } };
}
