// Effects: what a section, an option or an outcome does to the party. Damage and fatigue follow
// INJURY & EXHAUSTION (fatigue on an unconscious character is damage; damage at ST or more outside a
// fight is death unless a wish negates it), rest and sleep its Recovery and Fatigue rules, plotwords
// CAMPAIGNING's one XP each, karma, wishes and curses CAMPAIGNING's Karma/Wish and Curse.
import { karmaSpent } from './bard';
import type { Character } from '../character';
import { addFatigue, healWeek, recoverNight, restWeekCheck, wishAwayDamage } from '../character';
import { formatDice } from '../dice';
import type { Amount, Effect, RoleRef, Target } from './model';
import type { Run, Scope } from './interpreter';
import { PartyDead } from './interpreter';
import type { LimitedField } from './state';
import { addCapped, consciousMembers, counterOf, formatTime, giveItem, isAlive, isConscious, leaderOf, livingMembers, own, roleMembers, setOwn, setRole, SHEET_LIMITS, takeGold, takeItem } from './state';
import { listed } from '../render/words';

const FIELD_WORDS: Record<LimitedField, string> = { gold: 'gold', xp: 'XP', damage: 'damage', fatigue: 'fatigue', karma: 'karma', wishes: 'wishes', curses: 'curses' };

/** Tells that a sheet's limit stopped a gain (docs/rulings.md, "What a sheet can hold"). */
export function noteCapped(run: Run, c: Character, field: LimitedField): void {
  run.emit({ kind: 'effect', member: c.name, text: `${c.name}'s ${FIELD_WORDS[field]} stays at ${SHEET_LIMITS[field].toLocaleString('en-US')}, the most a character sheet holds: the rest is lost` });
}

/** Adds to a field of a member's sheet within its limit, telling when the limit stopped it; what was added. */
export function gainCapped(run: Run, c: Character, field: LimitedField, delta: number): number {
  const r = addCapped(c, field, delta);
  if (r.capped) noteCapped(run, c, field);
  return r.added;
}

/** The members an effect applies to. */
async function targets(run: Run, who: Target | RoleRef | null, scope: Scope): Promise<number[]> {
  const s = run.s;
  const living = livingMembers(s);
  // The members named for a task, those of them still alive and with the party.
  if (who !== null && typeof who === 'object') return roleMembers(s, who.role).filter((i) => living.includes(i));
  const target = who ?? (scope.rollers.length || scope.companion !== undefined ? 'roller' : 'party');
  switch (target) {
    case 'party':
      return living;
    case 'roller':
      // A companion rolled: no member is the roller (docs/rulings.md, "Companions who roll").
      if (scope.rollers.length === 0 && scope.companion !== undefined) return [];
      return (scope.rollers.length ? scope.rollers : [leaderOf(s)]).filter((i) => isAlive(s.party[i]));
    case 'leader':
      return living.length ? [leaderOf(s)] : [];
    case 'random':
      return living.length ? [run.rng.pick(living)] : [];
    case 'chosen': {
      if (living.length <= 1) return living;
      const k = await run.chooser.choose({ key: `target ${run.sectionId}`, message: 'Who?', items: living.map((i) => ({ label: s.party[i].name, tag: 'member' as const })) });
      return [living[k]];
    }
  }
}

function names(run: Run, members: number[]): string {
  return listed(members.map((i) => run.s.party[i].name));
}

/**
 * The player names the members for a task (docs/adventure-format.md, "Choosing who"): one, or some
 * (at least one, as many as he likes), among those standing with the party. Alone, a member is named
 * without asking; nobody standing, nobody is named.
 */
async function chooseForTask(run: Run, role: string, prompt: string, some: boolean): Promise<void> {
  const s = run.s;
  const pool = consciousMembers(s);
  let chosen: number[] = [];
  if (pool.length <= 1) chosen = pool;
  else if (!some) {
    const k = await run.chooser.choose({ key: `choose ${role}`, message: run.fill(prompt), items: pool.map((i) => ({ label: s.party[i].name, tag: 'member' as const })) });
    chosen = [pool[k]];
  } else {
    for (;;) {
      const left = pool.filter((i) => !chosen.includes(i));
      if (left.length === 0) break;
      // "That is all" comes first once someone is named: an automatic chooser's first pick sends one member.
      const items = [
        { label: chosen.length ? `That is all (${names(run, chosen)})` : 'That is all', tag: 'leave' as const, disabled: chosen.length ? (false as const) : 'name someone first' },
        ...left.map((i) => ({ label: s.party[i].name, tag: 'member' as const })),
      ];
      const k = await run.chooser.choose({ key: `choose ${role}`, message: run.fill(prompt), items });
      if (k === 0) break;
      chosen.push(left[k - 1]);
    }
    chosen.sort((a, b) => a - b);
  }
  setRole(s, role, chosen);
  if (chosen.length) run.emit({ kind: 'effect', member: null, text: `${names(run, chosen)}: ${role}` });
}

/** Rolls or reads an amount; dice are rolled once per use. */
async function amountOf(run: Run, a: Amount, scope: Scope, label: string): Promise<{ value: number; how: string }> {
  switch (a.kind) {
    case 'number':
      return { value: a.value, how: '' };
    case 'all':
      return { value: Infinity, how: '' };
    case 'margin': {
      const m = Math.max(0, scope.margin ?? 0);
      return { value: a.sign * m, how: ` (the margin, ${m})` };
    }
    case 'dice': {
      const roll = await run.dice.roll(a.dice.count, a.dice.sides, `${label}: ${formatDice(a.dice)}`);
      const total = Math.max(0, roll.sum + a.dice.modifier);
      const faces = roll.faces && roll.faces.length > 1 ? `${roll.faces.join('+')}${a.dice.modifier ? (a.dice.modifier > 0 ? `+${a.dice.modifier}` : a.dice.modifier) : ''} = ${total}` : String(total);
      return { value: a.sign * total, how: ` (${formatDice(a.dice)}: ${faces})` };
    }
  }
}

/** INJURY & EXHAUSTION, Fatigue, on a member's sheet: the character's own rule (character/recovery.ts). */
export { addFatigue };

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

/** A night's sleep on a member's sheet (character/recovery.ts). */
const sleepNight = recoverNight;

/** "06:00": the time of day alone. */
function clockOf(time: number): string {
  return formatTime(time).replace(/^day \d+, /, '');
}

export async function applyEffects(run: Run, effects: Effect[], scope: Scope): Promise<void> {
  const s = run.s;
  for (const e of effects) {
    switch (e.kind) {
      case 'say':
        run.emit({ kind: 'text', text: run.fill(e.text) });
        break;
      case 'join':
      case 'leave': {
        // A companion is with the party or not; one killed in a fight cannot join again (docs/rulings.md, "Companions").
        const st = run.adventure.companions.get(e.companion)?.st ?? 0;
        const here = s.companions.includes(e.companion);
        if (e.kind === 'join' && !here && own(s.wounds, e.companion) < st) {
          s.companions.push(e.companion);
          run.emit({ kind: 'effect', member: null, text: `${e.companion} joins the party` });
        } else if (e.kind === 'leave' && here) {
          s.companions = s.companions.filter((c) => c !== e.companion);
          run.emit({ kind: 'effect', member: null, text: `${e.companion} leaves the party` });
        }
        break;
      }
      case 'choose':
        await chooseForTask(run, e.role, e.prompt, e.some);
        break;
      case 'split': {
        // Those of the role who stand go on; everyone else with the party waits here.
        const going = roleMembers(s, e.role).filter((i) => livingMembers(s).includes(i));
        if (going.length === 0) {
          run.emit({ kind: 'note', text: `Nobody was named ${e.role}: the party stays together.` });
          break;
        }
        const staying = livingMembers(s).filter((i) => !going.includes(i));
        s.waiting = [...(s.waiting ?? []), ...staying];
        if (staying.length) run.emit({ kind: 'effect', member: null, text: `${names(run, going)} go${going.length === 1 ? 'es' : ''} on; ${names(run, staying)} wait${staying.length === 1 ? 's' : ''} behind` });
        break;
      }
      case 'rejoin': {
        const waiting = (s.waiting ?? []).filter((i) => isAlive(s.party[i]));
        s.waiting = [];
        if (waiting.length === 0) break;
        if (e.lost) {
          // Lost to the party as those left behind in a flight are: out until the adventure ends (docs/rulings.md).
          for (const i of waiting) if (!s.leftBehind.includes(i)) s.leftBehind.push(i);
          for (const i of waiting) run.emit({ kind: 'left-behind', member: s.party[i].name });
        } else run.emit({ kind: 'effect', member: null, text: `${names(run, waiting)} ${waiting.length === 1 ? 'rejoins' : 'rejoin'} the party` });
        break;
      }
      case 'heal':
      case 'damage':
      case 'fatigue':
      case 'xp':
      case 'karma':
      case 'wishes':
      case 'curse':
      case 'lift-curse':
        // A heal that names a companion, or falls on "the roller" after a companion's roll, heals him.
        const healed = e.kind !== 'heal' ? undefined : (e.companion ?? ((e.who === null || e.who === 'roller') && scope.rollers.length === 0 ? scope.companion : undefined));
        if (healed !== undefined) {
          // One not with the party now (not yet joined, gone, dead) is not there to be healed.
          if (s.companions.includes(healed)) {
            const { value, how } = await amountOf(run, e.amount, scope, `${healed}: heal`);
            healCompanion(run, healed, value, how);
          }
          break;
        }
        for (const i of await targets(run, e.who, scope)) {
          const c = s.party[i];
          const { value, how } = await amountOf(run, e.amount, scope, `${c.name}: ${e.kind}`);
          applyToMember(run, i, e.kind, value, how);
        }
        break;
      case 'gold': {
        const single = e.who !== null && e.who !== 'party';
        const who = single ? await targets(run, e.who, scope) : scope.rollers.length && e.who === null ? await targets(run, 'roller', scope) : [];
        const { value, how } = await amountOf(run, e.amount, scope, 'gold');
        if (who.length === 0) {
          // The party's purse: gains go to the leader, losses come from the leader first.
          if (value >= 0) {
            const c = s.party[leaderOf(s)];
            const added = addCapped(c, 'gold', value);
            run.emit({ kind: 'effect', member: c.name, text: `${c.name} gains ${added.added} gold${how}` });
            if (added.capped) noteCapped(run, c, 'gold');
          } else {
            const short = takeGold(s, -value);
            run.emit({ kind: 'effect', member: null, text: `The party pays ${-value - short} gold${how}${short ? ` (${short} short: it had no more)` : ''}` });
          }
        } else {
          for (const i of who) {
            const c = s.party[i];
            const r = addCapped(c, 'gold', value);
            const delta = r.added;
            run.emit({ kind: 'effect', member: c.name, text: delta >= 0 ? `${c.name} gains ${delta} gold${how}` : `${c.name} loses ${-delta} gold${how}` });
            if (r.capped) noteCapped(run, c, 'gold');
          }
        }
        break;
      }
      case 'gain': {
        const who = e.who === null && scope.rollers.length === 0 ? [leaderOf(s)] : e.who === 'party' ? [leaderOf(s)] : await targets(run, e.who, scope);
        for (const i of who) {
          giveItem(s.party[i], e.item, e.count);
          run.emit({ kind: 'effect', member: s.party[i].name, text: `${s.party[i].name} gains ${e.count > 1 ? `${e.count} ` : ''}${e.item}` });
        }
        break;
      }
      case 'lose': {
        const who = e.who === null && scope.rollers.length === 0 ? livingMembers(s) : e.who === 'party' ? livingMembers(s) : await targets(run, e.who, scope);
        let left = e.count;
        for (const i of who) {
          if (left === 0) break;
          const took = takeItem(s.party[i], e.item, left);
          if (took > 0) run.emit({ kind: 'effect', member: s.party[i].name, text: `${s.party[i].name} loses ${took > 1 ? `${took} ` : ''}${e.item}` });
          left -= took;
        }
        run.emit({ kind: 'effect-result', at: e.at, effect: `lose: ${e.count > 1 ? `${e.count} ` : ''}${e.item}`, did: left < e.count });
        break;
      }
      case 'plotword':
        if (!s.plotwords.includes(e.word)) {
          s.plotwords.push(e.word);
          // CAMPAIGNING, Experience Points: each character gains one XP for a plotword the party
          // acquires; a plotword crossed out and acquired again brings no more (ruling).
          const first = !s.plotwordsEver.includes(e.word);
          if (first) {
            s.plotwordsEver.push(e.word);
            // Those waiting behind a split party are still in the adventure: they have their XP too.
            const waiting = (s.waiting ?? []).filter((i) => isAlive(s.party[i]));
            for (const i of [...livingMembers(s), ...waiting]) s.xpEarned[i] += gainCapped(run, s.party[i], 'xp', 1);
          }
          run.emit({ kind: 'plotword', word: e.word, xp: first ? 1 : 0 });
        }
        break;
      case 'clear-plotword':
        run.emit({ kind: 'effect-result', at: e.at, effect: `clear-plotword: ${e.word}`, did: s.plotwords.includes(e.word) });
        if (s.plotwords.includes(e.word)) {
          s.plotwords = s.plotwords.filter((w) => w !== e.word);
          run.emit({ kind: 'effect', member: null, text: `Plotword ${e.word} is crossed out` });
        }
        break;
      case 'time':
        s.time += e.minutes;
        run.emit({ kind: 'effect', member: null, text: `${e.text.trim()} pass${/^1\s/.test(e.text.trim()) ? 'es' : ''}` });
        break;
      case 'sleep': {
        if (e.until !== null) {
          // docs/rulings.md, "Sleeping until a time": six hours or more is a full night, less a broken one.
          const hours = sleepUntil(s.time, e.until) - s.time;
          s.time += hours;
          const full = hours >= FULL_NIGHT_MINUTES;
          for (const i of livingMembers(s)) sleepNight(s.party[i], !full);
          run.emit({ kind: 'effect', member: null, text: full ? `The party sleeps until ${clockOf(s.time)}: all fatigue recovered` : `The party sleeps until ${clockOf(s.time)}, too short a night: each recovers one fatigue point` });
          break;
        }
        s.time = nightEnds(s.time);
        for (const i of livingMembers(s)) sleepNight(s.party[i], e.interrupted);
        const woke = `waking at ${clockOf(s.time)}`;
        run.emit({ kind: 'effect', member: null, text: e.interrupted ? `The night is broken, ${woke}: each recovers one fatigue point` : `A full night of sleep, ${woke}: all fatigue recovered` });
        break;
      }
      case 'rest':
        await rest(run, e.weeks);
        break;
      case 'set':
        setOwn(s.counters, e.counter, e.value);
        break;
      case 'add':
        setOwn(s.counters, e.counter, counterOf(s, e.counter) + e.value);
        break;
    }
  }
}

function applyToMember(run: Run, i: number, kind: Effect['kind'], value: number, how: string): void {
  const s = run.s;
  const c = s.party[i];
  const n = c.name;
  switch (kind) {
    case 'damage': {
      // Adventure damage strikes past armor: the author sets the amount (docs: "damage"). Damage past
      // what a sheet holds changes nothing: he is long dead (docs/rulings.md, "What a sheet can hold").
      const taken = addCapped(c, 'damage', value).added;
      run.emit({ kind: 'effect', member: n, text: `${n} takes ${taken} damage${how}` });
      break;
    }
    case 'fatigue': {
      const r = addFatigue(c, value);
      run.emit({ kind: 'effect', member: n, text: `${n} suffers ${r.fatigue} fatigue${r.damage ? ` and ${r.damage} damage (fatigue while unconscious)` : ''}${how}` });
      break;
    }
    case 'heal': {
      const healed = Math.min(c.damage, value);
      c.damage -= healed;
      run.emit({ kind: 'effect', member: n, text: `${n} heals ${healed} damage${how}` });
      break;
    }
    case 'xp': {
      const delta = gainCapped(run, c, 'xp', value);
      s.xpEarned[i] += delta;
      run.emit({ kind: 'effect', member: n, text: delta >= 0 ? `${n} gains ${delta} XP${how}` : `${n} loses ${-delta} XP${how}` });
      break;
    }
    case 'karma': {
      const delta = gainCapped(run, c, 'karma', value);
      // Karma lost goes out of what a bard gave first, like karma spent (bard.ts).
      if (delta < 0) karmaSpent(s, i, -delta);
      run.emit({ kind: 'effect', member: n, text: delta === 0 && value < 0 ? `${n} has no karma to lose${how}` : delta >= 0 ? `${n} gains ${delta} karma${how}` : `${n} loses ${-delta} karma${how}` });
      break;
    }
    case 'wishes': {
      const delta = gainCapped(run, c, 'wishes', value);
      run.emit({ kind: 'effect', member: n, text: delta >= 0 ? `${n} gains ${delta} wish${delta === 1 ? '' : 'es'}${how}` : `${n} loses ${-delta} wish${delta === -1 ? '' : 'es'}${how}` });
      break;
    }
    case 'curse':
      gainCapped(run, c, 'curses', value);
      run.emit({ kind: 'effect', member: n, text: `${n} is cursed: +${c.curses} to every roll until lifted${how}` });
      break;
    case 'lift-curse': {
      if (c.curses === 0) {
        run.emit({ kind: 'effect', member: n, text: `${n} has no curse to lift` });
        break;
      }
      const lifted = Math.min(c.curses, value);
      c.curses -= lifted;
      run.emit({ kind: 'effect', member: n, text: `${lifted} curse${lifted === 1 ? '' : 's'} on ${n} lifted (${c.curses} left)` });
      break;
    }
    default:
      throw new Error(`not a member effect: ${kind}`);
  }
}

/** INJURY & EXHAUSTION, Recovery: each week of rest, 3/ST; the margin is damage recovered, at least 1. */
async function rest(run: Run, weeks: number): Promise<void> {
  const s = run.s;
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

/** A companion heals as a member does: his wounds, kept in the game's record of them, go down. */
function healCompanion(run: Run, name: string, value: number, how: string): void {
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
  run.bardsDied();
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
