// Choosing who, and a party that splits (docs/adventure-format.md, "Choosing who, and a party that
// splits"): the verbs choose, split and rejoin. The members named for a task hold its role (a word
// such as well-diver) until it is chosen again; "who" of a check or an effect may name the role.
import type { Run } from '../interpreter';
import { isAlive, livingMembers, consciousMembers, roleMembers, setRole } from '../state';
import { isMap, isScalar } from '../yaml-nodes';
import type { EffectOf, VerbValue } from './construct';
import { names } from './effect-kit';
import { object } from '../schema-kit';
import type { Json } from '../schema-kit';
import { ROLE_SCHEMA } from './who';
import { placeholderError, readTextScalar } from './text';
import type { AdventureReader } from '../reader';

export const CHOOSE_KEYS = ['as', 'prompt', 'who'] as const;
export const CHOOSE_COUNTS = ['one', 'some'] as const;

/** `choose: { as: well-diver, prompt: Who goes down?, who: one|some }`. */
export function readChoose(v: VerbValue<'choose'>): EffectOf<'choose'> | null {
  const { a, where: w } = v;
  const inner = a.r.map(v.value, `"choose" of ${w}`, v.field.pos);
  if (!inner) return null;
  const cw = `"choose" of ${w}`;
  const cf = a.r.fields(inner, cw, CHOOSE_KEYS, ['as']);
  const asF = cf.get('as');
  const role = asF ? a.roleName(asF, `the role of ${cw}`) : null;
  const prompt = readTextScalar(a, cf.get('prompt'), cw) ?? 'Who?';
  const count = a.r.str(cf.get('who'), `"who" of ${cw}`) ?? 'one';
  if (!(CHOOSE_COUNTS as readonly string[]).includes(count)) {
    a.r.error('LAW0025', cf.get('who')!.pos, `${cw}: who is one or some, not "${count}"`, 'one: the player names one member; some: one or more');
    return null;
  }
  if (role === null) return null;
  if (!a.rolesChosen.has(role)) a.rolesChosen.set(role, a.r.pos(asF!.value, asF!.pos));
  return { ...v.base, kind: 'choose', role, prompt, some: count === 'some' };
}

export const CHOOSE_SCHEMA: Json = object(
  CHOOSE_KEYS,
  {
    as: { ...ROLE_SCHEMA, description: 'The name of the task: "who: well-diver" then means those named.' },
    prompt: { type: 'string', description: 'The question: "Who goes down the well?"' },
    who: { enum: [...CHOOSE_COUNTS], description: 'one (default): one member; some: one or more.' },
  },
  ['as'],
  'The player names one member, or some, for a task.',
);

/** `split: well-diver`. */
export function readSplit(v: VerbValue<'split'>): EffectOf<'split'> | null {
  // `split: diver`, or `split: { role: diver, dead: 40 }`: where those waiting go when all who went on die.
  if (isMap(v.value)) {
    const fields = v.a.r.fields(v.value, `"split" of ${v.where}`, SPLIT_KEYS, ['role']);
    const rf = fields.get('role');
    const role = rf ? v.a.roleName(rf, `"split" of ${v.where}`) : null;
    const df = fields.get('dead');
    const dead = df ? v.a.sectionRef(df.value, `${v.where} (split: where those waiting go when all who went on are dead)`, df.pos) : null;
    if (role === null || (df && dead === null)) return null;
    v.a.roleUse(role, v.at, v.where);
    return { ...v.base, kind: 'split', role, ...(dead !== null ? { dead } : {}) };
  }
  const role = v.a.roleName(v.field, `"split" of ${v.where}`);
  if (role === null) return null;
  v.a.roleUse(role, v.at, v.where);
  return { ...v.base, kind: 'split', role };
}

/** The keys of `split:` written in full. */
export const SPLIT_KEYS = ['role', 'dead'] as const;

export const SPLIT_SCHEMA: Json = {
  oneOf: [ROLE_SCHEMA, object(SPLIT_KEYS, { role: ROLE_SCHEMA, dead: { $ref: '#/definitions/sectionId', description: 'Where those waiting go on when all who went on are dead (else the adventure ends: "Those who went on are dead").' } }, ['role'])],
};

/** `rejoin: true` (those waiting come back) or `rejoin: lost`. */
export function readRejoin(v: VerbValue<'rejoin'>): EffectOf<'rejoin'> | null {
  const value = isScalar(v.value) ? v.value.value : undefined;
  if (value !== true && value !== 'lost') {
    v.a.r.error('LAW0019', v.at, `${v.where}: rejoin is true (those waiting come back) or lost (they are lost to the party), not ${v.a.r.kindOf(v.value)}`);
    return null;
  }
  return { ...v.base, kind: 'rejoin', lost: value === 'lost' };
}

/**
 * `choose:`: the player names the members for a task: one, or some (at least one, as many as he
 * likes), among those standing with the party. Alone, a member is named without asking; nobody
 * standing, nobody is named.
 */
export async function choose(run: Run, e: EffectOf<'choose'>): Promise<void> {
  const { role, prompt, some } = e;
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

/** `split:`: those of the role who stand go on; everyone else with the party waits here. */
export function split(run: Run, e: EffectOf<'split'>): void {
  const s = run.s;
  const going = roleMembers(s, e.role).filter((i) => livingMembers(s).includes(i));
  if (going.length === 0) {
    run.emit({ kind: 'note', text: `Nobody was named ${e.role}: the party stays together.` });
    return;
  }
  const staying = livingMembers(s).filter((i) => !going.includes(i));
  s.waiting = [...(s.waiting ?? []), ...staying];
  if (e.dead !== undefined && staying.length) s.splitDead = e.dead;
  if (staying.length) run.emit({ kind: 'effect', member: null, text: `${names(run, going)} go${going.length === 1 ? 'es' : ''} on; ${names(run, staying)} wait${staying.length === 1 ? 's' : ''} behind` });
}

/** `rejoin:`: those waiting come back, or are lost to the party until the adventure ends. */
export function rejoin(run: Run, e: EffectOf<'rejoin'>): void {
  const s = run.s;
  const waiting = (s.waiting ?? []).filter((i) => isAlive(s.party[i]));
  s.waiting = [];
  delete s.splitDead;
  if (waiting.length === 0) return;
  if (e.lost) {
    // Lost to the party as those left behind in a flight are: out until the adventure ends (docs/rulings.md).
    for (const i of waiting) if (!s.leftBehind.includes(i)) s.leftBehind.push(i);
    for (const i of waiting) run.emit({ kind: 'left-behind', member: s.party[i].name });
  } else run.emit({ kind: 'effect', member: null, text: `${names(run, waiting)} ${waiting.length === 1 ? 'rejoins' : 'rejoin'} the party` });
}

/**
 * Once the whole file is read: a placeholder that names no counter must name a role some `choose`
 * fills, and every role used (in "who", "by", "split") must be chosen somewhere: one nobody ever
 * chooses would always be empty.
 */
export function checkRoles(a: AdventureReader): void {
  for (const p of a.rolePlaceholders) if (!a.rolesChosen.has(p.role)) placeholderError(a, p.at, p.where, p.raw);
  for (const u of a.roleUses) {
    if (a.rolesChosen.has(u.role)) continue;
    if (a.rolesChosen.size === 0 && u.unknown !== null) {
      // No role anywhere: a word of the language mistyped, not a task.
      a.r.error('LAW0025', u.at, u.unknown, 'or name members for a task first with "choose", and give its role here');
      continue;
    }
    const close = a.r.closest(u.role, [...a.rolesChosen.keys()]);
    a.r.error('LAW0042', u.at, `${u.where}: no "choose" names the role "${u.role}"`, close.length ? `did you mean ${close[0]}?` : `name it first: "- choose: { as: ${u.role}, prompt: Who goes? }"`);
  }
}
