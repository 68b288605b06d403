// Time, sleep and rest (docs/adventure-format.md, "Time, sleep and rest"): the verbs time, sleep and
// rest, and the lengths of time and times of day the language writes. Rest and sleep follow INJURY &
// EXHAUSTION's Recovery and Fatigue rules; a depleted staff recharges overnight (MAGIC).
import type { Character } from '../../character';
import { healWeek, recoverNight, restWeekCheck } from '../../character';
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { isScalar } from '../yaml-nodes';
import type { Run } from '../interpreter';
import { formatTime, livingMembers, own, setOwn } from '../state';
import type { EffectOf, VerbValue } from './construct';

/** The most minutes one "time" effect may pass: a year. */
export const MAX_TIME_MINUTES = 52 * 7 * 1440;
/** The last day an adventure may begin on. */
export const MAX_START_DAY = 9999;

/** "30 minutes", "2 hours", "1 day", "1 week" in minutes; null when it is not a length of time. */
export function parseDuration(text: string): number | null {
  const m = /^\s*(\d+)\s*(minutes?|mins?|hours?|h|days?|weeks?)\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  const per = unit.startsWith('min') ? 1 : unit.startsWith('h') ? 60 : unit.startsWith('d') ? 1440 : 10080;
  return n * per;
}

/** "08:00", "day 2 18:30" in minutes since midnight of day 1. */
export function parseClock(text: string): number | null {
  const m = /^\s*(?:day\s+(\d+)\s+)?(\d{1,2}):(\d{2})\s*$/i.exec(text);
  if (!m) return null;
  const day = m[1] === undefined ? 1 : Number(m[1]);
  const h = Number(m[2]);
  const min = Number(m[3]);
  if (day < 1 || day > MAX_START_DAY || h > 23 || min > 59) return null;
  return (day - 1) * 1440 + h * 60 + min;
}

/** When the dark hours begin and end, in minutes after midnight: 22:00 to 06:00. */
const NIGHT_FALLS = 22 * 60;
const DAWN = 6 * 60;

/**
 * When a night's sleep begun at `time` ends (a ruling, docs/rulings.md): after eight hours, and a
 * sleep that would end in the dark hours (22:00 to 06:00) goes on until 06:00, so that the party
 * wakes in the morning. To bed at 17:30, up at 06:00; at 23:00, up at 07:00.
 */
export function nightEnds(time: number): number {
  const end = time + 8 * 60;
  const clock = end % 1440;
  if (clock >= NIGHT_FALLS) return end - clock + 1440 + DAWN;
  if (clock < DAWN) return end - clock + DAWN;
  return end;
}

/** A sleep this long or longer is a full night's (docs/rulings.md, "Sleeping until a time"). */
export const FULL_NIGHT_MINUTES = 6 * 60;

/** When a sleep until a time of day (minutes after midnight) begun at `time` ends: the next time the clock shows it. */
export function sleepUntil(time: number, clock: number): number {
  const today = time - (time % 1440) + clock;
  return today > time ? today : today + 1440;
}

/** A night's sleep on a member's sheet: the character's own rule (character/recovery.ts). */
export const sleepNight = recoverNight;

/** "06:00": the time of day alone. */
function clockOf(time: number): string {
  return formatTime(time).replace(/^day \d+, /, '');
}

const shown = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}...` : text);

/** `time: 2 hours`. */
export function readTime(v: VerbValue<'time'>): EffectOf<'time'> | null {
  const { a, where: w, at: vAt } = v;
  const text = isScalar(v.value) ? String(v.value.value) : '';
  const minutes = parseDuration(text);
  if (minutes === null) {
    a.r.error('LAW0019', vAt, `${w}: "${shown(text)}" is not a length of time`, 'write a number and a unit: "30 minutes", "2 hours", "1 day", "1 week"');
    return null;
  }
  if (minutes > MAX_TIME_MINUTES) {
    a.r.error('LAW0025', vAt, `${w}: "${shown(text)}" is more than a year`, 'one effect passes at most 52 weeks');
    return null;
  }
  return { ...v.base, kind: 'time', minutes, text };
}

/** `sleep: night`, `sleep: interrupted`, `sleep: until 07:00`. */
export function readSleep(v: VerbValue<'sleep'>): EffectOf<'sleep'> | null {
  const { a, where: w, at: vAt } = v;
  const text = isScalar(v.value) ? String(v.value.value) : '';
  const until = /^\s*until\s+(.*)$/.exec(text);
  if (until) {
    const clock = parseClock(until[1]);
    if (clock === null || clock >= 1440) {
      a.r.error('LAW0019', vAt, `${w}: "${shown(text)}" is not a time of day to wake at`, 'write "sleep: until 07:00" (hours 00 to 23)');
      return null;
    }
    return { ...v.base, kind: 'sleep', interrupted: false, until: clock };
  }
  if (text !== 'night' && text !== 'interrupted') {
    a.r.error('LAW0019', vAt, `${w}: sleep is "night", "interrupted" or "until HH:MM", not ${a.r.kindOf(v.value)}`, 'a full night brings back all fatigue; an interrupted one brings back one point (INJURY & EXHAUSTION, Fatigue)');
    return null;
  }
  return { ...v.base, kind: 'sleep', interrupted: text === 'interrupted', until: null };
}

/** `rest: 1 week`. */
export function readRest(v: VerbValue<'rest'>): EffectOf<'rest'> | null {
  const { a, where: w, at: vAt } = v;
  const text = isScalar(v.value) ? String(v.value.value) : '';
  const m = /^\s*(\d+)\s*(?:weeks?)?\s*$/.exec(text);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 52) {
    a.r.error('LAW0019', vAt, `${w}: rest is a number of weeks, from 1 to 52, not ${a.r.kindOf(v.value)}`, 'for example "rest: 1 week" (INJURY & EXHAUSTION, Recovery)');
    return null;
  }
  return { ...v.base, kind: 'rest', weeks: Number(m[1]) };
}

/** `time:`: the clock goes on. */
export function passTime(run: Run, e: EffectOf<'time'>): void {
  run.s.time += e.minutes;
  run.emit({ kind: 'effect', member: null, text: `${e.text.trim()} pass${/^1\s/.test(e.text.trim()) ? 'es' : ''}` });
}

/** `sleep:`: the party sleeps the night, or until a time of day. */
export function sleep(run: Run, e: EffectOf<'sleep'>): void {
  const s = run.s;
  if (e.until !== null) {
    // docs/rulings.md, "Sleeping until a time": six hours or more is a full night, less a broken one.
    const hours = sleepUntil(s.time, e.until) - s.time;
    s.time += hours;
    const full = hours >= FULL_NIGHT_MINUTES;
    for (const i of livingMembers(s)) sleepNight(s.party[i], !full);
    run.emit({ kind: 'effect', member: null, text: full ? `The party sleeps until ${clockOf(s.time)}: all fatigue recovered` : `The party sleeps until ${clockOf(s.time)}, too short a night: each recovers one fatigue point` });
    return;
  }
  s.time = nightEnds(s.time);
  for (const i of livingMembers(s)) sleepNight(s.party[i], e.interrupted);
  const woke = `waking at ${clockOf(s.time)}`;
  run.emit({ kind: 'effect', member: null, text: e.interrupted ? `The night is broken, ${woke}: each recovers one fatigue point` : `A full night of sleep, ${woke}: all fatigue recovered` });
}

/** `rest:` INJURY & EXHAUSTION, Recovery: each week of rest, 3/ST; the margin is damage recovered, at least 1. */
export async function rest(run: Run, e: EffectOf<'rest'>): Promise<void> {
  const s = run.s;
  const weeks = e.weeks;
  for (let w = 0; w < weeks; w++) {
    s.time += 7 * 1440;
    // Said even when nobody is wounded: a week passes, and fatigue and staffs come back.
    run.emit({ kind: 'effect', member: null, text: `${weeks > 1 ? `Week ${w + 1} of ${weeks}` : 'A week'} of rest passes (to ${formatTime(s.time)}): all fatigue recovered, staffs recharged` });
    for (const i of livingMembers(s)) {
      const c = s.party[i];
      sleepNight(c, false);
      if (c.damage === 0) continue;
      const t = restWeekCheck(c);
      const roll = await run.dice.roll(3, 6, `${c.name}: a week of rest, 3/ST needs ${t.target}`, c.name);
      const healed = healWeek(c, roll.sum + t.curses);
      run.emit({ kind: 'effect', member: c.name, text: `${c.name} rests a week: 3/ST needs ${t.target}, rolled ${roll.sum + t.curses}; recovers ${healed} damage` });
    }
    // The companions with the party rest with it, on their own ST, and carry no curse (docs/rulings.md, "Companions").
    for (const name of s.companions) {
      const wounds = own(s.wounds, name);
      const st = run.adventure.companions.get(name)?.st ?? 0;
      if (wounds === 0) continue;
      const roll = await run.dice.roll(3, 6, `${name}: a week of rest, 3/ST needs ${st}`);
      const healed = Math.min(wounds, Math.max(1, st - roll.sum));
      setOwn(s.wounds, name, wounds - healed);
      run.emit({ kind: 'effect', member: null, text: `${name} rests a week: 3/ST needs ${st}, rolled ${roll.sum}; recovers ${healed} damage` });
    }
  }
}

/** `start-time:` at the top of the file: when the adventure begins ("08:00" by default, "day 1 20:30"). */
export function readStartTime(a: AdventureReader, f: Field | undefined): number {
  if (!f) return 8 * 60;
  const s = a.r.str(f, 'start-time', { allowNumber: false });
  const t = s === null ? null : parseClock(s);
  if (s !== null && t === null) a.r.error('LAW0025', f.pos, `start-time "${shown(s)}" is not a time of day`, `write "08:00" or "day 1 20:30" (day 1 to ${MAX_START_DAY})`);
  return t ?? 8 * 60;
}

/** `start-time:` in the schema: day 1 to 9999 (leading zeros allowed), 00:00 to 23:59, "day" in any case, as parseClock reads it. */
export const START_TIME_SCHEMA = { type: 'string', pattern: '^\\s*([Dd][Aa][Yy]\\s+0*([1-9][0-9]{0,3})\\s+)?([01]?[0-9]|2[0-3]):[0-5][0-9]\\s*$', description: 'When the adventure begins: "08:00" or "day 1 20:30".' };
