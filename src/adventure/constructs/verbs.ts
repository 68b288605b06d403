// The effect verbs: what a `do:` list, an item's `use:` or a shop's service does to the party
// (docs/adventure-format.md, "Effects"). VERBS is the one table of them: for each its key, what it
// may hold (an amount's limit, whether it may be negative, "all"), whether it concerns the party as a
// whole, the words editors show for it (the schema), how it is read and what it does. The loader
// (readEffect), the schema (effectSchema) and the runtime (applyEffects) all read this table, and
// its type makes a verb missing from it a compile error.
//
// Adding a verb: its shape in EffectBodies, its row in VERBS (the reader and the run beside the
// verbs of its kind, in the construct file named in the row), and its line in the docs.
import type { Run } from '../interpreter';
import type { Scope } from '../run-shared';
import type { Pos, RoleRef, Target } from '../model';
import type { Cond } from '../condition';
import type { TextPart } from './varying-text';
import type { AdventureReader } from '../reader';
import type { AnyNode } from '../yaml-reader';
import { SHEET_LIMITS } from '../state';
import type { Json } from '../schema-kit';
import { object, ref } from '../schema-kit';
import type { Verb, VerbValue } from './construct';
import type { Amount, AmountRule } from './effect-kit';
import { amountSchema, onEachMember, readAmount } from './effect-kit';
import { COMPANION_NAME_SCHEMA, ROLE_RE, ROLE_SCHEMA, TARGETS, WHO_ROLLS } from './who';
import { healEffect, sufferFatigue, takeDamage } from './harm';
import { gainXp, gold } from './rewards';
import { curse, gainKarma, gainWishes, liftCurses } from './karma';
import { gain, lose, readItemEffect } from './items';
import { clearPlotword, PLOTWORD_SCHEMA, readPlotwordEffect, setPlotword } from './plotwords';
import { passTime, readRest, readSleep, readTime, rest, sleep } from './time';
import { addToCounter, COUNTER_EFFECT_SCHEMA, readCounterEffect, setCounter } from './counters';
import { readSay, say } from './text';
import { join, leave, readCompanionEffect } from './companions';
import { choose, CHOOSE_SCHEMA, readChoose, readRejoin, readSplit, rejoin, split, SPLIT_SCHEMA } from './roles';
import { applyConditional, CONDITIONAL_KEYS, CONDITIONAL_SCHEMA, readConditional } from './conditional-effects';

/** What each verb holds besides where it stands and whom it falls on. */
export interface EffectBodies {
  damage: { amount: Amount };
  fatigue: { amount: Amount };
  /** `companion`: the companion a heal falls on (`who: Old Tam`) instead of members (docs/rulings.md, "Companions"). */
  heal: { amount: Amount; companion?: string };
  gold: { amount: Amount };
  xp: { amount: Amount };
  karma: { amount: Amount };
  wishes: { amount: Amount };
  curse: { amount: Amount };
  'lift-curse': { amount: Amount };
  gain: { item: string; count: number };
  lose: { item: string; count: number };
  plotword: { word: string };
  'clear-plotword': { word: string };
  time: { minutes: number; text: string };
  /** `until`: minutes after midnight the sleepers wake at (sleep: until 07:00), or null for a night. */
  sleep: { interrupted: boolean; until: number | null };
  rest: { weeks: number };
  /** `expr`: a value of the condition language worked out as the effect is done, in place of `value`. */
  set: { counter: string; value: number; expr?: Cond };
  add: { counter: string; value: number; expr?: Cond };
  /** `parts`: its forms of text that varies, when it has any. */
  say: { text: string; parts?: TextPart[] };
  /** A companion joins the party, or leaves it (docs/adventure-format.md, "Companions"). */
  join: { companion: string };
  leave: { companion: string };
  /** The player names one member, or some, for a task; they hold the role until it is chosen again. */
  choose: { role: string; prompt: string; some: boolean };
  /** The party splits: the members of the role go on, the others wait where they are. */
  /** `dead`: where those waiting go on when all who went on are dead. */
  split: { role: string; dead?: string };
  /** Those waiting come back to the party, or are lost to it until the adventure ends. */
  rejoin: { lost: boolean };
  /** Effects under a condition: `then` when it holds, `else` when not (conditional-effects.ts). */
  if: { cond: Cond; then: Effect[]; else: Effect[] };
}

export type EffectKind = keyof EffectBodies;
/** An effect of one verb: where it stands, whom it falls on (null: the default), and what it holds. */
export type EffectOf<K extends EffectKind> = { at: Pos; who: Target | RoleRef | null; kind: K } & EffectBodies[K];
/** One effect of the validated tree. */
export type Effect = { [K in EffectKind]: EffectOf<K> }[EffectKind];

/** Reads an amount verb's value: its row says its limit, whether it may be negative, and "all". */
function readAmountEffect<K extends EffectKind>(v: VerbValue<K>): EffectOf<K> | null {
  const { a, verb, row, where: w, at: vAt } = v;
  const amount = readAmount(a, v.value, verb, row as AmountRule, w, vAt);
  if (!amount) return null;
  if (amount.kind === 'all' && !row.all) {
    a.r.error('LAW0019', vAt, `${w}: "all" is an amount only for ${EFFECT_KEYS.filter((k) => VERBS[k].all).join(', ')}`);
    return null;
  }
  const signed = (amount.kind === 'number' && amount.value < 0) || (amount.kind !== 'number' && amount.kind !== 'all' && amount.sign < 0);
  if (signed && !row.negative) {
    a.r.error('LAW0019', vAt, `${w}: ${verb} takes an amount of 0 or more`, row.instead ?? null);
    return null;
  }
  if (v.companion !== null) {
    const e = { ...v.base, kind: 'heal' as const, amount, companion: v.companion.name };
    a.refs.push({ kind: 'companion', name: v.companion.name, at: v.companion.at, where: w, resolve: (c) => (e.companion = c) });
    return e as unknown as EffectOf<K>;
  }
  return { ...v.base, kind: verb, amount } as unknown as EffectOf<K>;
}

/**
 * The verbs, in the order the loader names them. An amount verb has a `limit` (what one effect may
 * give or take: what a sheet holds) and its schema follows from its row; `negative` verbs may take
 * away. The fatigue verb's run also takes a negative amount (fatigue recovered: the GM's :fatigue),
 * which no adventure may write.
 */
export const VERBS: { readonly [K in EffectKind]: Verb<K> } = {
  damage: { party: false, limit: SHEET_LIMITS.damage, instead: 'to take damage away, use "heal"', text: 'Damage points (armor does not stop them): a number, dice such as 1D6, or "margin".', read: readAmountEffect, apply: onEachMember(takeDamage) },
  fatigue: { party: false, limit: SHEET_LIMITS.fatigue, text: 'Fatigue points; on an unconscious character they are damage.', read: readAmountEffect, apply: onEachMember(sufferFatigue) },
  heal: { party: false, limit: SHEET_LIMITS.damage, all: true, companions: true, instead: 'to hurt, use "damage"', text: 'Damage healed: a number, dice, "margin", or "all".', read: readAmountEffect, apply: healEffect },
  gold: { party: false, limit: SHEET_LIMITS.gold, negative: true, text: 'Gold gained (or lost, when negative).', read: readAmountEffect, apply: gold },
  xp: { party: false, limit: SHEET_LIMITS.xp, negative: true, text: 'Experience points.', read: readAmountEffect, apply: onEachMember(gainXp) },
  karma: { party: false, limit: SHEET_LIMITS.karma, negative: true, text: 'Karma points (negative: lost).', read: readAmountEffect, apply: onEachMember(gainKarma) },
  wishes: { party: false, limit: SHEET_LIMITS.wishes, negative: true, text: 'Wishes (negative: lost).', read: readAmountEffect, apply: onEachMember(gainWishes) },
  curse: { party: false, limit: SHEET_LIMITS.curses, text: 'Curses laid: each adds one to every roll.', read: readAmountEffect, apply: onEachMember(curse) },
  'lift-curse': { party: false, limit: SHEET_LIMITS.curses, text: 'Curses lifted.', read: readAmountEffect, apply: onEachMember(liftCurses) },
  gain: { party: false, schema: { type: 'string' }, text: 'An item gained, with a count before it if more than one: "2 Torch".', read: readItemEffect, apply: gain },
  lose: { party: false, schema: { type: 'string' }, text: 'An item lost, with a count before it if more than one.', read: readItemEffect, apply: lose },
  plotword: { party: true, schema: PLOTWORD_SCHEMA, text: 'A plotword the party acquires: each character gains 1 XP the first time.', read: readPlotwordEffect, apply: setPlotword },
  'clear-plotword': { party: true, schema: PLOTWORD_SCHEMA, text: 'A plotword crossed out.', read: readPlotwordEffect, apply: clearPlotword },
  // Units in any case, as parseDuration reads them.
  time: { party: true, schema: { type: 'string', pattern: '^\\s*\\d+\\s*([Mm][Ii][Nn]([Uu][Tt][Ee])?[Ss]?|[Hh]([Oo][Uu][Rr][Ss]?)?|[Dd][Aa][Yy][Ss]?|[Ww][Ee][Ee][Kk][Ss]?)\\s*$' }, text: 'Time passing: "30 minutes", "2 hours", "2h", "1 day", "1 week".', read: readTime, apply: passTime },
  sleep: {
    party: true,
    schema: { oneOf: [{ enum: ['night', 'interrupted'] }, { type: 'string', pattern: '^\\s*until\\s+([01]?\\d|2[0-3]):[0-5]\\d\\s*$' }] },
    text: 'A night of sleep: all fatigue back, or one point if interrupted; "until 07:00" sleeps until that time (six hours or more: a full night).',
    read: readSleep,
    apply: sleep,
  },
  rest: { party: true, schema: { oneOf: [{ type: 'integer', minimum: 1, maximum: 52 }, { type: 'string', pattern: '^\\s*\\d+\\s*(weeks?)?\\s*$' }] }, text: 'Weeks of rest: each, 3/ST and the margin is damage healed (at least 1).', read: readRest, apply: rest },
  set: { party: true, schema: COUNTER_EFFECT_SCHEMA, text: 'Sets a counter: { alarms: 0 }, or to a value worked out now: { wreckers: party + 1 }.', read: readCounterEffect, apply: setCounter },
  add: { party: true, schema: COUNTER_EFFECT_SCHEMA, text: 'Adds to a counter: { alarms: 1 }, or a value worked out now: { owed: gold / 10 }.', read: readCounterEffect, apply: addToCounter },
  say: { party: true, schema: { type: 'string' }, text: 'Text shown at this point of the effects.', read: readSay, apply: say },
  join: { party: true, schema: { type: 'string' }, text: 'A companion (under "companions:") joins the party.', read: readCompanionEffect, apply: join },
  leave: { party: true, schema: { type: 'string' }, text: 'A companion leaves the party.', read: readCompanionEffect, apply: leave },
  choose: { party: true, schema: CHOOSE_SCHEMA, text: 'The player names one member, or some, for a task.', read: readChoose, apply: choose },
  split: { party: true, schema: SPLIT_SCHEMA, text: 'The party splits: the members of this role go on, the others wait here until "rejoin".', read: readSplit, apply: split },
  rejoin: { party: true, schema: { enum: [true, 'lost'] }, text: 'true: those waiting come back; lost: they are lost to the party until the adventure ends.', read: readRejoin, apply: rejoin },
  if: { party: true, with: CONDITIONAL_KEYS, schema: ref('condition'), text: 'A condition: the effects under "then" are done when it holds, those under "else" when not.', read: readConditional, apply: applyConditional },
};

/** The verbs' keys, in the table's order. */
export const EFFECT_KEYS = Object.keys(VERBS) as EffectKind[];
/** The keys that go with a verb (`then` beside `if`), by key: the verb they go with. */
const COMPANION_KEYS = new Map(EFFECT_KEYS.flatMap((k) => (VERBS[k] as Verb<EffectKind>).with?.map((w) => [w, k] as const) ?? []));
const EFFECT_FIELDS: readonly string[] = [...EFFECT_KEYS, ...COMPANION_KEYS.keys(), 'who'];

/** Effects that concern the party as a whole, never one member: they take no "who". */
export const PARTY_EFFECTS: ReadonlySet<string> = new Set(EFFECT_KEYS.filter((k) => VERBS[k].party));

/** The largest amount one effect may give or take, by verb (what a character sheet holds). */
export const AMOUNT_LIMITS: Readonly<Record<string, number>> = Object.fromEntries(EFFECT_KEYS.flatMap((k) => (VERBS[k].limit === undefined ? [] : [[k, VERBS[k].limit]])));

const isTarget = (w: string): boolean => (TARGETS as readonly string[]).includes(w);

/** One effect of a `do:` list: a mapping of one verb and, for some verbs, "who". */
export function readEffect(a: AdventureReader, node: AnyNode, where: string, at: Pos): Effect | null {
  const w = `an effect of ${where}`;
  const map = a.r.map(node, w, at);
  if (!map) return null;
  const fields = a.r.fields(map, w, EFFECT_FIELDS);
  const verbs = [...fields.keys()].filter((k) => k !== 'who' && !COMPANION_KEYS.has(k)) as EffectKind[];
  const pos = a.r.pos(map);
  // A key that goes with a verb (then, else) is a fault beside any other.
  for (const [k, f] of fields) {
    const owner = COMPANION_KEYS.get(k);
    if (owner !== undefined && !verbs.includes(owner)) a.r.error('LAW0019', f.pos, `${w}: "${k}" goes with "${owner}"`, `write "${owner}: CONDITION" beside "${k}", or the effects themselves in the list`);
  }
  if (verbs.length !== 1) {
    if (verbs.length === 0) a.r.error('LAW0019', pos, `${w} says what happens with one of: ${EFFECT_KEYS.join(', ')}`, 'for example "- damage: 1D6" or "- gain: Rope"');
    else a.r.error('LAW0019', fields.get(verbs[1])!.pos, `${w} has both "${verbs[0]}" and "${verbs[1]}"`, 'write each effect as its own "- " line');
    return null;
  }
  const verb = verbs[0];
  const row = VERBS[verb] as Verb<EffectKind>;
  const vf = fields.get(verb)!;
  const whoF = fields.get('who');
  const whoS = a.r.str(whoF, `"who" of ${w}`);
  let who: Target | RoleRef | null = null;
  // A heal may fall on a companion, named as "companions:" names him; nothing else touches one.
  let companion: VerbValue<EffectKind>['companion'] = null;
  if (whoS !== null && row.companions && !ROLE_RE.test(whoS) && !isTarget(whoS)) companion = { name: whoS, at: a.r.pos(whoF!.value, whoF!.pos) };
  else if (whoS !== null) {
    const isRole = !isTarget(whoS) && !(WHO_ROLLS as readonly string[]).includes(whoS) && ROLE_RE.test(whoS);
    if (!isTarget(whoS) && !isRole) a.r.error('LAW0025', whoF!.pos, `${w}: who is one of ${TARGETS.join(', ')} or a role chosen with "choose", not "${whoS}"`);
    else if (row.party) a.r.error('LAW0019', whoF!.pos, `${w}: "${verb}" concerns the whole party, so it takes no "who"`);
    else who = isRole ? a.roleUse(whoS, a.r.pos(whoF!.value, whoF!.pos), w, `${w}: who is one of ${TARGETS.join(', ')}, not "${whoS}"`) : (whoS as Target);
  }
  const value = vf.value;
  return row.read({ a, verb, row, field: vf, fields, value, at: a.r.pos(value, vf.pos), where: w, base: { at: pos, who }, companion }) as Effect | null;
}

/** Does the effects in order, each on those it falls on in `scope`. */
export async function applyEffects(run: Run, effects: readonly Effect[], scope: Scope): Promise<void> {
  for (const e of effects) {
    // The row of e's own verb: the table's type ties each row's run to its verb's shape.
    const done = (VERBS[e.kind].apply as (run: Run, e: Effect, scope: Scope) => Promise<void> | void)(run, e, scope);
    if (done) await done;
  }
}

/** The schema of an effect: one verb, and "who" only beside a verb that can fall on one member. */
export function effectSchema(): Json {
  const props: Record<string, Json> = {};
  for (const k of EFFECT_KEYS) {
    const row = VERBS[k] as Verb<EffectKind>;
    props[k] = { ...(row.schema ?? amountSchema(row as AmountRule)), description: row.text };
  }
  Object.assign(props, CONDITIONAL_SCHEMA);
  props.who = { oneOf: [{ enum: [...TARGETS] }, ROLE_SCHEMA, COMPANION_NAME_SCHEMA], description: 'Who the effect applies to: party (default outside a check), roller (default after a check), leader, chosen, random, a role chosen with "choose", or (heal only) a companion under "companions:".' };
  const one = (k: EffectKind): Json => {
    const row = VERBS[k] as Verb<EffectKind>;
    // The keys that go with another verb are not beside this one.
    const others = [...COMPANION_KEYS].filter(([, v]) => v !== k).map(([key]) => ({ required: [key] }));
    const alone = others.length ? { not: { anyOf: [...(row.party ? [{ required: ['who'] }] : []), ...others] } } : row.party ? { not: { required: ['who'] } } : {};
    if (row.with?.length) return { required: [k, ...row.with.filter((w) => w === 'then')], ...alone };
    if (row.party) return { required: [k], ...alone };
    return row.companions ? { required: [k], ...alone } : { required: [k], properties: { who: { oneOf: [{ enum: [...TARGETS] }, ROLE_SCHEMA] } }, ...alone };
  };
  return { ...object([...EFFECT_KEYS, ...COMPANION_KEYS.keys(), 'who'], props), oneOf: EFFECT_KEYS.map(one) };
}
