// The reader of the adventure language's constructs: what they share while a file is read (every
// name used and where, references waiting for the declarations, the roles chosen) and the helpers
// every construct's reader calls: conditions, a flow (text, effects, one way on) and its outcomes,
// who rolls, a section. Each construct reads itself in its file under constructs/; loader.ts walks
// the file's top level and resolves the references.
import type { Field, Reader, YAMLMap } from './yaml-reader';
import type { AnyNode } from './yaml-reader';
import { isScalar, isSeq } from './yaml-reader';
import { normalizeName } from '../rules';
import type { Cond, Reference } from './condition';
import { ConditionError, parseCondition } from './condition';
import type { CompanionRef, Flow, Next, Pos, RoleRef, Section, WhoRolls } from './model';
import type { Effect } from './constructs/verbs';
import { readEffect } from './constructs/verbs';
import type { Fight } from './constructs/fight';
import type { RandomTable } from './constructs/random-tables';
import { ways } from './constructs';
import { ROLE_RE, TARGETS, WHO_ROLLS } from './constructs/who';
import { readText } from './constructs/text';
import { readShop } from './constructs/shop';

/** The keys of a flow: text, a GM note, effects, and the ways on (one of them). */
export const WAY_KEYS: readonly string[] = ways().map((w) => w.key);
export const FLOW_KEYS: readonly string[] = ['text', 'gm', 'do', ...WAY_KEYS];
export const SECTION_KEYS: readonly string[] = ['title', 'shop', 'dark', ...FLOW_KEYS];
export const SECTION_ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

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

/** A name used before its declaration may be known: checked once the whole file is read (loader.ts). */
export interface PendingRef {
  kind: 'section' | 'item' | 'skill' | 'spell' | 'counter' | 'table' | 'creature' | 'companion' | 'opponent' | 'map' | 'plotword' | 'keyword';
  name: string;
  at: Pos;
  /** "section 3 option 2" */
  where: string;
  /** Called with the canonical name once resolved. */
  resolve?: (canonical: string) => void;
}

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
  /** The tables under `tables:`, and each `random: NAME` waiting for its table (random-tables.ts). */
  readonly tables = new Map<string, RandomTable>();
  readonly tableRefs: Array<{ name: string; at: Pos; where: string; set: (t: RandomTable) => void }> = [];
  /** Every fight read, to be checked against its map once the maps are read (fight.ts). */
  readonly fights: Array<{ fight: Fight; where: string }> = [];
  /** Where each section says `dark: true`: the adventure must then declare its light. */
  readonly darkSections: Pos[] = [];
  /** The roles a `choose:` names, and where each is first chosen. */
  readonly rolesChosen = new Map<string, Pos>();
  /** Where a role is used (in "who", "by" or "split"): each must be chosen somewhere. */
  readonly roleUses: Array<{ role: string; at: Pos; where: string; unknown: string | null }> = [];
  /** Placeholders that name no counter and may name a role: `{diver}`. */
  readonly rolePlaceholders: Array<{ role: string; at: Pos; where: string; raw: string }> = [];
  /** The names of the opponents at every tavern table, for `won(NAME)`. */
  readonly opponentNames = new Set<string>();

  constructor(r: Reader) {
    this.r = r;
  }

  /**
   * Each entry of a mapping of named things (`creatures:`, `maps:`, `counters:`...), in the file's
   * order: its name (one that is not a name is reported and skipped), its value and its key.
   */
  entries(f: Field, what: string, nameWhat: string, each: (name: string, value: AnyNode, key: AnyNode) => void): void {
    const m = this.r.map(f.value, what, f.pos);
    for (const pair of m?.items ?? []) {
      const k = pair.key as AnyNode;
      const name = this.r.name(k, nameWhat, f.pos);
      if (name !== null) each(name, pair.value as AnyNode, k);
    }
  }

  /** `f`'s value as a mapping of these keys: its fields and where it begins; null when it is no mapping (reported). */
  keyed(f: Field, what: string, keys: readonly string[], required: readonly string[] = []): { map: YAMLMap; fields: Map<string, Field>; at: Pos } | null {
    const map = this.r.map(f.value, what, f.pos);
    if (!map) return null;
    return { map, fields: this.r.fields(map, what, keys, required), at: this.r.pos(map) };
  }

  /** Notes where a name is used, for the lint. */
  noteUse(map: Map<string, Pos[]>, name: string, at: Pos): void {
    pushUse(map, name, at);
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

  /** A name a condition refers to, at its offset in `node`'s text, or (node null) at `at` itself. */
  conditionRef(ref: Reference, node: AnyNode | null, where: string, at: Pos): void {
    const pos = node === null ? at : this.r.posIn(node, ref.offset, at);
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

  /** The keys of a mapping that is a flow with keys of its own besides (`own` first, as the hints list them). */
  flowFields(map: YAMLMap, what: string, own: readonly string[], required: readonly string[] = []): Map<string, Field> {
    return this.r.fields(map, what, [...own, ...FLOW_KEYS], required);
  }

  sectionRef(v: AnyNode, where: string, at: Pos): string | null {
    const id = this.r.name(v, `the section ${where} goes to`, at);
    if (id === null) return null;
    this.refs.push({ kind: 'section', name: id, at: this.r.pos(v, at), where });
    return id;
  }

  flow(map: YAMLMap, fields: Map<string, Field>, where: string): Flow {
    const at = this.r.pos(map);
    const text = readText(this, fields.get('text'), where);
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

  /** A way on: its construct reads it (constructs/index.ts lists them). */
  next(way: string, f: Field, where: string): Next | null {
    const construct = ways().find((w) => w.key === way);
    if (!construct) throw new Error(`no construct reads "${way}"`);
    return construct.read(this, f, where);
  }

  /** `do:`: a list of effects, each read by its verb (constructs/verbs.ts). */
  effects(f: Field | undefined, where: string): Effect[] {
    if (!f) return [];
    const seq = this.r.seq(f.value, `"do" of ${where}`, f.pos);
    if (!seq) return [];
    const out: Effect[] = [];
    for (const item of seq.items as AnyNode[]) {
      const e = readEffect(this, item, where, f.pos);
      if (e) out.push(e);
    }
    return out;
  }

  // ---- who ---------------------------------------------------------------------------------------

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

  // ---- sections ----------------------------------------------------------------------------------

  section(id: string, node: AnyNode, at: Pos): Section | null {
    const where = `section ${id}`;
    const map = this.r.map(node, where, at);
    if (!map) return null;
    const fields = this.r.fields(map, where, SECTION_KEYS);
    const title = this.r.str(fields.get('title'), `the title of ${where}`, { allowNumber: true });
    const shop = readShop(this, fields.get('shop'), where);
    const dark = this.r.bool(fields.get('dark'), `"dark" of ${where}`) ?? false;
    if (dark) this.darkSections.push(fields.get('dark')!.pos);
    const flow = this.flow(map, fields, where);
    if (shop && flow.next.kind !== 'options' && flow.next.kind !== 'goto') {
      this.r.error('LAW0017', fields.get('shop')!.pos, `${where} has a shop, so it must go on by options or goto`, 'the shop is offered beside the options; after trading the party chooses as usual');
    }
    return { id, at: this.r.pos(map), title, shop, dark, flow };
  }
}

