// Harm and healing (docs/adventure-format.md, "Effects"; "Death, karma, wishes and curses"): the
// verbs damage, fatigue and heal, and what follows anything that hurts. INJURY & EXHAUSTION: fatigue
// on an unconscious character is damage; damage at ST or more outside a fight is death unless a wish
// negates it (CAMPAIGNING, Karma/Wish).
import { addFatigue, wishAwayDamage } from '../../character';
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import { PartyDead } from '../run-shared';
import { addCapped, consciousMembers, isAlive, isConscious, livingMembers, own, setOwn, SHEET_LIMITS } from '../state';
import { sleepNight } from './time';
import { bardsDied } from './bard';
import type { EffectOf } from './construct';
import { amountOf, onEachMember } from './effect-kit';

/** INJURY & EXHAUSTION, Fatigue, on a member's sheet: the character's own rule (character/recovery.ts). */
export { addFatigue };

/** `damage:` on one member. Adventure damage strikes past armor: the author sets the amount. */
export function takeDamage(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  // Damage past what a sheet holds changes nothing: he is long dead (docs/rulings.md, "What a sheet can hold").
  const taken = addCapped(c, 'damage', value).added;
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} takes ${taken} damage${how}` });
}

/**
 * `fatigue:` on one member. A negative amount is fatigue recovered, as rest brings it back: no
 * adventure gives one (the loader refuses it), the GM's `:fatigue NAME -N` does.
 */
export function sufferFatigue(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  if (value < 0) {
    const recovered = Math.min(c.fatigue, -value);
    c.fatigue -= recovered;
    run.emit({ kind: 'effect', member: c.name, text: `${c.name} recovers ${recovered} fatigue${how}` });
    return;
  }
  const r = addFatigue(c, value);
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} suffers ${r.fatigue} fatigue${r.damage ? ` and ${r.damage} damage (fatigue while unconscious)` : ''}${how}` });
}

/** `heal:` on one member. */
export function heal(run: Run, i: number, value: number, how: string): void {
  const c = run.s.party[i];
  const healed = Math.min(c.damage, value);
  c.damage -= healed;
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} heals ${healed} damage${how}` });
}

/** A companion heals as a member does: his wounds, kept in the game's record of them, go down. */
export function healCompanion(run: Run, name: string, value: number, how: string): void {
  const wounds = own(run.s.wounds, name);
  const healed = Math.min(wounds, value);
  setOwn(run.s.wounds, name, wounds - healed);
  run.emit({ kind: 'effect', member: null, text: `${name} heals ${healed} damage${how}` });
}

/**
 * After anything that hurts: a member whose damage reached his ST is killed, and may spend a wish
 * to negate all damage (CAMPAIGNING, Karma/Wish); a member newly unconscious is reported; if no
 * member is conscious the party lies helpless through a night (ruling); if none lives, the game ends.
 */
export async function settleHarm(run: Run): Promise<void> {
  const s = run.s;
  for (let i = 0; i < s.party.length; i++) {
    const c = s.party[i];
    if (run.reportedDead.has(i) || isAlive(c)) continue;
    run.emit({ kind: 'killed', member: c.name });
    if (c.wishes > 0 && (await run.chooser.confirm('wish', `${c.name} is killed. Spend a wish to negate all the damage (${c.wishes} left)?`, true))) {
      wishAwayDamage(c);
      run.emit({ kind: 'wish', member: c.name });
      continue;
    }
    run.reportedDead.add(i);
    run.emit({ kind: 'dead', member: c.name });
  }
  // A dead bard's song is over: what he gave and was not spent goes now (bard.ts).
  bardsDied(run);
  if (livingMembers(s).length === 0) throw new PartyDead('the whole party is dead');
  for (let i = 0; i < s.party.length; i++) {
    const c = s.party[i];
    if (!isAlive(c)) continue;
    if (!isConscious(c) && !run.reportedOut.has(i)) {
      run.reportedOut.add(i);
      run.emit({ kind: 'unconscious', member: c.name });
    } else if (isConscious(c)) run.reportedOut.delete(i);
  }
  if (consciousMembers(s).length === 0) {
    run.emit({ kind: 'helpless' });
    s.time += 8 * 60;
    for (const i of livingMembers(s)) {
      sleepNight(s.party[i], false);
      run.reportedOut.delete(i);
    }
  }
}

/** `heal:`. A heal that names a companion, or falls on "the roller" after a companion's roll, heals him. */
export async function healEffect(run: Run, e: EffectOf<'heal'>, scope: Scope): Promise<void> {
  const healed = e.companion ?? ((e.who === null || e.who === 'roller') && scope.rollers.length === 0 ? scope.companion : undefined);
  if (healed !== undefined) {
    // One not with the party now (not yet joined, gone, dead) is not there to be healed.
    if (run.s.companions.includes(healed)) {
      const { value, how } = await amountOf(run, e.amount, scope, `${healed}: heal`);
      healCompanion(run, healed, value, how);
    }
    return;
  }
  await onEachMember(heal)(run, e, scope);
}
