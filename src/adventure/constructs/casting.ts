// Casting a spell outside a fight (docs/adventure-format.md, "Casting a spell"): `cast:` in a scene,
// a member who can cast it passes 3/IQ (MAGIC) and pays its fatigue on a pass, the staff first; and
// Heal Wounds on oneself between fights (HEALING), offered on the menu. The magic engine
// (magic/outside.ts) says who may cast and what it costs.
//
//   cast: { spell: Light, by: best, pass: 12, fail: 13 }
import type { AdventureReader } from '../reader';
import type { Field } from '../yaml-reader';
import { checkSubject } from '../../character';
import type { CheckSpec } from '../../dice';
import { checkOdds, checkTarget, parseCheck } from '../../dice';
import { findSpell, SPELLS } from '../../rules';
import { castOutsideCombat, outsideCastingProblem, payForCast, sceneCastingProblem } from '../../magic/outside';
import type { Run } from '../interpreter';
import type { Exit } from '../run-shared';
import { NO_SCOPE } from '../run-shared';
import { consciousMembers, roleMembers } from '../state';
import { namedWay, readsAs } from './construct';
import { object, ref } from '../schema-kit';
import type { Check } from './check';
import type { Who } from './rolls';
import { ROLE_SCHEMA, WHO_CASTS } from './who';
import type { MenuEntry } from './options';
import { constructs } from '.';

/** A spell cast in a scene (`cast:`): its 3/IQ is the check's roll, its fatigue paid on a pass. */
export interface SceneCast {
  spell: string;
  fatigue: number;
}

export const CAST_KEYS = ['spell', 'by', 'fatigue', 'pass', 'fail'] as const;

/** `cast: { spell: Light, by: chosen, pass: ..., fail: ... }`: a spell's 3/IQ as a check, its fatigue paid on a pass. */
function readCast(a: AdventureReader, f: Field, where: string): Check | null {
  const w = `the casting of ${where}`;
  const block = a.keyed(f, w, CAST_KEYS, ['spell', 'pass', 'fail']);
  if (!block) return null;
  const { fields, at } = block;
  const who = a.who(fields.get('by'), w, WHO_CASTS, 'by');
  const pass = a.outcome(fields.get('pass'), `${where} when the spell works`, false, at);
  const fail = a.outcome(fields.get('fail'), `${where} when it fails`, false, at);
  const sf = fields.get('spell');
  const name = sf ? a.r.name(sf.value, `the spell of ${w}`, sf.pos) : null;
  if (name === null || !pass || !fail) return null;
  const sAt = a.r.pos(sf!.value, sf!.pos);
  const spell = findSpell(name);
  if (!spell) {
    const close = a.r.closest(name, SPELLS.map((x) => x.name));
    a.r.error('LAW0011', sAt, `${w}: "${name}" is not a spell of the rules`, close.length ? `did you mean ${close.join(' or ')}?` : 'see law tables spells');
    return null;
  }
  // MAGIC, Fatigue: the cost the rules give; a spell of X fatigue is cast at the X the author sets.
  const ff = fields.get('fatigue');
  let fatigue: number;
  if (spell.cost.kind === 'fixed' || spell.cost.kind === 'by-target-st') {
    fatigue = spell.cost.fatigue;
    if (ff) a.r.error('LAW0040', ff.pos, `${w}: ${spell.name} costs ${fatigue} fatigue by the rules; "fatigue" is only for a spell of X fatigue`);
  } else if (spell.cost.kind === 'per-point') {
    const max = spell.cost.max ?? 20;
    fatigue = ff ? (a.r.int(ff, `the fatigue of ${w}`, 1, max) ?? 1) : 1;
  } else {
    a.r.error('LAW0040', sAt, `${w}: ${spell.name} costs what the thing it acts on sets, so it cannot be cast in a scene`, 'cast it in a fight, or describe what happens with effects');
    return null;
  }
  const spec = parseCheck('3/IQ');
  return { at, text: `${spell.name} (3/IQ)`, spec, modifiers: [], who, cast: { spell: spell.name, fatigue }, pass, fail, passBy: [], failBy: [] };
}

/** `cast:` reads as a check (constructs/check.ts plays it) whose roller must be able to cast the spell. */
export const castWay = namedWay('cast', readsAs(readCast, (check) => ({ kind: 'check', check })), () =>
  object(
    CAST_KEYS,
    {
      spell: { type: 'string', description: 'A spell of the rules (law tables spells).' },
      by: { oneOf: [{ enum: [...WHO_CASTS] }, ROLE_SCHEMA], description: 'Who casts: chosen (default), best (the highest IQ), or a role chosen with "choose".' },
      fatigue: { type: 'integer', minimum: 1, maximum: 20, description: 'For a spell of X fatigue only: the X spent (default 1).' },
      pass: ref('outcome'),
      fail: ref('outcome'),
    },
    ['spell', 'pass', 'fail'],
    'A member who knows the spell casts it: 3/IQ, its fatigue paid on a pass.',
  ),
);

/** The members who can cast a scene's spell now: standing, knowing it, out of metal armor, with strength to spare. */
export function scenePool(run: Run, who: Who, cast: SceneCast): { able: number[]; why: string | null } {
  const s = run.s;
  const pool = typeof who === 'object' && 'role' in who ? roleMembers(s, who.role).filter((i) => consciousMembers(s).includes(i)) : consciousMembers(s);
  const able = pool.filter((i) => sceneCastingProblem(s.party[i], cast.spell, cast.fatigue) === null);
  if (able.length) return { able, why: null };
  if (pool.length === 1) return { able, why: sceneCastingProblem(s.party[pool[0]], cast.spell, cast.fatigue) };
  return { able, why: `nobody ${typeof who === 'object' && 'role' in who ? `named ${who.role} ` : ''}can cast ${cast.spell}` };
}

/**
 * A spell cast in a scene: a member who can cast it passes 3/IQ and on a pass pays its fatigue, the
 * staff first; the outcome's effects touch him, as a check's touch its roller. Nobody able: the fail
 * outcome, without a roll.
 */
export async function castInScene(run: Run, check: Check, cast: SceneCast): Promise<Exit> {
  const s = run.s;
  const { able, why } = scenePool(run, check.who, cast);
  if (able.length === 0) {
    run.emit({ kind: 'note', text: `${why ?? `Nobody can cast ${cast.spell}`}: it fails.` });
    // Told as an outcome (silent to the players), so the explorer counts the failure as seen.
    run.emit({ kind: 'outcome', at: check.at, roller: 'nobody', outcome: 'fail', passed: false, forced: false });
    return run.runFlow(check.fail, NO_SCOPE);
  }
  let caster = able[0];
  if (check.who === 'best') {
    for (const i of able) if (s.party[i].iq > s.party[caster].iq) caster = i;
  } else if (able.length > 1) {
    const members = typeof check.who === 'object' ? able : consciousMembers(s);
    const k = await run.chooser.choose({
      key: `who casts ${run.sectionId}`,
      message: `Who casts ${cast.spell}?`,
      items: members.map((i) => {
        const problem = sceneCastingProblem(s.party[i], cast.spell, cast.fatigue);
        return { label: s.party[i].name, tag: 'member' as const, detail: problem ? undefined : `IQ ${s.party[i].iq}`, disabled: problem ?? false };
      }),
    });
    caster = members[k];
  }
  const ladder = constructs.check().checkLadder(check);
  const r = await constructs.rolls().rollPlain(run, check.spec, caster, `casts ${cast.spell}`, check.at, ladder, false);
  const rung = r.forced ?? ladder.findIndex((x) => x.name === (r.passed ? 'pass' : 'fail'));
  const passed = ladder[rung].name === 'pass';
  run.emit({ kind: 'outcome', at: check.at, roller: s.party[caster].name, outcome: ladder[rung].name, passed, forced: r.forced !== undefined });
  if (passed) {
    const paid = payForCast(s.party[caster], cast.fatigue);
    s.party[caster] = paid.character;
    const parts = [paid.staff ? `${paid.staff} from the staff` : '', paid.fatigue ? `${paid.fatigue} fatigue` : ''].filter(Boolean);
    run.emit({ kind: 'effect', member: s.party[caster].name, text: `${s.party[caster].name} casts ${cast.spell} and pays ${parts.join(', ') || 'nothing'}` });
  } else run.emit({ kind: 'note', text: 'The spell fails; it costs no fatigue (MAGIC, Fatigue).' });
  return run.runFlow(passed ? check.pass : check.fail, { rollers: [caster], margin: r.margin });
}

/** A spell cast away from the board, through the magic engine; true when it worked. */
export async function castOutside(run: Run, i: number, spell: string, x = 1): Promise<boolean> {
  const c = run.s.party[i];
  const spec: CheckSpec = { dice: 3, attribute: 'IQ', value: 0, skill: null, modifier: 0 };
  const subject = checkSubject(c);
  const t = checkTarget(spec, subject);
  run.emit({ kind: 'check', at: { line: 0, column: 0 }, roller: c.name, check: '3/IQ', spec, purpose: `casts ${spell}`, target: t.target, chance: checkOdds(spec, subject), allowed: true, helper: null, curses: subject.curses });
  const r = await castOutsideCombat(c, spell, run.dice, x);
  const total = r.roll.sum + subject.curses;
  run.emit({ kind: 'throw', roller: c.name, roll: r.roll, total, curses: subject.curses, passed: r.success, margin: r.target - total, reroll: null });
  if (!r.success) {
    run.emit({ kind: 'note', text: 'The spell fails; it costs no fatigue (MAGIC, Fatigue).' });
    return false;
  }
  const healed = c.damage - r.character.damage;
  run.s.party[i] = r.character;
  const parts = [r.staff ? `${r.staff} from the staff` : '', r.fatigue ? `${r.fatigue} fatigue` : ''].filter(Boolean);
  run.emit({ kind: 'effect', member: c.name, text: `${c.name} pays for ${spell}: ${parts.join(', ') || 'nothing'}${healed ? `; ${healed} damage healed` : ''}` });
  return true;
}

/** Heal Wounds on oneself works between fights too (HEALING): as many points as he can spare, for each wounded caster. */
export function healWoundsEntries(run: Run): MenuEntry[] {
  const s = run.s;
  const entries: MenuEntry[] = [];
  for (const i of consciousMembers(s)) {
    const c = s.party[i];
    if (c.damage === 0 || c.spells.length === 0) continue;
    let x = c.damage;
    while (x > 0 && outsideCastingProblem(c, 'Heal Wounds', x) !== null) x--;
    if (x === 0) continue;
    entries.push({
      label: `${c.name} casts Heal Wounds (3/IQ): ${x} fatigue heals ${x} damage`,
      tag: 'heal',
      disabled: false,
      run: async () => (await castOutside(run, i, 'Heal Wounds', x), null),
    });
  }
  return entries;
}
