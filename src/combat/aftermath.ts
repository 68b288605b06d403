// After the fight (INJURY & EXHAUSTION; CAMPAIGNING): the party takes back what it dropped or threw,
// and what the foes on the field picked up of it, if it holds the field; if it does not, what it let
// go of is lost and said so, but a magic user's own staff (ruling); each character recovers one
// fatigue point; a conscious Medic treats the wounded (3/IQ+MEDIC, healing his level in points of this fight's damage, once per patient: ruling);
// the healing items the party carries are offered for one still lying dying (dying.ts);
// a character whose damage is still at or above his ST dies unless he spends a wish, and at twice his
// ST only a wish saves him; every character who contributed to a victory gets one XP, none who fled.
import type { Figure } from './figure';
import { effectiveIq, shieldRow, skillLevel } from './figure';
import { STAFF_WEAPON } from '../character/ready';
import type { Ctx, FloorItem } from './state';
import { emit } from './state';
import { rollCheck } from './checks';
import { decide } from './decide';
import { unrecoverable } from './injury';
import type { FightResult } from './turn';
import type { GivenFromPack, Pack, Remedy } from './dying';
import { giveRemedies } from './dying';

export type FinalStatus = 'standing' | 'unconscious' | 'dead' | 'fled';

export interface Aftermath {
  readonly status: ReadonlyMap<string, FinalStatus>;
  readonly xp: ReadonlyMap<string, number>;
  /** Healing items given out of the packs of those not in the fight (dying.ts). */
  readonly fromPacks: readonly GivenFromPack[];
}

/** Whether figure `id` is of the party and still on the field. */
function partyOwns(ctx: Ctx, id: string): boolean {
  const f = ctx.byId.get(id);
  return f !== undefined && f.side === 'party' && f.status !== 'fled';
}

/** Takes `item` out of `foe`'s hands or belt; false when he no longer has it (thrown away again). */
function letGo(foe: Figure, item: FloorItem): boolean {
  if (item.kind === 'shield') {
    if (foe.shield?.name !== item.name) return false;
    foe.shield = null;
    return true;
  }
  if (foe.ready === item.name) {
    foe.ready = null;
    return true;
  }
  const i = foe.carried.indexOf(item.name);
  if (i < 0) return false;
  foe.carried.splice(i, 1);
  return true;
}

/**
 * What a being made by magic brought goes with it (ruling "A being's own weapon"): its weapons and
 * shield leave the floor, and the hands of whoever took them up, when it vanishes and when the fight
 * is over; a sword summoned with a warrior is no spoil.
 */
export function gearGoesWith(ctx: Ctx, being: Figure): void {
  const gone: string[] = [];
  const floor = ctx.state.floor;
  if (floor.some((i) => i.owner === being.id)) {
    for (const i of floor) if (i.owner === being.id) gone.push(i.name);
    ctx.state.floor = floor.filter((i) => i.owner !== being.id);
  }
  for (const f of ctx.state.figures) {
    if (f.taken.length === 0 || !f.taken.some((i) => i.owner === being.id)) continue;
    for (const item of f.taken) if (item.owner === being.id && letGo(f, item)) gone.push(item.name);
    f.taken = f.taken.filter((i) => i.owner !== being.id);
  }
  if (gone.length > 0 && ctx.emit) emit(ctx, { t: 'effect', figure: null, text: `${being.name}'s ${gone.join(' and ')} ${gone.length > 1 ? 'vanish' : 'vanishes'} with it` });
}

/** `items` of the floor back in `f`'s hands, on his belt or on his arm. */
function takeBack(ctx: Ctx, f: Figure, items: readonly FloorItem[]): void {
  for (const item of items) {
    if (item.kind === 'shield') {
      const row = shieldRow(item.name);
      if (f.shield === null && row) f.shield = { name: row.name, points: row.points, restriction: row.restriction };
    } else if (f.ready === null) f.ready = item.name;
    else f.carried.push(item.name);
  }
  ctx.state.floor = ctx.state.floor.filter((i) => !items.includes(i));
}

/** A magic user's own staff (MAGIC, Staffs/Wands): his first Club, which holds the reserve he paid XP for. */
function ownStaff(f: Figure, item: FloorItem): boolean {
  return item.kind !== 'shield' && item.name === STAFF_WEAPON && f.character?.staff != null && f.character.weapons.includes(STAFF_WEAPON);
}

/**
 * A fight the party lost or fled (issue 29, ruling "What is left on a field the party does not
 * hold"): what each hero let go of, on the floor or in a foe's hands, is lost, and the log says so;
 * only a magic user's own staff comes back to him, as the one thing a hero never leaves behind.
 */
function leaveTheField(ctx: Ctx): void {
  for (const f of ctx.state.figures) {
    if (f.side !== 'party' || f.character === null) continue;
    const mine: FloorItem[] = ctx.state.floor.filter((i) => i.owner === f.id);
    for (const foe of ctx.state.figures) if (foe.side !== 'party') for (const item of foe.taken) if (item.owner === f.id) mine.push(item);
    if (mine.length === 0) continue;
    const staff = mine.filter((i) => ownStaff(f, i)).slice(0, 1);
    if (staff.length > 0) {
      for (const foe of ctx.state.figures) if (foe.taken.includes(staff[0]) && letGo(foe, staff[0])) foe.taken = foe.taken.filter((i) => i !== staff[0]);
      takeBack(ctx, f, staff);
      if (ctx.emit) emit(ctx, { t: 'pick-up-after', figure: f.id, items: [STAFF_WEAPON] });
    }
    const lost = mine.filter((i) => !staff.includes(i));
    if (lost.length > 0 && ctx.emit) emit(ctx, { t: 'left-behind', figure: f.id, items: lost.map((i) => i.name) });
  }
}

/** A foe's or a creature's state when the fight is over: nobody heals it. */
export function finalStatus(f: Figure): FinalStatus {
  if (f.status === 'fled') return 'fled';
  if (f.damage >= f.st) return 'dead';
  return f.damage + f.fatigue >= f.st ? 'unconscious' : 'standing';
}

export function aftermath(ctx: Ctx, result: FightResult, opts: { capture?: boolean; remedies?: readonly Remedy[]; packs?: readonly Pack[]; companions?: readonly string[] } = {}): Aftermath {
  const party = ctx.state.figures.filter((f) => f.side === 'party' && f.character !== null);
  for (const f of ctx.state.figures) if (f.summoner !== null) gearGoesWith(ctx, f);
  // A stalemate or the fight's own end leaves the party on the field beside the foes.
  const holdsField = result.outcome === 'victory' || result.outcome === 'draw' || result.outcome === 'ended';
  if (holdsField) {
    // What lies on the floor, and what the foes still on the field picked up of the party's.
    const back = [...ctx.state.floor];
    for (const foe of ctx.state.figures) {
      if (foe.side === 'party' || foe.status === 'fled') continue;
      for (const item of foe.taken) if (partyOwns(ctx, item.owner) && letGo(foe, item)) back.push(item);
    }
    for (const f of ctx.state.figures) {
      if (f.side !== 'party' || f.status === 'fled') continue;
      const mine = back.filter((i) => i.owner === f.id);
      if (mine.length === 0) continue;
      takeBack(ctx, f, mine);
      if (ctx.emit) emit(ctx, { t: 'pick-up-after', figure: f.id, items: mine.map((i) => i.name) });
    }
  } else leaveTheField(ctx);
  for (const f of party) {
    if (f.fatigue > 0) {
      f.fatigue -= 1;
      if (ctx.emit) emit(ctx, { t: 'recover', figure: f.id, fatigue: 1 });
    }
  }
  // Who is together after the fight: those on the field, or those who ran together.
  const withParty = (f: Figure) => (result.outcome === 'fled' ? f.status === 'fled' : holdsField ? f.status !== 'fled' : false);
  const together = party.filter(withParty);
  // The companions with them are tended as members are (docs/rulings.md, "A companion lying dying").
  const companions = new Set(opts.companions ?? []);
  const tended = [...together, ...ctx.state.figures.filter((f) => companions.has(f.id) && f.side === 'party' && withParty(f))];
  const conscious = (f: Figure) => f.damage + f.fatigue < f.st;
  // Twice his ST in damage is beyond any Medic: only a wish negates it (INJURY & EXHAUSTION, Damage).
  const patients = tended
    .filter((f) => f.damage > f.damageBefore && !unrecoverable(f))
    .sort((a, b) => Number(b.damage >= b.st) - Number(a.damage >= a.st) || b.damage - a.damage);
  for (const patient of patients) {
    let medic: Figure | null = null;
    for (const m of together) {
      if (!conscious(m) || skillLevel(m, 'Medic') <= 0) continue;
      if (!medic || skillLevel(m, 'Medic') > skillLevel(medic, 'Medic')) medic = m;
    }
    if (!medic) break;
    const level = skillLevel(medic, 'Medic');
    const check = rollCheck(ctx, medic, 3, 'IQ', effectiveIq(medic) + level, () => `${medic!.name} treats ${patient.name} (Medic ${level})`);
    const healed = check.passed ? Math.min(level, patient.damage - patient.damageBefore) : 0;
    patient.damage -= healed;
    if (ctx.emit) emit(ctx, { t: 'medic', medic: medic.id, patient: patient.id, check, healed });
  }
  // What the party carries may still save one lying dying (INJURY & EXHAUSTION, Damage; dying.ts).
  // Anyone of the party's side with him may give it: a companion too, not a being of magic's.
  const helpers = ctx.state.figures.filter((f) => f.side === 'party' && f.summoner === null && (result.outcome === 'fled' ? f.status === 'fled' : holdsField ? f.status !== 'fled' : false));
  // Those not in the fight are with a party that holds the field, not with one that ran.
  const fromPacks = giveRemedies(ctx, together, helpers, opts.remedies ?? [], holdsField ? (opts.packs ?? []) : [], tended);
  if (opts.capture === true && result.outcome === 'defeat') takeCaptive(ctx);
  const status = new Map<string, FinalStatus>();
  const xp = new Map<string, number>();
  for (const f of party) {
    if (f.damage >= f.st) {
      const irreversible = unrecoverable(f);
      let saved = false;
      if (f.wishes > 0) {
        saved = (decide(ctx, f, { kind: 'wish', damage: f.damage, irreversible })) === true;
        if (saved) {
          f.wishes -= 1;
          if (ctx.emit) emit(ctx, { t: 'wish', figure: f.id, healed: f.damage });
          f.damage = 0;
        }
      }
      if (!saved) emit(ctx, { t: 'death', figure: f.id, irreversible });
    }
    status.set(f.id, finalStatus(f));
    // The dead earn nothing: XP is for those who come home from the victory (issue 26).
    const earned = result.outcome === 'victory' && f.contributed && f.status !== 'fled' && f.damage < f.st ? 1 : 0;
    xp.set(f.id, earned);
    if (earned > 0) emit(ctx, { t: 'xp', figure: f.id, xp: earned });
  }
  return { status, xp, fromPacks };
}

/**
 * A defeat that captures (docs/rulings.md, "Taken captive"): the victors bind the wounds of every
 * fallen member of the party (companions too) whose damage would kill him, unless it reaches twice his
 * ST (killed outright, beyond any help): his damage stops one short of his ST, and he lies unconscious
 * (one point of fatigue at least) until he rests. No wish is spent on it.
 */
function takeCaptive(ctx: Ctx): void {
  for (const f of ctx.state.figures) {
    if (f.side !== 'party' || f.status === 'fled' || f.summoner !== null) continue;
    if (f.damage < f.st || unrecoverable(f)) continue;
    f.damage = f.st - 1;
    f.fatigue = Math.max(f.fatigue, 1);
    if (ctx.emit) emit(ctx, { t: 'effect', figure: f.id, text: 'is taken alive: the victors bind the wounds' });
  }
}
