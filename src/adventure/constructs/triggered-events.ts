// `events:` (docs/adventure-format.md, "Events"): what happens when a condition becomes true, looked
// at as each section is about to be entered: text, effects, and perhaps a goto or an end that takes
// the party elsewhere instead. (The events the engine emits to its faces are events.ts.)
//
//   events: [{ when: tolls >= 3, text: The bell tolls a third time., do: [damage: 1], goto: flood }]
import type { AdventureReader } from '../reader';
import type { AnyNode, Field } from '../yaml-reader';
import type { Cond } from '../condition';
import type { Flow, Next, Paragraph, Pos } from '../model';
import type { Run } from '../interpreter';
import type { Exit } from '../run-shared';
import { NO_SCOPE } from '../run-shared';
import type { Json, SchemaContext } from '../schema-kit';
import { object, ref } from '../schema-kit';
import type { Effect } from './verbs';
import { readText } from './text';

/** Something that happens when its condition becomes true, checked as each section is entered. */
export interface AdventureEvent {
  at: Pos;
  /** From 1, in the file's order: the state records events by it. */
  number: number;
  when: Cond;
  /** Fires only the first time (true), or each time its condition becomes true again. */
  once: boolean;
  text: Paragraph[];
  gm: string | null;
  effects: Effect[];
  /** Where it takes the party instead of the section entered (goto, branch or end), or null: on into it. */
  next: Next | null;
}

/** An event: when its condition becomes true, its text and effects, and where it leads (goto or end). */
export const EVENT_KEYS = ['when', 'once', 'text', 'gm', 'do', 'goto', 'end'] as const;
export const EVENT_WAYS = ['goto', 'end'] as const;

/** An event under `events:`: when, once, and the body of an outcome whose way on is goto or end, or none. */
function readEvent(a: AdventureReader, node: AnyNode, number: number, at: Pos): AdventureEvent | null {
  const where = `event ${number}`;
  const map = a.r.map(node, where, at);
  if (!map) return null;
  const fields = a.r.fields(map, where, EVENT_KEYS, ['when']);
  const eAt = a.r.pos(map);
  const when = a.condition(fields.get('when'), where);
  const onceV = fields.has('once') ? a.r.bool(fields.get('once'), `"once" of ${where}`) : true;
  const text = readText(a, fields.get('text'), where);
  const gm = a.r.str(fields.get('gm'), `the GM note of ${where}`);
  const effects = a.effects(fields.get('do'), where);
  const ways = EVENT_WAYS.filter((k) => fields.has(k));
  if (ways.length > 1) a.r.error('LAW0017', fields.get(ways[1])!.pos, `${where} has both "${ways[0]}" and "${ways[1]}"`, 'an event goes to one section, ends the adventure, or lets the party on into the section it entered');
  const way = ways[0];
  const next = way ? a.next(way, fields.get(way)!, where) : null;
  if (when === null || onceV === null || (way && next === null)) return null;
  if (!text.length && !effects.length && !next) a.r.error('LAW0018', eAt, `${where} does nothing`, 'give it text, effects ("do"), a goto or an end');
  return { at: eAt, number, when, once: onceV, text, gm, effects, next };
}

/** `events:` at the top of the file, numbered from 1 in the file's order. */
export function readEvents(a: AdventureReader, f: Field | undefined): AdventureEvent[] {
  const events: AdventureEvent[] = [];
  if (!f) return events;
  const seq = a.r.seq(f.value, 'events', f.pos);
  (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
    const e = readEvent(a, item, i + 1, f.pos);
    if (e) events.push(e);
  });
  return events;
}

/** `events:` in the schema, and the definition of one event (its goto and end are a flow's). */
export const EVENTS_SCHEMA: Json = { type: 'array', items: ref('event'), description: 'What happens when a condition becomes true, looked at as each section is entered.' };

export function eventSchema(ctx: SchemaContext): Json {
  return {
    ...object(
      EVENT_KEYS,
      {
        when: { ...ref('condition'), description: 'It fires when this becomes true, as a section is entered.' },
        once: { type: 'boolean', description: 'true (default): the first time only; false: each time it becomes true again.' },
        text: ref('text'),
        gm: { type: 'string' },
        do: { type: 'array', items: ref('effect') },
        goto: ctx.flowProps.goto,
        end: ctx.flowProps.end,
      },
      ['when'],
    ),
    not: { required: [...EVENT_WAYS] },
  };
}

/**
 * The adventure's events, in the file's order, as a section is about to be entered: each fires when
 * its condition holds and did not at the last look (a "once" event only the first time). One that
 * goes on (goto or end) takes the party there; the events after it wait for the next section.
 */
export async function fireEvents(run: Run): Promise<Exit | null> {
  const s = run.s;
  for (const e of run.adventure.events) {
    const now = run.holds(e.when, e.at);
    const was = s.eventsOn.includes(e.number);
    if (!now) {
      if (was) s.eventsOn = s.eventsOn.filter((n) => n !== e.number);
      continue;
    }
    if (was) continue;
    s.eventsOn.push(e.number);
    if (e.once && s.eventsFired.includes(e.number)) continue;
    if (!s.eventsFired.includes(e.number)) s.eventsFired.push(e.number);
    const flow: Flow = { at: e.at, text: e.text, gm: e.gm, effects: e.effects, next: e.next ?? { kind: 'goto', to: s.at, at: e.at } };
    await run.runBody(flow, NO_SCOPE);
    if (e.next) return run.runNext(e.next, NO_SCOPE, null);
  }
  return null;
}
