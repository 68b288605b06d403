// The dying when all combat is over (INJURY & EXHAUSTION, Damage): a character whose damage is at
// or above his ST must be healed to a net ST of at least one, or he dies; at twice his ST nothing
// but a wish helps. Before death is final (aftermath.ts), the healing items his side carries (an
// adventure's potions and poultices) are offered for him, one at a time, by whoever is left standing
// with him (docs/rulings.md, "Healing the dying after a fight"). The GM's word that heals a dying hero
// as he ends a fight heals by the same rule (healFallen).
import type { Item } from '../character';
import type { FixedDice } from '../dice';
import { formatDice } from '../dice';
import type { Figure } from './figure';
import type { RemedyOption } from './protocol';
import type { Ctx } from './state';
import { emit } from './state';
import { roll } from './checks';
import { decide } from './decide';
import { unrecoverable } from './injury';

/** An item that heals when given to one lying dying (an adventure's Healing Draught: 1D6). */
export interface Remedy {
  readonly item: string;
  /** What it heals: dice (a count of 0 is a fixed number, its modifier), or all damage. */
  readonly heals: FixedDice | 'all';
  /** Used up when given (a potion); one that is not (a charm) is given once to each who lies dying. */
  readonly consumed: boolean;
}

/** The pack of one with the party who is not in the fight (he lay unconscious before it): his items may be given too. */
export interface Pack {
  readonly holder: string;
  readonly items: readonly Item[];
}

/** An item given out of a Pack: the adventure takes it off the holder's sheet. */
export interface GivenFromPack {
  readonly holder: string;
  readonly item: string;
}

/** Damage at or above ST, short of twice it: healing can still save him (INJURY & EXHAUSTION, Damage). */
export function lyingDying(f: Figure): boolean {
  return f.damage >= f.st && !unrecoverable(f);
}

/**
 * Heals up to `points` of a figure's damage; one lying down whose damage and fatigue fall below his
 * ST comes round. The number healed: the caller says how (the GM's word, an item given).
 */
export function healFallen(f: Figure, points: number): number {
  const healed = Math.max(0, Math.min(points, f.damage));
  f.damage -= healed;
  if (f.status === 'down' && f.damage + f.fatigue < f.st) f.status = 'standing';
  return healed;
}

/** "1D6", "4", "all damage": what a remedy heals, as the question says it. */
export function remedyHeals(r: Remedy): string {
  if (r.heals === 'all') return 'all damage';
  return r.heals.count === 0 ? String(r.heals.modifier) : formatDice(r.heals);
}

/** How many of `item` are still in `f`'s pack: his sheet's, less what he gave in this fight's aftermath. */
function left(f: Figure, item: string): number {
  const has = (f.character?.items ?? []).reduce((n, it) => n + (it.name === item ? it.count : 0), 0);
  return has - (f.given ?? []).filter((g) => g === item).length;
}

/**
 * The healing items of `together` (the characters on the field with him, or who fled with him), and
 * of `packs` (those with the party but not in the fight), offered for each of them lying dying, while a conscious one of `helpers` (they and the companions and allies
 * with them) is there to give them: his controller picks one or
 * none, asked again while he still lies dying and something is left. A consumed item leaves its
 * carrier's pack (updatedSheet takes it off his sheet). `patients` are those it is offered for: the
 * characters together and the companions with them (docs/rulings.md, "A companion lying dying"); a
 * companion has no player, so the question for him goes to a conscious character of `together`, a
 * person's before the AI's.
 */
export function giveRemedies(ctx: Ctx, together: readonly Figure[], helpers: readonly Figure[], remedies: readonly Remedy[], packs: readonly Pack[] = [], patients: readonly Figure[] = together): GivenFromPack[] {
  const fromPacks: GivenFromPack[] = [];
  if (remedies.length === 0) return fromPacks;
  const conscious = (f: Figure) => f.damage + f.fatigue < f.st;
  const inPack = (p: Pack, item: string) => p.items.reduce((n, it) => n + (it.name === item ? it.count : 0), 0) - fromPacks.filter((g) => g.holder === p.holder && g.item === item).length;
  for (const patient of patients) {
    const givenHim = new Set<string>();
    while (lyingDying(patient)) {
      const givers = helpers.filter(conscious);
      if (givers.length === 0) return fromPacks;
      const options: RemedyOption[] = [];
      const offered: Remedy[] = [];
      for (const carrier of together) {
        for (const r of remedies) {
          if (left(carrier, r.item) <= 0 || (!r.consumed && givenHim.has(r.item))) continue;
          options.push({ item: r.item, carrier: carrier.id, holder: carrier.name, heals: remedyHeals(r) });
          offered.push(r);
        }
      }
      for (const p of packs) {
        for (const r of remedies) {
          if (inPack(p, r.item) <= 0 || (!r.consumed && givenHim.has(r.item))) continue;
          options.push({ item: r.item, carrier: null, holder: p.holder, heals: remedyHeals(r) });
          offered.push(r);
        }
      }
      if (options.length === 0) break;
      const asked = patient.character !== null ? patient : (together.find((f) => conscious(f) && f.control === 'player') ?? together.find(conscious) ?? patient);
      const pick = decide(ctx, asked, { kind: 'remedy', damage: patient.damage, options, ...(asked === patient ? {} : { patient: patient.id }) });
      if (typeof pick !== 'number' || !Number.isInteger(pick) || pick < 0 || pick >= options.length) break;
      const r = offered[pick];
      const o = options[pick];
      const carrier = o.carrier === null ? null : ctx.byId.get(o.carrier)!;
      // The carrier gives it if he can; else whoever stands there takes it from his pack.
      const giver = carrier && conscious(carrier) ? carrier : givers[0];
      if (!r.consumed) givenHim.add(r.item);
      else if (carrier) carrier.given = [...(carrier.given ?? []), r.item];
      else fromPacks.push({ holder: o.holder, item: r.item });
      let faces: readonly number[] | null = null;
      let points = patient.damage;
      if (r.heals !== 'all') {
        const dice = r.heals;
        const thrown = dice.count > 0 ? roll(ctx, dice.count, dice.sides, () => `${r.item} for ${patient.name} (${remedyHeals(r)})`, patient) : null;
        faces = thrown?.faces ?? null;
        points = (thrown?.sum ?? 0) + dice.modifier;
      }
      const healed = healFallen(patient, points);
      if (ctx.emit) emit(ctx, { t: 'remedy', figure: patient.id, giver: giver.id, item: r.item, faces, healed, damage: patient.damage, st: patient.st });
    }
  }
  return fromPacks;
}
