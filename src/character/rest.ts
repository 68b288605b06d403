// Rest and healing by the rules beside a printed adventure (INJURY & EXHAUSTION; SKILLS, Medic), each
// saying how long it takes: the point of fatigue back after a fight, a night's sleep (eight hours:
// docs/rulings.md, "A night's sleep ends in the morning"), a broken night, weeks of rest (3/ST each
// week, the margin healed, at least one point), and a Medic's care after a fight. The rules are those
// of recovery.ts, which an adventure's effects use too; the dice come through a DiceSource.
import type { DiceSource } from '../dice';
import { parseCheck, rollCheck } from '../dice';
import type { Character } from './model';
import type { ChangeResult } from './changes';
import { ChangeError, mustLive } from './changes';
import { healWeek, recoverNight, restWeekCheck } from './recovery';
import { checkSubject, skillLevel } from './subject';

/** A medic treating his own wounds, as his sheet speaks of him ("he" when it says nothing). */
const SELF = { he: 'himself', she: 'herself', they: 'themself' } as const;

export type RestKind = 'fight' | 'night' | 'broken-night' | 'weeks';

/** How long a rest takes, in words. */
export function restLength(kind: RestKind, weeks = 1): string {
  switch (kind) {
    case 'fight':
      return 'no time: the point comes back as the fight ends';
    case 'night':
    case 'broken-night':
      return 'eight hours';
    case 'weeks':
      return weeks === 1 ? 'a week (seven days)' : `${weeks} weeks (${weeks * 7} days)`;
  }
}

/** The point of fatigue back after a fight fought by hand (a kept fight gives it itself). */
export function afterFight(c0: Character): ChangeResult {
  mustLive(c0, 'the dead do not rest');
  const c = structuredClone(c0);
  if (c.fatigue === 0) return { character: c, said: [`${c.name} has no fatigue to recover after the fight.`] };
  c.fatigue -= 1;
  return { character: c, said: [`${c.name} gets breath back after the fight: 1 fatigue recovered (${c.fatigue} left).`] };
}

/** A night's sleep, whole or broken (INJURY & EXHAUSTION, Fatigue; MAGIC, Charging Staffs/Wands). */
export function sleep(c0: Character, broken: boolean): ChangeResult {
  mustLive(c0, 'the dead do not rest');
  const c = structuredClone(c0);
  const before = c.fatigue;
  const staffLow = c.staff !== null && c.staff.charge < c.staff.capacity;
  recoverNight(c, broken);
  const staff = staffLow ? `; the staff is full again (${c.staff!.capacity})` : '';
  const said = broken
    ? `${c.name}'s night is broken (eight hours): ${before - c.fatigue} fatigue recovered (${c.fatigue} left)${staff}.`
    : `${c.name} sleeps a full night (eight hours): ${before > 0 ? `all ${before} fatigue recovered` : 'no fatigue to recover'}${staff}.`;
  return { character: c, said: [said] };
}

/**
 * Weeks of rest with warmth, water and food (INJURY & EXHAUSTION, Recovery): each week all fatigue
 * and a staff come back, and a wounded character rolls 3/ST and heals his margin, at least a point.
 */
export async function restWeeks(c0: Character, weeks: number, dice: DiceSource): Promise<ChangeResult> {
  mustLive(c0, 'the dead do not rest');
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > 52) throw new ChangeError('weeks of rest: a whole number from 1 to 52');
  const c = structuredClone(c0);
  const said: string[] = [];
  for (let w = 1; w <= weeks; w++) {
    recoverNight(c, false);
    const week = weeks > 1 ? `Week ${w} of ${weeks}` : 'A week of rest';
    if (c.damage === 0) {
      said.push(`${week}: ${c.name} is unhurt; ${c.staff ? 'fatigue and staff come back' : 'fatigue comes back'}.`);
      continue;
    }
    const t = restWeekCheck(c);
    const roll = await dice.roll(3, 6, `${c.name}: a week of rest, 3/ST needs ${t.target}`, c.name);
    const total = roll.sum + t.curses;
    const healed = healWeek(c, total);
    said.push(`${week}: ${c.name} rolls 3/ST needing ${t.target}: ${total}${t.curses ? ` (with ${t.curses} for curses)` : ''}; ${healed} damage healed (${c.damage} left).`);
  }
  return { character: c, said };
}

/**
 * A Medic treats a patient after a fight (SKILLS, Medic): 3/IQ plus his level heals his level in
 * points, never more than the damage of that fight; once a patient a fight (docs/rulings.md). Twice
 * ST in damage is beyond him (INJURY & EXHAUSTION, Damage). `fightDamage` is what the patient took
 * in the fight just over and has not had treated. The medic may be the patient himself.
 */
export async function treat(patient0: Character, medic: Character, fightDamage: number, dice: DiceSource): Promise<ChangeResult & { healed: number }> {
  const level = skillLevel(medic, 'Medic');
  if (level <= 0) throw new ChangeError(`${medic.name} has no Medic skill`);
  if (medic.damage + medic.fatigue >= medic.st) throw new ChangeError(`${medic.name} is not conscious and cannot treat anyone`);
  if (patient0.damage >= 2 * patient0.st) throw new ChangeError(`${patient0.name}'s damage (${patient0.damage}) is twice his ST or more: beyond any Medic; only a wish negates it`);
  if (fightDamage <= 0) throw new ChangeError(`${patient0.name} has no damage from a fight left to treat: the Medic heals only the damage of the fight just over, once (SKILLS, Medic)`);
  const patient = structuredClone(patient0);
  const spec = parseCheck('3/IQ+Medic');
  const check = await rollCheck(spec, checkSubject(medic), dice, { label: `${medic.name} treats ${patient.name}: 3/IQ+Medic` });
  const last = check.throws[check.throws.length - 1];
  const healed = check.passed ? Math.min(level, fightDamage, patient.damage) : 0;
  patient.damage -= healed;
  const who = `${medic.name} treats ${medic.name === patient.name ? SELF[medic.pronoun ?? 'he'] : patient.name}`;
  const said = [`${who} (Medic ${level}): 3/IQ+Medic needs ${check.target}, rolled ${last.total}; ${check.passed ? `${healed} damage healed (${patient.damage} left)` : 'no help'}.`];
  return { character: patient, said, healed };
}
