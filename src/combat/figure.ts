// A figure on the board: a character or a creature as it stands in this fight. Plain data, so a
// combat state saves and replays; what follows from the data (DX after restriction, MA, armor,
// the attacks available) is computed by the functions below, reading the effects on the figure.
import type { Character } from '../character';
import type { Creature } from '../rules/creatures';
import type { Weapon, Armor } from '../rules';
import type { FixedDice } from '../dice';
import { ARMOR_TABLE, beingWeapon, findShield, findWeapon, weaponNamed } from '../rules';
import { STAFF_WEAPON } from '../character/ready';
import { fixDice, parseDice } from '../dice';
import type { FigureEffect } from './effect-hooks';
import type { FloorItem } from './state';
import { effectSum, figureEffectKind } from './effect-hooks';

export type Side = 'party' | 'foes';
export type Control = 'player' | 'ai';
/** Standing and fighting; down (unconscious, helpless: INJURY & EXHAUSTION); or gone off the board. */
export type FigureStatus = 'standing' | 'down' | 'fled';

export const SIDES: readonly Side[] = ['party', 'foes'];

export function otherSide(side: Side): Side {
  return side === 'party' ? 'foes' : 'party';
}

export interface NaturalAttack {
  readonly name: string;
  readonly damage: string;
  readonly missile: boolean;
  /** Reach of a missile attack; null: beyond the board. */
  readonly range: number | null;
}

export interface HeldShield {
  readonly name: string;
  readonly points: number;
  readonly restriction: number;
}

export interface Figure {
  readonly id: string;
  /** As the log and the map's panel show it: "Goblin 2". */
  name: string;
  /** One letter on the map: party upper case, foes lower case. */
  letter: string;
  side: Side;
  control: Control;
  /** The player at the table who moves it (SEQUENCE OF PLAY: each player moves all his figures in turn); null: nobody's in particular. */
  player: string | null;
  st: number;
  /** DX after worn armor's restriction but before the shield's (ARMOR, Restriction). */
  dx: number;
  iq: number;
  /** A fixed movement allowance from a stat block; null: half the DX (MOVEMENT). */
  ma: number | null;
  /** Points stopped by worn armor, fur or skin. */
  armor: number;
  shield: HeldShield | null;
  /** WEAPONS row in hand; null: empty hands. */
  ready: string | null;
  /** Other WEAPONS rows carried. */
  carried: string[];
  /**
   * The fight's weapons that are not rows of the WEAPONS table (an adventure's magic sword), by name;
   * the same list for every figure of a fight, so that whoever picks one up knows what it is, and a
   * being's own weapon (the Giant's club) for its bearer alone. Usually empty.
   */
  readonly arms: readonly Weapon[];
  /**
   * The fight's armors that are not rows of the ARMOR table (an adventure's elven mail); a character
   * with one in his pack wears it in place of his sheet's armor (armorWorn). Usually empty.
   */
  readonly armors: readonly Armor[];
  /** A creature's own attacks (bite, claws, breath); never dropped. */
  natural: NaturalAttack[];
  /** A missile weapon that reloads (R, R3) is loaded; fights start loaded. */
  loaded: boolean;
  /** Turns of reloading done so far. */
  reloading: number;
  skills: Record<string, number>;
  /** Where it stands (its centre hex for a large creature). */
  cell: number;
  /** Hexes it fills: 1, 4 or 7. */
  size: number;
  status: FigureStatus;
  damage: number;
  fatigue: number;
  /** Damage at the start of the encounter: Medic heals only damage from this combat. */
  readonly damageBefore: number;
  /** The enemy grappling it (same hex), if any. */
  grapple: string | null;
  /** It began the current turn grappling: only then may it attack in the grapple (ACTION, Grapple). */
  grappledAtTurnStart: boolean;
  /** It reacted out of sequence and gives up its following turn (ACTION, Reaction). */
  owesTurn: boolean;
  /** Its side broke (morale ruling): it flees. */
  routed: boolean;
  /** It attacked, reacted or was attacked: it earns XP in a victory (CAMPAIGNING). */
  contributed: boolean;
  karma: number;
  wishes: number;
  curses: number;
  /** Added to the target of its next check, then spent: a leader's help (SKILLS, Leadership). */
  boost: number;
  flying: boolean;
  animal: boolean;
  fearless: boolean;
  effects: FigureEffect[];
  /** Gear picked up in this fight that was another's: after a victory the party takes its own back (aftermath.ts). */
  taken: FloorItem[];
  /** The figure that summoned it, if any. */
  summoner: string | null;
  /**
   * Items of its pack given to one lying dying after the fight (dying.ts), by name, once each; set
   * anew, never changed in place (a run of the fight shares a figure's arrays with its start).
   */
  given?: readonly string[];
  /** The sheet it entered the fight with (never changed during the fight). */
  readonly character: Character | null;
  readonly creature: Creature | null;
}

const UNARMED = weaponNamed('Unarmed')!;

/** The weapon a figure knows by this name: a row of the WEAPONS table, or one of the fight's own weapons. */
export function weaponOf(fig: Pick<Figure, 'arms'>, name: string): Weapon | undefined {
  const w = weaponNamed(name);
  if (w !== undefined || fig.arms.length === 0) return w;
  return fig.arms.find((a) => a.name === name);
}

/**
 * A weapon's name in what the fight says of the figure who has it (panel, menus, log): a magic
 * user's Club is his staff, so it reads "staff" (ruling "A magic user's staff is his Club"; MAGIC,
 * Staffs/Wands). Words only: every rule still knows it as the Club row.
 */
export function weaponWord(fig: Pick<Figure, 'character'>, name: string): string {
  return name === STAFF_WEAPON && fig.character?.staff ? 'staff' : name;
}

export function shieldRow(name: string): Armor | undefined {
  return ARMOR_TABLE.find((a) => a.kind === 'shield' && a.name === name);
}

// ---- values that follow from the data -------------------------------------------------------

export function effectiveSt(fig: Figure): number {
  return fig.effects.length === 0 ? fig.st : fig.st + effectSum(fig, 'st');
}

export function effectiveIq(fig: Figure): number {
  return fig.effects.length === 0 ? fig.iq : fig.iq + effectSum(fig, 'iq');
}

/** DX after armor and shield restriction and every effect (ARMOR, Restriction). */
export function effectiveDx(fig: Figure): number {
  const dx = fig.dx - (fig.shield ? fig.shield.restriction : 0);
  return fig.effects.length === 0 ? dx : dx + effectSum(fig, 'dx');
}

/** MOVEMENT: half the adjusted DX rounded down, or the stat block's MA; then Slow, Speed and the like. */
export function movementAllowance(fig: Figure): number {
  let ma = fig.ma ?? Math.max(0, Math.floor(effectiveDx(fig) / 2));
  for (const e of fig.effects) {
    const f = figureEffectKind(e.kind).ma;
    if (f) ma = f(e, ma);
  }
  return Math.max(0, ma);
}

/** Points stopped on each hit: armor, shield in hand, armor spells (ARMOR). */
export function armorPoints(fig: Figure): number {
  const a = fig.armor + (fig.shield ? fig.shield.points : 0);
  return fig.effects.length === 0 ? a : a + effectSum(fig, 'armor');
}

/** Damage plus fatigue reaching ST knocks a figure out (INJURY & EXHAUSTION). */
export function remainingSt(fig: Figure): number {
  return effectiveSt(fig) - fig.damage - fig.fatigue;
}

export function isStanding(fig: Figure): boolean {
  return fig.status === 'standing';
}

export function skillLevel(fig: Figure, skill: string | null): number {
  return skill === null ? 0 : (fig.skills[skill] ?? 0);
}

// ---- attacks ---------------------------------------------------------------------------------

/** One way a figure can hurt another, with everything the rules and the AI need to weigh it. */
export interface AttackProfile {
  /** 'Broad Sword', 'bite', 'Unarmed'. */
  readonly name: string;
  readonly weapon: Weapon | null;
  readonly damage: FixedDice;
  /** Damage while grappling, where it differs (WEAPONS (D): a dagger does D6+2). */
  readonly grappleDamage: FixedDice;
  /** (U): the damage is fatigue, one point more when the attacker is the stronger. */
  readonly fatigue: boolean;
  /** Shot: no move in the turn, no dodge (Shoot/Throw). */
  readonly missile: boolean;
  /** Can be thrown, to ST hexes. */
  readonly throwable: boolean;
  /** Shooting reach; null: beyond the board. */
  readonly range: number | null;
  /** Weapon skill levels that apply (WEAPONS skills). */
  readonly skill: number;
  /** True when the levels may go to hit; Unarmed Combat gives damage (and grappling ST) only. */
  readonly skillToHit: boolean;
  /** May be used inside a grapple: (G) weapons, bare hands, a creature's own teeth and claws (ruling). */
  readonly grappling: boolean;
  /** Usable for a strike: a melee weapon, a natural attack or bare hands. */
  readonly melee: boolean;
}

const DICE_CACHE = new Map<string, FixedDice>();
export function dice(text: string): FixedDice {
  let d = DICE_CACHE.get(text);
  if (!d) DICE_CACHE.set(text, (d = fixDice(parseDice(text))));
  return d;
}

function weaponProfile(fig: Figure, w: Weapon): AttackProfile {
  const unarmed = w.fatigueDamage;
  const level = skillLevel(fig, w.skill);
  return {
    name: w.name,
    weapon: w,
    damage: dice(w.damage),
    grappleDamage: dice(w.grapplingDamage ?? w.damage),
    fatigue: unarmed,
    missile: w.missile && !w.throwable,
    throwable: w.throwable,
    range: w.missile && !w.throwable ? null : w.range,
    skill: level,
    skillToHit: !unarmed,
    grappling: w.grappling || unarmed,
    melee: !w.missile,
  };
}

function naturalProfile(a: NaturalAttack): AttackProfile {
  return {
    name: a.name,
    weapon: null,
    damage: dice(a.damage),
    grappleDamage: dice(a.damage),
    fatigue: false,
    missile: a.missile,
    throwable: false,
    range: a.range,
    skill: 0,
    skillToHit: false,
    grappling: !a.missile,
    melee: !a.missile,
  };
}

// Profiles depend on the weapon in hand, ST, skills and natural attacks. Keyed by the skills and
// natural-attack objects (shared by a figure's copies, which the AI makes to weigh other weapons).
const profileCache = new WeakMap<object, WeakMap<object, Map<string, AttackProfile[]>>>();

/**
 * Every attack the figure has now: the weapon in hand if it can wield it (WEAPONS, Heft), its
 * natural attacks, and bare hands when it has no other way to strike.
 */
export function attackProfiles(fig: Figure): readonly AttackProfile[] {
  return attackProfilesWith(fig, fig.ready);
}

/** The attacks the figure would have with `ready` in hand instead (the AI weighing another weapon). */
export function attackProfilesWith(fig: Figure, ready: string | null): readonly AttackProfile[] {
  const skills = fig.skills as ProfileSlots;
  const slots = skills[SLOTS];
  if (slots !== undefined) {
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      if (s.ready === ready && s.st === fig.st && s.natural === fig.natural) return s.list;
    }
  }
  const list = profilesFor(ready === fig.ready ? fig : { ...fig, ready });
  if (slots !== undefined) {
    if (slots.length >= MAX_SLOTS) slots.shift();
    slots.push({ ready, st: fig.st, natural: fig.natural, list });
  } else if (Object.isExtensible(skills)) {
    // Hidden from JSON, spreads, Object.keys and comparisons: a symbol, not enumerable.
    Object.defineProperty(skills, SLOTS, { value: [{ ready, st: fig.st, natural: fig.natural, list }], enumerable: false });
  }
  return list;
}

/**
 * The profiles last worked out for a skills object (a figure's, shared by its copies: the fight's
 * copy of a template and the AI's copies with another weapon in hand), by weapon in hand, ST and
 * natural attacks: the common case costs one property read and a comparison, and a copy made for
 * a moment leaves nothing behind (a WeakMap entry per figure object made every fight and every AI
 * look at another weapon a costly insertion). The lists are profilesFor's, so each is the same
 * object however it is reached.
 */
const SLOTS = Symbol('attack profiles');
const MAX_SLOTS = 8;
type ProfileSlots = Record<string, number> & {
  [SLOTS]?: Array<{ ready: string | null; st: number; natural: readonly NaturalAttack[]; list: readonly AttackProfile[] }>;
};

function profilesFor(fig: Figure): readonly AttackProfile[] {
  let bySkills = profileCache.get(fig.skills);
  if (!bySkills) profileCache.set(fig.skills, (bySkills = new WeakMap()));
  let byNatural = bySkills.get(fig.natural);
  if (!byNatural) bySkills.set(fig.natural, (byNatural = new Map()));
  const key = `${fig.ready ?? ''}|${fig.st}`;
  const hit = byNatural.get(key);
  if (hit !== undefined) return hit;
  const list: AttackProfile[] = [];
  const w = fig.ready !== null ? weaponOf(fig, fig.ready) : undefined;
  if (w && (w.heft === null || w.heft <= fig.st)) list.push(weaponProfile(fig, w));
  for (const a of fig.natural) list.push(naturalProfile(a));
  if (!list.some((p) => p.melee)) {
    // Bare hands: a figure with a missile weapon in hand has no hand free to punch (ruling).
    if (!(w && w.missile)) list.push(weaponProfile(fig, UNARMED));
  }
  byNatural.set(key, list);
  return list;
}

/**
 * Grapple profiles last worked out for a skills object (shared by a figure's copies in every fight
 * of a run), by weapon in hand, weapons carried, ST and natural attacks, as for attackProfiles.
 */
const GRAPPLE_SLOTS = Symbol('grapple profiles');
type GrappleList = Array<{ profile: AttackProfile; drawn: boolean }>;
type GrappleSlots = Record<string, number> & {
  [GRAPPLE_SLOTS]?: Array<{ ready: string | null; carried: readonly string[]; st: number; natural: readonly NaturalAttack[]; list: GrappleList }>;
};

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * What a figure could fight with inside a grapple once both have dropped what they held (Entering
 * an Enemy's Space): bare hands, its own attacks, and (G) weapons it would first have to draw or
 * pick up again (`drawn`).
 */
export function grappleProfiles(fig: Figure): ReadonlyArray<{ profile: AttackProfile; drawn: boolean }> {
  const skills = fig.skills as GrappleSlots;
  const slots = skills[GRAPPLE_SLOTS];
  if (slots !== undefined) {
    for (let i = 0; i < slots.length; i++) {
      const s = slots[i];
      if (s.ready === fig.ready && s.st === fig.st && s.natural === fig.natural && sameNames(s.carried, fig.carried)) return s.list;
    }
  }
  const list = grappleProfilesFor(fig);
  const entry = { ready: fig.ready, carried: fig.carried.slice(), st: fig.st, natural: fig.natural, list };
  if (slots !== undefined) {
    if (slots.length >= MAX_SLOTS) slots.shift();
    slots.push(entry);
  } else if (Object.isExtensible(skills)) {
    Object.defineProperty(skills, GRAPPLE_SLOTS, { value: [entry], enumerable: false });
  }
  return list;
}

function grappleProfilesFor(fig: Figure): GrappleList {
  const list: GrappleList = [];
  for (const a of fig.natural) if (!a.missile) list.push({ profile: naturalProfile(a), drawn: false });
  if (list.length === 0) list.push({ profile: weaponProfile(fig, UNARMED), drawn: false });
  const seen = new Set<string>();
  for (const name of fig.ready !== null ? [fig.ready, ...fig.carried] : fig.carried) {
    const w = weaponOf(fig, name);
    if (!w || !w.grappling || seen.has(name) || (w.heft !== null && w.heft > fig.st)) continue;
    seen.add(name);
    list.push({ profile: weaponProfile(fig, w), drawn: true });
  }
  return list;
}

export function unarmedProfile(fig: Figure): AttackProfile {
  return weaponProfile(fig, UNARMED);
}

// ---- making figures --------------------------------------------------------------------------

export interface FigureSeed {
  id: string;
  side: Side;
  control: Control;
  player?: string;
  character?: Character;
  creature?: Creature;
  /** The fight's own weapons (Figure.arms). */
  arms?: readonly Weapon[];
  /** The fight's own armors (Figure.armors). */
  armors?: readonly Armor[];
}

export class FigureError extends Error {
  override name = 'FigureError';
}

function emptyFigure(seed: FigureSeed): Omit<Figure, 'name' | 'st' | 'dx' | 'iq' | 'ma' | 'armor' | 'shield' | 'ready' | 'carried' | 'natural' | 'skills' | 'damage' | 'fatigue' | 'damageBefore' | 'karma' | 'wishes' | 'curses' | 'flying' | 'animal' | 'fearless' | 'size' | 'character' | 'creature'> {
  return {
    id: seed.id,
    arms: seed.arms ?? [],
    armors: seed.armors ?? [],
    letter: '?',
    side: seed.side,
    control: seed.control,
    player: seed.player ?? null,
    loaded: true,
    reloading: 0,
    cell: -1,
    status: 'standing',
    grapple: null,
    grappledAtTurnStart: false,
    owesTurn: false,
    routed: false,
    contributed: false,
    boost: 0,
    effects: [],
    taken: [],
    summoner: null,
  };
}

/** A character as he enters the fight: his sheet's gear, wounds and fatigue (ARMOR; INJURY & EXHAUSTION). */
export function figureFromCharacter(seed: FigureSeed, c: Character): Figure {
  const armor = armorWorn(c, seed.armors ?? []);
  const shield = c.shield ? shieldRow(c.shield) : undefined;
  if (c.shield && !shield) throw new FigureError(`${c.name}: "${c.shield}" is not a shield of the ARMOR table`);
  for (const w of c.weapons) if (!weaponNamed(w)) throw new FigureError(`${c.name}: "${w}" is not a weapon of the WEAPONS table`);
  const weapons = weaponsInHandOrder(c, seed.arms ?? [], shield !== undefined);
  const fig: Figure = {
    ...emptyFigure(seed),
    name: c.name,
    st: c.st,
    dx: c.dx - (armor?.restriction ?? 0),
    iq: c.iq,
    ma: null,
    armor: armor?.points ?? 0,
    shield: shield ? { name: shield.name, points: shield.points, restriction: shield.restriction } : null,
    ready: weapons[0] ?? null,
    carried: weapons.slice(1),
    natural: [],
    skills: { ...c.skills },
    size: 1,
    damage: c.damage,
    fatigue: c.fatigue,
    damageBefore: c.damage,
    karma: c.karma,
    wishes: c.wishes,
    curses: c.curses,
    flying: false,
    animal: false,
    fearless: false,
    character: c,
    creature: null,
  };
  if (fig.damage + fig.fatigue >= fig.st) fig.status = 'down';
  return fig;
}

/**
 * The armor a character fights in: the first of the fight's own armors in his pack, worn in place of
 * his sheet's armor, else his sheet's (docs/rulings.md, "An adventure's own armor"). One rule for
 * the points it stops, the DX it takes off and whether it is metal (MAGIC, Metal).
 */
export function armorWorn(c: Pick<Character, 'name' | 'armor' | 'items'>, armors: readonly Armor[]): Armor | undefined {
  for (const it of c.items) {
    const own = it.count > 0 ? armors.find((a) => a.name === it.name) : undefined;
    if (own) return own;
  }
  if (!c.armor) return undefined;
  const row = ARMOR_TABLE.find((a) => a.name === c.armor);
  if (!row) throw new FigureError(`${c.name}: "${c.armor}" is not an armor of the ARMOR table`);
  return row;
}

/**
 * The weapons a character fights with, the one in hand first. The fight's own weapons ride in his pack
 * under their item names (they are the adventure's things, not rows a sheet may hold); the first he
 * can wield (heft, and two hands free when it needs both) is in hand when the fight begins, the
 * sheet's weapons carried behind it; any others are carried after those (docs/rulings.md, "An
 * adventure's own weapons").
 */
function weaponsInHandOrder(c: Character, arms: readonly Weapon[], shield: boolean): string[] {
  if (arms.length === 0) return c.weapons;
  const own: Weapon[] = [];
  for (const it of c.items) {
    const w = arms.find((a) => a.name === it.name);
    if (w) for (let k = 0; k < it.count; k++) own.push(w);
  }
  const hand = own.findIndex((w) => (w.heft === null || w.heft <= c.st) && !(w.twoHanded && shield));
  if (hand < 0) return [...c.weapons, ...own.map((w) => w.name)];
  return [own[hand].name, ...c.weapons, ...own.filter((_, i) => i !== hand).map((w) => w.name)];
}

/**
 * A creature from its stat block. Its shield counts as a character's does (ARMOR): the block's armor
 * and DX are its worn armor's, and the shield adds its points and takes off its restriction while held.
 */
export function figureFromCreature(seed: FigureSeed, c: Creature): Figure {
  const shield = c.shield ? shieldRow(findShield(c.shield)?.name ?? c.shield) : undefined;
  const row = c.weapon ? findWeapon(c.weapon) : undefined;
  // A being's own weapon (the Giant's club) is known to its bearer alone: nobody else takes it up.
  const own = c.weapon && !row ? beingWeapon(c.weapon) : undefined;
  const weapon = row ?? own;
  if (c.weapon && !weapon) throw new FigureError(`${c.name}: "${c.weapon}" is not a weapon of the WEAPONS table`);
  const carried = (c.weapons ?? []).map((n) => {
    const w = findWeapon(n);
    if (!w) throw new FigureError(`${c.name}: "${n}" is not a weapon of the WEAPONS table`);
    return w.name;
  });
  const natural: NaturalAttack[] = weapon
    ? []
    : c.attacks.map((a) => {
        dice(a.damage); // a bad expression fails here, before the fight
        return { name: a.name, damage: a.damage, missile: a.missile === true, range: a.range ?? null };
      });
  return {
    ...emptyFigure(seed),
    ...(own ? { arms: [...(seed.arms ?? []), own] } : {}),
    name: c.name,
    st: c.st,
    dx: c.dx,
    iq: c.iq,
    ma: c.ma ?? null,
    armor: c.armor,
    shield: shield ? { name: shield.name, points: shield.points, restriction: shield.restriction } : null,
    ready: weapon?.name ?? null,
    carried,
    natural,
    skills: { ...(c.skills ?? {}) },
    size: c.hexes === 4 || c.hexes === 7 ? c.hexes : 1,
    damage: 0,
    fatigue: 0,
    damageBefore: 0,
    karma: 0,
    wishes: 0,
    curses: 0,
    flying: c.flying === true,
    animal: c.animal === true,
    fearless: c.fearless === true,
    character: null,
    creature: c,
  };
}

/** A copy sharing nothing mutable with the original (sheets and stat blocks are never changed, so shared). */
export function cloneFigure(f: Figure): Figure {
  const copy: Figure = {
    ...f,
    shield: f.shield,
    carried: f.carried.slice(),
    natural: f.natural,
    skills: f.skills,
    effects: f.effects.map((e) => ({ ...e })),
    taken: f.taken.length === 0 ? [] : f.taken.slice(),
  };
  return copy;
}
