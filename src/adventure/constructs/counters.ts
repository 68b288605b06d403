// Counters (docs/adventure-format.md, "Counters"): the numbers an adventure keeps under `counters:`
// (some shown to the players, with a label), and the verbs set and add. A condition or a roll reads
// them by name (`tolls >= 3`, 3/DX-{alarms}); a text shows one ({tolls}).
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import { isMap, isScalar } from '../yaml-nodes';
import type { Cond } from '../condition';
import { evaluate } from '../condition';
import type { Run } from '../interpreter';
import { condEnv, counterOf, setOwn } from '../state';
import type { Json } from '../schema-kit';
import { object } from '../schema-kit';
import type { EffectOf, VerbValue } from './construct';
import { PLACEHOLDERS } from './text';

/** A counter's value, in the file and in play. */
export const COUNTER_VALUE = { min: -1_000_000, max: 1_000_000 } as const;

/**
 * `set: { alarms: 0 }`, `add: { alarms: 1 }`: one counter and a number, or a value of the condition
 * language worked out as the effect is done (`set: { wreckers: party + 1 }`, `add: { owed: gold / 10 }`).
 */
export function readCounterEffect<K extends 'set' | 'add'>(v: VerbValue<K>): EffectOf<K> | null {
  const { a, verb, where: w, at: vAt } = v;
  const inner = a.r.map(v.value, `"${verb}" of ${w}`, v.field.pos);
  if (!inner || inner.items.length !== 1) {
    if (inner) a.r.error('LAW0019', vAt, `${w}: "${verb}" takes one counter and a number: "${verb}: { alarms: 1 }"`);
    return null;
  }
  const pair = inner.items[0];
  const k = pair.key as AnyNode;
  const counter = a.r.name(k, `the counter of ${w}`, vAt);
  const node = pair.value as AnyNode;
  let value: number | null = 0;
  let expr: Cond | null = null;
  if (isScalar(node) && typeof node.value === 'string') expr = a.conditionNode(node, `the value of ${w}`, vAt);
  else value = a.r.intNode(node, `the number of ${w}`, COUNTER_VALUE.min, COUNTER_VALUE.max, vAt);
  if (counter === null || value === null || (isScalar(node) && typeof node.value === 'string' && expr === null)) return null;
  const kAt = a.r.pos(k, vAt);
  a.noteUse(a.uses.countersSet, counter, kAt);
  a.refs.push({ kind: 'counter', name: counter, at: kAt, where: w });
  return { ...v.base, kind: verb, counter, value, ...(expr ? { expr } : {}) } as EffectOf<K>;
}

/** What a set or an add gives: its number, or its value worked out now, held to what a counter holds. */
function amountOf(run: Run, e: EffectOf<'set'> | EffectOf<'add'>): number {
  return e.expr ? evaluate(e.expr, condEnv(run.s)) : e.value;
}

const held = (n: number): number => Math.max(COUNTER_VALUE.min, Math.min(COUNTER_VALUE.max, n));


/** Words of the condition language: no counter may be named after one. */
export const RESERVED_COUNTERS: ReadonlySet<string> = new Set(['gold', 'party', 'day', 'hour', 'hours', 'karma', 'wishes', 'curses', 'xp', 'damage', 'fatigue', 'lit', 'and', 'or', 'not', ...PLACEHOLDERS.map((p) => p.toLowerCase())]);

export const COUNTER_KEYS = ['start', 'shown', 'label'] as const;

/**
 * `counters:`: each counter's starting value, and the labels of those shown to the players, in the
 * file's order. The reader learns their names here: a text read later may show one ({tolls}).
 */
export function readCounters(a: AdventureReader, cf: Field | undefined): { counters: Map<string, number>; shown: Map<string, string> } {
  const r = a.r;
  const counters = new Map<string, number>();
  const shownCounters = new Map<string, string>();
  if (cf) {
    a.entries(cf, 'counters', 'a counter name', (name, node, k) => {
      if (!/^[a-z][a-z0-9_]*$/.test(name) || RESERVED_COUNTERS.has(name)) {
        r.error('LAW0025', r.pos(k), `"${name}" cannot name a counter`, 'a counter is a lower-case word (letters, digits, _) that is not a word of the condition language');
        return;
      }
      if (!isMap(node)) {
        const v = r.intNode(node, `the starting value of counter "${name}"`, COUNTER_VALUE.min, COUNTER_VALUE.max, r.pos(k));
        if (v !== null) counters.set(name, v);
        return;
      }
      // The long form: { start: 0, shown: true, label: Bell tolls }, for a counter the players see.
      const f = r.fields(node, `counter "${name}"`, COUNTER_KEYS);
      const start = f.has('start') ? r.int(f.get('start'), `the starting value of counter "${name}"`, COUNTER_VALUE.min, COUNTER_VALUE.max) : 0;
      const shown = f.has('shown') ? r.bool(f.get('shown'), `"shown" of counter "${name}"`) : false;
      const lf = f.get('label');
      const label = lf ? r.name(lf.value, `the label of counter "${name}"`, lf.pos) : null;
      // Declared even when a field is wrong, so that its uses are not reported as well.
      counters.set(name, start ?? 0);
      if (start === null || shown === null || (lf && label === null)) return;
      if (lf && !shown) {
        r.error('LAW0025', lf.pos, `counter "${name}" has a label but is not shown to the players`, 'add "shown: true", or remove the label');
        return;
      }
      if (!shown) return;
      const named = label ?? name;
      const twin = [...shownCounters].find(([, l]) => l.toLowerCase() === named.toLowerCase());
      if (twin) r.error('LAW0023', lf?.pos ?? r.pos(k), `counters "${twin[0]}" and "${name}" are both shown as "${named}"`, 'give each shown counter its own label');
      else shownCounters.set(name, named);
    });
  }
  a.counterNames = new Set(counters.keys());
  return { counters, shown: shownCounters };
}

/** `counters:` at the top of the file, in the schema. */
export function countersSchema(): Json {
  const counterValue = { type: 'integer', minimum: COUNTER_VALUE.min, maximum: COUNTER_VALUE.max };
  return {
    type: 'object',
    propertyNames: { pattern: '^[a-z][a-z0-9_]*$', not: { enum: [...RESERVED_COUNTERS] } },
    additionalProperties: {
      oneOf: [
        { ...counterValue, description: 'The starting value.' },
        {
          ...object(
            COUNTER_KEYS,
            {
              start: { ...counterValue, description: 'The starting value (default 0).' },
              shown: { type: 'boolean', description: 'true: the players see it, with its value, beside the character sheets.' },
              label: { type: ['string', 'number'], minLength: 1, description: 'How it is named to the players (default: its name); only with "shown: true".' },
            },
            [],
            'A counter the players may see: { start: 0, shown: true, label: Bell tolls }.',
          ),
          dependencies: { label: { properties: { shown: { const: true } }, required: ['shown'] } },
        },
      ],
    },
  };
}

/** The schema of set and add: one counter and its number, or a value of the condition language. */
export const COUNTER_EFFECT_SCHEMA = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'integer', minimum: COUNTER_VALUE.min, maximum: COUNTER_VALUE.max }, { type: 'string', description: 'A value of the condition language, worked out as the effect is done: "party + 1", "gold / 10".' }] },
  minProperties: 1,
  maxProperties: 1,
};

export function setCounter(run: Run, e: EffectOf<'set'>): void {
  setOwn(run.s.counters, e.counter, held(amountOf(run, e)));
}

export function addToCounter(run: Run, e: EffectOf<'add'>): void {
  setOwn(run.s.counters, e.counter, held(counterOf(run.s, e.counter) + amountOf(run, e)));
}
