// From YAML text to the validated Adventure tree. Every problem of a file is collected with its
// code and place (file:line:column of the YAML node) before anything is refused; the runtime then
// only ever reads a tree in which every reference has been checked. The format is described in
// docs/adventure-format.md; the key lists below are also the source of schema/adventure.schema.json.
import { createHash } from 'node:crypto';
import { posix, win32 } from 'node:path';
import type { Node as YamlNode } from 'yaml';
import type { CheckSpec } from '../dice';
import { CheckSyntaxError, DiceSyntaxError, fixDice, parseCheck, parseDice } from '../dice';
import { ARMOR_TABLE, ARMORS, creatureProblems, enchantedArmor, enchantedWeapon, findArmor, OWN_ARMOR_LIMITS, findSkill, findSpell, findWeapon, normalizeName, SKILLS, SPELLS, WEAPONS } from '../rules';
import type { Armor, Weapon } from '../rules';
import { CREATION } from '../character/creation';
import type {
  Adventure, AdventureEvent, Amount, Branch, Check, Contest, Effect, Fight, FightEnd, Flow, Foe, Reinforcement, ItemDef, Light, MapDef, MarginOutcome,
  Next, Once, Opponent, Option, Paragraph, Pos, RandomTable, RoleRef, CompanionRef, Section, Shop, StateModifier, Target, TavernLevel, TavernOpponent, TavernTable, Ware, WhoPlays, WhoRolls,
} from './model';
import { WAYS } from './constructs';
import { tavernPort } from './tavern-port';
import type { Creature, HexMap } from './combat-port';
import { combatEngine } from './combat-port';
import type { Cond, Reference } from './condition';
import { ConditionError, isPlotwordName, parseCondition } from './condition';
import type { Diagnostic } from './diagnostics';
import { AdventureError, Diagnostics } from './diagnostics';
import type { AnyNode, Field, Scalar, YAMLMap, YamlProblem } from './yaml-reader';
import { deepProblem, fromYaml, isMap, isScalar, isSeq, LineIndex, MAX_NAME_LENGTH, nodeTooDeep, Reader, textTooDeep } from './yaml-reader';
import { fastParse } from './fast-yaml';
import { MAX_ITEM_COUNT, SHEET_LIMITS } from './state';

export const FORMAT_VERSION = 1;

export const TOP_KEYS = ['law', 'id', 'title', 'version', 'author', 'about', 'party', 'start', 'start-time', 'creatures', 'companions', 'maps', 'items', 'counters', 'plotwords', 'tables', 'light', 'events', 'sections'] as const;
export const WAY_KEYS = ['goto', 'options', 'check', 'contest', 'cast', 'fight', 'random', 'tavern', 'end'] as const;
export const FLOW_KEYS = ['text', 'gm', 'do', ...WAY_KEYS] as const;
export const SECTION_KEYS = ['title', 'shop', 'dark', ...FLOW_KEYS] as const;
export const OPTION_KEYS = ['option', 'if', 'needs', 'why', 'talk', 'once', ...FLOW_KEYS] as const;
export const CHECK_KEYS = ['roll', 'who', 'pass', 'fail', 'pass-by', 'fail-by'] as const;
export const CAST_KEYS = ['spell', 'by', 'fatigue', 'pass', 'fail'] as const;
/** Who casts a spell in a scene: the player picks (the default), the best at it, or a role. */
export const WHO_CASTS: readonly WhoRolls[] = ['chosen', 'best'];
export const CHOOSE_KEYS = ['as', 'prompt', 'who'] as const;
export const CHOOSE_COUNTS = ['one', 'some'] as const;
export const CONTEST_KEYS = ['roll', 'who', 'against', 'win', 'lose', 'tie'] as const;
export const AGAINST_KEYS = ['creature', 'name', 'roll'] as const;
export const FIGHT_KEYS = ['map', 'foes', 'allies', 'reinforcements', 'party-zone', 'surprise', 'ends', 'victory', 'fled', 'defeat'] as const;
export const FOE_KEYS = ['creature', 'count', 'zone', 'name', 'keep-wounds'] as const;
/** Foes who come at the start of a later round: `- { round: 3, zone: C, foes: [Goblin] }`. */
export const REINFORCEMENT_KEYS = ['round', 'zone', 'foes'] as const;
/** A fight's own end: `ends: { after: 5, fallen: [Grosh], text: ..., goto: 12 }`. */
export const FIGHT_END_KEYS = ['after', 'fallen', ...FLOW_KEYS] as const;
/** A defeat's outcome, with `capture: true` to take the fallen captive. */
export const DEFEAT_KEYS = ['capture', ...FLOW_KEYS] as const;
/** The longest a fight may be told to last (the combat engine stops any fight at 300 rounds). */
export const MAX_FIGHT_ROUNDS = 300;
export const TABLE_KEYS = ['roll', 'results'] as const;
export const TAVERN_KEYS = ['game', 'variants', 'opponents', 'stake', 'who', 'win', 'loss', 'draw'] as const;
export const OPPONENT_KEYS = ['name', 'level'] as const;
export const TAVERN_LEVELS: readonly TavernLevel[] = ['easy', 'normal', 'hard'];
export const WHO_PLAYS: readonly WhoPlays[] = ['chosen', 'leader'];
export const SHOP_KEYS = ['name', 'iq', 'sells', 'buys'] as const;
export const WARE_KEYS = ['item', 'service', 'price', 'stock', 'do'] as const;
export const BUY_KEYS = ['item', 'price'] as const;
/** One way of a branching goto: `- { if: BELL-NAME, to: 45 }`. */
export const BRANCH_KEYS = ['if', 'to'] as const;
/** An event: when its condition becomes true, its text and effects, and where it leads (goto or end). */
export const EVENT_KEYS = ['when', 'once', 'text', 'gm', 'do', 'goto', 'end'] as const;
export const EVENT_WAYS = ['goto', 'end'] as const;
export const LIGHT_KEYS = ['item', 'burns', 'dark'] as const;
/** Once an option is taken it is hidden: `once: true` for the game, `once: visit` until the party leaves. */
export const ONCE_VALUES = [true, false, 'visit'] as const;
export const PARTY_KEYS = ['min', 'max'] as const;
export const ITEM_KEYS = ['description', 'use', 'consumed', 'keeps', 'weapon', 'damage', 'armor', 'stops', 'dx'] as const;
/** The least and the most a weapon of the adventure's own adds to its base weapon's damage. */
export const WEAPON_BONUS = { min: -9, max: 9 } as const;
export const COUNTER_KEYS = ['start', 'shown', 'label'] as const;
export const MAP_KEYS = ['file'] as const;
export const PARAGRAPH_KEYS = ['if', 'text'] as const;
export const CREATURE_KEYS = ['st', 'dx', 'iq', 'ma', 'armor', 'attacks', 'weapon', 'shield', 'armor-name', 'flying', 'animal', 'hexes', 'description'] as const;
export const ATTACK_KEYS = ['name', 'damage', 'missile', 'range'] as const;
export const EFFECT_KEYS = ['damage', 'fatigue', 'heal', 'gold', 'xp', 'karma', 'wishes', 'curse', 'lift-curse', 'gain', 'lose', 'plotword', 'clear-plotword', 'time', 'sleep', 'rest', 'set', 'add', 'say', 'join', 'leave', 'choose', 'split', 'rejoin'] as const;
export const WHO_ROLLS: readonly WhoRolls[] = ['chosen', 'best', 'each', 'leader'];
export const TARGETS: readonly Target[] = ['party', 'roller', 'leader', 'chosen', 'random'];
const EFFECT_FIELDS: readonly string[] = [...EFFECT_KEYS, 'who'];
/** Effects that concern the party as a whole, never one member. */
export const PARTY_EFFECTS: ReadonlySet<string> = new Set(['plotword', 'clear-plotword', 'time', 'sleep', 'rest', 'set', 'add', 'say', 'join', 'leave', 'choose', 'split', 'rejoin']);
/** A role's name (`choose: { as: well-diver }`): lower-case words joined by hyphens, none of the words "who" already takes. */
export const ROLE_RE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const SECTION_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/**
 * Text placeholders besides counters (docs/adventure-format.md, "Text"). The roller's are the
 * leader's outside a check's outcomes; the pronouns are the roller's (the character sheet's own).
 */
export const PLACEHOLDERS = ['hero', 'party', 'roller', 'gold', 'captured', 'he', 'him', 'his', 'He', 'Him', 'His'] as const;

/** The largest adventure text read, in characters (the file reader stops at as many bytes). */
export const MAX_ADVENTURE_CHARS = 4 * 1024 * 1024;
/** The largest map file read, in bytes; a map has at most 64 rows of 64 hexes, far less. */
export const MAX_MAP_FILE_BYTES = 256 * 1024;
/** The most minutes one "time" effect may pass: a year. */
export const MAX_TIME_MINUTES = 52 * 7 * 1440;
/** The last day an adventure may begin on. */
export const MAX_START_DAY = 9999;
/** The largest number in a check (3/NUMBER) and the largest modifier of a check or a die roll. */
export const MAX_CHECK_NUMBER = 999;

/** Words of the condition language: no counter may be named after one. */
export const RESERVED_COUNTERS: ReadonlySet<string> = new Set(['gold', 'party', 'day', 'hour', 'hours', 'karma', 'wishes', 'curses', 'xp', 'damage', 'fatigue', 'lit', 'and', 'or', 'not', ...PLACEHOLDERS.map((p) => p.toLowerCase())]);

/**
 * The largest amount one effect may give or take, by verb: what a character sheet holds (gold, XP,
 * damage, fatigue, karma, wishes, curses each have their limit in readSheet). A sum of rewards past
 * the limit is clamped in play (docs/rulings.md, "What a sheet can hold").
 */
export const AMOUNT_LIMITS: Readonly<Record<string, number>> = {
  damage: SHEET_LIMITS.damage,
  fatigue: SHEET_LIMITS.fatigue,
  heal: SHEET_LIMITS.damage,
  gold: SHEET_LIMITS.gold,
  xp: SHEET_LIMITS.xp,
  karma: SHEET_LIMITS.karma,
  wishes: SHEET_LIMITS.wishes,
  curse: SHEET_LIMITS.curses,
  'lift-curse': SHEET_LIMITS.curses,
};

export interface LoadOptions {
  /**
   * Reads a file named by the adventure (a map file), relative to the adventure's folder. The loader
   * refuses absolute paths and paths that climb out with ".." before calling it; a reader of the
   * disk must also keep to the folder and to regular files (files.ts, folderReader). It may throw an
   * error whose `code` is shown ("ENOENT") and whose `hint`, if any, is the diagnostic's hint.
   */
  readFile?: (relative: string) => string;
}

export interface LoadResult {
  adventure: Adventure | null;
  diagnostics: Diagnostic[];
}

/** What the lint needs that the tree does not keep: every place a name was used. */
export interface Uses {
  plotwordsSet: Map<string, Pos[]>;
  plotwordsTested: Map<string, Pos[]>;
  countersSet: Map<string, Pos[]>;
  countersTested: Map<string, Pos[]>;
  itemsUsed: Set<string>;
  /** Words of the condition language tested anywhere (gold, day, ST, visited...). */
  keywords: Set<string>;
  /** Counters written as placeholders in text ({tolls}), where each is: the players read them. */
  countersInText: Map<string, Pos[]>;
  /** Companions a condition asks about (`with(Old Tam)`), by name as normalized, and where. */
  companionsTested: Map<string, Pos[]>;
  /** Companions some `join:` brings in, by name as normalized. */
  companionsJoined: Set<string>;
}

interface PendingRef {
  kind: 'section' | 'item' | 'skill' | 'spell' | 'counter' | 'table' | 'creature' | 'companion' | 'map' | 'plotword' | 'keyword';
  name: string;
  at: Pos;
  /** "section 3 option 2" */
  where: string;
  /** Called with the canonical name once resolved. */
  resolve?: (canonical: string) => void;
}

const BUILTIN_ITEMS: readonly string[] = [
  ...CREATION.belongings.map((b) => b.name),
  ...WEAPONS.filter((w) => w.name !== 'Unarmed').map((w) => w.name),
  ...ARMOR_TABLE.map((a) => a.name),
];

function pushUse(map: Map<string, Pos[]>, name: string, at: Pos): void {
  const list = map.get(name);
  if (list) list.push(at);
  else map.set(name, [at]);
}

export class AdventureReader {
  readonly r: Reader;
  readonly refs: PendingRef[] = [];
  readonly uses: Uses = {
    plotwordsSet: new Map(),
    plotwordsTested: new Map(),
    countersSet: new Map(),
    countersTested: new Map(),
    itemsUsed: new Set(),
    keywords: new Set(),
    countersInText: new Map(),
    companionsTested: new Map(),
    companionsJoined: new Set(),
  };
  /** The counters declared, known before any text is read: a placeholder may name one. */
  counterNames: ReadonlySet<string> = new Set();
  readonly tables = new Map<string, RandomTable>();
  readonly tableRefs: Array<{ name: string; at: Pos; where: string; set: (t: RandomTable) => void }> = [];
  readonly fights: Array<{ fight: Fight; where: string }> = [];
  /** Where each section says `dark: true`: the adventure must then declare its light. */
  readonly darkSections: Pos[] = [];
  /** The roles a `choose:` names, and where each is first chosen. */
  readonly rolesChosen = new Map<string, Pos>();
  /** Where a role is used (in "who", "by" or "split"): each must be chosen somewhere. */
  readonly roleUses: Array<{ role: string; at: Pos; where: string; unknown: string | null }> = [];
  /** Placeholders that name no counter and may name a role: `{diver}`. */
  readonly rolePlaceholders: Array<{ role: string; at: Pos; where: string; raw: string }> = [];

  constructor(r: Reader) {
    this.r = r;
  }

  // ---- conditions ------------------------------------------------------------------------------

  condition(f: Field | undefined, where: string): Cond | null {
    if (!f) return null;
    const v = f.value;
    if (isScalar(v) && typeof v.value === 'boolean') return { kind: 'num', value: v.value ? 1 : 0 };
    if (isSeq(v)) {
      // A list of conditions: all of them must hold.
      const items: Cond[] = [];
      for (const item of v.items as AnyNode[]) {
        const c = this.conditionNode(item, where, f.pos);
        if (c) items.push(c);
      }
      return items.length === 1 ? items[0] : { kind: 'and', items };
    }
    return this.conditionNode(v, where, f.pos);
  }

  conditionNode(v: AnyNode, where: string, at: Pos): Cond | null {
    // A bare number (`if: 1`) is refused as the schema refuses it: it reads as a condition that
    // always holds, which is more likely a slip (a section number?) than meant; write true or false.
    if (!isScalar(v) || typeof v.value !== 'string') {
      this.r.error('LAW0009', this.r.pos(v, at), `the condition of ${where} must be text such as "gold >= 5", not ${this.r.kindOf(v)}`, typeof (v as { value?: unknown }).value === 'number' ? 'a number is not a condition: write true or false, or a comparison such as "visited(12) > 0"' : null);
      return null;
    }
    const text = String(v.value);
    try {
      const { cond, refs } = parseCondition(text);
      for (const ref of refs) this.conditionRef(ref, v, where, at);
      return cond;
    } catch (e) {
      if (!(e instanceof ConditionError)) throw e;
      this.r.error('LAW0009', this.r.posIn(v, e.offset, at), `${where}: ${e.message} in "${text}"`, e.hint);
      return null;
    }
  }

  conditionRef(ref: Reference, node: AnyNode, where: string, at: Pos): void {
    const pos = this.r.posIn(node, ref.offset, at);
    switch (ref.kind) {
      case 'plotword':
        pushUse(this.uses.plotwordsTested, ref.name, pos);
        this.refs.push({ kind: 'plotword', name: ref.name, at: pos, where });
        break;
      case 'counter':
        pushUse(this.uses.countersTested, ref.name, pos);
        this.refs.push({ kind: 'counter', name: ref.name, at: pos, where });
        break;
      case 'keyword':
        this.uses.keywords.add(ref.name);
        break;
      case 'section':
        this.uses.keywords.add('visited');
        this.refs.push({ kind: ref.kind, name: ref.name, at: pos, where });
        break;
      case 'companion':
        pushUse(this.uses.companionsTested, normalizeName(ref.name), pos);
        this.refs.push({ kind: ref.kind, name: ref.name, at: pos, where });
        break;
      default:
        this.refs.push({ kind: ref.kind, name: ref.name, at: pos, where });
    }
  }

  // ---- text ------------------------------------------------------------------------------------

  text(f: Field | undefined, where: string): Paragraph[] {
    if (!f) return [];
    const v = f.value;
    if (isSeq(v)) {
      const out: Paragraph[] = [];
      for (const item of v.items as AnyNode[]) {
        if (isMap(item)) {
          const fields = this.r.fields(item, `a paragraph of ${where}`, PARAGRAPH_KEYS, ['text']);
          const text = this.textScalar(fields.get('text'), where);
          const cond = this.condition(fields.get('if'), `a paragraph of ${where}`);
          if (text !== null) out.push({ text, if: cond });
        } else {
          const text = this.textScalar({ key: item as Scalar, value: item, pos: this.r.pos(item, f.pos) }, where);
          if (text !== null) out.push({ text, if: null });
        }
      }
      return out;
    }
    const text = this.textScalar(f, where);
    return text === null ? [] : [{ text, if: null }];
  }

  textScalar(f: Field | undefined, where: string): string | null {
    if (!f) return null;
    const v = f.value;
    if (!isScalar(v) || (typeof v.value !== 'string' && typeof v.value !== 'number')) {
      this.r.error('LAW0004', this.r.pos(v, f.pos), `the text of ${where} must be text, not ${this.r.kindOf(v)}`, 'write long text as a block: "text: |" and the paragraphs indented below');
      return null;
    }
    const text = String(v.value).replace(/\s+$/, '');
    const re = /\{\{|\}\}|\{([^{}]*)\}/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      if (m[0] === '{{' || m[0] === '}}') continue;
      const name = m[1].trim();
      if ((PLACEHOLDERS as readonly string[]).includes(name)) continue;
      const at = this.r.posIn(v, m.index, f.pos);
      if (this.counterNames.has(name)) {
        pushUse(this.uses.countersInText, name, at);
        pushUse(this.uses.countersTested, name, at);
        continue;
      }
      // Perhaps a role ({diver}: the names of those chosen), known only once the whole file is read.
      if (ROLE_RE.test(name)) {
        this.rolePlaceholders.push({ role: name, at, where, raw: m[1] });
        continue;
      }
      this.placeholderError(at, where, m[1]);
    }
    return text;
  }

  placeholderError(at: Pos, where: string, raw: string): void {
    this.r.error('LAW0022', at, `${where}: "{${raw.length > 40 ? `${raw.slice(0, 40)}...` : raw}}" is not a placeholder`, `the placeholders are ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}, a counter's name ({tolls}) and a role chosen with "choose" ({diver}); write {{ and }} for braces`);
  }

  // ---- flows -----------------------------------------------------------------------------------

  /** An outcome: a section id alone (go there), or a mapping with text, effects and a way on. */
  outcome(f: Field | undefined, where: string, required: boolean, parentAt: Pos): Flow | null {
    if (!f) {
      if (required) this.r.error('LAW0003', parentAt, `${where} is missing`);
      return null;
    }
    const v = f.value;
    if (isScalar(v) && (typeof v.value === 'number' || typeof v.value === 'string')) {
      const at = this.r.pos(v, f.pos);
      const to = this.sectionRef(v, where, at);
      return { at, text: [], gm: null, effects: [], next: { kind: 'goto', to: to ?? '?', at } };
    }
    const map = this.r.map(v, where, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, where, FLOW_KEYS);
    return this.flow(map, fields, where);
  }

  sectionRef(v: AnyNode, where: string, at: Pos): string | null {
    const id = this.r.name(v, `the section ${where} goes to`, at);
    if (id === null) return null;
    this.refs.push({ kind: 'section', name: id, at: this.r.pos(v, at), where });
    return id;
  }

  flow(map: YAMLMap, fields: Map<string, Field>, where: string): Flow {
    const at = this.r.pos(map);
    const text = this.text(fields.get('text'), where);
    const gm = this.r.str(fields.get('gm'), `the GM note of ${where}`);
    const effects = this.effects(fields.get('do'), where);
    const ways = WAY_KEYS.filter((k) => fields.has(k));
    let next: Next = { kind: 'end', end: { at, title: '?', kind: 'neutral' } };
    if (ways.length === 0) {
      this.r.error('LAW0018', at, `${where} has no way on`, `give it one of: ${WAY_KEYS.join(', ')} (an ending is "end: Title")`);
    } else {
      if (ways.length > 1) {
        const second = fields.get(ways[1])!;
        this.r.error('LAW0017', second.pos, `${where} has both "${ways[0]}" and "${ways[1]}"`, 'a section or outcome goes on in one way only; put a check or a fight in a section of its own and go there');
      }
      const way = ways[0];
      const wf = fields.get(way)!;
      next = this.next(way, wf, where) ?? next;
    }
    return { at, text, gm, effects, next };
  }

  next(way: (typeof WAY_KEYS)[number], f: Field, where: string): Next | null {
    const construct = WAYS.find((w) => w.key === way);
    if (construct) return construct.read(this, f, where);
    switch (way) {
      case 'goto': {
        if (isSeq(f.value)) return this.branches(f, where);
        const to = this.sectionRef(f.value, where, f.pos);
        return to === null ? null : { kind: 'goto', to, at: this.r.pos(f.value, f.pos) };
      }
      case 'options': {
        const seq = this.r.seq(f.value, `the options of ${where}`, f.pos);
        if (!seq) return null;
        const options: Option[] = [];
        (seq.items as AnyNode[]).forEach((item, i) => {
          const o = this.option(item, `${where} option ${i + 1}`, i + 1, f.pos);
          if (o) options.push(o);
        });
        if (seq.items.length === 0) this.r.error('LAW0018', f.pos, `${where} has an empty list of options`, 'add at least one "- option: ..."');
        return { kind: 'options', options, at: f.pos };
      }
      case 'check': {
        const c = this.check(f, where);
        return c ? { kind: 'check', check: c } : null;
      }
      case 'contest': {
        const c = this.contest(f, where);
        return c ? { kind: 'contest', contest: c } : null;
      }
      case 'cast': {
        const c = this.cast(f, where);
        return c ? { kind: 'check', check: c } : null;
      }
      case 'fight': {
        const fight = this.fight(f, where);
        return fight ? { kind: 'fight', fight } : null;
      }
      case 'random': {
        const v = f.value;
        if (isScalar(v) && typeof v.value === 'string') {
          const next: Next = { kind: 'random', table: { at: f.pos, name: v.value, dice: { count: 1, sides: 6, modifier: 0 }, diceText: 'D6', rows: [] } };
          this.tableRefs.push({ name: v.value, at: this.r.pos(v, f.pos), where, set: (t) => ((next as { table: RandomTable }).table = t) });
          return next;
        }
        const t = this.table(v, null, where, f.pos);
        return t ? { kind: 'random', table: t } : null;
      }
      case 'tavern': {
        const t = this.tavern(f, where);
        return t ? { kind: 'tavern', tavern: t } : null;
      }
      default:
        throw new Error(`no construct reads "${way}"`);
    }
  }

  /** `goto:` as a list: the first `{ if: COND, to: N }` that holds, else the last, which has no `if`. */
  branches(f: Field, where: string): Next | null {
    const seq = f.value as import('./yaml-reader').YAMLSeq;
    const items = seq.items as AnyNode[];
    const at = this.r.pos(seq, f.pos);
    const branches: Branch[] = [];
    items.forEach((item, i) => {
      const w = `${where} goto ${i + 1}`;
      if (isScalar(item)) {
        // A section alone: the default, always taken when reached.
        const bAt = this.r.pos(item, at);
        const to = this.sectionRef(item, w, bAt);
        if (to !== null) branches.push({ at: bAt, if: null, to });
      } else {
        const map = this.r.map(item, w, at);
        if (!map) return;
        const fields = this.r.fields(map, w, BRANCH_KEYS, ['to']);
        const bAt = this.r.pos(map);
        const cond = this.condition(fields.get('if'), w);
        const tf = fields.get('to');
        const to = tf ? this.sectionRef(tf.value, w, tf.pos) : null;
        if (to !== null && (cond !== null || !fields.has('if'))) branches.push({ at: bAt, if: cond, to });
      }
      const last = i === items.length - 1;
      const conditional = isMap(item) && item.items.some((p) => isScalar(p.key) && p.key.value === 'if');
      if (last && conditional) this.r.error('LAW0033', this.r.pos(item, at), `${where}: the last way of a branching goto has an "if"`, 'end the list with a section alone (- 46) or { to: 46 }: where the party goes when no condition holds');
      if (!last && !conditional && (isScalar(item) || isMap(item))) this.r.error('LAW0033', this.r.pos(item, at), `${where}: goto ${i + 1} has no "if", so the ways after it are never taken`, 'only the last way of a branching goto goes without a condition');
    });
    if (items.length === 0) {
      this.r.error('LAW0018', at, `${where} has an empty list under goto`, 'write "goto: 12", or a list of "- { if: COND, to: N }" ending with a section alone');
      return null;
    }
    return { kind: 'branch', branches, at };
  }

  option(node: AnyNode, where: string, number: number, at: Pos): Option | null {
    const map = this.r.map(node, where, at);
    if (!map) return null;
    const fields = this.r.fields(map, where, OPTION_KEYS, ['option']);
    const label = this.r.str(fields.get('option'), `the label of ${where}`, { allowNumber: true });
    const cond = this.condition(fields.get('if'), where);
    const needs = this.condition(fields.get('needs'), where);
    const why = this.r.str(fields.get('why'), `the "why" of ${where}`);
    if (why !== null && !fields.has('needs')) this.r.error('LAW0025', fields.get('why')!.pos, `${where} says why it cannot be chosen, but has no "needs"`, '"why" explains a "needs" condition that fails');
    const talk = this.r.bool(fields.get('talk'), `"talk" of ${where}`) ?? false;
    const once = this.once(fields.get('once'), where);
    const flow = this.flow(map, fields, where);
    return { at: this.r.pos(map), number, label: label ?? '?', if: cond, needs, needsText: why, talk, once, flow };
  }

  once(f: Field | undefined, where: string): Once {
    if (!f) return false;
    const v = f.value;
    if (isScalar(v) && typeof v.value === 'boolean') return v.value ? 'game' : false;
    if (isScalar(v) && v.value === 'visit') return 'visit';
    this.r.error('LAW0025', this.r.pos(v, f.pos), `"once" of ${where} is true, false or visit, not ${this.r.kindOf(v)}`, 'once: true hides the option for the rest of the game once taken; once: visit until the party goes to another section');
    return false;
  }

  /**
   * The terms of a roll read from the game as it is played, `{alarms}` in `3/DX-{alarms}`: each is
   * taken out of the text (a condition's value: a counter, `lit`, `skill(Tracker)`...) and the rest is
   * an ordinary check.
   */
  stateModifiers(v: Scalar, text: string, where: string, at: Pos): { rest: string; modifiers: StateModifier[] } | null {
    const modifiers: StateModifier[] = [];
    let ok = true;
    const rest = text.replace(/\s*([+-])\s*\{([^{}]*)\}/g, (m, sign: string, inner: string, offset: number) => {
      try {
        const { cond, refs } = parseCondition(inner);
        const start = offset + m.indexOf('{') + 1;
        for (const ref of refs) this.conditionRef({ ...ref, offset: start + ref.offset }, v, where, at);
        modifiers.push({ sign: sign === '-' ? -1 : 1, value: cond, text: inner.trim() });
      } catch (e) {
        if (!(e instanceof ConditionError)) throw e;
        this.r.error('LAW0007', this.r.posIn(v, offset, at), `${where}: "{${inner.length > 40 ? `${inner.slice(0, 40)}...` : inner}}" in "${text.length > 60 ? `${text.slice(0, 60)}...` : text}": ${e.message}`, 'a term read from the game is a counter or a value of the condition language in braces: 3/DX-{alarms}');
        ok = false;
      }
      return '';
    });
    if (/[{}]/.test(rest)) {
      this.r.error('LAW0007', this.r.pos(v, at), `${where}: "${text.length > 60 ? `${text.slice(0, 60)}...` : text}" has a brace that is not a term such as -{alarms}`, 'a term read from the game comes after the attribute, with its sign: 3/DX-{alarms}, 3/IQ+2-{alarms}');
      return null;
    }
    return ok ? { rest, modifiers } : null;
  }

  checkSpec(f: Field | undefined, where: string, at: Pos): { spec: CheckSpec; text: string; modifiers: StateModifier[] } | null {
    if (!f) {
      this.r.error('LAW0003', at, `${where} needs "roll"`, 'for example "roll: 3/DX" or "roll: 3/ST+Climbing"');
      return null;
    }
    const v = f.value;
    if (!isScalar(v) || typeof v.value !== 'string') {
      this.r.error('LAW0007', this.r.pos(v, f.pos), `the roll of ${where} must be a check such as 3/DX, not ${this.r.kindOf(v)}`);
      return null;
    }
    const text = v.value.trim();
    const terms = this.stateModifiers(v, text, where, f.pos);
    if (!terms) return null;
    let spec: CheckSpec;
    try {
      spec = parseCheck(terms.rest);
    } catch (e) {
      if (!(e instanceof CheckSyntaxError)) throw e;
      this.r.error('LAW0007', this.r.pos(v, f.pos), `${where}: ${e.message}`, 'checks are written as in the rules: 3/DX, 4/IQ-2, 3/ST+CLIMBING (assisted), 3/ST against SWIMMING (required)');
      return null;
    }
    if (spec.value > MAX_CHECK_NUMBER || Math.abs(spec.modifier) > MAX_CHECK_NUMBER) {
      this.r.error('LAW0007', this.r.pos(v, f.pos), `${where}: "${text.length > 40 ? `${text.slice(0, 40)}...` : text}" has a number past ${MAX_CHECK_NUMBER}`, 'a check rolls a few dice against an attribute or a number, as in the rules: 3/DX, 4/IQ-2, 3/11');
      return null;
    }
    if (spec.skill) {
      const skill = findSkill(spec.skill.name);
      if (!skill) {
        const close = this.r.closest(spec.skill.name, SKILLS.map((s) => s.name));
        this.r.error('LAW0010', this.r.posIn(v, text.toLowerCase().lastIndexOf(spec.skill.name.toLowerCase()), f.pos), `${where}: "${spec.skill.name}" is not a skill of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables skills');
        return null;
      }
      spec.skill = { ...spec.skill, name: skill.name };
    }
    return { spec, text, modifiers: terms.modifiers };
  }

  /** `companions`: a companion's name may stand here (a check's or a contest's roller, not a caster). */
  who(f: Field | undefined, where: string, allowed: readonly WhoRolls[] = WHO_ROLLS, key = 'who', companions = false): WhoRolls | RoleRef | CompanionRef {
    const w = this.r.str(f, `"${key}" of ${where}`);
    if (w === null) return 'chosen';
    if ((allowed as readonly string[]).includes(w)) return w as WhoRolls;
    const at = this.r.pos(f!.value, f!.pos);
    // Not a word of the language: the name of a role the player fills with `choose:`.
    if (ROLE_RE.test(w) && !(WHO_ROLLS as readonly string[]).includes(w) && !(TARGETS as readonly string[]).includes(w)) return this.roleUse(w, at, where, `${where}: ${key === 'by' ? 'who casts' : 'who rolls'} is one of ${allowed.join(', ')}, not "${w}"`);
    // Not a role's form (a capital, a space): a companion, as a heal names him; one not declared is LAW0013.
    if (companions) {
      const ref: CompanionRef = { companion: w };
      this.refs.push({ kind: 'companion', name: w, at, where, resolve: (c) => (ref.companion = c) });
      return ref;
    }
    this.r.error('LAW0025', at, `${where}: ${key === 'by' ? 'who casts' : 'who rolls'} is one of ${allowed.join(', ')} or a role chosen with "choose"${companions ? ' or a companion' : ''}, not "${w}"`);
    return 'chosen';
  }

  /** `unknown`: what to say of the word when the file chooses no role at all, so that it was not meant as one. */
  roleUse(role: string, at: Pos, where: string, unknown: string | null = null): RoleRef {
    this.roleUses.push({ role, at, where, unknown });
    return { role };
  }

  /** A role's name as `choose: { as: NAME }` or `split: NAME` gives it, or null (reported). */
  roleName(f: Field, where: string): string | null {
    const name = this.r.str(f, where);
    if (name === null) return null;
    if (!ROLE_RE.test(name) || (WHO_ROLLS as readonly string[]).includes(name) || (TARGETS as readonly string[]).includes(name)) {
      this.r.error('LAW0043', this.r.pos(f.value, f.pos), `${where}: "${name.length > 40 ? `${name.slice(0, 40)}...` : name}" cannot name a role`, `a role is lower-case words joined by hyphens (well-diver), other than ${[...new Set([...TARGETS, ...WHO_ROLLS])].join(', ')}`);
      return null;
    }
    return name;
  }

  /** `cast: { spell: Light, by: chosen, pass: ..., fail: ... }`: a spell's 3/IQ as a check, its fatigue paid on a pass. */
  cast(f: Field, where: string): Check | null {
    const w = `the casting of ${where}`;
    const map = this.r.map(f.value, w, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, w, CAST_KEYS, ['spell', 'pass', 'fail']);
    const at = this.r.pos(map);
    const who = this.who(fields.get('by'), w, WHO_CASTS, 'by');
    const pass = this.outcome(fields.get('pass'), `${where} when the spell works`, false, at);
    const fail = this.outcome(fields.get('fail'), `${where} when it fails`, false, at);
    const sf = fields.get('spell');
    const name = sf ? this.r.name(sf.value, `the spell of ${w}`, sf.pos) : null;
    if (name === null || !pass || !fail) return null;
    const sAt = this.r.pos(sf!.value, sf!.pos);
    const spell = findSpell(name);
    if (!spell) {
      const close = this.r.closest(name, SPELLS.map((x) => x.name));
      this.r.error('LAW0011', sAt, `${w}: "${name}" is not a spell of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables spells');
      return null;
    }
    // MAGIC, Fatigue: the cost the rules give; a spell of X fatigue is cast at the X the author sets.
    const ff = fields.get('fatigue');
    let fatigue: number;
    if (spell.cost.kind === 'fixed' || spell.cost.kind === 'by-target-st') {
      fatigue = spell.cost.fatigue;
      if (ff) this.r.error('LAW0040', ff.pos, `${w}: ${spell.name} costs ${fatigue} fatigue by the rules; "fatigue" is only for a spell of X fatigue`);
    } else if (spell.cost.kind === 'per-point') {
      const max = spell.cost.max ?? 20;
      fatigue = ff ? (this.r.int(ff, `the fatigue of ${w}`, 1, max) ?? 1) : 1;
    } else {
      this.r.error('LAW0040', sAt, `${w}: ${spell.name} costs what the thing it acts on sets, so it cannot be cast in a scene`, 'cast it in a fight, or describe what happens with effects');
      return null;
    }
    const spec = parseCheck('3/IQ');
    return { at, text: `${spell.name} (3/IQ)`, spec, modifiers: [], who, cast: { spell: spell.name, fatigue }, pass, fail, passBy: [], failBy: [] };
  }

  margins(f: Field | undefined, where: string, kind: 'pass-by' | 'fail-by'): MarginOutcome[] {
    if (!f) return [];
    const map = this.r.map(f.value, `"${kind}" of ${where}`, f.pos);
    if (!map) return [];
    const out: MarginOutcome[] = [];
    for (const pair of map.items) {
      const k = pair.key as AnyNode;
      const by = this.r.intNode(k, `a margin of "${kind}" in ${where}`, 1, 99);
      if (by === null) continue;
      const flow = this.outcome({ key: k as Scalar, value: pair.value as AnyNode, pos: this.r.pos(k) }, `${where} ${kind} ${by}`, true, this.r.pos(k));
      if (flow) out.push({ by, flow });
    }
    // The largest margin reached wins, so they are kept largest first.
    return out.sort((a, b) => b.by - a.by);
  }

  check(f: Field, where: string): Check | null {
    const map = this.r.map(f.value, `the check of ${where}`, f.pos);
    if (!map) return null;
    const w = `the check of ${where}`;
    const fields = this.r.fields(map, w, CHECK_KEYS, ['roll', 'pass', 'fail']);
    const at = this.r.pos(map);
    const spec = this.checkSpec(fields.get('roll'), w, at);
    const who = this.who(fields.get('who'), w, WHO_ROLLS, 'who', true);
    const pass = this.outcome(fields.get('pass'), `${where} on a pass`, false, at);
    const fail = this.outcome(fields.get('fail'), `${where} on a failure`, false, at);
    const passBy = this.margins(fields.get('pass-by'), where, 'pass-by');
    const failBy = this.margins(fields.get('fail-by'), where, 'fail-by');
    if (!spec || !pass || !fail) return null;
    return { at, text: spec.text, spec: spec.spec, modifiers: spec.modifiers, who, pass, fail, passBy, failBy };
  }

  contest(f: Field, where: string): Contest | null {
    const w = `the contest of ${where}`;
    const map = this.r.map(f.value, w, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, w, CONTEST_KEYS, ['roll', 'against', 'win', 'lose']);
    const at = this.r.pos(map);
    const spec = this.checkSpec(fields.get('roll'), w, at);
    const who = this.who(fields.get('who'), w, WHO_ROLLS, 'who', true);
    const against = this.against(fields.get('against'), w);
    const win = this.outcome(fields.get('win'), `${where} on winning`, false, at);
    const lose = this.outcome(fields.get('lose'), `${where} on losing`, false, at);
    const tie = this.outcome(fields.get('tie'), `${where} when nobody wins`, false, at);
    if (!spec || !against || !win || !lose) return null;
    return { at, text: spec.text, spec: spec.spec, modifiers: spec.modifiers, against, who, win, lose, tie };
  }

  against(f: Field | undefined, where: string): Opponent | null {
    if (!f) return null;
    const map = this.r.map(f.value, `"against" of ${where}`, f.pos);
    if (!map) return null;
    const w = `the other side of ${where}`;
    const fields = this.r.fields(map, w, AGAINST_KEYS, ['roll']);
    const spec = this.checkSpec(fields.get('roll'), w, this.r.pos(map));
    const creatureF = fields.get('creature');
    const creature = creatureF ? this.r.name(creatureF.value, `the creature of ${w}`, creatureF.pos) : null;
    const name = this.r.str(fields.get('name'), `the name of ${w}`);
    if (!spec) return null;
    const opp: Opponent = { name: name ?? creature ?? 'the opponent', spec: spec.spec, creature };
    if (creature !== null) {
      this.refs.push({ kind: 'creature', name: creature, at: this.r.pos(creatureF!.value, creatureF!.pos), where: w, resolve: (c) => (opp.creature = c) });
    } else if (spec.spec.attribute !== null) {
      this.r.error('LAW0003', this.r.pos(map), `${w} rolls against ${spec.spec.attribute} but names no creature`, `add "creature: NAME" (its ${spec.spec.attribute} is used), or give a number: "roll: 3/11"`);
    }
    if (spec.spec.skill) this.r.error('LAW0007', fields.get('roll')!.pos, `${w}: the other side of a contest rolls an attribute or a number, without a skill`, 'put skill bonuses in the number: "roll: 3/13"');
    return opp;
  }

  fight(f: Field, where: string): Fight | null {
    const w = `the fight of ${where}`;
    const map = this.r.map(f.value, w, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, w, FIGHT_KEYS, ['map', 'foes', 'victory']);
    const at = this.r.pos(map);
    const mapF = fields.get('map');
    const mapName = mapF ? this.r.name(mapF.value, `the map of ${w}`, mapF.pos) : null;
    if (mapName !== null) this.refs.push({ kind: 'map', name: mapName, at: this.r.pos(mapF!.value, mapF!.pos), where: w });
    const foes: Foe[] = [];
    const foesF = fields.get('foes');
    if (foesF) {
      const seq = this.r.seq(foesF.value, `the foes of ${w}`, foesF.pos);
      (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
        const foe = this.foe(item, `foe ${i + 1} of ${w}`, foesF.pos);
        if (foe) foes.push(foe);
      });
      if (seq && seq.items.length === 0) this.r.error('LAW0003', foesF.pos, `${w} has no foes`, 'list at least one creature');
    }
    const partyZone = this.r.str(fields.get('party-zone'), `"party-zone" of ${w}`);
    const surpriseS = this.r.str(fields.get('surprise'), `"surprise" of ${w}`);
    let surprise: Fight['surprise'] = null;
    if (surpriseS !== null) {
      if (surpriseS === 'party' || surpriseS === 'foes') surprise = surpriseS;
      else this.r.error('LAW0025', fields.get('surprise')!.pos, `${w}: surprise is "party" or "foes", not "${surpriseS}"`, 'the side named gets one free turn first (SEQUENCE OF PLAY, Surprise)');
    }
    for (const z of [partyZone]) if (z !== null && !/^[A-Z]$/.test(z)) this.r.error('LAW0025', fields.get('party-zone')!.pos, `${w}: a start zone is one capital letter, not "${z}"`);
    const victory = this.outcome(fields.get('victory'), `${where} on victory`, false, at);
    const fled = this.outcome(fields.get('fled'), `${where} when the party flees`, false, at);
    const { flow: defeat, capture } = this.defeat(fields.get('defeat'), `${where} on defeat`);
    const allies = this.foeList(fields.get('allies'), `the allies of ${w}`, 'ally');
    const reinforcements = this.reinforcements(fields.get('reinforcements'), w);
    const ends = this.fightEnd(fields.get('ends'), where, w);
    // A foe keeps its wounds under its name: two of one name would share them.
    const every = [...foes, ...reinforcements.flatMap((g) => g.foes)];
    for (const foe of every) {
      if (!foe.keepsWounds) continue;
      if (foe.name === null || foe.count !== 1) this.r.error('LAW0025', foe.at, `${w}: a foe that keeps its wounds is one foe with a name of its own`, 'write "{ creature: Ogre, name: Grosh, keep-wounds: true }"');
    }
    if (ends) {
      // Named foes only: unnamed ones are numbered by the combat engine, among all of their kind.
      const names = new Set(every.flatMap((foe) => (foe.name === null ? [] : foe.count > 1 ? Array.from({ length: foe.count }, (_, k) => `${foe.name} ${k + 1}`) : [foe.name])));
      for (const name of ends.fallen) {
        if (!names.has(name)) this.r.error('LAW0025', ends.at, `${w}: "fallen" names ${name}, who is not a named foe of this fight`, names.size ? `the named foes: ${[...names].join(', ')}` : 'give the foe a name: "{ creature: Ogre, name: Grosh }"');
      }
    }
    if (mapName === null || !victory) return null;
    const fight: Fight = { at, map: mapName, foes, partyZone, surprise, allies, reinforcements, ends, capture, victory, fled, defeat };
    this.fights.push({ fight, where });
    return fight;
  }

  /** A game at a tavern table: the tavern says which games, seats and variants there are. */
  tavern(f: Field, where: string): TavernTable | null {
    const w = `the tavern game of ${where}`;
    const map = this.r.map(f.value, w, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, w, TAVERN_KEYS, ['game', 'opponents', 'win', 'loss']);
    const at = this.r.pos(map);
    const gameF = fields.get('game');
    const gameId = gameF ? this.r.str(gameF, `the game of ${w}`) : null;
    const gamePos = gameF ? this.r.pos(gameF.value, gameF.pos) : at;
    let facts = gameId === null ? null : tavernPort().facts(gameId.trim());
    if (facts && facts.status === 'unknown') {
      const close = this.r.closest(gameId!, facts.known);
      this.r.error('LAW0027', gamePos, `${w}: "${gameId}" is not a tavern game`, close.length ? `did you mean ${close.join(' or ')}?` : `the games are ${facts.known.join(', ')}`);
      facts = null;
    } else if (facts && facts.status === 'unavailable') {
      this.r.error('LAW0028', gamePos, `${w}: ${facts.why}`, 'law tavern lists the games that can be played');
      facts = null;
    }
    const ready = facts && facts.status === 'ready' ? facts : null;

    const variants: string[] = [];
    const vf = fields.get('variants');
    if (vf) {
      const seq = this.r.seq(vf.value, `the variants of ${w}`, vf.pos);
      for (const item of (seq?.items ?? []) as AnyNode[]) {
        const v = this.r.name(item, `a variant of ${w}`, vf.pos);
        if (v === null) continue;
        const vAt = this.r.pos(item, vf.pos);
        if (variants.includes(v)) this.r.error('LAW0023', vAt, `${w} names the variant "${v}" twice`, 'remove one of them');
        else if (ready && !ready.variants.includes(v)) {
          const close = this.r.closest(v, ready.variants);
          this.r.error('LAW0029', vAt, `${w}: ${ready.title} has no variant "${v}"`, close.length ? `did you mean ${close.join(' or ')}?` : ready.variants.length ? `its variants are ${ready.variants.join(', ')} (law tavern rules ${ready.id})` : `${ready.title} has no variants`);
        } else variants.push(v);
      }
    }

    const opponents: TavernOpponent[] = [];
    const of = fields.get('opponents');
    const seq = of ? this.r.seq(of.value, `the opponents of ${w}`, of.pos) : null;
    if (seq) {
      (seq.items as AnyNode[]).forEach((item, i) => {
        const o = this.opponent(item, `opponent ${i + 1} of ${w}`, of!.pos);
        if (!o) return;
        if (opponents.some((x) => x.name.toLowerCase() === o.name.toLowerCase())) this.r.error('LAW0023', o.at, `${w}: two opponents are named "${o.name}"`, 'give each player at the table his own name');
        opponents.push(o);
      });
      if (ready) {
        const players = seq.items.length + 1;
        const { min, max } = ready.players;
        if (players < min || players > max) {
          const span = (a: number, b: number) => (a === b ? `${a}` : b === a + 1 ? `${a} or ${b}` : `${a} to ${b}`);
          this.r.error('LAW0030', this.r.pos(seq, of!.pos), `${w}: ${ready.title} is for ${span(min, max)} players, and this table has ${players} (the hero and ${seq.items.length} opponent${seq.items.length === 1 ? '' : 's'})`, `list ${span(min - 1, max - 1)} opponent${max - 1 === 1 ? '' : 's'}: the hero takes the other seat`);
        }
      }
    }

    const stake = fields.has('stake') ? this.r.int(fields.get('stake'), `the stake of ${w}`, 0, 1_000_000) : 0;
    const whoS = this.r.str(fields.get('who'), `"who" of ${w}`);
    let who: WhoPlays = 'chosen';
    if (whoS !== null) {
      if ((WHO_PLAYS as readonly string[]).includes(whoS)) who = whoS as WhoPlays;
      else this.r.error('LAW0025', this.r.pos(fields.get('who')!.value, fields.get('who')!.pos), `${w}: who plays is ${WHO_PLAYS.join(' or ')}, not "${whoS}"`, 'chosen: the player picks who sits down (the default); leader: the first member standing');
    }
    const win = this.outcome(fields.get('win'), `${where} on a win at the table`, false, at);
    const loss = this.outcome(fields.get('loss'), `${where} on a loss at the table`, false, at);
    const draw = this.outcome(fields.get('draw'), `${where} on a draw at the table`, false, at);
    if (gameId === null || !ready || !win || !loss || stake === null) return null;
    return { at, game: ready.id, title: ready.title, variants, opponents, stake, who, win, loss, draw };
  }

  opponent(node: AnyNode, where: string, at: Pos): TavernOpponent | null {
    // A name alone plays at the normal level.
    if (isScalar(node) && typeof node.value === 'string' && node.value.trim() !== '') return { at: this.r.pos(node, at), name: node.value.trim(), level: 'normal' };
    const map = this.r.map(node, where, at);
    if (!map) return null;
    const fields = this.r.fields(map, where, OPPONENT_KEYS, ['name']);
    const name = this.r.str(fields.get('name'), `the name of ${where}`, { allowNumber: true });
    const levelS = this.r.str(fields.get('level'), `the level of ${where}`);
    let level: TavernLevel = 'normal';
    if (levelS !== null) {
      if ((TAVERN_LEVELS as readonly string[]).includes(levelS)) level = levelS as TavernLevel;
      else {
        const close = this.r.closest(levelS, TAVERN_LEVELS);
        this.r.error('LAW0025', this.r.pos(fields.get('level')!.value, fields.get('level')!.pos), `${where}: the level is one of ${TAVERN_LEVELS.join(', ')}, not "${levelS}"`, close.length ? `did you mean ${close[0]}?` : 'easy bots play loosely, hard ones search ahead');
      }
    }
    if (name === null || name.trim() === '') return null;
    return { at: this.r.pos(map), name: name.trim(), level };
  }

  /** A list of foes or allies (`allies:`, a group of reinforcements); empty when absent. */
  foeList(f: Field | undefined, where: string, one: string): Foe[] {
    if (!f) return [];
    const seq = this.r.seq(f.value, where, f.pos);
    const out: Foe[] = [];
    (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
      const foe = this.foe(item, `${one} ${i + 1} of ${where}`, f.pos);
      if (foe) out.push(foe);
    });
    if (seq && seq.items.length === 0) this.r.error('LAW0003', f.pos, `${where} is an empty list`, 'list at least one creature, or leave the key out');
    return out;
  }

  reinforcements(f: Field | undefined, w: string): Reinforcement[] {
    if (!f) return [];
    const seq = this.r.seq(f.value, `the reinforcements of ${w}`, f.pos);
    const out: Reinforcement[] = [];
    (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
      const where = `reinforcement ${i + 1} of ${w}`;
      const map = this.r.map(item, where, f.pos);
      if (!map) return;
      const fields = this.r.fields(map, where, REINFORCEMENT_KEYS, ['round', 'foes']);
      const round = this.r.int(fields.get('round'), `the round of ${where}`, 2, MAX_FIGHT_ROUNDS);
      const zone = this.r.str(fields.get('zone'), `the zone of ${where}`);
      if (zone !== null && !/^[A-Z]$/.test(zone)) this.r.error('LAW0025', fields.get('zone')!.pos, `${where}: a start zone is one capital letter, not "${zone}"`);
      // The group's zone is each foe's unless the foe names its own (set in place: the creature's name resolves into the same foe).
      const foes = this.foeList(fields.get('foes'), `the foes of ${where}`, 'foe');
      if (zone !== null && /^[A-Z]$/.test(zone)) for (const foe of foes) foe.zone ??= zone;
      if (round !== null && fields.has('foes')) out.push({ at: this.r.pos(map), round, foes });
    });
    return out;
  }

  /** `ends:` of a fight: after a number of rounds (`5` or "5 rounds") and/or when named foes are down, and where it leads. */
  fightEnd(f: Field | undefined, where: string, w: string): FightEnd | null {
    if (!f) return null;
    const what = `${where} when the fight ends by itself`;
    const map = this.r.map(f.value, `"ends" of ${w}`, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, `"ends" of ${w}`, FIGHT_END_KEYS);
    const at = this.r.pos(map);
    let after: number | null = null;
    const af = fields.get('after');
    if (af) {
      const v = af.value;
      const text = isScalar(v) ? String(v.value).trim() : '';
      const m = /^(\d+)(?:\s*rounds?)?$/.exec(text);
      const n = m ? Number(m[1]) : NaN;
      if (!(n >= 1 && n <= MAX_FIGHT_ROUNDS)) this.r.error('LAW0025', this.r.pos(v, af.pos), `${w}: "after" is a number of rounds from 1 to ${MAX_FIGHT_ROUNDS}, not ${this.r.kindOf(v)}`, 'write "after: 5" or "after: 5 rounds"');
      else after = n;
    }
    const fallen: string[] = [];
    const ff = fields.get('fallen');
    if (ff) {
      const v = ff.value;
      const items = isSeq(v) ? (v.items as AnyNode[]) : [v];
      for (const item of items) {
        const name = this.r.name(item, `a foe of "fallen" of ${w}`, ff.pos);
        if (name !== null) fallen.push(name);
      }
    }
    if (!af && !ff) {
      this.r.error('LAW0003', at, `"ends" of ${w} says neither "after" nor "fallen"`, 'write "after: 5" (rounds) or "fallen: [Grosh]" (foes whose fall ends it), or both');
      return null;
    }
    const flow = this.flow(map, fields, what);
    return { at, after, fallen, flow };
  }

  /** A defeat's outcome, which may take the fallen captive (`capture: true`). */
  defeat(f: Field | undefined, where: string): { flow: Flow | null; capture: boolean } {
    if (!f || !isMap(f.value)) return { flow: this.outcome(f, where, false, f?.pos ?? { line: 1, column: 1 }), capture: false };
    const map = f.value;
    const fields = this.r.fields(map, where, DEFEAT_KEYS);
    const capture = fields.has('capture') ? this.r.bool(fields.get('capture'), `"capture" of ${where}`) === true : false;
    return { flow: this.flow(map, fields, where), capture };
  }

  foe(node: AnyNode, where: string, at: Pos): Foe | null {
    if (isScalar(node) && typeof node.value === 'string') {
      const foe: Foe = { at: this.r.pos(node, at), creature: node.value, count: 1, zone: null, name: null, keepsWounds: false };
      this.refs.push({ kind: 'creature', name: node.value, at: foe.at, where, resolve: (c) => (foe.creature = c) });
      return foe;
    }
    const map = this.r.map(node, where, at);
    if (!map) return null;
    const fields = this.r.fields(map, where, FOE_KEYS, ['creature']);
    const cf = fields.get('creature');
    const creature = cf ? this.r.name(cf.value, `the creature of ${where}`, cf.pos) : null;
    const count = fields.has('count') ? this.r.int(fields.get('count'), `the count of ${where}`, 1, 50) : 1;
    const zone = this.r.str(fields.get('zone'), `the zone of ${where}`);
    if (zone !== null && !/^[A-Z]$/.test(zone)) this.r.error('LAW0025', fields.get('zone')!.pos, `${where}: a start zone is one capital letter, not "${zone}"`);
    const name = this.r.str(fields.get('name'), `the name of ${where}`);
    const keepsWounds = fields.has('keep-wounds') ? this.r.bool(fields.get('keep-wounds'), `"keep-wounds" of ${where}`) === true : false;
    if (creature === null || count === null) return null;
    const foe: Foe = { at: this.r.pos(map), creature, count, zone, name, keepsWounds };
    this.refs.push({ kind: 'creature', name: creature, at: this.r.pos(cf!.value, cf!.pos), where, resolve: (c) => (foe.creature = c) });
    return foe;
  }

  table(node: AnyNode, name: string | null, where: string, at: Pos): RandomTable | null {
    const w = name ? `table "${name}"` : `the random table of ${where}`;
    const map = this.r.map(node, w, at);
    if (!map) return null;
    const fields = this.r.fields(map, w, TABLE_KEYS, ['roll', 'results']);
    const rf = fields.get('roll');
    const diceText = this.r.str(rf, `the roll of ${w}`);
    let dice = null;
    if (diceText !== null) {
      try {
        const d = parseDice(diceText);
        if (d.count === 'X') throw new DiceSyntaxError(`"${diceText}": a table rolls a fixed number of dice`);
        if (Math.abs(d.modifier) > MAX_CHECK_NUMBER) throw new DiceSyntaxError(`"${diceText}": the modifier is at most ${MAX_CHECK_NUMBER}`);
        dice = fixDice(d);
      } catch (e) {
        if (!(e instanceof DiceSyntaxError)) throw e;
        this.r.error('LAW0008', this.r.pos(rf!.value, rf!.pos), `${w}: ${e.message}`, 'for example "roll: D6" or "roll: 2D6"');
      }
    }
    const rows: RandomTable['rows'] = [];
    const resF = fields.get('results');
    const res = resF ? this.r.map(resF.value, `the results of ${w}`, resF.pos) : null;
    if (res) {
      for (const pair of res.items) {
        const k = pair.key as AnyNode;
        const kAt = this.r.pos(k, resF!.pos);
        const raw = isScalar(k) ? String(k.value) : '';
        const m = /^\s*(-?\d+)\s*(?:(?:-|\.\.|to)\s*(-?\d+))?\s*$/.exec(raw);
        if (!m) {
          this.r.error('LAW0016', kAt, `${w}: "${raw}" is not a roll or a range of rolls`, 'write a total ("7") or a range ("2-6")');
          continue;
        }
        const from = Number(m[1]);
        const to = m[2] === undefined ? from : Number(m[2]);
        if (to < from) {
          this.r.error('LAW0016', kAt, `${w}: the range ${raw} runs backwards`, `write ${to}-${from}`);
          continue;
        }
        const flow = this.outcome({ key: k as Scalar, value: pair.value as AnyNode, pos: kAt }, `${where} on a roll of ${raw}`, true, kAt);
        if (flow) rows.push({ at: kAt, from, to, flow });
      }
    }
    if (!dice || !res) return null;
    // Every total the dice can show must lead somewhere, and to one place only.
    const lo = dice.count + dice.modifier;
    const hi = dice.count * dice.sides + dice.modifier;
    const sorted = [...rows].sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i].from <= sorted[i - 1].to) {
        this.r.error('LAW0016', sorted[i].at, `${w}: ${sorted[i].from === sorted[i].to ? sorted[i].from : `${sorted[i].from}-${sorted[i].to}`} overlaps ${sorted[i - 1].from}-${sorted[i - 1].to}`, 'each total belongs to one row only');
      }
    }
    const missing: number[] = [];
    for (let t = lo; t <= hi; t++) if (!rows.some((row) => row.from <= t && t <= row.to)) missing.push(t);
    if (missing.length) this.r.error('LAW0016', this.r.pos(res, resF!.pos), `${w}: ${diceText} can roll ${formatRuns(missing)}, which no row covers`, `the rows must cover ${lo} to ${hi}`);
    for (const row of rows) {
      if (row.to < lo || row.from > hi) this.r.error('LAW0016', row.at, `${w}: ${diceText} never rolls ${row.from === row.to ? row.from : `${row.from}-${row.to}`}`, `${diceText} rolls ${lo} to ${hi}`);
    }
    return { at: this.r.pos(map), name, dice, diceText: diceText ?? '', rows };
  }

  // ---- effects ---------------------------------------------------------------------------------

  effects(f: Field | undefined, where: string): Effect[] {
    if (!f) return [];
    const seq = this.r.seq(f.value, `"do" of ${where}`, f.pos);
    if (!seq) return [];
    const out: Effect[] = [];
    for (const item of seq.items as AnyNode[]) {
      const e = this.effect(item, where, f.pos);
      if (e) out.push(e);
    }
    return out;
  }

  effect(node: AnyNode, where: string, at: Pos): Effect | null {
    const w = `an effect of ${where}`;
    const map = this.r.map(node, w, at);
    if (!map) return null;
    const fields = this.r.fields(map, w, EFFECT_FIELDS);
    const verbs = [...fields.keys()].filter((k) => k !== 'who') as Array<(typeof EFFECT_KEYS)[number]>;
    const pos = this.r.pos(map);
    if (verbs.length !== 1) {
      if (verbs.length === 0) this.r.error('LAW0019', pos, `${w} says what happens with one of: ${EFFECT_KEYS.join(', ')}`, 'for example "- damage: 1D6" or "- gain: Rope"');
      else this.r.error('LAW0019', fields.get(verbs[1])!.pos, `${w} has both "${verbs[0]}" and "${verbs[1]}"`, 'write each effect as its own "- " line');
      return null;
    }
    const verb = verbs[0];
    const vf = fields.get(verb)!;
    const whoS = this.r.str(fields.get('who'), `"who" of ${w}`);
    let who: Target | RoleRef | null = null;
    // A heal may fall on a companion, named as "companions:" names him; nothing else touches one.
    let healed: string | null = null;
    const companionWho = whoS !== null && verb === 'heal' && !ROLE_RE.test(whoS) && !(TARGETS as readonly string[]).includes(whoS);
    if (companionWho) healed = whoS;
    else if (whoS !== null) {
      const isRole = !(TARGETS as readonly string[]).includes(whoS) && !(WHO_ROLLS as readonly string[]).includes(whoS) && ROLE_RE.test(whoS);
      if (!(TARGETS as readonly string[]).includes(whoS) && !isRole) this.r.error('LAW0025', fields.get('who')!.pos, `${w}: who is one of ${TARGETS.join(', ')} or a role chosen with "choose", not "${whoS}"`);
      else if (PARTY_EFFECTS.has(verb)) this.r.error('LAW0019', fields.get('who')!.pos, `${w}: "${verb}" concerns the whole party, so it takes no "who"`);
      else who = isRole ? this.roleUse(whoS, this.r.pos(fields.get('who')!.value, fields.get('who')!.pos), w, `${w}: who is one of ${TARGETS.join(', ')}, not "${whoS}"`) : (whoS as Target);
    }
    const base = { at: pos, who };
    const v = vf.value;
    const vAt = this.r.pos(v, vf.pos);
    switch (verb) {
      case 'damage':
      case 'fatigue':
      case 'heal':
      case 'gold':
      case 'xp':
      case 'karma':
      case 'wishes':
      case 'curse':
      case 'lift-curse': {
        const amount = this.amount(v, verb, w, vAt);
        if (!amount) return null;
        if (amount.kind === 'all' && verb !== 'heal') {
          this.r.error('LAW0019', vAt, `${w}: "all" is an amount only for heal`);
          return null;
        }
        const signed = (amount.kind === 'number' && amount.value < 0) || (amount.kind !== 'number' && amount.kind !== 'all' && amount.sign < 0);
        if (signed && !['gold', 'xp', 'karma', 'wishes'].includes(verb)) {
          this.r.error('LAW0019', vAt, `${w}: ${verb} takes an amount of 0 or more`, verb === 'damage' ? 'to take damage away, use "heal"' : verb === 'heal' ? 'to hurt, use "damage"' : null);
          return null;
        }
        if (healed !== null) {
          const e = { ...base, kind: 'heal' as const, amount, companion: healed };
          const whoF = fields.get('who')!;
          this.refs.push({ kind: 'companion', name: healed, at: this.r.pos(whoF.value, whoF.pos), where: w, resolve: (c) => (e.companion = c) });
          return e;
        }
        return { ...base, kind: verb, amount } as Effect;
      }
      case 'gain':
      case 'lose': {
        const text = this.r.name(v, `the item of ${w}`, vf.pos);
        if (text === null) return null;
        const m = /^(\d+)\s+(.+)$/.exec(text);
        const count = m ? Number(m[1]) : 1;
        const e = { ...base, kind: verb, item: m ? m[2].trim() : text, count } as Effect & { item: string };
        if (count < 1) {
          this.r.error('LAW0019', vAt, `${w}: a count is at least 1`);
          return null;
        }
        if (count > MAX_ITEM_COUNT) {
          this.r.error('LAW0025', vAt, `${w}: ${verb} ${m![1].length > 16 ? `${m![1].slice(0, 16)}...` : m![1]} is more than the ${MAX_ITEM_COUNT} of one item an effect may ${verb === 'gain' ? 'give' : 'take'}`, `write at most "${verb}: ${MAX_ITEM_COUNT} ${e.item}"`);
          return null;
        }
        this.refs.push({ kind: 'item', name: e.item, at: vAt, where: w, resolve: (c) => (e.item = c) });
        return e;
      }
      case 'plotword':
      case 'clear-plotword': {
        const word = this.r.name(v, `the plotword of ${w}`, vf.pos);
        if (word === null) return null;
        if (!isPlotwordName(word)) {
          this.r.error('LAW0019', vAt, `${w}: "${word}" is not a plotword name`, `plotwords are written in capitals, letters, digits and hyphens: ${word.toUpperCase().replace(/[^A-Z0-9_-]+/g, '-')}`);
          return null;
        }
        if (verb === 'plotword') pushUse(this.uses.plotwordsSet, word, vAt);
        this.refs.push({ kind: 'plotword', name: word, at: vAt, where: w });
        return { ...base, kind: verb, word };
      }
      case 'time': {
        const text = isScalar(v) ? String(v.value) : '';
        const minutes = parseDuration(text);
        if (minutes === null) {
          this.r.error('LAW0019', vAt, `${w}: "${text.length > 40 ? `${text.slice(0, 40)}...` : text}" is not a length of time`, 'write a number and a unit: "30 minutes", "2 hours", "1 day", "1 week"');
          return null;
        }
        if (minutes > MAX_TIME_MINUTES) {
          this.r.error('LAW0025', vAt, `${w}: "${text.length > 40 ? `${text.slice(0, 40)}...` : text}" is more than a year`, 'one effect passes at most 52 weeks');
          return null;
        }
        return { ...base, kind: 'time', minutes, text };
      }
      case 'sleep': {
        const text = isScalar(v) ? String(v.value) : '';
        const until = /^\s*until\s+(.*)$/.exec(text);
        if (until) {
          const clock = parseClock(until[1]);
          if (clock === null || clock >= 1440) {
            this.r.error('LAW0019', vAt, `${w}: "${text.length > 40 ? `${text.slice(0, 40)}...` : text}" is not a time of day to wake at`, 'write "sleep: until 07:00" (hours 00 to 23)');
            return null;
          }
          return { ...base, kind: 'sleep', interrupted: false, until: clock };
        }
        if (text !== 'night' && text !== 'interrupted') {
          this.r.error('LAW0019', vAt, `${w}: sleep is "night", "interrupted" or "until HH:MM", not ${this.r.kindOf(v)}`, 'a full night brings back all fatigue; an interrupted one brings back one point (INJURY & EXHAUSTION, Fatigue)');
          return null;
        }
        return { ...base, kind: 'sleep', interrupted: text === 'interrupted', until: null };
      }
      case 'rest': {
        const text = isScalar(v) ? String(v.value) : '';
        const m = /^\s*(\d+)\s*(?:weeks?)?\s*$/.exec(text);
        if (!m || Number(m[1]) < 1 || Number(m[1]) > 52) {
          this.r.error('LAW0019', vAt, `${w}: rest is a number of weeks, from 1 to 52, not ${this.r.kindOf(v)}`, 'for example "rest: 1 week" (INJURY & EXHAUSTION, Recovery)');
          return null;
        }
        return { ...base, kind: 'rest', weeks: Number(m[1]) };
      }
      case 'set':
      case 'add': {
        const inner = this.r.map(v, `"${verb}" of ${w}`, vf.pos);
        if (!inner || inner.items.length !== 1) {
          if (inner) this.r.error('LAW0019', vAt, `${w}: "${verb}" takes one counter and a number: "${verb}: { alarms: 1 }"`);
          return null;
        }
        const pair = inner.items[0];
        const k = pair.key as AnyNode;
        const counter = this.r.name(k, `the counter of ${w}`, vAt);
        const value = this.r.intNode(pair.value as AnyNode, `the number of ${w}`, -1_000_000, 1_000_000, vAt);
        if (counter === null || value === null) return null;
        const kAt = this.r.pos(k, vAt);
        pushUse(this.uses.countersSet, counter, kAt);
        this.refs.push({ kind: 'counter', name: counter, at: kAt, where: w });
        return { ...base, kind: verb, counter, value };
      }
      case 'say': {
        const text = this.textScalar(vf, w);
        return text === null ? null : { ...base, kind: 'say', text };
      }
      case 'join':
      case 'leave': {
        const name = this.r.name(v, `the companion of ${w}`, vf.pos);
        if (name === null) return null;
        const e = { ...base, kind: verb, companion: name };
        if (verb === 'join') this.uses.companionsJoined.add(normalizeName(name));
        this.refs.push({ kind: 'companion', name, at: vAt, where: w, resolve: (c) => (e.companion = c) });
        return e;
      }
      case 'choose': {
        const inner = this.r.map(v, `"choose" of ${w}`, vf.pos);
        if (!inner) return null;
        const cw = `"choose" of ${w}`;
        const cf = this.r.fields(inner, cw, CHOOSE_KEYS, ['as']);
        const asF = cf.get('as');
        const role = asF ? this.roleName(asF, `the role of ${cw}`) : null;
        const prompt = this.textScalar(cf.get('prompt'), cw) ?? 'Who?';
        const count = this.r.str(cf.get('who'), `"who" of ${cw}`) ?? 'one';
        if (!(CHOOSE_COUNTS as readonly string[]).includes(count)) {
          this.r.error('LAW0025', cf.get('who')!.pos, `${cw}: who is one or some, not "${count}"`, 'one: the player names one member; some: one or more');
          return null;
        }
        if (role === null) return null;
        if (!this.rolesChosen.has(role)) this.rolesChosen.set(role, this.r.pos(asF!.value, asF!.pos));
        return { ...base, kind: 'choose', role, prompt, some: count === 'some' };
      }
      case 'split': {
        const role = this.roleName(vf, `"split" of ${w}`);
        if (role === null) return null;
        this.roleUse(role, vAt, w);
        return { ...base, kind: 'split', role };
      }
      case 'rejoin': {
        const value = isScalar(v) ? v.value : undefined;
        if (value !== true && value !== 'lost') {
          this.r.error('LAW0019', vAt, `${w}: rejoin is true (those waiting come back) or lost (they are lost to the party), not ${this.r.kindOf(v)}`);
          return null;
        }
        return { ...base, kind: 'rejoin', lost: value === 'lost' };
      }
    }
    return null;
  }

  amount(v: AnyNode, verb: string, where: string, at: Pos): Amount | null {
    const limit = AMOUNT_LIMITS[verb] ?? SHEET_LIMITS.damage;
    const tooMuch = (text: string): null => {
      this.r.error('LAW0025', at, `${where}: ${verb} ${text} is more than a character sheet holds (at most ${limit.toLocaleString('en-US')} at once)`, `give at most ${limit.toLocaleString('en-US')}; rewards that add up past what a sheet holds are cut at the limit in play`);
      return null;
    };
    if (isScalar(v) && typeof v.value === 'number' && Number.isInteger(v.value)) {
      if (Math.abs(v.value) > limit) return tooMuch(String(v.value));
      return { kind: 'number', value: v.value };
    }
    if (isScalar(v) && typeof v.value === 'string') {
      const raw = v.value.trim();
      if (raw === 'all') return { kind: 'all' };
      const sign: 1 | -1 = raw.startsWith('-') ? -1 : 1;
      const body = raw.replace(/^[+-]\s*/, '');
      if (body === 'margin') return { kind: 'margin', sign };
      try {
        const d = parseDice(body);
        if (d.count === 'X') throw new DiceSyntaxError(`"${raw}": the number of dice must be given`);
        const dice = fixDice(d);
        const most = Math.max(Math.abs(dice.count * dice.sides + dice.modifier), Math.abs(dice.count + dice.modifier));
        if (most > limit) return tooMuch(`"${raw.length > 40 ? `${raw.slice(0, 40)}...` : raw}" (up to ${most.toLocaleString('en-US')})`);
        return { kind: 'dice', dice, text: body.toUpperCase().replace(/\s+/g, ''), sign };
      } catch (e) {
        if (!(e instanceof DiceSyntaxError)) throw e;
        this.r.error('LAW0008', at, `${where}: ${e.message}`, `${verb} takes a whole number, dice such as 1D6 or 2D6-1, or "margin" (the margin of the last check)${verb === 'heal' ? ', or "all"' : ''}`);
        return null;
      }
    }
    this.r.error('LAW0019', at, `${where}: ${verb} takes a whole number or dice, not ${this.r.kindOf(v)}`);
    return null;
  }

  // ---- shops -------------------------------------------------------------------------------------

  shop(f: Field | undefined, where: string): Shop | null {
    if (!f) return null;
    const w = `the shop of ${where}`;
    const map = this.r.map(f.value, w, f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, w, SHOP_KEYS, ['name', 'sells']);
    const name = this.r.str(fields.get('name'), `the name of ${w}`);
    const iq = fields.has('iq') ? this.r.int(fields.get('iq'), `the shopkeeper's IQ in ${w}`, 1, 40) : 10;
    const wares = (key: 'sells' | 'buys'): Ware[] => {
      const wf = fields.get(key);
      if (!wf) return [];
      const seq = this.r.seq(wf.value, `"${key}" of ${w}`, wf.pos);
      const out: Ware[] = [];
      for (const item of (seq?.items ?? []) as AnyNode[]) {
        const wm = this.r.map(item, `a ware of ${w}`, wf.pos);
        if (!wm) continue;
        const wAt = this.r.pos(wm);
        // A shop buys items only; it sells items or services (a meal, a night's rest).
        const wfields = this.r.fields(wm, `a ware of ${w}`, key === 'buys' ? BUY_KEYS : WARE_KEYS, ['price']);
        const price = this.r.int(wfields.get('price'), `the price of a ware of ${w}`, 0, 1_000_000);
        const stock = wfields.has('stock') ? this.r.int(wfields.get('stock'), `the stock of a ware of ${w}`, 1, MAX_ITEM_COUNT) : null;
        const itemF = wfields.get('item');
        const serviceF = wfields.get('service');
        if (itemF && serviceF) {
          this.r.error('LAW0025', serviceF.pos, `a ware of ${w} is both an item and a service`, 'sell an item ("item: Rope") or a service ("service: A hot meal" with its effects under "do")');
          continue;
        }
        if (serviceF) {
          const name = this.r.name(serviceF.value, `the name of a service of ${w}`, serviceF.pos);
          const doF = wfields.get('do');
          if (!doF) this.r.error('LAW0003', wAt, `the service "${name ?? '?'}" of ${w} has no "do"`, 'say what it does: do: [heal: 1] for a meal, do: [sleep: night] for a bed');
          const effects = this.effects(doF, `the service "${name ?? '?'}" of ${w}`);
          if (name === null || price === null || !doF) continue;
          out.push({ at: wAt, item: name, price, stock, service: effects });
          continue;
        }
        if (wfields.has('do')) this.r.error('LAW0025', wfields.get('do')!.pos, `a ware of ${w} has "do" but is not a service`, 'effects belong to a service: "service: A hot meal"');
        if (!itemF) {
          this.r.error('LAW0003', wAt, `a ware of ${w} needs "item"${key === 'sells' ? ' or "service"' : ''}`);
          continue;
        }
        const itemName = this.r.name(itemF.value, `the item of a ware of ${w}`, itemF.pos);
        if (itemName === null || price === null) continue;
        const ware: Ware = { at: wAt, item: itemName, price, stock: key === 'buys' ? null : stock, service: null };
        this.refs.push({ kind: 'item', name: itemName, at: this.r.pos(itemF!.value, itemF!.pos), where: w, resolve: (c) => (ware.item = c) });
        out.push(ware);
      }
      return out;
    };
    const sells = wares('sells');
    const buys = wares('buys');
    if (name === null || iq === null) return null;
    return { at: this.r.pos(map), name, iq, sells, buys };
  }

  // ---- top level ---------------------------------------------------------------------------------

  section(id: string, node: AnyNode, at: Pos): Section | null {
    const where = `section ${id}`;
    const map = this.r.map(node, where, at);
    if (!map) return null;
    const fields = this.r.fields(map, where, SECTION_KEYS);
    const title = this.r.str(fields.get('title'), `the title of ${where}`, { allowNumber: true });
    const shop = this.shop(fields.get('shop'), where);
    const dark = this.r.bool(fields.get('dark'), `"dark" of ${where}`) ?? false;
    if (dark) this.darkSections.push(fields.get('dark')!.pos);
    const flow = this.flow(map, fields, where);
    if (shop && flow.next.kind !== 'options' && flow.next.kind !== 'goto') {
      this.r.error('LAW0017', fields.get('shop')!.pos, `${where} has a shop, so it must go on by options or goto`, 'the shop is offered beside the options; after trading the party chooses as usual');
    }
    return { id, at: this.r.pos(map), title, shop, dark, flow };
  }

  /** An event under `events:`: when, once, and the body of an outcome whose way on is goto or end, or none. */
  event(node: AnyNode, number: number, at: Pos): AdventureEvent | null {
    const where = `event ${number}`;
    const map = this.r.map(node, where, at);
    if (!map) return null;
    const fields = this.r.fields(map, where, EVENT_KEYS, ['when']);
    const eAt = this.r.pos(map);
    const when = this.condition(fields.get('when'), where);
    const onceV = fields.has('once') ? this.r.bool(fields.get('once'), `"once" of ${where}`) : true;
    const text = this.text(fields.get('text'), where);
    const gm = this.r.str(fields.get('gm'), `the GM note of ${where}`);
    const effects = this.effects(fields.get('do'), where);
    const ways = EVENT_WAYS.filter((k) => fields.has(k));
    if (ways.length > 1) this.r.error('LAW0017', fields.get(ways[1])!.pos, `${where} has both "${ways[0]}" and "${ways[1]}"`, 'an event goes to one section, ends the adventure, or lets the party on into the section it entered');
    const way = ways[0];
    const next = way ? this.next(way, fields.get(way)!, where) : null;
    if (when === null || onceV === null || (way && next === null)) return null;
    if (!text.length && !effects.length && !next) this.r.error('LAW0018', eAt, `${where} does nothing`, 'give it text, effects ("do"), a goto or an end');
    return { at: eAt, number, when, once: onceV, text, gm, effects, next };
  }

  light(f: Field): Light | null {
    const map = this.r.map(f.value, 'light', f.pos);
    if (!map) return null;
    const fields = this.r.fields(map, 'light', LIGHT_KEYS, ['burns', 'dark']);
    const itemF = fields.get('item');
    const item = itemF ? this.r.name(itemF.value, 'the item of light', itemF.pos) : 'Torch';
    const bf = fields.get('burns');
    let minutes: number | null = null;
    if (bf) {
      const text = isScalar(bf.value) ? String(bf.value.value) : '';
      minutes = parseDuration(text);
      if (minutes === null || minutes < 1 || minutes > MAX_TIME_MINUTES) {
        this.r.error('LAW0025', this.r.pos(bf.value, bf.pos), `light: "burns" is how long one ${item ?? 'light'} burns, such as "1 hour", not ${this.r.kindOf(bf.value)}`);
        minutes = null;
      }
    }
    const dark = this.r.int(fields.get('dark'), 'the penalty of "dark" under light', -99, 0);
    if (item === null || minutes === null || dark === null) return null;
    const light: Light = { at: this.r.pos(map), item, minutes, dark };
    this.refs.push({ kind: 'item', name: item, at: itemF ? this.r.pos(itemF.value, itemF.pos) : light.at, where: 'light', resolve: (c) => (light.item = c) });
    return light;
  }

  creature(name: string, node: AnyNode, at: Pos): Creature | null {
    const w = `creature "${name}"`;
    const map = this.r.map(node, w, at);
    if (!map) return null;
    const before = this.r.diags.list.length;
    const f = this.r.fields(map, w, CREATURE_KEYS, ['st', 'dx', 'iq', 'armor', 'description']);
    const st = this.r.int(f.get('st'), `ST of ${w}`, 1, 999);
    const dx = this.r.int(f.get('dx'), `DX of ${w}`, 1, 99);
    const iq = this.r.int(f.get('iq'), `IQ of ${w}`, 1, 99);
    const ma = f.has('ma') ? this.r.int(f.get('ma'), `MA of ${w}`, 0, 99) : undefined;
    const armor = this.r.int(f.get('armor'), `armor of ${w}`, 0, 99);
    const description = this.r.str(f.get('description'), `the description of ${w}`) ?? '';
    const attacks: Creature['attacks'] = [];
    const af = f.get('attacks');
    if (af) {
      for (const item of (this.r.seq(af.value, `the attacks of ${w}`, af.pos)?.items ?? []) as AnyNode[]) {
        const am = this.r.map(item, `an attack of ${w}`, af.pos);
        if (!am) continue;
        const a = this.r.fields(am, `an attack of ${w}`, ATTACK_KEYS, ['name', 'damage']);
        const aname = this.r.str(a.get('name'), `the name of an attack of ${w}`);
        const dmg = this.r.str(a.get('damage'), `the damage of an attack of ${w}`);
        if (dmg !== null) {
          try {
            if (parseDice(dmg).count === 'X') throw new DiceSyntaxError(`"${dmg}": a creature's damage has a fixed number of dice`);
          } catch (e) {
            if (!(e instanceof DiceSyntaxError)) throw e;
            this.r.error('LAW0008', this.r.pos(a.get('damage')!.value), `${w}: ${e.message}`);
          }
        }
        const missile = this.r.bool(a.get('missile'), `"missile" of an attack of ${w}`) ?? undefined;
        const range = a.has('range') ? (this.r.int(a.get('range'), `the range of an attack of ${w}`, 1, 99) ?? undefined) : undefined;
        if (aname !== null && dmg !== null) attacks.push({ name: aname, damage: dmg, ...(missile !== undefined ? { missile } : {}), ...(range !== undefined ? { range } : {}) });
      }
    }
    const weapon = this.r.str(f.get('weapon'), `the weapon of ${w}`) ?? undefined;
    const shield = this.r.str(f.get('shield'), `the shield of ${w}`) ?? undefined;
    const armorName = this.r.str(f.get('armor-name'), `the armor name of ${w}`) ?? undefined;
    const flying = this.r.bool(f.get('flying'), `"flying" of ${w}`) ?? undefined;
    const animal = this.r.bool(f.get('animal'), `"animal" of ${w}`) ?? undefined;
    const hexes = f.has('hexes') ? (this.r.int(f.get('hexes'), `the size of ${w}`, 1, 7) ?? undefined) : undefined;
    if (weapon !== undefined && !WEAPONS.some((x) => normalizeName(x.name) === normalizeName(weapon))) {
      const close = this.r.closest(weapon, WEAPONS.map((x) => x.name));
      this.r.error('LAW0025', this.r.pos(f.get('weapon')!.value), `${w}: "${weapon}" is not a weapon of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables weapons');
    }
    if (attacks.length === 0 && weapon === undefined) this.r.error('LAW0003', this.r.pos(map), `${w} has neither attacks nor a weapon`, 'add "weapon: Club" or "attacks: [{ name: bite, damage: 1D6 }]"');
    if (st === null || dx === null || iq === null || armor === null) return null;
    const c: Creature = { name, st, dx, iq, armor, attacks, description };
    // Every fault found so far is reported already; the engine's own check follows only on a clean block.
    const clean = this.r.diags.list.length === before;
    if (ma !== undefined && ma !== null) c.ma = ma;
    if (weapon !== undefined) c.weapon = weapon;
    if (shield !== undefined) c.shield = shield;
    if (armorName !== undefined) c.armorName = armorName;
    if (flying !== undefined) c.flying = flying;
    if (animal !== undefined) c.animal = animal;
    if (hexes !== undefined) c.hexes = hexes;
    // What the combat engine refuses to set up (its own check of a stat block) is refused here, at
    // the key at fault, so that no fight of a loaded adventure can fail to begin.
    if (clean) {
      const reported = new Set<string>();
      for (const problem of creatureProblems(c)) {
        const field = /^([a-z]+)/.exec(problem)?.[1] ?? '';
        const key = field === 'armorName' ? 'armor-name' : field;
        if (reported.has(problem)) continue;
        reported.add(problem);
        const kf = f.get(key);
        this.r.error('LAW0025', kf ? this.r.pos(kf.value, kf.pos) : this.r.pos(map), `${w} cannot fight: ${problem}`, key === 'hexes' ? 'the combat engine plays creatures of 1, 4 or 7 hexes (the dragons)' : null);
      }
      if (reported.size > 0) return null;
    }
    return c;
  }
}

/**
 * An item declared as a weapon of the adventure's own (`weapon: Broad Sword, damage: +1`): its base row
 * of the WEAPONS table with the bonus in its damage, or null when it is not a weapon or is written wrong.
 */
function itemWeapon(r: Reader, name: string, fields: Map<string, Field>, keeps: boolean): Weapon | null {
  const wf = fields.get('weapon');
  const df = fields.get('damage');
  if (!wf) {
    if (df) r.error('LAW0041', df.pos, `item "${name}" has a damage bonus, but is not a weapon`, 'name the weapon it is: "weapon: Broad Sword"');
    return null;
  }
  const baseName = r.str(wf, `the weapon of item "${name}"`);
  const bonus = df ? r.int(df, `the damage bonus of item "${name}"`, WEAPON_BONUS.min, WEAPON_BONUS.max) : 0;
  if (baseName === null || bonus === null) return null;
  const base = findWeapon(baseName);
  if (!base || base.name === 'Unarmed') {
    const close = r.closest(baseName, WEAPONS.filter((w) => w.name !== 'Unarmed').map((w) => w.name));
    r.error('LAW0025', r.pos(wf.value, wf.pos), `item "${name}": "${baseName.length > 40 ? `${baseName.slice(0, 40)}...` : baseName}" is not a weapon of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables weapons');
    return null;
  }
  // It leaves with the adventure: a sheet holds only the rules' weapons, and at home nothing would
  // say what it is (docs/rulings.md, "An adventure's own weapons").
  if (keeps) {
    r.error('LAW0041', fields.get('keeps')!.pos, `item "${name}" is a weapon of the adventure's own, which cannot go home with the hero`, `give the hero a weapon of the rules ("gain: ${base.name}") or gold as the reward he keeps`);
    return null;
  }
  return enchantedWeapon(base, name, bonus);
}

/**
 * An item declared as an armor of the adventure's own (`armor: Chain, stops: 4, dx: -1`): its base
 * armor row of the ARMOR table with the author's points and DX restriction, or null when it is not an
 * armor or is written wrong. A shield cannot be the base: a shield is held and dropped in a fight,
 * and the fight knows shields only by the table's rows (docs/rulings.md, "An adventure's own armor").
 */
function itemArmor(r: Reader, name: string, fields: Map<string, Field>, keeps: boolean): Armor | null {
  const af = fields.get('armor');
  if (!af) {
    for (const k of ['stops', 'dx'] as const) {
      const f = fields.get(k);
      if (f) r.error('LAW0041', f.pos, `item "${name}" has "${k}", but is not an armor`, 'name the armor it is: "armor: Chain"');
    }
    return null;
  }
  if (fields.has('weapon')) {
    r.error('LAW0041', af.pos, `item "${name}" is both a weapon and an armor`, 'declare the weapon and the armor as two items');
    return null;
  }
  const baseName = r.str(af, `the armor of item "${name}"`);
  const sf = fields.get('stops');
  const xf = fields.get('dx');
  const stops = sf ? r.int(sf, `the damage item "${name}" stops`, 0, OWN_ARMOR_LIMITS.stops) : undefined;
  const dx = xf ? r.int(xf, `the DX change of item "${name}"`, -OWN_ARMOR_LIMITS.dx, 0) : undefined;
  if (baseName === null || stops === null || dx === null) return null;
  const base = findArmor(baseName);
  if (!base || base.kind !== 'armor') {
    const close = r.closest(baseName, ARMORS.map((a) => a.name));
    const shown = baseName.length > 40 ? `${baseName.slice(0, 40)}...` : baseName;
    r.error('LAW0025', r.pos(af.value, af.pos), base ? `item "${name}": "${base.name}" is a shield, and an adventure's own armor is worn armor` : `item "${name}": "${shown}" is not an armor of the rules`, base ? `base it on ${ARMORS.map((a) => a.name).join(', ')}` : close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables armor');
    return null;
  }
  // It leaves with the adventure, as its weapons do (docs/rulings.md, "An adventure's own armor").
  if (keeps) {
    r.error('LAW0041', fields.get('keeps')!.pos, `item "${name}" is an armor of the adventure's own, which cannot go home with the hero`, `give the hero an armor of the rules ("gain: ${base.name}") or gold as the reward he keeps`);
    return null;
  }
  return enchantedArmor(base, name, { ...(stops !== undefined ? { stops } : {}), ...(dx !== undefined ? { dx } : {}) });
}

function formatRuns(nums: number[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < nums.length) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    parts.push(i === j ? String(nums[i]) : `${nums[i]}-${nums[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

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

export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export const INSIDE_HINT = "a map file is named by a path relative to the adventure file, inside the adventure's folder: maps/NAME.map";

/**
 * What is wrong with a path an adventure names, before any file is touched: empty, absolute (or a
 * drive or UNC path), or climbing out of the folder with "..". Null when it may be looked up.
 */
export function relativePathProblem(rel: string): { code: string; hint: string } | null {
  if (rel.trim() === '') return { code: 'an empty path', hint: INSIDE_HINT };
  if (/[\0-\x1f\x7f]/.test(rel)) return { code: 'a path with control characters', hint: INSIDE_HINT };
  const slashed = rel.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed) || posix.isAbsolute(rel) || win32.isAbsolute(rel)) return { code: 'an absolute path', hint: INSIDE_HINT };
  const norm = posix.normalize(slashed);
  if (norm === '..' || norm.startsWith('../')) return { code: "outside the adventure's folder", hint: INSIDE_HINT };
  if (norm === '.' || norm.endsWith('/')) return { code: 'a folder, not a file', hint: INSIDE_HINT };
  return null;
}

/** Reads and checks an adventure; returns it with every diagnostic, or null and the diagnostics. */
export function loadAdventureText(text: string, file: string, options: LoadOptions = {}): LoadResult & { uses: Uses | null } {
  const lines = new LineIndex(text);
  const diags = new Diagnostics(file);
  const r = new Reader(file, text, lines, diags);
  const refuse = (problem: YamlProblem) => {
    const p = lines.linePos(problem.offset);
    diags.add(problem.code, { line: p.line, column: p.col }, problem.message, problem.hint);
    return { adventure: null, diagnostics: diags.sorted(), uses: null };
  };
  if (text.length > MAX_ADVENTURE_CHARS) {
    diags.add('LAW0026', { line: 1, column: 1 }, `the adventure is ${text.length.toLocaleString('en-US')} characters long, more than the ${MAX_ADVENTURE_CHARS.toLocaleString('en-US')} read`, 'split it: no adventure needs that much text');
    return { adventure: null, diagnostics: diags.sorted(), uses: null };
  }
  // The fast path reads most files; whatever it cannot read exactly, errors above all, goes to the
  // yaml package, which is slower but reports every syntax error at its place. Anchors and aliases
  // are not part of the format (LAW0031), and no file may nest deeper than MAX_YAML_DEPTH (LAW0032):
  // both parsers recurse on nesting, and so do the reader below and the runtime on outcomes.
  let contents: AnyNode = fastParse(text);
  if (!contents) {
    const deep = textTooDeep(text);
    if (deep !== null) return refuse(deepProblem(deep));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parseDocument } = require('yaml') as typeof import('yaml');
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: false });
    for (const e of doc.errors) {
      const p = lines.linePos(e.pos[0]);
      const msg = e.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      diags.add('LAW0001', { line: p.line, column: p.col }, msg, e.code === 'BAD_INDENT' || /indent/i.test(msg) ? 'check the indentation: keys of one mapping line up, and nested ones are indented further' : null);
    }
    if (doc.errors.length > 0) return { adventure: null, diagnostics: diags.sorted(), uses: null };
    const problems: YamlProblem[] = [];
    contents = fromYaml(doc.contents as YamlNode, problems, text);
    if (problems.length > 0) {
      for (const problem of problems) refuse(problem);
      return { adventure: null, diagnostics: diags.sorted(), uses: null };
    }
  }
  const tooDeep = nodeTooDeep(contents);
  if (tooDeep) return refuse(deepProblem(tooDeep.range[0]));
  const a = new AdventureReader(r);
  const root = r.map(contents, 'the adventure file');
  if (!root) return { adventure: null, diagnostics: diags.sorted(), uses: null };
  const top = r.fields(root, 'the adventure', TOP_KEYS, ['law', 'id', 'title', 'version', 'start', 'sections']);
  const origin = { line: 1, column: 1 };

  const format = r.int(top.get('law'), 'law (the format version)', 0, 1000);
  if (format !== null && format !== FORMAT_VERSION) {
    r.error('LAW0024', top.get('law')!.pos, `this file is written in version ${format} of the adventure format; this law reads version ${FORMAT_VERSION}`, format > FORMAT_VERSION ? 'update law' : `write "law: ${FORMAT_VERSION}"`);
  }
  const id = r.str(top.get('id'), 'the id');
  if (id !== null && !/^[a-z0-9][a-z0-9-]*$/.test(id)) r.error('LAW0025', top.get('id')!.pos, `the id "${id}" must be lower-case letters, digits and hyphens`, `for example "${id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}"`);
  const title = r.str(top.get('title'), 'the title', { allowNumber: true });
  const version = r.str(top.get('version'), 'the version', { allowNumber: true });
  const author = r.str(top.get('author'), 'the author');
  const aboutF = top.get('about');
  const about = aboutF ? a.textScalar(aboutF, 'the adventure\'s "about"') : null;

  let party = { min: 1, max: 1 };
  const pf = top.get('party');
  if (pf) {
    if (isScalar(pf.value) && typeof pf.value.value === 'number') {
      const n = r.intNode(pf.value, 'the party size', 1, 12, pf.pos);
      if (n !== null) party = { min: n, max: n };
    } else {
      const pm = r.map(pf.value, 'party', pf.pos);
      if (pm) {
        const f = r.fields(pm, 'party', PARTY_KEYS);
        const min = f.has('min') ? r.int(f.get('min'), 'the least party size', 1, 12) : 1;
        const max = f.has('max') ? r.int(f.get('max'), 'the largest party size', 1, 12) : Math.max(1, min ?? 1);
        if (min !== null && max !== null) {
          if (max < min) r.error('LAW0025', pf.pos, `party: max ${max} is below min ${min}`);
          party = { min, max: Math.max(min, max) };
        }
      }
    }
  }
  let startTime = 8 * 60;
  const stf = top.get('start-time');
  if (stf) {
    const s = r.str(stf, 'start-time', { allowNumber: false });
    const t = s === null ? null : parseClock(s);
    if (s !== null && t === null) r.error('LAW0025', stf.pos, `start-time "${s.length > 40 ? `${s.slice(0, 40)}...` : s}" is not a time of day`, `write "08:00" or "day 1 20:30" (day 1 to ${MAX_START_DAY})`);
    if (t !== null) startTime = t;
  }

  // Declarations first, so that references below can be checked against them.
  const items = new Map<string, ItemDef>();
  const itemUses: Array<{ name: string; field: Field }> = [];
  for (const b of BUILTIN_ITEMS) items.set(b, { at: origin, name: b, description: '', builtin: true, use: null, consumed: false, keeps: true, weapon: null, armor: null });
  const itf = top.get('items');
  if (itf) {
    const im = r.map(itf.value, 'items', itf.pos);
    for (const pair of im?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'an item name', itf.pos);
      if (name === null) continue;
      const at = r.pos(k);
      let description = '';
      let use: Effect[] | null = null;
      let consumed = false;
      let keeps = false;
      let weapon: Weapon | null = null;
      let armor: Armor | null = null;
      const v = pair.value as AnyNode;
      if (isMap(v)) {
        const fields = r.fields(v, `item "${name}"`, ITEM_KEYS);
        description = r.str(fields.get('description'), `the description of item "${name}"`) ?? '';
        // Read once the counters are known: its text may show one ({tolls}).
        if (fields.has('use')) itemUses.push({ name, field: fields.get('use')! });
        consumed = r.bool(fields.get('consumed'), `"consumed" of item "${name}"`) ?? false;
        keeps = r.bool(fields.get('keeps'), `"keeps" of item "${name}"`) ?? false;
        if (consumed && !fields.has('use')) r.error('LAW0041', fields.get('consumed')!.pos, `item "${name}" is consumed, but has no "use"`, 'say what using it does: "use: [heal: 4]"');
        const useNode = fields.get('use')?.value;
        if (useNode && isSeq(useNode) && useNode.items.length === 0) r.error('LAW0041', fields.get('use')!.pos, `item "${name}": "use" lists no effect`, 'for example "use: [heal: 4]"');
        weapon = itemWeapon(r, name, fields, keeps);
        armor = itemArmor(r, name, fields, keeps);
      } else if (isScalar(v) && (v.value === null || typeof v.value === 'string')) description = (v.value as string | null) ?? '';
      else r.error('LAW0004', r.pos(v, at), `item "${name}" is described by text, not ${r.kindOf(v)}`);
      const clash = [...items.keys()].find((n) => normalizeName(n) === normalizeName(name));
      if (clash && !items.get(clash)!.builtin) r.error('LAW0023', at, `item "${name}" is declared twice`);
      else if (clash) r.error('LAW0023', at, `"${name}" is already an item of the rules (${clash})`, 'weapons, armor, shields and the belongings of a new character need no declaration');
      else items.set(name, { at, name, description, builtin: false, use, consumed, keeps, weapon, armor });
    }
  }
  const counters = new Map<string, number>();
  const shownCounters = new Map<string, string>();
  const cf = top.get('counters');
  if (cf) {
    const cm = r.map(cf.value, 'counters', cf.pos);
    for (const pair of cm?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'a counter name', cf.pos);
      if (name === null) continue;
      if (!/^[a-z][a-z0-9_]*$/.test(name) || RESERVED_COUNTERS.has(name)) {
        r.error('LAW0025', r.pos(k), `"${name}" cannot name a counter`, 'a counter is a lower-case word (letters, digits, _) that is not a word of the condition language');
        continue;
      }
      const node = pair.value as AnyNode;
      if (!isMap(node)) {
        const v = r.intNode(node, `the starting value of counter "${name}"`, -1_000_000, 1_000_000, r.pos(k));
        if (v !== null) counters.set(name, v);
        continue;
      }
      // The long form: { start: 0, shown: true, label: Bell tolls }, for a counter the players see.
      const f = r.fields(node, `counter "${name}"`, COUNTER_KEYS);
      const start = f.has('start') ? r.int(f.get('start'), `the starting value of counter "${name}"`, -1_000_000, 1_000_000) : 0;
      const shown = f.has('shown') ? r.bool(f.get('shown'), `"shown" of counter "${name}"`) : false;
      const lf = f.get('label');
      const label = lf ? r.name(lf.value, `the label of counter "${name}"`, lf.pos) : null;
      // Declared even when a field is wrong, so that its uses are not reported as well.
      counters.set(name, start ?? 0);
      if (start === null || shown === null || (lf && label === null)) continue;
      if (lf && !shown) {
        r.error('LAW0025', lf.pos, `counter "${name}" has a label but is not shown to the players`, 'add "shown: true", or remove the label');
        continue;
      }
      if (!shown) continue;
      const named = label ?? name;
      const twin = [...shownCounters].find(([, l]) => l.toLowerCase() === named.toLowerCase());
      if (twin) r.error('LAW0023', lf?.pos ?? r.pos(k), `counters "${twin[0]}" and "${name}" are both shown as "${named}"`, 'give each shown counter its own label');
      else shownCounters.set(name, named);
    }
  }
  a.counterNames = new Set(counters.keys());
  for (const u of itemUses) {
    const def = items.get(u.name);
    if (def) def.use = a.effects(u.field, `the use of item "${u.name}"`);
  }
  const plotwords = new Map<string, string>();
  const plf = top.get('plotwords');
  if (plf) {
    const pm = r.map(plf.value, 'plotwords', plf.pos);
    for (const pair of pm?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'a plotword', plf.pos);
      if (name === null) continue;
      if (!isPlotwordName(name)) {
        r.error('LAW0025', r.pos(k), `"${name}" is not a plotword name`, 'plotwords are written in capitals: TROLL-PAID');
        continue;
      }
      const v = pair.value as AnyNode;
      plotwords.set(name, isScalar(v) && typeof v.value === 'string' ? v.value : '');
    }
  }
  /** Declared, but refused (a map file not read, a creature that cannot fight): reported once, where declared. */
  const refusedMaps = new Set<string>();
  const refusedCreatures = new Set<string>();
  const creatures = new Map<string, Creature>();
  const crf = top.get('creatures');
  if (crf) {
    const cm = r.map(crf.value, 'creatures', crf.pos);
    for (const pair of cm?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'a creature name', crf.pos);
      if (name === null) continue;
      const c = a.creature(name, pair.value as AnyNode, r.pos(k));
      if (c) creatures.set(name, c);
      else refusedCreatures.add(normalizeName(name));
    }
  }
  // Companions: stat blocks like creatures', for those who join the party for a while (join/leave).
  const companions = new Map<string, Creature>();
  const cof = top.get('companions');
  if (cof) {
    const cm = r.map(cof.value, 'companions', cof.pos);
    for (const pair of cm?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'a companion name', cof.pos);
      if (name === null) continue;
      if ([...companions.keys()].some((n) => normalizeName(n) === normalizeName(name))) {
        r.error('LAW0023', r.pos(k), `companion "${name}" is declared twice`);
        continue;
      }
      const c = a.creature(name, pair.value as AnyNode, r.pos(k));
      if (c) companions.set(name, c);
      else refusedCreatures.add(`companion:${normalizeName(name)}`);
    }
  }
  const maps = new Map<string, MapDef>();
  const parsedMaps = new Map<string, HexMap | null>();
  const mf = top.get('maps');
  if (mf) {
    const mm = r.map(mf.value, 'maps', mf.pos);
    for (const pair of mm?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'a map name', mf.pos);
      if (name === null) continue;
      const v = pair.value as AnyNode;
      const at = r.pos(k);
      if (isScalar(v) && typeof v.value === 'string') {
        maps.set(name, { at: r.pos(v), name, text: v.value, file: null });
        parsedMaps.set(name, checkMapText(r, v.value, null, r.pos(v), v, name));
      } else {
        const fm = r.map(v, `map "${name}"`, at);
        if (!fm) {
          refusedMaps.add(name);
          continue;
        }
        const ff = r.fields(fm, `map "${name}"`, MAP_KEYS, ['file']);
        const rel = r.str(ff.get('file'), `the file of map "${name}"`);
        if (rel === null) {
          refusedMaps.add(name);
          continue;
        }
        const filePos = r.pos(ff.get('file')!.value);
        const shownRel = rel.length > 100 ? `${rel.slice(0, 100)}...` : rel;
        // The path comes from the file: only a relative path inside the adventure's folder is
        // looked up, and what a refusal says never shows anything of the file it names.
        const bad = relativePathProblem(rel);
        if (bad) {
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (${bad.code})`, bad.hint);
          refusedMaps.add(name);
          continue;
        }
        if (!options.readFile) {
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (no file access)`, 'the path is relative to the adventure file');
          refusedMaps.add(name);
          continue;
        }
        let text: string;
        try {
          text = options.readFile(rel);
        } catch (e) {
          const x = e as Error & { code?: unknown; hint?: unknown };
          const why = typeof x.code === 'string' ? x.code : 'unreadable';
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (${why})`, typeof x.hint === 'string' ? x.hint : 'the path is relative to the adventure file');
          refusedMaps.add(name);
          continue;
        }
        if (typeof text !== 'string' || text.length > MAX_MAP_FILE_BYTES) {
          r.error('LAW0026', filePos, `map "${name}": cannot read ${shownRel} (larger than ${MAX_MAP_FILE_BYTES / 1024} KiB)`, `a map file may be at most ${MAX_MAP_FILE_BYTES / 1024} KiB`);
          refusedMaps.add(name);
          continue;
        }
        maps.set(name, { at, name, text, file: rel });
        parsedMaps.set(name, checkMapText(r, text, rel, at, null, name));
      }
    }
  }
  const tf = top.get('tables');
  if (tf) {
    const tm = r.map(tf.value, 'tables', tf.pos);
    for (const pair of tm?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = r.name(k, 'a table name', tf.pos);
      if (name === null) continue;
      const t = a.table(pair.value as AnyNode, name, `table "${name}"`, r.pos(k));
      if (t) a.tables.set(name, t);
    }
  }

  const lf = top.get('light');
  const light = lf ? a.light(lf) : null;
  const events: AdventureEvent[] = [];
  const ef = top.get('events');
  if (ef) {
    const seq = r.seq(ef.value, 'events', ef.pos);
    (seq?.items as AnyNode[] | undefined)?.forEach((item, i) => {
      const e = a.event(item, i + 1, ef.pos);
      if (e) events.push(e);
    });
  }

  const sections = new Map<string, Section>();
  const sf = top.get('sections');
  if (sf) {
    const sm = r.map(sf.value, 'sections', sf.pos);
    for (const pair of sm?.items ?? []) {
      const k = pair.key as AnyNode;
      const at = r.pos(k, sf.pos);
      const id = isScalar(k) && (typeof k.value === 'number' || typeof k.value === 'string') ? String(k.value) : null;
      if (id !== null && id.length > MAX_NAME_LENGTH) {
        r.error('LAW0005', at, `a section id is at most ${MAX_NAME_LENGTH} characters long, and this one has ${id.length}`, 'name sections by numbers or short words');
        continue;
      }
      if (id === null || !SECTION_ID_RE.test(id)) {
        r.error('LAW0005', at, `${id === null ? r.kindOf(k) : `"${id}"`} cannot name a section`, 'a section is named by a number (12) or a word of letters, digits, - and _ (river-bank)');
        continue;
      }
      if (sections.has(id)) {
        r.error('LAW0023', at, `section ${id} is written twice`, `the first one is at line ${sections.get(id)!.at.line}`);
        continue;
      }
      const s = a.section(id, pair.value as AnyNode, at);
      if (s) sections.set(id, { ...s, at });
    }
    if (sm && sm.items.length === 0) r.error('LAW0003', sf.pos, 'the adventure has no sections');
  }
  if (!lf) {
    for (const at of a.darkSections) r.error('LAW0025', at, 'a dark section, and the adventure has no "light:"', 'declare what gives light and the penalty without it: "light: { item: Torch, burns: 1 hour, dark: -2 }"');
  }
  const startF = top.get('start');
  const start = startF ? r.name(startF.value, 'start', startF.pos) : null;
  if (start !== null) a.refs.push({ kind: 'section', name: start, at: r.pos(startF!.value, startF!.pos), where: 'start' });

  // References, now that everything declared is known.
  for (const t of a.tableRefs) {
    const table = a.tables.get(t.name);
    if (table) t.set(table);
    else {
      const close = r.closest(t.name, [...a.tables.keys()]);
      r.error('LAW0021', t.at, `${t.where} rolls on table "${t.name}", which does not exist`, close.length ? `did you mean "${close[0]}"?` : a.tables.size ? `the tables are ${[...a.tables.keys()].join(', ')}` : 'declare it under "tables:" or write the table in place');
    }
  }
  const engine = combatEngine();
  let engineMissing = false;
  const sectionIds = [...sections.keys()];
  const itemsByName = new Map<string, string>();
  for (const n of items.keys()) itemsByName.set(normalizeName(n), n);
  for (const ref of a.refs) {
    switch (ref.kind) {
      case 'section':
        if (!sections.has(ref.name)) {
          // Numbers one digit apart are all "close": only named sections get a suggestion.
          const close = /^\d+$/.test(ref.name) ? [] : r.closest(ref.name, sectionIds, 2);
          const span = sectionIds.length && sectionIds.every((s) => /^\d+$/.test(s)) ? `sections run from ${Math.min(...sectionIds.map(Number))} to ${Math.max(...sectionIds.map(Number))}` : null;
          const what = ref.where === 'start' ? `the adventure starts at section ${ref.name}, which does not exist` : `${ref.where} goes to ${ref.name}, which does not exist`;
          r.error('LAW0006', ref.at, what, [close.length ? `did you mean ${close.join(' or ')}?` : null, span].filter(Boolean).join('; ') || null);
        }
        break;
      case 'item': {
        const found = itemsByName.get(normalizeName(ref.name));
        if (found) {
          a.uses.itemsUsed.add(found);
          ref.resolve?.(found);
        } else {
          const close = r.closest(ref.name, [...items.keys()]);
          r.error('LAW0012', ref.at, `${ref.where}: "${ref.name}" is not an item of this adventure`, close.length ? `did you mean ${close.join(' or ')}? Otherwise declare it under "items:"` : 'declare it under "items:" (weapons, armor, shields and the belongings of a new character are known already)');
        }
        break;
      }
      case 'skill': {
        const s = findSkill(ref.name);
        if (!s) {
          const close = r.closest(ref.name, SKILLS.map((x) => x.name));
          r.error('LAW0010', ref.at, `${ref.where}: "${ref.name}" is not a skill of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables skills');
        }
        break;
      }
      case 'spell': {
        const s = findSpell(ref.name);
        if (!s) {
          const close = r.closest(ref.name, SPELLS.map((x) => x.name));
          r.error('LAW0011', ref.at, `${ref.where}: "${ref.name}" is not a spell of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables spells');
        }
        break;
      }
      case 'counter':
        if (!counters.has(ref.name)) {
          const close = r.closest(ref.name, [...counters.keys()]);
          r.error('LAW0020', ref.at, `${ref.where}: "${ref.name}" is not a counter of this adventure`, close.length ? `did you mean ${close[0]}? Otherwise declare it under "counters:" with its starting value` : `declare it under "counters:" with its starting value ("${ref.name}: 0"); plotwords are written in capitals`);
        }
        break;
      case 'plotword':
        if (plotwords.size > 0 && !plotwords.has(ref.name)) {
          const close = r.closest(ref.name, [...plotwords.keys()]);
          r.error('LAW0025', ref.at, `${ref.where}: plotword ${ref.name} is not in the "plotwords:" list`, close.length ? `did you mean ${close[0]}?` : 'add it to the list, or remove the list to use plotwords without declaring them');
        }
        break;
      case 'creature': {
        const own = [...creatures.keys()].find((n) => normalizeName(n) === normalizeName(ref.name));
        if (own) {
          ref.resolve?.(own);
          break;
        }
        if (refusedCreatures.has(normalizeName(ref.name))) break;
        if (!engine) {
          engineMissing = true;
          break;
        }
        const found = engine.findCreature(ref.name);
        if (found) ref.resolve?.(found.name);
        else {
          const close = r.closest(ref.name, [...creatures.keys(), ...engine.creatureNames()]);
          r.error('LAW0013', ref.at, `${ref.where}: "${ref.name}" is neither in the bestiary nor under "creatures:"`, close.length ? `did you mean ${close.join(' or ')}?` : 'describe it under "creatures:" with its ST, DX, IQ, armor and attacks');
        }
        break;
      }
      case 'companion': {
        const known = [...companions.keys()].find((n) => normalizeName(n) === normalizeName(ref.name));
        if (known) ref.resolve?.(known);
        else if (!refusedCreatures.has(`companion:${normalizeName(ref.name)}`)) {
          const close = r.closest(ref.name, [...companions.keys()]);
          r.error('LAW0013', ref.at, `${ref.where}: "${ref.name}" is not under "companions:"`, close.length ? `did you mean ${close.join(' or ')}?` : 'describe the companion under "companions:" with ST, DX, IQ, armor and a weapon or attacks, as a creature');
        }
        break;
      }
      case 'map':
        if (!maps.has(ref.name) && !refusedMaps.has(ref.name)) {
          const close = r.closest(ref.name, [...maps.keys()]);
          r.error('LAW0014', ref.at, `${ref.where} is fought on map "${ref.name}", which is not under "maps:"`, close.length ? `did you mean "${close[0]}"?` : 'add it under "maps:", as text or as "{ file: maps/NAME.map }"');
        }
        break;
      case 'table':
      case 'keyword':
        break;
    }
  }
  for (const p of a.rolePlaceholders) if (!a.rolesChosen.has(p.role)) a.placeholderError(p.at, p.where, p.raw);
  // A role is filled by a "choose" somewhere; one nobody ever chooses would always be empty.
  for (const u of a.roleUses) {
    if (a.rolesChosen.has(u.role)) continue;
    if (a.rolesChosen.size === 0 && u.unknown !== null) {
      // No role anywhere: a word of the language mistyped, not a task.
      r.error('LAW0025', u.at, u.unknown, 'or name members for a task first with "choose", and give its role here');
      continue;
    }
    const close = r.closest(u.role, [...a.rolesChosen.keys()]);
    r.error('LAW0042', u.at, `${u.where}: no "choose" names the role "${u.role}"`, close.length ? `did you mean ${close[0]}?` : `name it first: "- choose: { as: ${u.role}, prompt: Who goes? }"`);
  }
  if (engine) {
    const hexesOf = (name: string) => (creatures.get(name) ?? engine.findCreature(name))?.hexes ?? 1;
    for (const { fight, where } of a.fights) {
      const map = parsedMaps.get(fight.map);
      if (map) checkFightRoom(r, fight, where, map, party.max, hexesOf);
    }
  }
  if (engineMissing || (!engine && maps.size > 0)) {
    diags.add('LAW0110', origin, 'the combat engine is not part of this build: bestiary creatures and maps were not checked', null);
  }

  if (format === null || id === null || title === null || version === null || start === null || diags.errors > 0) {
    return { adventure: null, diagnostics: diags.sorted(), uses: a.uses };
  }
  const adventure: Adventure = {
    file,
    digest: digestOf(text),
    format,
    id,
    title,
    version,
    author,
    about,
    party,
    start,
    startTime,
    creatures,
    companions,
    maps,
    items,
    counters,
    shownCounters,
    plotwords,
    tables: a.tables,
    events,
    light,
    roles: [...a.rolesChosen.keys()],
    sections,
  };
  return { adventure, diagnostics: diags.sorted(), uses: a.uses };
}

/** Parses a map with the combat engine's parser, pointing a fault at its place in the YAML or map file. */
function checkMapText(r: Reader, text: string, file: string | null, at: Pos, node: AnyNode, name: string): HexMap | null {
  const engine = combatEngine();
  if (!engine) return null;
  try {
    return engine.parseMap(text, file ?? name);
  } catch (e) {
    const fault = e instanceof Error ? (e as Error & { line?: number; column?: number; reason?: string }) : null;
    if (!fault || typeof fault.line !== 'number' || typeof fault.column !== 'number') throw e;
    fault.message = typeof fault.reason === 'string' ? fault.reason : fault.message;
    if (file !== null) {
      r.diags.list.push({ code: 'LAW0015', severity: 'error', file: joinBeside(r.file, file), line: fault.line, column: fault.column, message: `map "${name}": ${fault.message}`, hint: 'see docs/combat.md for the map symbols' });
      return null;
    }
    r.error('LAW0015', blockPos(r, node, fault.line, fault.column) ?? at, `map "${name}": ${fault.message}`, 'see docs/combat.md for the map symbols');
    return null;
  }
}

/**
 * What would stop a fight from being set up by the combat engine: a start zone the map does not
 * have (LAW0105), or more figures than the map has hexes to stand on (LAW0104). The lint checks
 * that the zones are large enough; a zone too small overflows into the hexes nearby (a ruling).
 */
function checkFightRoom(r: Reader, fight: Fight, where: string, map: HexMap, partyMax: number, hexesOf: (creature: string) => number): void {
  const zones = map.zones;
  const partyZone = fight.partyZone ?? 'A';
  const need = new Map<string, number>([[partyZone, partyMax]]);
  let figures = partyMax;
  // Allies stand with the party unless given a zone; reinforcements need their zone to exist, and
  // the map room for them too, since the fallen do not leave it.
  const placed = [...fight.foes.map((f) => ({ foe: f, zone: f.zone ?? 'B' })), ...fight.allies.map((f) => ({ foe: f, zone: f.zone ?? partyZone }))];
  for (const group of fight.reinforcements) for (const f of group.foes) placed.push({ foe: f, zone: f.zone ?? 'B' });
  for (const { foe, zone: z } of placed) {
    need.set(z, (need.get(z) ?? 0) + foe.count);
    figures += foe.count * hexesOf(foe.creature);
  }
  for (const [zone, count] of need) {
    if ((zones.get(zone)?.length ?? 0) > 0) continue;
    const who = zone === partyZone ? `the party (up to ${partyMax})` : `${count} foe${count === 1 ? '' : 's'}`;
    r.error('LAW0105', fight.at, `${where}: map "${fight.map}" has no start zone ${zone} for ${who}`, `mark hexes ${zone} on the map, or place them in a zone it has (${[...zones.keys()].join(', ') || 'none'})`);
  }
  const terrain = (map as Partial<HexMap>).terrain;
  if (!terrain) return;
  let room = 0;
  for (const t of terrain) if (t === 1 || t === 3) room += 1;
  if (figures > room) {
    r.error('LAW0104', fight.at, `${where}: map "${fight.map}" has ${room} hex${room === 1 ? '' : 'es'} to stand on, and the fight places figures that fill ${figures}`, 'draw a larger map, or bring fewer foes');
  }
}

function joinBeside(file: string, rel: string): string {
  const slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return slash < 0 ? rel : `${file.slice(0, slash + 1)}${rel}`;
}

/** The place in the YAML file of a line and column inside a block scalar's text. */
function blockPos(r: Reader, node: AnyNode, line: number, column: number): Pos | null {
  if (!isScalar(node) || !node.range) return null;
  if (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED') return null;
  const start = r.posAt(node.range[0]);
  const srcLines = r.source.split('\n');
  // The content begins on the line after the | or > header; its indentation is that of its first line.
  const first = srcLines.slice(start.line).find((l) => l.trim() !== '') ?? '';
  const indent = first.length - first.trimStart().length;
  return { line: start.line + line, column: indent + column };
}

/** Loads an adventure or throws AdventureError with every diagnostic. */
export function loadAdventureOrThrow(text: string, file: string, options: LoadOptions = {}): Adventure {
  const { adventure, diagnostics } = loadAdventureText(text, file, options);
  if (!adventure) throw new AdventureError(diagnostics);
  return adventure;
}
