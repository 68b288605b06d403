// Companions (docs/adventure-format.md, "Companions"): those who join the party for a while, declared
// under `companions:` with stat blocks as creatures have (creatures.ts), and the verbs join and
// leave. A companion is with the party or not; one killed in a fight cannot join again
// (docs/rulings.md, "Companions"). In play a companion fights beside the party (fight.ts), rolls a
// check named for him (rolls.ts), heals (harm.ts) and rests (time.ts).
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
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

/**
 * `companions:`: stat blocks by name, as creatures have. One that cannot fight is reported where it
 * is declared and noted in `refused` (as "companion:" and its normalized name).
 */
export function readCompanions(a: AdventureReader, f: Field | undefined, refused: Set<string>): Map<string, Creature> {
  const companions = new Map<string, Creature>();
  if (!f) return companions;
  a.entries(f, 'companions', 'a companion name', (name, value, k) => {
    if ([...companions.keys()].some((n) => normalizeName(n) === normalizeName(name))) {
      a.r.error('LAW0023', a.r.pos(k), `companion "${name}" is declared twice`);
      return;
    }
    const c = readCreature(a, name, value, a.r.pos(k));
    if (c) companions.set(name, c);
    else refused.add(`companion:${normalizeName(name)}`);
  });
  return companions;
}
