// Light and dark (docs/adventure-format.md, "Light and dark"): the adventure's `light:` (what gives
// light, how long one burns, the penalty without), sections marked `dark: true`, a light lit as the
// party enters the dark, and the penalty on every check made there with none burning.
//
//   light: { item: Torch, burns: 1 hour, dark: -2 }
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Pos } from '../model';
import type { Run } from '../interpreter';
import { carried, livingMembers, takeItem } from '../state';
import { formatClock } from '../words';
import type { Json } from '../schema-kit';
import { object } from '../schema-kit';
import { MAX_TIME_MINUTES, parseDuration } from './time';

/** The light model: what gives light in dark sections, how long one burns, and the penalty without. */
export interface Light {
  at: Pos;
  item: string;
  minutes: number;
  /** Added to every check made in a dark section with no light burning (negative: harder). */
  dark: number;
}

export const LIGHT_KEYS = ['item', 'burns', 'dark'] as const;

/** `light:` at the top of the file. */
export function readLight(a: AdventureReader, f: Field): Light | null {
  const map = a.r.map(f.value, 'light', f.pos);
  if (!map) return null;
  const fields = a.r.fields(map, 'light', LIGHT_KEYS, ['burns', 'dark']);
  const itemF = fields.get('item');
  const item = itemF ? a.r.name(itemF.value, 'the item of light', itemF.pos) : 'Torch';
  const bf = fields.get('burns');
  let minutes: number | null = null;
  if (bf) {
    const text = isScalar(bf.value) ? String(bf.value.value) : '';
    minutes = parseDuration(text);
    if (minutes === null || minutes < 1 || minutes > MAX_TIME_MINUTES) {
      a.r.error('LAW0025', a.r.pos(bf.value, bf.pos), `light: "burns" is how long one ${item ?? 'light'} burns, such as "1 hour", not ${a.r.kindOf(bf.value)}`);
      minutes = null;
    }
  }
  const dark = a.r.int(fields.get('dark'), 'the penalty of "dark" under light', -99, 0);
  if (item === null || minutes === null || dark === null) return null;
  const light: Light = { at: a.r.pos(map), item, minutes, dark };
  a.refs.push({ kind: 'item', name: item, at: itemF ? a.r.pos(itemF.value, itemF.pos) : light.at, where: 'light', resolve: (c) => (light.item = c) });
  return light;
}

/** A dark section in a file without `light:` (every place `dark: true` is written), reported once all is read. */
export function darkWithoutLight(a: AdventureReader, places: readonly Pos[]): void {
  for (const at of places) a.r.error('LAW0025', at, 'a dark section, and the adventure has no "light:"', 'declare what gives light and the penalty without it: "light: { item: Torch, burns: 1 hour, dark: -2 }"');
}

export function lightSchema(): Json {
  return object(
    LIGHT_KEYS,
    {
      item: { type: 'string', description: 'What gives light (default Torch): one is lit on entering a dark section when none burns.' },
      burns: { type: 'string', pattern: '^\\s*\\d+\\s*(minutes?|mins?|hours?|h|days?|weeks?)\\s*$', description: 'How long one burns: "1 hour".' },
      dark: { type: 'integer', minimum: -99, maximum: 0, description: 'Added to every check made in a dark section with no light burning: -2.' },
    },
    ['burns', 'dark'],
    'The light model: sections marked "dark: true" need a light.',
  );
}

/** A section's `dark:` in the schema. */
export const DARK_SCHEMA: Json = { type: 'boolean', description: 'In the dark: checks here take the light\'s penalty unless a light burns.' };

/** A light burns now: one was lit and its time has not run out. */
export function lit(run: Run): boolean {
  return run.s.time < run.s.lightUntil;
}

/**
 * In the dark with no light burning: the last one lit is said to have burnt out (once), and whoever
 * carries the adventure's light lights one, if anyone does.
 */
export function lightUp(run: Run): void {
  const light = run.adventure.light;
  if (!light || lit(run)) return;
  const s = run.s;
  // One was lit (it goes out after the start) and its going out was not said yet: the party learns it in the dark.
  if (s.lightUntil > s.began && s.lightOutSaid !== s.lightUntil) {
    s.lightOutSaid = s.lightUntil;
    run.emit({ kind: 'effect', member: null, text: `The ${light.item} lit last has burnt out (at ${formatClock(s.lightUntil)})` });
  }
  const bearer = livingMembers(s).find((i) => carried(s.party[i], light.item) > 0);
  if (bearer === undefined) return;
  takeItem(s.party[bearer], light.item, 1);
  s.lightUntil = s.time + light.minutes;
  const c = s.party[bearer];
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} lights a ${light.item} (${carried(c, light.item)} left); it burns until ${formatClock(s.lightUntil)}` });
}

/** What the dark adds to a check's target in this section now (a light is lit first if one can be): 0 in the light. */
export function darkPenalty(run: Run): number {
  const section = run.adventure.sections.get(run.sectionId);
  const light = run.adventure.light;
  if (!section?.dark || !light) return 0;
  lightUp(run);
  if (lit(run) || light.dark === 0) return 0;
  run.emit({ kind: 'note', text: `In the dark, with no ${light.item} burning: ${light.dark} to the roll's target.` });
  return light.dark;
}
